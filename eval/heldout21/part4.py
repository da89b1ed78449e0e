"""heldout21, part 4: h21-046 .. h21-060 (data only; see part1.py for the build-only fields)."""
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


# ---------------------------------------------------------------- 046
S(46, "jira-project-key", "literal", "casing", "already_correct",
  ("Write a commit message for the pgbouncer URL change; the ticket is 412 in our Jira.",
   r"""`WMS-412: point routeplanner's datasource at pgbouncer`

followed by a blank line and a short body saying that the primary is now only used by Flyway.""",
   "our project key is DOCK, WMS is the old board. DOCK-412",
   "WMS-412", "DOCK-412"),
  ("PR title for ticket 418, the EDI retry backoff?",
   r"""`wms-418: add exponential backoff to edi-gateway's SFTP retries`""",
   ["DOCK-418"], [r"re:(?i)\bwms-418"]),
  ("Which Jira issue should the DLQ alerting work go under?",
   r"""Under the epic DOCK-390 (*Rabbit hardening*): create a sub-task there so it shows up on the Dockside board and in the sprint report."""),
  [("wms-418", "DOCK-418")],
  holds="DOCK-390", right=[r"re:\bDOCK-\d+"])

# ---------------------------------------------------------------- 047
S(47, "branch-naming", "paraphrase", "renamed_identifier", "same_topic",
  ("Create the branch for DOCK-431, adding depot opening hours to routeplanner.",
   r"""```sh
git switch -c feature/depot-opening-hours
```""",
   "branches start with the ticket key: DOCK-431/depot-opening-hours. no feature/ prefix, the Jira integration only links them that way",
   "feature/depot-opening-hours", "DOCK-431/depot-opening-hours"),
  ("New branch for DOCK-436, the scanner offline queue.",
   r"""```sh
git switch -c feature/scanner-offline-queue
git push -u origin feature/scanner-offline-queue
```""",
   ["DOCK-436/scanner-offline-queue"], ["feature/scanner-offline-queue"]),
  ("How do I rename my local branch after I've already pushed it?",
   r"""`git branch -m <new-name>`, then `git push -u origin <new-name>`, and delete the old remote branch with `git push origin --delete <old-name>`. An open PR doesn't follow the rename, so open a new one from the renamed branch."""),
  [("feature/scanner-offline-queue", "DOCK-436/scanner-offline-queue")])

# ---------------------------------------------------------------- 048
S(48, "stage-environment-name", "literal", "casing", "lookalike",
  ("Terraform workspace and env tag for the new stage environment of edi-gateway?",
   r"""```sh
terraform workspace new staging
```
and in `locals`:

```hcl
env = "staging"
```
which the provider's `default_tags` pick up.""",
   'we call it stage everywhere: workspace stage, env = "stage", hosts under *.stage.norrlast.net',
   'env = "staging"', 'env = "stage"'),
  ("Add an environment enum with the base URLs to the scanner app.",
   r"""```kotlin
enum class DeployEnv(val baseUrl: String) {
    DEV("https://scanner-gateway.dev.norrlast.net/"),
    STAGING("https://scanner-gateway.stage.norrlast.net/"),
    PROD("https://scanner-gateway.norrlast.net/"),
}
```""",
   [r"re:\bSTAGE\("], [r"re:(?i)\bstaging\b"]),
  ("Add a column to wms.pallet for the outbound staging lane a pallet is parked in.",
   r"""```sql
ALTER TABLE wms.pallet ADD COLUMN staging_lane text;
COMMENT ON COLUMN wms.pallet.staging_lane IS
  'Outbound staging lane at the dock (e.g. L07) where the pallet waits for loading';
```"""),
  [("STAGING(", "STAGE(")],
  holds="staging_lane text", look="staging")

