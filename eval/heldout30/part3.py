"""heldout30 scenarios h30-031 .. h30-045 (hospital clinical data platform team)."""

WHOLE = None  # fix target: replace the whole repeat output


def T(query, output, message, wrong, right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": wrong, "gold_right": right}


def R(query, output, contains, absent):
    return {"query": query, "output": output,
            "expect_contains": contains, "expect_absent": absent}


def C(query, output):
    return {"query": query, "output": output}


def S(n, topic, difficulty, variation, kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    return {"id": "h30-%03d" % n, "topic": topic, "difficulty": difficulty,
            "repeat_variation": variation, "control_kind": kind,
            "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds, "look": look, "right": right}


SCENARIOS = [
    S(31, "azure-primary-region", "literal", "casing", "already_correct",
      T("Where do we deploy the new Snowflake private link endpoint resources?",
        "```hcl\n"
        "resource \"azurerm_private_endpoint\" \"snowflake\" {\n"
        "  name                = \"pe-snowflake-prd\"\n"
        "  location            = \"westus2\"\n"
        "  resource_group_name = azurerm_resource_group.net.name\n"
        "  subnet_id           = azurerm_subnet.private_endpoints.id\n"
        "}\n"
        "```",
        "westus2? everything in production is in eastus2 (centralus for DR)",
        "westus2", "eastus2"),
      R("bicep for the function app that relays PACS events",
        "```bicep\n"
        "param location string = 'WestUS2'\n"
        "\n"
        "resource plan 'Microsoft.Web/serverfarms@2023-01-01' = {\n"
        "  name: 'asp-pacs-relay-prd'\n"
        "  location: location\n"
        "  sku: { name: 'EP1' }\n"
        "}\n"
        "```",
        ["re:(?i)'eastus2'"], ["re:(?i)westus2"]),
      C("Which region is the AKS cluster in?",
        "eastus2, with the DR copies of the Terraform state and the container images in centralus."),
      [("WestUS2", "eastus2")],
      holds="eastus2, with the DR copies"),

    S(32, "dbt-snowflake-role", "literal", "casing", "same_topic",
      T("dbt in prd is failing with insufficient privileges on the marts, what role should the profile use?",
        "Set `role: sysadmin` in the prd output of profiles.yml; SYSADMIN owns the databases, so dbt can "
        "create and replace the mart tables.",
        "we don't run dbt as sysadmin, use the DBT_TRANSFORMER role, it owns the mart schemas",
        "role: sysadmin", "role: dbt_transformer"),
      R("GitHub Actions env for the nightly dbt job?",
        "```yaml\nenv:\n  SNOWFLAKE_ACCOUNT: sbrh-analytics\n  SNOWFLAKE_USER: SVC_DBT_PRD\n"
        "  SNOWFLAKE_ROLE: SYSADMIN\n```",
        ["re:(?i)role: dbt_transformer"], ["re:(?i)sysadmin"]),
      C("Which role do analysts query the marts with?",
        "ANALYST_READ, which has SELECT on CLINICAL_PRD.MARTS and nothing on the raw schemas."),
      [("SNOWFLAKE_ROLE: SYSADMIN", "SNOWFLAKE_ROLE: DBT_TRANSFORMER")]),

    S(33, "smart-offline-access-scope", "literal", "reworded", "lookalike",
      T("The portal's background medication sync needs a refresh token that keeps working after the patient "
        "closes the browser. Which scope?",
        "Add `online_access` to the requested scopes; Calyx then returns a refresh token with the access "
        "token, and the sync job can use it to get new access tokens.",
        "I think you want offline_access there — online_access refresh tokens die when the patient's session "
        "ends",
        "online_access", "offline_access"),
      R("The nightly refill-reminder job keeps getting invalid_grant after the patient logs out. What scope "
        "fixes that?",
        "Request online_access alongside the clinical scopes; Calyx then issues a refresh token the job can "
        "keep using after the patient logs out.",
        ["offline_access"], ["online_access"]),
      C("Why does the clinician-facing EHR launch app ask for a different refresh scope than the patient "
        "portal?",
        "The EHR-embedded app requests online_access on purpose: its refresh token should stop working as "
        "soon as the clinician logs out of Calyx, so a borrowed workstation can't keep pulling charts."),
      [("online_access", "offline_access")],
      holds="requests online_access on purpose", look="online_access"),

    S(34, "hl7-lab-results-message-type", "literal", "reworded", "lookalike",
      T("Which message type do the lab results from the Cobalt LIS come in as?",
        "Results from Cobalt arrive as ORM^O01; route them to the LAB_RESULTS_IN channel and map each OBX "
        "segment to an Observation.",
        "thanks! one fix: results are ORU^R01. ORM^O01 is the order message we send to Cobalt",
        "ORM^O01", "ORU^R01"),
      R("which trigger should the critical-value paging rule match on?",
        "Match the ORM^O01 messages coming from Cobalt whose OBX-8 abnormal flag is HH or LL, and page the "
        "ordering provider.",
        ["ORU^R01"], ["ORM^O01"]),
      C("What does Calyx send Cobalt when a provider orders a CBC?",
        "An ORM^O01 carrying the order in ORC/OBR; Cobalt acknowledges it and sends the results back later "
        "on the inbound feed."),
      [("ORM^O01", "ORU^R01")],
      holds="An ORM^O01 carrying the order in ORC/OBR", look="ORM^O01"),

    S(35, "portal-postgres-flexible-host", "literal", "reworded", "unrelated",
      T("What host does the portal's DATABASE_URL point to in prd?",
        "postgres://mysbrh_app@sbrh-portal-db.postgres.database.azure.com:5432/mysbrh?sslmode=require — the "
        "password comes from Key Vault.",
        "that's the single server we migrated off in March; the flexible server is "
        "psql-mysbrh-prd.postgres.database.azure.com",
        "sbrh-portal-db.postgres.database.azure.com", "psql-mysbrh-prd.postgres.database.azure.com"),
      R("i need to psql into the portal db to check the migrations table",
        "From the jump box: `psql \"host=sbrh-portal-db.postgres.database.azure.com dbname=mysbrh "
        "user=<you>@sbrh.net sslmode=require\"`, using an Entra token as the password "
        "(`az account get-access-token --resource-type oss-rdbms`).",
        ["psql-mysbrh-prd.postgres.database.azure.com"], ["sbrh-portal-db"]),
      C("What's a good regex to validate a US ZIP+4?",
        "`^\\d{5}(-\\d{4})?$`: five digits, optionally followed by a hyphen and four more."),
      [("sbrh-portal-db.postgres.database.azure.com", "psql-mysbrh-prd.postgres.database.azure.com")]),

    S(36, "pacs-called-ae-title", "literal", "reordered_args", "same_topic",
      T("Open an association to the VNA from the de-id service with pynetdicom.",
        "```python\n"
        "ae = AE(ae_title=\"CDP_DEID\")\n"
        "ae.add_requested_context(CTImageStorage)\n"
        "assoc = ae.associate(\"vna01.img.sbrh.net\", 11112, ae_title=\"SBRH_PACS\")\n"
        "```",
        "the VNA's AE title is SBRHVNA01 — SBRH_PACS was the old archive and it was switched off",
        "ae_title=\"SBRH_PACS\"", "ae_title=\"SBRHVNA01\""),
      R("C-ECHO the VNA from the jump box to check it's up",
        "```python\n"
        "ae = AE(ae_title=\"CDP_PING\")\n"
        "ae.add_requested_context(Verification)\n"
        "assoc = ae.associate(ae_title=\"SBRH_PACS\", port=11112, addr=\"vna01.img.sbrh.net\")\n"
        "if assoc.is_established:\n"
        "    print(assoc.send_c_echo())\n"
        "    assoc.release()\n"
        "```",
        ["ae_title=\"SBRHVNA01\""], ["SBRH_PACS"]),
      C("What AE title does the de-id service present?",
        "It calls itself CDP_DEID; the VNA only accepts associations from calling AE titles on its "
        "allow-list, so new callers need a ticket to the imaging team."),
      [("ae_title=\"SBRH_PACS\"", "ae_title=\"SBRHVNA01\"")]),

    S(37, "csi-secretproviderclass-group", "literal", "renamed_identifier", "already_correct",
      T("SecretProviderClass so the portal pods can mount the Key Vault secrets?",
        "```yaml\n"
        "apiVersion: secrets-store.csi.k8s.io/v1\n"
        "kind: SecretProviderClass\n"
        "metadata:\n"
        "  name: mysbrh-kv\n"
        "  namespace: portal-prd\n"
        "spec:\n"
        "  provider: azure\n"
        "  parameters:\n"
        "    keyvaultName: kv-cdp-prd-eus2\n"
        "    clientID: \"<workload identity client id>\"\n"
        "    tenantId: \"<tenant id>\"\n"
        "    objects: |\n"
        "      array:\n"
        "        - |\n"
        "          objectName: psql-mysbrh-app-password\n"
        "          objectType: secret\n"
        "```",
        "isn't the group secrets-store.csi.x-k8s.io? the apply fails with no matches for kind "
        "SecretProviderClass",
        "secrets-store.csi.k8s.io/v1", "secrets-store.csi.x-k8s.io/v1"),
      R("The report exporter needs its own SecretProviderClass for the SFTP key.",
        "```yaml\n"
        "apiVersion: secrets-store.csi.k8s.io/v1\n"
        "kind: SecretProviderClass\n"
        "metadata:\n"
        "  name: report-exporter-kv\n"
        "  namespace: reporting-prd\n"
        "spec:\n"
        "  provider: azure\n"
        "  parameters:\n"
        "    keyvaultName: kv-cdp-prd-eus2\n"
        "    objects: |\n"
        "      array:\n"
        "        - |\n"
        "          objectName: payer-sftp-private-key\n"
        "          objectType: secret\n"
        "```",
        ["secrets-store.csi.x-k8s.io/v1"], ["secrets-store.csi.k8s.io"]),
      C("Which API version is the existing mysbrh-kv SecretProviderClass on?",
        "`apiVersion: secrets-store.csi.x-k8s.io/v1`, applied by the portal Helm chart; "
        "`kubectl get secretproviderclass mysbrh-kv -n portal-prd -o yaml` shows it."),
      [("secrets-store.csi.k8s.io/v1", "secrets-store.csi.x-k8s.io/v1")],
      holds="`apiVersion: secrets-store.csi.x-k8s.io/v1`"),

    S(38, "dbt-prd-target-name", "literal", "renamed_identifier", "unrelated",
      T("Command to rebuild the quality marts in production after the backfill?",
        "`dbt build --target prod --select marts.quality+` from the repo root, with your Snowflake SSO "
        "session open.",
        "target is prd, there's no prod output in profiles.yml",
        "--target prod", "--target prd"),
      R("rerun just the lab result staging models and their children in production",
        "`dbt run --target prod --select stg_lab_results+ --full-refresh`; the full refresh is needed "
        "because the column types changed.",
        ["--target prd"], ["--target prod"]),
      C("What's the keyboard shortcut for the command palette in VS Code?",
        "Ctrl+Shift+P on Windows and Linux, Cmd+Shift+P on macOS."),
      [("--target prod", "--target prd")]),

    S(39, "portal-python-base-image", "literal", "code_block", "already_correct",
      T("Dockerfile for the new Celery beat image.",
        "```dockerfile\n"
        "FROM python:3.12-slim\n"
        "WORKDIR /app\n"
        "COPY requirements.txt .\n"
        "RUN pip install --no-cache-dir -r requirements.txt\n"
        "COPY . .\n"
        "CMD [\"celery\", \"-A\", \"mysbrh\", \"beat\", \"-l\", \"info\"]\n"
        "```",
        "we're pinned to python:3.11-slim-bookworm until the HL7 parsing library supports 3.12",
        "python:3.12-slim", "python:3.11-slim-bookworm"),
      R("multi-stage Dockerfile for the worker image so the build tools don't ship",
        "```dockerfile\n"
        "FROM python:3.12-slim AS build\n"
        "RUN apt-get update && apt-get install -y --no-install-recommends build-essential libpq-dev\n"
        "COPY requirements.txt .\n"
        "RUN pip wheel --wheel-dir /wheels -r requirements.txt\n"
        "\n"
        "FROM python:3.12-slim\n"
        "COPY --from=build /wheels /wheels\n"
        "RUN pip install --no-cache-dir /wheels/*\n"
        "COPY . /app\n"
        "WORKDIR /app\n"
        "CMD [\"celery\", \"-A\", \"mysbrh\", \"worker\", \"-Q\", \"portal.sync\"]\n"
        "```",
        ["python:3.11-slim-bookworm"], ["python:3.12"]),
      C("What base image is the portal web Dockerfile on?",
        "`FROM python:3.11-slim-bookworm`, with gunicorn installed and the static files collected at build "
        "time."),
      [("python:3.12-slim", "python:3.11-slim-bookworm")],
      holds="`FROM python:3.11-slim-bookworm`"),

    S(40, "hl7-xpn-name-order", "paraphrase", "reordered_args", "lookalike",
      T("Build PID-5 from our Patient model when we send ADT to the lab.",
        "```python\npid[5] = f\"{p.given}^{p.family}\"\n```",
        "XPN is family^given, not given^family",
        "f\"{p.given}^{p.family}\"", "f\"{p.family}^{p.given}\""),
      R("Also fill NK1-2 with the emergency contact's name.",
        "```python\nnk1[2] = \"^\".join([kin.first_name, kin.last_name])\n```",
        ["\"^\".join([kin.last_name, kin.first_name])"], ["re:first_name,\\s*kin\\.last_name"]),
      C("How should the portal header show the patient's name?",
        "```python\ndisplay_name = f\"{p.given} {p.family}\"\n```\n"
        "Given name first is what patients expect on screen; the HL7 ordering only matters on the wire."),
      [("[kin.first_name, kin.last_name]", "[kin.last_name, kin.first_name]")],
      holds="display_name = f\"{p.given} {p.family}\"", look="{p.given}"),

    S(41, "snowflake-convert-timezone-order", "paraphrase", "reordered_args", "same_topic",
      T("Raw admit_ts lands in UTC; convert it to Central for the daily census mart.",
        "```sql\nconvert_timezone('America/Chicago', 'UTC', admit_ts) as admitted_at_local\n```",
        "with three arguments the source zone comes first: convert_timezone('UTC', 'America/Chicago', "
        "admit_ts). Yours shifts the times the wrong way.",
        "convert_timezone('America/Chicago', 'UTC', admit_ts)",
        "convert_timezone('UTC', 'America/Chicago', admit_ts)"),
      R("ED departure times in local time for the throughput report",
        "```sql\nselect visit_id,\n       CONVERT_TIMEZONE('America/Chicago', 'UTC', depart_ts) as departed_at_local\n"
        "from {{ ref('stg_ed_visits') }}\n```",
        ["re:(?i)convert_timezone\\('UTC', 'America/Chicago', depart_ts\\)"],
        ["re:(?i)convert_timezone\\('America/Chicago', 'UTC'"]),
      C("What timezone do our Snowflake sessions use?",
        "The account parameter TIMEZONE is set to UTC, so CURRENT_TIMESTAMP and session output are in UTC "
        "unless you convert explicitly."),
      [("CONVERT_TIMEZONE('America/Chicago', 'UTC', depart_ts)",
        "CONVERT_TIMEZONE('UTC', 'America/Chicago', depart_ts)")]),

    S(42, "snowflake-datediff-length-of-stay", "paraphrase", "reordered_args", "unrelated",
      T("Length of stay in days for each inpatient encounter?",
        "```sql\nselect encounter_id,\n       datediff('day', discharged_at, admitted_at) as los_days\n"
        "from {{ ref('fct_inpatient_encounters') }}\n```",
        "backwards. start date first or LOS comes out negative",
        "datediff('day', discharged_at, admitted_at)", "datediff('day', admitted_at, discharged_at)"),
      R("hours between ED arrival and being seen by a provider",
        "```sql\nSELECT visit_id,\n       DATEDIFF(hour, provider_seen_ts, arrival_ts) AS door_to_provider_hours\n"
        "FROM {{ ref('fct_ed_visits') }}\n```",
        ["re:(?i)datediff\\(\\s*'?hour'?,\\s*arrival_ts,\\s*provider_seen_ts\\)"],
        ["re:(?i)datediff\\(\\s*'?hour'?,\\s*provider_seen_ts,\\s*arrival_ts"]),
      C("How do I make pytest show print output?",
        "Run it with `-s` (short for `--capture=no`), or use the `capsys` fixture if you want to assert on "
        "the output."),
      [("DATEDIFF(hour, provider_seen_ts, arrival_ts)", "DATEDIFF(hour, arrival_ts, provider_seen_ts)")]),

    S(43, "aks-prd-cluster-name", "paraphrase", "reordered_args", "already_correct",
      T("how do i get kubectl access to the prd cluster",
        "`az aks get-credentials --resource-group rg-cdp-aks-prd --name aks-cdp-prod`, then "
        "`kubelogin convert-kubeconfig -l azurecli`.",
        "the cluster is aks-cdp-prd-eus2, same naming as the vault",
        "--name aks-cdp-prod", "--name aks-cdp-prd-eus2"),
      R("run a one-off kubectl command on the cluster without the VPN",
        "```bash\naz aks command invoke -n aks-cdp-prod -g rg-cdp-aks-prd --command \"kubectl get pods -n portal-prd\"\n```",
        ["aks-cdp-prd-eus2"], ["aks-cdp-prod"]),
      C("What's the node pool layout on the prd cluster?",
        "aks-cdp-prd-eus2 has a system pool of three D4s_v5 nodes and a user pool for the portal and the "
        "workers that autoscales from 3 to 9."),
      [("-n aks-cdp-prod", "-n aks-cdp-prd-eus2")],
      holds="aks-cdp-prd-eus2 has a system pool", right=["aks-cdp-prd-eus2"]),

    S(44, "mirth-pid3-mrn-field", "paraphrase", "renamed_identifier", "already_correct",
      T("In the ADT_IN_CALYX transformer, pull the MRN into a channel variable.",
        "```javascript\nvar mrn = msg['PID']['PID.2']['PID.2.1'].toString();\nchannelMap.put('mrn', mrn);\n```",
        "PID-2 is the retired external id and it's empty in our feed. The MRN is in PID-3.",
        "var mrn = msg['PID']['PID.2']['PID.2.1']", "var mrn = msg['PID']['PID.3']['PID.3.1']"),
      R("the orders channel needs the patient's medical record number too",
        "```javascript\nvar patientMrn = msg['PID']['PID.2']['PID.2.1'].toString();\n"
        "channelMap.put('patientMrn', patientMrn);\n```",
        ["msg['PID']['PID.3']['PID.3.1']"], ["re:PID\\.2"]),
      C("How does the results channel find the patient?",
        "It reads `msg['PID']['PID.3']['PID.3.1']` and looks that MRN up in the portal's patient index "
        "before creating the Observation."),
      [("msg['PID']['PID.2']['PID.2.1']", "msg['PID']['PID.3']['PID.3.1']")],
      holds="It reads `msg['PID']['PID.3']['PID.3.1']`", right=["msg['PID']['PID.3']['PID.3.1']"]),

    S(45, "fhir-mrn-identifier-system", "paraphrase", "equivalent_construct", "same_topic",
      T("Search the FHIR server for a patient by MRN 00412233.",
        "GET https://fhir.sbrh.net/calyx/r4/Patient?identifier=http://sbrh.org/mrn|00412233",
        "that system URI is from the old Cerner days and matches nothing; ours is "
        "https://sbrh.net/fhir/sid/mrn",
        "http://sbrh.org/mrn", "https://sbrh.net/fhir/sid/mrn"),
      R("Build the identifier on the Patient we create for walk-in registrations.",
        "```python\npatient[\"identifier\"] = [{\"use\": \"usual\", \"system\": \"http://sbrh.org/fhir/mrn\", "
        "\"value\": mrn}]\n```",
        ["\"system\": \"https://sbrh.net/fhir/sid/mrn\""], ["re:sbrh\\.org/"]),
      C("What's the identifier system for Calyx's internal patient id?",
        "Calyx's own id uses `https://sbrh.net/fhir/sid/calyx-pid`; it shows up as a second identifier next "
        "to the MRN on every Patient."),
      [("http://sbrh.org/fhir/mrn", "https://sbrh.net/fhir/sid/mrn")]),
]
