"""heldout28 part 1 (h28-001 .. h28-015): inkwell, the Rails 7 CMS, its Sidekiq jobs and MySQL 8."""

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
    # ------------------------------------------------------------------ 001
    sc(1, "mysql-utc-timestamp", "literal", "casing", "unrelated",
       ("Need a query for the embargo release job: all articles whose embargo has passed but "
        "that are still in state 'embargoed'. MySQL 8, table articles.",
        """
```sql
SELECT id, slug, desk, embargo_until
FROM articles
WHERE state = 'embargoed'
  AND embargo_until <= NOW()
ORDER BY embargo_until
LIMIT 500;
```

There's an index on `(state, embargo_until)`, so this stays a range scan even when the
backlog builds up after a big embargoed report.
""",
        "embargo_until is stored in UTC, but the live server runs with time_zone set to "
        "Europe/London, so NOW() is an hour out all summer. It has to be UTC_TIMESTAMP().",
        "NOW()", "UTC_TIMESTAMP()"),
       ("write me the SQL for the 'going live in the next hour' panel on the desk dashboard: "
        "scheduled articles whose publish_at is within 60 minutes",
        """
```sql
select id, headline, desk, publish_at
from articles
where state = 'scheduled'
  and publish_at between now() and now() + interval 60 minute
order by publish_at;
```

`publish_at` is indexed together with `state`, so the dashboard can poll this every minute
without trouble.
""",
        [r"re:(?i)utc_timestamp\(\)"], [r"re:(?i)\bnow\(\)"]),
       ("In the Next.js app router, where do I set the html lang attribute for the whole site?",
        """
In `app/layout.tsx`: the root layout renders the `<html>` element itself, so set it there:

```tsx
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
```

Every route under `app/` inherits it; there is no `_document.tsx` in the app router.
"""),
       [("now()", "utc_timestamp()")]),

    # ------------------------------------------------------------------ 002
    sc(2, "sidekiq-syndication-queue", "literal", "code_block", "lookalike",
       ("Which Sidekiq queue should the new WebSubPublishJob go on? It notifies the WebSub hub "
        "after a desk's RSS feed has been regenerated.",
        """
Put it with the other feed work:

```ruby
class WebSubPublishJob
  include Sidekiq::Job
  sidekiq_options queue: "feeds", retry: 3

  def perform(feed_url)
    Feeds::WebSubHub.new.publish(feed_url)
  end
end
```

The feed workers are tuned for lots of short outbound HTTP calls, so a hub notification fits there.
""",
        "There's no feeds queue. Nothing in config/sidekiq.yml listens to it, so that job would "
        "just sit there forever. Feed jobs go on syndication.",
        'queue: "feeds"', 'queue: "syndication"'),
       ("Scaffold a Sidekiq job that rebuilds the partner feed (Apple News / MSN) for one desk",
        """
```ruby
class PartnerFeedBuildJob
  include Sidekiq::Job
  sidekiq_options queue: "feeds", retry: 5, lock: :until_executed

  def perform(desk_slug)
    Feeds::PartnerBuilder.new(desk: desk_slug).write!
  end
end
```

Enqueue it from the publish callback with `PartnerFeedBuildJob.perform_async(article.desk)`.
""",
        ['queue: "syndication"'], [r're:queue:\s*"feeds"']),
       ("Where are the public RSS endpoints routed in inkwell?",
        """
In `config/routes.rb`, under the feeds namespace:

```ruby
namespace :feeds, defaults: { format: :xml } do
  get "rss/:desk", to: "rss#show", as: :desk_rss
  get "rss", to: "rss#index"
end
```

So `/feeds/rss/business` is served by `Feeds::RssController#show`, and the views live in
`app/views/feeds/rss/`.
"""),
       [('queue: "feeds"', 'queue: "syndication"')],
       holds="namespace :feeds, defaults: { format: :xml } do", look="feeds"),

    # ------------------------------------------------------------------ 003
    sc(3, "backfill-find-each", "paraphrase", "renamed_identifier", "same_topic",
       ("Backfill: set word_count on every published article from its body. Rails console or a "
        "rake task, whatever's simplest.",
        """
A rake task keeps it repeatable:

```ruby
namespace :backfill do
  task word_count: :environment do
    Article.published.each do |article|
      article.update_column(:word_count, article.body.to_s.split.size)
    end
  end
end
```

`update_column` skips callbacks and validations, so this won't trigger Fastly purges or
re-index every article.
""",
        "Article.published is about 4 million rows. .each loads the whole relation into memory "
        "and the task gets OOM-killed on the jobs box, batch it with find_each.",
        "Article.published.each do", "Article.published.find_each do"),
       ("rake task to recompute reading_time for all the sport articles",
        """
```ruby
namespace :backfill do
  desc "Recompute reading_time for Sport"
  task reading_time: :environment do
    Article.where(desk: "sport").each do |story|
      minutes = (story.body.to_s.split.size / 230.0).ceil
      story.update_column(:reading_time, minutes)
    end
  end
end
```

Run it with `bin/rails backfill:reading_time` on the jobs box.
""",
        ["find_each"], [r"re:\)\.each do"]),
       ("How do I bump updated_at on a set of articles without running callbacks?",
        """
Use `touch_all` on the relation: one UPDATE, no callbacks, nothing instantiated.

```ruby
Article.where(id: ids).touch_all
```

If you need a specific timestamp column, pass it: `Article.where(id: ids).touch_all(:content_updated_at)`.
Fastly won't be purged, because the purge lives in an `after_commit` callback.
"""),
       [(".each do |story|", ".find_each do |story|")]),

    # ------------------------------------------------------------------ 004
    sc(4, "mysql-replica-read-port", "literal", "reworded", "already_correct",
       ("What do I put in database.yml for the reporting replica connection in inkwell?",
        """
Add a second database under `live` and mark it as a replica:

```yaml
live:
  primary:
    <<: *default
    url: <%= Rails.application.credentials.dig(:mysql, :primary_url) %>
  primary_replica:
    <<: *default
    url: mysql2://inkwell_ro@mysql-ro.ngh.internal:3306/inkwell_live
    replica: true
```

Then `connects_to database: { writing: :primary, reading: :primary_replica }` in `ApplicationRecord`.
""",
        "The replica pool on mysql-ro listens on 3307; ProxySQL keeps 3306 on that host for the "
        "write hostgroup.",
        "mysql-ro.ngh.internal:3306", "mysql-ro.ngh.internal:3307"),
       ("Connection string for Metabase so it reads from the replicas and not the primary?",
        """
Use the read-only reporting user against the replica host:

`mysql://metabase_ro@mysql-ro.ngh.internal:3306/inkwell_live?ssl-mode=REQUIRED`

In Metabase pick the MySQL driver, and set the sync schedule to nightly so it isn't scanning
the schema all day.
""",
        ["mysql-ro.ngh.internal:3307"], ["mysql-ro.ngh.internal:3306"]),
       ("How do I check replica lag on the reporting replicas from my laptop?",
        """
Through the bastion, ask the pt-heartbeat table on the replica pool:

```sh
mysqlsh --sql dpt_ro@mysql-ro.ngh.internal:3307 \\
  -e "SELECT TIMESTAMPDIFF(SECOND, ts, UTC_TIMESTAMP(6)) AS lag_s FROM percona.heartbeat"
```

Anything over 30 seconds is worth a look; the alert fires at 120.
"""),
       [("mysql-ro.ngh.internal:3306", "mysql-ro.ngh.internal:3307")],
       holds="dpt_ro@mysql-ro.ngh.internal:3307"),

    # ------------------------------------------------------------------ 005
    sc(5, "secrets-in-credentials", "paraphrase", "other_identifier", "unrelated",
       ("The purge service in inkwell needs the Fastly API token. How should FastlyPurger read it?",
        """
Read it once at class load and fail fast if it's missing:

```ruby
class FastlyPurger
  TOKEN = ENV.fetch("FASTLY_API_TOKEN")
  SERVICE_ID = "4hT2kqV9wXb1nR7cZpL0sE"

  def purge_key(key)
    # POST /service/SERVICE_ID/purge/key with TOKEN
  end
end
```
""",
        "We don't keep secrets in env vars on inkwell. They're in the encrypted credentials file "
        "per environment: Rails.application.credentials.dig(:fastly, :api_token).",
        'ENV.fetch("FASTLY_API_TOKEN")', "Rails.application.credentials.dig(:fastly, :api_token)"),
       ("Add the Sentry DSN to the inkwell initializer",
        """
```ruby
# config/initializers/sentry.rb
Sentry.init do |config|
  config.dsn = ENV.fetch("SENTRY_DSN")
  config.environment = Rails.env
  config.traces_sample_rate = 0.05
end
```

`Rails.env` gives `live`, `preprod` or `dev`, which keeps the Sentry environments aligned with ours.
""",
        [r"re:credentials\.dig\(\s*:sentry"], ['ENV.fetch("SENTRY_DSN")']),
       ("What's the VCL to redirect the bare domain ngh.news to www?",
        """
In a `recv` snippet:

```vcl
if (req.http.host == "ngh.news") {
  error 801 "redirect";
}
```

and in an `error` snippet:

```vcl
if (obj.status == 801) {
  set obj.status = 301;
  set obj.response = "Moved Permanently";
  set obj.http.Location = "https://www.ngh.news" req.url;
  return(deliver);
}
```
"""),
       [('ENV.fetch("SENTRY_DSN")', "Rails.application.credentials.dig(:sentry, :dsn)")]),

    # ------------------------------------------------------------------ 006
    sc(6, "sidekiq-web-mount-path", "literal", "other_identifier", "same_topic",
       ("Where do I see the Sidekiq dashboard on preprod? want to look at the retry set",
        """
The Web UI is mounted in inkwell's routes behind the staff login:
https://cms.preprod.ngh.internal/sidekiq. The Retries tab lists everything waiting for another
attempt, with the error and the next retry time.
""",
        "it's under /ops/sidekiq now, the bare /sidekiq route went away when the admin tools moved "
        "behind the ops namespace",
        "ngh.internal/sidekiq", "ngh.internal/ops/sidekiq"),
       ("link to the Sidekiq dead jobs page on live?",
        """
Dead jobs are at https://cms.live.ngh.internal/sidekiq/morgue; you need the `dpt-admin` role
on your staff account. From there you can retry or delete them one at a time or in bulk.
""",
        ["ngh.internal/ops/sidekiq/morgue"], ["ngh.internal/sidekiq"]),
       ("How do I clear the Sidekiq dead set from a console on preprod?",
        """
From `bin/rails console` on the jobs box:

```ruby
Sidekiq::DeadSet.new.clear
```

If you only want to drop one job class:
`Sidekiq::DeadSet.new.select { |j| j.klass == "SitemapBuildJob" }.each(&:delete)`.
"""),
       [("ngh.internal/sidekiq", "ngh.internal/ops/sidekiq")]),

    # ------------------------------------------------------------------ 007
    sc(7, "mysql-index-algorithm", "literal", "code_block", "lookalike",
       ("Migration to add an index on articles.embargo_until without locking the table, it's "
        "4M rows on live",
        """
```ruby
class AddEmbargoUntilIndexToArticles < ActiveRecord::Migration[7.1]
  def change
    add_index :articles, :embargo_until, algorithm: :concurrently
  end
end
```

With that option the index is built while reads and writes carry on.
""",
        "That's the Postgres option, the MySQL adapter won't accept it. On MySQL 8 it's "
        "algorithm: :inplace.",
        "algorithm: :concurrently", "algorithm: :inplace"),
       ("migration: composite index on articles (desk, published_at). table's big so no long "
        "lock please",
        """
```ruby
class AddDeskPublishedAtIndexToArticles < ActiveRecord::Migration[7.1]
  def change
    add_index :articles, [:desk, :published_at],
              name: "index_articles_on_desk_and_published_at",
              algorithm: :concurrently
  end
end
```
""",
        ["algorithm: :inplace"], [r"re:algorithm:\s*:concurrently"]),
       ("Why does the syndication queue drain so much faster than the default one?",
        """
Because `config/sidekiq.yml` gives the syndication capsule its own 20 threads, so twenty feed
jobs run concurrently, while the default capsule has 5 threads that it shares with mailers and
image callbacks.
"""),
       [("algorithm: :concurrently", "algorithm: :inplace")],
       holds="jobs run concurrently", look="concurrently"),

    # ------------------------------------------------------------------ 008
    sc(8, "sidekiq-args-ids", "paraphrase", "renamed_identifier", "already_correct",
       ("After an article is updated I want to enqueue ArticlePurgeJob from the model. "
        "after_commit hook?",
        """
Yes, `after_commit`, so the job never sees uncommitted data:

```ruby
class Article < ApplicationRecord
  after_commit :enqueue_purge, on: :update

  private

  def enqueue_purge
    ArticlePurgeJob.perform_async(self)
  end
end
```
""",
        "Sidekiq arguments have to be plain JSON types, and we run with strict_args, so passing "
        "the record raises. Pass the id: ArticlePurgeJob.perform_async(id).",
        "ArticlePurgeJob.perform_async(self)", "ArticlePurgeJob.perform_async(id)"),
       ("When a correction note is added to a story, enqueue CorrectionNoticeJob so the "
        "newsletter team gets pinged",
        """
```ruby
class CorrectionNote < ApplicationRecord
  belongs_to :article
  after_create_commit -> { CorrectionNoticeJob.perform_async(article) }
end
```

The job can then read `article.headline` and `article.desk` directly.
""",
        [r"re:perform_async\(\s*article(_id|\.id)\s*\)"], [r"re:perform_async\(\s*article\s*\)"]),
       ("How should the tag-merge job be enqueued from the admin controller?",
        """
Enqueue it with the two ids, not the records:

```ruby
TagMergeJob.perform_async(source_tag.id, target_tag.id)
```

and look the tags up again inside `perform`, so a merge that sits in the queue for a while
still works on fresh rows.
"""),
       [("perform_async(article)", "perform_async(article_id)"),
        ("The job can then read `article.headline` and `article.desk` directly.",
         "The job loads the article by id, so it always sees the current headline and desk.")],
       holds="TagMergeJob.perform_async(source_tag.id, target_tag.id)",
       right=[r"re:perform_async\(source_tag\.id, target_tag\.id\)"]),

    # ------------------------------------------------------------------ 009
    sc(9, "sidekiq-retry-window", "semantic", "code_block", "same_topic",
       ("The partner feed jobs use Sidekiq's default retries. How long until a job that keeps "
        "failing ends up dead?",
        """
With the default of 25 retries and Sidekiq's exponential backoff, a job that keeps failing
gives up after roughly three hours and moves to the dead set, so you'll see it there the same
afternoon.
""",
        "No, 25 retries with the default backoff spans about three weeks (roughly 20 days), not "
        "hours. That's why the retry set on live still has jobs from last month.",
        "gives up after roughly three hours", "keeps retrying for about 20 days"),
       ("Add a comment in sidekiq.yml explaining what happens to feed jobs that keep failing",
        """
```yaml
# config/sidekiq.yml
# Feed jobs keep Sidekiq's default of 25 retries. With the exponential
# backoff a job that keeps failing is retried for about 3 hours before it
# lands in the dead set, so check the morgue the same day.
:concurrency: 10
:queues:
  - syndication
  - default
```
""",
        [r"re:(?i)\b(20|21|three) (days|weeks)"], [r"re:(?i)(about|roughly|around) (3|three) hours"]),
       ("Can I give the partner feed job fewer retries than the default?",
        """
Yes, per job class: `sidekiq_options retry: 5`. After the fifth failed retry the job goes to
the dead set; `retry: false` skips the retry set entirely, and `dead: false` throws the job
away instead of keeping it in the dead set.
"""),
       [("is retried for about 3 hours before it\n# lands in the dead set, so check the morgue the same day.",
         "is retried for about 20 days before it\n# lands in the dead set.")]),

    # ------------------------------------------------------------------ 010
    sc(10, "mysql-upsert-syntax", "literal", "casing", "lookalike",
       ("Upsert into article_stats (article_id is the primary key): insert the views, or add "
        "them if the row exists",
        """
```sql
INSERT INTO article_stats (article_id, views, updated_at)
VALUES (?, ?, UTC_TIMESTAMP())
ON CONFLICT (article_id) DO UPDATE
  SET views = article_stats.views + EXCLUDED.views,
      updated_at = EXCLUDED.updated_at;
```
""",
        "that's postgres syntax, mysql 8 has no ON CONFLICT. use ON DUPLICATE KEY UPDATE (with "
        "the row alias, VALUES (...) AS new)",
        "ON CONFLICT", "ON DUPLICATE KEY UPDATE"),
       ("sql to record a share: bump share_count in article_shares keyed by (article_id, "
        "network), creating the row the first time",
        """
```sql
insert into article_shares (article_id, network, share_count)
values (?, ?, 1)
on conflict (article_id, network) do update
  set share_count = article_shares.share_count + 1;
```

The composite primary key on `(article_id, network)` is the unique key the upsert hits.
""",
        [r"re:(?i)on duplicate key update"], [r"re:(?i)\bon conflict\b"]),
       ("git says config/credentials/live.yml.enc has a merge conflict after my rebase. How do "
        "I fix it?",
        """
Don't edit the encrypted file by hand. Take one side, then re-apply the other side's change
through the editor:

```sh
git checkout --theirs config/credentials/live.yml.enc
EDITOR=vim bin/rails credentials:edit --environment live
```

For next time, `bin/rails credentials:diff --enroll` registers a git diff driver, so a
conflict shows up as decrypted YAML.
"""),
       [("on conflict (article_id, network) do update\n  set share_count",
         "on duplicate key update\n  share_count")],
       holds="conflict shows up as decrypted YAML", look="conflict"),

    # ------------------------------------------------------------------ 011
    sc(11, "rails-time-current", "paraphrase", "equivalent_construct", "unrelated",
       ("Set embargo_until to two hours from now when an editor clicks 'embargo 2h' in the CMS",
        """
In the controller action:

```ruby
def embargo_two_hours
  @article.update!(state: "embargoed", embargo_until: Time.now + 2.hours)
  redirect_to edit_article_path(@article),
              notice: "Embargoed until #{l(@article.embargo_until, format: :short)}"
end
```
""",
        "Use Time.current. Time.now ignores config.time_zone, and rubocop-rails flags it anyway "
        "(Rails/TimeZone is enabled in our config).",
        "Time.now", "Time.current"),
       ("Mark a live blog as closed and stamp closed_at",
        """
```ruby
def close!
  update!(status: "closed", closed_at: DateTime.now)
  LiveBlogChannel.broadcast_to(self, event: "closed")
end
```
""",
        [r"re:Time\.current|Time\.zone\.now"], ["DateTime.now"]),
       ("What's the Terraform for the topic the CMS publishes article events to?",
        """
```hcl
resource "google_pubsub_topic" "article_published" {
  name                       = "inkwell-article-published"
  project                    = "ngh-dpt-live"
  message_retention_duration = "86400s"
  labels = { team = "dpt" }
}
```
"""),
       [("DateTime.now", "Time.current")]),

    # ------------------------------------------------------------------ 012
    sc(12, "sidekiq-perform-in-order", "paraphrase", "reordered_args", "already_correct",
       ("Schedule the WebSub ping for 30 seconds after publish, so Fastly has purged first",
        """
```ruby
WebSubPingJob.perform_in(article.id, 30.seconds)
```

Thirty seconds is plenty; purges usually complete in well under five.
""",
        "perform_in wants the delay as its first argument and the job args after it.",
        "perform_in(article.id, 30.seconds)", "perform_in(30.seconds, article.id)"),
       ("re-run the partner feed build 5 minutes after a desk editor reorders the front",
        """
```ruby
PartnerFeedBuildJob.perform_in(front.desk_slug, 5.minutes)
```

Passing the slug rather than the front record keeps the job arguments JSON-safe.
""",
        ["perform_in(5.minutes, front.desk_slug)"], [r"re:perform_in\(\s*front\.desk_slug"]),
       ("How do I delay the newsletter digest job by an hour?",
        """
```ruby
NewsletterDigestJob.perform_in(1.hour, edition.id)
```

or, if you already know the send time, `NewsletterDigestJob.perform_at(edition.send_at, edition.id)`.
"""),
       [("perform_in(front.desk_slug, 5.minutes)", "perform_in(5.minutes, front.desk_slug)")],
       holds="NewsletterDigestJob.perform_in(1.hour, edition.id)",
       right=["perform_in(1.hour, edition.id)"]),

    # ------------------------------------------------------------------ 013
    sc(13, "mysql-replication-claim", "semantic", "prose_claim", "same_topic",
       ("After an editor saves a headline, the preview page sometimes shows the old one. "
        "Preview reads through the replica connection. Could that be it?",
        """
Unlikely. Our replicas use synchronous replication, so once the primary commits the replicas
already have the row; the stale headline is more likely Fastly serving the preview from cache.
Check the `X-Cache` header on the preview response.
""",
        "Actually that's exactly it: replication to mysql-ro is asynchronous, there's always some "
        "lag (usually under a second, a lot more during backfills). Reads right after a write "
        "have to go to the primary.",
        "Our replicas use synchronous replication", "Replication to our replicas is asynchronous"),
       ("Can the 'edit article' page read from the replica? It reloads right after the save "
        "redirect.",
        """
Yes, it's safe: MySQL replication on our cluster is synchronous, so the replica has the write
before the redirect lands. Wrap the read in `ActiveRecord::Base.connected_to(role: :reading) { ... }`
to take load off the primary.
""",
        [r"re:(?i)asynchronous|\blag\b|behind"], [r"re:(?i)(?<!a)synchronous"]),
       ("How does inkwell decide whether a request reads from the replica?",
        """
`ApplicationRecord` declares `connects_to database: { writing: :primary, reading: :primary_replica }`,
and the app turns on Rails' automatic role switching with a 2-second delay: GET and HEAD
requests go to the replica unless the session wrote something in the last two seconds;
everything else goes to the primary.
"""),
       [(WHOLE,
         "No: replication to the replicas is asynchronous, so right after the save redirect the "
         "replica can still be behind. Read the article from the primary on the edit page (Rails' "
         "automatic role switching keeps a session on the primary for a couple of seconds after a "
         "write), and keep `connected_to(role: :reading)` for pages that can tolerate lag.")]),

    # ------------------------------------------------------------------ 014
    sc(14, "mysqldump-gtid", "literal", "reordered_args", "lookalike",
       ("I need a dump of the tags and taxonomy tables from a live replica to seed my local db",
        """
From the jobs box:

```sh
mysqldump -h mysql-ro.ngh.internal -P 3307 -u dpt_ro -p \\
  --single-transaction --set-gtid-purged=ON \\
  inkwell_live tags taxonomies taggings > taxonomy.sql
```
""",
        "--set-gtid-purged=OFF, otherwise the dump carries a SET @@GLOBAL.gtid_purged line and "
        "the import into your local MySQL fails.",
        "--set-gtid-purged=ON", "--set-gtid-purged=OFF"),
       ("dump just the authors table from the replica so I can reproduce the byline bug locally",
        """
```sh
mysqldump --set-gtid-purged=ON --single-transaction \\
  -u dpt_ro -p -h mysql-ro.ngh.internal -P 3307 \\
  inkwell_live authors > authors.sql
```

Then `mysql inkwell_dev < authors.sql` on your machine.
""",
        ["--set-gtid-purged=OFF"], ["--set-gtid-purged=ON"]),
       ("What GTID settings does the replica's my.cnf need?",
        """
```ini
[mysqld]
gtid_mode=ON
enforce_gtid_consistency=ON
read_only=ON
super_read_only=ON
```

Both GTID settings must match the primary, and `super_read_only` keeps even admin accounts
from writing to a replica by accident.
"""),
       [("--set-gtid-purged=ON", "--set-gtid-purged=OFF")],
       holds="gtid_mode=ON", look="=ON"),

    # ------------------------------------------------------------------ 015
    sc(15, "sql-date-sargable", "paraphrase", "renamed_identifier", "unrelated",
       ("How many articles did each desk publish on 3 March? MySQL.",
        """
```sql
SELECT desk, COUNT(*) AS published
FROM articles
WHERE DATE(published_at) = '2025-03-03'
GROUP BY desk
ORDER BY published DESC;
```
""",
        "wrapping the column in DATE() means the index on published_at can't be used, on 4M rows "
        "that's a full scan. use a range: published_at >= '2025-03-03' AND published_at < '2025-03-04'",
        "DATE(published_at) = '2025-03-03'",
        "published_at >= '2025-03-03' AND published_at < '2025-03-04'"),
       ("query for all comments that came in today, for the moderation backlog",
        """
```sql
SELECT id, article_id, author_name, created_at
FROM comments
WHERE DATE(created_at) = CURDATE()
  AND moderation_state = 'pending'
ORDER BY created_at;
```
""",
        [r"re:created_at >= CURDATE\(\)"], [r"re:DATE\(\s*created_at\s*\)"]),
       ("How do I make crop-shop return WebP when the browser supports it?",
        """
Look at the `Accept` header and let sharp encode accordingly:

```js
const wantsWebp = (req.headers.accept || '').includes('image/webp');
const pipeline = sharp(original).resize({ width });
const body = wantsWebp
  ? await pipeline.webp({ quality: 75 }).toBuffer()
  : await pipeline.jpeg({ quality: 75, mozjpeg: true }).toBuffer();
res.set('Vary', 'Accept');
```

The `Vary: Accept` matters: without it Fastly would hand the WebP to browsers that asked for JPEG.
"""),
       [("DATE(created_at) = CURDATE()",
         "created_at >= CURDATE()\n  AND created_at < CURDATE() + INTERVAL 1 DAY")]),
]
