"""heldout21, part 3: h21-031 .. h21-045 (data only; see part1.py for the build-only fields)."""
WHOLE = None
SCENARIOS = []


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    SCENARIOS.append({
        "id": "h21-%03d" % num, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "fix": fix, "holds": holds, "look": look, "right": right,
    })


# ---------------------------------------------------------------- 031
S(31, "tender-response-990", "semantic", "prose_claim", "lookalike",
  ("When Keystone accepts a load tender we sent them, what comes back?",
   r"""They send a 997 with the acceptance: once the 997 for your 204 arrives, the load is confirmed and you can mark the route leg as booked.""",
   "A 997 only says the file was received and parsed. Accept or decline comes as a 990, and we shouldn't book the leg before a 990 with B104 = A.",
   "They send a 997 with the acceptance",
   "They send a 990 (B104 = A) with the acceptance; the 997 only acknowledges receipt"),
  ("Write the comment above markLegBooked() explaining when it gets called.",
   r"""```kotlin
// Called when the carrier's 997 for our 204 tender arrives: the 997 is their
// acceptance of the load, so the leg can be shown as booked to the planners.
fun markLegBooked(legId: LegId, carrierRef: String) { /* ... */ }
```""",
   ["990"], [r"re:(?i)997 for our 204 tender arrives|997 is their\s*(//)?\s*acceptance"]),
  ("How do we know Keystone actually received the 204 file we uploaded?",
   r"""From their 997 functional acknowledgment: `AK9` with `A` means the group was accepted syntactically, `R` or `E` means it was rejected or accepted with errors, and the `AK2`/`IK3` segments point at the bad transaction. If no 997 shows up within 30 minutes, edi-gateway raises an alert."""),
  [(WHOLE, r"""```kotlin
// Called when the carrier's 990 for our 204 tender arrives with B104 = A: the
// 990 is their acceptance (a 997 only acknowledges receipt), so the leg can be
// shown as booked to the planners.
fun markLegBooked(legId: LegId, carrierRef: String) { /* ... */ }
```""")],
  holds="From their 997 functional acknowledgment", look="997")

# ---------------------------------------------------------------- 032
S(32, "iftsta-status", "literal", "reworded", "lookalike",
  ("Which EDIFACT message do we parse for DB Schenker's status events?",
   r"""Their status events come as IFTMIN (D.04A). Each message has one `STS` segment per event with the status code, plus a `DTM+334` for when it happened.""",
   "IFTSTA. IFTMIN is what we send them (the booking).",
   "come as IFTMIN", "come as IFTSTA"),
  ("Schenker wants to know which message type their tracking feed to us should use. What do I write back?",
   r"""Tell them we expect their tracking events as IFTMIN, D.04A syntax, UNOC character set, with one `STS` segment per event and the consignment number in `CNI`.""",
   ["IFTSTA"], ["events as IFTMIN"]),
  ("What message do we send Schenker to book a pickup?",
   r"""An IFTMIN (transport instruction): `BGM+610` with our booking number, `TSR` for the service, `DTM+200` for the requested pickup date, `NAD+CZ` and `NAD+CN` for consignor and consignee, then one `GID` group per goods item."""),
  [("events as IFTMIN", "events as IFTSTA")],
  holds="An IFTMIN (transport instruction)", look="IFTMIN")

# ---------------------------------------------------------------- 033
S(33, "edifact-separators", "semantic", "prose_claim", "same_topic",
  ("What are the default separators in an EDIFACT file when there's no UNA segment?",
   r"""Without a UNA the defaults are `*` between data elements, `:` between components, `'` as the segment terminator and `?` as the release character.""",
   "the element separator is + in EDIFACT, * is X12",
   "`*` between data elements", "`+` between data elements"),
  ("Add a docstring to split_segment() in the EDIFACT tokenizer.",
   r'''```python
def split_segment(segment: str) -> list[str]:
    """Split one EDIFACT segment into its data elements on "*" (the default
    data element separator), honouring the "?" release character."""
```''',
   ['"+"'], [r're:"\*"\s*\(the default']),
  ("What does UNA:+.? ' at the top of a Schenker file mean?",
   r"""It's the service string advice: the six characters after `UNA` are the component separator `:`, the data element separator `+`, the decimal mark `.`, the release character `?`, a reserved space, and the segment terminator `'`. Those are also the defaults, so the file would parse the same without it."""),
  [('on "*" (the default', 'on "+" (the default')])

