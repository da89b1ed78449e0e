#!/usr/bin/env python3
"""Build heldout19: 60 teach -> repeat -> control scenarios (standard library only).

Theme: one week of a mobile game studio's backend and live-ops team ("Harbor" at
Lanternfish, which runs the mobile shooter Tidecaller): a Unity/C# client, Agones game
server fleets on GKE, an Elixir/Phoenix matchmaking service (tidematch), a Node.js
TypeScript store and receipt-validation service (coffer), Redis leaderboards, ScyllaDB
over CQL, BigQuery analytics SQL, Pub/Sub, gcloud, kubectl, Helm and Terraform, GitHub
Actions and Fastlane for the mobile builds, Firebase Remote Config, Nginx, shell, cron,
and team facts (owners, on-call, release trains, store review rules, naming).

    python3 build.py

validates every scenario and only then writes scenarios.jsonl and README.md next to
this file. The build-only fields `fix` (how a correct system would repair the repeat
output, used only to prove that the repeat checks can pass) and `holds` (text the
control must keep) are not written.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "heldout19"
PREFIX = "h19"
TITLE = ("a mobile game studio's backend and live-ops week: a Unity/C# client, Agones fleets "
         "on GKE, Elixir/Phoenix matchmaking, a Node.js receipt-validation service, Redis "
         "leaderboards, ScyllaDB, BigQuery, Pub/Sub, Helm and Terraform, GitHub Actions and "
         "Fastlane, Firebase Remote Config, Nginx, shell, and team facts")
HEADER = ("HELD OUT. Do not read this set's scenarios while changing code: report only its "
          "aggregate figures. Do not copy anything from it into code, tests, prompts, rules "
          "or training data.")

# exact targets (the loop README gives no ranges)
DIFFICULTY = {"literal": 27, "paraphrase": 21, "semantic": 12}
CONTROL = {"lookalike": 15, "same_topic": 15, "already_correct": 15, "unrelated": 15}
VARIATION = {"reworded": 9, "code_block": 10, "casing": 6, "identifier": 7,
             "renamed_identifier": 6, "reordered_args": 7, "equivalent_construct": 7,
             "prose_claim": 8}

SCENARIOS = []
WHOLE = None  # fix target meaning "replace the whole repeat output"


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, num), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "fix": fix, "holds": holds,
    })


# ---------------------------------------------------------------- 001
S(1, "ranks-redis-port", "literal", "code_block", "lookalike",
  ("How do I peek at the top ten of this week's leaderboard on the prod ranks Redis?",
   r"""From a pod that can reach it (the toolbox deployment in `harbor-ops` works):

```sh
kubectl -n harbor-ops exec -it deploy/toolbox -- \
  redis-cli -h ranks-redis.tide.internal -p 6379 --tls \
  ZREVRANGE lb:week:2024-19 0 9 WITHSCORES
```

Scores come back as strings and each member looks like `player:<id>`.""",
   "6390 for ranks. 6379 on that network is the old session cache.",
   "-p 6379", "-p 6390"),
  ("Script to export the season 7 board (top 500) from ranks into a CSV?",
   r"""```sh
#!/usr/bin/env bash
set -euo pipefail
redis-cli -h ranks-redis.tide.internal -p 6379 --tls \
  ZREVRANGE lb:season:7 0 499 WITHSCORES \
  | paste -d, - - > season7_top500.csv
```

`paste -d, - -` folds the member/score pairs into one CSV line each.""",
   ["-p 6390"], ["-p 6379"]),
  ("How can I check whether a player's session token is still in the session cache?",
   r"""```sh
redis-cli -h sess-cache.tide.internal -p 6379 --tls TTL sess:tok:<token>
```

`-2` means the key is gone (expired or logged out); a positive number is the seconds it has left."""),
  [("-p 6379", "-p 6390")], holds="sess-cache.tide.internal -p 6379")

# ---------------------------------------------------------------- 002
S(2, "bq-week-starts-monday", "literal", "casing", "same_topic",
  ("BigQuery: weekly active players for the last 8 weeks from session_start?",
   r"""```sql
SELECT
  TIMESTAMP_TRUNC(event_ts, WEEK) AS week_start,
  COUNT(DISTINCT player_id) AS wap
FROM `lf-tide-bi.tide_events.session_start`
WHERE event_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 8 WEEK)
GROUP BY week_start
ORDER BY week_start
```""",
   "our weeks start monday (the season clock resets mon 00:00 utc), plain WEEK buckets from sunday. needs WEEK(MONDAY)",
   "TIMESTAMP_TRUNC(event_ts, WEEK)", "TIMESTAMP_TRUNC(event_ts, WEEK(MONDAY))"),
  ("Weekly gem spend per country, in lowercase SQL please, the sqlfluff config in the analytics repo insists.",
   r"""```sql
select
  timestamp_trunc(event_ts, week) as week_start,
  country,
  sum(gems_spent) as gems
from `lf-tide-bi.tide_events.gem_spend`
where event_date >= date_sub(current_date(), interval 12 week)
group by week_start, country
order by week_start, gems desc
```""",
   [r"re:(?i)timestamp_trunc\(event_ts, week\(monday\)\)"], [r"re:(?i)timestamp_trunc\(event_ts, week\)"]),
  ("Monthly gross revenue from the purchase table for this year?",
   r"""```sql
SELECT
  DATE_TRUNC(event_date, MONTH) AS month,
  ROUND(SUM(price_usd), 2) AS gross_usd
FROM `lf-tide-bi.tide_events.purchase`
WHERE event_date >= DATE_TRUNC(CURRENT_DATE(), YEAR)
GROUP BY month
ORDER BY month
```

Gross means before store fees; net revenue lives in the finance export, not here."""),
  [("timestamp_trunc(event_ts, week)", "timestamp_trunc(event_ts, week(monday))")])

# ---------------------------------------------------------------- 003
S(3, "release-captain-presses-release", "semantic", "prose_claim", "already_correct",
  ("QA signed off on 3.14.2 in TestFlight. Can I just hit release in App Store Connect myself?",
   "Yes. Once QA has signed off, anyone with the App Manager role can submit the build for review and release it. Choose \"Manually release this version\" so you control the timing, then press Release when review passes.",
   "Not how we do it. Every train has a release captain (it rotates, the name is in the #tide-release topic) and only they submit and release in App Store Connect. The App Manager role is there so people can look at crash stats and TestFlight feedback. When anyone could press the button we had a build go out in the middle of an incident, which is exactly what happened with 3.9. So ping the captain; they handle submission and the release.",
   "anyone with the App Manager role can submit the build for review and release it",
   "only the train's release captain submits the build for review and releases it"),
  ("Hotfix 3.14.3 has been approved by Apple. What's the last step to get it live?",
   "Open App Store Connect, go to the 3.14.3 version page and press Release This Version. You have the App Manager role, so you can do it yourself right away; it reaches users within a few hours.",
   [r"re:(?i)release captain"], [r"re:(?i)do it yourself"]),
  ("Who should I tell that my crash fix needs to ride Thursday's train?",
   "Tell the release captain for this train; the name is in the #tide-release channel topic. They decide what goes into the build and do the App Store Connect and Play Console submissions."),
  [(WHOLE, "Hand it to this train's release captain (named in the #tide-release topic): they press Release This Version in App Store Connect. It reaches users within a few hours after that.")],
  holds="release captain")

# ---------------------------------------------------------------- 004
S(4, "tidematch-http-port", "literal", "code_block", "unrelated",
  ("Where do I set the HTTP port for tidematch in runtime.exs?",
   r"""```elixir
config :tidematch, TidematchWeb.Endpoint,
  http: [ip: {0, 0, 0, 0}, port: String.to_integer(System.get_env("PORT", "4000"))],
  server: true
```

The Helm chart sets `PORT`, so the fallback only matters when you run it locally.""",
   "We don't use 4000 for tidematch, it's 4100 everywhere, locally too. 4000 belongs to the metrics exporter sidecar.",
   "\"4000\"", "\"4100\""),
  ("Can you write the container and service ports for tidematch in the chart's values?",
   r"""```yaml
tidematch:
  image: europe-west4-docker.pkg.dev/lf-tide-prod/harbor/tidematch:1.42.0
  env:
    PORT: "4000"
  containerPort: 4000
  service:
    port: 80
    targetPort: 4000
```""",
   ["PORT: \"4100\"", "containerPort: 4100", "targetPort: 4100"], [r"re:\b4000\b"]),
  ("How do I anchor the shop button to the bottom-right corner in the Unity UI?",
   r"""Set the anchors and pivot on its RectTransform to the corner, then offset it inwards:

```csharp
var rt = shopButton.GetComponent<RectTransform>();
rt.anchorMin = rt.anchorMax = new Vector2(1f, 0f);
rt.pivot = new Vector2(1f, 0f);
rt.anchoredPosition = new Vector2(-24f, 24f);
```

With a Canvas Scaler on Scale With Screen Size the 24-unit margin stays proportional on tablets."""),
  [("4000", "4100")])

# ---------------------------------------------------------------- 005
S(5, "unity-sendwebrequest", "paraphrase", "renamed_identifier", "lookalike",
  ("Unity coroutine to GET the news feed JSON from our CDN?",
   r"""```csharp
IEnumerator LoadNews(string url, Action<string> onDone)
{
    using (var req = UnityWebRequest.Get(url))
    {
        yield return req.Send();
        if (req.result != UnityWebRequest.Result.Success)
        {
            Debug.LogWarning($"news feed failed: {req.error}");
            yield break;
        }
        onDone(req.downloadHandler.text);
    }
}
```""",
   "Isn't Send() the one that got removed years ago? I'm fairly sure on 2022.3 it has to be SendWebRequest().",
   "req.Send()", "req.SendWebRequest()"),
  ("And the same thing as a POST that uploads the crash breadcrumb file?",
   r"""```csharp
IEnumerator UploadBreadcrumbs(string url, byte[] body)
{
    using (var www = new UnityWebRequest(url, UnityWebRequest.kHttpVerbPOST))
    {
        www.uploadHandler = new UploadHandlerRaw(body);
        www.downloadHandler = new DownloadHandlerBuffer();
        www.SetRequestHeader("Content-Type", "application/octet-stream");
        yield return www.Send();
        if (www.result != UnityWebRequest.Result.Success)
            Debug.LogWarning($"breadcrumb upload failed: {www.error}");
    }
}
```""",
   ["www.SendWebRequest()"], [r"re:\.Send\(\)"]),
  ("How does the client send the UDP ping that measures latency to each region's QoS endpoint?",
   r"""```csharp
static long PingQos(string host)
{
    using var udpClient = new UdpClient();
    udpClient.Connect(host, 7600);
    udpClient.Client.ReceiveTimeout = 1000;
    var payload = BitConverter.GetBytes(Stopwatch.GetTimestamp());
    var sw = Stopwatch.StartNew();
    udpClient.Send(payload, payload.Length);
    var remote = new IPEndPoint(IPAddress.Any, 0);
    udpClient.Receive(ref remote);
    return sw.ElapsedMilliseconds;
}
```

Run it three times per region and keep the median; the lowest median picks the queue region."""),
  [("www.Send()", "www.SendWebRequest()")], holds="udpClient.Send(payload, payload.Length)")

# ---------------------------------------------------------------- 006
S(6, "play-package-name", "literal", "reworded", "same_topic",
  ("Write the googleapis call in coffer that checks an Android in-app product purchase token.",
   r"""```ts
import { google } from "googleapis";

const publisher = google.androidpublisher({ version: "v3", auth });

export async function getProductPurchase(productId: string, token: string) {
  const res = await publisher.purchases.products.get({
    packageName: "com.lanternfish.tidecaller",
    productId,
    token,
  });
  return res.data;
}
```""",
   "Thanks, that's close! One thing: the Play package is games.lanternfish.tidecaller. The com. one was the prototype listing we unpublished, so the API just answers 404.",
   "com.lanternfish.tidecaller", "games.lanternfish.tidecaller"),
  ("What goes in fastlane's Appfile for the Android side?",
   r"""The Android Appfile only needs the service account key and the package name; for Tidecaller that is:

```ruby
json_key_file(ENV["PLAY_SA_JSON"])
package_name("com.lanternfish.tidecaller")
```

