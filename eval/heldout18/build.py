#!/usr/bin/env python3
"""Build heldout18: 60 teach -> repeat -> control scenarios (standard library only).

Theme: one week of a hospital integration and data platform team ("Bridgework" at
Vellmoor Health, a regional hospital group): HL7 v2 feeds and FHIR R4 interfaces, an
Envoy edge, a .NET 8 ADT service (admitflow), a Rust lab-results listener (labwire), a
Java billing extract (claimsmith), PostgreSQL (vdw) and SQL Server (ChartLake,
BillingHub) queries, Airflow DAGs, Azure (az CLI, Bicep, Terraform azurerm), Kubernetes
and Helm, GitHub Actions, shell and PowerShell, JSON and YAML config, cron, KQL, and a
few team facts.

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
SET = "heldout18"
PREFIX = "h18"
TITLE = ("a hospital integration and data platform team's week: HL7 v2 and FHIR interfaces, "
         "an Envoy edge, a .NET 8 ADT service, a Rust lab-results listener, a Java billing "
         "extract, PostgreSQL and SQL Server queries, Airflow DAGs, Azure (az CLI, Bicep, "
         "Terraform azurerm), Kubernetes and Helm, GitHub Actions, shell and PowerShell, JSON "
         "and YAML config, cron, KQL, and team facts")
HEADER = ("HELD OUT. Do not read this set's scenarios while changing code: report only its "
          "aggregate figures. Do not copy anything from it into code, tests, prompts, rules "
          "or training data.")

# exact targets (the loop README gives no ranges); control kinds and repeat variations
# are spread evenly
DIFFICULTY = {"literal": 27, "paraphrase": 21, "semantic": 12}
CONTROL = {"lookalike": 15, "same_topic": 15, "already_correct": 15, "unrelated": 15}
VARIATION = {"reworded": 8, "code_block": 8, "casing": 7, "identifier": 8,
             "renamed_identifier": 7, "reordered_args": 7, "equivalent_construct": 8,
             "prose_claim": 7}

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
S(1, "labwire-mllp-port", "literal", "code_block", "lookalike",
  ("How can I push a test ORU^R01 at labwire in staging from my workstation?",
   r"""Wrap the message in MLLP framing and send it with `hl7-cli` (it's in the team toolbox image):

```sh
hl7-cli send --host labwire-stg.vmh.internal:2575 \
  --file samples/oru_r01_cbc.hl7 --wait-ack 10s
```

You should get an `MSA|AA` back within a second or two; `AE` means the OBX parsing failed and the reason is in MSA-3.""",
   "labwire listens on 6120. 2575 is the old engine's listener, labwire never bound it.",
   "labwire-stg.vmh.internal:2575", "labwire-stg.vmh.internal:6120"),
  ("Write the analyzer-gateway outbound entry so the staging chemistry analyzers feed labwire.",
   r"""```yaml
outbound:
  - name: chem-to-labwire
    protocol: mllp
    target: labwire-stg.vmh.internal:2575
    ack_timeout_s: 15
    retry:
      max_attempts: 5
      backoff_s: 30
```
Keep `ack_timeout_s` comfortably above labwire's spool fsync time; 15 s has been plenty in staging.""",
   ["labwire-stg.vmh.internal:6120"], ["labwire-stg.vmh.internal:2575"]),
  ("Radiology's ORM feed still goes through the old interface engine. Where do I point the test sender for that one?",
   r"""Radiology hasn't moved to labwire yet, so orders still go to the legacy engine's MLLP listener:

```sh
hl7-cli send --host engine01.vmh.internal:2575 --file samples/orm_o01_ct_head.hl7 --wait-ack 10s
```
That engine is due for decommissioning once radiology has migrated."""),
  [("labwire-stg.vmh.internal:2575", "labwire-stg.vmh.internal:6120")],
  holds="engine01.vmh.internal:2575")

# ---------------------------------------------------------------- 002
S(2, "admitflow-utc-timestamps", "paraphrase", "renamed_identifier", "same_topic",
  ("In admitflow, when we map an ADT^A01 to a FHIR Encounter, how should I stamp when we received it?",
   r"""```csharp
var receivedAt = DateTime.Now;
encounter.Meta ??= new Meta();
encounter.Meta.Extension.Add(new Extension(
    "https://fhir.vmh.internal/ext/received-at",
    new FhirDateTime(receivedAt)));
```
Put it in a meta extension rather than `period.start`: the period belongs to the patient's stay, not to our processing.""",
   "please use DateTimeOffset.UtcNow there. The admitflow pods run in the node's local zone, and DateTime.Now gave us an hour of skew in the reconciliation report at every clock change.",
   "DateTime.Now", "DateTimeOffset.UtcNow"),
  ("Add a processedAt timestamp to admitflow's discharge (A03) handler before we publish the updated Encounter.",
   r"""```csharp
public async Task HandleA03Async(Message a03, CancellationToken ct)
{
    var encounter = await _encounters.FindByVisitNumberAsync(a03.Pv1.VisitNumber, ct);
    var processedAt = DateTime.Now;
    encounter.Status = Encounter.EncounterStatus.Finished;
    encounter.Period.End = a03.Evn.RecordedDateTime.ToFhirDateTime();
    encounter.Meta.LastUpdated = processedAt;
    await _fhir.UpdateAsync(encounter, ct);
}
```""",
   ["DateTimeOffset.UtcNow"], ["DateTime.Now"]),
  ("How does admitflow avoid processing the same A01 twice when the EPR resends?",
   "It records the MSH-10 message control id of every processed message in `admitflow.processed_messages` for 14 days and drops repeats before mapping, so a resend never creates a second Encounter."),
  [("DateTime.Now", "DateTimeOffset.UtcNow")])

# ---------------------------------------------------------------- 003
S(3, "vdw-bouncer-port", "literal", "reworded", "already_correct",
  ("What's the psql command to get into the vdw warehouse as my own user?",
   r"""Go through the pgbouncer in front of it with your directory-synced role:

```sh
psql "host=vdw-bouncer.vmh.internal port=6432 dbname=vdw user=$USER sslmode=verify-full"
```

Your password is in the `vdw-personal` entry of the team vault; it rotates every 90 days.""",
   "6543. The bouncer was moved off 6432 when the monitoring agent grabbed that port.",
   "vdw-bouncer.vmh.internal port=6432", "vdw-bouncer.vmh.internal port=6543"),
  ("how do I open a session on the warehouse so I can look at last night's census load",
   r"""Same as any psql session, through the bouncer:

```sh
psql "host=vdw-bouncer.vmh.internal port=6432 dbname=vdw user=$USER sslmode=verify-full"
```

Then `\dt etl.*` lists the load tables; the census run writes one row per night to `etl.census_loads`.""",
   ["port=6543"], ["port=6432"]),
  ("How do I run a one-off SQL file against vdw from the jump host?",
   r"""```sh
psql "host=vdw-bouncer.vmh.internal port=6543 dbname=vdw user=$USER sslmode=verify-full" \
  -v ON_ERROR_STOP=1 -f fix_ward_codes.sql
```
`ON_ERROR_STOP` makes psql exit non-zero at the first failing statement instead of carrying on."""),
  [("port=6432", "port=6543")], holds="vdw-bouncer.vmh.internal port=6543")

# ---------------------------------------------------------------- 004
S(4, "fhir-mrn-system", "literal", "identifier", "lookalike",
  ("What's the FHIR search to find a patient in fhirvault by MRN?",
   r"""Use a token search on `identifier` with the MRN system:

```http
GET https://fhir.vmh.internal/r4/Patient?identifier=urn:vmh:mrn|VM00412233
Accept: application/fhir+json
```

The bundle should hold exactly one entry; more than one means a merge (A40) hasn't been processed yet.""",
   "isn't the MRN system https://fhir.vmh.internal/sid/mrn now? I thought urn:vmh:mrn went away with the pilot.",
   "urn:vmh:mrn", "https://fhir.vmh.internal/sid/mrn"),
  ("Write me a C# helper in admitflow that builds the search token for a patient MRN.",
   r"""```csharp
public static class MrnToken
{
    public const string MrnSystem = "urn:vmh:mrn";

    public static SearchParams ForMrn(string mrn) =>
        new SearchParams().Where($"identifier={MrnSystem}|{mrn.Trim()}");
}
```""",
   ["https://fhir.vmh.internal/sid/mrn"], ["urn:vmh:mrn"]),
  ("On the 2021 pilot archive server, how do I look a patient up by MRN?",
   r"""The read-only pilot archive was frozen before the identifier change, so it still indexes MRNs under the old system:

```http
GET https://fhir-archive.vmh.internal/r4/Patient?identifier=urn:vmh:mrn|VM00087120
```

Don't write anything there; it is kept only for the audit retention period."""),
  [('"urn:vmh:mrn"', '"https://fhir.vmh.internal/sid/mrn"')],
  holds="urn:vmh:mrn|VM00087120")

# ---------------------------------------------------------------- 005
S(5, "airflow-conn-id", "literal", "casing", "same_topic",
  ("In the bw_census_nightly DAG, how do I read the day's admissions from vdw in a task?",
   r"""```python
from airflow.decorators import task
from airflow.providers.postgres.hooks.postgres import PostgresHook

@task
def load_admissions(ds=None):
    hook = PostgresHook(postgres_conn_id="vdw_postgres")
    return hook.get_records(
        "select encounter_id, ward_code, admitted_at from clin.admissions where admitted_at::date = %s",
        parameters=(ds,),
    )
```""",
   "conn id is bw_vdw_ro. vdw_postgres was the superuser one and it's been deleted",
   "vdw_postgres", "bw_vdw_ro"),
  ("How do I define the vdw connection for the local docker-compose Airflow so that DAG runs on my laptop?",
   r"""Airflow picks connections up from `AIRFLOW_CONN_<CONN_ID>` environment variables, so in `docker-compose.override.yml`:

```yaml
services:
  airflow-scheduler:
    environment:
      AIRFLOW_CONN_VDW_POSTGRES: "postgresql://bw_dev:bw_dev@host.docker.internal:5432/vdw_local"
```
The conn id is the variable's suffix, lower-cased, so the DAG's hook finds it without any change.""",
   ["AIRFLOW_CONN_BW_VDW_RO"], [r"re:(?i)vdw_postgres"]),
  ("Which Airflow pool should the census tasks run in?",
   "`vdw_readers`: it has 4 slots, so the nightly DAGs can never hold more than four warehouse sessions at once. Set `pool=\"vdw_readers\"` on each task that queries vdw."),
  [("AIRFLOW_CONN_VDW_POSTGRES", "AIRFLOW_CONN_BW_VDW_RO")])

# ---------------------------------------------------------------- 006
S(6, "chartlake-rpt-schema", "literal", "casing", "lookalike",
  ("SQL Server: give me yesterday's admissions per ward from ChartLake.",
   r"""```sql
SELECT e.WardCode, COUNT(*) AS Admissions
FROM dbo.Encounters AS e
WHERE e.AdmitDate >= CAST(DATEADD(day, -1, SYSUTCDATETIME()) AS date)
  AND e.AdmitDate <  CAST(SYSUTCDATETIME() AS date)
GROUP BY e.WardCode
ORDER BY Admissions DESC;
```""",
   "Thanks! One thing: on ChartLake the reporting views are in the rpt schema. dbo only has the raw restored tables and our logins aren't granted on them.",
   "dbo.Encounters", "rpt.Encounters"),
  ("Can you write the query for last week's emergency encounters? Our DBA wants upper-case SQL.",
   r"""```sql
SELECT COUNT(*) AS ED_ENCOUNTERS
FROM DBO.ENCOUNTERS
WHERE ENCOUNTERCLASS = 'EMER'
  AND ADMITDATE >= DATEADD(WEEK, -1, CAST(SYSUTCDATETIME() AS DATE));
```""",
   [r"re:(?i)rpt\.encounters"], [r"re:(?i)dbo\.encounters"]),
  ("How do I check that the nightly restore of ChartLake brought every encounter across?",
   r"""The restore check runs as `bw_restore_check`, the one login with rights on the raw tables:

```sql
-- run as bw_restore_check
SELECT COUNT_BIG(*) AS RawRows FROM dbo.Encounters;
```
Compare the number with the row count in the backup manifest; the `rpt` views filter out test patients, so they would never match."""),
  [("DBO.ENCOUNTERS", "RPT.ENCOUNTERS")], holds="FROM dbo.Encounters")