# ---------------------------------------------------------------- 034
S(34, "loki-service-label", "paraphrase", "other_identifier", "same_topic",
  ("LogQL for routeplanner's prod logs that mention 'timeout'?",
   r"""```logql
{app="routeplanner", env="prod"} |= "timeout"
```""",
   'we don\'t have an app label, FireLens sets service. {service="routeplanner", env="prod"}',
   '{app="routeplanner", env="prod"}', '{service="routeplanner", env="prod"}'),
  ("Count tourbatch's error lines per hour in prod over the last day.",
   r"""```logql
sum(count_over_time({app="tourbatch", env="prod"} |= "level=error" [1h]))
```
Set the query range to the last 24 hours and the step to 1h.""",
   ['{service="tourbatch", env="prod"}'], ['{app="tourbatch"']),
  ("How do I see which values the service label has in Loki?",
   r"""`logcli labels service` lists them (with `LOKI_ADDR` pointing at the gateway); the label browser in Grafana's Explore shows the same. You should see `routeplanner`, `tourbatch`, `edi-gateway` and `scanner-gateway`."""),
  [('{app="tourbatch", env="prod"}', '{service="tourbatch", env="prod"}')])

# ---------------------------------------------------------------- 035
S(35, "logql-case-insensitive", "paraphrase", "equivalent_construct", "unrelated",
  ("Find routeplanner log lines that mention deadlock, in any casing.",
   r"""```logql
{service="routeplanner", env="prod"} |= "deadlock"
```
Line filters ignore case, so this also catches `Deadlock` and `DEADLOCK`.""",
   'Line filters are case-sensitive though. Needs |~ "(?i)deadlock".',
   '|= "deadlock"', '|~ "(?i)deadlock"'),
  ("Show me scanner-gateway lines about checksum mismatches; depending on firmware the devices log Checksum Mismatch or CHECKSUM MISMATCH.",
   r"""```logql
{service="scanner-gateway", env="prod"} |~ "checksum mismatch"
```""",
   [r're:\|~ "\(\?i\)checksum mismatch"'], ['|~ "checksum mismatch"']),
  ("What's the Terraform function to merge two maps of tags?",
   r"""`merge(local.default_tags, { service = "tourbatch" })`. Later arguments win when a key appears in more than one map."""),
  [('|~ "checksum mismatch"', '|~ "(?i)checksum mismatch"')])

# ---------------------------------------------------------------- 036
S(36, "loki-retention", "semantic", "prose_claim", "already_correct",
  ("Can I still look at routeplanner's logs from the incident on 2 May in Grafana?",
   r"""Yes, Loki keeps 90 days of logs, so 2 May is still there: open Explore, pick the Loki data source and set the time range to that day.""",
   "Loki only keeps 14 days. Anything older is in the S3 archive (norrlast-log-archive) and you query that with Athena.",
   "Loki keeps 90 days of logs", "Loki keeps 14 days of logs"),
  ("Write the retention line for the observability page of our runbook.",
   r"""> **Log retention:** application logs stay searchable in Loki for three months; after that they are deleted.""",
   [r"re:(?i)14 days|two weeks"], [r"re:(?i)three months|90 days"]),
  ("A Loki query for last Tuesday came back empty. Is that the retention?",
   r"""Not retention: Loki keeps 14 days, so last Tuesday is still in range. More likely the selector doesn't match anything; check that you used the `service` label and the right `env`."""),
  [(WHOLE, r"""> **Log retention:** application logs stay searchable in Loki for 14 days; older logs are archived to S3 (`norrlast-log-archive`) and queried with Athena.""")],
  holds="Loki keeps 14 days", right=[r"re:14 days"])