Keep the key itself in the CI secret store, never in the repository.""",
   ["games.lanternfish.tidecaller"], ["com.lanternfish.tidecaller"]),
  ("How soon does coffer have to acknowledge a Play purchase?",
   "Within three days of the purchase. If it isn't acknowledged by then, Google refunds it automatically and revokes the item. coffer acknowledges right after the grant is written, so a failed grant means no acknowledgement and the player gets the money back instead of nothing."),
  [("com.lanternfish.tidecaller", "games.lanternfish.tidecaller")])

# ---------------------------------------------------------------- 007
S(7, "scylla-ddl-only-via-migrations", "semantic", "prose_claim", "same_topic",
  ("I need a new column `last_login_platform` on tide_players.profiles in prod. Can I add it now?",
   r"""Yes. Adding a column is an online schema change in ScyllaDB, so you can run it from cqlsh against prod whenever you like:

```sql
ALTER TABLE tide_players.profiles ADD last_login_platform text;
```

Existing rows simply return null for it.""",
   "Please don't. The statement is fine, but prod schema changes only go through the scylla-migrate job, in the Tuesday maintenance window. Nobody runs DDL from a cqlsh prompt on prod: two concurrent schema changes split the schema version across nodes last spring and it took hours to settle. Put the ALTER in a migration file and it ships on Tuesday.",
   "you can run it from cqlsh against prod whenever you like",
   "add it as a scylla-migrate migration that runs in the Tuesday maintenance window"),
  ("I want to drop the unused `legacy_avatar` column from tide_players.inventory in prod, what's the command?",
   r"""Dropping a column is online too, so just open cqlsh on prod and run it straight away:

```sql
ALTER TABLE tide_players.inventory DROP legacy_avatar;
```

The data itself disappears at the next compaction.""",
   [r"re:(?i)scylla-migrate", r"re:(?i)maintenance window"], [r"re:(?i)open cqlsh on prod|run it straight away"]),
  ("How do I look up one player's profile row in cqlsh on staging?",
   r"""```sql
SELECT player_id, display_name, created_at
FROM tide_players.profiles
WHERE player_id = 5f1c9a8e-3b2d-4c71-9e0a-2d7f6b1e4c33;
```

`player_id` is the partition key, so this reads a single partition and needs no ALLOW FILTERING."""),
  [(WHOLE, "Write it as a scylla-migrate migration and let it run in the Tuesday maintenance window; DDL is never run on prod by hand.\n\n```sql\nALTER TABLE tide_players.inventory DROP legacy_avatar;\n```\n\nThe data itself disappears at the next compaction.")])

# ---------------------------------------------------------------- 008
S(8, "gke-cluster-region", "literal", "identifier", "lookalike",
  ("Add a compute-optimized node pool for the arena game servers to the EU prod cluster.",
   r"""```sh
gcloud container node-pools create gs-arena-c2d \
  --cluster harbor-euw4 \
  --region europe-west1 \
  --project lf-tide-prod \
  --machine-type c2d-standard-8 \
  --num-nodes 2 \
  --node-taints agones.dev/gs=arena:NoSchedule
```

The taint keeps everything except game servers off these nodes.""",
   "wrong regoin, harbor-euw4 lives exactly where its name says. europe-west1 is only the old crash dump bucket",
   "--region europe-west1", "--region europe-west4"),
  ("Bump that arena node pool to 6 nodes per zone for the weekend event.",
   r"""```sh
gcloud container clusters resize harbor-euw4 \
  --node-pool gs-arena-c2d \
  --num-nodes 6 \
  --region europe-west1 \
  --project lf-tide-prod
```

On a regional cluster `--num-nodes` is per zone, so that is 18 nodes in total.""",
   ["--region europe-west4"], ["--region europe-west1"]),
  ("Where do the symbolicated crash dumps from the game servers end up?",
   "In `gs://lf-tide-crashdumps`, a regional bucket in europe-west1 that predates the move of the clusters. The uploader in each fleet writes to `gs://lf-tide-crashdumps/<fleet>/<date>/`, and a lifecycle rule deletes objects after 30 days."),
  [("--region europe-west1", "--region europe-west4")], holds="regional bucket in europe-west1")

# ---------------------------------------------------------------- 009
S(9, "pubsub-ack-deadline", "paraphrase", "reordered_args", "already_correct",
  ("Create a pull subscription on coffer-purchases for the ledger exporter.",
   r"""```sh
gcloud pubsub subscriptions create ledger-exporter \
  --project lf-tide-prod \
  --topic coffer-purchases \
  --ack-deadline 10 \
  --message-retention-duration 7d
```""",
   "The exporter batches for up to 30 s before it acks, so with 10 every batch gets redelivered. Our default ack deadline is 60.",
   "--ack-deadline 10", "--ack-deadline 60"),
  ("Same for the fraud scorer: a subscription on coffer-purchases, with the flags in equals form please.",
   r"""```sh
gcloud pubsub subscriptions create fraud-scorer --ack-deadline=10 --topic=coffer-purchases --project=lf-tide-prod --enable-message-ordering
```""",
   ["--ack-deadline=60"], [r"re:--ack-deadline[= ]10\b"]),
  ("How do I change the ack deadline on the existing grants-writer subscription?",
   r"""```sh
gcloud pubsub subscriptions update grants-writer \
  --project lf-tide-prod \
  --ack-deadline=60
```

It applies to messages pulled after the update; anything already leased keeps its old deadline."""),
  [("--ack-deadline=10", "--ack-deadline=60")], holds="--ack-deadline=60")

# ---------------------------------------------------------------- 010
S(10, "agones-game-port", "literal", "code_block", "same_topic",
  ("Draft the Agones Fleet for the arena game server in EU.",
   r"""```yaml
apiVersion: agones.dev/v1
kind: Fleet
metadata:
  name: arena-euw4
  namespace: gs-arena
spec:
  replicas: 40
  scheduling: Packed
  template:
    spec:
      ports:
        - name: game
          portPolicy: Dynamic
          containerPort: 7777
          protocol: UDP
      health:
        initialDelaySeconds: 30
        periodSeconds: 10
      template:
        spec:
          containers:
            - name: tide-gs
              image: europe-west4-docker.pkg.dev/lf-tide-prod/harbor/tide-gs:3.14.0
```""",
   "```yaml\n          containerPort: 7654\n```\ntide-gs binds 7654/udp since the netcode rewrite; the other number was the template default.",
   "containerPort: 7777", "containerPort: 7654"),
  ("I need a standalone GameServer manifest to try a build on the dev cluster.",
   r"""```yaml
apiVersion: agones.dev/v1
kind: GameServer
metadata:
  generateName: tide-gs-test-
  namespace: gs-arena
spec:
  ports:
    - name: game
      portPolicy: Dynamic
      containerPort: 7777
      protocol: UDP
  template:
    spec:
      containers:
        - name: tide-gs
          image: europe-west4-docker.pkg.dev/lf-tide-prod/harbor/tide-gs:3.14.1-rc2
```""",
   ["containerPort: 7654"], ["containerPort: 7777"]),
  ("How does tide-gs tell Agones it's ready to take a match?",
   "Through the SDK sidecar. Once the map is loaded, the server calls `Ready()` on the C# SDK component, and from then on tidematch can allocate it. A coroutine sends `Health()` more often than the fleet's `periodSeconds`; if pings stop, Agones marks the GameServer Unhealthy and replaces it."),
  [("containerPort: 7777", "containerPort: 7654")])

# ---------------------------------------------------------------- 011
S(11, "remote-config-fetch-interval", "paraphrase", "equivalent_construct", "lookalike",
  ("How should the client fetch Remote Config on startup?",
   r"""```csharp
async Task InitRemoteConfig()
{
    var rc = FirebaseRemoteConfig.DefaultInstance;
    await rc.SetDefaultsAsync(RemoteDefaults.All);
    await rc.FetchAsync(TimeSpan.Zero);
    await rc.ActivateAsync();
}
```""",
   "TimeSpan.FromHours(1) there. Zero is only OK in dev builds; in production it gets the whole player base throttled after a few relaunches.",
   "rc.FetchAsync(TimeSpan.Zero)", "rc.FetchAsync(TimeSpan.FromHours(1))"),
  ("Add a pull-to-refresh in the shop that re-fetches Remote Config.",
   r"""```csharp
public async void OnShopRefresh()
{
    var remote = FirebaseRemoteConfig.DefaultInstance;
    await remote.FetchAsync(TimeSpan.FromSeconds(0));
    await remote.ActivateAsync();
    shopView.Rebuild(remote.GetValue("shop_layout").StringValue);
}
```""",
   ["FetchAsync(TimeSpan.FromHours(1))"],
   [r"re:FetchAsync\((TimeSpan\.Zero|TimeSpan\.FromSeconds\(0\)|new TimeSpan\(0\))\)"]),
  ("The daily chest timer shows a negative time right at midnight. How do I fix it?",
   r"""```csharp
var remaining = nextChestAt - DateTime.UtcNow;
if (remaining < TimeSpan.Zero)
    remaining = TimeSpan.Zero;
chestLabel.text = remaining.ToString(@"hh\:mm\:ss");
```

Clamp before formatting; the server grants the chest regardless, this only affects the label."""),
  [("FetchAsync(TimeSpan.FromSeconds(0))", "FetchAsync(TimeSpan.FromHours(1))")],
  holds="remaining = TimeSpan.Zero;")

# ---------------------------------------------------------------- 012
S(12, "bq-tables-not-sharded", "paraphrase", "identifier", "lookalike",
  ("How many sessions did we have per platform over the last 14 days?",
   r"""```sql
SELECT platform, COUNT(*) AS sessions
FROM `lf-tide-bi.tide_events.session_start_*`
WHERE _TABLE_SUFFIX BETWEEN FORMAT_DATE('%Y%m%d', DATE_SUB(CURRENT_DATE(), INTERVAL 14 DAY))
                        AND FORMAT_DATE('%Y%m%d', CURRENT_DATE())
GROUP BY platform
```""",
   "tide_events isn't date-sharded. session_start is a single table partitioned on event_date, so filter on event_date; the wildcard matches nothing.",
   "`lf-tide-bi.tide_events.session_start_*`", "`lf-tide-bi.tide_events.session_start`"),
  ("Revenue by SKU over the last 30 days?",
   r"""```sql
SELECT sku, SUM(price_usd) AS revenue_usd
FROM `lf-tide-bi.tide_events.purchase_*`
WHERE _TABLE_SUFFIX >= FORMAT_DATE('%Y%m%d', DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY))
GROUP BY sku
ORDER BY revenue_usd DESC
```""",
   ["`lf-tide-bi.tide_events.purchase`", "event_date"], ["_TABLE_SUFFIX", "tide_events.purchase_*"]),
  ("Count first_open events from the raw Firebase Analytics export for last week.",
   r"""```sql
SELECT COUNT(*) AS first_opens
FROM `lf-tide-bi.analytics_301998245.events_*`
WHERE _TABLE_SUFFIX BETWEEN FORMAT_DATE('%Y%m%d', DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY))
                        AND FORMAT_DATE('%Y%m%d', DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY))
  AND event_name = 'first_open'
```

The Firebase export writes one `events_YYYYMMDD` table per day, so the wildcard plus `_TABLE_SUFFIX` is the way to read it."""),
  [("`lf-tide-bi.tide_events.purchase_*`", "`lf-tide-bi.tide_events.purchase`"),
   ("_TABLE_SUFFIX >= FORMAT_DATE('%Y%m%d', DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY))",
    "event_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)")],
  holds="analytics_301998245.events_*")

# ---------------------------------------------------------------- 013
S(13, "coffer-sidecar-upstream", "literal", "code_block", "already_correct",
  ("nginx sidecar in the coffer pod: proxy /v2/ to the Node process and pass the real client IP through.",
   r"""```nginx
location /v2/ {
    proxy_pass http://127.0.0.1:3000;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_read_timeout 15s;
}
```""",
   "8088.",
   "127.0.0.1:3000", "127.0.0.1:8088"),
  ("Also route the Play RTDN push endpoint /rtdn through the sidecar; those bodies can be bigger.",
   r"""```nginx
location = /rtdn {
    client_max_body_size 256k;
    proxy_pass http://127.0.0.1:3000/rtdn;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
}
```""",
   ["http://127.0.0.1:8088/rtdn"], ["127.0.0.1:3000"]),
  ("Can you show me the upstream block for coffer with keepalive?",
   r"""```nginx
upstream coffer_node {
    server 127.0.0.1:8088;
    keepalive 32;
}
```

