"""heldout30 scenarios h30-046 .. h30-060 (hospital clinical data platform team)."""

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
    S(46, "mirth-channel-map-scope", "paraphrase", "equivalent_construct", "unrelated",
      T("In ADT_IN_CALYX, save the visit number in the transformer so the HTTP destination can use it.",
        "```javascript\nglobalMap.put('visitNumber', msg['PV1']['PV1.19']['PV1.19.1'].toString());\n```\n"
        "Then reference `${visitNumber}` in the destination URL.",
        "use channelMap.put — globalMap is shared across every channel on the server, so two messages in "
        "flight can overwrite each other's value",
        "globalMap.put('visitNumber'", "channelMap.put('visitNumber'"),
      R("Store the filler order number in the results channel's source transformer for the file writer "
        "destination.",
        "```javascript\n$g('fillerOrderNo', msg['OBR']['OBR.3']['OBR.3.1'].toString());\n```\n"
        "The file writer can then name the file `${fillerOrderNo}.hl7`.",
        ["re:\\$c\\('fillerOrderNo'|channelMap\\.put\\('fillerOrderNo'"], ["re:\\$g\\(|globalMap\\.put"]),
      C("What's the difference between a list and a tuple in Python?",
        "Lists are mutable and tuples aren't; tuples can be dict keys and are a little cheaper, so they "
        "suit fixed records."),
      [("$g('fillerOrderNo'", "$c('fillerOrderNo'")]),

    S(47, "postgres-jsonb-text-operator", "paraphrase", "code_block", "lookalike",
      T("Find portal users whose preferred language is Spanish.",
        "```sql\nSELECT id, email\nFROM portal_userprofile\nWHERE prefs -> 'language' = 'es';\n```",
        "-> returns jsonb, so Postgres tries to parse 'es' as JSON and errors; use ->> to compare as text",
        "prefs -> 'language' = 'es'", "prefs ->> 'language' = 'es'"),
      R("list check-ins that came from the lobby kiosks",
        "```sql\nSELECT id, patient_id, created_at\nFROM portal_checkin\nWHERE metadata -> 'source' = 'kiosk'\n"
        "ORDER BY created_at DESC;\n```",
        ["metadata ->> 'source' = 'kiosk'"], ["metadata -> 'source'"]),
      C("Get each user's notification channel out of the nested prefs JSON.",
        "```sql\nSELECT id, prefs -> 'notifications' ->> 'channel' AS channel\nFROM portal_userprofile;\n```\n"
        "The first arrow keeps the nested object as jsonb; the second extracts the text."),
      [("metadata -> 'source'", "metadata ->> 'source'")],
      holds="prefs -> 'notifications' ->> 'channel'", look="prefs -> '"),

    S(48, "bicep-secure-decorator", "paraphrase", "code_block", "already_correct",
      T("Bicep param for the Postgres admin password in the portal module.",
        "```bicep\n@secret()\nparam pgAdminPassword string\n```",
        "@secure(). there's no @secret() decorator, bicep build fails on it",
        "@secret()\nparam pgAdminPassword string", "@secure()\nparam pgAdminPassword string"),
      R("Add a parameter for the Snowflake private key to the exporter's main.bicep",
        "```bicep\n@description('PEM private key for the SVC_EXPORT user')\n@secret()\nparam snowflakePrivateKey string\n```",
        ["@secure()"], ["@secret()"]),
      C("Is the Redis key parameter marked sensitive in the cache module?",
        "Yes:\n\n```bicep\n@secure()\nparam redisAccessKey string\n```\n\n"
        "so it never shows up in the deployment history."),
      [("@secret()", "@secure()")],
      holds="@secure()\nparam redisAccessKey string", right=["@secure()"]),

    S(49, "fhir-patient-gender-codes", "paraphrase", "equivalent_construct", "lookalike",
      T("Map HL7 PID-8 to FHIR Patient.gender in the converter.",
        "```python\npatient[\"gender\"] = pid8  # PID-8 administrative sex, already M/F/U\n```",
        "FHIR gender is a code — male, female, other, unknown. M/F won't validate.",
        "patient[\"gender\"] = pid8",
        "patient[\"gender\"] = {\"M\": \"male\", \"F\": \"female\", \"O\": \"other\"}.get(pid8, \"unknown\")"),
      R("RelatedPerson from NK1: set the gender too",
        "```python\nrelated[\"gender\"] = \"M\" if nk1_15 == \"M\" else \"F\"\n```",
        ["\"M\": \"male\""], ["re:=\\s*\"M\" if", "else \"F\""]),
      C("And the other direction: FHIR gender to PID-8 for outbound ADT.",
        "```python\npid[8] = {\"male\": \"M\", \"female\": \"F\", \"other\": \"O\"}.get(patient[\"gender\"], \"U\")\n```\n"
        "HL7 v2 table 0001 uses the single letters."),
      [("related[\"gender\"] = \"M\" if nk1_15 == \"M\" else \"F\"",
        "related[\"gender\"] = {\"M\": \"male\", \"F\": \"female\", \"O\": \"other\"}.get(nk1_15, \"unknown\")")],
      holds="{\"male\": \"M\", \"female\": \"F\", \"other\": \"O\"}", look="\"M\""),

    S(50, "gha-phi-self-hosted-runner", "paraphrase", "renamed_identifier", "same_topic",
      T("Workflow job that runs the nightly Snowflake-to-SFTP payer extract.",
        "```yaml\n"
        "jobs:\n"
        "  payer-extract:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - run: python extracts/payer_837.py --dest sftp\n"
        "```",
        "that extract has PHI in it, it can't run on GitHub-hosted runners. runs-on: [self-hosted, cdp-phi]",
        "runs-on: ubuntu-latest", "runs-on: [self-hosted, cdp-phi]"),
      R("add a job that refreshes the state immunization registry extract",
        "```yaml\n"
        "jobs:\n"
        "  immz-registry-refresh:\n"
        "    runs-on: ubuntu-22.04\n"
        "    timeout-minutes: 30\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - run: python extracts/immz_registry.py\n"
        "```",
        ["runs-on: [self-hosted, cdp-phi]"], ["re:runs-on:\\s*ubuntu"]),
      C("How many self-hosted runners are in the cdp-phi pool?",
        "Four, on VMs in the hub VNet (gh-runner-01 to gh-runner-04); the pool scales to six during the "
        "month-end extract run."),
      [("runs-on: ubuntu-22.04", "runs-on: [self-hosted, cdp-phi]")]),

    S(51, "fhir-revinclude-observations", "paraphrase", "other_identifier", "unrelated",
      T("Get patient 8841 together with all their Observations in one call.",
        "GET /Patient?_id=8841&_include=Observation:subject",
        "_include follows references out of the Patient; Observation points at the Patient, so you need "
        "_revinclude=Observation:subject",
        "_include=Observation:subject", "_revinclude=Observation:subject"),
      R("fetch encounter E1002 plus every Condition recorded during it",
        "GET /Encounter?_id=E1002&_include=Condition:encounter",
        ["_revinclude=Condition:encounter"], ["_include=Condition:encounter"]),
      C("Convert a Unix epoch in milliseconds to a datetime in Python",
        "`datetime.fromtimestamp(ms / 1000, tz=timezone.utc)`; without `tz` you get naive local time."),
      [("_include=Condition:encounter", "_revinclude=Condition:encounter")]),

    S(52, "hl7-escape-sequences", "paraphrase", "other_identifier", "already_correct",
      T("A free-text OBX-5 comment contains a pipe character; how do we escape it when building the message?",
        "Replace it with `\\|` before inserting the text, so the parser doesn't treat it as a field "
        "separator.",
        "HL7 doesn't escape with a backslash in front of the character — a pipe becomes \\F\\",
        "`\\|`", "`\\F\\`"),
      R("what about a caret inside a patient's street address in PID-11?",
        "Escape it as `\\^` so it isn't read as a component separator between street and city.",
        ["`\\S\\`"], ["`\\^`"]),
      C("Does the outbound results channel handle pipes in comments already?",
        "Yes, its encoder step turns `|` into `\\F\\` and `~` into `\\R\\` before the segment is "
        "assembled."),
      [("`\\^`", "`\\S\\`")],
      holds="turns `|` into `\\F\\`"),

    S(53, "hipaa-audit-log-retention", "semantic", "prose_claim", "same_topic",
      T("How long do we have to keep the PHI access audit log?",
        "The portal's access audit log has to be kept for seven years; the Log Analytics workspace is set "
        "to 2,555 days to match.",
        "Six years. That's the HIPAA documentation retention and it's what SEC-114 says; the workspace is "
        "on 2,190 days.",
        "kept for seven years", "kept for six years"),
      R("Can we purge portal audit events older than 6.5 years?",
        "No. Audit events must be retained for seven years, so anything younger than that stays in the "
        "workspace.",
        ["re:(?i)six years|\\b6 years"], ["re:(?i)seven years|\\b7 years"]),
      C("Where do the portal's PHI access events end up?",
        "The app writes them to the `phi-access` Event Hub, and a diagnostic pipeline lands them in the "
        "law-cdp-audit-prd Log Analytics workspace."),
      [(WHOLE, "Yes. The retention requirement is six years, so events older than 6.5 years are past it; "
               "the workspace's 2,190-day retention drops them on its own anyway.")]),

    S(54, "oncall-handover-time", "semantic", "prose_claim", "unrelated",
      T("When does the CDP on-call rotation hand over?",
        "Handover is Monday at 09:00 Central, right after the weekly ops review.",
        "it's Tuesday 10:00 now, we moved it so it doesn't collide with the Calyx change call",
        "Monday at 09:00", "Tuesday at 10:00"),
      R("I'm on call from this week, when does my shift actually start?",
        "Your shift starts Monday at 09:00 Central, when the previous engineer hands over the pager.",
        ["re:Tuesday at 10:00"], ["re:Monday"]),
      C("How do I pretty-print JSON from the terminal?",
        "`python3 -m json.tool file.json`, or pipe it into `jq .` if you have jq installed."),
      [("Monday at 09:00", "Tuesday at 10:00")]),

    S(55, "snowflake-rbac-owner", "semantic", "prose_claim", "already_correct",
      T("Who do I ask for a new Snowflake role for the quality team?",
        "Raise it with the Platform team (Jo Lindqvist's group); they own Snowflake along with AKS and the "
        "Azure landing zone.",
        "Snowflake's owned by Analytics Engineering (Ravi Menon's team), not Platform. Platform only does "
        "the Azure side.",
        "Raise it with the Platform team (Jo Lindqvist's group)",
        "Raise it with Analytics Engineering (Ravi Menon's team)"),
      R("who owns snowflake grants",
        "Platform owns Snowflake access; file a ticket in their queue and Jo Lindqvist's group will create "
        "the grant.",
        ["re:Analytics Engineering|Ravi Menon"], ["re:Platform owns Snowflake", "re:Jo Lindqvist"]),
      C("Who should review a change to the Snowflake masking policies?",
        "Analytics Engineering: Ravi Menon or whoever he delegates, since they own the Snowflake roles and "
        "policies."),
      [(WHOLE, "Analytics Engineering owns Snowflake access; file a ticket in their queue and Ravi Menon's "
               "team will create the grant.")],
      holds="Analytics Engineering: Ravi Menon", right=["Analytics Engineering", "Ravi Menon"]),

    S(56, "interface-outage-paging", "semantic", "prose_claim", "lookalike",
      T("Mirth queue is backing up on the lab feed at 2am. How do I get the interface on-call?",
        "Post in #cdp-alerts and tag @interfaces-oncall; the on-call engineer watches that channel "
        "overnight.",
        "nobody watches slack at 2am — page the CDP Interfaces service in PagerDuty. #cdp-alerts is for "
        "non-urgent stuff",
        "Post in #cdp-alerts and tag @interfaces-oncall", "Page the CDP Interfaces service in PagerDuty"),
      R("ADT feed has been down 20 minutes overnight, what's the escalation?",
        "Drop a message in #cdp-alerts tagging @interfaces-oncall; whoever is on call picks it up from there "
        "overnight.",
        ["re:PagerDuty"], ["re:#cdp-alerts", "@interfaces-oncall"]),
      C("Where should the nightly 'disk 80% on mirth-tst-01' warning go?",
        "That's a non-urgent warning, so it belongs in #cdp-alerts; nobody gets paged for disk space in the "
        "test environment."),
      [(WHOLE, "Page the CDP Interfaces service in PagerDuty; the on-call engineer gets the page and "
               "escalates to Calyx if the feed is down on their side.")],
      holds="it belongs in #cdp-alerts", look="#cdp-alerts"),

    S(57, "terraform-prd-saved-plan", "semantic", "reworded", "unrelated",
      T("How should the prd Terraform workflow apply changes after the PR is merged?",
        "Run `terraform apply -auto-approve` in the prd job after merge; the PR already showed the plan, so "
        "there's no need to plan again.",
        "prd has to apply the plan that was reviewed: plan -out=tfplan in the PR, then terraform apply "
        "tfplan. No -auto-approve on a fresh plan, change control won't accept it.",
        "terraform apply -auto-approve", "terraform apply tfplan"),
      R("is it okay to just auto-approve the apply in the prd pipeline since the PR had a plan?",
        "Yes, that's the normal setup: the reviewed plan in the PR is enough, so the merge job can run "
        "apply with -auto-approve.",
        ["re:tfplan|saved plan|plan file"], ["re:^Yes\\b", "re:-auto-approve"]),
      C("What's the difference between TRUNCATE and DELETE in Postgres?",
        "TRUNCATE removes all rows at once, skips row-level triggers and takes an ACCESS EXCLUSIVE lock; "
        "DELETE works row by row, fires triggers and accepts a WHERE clause."),
      [(WHOLE, "No. In prd the merge job has to apply the exact plan file reviewed in the PR: "
               "`terraform plan -out=tfplan` in the PR job, upload it as an artifact, then "
               "`terraform apply tfplan`.")]),

    S(58, "hl7-feed-local-time", "semantic", "equivalent_construct", "same_topic",
      T("What timezone are the timestamps in Calyx's HL7 feed?",
        "Calyx sends MSH-7 and the EVN/PV1 timestamps in UTC, so parse them and attach UTC directly.",
        "Calyx sends local Central time with no offset, not UTC. We localize to America/Chicago on ingest.",
        "in UTC, so parse them and attach UTC directly", "in Central local time without an offset"),
      R("parse EVN-2 into an aware datetime in the ingest worker",
        "```python\nevent_at = datetime.strptime(evn2, \"%Y%m%d%H%M%S\").replace(tzinfo=timezone.utc)\n```",
        ["America/Chicago"], ["re:timezone\\.utc"]),
      C("What's the HL7 version on the Calyx ADT feed?",
        "MSH-12 is 2.5.1 on the ADT feed; the lab feed from Cobalt is still on 2.3."),
      [(".replace(tzinfo=timezone.utc)", ".replace(tzinfo=ZoneInfo(\"America/Chicago\"))")]),

    S(59, "snowflake-time-travel-retention", "semantic", "equivalent_construct", "unrelated",
      T("Someone deleted rows from CLINICAL_PRD.MARTS.FCT_READMISSIONS last month, can we get them back with "
        "time travel?",
        "Yes, time travel on CLINICAL_PRD goes back 90 days, so you can select the table as of last month "
        "and re-insert the missing rows.",
        "time travel on CLINICAL_PRD is only 7 days (we set DATA_RETENTION_TIME_IN_DAYS = 7 to save "
        "storage), so a month back is gone",
        "goes back 90 days", "goes back 7 days"),
      R("sql to see fct_ed_visits as it was three weeks ago",
        "```sql\nSELECT * FROM CLINICAL_PRD.MARTS.FCT_ED_VISITS AT(OFFSET => -60*60*24*21);\n```\n"
        "That's within the time-travel window, so it returns the table as of three weeks ago.",
        ["re:7 days"], ["re:within the time-travel window", "re:OFFSET => -60\\*60\\*24\\*21"]),
      C("How do I find which process is listening on port 8080 on Linux?",
        "`ss -ltnp 'sport = :8080'` or `lsof -i :8080`; both need root to show other users' processes."),
      [(WHOLE, "That's outside the 7 days of time travel CLINICAL_PRD keeps, so `AT(OFFSET => ...)` can't "
               "go back three weeks; restore from the nightly zero-copy clone in CLINICAL_SNAPSHOTS "
               "instead.")]),

    S(60, "mirth-message-pruning", "semantic", "prose_claim", "lookalike",
      T("How long does Mirth keep message content for the ADT channels?",
        "The pruner on mirth-prd-02 removes message content after 45 days, so anything inside that window "
        "can be reprocessed from the message browser.",
        "content's pruned after 14 days, we keep as little PHI in the message store as we can",
        "content after 45 days", "content after 14 days"),
      R("Can I still pull the raw ADT from three weeks ago out of Mirth?",
        "Yes, message content is kept for 45 days, so a three-week-old ADT is still in the channel's "
        "message browser.",
        ["re:14 days"], ["re:45 days", "re:^Yes\\b"]),
      C("How long do we keep the nightly Mirth config backups?",
        "The backup job writes the channel export to the `mirth-config-backups` container, which has a "
        "lifecycle rule deleting blobs after 45 days."),
      [(WHOLE, "No, message content is pruned after 14 days, so a three-week-old ADT is no longer in the "
               "message browser; ask Calyx to resend it or pull it from the interface archive.")],
      holds="deleting blobs after 45 days", look="45 days"),
]