# ---------------------------------------------------------------- 037
S(37, "grafana-host", "literal", "casing", "unrelated",
  ("What's the link to the routeplanner dashboard?",
   r"""https://grafana.norrlast.net/d/routeplanner-overview has the request rates, p95 latency per endpoint and the Rabbit consumer lag panels.""",
   "hmm, isn't it grafana.ops.norrlast.net? I don't think grafana.norrlast.net resolves on the inside",
   "https://grafana.norrlast.net/", "https://grafana.ops.norrlast.net/"),
  ("Write the runbook line telling the on-call where to look when tourbatch fails.",
   r"""Dashboards live at Grafana.norrlast.net under *Dockside / tourbatch*; the *Last run* panel shows the exit code and duration of every nightly run.""",
   [r"re:(?i)grafana\.ops\.norrlast\.net"], [r"re:(?i)grafana\.norrlast\.net"]),
  ("How do I squash my last three commits before opening the PR?",
   r"""`git rebase -i HEAD~3`, keep the first as `pick` and mark the other two `squash` (or `fixup` to drop their messages). If the branch is already pushed, follow up with `git push --force-with-lease`."""),
  [("Grafana.norrlast.net", "grafana.ops.norrlast.net")])

# ---------------------------------------------------------------- 038
S(38, "routeplanner-json-logs", "paraphrase", "code_block", "lookalike",
  ("Show routeplanner's prod errors with the traceId pulled out.",
   r"""```logql
{service="routeplanner", env="prod"} | logfmt | level="ERROR" | line_format "{{.traceId}} {{.message}}"
```""",
   "routeplanner logs JSON (logstash encoder), so | json. logfmt won't parse any of it",
   '{service="routeplanner", env="prod"} | logfmt', '{service="routeplanner", env="prod"} | json'),
  ("scanner-gateway has the same logback setup as routeplanner. Count its warnings per deviceId.",
   r"""```logql
sum by (deviceId) (count_over_time({service="scanner-gateway", env="prod"} | logfmt | level="WARN" [15m]))
```""",
   ['{service="scanner-gateway", env="prod"} | json'], ['env="prod"} | logfmt | level="WARN"']),
  ("tourbatch errors from last night's run, with the depot they were about?",
   r"""```logql
{service="tourbatch", env="prod"} | logfmt | level="error" | line_format "{{.depot}} {{.event}}"
```
tourbatch logs through structlog's logfmt renderer, so `logfmt` is the right parser for it."""),
  [('env="prod"} | logfmt | level="WARN"', 'env="prod"} | json | level="WARN"')],
  holds='{service="tourbatch", env="prod"} | logfmt', look="| logfmt")

# ---------------------------------------------------------------- 039
S(39, "gha-deploy-runner", "literal", "code_block", "lookalike",
  ("Write the deploy job for routeplanner's workflow; it runs after build, on main only.",
   r"""```yaml
deploy:
  needs: build
  if: github.ref == 'refs/heads/main'
  runs-on: ubuntu-latest
  environment: prod
  steps:
    - uses: actions/checkout@v4
    - run: ./scripts/deploy.sh routeplanner ${{ needs.build.outputs.image_tag }}
```""",
   "Deploy jobs have to run on our own runners: runs-on: [self-hosted, linux, arm64, dockside-vpc]. The hosted ones can't reach the VPC endpoints or whdb for the Flyway step.",
   "runs-on: ubuntu-latest", "runs-on: [self-hosted, linux, arm64, dockside-vpc]"),
  ("Add a manual job to the tourbatch workflow that reruns the batch for a given date.",
   r"""```yaml
rerun:
  if: github.event_name == 'workflow_dispatch'
  runs-on: ubuntu-latest
  environment: prod
  permissions:
    id-token: write
    contents: read
  steps:
    - uses: aws-actions/configure-aws-credentials@v4
      with:
        role-to-assume: arn:aws:iam::730412556981:role/gha-dockside-deploy
        aws-region: eu-north-1
    - run: |
        aws ecs run-task --cluster dockside-prod-eun1 --task-definition tourbatch \
          --launch-type FARGATE --network-configuration "$TOURBATCH_NETCFG" \
          --overrides '{"containerOverrides":[{"name":"tourbatch","command":["--date","${{ inputs.date }}"]}]}'
```""",
   ["runs-on: [self-hosted, linux, arm64, dockside-vpc]"], ["runs-on: ubuntu-latest"]),
  ("Add a ktlint job that runs on pull requests.",
   r"""```yaml
ktlint:
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@v4
    - uses: actions/setup-java@v4
      with:
        distribution: corretto
        java-version: "21"
    - run: ./gradlew ktlintCheck
```
Lint needs nothing inside the VPC, so a GitHub-hosted runner is fine and keeps our own runners free for deploys."""),
  [("runs-on: ubuntu-latest", "runs-on: [self-hosted, linux, arm64, dockside-vpc]")],
  holds="ktlint:\n  runs-on: ubuntu-latest", look="runs-on: ubuntu-latest")