In the location use `proxy_http_version 1.1;` and `proxy_set_header Connection "";`, otherwise the keepalive pool is never used."""),
  [("127.0.0.1:3000", "127.0.0.1:8088")], holds="server 127.0.0.1:8088;")

# ---------------------------------------------------------------- 014
S(14, "coffer-node-major", "literal", "reworded", "unrelated",
  ("Write a Dockerfile for coffer.",
   r"""```dockerfile
FROM node:18-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:18-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
USER node
CMD ["node", "dist/server.js"]
```""",
   "Aren't we on Node 20 for coffer? The built-in test runner and the global fetch bits need it, so node:20-bookworm-slim I think.",
   "node:18-bookworm-slim", "node:20-bookworm-slim"),
  ("Trivy flagged the coffer image. Which base are we on, so I know what to bump?",
   "coffer's runtime stage is built on `node:18-bookworm-slim`. Most of what Trivy reports comes from Debian packages in that base, so pulling the newest digest of the same tag usually clears them: rebuild with `--pull` and scan again.",
   ["node:20-bookworm-slim"], ["node:18"]),
  ("What's a cron line for running the stale-lobby sweeper every 10 minutes?",
   r"""```
*/10 * * * * /opt/harbor/bin/sweep-lobbies --older-than 30m >> /var/log/harbor/sweep.log 2>&1
```

The host's cron runs in UTC, which doesn't matter for an every-ten-minutes job."""),
  [("node:18-bookworm-slim", "node:20-bookworm-slim")])

# ---------------------------------------------------------------- 015
S(15, "pubsub-topic-kebab-case", "literal", "casing", "lookalike",
  ("Publish an event to Pub/Sub from coffer once a purchase is validated.",
   r"""```ts
import { PubSub } from "@google-cloud/pubsub";

const pubsub = new PubSub({ projectId: "lf-tide-prod" });
const topic = pubsub.topic("PurchaseValidated");

export async function publishValidated(evt: PurchaseValidated) {
  await topic.publishMessage({ json: evt, attributes: { platform: evt.platform } });
}
```""",
   "Topic names in this project are kebab-case, lower case with dashes: purchase-validated. There is no PascalCase topic.",
   "pubsub.topic(\"PurchaseValidated\")", "pubsub.topic(\"purchase-validated\")"),
  ("And subscribe the grants worker to it?",
   r"""```ts
const sub = pubsub.subscription("grants-worker");
// attached to projects/lf-tide-prod/topics/purchaseValidated
sub.on("message", async (msg) => {
  await grantItems(JSON.parse(msg.data.toString()));
  msg.ack();
});
```""",
   ["topics/purchase-validated"], [r"re:(?i)topics/purchasevalidated"]),
  ("Can you define the TypeScript type for the purchase event payload?",
   r"""```ts
export interface PurchaseValidated {
  playerId: string;
  sku: string;
  platform: "ios" | "android";
  priceMicros: number;
  currency: string;
  validatedAt: string; // ISO 8601, UTC
}
```

It is the payload carried on the purchase-validated topic; the type name stays PascalCase like every other TS type."""),
  [("topics/purchaseValidated", "topics/purchase-validated")], holds="export interface PurchaseValidated {")

# ---------------------------------------------------------------- 016
S(16, "helm-release-naming", "literal", "identifier", "already_correct",
  ("Helm command to deploy coffer 2.8.0 to the EU prod cluster?",
   r"""```sh
helm upgrade --install coffer-prod ./charts/coffer \
  --namespace coffer \
  -f charts/coffer/values-euw4.yaml \
  --set image.tag=2.8.0 \
  --atomic --timeout 10m
```""",
   "Release names are <service>-<region short>, no environment in them because each GCP project is a single environment. So coffer-euw4; with another name helm thinks it's a brand-new release and tries to create everything again.",
   "coffer-prod", "coffer-euw4"),
  ("2.8.0 is bad. How do I roll coffer back to the previous revision in EU?",
   r"""```sh
helm history coffer-prod -n coffer
helm rollback coffer-prod 0 -n coffer --wait
```

Revision 0 means the previous one; look at the history first so you know which image that is.""",
   ["helm rollback coffer-euw4"], ["coffer-prod"]),
  ("How do I see which values the EU coffer release is running with?",
   r"""```sh
helm get values coffer-euw4 -n coffer --all
```

`--all` includes the chart defaults as well as the overrides."""),
  [("coffer-prod", "coffer-euw4")], holds="coffer-euw4")

# ---------------------------------------------------------------- 017
S(17, "scylla-tls-cql-port", "literal", "code_block", "lookalike",
  ("Xandra config for tidematch to talk to Scylla in prod?",
   r"""```elixir
config :tidematch, Tidematch.Scylla,
  nodes: ["scylla.tide.internal:9042"],
  keyspace: "tide_players",
  encryption: true,
  transport_options: [cacertfile: "/etc/harbor/ca/scylla-ca.pem"],
  pool_size: 8
```""",
   "Client TLS is on 9142, the plain listener is firewalled off in prod. And fwiw the CA path you have is right, it's mounted from the scylla-ca secret.",
   "scylla.tide.internal:9042", "scylla.tide.internal:9142"),
  ("Set up the cassandra-driver client in coffer for the entitlements table.",
   r"""```ts
import { Client } from "cassandra-driver";
import { readFileSync } from "node:fs";

export const scylla = new Client({
  contactPoints: ["scylla.tide.internal:9042"],
  localDataCenter: "euw4",
  keyspace: "tide_players",
  sslOptions: { ca: [readFileSync("/etc/harbor/ca/scylla-ca.pem")] },
});
```""",
   ["scylla.tide.internal:9142"], ["scylla.tide.internal:9042"]),
  ("docker-compose service for a local Scylla to run the tidematch tests against?",
   r"""```yaml
services:
  scylla:
    image: scylladb/scylla:5.4
    command: --smp 1 --memory 750M --overprovisioned 1
    ports:
      - "9042:9042"
```

Locally there is no TLS, so the test config points at plain localhost."""),
  [("scylla.tide.internal:9042", "scylla.tide.internal:9142")], holds="\"9042:9042\"")

# ---------------------------------------------------------------- 018
S(18, "bq-safe-divide", "paraphrase", "renamed_identifier", "same_topic",
  ("ARPPU by day for the last month?",
   r"""```sql
SELECT
  event_date,
  SUM(revenue_usd) / COUNTIF(revenue_usd > 0) AS arppu
FROM `lf-tide-bi.tide_events.daily_player`
WHERE event_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)
GROUP BY event_date
ORDER BY event_date
```""",
   "Use SAFE_DIVIDE please. The JP soft-launch days sometimes have no payers at all, and a plain / killed Tuesday's scheduled query with a division by zero.",
   "SUM(revenue_usd) / COUNTIF(revenue_usd > 0)", "SAFE_DIVIDE(SUM(revenue_usd), COUNTIF(revenue_usd > 0))"),
  ("Store conversion per day: buyers over players who opened the store.",
   r"""```sql
SELECT
  event_date,
  COUNTIF(bought) / COUNTIF(opened_store) AS store_cr
FROM `lf-tide-bi.tide_events.daily_player`
WHERE event_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)
GROUP BY event_date
```""",
   ["SAFE_DIVIDE(COUNTIF(bought), COUNTIF(opened_store))"], [r"re:COUNTIF\(bought\)\s*/"]),
  ("Top 20 SKUs by number of distinct buyers last week?",
   r"""```sql
SELECT sku, COUNT(DISTINCT player_id) AS buyers
FROM `lf-tide-bi.tide_events.purchase`
WHERE event_date BETWEEN DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY) AND DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)
GROUP BY sku
ORDER BY buyers DESC
LIMIT 20
```"""),
  [("COUNTIF(bought) / COUNTIF(opened_store)", "SAFE_DIVIDE(COUNTIF(bought), COUNTIF(opened_store))")])

# ---------------------------------------------------------------- 019
S(19, "party-size-trios", "literal", "code_block", "lookalike",
  ("Validate party size when a party joins the queue in tidematch.",
   r"""```elixir
defmodule Tidematch.Queue.Party do
  @max_party_size 4

  def validate(%{members: members}) when length(members) in 1..@max_party_size, do: :ok
  def validate(_), do: {:error, :bad_party_size}
end
```""",
   "trios game. 3.",
   "@max_party_size 4", "@max_party_size 3"),
  ("Write the ExUnit test for oversized parties.",
   r"""```elixir
defmodule Tidematch.Queue.PartyTest do
  use ExUnit.Case, async: true
  alias Tidematch.Queue.Party

  @max_party_size 4

  test "rejects a party one above the limit" do
    members = for i <- 1..(@max_party_size + 1), do: "p#{i}"
    assert {:error, :bad_party_size} = Party.validate(%{members: members})
  end
end
```""",
   ["@max_party_size 3"], ["@max_party_size 4"]),
  ("How many teams go into one arena match, and where is that set?",
   r"""```elixir
# lib/tidematch/arena.ex
@teams_per_match 4
@team_size 3
```

Four teams of three, so a full arena lobby is 12 players; the matcher completes teams first and only then fills the lobby."""),
  [("@max_party_size 4", "@max_party_size 3")], holds="@teams_per_match 4")

# ---------------------------------------------------------------- 020
S(20, "gameservers-namespace", "literal", "identifier", "lookalike",
  ("List the arena game servers that are Allocated right now in EU.",
   r"""```sh
kubectl --context harbor-euw4 get gameservers -n agones-system | grep Allocated
```

The STATE column shows Ready, Allocated or Shutdown for each one.""",
   "We don't run game servers in agones-system, that's only the controller and the allocator. Fleets are in gs-arena.",
   "-n agones-system", "-n gs-arena"),
  ("How many replicas does the arena-euw4 fleet have and how many are ready?",
   r"""```sh
kubectl --context harbor-euw4 get fleet arena-euw4 -n agones-system
```

DESIRED, CURRENT, ALLOCATED and READY are all in the default columns.""",
   ["-n gs-arena"], ["-n agones-system"]),
  ("The allocator is returning 500s. Where do I look?",
   r"""```sh
kubectl --context harbor-euw4 logs -n agones-system deploy/agones-allocator --since=15m
kubectl --context harbor-euw4 logs -n agones-system deploy/agones-controller --since=15m | grep -i error
```

If the allocator logs that no GameServer is available, the fleet has simply run out of Ready servers."""),
  [("-n agones-system", "-n gs-arena")], holds="logs -n agones-system deploy/agones-allocator")

# ---------------------------------------------------------------- 021
S(21, "ios-self-hosted-runners", "literal", "code_block", "same_topic",
  ("GitHub Actions job that builds the iOS archive with fastlane on every push to a release branch.",
   r"""```yaml
jobs:
  ios-archive:
    runs-on: macos-14
    timeout-minutes: 90
    steps:
      - uses: actions/checkout@v4
        with:
          lfs: true
      - run: bundle install
        working-directory: ios
      - run: bundle exec fastlane ios archive
        working-directory: ios
```""",
   "Hi, thanks for this! We don't build iOS on GitHub-hosted macs though, the Unity license and the signing certs live on our own minis. It's `runs-on: [self-hosted, macos, xcode15]`.",
   "runs-on: macos-14", "runs-on: [self-hosted, macos, xcode15]"),
  ("Add a nightly workflow that runs the iOS UI smoke tests.",
   r"""```yaml
on:
  schedule:
    - cron: "30 2 * * *"
jobs:
  ios-smoke:
    runs-on: macos-14
    steps:
      - uses: actions/checkout@v4
      - run: bundle exec fastlane ios smoke
        working-directory: ios
```""",
   ["runs-on: [self-hosted, macos, xcode15]"], ["runs-on: macos-14"]),
  ("And the Android AAB build, where does that run?",
   r"""```yaml
  android-aab:
    runs-on: [self-hosted, linux, unity]
    steps:
      - uses: actions/checkout@v4
        with:
          lfs: true
      - run: bundle exec fastlane android build
        working-directory: android
```

