"""heldout30 scenarios h30-001 .. h30-015 (hospital clinical data platform team)."""

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
    S(1, "hl7-adt-transfer-trigger", "literal", "reworded", "lookalike",
      T("Which ADT trigger should the bed-board feed listen for so we pick up patients moving between units?",
        "Bed moves between units are sent as ADT^A03 messages. Add a filter on MSH-9 in the BEDBOARD_IN "
        "channel so only that trigger passes through, then read the new location from PV1-3 and the prior "
        "one from PV1-6.",
        "A03 is discharge. transfers are ADT^A02.",
        "ADT^A03", "ADT^A02"),
      R("Writing the spec for the new transport-tracking integration: what message tells us a patient was "
        "transferred to another ward?",
        "Calyx emits an ADT^A03 whenever a patient is transferred to another ward; PV1-3 holds the new point "
        "of care (ward^room^bed) and PV1-6 the previous one. Transport tracking can key on that event and "
        "ignore the rest of the ADT stream.",
        ["ADT^A02"], ["ADT^A03"]),
      C("What should the discharge-summary trigger in Mirth key on?",
        "Discharges come through as ADT^A03. The DISCHARGE_SUMMARY channel filters on that trigger, waits "
        "until PV1-45 (discharge date/time) is populated, and then queues the summary request for the "
        "document service."),
      [("ADT^A03", "ADT^A02")],
      holds="Discharges come through as ADT^A03.", look="ADT^A03"),

    S(2, "fhir-date-search-prefix", "paraphrase", "other_identifier", "same_topic",
      T("How do I pull Observations for patient 8841 recorded since March 1st from the FHIR API?",
        "GET https://fhir.sbrh.net/calyx/r4/Observation?patient=8841&date=>=2024-03-01\n\n"
        "The server returns a searchset Bundle; follow the `next` link to page through the results.",
        "FHIR search doesn't take >= inside the value, comparisons are prefixes: date=ge2024-03-01",
        "date=>=2024-03-01", "date=ge2024-03-01"),
      R("Give me the search URL for MedicationRequests authored on or after June 15 for patient 8841.",
        "GET https://fhir.sbrh.net/calyx/r4/MedicationRequest?patient=8841&authoredon=>=2024-06-15",
        ["authoredon=ge2024-06-15"], ["re:=[<>]=?\\d"]),
      C("How do I search Observations by LOINC code for glucose?",
        "GET https://fhir.sbrh.net/calyx/r4/Observation?patient=8841&code=http://loinc.org|2345-7&_sort=-date\n\n"
        "The `system|code` form avoids matching local codes that happen to share the number."),
      [("authoredon=>=2024-06-15", "authoredon=ge2024-06-15")]),

    S(3, "smart-v2-observation-scope", "literal", "code_block", "already_correct",
      T("What scopes does the portal need to read a patient's lab results through the Calyx SMART launch?",
        "Request `openid fhirUser launch/patient patient/Observation.read` at the authorize endpoint. The "
        "access token is then limited to the patient picked at launch, and you can run Observation searches "
        "with that patient id.",
        "calyx dropped v1 scopes in the spring upgrade; it needs patient/Observation.rs",
        "patient/Observation.read", "patient/Observation.rs"),
      R("Can you write the authorize redirect for the lab-trends widget?",
        "```python\n"
        "params = {\n"
        "    \"response_type\": \"code\",\n"
        "    \"client_id\": settings.CALYX_CLIENT_ID,\n"
        "    \"redirect_uri\": \"https://my.sbrh.net/smart/callback\",\n"
        "    \"scope\": \"openid fhirUser launch/patient patient/Observation.read\",\n"
        "    \"state\": state,\n"
        "    \"aud\": settings.CALYX_FHIR_BASE,\n"
        "}\n"
        "return redirect(f\"{settings.CALYX_AUTHORIZE_URL}?{urlencode(params)}\")\n"
        "```",
        ["patient/Observation.rs"], ["patient/Observation.read"]),
      C("Which scopes does the medication-list widget request?",
        "The medication-list widget asks for `openid fhirUser launch/patient patient/MedicationRequest.rs "
        "patient/Observation.rs`; Observation is in there because it shows the latest potassium next to the "
        "diuretics."),
      [("patient/Observation.read", "patient/Observation.rs")],
      holds="patient/MedicationRequest.rs patient/Observation.rs"),

    S(4, "celery-countdown-apply-async", "paraphrase", "equivalent_construct", "unrelated",
      T("Schedule the appointment reminder task to run five minutes after booking.",
        "In the booking view, right after the appointment is saved:\n\n"
        "```python\nsend_reminder.delay(appt.id, countdown=300)\n```\n\n"
        "A worker on the notify queue picks it up once the five minutes are up.",
        "use apply_async(args=[appt.id], countdown=300) — delay() hands countdown to the task as a keyword "
        "argument instead of scheduling it",
        "send_reminder.delay(appt.id, countdown=300)",
        "send_reminder.apply_async(args=[appt.id], countdown=300)"),
      R("After a chart sync fails, retry it a minute later from the view.",
        "```python\nsync_chart.s(patient.pk).delay(countdown=60)\n```\n\n"
        "That queues the sync again with a 60-second wait.",
        ["re:apply_async\\([^)]*countdown=60"], ["re:delay\\([^)]*countdown="]),
      C("How do I rename a git branch locally and on the remote?",
        "```bash\ngit branch -m old-name new-name\ngit push origin -u new-name\ngit push origin --delete old-name\n```"),
      [("sync_chart.s(patient.pk).delay(countdown=60)",
        "sync_chart.apply_async(args=[patient.pk], countdown=60)")]),

    S(5, "django-prd-settings-module", "literal", "reworded", "same_topic",
      T("What should DJANGO_SETTINGS_MODULE be in the production deployment manifest?",
        "Set `DJANGO_SETTINGS_MODULE=mysbrh.settings.production` in the Deployment's env block; that module "
        "imports base, turns DEBUG off, enables the secure cookie flags and reads secrets from the mounted "
        "CSI volume.",
        "The module is mysbrh.settings.prd. Our settings files are named after the environment codes: dev, "
        "tst, stg, prd.",
        "mysbrh.settings.production", "mysbrh.settings.prd"),
      R("The migrate job in prd is loading DEBUG=True, what settings module should the job use?",
        "The job is probably falling back to the default in manage.py. Give it the same environment as the "
        "web pods, with DJANGO_SETTINGS_MODULE pointing to mysbrh.settings.production, then rerun "
        "`python manage.py migrate --noinput`.",
        ["mysbrh.settings.prd"], ["mysbrh.settings.production"]),
      C("Which settings module do local docker-compose runs use?",
        "Local compose uses `mysbrh.settings.dev`, which points at the compose Postgres container and the "
        "console email backend."),
      [("mysbrh.settings.production", "mysbrh.settings.prd")]),

    S(6, "hl7-ts-timestamp-format", "paraphrase", "renamed_identifier", "lookalike",
      T("Format the observation timestamp for OBX-14 in the outbound results message.",
        "```python\nobx[14] = result.observed_at.strftime(\"%Y-%m-%d %H:%M:%S\")\n```\n"
        "OBX-14 is the date/time of the observation, so this carries it over from the result row.",
        "OBX-14 is an HL7 TS: YYYYMMDDHHMMSS with no dashes, colons or space. Use %Y%m%d%H%M%S.",
        "result.observed_at.strftime(\"%Y-%m-%d %H:%M:%S\")",
        "result.observed_at.strftime(\"%Y%m%d%H%M%S\")"),
      R("Fill MSH-7 when we build the ADT ack in Python.",
        "```python\nmsh[7] = sent_at.strftime(\"%Y-%m-%dT%H:%M:%S\")\n```",
        ["sent_at.strftime(\"%Y%m%d%H%M%S\")"], ["re:%Y-%m-%d"]),
      C("How do I write Patient.birthDate when we create a FHIR Patient from the registration form?",
        "```python\npatient[\"birthDate\"] = dob.strftime(\"%Y-%m-%d\")\n```\n"
        "FHIR `date` values are plain ISO 8601 dates, unlike HL7 v2 timestamps."),
      [("sent_at.strftime(\"%Y-%m-%dT%H:%M:%S\")", "sent_at.strftime(\"%Y%m%d%H%M%S\")")],
      holds="dob.strftime(\"%Y-%m-%d\")", look="%Y-%m-%d"),

    S(7, "fhir-r4-media-type", "literal", "reordered_args", "unrelated",
      T("What headers do I need to POST a Patient to the FHIR server from the portal?",
        "Send `Content-Type: application/json+fhir` and `Accept: application/json+fhir`, plus the bearer "
        "token in `Authorization`. The server answers 201 with a Location header holding the new id.",
        "that's the DSTU2-era media type; R4 wants application/fhir+json",
        "application/json+fhir", "application/fhir+json"),
      R("Write the requests call that creates the Encounter.",
        "```python\n"
        "resp = requests.post(\n"
        "    f\"{FHIR_BASE}/Encounter\",\n"
        "    timeout=10,\n"
        "    headers={\"Authorization\": f\"Bearer {token}\", \"Accept\": \"application/json+fhir\"},\n"
        "    json=encounter,\n"
        ")\n"
        "```",
        ["application/fhir+json"], ["application/json+fhir"]),
      C("How do I list the pods in the portal namespace sorted by restart count?",
        "`kubectl get pods -n portal-prd --sort-by='.status.containerStatuses[0].restartCount'` lists them "
        "with the most-restarted pods last."),
      [("application/json+fhir", "application/fhir+json")]),

    S(8, "snowflake-reporting-warehouse", "literal", "casing", "already_correct",
      T("Which warehouse should the nightly readmission report run on?",
        "Run it on REPORTING_WH:\n\n```sql\nUSE WAREHOUSE REPORTING_WH;\nCALL REPORTING.SP_READMIT_30D();\n```",
        "REPORTING_WH got dropped in the cost cleanup, scheduled reports run on WH_CDP_REPORTING now",
        "REPORTING_WH", "WH_CDP_REPORTING"),
      R("set up a snowflake task for the sepsis bundle compliance refresh",
        "```sql\n"
        "create or replace task reporting.t_sepsis_bundle_refresh\n"
        "  warehouse = reporting_wh\n"
        "  schedule = 'USING CRON 0 5 * * * America/Chicago'\n"
        "as\n"
        "  call reporting.sp_sepsis_bundle_refresh();\n"
        "```",
        ["re:(?i)warehouse = wh_cdp_reporting"], ["re:(?i)reporting_wh"]),
      C("Which warehouse does Looker use for the quality dashboards?",
        "Looker's connection is set to WH_CDP_REPORTING with a 60-second auto-suspend; the dashboards share "
        "it with the scheduled reports."),
      [("reporting_wh", "wh_cdp_reporting")],
      holds="WH_CDP_REPORTING with a 60-second auto-suspend"),

    S(9, "dicom-study-uid-tag", "literal", "other_identifier", "lookalike",
      T("Which DICOM tag do I read to group the incoming images by study?",
        "Group on StudyInstanceUID, tag (0020,000E); every image of the same study carries the same value, "
        "whatever series it belongs to.",
        "(0020,000D), not (0020,000E) — E is the series UID",
        "(0020,000E)", "(0020,000D)"),
      R("In the Orthanc Lua hook, how do I check whether a study is already in the VNA?",
        "Send a C-FIND at STUDY level to the VNA, filling the study UID key (0020,000E) from the incoming "
        "instance and leaving the other return keys empty; any match means the study is already archived.",
        ["(0020,000D)"], ["(0020,000E)"]),
      C("Which tag tells the series apart inside one CT study?",
        "SeriesInstanceUID, (0020,000E). Each reconstruction (bone, soft tissue) gets its own value, while "
        "all of them share the study's UID."),
      [("(0020,000E)", "(0020,000D)")],
      holds="SeriesInstanceUID, (0020,000E).", look="(0020,000E)"),

    S(10, "fhir-count-page-size", "literal", "code_block", "same_topic",
      T("How do I get 200 Encounters per page from the FHIR API?",
        "Add `_limit=200` to the search: `GET /Encounter?patient=8841&_limit=200`. The server caps the page "
        "size at 500.",
        "shouldn't that be _count? I don't think _limit is a FHIR parameter, the server just ignores it",
        "_limit=", "_count="),
      R("Write the paging loop for pulling all Conditions for the registry export.",
        "```python\n"
        "url = f\"{FHIR_BASE}/Condition?patient={pid}&_limit=100\"\n"
        "while url:\n"
        "    bundle = session.get(url, timeout=30).json()\n"
        "    rows.extend(e[\"resource\"] for e in bundle.get(\"entry\", []))\n"
        "    url = next((l[\"url\"] for l in bundle.get(\"link\", []) if l[\"relation\"] == \"next\"), None)\n"
        "```",
        ["_count=100"], ["_limit="]),
      C("How do I get Encounters newest first?",
        "Use `_sort=-date`: `GET /Encounter?patient=8841&_sort=-date`. Without a sort the server returns them "
        "in index order."),
      [("_limit=100", "_count=100")]),

    S(11, "fhir-transaction-bundle", "semantic", "prose_claim", "lookalike",
      T("I need to create a Patient and their Coverage in one request so we never end up with only half of "
        "it. What Bundle type?",
        "Use a `batch` Bundle. The server processes every entry in the same request, so either both "
        "resources get created or neither does, and the response Bundle gives you the status of each entry.",
        "batch doesn't do that, each entry succeeds or fails on its own. all-or-nothing needs a transaction "
        "Bundle.",
        "Use a `batch` Bundle", "Use a `transaction` Bundle"),
      R("Does a batch Bundle roll back if one entry fails validation?",
        "Yes. A batch is processed atomically: if one entry fails validation the server rolls back the "
        "other entries and returns an error for the whole Bundle.",
        ["re:(?i)transaction"], ["re:(?i)batch is processed atomically", "re:^Yes\\b"]),
      C("We want to look up 40 patients by MRN in one round trip; which Bundle type?",
        "Use a `batch` Bundle of GET entries. Each lookup succeeds or fails on its own, which is what you "
        "want here: one unknown MRN shouldn't fail the other 39."),
      [(WHOLE, "No. Entries in a batch are processed independently, so the others stay committed when one "
               "fails; use a transaction Bundle if you need all-or-nothing.")],
      holds="Use a `batch` Bundle of GET entries.", look="`batch` Bundle"),

    S(12, "fhir-base-url-path", "literal", "renamed_identifier", "unrelated",
      T("What's the FHIR base URL for the portal's prd config?",
        "In `mysbrh/settings/prd.py`:\n\n"
        "```python\nCALYX_FHIR_BASE = \"https://fhir.sbrh.net/calyx/baseR4\"\n```\n\n"
        "Everything else (token URL, authorize URL) comes from the server's discovery document.",
        "baseR4 is the path from before the gateway move — it's /calyx/r4 now",
        "calyx/baseR4", "calyx/r4"),
      R("Add the FHIR endpoint to the Celery worker's environment.",
        "```yaml\nenv:\n  - name: EHR_FHIR_URL\n    value: https://fhir.sbrh.net/calyx/baseR4\n```",
        ["fhir.sbrh.net/calyx/r4"], ["baseR4"]),
      C("What's the SQL to find accounts that share an email address in the portal database?",
        "```sql\nSELECT lower(email) AS email, count(*)\nFROM accounts_user\nGROUP BY lower(email)\n"
        "HAVING count(*) > 1;\n```"),
      [("calyx/baseR4", "calyx/r4")]),

    S(13, "key-vault-prd-name", "literal", "casing", "same_topic",
      T("How do I read the Snowflake service password from Key Vault in a pipeline step?",
        "```bash\naz keyvault secret show --vault-name kv-cdp-prod --name snowflake-svc-dbt --query value -o tsv\n```",
        "vault is kv-cdp-prd-eus2. kv-cdp-prod is the pre-migration one, it's soft-deleted",
        "kv-cdp-prod", "kv-cdp-prd-eus2"),
      R("ps script to pull the mirth keystore password from keyvault?",
        "```powershell\n$pw = Get-AzKeyVaultSecret -VaultName 'KV-CDP-PROD' -Name 'mirth-keystore-pass' -AsPlainText\n```\n"
        "Run it from an account that holds the Key Vault Secrets User role.",
        ["re:(?i)kv-cdp-prd-eus2"], ["re:(?i)kv-cdp-prod"]),
      C("Which Key Vault does dev use?",
        "Dev reads from kv-cdp-dev-eus2; its access policy lets the whole team list and read secrets, unlike "
        "the production vault, which is RBAC-only."),
      [("KV-CDP-PROD", "kv-cdp-prd-eus2")]),

    S(14, "hipaa-no-mrn-in-logs", "paraphrase", "other_identifier", "already_correct",
      T("Add a log line when a proxy user opens a dependent's chart.",
        "```python\nlogger.info(\"proxy %s opened chart for MRN %s\", request.user.id, dependent.mrn)\n```",
        "No MRNs in application logs, that's our HIPAA logging rule. Log dependent.audit_ref (the hashed id) "
        "instead.",
        "dependent.mrn", "dependent.audit_ref"),
      R("Log when a lab result PDF is downloaded.",
        "```python\nlogger.info(\"result %s downloaded by patient MRN %s\", result.pk, patient.mrn)\n```",
        ["patient.audit_ref"], ["re:\\.mrn\\b"]),
      C("Is there already logging when someone opens a chart through break-the-glass?",
        "Yes: `logger.warning(\"break-the-glass access by %s to %s\", request.user.id, patient.audit_ref)` in "
        "`charts/views.py`, plus a row in the access audit stream."),
      [("patient MRN %s\", result.pk, patient.mrn)", "patient %s\", result.pk, patient.audit_ref)")],
      holds="request.user.id, patient.audit_ref)", right=["audit_ref"]),

    S(15, "gha-oidc-id-token-write", "literal", "reordered_args", "already_correct",
      T("Set up the deploy workflow to log in to Azure with OIDC instead of a client secret.",
        "```yaml\n"
        "permissions:\n"
        "  id-token: read\n"
        "  contents: read\n"
        "\n"
        "steps:\n"
        "  - uses: azure/login@v2\n"
        "    with:\n"
        "      client-id: ${{ vars.AZURE_CLIENT_ID }}\n"
        "      tenant-id: ${{ vars.AZURE_TENANT_ID }}\n"
        "      subscription-id: ${{ vars.AZURE_SUBSCRIPTION_ID }}\n"
        "```",
        "thanks, looks good — except the job needs id-token: write, otherwise it can't request the OIDC "
        "token.",
        "id-token: read", "id-token: write"),
      R("Add a job that runs terraform plan against the prd subscription on pull requests.",
        "```yaml\n"
        "jobs:\n"
        "  plan:\n"
        "    runs-on: [self-hosted, cdp-phi]\n"
        "    permissions:\n"
        "      pull-requests: write\n"
        "      contents: read\n"
        "      id-token: read\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - uses: azure/login@v2\n"
        "        with:\n"
        "          subscription-id: ${{ vars.AZURE_SUBSCRIPTION_ID }}\n"
        "          tenant-id: ${{ vars.AZURE_TENANT_ID }}\n"
        "          client-id: ${{ vars.AZURE_CLIENT_ID }}\n"
        "      - run: terraform init && terraform plan -no-color\n"
        "```",
        ["id-token: write"], ["id-token: read"]),
      C("Which permissions does the image build workflow have?",
        "```yaml\npermissions:\n  contents: read\n  packages: write\n  id-token: write\n```\n"
        "id-token is there for the ACR login through azure/login."),
      [("id-token: read", "id-token: write")],
      holds="  id-token: write\n```"),
]