# ---------------------------------------------------------------- 049
S(49, "scanner-app-rollout", "semantic", "reworded", "unrelated",
  ("How do we get a new scanner app version onto the warehouse handhelds?",
   r"""Upload the AAB to the Play Console's internal testing track, then promote it to production; the devices update from Google Play overnight.""",
   "The handhelds don't use Play at all, they're locked down. We build a signed APK and push it as a SOTI MobiControl package to the device groups, pilot group first, then all sites.",
   "then promote it to production; the devices update from Google Play overnight",
   "push the signed APK as a SOTI MobiControl package to the device groups"),
  ("What's the rollout step in the scanner app's release checklist?",
   r"""1. Bump `versionCode`.
2. Build the release bundle with `./gradlew bundleRelease`.
3. Publish it to Google Play (internal track, then production); the handhelds pick it up automatically.""",
   [r"re:(?i)mobicontrol"], [r"re:(?i)google play|play console"]),
  ("How do I turn a Postgres interval into minutes?",
   r"""`EXTRACT(EPOCH FROM service_time) / 60` gives the minutes as a numeric; add `::int` if you want whole minutes."""),
  [(WHOLE, r"""1. Bump `versionCode`.
2. Build the signed release APK with `./gradlew assembleRelease`.
3. Upload it as a SOTI MobiControl package and deploy it to the pilot device group, then to all sites.""")])

# ---------------------------------------------------------------- 050
S(50, "ecs-cluster-name", "literal", "code_block", "already_correct",
  ("How do I force a new deployment of routeplanner after rotating its DB password?",
   r"""```sh
aws ecs update-service --cluster dockside-prod --service routeplanner --force-new-deployment
```
The new tasks read the rotated secret from Secrets Manager when they start.""",
   "cluster is dockside-prod-eun1 (region suffix)",
   "--cluster dockside-prod --service", "--cluster dockside-prod-eun1 --service"),
  ("List routeplanner's running tasks with their private IPs.",
   r"""```sh
aws ecs list-tasks --cluster dockside-prod --service-name routeplanner --query 'taskArns' --output text \
  | xargs aws ecs describe-tasks --cluster dockside-prod \
      --query 'tasks[].attachments[].details[?name==`privateIPv4Address`].value' --output text --tasks
```""",
   ["--cluster dockside-prod-eun1 --service-name"], [r"re:--cluster dockside-prod(?!-eun1)"]),
  ("How do I get a shell in a running routeplanner container?",
   r"""With ECS Exec, which is enabled on the service:

```sh
aws ecs execute-command --cluster dockside-prod-eun1 --task <task-id> \
  --container routeplanner --interactive --command "/bin/sh"
```"""),
  [("--cluster dockside-prod ", "--cluster dockside-prod-eun1 ")],
  holds="--cluster dockside-prod-eun1 --task", right=["--cluster dockside-prod-eun1"])

# ---------------------------------------------------------------- 051
S(51, "ecr-repo-namespace", "paraphrase", "other_identifier", "already_correct",
  ("Where should the build job push the routeplanner image?",
   r"""To `730412556981.dkr.ecr.eu-north-1.amazonaws.com/routeplanner:${GITHUB_SHA}`, after logging in with `aws ecr get-login-password | docker login --username AWS --password-stdin 730412556981.dkr.ecr.eu-north-1.amazonaws.com`.""",
   "thanks, though the repos are namespaced: .../dockside/routeplanner. The un-prefixed ones date from before the account split and are read-only now.",
   "amazonaws.com/routeplanner:", "amazonaws.com/dockside/routeplanner:"),
  ("And the image reference for tourbatch in its task definition?",
   r"""```json
"image": "730412556981.dkr.ecr.eu-north-1.amazonaws.com/tourbatch:2024.06.12-1"
```""",
   ["amazonaws.com/dockside/tourbatch:"], ["amazonaws.com/tourbatch:"]),
  ("How do I list the five most recent image tags of edi-gateway?",
   r"""```sh
aws ecr describe-images --repository-name dockside/edi-gateway \
  --query 'sort_by(imageDetails, &imagePushedAt)[-5:].imageTags' --output table
```"""),
  [("amazonaws.com/tourbatch:", "amazonaws.com/dockside/tourbatch:")],
  holds="--repository-name dockside/edi-gateway", right=["dockside/edi-gateway"])

