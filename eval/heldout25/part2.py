"""heldout25 part 2: h25-016 .. h25-030 (see build.py for the field meanings)."""

from part1 import WHOLE, S, T, R, C

SCENARIOS = [
    # ------------------------------------------------------------------ 016
    S("h25-016", "chirpstack-v4-event-topic", "literal", "code_block", "unrelated",
      T("Subscribe to ChirpStack's MQTT integration for uplinks of the soil application (v4), from the bridge service.",
        """```python
APP_ID = "3f1c2a9e-6b7d-4e21-9c0a-51d7e8a4b2f0"
client.subscribe(f"application/{APP_ID}/device/+/rx", qos=1)
```
The `+` wildcard matches every DevEUI in the application; the payload is JSON with `object` holding the codec output.""",
        "that's the v3 topic. on v4 it's application/{id}/device/+/event/up",
        "device/+/rx", "device/+/event/up"),
      R("The bridge should also log uplinks for the greenhouse application, id 8d2e6f10-3b4a-4c59-a1e7-0f9b2c6d5e34.",
        """```python
GREENHOUSE_APP = "8d2e6f10-3b4a-4c59-a1e7-0f9b2c6d5e34"
client.subscribe(f"application/{GREENHOUSE_APP}/device/+/rx", qos=1)
client.message_callback_add(f"application/{GREENHOUSE_APP}/device/+/rx", on_greenhouse_uplink)
```""",
        ["device/+/event/up"],
        [r"re:device/\+/rx\b"]),
      C("Bicep: how do I reference an existing Key Vault in another resource group?",
        """Use the `existing` keyword with a `scope`:

```bicep
resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kvlmyprdsdc01'
  scope: resourceGroup('rg-lmy-sec-prd-sdc')
}
```
Then pass `kv.getSecret('tsdb-admin-password')` to a module parameter marked `@secure()`."""),
      fix=[("device/+/rx", "device/+/event/up")]),

    # ------------------------------------------------------------------ 017
    S("h25-017", "flutter-ble-package", "literal", "code_block", "lookalike",
      T("pubspec dependencies for the probe-commissioning screen (BLE scan for SP-3 probes, permissions).",
        """```yaml
dependencies:
  flutter:
    sdk: flutter
  flutter_blue: ^0.8.0
  permission_handler: ^11.3.1
  flutter_riverpod: ^2.5.1
```
On Android 12+ you'll also need BLUETOOTH_SCAN and BLUETOOTH_CONNECT in the manifest.""",
        "flutter_blue is abandoned, we use flutter_blue_plus: ^1.32.0",
        "flutter_blue: ^0.8.0", "flutter_blue_plus: ^1.32.0"),
      R("Minimal pubspec for a throwaway BLE test app to debug a probe that won't pair.",
        """```yaml
name: sp3_ble_probe_test
environment:
  sdk: ">=3.3.0 <4.0.0"
dependencies:
  flutter:
    sdk: flutter
  flutter_blue: ^0.8.0
```""",
        ["flutter_blue_plus:"],
        [r"re:flutter_blue(?!_plus)"]),
      C("Start scanning for SP-3 probes when the commissioning screen opens.",
        """```dart
import 'package:flutter_blue_plus/flutter_blue_plus.dart';

Future<void> startScan() async {
  await FlutterBluePlus.startScan(
    withNames: ['SP-3'],
    timeout: const Duration(seconds: 15),
  );
}
```"""),
      fix=[("flutter_blue: ^0.8.0", "flutter_blue_plus: ^1.32.0")],
      holds="package:flutter_blue_plus/flutter_blue_plus.dart", look="flutter_blue"),

    # ------------------------------------------------------------------ 018
    S("h25-018", "timestamptz-columns", "literal", "casing", "same_topic",
      T("DDL for the weather_hourly table we fill from Open-Meteo, as a hypertable.",
        """```sql
CREATE TABLE weather_hourly (
    valid_at      TIMESTAMP NOT NULL,
    farm_id       TEXT      NOT NULL,
    temp_c        REAL,
    precip_mm     REAL,
    et0_mm        REAL
);
SELECT create_hypertable('weather_hourly', by_range('valid_at', INTERVAL '7 days'));
```""",
        "All our time columns are TIMESTAMPTZ. Plain TIMESTAMP drops the offset and the DST switch breaks the hourly join with soil_readings.",
        "TIMESTAMP NOT NULL", "TIMESTAMPTZ NOT NULL"),
      R("add a forecast table too: issued_at, valid_at, farm_id, precip_prob",
        """```sql
create table weather_forecast (
    issued_at    timestamp not null,
    valid_at     timestamp not null,
    farm_id      text      not null,
    precip_prob  smallint
);
```""",
        [r"re:(?i)timestamptz\s+not null"],
        [r"re:(?i)\btimestamp\s+not null"]),
      C("How do I convert weather_hourly.valid_at to farm local time in a query?",
        """```sql
SELECT valid_at AT TIME ZONE 'Europe/Amsterdam' AS valid_local, temp_c
FROM weather_hourly
WHERE farm_id = 'NL-GLD-0047'
ORDER BY valid_at DESC
LIMIT 24;
```
On a timestamptz column, `AT TIME ZONE` returns a timestamp without time zone in that zone's wall-clock time, which is what the app shows."""),
      fix=[("timestamp not null", "timestamptz not null")]),

    # ------------------------------------------------------------------ 019
    S("h25-019", "partner-api-key-header", "literal", "casing", "already_correct",
      T("FastAPI dependency that checks the partner API key on the /v1/readings endpoint.",
        """```python
from fastapi import Header, HTTPException, status

async def require_partner_key(x_api_key: str = Header(alias="X-API-Key")) -> Partner:
    partner = await partners.by_key(x_api_key)
    if partner is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "unknown API key")
    return partner
```""",
        "the header partners send is X-Loamly-Key (it's in the partner docs), not X-API-Key",
        'alias="X-API-Key"', 'alias="X-Loamly-Key"'),
      R("Write the test client call for posting a reading as partner 'agrovista'.",
        """```python
resp = client.post(
    "/v1/readings",
    json=sample_reading,
    headers={"x-api-key": AGROVISTA_KEY},
)
assert resp.status_code == 202
```""",
        [r"re:(?i)x-loamly-key"],
        [r"re:(?i)x-api-key"]),
      C("Document the partner auth header in the OpenAPI description.",
        """```python
app = FastAPI(
    title="furrow-ingest",
    description="Partners authenticate every request with the `X-Loamly-Key` header issued by the Field IoT team.",
)
```"""),
      fix=[("x-api-key", "x-loamly-key")],
      holds="`X-Loamly-Key` header", right=["X-Loamly-Key"]),

    # ------------------------------------------------------------------ 020
    S("h25-020", "hypertable-name", "literal", "other_identifier", "same_topic",
      T("Query the last 24 hours of readings for one farm, 15-minute averages.",
        """```sql
SELECT time_bucket('15 minutes', observed_at) AS bucket,
       dev_eui,
       avg(vwc_pct) AS vwc_pct
FROM sensor_readings
WHERE farm_id = $1
  AND observed_at > now() - INTERVAL '24 hours'
GROUP BY bucket, dev_eui
ORDER BY bucket;
```""",
        "the hypertable is soil_readings. sensor_readings was the old prototype table and it's gone",
        "FROM sensor_readings", "FROM soil_readings"),
      R("How many readings did each probe send yesterday?",
        """```sql
SELECT dev_eui, count(*) AS uplinks
FROM sensor_readings
WHERE observed_at >= current_date - 1
  AND observed_at <  current_date
GROUP BY dev_eui
ORDER BY uplinks;
```
At one uplink every 20 minutes a healthy probe should show 72.""",
        ["FROM soil_readings"],
        ["sensor_readings"]),
      C("Which index do we need for per-probe lookups on soil_readings?",
        """Timescale creates an index on `observed_at DESC` by default; add a composite one for per-probe queries:

```sql
CREATE INDEX IF NOT EXISTS soil_readings_dev_eui_observed_at_idx
    ON soil_readings (dev_eui, observed_at DESC);
```"""),
      fix=[("FROM sensor_readings", "FROM soil_readings")]),

    # ------------------------------------------------------------------ 021
    S("h25-021", "container-registry-name", "literal", "other_identifier", "already_correct",
      T("GitHub Actions step to build and push the furrow-ingest image to our registry.",
        """```yaml
- name: Build and push
  run: |
    az acr login --name loamlyacr
    docker build -t loamlyacr.azurecr.io/furrow-ingest:${{ github.sha }} .
    docker push loamlyacr.azurecr.io/furrow-ingest:${{ github.sha }}
```""",
        "crloamlyprd.",
        "loamlyacr", "crloamlyprd"),
      R("Deployment manifest image line for the soil-dashboard API.",
        """```yaml
    spec:
      containers:
        - name: soil-dashboard-api
          image: loamlyacr.azurecr.io/soil-dashboard-api:dinkel-2
          ports:
            - containerPort: 8090
```""",
        ["crloamlyprd.azurecr.io/soil-dashboard-api"],
        ["loamlyacr"]),
      C("Pull the current furrow-ingest image locally to debug.",
        """```sh
az acr login --name crloamlyprd
docker pull crloamlyprd.azurecr.io/furrow-ingest:dinkel-3
```"""),
      fix=[("loamlyacr", "crloamlyprd")],
      holds="docker pull crloamlyprd.azurecr.io/furrow-ingest:dinkel-3", right=["crloamlyprd.azurecr.io"]),

    # ------------------------------------------------------------------ 022
    S("h25-022", "h3-latlng-argument-order", "paraphrase", "reordered_args", "lookalike",
      T("Add an H3 index (res 9) to each reading using the probe's install location, h3-py v4.",
        """```python
import h3

def h3_cell(probe) -> str:
    lat, lng = probe.install_lat, probe.install_lng
    return h3.latlng_to_cell(lng, lat, 9)
```
Store it as text in `soil_readings.h3_r9` so the app can aggregate per hexagon.""",
        "h3's latlng_to_cell takes (lat, lng, res): it should be h3.latlng_to_cell(lat, lng, 9). "
        "As written our Dutch probes end up off the coast of Somalia.",
        "latlng_to_cell(lng, lat, 9)", "latlng_to_cell(lat, lng, 9)"),
      R("Same for the gateways: their coordinates are in gw.longitude / gw.latitude.",
        """```python
gw_cells = {gw.gateway_id: h3.latlng_to_cell(gw.longitude, gw.latitude, 9) for gw in gateways}
```""",
        ["latlng_to_cell(gw.latitude, gw.longitude, 9)"],
        [r"re:latlng_to_cell\(\s*gw\.longitude"]),
      C("Emit each H3 cell centre as a GeoJSON point for the hex overlay.",
        """```python
lat, lng = h3.cell_to_latlng(cell)
feature = {"type": "Feature",
           "geometry": {"type": "Point", "coordinates": [lng, lat]},
           "properties": {"h3_r9": cell}}
```
h3 returns (lat, lng) and GeoJSON wants [lng, lat], hence the swap."""),
      fix=[("latlng_to_cell(gw.longitude, gw.latitude, 9)", "latlng_to_cell(gw.latitude, gw.longitude, 9)")],
      holds='"coordinates": [lng, lat]', look="lng, lat"),

    # ------------------------------------------------------------------ 023
    S("h25-023", "raw-retention-policy", "paraphrase", "equivalent_construct", "same_topic",
      T("Add the retention policy for raw soil_readings.",
        """```sql
SELECT add_retention_policy('soil_readings', drop_after => INTERVAL '90 days');
```
The hourly continuous aggregate keeps the long-term history, so raw rows can go after that.""",
        "Raw readings are kept 400 days, not 90 days. The agronomists compare against the same week last year.",
        "INTERVAL '90 days'", "INTERVAL '400 days'"),
      R("Set retention on the raw probe_status table, same rule as soil_readings.",
        """```sql
SELECT add_retention_policy('probe_status', drop_after => INTERVAL '3 months');
```""",
        ["INTERVAL '400 days'"],
        [r"re:(?i)3 months|90 days"]),
      C("How do I see which retention policies are active?",
        """```sql
SELECT application_name, hypertable_name, config, schedule_interval
FROM timescaledb_information.jobs
WHERE proc_name = 'policy_retention';
```
`config` holds the `drop_after` of each hypertable's policy."""),
      fix=[("INTERVAL '3 months'", "INTERVAL '400 days'")]),

    # ------------------------------------------------------------------ 024
    S("h25-024", "pydantic-model-dump", "paraphrase", "renamed_identifier", "lookalike",
      T("In the ingest handler, insert the validated payload into soil_readings.",
        """```python
@router.post("/v1/readings", status_code=202)
async def ingest(payload: SoilReading, pool: Pool = Depends(get_pool)):
    row = payload.dict()
    await pool.execute(
        "INSERT INTO soil_readings (observed_at, dev_eui, vwc_pct, soil_temp_c) VALUES ($1, $2, $3, $4)",
        row["observed_at"], row["dev_eui"], row["vwc_pct"], row["soil_temp_c"],
    )
```""",
        "pydantic 2: use payload.model_dump(). .dict() is deprecated and warns on every request",
        "payload.dict()", "payload.model_dump()"),
      R("Forward the accepted status payload onto the event queue as a plain dict.",
        """```python
async def forward_status(status_msg: ProbeStatus) -> None:
    body = status_msg.dict()
    body["received_by"] = "furrow-ingest"
    await events.publish("probe.status", body)
```""",
        ["status_msg.model_dump()"],
        [r"re:\.dict\(\)"]),
      C("Turn asyncpg records from the latest-readings query into plain dicts for the response.",
        """```python
rows = await pool.fetch(LATEST_READINGS_SQL, farm_id)
return [dict(r) for r in rows]
```
asyncpg's `Record` supports the mapping protocol, so `dict(r)` gives column-name keys."""),
      fix=[("status_msg.dict()", "status_msg.model_dump()")],
      holds="[dict(r) for r in rows]", look="dict("),

    # ------------------------------------------------------------------ 025
    S("h25-025", "mqtt-qos1-duplicates", "semantic", "prose_claim", "lookalike",
      T("Do we need to deduplicate readings in furrow-ingest if the MQTT subscription is QoS 1?",
        """No. QoS 1 guarantees exactly-once delivery between EMQX and the subscriber, so every reading arrives once and you can insert without an ON CONFLICT clause. Keep the `(dev_eui, observed_at)` primary key anyway as a safety net.""",
        "QoS 1 is at-least-once, not exactly-once. Redeliveries after a reconnect are normal, so yes, we dedupe (ON CONFLICT DO NOTHING on dev_eui + f_cnt).",
        "QoS 1 guarantees exactly-once delivery between EMQX and the subscriber",
        "QoS 1 only guarantees at-least-once delivery between EMQX and the subscriber"),
      R("After the EMQX node restart last night, could we have stored any reading twice?",
        """No. The consumer subscribes with QoS 1, and QoS 1 ensures each message is delivered exactly once, even across the restart, so no duplicates could have been stored. The gap you see in the graph is messages that were published while the node was down.""",
        [r"re:(?i)at[- ]least[- ]once"],
        [r"re:(?i)QoS 1[^.]*exactly once", r"re:(?i)no duplicates"]),
      C("Which MQTT QoS level would give us exactly-once, and why don't we use it?",
        """QoS 2 gives exactly-once delivery through a four-step handshake (PUBLISH, PUBREC, PUBREL, PUBCOMP). We don't use it: it doubles the round trips per message on the probe bridge, EMQX has to keep more in-flight state per session, and ingestion is already idempotent, so QoS 1 plus dedup is cheaper for the same result."""),
      fix=[(WHOLE, "Yes, possibly. QoS 1 is at-least-once: messages that were in flight when the node restarted are redelivered after the reconnect, so without the ON CONFLICT DO NOTHING on (dev_eui, f_cnt) some readings could be stored twice. Check for repeated f_cnt values per dev_eui in that window.")],
      holds="QoS 2 gives exactly-once delivery", look="exactly-once"),

    # ------------------------------------------------------------------ 026
    S("h25-026", "cagg-realtime-default", "semantic", "prose_claim", "already_correct",
      T("Does soil_readings_hourly include the readings from the last hour when the app queries it? We're on TimescaleDB 2.15.",
        """Yes. Continuous aggregates are real-time by default: a query on `soil_readings_hourly` combines the materialized buckets with the raw rows newer than the last refresh, so the current hour is always included. The refresh policy only controls how much gets materialized.""",
        "Not since 2.13: new continuous aggregates are materialized-only by default. We had to set timescaledb.materialized_only = false on soil_readings_hourly to get the current hour.",
        "Continuous aggregates are real-time by default",
        "Since TimescaleDB 2.13, new continuous aggregates are materialized-only by default; real-time results need timescaledb.materialized_only = false"),
      R("I created a new daily continuous aggregate on gateway_stats. Why would today's numbers be missing?",
        """It shouldn't be the aggregate itself: continuous aggregates are real-time by default, so today's bucket is computed on the fly from the raw gateway_stats rows. More likely the ChirpStack poller hasn't written today's rows; check `SELECT max(observed_at) FROM gateway_stats`.""",
        [r"re:materialized_only"],
        [r"re:(?i)real-time by default", r"re:(?i)computed on the fly"]),
      C("Make the new probe_status_hourly aggregate show the current hour.",
        """```sql
ALTER MATERIALIZED VIEW probe_status_hourly SET (timescaledb.materialized_only = false);
```
Since 2.13 new continuous aggregates are materialized-only, so without this the current hour stays empty until the refresh policy runs."""),
      fix=[(WHOLE, "Most likely the aggregate itself: since TimescaleDB 2.13 new continuous aggregates are materialized-only, so today's bucket only appears after the refresh policy materializes it. Run `ALTER MATERIALIZED VIEW gateway_stats_daily SET (timescaledb.materialized_only = false);` to get real-time results, and check the poller with `SELECT max(observed_at) FROM gateway_stats`.")],
      holds="timescaledb.materialized_only = false", right=["re:materialized_only = false"]),

    # ------------------------------------------------------------------ 027
    S("h25-027", "pydantic-settings-import", "literal", "code_block", "same_topic",
      T("Settings class for furrow-ingest reading TSDB_DSN, MQTT_HOST and the Open-Meteo key from the environment.",
        """```python
from pydantic import BaseSettings, SecretStr

class Settings(BaseSettings):
    tsdb_dsn: str
    mqtt_host: str = "broker.loamly.io"
    open_meteo_key: SecretStr

settings = Settings()
```
Field names map to the upper-case environment variables automatically.""",
        "That import doesn't exist in pydantic 2. BaseSettings moved to the pydantic-settings package: from pydantic_settings import BaseSettings.",
        "from pydantic import BaseSettings", "from pydantic_settings import BaseSettings"),
      R("Settings for the weather-sync job: OPEN_METEO_KEY and SYNC_INTERVAL_MINUTES.",
        """```python
from pydantic import BaseSettings

class WeatherSyncSettings(BaseSettings):
    open_meteo_key: str
    sync_interval_minutes: int = 60
```""",
        ["from pydantic_settings import BaseSettings"],
        ["from pydantic import BaseSettings"]),
      C("How do I make the settings read a .env file in local dev?",
        """```python
from pydantic_settings import SettingsConfigDict

class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")
```
Real environment variables still win over values in `.env`."""),
      fix=[("from pydantic import BaseSettings", "from pydantic_settings import BaseSettings")]),

    # ------------------------------------------------------------------ 028
    S("h25-028", "time-bucket-argument-order", "paraphrase", "reordered_args", "already_correct",
      T("Hourly average soil temperature per probe for the last week.",
        """```sql
SELECT time_bucket(observed_at, '1 hour') AS hour,
       dev_eui,
       avg(soil_temp_c) AS soil_temp_c
FROM soil_readings
WHERE observed_at > now() - INTERVAL '7 days'
GROUP BY hour, dev_eui
ORDER BY hour;
```""",
        "shouldn't the bucket width come first? time_bucket('1 hour', observed_at)",
        "time_bucket(observed_at, '1 hour')", "time_bucket('1 hour', observed_at)"),
      R("Daily max EC per field for the season report.",
        """```sql
SELECT time_bucket(r.observed_at, '1 day') AS day,
       p.field_id,
       max(r.ec_us_cm) AS max_ec
FROM soil_readings r
JOIN probes p USING (dev_eui)
WHERE r.observed_at >= '2024-04-01'
GROUP BY day, p.field_id
ORDER BY day;
```""",
        ["time_bucket('1 day', r.observed_at)"],
        [r"re:time_bucket\(\s*r\.observed_at"]),
      C("15-minute buckets with gap filling for one probe's moisture chart.",
        """```sql
SELECT time_bucket_gapfill('15 minutes', observed_at, $2, $3) AS bucket,
       locf(avg(vwc_pct)) AS vwc_pct
FROM soil_readings
WHERE dev_eui = $1
  AND observed_at >= $2 AND observed_at < $3
GROUP BY bucket
ORDER BY bucket;
```"""),
      fix=[("time_bucket(r.observed_at, '1 day')", "time_bucket('1 day', r.observed_at)")],
      holds="time_bucket_gapfill('15 minutes', observed_at, $2, $3)",
      right=[r"re:time_bucket_gapfill\('15 minutes', observed_at"]),

    # ------------------------------------------------------------------ 029
    S("h25-029", "irrigation-alert-threshold", "literal", "reworded", "unrelated",
      T("Explain the irrigation alert rule in the farmer-facing help text.",
        """**When do I get an irrigation alert?**

You get a push notification when the 2-hour average soil moisture at root depth stays below 18% VWC for two consecutive readings. Alerts are sent between 06:00 and 21:00 local time; anything overnight is delivered at 06:00.""",
        "threshhold is 22% VWC not 18%, 18 was the sandy soil pilot value",
        "18% VWC", "22% VWC"),
      R("Write the push notification text for the irrigation alert.",
        """🌱 Field {field_name}: soil moisture has been below 18% VWC for the last two readings. Consider irrigating today.""",
        ["22% VWC"],
        ["18% VWC"]),
      C("How do I give the Android app a themed (monochrome) launcher icon?",
        """Add a `<monochrome>` layer to the adaptive icon in `android/app/src/main/res/mipmap-anydpi-v26/ic_launcher.xml`:

```xml
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@color/ic_launcher_background"/>
    <foreground android:drawable="@drawable/ic_launcher_foreground"/>
    <monochrome android:drawable="@drawable/ic_launcher_monochrome"/>
</adaptive-icon>
```
Android 13+ uses it when the user turns on themed icons."""),
      fix=[("18% VWC", "22% VWC")]),

    # ------------------------------------------------------------------ 030
    S("h25-030", "deploy-freeze-window", "semantic", "reworded", "unrelated",
      T("The calibration fix was merged this Friday morning. Can I ship it to prod today?",
        """Yes: prod deploys are fine any weekday as long as CI is green and someone reviews the rollout in #field-iot. Tag the release, let the pipeline roll it to AKS, and watch the ingest error rate for 30 minutes afterwards.""",
        "No, we have a deploy freeze from Thursday 15:00 until Monday morning. Nothing goes to prod on a Friday unless it's a hotfix the lead approved, so this waits for Monday.",
        "prod deploys are fine any weekday as long as CI is green and someone reviews the rollout in #field-iot",
        "prod deploys are frozen from Thursday 15:00 until Monday morning; on Fridays only lead-approved hotfixes go out"),
      R("It's Thursday 16:30 and the decoder change is approved. OK to roll it out to prod now?",
        """Sure, go ahead. There's no restriction on deploy days as long as CI is green, so tag it now and keep an eye on the uplink decode errors in Grafana for half an hour.""",
        [r"re:(?i)(freeze|frozen|Monday)"],
        [r"re:(?i)go ahead", r"re:(?i)no restriction"]),
      C("How do I check which Kubernetes versions our AKS cluster can upgrade to?",
        """```sh
az aks get-upgrades --resource-group rg-lmy-iot-prd-sdc --name aks-lmy-prd-sdc --output table
```
It lists the control plane's current version and the versions you can upgrade to next; node pools are upgraded separately with `az aks nodepool upgrade`."""),
      fix=[(WHOLE, "Not now: the deploy freeze starts Thursday 15:00 and runs until Monday morning, so roll it out on Monday unless the lead approves it as a hotfix.")]),
]
