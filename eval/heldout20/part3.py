# heldout20 scenarios 031-045 (Wednesday and Thursday). Data only; see build.py.
# fix: list of (old, new) replacements proving the repeat can pass; old None = whole output.
# holds: text a lookalike / already_correct control must keep.

SCENARIOS = [
    dict(
        n=31, topic="acr-registry-name", difficulty="literal", variation="casing",
        control_kind="already_correct",
        teach=(
            "How do I log Docker into our container registry from my laptop?",
            r"""```sh
az acr login --name relayacr
```
It uses your `az login` token, so there's no password to type; the token lasts about three hours.""",
            "registry's acrrelayprd (acr prefix + team + env). relayacr was the old proof-of-concept one, it's been deleted",
            "az acr login --name relayacr", "az acr login --name acrrelayprd"),
        repeat=(
            "GitLab before_script that authenticates to our registry with the CI service principal?",
            r"""```yaml
before_script:
  - az login --service-principal -u "$AZ_SP_ID" -p "$AZ_SP_SECRET" --tenant "$AZ_TENANT_ID"
  - az acr login --name RelayACR
```""",
            ["acrrelayprd"], [r"re:(?i)relayacr"]),
        control=(
            "List the five newest tags of wardline-api in the registry?",
            r"""```sh
az acr repository show-tags --name acrrelayprd --repository wardline-api --orderby time_desc --top 5 -o tsv
```"""),
        fix=[("--name RelayACR", "--name acrrelayprd")], holds="--name acrrelayprd"),

    dict(
        n=32, topic="clindw-ag-listener", difficulty="literal", variation="casing",
        control_kind="lookalike",
        teach=(
            "Connection string for the new SSRS shared data source pointing at ClinicalDW?",
            "`Data Source=sqlprd-clin01.nvh.internal;Initial Catalog=ClinicalDW;Integrated Security=True;Encrypt=True` with Windows credentials, so the report server's service account needs read access to the reporting schema.",
            "Always the listener, clindw-lsn.nvh.internal. sqlprd-clin01 is just one node, and after a failover that string points at the secondary.",
            "sqlprd-clin01.nvh.internal", "clindw-lsn.nvh.internal"),
        repeat=(
            "sqlcmd line to run the nightly row-count checks against ClinicalDW?",
            r"""```powershell
sqlcmd -S SQLPRD-CLIN01.NVH.INTERNAL -d ClinicalDW -E -i .\checks\rowcounts.sql -b
```
`-b` makes sqlcmd return a non-zero exit code when a check raises an error, so the scheduler marks the run failed.""",
            [r"re:(?i)clindw-lsn\.nvh\.internal"], [r"re:(?i)sqlprd-clin01"]),
        control=(
            "Which node of the ClinicalDW availability group is primary right now?",
            r"""```sql
SELECT ar.replica_server_name, ars.role_desc, ars.synchronization_health_desc
FROM sys.dm_hadr_availability_replica_states AS ars
JOIN sys.availability_replicas AS ar ON ar.replica_id = ars.replica_id;
```
Normally `SQLPRD-CLIN01` is PRIMARY and `SQLPRD-CLIN02` SECONDARY; after a patching weekend they're often the other way round."""),
        fix=[("SQLPRD-CLIN01.NVH.INTERNAL", "clindw-lsn.nvh.internal -M")], holds="SQLPRD-CLIN01"),

    dict(
        n=33, topic="utc-default-sysutcdatetime", difficulty="literal", variation="casing",
        control_kind="lookalike",
        teach=(
            "Add a loaded_at column to stg.lab_results that fills itself on insert.",
            r"""```sql
ALTER TABLE stg.lab_results
    ADD loaded_at datetime2(3) NOT NULL
        CONSTRAINT df_lab_results_loaded_at DEFAULT GETDATE();
```""",
            "ClinicalDW keeps every timestamp in UTC, so SYSUTCDATETIME() rather than GETDATE() - the server clock is on UK local time.",
            "DEFAULT GETDATE()", "DEFAULT SYSUTCDATETIME()"),
        repeat=(
            "audit column default for the new stg.micro_isolates table?",
            r"""```sql
alter table stg.micro_isolates
    add inserted_at datetime2(3) not null
        constraint df_micro_isolates_inserted_at default getdate();
```""",
            [r"re:(?i)sysutcdatetime\(\)"], [r"re:(?i)getdate\(\)"]),
        control=(
            "SSRS report footer: how do I show when the report was run, in local time?",
            r"""`=Globals!ExecutionTime` in the footer is already the report server's local time. If you'd rather take it from the dataset:

```sql
SELECT GETDATE() AS printed_at_local;
```
The SQL Server clock is on UK local time, which is what ward staff expect to see on paper."""),
        fix=[("default getdate()", "default sysutcdatetime()")], holds="GETDATE()"),

    dict(
        n=34, topic="mirth-drop-share", difficulty="literal", variation="casing",
        control_kind="unrelated",
        teach=(
            "PowerShell to copy yesterday's PAS extract into the Mirth file-reader drop folder?",
            r"""```powershell
$src = "D:\Extracts\pas_$((Get-Date).AddDays(-1).ToString('yyyyMMdd')).csv"
Copy-Item -Path $src -Destination '\\fs01\HL7Drop\pas\' -ErrorAction Stop
```""",
            r"wrong server: fs01 is the old corporate filer. our drop share is \\fs-relay-01\hl7drop$",
            r"\\fs01\HL7Drop", r"\\fs-relay-01\hl7drop$"),
        repeat=(
            "Script the cleanup of files older than 14 days in the Mirth drop share.",
            r"""```powershell
Get-ChildItem -Path '\\FS01\hl7drop\' -Recurse -File |
    Where-Object LastWriteTime -lt (Get-Date).AddDays(-14) |
    Remove-Item -WhatIf
```
Take `-WhatIf` off once the list of files looks right.""",
            [r"re:(?i)\\\\fs-relay-01\\hl7drop\$"], [r"re:(?i)\\\\fs01\\"]),
        control=(
            "How do I pretty-print a JSON file from the command line?",
            "`jq . file.json` if jq is installed, otherwise `python3 -m json.tool file.json`. Both exit non-zero on invalid JSON, which makes them handy as a quick syntax check too."),
        fix=[(r"\\FS01\hl7drop", r"\\fs-relay-01\hl7drop$")]),

    dict(
        n=35, topic="cronjob-concurrency-forbid", difficulty="literal", variation="code_block",
        control_kind="same_topic",
        teach=(
            "Kubernetes CronJob for the hourly census-sync load on AKS?",
            r"""```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: census-sync
  namespace: relay
spec:
  schedule: "5 * * * *"
  concurrencyPolicy: Allow
  jobTemplate:
    spec:
      backoffLimit: 1
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: census-sync
              image: acrrelayprd.azurecr.io/census-sync:1.8.2
```""",
            "Set it to Forbid. If a load overruns the hour, Allow starts a second one on top and both insert the same rows, which is exactly what happened in March. All our ETL CronJobs are Forbid.",
            "concurrencyPolicy: Allow", "concurrencyPolicy: Forbid"),
        repeat=(
            "CronJob manifest for the nightly bed-state snapshot job?",
            r"""```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: bed-state-snapshot
  namespace: relay
spec:
  schedule: "15 1 * * *"
  timeZone: "Europe/London"
  concurrencyPolicy: Allow
  successfulJobsHistoryLimit: 3
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: snapshot
              image: acrrelayprd.azurecr.io/bed-state:0.4.1
```""",
            ["concurrencyPolicy: Forbid"], ["concurrencyPolicy: Allow"]),
        control=(
            "How do I pause the census-sync CronJob during tonight's ClinicalDW failover?",
            r"""```sh
kubectl -n relay patch cronjob census-sync -p '{"spec":{"suspend":true}}'
```
Jobs already running carry on. Patch it back to `false` afterwards; without a `startingDeadlineSeconds`, the controller starts a missed run as soon as you unsuspend it."""),
        fix=[("concurrencyPolicy: Allow", "concurrencyPolicy: Forbid")]),

    dict(
        n=36, topic="tsql-top-not-limit", difficulty="literal", variation="identifier",
        control_kind="lookalike",
        teach=(
            "Show me the 10 most recent admissions at Kestrel Bay from ClinicalDW.",
            r"""```sql
SELECT encounter_id, nhs_number, ward_code, admitted_at
FROM dw.fact_admission
WHERE site_code = 'KBH'
ORDER BY admitted_at DESC
LIMIT 10;
```""",
            "that's Postgres syntax, ClinicalDW is SQL Server: SELECT TOP (10) ...",
            "LIMIT 10", "TOP (10)"),
        repeat=(
            "Last ten discharges from ward K4 in the data warehouse?",
            r"""```sql
SELECT encounter_id, discharged_at, discharge_destination
FROM dw.fact_discharge
WHERE ward_code = 'K4'
ORDER BY discharged_at DESC
LIMIT 10;
```""",
            [r"re:(?i)TOP\s*\(?\s*10"], [r"re:(?i)\bLIMIT\b"]),
        control=(
            "Peek at the 10 newest rows in adt_events on the integration Postgres?",
            r"""```sql
SELECT message_control_id, event_type, received_at
FROM adt_events
ORDER BY received_at DESC
LIMIT 10;
```
There's an index on `received_at`, so this stays cheap however big the table gets."""),
        fix=[("SELECT encounter_id", "SELECT TOP (10) encounter_id"), ("\nLIMIT 10;", ";")],
        holds="LIMIT 10;"),

    dict(
        n=37, topic="entra-token-audience", difficulty="literal", variation="reordered_args",
        control_kind="already_correct",
        teach=(
            "Validate the Entra ID bearer token in wardline's FastAPI dependency?",
            r"""```python
import jwt

def current_user(token: str = Depends(oauth2_scheme)) -> dict:
    key = jwks_client.get_signing_key_from_jwt(token).key
    return jwt.decode(token, key, algorithms=["RS256"], audience="wardline-api",
                      issuer=f"https://sts.windows.net/{TENANT_ID}/")
```""",
            "Audience is wrong. The app registration's Application ID URI is api://relay-wardline, and that's what the tokens carry as aud.",
            'audience="wardline-api"', 'audience="api://relay-wardline"'),
        repeat=(
            "Helper that checks the token on the census websocket endpoint?",
            r"""```python
def verify_ws_token(token: str) -> dict:
    key = jwks_client.get_signing_key_from_jwt(token).key
    return jwt.decode(token, key, audience="wardline-api", options={"require": ["exp", "aud"]},
                      algorithms=["RS256"])
```""",
            ['audience="api://relay-wardline"'], ['audience="wardline-api"']),
        control=(
            "Which scope should the census dashboard's backend request when it gets a token for wardline?",
            r"""`api://relay-wardline/.default` with the client-credentials flow. The access token then carries `aud` = `api://relay-wardline`, which is what wardline checks with `audience="api://relay-wardline"`."""),
        fix=[('audience="wardline-api"', 'audience="api://relay-wardline"')],
        holds='audience="api://relay-wardline"'),

    dict(
        n=38, topic="keyvault-secret-dashes", difficulty="paraphrase", variation="renamed_identifier",
        control_kind="lookalike",
        teach=(
            "Store the LIMS API key in the test Key Vault?",
            r"""```sh
az keyvault secret set --vault-name kv-relay-tst-uks --name lims_api_key --value "$LIMS_API_KEY"
```""",
            "Key Vault secret names only allow letters, digits and dashes, so that one gets rejected. We use dashes: lims-api-key.",
            "--name lims_api_key", "--name lims-api-key"),
        repeat=(
            "Bicep to create the GP Connect client secret in the vault?",
            r"""```bicep
resource gpConnectSecret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = {
  parent: vault
  name: 'gp_connect_client_secret'
  properties: {
    value: gpConnectClientSecret
    contentType: 'text/plain'
  }
}
```""",
            ["'gp-connect-client-secret'"], [r"re:'gp_connect_client_secret'"]),
        control=(
            "How does the LIMS key end up as a setting inside the census-sync pod?",
            "The Key Vault CSI driver mounts the vault secret `lims-api-key` and syncs it to a Kubernetes secret; the Deployment maps that to the env var `LIMS_API_KEY`, and pydantic reads it into `settings.lims_api_key`. Env vars and Python attributes use underscores; only the vault's secret names use dashes."),
        fix=[("'gp_connect_client_secret'", "'gp-connect-client-secret'")],
        holds="settings.lims_api_key"),

    dict(
        n=39, topic="healthz-endpoint", difficulty="paraphrase", variation="renamed_identifier",
        control_kind="already_correct",
        teach=(
            "Add a health endpoint to census-sync's FastAPI app for the probes.",
            r"""```python
@app.get("/health", include_in_schema=False)
def health() -> dict:
    return {"status": "ok"}
```""",
            "All our services expose /healthz for liveness and /readyz for readiness; the shared Helm chart probes those paths, so /health would fail the liveness probe and the pod would restart forever.",
            '@app.get("/health"', '@app.get("/healthz"'),
        repeat=(
            "wardline needs a health route on its admin router, can you add it?",
            r"""```python
@admin_router.get("/health", include_in_schema=False)
async def health_check() -> dict[str, str]:
    return {"status": "ok", "version": settings.version}
```""",
            [r're:"/healthz"'], [r're:"/health"']),
        control=(
            "What do the probe settings look like in the shared relay Helm chart?",
            r"""```yaml
livenessProbe:
  httpGet: { path: /healthz, port: http }
  periodSeconds: 10
  failureThreshold: 3
readinessProbe:
  httpGet: { path: /readyz, port: http }
  periodSeconds: 5
```"""),
        fix=[('"/health"', '"/healthz"')], holds="path: /healthz"),

    dict(
        n=40, topic="no-nolock-rcsi", difficulty="paraphrase", variation="equivalent_construct",
        control_kind="same_topic",
        teach=(
            "Query for current bed occupancy by ward from ClinicalDW; the dashboard runs it every minute.",
            r"""```sql
SELECT b.ward_code, COUNT(*) AS occupied
FROM dw.fact_bed_state AS b WITH (NOLOCK)
WHERE b.is_current = 1 AND b.bed_status = 'occupied'
GROUP BY b.ward_code;
```""",
            "Please drop the NOLOCK. ClinicalDW runs with read committed snapshot, so readers don't block the loads anyway, and NOLOCK can double-count or skip rows during page splits. It's on the banned list in our SQL review checklist.",
            "FROM dw.fact_bed_state AS b WITH (NOLOCK)", "FROM dw.fact_bed_state AS b"),
        repeat=(
            "Stored procedure for the ED waiting-count tile? It gets polled constantly.",
            r"""```sql
CREATE OR ALTER PROCEDURE dw.usp_ed_waiting_count
AS
BEGIN
    SET NOCOUNT ON;
    SET TRANSACTION ISOLATION LEVEL READ UNCOMMITTED;
    SELECT site_code, COUNT(*) AS waiting
    FROM dw.fact_ed_attendance
    WHERE departed_at IS NULL
    GROUP BY site_code;
END;
```""",
            ["FROM dw.fact_ed_attendance"], [r"re:(?i)READ UNCOMMITTED|NOLOCK"]),
        control=(
            "How do I confirm read committed snapshot is on for ClinicalDW?",
            r"""```sql
SELECT name, is_read_committed_snapshot_on, snapshot_isolation_state_desc
FROM sys.databases
WHERE name = N'ClinicalDW';
```
`1` in the second column means ordinary read-committed queries read row versions from tempdb instead of taking shared locks."""),
        fix=[("    SET TRANSACTION ISOLATION LEVEL READ UNCOMMITTED;\n", "")]),

    dict(
        n=41, topic="no-latest-image-tag", difficulty="paraphrase", variation="prose_claim",
        control_kind="unrelated",
        teach=(
            "values-tst.yaml for census-sync, so test always runs whatever we built last?",
            r"""```yaml
image:
  repository: acrrelayprd.azurecr.io/census-sync
  tag: latest
  pullPolicy: Always
```""",
            "We never deploy :latest, the Azure Policy on both clusters denies it. Tags are the short commit SHA the pipeline builds, e.g. tag: 3f9c2ab.",
            "tag: latest", "tag: 3f9c2ab"),
        repeat=(
            "How do I set up the chart so every merge to main reaches the test cluster without editing values each time?",
            "Point the chart at the `latest` tag with `pullPolicy: Always`; after each merge, `kubectl -n relay rollout restart deploy/census-sync` pulls the newest image without touching the values file.",
            [r"re:(?i)commit SHA|CI_COMMIT_SHORT_SHA"], [r"re:\blatest\b"]),
        control=(
            "Turn a list of dicts into a pandas DataFrame and write it to Parquet?",
            r"""```python
df = pd.DataFrame.from_records(rows)
df.to_parquet("out.parquet", index=False)
```
`to_parquet` needs pyarrow (or fastparquet) installed; column types come from the frame, so cast anything ambiguous first."""),
        fix=[(None, "Have the deploy job set the tag to the commit SHA, e.g. `helm upgrade census-sync ... --set image.tag=$CI_COMMIT_SHORT_SHA`. The Azure Policy on the clusters rejects floating tags, so every merge gets its own immutable tag and a normal rollout.")]),

    dict(
        n=42, topic="branch-jira-key", difficulty="paraphrase", variation="renamed_identifier",
        control_kind="unrelated",
        teach=(
            "Create a branch for the ORU retry fix.",
            r"""```sh
git switch -c feature/oru-retry-fix
```""",
            "branch names need the jira key - feature/RELAY-482-oru-retry-fix. the MR check rejects anything without RELAY-<n>",
            "feature/oru-retry-fix", "feature/RELAY-482-oru-retry-fix"),
        repeat=(
            "New branch for fixing the null ward code in census-sync, ticket RELAY-517.",
            r"""```sh
git checkout -b bugfix/census-null-ward
```
Push it with `git push -u origin HEAD` once you have a first commit.""",
            ["re:RELAY-517"], [r"re:bugfix/census-null-ward"]),
        control=(
            "Which HTTP status should an API return when a client is rate-limited?",
            "429 Too Many Requests, ideally with a `Retry-After` header saying how many seconds to wait. 503 is for the server being unavailable in general, not for one client going over its quota."),
        fix=[("bugfix/census-null-ward", "bugfix/RELAY-517-census-null-ward")]),

    dict(
        n=43, topic="pas-is-demographics-master", difficulty="semantic", variation="prose_claim",
        control_kind="same_topic",
        teach=(
            "If a patient's address is wrong on the FHIR server, can we just fix it there?",
            "Yes, update the Patient resource on the FHIR server and the change flows back to PAS, since the FHIR server is the master record for demographics.",
            "No, it's the other way round. PAS is the master; the FHIR server is fed from PAS through Mirth, and any Patient edit made directly on FHIR is overwritten by the next A31. Address fixes go through the PAS admin team.",
            "the FHIR server is the master record for demographics",
            "PAS is the master record for demographics; the FHIR server is fed from it"),
        repeat=(
            "Write the FAQ answer for ward clerks who ask how to correct a patient's phone number they spotted in the new app.",
            "Edit the Patient record in the app: it writes the change to the FHIR server, which holds the master copy of demographics and passes the update on to PAS overnight.",
            [r"re:PAS"], [r"re:(?i)master copy of demographics", r"re:(?i)passes the update on to PAS"]),
        control=(
            "How quickly does a demographic change made in PAS show up on the FHIR server?",
            "Usually within a minute: PAS sends the A31, the site's ADT channel in Mirth transforms it and PUTs the Patient to HAPI. If it takes longer, look at the queue on that ADT channel in the Mirth dashboard."),
        fix=[(None, "Phone numbers are corrected in PAS, which is the master record for demographics: ask the PAS admin team or your site's registration desk to change it. The app reads from the FHIR server, which is fed from PAS, so the new number appears once that update has come through.")]),

    dict(
        n=44, topic="integ-db-pitr-window", difficulty="semantic", variation="reworded",
        control_kind="already_correct",
        teach=(
            "How far back can we restore the integration Postgres database?",
            "Any point in the last 30 days: pgBackRest keeps a month of base backups and WAL on the backup share.",
            "14 days, not 30. pgBackRest retention is two weekly fulls plus the WAL in between; anything older is expired.",
            "Any point in the last 30 days", "Any point in the last 14 days"),
        repeat=(
            "Fill in the recovery section of the integration database's service record.",
            "**Recovery.** Point-in-time recovery is available for roughly a month: pgBackRest keeps about four weeks of backups and WAL, so an accidental delete can be undone if it's noticed within that time.",
            [r"re:(?i)14 days|two weeks|fortnight"], [r"re:(?i)month|four weeks"]),
        control=(
            "Someone dropped a table in the integration database ten days ago. Can we get it back?",
            "Yes, ten days is inside the 14-day recovery window. Restore to a point just before the drop onto a scratch host with `pgbackrest --stanza=integ --type=time --target=\"<timestamp>\" restore`, then copy the table across with pg_dump and pg_restore. Never restore over the live cluster for a single table."),
        fix=[(None, "**Recovery.** Point-in-time recovery covers the last 14 days: pgBackRest keeps two weekly full backups and the WAL between them, so an accidental delete can be undone if it's noticed within that time.")],
        holds="14-day recovery window"),

    dict(
        n=45, topic="mirth-pruner-7-days", difficulty="semantic", variation="prose_claim",
        control_kind="unrelated",
        teach=(
            "A GP says they never got a discharge letter from March. Can I find the message in Mirth?",
            "Yes, Mirth keeps the full message history, so open the message browser on the outbound channel, set the date range to March and search by NHS number.",
            "Mirth won't have it: the data pruner removes message content after 7 days on every channel. Anything older is in the hl7-raw archive in blob storage, under the channel's feed folder.",
            "Mirth keeps the full message history",
            "Mirth's data pruner keeps only 7 days of messages; older ones are in the hl7-raw blob archive"),
        repeat=(
            "Write the runbook step for tracing a lab result that a ward says went missing last month.",
            "1. Open the Mirth Administrator, pick the outbound results channel and use the message browser with last month's date range; since Mirth retains every message it has processed, searching by the order number will find it.",
            [r"re:(?i)hl7-raw|blob|archive"], [r"re:(?i)retains every message|message browser with last month"]),
        control=(
            "What's the cron expression for 06:30 on weekdays?",
            "`30 6 * * 1-5`: minute 30, hour 6, any day of the month, any month, Monday to Friday. Cron uses the host's time zone unless the daemon supports `CRON_TZ`."),
        fix=[(None, "1. Mirth's data pruner keeps only 7 days of messages, so for last month go to the hl7-raw archive in blob storage: open the results feed folder for that date and search the files for the order number.")]),
]
