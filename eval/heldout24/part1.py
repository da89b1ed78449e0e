"""heldout24 part 1 (h24-001 .. h24-015): the kiln transcoding ladder (ffmpeg, x264/x265),
Shaka Packager, MediaConvert, S3 buckets and the first player/edge pieces.

Build-only fields: `fix` (how a correct system would repair the repeat output; None as
the target means "replace the whole output"), `holds`, `look`, `right` (see build.py).
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
    # ------------------------------------------------------------------ 001
    S("h24-001", "ffmpeg-gop-length", "literal", "code_block", "lookalike",
      ("Give me the ffmpeg command for the 1080p rung of the kiln ladder from the ProRes mezzanine.",
       r"""```sh
ffmpeg -i mezz.mov -map 0:v:0 -c:v libx264 -profile:v high -level:v 4.1 \
  -b:v 5800k -maxrate 6200k -bufsize 11600k \
  -r 25 -g 250 -keyint_min 50 -sc_threshold 0 \
  -vf scale=1920:1080 -an rung_1080p.mp4
```
Audio is encoded separately, so the rung is video only.""",
       "-g 50, not -g 250. Segments are 4 s and the packager needs an IDR every 2 s at 25 fps, otherwise the segment boundaries drift.",
       "-g 250", "-g 50"),
      ("Same thing for the 720p rung please, as a script I can paste into kiln's ladder.sh.",
       r"""```sh
#!/usr/bin/env bash
set -euo pipefail
ffmpeg -i mezz.mov -map 0:v:0 -c:v libx264 -profile:v high -level:v 3.1 \
  -b:v 3000k -maxrate 3300k -bufsize 6000k \
  -r 25 -g 250 -keyint_min 50 -sc_threshold 0 \
  -vf scale=1280:720 -an rung_720p.mp4
```""",
       ["re:-g 50\\b"], ["-g 250"]),
      ("What are the bitrate numbers for the 540p rung?",
       "The 540p rung is `-b:v 1250k -maxrate 1375k -bufsize 2500k` at 25 fps, High profile level 3.1; audio stays on the separate 128k AAC-LC track shared by every rung."),
      [("-g 250", "-g 50")],
      holds="-bufsize 2500k", look="250"),

    # ------------------------------------------------------------------ 002
    S("h24-002", "x264-vod-preset", "literal", "reworded", "lookalike",
      ("What x264 settings should the VOD catalog re-encode job use?",
       "For the catalog re-encode in kiln use `-c:v libx264 -preset veryfast -profile:v high -tune film`, single pass, with the per-rung bitrates from `ladder.yaml`. That keeps the per-title cost predictable.",
       "VOD uses -preset slow. veryfast is only for the live path, we have the CPU budget for slow on the catalog.",
       "-preset veryfast", "-preset slow"),
      ("Which preset does the back-catalogue re-encode run with? Writing it into the runbook.",
       "The back-catalogue re-encode runs libx264 with `-preset veryfast` and `-tune film`; bitrates come from `ladder.yaml` per rung and the GOP is fixed at 2 seconds.",
       ["-preset slow"], ["-preset veryfast"]),
      ("What's the encoder element config for the live channel in kiln-live?",
       "kiln-live encodes with `x264enc speed-preset=veryfast tune=zerolatency key-int-max=50 bitrate=4500`, then `h264parse ! mpegtsmux`. Live can't afford anything slower than veryfast at 1080p50 on the c7g nodes."),
      [("-preset veryfast", "-preset slow")],
      holds="speed-preset=veryfast", look="veryfast"),

    # ------------------------------------------------------------------ 003
    S("h24-003", "shaka-master-playlist-flag", "literal", "code_block", "same_topic",
      ("Package the 1080p/720p/audio mp4s into HLS and DASH with Shaka Packager.",
       r"""```sh
packager \
  in=rung_1080p.mp4,stream=video,init_segment=v1080/init.mp4,segment_template=v1080/$Number$.m4s,playlist_name=v1080.m3u8 \
  in=rung_720p.mp4,stream=video,init_segment=v720/init.mp4,segment_template=v720/$Number$.m4s,playlist_name=v720.m3u8 \
  in=audio_en.mp4,stream=audio,init_segment=a_en/init.mp4,segment_template=a_en/$Number$.m4s,playlist_name=a_en.m3u8,hls_group_id=audio,language=en \
  --segment_duration 4 \
  --mpd_output manifest.mpd \
  --hls_playlist_output master.m3u8
```""",
       "thanks! one thing though: there's no --hls_playlist_output in packager, the flag is --hls_master_playlist_output",
       "--hls_playlist_output", "--hls_master_playlist_output"),
      ("Write the packager call for the trailer (single 720p rung + stereo audio).",
       r"""```sh
packager \
  in=trailer_720p.mp4,stream=video,init_segment=v720/init.mp4,segment_template=v720/$Number$.m4s,playlist_name=v720.m3u8 \
  in=trailer_audio.mp4,stream=audio,init_segment=a/init.mp4,segment_template=a/$Number$.m4s,playlist_name=a.m3u8,hls_group_id=audio \
  --segment_duration 4 \
  --mpd_output trailer.mpd \
  --hls_playlist_output trailer.m3u8
```""",
       ["--hls_master_playlist_output trailer.m3u8"], ["--hls_playlist_output"]),
      ("Does packager need anything special for 4-second segments with 2-second GOPs?",
       "No. `--segment_duration 4` cuts on the keyframe closest to each 4 s boundary, and because kiln encodes a fixed 2 s GOP with scene-cut detection off, every boundary lands on an IDR and the segments come out exactly 4 s. You only need `--fragment_duration` if you want several fragments per segment for low latency."),
      [("--hls_playlist_output", "--hls_master_playlist_output")]),

    # ------------------------------------------------------------------ 004
    S("h24-004", "mezzanine-bucket-name", "literal", "other_identifier", "already_correct",
      ("How do I list the mezzanine files for title TT00917 in prod?",
       "`aws s3 ls s3://kst-mezzanine-prod/titles/TT00917/ --region eu-west-1`\n\nYou should see the ProRes mezzanine plus the `.scc` captions and the `checksums.sha256` manifest.",
       "The mezzanine bucket is kst-mezz-prod-euw1.",
       "kst-mezzanine-prod", "kst-mezz-prod-euw1"),
      ("Copy the mezzanine for TT01142 down to my laptop so I can check the audio layout.",
       "`aws s3 cp s3://kst-mezzanine-prod/titles/TT01142/TT01142_mezz.mov . --region eu-west-1`\n\nThen run `ffprobe -show_streams TT01142_mezz.mov` to see the channel layout.",
       ["s3://kst-mezz-prod-euw1/titles/TT01142/"], ["kst-mezzanine-prod"]),
      ("Which bucket does kiln read source files from?",
       "kiln reads sources from `s3://kst-mezz-prod-euw1/titles/<title_id>/` and writes renditions to `s3://kst-vod-origin-euw1/renditions/<title_id>/`. Both buckets are in eu-west-1 and only the kiln task role can write to the second one."),
      [("kst-mezzanine-prod", "kst-mezz-prod-euw1")],
      holds="s3://kst-mezz-prod-euw1/titles/<title_id>/"),

    # ------------------------------------------------------------------ 005
    S("h24-005", "hdr10-pixel-format", "literal", "other_identifier", "lookalike",
      ("Add the 2160p HDR10 rung to the ladder with x265.",
       r"""```sh
ffmpeg -i mezz_hdr.mov -map 0:v:0 -c:v libx265 -preset slow \
  -pix_fmt yuv420p -profile:v main10 \
  -x265-params "hdr10=1:repeat-headers=1:colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc:keyint=50:min-keyint=50" \
  -b:v 16000k -maxrate 18000k -bufsize 32000k -tag:v hvc1 -an rung_2160p_hdr.mp4
```""",
       "yuv420p is 8-bit, that'll band and break main10. HDR10 rungs have to be -pix_fmt yuv420p10le.",
       "yuv420p", "yuv420p10le"),
      ("And the 1440p HDR10 rung, same settings otherwise?",
       r"""Same encoder settings, scaled and with the lower bitrates:
