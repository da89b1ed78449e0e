"""heldout30 scenarios h30-016 .. h30-030 (hospital clinical data platform team)."""

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
    S(16, "ward-code-labor-delivery", "literal", "reworded", "lookalike",
      T("Write the census query for labor and delivery for the midnight count.",
        "```sql\nSELECT count(*) AS census\nFROM adt.current_bed_assignment\nWHERE ward_code = 'OBS2'\n"
        "  AND bed_status = 'OCCUPIED';\n```",
        "OBS2 is mother-baby. L&D is LDU3.",
        "ward_code = 'OBS2'", "ward_code = 'LDU3'"),
      R("How many laboring patients are on the unit right now? need it for the staffing huddle",
        "Count the occupied beds with ward_code = 'OBS2' in adt.current_bed_assignment; that view is "
        "refreshed from ADT every two minutes, so it's close enough for the huddle.",
        ["LDU3"], ["OBS2"]),
      C("Query for the postpartum unit's discharge-before-11 rate: which ward do I filter on?",
        "Mother-baby is ward_code = 'OBS2'. Join adt.discharges on encounter_id and compare "
        "discharge_ts::time with '11:00'."),
      [("ward_code = 'OBS2'", "ward_code = 'LDU3'")],
      holds="Mother-baby is ward_code = 'OBS2'.", look="ward_code = 'OBS2'"),

    S(17, "azure-redis-tls-broker", "literal", "code_block", "unrelated",
      T("What's the Celery broker URL for the portal in AKS?",
        "The broker is the Azure Cache for Redis instance: "
        "`CELERY_BROKER_URL=redis://redis-mysbrh-prd.redis.cache.windows.net:6379/0`, with the password "
        "from the Key Vault secret `redis-mysbrh-key`.",
        "Azure Redis only listens on TLS here: rediss:// and port 6380.",
        "redis://redis-mysbrh-prd.redis.cache.windows.net:6379",
        "rediss://redis-mysbrh-prd.redis.cache.windows.net:6380"),
      R("Point the result backend at the same Redis.",
        "```python\nCELERY_RESULT_BACKEND = \"redis://redis-mysbrh-prd.redis.cache.windows.net:6379/1\"\n"
        "CELERY_RESULT_EXPIRES = 3600\n```",
        ["rediss://redis-mysbrh-prd.redis.cache.windows.net:6380"], [":6379", "re:\\bredis://"]),
      C("What's the difference between git merge --squash and a squash merge on GitHub?",
        "Both end with a single commit on the target branch. `git merge --squash` stages the combined "
        "changes locally and you write the commit yourself; GitHub's squash merge does the same on the "
        "server and prefills the message from the PR title and commits."),
      [("redis://redis-mysbrh-prd.redis.cache.windows.net:6379",
        "rediss://redis-mysbrh-prd.redis.cache.windows.net:6380")]),

    S(18, "mirth-prd-host", "literal", "casing", "same_topic",
      T("Which server do I connect to for the Mirth Administrator in prd?",
        "Open the Administrator launcher against https://mirth-prd-01.cdp.sbrh.net:8443; you'll need to be "
        "on the admin VLAN or the jump box.",
        "prd-01 was decommissioned with the 4.4 upgrade, we're on mirth-prd-02",
        "mirth-prd-01", "mirth-prd-02"),
      R("the interface engine box isn't answering ping, which host is it again",
        "The engine runs on MIRTH-PRD-01 (the Windows Server 2019 VM). If ping fails, check its state in "
        "vCenter before escalating.",
        ["re:(?i)mirth-prd-02"], ["re:(?i)mirth-prd-01"]),
      C("Where does the test Mirth run?",
        "Test is mirth-tst-01.cdp.sbrh.net, on the same version as production and fed from the Calyx TST "
        "environment."),
      [("MIRTH-PRD-01", "MIRTH-PRD-02")]),

    S(19, "snowflake-prd-database-name", "literal", "casing", "already_correct",
      T("Set up my dbt profile for running against production Snowflake.",
        "```yaml\n"
        "sbrh_cdp:\n"
        "  target: prd\n"
        "  outputs:\n"
        "    prd:\n"
        "      type: snowflake\n"
        "      account: sbrh-analytics\n"
        "      database: clinical_prod\n"
        "      warehouse: WH_CDP_TRANSFORM\n"
        "      schema: marts\n"
        "      authenticator: externalbrowser\n"
        "```",
        "the database is CLINICAL_PRD",
        "clinical_prod", "CLINICAL_PRD"),
      R("query for yesterday's ED arrivals from the marts",
        "```sql\n"
        "SELECT arrival_ts::date AS day, count(*)\n"
        "FROM CLINICAL_PROD.MARTS.FCT_ED_VISITS\n"
        "WHERE arrival_ts >= DATEADD(day, -1, CURRENT_DATE)\n"
        "  AND arrival_ts < CURRENT_DATE\n"
        "GROUP BY 1;\n"
        "```",
        ["re:(?i)clinical_prd\\.marts"], ["re:(?i)clinical_prod"]),
      C("Which database do the Tableau extracts read?",
        "They read CLINICAL_PRD.MARTS through the TABLEAU_READER role; nothing points at the staging "
        "schemas."),
      [("CLINICAL_PROD", "CLINICAL_PRD")],
      holds="CLINICAL_PRD.MARTS through the TABLEAU_READER role"),

    S(20, "celery-notify-queue-name", "paraphrase", "code_block", "unrelated",
      T("Route the lab-result notification task to the right queue.",
        "```python\nCELERY_TASK_ROUTES = {\n    \"notifications.tasks.notify_new_result\": {\"queue\": \"notifications\"},\n}\n```",
        "all patient notifications go on portal.notify — our queues are named app.purpose",
        "{\"queue\": \"notifications\"}", "{\"queue\": \"portal.notify\"}"),
      R("Send the appointment-reminder SMS task to its queue",
        "```python\nsend_sms_reminder.apply_async(args=[appt.pk], queue=\"notifications\")\n```",
        ["queue=\"portal.notify\""], ["re:queue[\"']?\\s*[:=]\\s*[\"']notifications[\"']"]),
      C("How do I check which Python packages are outdated in the portal venv?",
        "`pip list --outdated --format=columns` inside the activated venv; for the locked set, "
        "`pip-compile --upgrade --dry-run requirements.in` shows what would change."),
      [("queue=\"notifications\"", "queue=\"portal.notify\"")]),

    S(21, "terraform-state-container", "literal", "code_block", "same_topic",
      T("Write the backend block for the new AKS Terraform stack.",
        "```hcl\n"
        "terraform {\n"
        "  backend \"azurerm\" {\n"
        "    resource_group_name  = \"rg-cdp-tfstate\"\n"
        "    storage_account_name = \"stcdptfstate\"\n"
        "    container_name       = \"terraform-state\"\n"
        "    key                  = \"aks/prd.tfstate\"\n"
        "  }\n"
        "}\n"
        "```",
        "container's just tfstate",
        "container_name       = \"terraform-state\"", "container_name       = \"tfstate\""),
      R("where do I point terraform init for the keyvault stack",
        "Put the backend settings in a file and pass it to init:\n\n"
        "```hcl\n"
        "# backend.prd.hcl\n"
        "resource_group_name  = \"rg-cdp-tfstate\"\n"
        "storage_account_name = \"stcdptfstate\"\n"
        "container_name       = \"terraform-state\"\n"
        "key                  = \"keyvault/prd.tfstate\"\n"
        "```\n\n"
        "then run `terraform init -backend-config=backend.prd.hcl`.",
        ["re:container_name\\s*=\\s*\"tfstate\""], ["terraform-state"]),
      C("Which storage account holds the Terraform state?",
        "stcdptfstate in rg-cdp-tfstate; it has blob versioning and a delete lock, and only the deploy "
        "identity holds Storage Blob Data Contributor on it."),
      [("\"terraform-state\"", "\"tfstate\"")]),

    S(22, "fhir-r4-encounter-class-type", "semantic", "prose_claim", "already_correct",
      T("In R4, what's the data type of Encounter.class? The mapper is choking on it.",
        "In R4 Encounter.class is a CodeableConcept, so the mapper should expect an object with a `coding` "
        "array and an optional `text`, e.g. `{\"coding\": [{\"system\": "
        "\"http://terminology.hl7.org/CodeSystem/v3-ActCode\", \"code\": \"IMP\"}]}`.",
        "In R4 it's a plain Coding (system, code, display). CodeableConcept is the R5 change. That's why the "
        "mapper chokes.",
        "Encounter.class is a CodeableConcept", "Encounter.class is a Coding"),
      R("Why does our Encounter parser expect a coding array under class?",
        "Because Encounter.class is typed as CodeableConcept in FHIR R4, so it wraps one or more codings; "
        "the parser reads class.coding[0].code to get IMP, AMB or EMER.",
        ["re:\\bCoding\\b"], ["re:CodeableConcept in FHIR R4", "re:class\\.coding\\[0\\]"]),
      C("What does the Encounter.class value look like in the Calyx feed?",
        "A single Coding: `\"class\": {\"system\": \"http://terminology.hl7.org/CodeSystem/v3-ActCode\", "
        "\"code\": \"AMB\", \"display\": \"ambulatory\"}`. Inpatient stays use IMP."),
      [(WHOLE, "It shouldn't: in FHIR R4 Encounter.class is a single Coding, so the parser should read "
               "class.code directly to get IMP, AMB or EMER; the CodeableConcept array only arrives in R5.")],
      holds="A single Coding:", right=["A single Coding"]),

    S(23, "smart-configuration-discovery", "literal", "other_identifier", "lookalike",
      T("Where does the portal discover the Calyx authorize and token endpoints?",
        "Fetch `{fhir_base}/.well-known/openid-configuration` at startup and read `authorization_endpoint` "
        "and `token_endpoint` from it; cache the result for an hour.",
        "for SMART discovery it's .well-known/smart-configuration on the FHIR base; the openid one lives on "
        "the IdP, not on the FHIR server",
        ".well-known/openid-configuration", ".well-known/smart-configuration"),
      R("The lab-trends widget needs the token URL for the sandbox FHIR server, how do I get it?",
        "```python\nmeta = requests.get(f\"{SANDBOX_FHIR_BASE}/.well-known/openid-configuration\", timeout=5).json()\n"
        "token_url = meta[\"token_endpoint\"]\n```",
        ["/.well-known/smart-configuration"], ["/.well-known/openid-configuration"]),
      C("Where's the metadata document for staff single sign-on to the admin console?",
        "Staff SSO goes through Entra ID, so the admin console reads "
        "https://login.microsoftonline.com/<tenant-id>/v2.0/.well-known/openid-configuration and validates "
        "tokens against the keys listed there."),
      [("/.well-known/openid-configuration", "/.well-known/smart-configuration")],
      holds="v2.0/.well-known/openid-configuration", look=".well-known/openid-configuration"),

    S(24, "postgres-concurrent-index-atomic", "semantic", "reworded", "unrelated",
      T("I'm adding an index on portal_message(created_at) in a Django migration and the table is huge. How "
        "do I avoid locking it?",
        "Use `AddIndexConcurrently` from `django.contrib.postgres.operations` and keep the migration's default "
        "`atomic = True`, so if the build fails the whole migration rolls back cleanly.",
        "that will fail — CREATE INDEX CONCURRENTLY can't run inside a transaction block, so the migration "
        "needs atomic = False",
        "keep the migration's default `atomic = True`", "set `atomic = False` on the migration"),
      R("Can AddIndexConcurrently live in an atomic migration?",
        "Yes, Django wraps it like any other operation; leaving atomic = True is fine and gives you rollback "
        "if the index build fails.",
        ["atomic = False"], ["re:^Yes\\b", "re:atomic = True is fine"]),
      C("how do I tail the celery worker logs in AKS",
        "`kubectl logs -n portal-prd deploy/celery-worker -f --since=10m`; add `--all-containers` if the "
        "sidecar gets in the way."),
      [(WHOLE, "No. CREATE INDEX CONCURRENTLY cannot run inside a transaction block, so the migration must "
               "set atomic = False; if the build fails, drop the INVALID index and run it again.")]),

    S(25, "hl7-segment-terminator", "paraphrase", "equivalent_construct", "same_topic",
      T("Split a raw HL7 message into segments in the Python replay tool.",
        "```python\nsegments = raw.split(\"\\n\")\n```\nThen split each segment on `|` to get its fields.",
        "hl7 segments are terminated by \\r not \\n",
        "raw.split(\"\\n\")", "raw.split(\"\\r\")"),
      R("Count the OBX segments in a message file.",
        "```python\nobx = [s for s in re.split(r\"\\n\", text) if s.startswith(\"OBX|\")]\nprint(len(obx))\n```",
        ["re.split(r\"\\r\", text)"], ["re.split(r\"\\n\", text)"]),
      C("What are the HL7 encoding characters in MSH-2?",
        "`^~\\&`: the component, repetition, escape and subcomponent separators, in that order. The field "
        "separator `|` is MSH-1 itself."),
      [("re.split(r\"\\n\", text)", "re.split(r\"\\r\", text)")]),

    S(26, "aks-workload-identity", "paraphrase", "renamed_identifier", "lookalike",
      T("Give the report-exporter pod access to Key Vault with its managed identity.",
        "```yaml\nmetadata:\n  labels:\n    aadpodidbinding: report-exporter-identity\n```\n"
        "Then create the AzureIdentity and AzureIdentityBinding for `report-exporter-identity`.",
        "pod identity is gone from our clusters, we're on workload identity "
        "(azure.workload.identity/client-id on the service account, azure.workload.identity/use: \"true\" "
        "on the pod)",
        "aadpodidbinding: report-exporter-identity", "azure.workload.identity/client-id"),
      R("The dicom-deid job has to read the storage account key from Key Vault; what goes on the pod?",
        "```yaml\nmetadata:\n  labels:\n    aadpodidbinding: deid-job-mi\n```",
        ["azure.workload.identity/use"], ["aadpodidbinding"]),
      C("What label did the old pod-identity setup use? I'm cleaning up leftovers.",
        "The retired AAD Pod Identity add-on matched pods by the `aadpodidbinding` label; find them with "
        "`grep -rn aadpodidbinding charts/` and delete the AzureIdentity and AzureIdentityBinding objects "
        "they point at."),
      [("aadpodidbinding: deid-job-mi", "azure.workload.identity/use: \"true\"")],
      holds="matched pods by the `aadpodidbinding` label", look="aadpodidbinding"),

    S(27, "dbt-raw-table-source", "paraphrase", "other_identifier", "same_topic",
      T("Write stg_encounters on top of the raw Calyx encounters table that Fivetran lands.",
        "```sql\n"
        "select\n"
        "    encounter_id,\n"
        "    patient_id,\n"
        "    admit_ts::timestamp_ntz as admitted_at,\n"
        "    discharge_ts::timestamp_ntz as discharged_at\n"
        "from {{ ref('calyx_encounters') }}\n"
        "```",
        "don't ref() raw tables. declare them in sources.yml and use source('calyx', 'encounters')",
        "{{ ref('calyx_encounters') }}", "{{ source('calyx', 'encounters') }}"),
      R("staging model for the raw ADT events table please",
        "```sql\nselect event_id, encounter_id, event_type, event_ts\nfrom {{ ref('calyx_adt_events') }}\n"
        "where event_type is not null\n```",
        ["{{ source('calyx', 'adt_events') }}"], ["re:ref\\('calyx_"]),
      C("How do I reference stg_encounters from the readmissions mart?",
        "```sql\nfrom {{ ref('stg_encounters') }} as e\njoin {{ ref('stg_patients') }} as p using (patient_id)\n```\n"
        "ref() is right here because both are dbt models."),
      [("{{ ref('calyx_adt_events') }}", "{{ source('calyx', 'adt_events') }}")]),

    S(28, "portal-release-window", "semantic", "prose_claim", "unrelated",
      T("When can we ship the portal release with the new proxy-access flow?",
        "Portal releases go out in the Wednesday evening window, 19:00–21:00 Central, after the CAB "
        "approves the change on Monday.",
        "we moved the window to Thursdays 20:00–22:00 Central last quarter because of Calyx's Wednesday "
        "batch jobs. CAB is still Monday.",
        "Wednesday evening window, 19:00–21:00 Central", "Thursday window, 20:00–22:00 Central"),
      R("If CAB signs off Monday, what's the earliest the Django hotfix can hit prd?",
        "Wednesday at 19:00 Central, the start of the weekly release window, unless you go through the "
        "emergency change path.",
        ["re:Thursday"], ["re:Wednesday"]),
      C("How do I undo the last commit but keep its changes staged?",
        "`git reset --soft HEAD~1` moves the branch back one commit and leaves that commit's changes in "
        "the index."),
      [(WHOLE, "Thursday at 20:00 Central, the start of the weekly release window, unless you go through "
               "the emergency change path.")]),

    S(29, "dicom-modality-mr-code", "literal", "other_identifier", "lookalike",
      T("Filter the PACS worklist export to only MRI studies.",
        "```python\nmri = [s for s in studies if s.Modality == \"MRI\"]\n```",
        "MR, not MRI — that's the DICOM modality code",
        "Modality == \"MRI\"", "Modality == \"MR\""),
      R("How many MRI studies did the Kessler Road imaging center send yesterday?",
        "```python\ncount = sum(1 for ds in kessler_datasets if ds.Modality == \"MRI\" and ds.StudyDate == yesterday)\n```",
        ["Modality == \"MR\""], ["Modality == \"MRI\""]),
      C("Which scanners feed the VNA?",
        "Two CT scanners, the 1.5T and 3T MRI scanners at the main campus and the Kessler Road outpatient "
        "MRI; all of them push to the VNA over C-STORE."),
      [("Modality == \"MRI\"", "Modality == \"MR\"")],
      holds="the 1.5T and 3T MRI scanners", look="MRI"),

    S(30, "terraform-environment-tag", "literal", "casing", "already_correct",
      T("Add the standard tags to the new storage account module.",
        "```hcl\ntags = {\n  owner       = \"cdp-platform\"\n  environment = \"prod\"\n  data_class  = \"phi\"\n}\n```",
        "tag value is \"prd\" — the cost report groups on environment and anything tagged prod ends up "
        "unassigned",
        "environment = \"prod\"", "environment = \"prd\""),
      R("tags block for the Snowflake private endpoint resource",
        "```hcl\ntags = {\n  owner       = \"cdp-analytics\"\n  environment = \"PROD\"\n  data_class  = \"phi\"\n}\n```",
        ["environment = \"prd\""], ["re:(?i)environment\\s*=\\s*\"prod\""]),
      C("what tags does the AKS node resource group carry?",
        "owner = \"cdp-platform\", environment = \"prd\", data_class = \"phi\" and cost_center = \"4410\", "
        "all set from the cluster module's `tags` variable."),
      [("environment = \"PROD\"", "environment = \"prd\"")],
      holds="environment = \"prd\", data_class = \"phi\""),
]