# ---------------------------------------------------------------- 007
S(7, "chartlake-host", "literal", "casing", "already_correct",
  ("what's the datasource config for claimsmith to read ChartLake?",
   r"""In claimsmith's `application-prd.yml`:

```yaml
spring:
  datasource:
    url: jdbc:sqlserver://sqlrpt01.vmh.internal:14330;databaseName=ChartLake;encrypt=true;trustServerCertificate=false
    username: ${CHARTLAKE_USER}
    password: ${CHARTLAKE_PASSWORD}
```""",
   "chartlake is on sqlrpt02 since the move in march, 01 is just the old box waiting to be wiped",
   "sqlrpt01", "sqlrpt02"),
  ("Give me the sqlcmd line to reach the ChartLake database, I'm on the Windows jump box.",
   r"""```powershell
sqlcmd -S SQLRPT01.vmh.internal,14330 -d ChartLake -E -N -Q "SELECT @@SERVERNAME, DB_NAME();"
```
`-E` uses your Windows login (the jump box is domain-joined) and `-N` asks for an encrypted connection, which the server requires.""",
   [r"re:(?i)sqlrpt02\.vmh\.internal"], [r"re:(?i)sqlrpt01"]),
  ("Add ChartLake to the Grafana datasource provisioning file.",
   r"""```yaml
apiVersion: 1
datasources:
  - name: ChartLake
    type: mssql
    url: sqlrpt02.vmh.internal:14330
    user: grafana_reader
    jsonData:
      database: ChartLake
      encrypt: "true"
    secureJsonData:
      password: $CHARTLAKE_GRAFANA_PASSWORD
```"""),
  [("SQLRPT01", "SQLRPT02")], holds="sqlrpt02.vmh.internal:14330")

# ---------------------------------------------------------------- 008
S(8, "correlation-header", "literal", "casing", "unrelated",
  ("What header should the referrals portal send so we can follow a request through Envoy into admitflow?",
   r"""Send a per-request id and log it on both sides:

```ts
const res = await fetch(`${API_BASE}/referrals`, {
  method: 'POST',
  headers: { 'x-request-id': crypto.randomUUID() },
  body: JSON.stringify(referral),
});
```
admitflow's logging middleware adds the id to every log line it writes for that request.""",
   "Envoy regenerates x-request-id at the edge, so yours gets thrown away. Our header is x-bw-correlation-id, and that's the one admitflow logs.",
   "x-request-id", "x-bw-correlation-id"),
  ("In admitflow's middleware, read the correlation header so Serilog can enrich every log line with it.",
   r"""```csharp
app.Use(async (ctx, next) =>
{
    var correlationId = ctx.Request.Headers["X-Request-Id"].FirstOrDefault()
                        ?? Guid.NewGuid().ToString("N");
    using (LogContext.PushProperty("CorrelationId", correlationId))
    {
        ctx.Response.Headers["X-Request-Id"] = correlationId;
        await next();
    }
});
```""",
   [r"re:(?i)x-bw-correlation-id"], [r"re:(?i)x-request-id"]),
  ("What's the retention on our Log Analytics workspace?",
   "Interactive retention on `law-bridge-prd` is 90 days; after that the logs move to the archive tier for two years, where you need a search job to query them."),
  [("X-Request-Id", "X-BW-Correlation-Id")])

# ---------------------------------------------------------------- 009
S(9, "engine-service-name", "literal", "casing", "lookalike",
  ("The MLLP host on the old Windows interface server is stuck. PowerShell to restart it?",
   r"""```powershell
Invoke-Command -ComputerName ENGINE01 -ScriptBlock {
    Restart-Service -Name HL7Listener -Force
    Get-Service -Name HL7Listener | Select-Object Status, StartType
}
```
If it won't stop, the usual culprit is a half-open connection from the pharmacy system; the stop times out after 30 s and the restart then goes through.""",
   "The service is called VmhMllpHost. HL7Listener was the vendor's one and it's uninstalled.",
   "HL7Listener", "VmhMllpHost"),
  ("how do i check the mllp windows service on engine01 is running and set it to start automatically",
   r"""```powershell
$svc = Get-Service -ComputerName ENGINE01 -Name hl7listener
$svc.Status
Set-Service -ComputerName ENGINE01 -Name hl7listener -StartupType Automatic
```
(`-ComputerName` on these cmdlets needs Windows PowerShell 5.1; in PowerShell 7 wrap them in `Invoke-Command`.)""",
   [r"re:(?i)vmhmllphost"], [r"re:(?i)hl7listener"]),
  ("Where do the old engine's errors show up in Event Viewer?",
   r"""Under Applications and Services Logs, log `VmhEngine`. The vendor's event source name was kept when the service was replaced, so the SCOM alert rules didn't need rewriting:

```powershell
Get-WinEvent -ComputerName ENGINE01 -FilterHashtable @{ LogName = 'VmhEngine'; ProviderName = 'HL7Listener'; Level = 2 } -MaxEvents 20
```"""),
  [("hl7listener", "VmhMllpHost")], holds="ProviderName = 'HL7Listener'")

# ---------------------------------------------------------------- 010
S(10, "azure-region", "literal", "casing", "same_topic",
  ("Bicep for the storage account that will hold the de-identified research extracts?",
   r"""```bicep
param location string = 'westeurope'

resource extracts 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'stbridgeresearchprd'
  location: location
  sku: { name: 'Standard_ZRS' }
  kind: 'StorageV2'
  properties: {
    minimumTlsVersion: 'TLS1_2'
    allowBlobPublicAccess: false
    publicNetworkAccess: 'Disabled'
  }
}
```""",
   "we're in northeurope, westeurope isn't one of our regions (the DPIA covers northeurope, plus swedencentral for DR only)",
   "'westeurope'", "'northeurope'"),
  ("az cli to create the resource group for the new research workspace",
   r"""```sh
az group create \
  --name rg-bridge-research-prd \
  --location WestEurope \
  --tags owner=bridgework costCentre=CC4471 dataClass=deidentified
```
`az` accepts the region name in any casing.""",
   [r"re:(?i)--location\s+northeurope"], [r"re:(?i)west\s?europe"]),
  ("Where do the DR copies of the vdw dumps end up?",
   "The `bw_backup_copy` job replicates each night's logical dump of vdw to a storage account in swedencentral, the DR region; a restore from there is rehearsed every quarter."),
  [("WestEurope", "NorthEurope")])

# ---------------------------------------------------------------- 011
S(11, "netcore-connstring-key", "literal", "casing", "already_correct",
  ("How does admitflow pick up the ChartLake connection string in Program.cs?",
   r"""```csharp
var chartLake = builder.Configuration.GetConnectionString("Warehouse")
    ?? throw new InvalidOperationException("missing connection string");
builder.Services.AddDbContext<ReportingContext>(o => o.UseSqlServer(chartLake));
```
The value itself comes from Key Vault through the CSI driver in AKS.""",
   "The key is \"ChartLake\", not \"Warehouse\". Warehouse points at vdw (Postgres), and UseSqlServer chokes on that string.",
   '"Warehouse"', '"ChartLake"'),
  ("In the admitflow Helm values, how do I wire the reporting database connection string from the Key Vault secret as an env var?",
   r"""```yaml
env:
  - name: CONNECTIONSTRINGS__WAREHOUSE
    valueFrom:
      secretKeyRef:
        name: admitflow-kv-secrets
        key: chartlake-connection
```
The double underscore stands for the `:` separator, and .NET matches configuration keys case-insensitively.""",
   [r"re:(?i)connectionstrings__chartlake"], [r"re:(?i)connectionstrings__warehouse"]),
  ("What does the ConnectionStrings section of admitflow's committed appsettings.json look like?",
   r"""```json
{
  "ConnectionStrings": {
    "ChartLake": ""
  }
}
```
It's left empty on purpose: at runtime the Key Vault configuration provider fills it from the secret `ConnectionStrings--ChartLake` (`--` becomes `:`)."""),
  [("CONNECTIONSTRINGS__WAREHOUSE", "CONNECTIONSTRINGS__CHARTLAKE")], holds='"ChartLake": ""')

# ---------------------------------------------------------------- 012
S(12, "acr-name", "literal", "code_block", "unrelated",
  ("How do I push the labwire image I just built to our registry?",
   r"""```sh
az acr login --name vmhacr
docker tag labwire:dev vmhacr.azurecr.io/bridgework/labwire:$(git rev-parse --short HEAD)
docker push vmhacr.azurecr.io/bridgework/labwire:$(git rev-parse --short HEAD)
```""",
   "wrong registry, ours is bridgeacrprd (bridgeacrprd.azurecr.io). vmhacr belongs to corporate IT and we can't push there.",
   "vmhacr", "bridgeacrprd"),
  ("GitHub Actions step that builds and pushes admitflow's container on merge to main?",
   r"""```yaml
      - name: Build and push
        uses: docker/build-push-action@v6
        with:
          context: src/Admitflow
          push: true
          tags: vmhacr.azurecr.io/bridgework/admitflow:${{ github.sha }}
```""",
   ["bridgeacrprd.azurecr.io/bridgework/admitflow"], ["vmhacr"]),
  ("Which ward is MAT2 in the census extract?",
   "MAT2 is the second maternity ward at St Brannoc's. It was split off MAT1 in January, so counts before then all sit under MAT1."),
  [("vmhacr.azurecr.io", "bridgeacrprd.azurecr.io")])

# ---------------------------------------------------------------- 013
S(13, "gha-runner-label", "literal", "code_block", "lookalike",
  ("Write the GitHub Actions job that runs the vdw migration tests; they need the warehouse's test instance.",
   r"""```yaml
jobs:
  migration-tests:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Run migrations against vdw-test
        run: ./scripts/migrate.sh --target vdw-test.vmh.internal --apply
```""",
   "ubuntu-latest can't reach anything on vmh.internal. Anything touching internal hosts is runs-on: [self-hosted, bw-aks] (the runner scale set inside the cluster).",
   "runs-on: ubuntu-latest", "runs-on: [self-hosted, bw-aks]"),
  ("Add a nightly workflow that checks fhirvault's capability statement is still reachable.",
   r"""```yaml
name: fhirvault-smoke
on:
  schedule:
    - cron: "20 5 * * *"
jobs:
  metadata:
    runs-on: ubuntu-latest
    steps:
      - run: curl -fsS https://fhir.vmh.internal/r4/metadata | jq -r .fhirVersion
```""",
   ["runs-on: [self-hosted, bw-aks]"], ["runs-on: ubuntu-latest"]),
  ("Workflow for linting the public developer docs site? It only checks Markdown, nothing internal.",
   r"""```yaml
jobs:
  docs-lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: DavidAnson/markdownlint-cli2-action@v16
        with:
          globs: "docs/**/*.md"
```
A GitHub-hosted runner is the right choice here: the job never leaves the repository, and it keeps the self-hosted pool free."""),
  [("runs-on: ubuntu-latest", "runs-on: [self-hosted, bw-aks]")], holds="runs-on: ubuntu-latest")

# ---------------------------------------------------------------- 014
S(14, "envoy-admin-port", "literal", "code_block", "same_topic",
  ("How do I dump the live config from the Envoy edge pod?",
   r"""```sh
kubectl -n bridgework exec deploy/edge-envoy -- \
  curl -s http://127.0.0.1:9901/config_dump > envoy-config.json
```
`jq '.configs[]."@type"' envoy-config.json` shows which sections (bootstrap, clusters, listeners, routes) are in it.""",
   "Admin is on 127.0.0.1:9911 in our bootstrap; 9901 is taken by the node agent's sidecar.",
   "127.0.0.1:9901", "127.0.0.1:9911"),
  ("envoy on the edge keeps returning 503 for fhirvault, how do I see the upstream host health?",
   r"""Look at the admin `clusters` endpoint:

```sh
kubectl -n bridgework exec deploy/edge-envoy -- curl -s 'http://127.0.0.1:9901/clusters' | grep fhirvault | grep health_flags
```
`/failed_active_hc` means the active health check is failing; `/failed_outlier_check` means outlier detection ejected the host.""",
   ["127.0.0.1:9911"], ["127.0.0.1:9901"]),
  ("Which port does the Envoy edge listen on for FHIR traffic?",
   "The public listener is 8443 with TLS terminated at Envoy, and the Service maps 443 to it; plain HTTP on 8080 only answers with a redirect."),
  [("127.0.0.1:9901", "127.0.0.1:9911")])

