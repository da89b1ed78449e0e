"""heldout25 part 1: h25-001 .. h25-015 (see build.py for the field meanings)."""

WHOLE = None  # fix target meaning "replace the whole repeat output"


def S(id, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {"id": id, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
            "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output, "expect_contains": expect_contains,
            "expect_absent": expect_absent}


def C(query, output):
    return {"query": query, "output": output}


SCENARIOS = [
    # ------------------------------------------------------------------ 001
    S("h25-001", "chirpstack-codec-fport", "literal", "code_block", "lookalike",
      T("Write the ChirpStack v4 payload codec for the SP-3 soil probes: measurement uplinks carry "
        "VWC (uint16, 0.01 %), soil temperature (int16, 0.01 °C) and EC (uint16, µS/cm).",
        """Here's a `decodeUplink` for the ChirpStack v4 codec editor:

```js
function decodeUplink(input) {
  var b = input.bytes;
  if (input.fPort === 1) {
    return {
      data: {
        vwc_pct: ((b[0] << 8) | b[1]) / 100,
        soil_temp_c: (((b[2] << 8) | b[3]) << 16 >> 16) / 100,
        ec_us_cm: (b[4] << 8) | b[5]
      }
    };
  }
  return { errors: ["unknown fPort " + input.fPort] };
}
```

The int16 temperature is sign-extended with the `<< 16 >> 16` trick so sub-zero readings in winter decode correctly.""",
        "Measurement uplinks come in on fPort 2, not 1. Port 1 isn't used by the SP-3 firmware at all.",
        "fPort === 1", "fPort === 2"),
      R("Extend the SP-3 codec so measurement uplinks also return the battery voltage (bytes 6-7, mV).",
        """```js
function decodeUplink(input) {
  var bytes = input.bytes;
  if (input.fPort === 1) {
    return {
      data: {
        vwc_pct: ((bytes[0] << 8) | bytes[1]) / 100,
        soil_temp_c: (((bytes[2] << 8) | bytes[3]) << 16 >> 16) / 100,
        ec_us_cm: (bytes[4] << 8) | bytes[5],
        battery_mv: (bytes[6] << 8) | bytes[7]
      }
    };
  }
  return { errors: ["unexpected fPort " + input.fPort] };
}
```""",
        ["fPort === 2"],
        [r"re:fPort\s*===\s*1(?!\d)"]),
      C("Add a branch to the SP-3 codec for the config-ack uplink the firmware sends after a downlink; "
        "it echoes the interval in seconds as uint16.",
        """```js
  if (input.fPort === 10) {
    return {
      data: {
        config_ack: true,
        interval_s: (input.bytes[0] << 8) | input.bytes[1]
      }
    };
  }
```

Config downlinks and their acks share fPort 10, so put this branch before the fallback error."""),
      fix=[("input.fPort === 1)", "input.fPort === 2)")],
      holds="input.fPort === 10", look="fPort === 1"),

    # ------------------------------------------------------------------ 002
    S("h25-002", "azure-region-default", "literal", "casing", "unrelated",
      T("Bicep for the storage account that will hold the raw uplink archive (parameterise the location).",
        """```bicep
param location string = 'westeurope'
param env string = 'prd'

resource rawArchive 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stlmyraw${env}sdc'
  location: location
  sku: { name: 'Standard_ZRS' }
  kind: 'StorageV2'
  properties: {
    minimumTlsVersion: 'TLS1_2'
    allowBlobPublicAccess: false
  }
}
```""",
        "everything of ours lives in swedencentral, westeurope was the old trial subscription. fix the default please",
        "westeurope", "swedencentral"),
      R("az CLI to create the resource group for the new Event Hubs namespace.",
        """```sh
az group create --name rg-lmy-evh-prd-sdc --location WestEurope --tags team=field-iot costcenter=CC-4410
```
Then deploy the namespace into it with `az deployment group create`.""",
        ["swedencentral"],
        [r"re:(?i)west\s*europe"]),
      C("How do I format a DateTime as '07 May' in Dart for the reading cards?",
        """Use `intl`: `DateFormat('dd MMM').format(reading.observedAt.toLocal())` gives `07 May`. Add `intl` to `pubspec.yaml` if it isn't there yet, and pass the device locale if you want month names in Dutch or Spanish."""),
      fix=[("WestEurope", "swedencentral")]),

    # ------------------------------------------------------------------ 003
    S("h25-003", "jira-project-key", "literal", "casing", "already_correct",
      T("Draft the Jira ticket for the battery-drain bug on the SP-3 probes at the Zeeland farms.",
        """**SOIL-412: SP-3 battery drains in ~6 weeks on Zeeland farms**

*Component:* firmware / LoRaWAN
*Description:* Probes on NL-ZLD farms report battery_mv dropping ~40 mV/week since the 20-minute interval change. Suspect retransmissions at SF11 near the dyke gateways.
*Acceptance:* root cause identified; fix or ADR profile change rolled out to all NL-ZLD devices.
*Labels:* battery, chirpstack""",
        "Our Jira project key is TILL, there's no SOIL project. Otherwise looks good, thanks!",
        "SOIL-412", "TILL-412"),
      R("Branch name and commit message for the battery-drain fix (the ticket we opened yesterday, 412)?",
        """Branch: `feature/soil-412-battery-drain`

Commit:
```
soil-412: cap ADR at SF10 for NL-ZLD probes

Retransmissions at SF11/SF12 near the dyke gateways were the main
battery drain; the Zeeland device profile now caps the data rate.
```""",
        [r"re:(?i)\btill-412"],
        [r"re:(?i)\bsoil-\d"]),
      C("Write the release note line for the EC calibration fix, ticket TILL-418.",
        """- **TILL-418** Probe-specific EC calibration offsets are now applied in the decoder, so EC values from recalibrated SP-3 probes match the lab reference within ±5 %."""),
      fix=[("soil-412", "TILL-412")],
      holds="**TILL-418**", right=["TILL-418"]),

    # ------------------------------------------------------------------ 004
    S("h25-004", "uvicorn-listen-port", "literal", "code_block", "same_topic",
      T("Entrypoint script for the furrow-ingest container (FastAPI under uvicorn).",
        """```sh
#!/bin/sh
set -e
exec uvicorn furrow_ingest.main:app --host 0.0.0.0 --port 8000 --workers 1 --proxy-headers
```
`exec` makes uvicorn PID 1 so it receives SIGTERM from Kubernetes directly.""",
        "The Service and the partner load balancer target 8081, so it has to be --port 8081.",
        "--port 8000", "--port 8081"),
      R("docker-compose service for running furrow-ingest locally against the dev TimescaleDB.",
        """```yaml
services:
  furrow-ingest:
    build: .
    command: uvicorn furrow_ingest.main:app --host 0.0.0.0 --port 8000 --reload
    ports:
      - "8000:8000"
    environment:
      TSDB_DSN: postgresql://ingest:ingest@tsdb:5432/loamly
    depends_on: [tsdb]
```""",
        ["--port 8081"],
        ["--port 8000"]),
      C("Kubernetes readiness probe for furrow-ingest.",
        """```yaml
readinessProbe:
  httpGet:
    path: /healthz
    port: 8081
  initialDelaySeconds: 5
  periodSeconds: 10
```
`/healthz` also checks that the asyncpg pool can acquire a connection, so a pod that lost the database drops out of the Service."""),
      fix=[("--port 8000", "--port 8081"), ("8000:8000", "8081:8081")]),

    # ------------------------------------------------------------------ 005
    S("h25-005", "hypertable-chunk-interval", "literal", "code_block", "already_correct",
      T("SQL to create the probe_status hypertable (battery, RSSI, SNR per uplink) in TimescaleDB.",
        """```sql
CREATE TABLE probe_status (
    observed_at  TIMESTAMPTZ NOT NULL,
    dev_eui      TEXT        NOT NULL,
    battery_mv   INTEGER,
    rssi_dbm     SMALLINT,
    snr_db       REAL
);

SELECT create_hypertable('probe_status', by_range('observed_at', INTERVAL '1 day'));
CREATE INDEX ON probe_status (dev_eui, observed_at DESC);
```""",
        "We use 7-day chunks on every sensor hypertable, not 1 day: per-day chunks are tiny at our volume and the planner pays for it.",
        "INTERVAL '1 day'", "INTERVAL '7 days'"),
      R("Create a hypertable for the gateway stats we pull from ChirpStack every 5 minutes.",
        """```sql
CREATE TABLE gateway_stats (
    observed_at   TIMESTAMPTZ NOT NULL,
    gateway_id    TEXT        NOT NULL,
    rx_packets    INTEGER,
    tx_packets    INTEGER
);

SELECT create_hypertable('gateway_stats', by_range('observed_at', INTERVAL '1 day'));
```""",
        ["INTERVAL '7 days'"],
        ["INTERVAL '1 day'"]),
      C("Remind me how we set the chunk interval on soil_readings after the migration.",
        """```sql
SELECT set_chunk_time_interval('soil_readings', INTERVAL '7 days');
```
Only chunks created after this call use the new interval; existing chunks keep their size."""),
      fix=[("INTERVAL '1 day'", "INTERVAL '7 days'")],
      holds="set_chunk_time_interval('soil_readings', INTERVAL '7 days')"),

    # ------------------------------------------------------------------ 006
    S("h25-006", "field-area-projection", "literal", "casing", "lookalike",
      T("Compute the area in hectares of each field polygon in fields.geojson (Dutch farms) with geopandas.",
        """```python
import geopandas as gpd

fields = gpd.read_file("fields.geojson")          # EPSG:4326
fields_m = fields.to_crs("EPSG:3857")
fields["area_ha"] = fields_m.geometry.area / 10_000
fields[["field_id", "area_ha"]].to_csv("field_areas.csv", index=False)
```
`to_crs` reprojects to metres before `.area`, because areas in degrees are meaningless.""",
        "Web Mercator inflates areas (roughly 2.6x at 52°N). For area use UTM 31N: EPSG:32631, not EPSG:3857.",
        "EPSG:3857", "EPSG:32631"),
      R("Area of the buffer zones around the ditches in square metres, using shapely + pyproj.",
        """```python
from pyproj import Transformer
from shapely.ops import transform

to_m = Transformer.from_crs("epsg:4326", "epsg:3857", always_xy=True).transform
buffer_m2 = transform(to_m, ditch_buffer).area
```""",
        [r"re:(?i)epsg:32631"],
        [r"re:(?i)epsg:3857"]),
      C("Set up the flutter_map tile layer for the field overview using our self-hosted tile server.",
        """```dart
TileLayer(
  urlTemplate: 'https://tiles.loamly.io/osm/{z}/{x}/{y}.png',
  userAgentPackageName: 'io.loamly.field',
)
```
The tile server renders in Web Mercator (EPSG:3857), which is also flutter_map's default `crs`, so no extra CRS setup is needed."""),
      fix=[("epsg:3857", "epsg:32631")],
      holds="Web Mercator (EPSG:3857)", look="EPSG:3857"),

    # ------------------------------------------------------------------ 007
    S("h25-007", "mqtt-subscribe-qos", "literal", "other_identifier", "unrelated",
      T("asyncio MQTT consumer (aiomqtt) that subscribes to all soil telemetry and hands messages to the ingest queue.",
        """```python
import aiomqtt

async def consume(queue):
    async with aiomqtt.Client("broker.loamly.io", port=8883, tls_params=aiomqtt.TLSParameters(),
                              identifier="furrow-ingest-1") as client:
        await client.subscribe("loamly/v1/+/+/soil", qos=0)
        async for msg in client.messages:
            await queue.put((str(msg.topic), msg.payload))
```""",
        "telemetry subscriptions are always qos=1 here, not qos=0. we dedupe on (dev_eui, f_cnt) downstream so at-least-once is what we want",
        "qos=0", "qos=1"),
      R("Also subscribe the consumer to the probe status topic.",
        """```python
        await client.subscribe("loamly/v1/+/+/status", qos=0)
```
Status messages are retained, so on connect you'll immediately get the last status of every probe.""",
        ["qos=1"],
        ["qos=0"]),
      C("What's the difference between `uv sync` and `uv pip install -r`?",
        """`uv sync` makes the project environment match `uv.lock` exactly (it also removes packages that aren't in the lock), while `uv pip install -r requirements.txt` only installs what's listed and leaves anything else in place. For the furrow-ingest image, `uv sync --frozen` is the one to use so the image matches the lockfile."""),
      fix=[("qos=0", "qos=1")]),

    # ------------------------------------------------------------------ 008
    S("h25-008", "geojson-coordinate-order", "paraphrase", "reordered_args", "same_topic",
      T("Turn the probe install list (dev_eui, lat, lon) into a GeoJSON FeatureCollection for the app.",
        """```python
def to_geojson(probes):
    return {
        "type": "FeatureCollection",
        "features": [
            {
                "type": "Feature",
                "geometry": {"type": "Point", "coordinates": [p.lat, p.lon]},
                "properties": {"dev_eui": p.dev_eui, "farm_id": p.farm_id},
            }
            for p in probes
        ],
    }
```""",
        "GeoJSON positions are [longitude, latitude], so that should be [p.lon, p.lat].",
        "[p.lat, p.lon]", "[p.lon, p.lat]"),
      R("Same thing for the gateway locations; they come as rows with latitude/longitude columns.",
        """```python
features = [
    {
        "type": "Feature",
        "geometry": {"type": "Point", "coordinates": [row["latitude"], row["longitude"]]},
        "properties": {"gateway_id": row["gateway_id"]},
    }
    for row in gateways
]
```""",
        ['[row["longitude"], row["latitude"]]'],
        [r're:\[\s*row\["latitude"\],\s*row\["longitude"\]\s*\]']),
      C("Which GeoJSON geometry type for a field boundary with a drainage ditch cut out of it?",
        """A `Polygon` with two linear rings: the first is the exterior boundary, the second the hole for the ditch. Per RFC 7946 the exterior ring should be counter-clockwise and holes clockwise, and each ring must repeat its first position as its last."""),
      fix=[('[row["latitude"], row["longitude"]]', '[row["longitude"], row["latitude"]]')]),

    # ------------------------------------------------------------------ 009
    S("h25-009", "dev-eui-normalisation", "paraphrase", "renamed_identifier", "already_correct",
      T("Normalise DevEUIs coming from the ChirpStack event payload before we insert them.",
        """```python
def normalise_dev_eui(dev_eui: str) -> str:
    return dev_eui.replace(":", "").replace("-", "").strip().lower()
```
ChirpStack v4 sends `deviceInfo.devEui` as 16 hex characters; this also strips separators in case a CSV import used them.""",
        "we store DevEUIs upper case everywhere (dev_eui column, topics, app), so .upper() not .lower()",
        ".strip().lower()", ".strip().upper()"),
      R("In the CSV import for new probe batches, clean the eui column.",
        """```python
for row in csv.DictReader(f):
    eui_hex = row["eui"].strip().replace(":", "")
    probes.append(Probe(dev_eui=eui_hex.lower(), farm_id=row["farm_id"]))
```""",
        ["eui_hex.upper()"],
        [r"re:\.lower\(\)"]),
      C("Query one probe's latest reading by DevEUI from the app backend.",
        """```python
row = await conn.fetchrow(
    "SELECT observed_at, vwc_pct FROM soil_readings WHERE dev_eui = $1 ORDER BY observed_at DESC LIMIT 1",
    dev_eui.upper(),
)
```"""),
      fix=[("eui_hex.lower()", "eui_hex.upper()")],
      holds="dev_eui.upper()", right=[".upper()"]),

    # ------------------------------------------------------------------ 010
    S("h25-010", "mqtt-retain-telemetry", "paraphrase", "equivalent_construct", "lookalike",
      T("Bridge script: republish decoded ChirpStack uplinks onto our loamly/v1 topics with paho-mqtt.",
        """```python
topic = f"loamly/v1/{farm_id}/{dev_eui}/soil"
client.publish(topic, json.dumps(reading), qos=1, retain=True)
```
QoS 1 matches the consumer's subscription.""",
        "Don't retain telemetry. Only the /status topics are retained; retaining soil readings makes every new subscriber get an old reading as if it were fresh.",
        "qos=1, retain=True", "qos=1, retain=False"),
      R("Publish the hourly aggregate back onto MQTT too, topic loamly/v1/{farm_id}/{dev_eui}/soil_hourly.",
        """```python
client.publish(f"loamly/v1/{farm_id}/{dev_eui}/soil_hourly", json.dumps(agg), 1, True)
```
The third and fourth positional arguments are the QoS and the retain flag.""",
        [r"re:json\.dumps\(agg\),\s*(1|qos=1)(,\s*(False|retain=False))?\)"],
        [r"re:json\.dumps\(agg\),\s*1,\s*True", r"re:retain\s*=\s*True"]),
      C("Publish each probe's online/offline status from the bridge.",
        """```python
client.publish(f"loamly/v1/{farm_id}/{dev_eui}/status",
               json.dumps({"online": True, "battery_mv": battery_mv}), qos=1, retain=True)
```
Status is the one topic family we retain, so the app sees every probe's last known state as soon as it subscribes."""),
      fix=[("1, True)", "1, False)")],
      holds="qos=1, retain=True", look="qos=1, retain=True"),

    # ------------------------------------------------------------------ 011
    S("h25-011", "spreading-factor-range", "semantic", "prose_claim", "same_topic",
      T("A few SP-3 probes at the far end of NL-GLD-0047 keep missing uplinks. What can we change on the radio side?",
        """Options, roughly in order of effort:

1. Check the gateway: antenna cable and mast height matter more than anything on the probe.
2. Pin those probes to SF7 in their ChirpStack device profile: SF7 gives the longest range of the EU868 spreading factors, at the cost of airtime.
3. Add a second gateway on the barn at the east boundary.

Keep ADR on for the rest of the fleet.""",
        "It's the other way round: SF12 has the longest range and the most airtime, SF7 the shortest range. "
        "For the far probes we'd go up, not down (our profile caps at SF11).",
        "Pin those probes to SF7 in their ChirpStack device profile: SF7 gives the longest range of the EU868 spreading factors, at the cost of airtime.",
        "Pin those probes to a higher spreading factor (up to SF11, our profile cap) in their ChirpStack device profile: SF12 gives the longest range and SF7 the shortest, and range costs airtime."),
      R("Why would ChirpStack's ADR move a probe near the gateway to SF7, and what would help the far ones?",
        """ADR lowers the spreading factor when the link margin is good. A probe close to the gateway has plenty of SNR headroom, so ADR moves it down towards SF7 to save airtime and battery. If a far probe keeps losing uplinks, forcing it to SF7 would extend its range, since SF7 reaches furthest.""",
        [r"re:SF12[^.]*(furthest|longest|most range)"],
        [r"re:SF7 (reaches|gives|has) (the )?(furthest|longest|most)", r"re:SF7[^.]*extend its range"]),
      C("What do the SNR figures in ChirpStack's uplink frames tell me about a probe's link?",
        """SNR is the margin above the noise floor in dB. LoRa can demodulate below the noise floor, down to about −7.5 dB at SF7 and −20 dB at SF12, so a probe showing −15 dB SNR at SF7 is lost while the same figure at SF12 is fine. ChirpStack's default ADR uses the best SNR of the last 20 uplinks to pick the data rate."""),
      fix=[("forcing it to SF7 would extend its range, since SF7 reaches furthest.",
            "forcing it to SF11 or SF12 would extend its range, since SF12 reaches furthest.")]),

    # ------------------------------------------------------------------ 012
    S("h25-012", "class-a-downlink-timing", "semantic", "prose_claim", "unrelated",
      T("If I queue a config downlink for an SP-3 probe in ChirpStack now, when does it take effect?",
        """The SP-3 runs as a Class C device, so it keeps its receive window open and the downlink is delivered within a few seconds of queueing it. ChirpStack sends it on fPort 10 and the probe acknowledges with a config-ack uplink, after which the new interval applies from the next measurement cycle.""",
        "The SP-3 is Class A, it only listens in the RX1/RX2 windows right after its own uplink. "
        "So the downlink sits in the queue until the next uplink, which can be up to 20 minutes.",
        "The SP-3 runs as a Class C device, so it keeps its receive window open and the downlink is delivered within a few seconds of queueing it.",
        "The SP-3 is a Class A device, so it only listens in the RX1/RX2 windows right after its own uplink; the downlink waits in ChirpStack's queue until the next uplink (up to 20 minutes)."),
      R("We need to push the new calibration to 40 probes before the agronomist visit at 14:00. If I enqueue at 13:55 are we fine?",
        """Yes, that's fine. SP-3 probes are always listening (Class C), so each downlink goes out within seconds of being enqueued and all 40 will have the calibration well before 14:00. Enqueue them through the ChirpStack API in a loop rather than the UI.""",
        [r"re:(?i)(next uplink|class a)"],
        [r"re:(?i)always listening", r"re:(?i)class c\b", r"re:(?i)within seconds"]),
      C("Dart: how do I debounce the search field in the farm picker?",
        """Keep a `Timer?` in the state and restart it on every change:

```dart
Timer? _debounce;

void _onSearchChanged(String q) {
  _debounce?.cancel();
  _debounce = Timer(const Duration(milliseconds: 300),
      () => ref.read(farmSearchProvider.notifier).search(q));
}
```
Cancel `_debounce` in `dispose()` too."""),
      fix=[(WHOLE, "Probably not: SP-3 probes are Class A, so a queued downlink is only delivered in the receive windows after the probe's next uplink, which can be up to 20 minutes away. Enqueue them through the ChirpStack API now rather than at 13:55.")]),

    # ------------------------------------------------------------------ 013
    S("h25-013", "open-meteo-customer-host", "literal", "other_identifier", "lookalike",
      T("httpx call for the hourly forecast (temperature, precipitation, ET0) for a farm centroid, with our API key.",
        """```python
resp = await http.get(
    "https://api.open-meteo.com/v1/forecast",
    params={
        "latitude": lat, "longitude": lon,
        "hourly": "temperature_2m,precipitation,et0_fao_evapotranspiration",
        "timezone": "Europe/Amsterdam",
        "apikey": settings.open_meteo_key,
    },
)
resp.raise_for_status()
```""",
        "we're on the paid plan, so it's https://customer-api.open-meteo.com. The free host doesn't know our key and rate-limits us.",
        "https://api.open-meteo.com", "https://customer-api.open-meteo.com"),
      R("Fetch soil temperature at 6 cm and soil moisture 3-9 cm for the same farm, for the daily job.",
        """```python
resp = await http.get(
    "https://api.open-meteo.com/v1/forecast",
    params={
        "latitude": farm.lat, "longitude": farm.lon,
        "hourly": "soil_temperature_6cm,soil_moisture_3_to_9cm",
        "apikey": settings.open_meteo_key,
    },
)
```""",
        ["https://customer-api.open-meteo.com"],
        ["https://api.open-meteo.com"]),
      C("Backfill last season's rainfall for a farm from the historical archive.",
        """The historical reanalysis lives on a separate host and the free tier is fine for a one-off backfill:

```python
resp = await http.get(
    "https://archive-api.open-meteo.com/v1/archive",
    params={"latitude": farm.lat, "longitude": farm.lon, "start_date": "2024-03-01",
            "end_date": "2024-10-31", "daily": "precipitation_sum", "timezone": "Europe/Amsterdam"},
)
```"""),
      fix=[("https://api.open-meteo.com", "https://customer-api.open-meteo.com")],
      holds="https://archive-api.open-meteo.com/v1/archive", look="api.open-meteo.com"),

    # ------------------------------------------------------------------ 014
    S("h25-014", "pydantic-field-validator", "paraphrase", "renamed_identifier", "unrelated",
      T("pydantic model for the ingest payload; reject VWC outside 0-100.",
        """```python
from datetime import datetime
from pydantic import BaseModel, validator

class SoilReading(BaseModel):
    dev_eui: str
    observed_at: datetime
    vwc_pct: float
    soil_temp_c: float

    @validator("vwc_pct")
    def vwc_in_range(cls, v):
        if not 0 <= v <= 100:
            raise ValueError("vwc_pct must be between 0 and 100")
        return v
```""",
        "We're on pydantic v2: @validator is the deprecated v1 API, use @field_validator (plus @classmethod).",
        '@validator("vwc_pct")', '@field_validator("vwc_pct")'),
      R("Add a check to the status payload model that battery_mv is between 2000 and 3700.",
        """```python
class ProbeStatus(BaseModel):
    dev_eui: str
    battery_mv: int

    @validator("battery_mv")
    def battery_plausible(cls, v):
        if not 2000 <= v <= 3700:
            raise ValueError("battery_mv out of range")
        return v
```""",
        ['@field_validator("battery_mv")'],
        [r"re:@validator\("]),
      C("EMQX: how do I see which clients are connected with a given username?",
        """In the EMQX dashboard go to Monitoring → Clients and filter by username, or use the REST API:

```sh
curl -u "$EMQX_API_KEY:$EMQX_API_SECRET" "https://broker.loamly.io:18083/api/v5/clients?username=furrow-ingest"
```
Each entry shows the client id, IP address, keepalive and whether the connection uses TLS."""),
      fix=[('@validator("battery_mv")', '@field_validator("battery_mv")\n    @classmethod')]),

    # ------------------------------------------------------------------ 015
    S("h25-015", "support-handover-time", "literal", "reworded", "already_correct",
      T("Write the short 'how support works' section for the team onboarding doc.",
        """**Support rota**

One engineer is on support per week. Handover is Monday 09:00 in #field-iot: the outgoing person posts open TILL tickets and any probes still offline, the incoming person acknowledges. Support owns triage of new TILL tickets, the ChirpStack gateway alerts and farmer questions forwarded by customer success. Field visits are never on the support person.""",
        "Thanks, reads well! One fix: handover is Tuesday 10:00, not Monday 09:00 (Monday morning is the planning meeting).",
        "Monday 09:00", "Tuesday 10:00"),
      R("When exactly do I hand support over to Sanne this week?",
        """Support hands over on Monday 09:00. Post your open TILL tickets and any probes that are still offline in #field-iot before then, and Sanne acknowledges the handover in the thread.""",
        ["Tuesday 10:00"],
        ["Monday 09:00"]),
      C("Put the support handover into the team calendar invite text.",
        """**Support handover** (weekly, Tuesday 10:00–10:15, #field-iot huddle)
Outgoing: list open TILL tickets and offline probes. Incoming: acknowledge in the thread."""),
      fix=[("Monday 09:00", "Tuesday 10:00")],
      holds="weekly, Tuesday 10:00"),
]
