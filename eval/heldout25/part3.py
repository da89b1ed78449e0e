"""heldout25 part 3: h25-031 .. h25-045 (see build.py for the field meanings)."""

from part1 import WHOLE, S, T, R, C

SCENARIOS = [
    # ------------------------------------------------------------------ 031
    S("h25-031", "asyncpg-pool-max-size", "literal", "code_block", "already_correct",
      T("Create the asyncpg pool in the FastAPI lifespan.",
        """```python
@asynccontextmanager
async def lifespan(app: FastAPI):
    app.state.pool = await asyncpg.create_pool(settings.tsdb_dsn, min_size=2, max_size=50)
    yield
    await app.state.pool.close()

app = FastAPI(lifespan=lifespan)
```""",
        "max_size=10 please: we run up to 8 pods and the TimescaleDB server allows 100 connections, so 50 per pod would blow straight through that.",
        "max_size=50", "max_size=10"),
      R("The weather-sync job needs a pool too; it runs as a CronJob.",
        """```python
async def main():
    pool = await asyncpg.create_pool(settings.tsdb_dsn, min_size=1, max_size=50)
    try:
        await sync_all_farms(pool)
    finally:
        await pool.close()
```""",
        ["max_size=10"],
        ["max_size=50"]),
      C("Show the pool settings we settled on for furrow-ingest, with the connection init for JSON codecs.",
        """```python
async def _init(conn):
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")

pool = await asyncpg.create_pool(settings.tsdb_dsn, min_size=2, max_size=10, init=_init)
```"""),
      fix=[("max_size=50", "max_size=10")],
      holds="min_size=2, max_size=10, init=_init"),

    # ------------------------------------------------------------------ 032
    S("h25-032", "lorawan-region-plan", "literal", "casing", "lookalike",
      T("Create the device profile for the SP-3 probes in ChirpStack through the API (Python gRPC client).",
        """```python
profile = api.DeviceProfile(
    tenant_id=TENANT_ID,
    name="SP-3 soil probe",
    region=common.Region.US915,
    mac_version=common.MacVersion.LORAWAN_1_0_3,
    reg_params_revision=common.RegParamsRevision.RP002_1_0_3,
    supports_otaa=True,
    adr_algorithm_id="default",
    payload_codec_runtime=api.CodecRuntime.JS,
    uplink_interval=1200,
)
```""",
        "Our farms are in the Netherlands and Spain, so the region is EU868, not US915.",
        "US915", "EU868"),
      R("chirpstack.toml: which regions should the network server enable?",
        """```toml
[network]
  net_id="000000"
  enabled_regions=[
    "us915_0",
  ]
```
Each entry must match a region id from the region files in the config directory.""",
        ['"eu868"'],
        [r"re:(?i)us915"]),
      C("Which gateway do we need for the US demo farm at the Iowa trade show?",
        """For the Iowa demo you need the US915 hardware variant of the gateway, configured for sub-band 2 (channels 8–15 plus 65), which is what most US networks use. Our production gateways can't legally transmit on those frequencies there."""),
      fix=[('"us915_0"', '"eu868"')],
      holds="US915 hardware variant", look="US915"),

    # ------------------------------------------------------------------ 033
    S("h25-033", "key-vault-name", "literal", "other_identifier", "same_topic",
      T("Read the TimescaleDB admin password from Key Vault in the deploy script.",
        r"""```sh
TSDB_PASSWORD=$(az keyvault secret show \
  --vault-name kv-loamly-secrets \
  --name tsdb-admin-password \
  --query value -o tsv)
```""",
        "That's the dev vault. Prod secrets live in kvlmyprdsdc01.",
        "kv-loamly-secrets", "kvlmyprdsdc01"),
      R("And fetch the EMQX password for the ingest user the same way.",
        """```sh
MQTT_PASSWORD=$(az keyvault secret show --vault-name kv-loamly-secrets --name emqx-furrow-ingest-password --query value -o tsv)
```""",
        ["--vault-name kvlmyprdsdc01"],
        ["kv-loamly-secrets"]),
      C("Give the Field IoT group read access to the prod secrets.",
        r"""```sh
az role assignment create \
  --assignee-object-id "$FIELD_IOT_GROUP_ID" --assignee-principal-type Group \
  --role "Key Vault Secrets User" \
  --scope "$(az keyvault show --name kvlmyprdsdc01 --query id -o tsv)"
```
The vault uses Azure RBAC, so access policies don't apply."""),
      fix=[("kv-loamly-secrets", "kvlmyprdsdc01")]),

    # ------------------------------------------------------------------ 034
    S("h25-034", "alert-slack-channel", "literal", "other_identifier", "unrelated",
      T("Alertmanager route for the 'probe offline for more than 2h' alert.",
        """```yaml
route:
  routes:
    - matchers: [alertname="ProbeOffline"]
      receiver: slack-probe-offline
      group_by: [farm_id]
receivers:
  - name: slack-probe-offline
    slack_configs:
      - channel: '#iot-alerts'
        send_resolved: true
```""",
        "feild alerts go to #fieldops-pager, #iot-alerts is archvied",
        "#iot-alerts", "#fieldops-pager"),
      R("Add a receiver for the gateway-down alert too.",
        """```yaml
  - name: slack-gateway-down
    slack_configs:
      - channel: '#iot-alerts'
        title: 'Gateway {{ .CommonLabels.gateway_id }} down'
        send_resolved: true
```""",
        ["#fieldops-pager"],
        ["#iot-alerts"]),
      C("Dart: what's the difference between final and const for a list?",
        """`final` means the variable can't be reassigned, but the list itself is still mutable: `final crops = ['maize']; crops.add('barley');` works. `const` makes the value a compile-time constant and deeply immutable: `const crops = ['maize'];` followed by `crops.add(...)` throws an `UnsupportedError` at runtime."""),
      fix=[("#iot-alerts", "#fieldops-pager")]),

    # ------------------------------------------------------------------ 035
    S("h25-035", "pilot-farm-id", "literal", "reworded", "lookalike",
      T("What's the farm id for Hoeve Dijkzicht? I need it for the demo dashboard filter.",
        """Hoeve Dijkzicht is NL-GLD-0042. Filter the dashboard with `farm_id = 'NL-GLD-0042'`; it has 14 SP-3 probes across three fields.""",
        "I think Dijkzicht is NL-GLD-0047? 0042 is De Ganzenhof next door.",
        "NL-GLD-0042", "NL-GLD-0047"),
      R("Which farm id do I put in the export request for Dijkzicht's season report?",
        """Use NL-GLD-0042 (Hoeve Dijkzicht). The export endpoint takes it as `farm_id`, plus the season start and end dates.""",
        ["NL-GLD-0047"],
        ["NL-GLD-0042"]),
      C("Farm id for De Ganzenhof? Their agronomist wants access.",
        """De Ganzenhof is NL-GLD-0042. Add the agronomist in the app's farm settings with the Viewer role for that farm."""),
      fix=[("NL-GLD-0042", "NL-GLD-0047")],
      holds="De Ganzenhof is NL-GLD-0042", look="NL-GLD-0042"),

    # ------------------------------------------------------------------ 036
    S("h25-036", "cagg-policy-offsets", "paraphrase", "reordered_args", "unrelated",
      T("Refresh policy for soil_readings_hourly: refresh the last three days every 30 minutes, leave the current hour alone.",
        """```sql
SELECT add_continuous_aggregate_policy('soil_readings_hourly',
    start_offset => INTERVAL '1 hour',
    end_offset => INTERVAL '3 days',
    schedule_interval => INTERVAL '30 minutes');
```""",
        "The offsets are swapped. start_offset is the far end (3 days), end_offset the near one (1 hour); as written it errors because the window would be negative.",
        "start_offset => INTERVAL '1 hour',\n    end_offset => INTERVAL '3 days'",
        "start_offset => INTERVAL '3 days',\n    end_offset => INTERVAL '1 hour'"),
      R("Same kind of policy for probe_status_hourly: refresh the last two days hourly, skip the latest 2 hours.",
        """```sql
SELECT add_continuous_aggregate_policy('probe_status_hourly',
    start_offset => INTERVAL '2 hours',
    end_offset => INTERVAL '2 days',
    schedule_interval => INTERVAL '1 hour');
```""",
        ["start_offset => INTERVAL '2 days'", "end_offset => INTERVAL '2 hours'"],
        ["start_offset => INTERVAL '2 hours'", "end_offset => INTERVAL '2 days'"]),
      C("In Flutter, how do I keep the farm list scroll position when switching tabs?",
        """Give the list a `PageStorageKey`, or keep the tab alive: mix `AutomaticKeepAliveClientMixin` into the tab's `State`, return `true` from `wantKeepAlive`, and call `super.build(context)` at the top of `build`."""),
      fix=[("start_offset => INTERVAL '2 hours',\n    end_offset => INTERVAL '2 days'",
            "start_offset => INTERVAL '2 days',\n    end_offset => INTERVAL '2 hours'")]),

    # ------------------------------------------------------------------ 037
    S("h25-037", "mqtt-topic-segment-order", "paraphrase", "reordered_args", "already_correct",
      T("Helper that builds the telemetry topic for a reading.",
        """```python
def telemetry_topic(farm_id: str, dev_eui: str) -> str:
    return f"loamly/v1/{dev_eui}/{farm_id}/soil"
```""",
        "Farm comes before the device in our topics: loamly/v1/{farm_id}/{dev_eui}/soil. The broker ACLs are per farm prefix, so the order matters.",
        "loamly/v1/{dev_eui}/{farm_id}/soil", "loamly/v1/{farm_id}/{dev_eui}/soil"),
      R("And the status topic builder, for the bridge.",
        """```python
def status_topic(farm: str, eui: str) -> str:
    return f"loamly/v1/{eui}/{farm}/status"
```""",
        ["loamly/v1/{farm}/{eui}/status"],
        ["loamly/v1/{eui}/{farm}/"]),
      C("EMQX ACL rule so a partner account can only read one farm's telemetry.",
        """```
{allow, {username, "partner-agrovista"}, subscribe, ["loamly/v1/NL-GLD-0047/+/soil"]}.
{deny, {username, "partner-agrovista"}, all, ["loamly/v1/#"]}.
```
Because the farm id is the third topic level, one prefix covers all of that farm's probes."""),
      fix=[("loamly/v1/{eui}/{farm}/status", "loamly/v1/{farm}/{eui}/status")],
      holds="loamly/v1/NL-GLD-0047/+/soil", right=[r"re:loamly/v1/NL-GLD-0047/\+/soil"]),

    # ------------------------------------------------------------------ 038
    S("h25-038", "uvicorn-workers-per-pod", "paraphrase", "equivalent_construct", "unrelated",
      T("Container command for furrow-ingest in the AKS deployment.",
        """```yaml
          command: ["uvicorn", "furrow_ingest.main:app", "--host", "0.0.0.0", "--port", "8081", "--workers", "4"]
```
Four workers use the node's cores; the HPA scales pods on top of that.""",
        "One worker per pod. The pods have a 1 vCPU limit and the HPA does the scaling, so --workers 1.",
        '"--workers", "4"', '"--workers", "1"'),
      R("We're switching the image to gunicorn with uvicorn workers; give me the command.",
        """```yaml
          command: ["gunicorn", "furrow_ingest.main:app", "-k", "uvicorn.workers.UvicornWorker", "-w", "4", "-b", "0.0.0.0:8081"]
```""",
        [r're:"(-w|--workers)",\s*"1"'],
        [r're:"(-w|--workers)",\s*"4"']),
      C("Which Android permission does the app need to show the farmer's position on the map while it's open?",
        """`ACCESS_FINE_LOCATION`, requested together with `ACCESS_COARSE_LOCATION` as Android 12+ requires. While-in-use access needs no background permission; request it at runtime with `permission_handler` before starting location updates."""),
      fix=[('"-w", "4"', '"-w", "1"')]),

    # ------------------------------------------------------------------ 039
    S("h25-039", "ingest-accepted-status", "paraphrase", "equivalent_construct", "already_correct",
      T("Route for partners to POST a batch of readings; we enqueue them and a worker writes them to the DB.",
        """```python
@router.post("/v1/readings/batch", status_code=201)
async def ingest_batch(batch: list[SoilReading], partner: Partner = Depends(require_partner_key)):
    await queue.enqueue_many(partner.id, batch)
    return {"accepted": len(batch)}
```""",
        "Ingest endpoints return 202 Accepted, not 201: nothing has been created yet when we respond, the worker writes later. It's in the partner API contract.",
        "status_code=201", "status_code=202"),
      R("Single-reading endpoint for partners that also goes through the queue.",
        """```python
from fastapi import status

@router.post("/v1/readings/single", status_code=status.HTTP_201_CREATED)
async def ingest_one(reading: SoilReading, partner: Partner = Depends(require_partner_key)):
    await queue.enqueue(partner.id, reading)
    return {"accepted": 1}
```""",
        [r"re:status_code=(202|status\.HTTP_202_ACCEPTED)"],
        [r"re:201"]),
      C("Test that the batch endpoint returns the right status.",
        """```python
def test_batch_is_accepted(client, partner_headers):
    resp = client.post("/v1/readings/batch", json=[SAMPLE_READING], headers=partner_headers)
    assert resp.status_code == 202
    assert resp.json() == {"accepted": 1}
```"""),
      fix=[("status.HTTP_201_CREATED", "status.HTTP_202_ACCEPTED")],
      holds="assert resp.status_code == 202", right=[r"re:status_code == 202"]),

    # ------------------------------------------------------------------ 040
    S("h25-040", "asyncpg-placeholders", "paraphrase", "renamed_identifier", "same_topic",
      T("Insert a status row (dev_eui, observed_at, battery_mv) with asyncpg.",
        """```python
await conn.execute(
    "INSERT INTO probe_status (dev_eui, observed_at, battery_mv) VALUES (%s, %s, %s)",
    status.dev_eui, status.observed_at, status.battery_mv,
)
```""",
        "asyncpg uses $1, $2, $3 placeholders; %s is psycopg and this raises a syntax error.",
        "VALUES (%s, %s, %s)", "VALUES ($1, $2, $3)"),
      R("Update a probe's last_seen in the probes table.",
        """```python
await conn.execute(
    "UPDATE probes SET last_seen = %s WHERE dev_eui = %s",
    seen_at, eui,
)
```""",
        ["last_seen = $1 WHERE dev_eui = $2"],
        [r"re:%s"]),
      C("Bulk insert 5,000 readings from a partner CSV with asyncpg, quickly.",
        """Use the COPY protocol instead of `executemany`:

```python
await conn.copy_records_to_table(
    "soil_readings",
    records=rows,
    columns=["observed_at", "dev_eui", "vwc_pct", "soil_temp_c"],
)
```
`rows` is a list of tuples in column order."""),
      fix=[("last_seen = %s WHERE dev_eui = %s", "last_seen = $1 WHERE dev_eui = $2")]),

    # ------------------------------------------------------------------ 041
    S("h25-041", "mqtt-retained-delivery", "semantic", "prose_claim", "unrelated",
      T("If the app subscribes to loamly/v1/NL-GLD-0047/+/status after a probe published its status, does it see that status?",
        """No. MQTT only delivers messages to clients that are subscribed at the moment of publishing, even when the message has the retain flag, so the app will only see a status once each probe publishes again (up to 20 minutes). To show something immediately, fetch the latest status from the REST API first.""",
        "That's exactly what retained messages are for: the broker keeps the last retained message per topic and sends it to every new subscriber right away. "
        "Our status topics are retained, so the app gets each probe's last status as soon as it subscribes.",
        "No. MQTT only delivers messages to clients that are subscribed at the moment of publishing, even when the message has the retain flag",
        "Yes. The status topics are retained, so the broker sends each probe's last status to the app as soon as it subscribes"),
      R("Does a freshly started dashboard instance have to wait for the probes to report before it can show their online/offline state?",
        """Yes. A new subscriber only receives messages published after it subscribes, and the retain flag doesn't change that, so the dashboard has to wait up to one uplink interval (20 minutes) before every probe has reported its state.""",
        [r"re:(?i)retained"],
        [r"re:(?i)retain flag doesn't change", r"re:(?i)only receives messages published after"]),
      C("git: how do I undo the last commit but keep its changes staged?",
        """`git reset --soft HEAD~1` moves the branch back one commit and leaves that commit's changes staged, ready to recommit."""),
      fix=[(WHOLE, "No. The status topics are retained, so the broker sends each probe's last status to the dashboard as soon as it subscribes, and it can show the online/offline state immediately.")]),

    # ------------------------------------------------------------------ 042
    S("h25-042", "retention-drops-chunks", "semantic", "prose_claim", "already_correct",
      T("With the 400-day retention policy, will a reading from exactly 401 days ago still be in soil_readings?",
        """No. The retention job deletes every row whose observed_at is older than 400 days each time it runs, so a 401-day-old reading is gone after the next daily run.""",
        "Retention drops whole chunks, not rows. A chunk only goes once all of it is older than 400 days, so with 7-day chunks data can linger up to a week past the cutoff; a 401-day-old reading may well still be there.",
        "No. The retention job deletes every row whose observed_at is older than 400 days each time it runs, so a 401-day-old reading is gone after the next daily run.",
        "Possibly. The retention job drops whole chunks, and only once a chunk's entire range is older than 400 days, so with 7-day chunks a 401-day-old reading can still be there for up to a week."),
      R("GDPR request: a farm left us. If I rely on the retention policy, is their data gone exactly 400 days after their last reading?",
        """Yes. The retention policy deletes each row as soon as it is older than 400 days, so the farm's last reading disappears exactly 400 days after it was recorded. For a faster removal, delete their rows explicitly.""",
        [r"re:(?i)chunk"],
        [r"re:(?i)deletes each row", r"re:(?i)exactly 400 days after"]),
      C("Why is there still data older than 400 days in soil_readings?",
        """Because retention works on chunks: `drop_after => INTERVAL '400 days'` drops a chunk only when its whole range is older than 400 days. With 7-day chunks, the oldest rows can be up to a week past the cutoff until the next chunk boundary passes."""),
      fix=[(WHOLE, "Not to the day. The retention policy drops whole chunks once a chunk is entirely older than 400 days, so with 7-day chunks the last readings can survive up to about a week longer. For a GDPR request, delete the farm's rows explicitly instead of relying on retention.")],
      holds="drops a chunk only when its whole range is older than 400 days", right=[r"re:(?i)chunk"]),

    # ------------------------------------------------------------------ 043
    S("h25-043", "asyncpg-pool-per-worker", "semantic", "reworded", "same_topic",
      T("If we ever run furrow-ingest with 4 uvicorn workers, how many DB connections can it open with max_size=10?",
        """At most 10. The workers share the single pool created in the lifespan handler, so the number of uvicorn workers doesn't change the connection count.""",
        "Each uvicorn worker is a separate process and runs its own lifespan, so each gets its own pool: 4 workers × 10 = 40 connections per pod.",
        "At most 10. The workers share the single pool created in the lifespan handler, so the number of uvicorn workers doesn't change the connection count.",
        "Up to 40. Each uvicorn worker is its own process with its own lifespan and pool, so it's workers × max_size per pod."),
      R("soil-dashboard-api runs gunicorn with 3 uvicorn workers and a pool of max_size=10. Do we need to worry about connections when we scale it to 4 pods?",
        """Not much. The three workers share one asyncpg pool, so each pod opens at most 10 connections and 4 pods stay at 40, well under the 100-connection limit.""",
        [r"re:\b120\b"],
        [r"re:(?i)share one asyncpg pool", r"re:(?i)at most 10 connections"]),
      C("How do I see how many connections furrow-ingest currently holds on TimescaleDB?",
        """```sql
SELECT application_name, state, count(*)
FROM pg_stat_activity
WHERE usename = 'ingest'
GROUP BY application_name, state;
```
Pass `server_settings={'application_name': 'furrow-ingest'}` to `create_pool` so the rows are easy to tell apart."""),
      fix=[(WHOLE, "Yes. Each gunicorn worker is a separate process with its own asyncpg pool, so a pod can open 3 × 10 = 30 connections and 4 pods up to 120, above the 100-connection limit. Lower max_size or the worker count.")]),

    # ------------------------------------------------------------------ 044
    S("h25-044", "aks-node-vm-size", "literal", "casing", "unrelated",
      T("Add a user node pool for the ingest workloads to the AKS cluster (az CLI).",
        r"""```sh
az aks nodepool add \
  --resource-group rg-lmy-iot-prd-sdc \
  --cluster-name aks-lmy-prd-sdc \
  --name ingest \
  --node-vm-size Standard_B4ms \
  --node-count 2 --enable-cluster-autoscaler --min-count 2 --max-count 6 \
  --labels workload=ingest
```""",
        "B-series is burstable and we got CPU-throttled on it last year. Our node pools use Standard_D4as_v5.",
        "Standard_B4ms", "Standard_D4as_v5"),
      R("Quick CLI to add a second pool for the weather-sync batch jobs.",
        r"""```sh
az aks nodepool add -g rg-lmy-iot-prd-sdc --cluster-name aks-lmy-prd-sdc \
  -n batch -s standard_b4ms -c 1 --labels workload=batch
```""",
        [r"re:(?i)standard_d4as_v5"],
        [r"re:(?i)standard_b4ms"]),
      C("pydantic v2: how do I make a field accept both 'vwc' and 'VWC' keys from partners?",
        """Use `validation_alias` with `AliasChoices`:

```python
from pydantic import AliasChoices, BaseModel, Field

class PartnerReading(BaseModel):
    vwc_pct: float = Field(validation_alias=AliasChoices("vwc", "VWC", "vwc_pct"))
```"""),
      fix=[("standard_b4ms", "Standard_D4as_v5")]),

    # ------------------------------------------------------------------ 045
    S("h25-045", "ios-deployment-target", "literal", "code_block", "unrelated",
      T("Podfile header for the Flutter app, we just added firebase_messaging.",
        """```ruby
platform :ios, '12.0'

ENV['COCOAPODS_DISABLE_STATS'] = 'true'
```
Then run `cd ios && pod install --repo-update`.""",
        "Bump it: we target iOS 14.0 because the map SDK needs it, so platform :ios, '14.0'.",
        "platform :ios, '12.0'", "platform :ios, '14.0'"),
      R("Regenerate the top of the Podfile, the Flutter upgrade wiped it.",
        """```ruby
# Uncomment this line to define a global platform for your project
platform :ios, '12.0'

ENV['COCOAPODS_DISABLE_STATS'] = 'true'

project 'Runner', {
  'Debug' => :debug,
  'Profile' => :release,
  'Release' => :release,
}
```""",
        ["platform :ios, '14.0'"],
        ["platform :ios, '12.0'"]),
      C("Timescale: how do I see the size of each chunk of soil_readings?",
        """```sql
SELECT i.chunk_name, i.range_start, i.range_end, pg_size_pretty(s.total_bytes) AS size
FROM chunks_detailed_size('soil_readings') s
JOIN timescaledb_information.chunks i USING (chunk_schema, chunk_name)
ORDER BY i.range_start DESC;
```"""),
      fix=[("platform :ios, '12.0'", "platform :ios, '14.0'")]),
]