# ---------------------------------------------------------------- 052
S(52, "timestamptz-columns", "paraphrase", "renamed_identifier", "already_correct",
  ("Add scanned_at to wms.scan_event.",
   r"""```sql
ALTER TABLE wms.scan_event ADD COLUMN scanned_at timestamp NOT NULL DEFAULT now();
```""",
   "timestamptz, always. We had the DST mess last October with plain timestamp columns; it's the team rule for every time column.",
   "scanned_at timestamp NOT NULL", "scanned_at timestamptz NOT NULL"),
  ("Add loaded_at and departed_at to wms.route_leg.",
   r"""```sql
ALTER TABLE wms.route_leg
  ADD COLUMN loaded_at timestamp,
  ADD COLUMN departed_at timestamp;
```""",
   ["loaded_at timestamptz", "departed_at timestamptz"], [r"re:_at timestamp(?!tz)"]),
  ("Create a table for carrier pickup slots: carrier, depot, slot start and end.",
   r"""```sql
CREATE TABLE wms.pickup_slot (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  carrier     text NOT NULL,
  depot_code  text NOT NULL REFERENCES wms.depot (code),
  slot_start  timestamptz NOT NULL,
  slot_end    timestamptz NOT NULL,
  CHECK (slot_end > slot_start)
);
```"""),
  [("loaded_at timestamp,", "loaded_at timestamptz,"), ("departed_at timestamp;", "departed_at timestamptz;")],
  holds="slot_start  timestamptz NOT NULL", right=["timestamptz"])

# ---------------------------------------------------------------- 053
S(53, "to-datetime-utc", "paraphrase", "renamed_identifier", "lookalike",
  ("Parse the eta column of the Schenker tracking frame into datetimes.",
   r"""```python
tracking["eta"] = pd.to_datetime(tracking["eta"])
```""",
   'those strings carry mixed offsets (+01:00 and +02:00 across DST), so without utc=True pandas hands you an object column. pd.to_datetime(tracking["eta"], utc=True)',
   'pd.to_datetime(tracking["eta"])', 'pd.to_datetime(tracking["eta"], utc=True)'),
  ("And the delivered_at column of the PostNord events frame.",
   r"""```python
postnord_events["delivered_at"] = pd.to_datetime(postnord_events["delivered_at"])
```""",
   ['pd.to_datetime(postnord_events["delivered_at"], utc=True)'],
   ['pd.to_datetime(postnord_events["delivered_at"])']),
  ("Parse the receipt dates in the goods-receipt frame; they come from EDIFACT as CCYYMMDD.",
   r"""```python
goods_receipt["receipt_date"] = pd.to_datetime(goods_receipt["receipt_date"], format="%Y%m%d").dt.date
```
These are calendar dates without a time or an offset, so there's no time zone to handle."""),
  [('pd.to_datetime(postnord_events["delivered_at"])', 'pd.to_datetime(postnord_events["delivered_at"], utc=True)')],
  holds='format="%Y%m%d").dt.date', look="pd.to_datetime(")

# ---------------------------------------------------------------- 054
S(54, "psycopg3-dialect", "literal", "reworded", "same_topic",
  ("SQLAlchemy engine for tourbatch's reads from whdb?",
   r"""```python
engine = create_engine(
    "postgresql+psycopg2://tourbatch@whdb-pool.db.norrlast.net:6432/whdb",
    pool_pre_ping=True,
)
```""",
   "we only have psycopg 3 in the image, so the dialect is postgresql+psycopg",
   "postgresql+psycopg2://", "postgresql+psycopg://"),
  ("Which connection string do I hand to pandas.read_sql for the stops query?",
   r"""Pass it an engine built from `postgresql+psycopg2://tourbatch@whdb-pool.db.norrlast.net:6432/whdb`; `pd.read_sql(query, engine)` then runs the query through it.""",
   ["postgresql+psycopg://"], ["psycopg2"]),
  ("How do I stream a big query result in tourbatch without loading it all into memory?",
   r"""Use `pd.read_sql(query, conn, chunksize=50_000)` on a connection with `execution_options(stream_results=True)`: SQLAlchemy then uses a server-side cursor and fetches one chunk at a time as you iterate."""),
  [("postgresql+psycopg2://", "postgresql+psycopg://")])

