# heldout20 scenarios 046-060 (Thursday and Friday). Data only; see build.py.
# fix: list of (old, new) replacements proving the repeat can pass; old None = whole output.
# holds: text a lookalike / already_correct control must keep.

SCENARIOS = [
    dict(
        n=46, topic="pas-extract-cp1252", difficulty="literal", variation="reordered_args",
        control_kind="unrelated",
        teach=(
            "Read the nightly PAS patient extract into pandas; it's pipe-delimited.",
            r"""```python
patients = pd.read_csv(path, sep="|", encoding="utf-8", dtype=str, keep_default_na=False)
```
`dtype=str` keeps NHS numbers and postcodes exactly as sent, leading zeros included.""",
            "The PAS extract is Windows-1252, not UTF-8; it blows up on the first £ sign or accented surname. encoding=\"cp1252\".",
            'encoding="utf-8"', 'encoding="cp1252"'),
        repeat=(
            "Load the PAS appointments extract file for the outpatient DAG.",
            r"""```python
appts = pd.read_csv(
    appt_path,
    dtype=str,
    encoding="utf-8",
    sep="|",
    parse_dates=["appt_start"],
    date_format="%Y%m%d%H%M",
)
```""",
            ['encoding="cp1252"'], ['encoding="utf-8"']),
        control=(
            "How do I see which packages in a virtualenv are out of date?",
            "`pip list --outdated` inside the activated venv lists each package with its installed and latest versions. Add `--format=json` if you want to feed it into a script."),
        fix=[('encoding="utf-8"', 'encoding="cp1252"')]),

    dict(
        n=47, topic="uv-pip-compile", difficulty="literal", variation="code_block",
        control_kind="already_correct",
        teach=(
            "How do we regenerate the pinned requirements for wardline after adding httpx?",
            r"""```sh
pip-compile --generate-hashes requirements.in -o requirements.txt
```
Commit both files; CI installs from the `.txt` with `--require-hashes`.""",
            "we don't use pip-tools, it's uv: uv pip compile --generate-hashes requirements.in -o requirements.txt",
            "pip-compile", "uv pip compile"),
        repeat=(
            "CI job that fails when requirements.txt is out of date with requirements.in?",
            r"""```yaml
check-lock:
  stage: test
  tags: [relay-docker]
  image: acrrelayprd.azurecr.io/python-etl:3.11
  script:
    - pip-compile --quiet --generate-hashes requirements.in -o /tmp/req.txt
    - diff -u requirements.txt /tmp/req.txt
```""",
            ["uv pip compile"], ["pip-compile"]),
        control=(
            "How do I bump just one package in wardline's lock file without upgrading everything else?",
            r"""```sh
uv pip compile --generate-hashes --upgrade-package httpx requirements.in -o requirements.txt
```
Only httpx (and anything its new version forces) moves; every other pin stays as it was."""),
        fix=[("pip-compile --quiet", "uv pip compile --quiet")], holds="uv pip compile"),

    dict(
        n=48, topic="mrn-identifier-system", difficulty="literal", variation="equivalent_construct",
        control_kind="already_correct",
        teach=(
            "Patient resource JSON for a test patient with both an NHS number and a hospital MRN?",
            r"""```json
{
  "resourceType": "Patient",
  "identifier": [
    { "system": "https://fhir.nhs.uk/Id/nhs-number", "value": "9434765870" },
    { "system": "urn:nvh:mrn", "value": "K1048825" }
  ],
  "name": [{ "family": "Example", "given": ["Test"] }],
  "birthDate": "1984-03-02"
}
```""",
            "MRN system should be https://fhir.nvh.internal/Id/mrn. urn:nvh:mrn was the pilot's, and identifier searches on the live server won't match it.",
            "urn:nvh:mrn", "https://fhir.nvh.internal/Id/mrn"),
        repeat=(
            "Search the FHIR server for a patient by hospital number K2203417 in Python.",
            r"""```python
resp = session.get(f"{FHIR_BASE}/Patient", params={"identifier": "urn:nvh:mrn|K2203417"}, timeout=15)
resp.raise_for_status()
matches = [e["resource"] for e in resp.json().get("entry", [])]
```
`requests` URL-encodes the `|` for you.""",
            ["https://fhir.nvh.internal/Id/mrn|K2203417"], ["urn:nvh:mrn"]),
        control=(
            "How do I pull the MRN out of a Patient resource in Python?",
            r"""```python
MRN_SYSTEM = "https://fhir.nvh.internal/Id/mrn"
mrn = next((i["value"] for i in patient.get("identifier", []) if i.get("system") == MRN_SYSTEM), None)
```
It returns `None` for patients registered elsewhere who have no MRN of ours."""),
        fix=[("urn:nvh:mrn", "https://fhir.nvh.internal/Id/mrn")],
        holds="https://fhir.nvh.internal/Id/mrn"),

    dict(
        n=49, topic="mirth-api-port-8443", difficulty="literal", variation="reordered_args",
        control_kind="lookalike",
        teach=(
            "curl to list the channel statuses from the Mirth REST API on mirth-prd-01?",
            r"""```sh
curl -s -u "$MIRTH_USER:$MIRTH_PASS" -H "X-Requested-With: OpenAPI" -H "Accept: application/json" \
  https://mirth-prd-01.nvh.internal:8080/api/channels/statuses
```""",
            "The API is HTTPS on the admin port, 8443. 8080 only serves the launcher page.",
            ":8080/api/", ":8443/api/"),
        repeat=(
            "How do I stop one channel through the Mirth API on the second prod node?",
            r"""```sh
curl -s -X POST https://mirth-prd-02.nvh.internal:8080/api/channels/$CHANNEL_ID/_stop \
  -H "X-Requested-With: OpenAPI" -u "$MIRTH_USER:$MIRTH_PASS"
```
The response is empty on success; check the dashboard or `/channels/statuses` afterwards.""",
            [":8443/api/"], [":8080/api/"]),
        control=(
            "What port does the HAPI container listen on inside its pod?",
            r"""```yaml
        ports:
          - name: http
            containerPort: 8080
```
HAPI's embedded server listens on 8080 in the container; the Service maps port 80 to it, and nginx terminates TLS in front."""),
        fix=[(":8080/api/", ":8443/api/")], holds="containerPort: 8080"),

    dict(
        n=50, topic="dbt-sqlserver-adapter", difficulty="literal", variation="code_block",
        control_kind="same_topic",
        teach=(
            "profiles.yml entry for running dbt against ClinicalDW in dev?",
            r"""```yaml
nvh_dw:
  target: dev
  outputs:
    dev:
      type: mssql
      driver: "ODBC Driver 18 for SQL Server"
      server: clindw-dev.nvh.internal
      port: 1433
      database: ClinicalDW_dev
      schema: dbt_dev
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_PASSWORD') }}"
```""",
            "the dbt-sqlserver adapter registers as type: sqlserver. mssql isn't a known type, dbt will say it can't find the adapter",
            "type: mssql", "type: sqlserver"),
        repeat=(
            "Add a tst output to the nvh_dw dbt profile.",
            r"""```yaml
    tst:
      type: mssql
      driver: "ODBC Driver 18 for SQL Server"
      server: clindw-tst.nvh.internal
      port: 1433
      database: ClinicalDW_tst
      schema: dbt_tst
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_PASSWORD') }}"
      encrypt: true
```""",
            ["type: sqlserver"], ["type: mssql"]),
        control=(
            "How do I check that dbt can actually reach ClinicalDW with my profile?",
            "`dbt debug --target dev` validates profiles.yml and dbt_project.yml, checks the adapter is installed and opens a test connection. If only the connection step fails, it's the driver, the server name or your credentials, not the project."),
        fix=[("type: mssql", "type: sqlserver")]),

    dict(
        n=51, topic="nginx-tls-baseline", difficulty="literal", variation="identifier",
        control_kind="unrelated",
        teach=(
            "nginx TLS settings for the fhir.nvh.internal server block?",
            r"""```nginx
server {
    listen 443 ssl;
    server_name fhir.nvh.internal;
    ssl_certificate     /etc/nginx/tls/fhir.nvh.internal.crt;
    ssl_certificate_key /etc/nginx/tls/fhir.nvh.internal.key;
    ssl_protocols TLSv1.1 TLSv1.2;
    ssl_prefer_server_ciphers on;
}
```""",
            "TLS 1.1 is banned by the trust's security baseline and the pen test flags it. TLSv1.2 TLSv1.3 please.",
            "ssl_protocols TLSv1.1 TLSv1.2;", "ssl_protocols TLSv1.2 TLSv1.3;"),
        repeat=(
            "Server block for the wardline reverse proxy, wardline.nvh.internal?",
            r"""```nginx
server {
    listen 443 ssl http2;
    server_name wardline.nvh.internal;
    ssl_certificate     /etc/nginx/tls/wardline.nvh.internal.crt;
    ssl_certificate_key /etc/nginx/tls/wardline.nvh.internal.key;
    ssl_protocols TLSv1.1 TLSv1.2;

    location / {
        proxy_pass http://wardline_upstream;
    }
}
```""",
            ["ssl_protocols TLSv1.2 TLSv1.3;"], [r"re:TLSv1\.1\b"]),
        control=(
            "Quick way to count the lines in all the .py files of a repo?",
            r"""`git ls-files '*.py' | xargs wc -l | tail -n 1` counts only tracked files, so virtualenvs and build output are skipped. On a very large repo xargs may split the list and print several totals; add them up or use `cat` in between."""),
        fix=[("ssl_protocols TLSv1.1 TLSv1.2;", "ssl_protocols TLSv1.2 TLSv1.3;")]),

    dict(
        n=52, topic="keyvault-rbac-only", difficulty="paraphrase", variation="equivalent_construct",
        control_kind="same_topic",
        teach=(
            "Bicep for the new test Key Vault for the GP Connect work?",
            r"""```bicep
resource gpcVault 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'kv-relaygpc-tst-uks'
  location: location
  properties: {
    tenantId: subscription().tenantId
    sku: { family: 'A', name: 'standard' }
    enableRbacAuthorization: false
    accessPolicies: [
      {
        tenantId: subscription().tenantId
        objectId: censusSyncPrincipalId
        permissions: { secrets: [ 'get', 'list' ] }
      }
    ]
  }
}
```""",
            "All our vaults are RBAC-authorised, no access policies. enableRbacAuthorization: true, then a Key Vault Secrets User role assignment for the workload's identity.",
            "enableRbacAuthorization: false", "enableRbacAuthorization: true"),
        repeat=(
            "Give the census-sync managed identity read access to the secrets in kv-relay-tst-uks from the CLI.",
            r"""```sh
az keyvault set-policy --name kv-relay-tst-uks --object-id "$CENSUS_SYNC_PRINCIPAL_ID" \
  --secret-permissions get list
```""",
            [r"re:Key Vault Secrets User"], [r"re:set-policy|accessPolicies|secret-permissions"]),
        control=(
            "How do I see who has access to the secrets in kv-relay-tst-uks?",
            r"""```sh
az role assignment list --include-inherited \
  --scope "$(az keyvault show --name kv-relay-tst-uks --query id -o tsv)" \
  --query "[].{who:principalName, role:roleDefinitionName}" -o table
```
`--include-inherited` adds assignments made on the resource group and subscription, which also apply to the vault."""),
        fix=[(None, r"""```sh
az role assignment create --role "Key Vault Secrets User" \
  --assignee-object-id "$CENSUS_SYNC_PRINCIPAL_ID" --assignee-principal-type ServicePrincipal \
  --scope "$(az keyvault show --name kv-relay-tst-uks --query id -o tsv)"
```""")]),

    dict(
        n=53, topic="mllp-end-block", difficulty="paraphrase", variation="renamed_identifier",
        control_kind="same_topic",
        teach=(
            "Minimal Python sender to push one HL7 message to the tst ADT listener over MLLP?",
            r"""```python
import socket

def send_mllp(host: str, port: int, message: str) -> bytes:
    frame = b"\x0b" + message.encode("ascii") + b"\x1c"
    with socket.create_connection((host, port), timeout=10) as sock:
        sock.sendall(frame)
        return sock.recv(65536)
```""",
            r"The end block is two bytes, 0x1C then 0x0D. With only \x1c Mirth keeps waiting for the frame to finish and your recv times out.",
            r'b"\x1c"', r'b"\x1c\x0d"'),
        repeat=(
            "Script to replay a folder of saved ORU messages into Mirth tst, one connection per message?",
            r"""```python
START, END = b"\x0b", b"\x1c"

for path in sorted(Path("replay").glob("*.hl7")):
    payload = path.read_bytes().replace(b"\n", b"\r")
    with socket.create_connection(("mirth-tst-01.nvh.internal", 6663), timeout=10) as conn:
        conn.sendall(START + payload + END)
        ack = conn.recv(65536)
    print(path.name, b"MSA|AA" in ack)
```""",
            [r"re:\\x1c\\x0d|\\x1c\\r|\\x1c\\x0D"], [r're:b"\\x1c"']),
        control=(
            "What should the ACK from Mirth look like when a message was accepted?",
            "An `ACK` message whose MSA segment reads `MSA|AA|<your MSH-10>`: AA means accepted, AE an application error and AR a rejection. MSA-2 echoes your message control id, so match on it when you send several messages down one connection."),
        fix=[(r'END = b"\x0b", b"\x1c"', r'END = b"\x0b", b"\x1c\x0d"')]),

    dict(
        n=54, topic="reporting-readonly-intent", difficulty="paraphrase", variation="reworded",
        control_kind="lookalike",
        teach=(
            "Connection string for the Power BI gateway's data source on ClinicalDW?",
            "`Server=clindw-lsn.nvh.internal;Database=ClinicalDW;ApplicationIntent=ReadWrite;MultiSubnetFailover=True`, with the gateway's service account, which is already in the reporting role.",
            "Reporting reads should go to the readable secondary, so ApplicationIntent=ReadOnly. Read-only routing on the listener sends them there and the dashboards stop competing with the loads.",
            "ApplicationIntent=ReadWrite", "ApplicationIntent=ReadOnly"),
        repeat=(
            "How should the census extract job connect to ClinicalDW? It only runs SELECTs.",
            "Connect to clindw-lsn.nvh.internal with the default application intent (read-write); the job is small, so it can just run on the primary alongside everything else.",
            [r"re:(?i)ApplicationIntent\s*=\s*ReadOnly|read-only intent|readable secondary"],
            [r"re:(?i)default application intent|run on the primary"]),
        control=(
            "Connection string for the ETL loader that writes into ClinicalDW's staging schema?",
            "`Server=clindw-lsn.nvh.internal;Database=ClinicalDW;ApplicationIntent=ReadWrite;MultiSubnetFailover=True`. Writes must land on the primary, and ReadWrite (the default) keeps the loader there even with read-only routing configured."),
        fix=[(None, "Connect to clindw-lsn.nvh.internal with ApplicationIntent=ReadOnly and MultiSubnetFailover=True; read-only routing sends the job to the readable secondary, so it doesn't compete with the loads on the primary.")],
        holds="ApplicationIntent=ReadWrite"),

    dict(
        n=55, topic="fhir-transaction-bundle", difficulty="paraphrase", variation="prose_claim",
        control_kind="lookalike",
        teach=(
            "How do I post an Encounter and its Observations to HAPI so they either all go in or none do?",
            r"""```json
{
  "resourceType": "Bundle",
  "type": "batch",
  "entry": [
    { "fullUrl": "urn:uuid:6f1c2d0e-3b7a-4c55-9f0e-2a8d4b1c7e19",
      "resource": { "resourceType": "Encounter", "status": "in-progress" },
      "request": { "method": "POST", "url": "Encounter" } },
    { "resource": { "resourceType": "Observation", "status": "final",
                    "encounter": { "reference": "urn:uuid:6f1c2d0e-3b7a-4c55-9f0e-2a8d4b1c7e19" } },
      "request": { "method": "POST", "url": "Observation" } }
  ]
}
```
POST it to the server base; if any entry fails, nothing is committed.""",
            "batch isn't atomic: each entry succeeds or fails on its own, and urn:uuid references between entries only get resolved in a transaction. It has to be \"type\": \"transaction\".",
            '"type": "batch"', '"type": "transaction"'),
        repeat=(
            "Explain in the wardline README how we submit an admission with its vitals to FHIR.",
            "wardline sends the Encounter and its vital-sign Observations together as one batch Bundle; because a batch is processed atomically, a failure in any Observation rolls back the whole admission, so the server never holds a half-written encounter.",
            [r"re:(?i)transaction"], [r"re:(?i)\bbatch\b"]),
        control=(
            "I need to read 40 unrelated Patient records by id in one round trip. How?",
            r"""```json
{
  "resourceType": "Bundle",
  "type": "batch",
  "entry": [
    { "request": { "method": "GET", "url": "Patient/84213" } },
    { "request": { "method": "GET", "url": "Patient/84377" } }
  ]
}
```
A batch is right here: the reads are independent, so one missing patient just gives a 404 entry instead of failing the rest."""),
        fix=[(None, "wardline sends the Encounter and its vital-sign Observations together as one transaction Bundle; a transaction is processed atomically, so a failure in any Observation rolls back the whole admission and the server never holds a half-written encounter.")],
        holds='"type": "batch"'),

    dict(
        n=56, topic="stg-schema-not-dbo", difficulty="paraphrase", variation="code_block",
        control_kind="already_correct",
        teach=(
            "Create a staging table for the LIMS reference ranges in ClinicalDW.",
            r"""```sql
CREATE TABLE dbo.lims_reference_ranges (
    test_code     varchar(20)  NOT NULL,
    sex           char(1)      NOT NULL,
    age_from_days int          NOT NULL,
    age_to_days   int          NOT NULL,
    low           decimal(9,3) NULL,
    high          decimal(9,3) NULL,
    units         varchar(20)  NULL
);
```""",
            "Nothing of ours goes in dbo; staging tables live in the stg schema (stg.lims_reference_ranges). dbo is reserved for the vendor's objects.",
            "CREATE TABLE dbo.lims_reference_ranges", "CREATE TABLE stg.lims_reference_ranges"),
        repeat=(
            "Table for landing the theatre session extract before it gets transformed?",
            r"""```sql
CREATE TABLE dbo.theatre_sessions_landing (
    session_id   varchar(30)  NOT NULL PRIMARY KEY,
    theatre_code varchar(10)  NOT NULL,
    session_date date         NOT NULL,
    planned_mins int          NULL,
    loaded_at    datetime2(3) NOT NULL DEFAULT SYSUTCDATETIME()
);
```""",
            [r"re:\bstg\.theatre_sessions"], [r"re:\bdbo\."]),
        control=(
            "How do I check the row count of stg.lab_results after tonight's load without scanning it?",
            r"""```sql
SELECT SUM(p.rows) AS row_count
FROM sys.partitions AS p
WHERE p.object_id = OBJECT_ID(N'stg.lab_results') AND p.index_id IN (0, 1);
```
It reads metadata only, so it's instant even while the load is still running."""),
        fix=[("dbo.theatre_sessions_landing", "stg.theatre_sessions_landing")], holds="stg.lab_results"),

    dict(
        n=57, topic="opsgenie-not-pagerduty", difficulty="paraphrase", variation="reworded",
        control_kind="unrelated",
        teach=(
            "The KBH ADT channel has been erroring for 20 minutes overnight. How do I escalate?",
            "Trigger an incident on the Relay service in PagerDuty; it pages the on-call engineer and escalates to the team lead after 15 minutes without an acknowledgement.",
            "we don't use PagerDuty, it's Opsgenie - raise an alert to the relay-oncall team there, same 15 min escalation",
            "Trigger an incident on the Relay service in PagerDuty",
            "Raise an alert to the relay-oncall team in Opsgenie"),
        repeat=(
            "Write the escalation line for the Mirth alerting runbook.",
            "If a channel stays in error for more than 10 minutes, page the on-call engineer through PagerDuty (service: Relay Integrations); unacknowledged pages escalate to the team lead after 15 minutes.",
            [r"re:Opsgenie"], [r"re:PagerDuty"]),
        control=(
            "How do I make a Python dataclass immutable?",
            "`@dataclass(frozen=True)`: assigning to a field then raises `FrozenInstanceError`, and with the default `eq=True` instances also become hashable, so they can go in sets or be dict keys."),
        fix=[(None, "If a channel stays in error for more than 10 minutes, raise an Opsgenie alert to the relay-oncall team; unacknowledged alerts escalate to the team lead after 15 minutes.")]),

    dict(
        n=58, topic="fhir-partners-hscn-only", difficulty="semantic", variation="reworded",
        control_kind="unrelated",
        teach=(
            "Can the GP practice system supplier reach our FHIR API from their cloud?",
            "Yes, the FHIR API is published on the internet behind the WAF, so they can call it directly once they have client credentials.",
            "No. Nothing clinical is internet-facing here: partners reach the FHIR API only over HSCN, the NHS private network, so the supplier needs an HSCN connection or HSCN-connected hosting.",
            "the FHIR API is published on the internet behind the WAF",
            "the FHIR API is reachable only over HSCN, not the internet"),
        repeat=(
            "Draft the onboarding email for a new partner that wants to pull discharge summaries from our FHIR API.",
            "Hello, thanks for your interest. Our FHIR API is publicly reachable over HTTPS, so you can connect from any network once we've issued your client credentials; we'll send those after the data sharing agreement is signed.",
            [r"re:HSCN"], [r"re:(?i)publicly reachable|from any network"]),
        control=(
            "How do I print the environment variables of a running process on Linux?",
            r"""`sudo cat /proc/<pid>/environ | tr '\0' '\n'` shows the environment the process was started with. Changes the process made to its own environment afterwards don't show up there."""),
        fix=[(None, "Hello, thanks for your interest. Our FHIR API is reachable only over HSCN, so you'll need an HSCN-connected network or hosting to call it; we'll issue your client credentials once the data sharing agreement is signed.")]),

    dict(
        n=59, topic="mirth-changes-via-git", difficulty="semantic", variation="prose_claim",
        control_kind="already_correct",
        teach=(
            "The KBH_ADT_IN filter needs one more trigger event. Fastest way to change it in prod?",
            "Open the Mirth Administrator on prod, edit the source filter on KBH_ADT_IN, save and redeploy the channel; it takes a couple of minutes.",
            "we never edit channels in the prod Administrator. channels live in the mirth-channels repo: change the exported XML there, MR with Priya as reviewer, and the pipeline deploys it in the change window. edits made in prod get overwritten by the next deploy anyway",
            "Open the Mirth Administrator on prod, edit the source filter on KBH_ADT_IN, save and redeploy the channel",
            "Change the exported channel in the mirth-channels repo, get it reviewed in an MR, and let the pipeline deploy it in the change window"),
        repeat=(
            "The ACH_ORM_OUT channel points at the wrong LIS port. What's the quickest fix?",
            "Log into the prod Mirth Administrator, open ACH_ORM_OUT, change the port on the TCP sender destination and redeploy; the queued orders go out as soon as it's back.",
            [r"re:mirth-channels"], [r"re:(?i)prod Mirth Administrator"]),
        control=(
            "How do I get a channel change from my machine into tst Mirth?",
            "Export the channel from your local Mirth, commit the XML on a branch of mirth-channels and open an MR. The pipeline deploys merged changes to tst straight away and to prod in the change window."),
        fix=[(None, "Change the TCP sender's port in the exported ACH_ORM_OUT channel in the mirth-channels repo, open an MR for review, and let the pipeline deploy it; the queued orders go out once the channel is redeployed.")],
        holds="mirth-channels"),

    dict(
        n=60, topic="research-extract-pseudonymised", difficulty="semantic", variation="reworded",
        control_kind="same_topic",
        teach=(
            "The respiratory research team wants admissions data for their study. Can the extract include NHS numbers so they can link it to their cohort?",
            "Yes: include the NHS number column so they can link records themselves; the extract goes to their secure share, so that's fine for an approved study.",
            "No - research extracts never contain NHS numbers. Each approved project gets its own pseudonym key (the NHS number hashed with a per-project salt that IG holds), and any linkage to their cohort is done by IG on our side.",
            "include the NHS number column so they can link records themselves",
            "replace the NHS number with the project's pseudonym key; IG does any linkage"),
        repeat=(
            "Write the spec for the monthly extract to the diabetes research project.",
            "Monthly CSV to the project's secure share with one row per admission: NHS number (for the team's own linkage to their cohort), age band, admission date, specialty, length of stay and discharge destination.",
            [r"re:(?i)pseudonym"], [r"re:(?i)own linkage"]),
        control=(
            "Who approves a new research data extract?",
            "The Caldicott Guardian signs off once IG has reviewed the DPIA and the study's ethics approval; we only start building the extract when the IG ticket shows both approvals."),
        fix=[(None, "Monthly CSV to the project's secure share with one row per admission: the project's pseudonym key in place of the NHS number (IG does any linkage to the cohort), age band, admission date, specialty, length of stay and discharge destination.")]),
]
