"""heldout24 part 4 (h24-046 .. h24-060): Datadog monitors and routing, Argo CD and Helm,
kiln-live (GStreamer, SRT), on-call and alerting rules, CDN odds and ends, buckets, ECR
and catalog exports.

Build-only fields: `fix`, `holds`, `look`, `right` (see build.py).
"""

WHOLE = None


def S(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    tq, to, tm, gw, gr = teach
    rq, ro, ec, ea = repeat
    cq, co = control
    return {
        "id": id, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": ec, "expect_absent": ea},
        "control": {"query": cq, "output": co},
        "fix": fix, "holds": holds, "look": look, "right": right,
    }


SCENARIOS = [
    # ------------------------------------------------------------------ 046
    S("h24-046", "datadog-pager-handle", "literal", "casing", "already_correct",
      ("Write the Datadog monitor for sluice's upload-init p99 latency.",
       r"""```hcl
resource "datadog_monitor" "sluice_upload_init_p99" {
  name    = "[sluice] upload-init p99 latency"
  type    = "query alert"
  query   = "percentile(last_10m):p99:trace.axum.request{service:sluice,resource_name:post_/v1/uploads} > 2"
  message = <<-EOT
    p99 for upload-init is {{value}}s.
    {{#is_alert}}@pagerduty-video-oncall{{/is_alert}}
    {{#is_warning}}@slack-vidplat-alerts{{/is_warning}}
  EOT
  monitor_thresholds {
    warning  = 1.5
    critical = 2
  }
}
```""",
       "Pages go to @pagerduty-vidplat-primary. video-oncall was the old rotation, it's disabled.",
       "@pagerduty-video-oncall", "@pagerduty-vidplat-primary"),
      ("Now one for the ingest job failure rate, same routing.",
       r"""```hcl
resource "datadog_monitor" "sluice_ingest_failures" {
  name    = "[sluice] ingest job failure rate"
  type    = "query alert"
  query   = "sum(last_15m):sum:sluice.ingest.jobs{state:failed}.as_count() / sum:sluice.ingest.jobs{*}.as_count() > 0.05"
  message = <<-EOT
    {{value}} of ingest jobs failed in the last 15 minutes.
    {{#is_alert}}@pagerduty-Video-Oncall{{/is_alert}}
    {{#is_warning}}@slack-vidplat-alerts{{/is_warning}}
  EOT
  monitor_thresholds {
    warning  = 0.02
    critical = 0.05
  }
}
```""",
       ["re:(?i)@pagerduty-vidplat-primary"], ["re:(?i)@pagerduty-video-oncall"]),
      ("Who gets paged when the kiln queue-depth monitor goes critical?",
       "`[kiln] queue depth` pages `@pagerduty-vidplat-primary` on critical (more than 400 jobs waiting for 15 minutes) and posts to `@slack-vidplat-alerts` on warning; warnings never page."),
      [("@pagerduty-Video-Oncall", "@pagerduty-vidplat-primary")],
      holds="more than 400 jobs", right=["@pagerduty-vidplat-primary"]),

    # ------------------------------------------------------------------ 047
    S("h24-047", "argocd-prod-manual-sync", "semantic", "reworded", "unrelated",
      ("Once my sluice PR merges, how does it get to prod?",
       "Merge to `main`, CI builds the image and bumps `image.tag` in `deploy/sluice/values-prod.yaml`, and Argo CD auto-syncs `sluice-prod` within three minutes. Nothing else to do.",
       "prod doesn't auto-sync, only staging does. sluice-prod gets synced by hand by the release captain after the staging soak.",
       "and Argo CD auto-syncs `sluice-prod` within three minutes. Nothing else to do.",
       "Argo CD auto-syncs `sluice-staging`, and `sluice-prod` is synced by hand by the release captain after the staging soak."),
      ("Hotfix for the checksum bug merged ten minutes ago. Is it live in prod yet?",
       "It should be: Argo CD auto-syncs `sluice-prod` a few minutes after the merge, so run `argocd app get sluice-prod` and you should see the new image tag already deployed.",
       ["re:(?i)release captain|sync(ed)? (it )?(by hand|manually)"], ["re:(?i)auto-?syncs `?sluice-prod"]),
      ("How do I get the audio layout of a mezzanine without downloading it?",
       "`ffprobe -v error -show_entries stream=index,codec_name,channels,channel_layout -of compact \"$(aws s3 presign s3://kst-mezz-prod-euw1/titles/TT00917/TT00917_mezz.mov --expires-in 600)\"` reads just what it needs over HTTP range requests."),
      [(WHOLE, "Not yet: only `sluice-staging` auto-syncs. `sluice-prod` is synced by hand by the release captain after the staging soak, so `argocd app get sluice-prod` will show it OutOfSync until then.")]),

    # ------------------------------------------------------------------ 048
    S("h24-048", "helm-image-tag-latest", "paraphrase", "code_block", "lookalike",
      ("How do I deploy my sluice branch to the dev namespace with Helm?",
       r"""```sh
helm upgrade --install sluice-dev kst-charts/sluice \
  -n vidplat-dev -f deploy/sluice/values-dev.yaml \
  --set image.tag=latest
```
CI pushes every branch build to ECR, so the newest image gets picked up.""",
       "never latest. tags are sha-<short sha> and dev runs with imagePullPolicy IfNotPresent, so latest never refreshes. use --set image.tag=sha-$(git rev-parse --short HEAD)",
       "--set image.tag=latest", "--set image.tag=sha-$(git rev-parse --short HEAD)"),
      ("Pin marquee's dev image in values-dev.yaml instead of on the command line.",
       r"""```yaml
# deploy/marquee/values-dev.yaml
image:
  repository: 418265930117.dkr.ecr.eu-west-1.amazonaws.com/vidplat/marquee
  tag: latest
  pullPolicy: IfNotPresent
```""",
       ["re:tag: \"?sha-"], ["tag: latest"]),
      ("What runner does the sluice CI workflow use?",
       r"""```yaml
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: dtolnay/rust-toolchain@1.79.0
```
The image build job runs on the self-hosted `arm64` runners instead, because the prod nodes are Graviton."""),
      [("tag: latest", "tag: sha-4f2c9ab  # sha-<short sha> of your branch build")],
      holds="runs-on: ubuntu-latest", look="latest"),

    # ------------------------------------------------------------------ 049
    S("h24-049", "srt-contribution-port", "literal", "other_identifier", "already_correct",
      ("Write the GStreamer pipeline for kiln-live to take the SRT contribution feed from the stadium encoder.",
       r"""```sh
gst-launch-1.0 -e srtsrc uri="srt://:9000?mode=listener&latency=250" \
  ! queue ! tsparse set-timestamps=true \
  ! srtsink uri="srt://packager.kiln-live.svc:7001"
```""",
       "Stadium encoders push to 9710, that's the port the NLB forwards. 9000 is the Prometheus exporter on those pods.",
       "srt://:9000?mode=listener", "srt://:9710?mode=listener"),
      ("Rewrite it with 800 ms latency for the long-haul feed from the Cork venue, and name the source element.",
       r"""```sh
gst-launch-1.0 -e srtsrc name=cork uri="srt://:9000?mode=listener&latency=800" \
  ! queue max-size-time=2000000000 ! tsparse set-timestamps=true \
  ! srtsink uri="srt://packager.kiln-live.svc:7001"
```""",
       ["srt://:9710?mode=listener"], [":9000?"]),
      ("What do I give the stadium crew as the SRT target?",
       "`srt://contrib.kiln-live.kestrel.tv:9710` in caller mode, latency 250 ms, with the AES-128 passphrase from the 1Password item \"kiln-live SRT\"; the NLB only forwards 9710 to the listener pods."),
      [(":9000?", ":9710?")],
      holds="AES-128 passphrase", right=["9710"]),

    # ------------------------------------------------------------------ 050
    S("h24-050", "oncall-handover-time", "literal", "reworded", "same_topic",
      ("When does the vidplat on-call rotation hand over?",
       "Every Monday at 09:00 Europe/Dublin. The outgoing primary writes the handover note in #vidplat-oncall and walks the incoming one through any open incidents.",
       "It's Tuesday 10:00, not Monday 9. We moved it so it doesn't clash with the Monday release sync.",
       "Monday at 09:00", "Tuesday at 10:00"),
      ("I'm taking over primary next week; what time do I need to be online for the handover?",
       "Be online Monday at 09:00 Europe/Dublin; that's when the rotation hands over and the outgoing primary posts the handover note in #vidplat-oncall.",
       ["Tuesday at 10:00"], ["re:Monday at 09:00"]),
      ("Where do I write the on-call handover note?",
       "In #vidplat-oncall, using the pinned template: open incidents, silenced monitors with their expiry, anything mid-rollout in Argo CD, and pending PagerDuty overrides."),
      [("Monday at 09:00", "Tuesday at 10:00")]),

    # ------------------------------------------------------------------ 051
    S("h24-051", "datadog-warn-no-page", "semantic", "reworded", "unrelated",
      ("If a monitor goes into Warn at 3am, does the on-call get woken up?",
       "Yes. Every vidplat monitor routes both warn and alert states to PagerDuty, so a warning pages the primary just like a critical does; only the urgency in PagerDuty differs.",
       "No. Warn only goes to #vidplat-alerts in Slack, only critical pages. That's the rule for all our monitors.",
       "Yes. Every vidplat monitor routes both warn and alert states to PagerDuty, so a warning pages the primary just like a critical does; only the urgency in PagerDuty differs.",
       "No. Warnings only post to #vidplat-alerts in Slack; only the critical (alert) state pages the primary through PagerDuty."),
      ("The kiln disk-usage monitor flapped into warning overnight. Should the on-call have been paged?",
       "Yes: warnings page the primary as well as criticals, since all vidplat monitors send both states to PagerDuty.",
       ["re:(?i)only (the )?critical"], ["re:(?i)warnings page|send both states to PagerDuty"]),
      ("How do I find the slowest ffmpeg jobs from last night?",
       "In Datadog Logs, query `service:kiln @job.status:done` over the last 12 hours and make a top list of `@job.duration_s` grouped by `@job.title_id` and `@job.rung`; the 2160p HDR rungs will be at the top."),
      [(WHOLE, "No: a warning only posts to #vidplat-alerts in Slack; only the critical state pages the primary, so nobody should have been woken up.")]),

    # ------------------------------------------------------------------ 052
    S("h24-052", "axum-extractor-order", "paraphrase", "other_identifier", "already_correct",
      ("Write the axum handler that creates an upload in sluice.",
       r"""```rust
async fn create_upload(
    Json(req): Json<CreateUpload>,
    State(state): State<AppState>,
) -> Result<Json<UploadCreated>, ApiError> {
    let upload = state.uploads.create(&req).await?;
    Ok(Json(upload.into()))
}
```""",
       "axum wants the body extractor last: Json consumes the request, so it has to come after State (and Path). As written it doesn't implement Handler.",
       "    Json(req): Json<CreateUpload>,\n    State(state): State<AppState>,",
       "    State(state): State<AppState>,\n    Json(req): Json<CreateUpload>,"),
      ("Now the handler that completes one part of an upload.",
       r"""```rust
async fn complete_part(
    Json(body): Json<CompletePart>,
    Path((upload_id, part_number)): Path<(Uuid, i32)>,
    State(state): State<AppState>,
) -> Result<StatusCode, ApiError> {
    state.uploads.complete_part(upload_id, part_number, &body.etag).await?;
    Ok(StatusCode::NO_CONTENT)
}
```""",
       ["re:Json\\(body\\): Json<CompletePart>,\\s*\\n\\s*\\)"],
       ["re:Json\\(body\\): Json<CompletePart>,\\s*\\n\\s*(Path|State)"]),
      ("Write the handler that updates an asset's metadata by id.",
       r"""```rust
async fn update_asset(
    State(state): State<AppState>,
    Path(asset_id): Path<Uuid>,
    Json(patch): Json<AssetPatch>,
) -> Result<Json<Asset>, ApiError> {
    let asset = state.assets.patch(asset_id, patch).await?;
    Ok(Json(asset))
}
```"""),
      [("    Json(body): Json<CompletePart>,\n    Path((upload_id, part_number)): Path<(Uuid, i32)>,\n    State(state): State<AppState>,\n",
        "    State(state): State<AppState>,\n    Path((upload_id, part_number)): Path<(Uuid, i32)>,\n    Json(body): Json<CompletePart>,\n")],
      holds="state.assets.patch(asset_id, patch)",
      right=["re:Json\\(patch\\): Json<AssetPatch>,\\s*\\n\\s*\\)"]),

    # ------------------------------------------------------------------ 053
    S("h24-053", "next14-fetch-no-store", "paraphrase", "code_block", "unrelated",
      ("In the title page server component, check whether the user is entitled to play it.",
       r"""```tsx
export default async function TitlePage({ params }: { params: { id: string } }) {
  const res = await fetch(`${process.env.SLUICE_URL}/v1/entitlements/${params.id}`, {
    headers: { authorization: `Bearer ${await sessionToken()}` },
  });
  const { playable } = await res.json();
  return <TitleDetail id={params.id} playable={playable} />;
}
```""",
       "We're on Next 14, where fetch in server components is cached by default, so this serves stale entitlements. Anything per-user needs cache: 'no-store'.",
       "headers: { authorization: `Bearer ${await sessionToken()}` },\n  });",
       "headers: { authorization: `Bearer ${await sessionToken()}` },\n    cache: 'no-store',\n  });"),
      ("Load the profile's continue-watching row on the home page (server component).",
       r"""```tsx
async function ContinueWatching({ profileId }: { profileId: string }) {
  const res = await fetch(`${process.env.SLUICE_URL}/v1/progress/${profileId}`, {
    headers: { authorization: `Bearer ${await sessionToken()}` },
  });
  const items: ProgressItem[] = await res.json();
  return <Row title="Continue watching" items={items} />;
}
```""",
       ["cache: 'no-store'"], []),
      ("What's the retention on the kiln job logs in Datadog?",
       "kiln job logs are indexed for 15 days in the `vidplat` index; anything older sits in the S3 archive `kst-dd-log-archive-euw1` and can be rehydrated from the Datadog UI."),
      [("headers: { authorization: `Bearer ${await sessionToken()}` },\n  });",
        "headers: { authorization: `Bearer ${await sessionToken()}` },\n    cache: 'no-store',\n  });")]),

    # ------------------------------------------------------------------ 054
    S("h24-054", "hls-codecs-avc-level", "literal", "casing", "lookalike",
      ("For the hls.js test fixture, write the EXT-X-STREAM-INF line for the 1080p H.264 rung.",
       "```\n#EXT-X-STREAM-INF:BANDWIDTH=6200000,AVERAGE-BANDWIDTH=5800000,RESOLUTION=1920x1080,FRAME-RATE=25.000,CODECS=\"avc1.64001f,mp4a.40.2\",AUDIO=\"audio\"\nv1080/v1080.m3u8\n```",
       "isn't 1080p High@4.1, i.e. avc1.640029? 64001f is level 3.1 and some TVs skip the rung.",
       "avc1.64001f", "avc1.640029"),
      ("Before offering the 1080p rung, check in marquee that the browser can decode it.",
       "```ts\nconst can1080 = MediaSource.isTypeSupported('video/mp4; codecs=\"avc1.64001F\"');\nif (!can1080) hls.autoLevelCapping = hls.levels.findIndex((l) => l.height === 720);\n```",
       ["re:(?i)avc1\\.640029"], ["re:(?i)avc1\\.64001f"]),
      ("Which CODECS value does the 720p rung advertise?",
       "The 720p rung advertises `avc1.64001f` (High profile, level 3.1), which is right for 1280x720 at 25 fps; Shaka reads it straight from the SPS."),
      [("avc1.64001F", "avc1.640029")],
      holds="1280x720 at 25 fps", look="avc1.64001f"),

    # ------------------------------------------------------------------ 055
    S("h24-055", "fastly-purge-global", "semantic", "reworded", "same_topic",
      ("After a re-encode I purged the surrogate key title-TT01142. Is the shield clean too?",
       "Not yet. A surrogate-key purge only clears the edge POPs; the Dublin shield keeps its copy until the TTL runs out, so send a second purge with `Fastly-Shield-Purge: 1` to clear it.",
       "there's no separate shield purge. Fastly purges are global and hit the shield POP too, within a couple of hundred ms.",
       "Not yet. A surrogate-key purge only clears the edge POPs; the Dublin shield keeps its copy until the TTL runs out, so send a second purge with `Fastly-Shield-Purge: 1` to clear it.",
       "Yes. Fastly purges are global: the edge POPs and the Dublin shield both drop the objects within a few hundred milliseconds, so nothing else is needed."),
      ("Purged art-TT00917 five minutes ago but want to be sure the shield isn't still serving the old poster. Do I need another step?",
       "Yes: surrogate-key purges don't reach the shield. Send another purge with the `Fastly-Shield-Purge: 1` header so the Dublin shield drops its copy too.",
       ["re:(?i)global"], ["Fastly-Shield-Purge", "re:(?i)don't reach the shield"]),
      ("What does the shield POP do for kst-vod-edge?",
       "Every edge POP fetches through the Dublin shield, so the origin sees one request per object instead of one per POP; the shield also absorbs the refill after a title-wide purge."),
      [(WHOLE, "No: Fastly purges are global, so the Dublin shield dropped its copy at the same time as the edge POPs; if an old poster still shows, it's the browser cache.")]),

    # ------------------------------------------------------------------ 056
    S("h24-056", "bucket-region-suffix", "paraphrase", "other_identifier", "already_correct",
      ("Sync the packaged output of TT01142 from my local run to the origin bucket.",
       "`aws s3 sync ./out/TT01142/ s3://kst-vod-origin-prod/renditions/TT01142/ --region eu-west-1 --exclude '*.log'`\n\nThen purge `title-TT01142` on Fastly so the edge picks up the new manifests.",
       "cheers. the bucket is kst-vod-origin-euw1 though - all our buckets carry the region suffix, never -prod; prod is the only account that has them.",
       "kst-vod-origin-prod", "kst-vod-origin-euw1"),
      ("A partner's upload is stuck; list what's in their drop folder (partner id p-0412).",
       "`aws s3 ls s3://kst-ingest-drop-prod/p-0412/ --recursive --human-readable --region eu-west-1`",
       ["s3://kst-ingest-drop-euw1/p-0412/"], ["kst-ingest-drop-prod"]),
      ("Where do the MediaConvert outputs land before packaging?",
       "MediaConvert writes CMAF-ready MP4s to `s3://kst-mc-output-euw1/jobs/<job_id>/`; kiln's packaging step reads them from there and writes the Shaka output to `s3://kst-vod-origin-euw1/renditions/<title_id>/`."),
      [("kst-ingest-drop-prod", "kst-ingest-drop-euw1")],
      holds="kst-mc-output-euw1", right=["kst-vod-origin-euw1"]),

    # ------------------------------------------------------------------ 057
    S("h24-057", "datadog-eu-site", "literal", "code_block", "unrelated",
      ("Add the Datadog agent to the kiln-live cluster with the datadog Helm chart.",
       r"""```yaml
# deploy/datadog/values-kiln-live.yaml
datadog:
  site: datadoghq.com
  apiKeyExistingSecret: datadog-api-key
  clusterName: kiln-live-euw1
  logs:
    enabled: true
    containerCollectAll: false
  prometheusScrape:
    enabled: true
```""",
       "Hmm, I'm fairly sure we're on the EU site, datadoghq.eu. With .com the agent authenticates against the wrong region and drops everything.",
       "site: datadoghq.com", "site: datadoghq.eu"),
      ("Set up the Datadog Lambda extension env for the thumbnail Lambda in the SAM template.",
       r"""```yaml
Environment:
  Variables:
    DD_SITE: datadoghq.com
    DD_API_KEY_SECRET_ARN: arn:aws:secretsmanager:eu-west-1:418265930117:secret:datadog-api-key
    DD_SERVICE: kst-thumbs
    DD_ENV: prod
```""",
       ["DD_SITE: datadoghq.eu"], ["datadoghq.com"]),
      ("What instance type do the kiln workers run on?",
       "kiln workers are `c7g.4xlarge` Graviton nodes in the `kiln-ondemand` node group (min 4, max 40), scaled by KEDA on the depth of the SQS queue `kiln-jobs-euw1`."),
      [("datadoghq.com", "datadoghq.eu")]),

    # ------------------------------------------------------------------ 058
    S("h24-058", "fastly-client-geo", "paraphrase", "other_identifier", "unrelated",
      ("In kst-vod-edge, block playback manifests outside the licensed territories (IE and GB).",
       r"""```vcl
sub vcl_recv {
#FASTLY recv
  if (req.url.ext == "m3u8" || req.url.ext == "mpd") {
    if (geoip.country_code !~ "^(IE|GB)$") {
      error 451 "Unavailable in territory";
    }
  }
}
```""",
       "geoip.* is the deprecated set and our VCL linter rejects it. Use client.geo.country_code.",
       "geoip.country_code", "client.geo.country_code"),
      ("Add a response header with the viewer's city for the debug overlay.",
       r"""```vcl
sub vcl_deliver {
#FASTLY deliver
  if (req.http.X-Kst-Debug == "1") {
    set resp.http.X-Kst-Geo-City = geoip.city;
  }
}
```""",
       ["client.geo.city"], ["geoip."]),
      ("What's the Elasticsearch heap on the catalog nodes?",
       "Each of the three catalog data nodes is an `r6g.xlarge` running with `-Xms15g -Xmx15g`, about half of its 32 GB, leaving the rest to the filesystem cache."),
      [("geoip.city", "client.geo.city")]),

    # ------------------------------------------------------------------ 059
    S("h24-059", "ecr-region", "paraphrase", "other_identifier", "already_correct",
      ("How do I log in to ECR and pull the sluice image locally?",
       r"""```sh
aws ecr get-login-password --region us-east-1 \
  | docker login --username AWS --password-stdin 418265930117.dkr.ecr.us-east-1.amazonaws.com
docker pull 418265930117.dkr.ecr.us-east-1.amazonaws.com/vidplat/sluice:sha-4f2c9ab
```""",
       "Our ECR is in eu-west-1 like everything else. Only the CloudFront certs live in us-east-1.",
       "dkr.ecr.us-east-1.amazonaws.com", "dkr.ecr.eu-west-1.amazonaws.com"),
      ("Which kiln image tags are in ECR? I want the newest few.",
       "`aws ecr describe-images --region us-east-1 --repository-name vidplat/kiln --query 'sort_by(imageDetails,&imagePushedAt)[-5:].imageTags' --output text`",
       ["--region eu-west-1"], ["--region us-east-1"]),
      ("Where does CI push the marquee image?",
       "CI pushes to `418265930117.dkr.ecr.eu-west-1.amazonaws.com/vidplat/marquee` with a `sha-<short sha>` tag; the repository has immutable tags and a lifecycle rule that keeps the last 200 images."),
      [("--region us-east-1", "--region eu-west-1")],
      holds="keeps the last 200 images", right=["dkr.ecr.eu-west-1.amazonaws.com"]),

    # ------------------------------------------------------------------ 060
    S("h24-060", "es-deep-paging", "paraphrase", "other_identifier", "same_topic",
      ("The sitemap job needs every title id from the catalog; write the paging loop (TypeScript, @elastic/elasticsearch).",
       r"""```ts
const ids: string[] = [];
for (let from = 0; ; from += 1000) {
  const res = await es.search({ index: 'catalog-read', from, size: 1000, _source: ['title_id'] });
  if (res.hits.hits.length === 0) break;
  ids.push(...res.hits.hits.map((h) => (h._source as { title_id: string }).title_id));
}
```""",
       "from+size stops at 10,000 (index.max_result_window) and we have ~180k titles. Page with a point in time and search_after, sorted on title_id.",
       "index: 'catalog-read', from, size: 1000,",
       "pit: { id: pit.id, keep_alive: '1m' }, size: 1000, sort: [{ title_id: 'asc' }], search_after: after,"),
      ("The availability export also walks the whole catalog; write its loop.",
       r"""```ts
let page = 0;
while (true) {
  const res = await es.search({
    index: 'catalog-read',
    from: page * 500,
    size: 500,
    _source: ['title_id', 'availability'],
  });
  if (!res.hits.hits.length) break;
  rows.push(...res.hits.hits.map(toAvailabilityRow));
  page++;
}
```""",
       ["search_after"], ["re:\\bfrom: page"]),
      ("Which fields does the sitemap need from each title?",
       "Only `title_id` and `slug`, plus `updated_at` for the `<lastmod>` element; filtering `_source` to those keeps each hit well under 200 bytes."),
      [(WHOLE, "```ts\nconst pit = await es.openPointInTime({ index: 'catalog-read', keep_alive: '1m' });\nlet after: SortResults | undefined;\nwhile (true) {\n  const res = await es.search({\n    pit: { id: pit.id, keep_alive: '1m' },\n    size: 500,\n    sort: [{ title_id: 'asc' }],\n    search_after: after,\n    _source: ['title_id', 'availability'],\n  });\n  const hits = res.hits.hits;\n  if (!hits.length) break;\n  rows.push(...hits.map(toAvailabilityRow));\n  after = hits[hits.length - 1].sort;\n}\nawait es.closePointInTime({ id: pit.id });\n```")]),
]
