"""heldout28 part 4 (h28-046 .. h28-060): GCP (Cloud Run, GCS, Pub/Sub, Terraform), team facts, more SQL and Next.js."""

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
    # ------------------------------------------------------------------ 046
    sc(46, "terraform-cloud-run-region", "literal", "code_block", "already_correct",
       ("Terraform for the herald-web Cloud Run service on live",
        """
```hcl
resource "google_cloud_run_v2_service" "herald_web" {
  name     = "herald-web"
  project  = "ngh-dpt-live"
  location = "europe-west1"

  template {
    containers {
      image = var.herald_web_image
    }
  }
}
```
""",
        "everything we run is in europe-west2 (london), subscriber data has to stay in the uk. "
        "west1 is belgium",
        "europe-west1", "europe-west2"),
       ("terraform for a GCS bucket to hold crop-shop's cached renditions",
        """
```hcl
resource "google_storage_bucket" "crop_shop_renditions" {
  name                        = "ngh-dpt-live-crop-renditions"
  project                     = "ngh-dpt-live"
  location                    = "europe-west1"
  uniform_bucket_level_access = true

  lifecycle_rule {
    condition { age = 30 }
    action { type = "Delete" }
  }
}
```
""",
        [r're:location\s*=\s*"europe-west2"'], ["europe-west1"]),
       ("Which region is the search indexer's push endpoint in?",
        """
The indexer runs as the `search-indexer` Cloud Run service in europe-west2, at
`https://search-indexer-5k2hq7xw4a-nw.a.run.app/pubsub`, and the push subscription authenticates
as `pubsub-push@ngh-dpt-live.iam.gserviceaccount.com`.
"""),
       [("europe-west1", "europe-west2")],
       holds="service in europe-west2"),

    # ------------------------------------------------------------------ 047
    sc(47, "cloud-run-min-instances", "literal", "reordered_args", "same_topic",
       ("gcloud command to deploy a new herald-web revision on live",
        """
```sh
gcloud run deploy herald-web \\
  --image europe-west2-docker.pkg.dev/ngh-dpt-live/images/herald-web:$TAG \\
  --region europe-west2 \\
  --min-instances=0 \\
  --project ngh-dpt-live
```
""",
        "Nothing on live runs with --min-instances=0: live services keep --min-instances=3. Cold "
        "starts take about 6 s and Fastly's first-byte timeout trips on them.",
        "--min-instances=0", "--min-instances=3"),
       ("redeploy crop-shop on live with a bigger memory limit, 2Gi",
        """
```sh
gcloud run deploy crop-shop --project ngh-dpt-live --min-instances=0 \\
  --memory 2Gi --region europe-west2 \\
  --image europe-west2-docker.pkg.dev/ngh-dpt-live/images/crop-shop:$TAG
```
""",
        ["--min-instances=3"], ["--min-instances=0"]),
       ("How do I roll herald-web back to the previous revision on live?",
        """
Send all traffic to the earlier revision:

```sh
gcloud run services update-traffic herald-web \\
  --to-revisions herald-web-00412-vex=100 \\
  --region europe-west2 --project ngh-dpt-live
```

`gcloud run revisions list --service herald-web --region europe-west2` shows the revision names.
"""),
       [("--min-instances=0", "--min-instances=3")]),

    # ------------------------------------------------------------------ 048
    sc(48, "gcs-lifecycle-coldline", "literal", "casing", "same_topic",
       ("Lifecycle rule for the originals bucket: move image originals older than a year to "
        "cheaper storage",
        """
```hcl
lifecycle_rule {
  condition {
    age = 365
  }
  action {
    type          = "SetStorageClass"
    storage_class = "NEARLINE"
  }
}
```
""",
        "Coldline, not nearline. Finance signed off COLDLINE for originals after a year; nearline "
        "is only for the 90-day video masters.",
        "NEARLINE", "COLDLINE"),
       ("one-off command to move the 2022 originals to the cheaper class now instead of waiting "
        "for the lifecycle rule",
        """
```sh
gcloud storage objects update "gs://ngh-media-originals/2022/**" --storage-class=nearline
```

It rewrites each object in place, so expect it to take a while on about 1.8M files.
""",
        [r"re:(?i)--storage-class=coldline"], [r"re:(?i)nearline"]),
       ("How do I see the storage class breakdown for the originals bucket?",
        """
Cloud Monitoring has it: the `storage.googleapis.com/storage/total_bytes` metric for
`ngh-media-originals`, grouped by its `storage_class` label. From the CLI,
`gcloud storage du -s gs://ngh-media-originals` only gives the total, not the split per class.
"""),
       [("--storage-class=nearline", "--storage-class=coldline")]),

    # ------------------------------------------------------------------ 049
    sc(49, "gcs-public-access", "paraphrase", "equivalent_construct", "unrelated",
       ("Fastly needs to fetch images from the ngh-media-renditions bucket. How do I let it read?",
        """
Make the bucket's objects publicly readable:

```sh
gsutil iam ch allUsers:objectViewer gs://ngh-media-renditions
```

Then point the Fastly backend at `storage.googleapis.com`.
""",
        "No public buckets, org policy blocks that anyway. Fastly signs its GCS requests in VCL "
        "with the HMAC key of the fastly-origin service account, so grant objectViewer to "
        "serviceAccount:fastly-origin@ngh-dpt-live.iam.gserviceaccount.com.",
        "allUsers:objectViewer",
        "serviceAccount:fastly-origin@ngh-dpt-live.iam.gserviceaccount.com:objectViewer"),
       ("Same again for the video posters bucket, make it readable to Fastly",
        """
```sh
gcloud storage buckets add-iam-policy-binding gs://ngh-video-posters \\
  --member=allUsers \\
  --role=roles/storage.objectViewer
```
""",
        [r"re:--member=serviceAccount:fastly-origin@"], [r"re:allUsers"]),
       ("What does the embargo state machine look like in inkwell?",
        """
`draft -> embargoed -> published`, plus `embargoed -> draft` for pulled stories. An article
enters `embargoed` with an `embargo_until` in UTC; `EmbargoReleaseJob` runs every minute and
publishes anything whose time has passed. Embargoed articles never appear in feeds, sitemaps or
search.
"""),
       [("--member=allUsers", "--member=serviceAccount:fastly-origin@ngh-dpt-live.iam.gserviceaccount.com")]),

    # ------------------------------------------------------------------ 050
    sc(50, "terraform-iam-member", "paraphrase", "equivalent_construct", "already_correct",
       ("Terraform to give the search-indexer service account Pub/Sub subscriber on the project",
        """
```hcl
resource "google_project_iam_binding" "indexer_subscriber" {
  project = "ngh-dpt-live"
  role    = "roles/pubsub.subscriber"
  members = ["serviceAccount:search-indexer@ngh-dpt-live.iam.gserviceaccount.com"]
}
```
""",
        "_iam_binding is authoritative for the role, it strips every other subscriber on the "
        "project. Use google_project_iam_member; it's the only project-level IAM resource we allow.",
        "google_project_iam_binding", "google_project_iam_member"),
       ("terraform so the crop-shop service account can write logs and metrics on live",
        """
```hcl
data "google_iam_policy" "crop_shop" {
  binding {
    role    = "roles/logging.logWriter"
    members = ["serviceAccount:crop-shop@ngh-dpt-live.iam.gserviceaccount.com"]
  }
  binding {
    role    = "roles/monitoring.metricWriter"
    members = ["serviceAccount:crop-shop@ngh-dpt-live.iam.gserviceaccount.com"]
  }
}

resource "google_project_iam_policy" "live" {
  project     = "ngh-dpt-live"
  policy_data = data.google_iam_policy.crop_shop.policy_data
}
```
""",
        ["google_project_iam_member"], ["google_project_iam_policy"]),
       ("terraform: let the ci-deployer service account act as the Cloud Run runtime accounts",
        """
```hcl
resource "google_project_iam_member" "ci_deployer_sa_user" {
  project = "ngh-dpt-live"
  role    = "roles/iam.serviceAccountUser"
  member  = "serviceAccount:ci-deployer@ngh-dpt-live.iam.gserviceaccount.com"
}
```

It's additive, so the other holders of the role are left alone.
"""),
       [(WHOLE,
         "```hcl\nresource \"google_project_iam_member\" \"crop_shop_log_writer\" {\n"
         "  project = \"ngh-dpt-live\"\n  role    = \"roles/logging.logWriter\"\n"
         "  member  = \"serviceAccount:crop-shop@ngh-dpt-live.iam.gserviceaccount.com\"\n}\n\n"
         "resource \"google_project_iam_member\" \"crop_shop_metric_writer\" {\n"
         "  project = \"ngh-dpt-live\"\n  role    = \"roles/monitoring.metricWriter\"\n"
         "  member  = \"serviceAccount:crop-shop@ngh-dpt-live.iam.gserviceaccount.com\"\n}\n```")],
       holds='resource "google_project_iam_member" "ci_deployer_sa_user"'),

    # ------------------------------------------------------------------ 051
    sc(51, "pubsub-ordering-claim", "semantic", "reworded", "same_topic",
       ("If the CMS publishes 'article updated' twice in quick succession, will the search "
        "indexer get the Pub/Sub messages in order?",
        """
Yes. Pub/Sub delivers messages from a topic in the order they were published, so the second
update always arrives after the first and the index ends up with the latest version.
""",
        "Not by default. Pub/Sub only orders messages that share an ordering key, and only when "
        "the subscription has message ordering enabled. Ours doesn't, which is why the indexer "
        "compares updated_at and drops older versions.",
        "Pub/Sub delivers messages from a topic in the order they were published",
        "Pub/Sub only orders messages that share an ordering key, on a subscription with message ordering enabled"),
       ("do we still need the updated_at check in the indexer, or does Pub/Sub already "
        "guarantee the order?",
        """
You can drop it: Pub/Sub hands messages to a subscriber in publish order, so the indexer will
never see an older version of an article after a newer one.
""",
        [r"re:(?i)ordering key"], [r"re:(?i)can drop it|in publish order|never see an older"]),
       ("What happens to indexer messages that keep failing?",
        """
After 10 delivery attempts the subscription forwards them to the
`inkwell-article-published-dlq` topic, and the #dpt-oncall alert fires when that topic's
subscription has undelivered messages older than half an hour.
"""),
       [(WHOLE,
         "Keep it. Pub/Sub doesn't guarantee order unless messages carry an ordering key and the "
         "subscription has message ordering enabled, and ours doesn't; redeliveries can also bring "
         "an old version back. The `updated_at` check is what stops an older version from "
         "overwriting a newer one.")]),

    # ------------------------------------------------------------------ 052
    sc(52, "terraform-plan-lock-claim", "semantic", "prose_claim", "unrelated",
       ("Two of us ran terraform against the live workspace at the same time, but I was only "
        "running plan. Could that have clashed?",
        """
No. Terraform only takes the state lock during `apply`; `plan` reads the state without locking,
so a plan can never block or clash with someone else's run.
""",
        "I think plan takes the lock too? By default plan and apply both lock the state (our GCS "
        "backend writes a .tflock), so your plan would have blocked the other run or failed on "
        "the lock.",
        "Terraform only takes the state lock during `apply`",
        "Terraform takes the state lock for both `plan` and `apply`"),
       ("Is it safe for CI to run terraform plan on every PR while someone is applying on live?",
        """
Yes, plans are lock-free: only apply acquires the state lock, so PR plans can run as often as
you like next to an apply.
""",
        [r"re:(?i)plan (also )?(takes|acquires|locks)|-lock=false"],
        [r"re:(?i)lock-free|only apply acquires"]),
       ("How do I add an alert for 5xx spikes at the Fastly edge?",
        """
Fastly's real-time log streaming goes to BigQuery, so add a scheduled query that counts
`status >= 500` per minute over the last 10 minutes, export it as a custom metric, and put a
Cloud Monitoring alert on that metric with the DPT on-call notification channel.
"""),
       [(WHOLE,
         "Not quite: plan also takes the state lock by default, so a PR plan fails with a lock "
         "error while an apply is running (or blocks the apply if it got there first). Run PR "
         "plans with `-lock=false`, since they never write state, or let CI wait with "
         "`-lock-timeout=5m`.")]),

    # ------------------------------------------------------------------ 053
    sc(53, "gcs-versioning-claim", "semantic", "prose_claim", "already_correct",
       ("We turned on object versioning for ngh-media-originals. Do the old versions cost us "
        "storage forever?",
        """
No, GCS deletes noncurrent versions automatically after 30 days, so versioning only adds about
a month's worth of overwritten files to the bill.
""",
        "GCS keeps noncurrent versions indefinitely. Nothing deletes them unless there's a "
        "lifecycle rule (daysSinceNoncurrentTime or numNewerVersions), so we need to add one.",
        "GCS deletes noncurrent versions automatically after 30 days",
        "GCS keeps noncurrent versions until a lifecycle rule deletes them"),
       ("Finance ask why the originals bucket grew 40% after we enabled versioning. Is that expected?",
        """
Only for a while: GCS cleans noncurrent versions up on its own after 30 days, so the growth
should level off within a month without any action from us.
""",
        [r"re:(?i)lifecycle rule"], [r"re:(?i)(on its own|automatically) after 30 days"]),
       ("What does the noncurrent-version cleanup on the renditions bucket look like?",
        """
```hcl
lifecycle_rule {
  condition {
    days_since_noncurrent_time = 14
    with_state                 = "ARCHIVED"
  }
  action {
    type = "Delete"
  }
}
```

Versioned buckets keep old generations until a lifecycle rule like this deletes them.
"""),
       [(WHOLE,
         "Yes. GCS keeps every noncurrent version until a lifecycle rule deletes it, so each "
         "re-upload of an original now keeps the old copy forever. Add a lifecycle rule with "
         "`days_since_noncurrent_time = 30` (or `num_newer_versions = 2`) and a `Delete` action, "
         "and the growth will stop.")],
       holds="until a lifecycle rule like this deletes them", right=[r"re:(?i)lifecycle rule"]),

    # ------------------------------------------------------------------ 054
    sc(54, "cloud-run-timeout-claim", "semantic", "prose_claim", "lookalike",
       ("The sitemap rebuild runs as an HTTP request to a Cloud Run service and takes about 25 "
        "minutes on big news days. Is that OK?",
        """
No, Cloud Run caps request timeouts at 15 minutes, so a 25-minute rebuild will always be cut
off; you'd have to move it to a Cloud Run job or split it up.
""",
        "the max request timeout on cloud run services is 60 minutes (3600s), not 15. we just "
        "need to raise --timeout on the service",
        "15 minutes", "60 minutes"),
       ("Can a Cloud Run service handle a 40-minute backfill request, or will it time out?",
        """
It will time out: a Cloud Run service can't hold a request open for more than a quarter of an
hour, whatever you set, so a 40-minute backfill has to become a Cloud Run job.
""",
        [r"re:(?i)60 min|3600|one hour"], [r"re:(?i)quarter of an\s+hour|15 min"]),
       ("How long are signed crop-shop URLs valid?",
        """
Signed URLs carry an `exp` parameter 15 minutes ahead of signing time and crop-shop returns 403
after that. Fastly caches the rendition under the unsigned path, so the expiry only matters for
the first fetch.
"""),
       [(WHOLE,
         "It can: Cloud Run services allow request timeouts of up to 60 minutes (3600s). Deploy "
         "with `--timeout=3600` and keep the caller's own timeout above 40 minutes; a Cloud Run "
         "job is still the better fit if the backfill grows past that.")],
       holds="an `exp` parameter 15 minutes ahead", look="15 minutes"),

    # ------------------------------------------------------------------ 055
    sc(55, "deploy-window", "literal", "reworded", "lookalike",
       ("Until what time can I deploy inkwell to live today? It's Wednesday.",
        """
Live deploys are allowed Monday to Thursday between 09:30 and 17:00 UK time, so you have until
17:00 today; after that it waits until tomorrow morning.
""",
        "15:00 is the cut-off. The evening news shift starts at 15:30 and they don't want deploys "
        "landing on them.",
        "17:00", "15:00"),
       ("what's the latest I can push a herald-web release to live on a Tuesday?",
        """
The live deploy window closes at 17:00 UK time Monday to Thursday, so on a Tuesday anything
promoted before 17:00 goes out.
""",
        ["15:00"], ["17:00"]),
       ("When does the evening newsletter go out?",
        """
The Evening Briefing goes out at 17:00 UK time every weekday. The send is scheduled in the
newsletter tool, not by inkwell, so the deploy window doesn't affect it.
"""),
       [("17:00", "15:00")],
       holds="goes out at 17:00 UK time", look="17:00"),

    # ------------------------------------------------------------------ 056
    sc(56, "slack-oncall-channel", "literal", "reworded", "unrelated",
       ("Where should the OpenSearch cluster-health alert post in Slack?",
        """
Send it to `#platform-alerts` with the cluster name and the status colour in the message, and
page the on-call person only when the status is red.
""",
        "it goes to #dpt-oncall. #platform-alerts belongs to the group infra team and they mute "
        "our stuff",
        "#platform-alerts", "#dpt-oncall"),
       ("which slack channel gets the fastly 5xx alert?",
        """
The Fastly 5xx alert posts to #platform-alerts, with a link to the real-time stats dashboard
for the live service.
""",
        ["#dpt-oncall"], ["#platform-alerts"]),
       ("What's long_query_time set to on the live MySQL?",
        """
`long_query_time = 0.5` with `log_slow_extra = ON`. The slow log is shipped to Cloud Logging,
and anything over 2 seconds shows up on the DPT database dashboard.
"""),
       [("#platform-alerts", "#dpt-oncall")]),

    # ------------------------------------------------------------------ 057
    sc(57, "gcp-project-id", "literal", "other_identifier", "already_correct",
       ("gcloud command to read the last hour of herald-web logs on live",
        """
```sh
gcloud logging read 'resource.type="cloud_run_revision" AND resource.labels.service_name="herald-web"' \\
  --project ngh-platform-live --freshness 1h --limit 200
```
""",
        "wrong project, ngh-dpt-live. the old shared one is read-only now",
        "ngh-platform-live", "ngh-dpt-live"),
       ("list the Pub/Sub subscriptions on live",
        """
```sh
gcloud pubsub subscriptions list --project=ngh-platform-live \\
  --format='table(name.basename(), topic.basename(), ackDeadlineSeconds)'
```
""",
        ["--project=ngh-dpt-live"], ["ngh-platform-live"]),
       ("Which project does the live Terraform workspace target?",
        """
`project_id = "ngh-dpt-live"` in `envs/live/terraform.tfvars`; preprod uses `ngh-dpt-preprod`,
and the state for both sits in `gs://ngh-dpt-tfstate` under `envs/<name>`.
"""),
       [("ngh-platform-live", "ngh-dpt-live")],
       holds='`project_id = "ngh-dpt-live"`'),

    # ------------------------------------------------------------------ 058
    sc(58, "log-level-live", "literal", "casing", "unrelated",
       ("What log level should inkwell run at on live? Set it on the Cloud Run service.",
        """
It's read from the environment, so set it on the service:

```sh
gcloud run services update inkwell-web --region europe-west2 --project ngh-dpt-live \\
  --update-env-vars RAILS_LOG_LEVEL=debug
```
""",
        "Live always runs at info. Debug logs the full request params, embargoed headlines "
        "included, and they end up in Cloud Logging where half the company can read them.",
        "RAILS_LOG_LEVEL=debug", "RAILS_LOG_LEVEL=info"),
       ("deploy command for inkwell-worker on live with its env vars",
        """
```sh
gcloud run deploy inkwell-worker \\
  --image europe-west2-docker.pkg.dev/ngh-dpt-live/images/inkwell:$TAG \\
  --region europe-west2 --project ngh-dpt-live \\
  --set-env-vars RAILS_ENV=live,RAILS_LOG_LEVEL=DEBUG,RAILS_MAX_THREADS=10
```
""",
        [r"re:RAILS_LOG_LEVEL=(info|INFO)\b"], [r"re:(?i)RAILS_LOG_LEVEL=debug"]),
       ("What's the maximum headline length the CMS allows?",
        """
110 characters, enforced by `validates :headline, length: { maximum: 110 }` on `Article`. The
SEO title (`seo_title`) has its own 70-character limit and falls back to the headline when empty.
"""),
       [("RAILS_LOG_LEVEL=DEBUG", "RAILS_LOG_LEVEL=INFO")]),

    # ------------------------------------------------------------------ 059
    sc(59, "mysql-keyset-pagination", "paraphrase", "equivalent_construct", "lookalike",
       ("The archive API pages through all of a desk's articles, 20 per page. MySQL query?",
        """
```sql
SELECT id, slug, headline, published_at
FROM articles
WHERE desk = ? AND state = 'published'
ORDER BY published_at DESC, id DESC
LIMIT 20 OFFSET ?;
```

Pass `(page - 1) * 20` as the offset.
""",
        "no offset paging on articles. deep archive pages make mysql read and throw away hundreds "
        "of thousands of rows, that was the page-9000 crawler incident. keyset it: "
        "AND (published_at, id) < (?, ?) with LIMIT 20",
        "LIMIT 20 OFFSET ?", "AND (published_at, id) < (?, ?)"),
       ("paginate the comments under an article for the API, 50 at a time",
        """
```sql
SELECT id, author_name, body, created_at
FROM comments
WHERE article_id = ? AND moderation_state = 'approved'
ORDER BY created_at DESC, id DESC
LIMIT ?, 50;
```

The first placeholder is the offset, `(page - 1) * 50`.
""",
        [r"re:\(created_at, id\) < \(\?, \?\)"], [r"re:LIMIT \?, 50"]),
       ("The desk front shows the lead story big and then the next five as a list. How do I get "
        "the list without the lead?",
        """
```sql
SELECT id, slug, headline
FROM articles
WHERE desk = ? AND state = 'published'
ORDER BY published_at DESC
LIMIT 5 OFFSET 1;
```

Skipping one row costs nothing; the lead itself comes from the same query with `LIMIT 1`.
"""),
       [(WHOLE,
         "```sql\nSELECT id, author_name, body, created_at\nFROM comments\n"
         "WHERE article_id = ? AND moderation_state = 'approved'\n"
         "  AND (created_at, id) < (?, ?)\nORDER BY created_at DESC, id DESC\nLIMIT 50;\n```\n\n"
         "Pass the `created_at` and `id` of the last comment on the previous page as the cursor.")],
       holds="LIMIT 5 OFFSET 1", look="OFFSET"),

    # ------------------------------------------------------------------ 060
    sc(60, "next-public-env", "paraphrase", "renamed_identifier", "already_correct",
       ("The MeterBadge client component needs the entitlements API base URL. How do I read it?",
        """
```tsx
'use client';

const ENTITLEMENTS_URL = process.env.ENTITLEMENTS_API_URL;

export function MeterBadge() {
  // fetch(`${ENTITLEMENTS_URL}/meter`) and render the remaining count
}
```
""",
        "In a client component that's undefined, only NEXT_PUBLIC_ vars get inlined into the "
        "browser bundle. It's process.env.NEXT_PUBLIC_ENTITLEMENTS_API_URL (already set in the "
        "Cloud Build config).",
        "process.env.ENTITLEMENTS_API_URL", "process.env.NEXT_PUBLIC_ENTITLEMENTS_API_URL"),
       ("search-as-you-type box (client component) that calls the search API straight from the browser",
        """
```tsx
'use client';

import { useState } from 'react';

export function SearchBox() {
  const [results, setResults] = useState<Hit[]>([]);
  async function onInput(q: string) {
    const res = await fetch(`${process.env.SEARCH_API_URL}/suggest?q=${encodeURIComponent(q)}`);
    setResults(await res.json());
  }
  // input and results list
}
```
""",
        ["process.env.NEXT_PUBLIC_SEARCH_API_URL"], [r"re:process\.env\.SEARCH_API_URL"]),
       ("How does the ShareBar client component know the public site URL?",
        """
```tsx
'use client';

const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.ngh.news';
```

`NEXT_PUBLIC_SITE_URL` is inlined at build time, so it's fixed per image; preprod images are
built with `https://preprod.ngh.news`.
"""),
       [("process.env.SEARCH_API_URL", "process.env.NEXT_PUBLIC_SEARCH_API_URL")],
       holds="process.env.NEXT_PUBLIC_SITE_URL", right=[r"re:process\.env\.NEXT_PUBLIC_"]),
]
