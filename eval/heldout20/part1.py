# heldout20 scenarios 001-015 (Monday and Tuesday). Data only; see build.py.
# fix: list of (old, new) replacements proving the repeat can pass; old None = whole output.
# holds: text a lookalike / already_correct control must keep.

SCENARIOS = [
    dict(
        n=1, topic="mirth-adt-mllp-port", difficulty="literal", variation="code_block",
        control_kind="lookalike",
        teach=(
            "Quick way to check from the PowerShell jump box that the ADT listener on mirth-tst-01 is accepting connections?",
            r"""```powershell
Test-NetConnection -ComputerName mirth-tst-01.nvh.internal -Port 2575
```
`TcpTestSucceeded : True` means something is bound to the port and the firewall lets you through. It doesn't prove the channel is started, only that the socket answers.""",
            "ADT inbound listens on 6661 on every Mirth box we have, 2575 isn't bound there.",
            "-Port 2575", "-Port 6661"),
        repeat=(
            "Give me a loop that checks the ADT port on both prod Mirth nodes before tonight's failover test.",
            r"""```powershell
foreach ($node in 'mirth-prd-01', 'mirth-prd-02') {
    $r = Test-NetConnection -ComputerName "$node.nvh.internal" -Port 2575 -WarningAction SilentlyContinue
    '{0}: {1}' -f $node, $r.TcpTestSucceeded
}
```
Both should print `True`; the passive node still binds the listener, it just doesn't process until failover.""",
            ["-Port 6661"], [r"re:-Port 2575\b"]),
        control=(
            "Kestrel Bay's lab says their LIS isn't getting our outbound orders. How do I test their side from the Mirth box?",
            r"""```powershell
Test-NetConnection -ComputerName lis-kbh.nvh.internal -Port 2575
```
The LIS vendor kept the standard HL7 port 2575 for its inbound order listener, and our ORM sender channel points there. If the test fails, ask them whether their interface engine service is running before raising a firewall ticket."""),
        fix=[("-Port 2575", "-Port 6661")], holds="-Port 2575"),

    dict(
        n=2, topic="hapi-fhir-base-path", difficulty="literal", variation="identifier",
        control_kind="already_correct",
        teach=(
            "How do I look up a patient by NHS number on our FHIR server with curl?",
            r"""```sh
curl -s -H "Authorization: Bearer $TOKEN" \
  "https://fhir.nvh.internal/baseR4/Patient?identifier=https://fhir.nhs.uk/Id/nhs-number%7C9434765919"
```
You get back a `searchset` Bundle; check `total` in case the number matched more than one record.""",
            "Our HAPI isn't on the old baseR4 path - nginx exposes it as https://fhir.nvh.internal/fhir",
            "fhir.nvh.internal/baseR4", "fhir.nvh.internal/fhir"),
        repeat=(
            "Set the FHIR client base in wardline's settings module, please.",
            r"""```python
class Settings(BaseSettings):
    fhir_base_url: str = "https://fhir.nvh.internal/baseR4"
    fhir_timeout_s: float = 15.0
    fhir_page_size: int = 100
```
Override it per environment with the matching environment variable.""",
            ['"https://fhir.nvh.internal/fhir"'], ["baseR4"]),
        control=(
            "How do I list which search parameters our FHIR server supports for Encounter?",
            r"""Read them from the CapabilityStatement:

```sh
curl -s https://fhir.nvh.internal/fhir/metadata \
  | jq -r '.rest[0].resource[] | select(.type == "Encounter") | .searchParam[].name'
```
`/metadata` doesn't need a token, so this works before you've set up auth."""),
        fix=[("fhir.nvh.internal/baseR4", "fhir.nvh.internal/fhir")],
        holds="https://fhir.nvh.internal/fhir/metadata"),

    dict(
        n=3, topic="keyvault-prod-name", difficulty="literal", variation="reordered_args",
        control_kind="same_topic",
        teach=(
            "How do I read the PAS database password out of Key Vault from my shell?",
            r"""```sh
az keyvault secret show --vault-name kv-relay-prod --name pas-sql-password --query value -o tsv
```
Your account needs the *Key Vault Secrets User* role on the vault (or on the secret) for this to return a value.""",
            "vault's called kv-relay-prd-uks (env code + region suffix, same as every resource of ours)",
            "kv-relay-prod", "kv-relay-prd-uks"),
        repeat=(
            "The DBA rotated pas-sql-password. How do I store the new value?",
            r"""```sh
az keyvault secret set --name pas-sql-password --vault-name kv-relay-prod --file ./newpass.txt --encoding utf-8
shred -u ./newpass.txt
```
Anything reading the secret without pinning a version picks up the new value on its next fetch.""",
            ["kv-relay-prd-uks"], ["kv-relay-prod"]),
        control=(
            "How can I see the older versions of a secret in the test vault?",
            r"""```sh
az keyvault secret list-versions --vault-name kv-relay-tst-uks --name pas-sql-password \
  --query "[].{created:attributes.created, enabled:attributes.enabled, id:id}" -o table
```
Disabled versions stay listed; they're just not returned by `secret show` without an explicit version id."""),
        fix=[("kv-relay-prod", "kv-relay-prd-uks")]),

    dict(
        n=4, topic="odbc-driver-18", difficulty="paraphrase", variation="equivalent_construct",
        control_kind="lookalike",
        teach=(
            "SQLAlchemy engine for ClinicalDW through the AG listener, SQL login since there's no Kerberos in the container.",
            r"""```python
from sqlalchemy import create_engine
from sqlalchemy.engine import URL

url = URL.create(
    "mssql+pyodbc",
    username="etl_loader",
    password=settings.clindw_password,
    host="clindw-lsn.nvh.internal",
    port=1433,
    database="ClinicalDW",
    query={"driver": "ODBC Driver 17 for SQL Server", "MultiSubnetFailover": "yes"},
)
engine = create_engine(url, fast_executemany=True, pool_pre_ping=True)
```""",
            "The etl base image only has msodbcsql18 installed, so driver 17 isn't there and pyodbc will fail with \"Can't open lib\". It needs to be ODBC Driver 18 for SQL Server.",
            '"ODBC Driver 17 for SQL Server"', '"ODBC Driver 18 for SQL Server"'),
        repeat=(
            "pyodbc connection for a quick ad-hoc query against ClinicalDW from inside the etl container?",
            r"""```python
import pyodbc

conn = pyodbc.connect(
    "DRIVER={ODBC Driver 17 for SQL Server};"
    "SERVER=clindw-lsn.nvh.internal,1433;DATABASE=ClinicalDW;"
    "UID=etl_loader;PWD=" + password + ";MultiSubnetFailover=yes"
)
```
Close it when you're done; the listener counts idle sessions against the login's limit.""",
            ["ODBC Driver 18 for SQL Server"], [r"re:Driver 17"]),
        control=(
            "Which ODBC driver do the old SSIS packages on win-ssis-01 use?",
            "They're pinned to ODBC Driver 17 for SQL Server: win-ssis-01 only has msodbcsql17, and the 2016-era connection managers reference the driver by name. Leave that host alone until the packages are retired; upgrading the driver there means re-saving every package."),
        fix=[("{ODBC Driver 17 for SQL Server}", "{ODBC Driver 18 for SQL Server}")],
        holds="ODBC Driver 17 for SQL Server"),

    dict(
        n=5, topic="oncall-handover-day", difficulty="semantic", variation="prose_claim",
        control_kind="unrelated",
        teach=(
            "When does the Relay on-call rotation hand over?",
            "The rotation hands over on Friday at 17:00, so whoever picks it up covers the weekend at the start of their week. The schedule lives in Opsgenie as `relay-oncall`.",
            "Not Friday. It changes over Monday 09:00 at standup, so the weekend is at the end of your week, not the start.",
            "hands over on Friday at 17:00", "hands over on Monday at 09:00"),
        repeat=(
            "Write a short paragraph for the new starter's onboarding page explaining how their on-call week works.",
            "Your on-call week starts on Friday at 5pm, when the previous engineer hands over to you in #relay-oncall. You carry the Opsgenie app for seven days and get paged for the Mirth and FHIR alerts routed to `relay-oncall`.",
            [r"re:(?i)monday"], [r"re:(?i)friday|5 ?pm|17:00"]),
        control=(
            "How do I undo my last local commit but keep its changes staged?",
            "`git reset --soft HEAD~1` moves the branch back one commit and leaves the changes in the index, ready to commit again. Use `--mixed` (the default) if you'd rather have them unstaged."),
        fix=[(None, "Your on-call week starts on Monday at 09:00, at standup, when the previous engineer hands over to you in #relay-oncall. You carry the Opsgenie app for seven days and get paged for the Mirth and FHIR alerts routed to `relay-oncall`.")]),

    dict(
        n=6, topic="airflow-dag-id-convention", difficulty="paraphrase", variation="renamed_identifier",
        control_kind="lookalike",
        teach=(
            "Skeleton for the hourly DAG that loads the PAS ADT extracts into staging?",
            r"""```python
from datetime import datetime
from airflow import DAG
from airflow.operators.python import PythonOperator

with DAG(
    dag_id="pas_adt_hourly_load",
    schedule="@hourly",
    start_date=datetime(2024, 5, 1),
    catchup=False,
    tags=["relay", "adt"],
) as dag:
    load = PythonOperator(task_id="load_adt_extract", python_callable=load_adt_extract)
```""",
            "DAG ids are <domain>__<source>__<cadence> with double underscores, so this one is adt__pas__hourly. The alert routing splits on `__`.",
            'dag_id="pas_adt_hourly_load"', 'dag_id="adt__pas__hourly"'),
        repeat=(
            "Can you stub a daily DAG for the LIMS lab results (ORU) extract?",
            r"""```python
with DAG(
    dag_id="lims_oru_daily_load",
    schedule="30 5 * * *",
    start_date=datetime(2024, 5, 1),
    catchup=False,
    tags=["relay", "oru"],
) as dag:
    extract = PythonOperator(task_id="extract_oru_batch", python_callable=extract_oru_batch)
```""",
            [r're:dag_id="\w+__lims__daily"'], [r're:dag_id="lims_oru']),
        control=(
            "How should the task ids inside the ADT DAG be named?",
            r"""Task ids are plain snake_case, verb first, e.g. `task_id="extract_pas_adt"` and `task_id="load_adt_staging"`. Keep them short: they show up in the grid view and in the log paths."""),
        fix=[('dag_id="lims_oru_daily_load"', 'dag_id="oru__lims__daily"')],
        holds='task_id="extract_pas_adt"'),

    dict(
        n=7, topic="aks-namespace-relay", difficulty="literal", variation="identifier",
        control_kind="already_correct",
        teach=(
            "Helm command to roll wardline-api 2.3.1 out to the test AKS cluster?",
            r"""```sh
az aks get-credentials -g rg-relay-tst-uks -n aks-relay-tst-uks
helm upgrade --install wardline-api oci://acrrelayprd.azurecr.io/charts/wardline-api \
  --version 2.3.1 -n integration -f deploy/values-tst.yaml --atomic --timeout 10m
```
`--atomic` rolls back automatically if the pods don't become ready in time.""",
            "our workloads all live in the `relay` namespace, `integration` belongs to the platform team",
            "-n integration", "-n relay"),
        repeat=(
            "How do I watch the census-sync pods come up after a deploy?",
            r"""```sh
kubectl -n integration get pods -l app.kubernetes.io/name=census-sync -w
```
Stop watching once they're all `Running` with `1/1` ready.""",
            ["-n relay"], ["-n integration"]),
        control=(
            "How do I follow the logs of all wardline-api pods on the test cluster at once?",
            r"""```sh
kubectl -n relay logs -l app.kubernetes.io/name=wardline-api --tail=100 -f --max-log-requests 6
```
Raise `--max-log-requests` if the deployment has been scaled past six replicas."""),
        fix=[("-n integration", "-n relay")], holds="-n relay"),

    dict(
        n=8, topic="mirth-windows-service-name", difficulty="literal", variation="casing",
        control_kind="same_topic",
        teach=(
            "The ORU channel on mirth-prd-02 is wedged. How do I restart Mirth remotely from PowerShell?",
            r"""```powershell
Invoke-Command -ComputerName mirth-prd-02.nvh.internal -ScriptBlock {
    Restart-Service -Name "Mirth Connect Service" -Force
    Get-Service -Name "Mirth Connect Service"
}
```
Channels set to auto-start come back on their own; tell the ward systems team before you do it.""",
            "the service is registered as RelayMirth on our boxes (renamed when it moved to the gMSA), the installer's name doesn't exist there",
            "Mirth Connect Service", "RelayMirth"),
        repeat=(
            "script to check whether mirth is running on both prod nodes",
            r"""```powershell
Get-Service -ComputerName mirth-prd-01, mirth-prd-02 -Name 'MIRTH CONNECT SERVICE' |
    Select-Object MachineName, Status, StartType
```
`-ComputerName` on `Get-Service` only exists in Windows PowerShell 5.1, which is what the servers run.""",
            ["RelayMirth"], [r"re:(?i)mirth connect service"]),
        control=(
            "Where's the Mirth server log on the prod boxes, and how do I follow it live?",
            r"""```powershell
Get-Content -Path 'D:\Relay\Mirth\logs\mirth.log' -Tail 200 -Wait
```
Channel errors land there too, prefixed with the channel name, so `Select-String -Pattern 'KBH_ADT_IN'` narrows it down."""),
        fix=[("'MIRTH CONNECT SERVICE'", "'RelayMirth'")]),

    dict(
        n=9, topic="to-sql-method-multi", difficulty="literal", variation="reordered_args",
        control_kind="unrelated",
        teach=(
            "Fastest way to push a 400k-row DataFrame into stg.lab_results on ClinicalDW with pandas?",
            r"""```python
df.to_sql("lab_results", engine, schema="stg", if_exists="append", index=False,
          method="multi", chunksize=5000)
```
`method="multi"` packs many rows into each INSERT, which cuts the round trips.""",
            "method=\"multi\" breaks on SQL Server: 5000 rows x 12 columns is way past the 2100-parameter limit. We leave method alone and create the engine with fast_executemany=True instead.",
            'method="multi"', "method=None"),
        repeat=(
            "Load the cleaned microbiology frame into stg.micro_isolates, engine included.",
            r"""```python
engine = create_engine(clindw_url)
micro.to_sql(
    name="micro_isolates",
    con=engine,
    method="multi",
    schema="stg",
    index=False,
    if_exists="append",
    chunksize=2000,
)
```""",
            ["micro.to_sql("], [r're:method="multi"']),
        control=(
            "Rough check for a UK postcode in Python?",
            r"""```python
import re

POSTCODE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}")
ok = POSTCODE.fullmatch(pc.strip().upper()) is not None
```
It accepts the usual shapes like `KB4 7QS` but not whether the code exists; use the address lookup service for that."""),
        fix=[("create_engine(clindw_url)", "create_engine(clindw_url, fast_executemany=True)"),
             ('    method="multi",\n', "")]),

    dict(
        n=10, topic="hl7-raw-archive-retention", difficulty="semantic", variation="reworded",
        control_kind="already_correct",
        teach=(
            "How long do we keep the raw HL7 messages in the blob archive?",
            "Raw messages in the `hl7-raw` container are kept for 30 days; after that the lifecycle policy deletes them, since the parsed data is already in ClinicalDW.",
            "That's wrong, and it matters for audit. The raw messages are part of the clinical record, so we keep them for 8 years. The lifecycle rule only moves them to the cool tier after 30 days and to archive after 180; nothing gets deleted before 8 years.",
            "kept for 30 days; after that the lifecycle policy deletes them",
            "kept for 8 years; the lifecycle policy only moves them to cool after 30 days and archive after 180"),
        repeat=(
            "Summarise for the information governance team how long the integration platform keeps original HL7 messages.",
            "Original HL7 v2 messages are archived to Blob Storage and purged after a month by a lifecycle rule; only the parsed, structured data is retained long term in the data warehouse.",
            [r"re:(?i)8 years|eight years"], [r"re:(?i)after a month", r"re:(?i)purged"]),
        control=(
            "Which storage account and container hold the raw HL7 archive?",
            "`strelayprduks`, container `hl7-raw`, laid out as `<feed>/<yyyy>/<mm>/<dd>/<message-control-id>.hl7`. The lifecycle policy keeps blobs for 8 years, moving them to cool after 30 days and to archive after 180."),
        fix=[(None, "Original HL7 v2 messages are archived to Blob Storage and retained for 8 years as part of the clinical record; a lifecycle rule moves them to the cool tier after 30 days and to archive after 180 days. The parsed, structured data is also kept in the data warehouse.")],
        holds="8 years"),

    dict(
        n=11, topic="hapi-upstream-port-tst", difficulty="paraphrase", variation="equivalent_construct",
        control_kind="same_topic",
        teach=(
            "nginx location block on tst-integ-01 to put the test HAPI server behind /fhir/?",
            r"""```nginx
location /fhir/ {
    proxy_pass http://127.0.0.1:8080;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_read_timeout 120s;
}
```""",
            "Hmm, on tst-integ-01 port 8080 is Mirth's HTTP listener. The HAPI container is published on 8091 on that box.",
            "proxy_pass http://127.0.0.1:8080;", "proxy_pass http://127.0.0.1:8091;"),
        repeat=(
            "Define an upstream for the test HAPI on tst-integ-01 so the proxy can keep connections alive.",
            r"""```nginx
upstream hapi_tst {
    server 127.0.0.1:8080;
    keepalive 16;
}
```
Then `proxy_pass http://hapi_tst;` with `proxy_http_version 1.1;` and an empty `Connection` header, otherwise nginx closes each upstream connection.""",
            ["server 127.0.0.1:8091;"], ["server 127.0.0.1:8080;"]),
        control=(
            "How do I check the nginx config on tst-integ-01 before reloading it?",
            "`sudo nginx -t` parses the full configuration, includes and all, and prints the file and line of the first error. If it says the syntax is ok, `sudo systemctl reload nginx` swaps workers without dropping open connections."),
        fix=[("server 127.0.0.1:8080;", "server 127.0.0.1:8091;")]),

    dict(
        n=12, topic="gitlab-runner-tag", difficulty="literal", variation="code_block",
        control_kind="already_correct",
        teach=(
            "Add a job to the wardline .gitlab-ci.yml that runs pytest.",
            r"""```yaml
test:
  stage: test
  image: acrrelayprd.azurecr.io/python-etl:3.11
  tags: [docker]
  script:
    - pip install -e .[test]
    - pytest -q --junitxml=report.xml
  artifacts:
    reports:
      junit: report.xml
```""",
            "tag should be relay-docker - the shared `docker` runners can't pull from our ACR",
            "tags: [docker]", "tags: [relay-docker]"),
        repeat=(
            "I need a lint job as well, ruff and mypy, same repo.",
            r"""```yaml
lint:
  stage: test
  image: acrrelayprd.azurecr.io/python-etl:3.11
  tags: [docker]
  script:
    - ruff check .
    - mypy src/
```""",
            ["tags: [relay-docker]"], ["tags: [docker]"]),
        control=(
            "How should the wardline build job push its image to ACR?",
            r"""```yaml
build-image:
  stage: build
  tags: [relay-docker]
  image: docker:24
  services: [docker:24-dind]
  script:
    - echo "$ACR_SP_SECRET" | docker login acrrelayprd.azurecr.io -u "$ACR_SP_ID" --password-stdin
    - docker build -t acrrelayprd.azurecr.io/wardline-api:$CI_COMMIT_SHORT_SHA .
    - docker push acrrelayprd.azurecr.io/wardline-api:$CI_COMMIT_SHORT_SHA
```"""),
        fix=[("tags: [docker]", "tags: [relay-docker]")], holds="tags: [relay-docker]"),

    dict(
        n=13, topic="prod-change-window", difficulty="semantic", variation="prose_claim",
        control_kind="same_topic",
        teach=(
            "When can I put the updated ORU channel into prod Mirth?",
            "Any weekday evening after 18:00 works once the change ticket is approved; lab traffic is lowest then, so a redeploy is barely noticed.",
            "we only deploy to prod in the tue/thu 19:00-21:00 window, with the CAB ticket. weekday evenings in general aren't ok",
            "Any weekday evening after 18:00 works",
            "Only in the Tuesday/Thursday 19:00-21:00 change window"),
        repeat=(
            "Draft a note to the pathology lab manager saying when the result-routing fix goes live.",
            "Hi Dana, the fix to result routing is ready. We'll deploy it this Wednesday evening from 18:00; results may pause for a few minutes on the wards while the channel restarts. Thanks, Relay",
            [r"re:(?i)tuesday|thursday"], [r"re:(?i)wednesday", r"re:18:00"]),
        control=(
            "Who can approve an emergency change outside the window?",
            "An emergency change needs both the Relay on-call lead and the duty IT manager to approve it on the ECAB ticket. It's then reviewed retrospectively at the next regular CAB."),
        fix=[(None, "Hi Dana, the fix to result routing is ready. We'll deploy it in Thursday's change window, between 19:00 and 21:00; results may pause for a few minutes on the wards while the channel restarts. Thanks, Relay")]),

    dict(
        n=14, topic="sqlalchemy-2-select", difficulty="paraphrase", variation="renamed_identifier",
        control_kind="lookalike",
        teach=(
            "FastAPI endpoint in wardline that returns the open encounters for a ward.",
            r"""```python
@router.get("/wards/{ward_code}/encounters")
def open_encounters(ward_code: str, session: Session = Depends(get_session)):
    return (
        session.query(Encounter)
        .filter(Encounter.ward_code == ward_code, Encounter.discharged_at.is_(None))
        .all()
    )
```""",
            "wardline is on SQLAlchemy 2.0 style, session.scalars(select(Encounter).where(...)). The legacy Query API is flagged by our lint config, so CI will fail on this.",
            "session.query(Encounter)", "session.scalars(select(Encounter)"),
        repeat=(
            "Endpoint for the admissions of the last 24 hours at one site?",
            r"""```python
@router.get("/sites/{site}/admissions")
def recent_admissions(site: str, db: Session = Depends(get_session)):
    since = datetime.now(timezone.utc) - timedelta(hours=24)
    return db.query(Admission).filter(Admission.site == site, Admission.admitted_at >= since).all()
```""",
            [r"re:select\(Admission\)"], [r"re:\.query\(Admission"]),
        control=(
            "In pandas, how do I filter the census frame to one ward without building a boolean mask?",
            r"""```python
ward_k4 = census.query("ward_code == @ward and bed_status == 'occupied'")
```
`@ward` refers to the local Python variable, so there's no string formatting and no quoting bugs."""),
        fix=[("db.query(Admission).filter(Admission.site == site, Admission.admitted_at >= since).all()",
              "db.scalars(select(Admission).where(Admission.site == site, Admission.admitted_at >= since)).all()")],
        holds="census.query("),

    dict(
        n=15, topic="pgbouncer-port", difficulty="paraphrase", variation="equivalent_construct",
        control_kind="unrelated",
        teach=(
            "psql one-liner to connect to the integration database as etl_loader?",
            r"""```sh
psql "host=pg-integ-01.nvh.internal port=5432 dbname=integration user=etl_loader sslmode=require"
```""",
            "Please go through pgbouncer on 6432. 5432 only accepts connections from the DBA subnet, so from anywhere else it just times out.",
            "port=5432", "port=6432"),
        repeat=(
            "SQLAlchemy URL for the integration Postgres database, for the census-sync job?",
            r"""```python
DATABASE_URL = "postgresql+psycopg://census_sync@pg-integ-01.nvh.internal:5432/integration?sslmode=require"
```
The password comes from `PGPASSWORD`, which libpq reads when the URL has none.""",
            ["pg-integ-01.nvh.internal:6432"], ["pg-integ-01.nvh.internal:5432"]),
        control=(
            "How do I make a systemd timer run a script every 15 minutes?",
            r"""```ini
# /etc/systemd/system/sweep.timer
[Unit]
Description=Run sweep.service every 15 minutes

[Timer]
OnCalendar=*:0/15
Persistent=true

[Install]
WantedBy=timers.target
```
Pair it with a `sweep.service` of `Type=oneshot`, then `systemctl enable --now sweep.timer`."""),
        fix=[("pg-integ-01.nvh.internal:5432", "pg-integ-01.nvh.internal:6432")]),
]