Android also needs the Unity license, which is why it runs on the self-hosted Linux box rather than a hosted Ubuntu runner."""),
  [("runs-on: macos-14", "runs-on: [self-hosted, macos, xcode15]")])

# ---------------------------------------------------------------- 022
S(22, "unity-editor-version", "literal", "reworded", "already_correct",
  ("Which Unity version should I put in the GameCI workflow?",
   r"""```yaml
- uses: game-ci/unity-builder@v4
  with:
    unityVersion: 2022.3.10f1
    targetPlatform: Android
```""",
   "It has to match ProjectSettings/ProjectVersion.txt, and that says 2022.3.21f1 since the IL2CPP crash fix.",
   "2022.3.10f1", "2022.3.21f1"),
  ("New laptop. Which editor do I install from Unity Hub to open Tidecaller?",
   "Install 2022.3.10f1 with the Android Build Support and iOS Build Support modules (tick OpenJDK and the Android SDK & NDK tools too). Opening the project in any other patch version triggers a full reimport and can rewrite serialized assets, so match it exactly.",
   ["2022.3.21f1"], ["2022.3.10f1"]),
  ("What does ProjectVersion.txt say right now?",
   r"""```
m_EditorVersion: 2022.3.21f1
m_EditorVersionWithRevision: 2022.3.21f1 (b3b2c6512326)
```"""),
  [("2022.3.10f1", "2022.3.21f1")], holds="m_EditorVersion: 2022.3.21f1")

# ---------------------------------------------------------------- 023
S(23, "tf-google-provider-5x", "paraphrase", "equivalent_construct", "unrelated",
  ("Terraform provider block for the harbor infra repo?",
   r"""```hcl
terraform {
  required_version = ">= 1.6"
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = "~> 4.84"
    }
  }
}
```""",
   "We moved to the 5.x provider in March. The pin is ~> 5.30; anything 4.x breaks the new GKE node pool arguments.",
   "version = \"~> 4.84\"", "version = \"~> 5.30\""),
  ("Add google-beta to the same block, we need it for some of the GKE features Agones uses.",
   r"""```hcl
terraform {
  required_providers {
    google = {
      source  = "hashicorp/google"
      version = ">= 4.84, < 5.0"
    }
    google-beta = {
      source  = "hashicorp/google-beta"
      version = ">= 4.84, < 5.0"
    }
  }
}
```""",
   ["version = \"~> 5.30\""], [r're:version\s*=\s*"[^"]*\b4\.\d']),
  ("jq one-liner to list every parameter key in the Remote Config template?",
   r"""```sh
jq -r '.parameters | keys[]' remote-config/template.json
```

Append `, (.parameterGroups // {} | .[].parameters | keys[])` inside the filter if you also want the grouped ones."""),
  [("\">= 4.84, < 5.0\"", "\"~> 5.30\"")])

# ---------------------------------------------------------------- 024
S(24, "default-branch-trunk", "literal", "code_block", "lookalike",
  ("Workflow trigger that runs the backend tests on every push to the default branch and on PRs?",
   r"""```yaml
on:
  push:
    branches: [master]
  pull_request:
```""",
   "our default branch is trunk, ther's no master in any harbor repo",
   "branches: [master]", "branches: [trunk]"),
  ("The deploy job should only run for pushes to the default branch. What's the condition?",
   r"""```yaml
  deploy:
    needs: test
    if: github.event_name == 'push' && github.ref == 'refs/heads/master'
    runs-on: [self-hosted, linux, deploy]
```""",
   ["refs/heads/trunk"], [r"re:\bmaster\b"]),
  ("Unity: lower the overall game volume from the settings slider?",
   r"""```csharp
public AudioMixer mixer;

public void OnVolumeSlider(float value)
{
    // slider runs 0.0001..1, the mixer wants decibels
    mixer.SetFloat("MasterVolume", Mathf.Log10(value) * 20f);
}
```

Expose the Master group's volume in the mixer as `MasterVolume` first."""),
  [("refs/heads/master", "refs/heads/trunk")], holds="mixer.SetFloat(\"MasterVolume\"")

# ---------------------------------------------------------------- 025
S(25, "gameserver-grace-period", "literal", "code_block", "lookalike",
  ("Pod template settings so a game server isn't killed mid-match when its node is drained.",
   r"""```yaml
template:
  spec:
    terminationGracePeriodSeconds: 30
    containers:
      - name: tide-gs
        lifecycle:
          preStop:
            exec:
              command: ["/app/tide-gs", "--drain"]
```""",
   "A match runs up to 14 minutes, so that cuts it off. We use 900 on every game server pod.",
   "terminationGracePeriodSeconds: 30", "terminationGracePeriodSeconds: 900"),
  ("Same settings for the tutorial fleet's game servers?",
   r"""```yaml
apiVersion: agones.dev/v1
kind: Fleet
metadata:
  name: tutorial-euw4
  namespace: gs-arena
spec:
  replicas: 6
  template:
    spec:
      ports:
        - name: game
          containerPort: 7654
          protocol: UDP
      template:
        spec:
          terminationGracePeriodSeconds: 30
          containers:
            - name: tide-gs
              args: ["--mode", "tutorial"]
```""",
   ["terminationGracePeriodSeconds: 900"], [r"re:terminationGracePeriodSeconds: 30\b"]),
  ("coffer deployment: what grace period and probes should it have?",
   r"""```yaml
spec:
  template:
    spec:
      terminationGracePeriodSeconds: 30
      containers:
        - name: coffer
          readinessProbe:
            httpGet: { path: /readyz, port: 8088 }
          livenessProbe:
            httpGet: { path: /healthz, port: 8088 }
```

coffer requests finish in well under a second, so the default 30 seconds is plenty."""),
  [("terminationGracePeriodSeconds: 30", "terminationGracePeriodSeconds: 900")],
  holds="terminationGracePeriodSeconds: 30")

# ---------------------------------------------------------------- 026
S(26, "bq-date-diff-order", "paraphrase", "reordered_args", "lookalike",
  ("Players by days since install, for the D1/D7/D30 chart.",
   r"""```sql
SELECT
  DATE_DIFF(install_date, event_date, DAY) AS days_since_install,
  COUNT(DISTINCT player_id) AS players
FROM `lf-tide-bi.tide_events.daily_player`
GROUP BY days_since_install
HAVING days_since_install IN (1, 7, 30)
```""",
   "That comes out negative. BigQuery's DATE_DIFF takes the later date first: DATE_DIFF(event_date, install_date, DAY).",
   "DATE_DIFF(install_date, event_date, DAY)", "DATE_DIFF(event_date, install_date, DAY)"),
  ("Median number of days between install and first purchase?",
   r"""```sql
SELECT
  APPROX_QUANTILES(DATE_DIFF(install_date, first_purchase_date, DAY), 2)[OFFSET(1)] AS median_days
FROM `lf-tide-bi.tide_events.player_firsts`
WHERE first_purchase_date IS NOT NULL
```""",
   ["DATE_DIFF(first_purchase_date, install_date, DAY)"], ["DATE_DIFF(install_date, first_purchase_date"]),
  ("How many days are left in the current season?",
   r"""```sql
SELECT DATE_DIFF(season_end, CURRENT_DATE(), DAY) AS days_left
FROM `lf-tide-bi.live_ops.seasons`
WHERE CURRENT_DATE() BETWEEN season_start AND season_end
```"""),
  [("DATE_DIFF(install_date, first_purchase_date, DAY)", "DATE_DIFF(first_purchase_date, install_date, DAY)")],
  holds="DATE_DIFF(season_end, CURRENT_DATE(), DAY)")

# ---------------------------------------------------------------- 027
S(27, "unity-unscaled-time-paused", "paraphrase", "renamed_identifier", "lookalike",
  ("Countdown on the pause menu for the 'rejoin match' button, 20 seconds.",
   r"""```csharp
void Update()
{
    if (!rejoinPending) return;
    rejoinRemaining -= Time.deltaTime;
    rejoinLabel.text = Mathf.CeilToInt(rejoinRemaining).ToString();
    if (rejoinRemaining <= 0f) ForfeitRejoin();
}
```""",
   "Time.unscaledDeltaTime. The pause menu sets timeScale to 0, so with the scaled one that countdown never moves.",
   "rejoinRemaining -= Time.deltaTime;", "rejoinRemaining -= Time.unscaledDeltaTime;"),
  ("Also a small pulsing animation on the paused icon?",
   r"""```csharp
void Update()
{
    pulsePhase += Time.deltaTime * pulseSpeed;
    float s = 1f + 0.08f * Mathf.Sin(pulsePhase);
    pausedIcon.localScale = new Vector3(s, s, 1f);
}
```""",
   ["pulsePhase += Time.unscaledDeltaTime * pulseSpeed;"], [r"re:Time\.deltaTime"]),
  ("Move the player's boat in the joystick direction each frame.",
   r"""```csharp
void Update()
{
    Vector2 input = joystick.Direction;
    var velocity = new Vector3(input.x, 0f, input.y) * maxSpeed;
    transform.position += velocity * Time.deltaTime;
}
```

Gameplay should freeze when the game is paused, so the scaled delta is the right one here."""),
  [("pulsePhase += Time.deltaTime * pulseSpeed;", "pulsePhase += Time.unscaledDeltaTime * pulseSpeed;")],
  holds="velocity * Time.deltaTime")

# ---------------------------------------------------------------- 028
S(28, "bq-dataset-location-eu", "literal", "identifier", "lookalike",
  ("Create a scratch BigQuery dataset for my churn experiment.",
   r"""```sh
bq mk --dataset --location=europe-west4 \
  --default_table_expiration 1209600 \
  lf-tide-bi:scratch_churn_ines
```

Tables in it expire after 14 days.""",
   "--location=EU please; tide_events is in the EU multi-region and BigQuery won't join across locations.",
   "--location=europe-west4", "--location=EU"),
  ("Load the exported survey CSV into a new dataset so I can join it with tide_events.",
   r"""```sh
bq mk --dataset --location=europe-west4 lf-tide-bi:survey_2024q2
bq load --source_format=CSV --skip_leading_rows=1 --autodetect \
  lf-tide-bi:survey_2024q2.responses gs://lf-tide-bi-imports/survey_q2.csv
```""",
   ["--location=EU"], ["--location=europe-west4"]),
  ("Create the Artifact Registry repository for the harbor images.",
   r"""```sh
gcloud artifacts repositories create harbor \
  --project lf-tide-prod \
  --repository-format=docker \
  --location=europe-west4
```

Same region as the EU cluster, so image pulls stay in-region."""),
  [("--location=europe-west4", "--location=EU")], holds="--location=europe-west4")

# ---------------------------------------------------------------- 029
S(29, "remote-config-device-os", "literal", "casing", "same_topic",
  ("Remote Config condition for iOS players only?",
   r"""```json
{
  "conditions": [
    {
      "name": "ios_players",
      "expression": "device.os == 'iOS'",
      "tagColor": "BLUE"
    }
  ]
}
```""",
   "the condition language wants lower case, device.os == 'ios'. the 'iOS' one matches nobody, which is why the sale never showed on iphones",
   "device.os == 'iOS'", "device.os == 'ios'"),
  ("Condition for iOS players on 3.14 or newer?",
   r"""```json
{
  "name": "ios_314_plus",
  "expression": "device.os == 'IOS' && app.version.>=(['3.14.0'])",
  "tagColor": "PURPLE"
}
```""",
   ["device.os == 'ios'"], [r"re:device\.os == '(?!ios')[iI][oO][sS]'"]),
  ("Condition for Android players in Japan?",
   r"""```json
{
  "name": "android_jp",
  "expression": "device.os == 'android' && device.country in ['JP']",
  "tagColor": "GREEN"
}
```"""),
  [("device.os == 'IOS'", "device.os == 'ios'")])

# ---------------------------------------------------------------- 030
S(30, "coffer-v2-receipt-routes", "paraphrase", "renamed_identifier", "lookalike",
  ("From the Unity client, post an App Store transaction to coffer for validation.",
   r"""```csharp
IEnumerator ValidateApple(string txId)
{
    var body = JsonUtility.ToJson(new AppleReceiptRequest { transactionId = txId, playerId = session.PlayerId });
    using var req = new UnityWebRequest($"{StoreHost}/v1/receipts/apple", "POST");
    req.uploadHandler = new UploadHandlerRaw(Encoding.UTF8.GetBytes(body));
    req.downloadHandler = new DownloadHandlerBuffer();
    req.SetRequestHeader("Content-Type", "application/json");
    yield return req.SendWebRequest();
}
```""",
   "coffer's v1 routes were retired with 3.0; everything lives under /v2/receipts/ now.",
   "/v1/receipts/apple", "/v2/receipts/apple"),
  ("And the Google Play version of that call?",
   r"""```csharp
IEnumerator ValidateGoogle(string productId, string purchaseToken)
{
    var body = JsonUtility.ToJson(new PlayReceiptRequest { productId = productId, token = purchaseToken });
    using var req = new UnityWebRequest($"{StoreHost}/v1/receipts/google", "POST");
    req.uploadHandler = new UploadHandlerRaw(Encoding.UTF8.GetBytes(body));
    req.downloadHandler = new DownloadHandlerBuffer();
    req.SetRequestHeader("Content-Type", "application/json");
    yield return req.SendWebRequest();
}
```""",
   ["/v2/receipts/google"], ["/v1/receipts/"]),
  ("How does coffer look up a transaction with Apple's App Store Server API?",
   r"""```ts
const url = `https://api.storekit.itunes.apple.com/inApps/v1/transactions/${transactionId}`;
const res = await fetch(url, { headers: { Authorization: `Bearer ${signAppStoreJwt()}` } });
if (!res.ok) throw new AppleApiError(res.status);
const { signedTransactionInfo } = await res.json();
```

The signed transaction is a JWS; coffer verifies its certificate chain before trusting any field."""),
  [("/v1/receipts/google", "/v2/receipts/google")], holds="/inApps/v1/transactions/")