# ---------------------------------------------------------------- 015
S(15, "spool-purge-cron", "literal", "code_block", "already_correct",
  ("Crontab line for the MLLP spool purge script on the labwire spool host?",
   r"""```cron
# purge spooled MLLP frames older than 30 days
30 1 * * * /opt/bridgework/bin/purge-mllp-spool.sh --older-than 30d >> /var/log/bridgework/purge.log 2>&1
```""",
   "It has to run after the 02:00 spool snapshot, so 45 2 * * *. At 01:30 we'd be deleting frames that were never snapshotted.",
   "30 1 * * *", "45 2 * * *"),
  ("We're moving the spool purge into a Kubernetes CronJob, can you write the manifest?",
   r"""```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: labwire-spool-purge
  namespace: bridgework
spec:
  schedule: "30 1 * * *"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: purge
              image: bridgeacrprd.azurecr.io/bridgework/labwire-tools:1.8.2
              args: ["purge-spool", "--older-than", "30d"]
```""",
   ['"45 2 * * *"'], ["30 1 * * *"]),
  ("When does the spool snapshot run, and when does the purge follow?",
   "The snapshot runs at 02:00 and the purge follows at `45 2 * * *`, which leaves 45 minutes to notice a failed snapshot before anything is deleted."),
  [("30 1 * * *", "45 2 * * *")], holds="45 2 * * *")

# ---------------------------------------------------------------- 016
S(16, "tf-azurerm-pin", "literal", "code_block", "unrelated",
  ("Terraform required_providers block for the new bridgework-network stack?",
   r"""```hcl
terraform {
  required_version = ">= 1.7"
  required_providers {
    azurerm = {
      source  = "hashicorp/azurerm"
      version = "~> 3.116"
    }
  }
}
```""",
   "We moved every stack to azurerm 4 in the spring, so \"~> 4.14\" like the others, please.",
   '"~> 3.116"', '"~> 4.14"'),
  ("set up the providers.tf for the keyvault stack",
   r"""```hcl
terraform {
  required_providers {
    azurerm = {
      source  = "hashicorp/azurerm"
      version = "~> 3.116"
    }
  }
}

provider "azurerm" {
  features {}
  subscription_id = var.subscription_id
}
```""",
   ['"~> 4.14"'], ["~> 3.116"]),
  ("Who approves access requests to the research extracts?",
   "The Information Governance lead signs them off; Bridgework only grants the storage role once the approval reference is on the ticket."),
  [('"~> 3.116"', '"~> 4.14"')])

# ---------------------------------------------------------------- 017
S(17, "tsconfig-nodenext", "literal", "code_block", "lookalike",
  ("tsconfig for the referrals portal's BFF? Node 20, ESM, TypeScript 5.4.",
   r"""```json
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "node",
    "outDir": "dist",
    "strict": true,
    "esModuleInterop": true,
    "skipLibCheck": true
  },
  "include": ["src"]
}
```""",
   "With module NodeNext, tsc 5.x errors unless moduleResolution is NodeNext as well:\n```json\n\"moduleResolution\": \"NodeNext\"\n```",
   '"moduleResolution": "node"', '"moduleResolution": "NodeNext"'),
  ("Can you write a tsconfig.build.json for the shared @bridgework/hl7-types package? It ships ESM for Node too.",
   r"""```json
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "module": "NodeNext",
    "moduleResolution": "node",
    "declaration": true,
    "rootDir": "src",
    "outDir": "dist"
  }
}
```""",
   ['"moduleResolution": "NodeNext"'], ['"moduleResolution": "node"']),
  ("The old HL7 mapping CLI is still CommonJS. What tsconfig does it need?",
   r"""```json
{
  "compilerOptions": {
    "target": "ES2020",
    "module": "commonjs",
    "moduleResolution": "node",
    "outDir": "dist",
    "strict": true
  }
}
```
Classic `node` (node10) resolution is the right pairing for `commonjs` output; leave it as it is until the CLI is ported to ESM."""),
  [('"moduleResolution": "node"', '"moduleResolution": "NodeNext"')],
  holds='"moduleResolution": "node"')

# ---------------------------------------------------------------- 018
S(18, "fhir-base-path", "literal", "code_block", "same_topic",
  ("appsettings.json section for admitflow's FHIR client?",
   r"""```json
{
  "Fhir": {
    "BaseUrl": "https://fhir.vmh.internal/fhir",
    "TimeoutSeconds": 30,
    "PreferReturn": "minimal"
  }
}
```""",
   "BaseUrl should be https://fhir.vmh.internal/r4. /fhir is HAPI's default mapping, and we changed it when the R5 endpoint was added next to it.",
   "https://fhir.vmh.internal/fhir", "https://fhir.vmh.internal/r4"),
  ("labwire config: where do the lab DiagnosticReports get posted?",
   r"""In `labwire.toml`:

```toml
[fhir]
base_url = "https://fhir.vmh.internal/fhir"
bundle_type = "transaction"
max_batch = 50
```""",
   ["https://fhir.vmh.internal/r4"], ["https://fhir.vmh.internal/fhir"]),
  ("Where's fhirvault's R5 endpoint?",
   "`https://fhir.vmh.internal/r5`, served by the same HAPI instance through a second servlet. Only the medication-dispense pilot uses it; everything else stays on R4."),
  [("https://fhir.vmh.internal/fhir", "https://fhir.vmh.internal/r4")])

# ---------------------------------------------------------------- 019
S(19, "keyvault-name", "literal", "reworded", "same_topic",
  ("How do I pull the ChartLake service password out of Key Vault to test a connection?",
   r"""```sh
az keyvault secret show --vault-name kv-bridge-prod --name chartlake-svc-password --query value -o tsv
```
You need the `Key Vault Secrets User` role on the vault, so PIM-activate it first.""",
   "The vault is kv-bridge-prd (prd, not prod; the 24-character limit made us shorten every environment suffix).",
   "kv-bridge-prod", "kv-bridge-prd"),
  ("what's the powershell for getting the chartlake svc password from the vault",
   r"""```powershell
$pw = Get-AzKeyVaultSecret -VaultName 'kv-bridge-prod' -Name 'chartlake-svc-password' -AsPlainText
```
Run `Connect-AzAccount` first and make sure the PIM role is active, or the vault answers 403 Forbidden.""",
   ["kv-bridge-prd"], ["kv-bridge-prod"]),
  ("How long does a PIM activation of Key Vault Secrets User last, and who approves it?",
   "Four hours. Bridgework members self-approve with a ticket reference; anyone outside the team needs approval from whoever is on the platform rota."),
  [("kv-bridge-prod", "kv-bridge-prd")])

# ---------------------------------------------------------------- 020
S(20, "labwire-owner", "literal", "reworded", "unrelated",
  ("Who owns labwire? I want to ask about the OBX-5 truncation.",
   "labwire is owned by Dev Marchetti; he wrote the original parser and reviews anything touching OBX handling. Post in #bw-labwire first so the thread stays searchable.",
   "it's Ines Halvorsen's now, Dev moved to the imaging team in the summer",
   "Dev Marchetti", "Ines Halvorsen"),
  ("who should review my PR that changes labwire's ORU parsing?",
   "Request a review from Dev Marchetti as labwire's owner (CODEOWNERS routes `crates/parser/` there anyway), and add whoever is on interfaces on-call as a second reviewer if the change touches ACK handling.",
   ["Ines Halvorsen"], ["Dev Marchetti"]),
  ("How is a date written in the HL7 v2 TS type?",
   "`YYYYMMDDHHMMSS[.S[S[S[S]]]][+/-ZZZZ]`, e.g. `20240611143005+0100`. Precision can stop after any component, so `202406` is a valid month-precision value."),
  [("Dev Marchetti", "Ines Halvorsen")])

# ---------------------------------------------------------------- 021
S(21, "cab-day", "literal", "reworded", "already_correct",
  ("When's the next CAB I can get the admitflow 2.3 release into?",
   "The Change Advisory Board sits every Thursday at 14:00. Put the RFC into ServiceNow with the rollback plan attached, or it gets bounced.",
   "CAB is every Tuesday at 10:00 these days (the submission deadline is the Friday before). Thursday afternoons were last year.",
   "every Thursday at 14:00", "every Tuesday at 10:00"),
  ("what's the meeting time for change approval if I want to ship labwire 0.9 next week?",
   "CAB reviews RFCs every Thursday at 14:00, so raise yours in ServiceNow this week with the test evidence attached; after approval you deploy in the next window.",
   [r"re:(?i)tuesday"], ["every Thursday at 14:00"]),
  ("Is there a CAB this week even though Monday is a bank holiday?",
   "Yes. CAB still meets every Tuesday at 10:00 in bank holiday weeks; only the Christmas fortnight is skipped."),
  [("every Thursday at 14:00", "every Tuesday at 10:00")], holds="every Tuesday at 10:00")

# ---------------------------------------------------------------- 022
S(22, "tsql-no-nolock", "literal", "identifier", "same_topic",
  ("T-SQL for yesterday's still-pending lab orders from ChartLake. It's a busy table, so don't block anything.",
   r"""```sql
SELECT o.OrderId, o.PatientMrn, o.TestCode, o.OrderedAt
FROM rpt.LabOrders AS o WITH (NOLOCK)
WHERE o.Status = 'PENDING'
  AND o.OrderedAt >= CAST(DATEADD(day, -1, SYSUTCDATETIME()) AS date);
```""",
   "No NOLOCK, please. ChartLake has READ_COMMITTED_SNAPSHOT on, so readers don't block anyway, and NOLOCK has given us duplicated rows during page splits. Just drop the hint.",
   "FROM rpt.LabOrders AS o WITH (NOLOCK)", "FROM rpt.LabOrders AS o"),
  ("Query for yesterday's abnormal potassium results from ChartLake.",
   r"""```sql
SELECT r.PatientMrn, r.ResultValue, r.Units, r.ResultedAt
FROM rpt.LabResults AS r WITH (NOLOCK)
WHERE r.TestCode = 'K'
  AND r.AbnormalFlag IN ('H', 'HH', 'L', 'LL')
  AND r.ResultedAt >= CAST(DATEADD(day, -1, SYSUTCDATETIME()) AS date);
```""",
   ["FROM rpt.LabResults AS r"], [r"re:(?i)nolock"]),
  ("Is ChartLake using row versioning for reads? How can I check?",
   r"""```sql
SELECT name, is_read_committed_snapshot_on, snapshot_isolation_state_desc
FROM sys.databases
WHERE name = 'ChartLake';
```
`is_read_committed_snapshot_on = 1` means plain READ COMMITTED readers use row versions and take no shared locks."""),
  [(" WITH (NOLOCK)", "")])

# ---------------------------------------------------------------- 023
S(23, "kql-containerlogv2", "literal", "identifier", "lookalike",
  ("KQL to find labwire NACKs in the last hour?",
   r"""```kusto
ContainerLog
| where TimeGenerated > ago(1h)
| where PodNamespace == "bridgework" and ContainerName == "labwire"
| where tostring(LogMessage) has "MSA|AE" or tostring(LogMessage) has "MSA|AR"
| project TimeGenerated, PodName, LogMessage
```""",
   "table's ContainerLogV2 - the columns you used are the V2 ones anyway, and v1 isn't collected into our workspace any more",
   "ContainerLog\n", "ContainerLogV2\n"),
  ("KQL: admitflow errors per pod in 5-minute buckets over the last half hour?",
   r"""```kusto
let since = ago(30m);
ContainerLog
| where TimeGenerated > since
| where ContainerName == "admitflow"
| where tostring(LogMessage.level) == "Error"
| summarize errors = count() by bin(TimeGenerated, 5m), PodName
```""",
   ["ContainerLogV2"], [r"re:ContainerLog(?!V2)"]),
  ("KQL to count today's log lines per pod in the bridgework namespace?",
   r"""```kusto
ContainerLogV2
| where TimeGenerated > startofday(now())
| where PodNamespace == "bridgework"
| summarize lines = count() by PodName
| order by lines desc
```"""),
  [("ContainerLog\n", "ContainerLogV2\n")], holds="ContainerLogV2\n|")