```sh
ffmpeg -i mezz_hdr.mov -map 0:v:0 -c:v libx265 -preset slow \
  -vf scale=2560:1440 -pix_fmt yuv420p -profile:v main10 \
  -x265-params "hdr10=1:repeat-headers=1:colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc:keyint=50:min-keyint=50" \
  -b:v 10000k -maxrate 11000k -bufsize 20000k -tag:v hvc1 -an rung_1440p_hdr.mp4
```""",
       ["-pix_fmt yuv420p10le"], ["re:yuv420p(?!10le)"]),
      ("What pixel format do the SDR H.264 rungs use?",
       "The SDR H.264 rungs stay 8-bit: `-pix_fmt yuv420p` with `-profile:v high`, because plenty of the older smart TVs in the device matrix can't decode High 10."),
      [("-pix_fmt yuv420p ", "-pix_fmt yuv420p10le ")],
      holds="-pix_fmt yuv420p", look="yuv420p"),

    # ------------------------------------------------------------------ 006
    S("h24-006", "axum-path-params", "paraphrase", "other_identifier", "unrelated",
      ("Add a GET route to sluice that returns an asset's ingest status by id.",
       r"""```rust
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/v1/assets/:asset_id/status", get(asset_status))
}

async fn asset_status(
    State(state): State<AppState>,
    Path(asset_id): Path<Uuid>,
) -> Result<Json<AssetStatus>, ApiError> {
    let status = sqlx::query_as::<_, AssetStatus>(
        "SELECT asset_id, state, updated_at FROM ingest_assets WHERE asset_id = $1",
    )
    .bind(asset_id)
    .fetch_one(&state.db)
    .await?;
    Ok(Json(status))
}
```""",
       "We're on axum 0.8, path params are written `{asset_id}` now. The `:asset_id` form panics when the router is built.",
       "/v1/assets/:asset_id/status", "/v1/assets/{asset_id}/status"),
      ("Now add a route to list an upload's parts.",
       r"""```rust
pub fn upload_routes() -> Router<AppState> {
    Router::new()
        .route("/v1/uploads/:upload_id/parts", get(list_parts))
}

async fn list_parts(
    State(state): State<AppState>,
    Path(upload_id): Path<Uuid>,
) -> Result<Json<Vec<PartInfo>>, ApiError> {
    Ok(Json(state.uploads.parts(upload_id).await?))
}
```""",
       ["/v1/uploads/{upload_id}/parts"], ["re:/:[a-z_]+"]),
      ("How do I watch the Argo CD sync for marquee in staging until it settles?",
       "`argocd app get marquee-staging --show-operation` prints the last sync operation, its phase and the per-resource results. To block until it is done: `argocd app wait marquee-staging --sync --health --timeout 300`."),
      [("/:upload_id/", "/{upload_id}/")]),

    # ------------------------------------------------------------------ 007
    S("h24-007", "sqlx-postgres-placeholders", "paraphrase", "code_block", "already_correct",
      ("Write the sqlx query that marks an ingest job failed with a reason.",
       r"""```rust
sqlx::query("UPDATE ingest_jobs SET state = 'failed', failure_reason = ? WHERE job_id = ?")
    .bind(&reason)
    .bind(job_id)
    .execute(&pool)
    .await?;
```
The `updated_at` trigger on `ingest_jobs` takes care of the timestamp.""",
       "sluice is on Postgres, placeholders are $1, $2 - the ? style is MySQL/SQLite.",
       "failure_reason = ? WHERE job_id = ?", "failure_reason = $1 WHERE job_id = $2"),
      ("And one that bumps the retry counter for a job?",
       r"""```rust
sqlx::query("UPDATE ingest_jobs SET retries = retries + 1, state = 'queued' WHERE job_id = ? AND state = 'failed'")
    .bind(job_id)
    .execute(&pool)
    .await?;
```""",
       ["job_id = $1"], ["re:= \\?"]),
      ("How do I fetch the oldest queued ingest job and lock it?",
       r"""```rust
let job = sqlx::query_as::<_, IngestJob>(
    "SELECT * FROM ingest_jobs WHERE state = $1 ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED",
)
.bind("queued")
.fetch_optional(&mut *tx)
.await?;
```
Run it inside the worker's transaction so the row lock holds until you commit.""",
      ),
      [("job_id = ?", "job_id = $1")],
      holds="FOR UPDATE SKIP LOCKED", right=["state = $1"]),

    # ------------------------------------------------------------------ 008
    S("h24-008", "mediaconvert-queue", "literal", "other_identifier", "same_topic",
      ("Write the boto3 call that submits the MediaConvert job from our job template.",
       r"""```python
mc = boto3.client("mediaconvert", region_name="eu-west-1", endpoint_url=MC_ENDPOINT)
mc.create_job(
    Role="arn:aws:iam::418265930117:role/vidplat-mediaconvert",
    JobTemplate="vidplat-cmaf-ladder-v3",
    Queue="arn:aws:mediaconvert:eu-west-1:418265930117:queues/Default",
    Settings={"Inputs": [{"FileInput": src_uri}]},
    UserMetadata={"title_id": title_id},
)
```""",
       "Don't use the Default queue, that one's shared with marketing. Our jobs go to queues/vidplat-ondemand.",
       "queues/Default", "queues/vidplat-ondemand"),
      ("Give me the AWS CLI version of submitting a MediaConvert job for TT00988.",
       r"""```sh
aws mediaconvert create-job --region eu-west-1 --endpoint-url "$MC_ENDPOINT" \
  --role arn:aws:iam::418265930117:role/vidplat-mediaconvert \
  --job-template vidplat-cmaf-ladder-v3 \
  --queue arn:aws:mediaconvert:eu-west-1:418265930117:queues/Default \
  --settings file://tt00988-inputs.json
```""",
       ["queues/vidplat-ondemand"], ["queues/Default"]),
      ("How do I see why MediaConvert job 1718034512345-ab12cd failed?",
       "`aws mediaconvert get-job --id 1718034512345-ab12cd --region eu-west-1 --endpoint-url \"$MC_ENDPOINT\" --query 'Job.{status:Status,code:ErrorCode,msg:ErrorMessage}'`\n\nThe error message usually names the input or output that failed; permission problems on the mezzanine bucket show up as an access-denied message with the S3 URI in it."),
      [("queues/Default", "queues/vidplat-ondemand")]),

    # ------------------------------------------------------------------ 009
    S("h24-009", "cmaf-fairplay-scheme", "semantic", "reworded", "lookalike",
      ("Which encryption scheme should Shaka Packager use so the same CMAF segments work for Widevine and FairPlay?",
       "Use `--protection_scheme cenc`. FairPlay and Widevine both accept CTR-mode (cenc) encryption, so one set of CMAF segments covers Safari, Chrome and the Android TV app. Pass the key and key id from the KMS wrapper with `--enable_raw_key_encryption --keys ...`.",
       "FairPlay doesn't do cenc. It needs cbcs, and Widevine is fine with cbcs too, so it's --protection_scheme cbcs for everything.",
       "Use `--protection_scheme cenc`. FairPlay and Widevine both accept CTR-mode (cenc) encryption",
       "Use `--protection_scheme cbcs`. FairPlay requires cbcs (CBC pattern encryption) and Widevine accepts cbcs too"),
      ("Can Safari play the CTR-encrypted segments we make for Chrome, or do we need a second package?",
       "Safari will play them. FairPlay supports CTR-mode cenc just like Widevine, so the single cenc-encrypted CMAF package from Shaka works in Safari, Chrome and on the TV app.",
       ["re:--protection_scheme cbcs|FairPlay (only supports|requires|needs) cbcs"],
       ["re:(?i)FairPlay (supports|accepts|handles) (CTR|cenc)"]),
      ("Where does the default KID show up in our DASH manifest?",
       "In each AdaptationSet's ContentProtection element: `<ContentProtection schemeIdUri=\"urn:mpeg:dash:mp4protection:2011\" value=\"cbcs\" cenc:default_KID=\"3f1a9c2e-7b4d-4e8a-9c1f-2d6b8e0a5f71\"/>`, with `xmlns:cenc=\"urn:mpeg:cenc:2013\"` declared on the MPD root."),
      [(WHOLE, "Not with cenc: FairPlay only supports cbcs. Package once with `--protection_scheme cbcs`; Widevine accepts cbcs too, so the same CMAF segments play in Safari, Chrome and on the TV app.")],
      holds="cenc:default_KID", look="cenc"),

    # ------------------------------------------------------------------ 010
    S("h24-010", "s3-mezzanine-lifecycle", "semantic", "reworded", "same_topic",
      ("What happens to mezzanine files after a title is published?",
       "They stay in S3 Standard for 90 days after publish, then the lifecycle rule on `kst-mezz-prod-euw1` moves them to Glacier Deep Archive. If you need one back for a re-encode, expect a 12-hour restore.",
       "They go to Glacier Instant Retrieval, not Deep Archive - kiln can read them straight away, no restore.",
       "moves them to Glacier Deep Archive. If you need one back for a re-encode, expect a 12-hour restore.",
       "moves them to Glacier Instant Retrieval, so kiln can read them for a re-encode without any restore."),
      ("A title from 2022 needs a re-encode; do I have to restore the mezzanine from Glacier first?",
       "Yes. Mezzanines older than 90 days are in Glacier Deep Archive, so run `aws s3api restore-object --bucket kst-mezz-prod-euw1 --key titles/TT00412/TT00412_mezz.mov --restore-request '{\"Days\":7,\"GlacierJobParameters\":{\"Tier\":\"Standard\"}}'` and wait up to 12 hours before starting kiln.",
       ["re:Instant Retrieval"], ["Deep Archive", "restore-object"]),
      ("How long do we keep packaged renditions in the origin bucket?",
       "Renditions in `kst-vod-origin-euw1` have no expiry while the title is licensed; when the rights window closes, the takedown job deletes `renditions/<title_id>/` and purges the Fastly surrogate key `title-<title_id>`."),
      [(WHOLE, "No. Mezzanines older than 90 days are in Glacier Instant Retrieval, which kiln reads directly, so just start the re-encode for TT00412; no restore step is needed.")]),

    # ------------------------------------------------------------------ 011
    S("h24-011", "hlsjs-drm-systems", "literal", "other_identifier", "already_correct",
      ("Set up hls.js in marquee with Widevine.",
       r"""```ts
const hls = new Hls({
  emeEnabled: true,
  widevineLicenseUrl: 'https://drm.kestrel.tv/wv/license',
  licenseXhrSetup: (xhr) => {
    xhr.setRequestHeader('x-kst-drm-token', drmToken);
  },
});
hls.attachMedia(videoEl);
hls.loadSource(src);
```""",
       "widevineLicenseUrl is deprecated in hls.js 1.5 - use drmSystems: { 'com.widevine.alpha': { licenseUrl } }.",
       "widevineLicenseUrl: 'https://drm.kestrel.tv/wv/license',",
       "drmSystems: {\n    'com.widevine.alpha': { licenseUrl: 'https://drm.kestrel.tv/wv/license' },\n  },"),
      ("The trailer autoplay component also needs DRM now, can you give me its Hls setup?",
       r"""```ts
const trailerHls = new Hls({
  emeEnabled: true,
  capLevelToPlayerSize: true,
  widevineLicenseUrl: 'https://drm.kestrel.tv/wv/license',
  licenseXhrSetup: (xhr) => xhr.setRequestHeader('x-kst-drm-token', token),
});
trailerHls.attachMedia(trailerEl);
```""",
       ["drmSystems", "'com.widevine.alpha'"], ["widevineLicenseUrl"]),
      ("How do I add FairPlay to the hls.js config for Safari?",
       r"""Add it next to Widevine in `drmSystems`:
```ts
drmSystems: {
  'com.widevine.alpha': { licenseUrl: 'https://drm.kestrel.tv/wv/license' },
  'com.apple.fps': {
    licenseUrl: 'https://drm.kestrel.tv/fps/license',
    serverCertificateUrl: 'https://drm.kestrel.tv/fps/cert',
  },
},
```
hls.js picks whichever key system the browser supports.""",
      ),
      [("widevineLicenseUrl: 'https://drm.kestrel.tv/wv/license',",
        "drmSystems: { 'com.widevine.alpha': { licenseUrl: 'https://drm.kestrel.tv/wv/license' } },")],
      holds="'com.apple.fps'", right=["drmSystems", "'com.widevine.alpha'"]),

    # ------------------------------------------------------------------ 012
    S("h24-012", "fastly-vcl-ttl-units", "paraphrase", "code_block", "lookalike",
      ("In the Fastly VCL for kst-vod-edge, cache the media segments for a day.",
       r"""```vcl
sub vcl_fetch {
#FASTLY fetch
  if (req.url.ext ~ "^(m4s|mp4)$") {
    set beresp.ttl = 86400;
    set beresp.http.Surrogate-Key = "title-" + req.http.X-Title-Id;
    return(deliver);
  }
}
```""",
       "VCL durations need a unit: 86400s (or 1d). A bare 86400 won't compile.",
       "set beresp.ttl = 86400;", "set beresp.ttl = 86400s;"),
      ("And cache the playlists (m3u8/mpd) for 2 seconds at the edge, with a second of stale-while-revalidate.",
       r"""```vcl
if (req.url.ext ~ "^(m3u8|mpd)$") {
  set beresp.ttl = 2;
  set beresp.stale_while_revalidate = 1;
  return(deliver);
}
```""",
       ["set beresp.ttl = 2s;"], ["re:= \\d+;"]),
      ("What Cache-Control should segments send downstream to browsers?",
       r"""```vcl
sub vcl_deliver {
#FASTLY deliver
  if (req.url.ext ~ "^(m4s|mp4)$") {
    set resp.http.Cache-Control = "public, max-age=86400, immutable";
  }
}
```
The header is a plain string, so `max-age` takes bare seconds there."""),
      [("ttl = 2;", "ttl = 2s;"), ("revalidate = 1;", "revalidate = 1s;")],
      holds="max-age=86400", look="86400"),

    # ------------------------------------------------------------------ 013
    S("h24-013", "mediaconvert-rate-control", "literal", "code_block", "unrelated",
      ("What should the H.264 codec settings look like in the vidplat MediaConvert job template?",
       r"""```json
"H264Settings": {
  "RateControlMode": "CBR",
  "MaxBitrate": 6200000,
  "QvbrSettings": { "QvbrQualityLevel": 7 },
  "GopSize": 2,
  "GopSizeUnits": "SECONDS",
  "SceneChangeDetect": "DISABLED",
  "CodecProfile": "HIGH"
}
```""",
       "Our templates are QVBR, never CBR - that's what the MaxBitrate and QvbrSettings are there for.",
       "\"RateControlMode\": \"CBR\"", "\"RateControlMode\": \"QVBR\""),
      ("Write the 720p output's codec settings for the template.",
       r"""```json
"H264Settings": {
  "RateControlMode": "CBR",
  "MaxBitrate": 3300000,
  "QvbrSettings": { "QvbrQualityLevel": 7 },
  "GopSize": 2,
  "GopSizeUnits": "SECONDS",
  "SceneChangeDetect": "DISABLED",
  "CodecProfile": "HIGH",
  "CodecLevel": "LEVEL_3_1"
}
```""",
       ["\"RateControlMode\": \"QVBR\""], ["\"CBR\""]),
      ("How do I check the Redis rate-limit counters for a user?",
       "`redis-cli -h rl-redis.vidplat.svc.cluster.local -p 6380 --scan --pattern 'rl:v2:*:8f2c41*'` lists that user's windows, and `TTL` on a key shows how long until the window resets."),
      [("\"CBR\"", "\"QVBR\"")]),

    # ------------------------------------------------------------------ 014
    S("h24-014", "cmaf-single-package", "semantic", "reworded", "already_correct",
      ("Do we need to package twice to serve both HLS and DASH?",
       "Yes. HLS needs MPEG-TS segments while DASH needs fMP4, so the ladder is packaged twice and the origin holds two copies of every title.",
       "No - HLS has played fMP4 since iOS 10. We package CMAF once and Shaka writes both the m3u8 and the mpd over the same .m4s segments.",
       "Yes. HLS needs MPEG-TS segments while DASH needs fMP4, so the ladder is packaged twice and the origin holds two copies of every title.",
       "No. HLS supports fMP4 (CMAF) segments, so the ladder is packaged once and Shaka writes both the HLS and DASH manifests over the same .m4s segments."),
      ("Estimating origin storage: is it one copy of the segments per title or two (HLS + DASH)?",
       "Two. HLS players need MPEG-TS segments and DASH needs fMP4, so every title is packaged twice; budget roughly double the ladder size per title.",
       ["re:(?i)\\bone copy|\\bonce\\b"], ["re:HLS (players )?needs? MPEG-TS", "re:(?i)packaged twice"]),
      ("What segment container does Shaka write for HLS?",
       "fMP4 (CMAF): Shaka writes an `init.mp4` plus `.m4s` segments per rendition, and both `master.m3u8` and `manifest.mpd` reference those same files, so each title is packaged once."),
      [(WHOLE, "One. HLS plays fMP4 (CMAF) segments, so every title is packaged once and the m3u8 and mpd both point at the same .m4s segments; budget one ladder's worth per title.")],
      holds="init.mp4", right=["re:(?i)packaged once"]),

    # ------------------------------------------------------------------ 015
    S("h24-015", "edge-auth-header", "literal", "casing", "same_topic",
      ("How does the player authenticate to the Fastly edge for segments?",
       "marquee sends the short-lived edge token in the `X-Kestrel-Auth` request header; the VCL in `kst-vod-edge` validates the HMAC and strips the header before the request goes on to the shield.",
       "The header is X-Kst-Edge-Auth.",
       "X-Kestrel-Auth", "X-Kst-Edge-Auth"),
      ("Give me a curl to fetch a segment through the edge with a token, for debugging.",
       r"""```sh
curl -sv --http2 \
  -H "x-kestrel-auth: $EDGE_TOKEN" \
  https://vod.kestrel.tv/renditions/TT00917/v1080/00042.m4s -o /dev/null
```
Look for `x-cache: HIT` in the response headers.""",
       ["re:(?i)x-kst-edge-auth"], ["re:(?i)x-kestrel-auth"]),
      ("How long is an edge token valid?",
       "Edge tokens are minted by sluice's `/v1/playback/session` endpoint and are valid for 6 hours; marquee refreshes them 10 minutes before expiry, and the VCL rejects anything older with a 403."),
      [("x-kestrel-auth", "x-kst-edge-auth")]),
]
