"""heldout28 part 2 (h28-016 .. h28-030): Fastly, paywall metering, crop-shop and the Next.js front end."""

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
    # ------------------------------------------------------------------ 016
    sc(16, "fastly-api-host", "literal", "code_block", "unrelated",
       ("Curl to purge a surrogate key on the live Fastly service? I need to clear desk-business",
        """
```sh
curl -s -X POST \\
  -H "Fastly-Key: $FASTLY_API_TOKEN" \\
  https://api.fastly.net/service/4hT2kqV9wXb1nR7cZpL0sE/purge/desk-business
```

A 200 with `{"status": "ok", "id": ...}` means the purge was accepted.
""",
        "api.fastly.com. .net is the edge/CDN domain, not the API.",
        "api.fastly.net", "api.fastly.com"),
       ("script to purge everything tagged with an author's key, e.g. author-1187",
        """
```bash
#!/usr/bin/env bash
set -euo pipefail
key="author-${1:?author id}"
curl -sf -X POST \\
  -H "Fastly-Key: ${FASTLY_API_TOKEN}" \\
  "https://api.fastly.net/service/${FASTLY_SERVICE_ID}/purge/${key}"
```
""",
        ["https://api.fastly.com/service/"], ["api.fastly.net"]),
       ("What's the XML namespace for the Google News sitemap?",
        """
`xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"`, declared on the `<urlset>` next to
the standard `http://www.sitemaps.org/schemas/sitemap/0.9` namespace. Each `<url>` then carries
a `<news:news>` block with `<news:publication>`, `<news:publication_date>` and `<news:title>`.
"""),
       [("api.fastly.net", "api.fastly.com")]),

    # ------------------------------------------------------------------ 017
    sc(17, "fastly-key-header", "literal", "reordered_args", "already_correct",
       ("How do I soft-purge a single article's surrogate key from a script?",
        """
```sh
curl -X POST \\
  -H "Fastly-Token: $FASTLY_API_TOKEN" \\
  -H "Fastly-Soft-Purge: 1" \\
  https://api.fastly.com/service/$FASTLY_SERVICE_ID/purge/article-48213
```

The soft-purge header marks the object stale instead of evicting it, so the origin doesn't get
stampeded.
""",
        "Thanks, that's nearly it! One thing: the auth header is Fastly-Key, not Fastly-Token. "
        "With that one you just get a 401.",
        "Fastly-Token", "Fastly-Key"),
       ("how to soft purge the homepage surrogate key via the API",
        """
```sh
curl -H "Fastly-Soft-Purge: 1" -H "Fastly-Token: $FASTLY_API_TOKEN" \\
  -X POST https://api.fastly.com/service/$FASTLY_SERVICE_ID/purge/homepage
```
""",
        ["Fastly-Key:"], ["Fastly-Token"]),
       ("How do I list which of our Fastly tokens can purge?",
        """
```sh
curl -s -H "Fastly-Key: $FASTLY_API_TOKEN" https://api.fastly.com/tokens \\
  | jq '.[] | select(.scope | contains("purge_select")) | {name, expires_at}'
```

`purge_select` is the scope that allows key and URL purges; `purge_all` is a separate scope.
"""),
       [("Fastly-Token", "Fastly-Key")],
       holds='-H "Fastly-Key: $FASTLY_API_TOKEN"'),

    # ------------------------------------------------------------------ 018
    sc(18, "fastly-stale-if-error", "literal", "code_block", "same_topic",
       ("We want Fastly to keep serving article pages for a day if the Next.js origin is down. "
        "What goes in the fetch snippet?",
        """
In a `fetch` VCL snippet:

```vcl
if (beresp.status < 500) {
  set beresp.grace = 86400s;
}
```

That keeps a stale copy for 24 hours after the TTL runs out, so Fastly can serve it if the
origin fails.
""",
        "beresp.grace is Varnish, Fastly doesn't have it. It's beresp.stale_if_error for the "
        "origin-down case, and beresp.stale_while_revalidate if you also want async refreshes.",
        "beresp.grace", "beresp.stale_if_error"),
       ("VCL so the desk fronts can be served stale for 6 hours when the origin errors",
        """
```vcl
# fetch snippet: desk fronts
if (req.url.path ~ "^/(news|sport|business|culture|opinion)/?$") {
  set beresp.grace = 21600s;
}
```
""",
        ["beresp.stale_if_error = 21600s"], ["beresp.grace"]),
       ("What TTL do article pages get at the edge?",
        """
Origin sends `Surrogate-Control: max-age=300` and `Cache-Control: public, max-age=60`, so Fastly
keeps articles for five minutes and browsers for one. Publish and update events purge the
`article-<id>` surrogate key, so edits show up straight away anyway.
"""),
       [("beresp.grace", "beresp.stale_if_error")]),

    # ------------------------------------------------------------------ 019
    sc(19, "fastly-soft-purge-claim", "semantic", "prose_claim", "lookalike",
       ("What's the difference between a soft purge and a normal purge? Deciding which one the "
        "publish hook should use.",
        """
A soft purge removes the object from cache immediately, just like a normal purge, but Fastly
rate-limits it less aggressively, so it's the better choice for high-volume hooks like publish.
""",
        "I don't think that's right? A soft purge doesn't remove anything, it marks the object "
        "stale so Fastly can keep serving it (stale-while-revalidate / stale-if-error) while it "
        "refetches. The hard purge is the one that evicts.",
        "A soft purge removes the object from cache immediately",
        "A soft purge marks the object as stale"),
       ("Should the unpublish hook send Fastly-Soft-Purge? An unpublished story must vanish "
        "right away.",
        """
Yes, soft purge is fine for that: it evicts the cached page immediately, same as a hard purge,
so the story disappears from the edge as soon as the hook runs.
""",
        [r"re:(?i)stale"], [r"re:(?i)evicts the cached page immediately"]),
       ("What does purge_all actually do on our service?",
        """
A hard purge removes the object from cache immediately; `POST /service/{id}/purge_all` does
that for every object on the service at once, so the next request for every page goes to
origin. Only the on-call lead runs it on live.
"""),
       [(WHOLE,
         "No: a soft purge only marks the page as stale, and Fastly may keep serving that stale "
         "copy while it revalidates. For an unpublish, where the story has to disappear, send a "
         "hard purge (no `Fastly-Soft-Purge` header).")],
       holds="A hard purge removes the object from cache immediately",
       look="removes the object from cache immediately"),

    # ------------------------------------------------------------------ 020
    sc(20, "paywall-country-code", "literal", "casing", "lookalike",
       ("VCL to tag readers in the UK as domestic for the meter, everyone else as intl",
        """
In a `recv` snippet:

```vcl
if (client.geo.country_code == "UK") {
  set req.http.X-Meter-Region = "domestic";
} else {
  set req.http.X-Meter-Region = "intl";
}
```
""",
        "country_code is ISO 3166, the UK is GB. \"UK\" never matches, so every reader would "
        "get the intl meter.",
        '== "UK"', '== "GB"'),
       ("In the Next.js middleware, show the UK cookie-consent variant to UK visitors, based on "
        "the geo header Fastly forwards",
        """
```ts
// middleware.ts
export function middleware(req: NextRequest) {
  const country = (req.headers.get('x-geo-country') ?? '').toLowerCase();
  const res = NextResponse.next();
  if (country === "uk") {
    res.cookies.set('consent_variant', 'uk-pecr');
  }
  return res;
}
```
""",
        [r"""re:===\s*["']gb["']"""], [r"""re:(?i)==\s*["']uk["']"""]),
       ("What editions does the edition switcher offer?",
        """
Three: `{ code: "UK", label: "UK edition", path: "/" }`, `{ code: "US", label: "US edition", path: "/us" }`
and `{ code: "INT", label: "International", path: "/international" }`. The edition code is our
own label, stored in the `ngh_edition` cookie; it isn't a country code, which is why it says
UK rather than GB.
"""),
       [('country === "uk"', 'country === "gb"')],
       holds='code: "UK"', look="UK"),

    # ------------------------------------------------------------------ 021
    sc(21, "fastly-url-purge", "paraphrase", "equivalent_construct", "same_topic",
       ("Editor fixed a typo in a live article and the old version is still showing. Quickest "
        "way to clear that page?",
        """
Purge the URL directly:

```sh
curl -X PURGE https://www.ngh.news/news/2025/mar/14/council-budget-vote
```

Fastly accepts the PURGE method on any cached URL and drops that one object.
""",
        "We don't do URL purges: the same article is cached under AMP, the app API and the desk "
        "fronts too, so purge its surrogate key (article-<id>) through the API.",
        "curl -X PURGE", "purge the article-<id> surrogate key through the Fastly API"),
       ("the old headline on the sport live blog is stuck at the edge, how do I clear just that page",
        """
Use the Fastly CLI against the live service:

```sh
fastly purge --service-id "$FASTLY_SERVICE_ID" --url https://www.ngh.news/sport/live/2025/mar/15/six-nations-final-day
```

That evicts only that URL and leaves the rest of the cache alone.
""",
        [r"re:--key[ =]"], [r"re:--url\b"]),
       ("How do I see which surrogate keys a page was tagged with?",
        """
Request it with the debug header and read the keys from the response:
`curl -sI -H 'Fastly-Debug: 1' https://www.ngh.news/business | grep -i surrogate-key`.
Origin sets keys like `desk-business homepage-module article-51377`; Fastly strips the header
before the response reaches normal readers.
"""),
       [(WHOLE,
         "Purge the live blog's surrogate key rather than the URL, since the page is also cached "
         "as AMP and in the app API:\n\n```sh\nfastly purge --service-id \"$FASTLY_SERVICE_ID\" "
         "--key article-<id>\n```\n\nThe article id is on the CMS edit page.")]),

    # ------------------------------------------------------------------ 022
    sc(22, "paywall-meter-cookie", "semantic", "prose_claim", "unrelated",
       ("Product asks where the 'articles read this month' count for anonymous readers lives. "
        "What do I tell them?",
        """
For anonymous readers the count is kept server-side in the `meter_counts` table in MySQL,
keyed by a device id, and the paywall service increments it on every article view, so clearing
cookies doesn't reset it.
""",
        "not for anonymous readers. their count lives in the ngh_meter cookie and fastly reads and "
        "bumps it at the edge, nothing touches mysql. clearing cookies does reset it, product "
        "knows that",
        "kept server-side in the `meter_counts` table in MySQL",
        "kept in the `ngh_meter` cookie and counted at the Fastly edge"),
       ("Legal want to know whether we store anything about anonymous readers' article views in "
        "our database. Do we?",
        """
Yes: each anonymous view increments a row in the meter_counts table in MySQL (device id, month,
count), which the paywall reads to decide when to show the wall. Rows are kept for the current
month plus one.
""",
        [r"re:ngh_meter"], [r"re:(?i)meter_counts"]),
       ("How do I open a Rails console against preprod?",
        """
SSH to the jobs VM and start it there: `ssh jobs-1.preprod.ngh.internal`, then
`cd /srv/inkwell && RAILS_ENV=preprod bin/rails console`. Add `--sandbox` if you only want to
look around; everything is rolled back when you exit.
"""),
       [(WHOLE,
         "No. The anonymous meter lives in the `ngh_meter` cookie on the reader's device, and "
         "Fastly reads and increments it at the edge. Nothing about anonymous article views is "
         "written to our database.")]),

    # ------------------------------------------------------------------ 023
    sc(23, "paywall-free-articles", "literal", "reworded", "already_correct",
       ("What's the meter limit in the paywall config for anonymous readers on the domestic "
        "edition?",
        """
In `config/paywall.yml` the domestic block is:

```yaml
domestic:
  free_articles: 10
  window_days: 30
  exempt_desks: [opinion]
```

The window is rolling, not a calendar month.
""",
        "It was cut to 5 in January, so free_articles: 5 for domestic. 10 is the old number.",
        "free_articles: 10", "free_articles: 5"),
       ("how many free reads does an anonymous domestic reader get before the wall? need the "
        "exact config line for a ticket",
        """
The line in `config/paywall.yml` under `domestic:` is `free_articles: 10`, counted over a
rolling `window_days: 30`.
""",
        ["free_articles: 5"], [r"re:free_articles:\s*10\b"]),
       ("What does the paywall config look like for international readers compared with domestic?",
        """
```yaml
domestic:
  free_articles: 5
  window_days: 30
  exempt_desks: [opinion]
intl:
  free_articles: 3
  window_days: 30
  exempt_desks: []
```

International readers hit the wall sooner because ad yield outside the UK is lower.
"""),
       [("free_articles: 10", "free_articles: 5")],
       holds="free_articles: 5"),

    # ------------------------------------------------------------------ 024
    sc(24, "image-hmac-arg-order", "paraphrase", "reordered_args", "unrelated",
       ("crop-shop has to verify the signature on image URLs. How do I compute the expected "
        "HMAC in Node?",
        """
```js
import crypto from 'node:crypto';

export function expectedSignature(path) {
  return crypto
    .createHmac(process.env.CROP_SIGNING_KEY, 'sha256')
    .update(path)
    .digest('hex');
}
```

Compare it with the `sig` query parameter using `crypto.timingSafeEqual`.
""",
        "createHmac takes the algorithm first and then the key, createHmac('sha256', key). As "
        "written it throws an invalid digest error.",
        "createHmac(process.env.CROP_SIGNING_KEY, 'sha256')",
        "createHmac('sha256', process.env.CROP_SIGNING_KEY)"),
       ("helper in the Next.js app to sign crop-shop URLs server-side",
        """
```ts
import { createHmac } from 'crypto';

export function signImagePath(path: string, secret: string): string {
  const sig = createHmac(secret, 'sha256').update(path).digest('hex');
  return `https://img.ngh.news${path}?sig=${sig}`;
}
```
""",
        ["createHmac('sha256', secret)"], [r"re:createHmac\(\s*secret"]),
       ("What's the MySQL query for authors with no published articles in the last year?",
        """
```sql
SELECT au.id, au.name
FROM authors au
LEFT JOIN article_authors aa ON aa.author_id = au.id
LEFT JOIN articles ar ON ar.id = aa.article_id
  AND ar.published_at >= UTC_TIMESTAMP() - INTERVAL 1 YEAR
GROUP BY au.id, au.name
HAVING COUNT(ar.id) = 0;
```
"""),
       [("createHmac(secret, 'sha256')", "createHmac('sha256', secret)")]),

    # ------------------------------------------------------------------ 025
    sc(25, "next-image-host", "literal", "code_block", "same_topic",
       ("next/image is refusing our crop-shop URLs. What's the next.config.js bit?",
        """
Allow the image host under `images.remotePatterns`:

```js
module.exports = {
  images: {
    remotePatterns: [
      { protocol: 'https', hostname: 'images.ngh.news', pathname: '/r/**' },
    ],
  },
};
```
""",
        "crop-shop is on img.ngh.news. images.ngh.news is the old Thumbor host, it was switched off.",
        "images.ngh.news", "img.ngh.news"),
       ("set up a custom loader for next/image that points at crop-shop",
        """
```js
// lib/cropShopLoader.js
export default function cropShopLoader({ src, width, quality }) {
  const q = quality || 75;
  return `https://images.ngh.news/r/w_${width},q_${q}${src}`;
}
```

and in next.config.js: `images: { loader: 'custom', loaderFile: './lib/cropShopLoader.js' }`.
""",
        ["https://img.ngh.news/r/"], ["images.ngh.news"]),
       ("Which widths does next/image request from crop-shop?",
        """
Whatever is in `images.deviceSizes` and `images.imageSizes`. We set
`deviceSizes: [320, 640, 960, 1280, 1920]` to match crop-shop's allowed widths, and
`imageSizes: [64, 128, 256]` for bylines and thumbnails; any other width gets a 400 from crop-shop.
"""),
       [("images.ngh.news", "img.ngh.news")]),

    # ------------------------------------------------------------------ 026
    sc(26, "crop-shop-node-version", "literal", "reworded", "same_topic",
       ("Which Node version should the crop-shop Dockerfile's base image use?",
        """
Match what the service runs in production: `FROM node:18-bookworm-slim`. sharp ships prebuilt
binaries for it, so the image needs no build toolchain.
""",
        "Thanks! Small thing though: crop-shop moved to Node 22 in the autumn, so it's "
        "node:22-bookworm-slim. 18 is end-of-life.",
        "node:18-bookworm-slim", "node:22-bookworm-slim"),
       ("what base image does crop-shop build from? writing the renovate rule",
        """
crop-shop's Dockerfile starts from `node:18-bookworm-slim`, so a Renovate rule matching the
`node` docker dependency in `crop-shop/Dockerfile` with `allowedVersions: "18.x"` keeps it on
that line.
""",
        ["node:22-bookworm-slim"], ["node:18-"]),
       ("How much memory does crop-shop get on Cloud Run?",
        """
2 GiB and 2 vCPUs per instance, with `--concurrency 8`: libvips threads make a resize burst
memory-heavy, and at higher concurrency instances were getting OOM-killed on 4000-pixel originals.
"""),
       [("node:18-bookworm-slim", "node:22-bookworm-slim"), ('"18.x"', '"22.x"')]),

    # ------------------------------------------------------------------ 027
    sc(27, "crop-shop-listen-port", "paraphrase", "equivalent_construct", "already_correct",
       ("Minimal Express server for crop-shop with a health check, to get the Cloud Run deploy going",
        """
```js
import express from 'express';

const app = express();
app.get('/healthz', (_req, res) => res.send('ok'));
app.listen(3000, () => console.log('crop-shop listening'));
```
""",
        "Cloud Run injects PORT (8080) and health-checks that port. Hardcoding 3000 means the "
        "revision never becomes ready, so listen on process.env.PORT.",
        "app.listen(3000", "app.listen(process.env.PORT || 8080"),
       ("port the crop-shop server to fastify, same /healthz route",
        """
```js
import Fastify from 'fastify';

const fastify = Fastify({ logger: true });
fastify.get('/healthz', async () => 'ok');
await fastify.listen({ port: 3000, host: '0.0.0.0' });
```
""",
        ["process.env.PORT"], [r"re:port:\s*3000"]),
       ("What does the crop-shop Cloud Run service's container block look like in Terraform?",
        """
```hcl
containers {
  image = "europe-west2-docker.pkg.dev/ngh-dpt-live/images/crop-shop:${var.image_tag}"
  ports {
    container_port = 8080
  }
  env {
    name  = "NODE_ENV"
    value = "production"
  }
}
```

The server reads `process.env.PORT`, which Cloud Run sets from `container_port`.
"""),
       [("port: 3000", "port: Number(process.env.PORT) || 8080")],
       holds="container_port = 8080", right=["process.env.PORT"]),

    # ------------------------------------------------------------------ 028
    sc(28, "fastly-client-ip-header", "literal", "casing", "unrelated",
       ("In inkwell, how do I get the reader's real IP behind Fastly for the comment rate limiter?",
        """
Read the header Fastly sets with the client address:

```ruby
client_ip = request.headers["X-Real-IP"]
```

and key the rate limiter on that instead of `request.remote_ip`, which will be a Fastly POP address.
""",
        "Fastly doesn't set X-Real-IP for us, that's an nginx convention. Use Fastly-Client-IP.",
        "X-Real-IP", "Fastly-Client-IP"),
       ("crop-shop should log the requesting client's IP, not Fastly's. Express code?",
        """
```js
app.use((req, _res, next) => {
  req.clientIp = req.headers['x-real-ip'] || req.socket.remoteAddress;
  next();
});
```

Node lower-cases incoming header names, so always index `req.headers` in lower case.
""",
        ["req.headers['fastly-client-ip']"], [r"re:(?i)x-real-ip"]),
       ("What's the Pub/Sub ack deadline on the search indexer's subscription?",
        """
`ack_deadline_seconds = 120` on `inkwell-article-published-search-indexer`. Indexing a long read
with its related-content lookups can take over a minute, and the default 10 seconds caused
redeliveries and duplicate index writes.
"""),
       [("req.headers['x-real-ip']", "req.headers['fastly-client-ip']")]),

    # ------------------------------------------------------------------ 029
    sc(29, "next-img-element", "paraphrase", "other_identifier", "lookalike",
       ("ArticleCard component: hero image, headline, standfirst. Next.js 14.",
        """
```tsx
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="card">
      <img src={article.heroUrl} alt={article.heroAlt} width={640} height={360} />
      <h3>{article.headline}</h3>
      <p>{article.standfirst}</p>
    </article>
  );
}
```
""",
        "use next/image's <Image> there, @next/next/no-img-element is an error in our eslint "
        "config and CI fails on it",
        "<img src={article.heroUrl}", "<Image src={article.heroUrl}"),
       ("byline component with the author's headshot and name",
        """
```tsx
export function Byline({ author }: { author: Author }) {
  return (
    <div className="byline">
      <img src={author.headshotUrl} alt="" width={48} height={48} className="byline__photo" />
      <span>{author.name}</span>
    </div>
  );
}
```
""",
        ["<Image src={author.headshotUrl}"], [r"re:<img\b"]),
       ("The full-text RSS feed needs the hero image inside each item's body. What does the "
        "builder template look like?",
        """
In `app/views/feeds/rss/_item.xml.builder`:

```ruby
xml.item do
  xml.title article.headline
  xml.link article_url(article)
  xml.tag!("content:encoded") do
    xml.cdata!(%(<img src="#{article.hero_url}" alt="#{ERB::Util.h(article.hero_alt)}" />) + article.body_html)
  end
end
```

Feed readers get plain HTML inside the CDATA, so an ordinary `<img>` tag is right there.
"""),
       [("<img src={author.headshotUrl}", "<Image src={author.headshotUrl}"),
        ("export function Byline", "import Image from 'next/image';\n\nexport function Byline")],
       holds='xml.cdata!(%(<img src="#{article.hero_url}"', look="<img"),

    # ------------------------------------------------------------------ 030
    sc(30, "next-middleware-runtime", "semantic", "prose_claim", "already_correct",
       ("Can the Next.js middleware look up the reader's subscription in MySQL directly with "
        "mysql2, to decide whether to show the paywall?",
        """
Yes. Middleware runs in the Node.js runtime alongside your pages, so you can import
`mysql2/promise`, create a pool once at module scope and query the subscriptions table on each
request.
""",
        "On Next 14, middleware only runs on the Edge runtime, so mysql2 (it needs net and tls) "
        "won't load there. It has to call the entitlements API instead.",
        "Middleware runs in the Node.js runtime", "Middleware runs in the Edge runtime"),
       ("Could middleware.ts use ioredis to check the rate limit for the comments API?",
        """
Sure: middleware executes in the regular Node.js runtime, so ioredis works there; create the
client at module scope so it's reused between requests.
""",
        [r"re:(?i)edge runtime"], [r"re:(?i)executes in the (regular )?node\.js runtime"]),
       ("Why can't middleware.ts import our db helper?",
        """
Because middleware runs in the Edge runtime on Next.js 14: no Node built-ins like `net`, `tls`
or `fs`, so `lib/db.ts`, which pulls in mysql2, can't be bundled for it. Middleware should only
read cookies and headers and call the entitlements API with `fetch`.
"""),
       [(WHOLE,
         "No: on Next.js 14 middleware runs in the Edge runtime, which has no TCP sockets, so "
         "ioredis can't connect from there. Do the rate-limit check in the route handler, or call "
         "a Redis HTTP endpoint with `fetch` from middleware.")],
       holds="middleware runs in the Edge runtime on Next.js 14",
       right=[r"re:(?i)edge runtime"]),
]