# ---------------------------------------------------------------- 024
S(24, "k8s-namespace", "literal", "identifier", "unrelated",
  ("How do I tail admitflow's logs in prod?",
   r"""```sh
kubectl --context aks-bridge-prd -n integration logs deploy/admitflow -f --since=15m
```
`deploy/` picks one pod of the deployment; use a label selector (`-l app=admitflow`) to follow all of them.""",
   "namespce is bridgework, not integration - thats the old engines pods, read only for us",
   "-n integration", "-n bridgework"),
  ("claimsmith is holding stale config, restart it in prod",
   r"""```sh
kubectl --context aks-bridge-prd -n integration rollout restart deploy/claimsmith
kubectl --context aks-bridge-prd -n integration rollout status deploy/claimsmith --timeout=5m
```
The deployment has a PodDisruptionBudget of 1, so pods are replaced one at a time.""",
   ["-n bridgework"], ["-n integration"]),
  ("Is there a FHIR resource for bed occupancy?",
   "Not directly. Model each bed as a `Location` with `physicalType` = `bd` and read occupancy from `Location.operationalStatus` (O for occupied, U for unoccupied); some sites derive it from active Encounters' locations instead."),
  [("-n integration", "-n bridgework")])

# ---------------------------------------------------------------- 025
S(25, "aks-resource-group", "literal", "reordered_args", "already_correct",
  ("az command to get kubectl credentials for the prod AKS cluster?",
   r"""```sh
az aks get-credentials --resource-group rg-bridgework-prd --name aks-bridge-prd --overwrite-existing
kubelogin convert-kubeconfig -l azurecli
```""",
   "resource group is rg-bridge-aks-prd. Our RGs are named rg-bridge-<workload>-<env>; rg-bridgework-prd doesn't exist",
   "rg-bridgework-prd", "rg-bridge-aks-prd"),
  ("show me how to list the node pools on the prod cluster",
   r"""```sh
az aks nodepool list --cluster-name aks-bridge-prd -g rg-bridgework-prd -o table
```
You should see `system` and `interfaces`; `interfaces` is the pool with the MLLP node ports.""",
   ["rg-bridge-aks-prd"], ["rg-bridgework-prd"]),
  ("Which resource group holds the prod cluster's managed node resources?",
   "AKS keeps them in `MC_rg-bridge-aks-prd_aks-bridge-prd_northeurope`. Don't change anything in there by hand; the cluster reconciles it back."),
  [("rg-bridgework-prd", "rg-bridge-aks-prd")], holds="rg-bridge-aks-prd")

# ---------------------------------------------------------------- 026
S(26, "vdw-clin-schema", "literal", "reordered_args", "already_correct",
  ("pg_dump just the clinical schema of vdw to a custom-format file?",
   r"""Dumps go against the read replica, not through the bouncer:

```sh
pg_dump -h vdw-replica.vmh.internal -U "$USER" -d vdw -n clinical -Fc -f "vdw_clin_$(date +%F).dump"
```""",
   "schema is clin, not clinical",
   "-n clinical", "-n clin"),
  ("I only need the table definitions from the clinical schema, no data, as plain SQL.",
   r"""```sh
pg_dump --schema-only -n clinical -d vdw -h vdw-replica.vmh.internal -U "$USER" > clin_ddl.sql
```""",
   [r"re:-n clin(?!ical)"], ["-n clinical"]),
  ("List the tables in the clin schema by size, biggest first.",
   r"""```sql
select c.relname, pg_size_pretty(pg_total_relation_size(c.oid)) as total_size
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'clin' and c.relkind = 'r'
order by pg_total_relation_size(c.oid) desc;
```"""),
  [("-n clinical", "-n clin")], holds="n.nspname = 'clin'")

# ---------------------------------------------------------------- 027
S(27, "bw-service-chart-version", "literal", "reordered_args", "same_topic",
  ("helm command to upgrade labwire in staging with the new values file?",
   r"""```sh
helm upgrade --install labwire oci://bridgeacrprd.azurecr.io/charts/bw-service \
  --version 2.9.0 --namespace bridgework -f deploy/labwire/values-stg.yaml --atomic --timeout 10m
```""",
   "The chart is on 3.4.x now. 2.9.0 still renders the old PodSecurityPolicy objects and the cluster rejects them, so --version 3.4.1.",
   "--version 2.9.0", "--version 3.4.1"),
  ("render labwire's prod manifests locally so I can diff them before CAB",
   r"""```sh
helm template labwire oci://bridgeacrprd.azurecr.io/charts/bw-service -f deploy/labwire/values-prd.yaml --namespace bridgework --version 2.9.0 > /tmp/labwire-prd.yaml
```
Then `kubectl diff -f /tmp/labwire-prd.yaml` against the prod context shows exactly what would change.""",
   ["--version 3.4.1"], ["--version 2.9.0"]),
  ("Where's the bw-service chart's changelog?",
   "In the `platform-charts` repository under `charts/bw-service/CHANGELOG.md`; the release workflow pushes every tag there to the registry's `charts/` path."),
  [("--version 2.9.0", "--version 3.4.1")])

# ---------------------------------------------------------------- 028
S(28, "fhir-content-type", "literal", "identifier", "lookalike",
  ("curl to POST a test Patient into fhirvault staging?",
   r"""```sh
curl -sS -X POST https://fhir-stg.vmh.internal/r4/Patient \
  -H "Authorization: Bearer $(az account get-access-token --resource api://fhirvault-stg --query accessToken -o tsv)" \
  -H "Content-Type: application/json" \
  --data @fixtures/patient_test_smith.json
```""",
   "fhirvault's Envoy route only lets Content-Type: application/fhir+json through; plain application/json gets a 415.",
   "Content-Type: application/json", "Content-Type: application/fhir+json"),
  ("Now the same for an Encounter transaction bundle, so the test patient gets a visit too.",
   r"""```sh
curl -sS -X POST https://fhir-stg.vmh.internal/r4 \
  -H "Authorization: Bearer $TOKEN" \
  -H "Content-Type: application/json" \
  --data @fixtures/encounter_txn_bundle.json | jq '.entry[].response.status'
```
A transaction bundle goes to the base URL, not to `/Encounter`; each entry should come back `201 Created`.""",
   ["Content-Type: application/fhir+json"], ["Content-Type: application/json"]),
  ("And the referrals BFF's POST /api/referrals, what does that take?",
   r"""It's a plain JSON API, not FHIR:

```sh
curl -sS -X POST https://referrals.vmh.internal/api/referrals \
  -H "Content-Type: application/json" \
  --data @fixtures/referral_min.json
```
The BFF turns it into a FHIR ServiceRequest on the server side."""),
  [("Content-Type: application/json", "Content-Type: application/fhir+json")],
  holds='-H "Content-Type: application/json"')

# ---------------------------------------------------------------- 029
S(29, "airflow-operator-import", "paraphrase", "identifier", "unrelated",
  ("Add a task to bw_census_nightly that calls refresh_ward_dim() after the load.",
   r"""```python
from airflow.operators.python_operator import PythonOperator

from bw_dags.census.dims import refresh_ward_dim

refresh_wards = PythonOperator(
    task_id="refresh_ward_dim",
    python_callable=refresh_ward_dim,
    dag=dag,
)
load_admissions >> refresh_wards
```""",
   "That's the pre-2.0 module path; we're on Airflow 2.9 and CI treats deprecation warnings as errors, so the build fails on it:\n```python\nfrom airflow.operators.python import PythonOperator\n```",
   "from airflow.operators.python_operator import PythonOperator",
   "from airflow.operators.python import PythonOperator"),
  ("Can you add a step that runs the dbt snapshot for ward history at the end of the census DAG?",
   r"""```python
from airflow.operators.bash_operator import BashOperator

dbt_snapshot = BashOperator(
    task_id="dbt_snapshot_wards",
    bash_command="cd /opt/bw/dbt && dbt snapshot --select ward_history --target prd",
    dag=dag,
)
refresh_wards >> dbt_snapshot
```""",
   ["from airflow.operators.bash import BashOperator"], [r"re:airflow\.operators\.\w+_operator"]),
  ("Which HL7 field carries the attending doctor?",
   "PV1-7 (Attending Doctor, an XCN); PV1-8 is the referring doctor and PV1-17 the admitting doctor. admitflow maps PV1-7 to an `Encounter.participant` of type `ATND`."),
  [("airflow.operators.bash_operator", "airflow.operators.bash")])

# ---------------------------------------------------------------- 030
S(30, "tsql-no-limit", "paraphrase", "identifier", "lookalike",
  ("Last 50 discharges from ChartLake with the discharge disposition, newest first.",
   r"""```sql
SELECT e.EncounterId, e.PatientMrn, e.DischargeDate, e.DischargeDisposition
FROM rpt.Encounters AS e
WHERE e.DischargeDate IS NOT NULL
ORDER BY e.DischargeDate DESC
LIMIT 50;
```""",
   "ChartLake is SQL Server, there's no LIMIT. TOP (50) or OFFSET/FETCH after the ORDER BY.",
   "ORDER BY e.DischargeDate DESC\nLIMIT 50;",
   "ORDER BY e.DischargeDate DESC\nOFFSET 0 ROWS FETCH NEXT 50 ROWS ONLY;"),
  ("Give me the 20 most recent critical lab results from ChartLake for the safety huddle.",
   r"""```sql
SELECT r.PatientMrn, r.TestCode, r.ResultValue, r.ResultedAt
FROM rpt.LabResults AS r
WHERE r.CriticalFlag = 1
ORDER BY r.ResultedAt DESC
LIMIT 20;
```""",
   [r"re:TOP\s*\(?20\)?|FETCH NEXT 20 ROWS ONLY"], [r"re:\bLIMIT\s+\d+"]),
  ("Same idea against vdw, which is Postgres: the 25 latest rows of etl.dag_audit.",
   r"""```sql
SELECT dag_id, run_id, state, finished_at
FROM etl.dag_audit
ORDER BY finished_at DESC
LIMIT 25;
```"""),
  [("LIMIT 20;", "OFFSET 0 ROWS FETCH NEXT 20 ROWS ONLY;")], holds="LIMIT 25;")

# ---------------------------------------------------------------- 031
S(31, "fhir-count-cap", "paraphrase", "identifier", "already_correct",
  ("FHIR search for all of a patient's Observations from the last 24h, in one page if possible.",
   r"""```http
GET https://fhir.vmh.internal/r4/Observation?subject=Patient/8e1f0c2a&date=ge2024-06-11T08:00:00Z&_sort=-date&_count=1000
Accept: application/fhir+json; fhirVersion=4.0
```
A single page saves following `next` links for a typical inpatient day.""",
   "fhirvault caps _count at 200, anything above is a 400 from the paging guard. So _count=200 and follow the next links.",
   "_count=1000", "_count=200"),
  ("all encounters for ward 7B this month via the FHIR API",
   r"""```http
GET https://fhir.vmh.internal/r4/Encounter?location=Location/ward-7b&date=ge2024-06-01&_count=500
```
A month on one ward is a few hundred encounters, so 500 should fit in one response.""",
   ["_count=200"], ["_count=500"]),
  ("How do I page through a Patient search in fhirvault from a shell script?",
   r"""Ask for `_count=200` (the server's maximum) and keep following the bundle's `next` link until there isn't one:

```sh
url='https://fhir.vmh.internal/r4/Patient?_count=200'
while [ -n "$url" ]; do
  page=$(curl -fsS -H "Authorization: Bearer $TOKEN" "$url")
  echo "$page" | jq -c '.entry[]?.resource'
  url=$(echo "$page" | jq -r '.link[]? | select(.relation == "next") | .url')
done
```"""),
  [("_count=500", "_count=200"), ("so 500 should fit in one response", "so follow the `next` link until it's absent")],
  holds="_count=200")

# ---------------------------------------------------------------- 032
S(32, "vdw-timestamptz", "paraphrase", "renamed_identifier", "lookalike",
  ("DDL for a vdw table of bed moves (transfer events from A02s)?",
   r"""```sql
create table clin.bed_moves (
    move_id      bigint generated always as identity primary key,
    encounter_id text        not null,
    from_bed     text,
    to_bed       text        not null,
    moved_at     timestamp   not null,
    source_msg   text        not null
);
create index on clin.bed_moves (encounter_id, moved_at);
```""",
   "All clinical event times in vdw are timestamptz. The A02 times carry an offset, and with plain timestamp we lost an hour on every move last October.",
   "moved_at     timestamp   not null", "moved_at     timestamptz not null"),
  ("Add a table for ward discharges in vdw, keyed by encounter.",
   r"""```sql
create table clin.discharges (
    encounter_id   text primary key,
    ward_code      text not null,
    discharged_at  timestamp not null,
    disposition    text
);
```""",
   [r"re:discharged_at\s+timestamptz"], [r"re:discharged_at\s+timestamp(?!tz)"]),
  ("Bed-board events arrive with epoch milliseconds. How do I turn them into a proper time in a query?",
   r"""```sql
select bed_id, to_timestamp(event_ms / 1000.0) as event_at
from staging.bedboard_events
where event_ms > 0;
```
`to_timestamp(double precision)` already returns `timestamptz`, so no further cast is needed."""),
  [("discharged_at  timestamp not null", "discharged_at  timestamptz not null")],
  holds="to_timestamp(event_ms / 1000.0)")

