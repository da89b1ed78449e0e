"""heldout24 part 3 (h24-031 .. h24-045): the marquee web player (Next.js, hls.js), DRM
(Widevine, FairPlay, PlayReady ids), the CDNs (CloudFront signing and cache policies,
Fastly purges and headers) and the kestrel-tv Android TV app (Media3).

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
    # ------------------------------------------------------------------ 031
    S("h24-031", "cloudfront-signer-expiry", "paraphrase", "code_block", "lookalike",
      ("Sign a CloudFront URL for the poster images in the marquee API route, valid for one hour.",
       r"""```ts
import { getSignedUrl } from '@aws-sdk/cloudfront-signer';

const url = getSignedUrl({
  url: `https://img.kestrel.tv/posters/${titleId}/1280x720.webp`,
  keyPairId: process.env.CF_KEY_PAIR_ID!,
  privateKey: process.env.CF_PRIVATE_KEY!,
  dateLessThan: String(Date.now() + 3600),
});
```""",
       "Date.now() is milliseconds, so + 3600 is 3.6 seconds. It needs new Date(Date.now() + 3600 * 1000).toISOString().",
       "dateLessThan: String(Date.now() + 3600),",
       "dateLessThan: new Date(Date.now() + 3600 * 1000).toISOString(),"),
      ("Same for the trailer thumbnail sprite, but valid for 15 minutes.",
       r"""```ts
const spriteUrl = getSignedUrl({
  url: `https://img.kestrel.tv/sprites/${titleId}/trailer.jpg`,
  keyPairId: process.env.CF_KEY_PAIR_ID!,
  privateKey: process.env.CF_PRIVATE_KEY!,
  dateLessThan: String(Date.now() + 900),
});
```""",
       ["Date.now() + 900 * 1000"], ["Date.now() + 900)"]),
      ("Schedule the edge-token refresh 10 minutes before it expires.",
       r"""```ts
