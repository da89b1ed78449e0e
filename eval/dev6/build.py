#!/usr/bin/env python3
"""Build eval/dev6/scenarios.jsonl and README.md, and check every scenario.

    python3 eval/dev6/build.py

Each scenario below carries, besides the fields written to the jsonl, three
build-only fields that never reach the jsonl:

  style  the shape of the correction message (x_not_y, bare_fact, imperative,
         terse, hedged, embedded, reason, two_sentences);
  fix    the reference hand fix of repeat.output: a list of (old, new[, count])
         replacements, or ("=", full_text) for a full rewrite;
  core   for lookalike / already_correct controls, the text that must appear
         in control.output (the mistaken token used in another, correct
         meaning, or the right value already present).

Checks: gold_wrong occurs exactly once in teach.output; the repeat as written
FAILS its own check (same logic as run.py); the hand-fixed repeat PASSES it;
gold_right itself matches no expect_absent entry; literal scenarios repeat the
wrong text verbatim (up to case and white space); controls hold their core
token; ids are d6-001 .. d6-080.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")
README = os.path.join(HERE, "README.md")

SCEN = []


def S(id, topic, difficulty, variation, control_kind, style,
      teach, repeat, control, fix, core=None, lit=None):
    """teach=(query, output, message, gold_wrong, gold_right);
    repeat=(query, output, expect_contains, expect_absent); control=(query, output)."""
    tq, to, tm, gw, gr = teach
    rq, ro, ec, ea = repeat
    cq, co = control
    SCEN.append({
        "id": "d6-%03d" % id, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": ec, "expect_absent": ea},
        "control": {"query": cq, "output": co},
        "_style": style, "_fix": fix, "_core": core, "_lit": lit,
    })


# =========================================================== mobile
S(1, "swift-strings", "paraphrase", "renamed_identifier", "lookalike", "two_sentences",
  ("In the sign-up screen, how do I disable the Continue button when the username is over 20 characters? (Swift, UIKit)",
   '''Update the button whenever the text changes:

```swift
@objc func usernameChanged(_ field: UITextField) {
    let username = field.text ?? ""
    continueButton.isEnabled = username.length <= 20
}
```

Hook it up with `addTarget(self, action: #selector(usernameChanged), for: .editingChanged)`.''',
   "Swift strings don't have `length`. It's `username.count`.",
   "username.length <= 20", "username.count <= 20"),
  ("Swift: show the 'too long' hint under the name field once it passes 20 chars",
   '''Toggle the hint label from the same editing handler:

```swift
let userName = nameField.text ?? ""
tooLongLabel.isHidden = userName.length <= 20
```''',
   ["userName.count <= 20", "tooLongLabel.isHidden = "],
   [".length"]),
  ("Same check in the React Native version of the sign-up form?",
   '''JavaScript strings expose `length`, so:

```js
const tooLong = username.length > 20;
```

Then pass `disabled={tooLong}` to the button.'''),
  fix=[("userName.length", "userName.count")], core="username.length")

S(2, "kotlin-lateinit", "paraphrase", "other_identifier", "already_correct", "reason",
  ("Kotlin: I want a retry counter property on my SyncWorker that I set in doWork(). How do I declare it?",
   '''Declare it as a late-initialized property and assign it in `doWork()`:

```kotlin
class SyncWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    private lateinit var retryCount: Int

    override suspend fun doWork(): Result {
        retryCount = runAttemptCount
        ...
    }
}
```''',
   "That won't compile: lateinit isn't allowed on primitive types like Int. Give it an initial value instead, `private var retryCount: Int = 0`.",
   "private lateinit var retryCount: Int", "private var retryCount: Int = 0"),
  ("Add a pageSize property to OrdersPagingSource that gets set in load()",
   '''```kotlin
class OrdersPagingSource(private val api: OrdersApi) : PagingSource<Int, Order>() {
    private lateinit var pageSize: Int

    override suspend fun load(params: LoadParams<Int>): LoadResult<Int, Order> {
        pageSize = params.loadSize
        ...
    }
}
```''',
   [r"re:private var pageSize: Int = \d+", "pageSize = params.loadSize"],
   ["lateinit var pageSize"]),
  ("UploadWorker needs an attempt counter too, set at the start of doWork()",
   '''```kotlin
class UploadWorker(ctx: Context, params: WorkerParameters) : CoroutineWorker(ctx, params) {
    private var attempt: Int = 0

    override suspend fun doWork(): Result {
        attempt = runAttemptCount
        ...
    }
}
```

A plain `var` with an initial value is all an `Int` needs here.'''),
  fix=[("private lateinit var pageSize: Int", "private var pageSize: Int = 0")], core="private var attempt: Int = 0")

S(3, "kotlin-coroutines", "literal", "code_block", "already_correct", "imperative",
  ("In ProfileViewModel, how do I load the profile when the screen opens?",
   '''Start a coroutine from `init`:

```kotlin
class ProfileViewModel(private val repo: ProfileRepository) : ViewModel() {
    val profile = MutableStateFlow<Profile?>(null)

    init {
        GlobalScope.launch {
            profile.value = repo.load()
        }
    }
}
```''',
   "Use viewModelScope.launch here so the work is cancelled when the ViewModel is cleared.",
   "GlobalScope.launch", "viewModelScope.launch"),
  ("Add a refresh() to SettingsViewModel that re-fetches the settings",
   '''```kotlin
fun refresh() {
    GlobalScope.launch {
        _settings.value = settingsRepo.fetch()
    }
}
```

Call it from the pull-to-refresh listener.''',
   ["viewModelScope.launch {", "_settings.value = settingsRepo.fetch()"],
   ["GlobalScope"]),
  ("And in OrdersViewModel, how do I poll the order status every 10 seconds?",
   '''Loop inside `viewModelScope` so the polling stops with the ViewModel:

```kotlin
fun startPolling(orderId: String) {
    viewModelScope.launch {
        while (isActive) {
            _status.value = api.status(orderId)
            delay(10_000)
        }
    }
}
```'''),
  fix=[("GlobalScope.launch", "viewModelScope.launch")], core="viewModelScope.launch")

S(4, "react-native-platform", "literal", "reworded", "same_topic", "terse",
  ("React Native: the header needs a bit more top padding on iPhones. How do I branch on platform?",
   '''Use `Platform.OS`:

```js
import { Platform, StyleSheet } from 'react-native';

const styles = StyleSheet.create({
  header: {
    paddingTop: Platform.OS === 'iOS' ? 12 : 0,
  },
});
```''',
   "It's lowercase, 'ios'.",
   "Platform.OS === 'iOS'", "Platform.OS === 'ios'"),
  ("How do I show the Apple sign-in button only on iPhone in RN?",
   "Render it conditionally: `{Platform.OS === 'iOS' && <AppleSignInButton onPress={signInWithApple} />}`. On Android the expression is false and nothing renders.",
   ["Platform.OS === 'ios' && <AppleSignInButton"],
   ["'iOS'"]),
  ("How do I get the status bar height in React Native?",
   "Use `useSafeAreaInsets()` from `react-native-safe-area-context`; `insets.top` covers the status bar and, on newer iPhones, the notch."),
  fix=[("'iOS'", "'ios'")])

S(5, "swiftui-state", "paraphrase", "renamed_identifier", "lookalike", "hedged",
  ("SwiftUI: ProfileView creates its own view model. How should I declare it?",
   '''Declare it as an observed object:

```swift
struct ProfileView: View {
    @ObservedObject var viewModel = ProfileViewModel()

    var body: some View { ... }
}
```''',
   "Shouldn't that be @StateObject? The view creates the model itself, so with @ObservedObject it gets rebuilt every time the parent redraws.",
   "@ObservedObject var viewModel = ProfileViewModel()", "@StateObject var viewModel = ProfileViewModel()"),
  ("Rename viewModel to model in ProfileView and add a refresh button",
   '''```swift
struct ProfileView: View {
    @ObservedObject var model = ProfileViewModel()

    var body: some View {
        VStack {
            ProfileHeader(profile: model.profile)
            Button("Refresh") { Task { await model.reload() } }
        }
    }
}
```''',
   ["@StateObject var model = ProfileViewModel()", 'Button("Refresh")'],
   ["@ObservedObject var model"]),
  ("SettingsSheet receives the ProfileViewModel from ProfileView. How does it declare it?",
   '''It doesn't own the model, so it observes the instance it is given:

```swift
struct SettingsSheet: View {
    @ObservedObject var model: ProfileViewModel

    var body: some View { ... }
}
```'''),
  fix=[("@ObservedObject var model", "@StateObject var model")], core="@ObservedObject var model")

# =========================================================== data engineering
S(6, "airflow-dag-args", "literal", "code_block", "same_topic", "bare_fact",
  ("Write me a daily DAG skeleton for the orders export",
   '''```python
from datetime import datetime
from airflow import DAG
from airflow.operators.python import PythonOperator

with DAG(
    dag_id="orders_export",
    start_date=datetime(2026, 1, 1),
    schedule_interval="@daily",
    catchup=False,
) as dag:
    export = PythonOperator(task_id="export", python_callable=run_export)
```''',
   "We're on Airflow 2.9, where schedule_interval is deprecated. The argument is `schedule`.",
   "schedule_interval=", "schedule="),
  ("Now a DAG that refreshes the customer snapshot every hour",
   '''```python
with DAG(
    dag_id="customer_snapshot",
    start_date=datetime(2026, 1, 1),
    schedule_interval="@hourly",
    catchup=False,
) as dag:
    ...
```''',
   ['schedule="@hourly"', "catchup=False", 'dag_id="customer_snapshot"'],
   ["schedule_interval"]),
  ("How do I stop the export DAG from running two backfill runs at once?",
   '''Set `max_active_runs=1` on the DAG:

```python
with DAG(dag_id="orders_export", max_active_runs=1, ...) as dag:
```

Extra runs wait in the queued state until the active one finishes.'''),
  fix=[("schedule_interval=", "schedule=")])

S(7, "airflow-connections", "literal", "code_block", "lookalike", "x_not_y",
  ("How do I run the MERGE into fct_orders from Airflow?",
   '''Use the SQL operator with the Snowflake connection:

```python
merge = SQLExecuteQueryOperator(
    task_id="merge_fct_orders",
    conn_id="snowflake_default",
    sql="sql/merge_fct_orders.sql",
)
```''',
   "Our connection is snowflake_prod, not snowflake_default.",
   'conn_id="snowflake_default"', 'conn_id="snowflake_prod"'),
  ("I want a sensor that waits for today's partition in RAW.EVENTS before transforming",
   '''A `SqlSensor` works: it pokes until the query's first cell is truthy.

```python
wait_events = SqlSensor(
    task_id="wait_raw_events",
    conn_id="snowflake_default",
    sql="select count(*) from RAW.EVENTS where event_date = '{{ ds }}'",
    poke_interval=300,
)
```''',
   ['conn_id="snowflake_prod"', "poke_interval=300"],
   ["snowflake_default"]),
  ("Which connection does SnowflakeHook use if I don't pass one?",
   "It falls back to `snowflake_default`, the provider's default connection id. Pass `snowflake_conn_id=...` to use a different one."),
  fix=[("snowflake_default", "snowflake_prod")], core="snowflake_default")

S(8, "kafka-consumer-config", "literal", "reworded", "unrelated", "terse",
  ("The new consumer group for the audit service should read the topic from the beginning. What config?",
   '''The group has no committed offsets yet, so set the reset policy to start at the oldest message:

```properties
group.id=audit-service
auto.offset.reset=smallest
enable.auto.commit=false
```''',
   "earliest. smallest was the old Scala consumer's value.",
   "auto.offset.reset=smallest", "auto.offset.reset=earliest"),
  ("What reset setting do I give the reindex consumer so a brand-new group replays everything?",
   "Set `auto.offset.reset=smallest` on the consumer. It only applies when the group has no committed offset, so once the reindex job commits, restarts pick up where it left off.",
   ["auto.offset.reset=earliest", "no committed offset"],
   ["smallest"]),
  ("How do I list the biggest directories under /var?",
   "`sudo du -xh /var --max-depth=1 | sort -h`. The `-x` keeps it on one filesystem and the largest entries end up at the bottom."),
  fix=[("smallest", "earliest")])

S(9, "kafka-topic-retention", "paraphrase", "code_block", "lookalike", "two_sentences",
  ("Set retention on the clickstream topic to 7 days",
   '''```sh
kafka-configs.sh --bootstrap-server kafka-1:9092 --alter \\
  --entity-type topics --entity-name clickstream \\
  --add-config retention.hours=168
```''',
   "retention.hours only exists as a broker setting (log.retention.hours). On a topic it has to be retention.ms=604800000.",
   "retention.hours=168", "retention.ms=604800000"),
  ("Make the payments-dlq topic keep messages for 3 days",
   '''```sh
kafka-configs.sh --bootstrap-server kafka-1:9092 --alter \\
  --entity-type topics --entity-name payments-dlq \\
  --add-config retention.hours=72
```''',
   ["retention.ms=259200000", "--entity-name payments-dlq"],
   ["retention.hours"]),
  ("What's the cluster-wide default retention in our server.properties?",
   "The brokers set `log.retention.hours=168`, so topics without their own `retention.ms` keep data for 7 days."),
  fix=[("retention.hours=72", "retention.ms=259200000")], core="retention.hours=168")

S(10, "spark-shuffle-partitions", "semantic", "prose_claim", "lookalike", "x_not_y",
  ("Why does my small join stage create so many tiny tasks?",
   "Every shuffle in Spark SQL produces 100 shuffle partitions by default (`spark.sql.shuffle.partitions`), however small the data is. For a small join, lower it, e.g. `spark.conf.set(\"spark.sql.shuffle.partitions\", 16)`, or keep AQE on so it coalesces them.",
   "The default is 200, not 100.",
   "100 shuffle partitions", "200 shuffle partitions"),
  ("My groupBy on a 2 MB DataFrame spawned a ton of tasks, why?",
   "A groupBy triggers a shuffle, and unless you set `spark.sql.shuffle.partitions`, Spark SQL splits every shuffle into a hundred partitions no matter how little data there is. Lower it for this job or let AQE coalesce them.",
   [r"re:\b200\b|two hundred"],
   [r"re:(?i)(?<!not )(\ba hundred\b|\b100\b)"]),
  ("How do I write the output as roughly 100 files?",
   "Repartition right before the write: `df.repartition(100).write.parquet(\"s3://acme-lake/orders/\")`. Each partition becomes one file."),
  fix=[("a hundred partitions", "200 partitions")], core="100")

S(11, "snowflake-warehouse", "literal", "code_block", "already_correct", "embedded",
  ("Give me the Snowflake statements to let the dbt role build models in ANALYTICS",
   '''```sql
GRANT USAGE ON WAREHOUSE COMPUTE_WH TO ROLE DBT_ROLE;
GRANT USAGE ON DATABASE ANALYTICS TO ROLE DBT_ROLE;
GRANT CREATE SCHEMA ON DATABASE ANALYTICS TO ROLE DBT_ROLE;
```''',
   "Thanks, the grants look right. One thing: dbt runs on TRANSFORMING_WH, COMPUTE_WH was dropped after the trial.",
   "WAREHOUSE COMPUTE_WH", "WAREHOUSE TRANSFORMING_WH"),
  ("Same for the CI role DBT_CI_ROLE, it builds into the ANALYTICS_CI database",
   '''```sql
GRANT USAGE ON WAREHOUSE COMPUTE_WH TO ROLE DBT_CI_ROLE;
GRANT USAGE ON DATABASE ANALYTICS_CI TO ROLE DBT_CI_ROLE;
GRANT CREATE SCHEMA ON DATABASE ANALYTICS_CI TO ROLE DBT_CI_ROLE;
```''',
   ["GRANT USAGE ON WAREHOUSE TRANSFORMING_WH TO ROLE DBT_CI_ROLE;", "GRANT CREATE SCHEMA ON DATABASE ANALYTICS_CI"],
   ["COMPUTE_WH"]),
  ("How do I stop the dbt warehouse burning credits overnight?",
   '''Give it an auto-suspend so it shuts down when idle:

```sql
ALTER WAREHOUSE TRANSFORMING_WH SET AUTO_SUSPEND = 60 AUTO_RESUME = TRUE;
```

`AUTO_SUSPEND` is in seconds.'''),
  fix=[("COMPUTE_WH", "TRANSFORMING_WH")], core="TRANSFORMING_WH")

S(12, "bigquery-dates", "paraphrase", "code_block", "lookalike", "reason",
  ("BigQuery: count signups from the last 7 days",
   '''```sql
SELECT COUNT(*) AS signups
FROM app.users
WHERE DATE(created_at) >= DATEADD(day, -7, CURRENT_DATE())
```''',
   "That's Snowflake syntax, BigQuery has no DATEADD, so it should be DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY).",
   "DATEADD(day, -7, CURRENT_DATE())", "DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)"),
  ("BigQuery: orders placed in the last 30 days, by country",
   '''```sql
SELECT country, COUNT(*) AS orders
FROM shop.orders
WHERE DATE(placed_at) >= DATEADD(day, -30, CURRENT_DATE())
GROUP BY country
ORDER BY orders DESC
```''',
   ["DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)", "GROUP BY country"],
   ["DATEADD"]),
  ("And the same 7-day signup count in Snowflake?",
   '''```sql
SELECT COUNT(*) AS signups
FROM APP.USERS
WHERE created_at >= DATEADD(day, -7, CURRENT_DATE());
```'''),
  fix=[("DATEADD(day, -30, CURRENT_DATE())", "DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)")],
  core="DATEADD(day, -7, CURRENT_DATE())")

S(13, "bigquery-project", "literal", "reworded", "unrelated", "hedged",
  ("What's the bq command to check the size of the events table?",
   '''```sh
bq show --format=prettyjson acme-analytics:app.events | jq '.numBytes'
```''',
   "Hmm, isn't prod acme-analytics-prod? acme-analytics is the old sandbox project.",
   "acme-analytics:app.events", "acme-analytics-prod:app.events"),
  ("When was the events table last modified?",
   "`bq show --format=prettyjson acme-analytics:app.events | jq -r '.lastModifiedTime'` prints it as epoch milliseconds.",
   ["acme-analytics-prod:app.events", ".lastModifiedTime"],
   ["acme-analytics:"]),
  ("How do I undo my last local commit but keep the changes?",
   "`git reset --soft HEAD~1`. The commit goes away and its changes stay staged."),
  fix=[("acme-analytics:", "acme-analytics-prod:")])

S(14, "dbt-sources", "literal", "code_block", "same_topic", "imperative",
  ("Write stg_shopify__orders for dbt",
   '''```sql
with source as (
    select * from raw.shopify.orders
),

renamed as (
    select
        id as order_id,
        customer_id,
        total_price as order_total,
        created_at as ordered_at
    from source
)

select * from renamed
```''',
   "Don't hardcode the raw table, go through {{ source('shopify', 'orders') }}. It's already declared in sources.yml.",
   "raw.shopify.orders", "{{ source('shopify', 'orders') }}"),
  ("I need a quick model that counts orders per day straight from the shopify data",
   '''```sql
select
    date_trunc('day', created_at) as order_day,
    count(*) as orders
from raw.shopify.orders
group by 1
```''',
   ["from {{ source('shopify', 'orders') }}", "group by 1"],
   ["raw.shopify.orders"]),
  ("How do I make dbt warn when the shopify data is more than 12 hours old?",
   '''Add freshness to the source in `sources.yml`:

```yaml
sources:
  - name: shopify
    loaded_at_field: _loaded_at
    freshness:
      warn_after: {count: 12, period: hour}
    tables:
      - name: orders
```

Then run `dbt source freshness`.'''),
  fix=[("raw.shopify.orders", "{{ source('shopify', 'orders') }}")])

S(15, "dbt-cli", "literal", "reworded", "unrelated", "hedged",
  ("How do I build fct_orders and everything upstream of it?",
   "Use the graph operator: `dbt run --models +fct_orders`. The leading `+` pulls in all parents.",
   "Isn't `--models` the legacy flag? We use `--select` everywhere.",
   "--models", "--select"),
  ("Command to run int_payments and all its children?",
   "`dbt run --models int_payments+` runs the model and everything downstream of it.",
   ["dbt run --select int_payments+"],
   ["--models"]),
  ("How do I make git ignore file permission changes in this repo?",
   "`git config core.fileMode false`. Git then stops reporting executable-bit flips as modifications."),
  fix=[("--models", "--select")])

# =========================================================== security
S(16, "aws-iam-s3", "paraphrase", "code_block", "lookalike", "two_sentences",
  ("IAM policy so the exporter can list the acme-exports bucket",
   '''```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": "s3:ListBucket",
      "Resource": "arn:aws:s3:::acme-exports/*"
    }
  ]
}
```''',
   "ListBucket is a bucket-level action, so the resource must be arn:aws:s3:::acme-exports without the /*. As written it matches nothing.",
   '"Resource": "arn:aws:s3:::acme-exports/*"', '"Resource": "arn:aws:s3:::acme-exports"'),
  ("Policy for the invoice worker: list acme-invoices and read the objects in it",
   '''```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": "s3:ListBucket",
      "Resource": "arn:aws:s3:::acme-invoices/*"
    },
    {
      "Effect": "Allow",
      "Action": "s3:GetObject",
      "Resource": "arn:aws:s3:::acme-invoices/*"
    }
  ]
}
```''',
   [r're:"s3:ListBucket",\s*"Resource": "arn:aws:s3:::acme-invoices"',
    r're:"s3:GetObject",\s*"Resource": "arn:aws:s3:::acme-invoices/\*"'],
   [r're:"s3:ListBucket",\s*"Resource": "arn:aws:s3:::acme-invoices/\*"']),
  ("Policy for the thumbnailer: it only reads objects from acme-uploads",
   '''```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": "s3:GetObject",
      "Resource": "arn:aws:s3:::acme-uploads/*"
    }
  ]
}
```

GetObject acts on objects, so the `/*` belongs here.'''),
  fix=[('"Resource": "arn:aws:s3:::acme-invoices/*"', '"Resource": "arn:aws:s3:::acme-invoices"', 1)],
  core='/*"')

S(17, "oauth-scopes", "literal", "reworded", "same_topic", "x_not_y",
  ("Our Okta login never returns a refresh token. What do I change in the authorize request?",
   "Request it in the scope, e.g. `scope=openid profile email refresh_token`, and make sure the app has the Refresh Token grant type enabled in Okta.",
   "refresh_token isn't a scope; the one you request is offline_access.",
   "scope=openid profile email refresh_token", "scope=openid profile email offline_access"),
  ("The mobile app has to stay signed in for weeks. Which scopes should it ask Okta for?",
   "Request `openid profile email refresh_token` so Okta issues a refresh token with the access token, then swap it with `grant_type=refresh_token` when the access token expires.",
   ["openid profile email offline_access", "grant_type=refresh_token"],
   ["profile email refresh_token"]),
  ("How long do Okta access tokens live by default?",
   "One hour. The lifetime comes from the access policy rule on the authorization server and can be set anywhere from 5 minutes to 24 hours."),
  fix=[("profile email refresh_token", "profile email offline_access")], lit="profile email refresh_token")

S(18, "tls-nginx", "literal", "code_block", "lookalike", "imperative",
  ("nginx server block for api.acme.io with the Let's Encrypt cert",
   '''```nginx
server {
    listen 443 ssl;
    server_name api.acme.io;

    ssl_certificate     /etc/letsencrypt/live/api.acme.io/cert.pem;
    ssl_certificate_key /etc/letsencrypt/live/api.acme.io/privkey.pem;

    location / {
        proxy_pass http://127.0.0.1:8080;
    }
}
```''',
   "Point ssl_certificate at fullchain.pem; cert.pem has no intermediate and Android clients fail the chain.",
   "/etc/letsencrypt/live/api.acme.io/cert.pem", "/etc/letsencrypt/live/api.acme.io/fullchain.pem"),
  ("Turn on HTTP/2 and HSTS for the api.acme.io vhost",
   '''```nginx
server {
    listen 443 ssl;
    http2 on;
    server_name api.acme.io;

    ssl_certificate     /etc/letsencrypt/live/api.acme.io/cert.pem;
    ssl_certificate_key /etc/letsencrypt/live/api.acme.io/privkey.pem;

    add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
}
```''',
   [r"re:ssl_certificate\s+/etc/letsencrypt/live/api\.acme\.io/fullchain\.pem;",
    r"re:ssl_certificate_key\s+/etc/letsencrypt/live/api\.acme\.io/privkey\.pem;"],
   ["/cert.pem"]),
  ("How do I check when the api.acme.io certificate expires?",
   '''```sh
sudo openssl x509 -in /etc/letsencrypt/live/api.acme.io/cert.pem -noout -enddate
```

`cert.pem` is the leaf certificate, and its date is the one that matters.'''),
  fix=[("/cert.pem", "/fullchain.pem")], core="/etc/letsencrypt/live/api.acme.io/cert.pem")

S(19, "k8s-secrets", "semantic", "prose_claim", "same_topic", "two_sentences",
  ("Is it OK to keep the Stripe key in a Kubernetes Secret?",
   "Yes. Kubernetes Secrets are encrypted by default, so the key is protected in etcd; just restrict who can `get secrets` in the namespace with RBAC.",
   "They're not encrypted by default, only base64-encoded. Encryption at rest has to be turned on (EncryptionConfiguration, or KMS on EKS).",
   "Kubernetes Secrets are encrypted by default, so the key is protected in etcd",
   "Kubernetes Secrets are only base64-encoded unless encryption at rest is enabled, so turn that on for etcd"),
  ("Can I put the database password in a Secret or should I use something else?",
   "A Secret is fine for that: Secrets are encrypted by default in etcd, so the password isn't stored in plain form. Mount it as a file or env var and limit RBAC access to the namespace.",
   ["re:(?i)base64"],
   ["re:(?i)(?<!not )(?<!n't )encrypted by default"]),
  ("How do I read one key out of a Secret from the command line?",
   "`kubectl get secret stripe -n payments -o jsonpath='{.data.api-key}' | base64 -d`. Values under `.data` are base64-encoded, so decode them."),
  fix=[("Secrets are encrypted by default in etcd, so the password isn't stored in plain form",
        "Secrets are only base64-encoded in etcd unless encryption at rest is enabled, so turn that on first")])

S(20, "aws-secrets-manager", "literal", "code_block", "lookalike", "terse",
  ("CLI command to print the prod/orders-db secret",
   '''```sh
aws secretsmanager get-secret-value --name prod/orders-db \\
  --query SecretString --output text
```''',
   "--secret-id.",
   "get-secret-value --name", "get-secret-value --secret-id"),
  ("Load the prod/orders-db password into an env var in the deploy script",
   '''```sh
DB_PASSWORD=$(aws secretsmanager get-secret-value --name prod/orders-db \\
  --query SecretString --output text | jq -r .password)
export DB_PASSWORD
```''',
   ["get-secret-value --secret-id prod/orders-db", "jq -r .password"],
   ["--name"]),
  ("How do I create a new secret for the Stripe key?",
   '''```sh
aws secretsmanager create-secret --name prod/payments/stripe \\
  --secret-string '{"api_key":"sk_live_..."}'
```

`create-secret` takes `--name`; later calls refer to it with `--secret-id`.'''),
  fix=[("--name", "--secret-id")], core="--name")

# =========================================================== database operations
S(21, "postgres-replication", "literal", "casing", "same_topic", "bare_fact",
  ("How do I check how far the replica has replayed?",
   '''On the replica run:

```sql
SELECT pg_last_xlog_replay_location();
```

Compare it with the primary's current position to see the gap.''',
   "We're on Postgres 15; the xlog functions were renamed back in 10. It's pg_last_wal_replay_lsn().",
   "pg_last_xlog_replay_location()", "pg_last_wal_replay_lsn()"),
  ("quick check that replica-2 is still applying WAL",
   "Run `SELECT PG_LAST_XLOG_REPLAY_LOCATION(), NOW() - PG_LAST_XACT_REPLAY_TIMESTAMP() AS delay;` twice a few seconds apart; if the location moves, replay is progressing.",
   [r"re:(?i)pg_last_wal_replay_lsn\(\)", r"re:(?i)pg_last_xact_replay_timestamp\(\)"],
   ["re:(?i)xlog"]),
  ("How do I see replication lag from the primary?",
   '''```sql
SELECT client_addr, state, write_lag, flush_lag, replay_lag
FROM pg_stat_replication;
```

The `*_lag` columns are intervals measured at the primary.'''),
  fix=[("PG_LAST_XLOG_REPLAY_LOCATION()", "PG_LAST_WAL_REPLAY_LSN()")])

S(22, "postgres-vacuum", "semantic", "prose_claim", "lookalike", "reason",
  ("The events table is 80% bloat. Can I run VACUUM FULL during the day?",
   "Yes, VACUUM FULL runs online and doesn't block reads or writes, so you can run it during business hours; it just takes longer on a big table.",
   "VACUUM FULL takes an ACCESS EXCLUSIVE lock and blocks everything on the table until the rewrite finishes. If it has to stay online, use pg_repack.",
   "VACUUM FULL runs online and doesn't block reads or writes, so you can run it during business hours",
   "VACUUM FULL takes an ACCESS EXCLUSIVE lock and blocks reads and writes, so run it in a maintenance window or use pg_repack"),
  ("Is it safe to VACUUM FULL the audit_log table while the app is live?",
   "It's safe: VACUUM FULL doesn't block reads or writes, so the app keeps working while it reclaims the space. Expect heavy I/O while it copies the table.",
   ["re:(?i)ACCESS EXCLUSIVE|pg_repack|maintenance window"],
   ["re:(?i)doesn't block reads or writes", "re:^It's safe"]),
  ("Does a plain VACUUM on audit_log lock out the app?",
   "No. A plain `VACUUM` (without FULL) doesn't block reads or writes; it takes a SHARE UPDATE EXCLUSIVE lock, which only conflicts with DDL and other vacuums."),
  fix=[("=", "It's not safe: VACUUM FULL takes an ACCESS EXCLUSIVE lock, so reads and writes on audit_log wait until it finishes. Use pg_repack if the table has to stay online. Expect heavy I/O while it copies the table.")],
  core="doesn't block reads or writes")

S(23, "postgres-indexes", "paraphrase", "other_identifier", "already_correct", "embedded",
  ("Drop the unused idx_orders_created_at index on prod",
   '''```sql
DROP INDEX idx_orders_created_at;
```

`pg_stat_user_indexes` shows idx_scan = 0 for it over the last 30 days.''',
   "Looks right, thanks. On prod it has to be DROP INDEX CONCURRENTLY though, the plain one locks orders while it runs.",
   "DROP INDEX idx_orders_created_at;", "DROP INDEX CONCURRENTLY idx_orders_created_at;"),
  ("idx_users_email_lower duplicates the unique index. Remove it on production.",
   '''```sql
DROP INDEX idx_users_email_lower;
```

The unique index `users_email_lower_key` already covers the same expression.''',
   ["DROP INDEX CONCURRENTLY idx_users_email_lower;", "users_email_lower_key"],
   ["DROP INDEX idx_users_email_lower"]),
  ("And the stale idx_sessions_token on prod?",
   '''```sql
DROP INDEX CONCURRENTLY IF EXISTS idx_sessions_token;
```

Run it outside a transaction block; CONCURRENTLY can't run inside one.'''),
  fix=[("DROP INDEX idx_users_email_lower;", "DROP INDEX CONCURRENTLY idx_users_email_lower;")],
  core="DROP INDEX CONCURRENTLY")

S(24, "mysql-replication", "literal", "casing", "same_topic", "hedged",
  ("How do I check whether the MySQL replica is lagging?",
   "Run `SHOW SLAVE STATUS\\G` on the replica; while the SQL thread is running, the seconds-behind value is the lag.",
   "Isn't it SHOW REPLICA STATUS on 8.0? We're on 8.0.36 and SLAVE is deprecated.",
   "SHOW SLAVE STATUS", "SHOW REPLICA STATUS"),
  ("replica-db-2 stopped applying events, how do I see the error?",
   "Check `show slave status\\G` on replica-db-2: `Last_SQL_Error` has the statement that failed, and `Replica_SQL_Running` will say `No`.",
   ["re:(?i)show replica status", "Last_SQL_Error"],
   ["re:(?i)slave"]),
  ("How do I make the replica read-only so nobody writes to it by accident?",
   "Set `super_read_only=ON` (it implies `read_only`) and persist it with `SET PERSIST super_read_only = ON;` so it survives restarts."),
  fix=[("show slave status", "show replica status")])

S(25, "postgres-restore", "literal", "code_block", "lookalike", "reason",
  ("Restore last night's shop.dump (made with pg_dump -Fc) into a scratch database",
   '''```sh
createdb shop_restore
psql -d shop_restore < shop.dump
```''',
   "shop.dump is custom format and psql can't read that. It needs pg_restore -d shop_restore shop.dump.",
   "psql -d shop_restore < shop.dump", "pg_restore -d shop_restore shop.dump"),
  ("Script the nightly restore test for shop.dump",
   '''```sh
#!/usr/bin/env bash
set -euo pipefail
dropdb --if-exists shop_restore
createdb shop_restore
psql -d shop_restore < shop.dump
psql -d shop_restore -c 'select count(*) from orders'
```''',
   ["pg_restore -d shop_restore shop.dump", "psql -d shop_restore -c 'select count(*) from orders'"],
   ["< shop.dump"]),
  ("How do I load the schema-only SQL file the migration tool produced?",
   '''It's plain SQL (`pg_dump -s -Fp > schema.sql`), so feed it to psql:

```sh
psql -d shop_restore -v ON_ERROR_STOP=1 < schema.sql
```'''),
  fix=[("psql -d shop_restore < shop.dump", "pg_restore -d shop_restore shop.dump")], core="psql -d shop_restore")

S(26, "redis-backups", "literal", "reworded", "lookalike", "imperative",
  ("What should I run to snapshot Redis before the upgrade?",
   "Run `SAVE` in redis-cli right before you stop the server, then copy `dump.rdb` somewhere safe.",
   "Use BGSAVE, SAVE blocks every client until the dump is written.",
   "Run `SAVE`", "Run `BGSAVE`"),
  ("Before resizing the cache node, how do I force an RDB snapshot?",
   "Connect with `redis-cli -h cache-1`, issue `SAVE`, then copy `dump.rdb` out of the data directory.",
   ["`BGSAVE`", "dump.rdb"],
   [r"re:\bSAVE\b"]),
  ("How can I see when Redis snapshots on its own?",
   "`redis-cli CONFIG GET save` shows the save points, e.g. `3600 1 300 100 60 10000`: snapshot after 3600 s if at least 1 key changed, after 300 s if 100 changed, and so on."),
  fix=[("`SAVE`", "`BGSAVE`")], core="save", lit="`SAVE`")

# =========================================================== networking
S(27, "cidr-ranges", "literal", "reworded", "lookalike", "two_sentences",
  ("What address range does 10.20.0.0/20 cover? It's for the new EKS node subnet.",
   "10.20.0.0/20 covers 10.20.0.0 through 10.20.31.255, 4,096 addresses, of which AWS reserves 5 in every subnet.",
   "A /20 ends at 10.20.15.255. 10.20.31.255 would be the end of a /19.",
   "10.20.31.255", "10.20.15.255"),
  ("Security group for the EKS nodes: what range do I allow from the node subnet?",
   "Allow the node subnet 10.20.0.0/20, i.e. 10.20.0.0 through 10.20.31.255, on the ports the control plane needs.",
   ["10.20.0.0 through 10.20.15.255", "10.20.0.0/20"],
   ["10.20.31.255"]),
  ("What's the next free /20 after the node subnet?",
   "10.20.16.0/20, which runs from 10.20.16.0 to 10.20.31.255."),
  fix=[("10.20.31.255", "10.20.15.255")], core="10.20.31.255")

S(28, "dns-apex", "semantic", "reworded", "same_topic", "two_sentences",
  ("How do I point acme.io (the bare domain) at our ALB in Route 53?",
   "Create a CNAME record for acme.io that points to the ALB's DNS name, `web-alb-1234567890.eu-central-1.elb.amazonaws.com`.",
   "You can't put a CNAME on the zone apex. It has to be an A record with Alias to the ALB.",
   "Create a CNAME record for acme.io", "Create an A record with Alias enabled for acme.io"),
  ("shopacme.com should resolve to the same load balancer. What record do I add?",
   "Add a CNAME for shopacme.com pointing at `web-alb-1234567890.eu-central-1.elb.amazonaws.com`; Route 53 then answers with the ALB's current IPs.",
   ["re:(?i)alias", "web-alb-1234567890.eu-central-1.elb.amazonaws.com"],
   [r"re:CNAME for shopacme\.com"]),
  ("How do I check what acme.io resolves to from outside?",
   "`dig +short acme.io A @1.1.1.1` asks a public resolver directly, so your local cache doesn't get in the way."),
  fix=[("Add a CNAME for shopacme.com pointing at", "Add an A record with Alias enabled for shopacme.com, targeting")])

S(29, "dns-internal-zone", "literal", "reworded", "lookalike", "x_not_y",
  ("What hostname should the new build cache get on the internal network?",
   "Register it as `buildcache.acme.local` in the internal zone so runners can reach it without going through the public resolver.",
   "Our internal zone is corp.internal, not acme.local. .local breaks on the Macs because of mDNS.",
   "acme.local", "corp.internal"),
  ("What should the runners' config point to for the artifact proxy?",
   "Set `ARTIFACT_PROXY=https://artifacts.acme.local:8443` in the runner environment; the proxy's certificate comes from the internal CA.",
   ["https://artifacts.corp.internal:8443"],
   ["acme.local"]),
  ("Why does ping printer.local work from my Mac but not from the Linux runner?",
   "`.local` names are resolved with multicast DNS (Bonjour on macOS, Avahi on Linux). The runner image has no Avahi or nss-mdns, so `printer.local` never resolves there."),
  fix=[("acme.local", "corp.internal")], core=".local")

S(30, "aws-alb-timeouts", "semantic", "prose_claim", "lookalike", "embedded",
  ("Websocket connections through the ALB drop after a while of silence. Why?",
   "The ALB closes connections that stay idle longer than its idle timeout, which defaults to 30 seconds. Send a ping from the client more often than that, or raise `idle_timeout.timeout_seconds` on the load balancer.",
   "Thanks, that explains the drops. FYI the ALB default is 60 seconds though, not 30; ours is still on the default.",
   "defaults to 30 seconds", "defaults to 60 seconds"),
  ("Long-polling requests through our ALB come back 504 when nothing happens for a while. What's the limit?",
   "That's the ALB idle timeout: after half a minute without any bytes in either direction it closes the connection. Raise `idle_timeout.timeout_seconds` or make the poll return sooner.",
   ["re:60 seconds|60s|one minute|a minute", "idle_timeout.timeout_seconds"],
   ["re:(?i)half a minute|30 seconds"]),
  ("How often does the ALB health-check our targets by default?",
   "Every 30 seconds (`HealthCheckIntervalSeconds`), and a target is marked unhealthy after 2 consecutive failed checks."),
  fix=[("after half a minute", "after 60 seconds")], core="30 seconds")

S(31, "iptables", "paraphrase", "equivalent_construct", "lookalike", "reason",
  ("Open port 9100 for Prometheus scrapes from 10.0.0.0/8 on the db hosts",
   '''```sh
sudo iptables -A INPUT -p tcp --dport 9100 -s 10.0.0.0/8 -j ACCEPT
```''',
   "Our INPUT chain ends with a DROP rule, so -A puts it after the drop and it never matches. Insert it with -I INPUT.",
   "iptables -A INPUT", "iptables -I INPUT"),
  ("Allow the postgres_exporter port 9187 from the monitoring subnet 10.8.0.0/16",
   '''```sh
sudo iptables --append INPUT -p tcp --dport 9187 -s 10.8.0.0/16 -j ACCEPT
sudo netfilter-persistent save
```''',
   [r"re:iptables (-I|--insert) INPUT -p tcp --dport 9187 -s 10\.8\.0\.0/16 -j ACCEPT", "netfilter-persistent save"],
   ["re:(-A|--append) INPUT"]),
  ("I made a METRICS chain for the exporter rules. How do I add the 9100 allow to it?",
   '''```sh
sudo iptables -A METRICS -p tcp --dport 9100 -s 10.0.0.0/8 -j ACCEPT
```

Appending is fine inside your own chain; it's the jump to METRICS that has to sit before the DROP in INPUT.'''),
  fix=[("--append INPUT", "-I INPUT")], core="iptables -A")

S(32, "gcp-firewall", "literal", "reordered_args", "same_topic", "bare_fact",
  ("gcloud command to allow SSH to the bastion VMs",
   '''```sh
gcloud compute firewall-rules create allow-ssh-bastion \\
  --network=prod-vpc --allow=tcp:22 \\
  --target-tags=bastion --source-ranges=0.0.0.0/0
```''',
   "SSH only comes in through IAP here. The source range has to be 35.235.240.0/20.",
   "--source-ranges=0.0.0.0/0", "--source-ranges=35.235.240.0/20"),
  ("Same for the jump hosts in the stg VPC, they're tagged jump",
   '''```sh
gcloud compute firewall-rules create allow-ssh-jump \\
  --source-ranges=0.0.0.0/0 --target-tags=jump \\
  --allow=tcp:22 --network=stg-vpc
```''',
   ["--source-ranges=35.235.240.0/20", "--target-tags=jump", "--network=stg-vpc"],
   ["0.0.0.0/0"]),
  ("How do I see which firewall rules apply to the bastion VMs?",
   "`gcloud compute firewall-rules list --filter=\"targetTags:bastion\"` lists the tagged ones. Rules without target tags apply to every VM in the network, so check those too."),
  fix=[("0.0.0.0/0", "35.235.240.0/20")])

# =========================================================== build systems
S(33, "bazel-test-flags", "literal", "code_block", "same_topic", "terse",
  ("Bazel: how do I see the logs only for tests that fail?",
   '''```sh
bazel test //services/... --test_output=failed
```''',
   "--test_output=errors. failed isn't a value it accepts.",
   "--test_output=failed", "--test_output=errors"),
  ("CI should print the output of broken tests in the payments package",
   '''```yaml
- name: test
  run: bazel test //payments/... --test_output=failed --keep_going
```''',
   ["--test_output=errors --keep_going"],
   ["--test_output=failed"]),
  ("How do I rerun a flaky test 20 times in Bazel?",
   "`bazel test //payments:ledger_test --runs_per_test=20`. Add `--test_output=summary` to keep the log short."),
  fix=[("--test_output=failed", "--test_output=errors")])

S(34, "gradle-configurations", "paraphrase", "other_identifier", "lookalike", "x_not_y",
  ("Add OkHttp to the Android app module",
   '''In `app/build.gradle`:

```groovy
dependencies {
    compile 'com.squareup.okhttp3:okhttp:4.12.0'
}
```''',
   "implementation, not compile. compile was removed in Gradle 7.",
   "compile 'com.squareup.okhttp3:okhttp:4.12.0'", "implementation 'com.squareup.okhttp3:okhttp:4.12.0'"),
  ("I also need Gson in the same module",
   '''```groovy
dependencies {
    compile 'com.google.code.gson:gson:2.10.1'
}
```

Sync the project afterwards.''',
   ["implementation 'com.google.code.gson:gson:2.10.1'"],
   [r"re:\bcompile '"]),
  ("Lombok at compile time only, how do I add it?",
   '''```groovy
dependencies {
    compileOnly 'org.projectlombok:lombok:1.18.30'
    annotationProcessor 'org.projectlombok:lombok:1.18.30'
}
```'''),
  fix=[("compile 'com.google", "implementation 'com.google")], core="compile")

S(35, "gradle-flavors", "literal", "code_block", "unrelated", "embedded",
  ("Which Gradle task builds the release APK we hand to QA?",
   "Run `./gradlew assembleProductionRelease` from the repo root.",
   "Build works now, thanks! Small thing: our flavors are prod and stg, so it's assembleProdRelease.",
   "assembleProductionRelease", "assembleProdRelease"),
  ("CI step to build the QA release APK?",
   '''```yaml
- name: Build release APK
  run: ./gradlew assembleProductionRelease --no-daemon
```''',
   ["./gradlew assembleProdRelease --no-daemon"],
   ["Production"]),
  ("How do I pretty-print a JSON file in the terminal?",
   "`jq . response.json`, or `python3 -m json.tool response.json` if jq isn't installed."),
  fix=[("assembleProductionRelease", "assembleProdRelease")])

S(36, "maven-surefire", "literal", "reworded", "already_correct", "terse",
  ("How do I run just OrderServiceTest with Maven?",
   "`mvn -pl services/orders -Dtests=OrderServiceTest test`",
   "-Dtest, singular.",
   "-Dtests=OrderServiceTest", "-Dtest=OrderServiceTest"),
  ("Run only the refund test method in OrderServiceTest",
   "`mvn -pl services/orders -Dtests=OrderServiceTest#refundsPartialAmount test`; Surefire accepts `Class#method`.",
   ["-Dtest=OrderServiceTest#refundsPartialAmount"],
   ["-Dtests="]),
  ("And all the *IT integration tests in billing?",
   "Those run under Failsafe: `mvn -pl services/billing -Dit.test='*IT' verify`. For unit tests you'd use `-Dtest=` with Surefire instead."),
  fix=[("-Dtests=", "-Dtest=")], core="-Dtest=")

S(37, "cargo-release-path", "literal", "code_block", "lookalike", "hedged",
  ("Multi-stage Dockerfile for the ingestd Rust service",
   '''```dockerfile
FROM rust:1.82 AS build
WORKDIR /src
COPY . .
RUN cargo build --release --bin ingestd

FROM debian:bookworm-slim
COPY --from=build /src/target/debug/ingestd /usr/local/bin/ingestd
ENTRYPOINT ["ingestd"]
```''',
   "Shouldn't that be target/release? We build with --release.",
   "/src/target/debug/ingestd", "/src/target/release/ingestd"),
  ("Switch the runtime stage of ingestd to a distroless image",
   '''```dockerfile
FROM gcr.io/distroless/cc-debian12
COPY --from=build /src/target/debug/ingestd /ingestd
USER nonroot
ENTRYPOINT ["/ingestd"]
```''',
   ["COPY --from=build /src/target/release/ingestd /ingestd", "USER nonroot"],
   ["target/debug"]),
  ("Where does `cargo run` put the ingestd binary when I develop locally?",
   "`cargo run` does a debug build, so the binary is at `target/debug/ingestd`."),
  fix=[("target/debug", "target/release")], core="target/debug/ingestd")

S(38, "cargo-features", "paraphrase", "other_identifier", "lookalike", "terse",
  ("Add tokio with everything enabled to Cargo.toml",
   '''```toml
[dependencies]
tokio = { version = "1", feature = ["full"] }
```''',
   "features, plural.",
   'feature = ["full"]', 'features = ["full"]'),
  ("And serde with derive",
   '''```toml
[dependencies]
serde = { version = "1", feature = ["derive"] }
```''',
   ['serde = { version = "1", features = ["derive"] }'],
   [r"re:\bfeature = "]),
  ("How do I compile the exporter module only when the metrics feature is on?",
   '''Gate it with `cfg`:

```rust
#[cfg(feature = "metrics")]
mod exporter;
```'''),
  fix=[("feature = [", "features = [")], core="feature = ")

S(39, "make-recipes", "semantic", "prose_claim", "same_topic", "reason",
  ("My Makefile says 'missing separator. Stop.' What's going on?",
   "Make accepts either tabs or spaces for recipe indentation, so the indentation isn't the problem; the error usually means a variable assignment is missing its `=`.",
   "That's wrong: recipe lines have to start with a tab unless you set .RECIPEPREFIX, and spaces are exactly what causes 'missing separator'.",
   "Make accepts either tabs or spaces for recipe indentation, so the indentation isn't the problem; the error usually means a variable assignment is missing its `=`",
   "Recipe lines must start with a tab (unless .RECIPEPREFIX is set), so spaces in front of a recipe are the usual cause"),
  ("My editor turned the tabs in our Makefile into 4 spaces. Will make still work?",
   "Yes, make treats tabs and spaces the same for recipe indentation, so the 4 spaces are fine.",
   ["re:(?i)tab"],
   ["re:(?i)make treats tabs and spaces the same", "re:^Yes"]),
  ("Why does `make test` say 'Nothing to be done' even though the tests changed?",
   "There's probably a file or directory called `test` in the repo, so make thinks the target is up to date. Declare it phony: `.PHONY: test`."),
  fix=[("=", "No. Recipe lines must start with a tab unless you set .RECIPEPREFIX, so the 4 spaces will give 'missing separator'. Set your editor to keep tabs in Makefiles.")])

S(40, "make-shell-vars", "literal", "code_block", "lookalike", "hedged",
  ("Makefile target that applies every SQL file in migrations/",
   '''```make
migrate:
	for f in migrations/*.sql; do psql "$(DATABASE_URL)" -f $f; done
```''',
   "Won't make eat that $f? I think it has to be $$f inside a recipe.",
   "-f $f; done", "-f $$f; done"),
  ("Add a target that lints all the shell scripts in scripts/",
   '''```make
lint-sh:
	for f in scripts/*.sh; do shellcheck $f; done
```''',
   ["shellcheck $$f; done", "lint-sh:"],
   [r"re:(?<!\$)\$f\b"]),
  ("Same loop but as a plain bash script, scripts/lint.sh",
   '''```bash
#!/usr/bin/env bash
set -euo pipefail
for f in scripts/*.sh; do
  shellcheck "$f"
done
```'''),
  fix=[("shellcheck $f", "shellcheck $$f")], core="$f", lit="$f; done")

# =========================================================== shells and unix
S(41, "find-globs", "literal", "reordered_args", "unrelated", "imperative",
  ("Delete .log files older than 7 days under /var/log/acme",
   '''```sh
find /var/log/acme -name *.log -mtime +7 -delete
```''',
   "Quote the pattern: -name '*.log'. Unquoted, the shell expands it before find sees it.",
   "-name *.log", "-name '*.log'"),
  ("Cron job to gzip week-old logs in /srv/app/logs",
   r'''```cron
15 3 * * * find /srv/app/logs -mtime +7 -name *.log -exec gzip {} \;
```''',
   ["-name '*.log'", r"-exec gzip {} \;"],
   ["-name *.log"]),
  ("What's the shortcut for adding cursors in VS Code on a Mac?",
   "Option+Click adds a cursor where you click, and Cmd+Option+Down or Up adds one on the line below or above."),
  fix=[("-name *.log", "-name '*.log'")])

S(42, "sed-macos", "literal", "reworded", "lookalike", "bare_fact",
  ("One-liner to replace api.staging with api.stg in config/app.yaml",
   r"`sed -i 's/api\.staging/api.stg/g' config/app.yaml`",
   "We're all on macOS, and BSD sed needs -i ''.",
   "sed -i 's/", "sed -i '' 's/"),
  ("Bump the version string to 2.4.0 in package.json from the terminal",
   "`sed -i 's/\"version\": \"[^\"]*\"/\"version\": \"2.4.0\"/' package.json` rewrites it in place.",
   ["sed -i '' 's/\"version\""],
   ["sed -i 's/"]),
  ("Our Debian base image needs the apt mirror swapped in the Dockerfile",
   '''```dockerfile
RUN sed -i 's/deb.debian.org/mirror.corp.internal/g' /etc/apt/sources.list.d/debian.sources
```

The image ships GNU sed, so plain `-i` is right there.'''),
  fix=[("sed -i 's/", "sed -i '' 's/")], core="sed -i 's/")

S(43, "tar-flags", "literal", "reworded", "lookalike", "x_not_y",
  ("Archive the data/ directory into backup.tar.gz",
   "`tar -xzf backup.tar.gz data/`",
   "-c creates, -x extracts. You want tar -czf.",
   "tar -xzf backup.tar.gz data/", "tar -czf backup.tar.gz data/"),
  ("Pack the uploads folder before the migration so we can roll back",
   "Run `tar -xzf uploads-$(date +%F).tar.gz uploads/` from the app root and copy the archive off the box.",
   ["tar -czf uploads-$(date +%F).tar.gz uploads/"],
   ["tar -xzf"]),
  ("And to put uploads back from that archive?",
   "`tar -xzf uploads-2026-11-20.tar.gz -C /srv/app` restores `uploads/` under the app root."),
  fix=[("tar -xzf", "tar -czf")], core="tar -xzf", lit="tar -xzf")

S(44, "ssh-key-perms", "paraphrase", "other_identifier", "lookalike", "terse",
  ("ssh says the permissions on my private key are too open. Fix?",
   "`chmod 644 ~/.ssh/id_ed25519`, then try again.",
   "600.",
   "chmod 644 ~/.ssh/id_ed25519", "chmod 600 ~/.ssh/id_ed25519"),
  ("I copied the deploy key to ~/.ssh/deploy_key on the runner. What permissions does it need?",
   "Run `chmod 644 ~/.ssh/deploy_key`, and make sure `~/.ssh` itself is 700.",
   ["chmod 600 ~/.ssh/deploy_key", "700"],
   ["chmod 644"]),
  ("What about the .pub file?",
   "The public key can stay world-readable: `chmod 644 ~/.ssh/id_ed25519.pub`."),
  fix=[("chmod 644", "chmod 600")], core="chmod 644 ~/.ssh/id_ed25519")

S(45, "grep-regex", "paraphrase", "code_block", "same_topic", "reason",
  ("grep the access log for order ids like order-12345",
   r'''```sh
grep -oE 'order-\d+' access.log | sort -u
```''',
   r"grep -E doesn't know \d, it just matches a literal d there. Use [0-9]+.",
   r"'order-\d+'", "'order-[0-9]+'"),
  ("Pull all invoice numbers (INV- plus six digits) out of billing.log",
   r'''```sh
grep -oE 'INV-\d{6}' billing.log | sort | uniq -c
```''',
   ["grep -oE 'INV-[0-9]{6}' billing.log"],
   ["\\d"]),
  ("How do I grep case-insensitively and show line numbers?",
   "`grep -in 'timeout' access.log`: `-i` ignores case and `-n` prefixes each match with its line number."),
  fix=[(r"\d{6}", "[0-9]{6}")])

S(46, "cron-weekday", "paraphrase", "reworded", "lookalike", "bare_fact",
  ("Cron expression for the weekly backup, Sundays at 02:00",
   "`0 2 * * 1` runs it every Sunday at 02:00 server time.",
   "Day-of-week 1 is Monday; Sunday is 0.",
   "0 2 * * 1", "0 2 * * 0"),
  ("Schedule the log rotation check for Sunday 03:30",
   "Use `30 3 * * 1`, which fires at 03:30 every Sunday.",
   [r"re:30 3 \* \* (0|7|SUN|Sun)\b"],
   ["* * 1"]),
  ("And the Monday 02:00 report job?",
   "`0 2 * * 1`, which is 02:00 every Monday."),
  fix=[("30 3 * * 1", "30 3 * * 0")], core="0 2 * * 1")

# =========================================================== windows / powershell
S(47, "powershell-comparison", "paraphrase", "code_block", "lookalike", "reason",
  (r"PowerShell: list files over 100 MB under D:\builds",
   r'''```powershell
Get-ChildItem D:\builds -Recurse -File | Where-Object { $_.Length > 100MB }
```''',
   "In PowerShell > is redirection, so that writes a file called 100MB. The comparison operator is -gt.",
   "$_.Length > 100MB", "$_.Length -gt 100MB"),
  (r"Delete build artifacts bigger than 500MB in C:\agent\_work",
   r'''```powershell
Get-ChildItem C:\agent\_work -Recurse -File |
  Where-Object { $_.Length > 500MB } |
  Remove-Item -WhatIf
```

Drop `-WhatIf` once the list looks right.''',
   ["$_.Length -gt 500MB", "Remove-Item -WhatIf"],
   ["$_.Length >"]),
  ("How do I save the list of running services to a file?",
   '''```powershell
Get-Service | Where-Object Status -eq 'Running' > running-services.txt
```

Here `>` is the redirect you want; `Out-File` does the same with more options.'''),
  fix=[("$_.Length > 500MB", "$_.Length -gt 500MB")], core=" > ")

S(48, "powershell-env", "literal", "reworded", "lookalike", "x_not_y",
  ("How do I check JAVA_HOME in the PowerShell terminal inside IntelliJ?",
   "Run `echo %JAVA_HOME%`; if it prints the literal string back, the variable isn't set.",
   "That's cmd syntax. In PowerShell it's $env:JAVA_HOME.",
   "echo %JAVA_HOME%", "echo $env:JAVA_HOME"),
  ("Gradle can't find the JDK in my PowerShell session. What should I print to debug?",
   "Print the variable with `echo %JAVA_HOME%` and compare it with the output of `where.exe java`.",
   ["echo $env:JAVA_HOME", "where.exe java"],
   ["%JAVA_HOME%"]),
  ("The old build.bat needs JAVA_HOME's bin on the PATH. How do I write that?",
   r'''```bat
@echo off
set PATH=%JAVA_HOME%\bin;%PATH%
call gradlew.bat build
```'''),
  fix=[("echo %JAVA_HOME%", "echo $env:JAVA_HOME")], core="%JAVA_HOME%")

S(49, "powershell-execution-policy", "literal", "casing", "already_correct", "embedded",
  (r"Windows won't run scripts\setup.ps1, it says running scripts is disabled",
   "Run `Set-ExecutionPolicy Unrestricted -Scope CurrentUser` in PowerShell, then start the script again.",
   "Thanks, that got the script going. For the record though, IT only allows RemoteSigned for CurrentUser, never Unrestricted.",
   "Set-ExecutionPolicy Unrestricted -Scope CurrentUser", "Set-ExecutionPolicy RemoteSigned -Scope CurrentUser"),
  ("New laptop, PowerShell refuses to load my profile.ps1",
   "Your execution policy is still the default; `set-executionpolicy unrestricted -scope currentuser` lets the profile load.",
   ["re:(?i)set-executionpolicy remotesigned -scope currentuser"],
   ["re:(?i)unrestricted"]),
  ("How do I check what the execution policy is for me?",
   "`Get-ExecutionPolicy -List` shows every scope; CurrentUser should read RemoteSigned."),
  fix=[("unrestricted", "remotesigned")], core="RemoteSigned")

S(50, "windows-services", "paraphrase", "code_block", "same_topic", "imperative",
  ("Make the MetricsAgent Windows service start automatically",
   '''```powershell
sc.exe config MetricsAgent start=auto
```''',
   "Put a space after start=; sc.exe wants `start= auto`.",
   "start=auto", "start= auto"),
  ("Set the LogShipper service to delayed auto start",
   '''```powershell
sc.exe config LogShipper start=delayed-auto
sc.exe qc LogShipper
```''',
   ["sc.exe config LogShipper start= delayed-auto", "sc.exe qc LogShipper"],
   ["start=delayed-auto"]),
  ("How do I restart MetricsAgent from PowerShell?",
   "`Restart-Service -Name MetricsAgent`, from an elevated session."),
  fix=[("start=delayed-auto", "start= delayed-auto")])

# =========================================================== editors and IDEs
S(51, "vscode-settings", "literal", "code_block", "already_correct", "terse",
  ("VS Code setting to strip trailing spaces on save?",
   '''Add this to `.vscode/settings.json`:

```json
{
  "files.trimTrailingWhitespaces": true
}
```''',
   "No s at the end: files.trimTrailingWhitespace.",
   "files.trimTrailingWhitespaces", "files.trimTrailingWhitespace"),
  ("Shared workspace settings: format on save and trim trailing whitespace",
   '''```json
{
  "editor.formatOnSave": true,
  "files.trimTrailingWhitespaces": true
}
```''',
   ['"files.trimTrailingWhitespace": true', '"editor.formatOnSave": true'],
   ["trimTrailingWhitespaces"]),
  ("Markdown needs trailing spaces for line breaks. Can I turn the trimming off just there?",
   '''```json
{
  "[markdown]": {
    "files.trimTrailingWhitespace": false
  }
}
```'''),
  fix=[("trimTrailingWhitespaces", "trimTrailingWhitespace")], core='"files.trimTrailingWhitespace"')

S(52, "vim-substitute", "paraphrase", "other_identifier", "already_correct", "two_sentences",
  ("In vim, replace every db-old.internal with db-new.internal in the file",
   "`:s/db-old.internal/db-new.internal/g`",
   "That only changes the current line. For the whole file it's :%s.",
   ":s/db-old.internal/db-new.internal/g", ":%s/db-old.internal/db-new.internal/g"),
  ("vim: swap all the staging hostnames for stg in hosts.yaml",
   "Open the file and run `:s/staging/stg/g`, then `:w`.",
   ["`:%s/staging/stg/g`", "`:w`"],
   ["`:s/"]),
  ("vim: replace foo with bar only in lines 10 to 40",
   "`:10,40s/foo/bar/g`. For the whole file you would use `:%s/foo/bar/g`."),
  fix=[("`:s/", "`:%s/")], core=":%s/")

S(53, "editorconfig", "paraphrase", "other_identifier", "same_topic", "bare_fact",
  ("Write an .editorconfig for the monorepo (Go backend, TS frontend)",
   '''```ini
root = true

[*]
end_of_line = lf
insert_final_newline = true

[*.go]
indent_style = space
indent_size = 4

[*.{ts,tsx}]
indent_style = space
indent_size = 2
```''',
   "Go is tab-indented, gofmt enforces it, so *.go needs indent_style = tab.",
   "[*.go]\nindent_style = space", "[*.go]\nindent_style = tab"),
  ("Add sections for the tools/ Go module and for Makefiles",
   '''```ini
[tools/**.go]
indent_style = space
indent_size = 4

[Makefile]
indent_style = tab
```''',
   [r"re:\[tools/\*\*\.go\]\nindent_style = tab", "[Makefile]\nindent_style = tab"],
   [r"re:\.go\]\nindent_style = space"]),
  ("What does insert_final_newline do?",
   "It makes the editor ensure the file ends with a newline when saving, which keeps diffs free of '\\ No newline at end of file'."),
  fix=[("[tools/**.go]\nindent_style = space", "[tools/**.go]\nindent_style = tab")])

# =========================================================== monitoring
S(54, "prometheus-rate-window", "literal", "code_block", "already_correct", "embedded",
  ("PromQL for requests per second on the checkout service",
   '`sum(rate(http_requests_total{service="checkout"}[1m]))`',
   "Nice, the panel is up. One fix: our scrape interval is 60s, so [1m] only ever holds one sample; make it [5m].",
   'http_requests_total{service="checkout"}[1m]', 'http_requests_total{service="checkout"}[5m]'),
  ("Error ratio for checkout as a PromQL expression",
   '''```promql
sum(rate(http_requests_total{service="checkout",code=~"5.."}[1m]))
  /
sum(rate(http_requests_total{service="checkout"}[1m]))
```''',
   ['code=~"5.."}[5m]', 'http_requests_total{service="checkout"}[5m]'],
   ["[1m]"]),
  ("p95 latency for checkout?",
   '''```promql
histogram_quantile(0.95, sum by (le) (rate(http_request_duration_seconds_bucket{service="checkout"}[5m])))
```'''),
  fix=[("[1m]", "[5m]")], core="[5m]")

S(55, "promql-histogram", "paraphrase", "code_block", "same_topic", "hedged",
  ("p99 latency per route for the API",
   '''```promql
histogram_quantile(0.99, sum by (route) (rate(http_request_duration_seconds_bucket{job="api"}[5m])))
```''',
   "Doesn't that need le in the by clause? Like sum by (le, route).",
   "sum by (route)", "sum by (le, route)"),
  ("Median latency per service from the gateway histogram",
   '''```promql
histogram_quantile(0.5, sum by (service) (rate(gateway_request_duration_seconds_bucket[5m])))
```''',
   [r"re:sum by \((le, service|service, le)\)", "gateway_request_duration_seconds_bucket[5m]"],
   ["sum by (service)"]),
  ("How many API requests per second are coming back 429?",
   '''```promql
sum(rate(http_requests_total{job="api", code="429"}[5m]))
```'''),
  fix=[("sum by (service)", "sum by (le, service)")])

S(56, "prometheus-naming", "paraphrase", "other_identifier", "already_correct", "imperative",
  ("Go: add a Prometheus counter for processed payments",
   '''```go
var paymentsProcessed = promauto.NewCounterVec(prometheus.CounterOpts{
	Name: "payments_processed",
	Help: "Payments processed, by outcome.",
}, []string{"outcome"})
```''',
   "Counters get a _total suffix, that's our naming rule. Call it payments_processed_total.",
   'Name: "payments_processed"', 'Name: "payments_processed_total"'),
  ("Now a counter for refunds issued in the refunds worker",
   '''```go
var refundsIssued = promauto.NewCounterVec(prometheus.CounterOpts{
	Namespace: "acme",
	Name:      "refunds_issued",
	Help:      "Refunds issued, by reason.",
}, []string{"reason"})
```''',
   ['"refunds_issued_total"', 'Namespace: "acme"'],
   ['"refunds_issued"']),
  ("How do I graph payments processed per minute by outcome?",
   '''```promql
sum by (outcome) (rate(acme_payments_processed_total[5m])) * 60
```'''),
  fix=[('"refunds_issued"', '"refunds_issued_total"')], core="payments_processed_total")

S(57, "grafana-variables", "literal", "reworded", "lookalike", "imperative",
  ("Grafana panel query for request rate that adapts to the zoom level",
   '`sum(rate(http_requests_total{job="api"}[$__interval]))`',
   "Use $__rate_interval inside rate(). $__interval can come out shorter than the scrape interval and then the panel goes blank.",
   "[$__interval]", "[$__rate_interval]"),
  ("Panel for bytes sent per second by pod that works at any time range",
   'Use `sum by (pod) (rate(container_network_transmit_bytes_total{namespace="api"}[$__interval]))` and set the unit to bytes/sec.',
   ["[$__rate_interval]", "container_network_transmit_bytes_total"],
   ["[$__interval]"]),
  ("Loki panel: log lines per interval as bars",
   '`sum(count_over_time({app="api"}[$__interval]))` with the Bars draw style; each bar is one interval\'s worth of lines.'),
  fix=[("[$__interval]", "[$__rate_interval]")], core="[$__interval]")

S(58, "datadog-site", "literal", "reworded", "unrelated", "bare_fact",
  ("Env vars for the Datadog agent sidecar in the payments task definition?",
   "Set `DD_API_KEY` from Secrets Manager, `DD_SITE=datadoghq.com`, and `ECS_FARGATE=true`.",
   "We're on the EU site: DD_SITE=datadoghq.eu.",
   "DD_SITE=datadoghq.com", "DD_SITE=datadoghq.eu"),
  ("The agent on the new worker nodes can't submit metrics, 403s in the log",
   "A 403 usually means the key and the site don't match. Check that the agent has `DD_SITE=datadoghq.com` and that `DD_API_KEY` is an API key, not an application key.",
   ["DD_SITE=datadoghq.eu", "DD_API_KEY"],
   ["datadoghq.com"]),
  ("Python: how do I parse an ISO 8601 timestamp that ends in Z?",
   "On Python 3.11 and later, `datetime.fromisoformat(\"2026-11-27T09:30:00Z\")` handles the `Z` directly. On older versions, replace the `Z` with `+00:00` first."),
  fix=[("datadoghq.com", "datadoghq.eu")])

S(59, "sentry-sampling", "literal", "code_block", "same_topic", "embedded",
  ("Set up Sentry in the Next.js app with performance tracing",
   '''```js
Sentry.init({
  dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: process.env.NEXT_PUBLIC_APP_ENV,
  tracesSampleRate: 1.0,
});
```''',
   "Works, thanks! Only thing: prod samples traces at 0.1, at 1.0 we blow through the quota.",
   "tracesSampleRate: 1.0", "tracesSampleRate: 0.1"),
  ("Sentry init for the React Native app, prod build",
   '''```js
import * as Sentry from '@sentry/react-native';

Sentry.init({
  dsn: 'https://examplePublicKey@o0.ingest.sentry.io/0',
  tracesSampleRate: 1.0,
  enableAutoSessionTracking: true,
});
```''',
   ["tracesSampleRate: 0.1", "enableAutoSessionTracking: true"],
   ["tracesSampleRate: 1.0"]),
  ("How do I drop health-check transactions before they reach Sentry?",
   '''Filter them in `beforeSendTransaction`:

```js
beforeSendTransaction(event) {
  return event.transaction === 'GET /healthz' ? null : event;
},
```'''),
  fix=[("tracesSampleRate: 1.0", "tracesSampleRate: 0.1")])

S(60, "sentry-environments", "paraphrase", "equivalent_construct", "already_correct", "x_not_y",
  ("sentry_sdk.init for the billing worker",
   '''```python
sentry_sdk.init(
    dsn=os.environ["SENTRY_DSN"],
    environment="production",
    release=os.environ["GIT_SHA"],
)
```''',
   "Our environment names are prod, stg and dev, not production.",
   'environment="production"', 'environment="prod"'),
  ("The Sentry alert rule for the billing worker matches no events. What environment should the filter use?",
   "Filter on `environment:production`; that's what the worker sends, so the rule will match once it's set.",
   [r"re:environment:prod\b"],
   ["production"]),
  ("Show the sentry_sdk.init for the prod deploy of the export worker",
   '''```python
sentry_sdk.init(
    dsn=os.environ["SENTRY_DSN"],
    environment="prod",
    traces_sample_rate=0.1,
)
```'''),
  fix=[("environment:production", "environment:prod")], core='environment="prod"')

# =========================================================== API design
S(61, "http-status-create", "literal", "reworded", "lookalike", "hedged",
  ("What should POST /v1/webhooks return when the webhook is created?",
   "Return `200 OK` with the created webhook in the body, plus a `Location` header pointing at `/v1/webhooks/{id}`.",
   "Shouldn't a create return 201 Created?",
   "Return `200 OK`", "Return `201 Created`"),
  ("Response for POST /v1/api-keys after generating a key?",
   "Respond with `200 OK` and the new key in the body (it's the only time the secret is shown), with `Location: /v1/api-keys/{id}`.",
   ["`201 Created`", "Location: /v1/api-keys/{id}"],
   ["200 OK"]),
  ("And GET /v1/webhooks/{id} when it exists?",
   "`200 OK` with the webhook JSON; `404 Not Found` if the id doesn't exist or belongs to another account."),
  fix=[("`200 OK`", "`201 Created`")], core="200 OK", lit="`200 OK`")

S(62, "http-status-authz", "semantic", "prose_claim", "already_correct", "reason",
  ("A signed-in user without the admin role calls DELETE /v1/users/{id}. What status?",
   "Return 401 Unauthorized, since the user isn't authorized to delete other users.",
   "401 is for missing or invalid credentials. They're authenticated, just not allowed, so it's 403 Forbidden.",
   "Return 401 Unauthorized", "Return 403 Forbidden"),
  ("Viewer-role members calling POST /v1/projects/{id}/deploy: what should the API answer?",
   "They're signed in but lack the deployer permission, so treat it as an authentication failure: answer Unauthorized and name the missing permission in the error body.",
   ["re:403|Forbidden"],
   ["re:(?i)answer Unauthorized|authentication failure"]),
  ("A signed-in member without billing permission opens GET /v1/billing. What do we return?",
   "`403 Forbidden`, with an error body naming the missing `billing:read` permission."),
  fix=[("treat it as an authentication failure: answer Unauthorized", "treat it as a permission failure: answer 403 Forbidden")],
  core="403 Forbidden")

S(63, "api-pagination", "literal", "reworded", "unrelated", "bare_fact",
  ("Design the pagination for GET /v1/invoices",
   "Use opaque tokens: the client sends `?cursor=...&limit=50`, and the response carries `next_cursor` (null on the last page).",
   "Our API guide uses page_token and next_page_token for paging.",
   "`?cursor=...&limit=50`, and the response carries `next_cursor`",
   "`?page_token=...&limit=50`, and the response carries `next_page_token`"),
  ("Pagination for the audit events list endpoint?",
   "Same as invoices: accept `?cursor=...&limit=100` and return `next_cursor`, left out when there are no more events.",
   ["?page_token=...&limit=100", "`next_page_token`"],
   ["cursor"]),
  ("Convert a Unix timestamp column to a date in Snowflake?",
   "`TO_TIMESTAMP(created_epoch)::date`. With an integer argument Snowflake reads the value as seconds since the epoch."),
  fix=[("?cursor=", "?page_token="), ("next_cursor", "next_page_token")], lit="?cursor=...&limit=")

S(64, "http-retry-after", "literal", "casing", "same_topic", "x_not_y",
  ("What should our 429 response include so clients back off?",
   "Send `X-Retry-After: 30` (seconds) with the 429 so clients know when to try again.",
   "The standard header is Retry-After, not X-Retry-After.",
   "X-Retry-After: 30", "Retry-After: 30"),
  ("In our fetch wrapper, how do I read the back-off header after a 429?",
   '''```ts
const wait = Number(res.headers.get('x-retry-after') ?? '1');
await sleep(wait * 1000);
```

`Headers.get` is case-insensitive, so lowercase works.''',
   [r"re:(?i)headers\.get\('retry-after'\)"],
   ["re:(?i)x-retry-after"]),
  ("What rate-limit headers do we send on every response?",
   "`X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (epoch seconds)."),
  fix=[("'x-retry-after'", "'retry-after'")], lit="x-retry-after")

S(65, "api-partial-update", "paraphrase", "other_identifier", "already_correct", "imperative",
  ("Endpoint for updating just a customer's email",
   "`PUT /v1/customers/{id}` with a body like `{\"email\": \"new@example.com\"}`; fields you leave out stay as they are.",
   "Make that PATCH; our API guide reserves PUT for full replacement.",
   "`PUT /v1/customers/{id}`", "`PATCH /v1/customers/{id}`"),
  ("How should the client change only the shipping address on an order?",
   "Send `PUT /v1/orders/{id}` with just `{\"shipping_address\": {...}}`; the other fields are left untouched.",
   ["`PATCH /v1/orders/{id}`"],
   ["PUT"]),
  ("And to rename a project?",
   "`PATCH /v1/projects/{id}` with `{\"name\": \"...\"}`; only the fields in the body change."),
  fix=[("`PUT /v1/orders/{id}`", "`PATCH /v1/orders/{id}`")], core="PATCH")

# =========================================================== team process facts
S(66, "oncall-handover", "semantic", "reworded", "unrelated", "embedded",
  ("When does the on-call rotation switch? I want to swap a week with Priya.",
   "The rotation hands over on Fridays at 10:00; create the swap as a PagerDuty override covering the full week.",
   "Thanks for checking. It hands over Mondays at 10:00 though, not Fridays.",
   "hands over on Fridays at 10:00", "hands over on Mondays at 10:00"),
  ("I'm on call next week. When exactly does my shift start?",
   "Your shift starts at the end-of-week handover, Friday 10:00, and you hold the pager for seven days.",
   ["Monday"],
   [r"re:(?<!not )\bFriday\b", "end-of-week"]),
  ("How do I squash my last three commits before opening the PR?",
   "`git rebase -i HEAD~3`, mark the second and third as `squash` (or `s`), save, and edit the combined message."),
  fix=[("at the end-of-week handover, Friday 10:00", "at the Monday 10:00 handover")])

S(67, "release-day", "semantic", "reworded", "same_topic", "bare_fact",
  ("If I merge the export fix today (Thursday), when does it ship?",
   "We cut releases every Wednesday, so it goes out with next week's release unless you ask for a hotfix.",
   "The release cut moved to Tuesdays in October.",
   "every Wednesday", "every Tuesday"),
  ("What's the last day to get the rate-limit change into next week's release?",
   "The release branch is cut midweek, Wednesday morning, so anything merged by Tuesday evening makes it.",
   ["re:cut (on |every )?Tuesday"],
   [r"re:(?<!not )(?<!from )\bWednesday\b", "by Tuesday evening", "midweek"]),
  ("Who signs off on a hotfix between release cuts?",
   "The release manager of the week approves it in the release channel; the hotfix still needs a reviewed PR and green CI."),
  fix=[("=", "The release branch is cut on Tuesday morning, so anything merged by Monday evening makes it.")])

S(68, "codeowners", "literal", "code_block", "same_topic", "x_not_y",
  ("CODEOWNERS entry so payments reviews everything under services/payments",
   '''```
/services/payments/ @acme/payments
```''',
   "The team handle is @acme/payments-eng; @acme/payments doesn't exist.",
   "/services/payments/ @acme/payments", "/services/payments/ @acme/payments-eng"),
  ("Also make them owners of the ledger library and the payments protos",
   '''```
/libs/ledger/ @acme/payments
/proto/payments/ @acme/payments
```''',
   ["/libs/ledger/ @acme/payments-eng", "/proto/payments/ @acme/payments-eng"],
   ["re:@acme/payments(?!-eng)"]),
  ("Does the order of lines in CODEOWNERS matter?",
   "Yes. The last matching pattern wins, so put broad rules like `*` at the top and more specific paths below them."),
  fix=[("@acme/payments\n", "@acme/payments-eng\n")], lit="@acme/payments")

S(69, "ticket-prefix", "paraphrase", "other_identifier", "unrelated", "terse",
  ("Branch name for the refund rounding ticket, number 482?",
   "`fix/PAY-482-refund-rounding`, following the type/ticket-slug pattern.",
   "PAYM-482.",
   "PAY-482", "PAYM-482"),
  ("Commit message for ticket 517, the currency formatting bug",
   "`PAY-517: fix currency formatting for JPY amounts` keeps Jira linking the commit to the ticket.",
   ["PAYM-517:"],
   [r"re:\bPAY-"]),
  ("How do I see which process is listening on port 8080 on macOS?",
   "`lsof -nP -iTCP:8080 -sTCP:LISTEN` prints the command name and PID."),
  fix=[("PAY-517", "PAYM-517")])

S(70, "slack-channels", "literal", "reworded", "already_correct", "embedded",
  ("Draft the first step of the runbook for a Sev-2",
   "1. Declare it in #incidents with `/incident declare sev2` and post the affected service and a one-line impact summary.",
   "Runbook looks good. Incidents get announced in #inc-bridge though, #incidents was archived.",
   "#incidents", "#inc-bridge"),
  ("Where do I post when the payments API starts throwing 5xx at night?",
   "Page the payments on-call through PagerDuty, then open a thread in #incidents with the error-rate graph and what you've checked so far.",
   ["#inc-bridge"],
   ["#incidents"]),
  ("Who should I tag in #inc-bridge for a database problem?",
   "Tag @dba-oncall in #inc-bridge; the handle always points at whoever holds the DBA pager this week."),
  fix=[("#incidents", "#inc-bridge")], core="#inc-bridge")

S(71, "environment-names", "literal", "reworded", "unrelated", "x_not_y",
  ("Terraform workspace for the staging deploy?",
   "`terraform workspace select staging` and then `terraform apply -var-file=envs/staging.tfvars`.",
   "The environment is called stg, not staging.",
   "terraform workspace select staging` and then `terraform apply -var-file=envs/staging.tfvars",
   "terraform workspace select stg` and then `terraform apply -var-file=envs/stg.tfvars"),
  ("How do I plan just the networking module for the pre-prod environment?",
   "Select the workspace with `terraform workspace select staging`, then run `terraform plan -var-file=envs/staging.tfvars -target=module.network`.",
   ["terraform workspace select stg", "envs/stg.tfvars -target=module.network"],
   ["staging"]),
  ("What does `set -euo pipefail` do at the top of a bash script?",
   "`-e` exits on the first failing command, `-u` treats unset variables as errors, and `-o pipefail` makes a pipeline fail if any command in it fails, not just the last one."),
  fix=[("staging", "stg")], lit="terraform workspace select staging")

S(72, "aws-account-ids", "literal", "reworded", "unrelated", "bare_fact",
  ("ARN for the deploy role in the prod account?",
   "`arn:aws:iam::418295730060:role/github-deploy`",
   "Prod is 418295730066. 418295730060 is the old sandbox account.",
   "418295730060", "418295730066"),
  ("Key policy: which principal should the KMS key in the shared account allow from prod?",
   "Allow `arn:aws:iam::418295730060:root` as the principal and narrow it with a condition on `aws:PrincipalArn` matching the deploy role.",
   ["arn:aws:iam::418295730066:root", "aws:PrincipalArn"],
   ["418295730060"]),
  ("pandas: how do I read a CSV that uses semicolons as the delimiter?",
   "`pd.read_csv(\"export.csv\", sep=\";\")`. Add `decimal=\",\"` if the numbers use comma decimals."),
  fix=[("418295730060", "418295730066")])

S(73, "aws-region", "literal", "code_block", "already_correct", "hedged",
  ("Create the ECR repo for the image-resizer",
   '''```sh
aws ecr create-repository --repository-name image-resizer --region eu-west-1
```''',
   "Aren't we in eu-central-1? Everything moved to Frankfurt last year.",
   "--region eu-west-1", "--region eu-central-1"),
  ("Log docker in to our ECR",
   '''```sh
aws ecr get-login-password --region eu-west-1 | \\
  docker login --username AWS --password-stdin 418295730066.dkr.ecr.eu-west-1.amazonaws.com
```''',
   ["--region eu-central-1", "418295730066.dkr.ecr.eu-central-1.amazonaws.com"],
   ["eu-west-1"]),
  ("Which region is the prod EKS cluster in?",
   "eu-central-1 (Frankfurt). `aws eks update-kubeconfig --name prod --region eu-central-1` sets up your kubectl context."),
  fix=[("eu-west-1", "eu-central-1")], core="eu-central-1")

S(74, "db-hostnames", "literal", "reworded", "already_correct", "imperative",
  ("Connection string for the Metabase reporting database",
   "`postgresql://metabase@pg-primary.db.corp.internal:5432/shop?sslmode=require`",
   "Point reporting at pg-replica-2.db.corp.internal, never at the primary.",
   "pg-primary.db.corp.internal", "pg-replica-2.db.corp.internal"),
  ("The finance analysts want to run ad-hoc SQL against shop. Which host do they use?",
   "Give them `pg-primary.db.corp.internal`, port 5432, database `shop`, each with their own read-only role.",
   ["pg-replica-2.db.corp.internal", "port 5432"],
   ["pg-primary"]),
  ("How do I check lag on the reporting replica?",
   "Connect to `pg-replica-2.db.corp.internal` and run `SELECT now() - pg_last_xact_replay_timestamp();`."),
  fix=[("pg-primary.db.corp.internal", "pg-replica-2.db.corp.internal")], core="pg-replica-2.db.corp.internal")

S(75, "service-ports", "paraphrase", "equivalent_construct", "already_correct", "terse",
  ("redis-cli command to connect to the stg Redis",
   "`redis-cli -h redis.stg.corp.internal -p 6379 --tls`",
   "6380 in stg.",
   "-p 6379", "-p 6380"),
  ("REDIS_URL for the stg worker's env file",
   "`REDIS_URL=rediss://redis.stg.corp.internal:6379/0`",
   ["rediss://redis.stg.corp.internal:6380/0"],
   ["6379"]),
  ("Probe command for the stg Redis health check?",
   "`redis-cli -h redis.stg.corp.internal -p 6380 --tls ping` should answer PONG."),
  fix=[("6379", "6380")], core="-p 6380")

S(76, "rate-limit-quota", "semantic", "prose_claim", "same_topic", "two_sentences",
  ("What's the rate limit for partner API keys? I'm writing the onboarding doc.",
   "Partner keys are limited to 1000 requests per minute each; beyond that the API answers 429.",
   "The partner limit is 600 requests per minute per key. 1000 was the old plan.",
   "1000 requests per minute", "600 requests per minute"),
  ("A partner asks how hard they can hit us before getting 429s",
   "Up to a thousand calls a minute on each API key; past that they get 429 with a `Retry-After` header.",
   [r"re:\b600\b", "Retry-After"],
   ["re:(?i)(?<!not )(a thousand|1000|1,000)"]),
  ("Can a partner get a higher limit?",
   "Yes, through their account manager. After a traffic review the platform team raises it per key in the admin console."),
  fix=[("a thousand calls", "600 calls")])

S(77, "s3-bucket-naming", "paraphrase", "other_identifier", "unrelated", "embedded",
  ("Terraform for the exports bucket in prod",
   '''```hcl
resource "aws_s3_bucket" "exports" {
  bucket = "prod-exports-acme"
}
```''',
   "Applied, thanks. It has to follow our bucket scheme though, acme-<env>-<purpose>, so acme-prod-exports.",
   'bucket = "prod-exports-acme"', 'bucket = "acme-prod-exports"'),
  ("Bucket for the stg thumbnails, Terraform please",
   '''```hcl
resource "aws_s3_bucket" "thumbnails" {
  bucket = "stg-thumbnails-acme"
}
```''',
   ['bucket = "acme-stg-thumbnails"', 'resource "aws_s3_bucket" "thumbnails"'],
   ['-acme"']),
  ("How do I find which pods restarted recently?",
   "`kubectl get pods -A --sort-by='.status.containerStatuses[0].restartCount'` puts the most restarted last; `kubectl describe pod` shows the last termination reason."),
  fix=[('"stg-thumbnails-acme"', '"acme-stg-thumbnails"')])

# =========================================================== mobile again
S(78, "swift-dateformatter", "literal", "code_block", "lookalike", "reason",
  ("Format the invoice date as 2026-12-31 in Swift",
   '''```swift
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.dateFormat = "YYYY-MM-dd"
let text = formatter.string(from: invoice.issuedAt)
```''',
   "YYYY is the week-based year, so around New Year it prints the wrong year. Calendar year is yyyy.",
   '"YYYY-MM-dd"', '"yyyy-MM-dd"'),
  ("Same for the receipt file name, like receipt-2026-12-31.pdf",
   '''```swift
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.dateFormat = "YYYY-MM-dd"
let filename = "receipt-\\(formatter.string(from: receipt.date)).pdf"
```''',
   ['formatter.dateFormat = "yyyy-MM-dd"', 'Locale(identifier: "en_US_POSIX")'],
   ["YYYY"]),
  ("Label for ISO week numbers in the timesheet screen, like 2026-W53",
   '''For ISO weeks you do want the week-based year:

```swift
formatter.dateFormat = "YYYY-'W'ww"
```

with an ISO 8601 calendar on the formatter so weeks start on Monday.'''),
  fix=[('"YYYY-MM-dd"', '"yyyy-MM-dd"')], core="YYYY")

S(79, "android-manifest", "paraphrase", "other_identifier", "lookalike", "reason",
  ("Manifest entry for the launcher MainActivity, targeting Android 14",
   '''```xml
<activity
    android:name=".MainActivity"
    android:exported="false">
    <intent-filter>
        <action android:name="android.intent.action.MAIN" />
        <category android:name="android.intent.category.LAUNCHER" />
    </intent-filter>
</activity>
```''',
   "The launcher activity has to be exported=\"true\", otherwise the launcher isn't allowed to start it.",
   'android:exported="false">', 'android:exported="true">'),
  ("We're moving the launcher to a new SplashActivity. Manifest?",
   '''```xml
<activity
    android:name=".SplashActivity"
    android:exported="false"
    android:theme="@style/Theme.Acme.Splash">
    <intent-filter>
        <action android:name="android.intent.action.MAIN" />
        <category android:name="android.intent.category.LAUNCHER" />
    </intent-filter>
</activity>
<activity
    android:name=".MainActivity"
    android:exported="false" />
```''',
   [r're:android:name="\.SplashActivity"\s*android:exported="true"',
    r're:android:name="\.MainActivity"\s*android:exported="false"'],
   [r're:android:name="\.SplashActivity"\s*android:exported="false"']),
  ("Manifest entry for the background UploadService",
   '''```xml
<service
    android:name=".upload.UploadService"
    android:exported="false"
    android:foregroundServiceType="dataSync" />
```

Nothing outside the app binds to it, so it stays unexported.'''),
  fix=[('android:exported="false"\n    android:theme', 'android:exported="true"\n    android:theme')],
  core='android:exported="false"')

S(80, "ios-info-plist", "literal", "reworded", "already_correct", "hedged",
  ("The app crashes when the barcode scanner opens the camera. What's missing?",
   "Add the `NSCameraUsage` key to Info.plist with a short reason string; iOS kills apps that touch the camera without it.",
   "Isn't the key NSCameraUsageDescription?",
   "`NSCameraUsage` key", "`NSCameraUsageDescription` key"),
  ("Which Info.plist entry do I need before calling AVCaptureDevice.requestAccess(for: .video)?",
   "`NSCameraUsage`, with text like \"Used to scan barcodes on parcels.\" The string shows up in the permission prompt.",
   ["`NSCameraUsageDescription`"],
   ["`NSCameraUsage`"]),
  ("And for saving scanned labels to Photos?",
   "Add `NSPhotoLibraryAddUsageDescription` for write-only access. Camera access stays covered by `NSCameraUsageDescription`."),
  fix=[("`NSCameraUsage`", "`NSCameraUsageDescription`")], core="NSCameraUsageDescription", lit="NSCameraUsage`")


# =========================================================== checks
def check(text, spec):  # same logic as run.py
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(repeat):
    missing = [x for x in repeat["expect_contains"] if not check(repeat["output"], x)]
    present = [x for x in repeat["expect_absent"] if check(repeat["output"], x)]
    return not missing and not present


def apply_fix(text, fix):
    for step in fix:
        if step[0] == "=":
            text = step[1]
            continue
        old, new = step[0], step[1]
        if old not in text:
            raise AssertionError("fix target %r not in repeat output" % old)
        text = text.replace(old, new, step[2]) if len(step) > 2 else text.replace(old, new)
    return text


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def verify():
    errs = []
    ids = [s["id"] for s in SCEN]
    if ids != ["d6-%03d" % i for i in range(1, 81)]:
        errs.append("ids are not d6-001..d6-080 in order")
    for s in SCEN:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        n = t["output"].count(t["gold_wrong"])
        if n != 1:
            errs.append("%s: gold_wrong occurs %d times in teach.output" % (sid, n))
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if fixed(r):
            errs.append("%s: repeat as written already passes its check" % sid)
        try:
            fr = dict(r, output=apply_fix(r["output"], s["_fix"]))
            if not fixed(fr):
                miss = [x for x in r["expect_contains"] if not check(fr["output"], x)]
                pres = [x for x in r["expect_absent"] if check(fr["output"], x)]
                errs.append("%s: hand-fixed repeat fails: missing %s present %s\n%s" % (sid, miss, pres, fr["output"]))
        except AssertionError as e:
            errs.append("%s: %s" % (sid, e))
        for a in r["expect_absent"]:
            if check(t["gold_right"], a):
                errs.append("%s: gold_right matches expect_absent %r" % (sid, a))
        if s["difficulty"] == "literal":
            lit = s["_lit"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                errs.append("%s: literal but %r not in repeat" % (sid, lit))
            if s["_lit"] and norm(s["_lit"]) not in norm(t["output"]):
                errs.append("%s: lit token %r not in teach output" % (sid, s["_lit"]))
        if s["control_kind"] in ("lookalike", "already_correct"):
            core = s["_core"]
            if not core:
                errs.append("%s: %s control without core" % (sid, s["control_kind"]))
            elif core not in c["output"]:
                errs.append("%s: core %r not in control.output" % (sid, core))
        if s["control_kind"] == "lookalike" and s["_core"] and s["_core"].lower() not in (t["output"] + r["output"]).lower():
            errs.append("%s: lookalike core %r appears in neither teach nor repeat" % (sid, s["_core"]))
        if c["output"] in (t["output"], r["output"]):
            errs.append("%s: control output equals teach/repeat output" % sid)
    return errs


def table(counter, title):
    lines = ["| %s | n |" % title, "|---|---:|"]
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append("| %s | %d |" % (k, v))
    lines.append("| total | %d |" % sum(counter.values()))
    return "\n".join(lines)


def write_readme(rows, styles):
    diff = Counter(r["difficulty"] for r in rows)
    ck = Counter(r["control_kind"] for r in rows)
    rv = Counter(r["repeat_variation"] for r in rows)
    cross = Counter((r["difficulty"], r["control_kind"]) for r in rows)
    kinds = ["lookalike", "same_topic", "already_correct", "unrelated"]
    xt = ["| difficulty \\ control | " + " | ".join(kinds) + " |", "|---|" + "---:|" * len(kinds)]
    for d in ["literal", "paraphrase", "semantic"]:
        xt.append("| %s | " % d + " | ".join(str(cross[(d, k)]) for k in kinds) + " |")
    text = """# dev6: learning-loop scenarios (mobile, data, security, ops, build, shells, Windows, editors, monitoring, APIs, team facts)