# ---------------------------------------------------------------- 033
S(33, "vdw-jsonb", "paraphrase", "renamed_identifier", "unrelated",
  ("Table in vdw to keep the raw FHIR Observation JSON next to the flattened columns?",
   r"""```sql
create table clin.observations_raw (
    observation_id text primary key,
    received_at    timestamptz not null default now(),
    resource       json not null
);
```""",
   "jsonb please. We GIN-index the raw resources and json can't take a GIN index; it's the standard for every raw column in vdw.",
   "resource       json not null", "resource       jsonb not null"),
  ("and another one for the raw DiagnosticReport bundles labwire posts",
   r"""```sql
create table clin.diagnostic_reports_raw (
    report_id    text primary key,
    labwire_seq  bigint not null,
    received_at  timestamptz not null default now(),
    payload      json not null
);
create index on clin.diagnostic_reports_raw (labwire_seq);
```""",
   [r"re:payload\s+jsonb"], [r"re:payload\s+json\s"]),
  ("What does OBX-11 status C mean?",
   "`C` is a correction that replaces a previously final result. labwire maps it to `Observation.status` = `corrected`, while `F` becomes `final` and `P` becomes `preliminary`."),
  [("payload      json not null", "payload      jsonb not null")])

# ---------------------------------------------------------------- 034
S(34, "azurerm4-renames", "paraphrase", "renamed_identifier", "same_topic",
  ("Terraform for a storage account for the HL7 archive, azurerm provider?",
   r"""```hcl
resource "azurerm_storage_account" "hl7_archive" {
  name                      = "stbridgehl7archprd"
  resource_group_name       = azurerm_resource_group.archive.name
  location                  = azurerm_resource_group.archive.location
  account_tier              = "Standard"
  account_replication_type  = "ZRS"
  min_tls_version           = "TLS1_2"
  enable_https_traffic_only = true
}
```""",
   "On azurerm 4 that argument is gone, it's https_traffic_only_enabled = true. All the enable_x booleans became x_enabled in 4.0.",
   "enable_https_traffic_only = true", "https_traffic_only_enabled = true"),
  ("add a user node pool for the interfaces workloads that scales between 2 and 5 nodes",
   r"""```hcl
resource "azurerm_kubernetes_cluster_node_pool" "interfaces" {
  name                  = "interfaces"
  kubernetes_cluster_id = azurerm_kubernetes_cluster.bridge.id
  vm_size               = "Standard_D4ds_v5"
  enable_auto_scaling   = true
  min_count             = 2
  max_count             = 5
  node_labels = {
    "bridgework.vmh/pool" = "interfaces"
  }
}
```""",
   [r"re:auto_scaling_enabled\s*=\s*true"], ["enable_auto_scaling"]),
  ("Does the HL7 archive container need an immutability policy?",
   "Yes: `hl7-raw` has a locked time-based retention policy of 2,555 days (seven years), so nothing can be deleted early, not even by us; a lifecycle rule moves blobs to the cool tier after 30 days."),
  [("enable_auto_scaling   = true", "auto_scaling_enabled  = true")])

# ---------------------------------------------------------------- 035
S(35, "node-esm-import", "paraphrase", "renamed_identifier", "lookalike",
  ("Set up the express entry point for the referrals BFF (its package.json has \"type\": \"module\").",
   r"""```js
const express = require('express');

const app = express();
app.use(express.json({ limit: '2mb' }));
app.get('/healthz', (_req, res) => res.send('ok'));

app.listen(process.env.PORT ?? 3170, () => {
  console.log(`referrals-bff listening on ${process.env.PORT ?? 3170}`);
});
```""",
   "with \"type\": \"module\" require isn't defined, it throws a ReferenceError at startup. import express from 'express';",
   "const express = require('express');", "import express from 'express';"),
  ("Add a module to the BFF that reads the referral PDF template from disk.",
   r"""```js
const { readFile } = require('node:fs/promises');

export async function loadTemplate(path = new URL('../templates/referral.pdf', import.meta.url)) {
  return readFile(path);
}
```""",
   ["import { readFile } from 'node:fs/promises';"], [r"re:\brequire\("]),
  ("The BFF's ESLint config is `.eslintrc.cjs`. How do I pull the shared config in there?",
   r"""```js
// .eslintrc.cjs: .cjs files are always loaded as CommonJS, whatever package.json says
const base = require('@bridgework/eslint-config');

module.exports = {
  ...base,
  parserOptions: { ecmaVersion: 2022, sourceType: 'module' },
};
```"""),
  [("const { readFile } = require('node:fs/promises');", "import { readFile } from 'node:fs/promises';")],
  holds="require('@bridgework/eslint-config')")

# ---------------------------------------------------------------- 036
S(36, "rust-async-mutex", "paraphrase", "renamed_identifier", "lookalike",
  ("labwire: share the open FHIR batch between the MLLP connection tasks and flush it from whichever fills it.",
   r"""```rust
use std::sync::{Arc, Mutex};

#[derive(Clone)]
pub struct BatchHandle {
    batch: Arc<Mutex<Vec<Observation>>>,
    fhir: FhirClient,
}

impl BatchHandle {
    pub async fn push_and_maybe_flush(&self, obs: Observation) -> Result<(), FlushError> {
        let mut batch = self.batch.lock().await;
        batch.push(obs);
        if batch.len() >= 50 {
            let items = std::mem::take(&mut *batch);
            self.fhir.post_transaction(items).await?;
        }
        Ok(())
    }
}
```""",
   "That Mutex has to be tokio::sync::Mutex: std's lock() isn't async, and its guard can't be held across the .await in a spawned task anyway.",
   "use std::sync::{Arc, Mutex};", "use std::sync::Arc;\nuse tokio::sync::Mutex;"),
  ("labwire: track pending ACKs by message control id and mark them done in the spool store.",
   r"""```rust
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::Mutex;
use std::time::Instant;

pub struct AckTracker {
    pending_acks: Arc<Mutex<HashMap<String, Instant>>>,
}

impl AckTracker {
    pub async fn complete(&self, control_id: &str, store: &SpoolStore) -> anyhow::Result<()> {
        let mut pending = self.pending_acks.lock().await;
        if pending.remove(control_id).is_some() {
            store.mark_acked(control_id).await?;
        }
        Ok(())
    }
}
```""",
   ["use tokio::sync::Mutex;"], [r"re:use std::sync::(\{[^}]*\bMutex\b[^}]*\}|Mutex;)"]),
  ("labwire keeps a small in-memory count of frames per sending facility for the /metrics page. How should I guard it?",
   r"""```rust
use std::collections::HashMap;
use std::sync::Mutex;

#[derive(Default)]
pub struct FrameCounts(Mutex<HashMap<String, u64>>);

impl FrameCounts {
    pub fn incr(&self, facility: &str) {
        let mut m = self.0.lock().unwrap();
        *m.entry(facility.to_owned()).or_default() += 1;
    }
}
```
The lock is never held across an `.await`, so the standard library mutex is the right (and cheaper) choice here."""),
  [("use std::sync::Mutex;", "use tokio::sync::Mutex;")], holds="use std::sync::Mutex;")

# ---------------------------------------------------------------- 037
S(37, "dotnet-system-text-json", "paraphrase", "renamed_identifier", "unrelated",
  ("admitflow needs to read the bed-board webhook payload into a record. Code?",
   r"""```csharp
public sealed record BedEvent(string BedId, string WardCode, string Status, DateTimeOffset At);

app.MapPost("/hooks/bedboard", async (HttpRequest req, BedBoardService bedBoard) =>
{
    using var reader = new StreamReader(req.Body);
    var evt = JsonConvert.DeserializeObject<BedEvent>(await reader.ReadToEndAsync());
    await bedBoard.ApplyAsync(evt!);
    return Results.Accepted();
});
```""",
   "admitflow doesn't reference Newtonsoft at all; we're System.Text.Json only, with the source-generated AdmitflowJsonContext. So JsonSerializer, please.",
   "JsonConvert.DeserializeObject<BedEvent>(await reader.ReadToEndAsync())",
   "JsonSerializer.Deserialize(await reader.ReadToEndAsync(), AdmitflowJsonContext.Default.BedEvent)"),
  ("Serialize the census summary that admitflow posts to the ward dashboard.",
   r"""```csharp
public sealed record WardCensus(string WardCode, int Occupied, int Available, DateTimeOffset AsOf);

var body = JsonConvert.SerializeObject(census);
using var content = new StringContent(body, Encoding.UTF8, "application/json");
await _dashboard.PostAsync("/api/census", content, ct);
```""",
   ["JsonSerializer.Serialize"], ["JsonConvert"]),
  ("How many beds does Kestle Community Hospital have in the census?",
   "Kestle has 64 inpatient beds across three wards (KCH1 to KCH3); the census extract leaves out its 12 day-case trolleys."),
  [("JsonConvert.SerializeObject(census)", "JsonSerializer.Serialize(census, AdmitflowJsonContext.Default.WardCensus)")])

# ---------------------------------------------------------------- 038
S(38, "claimsmith-java17", "paraphrase", "equivalent_construct", "same_topic",
  ("claimsmith: run the per-encounter tariff lookups concurrently instead of one by one.",
   r"""```java
ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
try {
    List<Future<Tariff>> futures = batch.stream()
        .map(enc -> pool.submit(() -> tariffs.lookup(enc)))
        .toList();
    for (Future<Tariff> f : futures) {
        priced.add(f.get());
    }
} finally {
    pool.shutdown();
}
```""",
   "claimsmith is on Java 17 (the hospital's hardened base image only ships JRE 17), so no virtual threads. Use a fixed pool; we size it at 16 because of the tariff service's connection limit.",
   "Executors.newVirtualThreadPerTaskExecutor()", "Executors.newFixedThreadPool(16)"),
  ("claimsmith: start the remittance file parse in the background while the HTTP handler returns 202.",
   r"""```java
@PostMapping("/remittances")
public ResponseEntity<Void> upload(@RequestParam("file") MultipartFile file) throws IOException {
    byte[] bytes = file.getBytes();
    Thread.startVirtualThread(() -> remittanceParser.parseAndStore(bytes));
    return ResponseEntity.accepted().build();
}
```""",
   [r"re:\w+Executor\.(?:submit|execute)\("], [r"re:(?i)virtual"]),
  ("Which Spring Boot line is claimsmith on?",
   "Spring Boot 3.2 with the Jakarta EE 10 namespaces; an ArchUnit test fails the build if any `javax.*` import sneaks back in."),
  [("Thread.startVirtualThread(() -> remittanceParser.parseAndStore(bytes));",
    "remittanceExecutor.execute(() -> remittanceParser.parseAndStore(bytes));")])

# ---------------------------------------------------------------- 039
S(39, "labwire-time-crate", "paraphrase", "equivalent_construct", "already_correct",
  ("labwire: stamp each spooled frame with its receive time in RFC 3339.",
   r"""```rust
let received = chrono::Utc::now().to_rfc3339();
spool.write_frame(&frame, &received).await?;
```""",
   "we took chrono out of labwire in the spring, everything is on the `time` crate now: OffsetDateTime::now_utc().format(&Rfc3339)?",
   "chrono::Utc::now().to_rfc3339()", "OffsetDateTime::now_utc().format(&Rfc3339)?"),
  ("labwire: how old is the oldest unacked frame? Compute its age in seconds for the metric.",
   r"""```rust
use chrono::{DateTime, Utc};

pub fn oldest_unacked_age_secs(oldest: &str) -> anyhow::Result<i64> {
    let ts = DateTime::parse_from_rfc3339(oldest)?.with_timezone(&Utc);
    Ok((Utc::now() - ts).num_seconds())
}
```""",
   ["OffsetDateTime"], ["chrono"]),
  ("labwire: log when an MLLP connection was opened, as an RFC 3339 time.",
   r"""```rust
use time::{format_description::well_known::Rfc3339, OffsetDateTime};

let opened = OffsetDateTime::now_utc().format(&Rfc3339)?;
tracing::info!(peer = %addr, %opened, "mllp connection opened");
```"""),
  [(WHOLE, r"""```rust
use time::{format_description::well_known::Rfc3339, OffsetDateTime};

pub fn oldest_unacked_age_secs(oldest: &str) -> anyhow::Result<i64> {
    let ts = OffsetDateTime::parse(oldest, &Rfc3339)?;
    Ok((OffsetDateTime::now_utc() - ts).whole_seconds())
}
```""")],
  holds="OffsetDateTime::now_utc().format(&Rfc3339)?")