# ---------------------------------------------------------------- 055
S(55, "tourbatch-schedule", "semantic", "prose_claim", "unrelated",
  ("When does tourbatch run?",
   r"""Every hour on the hour, through an EventBridge rule with `rate(1 hour)`, so the plans pick up new orders during the day.""",
   "once a night: 02:15 Stockholm time, EventBridge Scheduler with the Europe/Stockholm timezone. Daytime changes go through routeplanner's re-optimise endpoint, not tourbatch.",
   "Every hour on the hour, through an EventBridge rule with `rate(1 hour)`",
   "Once a night at 02:15 Europe/Stockholm, through EventBridge Scheduler"),
  ("A planner asks why an order entered at 11:00 isn't in tomorrow's routes yet. Draft my reply.",
   r"""tourbatch re-plans every hour, so the order will show up after the next hourly run at 12:00. If it's still missing after that, send me the order number.""",
   ["02:15"], [r"re:(?i)every hour|hourly"]),
  ("What's the difference between val and const val in Kotlin?",
   r"""`val` is a read-only property whose value can be computed at runtime. `const val` is a compile-time constant: only primitives and `String`, only at top level or in an `object`/companion, and the value is inlined at every use site."""),
  [(WHOLE, r"""tourbatch runs once a night at 02:15 Stockholm time, so an order entered at 11:00 goes into tonight's plan for tomorrow's routes. If it has to be on a route today, use routeplanner's re-optimise in the planner UI.""")])

# ---------------------------------------------------------------- 056
S(56, "no-runblocking-webflux", "semantic", "prose_claim", "unrelated",
  ("Our DistanceMatrixClient is suspend-based. How do I call it from PlanController?",
   r"""```kotlin
@GetMapping("/api/v1/plans/{id}/matrix")
fun matrix(@PathVariable id: Long): MatrixDto = runBlocking {
    distanceMatrixClient.fetch(planService.stopsFor(id))
}
```
`runBlocking` bridges the suspend call into the regular controller method.""",
   "routeplanner is WebFlux; runBlocking there blocks a Netty event-loop thread. Make the handler a suspend fun, Spring supports that directly.",
   "fun matrix(@PathVariable id: Long): MatrixDto = runBlocking {",
   "suspend fun matrix(@PathVariable id: Long): MatrixDto {"),
  ("Someone asks in review whether it's OK to wrap suspend calls in runBlocking in routeplanner's controllers. Answer briefly.",
   r"""Yes, that's fine in controllers: `runBlocking` only waits for the coroutine, and the request thread would be waiting for the response anyway.""",
   ["suspend fun"], [r"re:(?i)^yes|that's fine"]),
  ("How do I make Gradle print the dependency tree of the runtime classpath?",
   r"""`./gradlew :routeplanner:dependencies --configuration runtimeClasspath`. Add `dependencyInsight --dependency jackson-databind --configuration runtimeClasspath` to see why one particular version was picked."""),
  [(WHOLE, r"""No: routeplanner runs on WebFlux, and `runBlocking` would block a Netty event-loop thread. Make the handler a `suspend fun` instead; Spring calls it as a coroutine.""")])

# ---------------------------------------------------------------- 057
S(57, "tf-apply-from-ci", "semantic", "reworded", "already_correct",
  ("I changed the RabbitMQ security group in infra/. How do I apply it?",
   r"""Run it from your machine with the prod profile:

```sh
AWS_PROFILE=dockside-prod terraform plan -out tf.plan
AWS_PROFILE=dockside-prod terraform apply tf.plan
```""",
   "we never apply from laptops, the DocksideDeveloper role can only plan. Open a PR; the apply workflow runs after the merge.",
   "AWS_PROFILE=dockside-prod terraform apply tf.plan",
   "open a PR; the terraform apply workflow runs after merge"),
  ("The tourbatch schedule change in Terraform is approved. What's the last step to get it live?",
   r"""Apply it yourself: `terraform apply` in `infra/tourbatch` with your dockside-prod profile, then check the schedule in the EventBridge console.""",
   [r"re:(?i)merge"], [r"re:(?i)apply it yourself|terraform apply` in"]),
  ("My infra PR shows a plan in the checks. When does it actually get applied?",
   r"""When it's merged: the apply workflow on main runs `terraform apply` with the deploy role and posts the result in #dockside-deploys. Nothing is applied from laptops."""),
  [(WHOLE, r"""Merge the PR: the infra repo's apply workflow runs `terraform apply` after the merge. Then check the schedule in the EventBridge console.""")],
  holds="When it's merged", right=[r"re:(?i)merge"])

