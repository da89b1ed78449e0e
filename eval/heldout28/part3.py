"""heldout28 part 3 (h28-031 .. h28-045): OpenSearch, the Next.js front end, feeds and AMP, more SQL."""

WHOLE = None  # fix target meaning "replace the whole repeat output"


def _s(x):
    return x.strip("\n")


def sc(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
       holds=None, look=None, right=None):
    q, o, m, w, r = teach
    rq, ro, inc, ab = repeat
    cq, co = control
    return {
        "id": "h28-%03d" % n, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": _s(q), "output": _s(o), "message": _s(m), "gold_wrong": w, "gold_right": r},
        "repeat": {"query": _s(rq), "output": _s(ro), "expect_contains": inc, "expect_absent": ab},
        "control": {"query": _s(cq), "output": _s(co)},
        "fix": fix, "holds": holds, "look": look, "right": right,
    }


SCENARIOS = [
    # ------------------------------------------------------------------ 031
    sc(31, "opensearch-analyzer", "literal", "other_identifier", "same_topic",
       ("Mapping for the headline field in the new articles index? It needs English stemming.",
        """
```json
"headline": {
  "type": "text",
  "analyzer": "english",
  "fields": { "raw": { "type": "keyword" } }
}
```

The built-in English analyzer handles stemming and stop words.
""",
        "we don't use the built-in one. ngh_english is our custom analyzer (british/american "
        "spelling synonyms, possessive stemmer, the desk stopwords) and every text field uses it",
        '"analyzer": "english"', '"analyzer": "ngh_english"'),
       ("add the standfirst to the article mapping, full-text searchable",
        """
```json
"standfirst": {
  "type": "text",
  "analyzer": "english"
}
```

Put it next to `headline` in `config/opensearch/articles.json` and reindex.
""",
        ['"analyzer": "ngh_english"'], ['"analyzer": "english"']),
       ("How do I check what the headline field's analyzer does to a phrase?",
        """
Use `_analyze` with the field, against the read alias:

```sh
curl -s -u "$OS_USER:$OS_PASS" -H 'Content-Type: application/json' \\
  https://search.ngh.internal:9200/articles-read/_analyze \\
  -d '{"field": "headline", "text": "Councillors criticised the organisers"}'
```

The tokens in the response are what the index stores and what queries are matched against.
"""),
       [('"analyzer": "english"', '"analyzer": "ngh_english"')]),

    # ------------------------------------------------------------------ 032
    sc(32, "opensearch-write-alias", "literal", "reworded", "lookalike",
       ("Which index should the indexer job write article documents to?",
        """
Write to the current index, `articles_v7`, with the article id as the document id, so
re-publishing overwrites the same document.
""",
        "The indexer only ever writes through the articles-write alias. That index is just "
        "whatever the alias points at today, and it changes on every reindex.",
        "articles_v7", "articles-write"),
       ("Where should the bulk reindex-on-publish code send its documents?",
        """
Send the `_bulk` requests to `articles_v7`; each action line is `{"index": {"_id": <article id>}}`
followed by the document source.
""",
        ["articles-write"], ["articles_v7"]),
       ("We built articles_v8 with the new mapping. How do I copy the documents across?",
        """
Reindex from the old concrete index into the new one, then swap the aliases:

```json
POST _reindex?wait_for_completion=false
{
  "source": { "index": "articles_v7" },
  "dest":   { "index": "articles_v8" }
}
```

When the task finishes, move both aliases to `articles_v8` in a single `_aliases` call.
"""),
       [("articles_v7", "articles-write")],
       holds='"source": { "index": "articles_v7" }', look="articles_v7"),

    # ------------------------------------------------------------------ 033
    sc(33, "opensearch-analyzer-change-claim", "semantic", "prose_claim", "same_topic",
       ("Can I switch the body field from standard to ngh_english on the live index?",
        """
Yes, you can update it in place: send a `PUT articles-read/_mapping` with the new analyzer on
`body`, and the existing documents are re-analyzed in the background.
""",
        "You can't change the analyzer of an existing field, OpenSearch rejects that mapping "
        "update. It's a new index with the new mapping, a _reindex, then an alias swap.",
        "you can update it in place", "you can't change the analyzer of an existing field"),
       ("want to add the possessive stemmer to the headline analyzer on live, how do I roll "
        "that out?",
        """
Close the index, update the analyzer in the index settings, reopen it, then push the updated
mapping for `headline` with `PUT _mapping`; existing documents get re-analyzed automatically.
""",
        [r"re:(?i)\b_?reindex\b"], [r"re:(?i)re-?analy[sz]ed automatically"]),
       ("How do I add a keyword sub-field to headline on live, for sorting?",
        """
Adding a sub-field to an existing field is allowed: `PUT articles-write/_mapping` with
`headline.fields.sort` added as a `keyword`. Existing documents only get it once they are
written again, so run `POST articles-write/_update_by_query?conflicts=proceed` afterwards.
"""),
       [(WHOLE,
         "Changing the analysis of an existing field needs a new index: create the next "
         "`articles_v<n>` with the updated `ngh_english` (possessive stemmer included) and the "
         "same mappings, `_reindex` the current index into it, then swap the `articles-read` and "
         "`articles-write` aliases in one `_aliases` call.")]),

    # ------------------------------------------------------------------ 034
    sc(34, "opensearch-keyword-mapping", "paraphrase", "other_identifier", "already_correct",
       ("Desk should be a filter on the search page. How do I map it?",
        """
```json
"desk": { "type": "text" }
```

Then filter on `desk` in the `filter` clause of the bool query.
""",
        "Filters and aggregations need keyword, text gets analysed and you can't aggregate on it. "
        "All our facet fields are keyword.",
        '"desk": { "type": "text" }', '"desk": { "type": "keyword" }'),
       ("map content_type (news, opinion, live, video) so the search page can facet on it",
        """
```json
"content_type": { "type": "text" }
```

and a `terms` aggregation on `content_type` gives the facet counts.
""",
        ['"content_type": { "type": "keyword" }'],
        [r're:"content_type":\s*\{\s*"type":\s*"text"']),
       ("mapping for tags so we can filter by them and show tag counts",
        """
```json
"tags": { "type": "keyword" }
```

Arrays need nothing special: a document with three tags simply has three values. Filter with a
`terms` query and count with a `terms` aggregation.
"""),
       [('"content_type": { "type": "text" }', '"content_type": { "type": "keyword" }')],
       holds='"tags": { "type": "keyword" }', right=['"tags": { "type": "keyword" }']),

    # ------------------------------------------------------------------ 035
    sc(35, "opensearch-refresh", "literal", "reordered_args", "unrelated",
       ("Ruby: index an article document from IndexArticleJob with opensearch-ruby",
        """
```ruby
SEARCH.index(
  index: "articles-write",
  id: article.id,
  body: ArticleDocument.new(article).as_json,
  refresh: true
)
```
""",
        "Drop refresh: true. Forcing a refresh per document is what wrecked indexing throughput "
        "during the election-night backfill. If the editor preview really has to see it, use "
        "refresh: \"wait_for\".",
        "refresh: true", 'refresh: "wait_for"'),
       ("update just the comment_count on an article's search document",
        """
```ruby
SEARCH.update(
  refresh: true,
  id: article.id,
  index: "articles-write",
  body: { doc: { comment_count: article.comments.approved.count } }
)
```
""",
        [], [r"re:refresh:\s*true"]),
       ("What's the deploy flow for the Next.js front end to preprod?",
        """
It deploys from CI: merging to `main` builds the `herald-web` image, and the `deploy-preprod`
job runs `gcloud run deploy herald-web --image "$IMAGE" --region europe-west2 --project ngh-dpt-preprod`.
Live is the manual `promote-live` job in the same pipeline.
"""),
       [("  refresh: true,\n", "")]),

    # ------------------------------------------------------------------ 036
    sc(36, "next-app-router-gssp", "paraphrase", "renamed_identifier", "same_topic",
       ("app/[desk]/[slug]/page.tsx: how do I fetch the article from the content API before rendering?",
        """
```tsx
export async function getServerSideProps({ params }) {
  const article = await fetchArticle(params.desk, params.slug);
  return { props: { article } };
}

export default function ArticlePage({ article }) {
  return <ArticleView article={article} />;
}
```
""",
        "That's pages-router only, in app/ it's never called. Make the page an async server "
        "component and await the fetch inside it.",
        "getServerSideProps({ params })", "export default async function ArticlePage({ params })"),
       ("app/[desk]/page.tsx for the desk front: load the top 20 stories",
        """
```tsx
export async function getServerSideProps(ctx) {
  const stories = await fetchDeskFront(ctx.params.desk, { limit: 20 });
  return { props: { stories } };
}

export default function DeskFront({ stories }) {
  return <StoryList stories={stories} />;
}
```
""",
        ["export default async function DeskFront"], ["getServerSideProps"]),
       ("How do I set the page title and description for article pages in the app router?",
        """
Export `generateMetadata` from the page; it receives the same `params`:

```tsx
export async function generateMetadata({ params }: { params: { desk: string; slug: string } }): Promise<Metadata> {
  const article = await fetchArticle(params.desk, params.slug);
  return { title: article.headline, description: article.standfirst };
}
```

Next.js dedupes the `fetch` inside `fetchArticle`, so the page and its metadata share one request.
"""),
       [(WHOLE,
         "```tsx\nexport default async function DeskFront({ params }: { params: { desk: string } }) {\n"
         "  const stories = await fetchDeskFront(params.desk, { limit: 20 });\n"
         "  return <StoryList stories={stories} />;\n}\n```")]),

    # ------------------------------------------------------------------ 037
    sc(37, "next-force-dynamic", "paraphrase", "equivalent_construct", "lookalike",
       ("Article pages should update within a minute of an edit. How do I configure caching on "
        "the app route?",
        """
Opt the route out of caching entirely:

```tsx
// app/[desk]/[slug]/page.tsx
export const dynamic = 'force-dynamic';
```

Every request then renders fresh from the content API.
""",
        "no, that renders every hit at origin and Fastly can't cache the HTML at all. article "
        "routes use ISR, export const revalidate = 60, and publish events purge the surrogate key "
        "on top of that",
        "export const dynamic = 'force-dynamic'", "export const revalidate = 60"),
       ("the live blog page has to pick up new entries quickly. how should its data fetch be cached?",
        """
Skip the data cache for the entries request:

```tsx
const entries = await fetch(`${CONTENT_API}/live/${params.id}/entries`, {
  cache: 'no-store',
}).then((r) => r.json());
```

That makes the route dynamic, so every request gets the latest entries.
""",
        [r"re:revalidate:\s*\d+"], [r"re:cache:\s*'no-store'"]),
       ("The /api/meter route returns the reader's remaining free articles. What caching headers "
        "should it send?",
        """
It's per reader, so nothing may cache it:

```ts
return NextResponse.json(meter, {
  headers: { 'Cache-Control': 'private, no-store' },
});
```

Fastly passes `private` responses through without storing them, and the browser won't reuse
them either.
"""),
       [("cache: 'no-store',", "next: { revalidate: 60 },"),
        ("That makes the route dynamic, so every request gets the latest entries.",
         "The page is regenerated at most once a minute, and publishing an entry purges its "
         "surrogate key.")],
       holds="'Cache-Control': 'private, no-store'", look="no-store"),

    # ------------------------------------------------------------------ 038
    sc(38, "google-news-sitemap-limits", "semantic", "code_block", "unrelated",
       ("What are Google's limits for a news sitemap? I'm building the generator.",
        """
A news sitemap can list up to 50,000 URLs, the same as a regular sitemap, so one file is
enough even on election night.
""",
        "That's the general sitemap limit. A Google News sitemap takes at most 1,000 URLs; past "
        "that you split it into more files under a sitemap index.",
        "up to 50,000 URLs", "at most 1,000 URLs"),
       ("comment the constant in the news sitemap builder so people know why it's set",
        """
```ruby
module Feeds
  class NewsSitemap
    # Google News sitemaps accept up to 50k URLs per file, same as normal
    # sitemaps, so we never need to split.
    MAX_URLS = 50_000
    WINDOW = 2.days
  end
end
```
""",
        [r"re:1[_,]?000\b"], [r"re:50[_,]?000|50k"]),
       ("How do I give the embargo release job a higher Sidekiq priority?",
        """
Put it on its own queue and list that queue first with a weight in `config/sidekiq.yml`:
`- [embargo, 5]` above `- [syndication, 2]` and `- [default, 1]`. Weighted queues are polled
in proportion, so embargo jobs get picked up first without starving the rest.
"""),
       [("# Google News sitemaps accept up to 50k URLs per file, same as normal\n"
         "    # sitemaps, so we never need to split.\n    MAX_URLS = 50_000",
         "# Google News sitemaps accept at most 1,000 URLs per file; past that\n"
         "    # we split into more files listed in a sitemap index.\n    MAX_URLS = 1_000")]),

    # ------------------------------------------------------------------ 039
    sc(39, "desk-slug-sport", "literal", "casing", "already_correct",
       ("OpenSearch filter to restrict a search to the sport desk",
        """
```json
{ "query": { "bool": { "filter": [ { "term": { "desk": "sports" } } ] } } }
```

`desk` is a keyword field, so the term filter matches exactly.
""",
        "desk is \"sport\", singular. there's no sports desk, we're a british paper",
        '"sports"', '"sport"'),
       ("Nav items for the site header, one per desk",
        """
```ts
export const NAV = [
  { href: "/news", label: "News" },
  { href: "/sport", label: "Sports" },
  { href: "/business", label: "Business" },
  { href: "/culture", label: "Culture" },
  { href: "/opinion", label: "Opinion" },
];
```
""",
        ['label: "Sport" }'], [r're:(?i)"sports"']),
       ("OpenSearch aggregation for article counts per desk",
        """
```json
{ "size": 0, "aggs": { "per_desk": { "terms": { "field": "desk", "size": 10 } } } }
```

On live that returns five buckets: `"news"`, `"sport"`, `"business"`, `"culture"` and `"opinion"`.
"""),
       [('"Sports"', '"Sport"')],
       holds='`"sport"`'),

    # ------------------------------------------------------------------ 040
    sc(40, "amp-custom-js", "semantic", "reworded", "lookalike",
       ("How do we get the metered paywall onto AMP article pages?",
        """
Same as on the main site: add `<script src="https://www.ngh.news/static/meter.js" async></script>`
to the AMP template's head, and it will count the view and show the wall.
""",
        "AMP pages don't validate with our own script tags: custom JS isn't allowed, and invalid "
        "pages drop out of the AMP cache. The meter on AMP has to go through amp-access, pointed "
        "at the entitlements endpoint.",
        '<script src="https://www.ngh.news/static/meter.js" async></script>', "amp-access"),
       ("the AMP version of live blogs needs the paywall too. what do I add?",
        """
Load the meter bundle just like on the canonical page: a
`<script async src="https://www.ngh.news/static/meter.js">` in the head of the AMP live-blog
template is enough. It reads the `ngh_meter` cookie and shows the wall.
""",
        [r"re:amp-access"], [r"re:meter\.js"]),
       ("Structured data on AMP article pages: is JSON-LD allowed?",
        """
Yes. JSON-LD is the one kind of script AMP accepts in the page: put a
`<script type="application/ld+json">` with the `NewsArticle` object (headline, datePublished,
author, publisher logo) in the head, and the AMP validator is happy with it.
"""),
       [(WHOLE,
         "AMP doesn't allow our own JavaScript, so the meter bundle can't go on AMP pages. Use "
         "`amp-access` in the AMP live-blog template: point its authorization URL at the "
         "entitlements endpoint and gate the entries with `amp-access` expressions.")],
       holds='`<script type="application/ld+json">`', look="<script"),

    # ------------------------------------------------------------------ 041
    sc(41, "news-sitemap-path", "literal", "other_identifier", "unrelated",
       ("What URL do we submit in Search Console for the Google News sitemap?",
        """
Submit `https://www.ngh.news/sitemap-news.xml`; it's generated by `Feeds::NewsSitemap` and
served through Fastly.
""",
        "It's /sitemaps/news.xml.",
        "/sitemap-news.xml", "/sitemaps/news.xml"),
       ("robots.txt lines for all our sitemaps",
        """
```
Sitemap: https://www.ngh.news/sitemaps/index.xml
Sitemap: https://www.ngh.news/sitemap-news.xml
Sitemap: https://www.ngh.news/sitemaps/video.xml
```
""",
        ["https://www.ngh.news/sitemaps/news.xml"], ["/sitemap-news.xml"]),
       ("How do I rotate the MySQL password for the inkwell app user?",
        """
Set the new one on the primary with `ALTER USER 'inkwell_app'@'%' IDENTIFIED BY '...' RETAIN CURRENT PASSWORD;`,
update `mysql.password` in the live credentials with `bin/rails credentials:edit --environment live`,
deploy, and once every instance runs with the new secret, run
`ALTER USER 'inkwell_app'@'%' DISCARD OLD PASSWORD;`.
"""),
       [("/sitemap-news.xml", "/sitemaps/news.xml")]),

    # ------------------------------------------------------------------ 042
    sc(42, "rss-pubdate-format", "paraphrase", "renamed_identifier", "same_topic",
       ("RSS item builder: what do I put for pubDate?",
        """
```ruby
xml.pubDate article.published_at.strftime("%d/%m/%Y %H:%M")
```
""",
        "RSS 2.0 wants RFC 822 dates, validators and Apple News reject that format. Use .rfc2822 "
        "on the time.",
        'article.published_at.strftime("%d/%m/%Y %H:%M")', "article.published_at.rfc2822"),
       ("builder line for the channel's lastBuildDate",
        """
```ruby
xml.lastBuildDate @feed.updated_at.strftime("%d/%m/%Y %H:%M")
```

It goes inside `xml.channel`, before the items.
""",
        ["@feed.updated_at.rfc2822"], [r're:updated_at\.strftime\("%d/%m/%Y']),
       ("What goes in the RSS channel's ttl?",
        """
`xml.ttl 5`: minutes, per the RSS 2.0 spec. It matches how often the feed jobs rebuild the desk
feeds, and well-behaved readers won't poll more often than that.
"""),
       [('@feed.updated_at.strftime("%d/%m/%Y %H:%M")', "@feed.updated_at.rfc2822")]),

    # ------------------------------------------------------------------ 043
    sc(43, "sql-like-injection", "paraphrase", "renamed_identifier", "lookalike",
       ("Headline search box on the CMS article index: filter by a substring of the headline. "
        "Controller code?",
        """
```ruby
def index
  @articles = Article.where("headline LIKE '%#{params[:q]}%'")
                     .order(updated_at: :desc)
                     .page(params[:page])
end
```
""",
        "That interpolates user input straight into the SQL. Bind it: "
        "where(\"headline LIKE ?\", \"%#{Article.sanitize_sql_like(params[:q])}%\")",
        """where("headline LIKE '%#{params[:q]}%'")""",
        """where("headline LIKE ?", "%#{Article.sanitize_sql_like(params[:q])}%")"""),
       ("the author picker in the CMS should filter authors by name as you type",
        """
```ruby
def search
  authors = Author.where("name LIKE '%#{params[:term]}%'").limit(20)
  render json: authors.as_json(only: [:id, :name])
end
```
""",
        [r"re:LIKE \?"], [r"re:LIKE '%#\{"]),
       ("Tag autocomplete: tags whose name contains what the editor typed",
        """
```ruby
Tag.where(Tag.arel_table[:name].matches("%#{Tag.sanitize_sql_like(params[:q])}%"))
   .order(:name)
   .limit(10)
```

`matches` produces a bound `LIKE`, and `sanitize_sql_like` escapes `%` and `_` in the input.
"""),
       [("""Author.where("name LIKE '%#{params[:term]}%'")""",
         """Author.where("name LIKE ?", "%#{Author.sanitize_sql_like(params[:term])}%")""")],
       holds='matches("%#{Tag.sanitize_sql_like(params[:q])}%")', look="%#{"),

    # ------------------------------------------------------------------ 044
    sc(44, "mysql-charset-utf8mb4", "paraphrase", "other_identifier", "already_correct",
       ("Create table for newsletter_signups (email, desk, created_at), MySQL 8",
        """
```sql
CREATE TABLE newsletter_signups (
  id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(320) NOT NULL,
  desk VARCHAR(32) NOT NULL,
  created_at DATETIME(6) NOT NULL,
  UNIQUE KEY index_signups_on_email_and_desk (email, desk)
) ENGINE=InnoDB DEFAULT CHARSET=utf8 COLLATE=utf8_general_ci;
```
""",
        "Looks fine otherwise, but utf8 is the 3-byte utf8mb3 on MySQL and emoji break it. "
        "Everything of ours is utf8mb4 with utf8mb4_0900_ai_ci.",
        "DEFAULT CHARSET=utf8 COLLATE=utf8_general_ci",
        "DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci"),
       ("migration for a comment_reactions table (comment_id, emoji, count)",
        """
```ruby
class CreateCommentReactions < ActiveRecord::Migration[7.1]
  def change
    create_table :comment_reactions, charset: "utf8", collation: "utf8_general_ci" do |t|
      t.references :comment, null: false, foreign_key: true
      t.string :emoji, limit: 16, null: false
      t.integer :count, null: false, default: 0
      t.index [:comment_id, :emoji], unique: true
    end
  end
end
```
""",
        ['charset: "utf8mb4"'], [r're:charset:\s*"utf8"', r're:collation:\s*"utf8_']),
       ("What does SHOW CREATE TABLE articles end with on live?",
        """
`) ENGINE=InnoDB AUTO_INCREMENT=5120334 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci`.
The table was converted in 2023 with the rest of the schema, so headlines with emoji and
non-Latin bylines round-trip cleanly.
"""),
       [('charset: "utf8", collation: "utf8_general_ci"',
         'charset: "utf8mb4", collation: "utf8mb4_0900_ai_ci"')],
       holds="DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci"),

    # ------------------------------------------------------------------ 045
    sc(45, "mysql-date-format-order", "paraphrase", "reordered_args", "lookalike",
       ("Daily publish counts for the last week, with the date formatted as YYYY-MM-DD for the chart",
        """
```sql
SELECT DATE_FORMAT('%Y-%m-%d', published_at) AS day, COUNT(*) AS n
FROM articles
WHERE published_at >= UTC_TIMESTAMP() - INTERVAL 7 DAY
GROUP BY day
ORDER BY day;
```
""",
        "isn't it DATE_FORMAT(date, format)? with the format string first every row comes back NULL",
        "DATE_FORMAT('%Y-%m-%d', published_at)", "DATE_FORMAT(published_at, '%Y-%m-%d')"),
       ("monthly comment volume for this year, month as YYYY-MM",
        """
```sql
SELECT DATE_FORMAT('%Y-%m', created_at) AS month, COUNT(*) AS comments
FROM comments
WHERE created_at >= '2025-01-01'
GROUP BY month
ORDER BY month;
```
""",
        ["DATE_FORMAT(created_at, '%Y-%m')"], [r"re:DATE_FORMAT\(\s*'"]),
       ("The CMS article list takes ?date=2025-03-14. How do I parse it in the controller?",
        """
```ruby
day = Date.strptime(params[:date], '%Y-%m-%d')
@articles = Article.where(published_at: day.beginning_of_day...day.next_day.beginning_of_day)
```

`Date.strptime` takes the string first and the format second, and raises `Date::Error` on junk
input, which the controller turns into a 400.
"""),
       [("DATE_FORMAT('%Y-%m', created_at)", "DATE_FORMAT(created_at, '%Y-%m')")],
       holds="Date.strptime(params[:date], '%Y-%m-%d')", look="'%Y-%m-%d'"),
]