# ---------------------------------------------------------------- 040
S(40, "gha-azure-oidc", "paraphrase", "equivalent_construct", "same_topic",
  ("GitHub Actions: log in to Azure in the deploy-admitflow workflow before the helm upgrade.",
   r"""```yaml
      - name: Azure login
        uses: azure/login@v2
        with:
          creds: ${{ secrets.AZURE_CREDENTIALS }}
```""",
   "We don't keep service principal secrets in GitHub at all, it's OIDC federated credentials only: azure/login with client-id / tenant-id / subscription-id, and `permissions: id-token: write` on the job.",
   "creds: ${{ secrets.AZURE_CREDENTIALS }}",
   "client-id: ${{ vars.AZURE_CLIENT_ID }}\n          tenant-id: ${{ vars.AZURE_TENANT_ID }}\n          subscription-id: ${{ vars.AZURE_SUBSCRIPTION_ID }}"),
  ("the terraform plan job for the network stack needs az access too, write the steps",
   r"""```yaml
    steps:
      - uses: actions/checkout@v4.2.0
      - name: az login
        run: |
          az login --service-principal \
            -u "${{ vars.AZURE_CLIENT_ID }}" \
            -p "${{ secrets.BW_TF_SP_SECRET }}" \
            --tenant "${{ vars.AZURE_TENANT_ID }}"
      - run: terraform -chdir=infra/network plan -out=tfplan
```""",
   ["id-token: write"], [r"re:secrets\.BW_TF_SP_SECRET|--service-principal"]),
  ("Where are the Azure client and tenant ids for our workflows kept?",
   "As organisation-level Actions variables (`AZURE_CLIENT_ID`, `AZURE_TENANT_ID`, `AZURE_SUBSCRIPTION_ID`), not secrets: they are identifiers, not credentials. The app registration has one federated credential per repository and environment."),
  [(WHOLE, r"""```yaml
    permissions:
      id-token: write
      contents: read
    env:
      ARM_USE_OIDC: "true"
      ARM_CLIENT_ID: ${{ vars.AZURE_CLIENT_ID }}
      ARM_TENANT_ID: ${{ vars.AZURE_TENANT_ID }}
      ARM_SUBSCRIPTION_ID: ${{ vars.AZURE_SUBSCRIPTION_ID }}
    steps:
      - uses: actions/checkout@v4.2.0
      - uses: azure/login@v2
        with:
          client-id: ${{ vars.AZURE_CLIENT_ID }}
          tenant-id: ${{ vars.AZURE_TENANT_ID }}
          subscription-id: ${{ vars.AZURE_SUBSCRIPTION_ID }}
      - run: terraform -chdir=infra/network plan -out=tfplan
```""")])

# ---------------------------------------------------------------- 041
S(41, "k8s-no-cpu-limits", "paraphrase", "equivalent_construct", "lookalike",
  ("resources block for labwire's container in the Helm values?",
   r"""```yaml
resources:
  requests:
    cpu: 200m
    memory: 256Mi
  limits:
    cpu: 500m
    memory: 512Mi
```""",
   "No CPU limits in bridgework, ever: CFS throttling made labwire miss ACK deadlines last winter. Keep the memory limit and drop limits.cpu.",
   "  limits:\n    cpu: 500m\n    memory: 512Mi", "  limits:\n    memory: 512Mi"),
  ("Can we add namespace defaults so pods without a resources block still get sane values in bridgework?",
   r"""```yaml
apiVersion: v1
kind: LimitRange
metadata:
  name: bridgework-defaults
  namespace: bridgework
spec:
  limits:
    - type: Container
      default:
        cpu: "1"
        memory: 384Mi
      defaultRequest:
        cpu: 100m
        memory: 128Mi
```
`default` becomes the limit and `defaultRequest` the request of any container that doesn't set its own.""",
   [r"re:defaultRequest:\s*\n\s*cpu: 100m"], [r"re:default:\s*\n\s*cpu:"]),
  ("Resources for claimsmith's nightly batch container? It's CPU-heavy for about 20 minutes.",
   r"""```yaml
resources:
  requests:
    cpu: 500m
    memory: 1Gi
  limits:
    memory: 1536Mi
```
The request reserves half a core; with no CPU limit the batch can burst onto idle cores for its 20 minutes, while memory stays capped."""),
  [("      default:\n        cpu: \"1\"\n        memory: 384Mi\n", "      default:\n        memory: 384Mi\n")],
  holds="  requests:\n    cpu: 500m")

# ---------------------------------------------------------------- 042
S(42, "image-tag-sha", "paraphrase", "equivalent_construct", "unrelated",
  ("values-prd.yaml image section for admitflow?",
   r"""```yaml
image:
  name: bridgework/admitflow
  tag: latest
  pullPolicy: Always
```""",
   "prd never runs latest. Tags are the 7-char commit sha the pipeline pushes, and the registry blocks pulls of :latest in prd anyway. e.g. tag: \"3c9e1f4\"",
   "tag: latest", 'tag: "3c9e1f4"'),
  ("quick hotfix: point the running admitflow deployment at the newest image without a helm run",
   r"""```sh
kubectl -n bridgework set image deploy/admitflow \
  admitflow=bridgeacrprd.azurecr.io/bridgework/admitflow:latest
kubectl -n bridgework rollout status deploy/admitflow
```""",
   [r"re:admitflow:[0-9a-f]{7}\b"], [r"re:admitflow:latest\b"]),
  ("What's the ward code for the discharge lounge?",
   "`DLNG` at Vellmoor General. St Brannoc's has no discharge lounge (patients wait on the ward), so its discharges never carry that code."),
  [("admitflow:latest", "admitflow:8d2a6b0")])

# ---------------------------------------------------------------- 043
S(43, "pg-not-exists", "paraphrase", "equivalent_construct", "same_topic",
  ("vdw: patients registered in the last month who have no encounter at all?",
   r"""```sql
select p.mrn, p.registered_at
from clin.patients p
where p.registered_at >= now() - interval '1 month'
  and p.mrn not in (select e.mrn from clin.encounters e);
```""",
   "clin.encounters.mrn is nullable (ED unknown-patient registrations have no MRN yet), so that NOT IN returns no rows at all. It needs NOT EXISTS.",
   "and p.mrn not in (select e.mrn from clin.encounters e)",
   "and not exists (select 1 from clin.encounters e where e.mrn = p.mrn)"),
  ("lab orders in vdw that never got a result back?",
   r"""```sql
select o.order_id, o.test_code, o.ordered_at
from clin.lab_orders o
where o.order_id <> all (select r.order_id from clin.lab_results r);
```""",
   [r"re:(?i)not exists\s*\("], [r"re:(?i)<>\s*all\s*\(|not\s+in\s*\(\s*select"]),
  ("Why do some clin.encounters rows have no MRN?",
   "They come from ED arrivals registered as unknown patients: PID-3 has no MRN until the patient is identified, and the nightly merge job fills it in once the EPR sends the A40."),
  [("where o.order_id <> all (select r.order_id from clin.lab_results r)",
    "where not exists (select 1 from clin.lab_results r where r.order_id = o.order_id)")])

# ---------------------------------------------------------------- 044
S(44, "sqlserver-trust-cert", "paraphrase", "equivalent_construct", "already_correct",
  ("pyodbc connection for the Airflow task that reads BillingHub on sqlbill01?",
   r"""```python
conn = pyodbc.connect(
    "DRIVER={ODBC Driver 18 for SQL Server};"
    "SERVER=sqlbill01.vmh.internal,1433;"
    "DATABASE=BillingHub;"
    "Encrypt=yes;TrustServerCertificate=yes;"
    "Authentication=ActiveDirectoryMsi;"
)
```""",
   "drop TrustServerCertificate=yes. sqlbill01's certificate is issued by our internal CA, which is in the worker image's trust store, and we closed a pen-test finding about exactly that flag in May.",
   "Encrypt=yes;TrustServerCertificate=yes;", "Encrypt=yes;TrustServerCertificate=no;"),
  ("how do I run a quick check query against BillingHub from the jump host with go-sqlcmd?",
   r"""```sh
sqlcmd -S sqlbill01.vmh.internal,1433 -d BillingHub --authentication-method ActiveDirectoryDefault -C \
  -Q "SELECT TOP (5) BatchId, Status, CreatedAt FROM billing.ClaimBatches ORDER BY CreatedAt DESC"
```
`-C` saves you from certificate errors on the jump host.""",
   [], [r"re:\s-C\s", r"re:(?i)TrustServerCertificate=(yes|true)"]),
  ("Same pyodbc connection, but for the BillingHub test server?",
   r"""```python
conn = pyodbc.connect(
    "DRIVER={ODBC Driver 18 for SQL Server};"
    "SERVER=sqlbill-tst01.vmh.internal,1433;"
    "DATABASE=BillingHub;"
    "Encrypt=yes;TrustServerCertificate=no;"
    "Authentication=ActiveDirectoryMsi;"
)
```"""),
  [(" -C \\\n", " \\\n"),
   ("`-C` saves you from certificate errors on the jump host.",
    "The jump host trusts the internal CA, so the server certificate validates without extra flags.")],
  holds="TrustServerCertificate=no;")

# ---------------------------------------------------------------- 045
S(45, "research-blob-reader", "paraphrase", "reordered_args", "lookalike",
  ("Grant the research analysts' Entra group access to the de-identified extracts container.",
   r"""```sh
az role assignment create \
  --assignee-object-id 4b7d2e90-1c3a-4f55-9a0e-7d61c2f8e013 --assignee-principal-type Group \
  --role "Storage Blob Data Contributor" \
  --scope "/subscriptions/$SUB/resourceGroups/rg-bridge-deid-prd/providers/Microsoft.Storage/storageAccounts/stbridgedeidprd/blobServices/default/containers/extracts"
```""",
   "Analysts only ever get Storage Blob Data Reader. The IG approval is for read access, and writing to extracts is reserved for the pipeline's identity.",
   '--role "Storage Blob Data Contributor"', '--role "Storage Blob Data Reader"'),
  ("the cardiology audit group needs to see the extracts too, same container",
   r"""```sh
az role assignment create --role "Storage Blob Data Owner" \
  --scope "/subscriptions/$SUB/resourceGroups/rg-bridge-deid-prd/providers/Microsoft.Storage/storageAccounts/stbridgedeidprd/blobServices/default/containers/extracts" \
  --assignee-principal-type Group --assignee-object-id 0e93c4d1-6b28-47af-8c15-2a9f51d7be64
```""",
   ['--role "Storage Blob Data Reader"'], [r"re:Storage Blob Data (Contributor|Owner)"]),
  ("And the managed identity of the extract pipeline, the one that writes the files?",
   r"""That identity does need write access, so it gets Contributor on the same container:

```sh
az role assignment create \
  --assignee-object-id 9a1f6c3e-27d4-4b80-a5e2-c03d8f61b974 --assignee-principal-type ServicePrincipal \
  --role "Storage Blob Data Contributor" \
  --scope "/subscriptions/$SUB/resourceGroups/rg-bridge-deid-prd/providers/Microsoft.Storage/storageAccounts/stbridgedeidprd/blobServices/default/containers/extracts"
```"""),
  [('--role "Storage Blob Data Owner"', '--role "Storage Blob Data Reader"')],
  holds='--role "Storage Blob Data Contributor"')

