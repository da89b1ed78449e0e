# heldout20 scenarios 016-030 (Tuesday and Wednesday). Data only; see build.py.
# fix: list of (old, new) replacements proving the repeat can pass; old None = whole output.
# holds: text a lookalike / already_correct control must keep.

SCENARIOS = [
    dict(
        n=16, topic="prod-storage-zrs", difficulty="literal", variation="identifier",
        control_kind="lookalike",
        teach=(
            "Bicep for the prod storage account that will hold the FHIR bulk-export files?",
            r"""```bicep
resource exportSa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'strelayfhirexpprduks'
  location: location
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
  properties: {
    minimumTlsVersion: 'TLS1_2'
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
  }
}
```""",
            "Prod storage has to be Standard_ZRS. Azure Policy on the prd subscription denies LRS, so the deployment would just fail.",
            "sku: { name: 'Standard_LRS' }", "sku: { name: 'Standard_ZRS' }"),
        repeat=(
            "Bicep resource for the prod account that serves the dbt docs site?",
            r"""```bicep
resource dbtDocs 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'strelaydbtprduks'
  location: location
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
  properties: {
    allowBlobPublicAccess: false
    supportsHttpsTrafficOnly: true
  }
}
```
Static website hosting isn't a Bicep property; switch it on afterwards with `az storage blob service-properties update --static-website`.""",
            ["'Standard_ZRS'"], ["'Standard_LRS'"]),
        control=(
            "Which SKU should the scratch storage account in the dev subscription use?",
            r"""LRS is fine there: the ZRS policy is only assigned to the prd subscription, and dev scratch data is disposable.

```bicep
  sku: { name: 'Standard_LRS' }
```"""),
        fix=[("'Standard_LRS'", "'Standard_ZRS'")], holds="'Standard_LRS'"),

    dict(
        n=17, topic="test-env-synthetic-data", difficulty="semantic", variation="prose_claim",
        control_kind="unrelated",
        teach=(
            "Can I reproduce a ward's bed-census bug in the test environment with the same patients?",
            "Yes: the test environment is refreshed from a nightly copy of prod, so the same patients and encounters are there and you can look the case up by NHS number.",
            "No, and please don't go looking for them. Test is fully synthetic (Synthea-generated, refreshed monthly); real patient data never leaves prod. If you need the real case, ask IG for a pseudonymised extract.",
            "the test environment is refreshed from a nightly copy of prod",
            "the test environment holds only synthetic patients"),
        repeat=(
            "Write the 'test data' section of the test plan for the new discharge-summary feed.",
            "**Test data.** Because tst is a nightly copy of production, we'll pick five recent real discharges from last week and replay their messages through the tst channel, comparing the documents against what the GP practices received.",
            [r"re:(?i)synthetic"], [r"re:(?i)copy of prod", r"re:(?i)real discharges"]),
        control=(
            "What's the difference between git fetch and git pull?",
            "`git fetch` downloads new commits and updates the remote-tracking branches but leaves your working branch alone. `git pull` is a fetch followed by a merge (or a rebase, with `--rebase` or `pull.rebase=true`) into the current branch."),
        fix=[(None, "**Test data.** tst holds only synthetic patients (Synthea-generated), so we'll generate five discharge scenarios there and replay their messages through the tst channel, checking the documents against the expected output. No real patient data is used; if a real case is needed we'll request a pseudonymised extract from IG.")]),

    dict(
        n=18, topic="pas-local-time", difficulty="paraphrase", variation="equivalent_construct",
        control_kind="lookalike",
        teach=(
            "Parse the EVN-2 timestamp from PAS messages into a datetime in the ADT loader.",
            r"""```python
from datetime import datetime, timezone

def parse_hl7_ts(value: str) -> datetime:
    # EVN-2 looks like 20240514093012
    return datetime.strptime(value[:14], "%Y%m%d%H%M%S").replace(tzinfo=timezone.utc)
```""",
            "PAS sends local UK time with no offset, so that has to be tzinfo=ZoneInfo(\"Europe/London\"), converted to UTC afterwards for storage. As written, every event between March and October ends up an hour off.",
            "tzinfo=timezone.utc", 'tzinfo=ZoneInfo("Europe/London")'),
        repeat=(
            "Convert the admit_ts column of the PAS extract frame into real timestamps.",
            r"""```python
adm["admit_ts"] = (
    pd.to_datetime(adm["admit_ts"], format="%Y%m%d%H%M%S")
    .dt.tz_localize("UTC")
)
```""",
            [r're:tz_localize\(\s*"Europe/London"'], [r're:tz_localize\(\s*"UTC"']),
        control=(
            "ClinicalDW's audit columns are UTC datetime2 without an offset. How do I make them timezone-aware after reading them with pyodbc?",
            r"""They're written in UTC by convention, so attaching UTC is the right move:

```python
audit_at = row.audit_at.replace(tzinfo=timezone.utc)
```
Convert with `.astimezone(ZoneInfo("Europe/London"))` only when you display it."""),
        fix=[('.dt.tz_localize("UTC")',
              '.dt.tz_localize("Europe/London", ambiguous="NaT", nonexistent="shift_forward")\n    .dt.tz_convert("UTC")')],
        holds="replace(tzinfo=timezone.utc)"),

    dict(
        n=19, topic="nhs-number-pid3", difficulty="paraphrase", variation="renamed_identifier",
        control_kind="same_topic",
        teach=(
            "Mirth transformer step: pull the NHS number out of the PAS ADT into a channel map variable.",
            r"""```javascript
var nhsNumber = msg['PID']['PID.2']['PID.2.1'].toString();
channelMap.put('nhsNumber', nhsNumber);
```""",
            "PID-2 is empty in everything our PAS sends. The NHS number is the PID-3 repetition whose PID-3.5 is 'NH', so you have to loop over the PID.3 repetitions.",
            "msg['PID']['PID.2']['PID.2.1']",
            "msg['PID']['PID.3'][i]['PID.3.1'] where PID.3.5 == 'NH'"),
        repeat=(
            "Source filter for the GP-letters channel: only let through messages that carry an NHS number.",
            r"""```javascript
var nhs = msg.PID['PID.2']['PID.2.1'].toString();
return nhs.length == 10;
```""",
            [r"re:PID\.3\.5"], [r"re:PID\.2\b"]),
        control=(
            "How do I get the patient's family name in a Mirth transformer?",
            r"""```javascript
var family = msg['PID']['PID.5'][0]['PID.5.1'].toString();
```
PID-5 can repeat (legal name, aliases); index `[0]` takes the first repetition, which our PAS always sends as the legal name."""),
        fix=[(None, r"""```javascript
var nhs = '';
for each (var cx in msg.PID['PID.3']) {
    if (cx['PID.3.5'].toString() == 'NH') {
        nhs = cx['PID.3.1'].toString();
    }
}
return nhs.length == 10;
```""")]),

    dict(
        n=20, topic="storage-auth-mode-login", difficulty="literal", variation="reordered_args",
        control_kind="unrelated",
        teach=(
            "How do I list what landed in the hl7-raw container today?",
            r"""```sh
az storage blob list --account-name strelayprduks --container-name hl7-raw \
  --account-key "$STORAGE_KEY" --prefix "adt/2024/05/14/" --query "[].name" -o tsv
```""",
            "Shared key access is switched off on all our storage accounts. Use --auth-mode login; your Entra account already has Storage Blob Data Reader.",
            '--account-key "$STORAGE_KEY"', "--auth-mode login"),
        repeat=(
            "Download one archived ORU message so I can look at the raw segments.",
            r"""```sh
az storage blob download --container-name hl7-raw --account-key "$STORAGE_KEY" \
  --account-name strelayprduks --name "oru/2024/05/13/LAB000481277.hl7" --file ./LAB000481277.hl7
```""",
            ["--auth-mode login"], ["--account-key"]),
        control=(
            "How do I find which process is holding port 9000 on a Linux box?",
            "`sudo ss -ltnp 'sport = :9000'` shows the listening socket with the owning process and PID. `sudo lsof -iTCP:9000 -sTCP:LISTEN` gives the same answer from lsof's side."),
        fix=[('--account-key "$STORAGE_KEY"', "--auth-mode login")]),

    dict(
        n=21, topic="fhir-server-owner", difficulty="semantic", variation="reworded",
        control_kind="lookalike",
        teach=(
            "Who should I talk to about upgrading the HAPI FHIR server to 7.4?",
            "Priya Raman owns the FHIR server, so book the upgrade with her; she'll also want the release notes checked for JPA schema migration changes.",
            "Priya owns Mirth, not FHIR. The HAPI server is Tomasz Wójcik's; he runs its upgrades and the schema migrations.",
            "Priya Raman owns the FHIR server", "Tomasz Wójcik owns the FHIR server"),
        repeat=(
            "Draft a Teams message to whoever owns the FHIR server asking for a maintenance slot next week.",
            "Hi Priya, as the FHIR server's owner, could you give us a maintenance slot next week? We need about an hour to reindex Observation after the terminology update. Thanks!",
            [r"re:Tomasz"], [r"re:Priya"]),
        control=(
            "Who do I ask before changing a Mirth channel's filter?",
            "Priya Raman owns Mirth and reviews every channel change: open a merge request in mirth-channels and add her as reviewer."),
        fix=[(None, "Hi Tomasz, as the FHIR server's owner, could you give us a maintenance slot next week? We need about an hour to reindex Observation after the terminology update. Thanks!")],
        holds="Priya Raman owns Mirth"),

    dict(
        n=22, topic="tsql-no-date-trunc", difficulty="paraphrase", variation="identifier",
        control_kind="lookalike",
        teach=(
            "T-SQL: count admissions per day over the last 30 days from dw.fact_admission.",
            r"""```sql
SELECT DATE_TRUNC('day', admitted_at) AS admit_day, COUNT(*) AS admissions
FROM dw.fact_admission
WHERE admitted_at >= DATEADD(day, -30, SYSUTCDATETIME())
GROUP BY DATE_TRUNC('day', admitted_at)
ORDER BY admit_day;
```""",
            "ClinicalDW is SQL Server 2019, there's no DATE_TRUNC (DATETRUNC only arrived in 2022). CAST(admitted_at AS date) does the job.",
            "DATE_TRUNC('day', admitted_at)", "CAST(admitted_at AS date)"),
        repeat=(
            "T-SQL for discharges per day over the last month from the warehouse?",
            r"""```sql
SELECT DATE_TRUNC('day', discharged_at) AS discharge_day, COUNT(*) AS discharges
FROM dw.fact_discharge
WHERE discharged_at >= DATEADD(month, -1, SYSUTCDATETIME())
GROUP BY DATE_TRUNC('day', discharged_at)
ORDER BY discharge_day;
```""",
            [r"re:(?i)CAST\(\s*discharged_at\s+AS\s+date\s*\)|CONVERT\(\s*date\s*,\s*discharged_at"],
            [r"re:(?i)DATE_?TRUNC"]),
        control=(
            "On the integration Postgres, how many ADT messages did we receive per hour today?",
            r"""```sql
SELECT date_trunc('hour', received_at) AS hour, count(*) AS messages
FROM adt_events
WHERE received_at >= date_trunc('day', now())
GROUP BY 1
ORDER BY 1;
```
On a `timestamptz` column, `date_trunc` truncates in the session's time zone."""),
        fix=[("DATE_TRUNC('day', discharged_at)", "CAST(discharged_at AS date)")],
        holds="date_trunc('hour', received_at)"),

    dict(
        n=23, topic="airflow-clindw-conn-id", difficulty="literal", variation="code_block",
        control_kind="already_correct",
        teach=(
            "Airflow task that runs the nightly stored procedure dw.usp_refresh_bed_state on ClinicalDW?",
            r"""```python
from airflow.providers.common.sql.operators.sql import SQLExecuteQueryOperator

refresh_bed_state = SQLExecuteQueryOperator(
    task_id="refresh_bed_state",
    conn_id="mssql_default",
    sql="EXEC dw.usp_refresh_bed_state;",
    autocommit=True,
)
```""",
            "Thanks, looks good apart from one thing: the connection is relay_clindw. mssql_default isn't defined in our Airflow, so this would only fail at run time.",
            'conn_id="mssql_default"', 'conn_id="relay_clindw"'),
        repeat=(
            "Python callable for a DAG that reads yesterday's discharges from ClinicalDW into a DataFrame?",
            r"""```python
from airflow.providers.microsoft.mssql.hooks.mssql import MsSqlHook

def fetch_discharges(ds, **_):
    hook = MsSqlHook(mssql_conn_id="mssql_default")
    return hook.get_pandas_df(
        "SELECT * FROM dw.fact_discharge WHERE CAST(discharged_at AS date) = %s",
        parameters=(ds,),
    )
```""",
            ['"relay_clindw"'], ['"mssql_default"']),
        control=(
            "How do I create the ClinicalDW connection in a fresh local Airflow?",
            r"""```sh
airflow connections add relay_clindw \
  --conn-type mssql --conn-host clindw-lsn.nvh.internal --conn-port 1433 \
  --conn-schema ClinicalDW --conn-login etl_loader --conn-password "$CLINDW_PASSWORD"
```
`airflow connections get relay_clindw` shows it back with the password masked."""),
        fix=[('"mssql_default"', '"relay_clindw"')], holds="relay_clindw"),

    dict(
        n=24, topic="dbt-target-prd", difficulty="literal", variation="casing",
        control_kind="unrelated",
        teach=(
            "Command to rebuild the bed occupancy mart and everything upstream of it against prod?",
            r"""```sh
dbt build --select +fct_bed_occupancy --target prod
```
The leading `+` selects all parents, so staging is rebuilt first, and `build` runs each model's tests right after it.""",
            "There's no `prod` target in profiles.yml, only dev, tst and prd.",
            "--target prod", "--target prd"),
        repeat=(
            "GitLab job that runs the census models in prod after a merge?",
            r"""```yaml
dbt-census:
  stage: deploy
  tags: [relay-docker]
  script:
    - dbt deps
    - dbt run --target PROD --select marts.census
```""",
            ["--target prd"], [r"re:(?i)--target prod"]),
        control=(
            "Python: how do I dedupe a list but keep the original order?",
            "`list(dict.fromkeys(items))`. Dicts keep insertion order, so the first occurrence of each item wins; the items must be hashable."),
        fix=[("--target PROD", "--target prd")]),

    dict(
        n=25, topic="systemd-service-account", difficulty="literal", variation="code_block",
        control_kind="same_topic",
        teach=(
            "systemd unit for the nightly PAS extract script on etl-vm-01?",
            r"""```ini
# /etc/systemd/system/pas-extract.service
[Unit]
Description=Nightly PAS extract to the landing share
After=network-online.target
Wants=network-online.target

[Service]
Type=oneshot
User=root
WorkingDirectory=/opt/relay/pas-extract
ExecStart=/opt/relay/pas-extract/.venv/bin/python -m pas_extract --since yesterday
```""",
            "These never run as root. The service account is svc-relay: it owns /opt/relay and holds the keytab for the database login.",
            "User=root", "User=svc-relay"),
        repeat=(
            "Unit file for the job that pushes the LIMS reference ranges every morning?",
            r"""```ini
[Unit]
Description=Push LIMS reference ranges to ClinicalDW

[Service]
Type=oneshot
User=root
Group=root
ExecStart=/opt/relay/lims-ranges/.venv/bin/python -m lims_ranges push
```""",
            ["User=svc-relay"], ["User=root"]),
        control=(
            "The pas-extract unit failed last night. How do I see why?",
            "`systemctl status pas-extract.service` shows the exit code and the last log lines; `journalctl -u pas-extract.service --since yesterday --no-pager` gives the whole run. A failed oneshot unit stays `failed` until it runs again or you `systemctl reset-failed` it."),
        fix=[("User=root\nGroup=root", "User=svc-relay\nGroup=svc-relay")]),

    dict(
        n=26, topic="hapi-max-page-size", difficulty="literal", variation="reordered_args",
        control_kind="same_topic",
        teach=(
            "Fetch all of a patient's lab Observations from HAPI in as few requests as possible?",
            r"""```sh
curl -s -H "Authorization: Bearer $TOKEN" \
  "https://fhir.nvh.internal/fhir/Observation?patient=Patient/84213&category=laboratory&_count=1000"
```
With 1000 per page most patients fit in a single response; follow `link[relation=next]` if not.""",
            "our HAPI caps _count at 200 (max page size) and anything bigger gets clamped quietly, so '1000 per page' isn't what you get. use _count=200 and follow the next links",
            "_count=1000", "_count=200"),
        repeat=(
            "Python requests call to pull a patient's encounters from the FHIR server?",
            r"""```python
url = f"{FHIR_BASE}/Encounter?_count=1000&_sort=-date&patient=Patient/{patient_id}"
resp = session.get(url, timeout=30)
resp.raise_for_status()
encounters = [e["resource"] for e in resp.json().get("entry", [])]
```""",
            ["_count=200"], ["_count=1000"]),
        control=(
            "How do I follow the paging links of a FHIR search in Python?",
            r"""```python
def iter_entries(session, url):
    while url:
        bundle = session.get(url, timeout=30).json()
        yield from bundle.get("entry", [])
        url = next((l["url"] for l in bundle.get("link", []) if l["relation"] == "next"), None)
```
HAPI's next links carry a `_getpages` id that expires after a while, so don't sit on a half-read search."""),
        fix=[("_count=1000", "_count=200")]),

    dict(
        n=27, topic="powershell-51-no-parallel", difficulty="literal", variation="identifier",
        control_kind="already_correct",
        teach=(
            "Check free space on D: across the four Mirth servers in parallel with PowerShell?",
            r"""```powershell
'mirth-prd-01', 'mirth-prd-02', 'mirth-tst-01', 'mirth-tst-02' | ForEach-Object -Parallel {
    Get-CimInstance -ComputerName $_ -ClassName Win32_LogicalDisk -Filter "DeviceID='D:'" |
        Select-Object PSComputerName, @{n='FreeGB'; e={[math]::Round($_.FreeSpace / 1GB, 1)}}
} -ThrottleLimit 4
```""",
            "the servers only have Windows PowerShell 5.1, ForEach-Object -Parallel is PS 7+. Invoke-Command with a list of computers already runs in parallel",
            "ForEach-Object -Parallel", "Invoke-Command -ComputerName"),
        repeat=(
            "Get the Mirth service state and last boot time from every Relay Windows server at once.",
            r"""```powershell
$servers | ForEach-Object -Parallel {
    $svc = Get-CimInstance -ComputerName $_ -ClassName Win32_Service -Filter "Name='RelayMirth'"
    $os  = Get-CimInstance -ComputerName $_ -ClassName Win32_OperatingSystem
    [pscustomobject]@{ Server = $_; State = $svc.State; BootTime = $os.LastBootUpTime }
}
```""",
            [r"re:Invoke-Command|Start-Job"], ["-Parallel"]),
        control=(
            "Run the same registry check on all the Windows integration servers in one go?",
            r"""```powershell
Invoke-Command -ComputerName $servers -ThrottleLimit 8 -ScriptBlock {
    Get-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\SecurityProviders\SCHANNEL\Protocols\TLS 1.2\Server' -ErrorAction SilentlyContinue |
        Select-Object @{n='Server'; e={$env:COMPUTERNAME}}, Enabled, DisabledByDefault
}
```
Invoke-Command fans out to the computers concurrently (32 at a time unless `-ThrottleLimit` says otherwise) and works in Windows PowerShell 5.1."""),
        fix=[(None, r"""```powershell
Invoke-Command -ComputerName $servers -ScriptBlock {
    $svc = Get-CimInstance -ClassName Win32_Service -Filter "Name='RelayMirth'"
    $os  = Get-CimInstance -ClassName Win32_OperatingSystem
    [pscustomobject]@{ Server = $env:COMPUTERNAME; State = $svc.State; BootTime = $os.LastBootUpTime }
}
```""")],
        holds="Invoke-Command -ComputerName $servers"),

    dict(
        n=28, topic="mirth-channel-naming", difficulty="paraphrase", variation="reworded",
        control_kind="unrelated",
        teach=(
            "What should I call the new Mirth channel that receives ADT from Kestrel Bay's PAS?",
            "Something descriptive like `ADT Inbound - Kestrel Bay`, so it sorts next to the other ADT channels on the dashboard.",
            "We have a convention for that: <SITE>_<MSGTYPE>_<IN|OUT>, all caps, with the site codes NGH, KBH and ACH. So KBH_ADT_IN.",
            "ADT Inbound - Kestrel Bay", "KBH_ADT_IN"),
        repeat=(
            "Name for the channel that sends lab orders from us out to Ashcombe's LIS?",
            "Call it `Orders Outbound - Ashcombe LIS`; putting the direction first keeps the outbound channels together in the channel list.",
            [r"re:ACH_(ORM|OML)_OUT"], [r"re:Outbound - Ashcombe"]),
        control=(
            "What does set -euo pipefail do at the top of a bash script?",
            "`-e` exits on the first failing command, `-u` makes unset variables an error, and `-o pipefail` makes a pipeline fail if any stage fails rather than only the last. Together they stop a script from carrying on after something broke."),
        fix=[(None, "Call it `ACH_ORM_OUT`: site code, message type, then direction, per the channel naming convention.")]),

    dict(
        n=29, topic="fhir-validation-on-write", difficulty="semantic", variation="prose_claim",
        control_kind="same_topic",
        teach=(
            "Does the FHIR server check resources against UK Core when we write them?",
            "Yes. Every create and update is validated against the UK Core profiles, so anything non-conformant gets a 422 with an OperationOutcome and never reaches the database.",
            "It doesn't in prod. Request validation is switched off there for throughput, and conformance is checked by the $validate contract tests in CI instead. Only tst validates on write.",
            "Every create and update is validated against the UK Core profiles",
            "Prod doesn't validate on write; UK Core conformance is checked by the $validate contract tests in CI (only tst validates on write)"),
        repeat=(
            "Write the data quality paragraph of the wardline design doc, about what we post to FHIR.",
            "**Data quality.** wardline doesn't validate resources itself before posting: the FHIR server enforces the UK Core profiles on every write and rejects anything non-conformant with a 422, so invalid data can't reach the store.",
            [r"re:(?i)\$validate|contract test"],
            [r"re:(?i)enforces the UK Core profiles on every write", r"re:(?i)can't reach the store"]),
        control=(
            "How do I validate a Patient resource against the UK Core profile on the tst FHIR server?",
            r"""```sh
curl -s -X POST -H "Content-Type: application/fhir+json" \
  "https://fhir-tst.nvh.internal/fhir/Patient/\$validate?profile=https://fhir.hl7.org.uk/StructureDefinition/UKCore-Patient" \
  --data @patient.json | jq '.issue[] | {severity, diagnostics}'
```
Errors mean it isn't conformant; warnings are usually terminology the server couldn't resolve."""),
        fix=[(None, "**Data quality.** The prod FHIR server doesn't validate on write, so wardline's resources are checked against UK Core by the $validate contract tests in CI before each release; only tst validates on write.")]),

    dict(
        n=30, topic="pas-demographics-a31", difficulty="paraphrase", variation="code_block",
        control_kind="already_correct",
        teach=(
            "Which trigger events should the demographics-update channel accept from PAS?",
            "Filter on `ADT^A08` (update patient information); PAS sends one whenever a patient's address, GP or name changes.",
            "For demographics-only changes our PAS sends A31 (update person information). A08 only comes when there's an encounter attached, so you'd miss most address changes.",
            "Filter on `ADT^A08`", "Filter on `ADT^A31`"),
        repeat=(
            "Mirth source filter for the GP-address sync channel so it only takes demographic updates from the PAS feed?",
            r"""```javascript
var trigger = msg['MSH']['MSH.9']['MSH.9.2'].toString();
return trigger == 'A08';
```""",
            ["re:A31"], [r"re:'A08'"]),
        control=(
            "Which PAS events feed the master patient index sync?",
            "A28 (add person) and A31 (update person) for the person record, plus A40 for merges. Encounter events don't touch the MPI sync."),
        fix=[("return trigger == 'A08';", "return trigger == 'A31';")], holds="A31"),
]