Written 2026-11-27 by a helper session. The only files it read were ../shared/eval/loop/README.md and ../shared/eval/loop/run.py. It did not open the repository code or any other *.jsonl file. This is a development set: it is meant to be read so that failure classes can be found. Do not copy its sentences into code, tests or training data.

Format: `scenarios.jsonl`, one JSON object per line, `{id, topic, difficulty, repeat_variation, control_kind, teach{query, output, message, gold_wrong, gold_right}, repeat{query, output, expect_contains, expect_absent}, control{query, output}}`, ids `d6-001` to `d6-080`, as described in ../shared/eval/loop/README.md ("Scenario rules"). `expect_*` entries starting with `re:` are Python regexes, the others case-sensitive substrings; a repeat is fixed when every `expect_contains` entry is present and every `expect_absent` entry is absent; the control must come back byte-identical.

Run from the repository root:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev6/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev6/scenarios.jsonl --oracle-teach
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev6/scenarios.jsonl --shared-store
```

Files:

| file | what |
|---|---|
| `scenarios.jsonl` | the 80 scenarios |
| `build.py` | source of the scenarios, with the reference hand fix of every repeat (kept out of the jsonl); writes the jsonl and this README, and checks that each repeat fails as written and passes once hand-fixed |
| `validate.py` | standalone check of the jsonl: parses, unique ids, required fields, `gold_wrong` in `teach.output`, each repeat fails its own check as written (run.py's logic) |

## Counts (computed by build.py from scenarios.jsonl)

%s

%s

%s

Difficulty by control kind:

%s

Correction message style (build-only tag, not in the jsonl):

%s

## Notes for readers

- `literal`: the wrong text of the teach output recurs in the repeat, up to case and white space.
  `paraphrase`: the same mistake with another identifier, value or construct (another bucket, another
  port in URL form, `--append` for `-A`). `semantic`: a prose claim that needs rewording; these checks
  are looser (the wrong claim's wording is absent, the right value or concept is present).
- Where a blind substitution could damage neighbouring text, the repeat checks that text as well
  (d6-016 keeps the GetObject `/*`, d6-053 keeps the Makefile section on tabs, d6-079 keeps the
  non-launcher activity unexported, d6-017 keeps `grant_type=refresh_token`).
- Lookalike controls use the taught wrong token correctly in another meaning (a JavaScript
  `username.length`, `log.retention.hours=168` at broker level, `cert.pem` in an expiry check,
  `chmod 644` on a public key, `0 2 * * 1` for a Monday job, `YYYY` for ISO week labels).
- Team facts (account ids, hostnames, channel names, release day, ticket prefix, bucket scheme,
  environment names) are invented for a fictional company "acme"; they are correct by the user's word.
""" % (table(diff, "difficulty"), table(ck, "control_kind"), table(rv, "repeat_variation"), "\n".join(xt),
       table(styles, "message style"))
    with open(README, "w") as f:
        f.write(text)


def main():
    errs = verify()
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    keys = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
    with open(OUT, "w") as f:
        for s in SCEN:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    rows = [json.loads(l) for l in open(OUT)]
    styles = Counter(s["_style"] for s in SCEN)
    write_readme(rows, styles)
    print("wrote %d scenarios to %s; all repeats fail as written and pass once hand-fixed" % (len(rows), OUT))
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print(field, dict(Counter(r[field] for r in rows)))
    print("style", dict(styles))


if __name__ == "__main__":
    main()
