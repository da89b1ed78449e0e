"""heldout24 part 2 (h24-016 .. h24-030): sluice, the Rust ingest service (tokio, axum,
sqlx on Postgres), Redis rate limiting, the Elasticsearch catalog and the release train.

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
    # ------------------------------------------------------------------ 016
    S("h24-016", "tokio-blocking-sleep", "paraphrase", "other_identifier", "unrelated",
      ("Add a backoff between retries when the S3 multipart complete call fails in sluice.",
       r"""```rust
for attempt in 1..=5u32 {
    match complete_upload(&s3, &upload).await {
        Ok(out) => return Ok(out),
        Err(e) if attempt < 5 => {
            warn!(%e, attempt, "complete_multipart_upload failed, retrying");
            std::thread::sleep(Duration::from_millis(200 * 2u64.pow(attempt)));
        }
        Err(e) => return Err(e.into()),
    }
}
```""",
       "don't block the runtime, std::thread::sleep parks a tokio worker thread. use tokio::time::sleep(..).await",
       "std::thread::sleep(Duration::from_millis(200 * 2u64.pow(attempt)));",
       "tokio::time::sleep(Duration::from_millis(200 * 2u64.pow(attempt))).await;"),
      ("The checksum verifier polls S3 until the object shows up; write that loop.",
       r"""```rust
loop {
    if s3.head_object().bucket(&bucket).key(&key).send().await.is_ok() {
        break;
    }
    std::thread::sleep(Duration::from_secs(2));
}
```""",
       ["re:sleep\\(Duration::from_secs\\(2\\)\\)\\.await"], ["re:thread::sleep"]),
      ("What Datadog monitor covers the 5xx rate on the image CloudFront distribution?",
       "`[img] cloudfront 5xx rate`: `avg(last_10m):avg:aws.cloudfront.5xx_error_rate{distributionid:e3qf8tz1b0x7kd} > 2` warns at 1 and goes critical at 2 (percent). Critical pages `@pagerduty-vidplat-primary`; warn only posts to `@slack-vidplat-alerts`."),
      [("std::thread::sleep(Duration::from_secs(2));", "tokio::time::sleep(Duration::from_secs(2)).await;")]),

    # ------------------------------------------------------------------ 017
    S("h24-017", "redis-ratelimit-key-prefix", "paraphrase", "other_identifier", "lookalike",
      ("Write the Redis fixed-window limiter for sluice's upload-init endpoint.",
       r"""```rust
let key = format!("ratelimit:upload_init:{}:{}", partner_id, now_secs / 60);
let (count,): (u64,) = redis::pipe()
    .atomic()
    .incr(&key, 1)
    .expire(&key, 60)
    .ignore()
    .query_async(&mut conn)
    .await?;
if count > limits.upload_init_per_min {
    return Err(ApiError::TooManyRequests);
}
```""",
       "keys have to start with rl:v2: - the redis ACL for sluice only allows that prefix, anything else gets NOPERM.",
       "ratelimit:upload_init:", "rl:v2:upload_init:"),
      ("Same limiter for the manifest-refresh endpoint, per playback session, 10-second windows.",
       r"""```rust
let key = format!("ratelimit:manifest_refresh:{}:{}", session_id, now_secs / 10);
let (count,): (u64,) = redis::pipe()
    .atomic()
    .incr(&key, 1)
    .expire(&key, 10)
    .ignore()
    .query_async(&mut conn)
    .await?;
```""",
       ["\"rl:v2:manifest_refresh:"], ["\"ratelimit:"]),
      ("Is there a metric for how many upload-init calls got throttled?",
       "Yes, sluice emits `sluice.ratelimit.rejected` (a count tagged `endpoint:upload_init` and `partner_id`) from `src/ratelimit/mod.rs`; the \"sluice / limits\" dashboard graphs it per partner."),
      [("\"ratelimit:manifest_refresh:", "\"rl:v2:manifest_refresh:")],
      holds="sluice.ratelimit.rejected", look="ratelimit"),

    # ------------------------------------------------------------------ 018
    S("h24-018", "postgres-timestamptz", "paraphrase", "casing", "same_topic",
      ("Write the migration for the new ingest_parts table.",
       r"""```sql
-- migrations/20240611090000_ingest_parts.sql
create table ingest_parts (
    upload_id   uuid        not null references ingest_uploads (upload_id),
    part_number integer     not null,
    etag        text        not null,
    size_bytes  bigint      not null,
    received_at timestamp   not null default now(),
    primary key (upload_id, part_number)
);
```""",
       "All our time columns are timestamptz. sqlx maps that to OffsetDateTime; a plain timestamp breaks the decode in sluice.",
       "received_at timestamp   not null", "received_at timestamptz not null"),
      ("Add a completed_at column to ingest_uploads.",
       r"""```sql
-- migrations/20240612140000_uploads_completed_at.sql
ALTER TABLE ingest_uploads ADD COLUMN completed_at TIMESTAMP;
```""",
       ["re:(?i)completed_at timestamptz"], ["re:(?i)\\btimestamp\\b"]),
      ("How do I run the sqlx migrations against my local sluice database?",
       "`DATABASE_URL=postgres://sluice:sluice@localhost:5434/sluice sqlx migrate run --source migrations`, then `cargo sqlx prepare` to refresh `.sqlx/` so the offline build in CI still compiles the `query!` macros."),
      [("TIMESTAMP;", "TIMESTAMPTZ;")]),

    # ------------------------------------------------------------------ 019
    S("h24-019", "es-catalog-read-alias", "literal", "code_block", "already_correct",
      ("Query the catalog for titles matching 'harbour' in English and Irish.",
       r"""```http
GET /catalog-titles-v14/_search
{
  "query": {
    "multi_match": {
      "query": "harbour",
      "fields": ["title.en^2", "title.ga", "synopsis.en"]
    }
  },
  "_source": ["title_id", "title.en", "availability"]
}
```""",
       "Always go through the catalog-read alias, never the versioned index: v14 gets swapped out on every reindex.",
       "/catalog-titles-v14/", "/catalog-read/"),
      ("How many titles are currently available in Ireland? Give me the ES request.",
       r"""```http
GET /catalog-titles-v14/_count
{
  "query": { "term": { "availability.territories": "IE" } }
}
```""",
       ["/catalog-read/_count"], ["catalog-titles-v14"]),
      ("Find the title document for TT00917 in the catalog.",
       r"""```http
GET /catalog-read/_search
{
  "query": { "term": { "title_id": "TT00917" } }
}
```
`catalog-read` is the alias, so this keeps working after the next reindex."""),
      [("catalog-titles-v14", "catalog-read")],
      holds="\"title_id\": \"TT00917\"", right=["/catalog-read/"]),

    # ------------------------------------------------------------------ 020
    S("h24-020", "es-reindex-settings-reset", "semantic", "reworded", "unrelated",
      ("We're reindexing the catalog into v15. Anything to do on the new index after the bulk load?",
       "Before the bulk load set `\"refresh_interval\": \"-1\"` and `\"number_of_replicas\": 0` on `catalog-titles-v15`. After it finishes you can leave those as they are: Elasticsearch restores the defaults automatically once the bulk requests stop, so just flip the `catalog-read` alias.",
       "ES doesn't put them back by itself. After the load we have to set refresh_interval back to 1s and number_of_replicas to 1 ourselves, then wait for green before moving the alias.",
       "After it finishes you can leave those as they are: Elasticsearch restores the defaults automatically once the bulk requests stop, so just flip the `catalog-read` alias.",
       "After it finishes, set `refresh_interval` back to `\"1s\"` and `number_of_replicas` back to 1 yourself, wait for green, then flip the `catalog-read` alias."),
      ("Bulk load into catalog-titles-v15 just finished. Can I swap the alias now?",
       "Yes, go ahead and point `catalog-read` at `catalog-titles-v15`. The `refresh_interval: -1` and zero replicas you set for the load revert on their own once indexing stops, so there is nothing else to undo.",
       ["re:(?s)refresh_interval.{0,40}1s"], ["re:revert on their own|restores? the defaults automatically|nothing else to undo"]),
      ("Which Android TV devices are in the Media3 beta track?",
       "The `atv-beta` internal testing track has the Shield TV 2019, the Chromecast with Google TV 4K and the Philips OLED808 panels in the lab; promotion to production waits for 48 hours of crash-free sessions above 99.6%."),
      [(WHOLE, "Not yet. First set `refresh_interval` back to `\"1s\"` and `number_of_replicas` back to 1 on `catalog-titles-v15`, wait for the index to go green, then point `catalog-read` at it.")]),

    # ------------------------------------------------------------------ 021
    S("h24-021", "s3-multipart-part-size", "paraphrase", "code_block", "lookalike",
      ("Write the multipart upload loop in sluice for pushing mezzanines to S3.",
       r"""```rust
const PART_SIZE: usize = 1024 * 1024;

let mut part_number = 1;
let mut parts = Vec::new();
while let Some(chunk) = reader.read_chunk(PART_SIZE).await? {
    let out = s3
        .upload_part()
        .bucket("kst-mezz-prod-euw1")
        .key(&key)
        .upload_id(&upload_id)
        .part_number(part_number)
        .body(ByteStream::from(chunk))
        .send()
        .await?;
    parts.push(
        CompletedPart::builder()
            .part_number(part_number)
            .e_tag(out.e_tag().unwrap_or_default())
            .build(),
    );
    part_number += 1;
}
```""",
       "1 MiB parts get rejected: S3 wants at least 5 MiB per part except the last one. We use 64 MiB for mezzanines.",
       "const PART_SIZE: usize = 1024 * 1024;", "const PART_SIZE: usize = 64 * 1024 * 1024;"),
      ("Give me the UploadConfig defaults for the partner upload CLI (kst-push).",
       r"""```rust
impl Default for UploadConfig {
    fn default() -> Self {
        Self {
            part_size: 1024 * 1024,
            concurrency: 8,
            retries: 5,
            bucket: "kst-ingest-drop-euw1".into(),
        }
    }
}
```""",
       ["re:part_size: \\d+ \\* 1024 \\* 1024"], ["re:part_size: 1024 \\* 1024"]),
      ("What read buffer does the checksum verifier use when it hashes the mezzanine stream?",
       "It reads through a 1 MiB buffer, `let mut buf = vec![0u8; 1024 * 1024];`, and feeds each chunk to `Sha256::update`; the buffer size only changes the number of reads, not the digest."),
      [("part_size: 1024 * 1024,", "part_size: 64 * 1024 * 1024,")],
      holds="vec![0u8; 1024 * 1024]", look="1024 * 1024"),

    # ------------------------------------------------------------------ 022
    S("h24-022", "redis-pexpire-window", "literal", "casing", "same_topic",
      ("Write the Lua for the per-user play-start limiter (per minute).",
       r"""```lua
-- KEYS[1] = rl:v2:play_start:<user_id>
local n = redis.call('INCR', KEYS[1])
if n == 1 then
  redis.call('PEXPIRE', KEYS[1], 60)
end
return n
```""",
       "PEXPIRE takes milliseconds, so that's a 60 ms window. It's EXPIRE KEYS[1] 60 for the per-minute limit.",
       "redis.call('PEXPIRE', KEYS[1], 60)", "redis.call('EXPIRE', KEYS[1], 60)"),
      ("Write the Lua for the per-minute catalog search limiter, keyed by client IP.",
       r"""```lua
-- KEYS[1] = rl:v2:search:<ip>
local n = redis.call('incr', KEYS[1])
if n == 1 then
  redis.call('pexpire', KEYS[1], 60)
end
return n
```""",
       ["re:(?i)'expire', KEYS\\[1\\], 60\\)"], ["re:(?i)pexpire', KEYS\\[1\\], 60\\)"]),
      ("What limits does the play_start limiter enforce?",
       "`rl:v2:play_start:<user_id>` allows 30 play starts per user per minute; the 31st gets a 429 with `Retry-After` set to the key's remaining TTL. The numbers live in the `ratelimits` block of sluice's Helm values."),
      [("'pexpire'", "'expire'")]),

    # ------------------------------------------------------------------ 023
    S("h24-023", "next-public-env-prefix", "paraphrase", "other_identifier", "lookalike",
      ("marquee needs the Widevine license URL from env in the player hook.",
       r"""```tsx
'use client';

const WV_LICENSE_URL = process.env.WV_LICENSE_URL!;

export function usePlayerDrm() {
  return {
    'com.widevine.alpha': { licenseUrl: WV_LICENSE_URL },
  };
}
```
Set `WV_LICENSE_URL=https://drm.kestrel.tv/wv/license` in `.env.production`.""",
       "That's a client component, so it has to be NEXT_PUBLIC_WV_LICENSE_URL. Without the prefix Next inlines undefined into the browser bundle.",
       "process.env.WV_LICENSE_URL", "process.env.NEXT_PUBLIC_WV_LICENSE_URL"),
      ("Also read the FairPlay certificate URL from env in the Safari DRM hook.",
       r"""```tsx
'use client';

const FPS_CERT_URL = process.env.FPS_CERT_URL!;

export async function loadFairPlayCert(): Promise<ArrayBuffer> {
  const res = await fetch(FPS_CERT_URL);
  if (!res.ok) throw new Error(`fps cert: ${res.status}`);
  return res.arrayBuffer();
}
```""",
       ["process.env.NEXT_PUBLIC_FPS_CERT_URL"], ["process.env.FPS_CERT_URL"]),
      ("Where does the server-side license proxy read its Widevine upstream from?",
       "`app/api/drm/wv/route.ts` runs only on the server, so it reads `process.env.DRM_UPSTREAM_WV` directly. That one must stay without the public prefix: it carries the upstream auth token and must never reach the browser bundle."),
      [("process.env.FPS_CERT_URL", "process.env.NEXT_PUBLIC_FPS_CERT_URL")],
      holds="process.env.DRM_UPSTREAM_WV", look="process.env."),

    # ------------------------------------------------------------------ 024
    S("h24-024", "redis-limit-global", "semantic", "reworded", "unrelated",
      ("Is the upload-init rate limit per pod or global?",
       "Per pod: each sluice replica counts in its own Redis database (db index = pod ordinal), so with 6 replicas a partner can effectively do 6x the configured limit.",
       "No, all replicas share the same keys in rl-redis db 0, the limit is global per partner. That's the whole point of keeping it in Redis.",
       "Per pod: each sluice replica counts in its own Redis database (db index = pod ordinal), so with 6 replicas a partner can effectively do 6x the configured limit.",
       "Global: every sluice replica counts in the same keys in rl-redis db 0, so a partner gets exactly the configured limit however many replicas run."),
      ("If we scale sluice from 6 to 12 replicas, does a partner's upload-init allowance double?",
       "Yes. The limiter counts per replica (each pod uses its own Redis db), so 12 replicas means a partner can make twice as many upload-init calls before hitting 429s.",
       ["re:(?i)global|same keys|shared"], ["re:(?i)counts per replica|per pod|its own Redis db|twice as many"]),
      ("What's the Helm chart version for marquee in prod?",
       "`marquee-prod` in Argo CD tracks chart `kst-charts/marquee` 3.8.2 with `values-prod.yaml`; the image tag is written into `image.tag` by the release pipeline, not by hand."),
      [(WHOLE, "No. All replicas share the same rl:v2: keys in rl-redis db 0, so the limit is global per partner and stays the same at 12 replicas.")]),

    # ------------------------------------------------------------------ 025
    S("h24-025", "es-term-on-text-field", "paraphrase", "code_block", "same_topic",
      ("Filter the catalog search to the 'Crime Drama' genre.",
       r"""```json
{
  "query": {
    "bool": {
      "must": { "match": { "title.en": "harbour" } },
      "filter": { "term": { "genre": "Crime Drama" } }
    }
  }
}
```""",
       "genre is a text field, like every display field in our catalog mapping, so a term on it never matches 'Crime Drama' (it's analysed to crime/drama). Exact matches go on the .keyword subfield.",
       "\"term\": { \"genre\": \"Crime Drama\" }", "\"term\": { \"genre.keyword\": \"Crime Drama\" }"),
      ("Now filter by the studio 'Larkfield Pictures' instead.",
       r"""```json
{
  "query": {
    "bool": {
      "filter": { "term": { "studio": "Larkfield Pictures" } }
    }
  }
}
```""",
       ["\"studio.keyword\""], ["re:\"term\": \\{ \"studio\":"]),
      ("Sort the catalog results by release year, newest first.",
       r"""```json
"sort": [ { "release_year": "desc" }, "_score" ]
```
`release_year` is mapped as `short`, so it sorts from doc values without any extra mapping."""),
      [("\"studio\":", "\"studio.keyword\":")]),

    # ------------------------------------------------------------------ 026
    S("h24-026", "sluice-max-upload-size", "literal", "casing", "unrelated",
      ("What should sluice's upload section look like in config/prod.toml?",
       r"""```toml
[upload]
max_upload_gb = 20
part_timeout_secs = 120
staging_bucket = "kst-ingest-drop-euw1"
checksum = "sha256"
```""",
       "max_upload_gb is 250 in prod. 20 rejects most ProRes 4444 mezzanines.",
       "max_upload_gb = 20", "max_upload_gb = 250"),
      ("How do I run sluice locally with the prod upload limit, overriding it from env?",
       r"""```sh
SLUICE_UPLOAD__MAX_UPLOAD_GB=20 cargo run --release -- --config config/prod.toml
```
The `config` crate maps `SLUICE_UPLOAD__MAX_UPLOAD_GB` onto `[upload] max_upload_gb`.""",
       ["re:(?i)max_upload_gb\\s*=\\s*250\\b"], ["re:(?i)max_upload_gb\\s*=\\s*20\\b"]),
      ("What's the on-call escalation if the primary doesn't ack a page?",
       "PagerDuty escalates `vidplat-primary` to the secondary after 15 minutes and to the engineering manager after 30; during the Tuesday 10:00 handover both the outgoing and the incoming primary are on the schedule for an hour."),
      [("MAX_UPLOAD_GB=20", "MAX_UPLOAD_GB=250")]),

    # ------------------------------------------------------------------ 027
    S("h24-027", "sqlx-pool-size", "literal", "code_block", "lookalike",
      ("Set up the sqlx pool in sluice's main.",
       r"""```rust
let pool = PgPoolOptions::new()
    .max_connections(50)
    .acquire_timeout(Duration::from_secs(3))
    .connect(&cfg.database_url)
    .await?;
```""",
       "Shouldn't that be 10 per pod? pgbouncer's pool for sluice is 60 and we run 6 replicas.",
       ".max_connections(50)", ".max_connections(10)"),
      ("The outbox worker binary needs its own pool too; write it.",
       r"""```rust
let outbox_pool = PgPoolOptions::new()
    .max_connections(50)
    .min_connections(2)
    .connect(&cfg.database_url)
    .await?;
```""",
       [".max_connections(10)"], [".max_connections(50)"]),
      ("What's max_connections on the sluice Postgres (RDS) instance?",
       "The RDS parameter group `sluice-pg15` sets `max_connections = 200`; pgbouncer holds 60 of those for sluice, and the rest are left for migrations and admin sessions."),
      [(".max_connections(50)", ".max_connections(10)")],
      holds="max_connections = 200", look="max_connections"),

    # ------------------------------------------------------------------ 028
    S("h24-028", "std-mutex-in-async", "semantic", "reworded", "already_correct",
      ("The manifest cache in sluice is an Arc<std::sync::Mutex<HashMap>>. Should it be?",
       "No. Always use `tokio::sync::Mutex` in async code: a `std::sync::Mutex` blocks the executor thread and will deadlock the runtime. Change it to `Arc<tokio::sync::Mutex<HashMap<TitleId, Manifest>>>` and `.lock().await` at the call sites.",
       "not true, tokio's own docs say a std Mutex is fine (and faster) as long as the guard isn't held across an .await. the cache guard never is.",
       "No. Always use `tokio::sync::Mutex` in async code: a `std::sync::Mutex` blocks the executor thread and will deadlock the runtime.",
       "Yes. A `std::sync::Mutex` is fine, and faster, as long as the guard is never held across an `.await`; `tokio::sync::Mutex` is only needed when it is."),
      ("Reviewing the partner-quota cache PR: it uses std::sync::Mutex inside async handlers and only locks to read or insert. Is that a bug?",
       "Yes, that's a bug. A `std::sync::Mutex` in async code blocks the executor thread and can deadlock the tokio runtime; switch it to `tokio::sync::Mutex` and await the lock.",
       ["re:(?i)across an? `?\\.await"], ["re:(?i)that's a bug|deadlock the (tokio )?runtime|switch it to `tokio::sync::Mutex`"]),
      ("When do we actually need tokio::sync::Mutex in sluice?",
       "Only where a guard has to live across an `.await`, like the upload-session map, where we hold the lock while calling S3 `create_multipart_upload`. Everywhere else a `std::sync::Mutex` (or `parking_lot`) is fine and cheaper."),
      [(WHOLE, "Not a bug. A `std::sync::Mutex` is fine in async handlers as long as the guard is never held across an `.await`, and here it only locks to read or insert; `tokio::sync::Mutex` is only needed when the guard spans an await.")],
      holds="create_multipart_upload", right=["re:(?i)across an? `?\\.await"]),

    # ------------------------------------------------------------------ 029
    S("h24-029", "release-train-name", "literal", "casing", "already_correct",
      ("When do we cut the release branch for the ingest checksum changes, and what's it called?",
       "The checksum changes go out with the current train: cut `release/mistral` from `main` on Thursday at 14:00 Dublin time, and Argo CD picks up the first `-rc1` tag on that branch in staging.",
       "mistral already shipped. we're on bora now, so release/bora.",
       "`release/mistral`", "`release/bora`"),
      ("Write the #vidplat post announcing the branch cut.",
       "Heads-up :ship: The Mistral release branch is cut from main. Ingest checksum v2 and the new upload limits are in, and staging gets the rc1 build within the hour. Anything else for Mistral needs a cherry-pick PR and a +1 from the release captain.",
       ["Bora"], ["re:(?i)mistral"]),
      ("Who is release captain this train and what's the cut-off?",
       "Ciaran Walsh is release captain for Bora; code cut-off is Thursday 14:00 Dublin time, and anything after that needs a cherry-pick PR labelled `release-blocker`."),
      [("Mistral", "Bora")],
      holds="Ciaran Walsh", right=["Bora"]),

    # ------------------------------------------------------------------ 030
    S("h24-030", "es-catalog-shard-count", "literal", "reworded", "same_topic",
      ("Create the catalog-titles-v15 index with our analyzers.",
       r"""```http
PUT /catalog-titles-v15
{
  "settings": {
    "number_of_shards": 5,
    "number_of_replicas": 1,
    "analysis": {
      "analyzer": {
        "title_folded": { "tokenizer": "standard", "filter": ["lowercase", "asciifolding"] }
      }
    }
  }
}
```""",
       "One primary shard. The catalog is ~180k docs, 5 shards just adds fan-out to every search.",
       "\"number_of_shards\": 5", "\"number_of_shards\": 1"),
      ("What shard count should the catalog index template use? Putting it into index-template.json.",
       "Set `\"number_of_shards\": 5` and `\"number_of_replicas\": 1` in the template's `settings`; the `catalog-titles-*` pattern will apply them to every new version.",
       ["\"number_of_shards\": 1"], ["\"number_of_shards\": 5"]),
      ("How do I check shard health for the catalog cluster?",
       "`GET _cat/shards/catalog-titles-*?v&h=index,shard,prirep,state,node` lists every copy; anything `UNASSIGNED` is explained by `GET _cluster/allocation/explain`. The catalog cluster has three data nodes, so one replica is enough."),
      [("\"number_of_shards\": 5", "\"number_of_shards\": 1")]),
]