# ---------------------------------------------------------------- 040
S(40, "correlation-header", "literal", "casing", "already_correct",
  ("Add a WebClient filter in scanner-gateway that forwards the correlation id to routeplanner.",
   r"""```kotlin
fun correlationFilter(): ExchangeFilterFunction = ExchangeFilterFunction { request, next ->
    Mono.deferContextual { ctx ->
        val id = ctx.getOrDefault("correlationId", UUID.randomUUID().toString())!!
        next.exchange(ClientRequest.from(request).header("X-Request-ID", id).build())
    }
}
```""",
   "nice, thanks. but the header we use everywhere is X-Correlation-Id; routeplanner's MDC filter ignores X-Request-ID",
   '"X-Request-ID"', '"X-Correlation-Id"'),
  ("Give me a curl that calls routeplanner's plan endpoint with a fixed correlation id so I can find the request in Loki.",
   r"""```sh
curl -s -H 'x-request-id: dbg-0612-001' \
  "http://routeplanner.internal.norrlast.net:8084/api/v1/plans?depot=GOT-2&date=2024-06-13"
```
Then search Loki for `dbg-0612-001`.""",
   [r"re:(?i)x-correlation-id: dbg-0612-001"], [r"re:(?i)x-request-id"]),
  ("How do I get the correlation id into routeplanner's log lines?",
   r"""The `CorrelationIdFilter` already reads `X-Correlation-Id` (or generates one), puts it in the MDC as `correlationId`, and the JSON encoder writes every MDC key as a field. In Loki that's `| json | correlationId="..."`."""),
  [("x-request-id", "X-Correlation-Id")],
  holds="`X-Correlation-Id`", right=["X-Correlation-Id"])

# ---------------------------------------------------------------- 041
S(41, "deploy-no-cancel", "literal", "reordered_args", "same_topic",
  ("Add concurrency to routeplanner's deploy workflow so two merges don't deploy at the same time.",
   r"""```yaml
concurrency:
  group: deploy-routeplanner-prod
  cancel-in-progress: true
```""",
   "cancel-in-progress must be false for deploys. Cancelling mid-deploy once left the terraform state lock stuck; queue them instead.",
   "cancel-in-progress: true", "cancel-in-progress: false"),
  ("Same for the infra repo's apply workflow.",
   r"""```yaml
concurrency:
  cancel-in-progress: true
  group: terraform-apply-${{ github.ref }}
```""",
   ["cancel-in-progress: false"], ["cancel-in-progress: true"]),
  ("What happens to a third deploy when one is running and another is already waiting in the same concurrency group?",
   r"""GitHub keeps at most one pending run per group: the running deploy continues, and the newest run replaces the one that was waiting, which gets cancelled. So after the current deploy, only the latest merge is deployed."""),
  [("cancel-in-progress: true", "cancel-in-progress: false")])

# ---------------------------------------------------------------- 042
S(42, "setup-java-corretto", "literal", "reordered_args", "unrelated",
  ("Java setup step for routeplanner's build job?",
   r"""```yaml
- uses: actions/setup-java@v4
  with:
    distribution: temurin
    java-version: "21"
    cache: gradle
```""",
   "We build with corretto, same as the runtime image (amazoncorretto:21-al2023-headless). Please switch the distribution.",
   "distribution: temurin", "distribution: corretto"),
  ("The edi-model library publishes to CodeArtifact from its own workflow. Write the JDK step.",
   r"""```yaml
- uses: actions/setup-java@v4
  with:
    java-version: "21"
    cache: gradle
    distribution: temurin
```""",
   ["distribution: corretto"], ["distribution: temurin"]),
  ("Explain OR-Tools' GUIDED_LOCAL_SEARCH in a paragraph.",
   r"""Guided local search starts from the first solution and keeps applying local moves (relocating a stop, swapping two stops, reversing a segment). When it gets stuck in a local minimum it adds penalties to the arcs that appear in the current solution and have a high cost, which makes the search leave that neighbourhood. It never stops on its own, so it needs a time or solution limit."""),
  [("distribution: temurin", "distribution: corretto")])