# ---------------------------------------------------------------- 058
S(58, "injected-clock", "paraphrase", "reworded", "already_correct",
  ("Stamp the plan's createdAt when PlanService creates it.",
   r"""```kotlin
fun create(request: CreatePlanRequest): Plan {
    val plan = Plan(depotCode = request.depotCode, date = request.date, createdAt = Instant.now())
    return planRepository.save(plan)
}
```""",
   "Please use the injected Clock: Instant.now(clock). We never call now() without it, the tests run on a fixed clock.",
   "createdAt = Instant.now()", "createdAt = Instant.now(clock)"),
  ("When a route is locked for dispatch we need to record when; add that to RouteLockService.lock().",
   r"""```kotlin
fun lock(routeId: Long): Route {
    val route = routeRepository.getReferenceById(routeId)
    route.lockedAt = OffsetDateTime.now()
    return routeRepository.save(route)
}
```""",
   ["OffsetDateTime.now(clock)"], ["OffsetDateTime.now()"]),
  ("How do I test PlanService at a fixed time?",
   r"""```kotlin
val fixed = Clock.fixed(Instant.parse("2024-06-12T08:00:00Z"), ZoneOffset.UTC)
val service = PlanService(planRepository, fixed)
```
`Instant.now(clock)` inside the service then always returns 08:00Z."""),
  [("OffsetDateTime.now()", "OffsetDateTime.now(clock)")],
  holds="`Instant.now(clock)`", right=["Instant.now(clock)"])

# ---------------------------------------------------------------- 059
S(59, "edifact-dtm-format", "paraphrase", "reordered_args", "unrelated",
  ("Build the document date segment for our outgoing IFTMIN to Schenker. Date only.",
   r"""```python
segments.append(dtm(qualifier="137", value=f"{doc_date:%Y%m%d}", fmt="203"))
# -> DTM+137:20240612:203'
```""",
   "203 is CCYYMMDDHHMM. For a date-only value the format code is 102.",
   'value=f"{doc_date:%Y%m%d}", fmt="203"', 'value=f"{doc_date:%Y%m%d}", fmt="102"'),
  ("And the requested pickup date, DTM+200, same helper.",
   r"""```python
segments.append(dtm(fmt="203", qualifier="200", value=pickup_date.strftime("%Y%m%d")))
```""",
   ['fmt="102"'], ['fmt="203"']),
  ("How do I read the signing keystore password from an environment variable in the scanner app's Gradle build?",
   r"""```kotlin
android {
    signingConfigs {
        create("release") {
            storeFile = file(System.getenv("SCANNER_KEYSTORE_PATH") ?: "release.jks")
            storePassword = System.getenv("SCANNER_KEYSTORE_PASSWORD")
            keyAlias = "scanner"
            keyPassword = System.getenv("SCANNER_KEY_PASSWORD")
        }
    }
}
```
In CI the three variables come from the repository's environment secrets."""),
  [('fmt="203"', 'fmt="102"')])

# ---------------------------------------------------------------- 060
S(60, "tourbatch-failure-alerting", "semantic", "prose_claim", "unrelated",
  ("If tourbatch fails at night, who gets woken up?",
   r"""The on-call: a failed tourbatch task triggers a PagerDuty incident on the `dockside-primary` service, so whoever holds the pager gets called.""",
   "nobody gets woken up for it. tourbatch failures only post to #dockside-alerts, and whoever opens the morning shift reruns it before 06:30. Only routeplanner and scanner-gateway page.",
   "a failed tourbatch task triggers a PagerDuty incident",
   "a failed tourbatch task only posts to #dockside-alerts; it doesn't page"),
  ("Fill in the Alerting line of tourbatch's service card.",
   r"""**Alerting:** failures page the Dockside on-call through PagerDuty (high urgency), day or night.""",
   ["#dockside-alerts"], [r"re:(?i)page the|pagerduty"]),
  ("How do I pretty-print a JSON file with jq, with sorted keys?",
   r"""`jq -S . file.json`. Add `> sorted.json` to keep the result, since jq doesn't edit files in place."""),
  [(WHOLE, r"""**Alerting:** failures post to #dockside-alerts (no page); the morning shift reruns the job before 06:30.""")])