# ---------------------------------------------------------------- 031
S(31, "tf-state-bucket", "literal", "code_block", "already_correct",
  ("Backend block for the new pubsub Terraform stack?",
   r"""```hcl
terraform {
  backend "gcs" {
    bucket = "lf-tide-terraform-state"
    prefix = "harbor/pubsub"
  }
}
```""",
   "bucket = \"lf-harbor-tfstate\". The one you wrote was deleted after the migration, init will just 404.",
   "lf-tide-terraform-state", "lf-harbor-tfstate"),
  ("Backend for the agones-fleets stack too?",
   r"""```hcl
terraform {
  backend "gcs" {
    bucket = "lf-tide-terraform-state"
    prefix = "harbor/agones-fleets"
  }
}
```""",
   ["bucket = \"lf-harbor-tfstate\""], ["lf-tide-terraform-state"]),
  ("How do I list the state prefixes we have?",
   r"""```sh
gsutil ls gs://lf-harbor-tfstate/harbor/
```

Each stack has its own prefix, and object versioning on the bucket lets you recover an older state file."""),
  [("lf-tide-terraform-state", "lf-harbor-tfstate")], holds="gs://lf-harbor-tfstate/harbor/")

# ---------------------------------------------------------------- 032
S(32, "client-version-header", "literal", "casing", "already_correct",
  ("Attach the client version to every request the Unity client makes.",
   r"""```csharp
public static void Decorate(UnityWebRequest req)
{
    req.SetRequestHeader("X-Client-Build", Application.version);
    req.SetRequestHeader("X-Platform", Application.platform.ToString());
}
```""",
   "Our gateways read X-Tide-Client-Version; nothing looks at X-Client-Build, so the force-update check never fires.",
   "\"X-Client-Build\"", "\"X-Tide-Client-Version\""),
  ("In coffer, read the client version off the request and reject anything below 3.10.",
   r"""```ts
app.use((req, res, next) => {
  const v = req.headers["x-client-build"];
  if (typeof v !== "string" || semver.lt(v, "3.10.0")) {
    return res.status(426).json({ error: "update_required" });
  }
  next();
});
```""",
   [r"re:(?i)x-tide-client-version"], [r"re:(?i)x-client-build"]),
  ("Which client version fields does tidematch look at?",
   "The Phoenix socket takes the version from the connect params (`client_version`), and the HTTP API behind the gateway reads the `X-Tide-Client-Version` header. Both are filled from `Application.version` on the client."),
  [("\"x-client-build\"", "\"x-tide-client-version\"")], holds="X-Tide-Client-Version")

# ---------------------------------------------------------------- 033
S(33, "agones-packed-scheduling", "literal", "casing", "unrelated",
  ("Which scheduling strategy should the arena fleet use on GKE?",
   "Use `scheduling: Distributed`. It spreads game servers evenly over the nodes, which keeps per-node CPU contention low at peak.",
   "On GKE with the cluster autoscaler we want Packed, otherwise scale-down never finds an empty node and we pay for half-empty machines all night. Packed is what every other fleet uses.",
   "scheduling: Distributed", "scheduling: Packed"),
  ("Write the fleet header and the FleetAutoscaler for the new ranked fleet.",
   r"""```yaml
apiVersion: agones.dev/v1
kind: Fleet
metadata:
  name: ranked-euw4
  namespace: gs-arena
spec:
  scheduling: distributed
  replicas: 20
---
apiVersion: autoscaling.agones.dev/v1
kind: FleetAutoscaler
metadata:
  name: ranked-euw4-buffer
  namespace: gs-arena
spec:
  fleetName: ranked-euw4
  policy:
    type: Buffer
    buffer:
      bufferSize: 5
      minReplicas: 10
      maxReplicas: 200
```""",
   ["scheduling: Packed"], [r"re:(?i)scheduling: distributed"]),
  ("How do I make nginx gzip the JSON responses coffer sends?",
   r"""```nginx
gzip on;
gzip_types application/json;
gzip_min_length 1024;
gzip_proxied any;
```

`gzip_proxied any` matters here because requests reach nginx through the load balancer with a Via header."""),
  [("scheduling: distributed", "scheduling: Packed")])

# ---------------------------------------------------------------- 034
S(34, "cql-local-quorum-reads", "literal", "casing", "same_topic",
  ("cqlsh: check a player's inventory right after a grant to confirm it landed.",
   r"""```sql
CONSISTENCY LOCAL_ONE;
SELECT item_id, qty FROM tide_players.inventory WHERE player_id = 0b6c2f7e-91a4-4d1e-8b3c-7e2a5f9d1c08;
```""",
   "Use LOCAL_QUORUM. Grants are written at LOCAL_QUORUM and a LOCAL_ONE read can hit the replica that doesn't have it yet; that's how support ended up 'confirming' missing gems last week.",
   "CONSISTENCY LOCAL_ONE;", "CONSISTENCY LOCAL_QUORUM;"),
  ("Small cqlsh script I can feed with -f to check the entitlement rows for a few transactions?",
   r"""```sql
consistency local_one;
select transaction_id, sku, granted_at from tide_players.entitlements where transaction_id in ('2000000612345678', '2000000612345679');
```""",
   [r"re:(?i)consistency local_quorum;"], [r"re:(?i)local_one"]),
  ("How do I see how much disk tide_players.inventory takes on a node?",
   r"""```sh
nodetool tablestats tide_players.inventory | grep -E 'Space used \(live\)|SSTable count'
```

Run it on each node; the figures are per node, not for the whole cluster."""),
  [("consistency local_one;", "consistency local_quorum;")])

# ---------------------------------------------------------------- 035
S(35, "oncall-handover-time", "literal", "reworded", "unrelated",
  ("When does the harbor on-call rotation hand over?",
   "The rotation hands over every Monday 09:00 CET. The outgoing person posts a short handover note in #harbor-oncall and the PagerDuty schedule flips at the same moment.",
   "Handover is Wednesday 10:00 CET, it moved so nobody starts their shift on a release day. The rest is right.",
   "Monday 09:00", "Wednesday 10:00"),
  ("I'm on call next week. When exactly do I pick up the pager?",
   "You take over at the weekly handover, Monday 09:00 CET. Read the previous person's note in #harbor-oncall first, and check that PagerDuty lists you as primary once it flips.",
   ["Wednesday 10:00"], ["Monday 09:00"]),
  ("What's the Unity API to keep the screen from dimming during a match?",
   "Set `Screen.sleepTimeout = SleepTimeout.NeverSleep;` when the match starts and put it back to `SleepTimeout.SystemSetting` when it ends, so the menus follow the device setting."),
  [("Monday 09:00", "Wednesday 10:00")])

# ---------------------------------------------------------------- 036
S(36, "coffer-owner", "literal", "reworded", "already_correct",
  ("Who owns coffer? I want to change how refunds are recorded.",
   "coffer is owned by Tomasz Wilk, and changes to the refund path need his review; CODEOWNERS lists him for `src/refunds/`.",
   "Tomasz moved to the tools team in April. Priya Raman owns coffer now, she's the one to ask.",
   "Tomasz Wilk", "Priya Raman"),
  ("Who should review my PR to coffer's receipt retry logic?",
   "Ask Tomasz Wilk, who owns coffer; he is the required reviewer for anything under `src/receipts/`.",
   ["Priya Raman"], ["Tomasz"]),
  ("Who do I talk to about adding a new currency to the store?",
   "Priya Raman, who owns coffer, plus someone from live-ops for the price tiers; a new currency touches both the SKU table and the tax mapping."),
  [("Tomasz Wilk", "Priya Raman")], holds="Priya Raman")

# ---------------------------------------------------------------- 037
S(37, "play-rollout-start", "literal", "reworded", "unrelated",
  ("Fastlane lane that promotes the Android build to production as a staged rollout.",
   r"""```ruby
lane :promote_prod do
  upload_to_play_store(
    track: "internal",
    track_promote_to: "production",
    rollout: "0.2",
    skip_upload_aab: true
  )
end
```""",
   "Please start at 2 percent (rollout: \"0.02\"), that's the rule for the first day of every train. Twenty percent is day three.",
   "rollout: \"0.2\"", "rollout: \"0.02\""),
  ("The release captain asked me how the 3.15 production rollout gets started. What do I tell them?",
   "Tell them to run the `promote_prod` lane: it calls `upload_to_play_store` with `rollout: \"0.2\"`, promoting the build from internal to production without uploading a new AAB.",
   ["rollout: \"0.02\""], ["rollout: \"0.2\""]),
  ("How can I tail the tidematch logs of one pod?",
   r"""```sh
kubectl --context harbor-euw4 -n tidematch logs -f tidematch-7c9d5b6f4-x2kq8 --since=10m
```

Add `-c tidematch` when the pod also runs the metrics sidecar."""),
  [("rollout: \"0.2\"", "rollout: \"0.02\"")])

# ---------------------------------------------------------------- 038
S(38, "artifact-registry-images", "literal", "identifier", "already_correct",
  ("Tag and push the coffer image from my machine.",
   r"""```sh
docker build -t gcr.io/lf-tide-prod/coffer:2.8.1 .
docker push gcr.io/lf-tide-prod/coffer:2.8.1
```""",
   "we're not on gcr anymore, images go to europe-west4-docker.pkg.dev/lf-tide-prod/harbor/<name>",
   "gcr.io/lf-tide-prod", "europe-west4-docker.pkg.dev/lf-tide-prod/harbor"),
  ("Build and push the tidematch release image for 1.43.0?",
   r"""```sh
docker build -f rel/Dockerfile -t gcr.io/lf-tide-prod/tidematch:1.43.0 .
docker push gcr.io/lf-tide-prod/tidematch:1.43.0
```""",
   ["europe-west4-docker.pkg.dev/lf-tide-prod/harbor/tidematch:1.43.0"], ["gcr.io/"]),
  ("How do I set docker up to push to our registry?",
   r"""```sh
gcloud auth configure-docker europe-west4-docker.pkg.dev
```

After that, `docker push europe-west4-docker.pkg.dev/lf-tide-prod/harbor/<image>:<tag>` works with your gcloud credentials."""),
  [("gcr.io/lf-tide-prod", "europe-west4-docker.pkg.dev/lf-tide-prod/harbor")],
  holds="europe-west4-docker.pkg.dev/lf-tide-prod/harbor/")

# ---------------------------------------------------------------- 039
S(39, "gke-regional-credentials", "paraphrase", "reordered_args", "same_topic",
  ("Get kubectl credentials for the EU prod cluster?",
   r"""```sh
gcloud container clusters get-credentials harbor-euw4 --zone europe-west4-b --project lf-tide-prod
```""",
   "hmm, harbor clusters are regional, not zonal. so that flag won't find it",
   "--zone europe-west4-b", "--region europe-west4"),
  ("And for the US cluster, with the project flag first like in our runbook?",
   r"""```sh
gcloud container clusters get-credentials --project=lf-tide-prod --zone=us-east4-a harbor-use4
```""",
   ["--region=us-east4"], [r"re:--zone"]),
  ("How do I rename the long generated context to just harbor-euw4?",
   r"""```sh
kubectl config rename-context gke_lf-tide-prod_europe-west4_harbor-euw4 harbor-euw4
```

The runbooks all assume the short names, so do the same for harbor-use4 and harbor-ane1."""),
  [("--zone=us-east4-a", "--region=us-east4")])

# ---------------------------------------------------------------- 040
S(40, "redis-zadd-arg-order", "paraphrase", "reordered_args", "already_correct",
  ("Record a player's score on the weekly board from tidematch with Redix.",
   r"""```elixir
def record_score(conn, week, player_id, score) do
  key = "lb:week:#{week}"
  Redix.command(conn, ["ZADD", key, player_id, Integer.to_string(score)])
end
```""",
   "```elixir\nRedix.command(conn, [\"ZADD\", key, Integer.to_string(score), player_id])\n```\nscore goes before the member.",
   "[\"ZADD\", key, player_id, Integer.to_string(score)]", "[\"ZADD\", key, Integer.to_string(score), player_id]"),
  ("Same for the guild board, but only keep the best score (GT).",
   r"""```elixir
def record_guild(conn, season, guild_id, points) do
  Redix.command(conn, ["ZADD", "lb:guild:#{season}", "GT", guild_id, Integer.to_string(points)])
end
```""",
   ["\"GT\", Integer.to_string(points), guild_id]"], [r're:"GT", guild_id']),
  ("Add points to a player's running total on the event board.",
   r"""```elixir
Redix.command(conn, ["ZINCRBY", "lb:event:#{event_id}", Integer.to_string(delta), player_id])
```

ZINCRBY takes the increment before the member, same order as ZADD."""),
  [("\"GT\", guild_id, Integer.to_string(points)]", "\"GT\", Integer.to_string(points), guild_id]")],
  holds="[\"ZINCRBY\", \"lb:event:#{event_id}\", Integer.to_string(delta), player_id]")