# ---------------------------------------------------------------- 043
S(43, "oncall-handover", "semantic", "reworded", "same_topic",
  ("When does the on-call shift change hands on our team?",
   r"""The rotation hands over every Friday at 17:00, so whoever is on call covers the weekend from the start of their shift.""",
   "Mondays at 10:00, Stockholm time, not Friday evening. We moved it so nobody inherits a weekend they didn't prepare for.",
   "every Friday at 17:00", "every Monday at 10:00 (Europe/Stockholm)"),
  ("A new joiner asks whether their first on-call week would start on a Friday. How do I answer?",
   r"""Yes: shifts start on Friday at 17:00, when the previous person hands over, and run until the following Friday evening.""",
   [r"re:(?i)monday"], [r"re:(?i)friday"]),
  ("How do I swap an on-call week with someone in PagerDuty?",
   r"""Create an override on the `dockside-primary` schedule covering the days you're swapping, with the other person as the on-call user, and they do the same for your week. Post it in #dockside-oncall so the handover notes reach the right person."""),
  [(WHOLE, r"""No: shifts start on Monday at 10:00 Stockholm time, when the previous person hands over, and run a full week until the next Monday.""")])

# ---------------------------------------------------------------- 044
S(44, "oncall-slack-handle", "literal", "casing", "unrelated",
  ("Who should the tourbatch failure alert mention in Slack?",
   r"""Mention the on-call group, `@wms-oncall`, so whoever holds the pager sees it first thing.""",
   "the group is @dockside-oncall. wms-oncall belonged to the old warehouse team and it's archived",
   "@wms-oncall", "@dockside-oncall"),
  ("Write the message template for routeplanner's critical Grafana alerts.",
   r"""```
@WMS-Oncall {{ .CommonLabels.alertname }} on {{ .CommonLabels.service }}: {{ .CommonAnnotations.summary }}
```
Put it in the contact point's *Message* field, so the on-call group is notified with the summary.""",
   ["@dockside-oncall"], [r"re:(?i)@wms-oncall"]),
  ("What's the psql command to list table sizes in the wms schema?",
   r"""`\dt+ wms.*` shows every table with its size; for sizes including indexes and TOAST, run `SELECT relname, pg_size_pretty(pg_total_relation_size(oid)) FROM pg_class WHERE relnamespace = 'wms'::regnamespace AND relkind = 'r' ORDER BY pg_total_relation_size(oid) DESC;`."""),
  [("@WMS-Oncall", "@dockside-oncall")])

# ---------------------------------------------------------------- 045
S(45, "friday-deploy-cutoff", "semantic", "prose_claim", "already_correct",
  ("Can I deploy the routeplanner fix to prod on Friday afternoon, around four?",
   r"""Yes, deploys are fine any time on weekdays as long as the pipeline is green; just post in #dockside-deploys first.""",
   "No prod deploys after 14:00 on Fridays, that's the team rule. It waits until Monday unless it's a hotfix the on-call lead signs off.",
   "deploys are fine any time on weekdays", "no prod deploys after 14:00 on Fridays"),
  ("Summarise our deploy rules in two sentences for the onboarding doc.",
   r"""Any green main build can go to prod on any weekday; there are no time restrictions. Announce the deploy in #dockside-deploys before you start.""",
   ["14:00"], [r"re:(?i)any weekday|no time restrictions"]),
  ("It's Friday 15:30 and my tourbatch change is merged. Deploy now?",
   r"""Not today: after 14:00 on a Friday it waits until Monday. If it fixes something that is broken in prod, ask the on-call lead for a hotfix sign-off."""),
  [(WHOLE, r"""Green main builds can go to prod on weekdays, but not after 14:00 on Fridays (a hotfix needs the on-call lead's sign-off). Announce the deploy in #dockside-deploys before you start.""")],
  holds="after 14:00 on a Friday", right=["14:00"])