const delay = Math.max(0, session.expiresAtMs - Date.now() - 10 * 60 * 1000);
refreshTimer = setTimeout(refreshEdgeToken, delay);
```
`expiresAtMs` comes back from sluice in epoch milliseconds, the same unit as `Date.now()`."""),
      [("dateLessThan: String(Date.now() + 900),", "dateLessThan: new Date(Date.now() + 900 * 1000).toISOString(),")],
      holds="session.expiresAtMs - Date.now()", look="Date.now()"),

    # ------------------------------------------------------------------ 032
    S("h24-032", "widevine-system-id", "literal", "casing", "lookalike",
      ("What's the ContentProtection element for Widevine in our DASH manifests?",
       "```xml\n<ContentProtection schemeIdUri=\"urn:uuid:9a04f079-9840-4286-ab92-e65be0885f95\" value=\"Widevine\"/>\n```\nShaka adds it per AdaptationSet next to the generic mp4protection element.",
       "9a04f079-... is PlayReady's system id. Widevine is edef8ba9-79d6-4ace-a3c8-27dcd51d21ed.",
       "9a04f079-9840-4286-ab92-e65be0885f95", "edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"),
      ("In the Android TV app, build the Widevine UUID by hand for the custom DrmSessionManager.",
       r"""```kotlin
private val WIDEVINE_SYSTEM_ID: UUID = UUID.fromString("9A04F079-9840-4286-AB92-E65BE0885F95")

val drmSessionManager = DefaultDrmSessionManager.Builder()
    .setUuidAndExoMediaDrmProvider(WIDEVINE_SYSTEM_ID, FrameworkMediaDrm.DEFAULT_PROVIDER)
    .build(HttpMediaDrmCallback("https://drm.kestrel.tv/wv/license", dataSourceFactory))
```""",
       ["re:(?i)edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"], ["re:(?i)9a04f079-9840-4286-ab92-e65be0885f95"]),
      ("Which ContentProtection does the Tizen build look for?",
       "The Tizen build plays PlayReady, so it picks the `<ContentProtection schemeIdUri=\"urn:uuid:9a04f079-9840-4286-ab92-e65be0885f95\" value=\"MSPR 2.0\"/>` entry and licenses through `https://drm.kestrel.tv/pr/license`."),
      [("9A04F079-9840-4286-AB92-E65BE0885F95", "EDEF8BA9-79D6-4ACE-A3C8-27DCD51D21ED")],
      holds="value=\"MSPR 2.0\"", look="9a04f079-9840-4286-ab92-e65be0885f95"),

    # ------------------------------------------------------------------ 033
    S("h24-033", "media3-exoplayer-imports", "paraphrase", "other_identifier", "unrelated",
      ("Set up the player in the Android TV PlaybackFragment with Media3.",
       r"""```kotlin
import com.google.android.exoplayer2.ExoPlayer
import androidx.media3.common.MediaItem

player = ExoPlayer.Builder(requireContext())
    .setSeekForwardIncrementMs(10_000)
    .build()
player.setMediaItem(MediaItem.fromUri(hlsUrl))
player.prepare()
```""",
       "Thanks, rest looks fine. But we're on Media3, not ExoPlayer 2: the import is androidx.media3.exoplayer.ExoPlayer; com.google.android.exoplayer2 isn't even on the classpath.",
       "import com.google.android.exoplayer2.ExoPlayer", "import androidx.media3.exoplayer.ExoPlayer"),
      ("Add an HLS media source factory for the live channels.",
       r"""```kotlin
import com.google.android.exoplayer2.source.hls.HlsMediaSource
import androidx.media3.datasource.DefaultHttpDataSource

val hlsFactory = HlsMediaSource.Factory(DefaultHttpDataSource.Factory())
    .setAllowChunklessPreparation(true)
val source = hlsFactory.createMediaSource(MediaItem.fromUri(liveUrl))
```""",
       ["import androidx.media3.exoplayer.hls.HlsMediaSource"], ["com.google.android.exoplayer2"]),
      ("Which Slack channel gets the Argo CD sync-failed notifications?",
       "The Argo CD notifications controller sends `on-sync-failed` for every app in the `vidplat` project to #vidplat-deploys; prod apps also emit a Datadog event so the failure shows up on the release dashboard."),
      [("com.google.android.exoplayer2.source.hls.HlsMediaSource", "androidx.media3.exoplayer.hls.HlsMediaSource")]),

    # ------------------------------------------------------------------ 034
    S("h24-034", "fairplay-cert-endpoints", "semantic", "reworded", "same_topic",
      ("How does Safari get FairPlay licenses in marquee?",
       "Safari posts the SPC straight to the same license URL as Chrome, `https://drm.kestrel.tv/wv/license`; the DRM proxy looks at the payload and routes FairPlay requests itself, so no certificate fetch is needed on the client.",
       "FairPlay has its own endpoints: the app cert from /fps/cert has to be fetched first, then the SPC goes to /fps/license. The wv URL only speaks Widevine.",
       "Safari posts the SPC straight to the same license URL as Chrome, `https://drm.kestrel.tv/wv/license`; the DRM proxy looks at the payload and routes FairPlay requests itself, so no certificate fetch is needed on the client.",
       "Safari first fetches the FairPlay application certificate from `https://drm.kestrel.tv/fps/cert`, then posts the SPC to `https://drm.kestrel.tv/fps/license`; the Widevine URL does not handle FairPlay."),
      ("Does the Safari path need anything besides the license URL we give Chrome?",
       "No. Safari can use the Widevine license URL too: the DRM proxy detects FairPlay SPCs and routes them, so there's no certificate to fetch on the client.",
       ["/fps/cert", "/fps/license"], ["re:(?i)no certificate|Widevine license URL too|routes them"]),
      ("What does the DRM proxy check before issuing a license?",
       "It validates the `x-kst-drm-token` JWT (issuer `sluice`, audience `drm`, at most 5 minutes old), checks the title entitlement for the account in the token, and caps resolution at 540p for Widevine L3 clients."),
      [(WHOLE, "Yes. Safari needs the FairPlay application certificate from `https://drm.kestrel.tv/fps/cert` first, and then sends the SPC to `https://drm.kestrel.tv/fps/license`; the Widevine URL only handles Widevine.")]),

    # ------------------------------------------------------------------ 035
    S("h24-035", "ll-hls-flag-name", "literal", "casing", "already_correct",
      ("Gate the low-latency HLS config behind our feature flag in marquee.",
       r"""```tsx
const llHls = useFlag('marquee_low_latency');
const hlsConfig = {
  lowLatencyMode: llHls,
  liveSyncDurationCount: llHls ? 2 : 3,
  backBufferLength: 30,
};
```""",
       "The flag is marquee_ll_hls.",
       "marquee_low_latency", "marquee_ll_hls"),
      ("Add a local override so I can force low-latency on in dev.",
       "Put this in `.env.local`; in development the flag client reads `NEXT_PUBLIC_FLAG_<KEY>` overrides before asking the flag service:\n```sh\nNEXT_PUBLIC_FLAG_MARQUEE_LOW_LATENCY=true\n```",
       ["re:(?i)marquee_ll_hls"], ["re:(?i)marquee_low_latency"]),
      ("Which flags does the live player check on startup?",
       "`marquee_ll_hls` (low-latency HLS for live sport), `marquee_abr_v2` (the new bandwidth estimator) and `marquee_ssai` (server-side ad insertion on the FAST channels); all three default to off for logged-out sessions."),
      [("MARQUEE_LOW_LATENCY", "MARQUEE_LL_HLS")],
      holds="marquee_abr_v2", right=["marquee_ll_hls"]),

    # ------------------------------------------------------------------ 036
    S("h24-036", "widevine-l3-resolution-cap", "semantic", "reworded", "unrelated",
      ("On Android TV, what should the track selector cap be for Widevine L3 devices?",
       "No cap is needed. L3 is fine for everything up to 1080p in our license policy, so only 4K needs L1; leave `setMaxVideoSize` unset and let ABR pick.",
       "Our license policy caps L3 at 540p, anything above needs L1. So the selector has to be capped on L3 devices or playback fails at the license request.",
       "No cap is needed. L3 is fine for everything up to 1080p in our license policy, so only 4K needs L1; leave `setMaxVideoSize` unset and let ABR pick.",
       "Cap it at 540p: our license policy only allows L3 up to 540p and everything above needs L1, so call `setMaxVideoSize(960, 540)` when the security level is L3."),
      ("A no-name Android TV stick reports securityLevel L3. Which renditions can it get?",
       "Everything up to 1080p. Only the 2160p rungs require L1 under our license policy, so an L3 device can play the full HD ladder.",
       ["540p"], ["re:(?i)up to 1080p|full HD ladder"]),
      ("Where do the Fastly real-time logs go?",
       "`kst-vod-edge` streams its logs to the Datadog EU intake (`http-intake.logs.datadoghq.eu`) with `source:fastly`; 2xx responses are sampled at 10% and 4xx/5xx are kept in full."),
      [(WHOLE, "Only up to 540p. Our license policy caps Widevine L3 at 540p and everything above needs L1, so the track selector should be capped with `setMaxVideoSize(960, 540)` on that device.")]),

    # ------------------------------------------------------------------ 037
    S("h24-037", "fastly-soft-purge-header", "literal", "code_block", "lookalike",
      ("Purge everything for TT00917 from the edge after the re-encode, but softly.",
       r"""```sh
curl -X POST \
  -H "Fastly-Key: $FASTLY_API_TOKEN" \
  -H "Soft-Purge: 1" \
  https://api.fastly.com/service/$KST_VOD_EDGE_ID/purge/title-TT00917
```
That marks every object tagged with the `title-TT00917` surrogate key stale instead of evicting it, so the edge can serve stale while the origin refills.""",
       "the header is Fastly-Soft-Purge: 1, Soft-Purge on its own is ignored and you get a hard purge.",
       "\"Soft-Purge: 1\"", "\"Fastly-Soft-Purge: 1\""),
      ("Give me the purge for the artwork of TT01142 too, soft again.",
       r"""```sh
curl -X POST -H "Fastly-Key: $FASTLY_API_TOKEN" -H "Soft-Purge: 1" \
  https://api.fastly.com/service/$KST_VOD_EDGE_ID/purge/art-TT01142
```""",
       ["Fastly-Soft-Purge: 1"], ["\"Soft-Purge: 1\""]),
      ("How can the VCL tell a soft purge apart in the logs?",
       r"""Log it from `vcl_recv`:
```vcl
if (req.method == "FASTLYPURGE" && req.http.Fastly-Soft-Purge == "1") {
  log "syslog " req.service_id " purge-log :: soft " req.url;
}
```"""),
      [("\"Soft-Purge: 1\"", "\"Fastly-Soft-Purge: 1\"")],
      holds="req.http.Fastly-Soft-Purge == \"1\"", look="Soft-Purge"),

    # ------------------------------------------------------------------ 038
    S("h24-038", "cloudfront-acm-region", "literal", "other_identifier", "lookalike",
      ("Terraform the TLS certificate for img.kestrel.tv on the image CloudFront distribution.",
       r"""```hcl
resource "aws_acm_certificate" "img" {
  provider          = aws.eu_west_1
  domain_name       = "img.kestrel.tv"
  validation_method = "DNS"
}
```
Then reference `aws_acm_certificate.img.arn` in the distribution's `viewer_certificate`.""",
       "CloudFront only takes ACM certs from us-east-1, so that provider has to be aws.us_east_1.",
       "aws.eu_west_1", "aws.us_east_1"),
      ("Add the certificate for subs.kestrel.tv too, the subtitles distribution.",
       r"""```hcl
resource "aws_acm_certificate" "subs" {
  provider          = aws.eu_west_1
  domain_name       = "subs.kestrel.tv"
  validation_method = "DNS"
}
```""",
       ["aws.us_east_1"], ["aws.eu_west_1"]),
      ("Add the origin bucket for the subtitles distribution in Terraform.",
       r"""```hcl
resource "aws_s3_bucket" "subs_origin" {
  provider = aws.eu_west_1
  bucket   = "kst-subs-origin-euw1"
}
```
The bucket lives with the rest of the media in eu-west-1; only the CloudFront certificate has to come from us-east-1."""),
      [("aws.eu_west_1", "aws.us_east_1")],
      holds="kst-subs-origin-euw1", look="aws.eu_west_1"),

    # ------------------------------------------------------------------ 039
    S("h24-039", "kotlin-globalscope-fragment", "paraphrase", "other_identifier", "unrelated",
      ("Fetch the playback session from sluice when the PlaybackFragment starts.",
       r"""```kotlin
override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
    super.onViewCreated(view, savedInstanceState)
    GlobalScope.launch(Dispatchers.Main) {
        val session = playbackApi.createSession(titleId)
        startPlayback(session)
    }
}
```""",
       "No GlobalScope in fragments, it outlives the view and leaks the player. Use viewLifecycleOwner.lifecycleScope.launch; detekt fails the build on GlobalScope anyway.",
       "GlobalScope.launch(Dispatchers.Main)", "viewLifecycleOwner.lifecycleScope.launch"),
      ("Poll the heartbeat endpoint every 30 seconds while playing.",
       r"""```kotlin
heartbeatJob = GlobalScope.launch {
    while (isActive) {
        playbackApi.heartbeat(sessionId, player.currentPosition)
        delay(30_000)
    }
}
```""",
       ["viewLifecycleOwner.lifecycleScope.launch"], ["GlobalScope"]),
      ("Which S3 bucket do partners upload into?",
       "Partners get presigned multipart URLs for `kst-ingest-drop-euw1` from sluice's `/v1/uploads` endpoint; objects there expire 14 days after the asset has been copied to the mezzanine bucket."),
      [("GlobalScope.launch", "viewLifecycleOwner.lifecycleScope.launch")]),

    # ------------------------------------------------------------------ 040
    S("h24-040", "hevc-hvc1-tag", "literal", "casing", "already_correct",
      ("Give me the x265 flags for the 1080p HEVC SDR rung we serve to Apple TV.",
       r"""```sh
ffmpeg -i mezz.mov -map 0:v:0 -c:v libx265 -preset slow -profile:v main \
  -x265-params "keyint=50:min-keyint=50:scenecut=0" \
  -b:v 4200k -maxrate 4600k -bufsize 8400k -tag:v hev1 -an rung_1080p_hevc.mp4
```""",
       "-tag:v hvc1. With hev1 Safari and tvOS refuse to play the fMP4.",
       "-tag:v hev1", "-tag:v hvc1"),
      ("We're moving the HEVC rungs to MediaConvert; what does the H265 codec block need?",
       r"""```json
"H265Settings": {
  "RateControlMode": "QVBR",
  "QvbrSettings": { "QvbrQualityLevel": 8 },
  "MaxBitrate": 4600000,
  "GopSize": 2,
  "GopSizeUnits": "SECONDS",
  "CodecProfile": "MAIN_MAIN",
  "WriteMp4PackagingType": "HEV1"
}
```""",
       ["re:(?i)hvc1"], ["re:(?i)hev1"]),
      ("What CODECS string does the master playlist list for the 1080p HEVC rung?",
       "`CODECS=\"hvc1.1.6.L120.90,mp4a.40.2\"`. Shaka derives it from the `hvc1` sample entry, which is what tvOS wants, and level 4.0 (L120) covers 1080p at 25 fps."),
      [("\"HEV1\"", "\"HVC1\"")],
      holds="L120", right=["re:(?i)hvc1"]),

    # ------------------------------------------------------------------ 041
    S("h24-041", "cloudfront-cache-policy-query", "semantic", "reworded", "same_topic",
      ("Which cache policy should the /posters/* behaviour on the image distribution use? We resize via ?w= and ?fmt=.",
       "The managed `CachingOptimized` policy is fine: it includes all query strings in the cache key, so `?w=640&fmt=webp` and `?w=1280&fmt=avif` are cached as separate objects.",
       "CachingOptimized leaves query strings out of the cache key, every ?w= variant would collapse onto one object. That's why the posters behaviour uses our kst-img-resize policy, which keys on w, h and fmt.",
       "The managed `CachingOptimized` policy is fine: it includes all query strings in the cache key",
       "Use our `kst-img-resize` policy: the managed `CachingOptimized` policy leaves query strings out of the cache key, while `kst-img-resize` keys on `w`, `h` and `fmt`"),
      ("Adding a /backdrops/* behaviour with the same ?w=&fmt= resizing. Can I just pick CachingOptimized?",
       "Yes, `CachingOptimized` works: query strings are part of its cache key, so every width and format gets its own cached object.",
       ["kst-img-resize"], ["re:(?i)query strings are part of its cache key|Yes, `CachingOptimized` works"]),
      ("What TTLs does the image distribution use?",
       "The posters behaviour caches for a day by default and at most a year, and the origin sends `Cache-Control: public, max-age=604800` on versioned paths, so nothing on that distribution ever needs an invalidation."),
      [(WHOLE, "No. `CachingOptimized` leaves query strings out of the cache key, so all widths and formats would collapse onto one object; attach our `kst-img-resize` policy, which keys on `w`, `h` and `fmt`.")]),

    # ------------------------------------------------------------------ 042
    S("h24-042", "next-app-router-navigation", "paraphrase", "code_block", "unrelated",
      ("After the trailer ends, navigate the user to the title's detail page (marquee, app router).",
       r"""```tsx
'use client';
import { useRouter } from 'next/router';

export function TrailerEndHandler({ titleId }: { titleId: string }) {
  const router = useRouter();
  return <TrailerPlayer onEnded={() => router.push(`/title/${titleId}`)} />;
}
```""",
       "marquee is app router, so it's useRouter from next/navigation. next/router throws 'NextRouter was not mounted' there.",
       "import { useRouter } from 'next/router';", "import { useRouter } from 'next/navigation';"),
      ("When the episode finishes, autoplay the next one by replacing the URL.",
       r"""```tsx
'use client';
import Router from 'next/router';

export function onEpisodeEnded(nextEpisodeId: string) {
  Router.replace(`/watch/${nextEpisodeId}?autoplay=1`);
}
```""",
       ["'next/navigation'"], ["'next/router'"]),
      ("What GStreamer version does kiln-live run?",
       "kiln-live runs GStreamer 1.22 from the Debian bookworm packages plus our `gst-plugins-kst` build for the SCTE-35 splicer; the image is `kst/kiln-live:1.22.0-7`."),
      [(WHOLE, "```tsx\n'use client';\nimport { useRouter } from 'next/navigation';\n\nexport function useAutoplayNext() {\n  const router = useRouter();\n  return (nextEpisodeId: string) => router.replace(`/watch/${nextEpisodeId}?autoplay=1`);\n}\n```")]),

    # ------------------------------------------------------------------ 043
    S("h24-043", "atv-application-id", "literal", "reworded", "same_topic",
      ("How do I clear the Android TV app's data on the lab Shield over adb?",
       "`adb -s shield-lab-02:5555 shell pm clear com.kestrel.tv`\n\nThat wipes the offline Widevine licences and the cached flags too, so the next launch goes through login again.",
       "I think you mean tv.kestrel.atv? com.kestrel.tv is the old phone app we retired.",
       "com.kestrel.tv", "tv.kestrel.atv"),
      ("What's the command to open a title's deep link in the TV app from adb?",
       "`adb shell am start -a android.intent.action.VIEW -d 'kestrel://title/TT00917' com.kestrel.tv`\n\nThe intent filter on `DeepLinkActivity` handles the `kestrel://title/` scheme.",
       ["tv.kestrel.atv"], ["com.kestrel.tv"]),
      ("Which Android TV build variant goes on the lab Shields?",
       "The lab Shields run the `labDebug` variant, which points at sluice staging and has the Media3 debug overlay switched on; install it with `./gradlew :app:installLabDebug`."),
      [("com.kestrel.tv", "tv.kestrel.atv")]),

    # ------------------------------------------------------------------ 044
    S("h24-044", "media3-buffer-units", "paraphrase", "code_block", "already_correct",
      ("Set up the Android TV load control with our standard VOD buffer numbers (15 s, 50 s, 2 s, 5 s).",
       r"""```kotlin
val loadControl = DefaultLoadControl.Builder()
    .setBufferDurationsMs(15, 50, 2, 5)
    .build()
```""",
       "setBufferDurationsMs takes milliseconds: 15_000, 50_000, 2_000, 5_000.",
       ".setBufferDurationsMs(15, 50, 2, 5)", ".setBufferDurationsMs(15_000, 50_000, 2_000, 5_000)"),
      ("Live channels get a tighter buffer: 8 s min, 20 s max, 1 s to start, 3 s after a rebuffer.",
       r"""```kotlin
val liveLoadControl = DefaultLoadControl.Builder()
    .setBufferDurationsMs(8, 20, 1, 3)
    .setPrioritizeTimeOverSizeThresholds(true)
    .build()
```""",
       ["re:setBufferDurationsMs\\(8_?000, 20_?000, 1_?000, 3_?000\\)"], ["re:setBufferDurationsMs\\(\\d{1,3},"]),
      ("Is this right for VOD: DefaultLoadControl.Builder().setBufferDurationsMs(15_000, 50_000, 2_000, 5_000).setPrioritizeTimeOverSizeThresholds(true)?",
       r"""Yes, keep it as it is:
```kotlin
DefaultLoadControl.Builder()
    .setBufferDurationsMs(15_000, 50_000, 2_000, 5_000)
    .setPrioritizeTimeOverSizeThresholds(true)
    .build()
```
All four values are milliseconds, and prioritising time over the size thresholds stops the 4K rungs from stalling on the byte limit."""),
      [("setBufferDurationsMs(8, 20, 1, 3)", "setBufferDurationsMs(8_000, 20_000, 1_000, 3_000)")],
      holds="setPrioritizeTimeOverSizeThresholds(true)",
      right=["re:setBufferDurationsMs\\(15_000, 50_000, 2_000, 5_000\\)"]),

    # ------------------------------------------------------------------ 045
    S("h24-045", "fastly-surrogate-control", "literal", "casing", "same_topic",
      ("In the nginx config of kst-origin, which header tells Fastly to keep segments for a year while browsers only keep them an hour?",
       r"""```nginx
location ~* \.(m4s|mp4)$ {
    add_header Cache-Control "public, max-age=3600";
    add_header Edge-Control "max-age=31536000";
}
```
Fastly honours the edge header and strips it before delivery, so players only ever see Cache-Control.""",
       "Edge-Control is Akamai's. Fastly reads Surrogate-Control.",
       "Edge-Control", "Surrogate-Control"),
      ("The thumbnails are served by a small Node handler instead of nginx; set the same headers there.",
       r"""```ts
res.setHeader('cache-control', 'public, max-age=3600');
res.setHeader('edge-control', 'max-age=31536000');
```""",
       ["re:(?i)surrogate-control"], ["re:(?i)edge-control"]),
      ("How do I check whether a segment came from the Fastly cache?",
       "`curl -sI https://vod.kestrel.tv/renditions/TT00917/v720/00012.m4s | grep -iE 'x-cache|x-served-by|^age'`. `x-cache: HIT, HIT` means both the shield and the edge POP had it, and `age` tells you how long it has been cached."),
      [("'edge-control'", "'surrogate-control'")]),
]