# ---------------------------------------------------------------- 041
S(41, "bq-format-timestamp-args", "paraphrase", "reordered_args", "unrelated",
  ("Hourly purchase counts in UTC for yesterday, with a readable hour label.",
   r"""```sql
SELECT
  FORMAT_TIMESTAMP(event_ts, '%Y-%m-%d %H:00') AS hour,
  COUNT(*) AS purchases
FROM `lf-tide-bi.tide_events.purchase`
WHERE event_date = DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)
GROUP BY hour
ORDER BY hour
```""",
   "FORMAT_TIMESTAMP takes the format string first and the timestamp second, that's a signature error as written.",
   "FORMAT_TIMESTAMP(event_ts, '%Y-%m-%d %H:00')", "FORMAT_TIMESTAMP('%Y-%m-%d %H:00', event_ts)"),
  ("Same idea but the Tokyo local hour of day, for JP players over the last week.",
   r"""```sql
SELECT
  FORMAT_TIMESTAMP(event_ts, '%H', 'Asia/Tokyo') AS jst_hour,
  COUNT(*) AS purchases
FROM `lf-tide-bi.tide_events.purchase`
WHERE event_date >= DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)
  AND country = 'JP'
GROUP BY jst_hour
ORDER BY jst_hour
```""",
   ["FORMAT_TIMESTAMP('%H', event_ts, 'Asia/Tokyo')"], [r"re:FORMAT_TIMESTAMP\(\s*event_ts"]),
  ("How do I stop fastlane from asking for an Apple 2FA code in CI?",
   r"""Use an App Store Connect API key instead of an Apple ID session:

```ruby
api_key = app_store_connect_api_key(
  key_id: ENV["ASC_KEY_ID"],
  issuer_id: ENV["ASC_ISSUER_ID"],
  key_content: ENV["ASC_KEY_P8"]
)
upload_to_testflight(api_key: api_key)
```"""),
  [("FORMAT_TIMESTAMP(event_ts, '%H', 'Asia/Tokyo')", "FORMAT_TIMESTAMP('%H', event_ts, 'Asia/Tokyo')")])

# ---------------------------------------------------------------- 042
S(42, "phoenix-pubsub-arg-order", "paraphrase", "reordered_args", "same_topic",
  ("Broadcast to everyone watching a region's queue when a ticket is added.",
   r"""```elixir
def notify_ticket_added(region, ticket) do
  Phoenix.PubSub.broadcast("queue:" <> region, Tidematch.PubSub, {:ticket_added, ticket.id})
end
```""",
   "Argument order is off: the PubSub server name is the first argument, then the topic.",
   "Phoenix.PubSub.broadcast(\"queue:\" <> region, Tidematch.PubSub,",
   "Phoenix.PubSub.broadcast(Tidematch.PubSub, \"queue:\" <> region,"),
  ("In the match LiveView on the ops dashboard, subscribe to that match's updates on mount.",
   r"""```elixir
def mount(%{"id" => match_id}, _session, socket) do
  if connected?(socket) do
    Phoenix.PubSub.subscribe("match:" <> match_id, Tidematch.PubSub)
  end

  {:ok, assign(socket, match_id: match_id, events: [])}
end
```""",
   ["Phoenix.PubSub.subscribe(Tidematch.PubSub, \"match:\" <> match_id)"], [r're:PubSub\.subscribe\(\s*"']),
  ("How does a player's channel join the queue topic in tidematch?",
   r"""```elixir
def join("queue:" <> region, _params, socket) do
  send(self(), :after_join)
  {:ok, assign(socket, :region, region)}
end
```

Phoenix subscribes the channel to its topic itself once join returns `{:ok, socket}`; there is no manual PubSub call."""),
  [("Phoenix.PubSub.subscribe(\"match:\" <> match_id, Tidematch.PubSub)",
    "Phoenix.PubSub.subscribe(Tidematch.PubSub, \"match:\" <> match_id)")])

# ---------------------------------------------------------------- 043
S(43, "helm-release-before-chart", "paraphrase", "reordered_args", "unrelated",
  ("Deploy the tidematch chart to the EU cluster.",
   r"""```sh
helm upgrade --install ./charts/tidematch tidematch-euw4 \
  -n tidematch -f charts/tidematch/values-euw4.yaml --atomic
```""",
   "The release name comes first and the chart second. As written helm takes ./charts/tidematch as the release name and refuses it.",
   "helm upgrade --install ./charts/tidematch tidematch-euw4", "helm upgrade --install tidematch-euw4 ./charts/tidematch"),
  ("Now coffer in the US cluster with its US values file.",
   r"""```sh
helm upgrade --install -n coffer -f charts/coffer/values-use4.yaml ./charts/coffer coffer-use4 --atomic
```""",
   ["coffer-use4 ./charts/coffer"], ["./charts/coffer coffer-use4"]),
  ("Quick way to find which Unity scenes use a given prefab?",
   r"""For the open scene, right-click the prefab in the Project window and pick Find References In Scene. Across every scene, search the scene files for the prefab's GUID from its .meta file:

```sh
grep -rl "$(awk '/guid:/{print $2}' Assets/Prefabs/Buoy.prefab.meta)" Assets/Scenes
```"""),
  [("./charts/coffer coffer-use4", "coffer-use4 ./charts/coffer")])

# ---------------------------------------------------------------- 044
S(44, "unity-no-null-propagation", "paraphrase", "equivalent_construct", "unrelated",
  ("Stop the hit VFX when the projectile despawns.",
   r"""```csharp
void OnDespawn()
{
    spawnedFx?.Stop();
    spawnedFx = null;
}
```""",
   "Don't use ?. on Unity objects. It skips Unity's destroyed-object check, so a destroyed ParticleSystem isn't null to it and Stop() throws. Spell it out: if (spawnedFx != null).",
   "spawnedFx?.Stop();", "if (spawnedFx != null) spawnedFx.Stop();"),
  ("Cache the buoy's renderer and fetch it lazily.",
   r"""```csharp
Renderer cachedRenderer;

Renderer BuoyRenderer => cachedRenderer ??= GetComponent<Renderer>();
```""",
   ["if (cachedRenderer == null)"], [r"re:\?\?=?\s*GetComponent", r"re:cachedRenderer\?\."]),
  ("Bash: how do I get yesterday's date as YYYY-MM-DD on the build machines?",
   "`date -u -d yesterday +%F` on the Linux runners. The mac minis have BSD date, where it is `date -u -v-1d +%F`."),
  [(WHOLE, "```csharp\nRenderer cachedRenderer;\n\nRenderer BuoyRenderer\n{\n    get\n    {\n        if (cachedRenderer == null) cachedRenderer = GetComponent<Renderer>();\n        return cachedRenderer;\n    }\n}\n```")])

# ---------------------------------------------------------------- 045
S(45, "hmac-timing-safe-compare", "paraphrase", "equivalent_construct", "already_correct",
  ("Verify the HMAC signature on the live-ops webhook in coffer.",
   r"""```ts
import { createHmac } from "node:crypto";

export function verifySignature(rawBody: Buffer, header: string, secret: string): boolean {
  const expected = createHmac("sha256", secret).update(rawBody).digest("hex");
  return header === expected;
}
```""",
   "Please compare with crypto.timingSafeEqual instead of ===, security review flags plain string compares on signatures because of the timing leak. Check the lengths first, it throws when they differ.",
   "return header === expected;",
   "return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));"),
  ("Same check for the Remote Config publish hook; the signature there is base64.",
   r"""```ts
export function verifyRcHook(rawBody: Buffer, sig: string, secret: string): boolean {
  const mac = createHmac("sha256", secret).update(rawBody).digest();
  return Buffer.compare(mac, Buffer.from(sig, "base64")) === 0;
}
```""",
   ["timingSafeEqual("], [r"re:Buffer\.compare\("]),
  ("Is the Play RTDN token check in coffer safe against timing attacks?",
   r"""```ts
const a = Buffer.from(token);
const b = Buffer.from(process.env.RTDN_TOKEN || "");
if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
  return res.status(401).end();
}
```

Yes: the lengths are compared first, then the bytes in constant time."""),
  [("return Buffer.compare(mac, Buffer.from(sig, \"base64\")) === 0;",
    "const given = Buffer.from(sig, \"base64\");\n  return given.length === mac.length && timingSafeEqual(mac, given);")],
  holds="crypto.timingSafeEqual(a, b)")

# ---------------------------------------------------------------- 046
S(46, "bash-strict-mode", "paraphrase", "equivalent_construct", "same_topic",
  ("Shell script that snapshots the leaderboard Redis RDB to GCS every night.",
   r"""```bash
#!/usr/bin/env bash
set -e  # stop on first error

stamp=$(date -u +%Y%m%dT%H%M)
redis-cli -h ranks-redis.tide.internal -p 6390 --tls --rdb "/tmp/ranks-$stamp.rdb"
gsutil cp "/tmp/ranks-$stamp.rdb" gs://lf-harbor-backups/ranks/
rm -f "/tmp/ranks-$stamp.rdb"
```""",
   "Every harbor script starts with set -euo pipefail, the shellcheck step in CI rejects anything else. Plain -e also misses a failure on the left side of a pipe.",
   "set -e  # stop on first error", "set -euo pipefail"),
  ("Script that prunes Scylla snapshots older than 7 days on each node?",
   r"""```bash
#!/usr/bin/env bash
set -o errexit

cutoff=$(date -u -d '7 days ago' +%Y%m%d)
for host in scylla-1 scylla-2 scylla-3; do
  for tag in $(ssh "$host.tide.internal" nodetool listsnapshots | awk '/^nightly-/{print $1}' | sort -u); do
    if [[ "${tag#nightly-}" < "$cutoff" ]]; then
      ssh "$host.tide.internal" nodetool clearsnapshot -t "$tag"
    fi
  done
done
```""",
   ["set -euo pipefail"], [r"re:(?m)^set -o errexit$", r"re:(?m)^set -e\b(?!u)"]),
  ("How do I silence one shellcheck warning on a single line?",
   r"""Put a directive on the line above it:

```bash
# shellcheck disable=SC2086
gsutil -m cp $files gs://lf-harbor-backups/misc/
```

Add the reason in a comment; the CI step honours these directives."""),
  [("set -o errexit", "set -euo pipefail")])

# ---------------------------------------------------------------- 047
S(47, "elixir-existing-atoms", "paraphrase", "equivalent_construct", "unrelated",
  ("Parse the game mode param in the tidematch queue controller.",
   r"""```elixir
def create(conn, %{"mode" => mode} = params) do
  mode = String.to_atom(mode)
  {:ok, ticket} = Queue.enqueue(conn.assigns.player, mode, params["party"])
  json(conn, %{ticket: ticket.id})
end
```""",
   "String.to_atom on client input lets anyone fill up the atom table, atoms are never garbage collected. Use String.to_existing_atom, every mode is already a defined atom.",
   "String.to_atom(mode)", "String.to_existing_atom(mode)"),
  ("Turn the region param into an atom the same way in the socket connect.",
   r"""```elixir
def connect(%{"token" => token, "region" => region}, socket, _info) do
  with {:ok, player} <- Auth.verify(token) do
    {:ok, assign(socket, player: player, region: :"#{region}")}
  end
end
```""",
   ["String.to_existing_atom(region)"], [r're::"#\{region\}"', r"re:String\.to_atom\("]),
  ("Where do I set the launch screen background colour for the iOS build?",
   "Player Settings > iOS > Splash Image: set the launch screen type to Image and the background colour to the brand navy (#0E1A2B). Unity regenerates the launch storyboard on every build, so don't edit the Xcode project by hand."),
  [(":\"#{region}\"", "String.to_existing_atom(region)")])