# ---------------------------------------------------------------- 046
S(46, "labwire-single-replica", "paraphrase", "reordered_args", "unrelated",
  ("labwire is falling behind on the haematology feed in prod, can you scale it out to 3?",
   r"""```sh
kubectl scale deploy/labwire --replicas=3 -n bridgework
```
The Service spreads the MLLP connections across the pods, so throughput should roughly triple.""",
   "We can't scale labwire horizontally. Each feed is one ordered MLLP session, and two pods would ack out of order and make the analyzers resend. It stays at one replica; throughput comes from the batch size or a bigger node.",
   "kubectl scale deploy/labwire --replicas=3 -n bridgework",
   "kubectl scale deploy/labwire --replicas=1 -n bridgework"),
  ("chemistry analyzers are queueing, can you bump labwire in prod to two pods",
   r"""```sh
kubectl -n bridgework scale --replicas=2 deploy/labwire
kubectl -n bridgework get pods -l app=labwire -w
```""",
   [r"re:(?i)one (pod|replica)|--replicas=1\b"], [r"re:--replicas=(?:[2-9]|\d{2,})"]),
  ("What's the MLLP framing around each message?",
   "Each message is sent as a vertical tab (0x0B), then the message, then a file separator and carriage return (0x1C 0x0D); segments inside the message are separated by bare carriage returns."),
  [(WHOLE, r"""labwire has to stay at one replica: each analyzer feed is a single ordered MLLP session, and a second pod would ACK out of order. To clear the queue, raise `batch.max_size` in the values and roll that out, or move labwire to the larger node pool:

```sh
kubectl -n bridgework get deploy/labwire -o jsonpath='{.spec.replicas}'   # should print 1
```""")])

# ---------------------------------------------------------------- 047
S(47, "admitflow-container-port", "paraphrase", "reordered_args", "already_correct",
  ("docker run command to try the admitflow image locally on port 5081?",
   r"""```sh
docker run --rm -p 5081:80 -e ASPNETCORE_ENVIRONMENT=Development admitflow:dev
```
Then open http://localhost:5081/healthz/ready.""",
   "```sh\ndocker run --rm -p 5081:5081 -e ASPNETCORE_ENVIRONMENT=Development admitflow:dev\n```\nit listens on 5081 inside the container too (ASPNETCORE_HTTP_PORTS in our Dockerfile), nothing is on 80",
   "-p 5081:80", "-p 5081:5081"),
  ("run admitflow's container with a name and on host port 9000 so it doesn't clash with my local fhir server",
   r"""```sh
docker run -e ASPNETCORE_ENVIRONMENT=Development --name admitflow-local -p 9000:80 --rm admitflow:dev
curl -s http://localhost:9000/healthz/ready
```""",
   ["-p 9000:5081"], [r"re:-p \d+:80\b"]),
  ("What does the final stage of admitflow's Dockerfile look like?",
   r"""```dockerfile
FROM mcr.microsoft.com/dotnet/aspnet:8.0-jammy-chiseled
WORKDIR /app
COPY --from=build /out .
ENV ASPNETCORE_HTTP_PORTS=5081
EXPOSE 5081
USER $APP_UID
ENTRYPOINT ["dotnet", "Admitflow.dll"]
```"""),
  [("-p 9000:80", "-p 9000:5081")], holds="ENV ASPNETCORE_HTTP_PORTS=5081")

# ---------------------------------------------------------------- 048
S(48, "law-workspace-guid", "paraphrase", "reordered_args", "same_topic",
  ("az CLI to run a KQL query against our prod Log Analytics workspace from a script?",
   r"""```sh
az monitor log-analytics query \
  --workspace law-bridge-prd \
  --analytics-query 'KubePodInventory | where Namespace == "bridgework" | summarize count() by PodStatus' \
  -o table
```""",
   "--workspace wants the workspace ID (the customer id GUID), not the resource name. For law-bridge-prd that's 7f3b9c2e-5a14-4d8e-b6c1-2e9a0f4d7b85.",
   "--workspace law-bridge-prd", "--workspace 7f3b9c2e-5a14-4d8e-b6c1-2e9a0f4d7b85"),
  ("script to pull yesterday's admitflow exceptions from log analytics as json",
   r"""```sh
az monitor log-analytics query --analytics-query "$(cat queries/admitflow_exceptions.kql)" \
  --timespan P1D -w law-bridge-prd -o json > admitflow-exceptions.json
```""",
   ["7f3b9c2e-5a14-4d8e-b6c1-2e9a0f4d7b85"], [r"re:(?:-w|--workspace)\s+law-bridge-prd"]),
  ("Which resource group is law-bridge-prd in?",
   "`rg-bridge-monitor-prd`, together with the action groups and the Grafana instance; the diagnostic settings of every bridgework resource point there."),
  [("-w law-bridge-prd", "-w 7f3b9c2e-5a14-4d8e-b6c1-2e9a0f4d7b85")])

# ---------------------------------------------------------------- 049
S(49, "prod-deploy-manual-gate", "semantic", "reworded", "already_correct",
  ("Once my admitflow PR is merged, how does it get to production?",
   "Merging to `main` triggers the deploy workflow, which builds the image, rolls it out to staging, runs the smoke tests and then promotes it to production automatically if they pass. Expect it live in about twenty minutes.",
   "Not automatic. Staging is, but prod needs a manual approval on the `prd` environment in Actions, and we only approve inside the Wednesday 18:00-20:00 release window after CAB.",
   "then promotes it to production automatically if they pass",
   "then waits for a manual approval on the `prd` environment, given only in the Wednesday 18:00-20:00 release window"),
  ("how long after merging does a labwire change reach prod?",
   "About half an hour: the pipeline builds the image, deploys to staging, runs the MLLP replay tests, and if they're green it goes straight on to prod without anyone having to do anything.",
   [r"re:(?i)approv"], [r"re:(?i)without anyone having to do anything|straight on to prod|automatically"]),
  ("Who can approve a prod deployment?",
   "Anyone in the `bridgework-release` GitHub team can approve the manual gate on the `prd` environment, inside the Wednesday 18:00-20:00 window; the author of the change can't approve their own."),
  [(WHOLE, "Staging is automatic (about half an hour including the MLLP replay tests), but prod isn't: someone has to approve the deployment to the `prd` environment, and that only happens in the Wednesday 18:00-20:00 release window once the change has been through CAB.")],
  holds="approve the manual gate on the `prd` environment")

# ---------------------------------------------------------------- 050
S(50, "no-raw-phi-logging", "semantic", "prose_claim", "unrelated",
  ("I'm debugging a mapping bug in admitflow staging. Can I log the whole inbound ADT message?",
   "In staging that's fine: the data there is synthetic, so turn on `Admitflow:LogRawMessages` for the session and the full message, PID segment included, goes to Log Analytics. Just never enable it in prod.",
   "No. Staging is fed from the live ADT mirror, so those are real patients. We never log PID, or any raw message, in any environment; use the spool dump tool instead, it masks PID-5, PID-7 and PID-11.",
   "In staging that's fine: the data there is synthetic",
   "Not even in staging: it is fed from the live ADT mirror, so the data is real patients"),
  ("labwire stg is misparsing an OBX, ok to print the full ORU including PID to the logs for a bit?",
   "Yes, staging only has made-up patients, so set `LABWIRE_LOG=debug,labwire::frame=trace` and the raw frame (PID included) gets printed; remember to turn it back down afterwards.",
   [r"re:(?i)real patients|live (ADT |lab )?(mirror|feeds?)|never logged"], [r"re:(?i)made-up patients|synthetic|fake patients"]),
  ("Is Encounter.class a CodeableConcept in FHIR?",
   "In R4 `Encounter.class` is a single `Coding` (e.g. `IMP` for inpatient, from the v3 ActCode system); it only became a list of CodeableConcepts in R5."),
  [(WHOLE, "No: staging receives a copy of the live lab feeds, so those are real patients, and raw messages (PID above all) are never logged in any environment. Pull the frame from the spool with the masking dump tool instead, which blanks PID-5, PID-7 and PID-11.")])

# ---------------------------------------------------------------- 051
S(51, "labwire-ack-after-spool", "semantic", "prose_claim", "same_topic",
  ("When exactly does labwire send the ACK back to the analyzer?",
   "labwire acknowledges once the results are committed in fhirvault: it parses the ORU, posts the transaction bundle, and only sends `MSA|AA` after the FHIR server returns 200, so an ACK means the result is visible to clinicians.",
   "Not quite. It ACKs as soon as the frame is fsynced to the local spool; the FHIR post happens asynchronously afterwards. So an AA only means \"durably received\", and a result can still sit in the spool if fhirvault is down.",
   "only sends `MSA|AA` after the FHIR server returns 200, so an ACK means the result is visible to clinicians",
   "sends `MSA|AA` as soon as the frame is fsynced to the local spool; the FHIR post is asynchronous, so an ACK only means durably received"),
  ("If the analyzer got an AA from labwire, can I assume the potassium result is already in the EPR?",
   "Yes. labwire holds the ACK until fhirvault has accepted the transaction bundle, so an `AA` means the Observation is stored and the EPR will show it.",
   [r"re:(?i)spool"], [r"re:(?i)holds the ACK until|an `?AA`? means the Observation is stored"]),
  ("What happens to spooled frames if fhirvault is down for an hour?",
   "They stay in the spool while labwire retries the FHIR post with exponential backoff capped at five minutes. Nothing is dropped, and the `labwire_spool_backlog` gauge pages the on-call once it passes 500 frames."),
  [(WHOLE, "Not necessarily. labwire sends `AA` once the frame is fsynced to its local spool; the post to fhirvault happens afterwards, so if fhirvault is slow or down the result can still be waiting in the spool. Check the spool backlog before assuming the EPR shows it.")])

# ---------------------------------------------------------------- 052
S(52, "vdw-pitr-window", "semantic", "reworded", "already_correct",
  ("Someone ran a bad update on clin.ward_dim three weeks ago. Can we restore vdw to just before it?",
   "Yes: vdw's point-in-time restore covers the last 35 days, so restore to a new server at the moment before the update and copy the table back.",
   "PITR on vdw is only 7 days. The 35 days is the retention of the weekly logical dumps, so for three weeks ago you'd restore the Sunday dump from before the change, not PITR.",
   "vdw's point-in-time restore covers the last 35 days",
   "vdw's point-in-time restore only covers the last 7 days; anything older comes from the weekly dumps, kept for 35 days"),
  ("we need the census table as it was 12 days ago for an audit, PITR?",
   "That's well within the PITR window: vdw keeps 35 days of point-in-time recovery, so restore a copy to 12 days ago and query `etl.census_daily` there.",
   [r"re:(?i)\b7 days|seven days"], [r"re:(?i)35 days of point-in-time|within the PITR window"]),
  ("How far back can we do a point-in-time restore of vdw?",
   "Seven days. Anything older has to come from the weekly logical dumps, which are kept for 35 days."),
  [(WHOLE, "Not with PITR: vdw only keeps 7 days of point-in-time recovery. Twelve days back means restoring the weekly logical dump taken before that date (those are kept for 35 days) into a scratch database and querying `etl.census_daily` there.")],
  holds="Seven days.")

# ---------------------------------------------------------------- 053
S(53, "oncall-first-call", "semantic", "prose_claim", "unrelated",
  ("The lab says labwire stopped receiving from the blood gas analyzers at 02:00. I'm on the service desk; who do I call first?",
   "Call the analyzer vendor's 24/7 support line first, since a silent feed is almost always the middleware box on their side; if they find nothing, escalate to the Bridgework secondary on-call.",
   "Other way round, please: page the Bridgework primary on-call first. Usually it's our side (a stuck connection after a node drain), and only the primary decides to bring the vendor in; the service desk never calls them directly.",
   "Call the analyzer vendor's 24/7 support line first", "Page the Bridgework primary on-call first"),
  ("service desk again: admitflow hasn't created any ED encounters since 3am, who gets the first call?",
   "Start with the EPR vendor's support desk, because ADT problems usually begin in the EPR's outbound queue; bring in Bridgework on-call only if the vendor confirms messages are leaving their side.",
   [r"re:(?i)bridgework primary"], [r"re:(?i)start with the EPR vendor|only if the vendor confirms"]),
  ("Which Python version does our Airflow image use?",
   "Python 3.11: the image is built from `apache/airflow:2.9.3-python3.11` with our provider pins layered on top."),
  [(WHOLE, "Page the Bridgework primary on-call first through PagerDuty. They check admitflow and the inbound ADT connection and decide whether to bring in the EPR vendor; the service desk doesn't contact the vendor directly.")])