# ---------------------------------------------------------------- 048
S(48, "remote-config-key-names", "paraphrase", "identifier", "same_topic",
  ("Read the sale banner flag from Remote Config on the shop screen.",
   r"""```csharp
var rc = FirebaseRemoteConfig.DefaultInstance;
bool showSaleBanner = rc.GetValue("storeSaleBannerEnabled").BooleanValue;
saleBanner.SetActive(showSaleBanner);
```""",
   "RC keys are snake_case in our template: store_sale_banner_enabled. The camelCase lookup just returns the static default, false.",
   "\"storeSaleBannerEnabled\"", "\"store_sale_banner_enabled\""),
  ("And the daily reward multiplier on the rewards screen?",
   r"""```csharp
var rc = FirebaseRemoteConfig.DefaultInstance;
double multiplier = rc.GetValue("dailyRewardMultiplier").DoubleValue;
rewardLabel.text = $"x{multiplier:0.#}";
```""",
   ["GetValue(\"daily_reward_multiplier\")"], ["GetValue(\"dailyRewardMultiplier\")"]),
  ("How do I add a new parameter with a default to the RC template in the repo?",
   r"""```json
"parameters": {
  "season_pass_discount_pct": {
    "defaultValue": { "value": "0" },
    "valueType": "NUMBER",
    "description": "Discount on the season pass, 0-50"
  }
}
```

Then open a PR; the template is validated in CI before anything is published."""),
  [("GetValue(\"dailyRewardMultiplier\")", "GetValue(\"daily_reward_multiplier\")")])

# ---------------------------------------------------------------- 049
S(49, "play-purchase-state", "paraphrase", "renamed_identifier", "already_correct",
  ("In coffer, only grant when the Play purchase is actually completed.",
   r"""```ts
const purchase = await getProductPurchase(productId, token);
if (purchase.purchaseState === 1) {
  await grantItems(playerId, productId);
}
```""",
   "purchaseState 1 is Canceled; Purchased is 0 (and 2 is Pending). As written we only grant for cancelled orders.",
   "purchase.purchaseState === 1", "purchase.purchaseState === 0"),
  ("The nightly reconciler walks yesterday's Play orders; skip anything that wasn't completed.",
   r"""```ts
for (const order of orders) {
  if (order.purchaseState === 1) {
    await markReconciled(order.orderId);
  } else {
    skipped.push(order.orderId);
  }
}
```""",
   ["order.purchaseState === 0"], [r"re:purchaseState\s*===\s*1\b"]),
  ("How does coffer branch on the Play purchase state before granting?",
   r"""```ts
if (purchase.purchaseState === 2) {
  // pending, e.g. cash at a convenience store: wait for the RTDN
  return { status: "pending" };
}
if (purchase.purchaseState === 0) {
  return grantAndAcknowledge(purchase);
}
return { status: "not_purchased" };
```"""),
  [("order.purchaseState === 1", "order.purchaseState === 0")], holds="purchase.purchaseState === 0")

# ---------------------------------------------------------------- 050
S(50, "unity-persistent-data-path", "paraphrase", "renamed_identifier", "unrelated",
  ("Save the settings JSON on the device.",
   r"""```csharp
string path = Path.Combine(Application.dataPath, "settings.json");
File.WriteAllText(path, JsonUtility.ToJson(settings));
```""",
   "On a phone Application.dataPath is inside the app bundle and read-only. Anything we write goes under Application.persistentDataPath.",
   "Path.Combine(Application.dataPath, \"settings.json\")", "Path.Combine(Application.persistentDataPath, \"settings.json\")"),
  ("Write the replay file after each match so players can watch it later.",
   r"""```csharp
string dir = Path.Combine(Application.dataPath, "replays");
Directory.CreateDirectory(dir);
File.WriteAllBytes(Path.Combine(dir, replayId + ".tdr"), replayBytes);
```""",
   ["Path.Combine(Application.persistentDataPath, \"replays\")"], ["Application.dataPath"]),
  ("Elixir: how do I run one test file in tidematch and see each test's name?",
   "`mix test test/tidematch/queue/party_test.exs --trace`. The seed is printed at the end of every run, so an order-dependent failure can be reproduced with `--seed <n>`."),
  [("Application.dataPath", "Application.persistentDataPath")])

# ---------------------------------------------------------------- 051
S(51, "ios-release-notes-no-android", "semantic", "prose_claim", "unrelated",
  ("Can I paste the 3.15 Play Store release notes into App Store Connect as they are?",
   "Yes. Both stores take plain text of a few thousand characters, so the same notes work on each: \"Google Play Games achievements are here, plus a faster Android loading screen and bug fixes.\"",
   "not for iOS. app review rejects notes that name other platforms, 'Google Play' got 3.12 bounced. iOS gets its own text with no Android or Google mentions",
   "the same notes work on each", "iOS needs its own notes that don't mention Android or Google Play"),
  ("Shortcut for the 3.16 notes: can localization send one text that we use in both stores?",
   "Sure, one text is fine for both stores. App Store Connect and the Play Console take the same plain-text field, so localization can deliver a single file per language: \"Cross-play with Android friends and new Google Play Games rewards.\"",
   [r"re:(?i)separate|own (text|notes)"], [r"re:(?i)one text is fine for both"]),
  ("How do I see which chart version is deployed for tidematch in the US?",
   "`helm list -n tidematch --kube-context harbor-use4` shows the CHART column (name and version) and the APP VERSION for each release."),
  [(WHOLE, "No. App Review rejects iOS notes that mention Android or Google Play, so localization needs to deliver separate iOS and Android notes for each language. For iOS, something like \"Cross-play with friends on any device.\"")])

# ---------------------------------------------------------------- 052
S(52, "matchmaking-never-cross-region", "semantic", "prose_claim", "already_correct",
  ("If the JP queue is empty at night, does tidematch pull in players from other regions?",
   "Yes. After 45 seconds in queue tidematch widens the search to neighbouring regions, so JP players can be matched with the US pool at night.",
   "No, it never crosses regions; the latency would be unplayable for a UDP shooter. Widening only relaxes the MMR band. The region is fixed at queue time from the QoS pings.",
   "tidematch widens the search to neighbouring regions",
   "tidematch widens only the MMR band and never leaves the player's region"),
  ("Support is asking why a Tokyo player waited 3 minutes. Doesn't the matchmaker fall back to other regions?",
   "It does eventually: once the wait passes the widening threshold, the matcher starts looking at other regions' pools, so a long wait means even that search came up empty at that hour.",
   [r"re:(?i)MMR|skill"], [r"re:(?i)other regions' pools|looking at other regions"]),
  ("What does queue widening actually change in tidematch?",
   "Only the MMR band: every 15 seconds in queue it grows by 50 points on each side, capped at 400. The region a player queues in is decided once from the QoS pings and never changes."),
  [(WHOLE, "No: tidematch never matches across regions. After the widening threshold it relaxes the MMR band, still inside the JP pool, so a 3-minute wait means there weren't enough JP players near that rating at that hour.")],
  holds="Only the MMR band")

# ---------------------------------------------------------------- 053
S(53, "grants-only-server-side", "semantic", "prose_claim", "unrelated",
  ("Should the client grant the gems right when StoreKit reports the purchase, so it feels instant?",
   "Yes, granting locally as soon as StoreKit reports success is fine for consumables; send the transaction to coffer afterwards for bookkeeping.",
   "We never grant on the client. Gems only exist once coffer has validated the transaction and written the entitlement; the client shows a spinner and then refreshes the wallet from the server. Local grants are exactly how the 2023 free-gems exploit worked.",
   "granting locally as soon as StoreKit reports success is fine",
   "only coffer grants, after it validates the transaction"),
  ("The purchase flow feels slow on Android. Can we add the coins on the device and reconcile with the server later?",
   "That works: add the coins to the local wallet as soon as Play Billing returns OK, then send the token to coffer in the background and take them back if it rejects it.",
   [r"re:(?i)(only|after) coffer (validates|has validated)"], [r"re:(?i)add the coins to the local wallet|that works"]),
  ("Terraform: how do I import an existing Pub/Sub topic into state?",
   r"""```sh
terraform import google_pubsub_topic.purchase_validated projects/lf-tide-prod/topics/purchase-validated
```

Run `terraform plan` right after; it should show no changes if the resource block matches the topic."""),
  [(WHOLE, "No. Coins are granted only after coffer validates the purchase token and writes the entitlement; until then the client shows a pending state and refreshes the wallet from the server when coffer answers. To make it feel faster, start the pending animation immediately.")])

# ---------------------------------------------------------------- 054
S(54, "scores-durable-in-scylla", "semantic", "prose_claim", "same_topic",
  ("If ranks Redis loses its data, do we lose this week's leaderboard?",
   "Yes. The weekly scores only live in Redis sorted sets, so a flush or a failover without persistence would wipe the week; that's why the RDB snapshot matters so much.",
   "No, every score write also lands in tide_players.scores in Scylla; Redis is only the serving copy. The ranks-rebuild job repopulates a week from Scylla in about ten minutes.",
   "The weekly scores only live in Redis sorted sets",
   "Every score is also written to tide_players.scores in Scylla and ranks-rebuild can restore Redis from it"),
  ("Is it dangerous to restart the ranks Redis primary during the event?",
   "Very. The event board exists nowhere but in Redis, so if it comes back empty the scores are gone and players lose their placements.",
   [r"re:(?i)scylla", r"re:(?i)ranks-rebuild"], [r"re:(?i)exists nowhere but in Redis|scores are gone"]),
  ("How do I get one player's rank on the weekly board?",
   "`ZREVRANK lb:week:<week> player:<id>` returns the 0-based position from the top (add 1 for display), and `ZSCORE` with the same key and member returns the score."),
  [(WHOLE, "It costs a few seconds of errors on the board but no data: every score is also in tide_players.scores in Scylla, and if Redis comes back empty you run ranks-rebuild for the event to repopulate it.")])

# ---------------------------------------------------------------- 055
S(55, "remote-config-via-pr", "semantic", "prose_claim", "already_correct",
  ("Turn on the double-XP weekend flag in Remote Config.",
   "Open the Firebase console, go to Remote Config, set `double_xp_enabled` to true for the `all_players` condition and click Publish changes. Clients get it on their next fetch.",
   "We don't edit RC in the console. The template lives in the repo (remote-config/template.json): change it in a PR and the rc-publish workflow pushes it after merge. Console edits get overwritten by the next publish anyway.",
   "Open the Firebase console, go to Remote Config",
   "Change remote-config/template.json in a PR; rc-publish pushes it after merge"),
  ("Live-ops wants the sale banner off right now. What do I do?",
   "Quickest is the Firebase console: find `store_sale_banner_enabled`, set it to false and hit Publish changes. Clients pick it up on their next fetch, within the hour.",
   [r"re:(?i)rc-publish", r"re:(?i)template\.json"], [r"re:(?i)firebase console"]),
  ("How do I roll back a bad Remote Config change?",
   "Revert the PR that changed remote-config/template.json. Once the revert merges, rc-publish publishes the previous values and clients switch back on their next fetch."),
  [(WHOLE, "Set `store_sale_banner_enabled` to false in remote-config/template.json and open a PR; once it merges, rc-publish pushes the template and clients pick it up on their next fetch, within the hour.")],
  holds="rc-publish")

# ---------------------------------------------------------------- 056
S(56, "bq-limit-does-not-cut-cost", "semantic", "prose_claim", "same_topic",
  ("I only want to eyeball some rows of tide_events.purchase. Is SELECT * with LIMIT 20 cheap?",
   "Yes, LIMIT 20 makes BigQuery stop after twenty rows, so it only bills for the little it read.",
   "LIMIT doesn't reduce bytes billed in BigQuery; it scans the full columns anyway. Use the table preview, which is free, or pick the columns and filter on event_date.",
   "LIMIT 20 makes BigQuery stop after twenty rows, so it only bills for the little it read",
   "LIMIT does not reduce bytes billed; use the table preview or select columns and filter on event_date"),
  ("Is adding LIMIT 1000 enough to keep my exploratory query on session_start cheap?",
   "Yes. With LIMIT 1000 the scan stops early and you're billed for roughly a thousand rows' worth of data.",
   [r"re:(?i)preview|event_date|partition"], [r"re:(?i)scan stops early|billed for roughly"]),
  ("How do I see how many bytes a query will scan before running it?",
   "`bq query --dry_run --use_legacy_sql=false 'SELECT ...'` prints the bytes it would process; in the console the validator shows the same estimate in the top right corner before you press Run."),
  [(WHOLE, "No. LIMIT doesn't change how many bytes BigQuery scans or bills. Select only the columns you need and filter on event_date so it prunes partitions, or use the table preview, which is free.")])

# ---------------------------------------------------------------- 057
S(57, "fleet-scale-down-keeps-allocated", "semantic", "reworded", "same_topic",
  ("If I cut the arena fleet from 80 to 40 replicas at peak, what happens to running matches?",
   "Scaling a fleet down deletes game servers regardless of state, so some running matches would be killed. Drain first, or wait until off-peak before lowering replicas.",
   "That isn't how Agones works. Scale-down only removes Ready (unallocated) game servers; Allocated ones are left alone until the match ends and the server shuts itself down. Lowering replicas at peak is safe.",
   "Scaling a fleet down deletes game servers regardless of state",
   "Scaling a fleet down removes only Ready game servers and leaves Allocated ones running"),
  ("The FleetAutoscaler maxReplicas was set too high. If I lower it mid-event, will players get disconnected?",
   "Probably a few: when the autoscaler shrinks the fleet it will terminate game servers that are in matches, so expect some disconnects. Better do it after the event.",
   [r"re:(?i)allocated"], [r"re:(?i)terminate game servers that are in matches|expect some disconnects"]),
  ("What does a FleetAutoscaler bufferSize of 10 mean?",
   "It keeps 10 Ready game servers available on top of the Allocated ones, within minReplicas and maxReplicas. The buffer can also be a percentage of the fleet, such as \"15%\"."),
  [(WHOLE, "No. Shrinking the fleet only removes Ready game servers; Allocated ones keep running until their match ends, so nobody is disconnected and the fleet settles at the new size as matches finish.")])

# ---------------------------------------------------------------- 058
S(58, "release-train-cut-tuesday", "semantic", "reworded", "unrelated",
  ("I'll merge my change Wednesday afternoon. Will it ship in this week's Thursday release?",
   "Yes, anything merged to trunk before the Thursday morning build goes out in that day's release.",
   "The train is cut Tuesday 12:00 CET. After that only hotfixes the release captain approves go in, so a Wednesday merge waits for the next train.",
   "anything merged to trunk before the Thursday morning build goes out in that day's release",
   "the train is cut Tuesday 12:00 CET; later merges wait for the next train"),
  ("Design can merge the new shop art early on Thursday morning. Does it still make that day's release?",
   "It should, as long as it lands before the release build starts on Thursday morning; the train takes whatever is on trunk at that point.",
   [r"re:(?i)tuesday"], [r"re:(?i)as long as it lands before the release build|whatever is on trunk at that point"]),
  ("Nginx: rate-limit the receipt endpoint to 5 requests per second per IP?",
   r"""```nginx
limit_req_zone $binary_remote_addr zone=receipts:10m rate=5r/s;

location /v2/receipts/ {
    limit_req zone=receipts burst=10 nodelay;
    proxy_pass http://coffer_node;
}
```

`burst=10 nodelay` lets a client retry right after a network blip without being throttled."""),
  [(WHOLE, "No. The train was cut on Tuesday at 12:00 CET, and after that only hotfixes approved by the release captain get in. The shop art goes out with the next train.")])

# ---------------------------------------------------------------- 059
S(59, "paid-mechanics-in-reviewed-build", "semantic", "reworded", "already_correct",
  ("Can we ship the new gacha banner disabled and switch it on with Remote Config once Apple approves the build?",
   "Yes, that's the usual trick: keep the banner behind a flag during review and enable it after approval, since review only sees what's switched on.",
   "No, we don't do that. Anything that changes paid mechanics has to be visible in the build Apple reviews, including the drop odds screen. Hiding it behind a flag until after approval breaks the review guidelines and puts the whole developer account at risk, not just that build.",
   "keep the banner behind a flag during review and enable it after approval",
   "the banner and its drop odds must be live in the build Apple reviews"),
  ("The summer loot chest is done but the art for its odds page isn't. Can we submit now and turn the chest on after review?",
   "You can: submit with the chest hidden and enable it with a Remote Config flag after approval. The odds page can follow in a later update.",
   [r"re:(?i)build Apple reviews"], [r"re:(?i)enable it with a Remote Config flag after approval|later update"]),
  ("What has to be in the build for the store review of a new loot chest?",
   "The chest itself, working, and the odds screen reachable from the purchase page, both visible in the build Apple reviews. Nothing about paid items is switched on later by a flag."),
  [(WHOLE, "Not like that: paid mechanics and their drop odds have to be live in the build Apple reviews, so wait for the odds page and submit the chest enabled together with it.")],
  holds="odds screen")

# ---------------------------------------------------------------- 060
S(60, "genserver-call-default-timeout", "semantic", "equivalent_construct", "unrelated",
  ("Why did the queue process crash with an exit from GenServer.call? I thought it just waits.",
   "GenServer.call waits indefinitely by default, so the crash must come from the callee raising; look at the matcher's handle_call for an exception.",
   "the default timeout is 5000 ms, not infinite. the caller exits when it's hit, that's the exit in the log; the matcher was just slow",
   "GenServer.call waits indefinitely by default",
   "GenServer.call times out after 5000 ms by default"),
  ("Do I need to pass a timeout to GenServer.call when asking the matcher for the queue size?",
   "Not really. Without a timeout argument the call has no limit and simply blocks until the matcher replies, which is fine for a cheap query like this.",
   [r"re:(?i)5(,| )?000 ?ms|5 seconds|five seconds"], [r"re:(?i)no limit|blocks until"]),
  ("Where do I see the Pub/Sub backlog for the grants-writer subscription?",
   "In Cloud Monitoring, as the `pubsub.googleapis.com/subscription/num_undelivered_messages` metric filtered on grants-writer. `gcloud pubsub subscriptions describe grants-writer --project lf-tide-prod` only shows its configuration, not the backlog."),
  [(WHOLE, "Usually not for a cheap query, but know the default: GenServer.call times out after 5000 ms and the caller exits. Pass a larger value, or handle the exit, only if the matcher can legitimately be busy for longer.")])


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def apply_fix(text, fix):
    for old, new in fix:
        text = new if old is WHOLE else text.replace(old, new)
    return text


def validate():
    errs = []
    n = len(SCENARIOS)
    ids = [s["id"] for s in SCENARIOS]
    if n != 60:
        errs.append("expected 60 scenarios, got %d" % n)
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    if ids != ["%s-%03d" % (PREFIX, i) for i in range(1, n + 1)]:
        errs.append("ids are not %s-001 .. %s-%03d in order" % (PREFIX, PREFIX, n))
    for field, target in (("difficulty", DIFFICULTY), ("control_kind", CONTROL),
                          ("repeat_variation", VARIATION)):
        for s in SCENARIOS:
            if s[field] not in target:
                errs.append("%s: bad %s %r" % (s["id"], field, s[field]))
        counts = Counter(s[field] for s in SCENARIOS)
        for v, want in target.items():
            if counts[v] != want:
                errs.append("count %s=%s is %d, target %d" % (field, v, counts[v], want))
    seen = {}
    for s in SCENARIOS:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        if not re.fullmatch(r"[a-z0-9-]+", s["topic"] or ""):
            errs.append("%s: topic must be a short slug" % sid)
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output", "expect_contains", "expect_absent")),
                           ("control", ("query", "output"))):
            if set(s[part]) != set(keys):
                errs.append("%s: %s has fields %s" % (sid, part, sorted(s[part])))
            for k in keys:
                v = s[part].get(k)
                if v is None or (isinstance(v, str) and not v.strip()):
                    errs.append("%s: %s.%s missing" % (sid, part, k))
        if not isinstance(r["expect_contains"], list) or not isinstance(r["expect_absent"], list):
            errs.append("%s: expect_contains / expect_absent must be lists" % sid)
            continue
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not (r["expect_contains"] or r["expect_absent"]):
            errs.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if passes(r["output"], r):
            errs.append("%s: repeat passes its own check as written" % sid)
        for old, _ in s["fix"]:
            if old is not WHOLE and old not in r["output"]:
                errs.append("%s: fix target %r not in repeat output" % (sid, old))
        fixed = apply_fix(r["output"], s["fix"])
        if fixed == r["output"]:
            errs.append("%s: fix changes nothing" % sid)
        if not passes(fixed, r):
            miss = [x for x in r["expect_contains"] if not check(fixed, x)]
            pres = [x for x in r["expect_absent"] if check(fixed, x)]
            errs.append("%s: fixed repeat still fails (missing %s, present %s)" % (sid, miss, pres))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs `holds`" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        if len({t["output"], r["output"], c["output"]}) != 3:
            errs.append("%s: outputs not distinct" % sid)
        if len({t["query"], r["query"], c["query"]}) != 3:
            errs.append("%s: queries not distinct" % sid)
        for label, text in (("teach.query", t["query"]), ("teach.output", t["output"]),
                            ("teach.message", t["message"]), ("repeat.query", r["query"]),
                            ("repeat.output", r["output"]), ("control.query", c["query"]),
                            ("control.output", c["output"])):
            key = " ".join(text.split())
            if key in seen and seen[key][0] != sid:
                errs.append("%s: %s duplicates %s %s" % (sid, label, seen[key][0], seen[key][1]))
            seen.setdefault(key, (sid, label))
    # with --shared-store every correction sits in one store: a scenario's wrong text
    # must not occur in another scenario's outputs, or that correction could legitimately
    # touch them
    for a in SCENARIOS:
        wrong = [a["teach"]["gold_wrong"]] + [x for x in a["repeat"]["expect_absent"] if not x.startswith("re:")]
        for b in SCENARIOS:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                for w in wrong:
                    if w in b[part]["output"]:
                        errs.append("%s: wrong text %r of %s occurs in %s %s output"
                                    % (b["id"], w, a["id"], b["id"], part))
    return errs


def count_table(field, target):
    counts = Counter(s[field] for s in SCENARIOS)
    rows = ["| %s | n |" % field, "|---|---|"]
    for v in target:
        rows.append("| `%s` | %d |" % (v, counts[v]))
    rows.append("| total | %d |" % sum(counts.values()))
    return "\n".join(rows)


def readme():
    return "\n".join([
        HEADER,
        "",
        "# %s: %s" % (SET, TITLE),
        "",
        "60 hand-written teach -> repeat -> control scenarios (`%s-001` ... `%s-060`) for the" % (PREFIX, PREFIX),
        "learning loop, in the scenario format of `shared/eval/loop/` (see its README). They follow",
        "the backend and live-ops team (\"Harbor\") of a mobile game studio through one week: the",
        "Unity/C# client (web requests, Remote Config, timing, file paths), Agones fleets and game",
        "server pods on GKE, an Elixir/Phoenix matchmaking service, a Node.js TypeScript store and",
        "receipt-validation service, Redis leaderboards, ScyllaDB over CQL, BigQuery analytics SQL,",
        "Pub/Sub, gcloud, kubectl, Helm and Terraform, GitHub Actions and Fastlane for the mobile",
        "builds, Firebase Remote Config JSON, Nginx, shell and cron, and team facts (owners, on-call,",
        "release trains, store review rules, naming conventions). Hosts, ports, regions, names,",
        "versions and conventions are the team's own, invented for this set.",
        "",
        "Each teach output holds exactly one mistake, which the user's message corrects; the",
        "messages vary in style (terse, polite, with a reason, two facts, hedged questions,",
        "\"we don't use X, it's Y\", a corrected code block, typos, lower case, long explanations,",
        "the fix before the complaint, the right value only implied). The repeat is another session",
        "that makes the same mistake again and must come back fixed (every `expect_contains`",
        "present, every `expect_absent` absent; `re:` entries are Python regexes). The control",
        "must come back byte-identical.",
        "",
        "## Run",
        "",
        "From the repository root, after `go build -o bin/cairn ./cmd/cairn`:",
        "",
        "```sh",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/%s/scenarios.jsonl" % SET,
        "```",
        "",
        "Report only the aggregate figures (teach saved rate, repeat fix rate, control false-change",
        "rate, cross-scenario changes).",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `build.py` | the scenarios as data; validates them (unique ids, enums, counts, gold_wrong in the teach output, every repeat fails as written and passes once fixed, regexes compile, control `holds`, no text duplicated between scenarios, no scenario's wrong text inside another scenario's outputs) before writing `scenarios.jsonl` and this file |",
        "| `README.md` | this file |",
        "",
        "## Counts",
        "",
        count_table("difficulty", DIFFICULTY),
        "",
        count_table("control_kind", CONTROL),
        "",
        count_table("repeat_variation", VARIATION),
        "",
    ])


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme())
    c = lambda field: ", ".join("%s %d" % kv for kv in sorted(Counter(s[field] for s in SCENARIOS).items()))
    print("ok: %d scenarios -> %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty: " + c("difficulty"))
    print("control_kind: " + c("control_kind"))
    print("repeat_variation: " + c("repeat_variation"))


if __name__ == "__main__":
    main()