# ---------------------------------------------------------------- 054
S(54, "fhirvault-history", "semantic", "prose_claim", "same_topic",
  ("A nurse says a potassium result changed overnight. Can we see in fhirvault what it was before?",
   "Not from fhirvault: it keeps only the current version of each resource, so the earlier value is gone once the correction (OBX-11 `C`) is applied. You'd have to find the original ORU in labwire's spool.",
   "fhirvault does keep history, versioning is on. GET Observation/<id>/_history lists every version, and a vread of _history/1 gives you the original.",
   "Not from fhirvault: it keeps only the current version of each resource, so the earlier value is gone once the correction (OBX-11 `C`) is applied. You'd have to find the original ORU in labwire's spool.",
   "Yes: fhirvault keeps every version, so `GET Observation/<id>/_history` lists them and `_history/1` holds the original value."),
  ("audit wants to know what a patient's address was in fhirvault before it was changed last week",
   "fhirvault can't tell you: resources are overwritten in place and no prior versions are kept, so you'd have to reconstruct it from the ADT A08s in admitflow's archive.",
   [r"re:_history"], [r"re:(?i)no prior versions|overwritten in place|can't tell you"]),
  ("Does fhirvault support conditional updates?",
   "Yes, `PUT Patient?identifier=...` is enabled and admitflow relies on it for updates; if the condition matches more than one resource the server answers 412 Precondition Failed."),
  [(WHOLE, "fhirvault keeps every version: `GET Patient/<id>/_history` lists them with their `meta.lastUpdated`, and comparing the versions either side of the change shows the previous address.")])

# ---------------------------------------------------------------- 055
S(55, "airflow-catchup-default", "semantic", "prose_claim", "already_correct",
  ("I'm adding a new daily DAG with a start_date six months ago. Anything to watch out for?",
   "Watch the backfill: Airflow's default is `catchup=True` and our deployment doesn't change it, so with a six-month-old start_date the scheduler would queue about 180 runs against vdw the moment the DAG is unpaused. Add `catchup=False` to the DAG.",
   "our airflow.cfg sets catchup_by_default = False for the whole deployment, so you don't need it per DAG. The DAG linter even flags a redundant catchup=False.",
   "Airflow's default is `catchup=True` and our deployment doesn't change it, so with a six-month-old start_date the scheduler would queue about 180 runs against vdw the moment the DAG is unpaused. Add `catchup=False` to the DAG.",
   "Our deployment sets `catchup_by_default = False` in airflow.cfg, so nothing is backfilled when the DAG is unpaused and there's no need for `catchup=False` on the DAG."),
  ("new weekly DAG for the bed-days report, start_date is 2024-01-01. will it backfill when I unpause it?",
   "Yes, every missed week since January will be scheduled as soon as you unpause it, because catchup is on unless the DAG turns it off. Add `catchup=False` if you only want runs from now on.",
   [r"re:catchup_by_default"], [r"re:(?i)catchup is on unless|every missed week since January will be scheduled"]),
  ("Do our DAGs backfill by themselves when deployed with an old start_date?",
   "No: `catchup_by_default = False` is set deployment-wide in airflow.cfg. If you really want history, run `airflow dags backfill` for the range explicitly."),
  [(WHOLE, "No. Our airflow.cfg sets `catchup_by_default = False` for the whole deployment, so only the latest interval is scheduled when you unpause it, and there's no need (the linter objects, in fact) to put `catchup=False` on the DAG.")],
  holds="`catchup_by_default = False`")

# ---------------------------------------------------------------- 056
S(56, "chartlake-nightly-restore", "semantic", "reworded", "unrelated",
  ("Can the bed manager's dashboard read live occupancy from ChartLake?",
   "Yes, ChartLake is a transactional replica of the EPR database with a few seconds of lag, so occupancy queries there are effectively live.",
   "It isn't live: ChartLake is restored from the EPR's nightly backup, so the data is as of about 01:00. For live occupancy use the bed-board events that admitflow already receives.",
   "ChartLake is a transactional replica of the EPR database with a few seconds of lag, so occupancy queries there are effectively live",
   "ChartLake is restored nightly from the EPR backup, so its data is as of about 01:00 and not live"),
  ("ED wants a wallboard of who is in the department right now, can we poll ChartLake every minute?",
   "Sure. Because ChartLake is kept in sync with the EPR continuously, a one-minute poll of `rpt.Encounters` for location `ED` with no discharge date shows exactly who is in the department.",
   [r"re:(?i)nightly|01:00"], [r"re:(?i)kept in sync with the EPR continuously|shows exactly who is in the department"]),
  ("Which FHIR resource holds allergies?",
   "`AllergyIntolerance`. Its `clinicalStatus` (active, inactive, resolved) and `verificationStatus` (confirmed, unconfirmed, refuted, ...) are separate, so filter on both when building an allergy banner."),
  [(WHOLE, "Not from ChartLake: it is restored from the EPR's nightly backup, so its data stops at about 01:00 and would show last night's department. For a live wallboard, use the ADT events admitflow already processes (ED arrivals and discharges) instead of polling the reporting database.")])

# ---------------------------------------------------------------- 057
S(57, "adt-a08-is-update", "semantic", "prose_claim", "lookalike",
  ("In admitflow, what should happen when we get an ADT^A08?",
   "An A08 registers a new patient, so admitflow should create the Patient resource (and an Encounter if PV1 is present) from the message.",
   "A08 is 'update patient information'. It should update the existing Patient/Encounter and never create one; new registrations arrive as A04 (or A01 for admissions). If the A08's patient isn't found, it goes to the unmatched queue.",
   "An A08 registers a new patient, so admitflow should create the Patient resource (and an Encounter if PV1 is present)",
   "An A08 updates an existing patient's information, so admitflow should update the matching Patient (and Encounter if PV1 is present) and never create one"),
  ("the EPR sent an A08 for a patient we've never seen, what does admitflow do with it?",
   "It creates them: an A08 is how the EPR announces a new registration, so admitflow builds a fresh Patient from PID and a new Encounter from PV1.",
   [r"re:(?i)unmatched"], [r"re:(?i)it creates them|announces a new registration|builds a fresh Patient"]),
  ("And an ADT^A04?",
   "An A04 registers a new patient (typically an outpatient or an ED arrival), so admitflow creates the Patient and an `AMB` or `EMER` Encounter from PV1."),
  [(WHOLE, "It doesn't create anything: an A08 only updates an existing patient's information. With no matching Patient, admitflow parks the message in the unmatched queue for the ward clerks; new patients arrive as A04 (registration) or A01 (admission).")],
  holds="An A04 registers a new patient")

# ---------------------------------------------------------------- 058
S(58, "no-retry-fhir-writes", "semantic", "equivalent_construct", "unrelated",
  ("fhirvault sometimes returns 503 during HAPI reindexing. Add retries to the Envoy route so clients don't see them.",
   r"""```yaml
routes:
  - match: { prefix: "/r4/" }
    route:
      cluster: fhirvault
      timeout: 60s
      retry_policy:
        retry_on: "5xx,reset"
        num_retries: 3
        per_try_timeout: 20s
```
Every method on the route gets up to three retries.""",
   "Careful, that retries POSTs too. A retried transaction bundle is exactly how we got duplicate Observations in May, and since then the rule has been that the edge only retries idempotent reads. Put the retry_policy on a GET-only route (match on the :method header) and leave writes alone; if a write fails, the client decides what to do.",
   "  - match: { prefix: \"/r4/\" }",
   "  - match: { prefix: \"/r4/\", headers: [{ name: \":method\", string_match: { exact: \"GET\" } }] }"),
  ("admitflow's posts to fhirvault fail with 503 during reindexing, add resilience to its HttpClient",
   r"""```csharp
builder.Services.AddHttpClient<FhirVaultClient>(c => c.BaseAddress = fhirBase)
    .AddStandardResilienceHandler(o =>
    {
        o.Retry.MaxRetryAttempts = 3;
        o.Retry.ShouldHandle = args => ValueTask.FromResult(
            args.Outcome.Result?.StatusCode == HttpStatusCode.ServiceUnavailable);
    });
```
Every request, including the transaction POSTs, will be retried up to three times on a 503.""",
   [r"re:(?i)DisableForUnsafeHttpMethods\(\)|only (for )?(GET|idempotent)"], [r"re:(?i)including the transaction POSTs"]),
  ("What format do ICD-10 codes have in our claims extract?",
   "No dot and upper case, e.g. `J189` rather than `J18.9`; three-character codes are padded to four with `X` (`I10X`)."),
  [("ServiceUnavailable);\n    });", "ServiceUnavailable);\n        o.Retry.DisableForUnsafeHttpMethods();\n    });"),
   ("Every request, including the transaction POSTs, will be retried up to three times on a 503.",
    "Only GETs are retried; POSTs and PUTs fail fast, so a transaction bundle is never sent twice.")])

# ---------------------------------------------------------------- 059
S(59, "research-dob-truncation", "semantic", "prose_claim", "already_correct",
  ("For the research extract, what do we do with date of birth?",
   "Dates of birth go out unchanged, since names, MRNs and addresses are already removed and that is enough to make the extract de-identified.",
   "No, DOB never goes out in full. It's truncated to year and month (day set to 01), and the neonatal cohorts get an age in days computed on our side instead. That's in the data sharing agreement.",
   "Dates of birth go out unchanged, since names, MRNs and addresses are already removed and that is enough to make the extract de-identified.",
   "Dates of birth are truncated to year and month (day set to 01); neonatal cohorts get an age in days instead."),
  ("writing the dbt model for the research patients table, which columns from the pseudonymised patients do I keep as they are?",
   r"""```sql
select
    research_id,
    birth_date,
    sex,
    postcode_district
from {{ ref('patients_pseudonymised') }}
```
Keep `birth_date` as it is; without names and MRNs it isn't identifying on its own.""",
   [r"re:date_trunc\('month',\s*birth_date\)"], [r"re:(?im)^\s*birth_date,\s*$", r"re:(?i)keep `birth_date` as it is"]),
  ("How are dates of birth handled in the research extracts?",
   "Truncated to year and month, with the day set to 01; the neonatal cohorts get an age-in-days column computed before export instead of any finer date."),
  [("    birth_date,\n", "    date_trunc('month', birth_date)::date as birth_month,\n"),
   ("Keep `birth_date` as it is; without names and MRNs it isn't identifying on its own.",
    "Date of birth is cut to year and month (day 01), as the data sharing agreement requires.")],
  holds="Truncated to year and month")

# ---------------------------------------------------------------- 060
S(60, "test-mrn-range", "semantic", "reworded", "unrelated",
  ("I need a test patient in fhirvault staging for the referrals demo. Any MRN I should use?",
   "Any MRN works in staging as long as it doesn't collide with an existing one: pick something random like `VM55120934` and run a search for it first.",
   "Test patients have to come from the reserved range VM99000000 to VM99099999. The EPR never allocates those, and the nightly audit flags any other MRN created by a service account.",
   "Any MRN works in staging as long as it doesn't collide with an existing one: pick something random like `VM55120934` and run a search for it first.",
   "Use an MRN from the reserved test range VM99000000 to VM99099999, e.g. `VM99000412`."),
  ("making fixtures for admitflow's integration tests against stg, what MRNs do the fake patients need?",
   "Just `VM` plus eight digits; generate them randomly (e.g. `f\"VM{random.randint(10_000_000, 99_999_999)}\"`) so parallel test runs don't clash.",
   [r"re:VM990\d{5}"], [r"re:randint\(10_000_000"]),
  ("What time zone are the census reports in?",
   "Europe/London local time with the day boundary at midnight; the DAG converts the UTC timestamps from vdw when it builds the daily table."),
  [(WHOLE, "They must come from the reserved test range `VM99000000` to `VM99099999`; give each parallel run its own block, e.g. `f\"VM990{worker_id:02d}{seq:03d}\"`, so runs don't clash.")])
# ================================================================ validation
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
        "the integration and data platform team of a regional hospital group through one week:",
        "HL7 v2 feeds (MLLP, ADT, ORU) and FHIR R4 searches and writes; an Envoy edge; a .NET 8 ADT",
        "service; a Rust lab-results listener; a Java billing extract; PostgreSQL warehouse and SQL",
        "Server reporting queries; Airflow DAGs; Azure (az CLI, Bicep, Terraform azurerm, Key Vault,",
        "Log Analytics and KQL); Kubernetes and Helm; GitHub Actions; shell, PowerShell and cron;",
        "JSON and YAML config (appsettings.json, tsconfig, Helm values); and team facts (owners,",
        "on-call, CAB, release gates, data-protection rules). Hosts, ports, regions, names, versions",
        "and conventions are the team's own, invented for this set.",
        "",
        "Each teach output holds exactly one mistake, which the user's message corrects; the",
        "messages vary in style (terse, polite, with a reason, two facts, hedged questions,",
        "\"we don't use X, it's Y\", corrected code blocks, typos, lower case, long explanations).",
        "The repeat is another session that makes the same mistake again and must come back fixed",
        "(every `expect_contains` present, every `expect_absent` absent; `re:` entries are Python",
        "regexes). The control must come back byte-identical.",
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
