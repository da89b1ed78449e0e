#!/usr/bin/env python3
"""Build and verify eval/dev13/scenarios.jsonl (teach -> repeat -> control).

Theme: analytics / data platform (SQL dialects, dbt, Looker) plus observability
(PromQL, Grafana, Datadog, OpenTelemetry collector) and security (Vault, IAM,
OAuth scopes, secrets naming), with facts about the user's own company.

Every scenario is held below as Python data together with the hand fix of its
repeat. Running this script verifies the set and writes scenarios.jsonl:

    python3 build.py            # verify + write scenarios.jsonl
    python3 build.py --no-go    # skip the Go RE2 cross-check (not recommended)

Checks: JSON shape and field types, ids d13-001..d13-060, enum values and
target counts, gold spans, every repeat failing its own checks as written,
the hand-fixed repeat passing them, regexes compiling in Python and in Go
RE2 and matching identically on every text of the set, controls holding the
text their kind promises, and no scenario's wrong value leaking into another
scenario's texts unless allow-listed below with a reason.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")


def t(s):
    """Dedent a triple-quoted block and drop its surrounding blank lines."""
    return textwrap.dedent(s).strip("\n")


S = []


def add(**kw):
    S.append(kw)


# Per-scenario extra keys (not written to the JSONL):
#   fix          list of (old, new) replacements that hand-fix repeat.output
#   fixed        alternatively the whole hand-fixed repeat output
#   core         for literal scenarios: the wrong text that recurs in the repeat
#                (compared case- and whitespace-insensitively); default gold_wrong
#   control_hit  text the control must contain: the lookalike text for
#                `lookalike`, the right value for `already_correct`
#   markers      extra wrong strings that must not leak into other scenarios

# ---------------------------------------------------------------- 001-010
add(
    id="d13-001", topic="bigquery", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="BigQuery: count daily active users for the last 7 days from analytics_prod.app_events (user_id, event_ts, event_date).",
        output=t("""
Here's the daily count over the trailing week:

```sql
SELECT
  event_date,
  COUNT(DISTINCT user_id) AS dau
FROM `acme-dw-prod.analytics_prod.app_events`
WHERE event_date >= DATEADD(day, -7, CURRENT_DATE())
GROUP BY event_date
ORDER BY event_date;
```

`event_date` is the partition column, so the filter also limits the scan to the last week of partitions.
"""),
        message="DATEADD is Snowflake syntax, BigQuery won't parse that. It's DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY).",
        gold_wrong="DATEADD(day, -7, CURRENT_DATE())",
        gold_right="DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)",
    ),
    repeat=dict(
        query="Python snippet with the BigQuery client that pulls last week's checkout sessions per country from analytics_prod.sessions?",
        output=t('''
```python
from google.cloud import bigquery

client = bigquery.Client(project="acme-dw-prod")
sql = """
    SELECT country_code, COUNT(*) AS sessions
    FROM `acme-dw-prod.analytics_prod.sessions`
    WHERE session_date >= DATEADD(day, -7, CURRENT_DATE())
      AND entry_page = 'checkout'
    GROUP BY country_code
"""
for row in client.query(sql).result():
    print(row.country_code, row.sessions)
```
'''),
        expect_contains=["DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)"],
        expect_absent=["DATEADD("],
    ),
    fix=[("DATEADD(day, -7, CURRENT_DATE())", "DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)")],
    control=dict(
        query="Snowflake this time: how many rows in RAW.SHOPIFY.ORDERS were created in the last 7 days?",
        output=t("""
```sql
SELECT COUNT(*) AS orders_7d
FROM RAW.SHOPIFY.ORDERS
WHERE CREATED_AT >= DATEADD(day, -7, CURRENT_DATE());
```

In Snowflake, `DATEADD` with a negative amount is the usual way to step back in time; `CURRENT_DATE()` is midnight today in the session time zone.
"""),
    ),
    control_hit="DATEADD(day, -7, CURRENT_DATE())",
)

add(
    id="d13-002", topic="snowflake", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="Snowflake: for each order in ANALYTICS.MARTS.FCT_ORDER_LINES give me the SKUs as one comma-separated string.",
        output=t("""
Aggregate per order and concatenate:

```sql
SELECT
  order_id,
  STRING_AGG(sku, ', ') AS skus
FROM ANALYTICS.MARTS.FCT_ORDER_LINES
GROUP BY order_id;
```

Add an ordering inside the aggregate if you need the SKUs in a stable order.
"""),
        message="No STRING_AGG in Snowflake. Use LISTAGG.",
        gold_wrong="STRING_AGG(sku, ', ')",
        gold_right="LISTAGG(sku, ', ')",
    ),
    repeat=dict(
        query="In Snowflake, list every tag attached to a ticket as a single pipe-delimited column (SUPPORT.CORE.TICKET_TAGS).",
        output=t("""
```sql
SELECT
  ticket_id,
  STRING_AGG(tag_name, ' | ') AS tags
FROM SUPPORT.CORE.TICKET_TAGS
GROUP BY ticket_id;
```

Tickets without tags won't appear; left join from the tickets table if you need them.
"""),
        expect_contains=["LISTAGG(tag_name, ' | ')"],
        expect_absent=["STRING_AGG"],
    ),
    fix=[("STRING_AGG(tag_name, ' | ')", "LISTAGG(tag_name, ' | ')")],
    control=dict(
        query="SQL Server 2019: one row per user with their role names comma-separated, from dbo.user_roles.",
        output=t("""
```sql
SELECT
  user_id,
  STRING_AGG(role_name, ', ') WITHIN GROUP (ORDER BY role_name) AS roles
FROM dbo.user_roles
GROUP BY user_id;
```

`STRING_AGG` has been in SQL Server since 2017; `WITHIN GROUP` makes the order of the names deterministic.
"""),
    ),
    control_hit="STRING_AGG(role_name, ', ')",
)

add(
    id="d13-003", topic="redshift", difficulty="literal", repeat_variation="identifier", control_kind="same_topic",
    teach=dict(
        query="Write the Redshift COPY that loads the parquet files under s3://acme-raw-landing/stripe/charges/2024-06-01/ into staging.stripe_charges.",
        output=t("""
```sql
COPY staging.stripe_charges
FROM 's3://acme-raw-landing/stripe/charges/2024-06-01/'
IAM_ROLE 'arn:aws:iam::418277090114:role/redshift-copy-role'
FORMAT AS PARQUET;
```

Parquet COPY maps columns by position, so the table's column order has to match the files.
"""),
        message="The role is redshift-loader-prod. redshift-copy-role was deleted in the IAM cleanup last quarter.",
        gold_wrong="role/redshift-copy-role",
        gold_right="role/redshift-loader-prod",
    ),
    repeat=dict(
        query="Redshift: same kind of load for the refunds export, s3://acme-raw-landing/stripe/refunds/2024-06-02/ into staging.stripe_refunds.",
        output=t("""
```sql
COPY staging.stripe_refunds
FROM 's3://acme-raw-landing/stripe/refunds/2024-06-02/'
IAM_ROLE 'arn:aws:iam::418277090114:role/redshift-copy-role'
FORMAT AS PARQUET;
```
"""),
        expect_contains=["IAM_ROLE 'arn:aws:iam::418277090114:role/redshift-loader-prod'"],
        expect_absent=["redshift-copy-role"],
    ),
    fix=[("role/redshift-copy-role", "role/redshift-loader-prod")],
    control=dict(
        query="The Redshift COPY into staging.stripe_charges failed with 'Load into table failed'. Where do I see which rows broke?",
        output=t("""
Look in `stl_load_errors`, right after the failed COPY in the same session:

```sql
SELECT filename, line_number, colname, type, raw_field_value, err_reason
FROM stl_load_errors
WHERE query = pg_last_copy_id();
```

`err_reason` usually names the column and the value that didn't fit.
"""),
    ),
)

add(
    id="d13-004", topic="clickhouse", difficulty="paraphrase", repeat_variation="casing", control_kind="lookalike",
    teach=dict(
        query="ClickHouse: p95 request duration per endpoint over the last hour from logs.http_requests (endpoint, duration_ms, ts).",
        output=t("""
```sql
SELECT
  endpoint,
  PERCENTILE_CONT(0.95) WITHIN GROUP (ORDER BY duration_ms) AS p95_ms
FROM logs.http_requests
WHERE ts >= now() - INTERVAL 1 HOUR
GROUP BY endpoint
ORDER BY p95_ms DESC;
```
"""),
        message="ClickHouse doesn't do PERCENTILE_CONT ... WITHIN GROUP, that's Postgres. quantile(0.95)(duration_ms).",
        gold_wrong="PERCENTILE_CONT(0.95) WITHIN GROUP (ORDER BY duration_ms)",
        gold_right="quantile(0.95)(duration_ms)",
    ),
    repeat=dict(
        query="clickhouse again: p99 of response_bytes by service for today, same logs.http_requests table",
        output=t("""
```sql
select
  service,
  percentile_cont(0.99) within group (order by response_bytes) as p99_bytes
from logs.http_requests
where toDate(ts) = today()
group by service;
```
"""),
        expect_contains=["quantile(0.99)(response_bytes)"],
        expect_absent=["re:(?i)percentile_cont", "re:(?i)within group"],
    ),
    fix=[("percentile_cont(0.99) within group (order by response_bytes)", "quantile(0.99)(response_bytes)")],
    control=dict(
        query="Postgres 15: median and p95 payment amount from billing.payments, succeeded payments only.",
        output=t("""
```sql
SELECT
  percentile_cont(0.5)  WITHIN GROUP (ORDER BY amount_cents) AS p50_cents,
  PERCENTILE_CONT(0.95) WITHIN GROUP (ORDER BY amount_cents) AS p95_cents
FROM billing.payments
WHERE status = 'succeeded';
```

`percentile_cont` interpolates between rows; use `percentile_disc` if you need a value that actually occurs in the data.
"""),
    ),
    control_hit="PERCENTILE_CONT(0.95) WITHIN GROUP (ORDER BY amount_cents)",
)

add(
    id="d13-005", topic="duckdb", difficulty="literal", repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="How do I query our order exports from my laptop with DuckDB? They're parquet under s3://acme-lake-exports/orders/.",
        output=t("""
Load httpfs, create an S3 secret from your AWS credentials, then read the files directly:

```sql
INSTALL httpfs;
LOAD httpfs;

CREATE SECRET lake (
    TYPE s3,
    PROVIDER credential_chain,
    REGION 'us-east-1'
);

SELECT order_status, COUNT(*) AS orders
FROM read_parquet('s3://acme-lake-exports/orders/*/*.parquet')
GROUP BY order_status;
```

`credential_chain` picks up your AWS profile, so run `aws sso login` first.
"""),
        message=("Thanks, this is really helpful! One thing though: the acme-lake-exports bucket lives in eu-central-1, "
                 "not us-east-1, so the secret needs REGION 'eu-central-1' or every request comes back as a 301 redirect."),
        gold_wrong="REGION 'us-east-1'",
        gold_right="REGION 'eu-central-1'",
    ),
    repeat=dict(
        query="I'd like to poke at the refund files in s3://acme-lake-exports/refunds/ from a notebook with duckdb. Setup?",
        output=t("""
Create the secret once per connection and describe the files before querying them:

```python
import duckdb

con = duckdb.connect()
con.sql("LOAD httpfs")
con.sql("CREATE SECRET lake (TYPE s3, PROVIDER credential_chain, REGION 'us-east-1')")
con.sql("DESCRIBE SELECT * FROM read_parquet('s3://acme-lake-exports/refunds/*/*.parquet')").show()
```
"""),
        expect_contains=["REGION 'eu-central-1'"],
        expect_absent=["us-east-1"],
    ),
    fix=[("REGION 'us-east-1'", "REGION 'eu-central-1'")],
    control=dict(
        query="What does SUMMARIZE do in DuckDB?",
        output=t("""
`SUMMARIZE` profiles a table or query: for every column it returns the type, min, max, approximate distinct count, average, standard deviation, quartiles, row count and the percentage of NULLs.

```sql
SUMMARIZE SELECT * FROM 'orders.parquet';
```

It's a quick first look before writing real queries.
"""),
    ),
)

add(
    id="d13-006", topic="postgres", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    teach=dict(
        query="Postgres: active subscriptions created in the last 30 days from billing.subscriptions.",
        output=t("""
```sql
SELECT id, customer_id, plan_code, created_at
FROM billing.subscriptions
WHERE status = 'active'
  AND created_at >= NOW() - INTERVAL 30 DAY
ORDER BY created_at DESC;
```
"""),
        message="(that's the MySQL one) Postgres needs a quoted literal: INTERVAL '30 days'.",
        gold_wrong="INTERVAL 30 DAY",
        gold_right="INTERVAL '30 days'",
    ),
    repeat=dict(
        query="postgres - trial signups from the last 30 days in billing.trials, newest first",
        output=t("""
```sql
select id, email, started_at
from billing.trials
where started_at >= now() - interval 30 day
order by started_at desc;
```

With an index on `started_at` this is a simple range scan.
"""),
        expect_contains=["re:(?i)interval '30 days'"],
        expect_absent=["re:(?i)interval 30 day"],
    ),
    fix=[("interval 30 day", "interval '30 days'")],
    control=dict(
        query="MySQL 8: orders placed in the last 30 days from shop.orders.",
        output=t("""
```sql
SELECT order_id, customer_id, placed_at
FROM shop.orders
WHERE placed_at >= NOW() - INTERVAL 30 DAY;
```

MySQL's interval syntax takes an unquoted number followed by a unit keyword.
"""),
    ),
    control_hit="INTERVAL 30 DAY",
)

add(
    id="d13-007", topic="mysql", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="MySQL 8: upsert daily totals into reporting.invoice_totals (invoice_date is the primary key, amount_cents).",
        output=t("""
```sql
INSERT INTO reporting.invoice_totals (invoice_date, amount_cents)
VALUES ('2024-06-01', 1250000)
ON CONFLICT (invoice_date) DO UPDATE SET amount_cents = EXCLUDED.amount_cents;
```

Re-running it for the same day overwrites the total instead of failing on the key.
"""),
        message="Isn't ON CONFLICT Postgres-only? This is MySQL 8, so it should be ON DUPLICATE KEY UPDATE amount_cents = VALUES(amount_cents).",
        gold_wrong="ON CONFLICT (invoice_date) DO UPDATE SET amount_cents = EXCLUDED.amount_cents",
        gold_right="ON DUPLICATE KEY UPDATE amount_cents = VALUES(amount_cents)",
    ),
    repeat=dict(
        query="MySQL: write the upsert for reporting.daily_signups (signup_date is the PK, signups).",
        output=t("""
```sql
INSERT INTO reporting.daily_signups (signup_date, signups)
VALUES ('2024-06-01', 412)
ON CONFLICT (signup_date) DO UPDATE SET signups = EXCLUDED.signups;
```
"""),
        expect_contains=[r"re:ON DUPLICATE KEY UPDATE signups = (VALUES\(signups\)|\w+\.signups)"],
        expect_absent=["ON CONFLICT", "EXCLUDED."],
    ),
    fix=[("ON CONFLICT (signup_date) DO UPDATE SET signups = EXCLUDED.signups",
          "ON DUPLICATE KEY UPDATE signups = VALUES(signups)")],
    control=dict(
        query="Postgres: same idea for ledger.daily_balances (balance_date is the primary key).",
        output=t("""
```sql
INSERT INTO ledger.daily_balances (balance_date, balance_cents)
VALUES ('2024-06-01', 98100)
ON CONFLICT (balance_date) DO UPDATE SET balance_cents = EXCLUDED.balance_cents;
```

`EXCLUDED` refers to the row you tried to insert.
"""),
    ),
    control_hit="ON CONFLICT (balance_date) DO UPDATE",
)

add(
    id="d13-008", topic="sqlserver", difficulty="literal", repeat_variation="casing", control_kind="same_topic",
    teach=dict(
        query="SQL Server: top 10 customers by lifetime revenue from dbo.fct_invoices.",
        output=t("""
```sql
SELECT customer_id, SUM(total_amount) AS lifetime_revenue
FROM dbo.fct_invoices
GROUP BY customer_id
ORDER BY lifetime_revenue DESC
LIMIT 10;
```
"""),
        message="T-SQL. No LIMIT. SELECT TOP (10).",
        gold_wrong=t("""
SELECT customer_id, SUM(total_amount) AS lifetime_revenue
FROM dbo.fct_invoices
GROUP BY customer_id
ORDER BY lifetime_revenue DESC
LIMIT 10;
"""),
        gold_right=t("""
SELECT TOP (10) customer_id, SUM(total_amount) AS lifetime_revenue
FROM dbo.fct_invoices
GROUP BY customer_id
ORDER BY lifetime_revenue DESC;
"""),
    ),
    repeat=dict(
        query="t-sql: the ten largest open invoices in dbo.fct_invoices",
        output=t("""
```sql
select invoice_id, customer_id, total_amount
from dbo.fct_invoices
where status = 'open'
order by total_amount desc
limit 10;
```
"""),
        expect_contains=[r"re:(?i)select top \(?10\)? invoice_id"],
        expect_absent=[r"re:(?i)\blimit\b"],
    ),
    fix=[("select invoice_id", "select top (10) invoice_id"), ("order by total_amount desc\nlimit 10;", "order by total_amount desc;")],
    core="LIMIT 10;",
    markers=["LIMIT 10;"],
    control=dict(
        query="SQL Server: page 3 of the invoice list, 50 per page, ordered by invoice_id.",
        output=t("""
```sql
SELECT invoice_id, customer_id, total_amount
FROM dbo.fct_invoices
ORDER BY invoice_id
OFFSET 100 ROWS FETCH NEXT 50 ROWS ONLY;
```

`OFFSET ... FETCH` needs an `ORDER BY`; page n starts at (n - 1) * 50.
"""),
    ),
)

add(
    id="d13-009", topic="dbt", difficulty="paraphrase", repeat_variation="code_block", control_kind="already_correct",
    teach=dict(
        query="dbt: add a surrogate key on order_id + line_no in models/marts/fct_order_lines.sql. We're on dbt_utils 1.1.",
        output=t("""
```sql
select
    {{ dbt_utils.surrogate_key(['order_id', 'line_no']) }} as order_line_sk,
    order_id,
    line_no,
    sku,
    quantity
from {{ ref('stg_shop__order_lines') }}
```

The macro hashes the concatenated columns, so the key is stable across runs.
"""),
        message="surrogate_key was removed in dbt_utils 1.0; the macro is generate_surrogate_key now.",
        gold_wrong="dbt_utils.surrogate_key(['order_id', 'line_no'])",
        gold_right="dbt_utils.generate_surrogate_key(['order_id', 'line_no'])",
    ),
    repeat=dict(
        query="Same for the SCD model dim_customers_history: key on customer_id and valid_from.",
        output=t("""
```sql
select
    {{ dbt_utils.surrogate_key(['customer_id', 'valid_from']) }} as customer_version_sk,
    customer_id,
    valid_from,
    valid_to
from {{ ref('int_customers__history') }}
```
"""),
        expect_contains=["dbt_utils.generate_surrogate_key(['customer_id', 'valid_from'])"],
        expect_absent=["dbt_utils.surrogate_key"],
    ),
    fix=[("dbt_utils.surrogate_key(", "dbt_utils.generate_surrogate_key(")],
    control=dict(
        query="How do I key int_payments__by_method on payment_id and method?",
        output=t("""
```sql
select
    {{ dbt_utils.generate_surrogate_key(['payment_id', 'method']) }} as payment_method_sk,
    payment_id,
    method,
    amount_cents
from {{ ref('stg_stripe__payments') }}
```

Add a `unique` test on `payment_method_sk` so a duplicate shows up in CI.
"""),
    ),
    control_hit="dbt_utils.generate_surrogate_key(['payment_id', 'method'])",
)

add(
    id="d13-010", topic="looker", difficulty="literal", repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="LookML: add an average basket size measure to the orders view (column basket_value_eur).",
        output=t("""
```lookml
measure: avg_basket_value {
  type: avg
  sql: ${TABLE}.basket_value_eur ;;
  value_format_name: eur
}
```

It will show up in the Orders explore next to `count`.
"""),
        message="type: average, not type: avg. LookML rejects avg.",
        gold_wrong="type: avg",
        gold_right="type: average",
    ),
    repeat=dict(
        query="I need the mean session length in the sessions view, the column is session_seconds. What's the LookML?",
        output=t("""
Add a measure that averages the column:

```lookml
measure: avg_session_seconds {
  type: avg
  sql: ${TABLE}.session_seconds ;;
  value_format_name: decimal_1
}
```
"""),
        expect_contains=["type: average"],
        expect_absent=["type: avg"],
    ),
    fix=[("type: avg\n", "type: average\n")],
    control=dict(
        query="LookML: how do I count distinct customers in the orders view?",
        output=t("""
```lookml
measure: customer_count {
  type: count_distinct
  sql: ${TABLE}.customer_id ;;
}
```

`count_distinct` needs the `sql` parameter; plain `count` counts rows by the view's primary key.
"""),
    ),
)

# ---------------------------------------------------------------- 011-020
add(
    id="d13-011", topic="promql", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
    teach=dict(
        query="PromQL for p99 latency per service from http_server_request_duration_seconds?",
        output=t("""
```promql
histogram_quantile(
  0.99,
  sum by (service) (rate(http_server_request_duration_seconds_bucket[5m]))
)
```

This gives one p99 series per service.
"""),
        message="I think you need le in the grouping, histogram_quantile can't work without the buckets. So sum by (le, service).",
        gold_wrong="sum by (service) (rate(http_server_request_duration_seconds_bucket[5m]))",
        gold_right="sum by (le, service) (rate(http_server_request_duration_seconds_bucket[5m]))",
    ),
    repeat=dict(
        query="p95 of grpc_server_handling_seconds broken down by grpc_method",
        output=t("""
```promql
histogram_quantile(0.95, sum by (grpc_method) (rate(grpc_server_handling_seconds_bucket[5m])))
```
"""),
        expect_contains=[r"re:sum by \((le, ?grpc_method|grpc_method, ?le)\) \(rate\(grpc_server_handling_seconds_bucket"],
        expect_absent=["sum by (grpc_method) ("],
    ),
    fix=[("sum by (grpc_method) (", "sum by (le, grpc_method) (")],
    control=dict(
        query="p50 queue wait per queue from job_queue_wait_seconds?",
        output=t("""
```promql
histogram_quantile(0.5, sum by (le, queue) (rate(job_queue_wait_seconds_bucket[10m])))
```

Keeping `le` in the grouping is what lets `histogram_quantile` interpolate inside each queue's buckets.
"""),
    ),
    control_hit="sum by (le, queue)",
)

add(
    id="d13-012", topic="promql", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="Alert rule: 5xx ratio above 2% for payments-api in production, for 10 minutes.",
        output=t("""
```yaml
- alert: PaymentsApiHighErrorRatio
  expr: |
    sum(rate(http_requests_total{service="payments-api", env="production", code=~"5.."}[5m]))
      /
    sum(rate(http_requests_total{service="payments-api", env="production"}[5m]))
      > 0.02
  for: 10m
  labels:
    severity: page
```
"""),
        message="env is prod, not production.",
        gold_wrong='env="production"',
        gold_right='env="prod"',
    ),
    repeat=dict(
        query="Recording rule for request rate per route of catalog-api in prod?",
        output=t("""
```yaml
groups:
  - name: catalog-api
    rules:
      - record: route:http_requests:rate5m
        expr: sum by (route) (rate(http_requests_total{service="catalog-api", env="production"}[5m]))
```
"""),
        expect_contains=['env="prod"'],
        expect_absent=['env="production"'],
    ),
    fix=[('env="production"', 'env="prod"')],
    control=dict(
        query="And the Datadog version of that request rate? In Datadog our env tag is env:production, the agent config predates the Prometheus relabeling.",
        output=t("""
```
sum:trace.http.request.hits{service:catalog-api,env:production} by {resource_name}.as_rate()
```

Datadog filters are `key:value` tags, so the environment filter is `env:production` here rather than a label matcher.
"""),
    ),
    control_hit="env:production",
)

add(
    id="d13-013", topic="grafana", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="Grafana panel query for the request rate of checkout-api, split by status code.",
        output=t("""
```promql
sum by (code) (rate(http_requests_total{service="checkout-api"}[$__interval]))
```

Set the legend to `{{code}}` and the unit to requests/sec.
"""),
        message="Use $__rate_interval for rate() panels. $__interval can end up shorter than four scrape intervals and you get gaps.",
        gold_wrong="[$__interval]",
        gold_right="[$__rate_interval]",
    ),
    repeat=dict(
        query="Grafana: panel for bytes sent by nginx, per host.",
        output=t("""
Use the counter's rate and stack by host:

```promql
sum by (host) (rate(nginx_http_response_bytes_total[$__interval]))
```

Unit: bytes/sec (IEC).
"""),
        expect_contains=["rate(nginx_http_response_bytes_total[$__rate_interval])"],
        expect_absent=["[$__interval]"],
    ),
    fix=[("[$__interval]", "[$__rate_interval]")],
    control=dict(
        query="Grafana panel on the Postgres datasource: orders per time bucket from shop.orders.",
        output=t("""
```sql
SELECT
  $__timeGroupAlias(created_at, $__interval),
  count(*) AS orders
FROM shop.orders
WHERE $__timeFilter(created_at)
GROUP BY 1
ORDER BY 1;
```

Here `$__interval` just sets the bucket width to the panel's resolution.
"""),
    ),
    control_hit="$__timeGroupAlias(created_at, $__interval)",
)

add(
    id="d13-014", topic="datadog", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="How do I point the Datadog agent in our k8s cluster at our account? Helm values please.",
        output=t("""
```yaml
datadog:
  apiKeyExistingSecret: datadog-secret
  site: datadoghq.com
  clusterName: prod-eu-1
  logs:
    enabled: true
    containerCollectAll: true
```

The API key is read from the `datadog-secret` Secret (key `api-key`).
"""),
        message="Helm upgrade went through and the pods are running, but nothing shows up because we're on the EU site. site should be datadoghq.eu.",
        gold_wrong="site: datadoghq.com",
        gold_right="site: datadoghq.eu",
    ),
    repeat=dict(
        query="Env vars for running the Datadog agent as a plain docker container on the bastion host?",
        output=t(r"""
```bash
docker run -d --name dd-agent \
  -e DD_API_KEY="$DD_API_KEY" \
  -e DD_SITE=datadoghq.com \
  -e DD_LOGS_ENABLED=true \
  -v /var/run/docker.sock:/var/run/docker.sock:ro \
  -v /proc/:/host/proc/:ro \
  -v /sys/fs/cgroup/:/host/sys/fs/cgroup:ro \
  gcr.io/datadoghq/agent:7
```
"""),
        expect_contains=["DD_SITE=datadoghq.eu"],
        expect_absent=["DD_SITE=datadoghq.com"],
    ),
    fix=[("DD_SITE=datadoghq.com", "DD_SITE=datadoghq.eu")],
    markers=["DD_SITE=datadoghq.com"],
    control=dict(
        query="Where's the doc for Datadog log pipeline parsing rules?",
        output=t("""
The Grok parser reference is at https://docs.datadoghq.com/logs/log_configuration/parsing/ . The documentation lives on the .com domain for every site; use the site selector at the top of the page to see the endpoints for your region.
"""),
    ),
    control_hit="docs.datadoghq.com",
)

add(
    id="d13-015", topic="otel", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="OTel collector receiver config for OTLP, both gRPC and HTTP.",
        output=t("""
```yaml
receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317
      http:
        endpoint: 0.0.0.0:4317
```

Bind to 0.0.0.0 so pods in other namespaces can reach the collector service.
"""),
        message="gRPC on 4317 is right. HTTP should be 4318 though.",
        gold_wrong="http:\n        endpoint: 0.0.0.0:4317",
        gold_right="http:\n        endpoint: 0.0.0.0:4318",
    ),
    repeat=dict(
        query="Receiver config for the edge collector: it only takes OTLP over HTTP from the browser SDK, with CORS for https://app.acme.io.",
        output=t("""
```yaml
receivers:
  otlp:
    protocols:
      http:
        endpoint: 0.0.0.0:4317
        cors:
          allowed_origins:
            - https://app.acme.io
```
"""),
        expect_contains=["endpoint: 0.0.0.0:4318"],
        expect_absent=[":4317"],
    ),
    fix=[("0.0.0.0:4317", "0.0.0.0:4318")],
    control=dict(
        query="The Go services use the gRPC trace exporter. What endpoint do they get?",
        output=t("""
```go
exp, err := otlptracegrpc.New(ctx,
    otlptracegrpc.WithEndpoint("otel-collector.observability:4317"),
    otlptracegrpc.WithInsecure(),
)
```

4317 is the OTLP/gRPC port, which is what `otlptracegrpc` speaks.
"""),
    ),
    control_hit="otel-collector.observability:4317",
)

add(
    id="d13-016", topic="vault", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="Vault policy so the payments app can read its secrets under secret/payments/ (the mount is KV v2).",
        output=t("""
```hcl
path "secret/payments/*" {
  capabilities = ["read"]
}
```

Attach it to the app's Kubernetes auth role with `token_policies`.
"""),
        message="That mount is KV v2, so the ACL path needs the data/ segment: secret/data/payments/*. The CLI hides it, policies don't.",
        gold_wrong='path "secret/payments/*"',
        gold_right='path "secret/data/payments/*"',
    ),
    repeat=dict(
        query="Read policy for the fraud-scoring service, its secrets are under secret/fraud-scoring/ on the same mount.",
        output=t("""
```hcl
path "secret/fraud-scoring/*" {
  capabilities = ["read"]
}
```
"""),
        expect_contains=['path "secret/data/fraud-scoring/*"'],
        expect_absent=['path "secret/fraud-scoring/*"'],
    ),
    fix=[('path "secret/fraud-scoring/*"', 'path "secret/data/fraud-scoring/*"')],
    control=dict(
        query="How do I read the Stripe key under payments from the Vault CLI?",
        output=t("""
```bash
vault kv get -mount=secret payments/stripe
# or, equivalently
vault kv get secret/payments/stripe
```

The `kv` subcommand inserts the `data/` segment for you on v2 mounts, so you don't type it here.
"""),
    ),
    control_hit="vault kv get secret/payments/stripe",
)

add(
    id="d13-017", topic="iam", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
    teach=dict(
        query="IAM policy for the dbt unload job: it lists and reads objects in the acme-dwh-unload bucket.",
        output=t("""
```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": "s3:ListBucket",
      "Resource": "arn:aws:s3:::acme-dwh-unload/*"
    },
    {
      "Effect": "Allow",
      "Action": "s3:GetObject",
      "Resource": "arn:aws:s3:::acme-dwh-unload/*"
    }
  ]
}
```
"""),
        message="s3:ListBucket is granted on the bucket itself, arn:aws:s3:::acme-dwh-unload without the /*. The GetObject statement is fine.",
        gold_wrong='"Action": "s3:ListBucket",\n      "Resource": "arn:aws:s3:::acme-dwh-unload/*"',
        gold_right='"Action": "s3:ListBucket",\n      "Resource": "arn:aws:s3:::acme-dwh-unload"',
    ),
    repeat=dict(
        query="The Airflow worker role also needs to list and download from acme-dwh-unload. Its policy?",
        output=t("""
```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Sid": "AirflowList",
      "Effect": "Allow",
      "Action": "s3:ListBucket",
      "Resource": "arn:aws:s3:::acme-dwh-unload/*"
    },
    {
      "Sid": "AirflowRead",
      "Effect": "Allow",
      "Action": "s3:GetObject",
      "Resource": "arn:aws:s3:::acme-dwh-unload/*"
    }
  ]
}
```
"""),
        expect_contains=[r're:"s3:ListBucket",\s*"Resource": "arn:aws:s3:::acme-dwh-unload"',
                         r're:"s3:GetObject",\s*"Resource": "arn:aws:s3:::acme-dwh-unload/\*"'],
        expect_absent=[r're:"s3:ListBucket",\s*"Resource": "arn:aws:s3:::acme-dwh-unload/'],
    ),
    fix=[('"Action": "s3:ListBucket",\n      "Resource": "arn:aws:s3:::acme-dwh-unload/*"',
          '"Action": "s3:ListBucket",\n      "Resource": "arn:aws:s3:::acme-dwh-unload"')],
    control=dict(
        query="Does the unload job also need kms:Decrypt? The bucket uses SSE-KMS with a customer managed key.",
        output=t("""
Yes. Reading SSE-KMS objects needs `kms:Decrypt` on the bucket's key, in addition to `s3:GetObject`:

```json
{
  "Effect": "Allow",
  "Action": "kms:Decrypt",
  "Resource": "arn:aws:kms:eu-central-1:418277090114:key/6f1c2a9e-3b7d-4e55-9a0c-2d8e71f4b3a1"
}
```

The key policy must also allow the role, unless it delegates to IAM.
"""),
    ),
)

add(
    id="d13-018", topic="oauth", difficulty="literal", repeat_variation="code_block", control_kind="unrelated",
    teach=dict(
        query="Our Airflow job reads a Google Sheet of campaign budgets through a service account. Which OAuth scope?",
        output=t("""
Request the read-only Sheets scope:

```python
SCOPES = ["https://www.googleapis.com/auth/sheets.readonly"]
creds = service_account.Credentials.from_service_account_file(
    "/secrets/gsheets-reader.json", scopes=SCOPES
)
```

Share the sheet with the service account's email so it can see it.
"""),
        message="there's no sheets.readonly scope, it's spreadsheets.readonly",
        gold_wrong="auth/sheets.readonly",
        gold_right="auth/spreadsheets.readonly",
    ),
    repeat=dict(
        query="What scope goes into the Google Sheets connector block of the ingestion service config?",
        output=t("""
```yaml
google_sheets:
  credentials_file: /secrets/gsheets-reader.json
  scopes:
    - https://www.googleapis.com/auth/sheets.readonly
  poll_interval: 15m
```
"""),
        expect_contains=["https://www.googleapis.com/auth/spreadsheets.readonly"],
        expect_absent=["auth/sheets.readonly"],
    ),
    fix=[("auth/sheets.readonly", "auth/spreadsheets.readonly")],
    control=dict(
        query="What's the difference between a service account key file and workload identity federation?",
        output=t("""
A key file is a long-lived private key you download and have to store, rotate and protect yourself. Workload identity federation lets a workload exchange a token it already has (from GitHub Actions, AWS or a Kubernetes service account) for short-lived Google credentials, so there is no key to leak. Prefer federation wherever the platform supports it.
"""),
    ),
)

add(
    id="d13-019", topic="secrets", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
    teach=dict(
        query="Create the Secrets Manager secret for the ledger-api prod database password with the AWS CLI.",
        output=t(r"""
```bash
aws secretsmanager create-secret \
  --name ledger-api-prod-db-password \
  --secret-string "$LEDGER_DB_PASSWORD" \
  --tags Key=team,Value=ledger
```
"""),
        message="We name secrets <env>/<service>/<name>, so prod/ledger-api/db-password. The IAM policies match on prod/*, flat names won't be readable.",
        gold_wrong="ledger-api-prod-db-password",
        gold_right="prod/ledger-api/db-password",
    ),
    repeat=dict(
        query="Now the staging API token for notifier-svc, same CLI.",
        output=t(r"""
```bash
aws secretsmanager create-secret \
  --name notifier-svc-staging-api-token \
  --secret-string "$NOTIFIER_API_TOKEN" \
  --tags Key=team,Value=comms
```
"""),
        expect_contains=["--name staging/notifier-svc/api-token"],
        expect_absent=["notifier-svc-staging-api-token"],
    ),
    fix=[("notifier-svc-staging-api-token", "staging/notifier-svc/api-token")],
    control=dict(
        query="How do I read the ledger-api prod DB password from a shell script?",
        output=t(r"""
```bash
aws secretsmanager get-secret-value \
  --secret-id prod/ledger-api/db-password \
  --query SecretString --output text
```
"""),
    ),
    control_hit="prod/ledger-api/db-password",
)

add(
    id="d13-020", topic="company", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
    teach=dict(
        query="What's the availability SLO for checkout, and how much error budget does it give us per window?",
        output=t("""
Checkout's availability SLO is 99.9% of requests succeeding over a rolling 28-day window. That leaves 0.1% of requests as error budget, roughly 40 minutes of full downtime per window.
"""),
        message="28-day window is right, but the checkout target went up to 99.95% at the Q3 review.",
        gold_wrong="99.9% of requests succeeding over a rolling 28-day window. That leaves 0.1% of requests as error budget, roughly 40 minutes",
        gold_right="99.95% of requests succeeding over a rolling 28-day window. That leaves 0.05% of requests as error budget, roughly 20 minutes",
    ),
    repeat=dict(
        query="Remind me of checkout's SLO target for the incident review doc.",
        output=t("""
Checkout availability target: 99.9% of requests succeed, measured over a rolling 28-day window. The fast-burn alert pages at a 14.4x burn rate over 1h.
"""),
        expect_contains=["99.95%"],
        expect_absent=["99.9%"],
    ),
    fix=[("99.9%", "99.95%")],
    core="99.9%",
    markers=["99.9%"],
    control=dict(
        query="What's the availability SLO for the search API?",
        output=t("""
Search is on 99.9% availability over a rolling 28-day window. It's a tier-2 service, so its target stays below checkout's.
"""),
    ),
    control_hit="99.9%",
)

# ---------------------------------------------------------------- 021-030
add(
    id="d13-021", topic="company", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="How far back can I query raw clickstream in BigQuery? I need last year's Black Friday.",
        output=t("""
Raw clickstream in `acme-dw-prod.raw_events.clickstream` is kept for 60 days (partition expiration), so last year's Black Friday is gone from the raw table. Use the daily aggregate `analytics_prod.agg_clickstream_daily` instead, which is kept indefinitely.
"""),
        message="Raw clickstream retention was bumped to 400 days in January, so last year's Black Friday is still in the raw table.",
        gold_wrong="is kept for 60 days (partition expiration), so last year's Black Friday is gone from the raw table",
        gold_right="is kept for 400 days (partition expiration), so last year's Black Friday is still in the raw table",
    ),
    repeat=dict(
        query="Can I still pull raw clickstream rows from eleven months ago for a replay test?",
        output=t("""
No. The raw clickstream table only keeps about two months of partitions, so rows from eleven months ago have expired. For a replay you'd have to work from `analytics_prod.agg_clickstream_daily`, which has no per-event detail.
"""),
        expect_contains=["re:400[ -]days?"],
        expect_absent=["re:(?i)two months", "re:(?i)have expired"],
    ),
    fixed=t("""
Yes. The raw clickstream table keeps 400 days of partitions, so rows from eleven months ago are still there. Filter on `event_ts` so the replay only scans the days you need.
"""),
    control=dict(
        query="Which column is raw_events.clickstream partitioned on, and does it force a partition filter?",
        output=t("""
It's partitioned on `DATE(event_ts)` and `require_partition_filter` is on, so every query has to filter on `event_ts`, for example `WHERE event_ts >= TIMESTAMP('2024-06-01')`.
"""),
    ),
)

add(
    id="d13-022", topic="bigquery", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    teach=dict(
        query="BigQuery: copy analytics_prod.user_profiles into a sandbox table without the raw_payload column.",
        output=t("""
```sql
CREATE TABLE `acme-dw-sandbox.scratch.user_profiles_slim` AS
SELECT * EXCLUDE (raw_payload)
FROM `acme-dw-prod.analytics_prod.user_profiles`;
```
"""),
        message="EXCLUDE is the Snowflake/DuckDB spelling. BigQuery only takes SELECT * EXCEPT (raw_payload).",
        gold_wrong="SELECT * EXCLUDE (raw_payload)",
        gold_right="SELECT * EXCEPT (raw_payload)",
    ),
    repeat=dict(
        query="bigquery: everything from analytics_prod.user_profiles except raw_payload, today's signups only",
        output=t("""
```sql
select * exclude (raw_payload)
from `acme-dw-prod.analytics_prod.user_profiles`
where signup_date = current_date();
```
"""),
        expect_contains=[r"re:(?i)select \* except \(raw_payload\)"],
        expect_absent=["re:(?i)exclude"],
    ),
    fix=[("select * exclude (raw_payload)", "select * except (raw_payload)")],
    control=dict(
        query="DuckDB: read profiles.parquet without the raw_payload column.",
        output=t("""
```sql
SELECT * EXCLUDE (raw_payload)
FROM read_parquet('profiles.parquet');
```

DuckDB's star modifier is `EXCLUDE`; it also has `REPLACE` for swapping a column for an expression.
"""),
    ),
    control_hit="SELECT * EXCLUDE (raw_payload)",
)

add(
    id="d13-023", topic="snowflake", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
    teach=dict(
        query="Snowflake: how do I set up my worksheet to query the marts as the analyst role?",
        output=t("""
```sql
USE ROLE ANALYST;
USE WAREHOUSE COMPUTE_WH;
USE DATABASE ANALYTICS;
USE SCHEMA MARTS;
```

After that you can query `FCT_ORDERS` without qualifying it.
"""),
        message=("Thanks! Small thing: analysts should be on REPORTING_WH. COMPUTE_WH is the leftover trial warehouse "
                 "and we revoked usage on it."),
        gold_wrong="USE WAREHOUSE COMPUTE_WH;",
        gold_right="USE WAREHOUSE REPORTING_WH;",
    ),
    repeat=dict(
        query="snowflake, context statements at the top of the task that refreshes the exec dashboard extract?",
        output=t("""
```sql
use role analyst;
use warehouse compute_wh;
select * from analytics.marts.fct_orders where order_date = current_date() - 1;
```
"""),
        expect_contains=["re:(?i)use warehouse reporting_wh;"],
        expect_absent=["re:(?i)compute_wh"],
    ),
    fix=[("use warehouse compute_wh;", "use warehouse reporting_wh;")],
    control=dict(
        query="Which Snowflake warehouse should the Looker connection use?",
        output=t("""
Point the Looker connection at `REPORTING_WH` with the `LOOKER_SVC` role. It auto-suspends after 60 seconds, so idle dashboards don't burn credits.
"""),
    ),
    control_hit="REPORTING_WH",
)

add(
    id="d13-024", topic="postgres", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="Postgres: add an index on events(account_id, created_at) on the 400 GB table without blocking writes.",
        output=t("""
Use a concurrent build, wrapped in a transaction so it rolls back cleanly if it fails:

```sql
BEGIN;
CREATE INDEX CONCURRENTLY idx_events_account_created
  ON events (account_id, created_at);
COMMIT;
```
"""),
        message=("That will fail: CREATE INDEX CONCURRENTLY cannot run inside a transaction block. Run it bare, and if it "
                 "dies, drop the INVALID index and retry."),
        gold_wrong=t("""
Use a concurrent build, wrapped in a transaction so it rolls back cleanly if it fails:

```sql
BEGIN;
CREATE INDEX CONCURRENTLY idx_events_account_created
  ON events (account_id, created_at);
COMMIT;
```
"""),
        gold_right=t("""
Use a concurrent build, run on its own (it cannot run inside a transaction block):

```sql
CREATE INDEX CONCURRENTLY idx_events_account_created
  ON events (account_id, created_at);
```

If it fails it leaves an INVALID index; drop it and run the statement again.
"""),
    ),
    repeat=dict(
        query="Need a concurrent index on orders(customer_id) in the prod Postgres. What's the safe way to run it?",
        output=t("""
Build it concurrently inside a transaction, so a failure leaves nothing behind:

```sql
BEGIN;
CREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id);
COMMIT;
```
"""),
        expect_contains=["CREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id);"],
        expect_absent=["BEGIN;", "COMMIT;", "re:(?i)failure leaves nothing behind"],
    ),
    fixed=t("""
Build it concurrently, and run the statement on its own: `CREATE INDEX CONCURRENTLY` refuses to run inside a transaction block.

```sql
CREATE INDEX CONCURRENTLY idx_orders_customer ON orders (customer_id);
```

If it fails, it leaves an INVALID index behind; drop that and run the statement again.
"""),
    control=dict(
        query="What is a dbt exposure for?",
        output=t("""
An exposure declares something downstream of your dbt project, such as a dashboard, a notebook or an ML pipeline, together with the models it depends on and an owner. It shows up in the docs lineage graph, and `dbt build --select +exposure:weekly_kpis` builds and tests everything that exposure needs.
"""),
    ),
)

add(
    id="d13-025", topic="clickhouse", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
    teach=dict(
        query="ClickHouse: add a nullable country column to logs.http_requests on every replica.",
        output=t("""
```sql
ALTER TABLE logs.http_requests ON CLUSTER default
  ADD COLUMN country Nullable(String);
```

`ON CLUSTER` runs the DDL through the distributed DDL queue, so every replica gets the column.
"""),
        message="our cluster is ch_main. `default` only exists in the local docker compose.",
        gold_wrong="ON CLUSTER default",
        gold_right="ON CLUSTER ch_main",
    ),
    repeat=dict(
        query="clickhouse: set a 14 day TTL on logs.app_logs across the cluster",
        output=t("""
```sql
alter table logs.app_logs on cluster default
  modify ttl ts + interval 14 day;
```

Existing parts get the TTL applied as they are merged; `materialize_ttl_after_modify` controls whether that happens right away.
"""),
        expect_contains=["re:(?i)on cluster ch_main"],
        expect_absent=["re:(?i)on cluster default"],
    ),
    fix=[("on cluster default", "on cluster ch_main")],
    control=dict(
        query="ClickHouse: add a region column to logs.http_requests on the cluster, defaulting to 'unknown'.",
        output=t("""
```sql
ALTER TABLE logs.http_requests ON CLUSTER ch_main
  ADD COLUMN region LowCardinality(String) DEFAULT 'unknown';
```

Old parts aren't rewritten; for them the `DEFAULT` is computed on read until they are merged.
"""),
    ),
    control_hit="ON CLUSTER ch_main",
)

add(
    id="d13-026", topic="dbt", difficulty="literal", repeat_variation="code_block", control_kind="unrelated",
    teach=dict(
        query="Add freshness checks to our Stripe source in dbt (Fivetran loads it): warn after 6h, error after 24h.",
        output=t("""
```yaml
sources:
  - name: stripe
    database: raw
    schema: stripe
    loaded_at_field: _loaded_at
    freshness:
      warn_after: {count: 6, period: hour}
      error_after: {count: 24, period: hour}
    tables:
      - name: charges
      - name: refunds
```
"""),
        message="Fivetran writes _fivetran_synced; those tables don't have a _loaded_at column.",
        gold_wrong="loaded_at_field: _loaded_at",
        gold_right="loaded_at_field: _fivetran_synced",
    ),
    repeat=dict(
        query="Same freshness block for the hubspot source, also Fivetran: warn at 12h, error at 48h.",
        output=t("""
```yaml
sources:
  - name: hubspot
    database: raw
    schema: hubspot
    loaded_at_field: _loaded_at
    freshness:
      warn_after: {count: 12, period: hour}
      error_after: {count: 48, period: hour}
    tables:
      - name: contacts
      - name: deals
```
"""),
        expect_contains=["loaded_at_field: _fivetran_synced"],
        expect_absent=["_loaded_at"],
    ),
    fix=[("loaded_at_field: _loaded_at", "loaded_at_field: _fivetran_synced")],
    control=dict(
        query="What does dbt retry do?",
        output=t("""
`dbt retry` re-runs only the nodes that errored or were skipped in the previous invocation, using the `run_results.json` left in the target directory. It reuses the original command and selection, so after fixing a broken model you don't rebuild everything that already succeeded.
"""),
    ),
)

add(
    id="d13-027", topic="looker", difficulty="paraphrase", repeat_variation="reworded", control_kind="lookalike",
    teach=dict(
        query="LookML: persist the customer_ltv derived table and rebuild it daily.",
        output=t("""
```lookml
view: customer_ltv {
  derived_table: {
    sql: SELECT customer_id, SUM(net_revenue) AS ltv
         FROM `acme-dw-prod.analytics_prod.fct_orders`
         GROUP BY customer_id ;;
    sql_trigger_value: SELECT CURRENT_DATE() ;;
  }
}
```
"""),
        message="We don't use sql_trigger_value anywhere. PDTs hang off datagroup_trigger: nightly_etl so they rebuild after the ELT run.",
        gold_wrong="sql_trigger_value: SELECT CURRENT_DATE() ;;",
        gold_right="datagroup_trigger: nightly_etl",
    ),
    repeat=dict(
        query="The repeat_buyers PDT is built from fct_orders too. How do I make it refresh only when new orders have landed?",
        output=t("""
Trigger the rebuild off the newest order timestamp:

```lookml
view: repeat_buyers {
  derived_table: {
    sql: SELECT customer_id, COUNT(*) AS orders
         FROM `acme-dw-prod.analytics_prod.fct_orders`
         GROUP BY customer_id
         HAVING COUNT(*) > 1 ;;
    sql_trigger_value: SELECT MAX(updated_at) FROM `acme-dw-prod.analytics_prod.fct_orders` ;;
  }
}
```
"""),
        expect_contains=["datagroup_trigger: nightly_etl"],
        expect_absent=["sql_trigger_value"],
    ),
    fix=[("sql_trigger_value: SELECT MAX(updated_at) FROM `acme-dw-prod.analytics_prod.fct_orders` ;;",
          "datagroup_trigger: nightly_etl")],
    control=dict(
        query="Where is the nightly_etl datagroup defined and what triggers it?",
        output=t("""
It's in `acme.model.lkml`:

```lookml
datagroup: nightly_etl {
  sql_trigger: SELECT MAX(finished_at) FROM `acme-dw-prod.ops.elt_runs` WHERE status = 'success' ;;
  max_cache_age: "24 hours"
}
```

When the latest successful ELT run changes, every PDT with `datagroup_trigger: nightly_etl` rebuilds and the cache is invalidated.
"""),
    ),
    control_hit="sql_trigger: SELECT MAX(finished_at)",
)

add(
    id="d13-028", topic="promql", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="PromQL: how fast is the orders queue growing? The metric is orders_queue_depth (a gauge).",
        output=t("""
Take the per-second rate of the depth:

```promql
rate(orders_queue_depth[10m])
```

Positive values mean the backlog is growing.
"""),
        message="rate() is for counters. orders_queue_depth is a gauge, use deriv(orders_queue_depth[10m]).",
        gold_wrong="rate(orders_queue_depth[10m])",
        gold_right="deriv(orders_queue_depth[10m])",
    ),
    repeat=dict(
        query="Is replication lag on the analytics replica trending up? pg_replication_lag_seconds is a gauge.",
        output=t("""
Look at its rate over the last 15 minutes:

```promql
rate(pg_replication_lag_seconds[15m])
```

Anything above zero means the lag is increasing.
"""),
        expect_contains=[r"re:(deriv|delta)\(pg_replication_lag_seconds\[15m\]\)"],
        expect_absent=["rate(pg_replication_lag_seconds"],
    ),
    fix=[("Look at its rate over", "Look at its slope over", "optional"), ("rate(pg_replication_lag_seconds[15m])", "deriv(pg_replication_lag_seconds[15m])")],
    control=dict(
        query="And the rate at which orders are being enqueued? orders_enqueued_total is a counter.",
        output=t("""
```promql
sum(rate(orders_enqueued_total[5m]))
```

`rate()` handles counter resets, so this stays correct across pod restarts.
"""),
    ),
    control_hit="rate(orders_enqueued_total[5m])",
)

add(
    id="d13-029", topic="iam", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
    teach=dict(
        query="What role does the Metabase service account need to run queries against analytics_prod in BigQuery?",
        output=t("""
Grant `roles/bigquery.dataViewer` on the `analytics_prod` dataset. That role covers both reading the tables and running query jobs, so nothing else is needed:

```sql
GRANT `roles/bigquery.dataViewer`
ON SCHEMA `acme-dw-prod.analytics_prod`
TO "serviceAccount:metabase@acme-dw-prod.iam.gserviceaccount.com";
```
"""),
        message=("Hi! Thanks so much for walking me through this. I tried it and Metabase still gets 'User does not have "
                 "bigquery.jobs.create permission'. dataViewer doesn't include job creation, so the account also needs "
                 "roles/bigquery.jobUser on the project."),
        gold_wrong="That role covers both reading the tables and running query jobs, so nothing else is needed:",
        gold_right="That covers reading the tables; to run query jobs the account also needs `roles/bigquery.jobUser` on the project:",
    ),
    repeat=dict(
        query="Hex needs to query analytics_prod too. Which single role do I give its service account?",
        output=t("""
One grant is enough: `roles/bigquery.dataViewer` on the dataset lets the account read the tables and run queries against them.

```sql
GRANT `roles/bigquery.dataViewer`
ON SCHEMA `acme-dw-prod.analytics_prod`
TO "serviceAccount:hex@acme-dw-prod.iam.gserviceaccount.com";
```
"""),
        expect_contains=["roles/bigquery.jobUser"],
        expect_absent=["re:(?i)one grant is enough", "re:(?i)read the tables and run queries"],
    ),
    fixed=t(r"""
Two grants: `roles/bigquery.dataViewer` on the dataset lets the account read the tables, and `roles/bigquery.jobUser` on the project lets it run query jobs.

```sql
GRANT `roles/bigquery.dataViewer`
ON SCHEMA `acme-dw-prod.analytics_prod`
TO "serviceAccount:hex@acme-dw-prod.iam.gserviceaccount.com";
```

```bash
gcloud projects add-iam-policy-binding acme-dw-prod \
  --member=serviceAccount:hex@acme-dw-prod.iam.gserviceaccount.com \
  --role=roles/bigquery.jobUser
```
"""),
    control=dict(
        query="Someone only needs to browse table schemas and use the Preview tab on analytics_prod in the console. Which role?",
        output=t("""
`roles/bigquery.dataViewer` on the dataset is enough for that: browsing schemas and the Preview tab read table data directly and don't create query jobs.
"""),
    ),
    control_hit="`roles/bigquery.dataViewer` on the dataset is enough",
)

add(
    id="d13-030", topic="oauth", difficulty="literal", repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="Our internal dbt-docs portal uses GitHub OAuth to check org membership. Which scopes?",
        output=t("""
Request `read:user` and `org:read`:

```python
GITHUB_SCOPES = ["read:user", "org:read"]
```

Then call `GET /user/memberships/orgs/acme-data` with the user's token.
"""),
        message="read:user is fine. The org scope is read:org though.",
        gold_wrong='"org:read"',
        gold_right='"read:org"',
    ),
    repeat=dict(
        query="Which scopes does Grafana's GitHub login need so team sync can see org membership?",
        output=t("""
Give it `user:email` and `org:read` in the `[auth.github]` section. The org scope is what lets Grafana read team and organization membership for team sync.
"""),
        expect_contains=["read:org"],
        expect_absent=["org:read"],
    ),
    fix=[("org:read", "read:org")],
    core="org:read",
    markers=["org:read"],
    control=dict(
        query="What's the ClickHouse function for the ISO week number of a date?",
        output=t("""
`toISOWeek(d)` returns the ISO 8601 week number (1 to 53). Pair it with `toISOYear(d)` when grouping, because the first days of January can belong to the previous year's last week.
"""),
    ),
)

# ---------------------------------------------------------------- 031-040
add(
    id="d13-031", topic="redshift", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="Redshift: count signups per campaign; the campaign id sits inside the JSON in raw.web_signups.payload (varchar).",
        output=t("""
```sql
SELECT
  payload->>'campaign_id' AS campaign_id,
  COUNT(*) AS signups
FROM raw.web_signups
GROUP BY 1
ORDER BY signups DESC;
```
"""),
        message="Redshift doesn't support ->> on varchar. json_extract_path_text(payload, 'campaign_id').",
        gold_wrong="payload->>'campaign_id'",
        gold_right="json_extract_path_text(payload, 'campaign_id')",
    ),
    repeat=dict(
        query="Same table on Redshift: signups per utm_source for June.",
        output=t("""
```sql
SELECT
  payload->>'utm_source' AS utm_source,
  COUNT(*) AS signups
FROM raw.web_signups
WHERE created_at >= '2024-06-01' AND created_at < '2024-07-01'
GROUP BY 1;
```
"""),
        expect_contains=["json_extract_path_text(payload, 'utm_source')"],
        expect_absent=["->>"],
    ),
    fix=[("payload->>'utm_source'", "json_extract_path_text(payload, 'utm_source')")],
    control=dict(
        query="Postgres 15: same count per campaign, but there payload is a jsonb column on app.web_signups.",
        output=t("""
```sql
SELECT
  payload->>'campaign_id' AS campaign_id,
  COUNT(*) AS signups
FROM app.web_signups
GROUP BY 1
ORDER BY signups DESC;
```

`->>` returns the field as text, which is what you want for grouping.
"""),
    ),
    control_hit="payload->>'campaign_id'",
)

add(
    id="d13-032", topic="mysql", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
    teach=dict(
        query="MySQL: per order, the coupon codes used, as one comma-separated string, from shop.order_coupons.",
        output=t("""
```sql
SELECT order_id, GROUP_CONCAT(coupon_code, ', ') AS coupons
FROM shop.order_coupons
GROUP BY order_id;
```
"""),
        message=("GROUP_CONCAT(coupon_code, ', ') appends ', ' to each value. The separator goes in with SEPARATOR: "
                 "GROUP_CONCAT(coupon_code SEPARATOR ', ')."),
        gold_wrong="GROUP_CONCAT(coupon_code, ', ')",
        gold_right="GROUP_CONCAT(coupon_code SEPARATOR ', ')",
    ),
    repeat=dict(
        query="mysql, coupon codes each customer has redeemed, one string per customer",
        output=t("""
```sql
select customer_id, group_concat(coupon_code, ', ') as coupons
from shop.order_coupons
group by customer_id;
```
"""),
        expect_contains=[r"re:(?i)group_concat\((distinct )?coupon_code separator ', '\)"],
        expect_absent=[r"re:(?i)group_concat\(coupon_code, "],
    ),
    fix=[("group_concat(coupon_code, ', ')", "group_concat(coupon_code separator ', ')")],
    control=dict(
        query="Where does MySQL write the slow query log?",
        output=t("""
```sql
SHOW VARIABLES LIKE 'slow_query_log%';
```

`slow_query_log` tells you whether it's on and `slow_query_log_file` gives the path; `long_query_time` is the threshold in seconds.
"""),
    ),
)

add(
    id="d13-033", topic="sqlserver", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
    teach=dict(
        query="SQL Server: net revenue per invoice from dbo.fct_invoices, where discount_amount can be NULL.",
        output=t("""
```sql
SELECT
  invoice_id,
  total_amount - IFNULL(discount_amount, 0) AS net_amount
FROM dbo.fct_invoices;
```
"""),
        message="(that's the MySQL one) T-SQL uses ISNULL(discount_amount, 0).",
        gold_wrong="IFNULL(discount_amount, 0)",
        gold_right="ISNULL(discount_amount, 0)",
    ),
    repeat=dict(
        query="t-sql: total discount given per customer this year, discount_amount is nullable",
        output=t("""
```sql
select customer_id, sum(ifnull(discount_amount, 0)) as discounts
from dbo.fct_invoices
where invoice_date >= '2024-01-01'
group by customer_id;
```
"""),
        expect_contains=[r"re:(?i)(isnull|coalesce)\(discount_amount, 0\)"],
        expect_absent=["re:(?i)ifnull"],
    ),
    fix=[("ifnull(discount_amount, 0)", "isnull(discount_amount, 0)")],
    control=dict(
        query="What does SET NOCOUNT ON do at the top of a stored procedure?",
        output=t("""
It stops SQL Server from sending the "(n rows affected)" message after each statement. Inside procedures that run many statements this cuts network chatter, and some client drivers stop mistaking those messages for result sets.
"""),
    ),
)

add(
    id="d13-034", topic="sqlserver", difficulty="paraphrase", repeat_variation="casing", control_kind="lookalike",
    teach=dict(
        query="SQL Server 2019: revenue per month from dbo.fct_invoices (invoice_date, total_amount).",
        output=t("""
```sql
SELECT
  DATE_TRUNC('month', invoice_date) AS invoice_month,
  SUM(total_amount) AS revenue
FROM dbo.fct_invoices
GROUP BY DATE_TRUNC('month', invoice_date)
ORDER BY invoice_month;
```
"""),
        message=("we're on SQL Server 2019, no DATE_TRUNC there (DATETRUNC only arrived in 2022). "
                 "DATEFROMPARTS(YEAR(invoice_date), MONTH(invoice_date), 1) please."),
        gold_wrong="DATE_TRUNC('month', invoice_date)",
        gold_right="DATEFROMPARTS(YEAR(invoice_date), MONTH(invoice_date), 1)",
    ),
    repeat=dict(
        query="sql server 2019, shipments per month from dbo.fct_shipments by shipped_at",
        output=t("""
```sql
select
  date_trunc('month', shipped_at) as ship_month,
  count(*) as shipments
from dbo.fct_shipments
group by date_trunc('month', shipped_at)
order by ship_month;
```
"""),
        expect_contains=[r"re:(?i)datefromparts\(year\(shipped_at\), month\(shipped_at\), 1\)"],
        expect_absent=["re:(?i)date_?trunc"],
    ),
    fix=[("date_trunc('month', shipped_at)", "datefromparts(year(shipped_at), month(shipped_at), 1)")],
    control=dict(
        query="Snowflake: same revenue per month, from ANALYTICS.MARTS.FCT_INVOICES.",
        output=t("""
```sql
SELECT
  DATE_TRUNC('month', INVOICE_DATE) AS INVOICE_MONTH,
  SUM(TOTAL_AMOUNT) AS REVENUE
FROM ANALYTICS.MARTS.FCT_INVOICES
GROUP BY 1
ORDER BY 1;
```
"""),
    ),
    control_hit="DATE_TRUNC('month', INVOICE_DATE)",
)

add(
    id="d13-035", topic="bigquery", difficulty="paraphrase", repeat_variation="casing", control_kind="same_topic",
    teach=dict(
        query="BigQuery: days from signup to first order per customer, from analytics_prod.customer_milestones (signup_date, first_order_date).",
        output=t("""
```sql
SELECT
  customer_id,
  DATEDIFF(day, signup_date, first_order_date) AS days_to_first_order
FROM `acme-dw-prod.analytics_prod.customer_milestones`
WHERE first_order_date IS NOT NULL;
```
"""),
        message="Wrong dialect. BigQuery's is DATE_DIFF(first_order_date, signup_date, DAY): end date first, date part last.",
        gold_wrong="DATEDIFF(day, signup_date, first_order_date)",
        gold_right="DATE_DIFF(first_order_date, signup_date, DAY)",
    ),
    repeat=dict(
        query="bigquery: how many days did each trial take to convert? trial_start_date and converted_date in analytics_prod.trials",
        output=t("""
```sql
select
  account_id,
  datediff(day, trial_start_date, converted_date) as days_to_convert
from `acme-dw-prod.analytics_prod.trials`
where converted_date is not null;
```
"""),
        expect_contains=[r"re:(?i)date_diff\(converted_date, trial_start_date, day\)"],
        expect_absent=[r"re:(?i)datediff\("],
    ),
    fix=[("datediff(day, trial_start_date, converted_date)", "date_diff(converted_date, trial_start_date, day)")],
    control=dict(
        query="BigQuery: I need a calendar table of every day in 2024 to left join against.",
        output=t("""
```sql
SELECT day
FROM UNNEST(GENERATE_DATE_ARRAY('2024-01-01', '2024-12-31', INTERVAL 1 DAY)) AS day;
```

`GENERATE_DATE_ARRAY` includes both end points, so this returns 366 rows for 2024.
"""),
    ),
)

add(
    id="d13-036", topic="snowflake", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
    teach=dict(
        query="Someone dropped ANALYTICS.MARTS.DIM_STORES nine days ago. Can we UNDROP it?",
        output=t("""
Yes. Time Travel on our account keeps dropped tables for 90 days, so nine days is well within the window:

```sql
UNDROP TABLE ANALYTICS.MARTS.DIM_STORES;
```
"""),
        message=("ANALYTICS only has 7 days of Time Travel, so nine days ago is past it. The table is in Fail-safe now and "
                 "only Snowflake support can get it back."),
        gold_wrong="Yes. Time Travel on our account keeps dropped tables for 90 days, so nine days is well within the window:",
        gold_right="No. ANALYTICS keeps 7 days of Time Travel, so a table dropped nine days ago is in Fail-safe and only Snowflake support can recover it.",
    ),
    repeat=dict(
        query="A colleague dropped ANALYTICS.STAGING.STG_POS_SALES about two weeks ago. Can I still bring it back myself?",
        output=t("""
Yes. Dropped tables stay recoverable through Time Travel for 90 days on our account, so two weeks is fine:

```sql
UNDROP TABLE ANALYTICS.STAGING.STG_POS_SALES;
```
"""),
        expect_contains=["re:7[ -]days?"],
        expect_absent=["90 days", "re:(?i)two weeks is fine"],
    ),
    fixed=t("""
No. ANALYTICS keeps 7 days of Time Travel, so a table dropped two weeks ago is already in Fail-safe and `UNDROP` will fail. Open a ticket with Snowflake support, who can recover it from Fail-safe.
"""),
    control=dict(
        query="How do I show a number with thousands separators and no decimals in Looker?",
        output=t("""
Use the built-in format on the field:

```lookml
value_format_name: decimal_0
```

or a custom one with `value_format: "#,##0"`.
"""),
    ),
)

add(
    id="d13-037", topic="dbt", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
    teach=dict(
        query="dbt: make fct_app_events incremental. Late events can show up again in the next load.",
        output=t("""
```sql
{{ config(materialized='incremental') }}

select event_id, user_id, event_name, event_ts
from {{ ref('stg_app__events') }}
{% if is_incremental() %}
where event_ts > (select max(event_ts) - interval '3 hours' from {{ this }})
{% endif %}
```

Re-delivered events are deduplicated automatically, because dbt merges incremental runs on the model's primary key.
"""),
        message=("dbt has no idea what the primary key is. Without unique_key the incremental run just inserts, and the "
                 "re-delivered events get duplicated. Needs unique_key='event_id'."),
        gold_wrong=t("""
{{ config(materialized='incremental') }}

select event_id, user_id, event_name, event_ts
from {{ ref('stg_app__events') }}
{% if is_incremental() %}
where event_ts > (select max(event_ts) - interval '3 hours' from {{ this }})
{% endif %}
```

Re-delivered events are deduplicated automatically, because dbt merges incremental runs on the model's primary key.
"""),
        gold_right=t("""
{{ config(materialized='incremental', unique_key='event_id') }}

select event_id, user_id, event_name, event_ts
from {{ ref('stg_app__events') }}
{% if is_incremental() %}
where event_ts > (select max(event_ts) - interval '3 hours' from {{ this }})
{% endif %}
```

With unique_key='event_id' incremental runs merge on event_id, so re-delivered events replace their earlier copy instead of being inserted twice.
"""),
    ),
    repeat=dict(
        query="Incremental fct_ad_clicks in dbt; the ad network can re-send clicks for up to a day.",
        output=t("""
```sql
{{ config(materialized='incremental') }}

select click_id, campaign_id, clicked_at, cost_micros
from {{ ref('stg_ads__clicks') }}
{% if is_incremental() %}
where clicked_at > (select max(clicked_at) - interval '1 day' from {{ this }})
{% endif %}
```

Duplicates from re-sent clicks are handled for you: incremental runs merge on the primary key.
"""),
        expect_contains=[r"""re:config\([^)]*unique_key ?= ?['"]click_id['"]"""],
        expect_absent=["re:(?i)handled for you", "re:(?i)merge on the primary key"],
    ),
    fix=[("{{ config(materialized='incremental') }}", "{{ config(materialized='incremental', unique_key='click_id') }}"),
         ("Duplicates from re-sent clicks are handled for you: incremental runs merge on the primary key.",
          "`unique_key='click_id'` makes incremental runs merge on click_id, so a re-sent click replaces its earlier copy instead of being inserted twice.")],
    control=dict(
        query="How do I keep fct_refunds free of duplicates when it runs incrementally? refund_id is unique.",
        output=t("""
```sql
{{ config(
    materialized='incremental',
    unique_key='refund_id',
    incremental_strategy='merge'
) }}
```

With `unique_key` set, a refund that arrives again updates the existing row instead of adding a second one.
"""),
    ),
    control_hit="unique_key='refund_id'",
)

add(
    id="d13-038", topic="looker", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="LookML view for fct_orders in BigQuery.",
        output=t("""
```lookml
view: fct_orders {
  sql_table_name: `acme-dw-prod.analytics.fct_orders` ;;

  dimension: order_id {
    primary_key: yes
    type: string
    sql: ${TABLE}.order_id ;;
  }

  measure: order_count {
    type: count
  }
}
```
"""),
        message="The views should point at analytics_prod. acme-dw-prod.analytics is the old dataset we're decommissioning.",
        gold_wrong="acme-dw-prod.analytics.",
        gold_right="acme-dw-prod.analytics_prod.",
    ),
    repeat=dict(
        query="And the view for fct_refunds, keyed on refund_id?",
        output=t("""
```lookml
view: fct_refunds {
  sql_table_name: `acme-dw-prod.analytics.fct_refunds` ;;

  dimension: refund_id {
    primary_key: yes
    type: string
    sql: ${TABLE}.refund_id ;;
  }

  measure: refund_count {
    type: count
  }
}
```
"""),
        expect_contains=["`acme-dw-prod.analytics_prod.fct_refunds`"],
        expect_absent=["acme-dw-prod.analytics."],
    ),
    fix=[("acme-dw-prod.analytics.fct_refunds", "acme-dw-prod.analytics_prod.fct_refunds")],
    control=dict(
        query="In the dev project, acme-dw-dev, the dataset is still just called analytics. What's sql_table_name for fct_orders there?",
        output=t("""
```lookml
sql_table_name: `acme-dw-dev.analytics.fct_orders` ;;
```

The dev project never got the rename, so `analytics` is the right dataset there.
"""),
    ),
    control_hit="acme-dw-dev.analytics.fct_orders",
)

add(
    id="d13-039", topic="grafana", difficulty="paraphrase", repeat_variation="code_block", control_kind="already_correct",
    teach=dict(
        query="Dashboard JSON for a panel showing ingest lag per pipeline, on our Thanos datasource.",
        output=t("""
```json
{
  "type": "timeseries",
  "title": "Ingest lag",
  "datasource": {"type": "prometheus", "uid": "prometheus"},
  "targets": [
    {"expr": "max by (pipeline) (ingest_lag_seconds)", "refId": "A"}
  ]
}
```
"""),
        message="uid is thanos-global, not prometheus",
        gold_wrong='"uid": "prometheus"',
        gold_right='"uid": "thanos-global"',
    ),
    repeat=dict(
        query="Provisioned Grafana alert rule that fires when ingest_lag_seconds stays above 900 for 10m.",
        output=t("""
```yaml
apiVersion: 1
groups:
  - orgId: 1
    name: ingest
    folder: Data Platform
    interval: 1m
    rules:
      - uid: ingest-lag-high
        title: Ingest lag high
        condition: B
        for: 10m
        data:
          - refId: A
            relativeTimeRange: {from: 600, to: 0}
            datasourceUid: prometheus
            model:
              expr: max by (pipeline) (ingest_lag_seconds)
          - refId: B
            datasourceUid: __expr__
            model:
              type: threshold
              expression: A
              conditions:
                - evaluator: {type: gt, params: [900]}
```
"""),
        expect_contains=["datasourceUid: thanos-global"],
        expect_absent=["datasourceUid: prometheus"],
    ),
    fix=[("datasourceUid: prometheus", "datasourceUid: thanos-global")],
    markers=["datasourceUid: prometheus"],
    control=dict(
        query="Same kind of panel for model staleness: max by (model) (dbt_model_staleness_seconds).",
        output=t("""
```json
{
  "type": "timeseries",
  "title": "Model staleness",
  "datasource": {"type": "prometheus", "uid": "thanos-global"},
  "targets": [
    {"expr": "max by (model) (dbt_model_staleness_seconds)", "refId": "A"}
  ]
}
```
"""),
    ),
    control_hit='"uid": "thanos-global"',
)

add(
    id="d13-040", topic="grafana", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
    teach=dict(
        query="Grafana notification policy (provisioning YAML): data-platform alerts with severity=page go to PagerDuty, everything else to Slack.",
        output=t("""
```yaml
apiVersion: 1
policies:
  - orgId: 1
    receiver: slack-data-platform
    group_by: ['alertname', 'team']
    routes:
      - receiver: data-platform-pagerduty
        object_matchers:
          - ['team', '=', 'data-platform']
          - ['severity', '=', 'page']
```
"""),
        message="The contact point is called pd-data-platform in our Grafana; with that name the policy fails to provision.",
        gold_wrong="receiver: data-platform-pagerduty",
        gold_right="receiver: pd-data-platform",
    ),
    repeat=dict(
        query="Add a route so critical alerts from the dbt job monitors (team=analytics-eng) page as well.",
        output=t("""
Add this under `routes:`:

```yaml
      - receiver: data-platform-pagerduty
        object_matchers:
          - ['team', '=', 'analytics-eng']
          - ['severity', '=', 'critical']
```
"""),
        expect_contains=["receiver: pd-data-platform"],
        expect_absent=["data-platform-pagerduty"],
    ),
    fix=[("receiver: data-platform-pagerduty", "receiver: pd-data-platform")],
    control=dict(
        query="ClickHouse: convert an epoch-milliseconds Int64 column ts_ms to a DateTime64.",
        output=t("""
```sql
SELECT fromUnixTimestamp64Milli(ts_ms) AS ts
FROM logs.raw_events;
```

It returns `DateTime64(3)`; pass a time zone as the second argument if you don't want the server default.
"""),
    ),
)

# ---------------------------------------------------------------- 041-050
add(
    id="d13-041", topic="datadog", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
    teach=dict(
        query="Datadog log monitor query: server errors from checkout-api in production.",
        output=t("""
```
service:checkout-api env:production http.status_code:>=500
```

Use it in a log monitor with `count` over 5 minutes and alert above 50.
"""),
        message="need the @, @http.status_code:>=500. Without it Datadog looks for a tag, and there is none.",
        gold_wrong=" http.status_code:>=500",
        gold_right=" @http.status_code:>=500",
    ),
    repeat=dict(
        query="Datadog logs: transfer requests hitting ledger-api in production, for a saved view.",
        output=t("""
```
service:ledger-api env:production http.url_details.path:/v1/transfers*
```

Save it as a view and add `@duration` as a column.
"""),
        expect_contains=["@http.url_details.path:/v1/transfers*"],
        expect_absent=[r"re:(^|[^@])http\.url_details\.path"],
    ),
    fix=[(" http.url_details.path:", " @http.url_details.path:")],
    control=dict(
        query="Datadog logs: 5xx responses from catalog-api in production.",
        output=t("""
```
service:catalog-api env:production @http.status_code:[500 TO 599]
```

`service` and `env` are reserved tags; the status code is a log attribute, hence the `@`.
"""),
    ),
    control_hit="@http.status_code:[500 TO 599]",
)

add(
    id="d13-042", topic="datadog", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="Can I add a customer_id tag to the checkout.order.placed metric? Worried about the Datadog bill.",
        output=t("""
Go ahead. Adding a customer_id tag to checkout.order.placed won't change the bill, because Datadog charges per metric name, not per tag value.
"""),
        message=("That's not how Datadog bills. Custom metrics count every distinct combination of metric name and tag "
                 "values, so a customer_id tag would multiply the count by the number of customers."),
        gold_wrong="Go ahead. Adding a customer_id tag to checkout.order.placed won't change the bill, because Datadog charges per metric name, not per tag value.",
        gold_right="Better not. Datadog bills custom metrics per distinct combination of metric name and tag values, so a customer_id tag multiplies the count by the number of customers.",
    ),
    repeat=dict(
        query="Can I tag orders.created with order_id so we can drill into single orders?",
        output=t("""
Sure, tags are free. Datadog counts custom metrics by name, so an `order_id` tag costs the same as no tag:

```python
statsd.increment("orders.created", tags=[f"order_id:{order.id}", "env:production"])
```
"""),
        expect_contains=["re:(?i)(combination|time series|timeseries)"],
        expect_absent=["re:(?i)tags are free", "re:(?i)by name"],
    ),
    fixed=t("""
Better not: Datadog bills custom metrics per distinct combination of metric name and tag values, so an `order_id` tag creates a new time series for every order. Keep low-cardinality tags on the metric and put the order ID on a log or span instead:

```python
statsd.increment("orders.created", tags=["env:production", f"channel:{order.channel}"])
```
"""),
    control=dict(
        query="Where do I see how many custom metrics we're currently paying for in Datadog?",
        output=t("""
Plan & Usage has a Custom Metrics tab with the hourly average and the top metrics by count. For a graph or a monitor, use `datadog.estimated_usage.metrics.custom`, which reports the estimated count in near real time.
"""),
    ),
)

add(
    id="d13-043", topic="otel", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="Collector config that prints traces to stdout while I debug the pipeline (we run contrib 0.115).",
        output=t("""
```yaml
exporters:
  logging:
    verbosity: detailed

service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [logging]
```
"""),
        message="We're on contrib 0.115, the logging exporter was removed. It's debug now (verbosity is the same option).",
        gold_wrong=t("""
exporters:
  logging:
    verbosity: detailed

service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [logging]
"""),
        gold_right=t("""
exporters:
  debug:
    verbosity: detailed

service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [debug]
"""),
    ),
    repeat=dict(
        query="Also dump metrics to stdout in that collector, next to the remote write to Thanos.",
        output=t("""
```yaml
exporters:
  logging:
    verbosity: detailed
  prometheusremotewrite:
    endpoint: https://thanos-receive.observability.svc:19291/api/v1/receive

service:
  pipelines:
    metrics:
      receivers: [otlp]
      processors: [batch]
      exporters: [prometheusremotewrite, logging]
```
"""),
        expect_contains=["debug:\n    verbosity: detailed", "exporters: [prometheusremotewrite, debug]"],
        expect_absent=["logging"],
    ),
    fix=[("  logging:\n", "  debug:\n"), ("[prometheusremotewrite, logging]", "[prometheusremotewrite, debug]")],
    core="logging:\n    verbosity: detailed",
    markers=["exporters: [logging]"],
    control=dict(
        query="How do I turn the collector's own log output up to debug level?",
        output=t("""
That's the collector's internal logging, configured under telemetry rather than as an exporter:

```yaml
service:
  telemetry:
    logs:
      level: debug
```

It only changes the collector's own logging; your pipelines stay as they are.
"""),
    ),
    control_hit="internal logging",
)

add(
    id="d13-044", topic="otel", difficulty="literal", repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="Processors for our gateway collector: memory limiting, batching, and setting deployment.environment.",
        output=t("""
```yaml
processors:
  batch:
    send_batch_size: 8192
    timeout: 5s
  memory_limiter:
    check_interval: 1s
    limit_percentage: 80
    spike_limit_percentage: 20
  resource:
    attributes:
      - key: deployment.environment
        value: prod
        action: upsert

service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch, memory_limiter, resource]
      exporters: [otlp/tempo]
```
"""),
        message="memory_limiter has to be first in the list, and batch last.",
        gold_wrong="processors: [batch, memory_limiter, resource]",
        gold_right="processors: [memory_limiter, resource, batch]",
    ),
    repeat=dict(
        query="I want the gateway to take logs too and ship them to Loki over OTLP, going through the same processors as traces.",
        output=t("""
Add a logs pipeline next to the traces one:

```yaml
service:
  pipelines:
    logs:
      receivers: [otlp]
      processors: [batch, memory_limiter, resource]
      exporters: [otlphttp/loki]
```
"""),
        expect_contains=["processors: [memory_limiter, resource, batch]"],
        expect_absent=["[batch, memory_limiter"],
    ),
    fix=[("[batch, memory_limiter, resource]", "[memory_limiter, resource, batch]")],
    control=dict(
        query="What does spike_limit_percentage do in the memory_limiter?",
        output=t("""
It sets the headroom between the soft and the hard limit. With `limit_percentage: 80` and `spike_limit_percentage: 20`, the soft limit is 60% of memory: above it the processor starts refusing data, and above 80% it also forces a garbage collection.
"""),
    ),
)

add(
    id="d13-045", topic="otel", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="Will we lose spans if the gateway collector pod restarts?",
        output=t("""
No data should be lost: the batch processor writes pending batches to disk, so anything in flight when the pod restarts is replayed once the collector comes back.
"""),
        message=("The batch processor is memory-only. Surviving a restart needs the exporter's sending_queue with storage "
                 "pointing at a file_storage extension."),
        gold_wrong="No data should be lost: the batch processor writes pending batches to disk, so anything in flight when the pod restarts is replayed once the collector comes back.",
        gold_right="Whatever is in flight is lost: the batch processor only holds batches in memory. To survive restarts, give the exporter a sending_queue with storage backed by the file_storage extension.",
    ),
    repeat=dict(
        query="If the gateway collector gets OOM-killed, do the metrics it was holding survive?",
        output=t("""
Yes. The batch processor persists queued batches to disk, so after the OOM kill the collector picks them up again and sends them.
"""),
        expect_contains=["file_storage"],
        expect_absent=["re:(?i)persists queued batches to disk", "re:^Yes"],
    ),
    fixed=t("""
No. The batch processor keeps batches in memory only, so an OOM kill drops them. If they need to survive, configure the exporter's `sending_queue` with `storage: file_storage` and add the `file_storage` extension.
"""),
    control=dict(
        query="What is send_batch_max_size for in the batch processor?",
        output=t("""
It caps the size of a batch. `send_batch_size` only decides when a batch is sent, so under heavy load a batch can grow beyond it; `send_batch_max_size` splits oversized batches so requests stay under the backend's size limit.
"""),
    ),
)

add(
    id="d13-046", topic="vault", difficulty="paraphrase", repeat_variation="code_block", control_kind="already_correct",
    teach=dict(
        query="How does the Airflow worker get short-lived read-only Postgres creds for the analytics replica from Vault?",
        output=t("""
Read from the database secrets engine; each read creates a new database user with a TTL:

```bash
vault read database/creds/analytics-readonly
```

The response has `username`, `password` and a `lease_id` you can renew or revoke.
"""),
        message="Role's analytics-ro. There is no analytics-readonly.",
        gold_wrong="database/creds/analytics-readonly",
        gold_right="database/creds/analytics-ro",
    ),
    repeat=dict(
        query="Python with hvac to fetch those analytics replica credentials inside the task?",
        output=t("""
```python
import hvac

client = hvac.Client(url="https://vault.acme.internal:8200")
with open("/var/run/secrets/kubernetes.io/serviceaccount/token") as f:
    client.auth.kubernetes.login(role="airflow-worker", jwt=f.read(), mount_point="k8s-prod-eu")

creds = client.secrets.database.generate_credentials(name="analytics-readonly")
user, password = creds["data"]["username"], creds["data"]["password"]
```
"""),
        expect_contains=['generate_credentials(name="analytics-ro")'],
        expect_absent=["analytics-readonly"],
    ),
    fix=[('name="analytics-readonly"', 'name="analytics-ro"')],
    control=dict(
        query="Which Postgres role do the Vault-issued analytics users end up in?",
        output=t("""
Vault's `analytics-ro` role creates each user with a creation statement ending in `GRANT analytics_readonly TO "{{name}}";`, so every lease user inherits the SELECT grants of the `analytics_readonly` group role.
"""),
    ),
    control_hit="`analytics-ro`",
)

add(
    id="d13-047", topic="vault", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
    teach=dict(
        query="How does the dbt runner pod log in to Vault? It uses the dbt-runner role.",
        output=t(r"""
```bash
vault write auth/kubernetes/login \
  role=dbt-runner \
  jwt=@/var/run/secrets/kubernetes.io/serviceaccount/token
```

The returned `client_token` lives for the role's `token_ttl`.
"""),
        message="Our Kubernetes auth is mounted at auth/k8s-prod-eu, one mount per cluster. auth/kubernetes doesn't exist on this Vault.",
        gold_wrong="auth/kubernetes/login",
        gold_right="auth/k8s-prod-eu/login",
    ),
    repeat=dict(
        query="The KubernetesPodOperator image has no vault binary. Same login with curl?",
        output=t(r"""
```bash
JWT=$(cat /var/run/secrets/kubernetes.io/serviceaccount/token)
curl -s --request POST \
  --data "{\"role\": \"airflow-worker\", \"jwt\": \"${JWT}\"}" \
  https://vault.acme.internal:8200/v1/auth/kubernetes/login | jq -r .auth.client_token
```
"""),
        expect_contains=["/v1/auth/k8s-prod-eu/login"],
        expect_absent=["auth/kubernetes"],
    ),
    fix=[("/v1/auth/kubernetes/login", "/v1/auth/k8s-prod-eu/login")],
    control=dict(
        query="Vault Agent sidecar config for the dbt runner, auto-auth with Kubernetes?",
        output=t("""
```hcl
auto_auth {
  method "kubernetes" {
    mount_path = "auth/k8s-prod-eu"
    config = {
      role = "dbt-runner"
    }
  }

  sink "file" {
    config = {
      path = "/home/vault/.vault-token"
    }
  }
}
```
"""),
    ),
    control_hit='mount_path = "auth/k8s-prod-eu"',
)

add(
    id="d13-048", topic="iam", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
    teach=dict(
        query="Trust policy so GitHub Actions on main in acme/dbt-project can assume the dbt-deploy role.",
        output=t("""
```json
{
  "Effect": "Allow",
  "Principal": {"Federated": "arn:aws:iam::418277090114:oidc-provider/token.actions.githubusercontent.com"},
  "Action": "sts:AssumeRoleWithWebIdentity",
  "Condition": {
    "StringEquals": {
      "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
      "token.actions.githubusercontent.com:sub": "repo:acme/dbt-project:main"
    }
  }
}
```
"""),
        message="the sub claim is repo:acme/dbt-project:ref:refs/heads/main. The short repo:ORG/REPO:BRANCH form never matches.",
        gold_wrong='"repo:acme/dbt-project:main"',
        gold_right='"repo:acme/dbt-project:ref:refs/heads/main"',
    ),
    repeat=dict(
        query="Same for acme/looker-models: its main-branch workflow deploys LookML through the looker-deploy role.",
        output=t("""
```json
{
  "Effect": "Allow",
  "Principal": {"Federated": "arn:aws:iam::418277090114:oidc-provider/token.actions.githubusercontent.com"},
  "Action": "sts:AssumeRoleWithWebIdentity",
  "Condition": {
    "StringEquals": {
      "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
      "token.actions.githubusercontent.com:sub": "repo:acme/looker-models:main"
    }
  }
}
```
"""),
        expect_contains=['"repo:acme/looker-models:ref:refs/heads/main"'],
        expect_absent=['"repo:acme/looker-models:main"'],
    ),
    fix=[('"repo:acme/looker-models:main"', '"repo:acme/looker-models:ref:refs/heads/main"')],
    control=dict(
        query="Do I also need to pin the audience in that GitHub OIDC trust policy?",
        output=t("""
Yes. Keep `"token.actions.githubusercontent.com:aud": "sts.amazonaws.com"` in the `StringEquals` block next to the `sub` condition; that is the audience the official `configure-aws-credentials` action requests.
"""),
    ),
)

add(
    id="d13-049", topic="secrets", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="docker-compose service for the Datadog agent next to our ClickHouse box; the key comes from .env.",
        output=t("""
```yaml
services:
  datadog-agent:
    image: gcr.io/datadoghq/agent:7
    environment:
      - DATADOG_API_KEY=${DATADOG_API_KEY}
      - DD_SITE=datadoghq.eu
      - DD_HOSTNAME=clickhouse-01
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock:ro
```
"""),
        message="The agent only reads DD_API_KEY, DATADOG_API_KEY gets ignored and it won't start.",
        gold_wrong="DATADOG_API_KEY=${DATADOG_API_KEY}",
        gold_right="DD_API_KEY=${DD_API_KEY}",
    ),
    repeat=dict(
        query="Same agent on the Redshift bastion, under systemd with an EnvironmentFile. What goes in /etc/datadog-agent/environment?",
        output=t("""
```ini
DATADOG_API_KEY=<key from vault>
DD_SITE=datadoghq.eu
DD_LOGS_ENABLED=true
```
"""),
        expect_contains=["DD_API_KEY="],
        expect_absent=["DATADOG_API_KEY"],
    ),
    fix=[("DATADOG_API_KEY=", "DD_API_KEY=")],
    core="DATADOG_API_KEY=",
    markers=["DATADOG_API_KEY="],
    control=dict(
        query="Which env vars does the Datadog Terraform provider read in CI?",
        output=t("""
The provider takes the API and application keys from `DD_API_KEY` / `DD_APP_KEY`, and also accepts the older `DATADOG_API_KEY` / `DATADOG_APP_KEY` names. For the EU site set `api_url = "https://api.datadoghq.eu/"` in the provider block.
"""),
    ),
    control_hit="DATADOG_API_KEY",
)

add(
    id="d13-050", topic="company", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    teach=dict(
        query="Add owner meta to fct_payments in models/marts/finance/_finance__models.yml.",
        output=t("""
```yaml
models:
  - name: fct_payments
    description: One row per captured payment.
    meta:
      owner: '@data-platform'
    columns:
      - name: payment_id
        tests: [unique, not_null]
```
"""),
        message="fct_payments belongs to ledger-analytics, not data-platform.",
        gold_wrong="owner: '@data-platform'",
        gold_right="owner: '@ledger-analytics'",
    ),
    repeat=dict(
        query="Add a recency test to fct_payments (captured_at, 6 hours) and set the meta so failures route to the owning team.",
        output=t("""
```yaml
models:
  - name: fct_payments
    config:
      meta:
        owner: '@data-platform'
    tests:
      - dbt_utils.recency:
          datepart: hour
          field: captured_at
          interval: 6
```
"""),
        expect_contains=["owner: '@ledger-analytics'"],
        expect_absent=["owner: '@data-platform'"],
    ),
    fix=[("owner: '@data-platform'", "owner: '@ledger-analytics'")],
    control=dict(
        query="Owner meta for dim_calendar? It's a shared dimension the platform team maintains.",
        output=t("""
```yaml
models:
  - name: dim_calendar
    meta:
      owner: '@data-platform'
```
"""),
    ),
    control_hit="owner: '@data-platform'",
)

# ---------------------------------------------------------------- 051-060
add(
    id="d13-051", topic="company", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
    teach=dict(
        query="PromQL for p95 ledger transfer latency over the last 5 minutes?",
        output=t("""
```promql
histogram_quantile(0.95, sum by (le) (rate(ledger_transfer_latency_seconds_bucket[5m])))
```
"""),
        message="I believe the histogram is ledger_transfer_duration_seconds? There's no _latency_ one.",
        gold_wrong="ledger_transfer_latency_seconds_bucket",
        gold_right="ledger_transfer_duration_seconds_bucket",
    ),
    repeat=dict(
        query="Average ledger transfer time per currency, from the histogram's sum and count?",
        output=t("""
```promql
sum by (currency) (rate(ledger_transfer_latency_seconds_sum[5m]))
  /
sum by (currency) (rate(ledger_transfer_latency_seconds_count[5m]))
```
"""),
        expect_contains=["ledger_transfer_duration_seconds_sum", "ledger_transfer_duration_seconds_count"],
        expect_absent=["ledger_transfer_latency_seconds"],
    ),
    fix=[("ledger_transfer_latency_seconds_", "ledger_transfer_duration_seconds_")],
    markers=["ledger_transfer_latency_seconds"],
    control=dict(
        query="How do I list every dbt model downstream of stg_stripe__charges?",
        output=t("""
```bash
dbt ls --select stg_stripe__charges+ --resource-type model
```

Put the `+` on the left instead to list the upstream models.
"""),
    ),
)

add(
    id="d13-052", topic="bigquery", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
    teach=dict(
        query="The analysts keep running SELECT * on analytics_prod.app_events just to eyeball data. How do we keep that cheap?",
        output=t("""
Ask them to always add a LIMIT: `SELECT * FROM analytics_prod.app_events LIMIT 500` only reads 500 rows, so it's billed as a tiny query. Also set a maximum bytes billed on their project as a backstop.
"""),
        message=("LIMIT doesn't reduce bytes billed in BigQuery, it still scans every column of every partition it touches. "
                 "Use the table preview, select fewer columns, and filter on event_date."),
        gold_wrong="Ask them to always add a LIMIT: `SELECT * FROM analytics_prod.app_events LIMIT 500` only reads 500 rows, so it's billed as a tiny query.",
        gold_right="A LIMIT doesn't help: BigQuery bills the full scan of the selected columns either way. Have them use the table preview (free), select only the columns they need and filter on the event_date partition.",
    ),
    repeat=dict(
        query="Is SELECT * with LIMIT 50 a cheap way to sample analytics_prod.sessions?",
        output=t("""
Yes. With `LIMIT 50` BigQuery stops after fifty rows, so you're only billed for a handful of bytes. It's the cheapest way to sample a big table.
"""),
        expect_contains=["re:(?i)(preview|doesn't reduce|does not reduce|full scan)"],
        expect_absent=["re:(?i)stops after fifty rows", "re:(?i)billed for a handful"],
    ),
    fixed=t("""
Not really. BigQuery bills for the columns it scans and `LIMIT 50` doesn't reduce that: `SELECT *` still reads every column of every partition. For a free look use the table preview, or select a few columns and filter on `session_date`.
"""),
    control=dict(
        query="And in Postgres, does SELECT * ... LIMIT 50 on a big table stay cheap?",
        output=t("""
Usually, yes. Without an `ORDER BY` the executor stops as soon as it has produced 50 rows, so `SELECT * FROM events LIMIT 50` reads only the first few pages. With an `ORDER BY` on an unindexed column it has to sort the whole table first.
"""),
    ),
    control_hit="LIMIT 50",
)

add(
    id="d13-053", topic="snowflake", difficulty="paraphrase", repeat_variation="casing", control_kind="same_topic",
    teach=dict(
        query="Snowflake: one row per line item from RAW.SHOP.ORDERS, where line_items is a VARIANT array.",
        output=t("""
```sql
SELECT
  o.order_id,
  li.sku,
  li.quantity
FROM RAW.SHOP.ORDERS o
CROSS JOIN UNNEST(o.line_items) AS li;
```
"""),
        message="Snowflake has no UNNEST. LATERAL FLATTEN(input => o.line_items) li, then li.value:sku.",
        gold_wrong=t("""
  li.sku,
  li.quantity
FROM RAW.SHOP.ORDERS o
CROSS JOIN UNNEST(o.line_items) AS li;
"""),
        gold_right=t("""
  li.value:sku::string AS sku,
  li.value:quantity::number AS quantity
FROM RAW.SHOP.ORDERS o,
  LATERAL FLATTEN(input => o.line_items) li;
"""),
    ),
    repeat=dict(
        query="snowflake: explode the tags array on raw.segment.events into one row per tag",
        output=t("""
```sql
select e.event_id, t.tag
from raw.segment.events e
cross join unnest(e.tags) as t(tag);
```
"""),
        expect_contains=[r"re:(?i)lateral flatten\(input => e\.tags\)", r"re:(?i)\bt\.value\b"],
        expect_absent=["re:(?i)unnest"],
    ),
    fix=[("select e.event_id, t.tag", "select e.event_id, t.value::string as tag"),
         ("from raw.segment.events e\ncross join unnest(e.tags) as t(tag);", "from raw.segment.events e,\n  lateral flatten(input => e.tags) t;")],
    control=dict(
        query="Snowflake: pull the user's email out of the payload VARIANT column in RAW.SEGMENT.IDENTIFIES.",
        output=t("""
```sql
SELECT payload:traits.email::string AS email
FROM RAW.SEGMENT.IDENTIFIES;
```

The `::string` cast strips the JSON quotes from the value.
"""),
    ),
)

add(
    id="d13-054", topic="clickhouse", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
    teach=dict(
        query="ClickHouse: current balance per account from ledger.account_balances (ReplacingMergeTree(version), ordered by account_id).",
        output=t("""
ReplacingMergeTree keeps only the latest version per key, so a plain select already returns one row per account:

```sql
SELECT account_id, balance_cents
FROM ledger.account_balances;
```
"""),
        message=("ReplacingMergeTree only dedups at merge time, so until a merge you'll see several versions per account. "
                 "Needs FINAL (or argMax by version)."),
        gold_wrong=t("""
ReplacingMergeTree keeps only the latest version per key, so a plain select already returns one row per account:

```sql
SELECT account_id, balance_cents
FROM ledger.account_balances;
"""),
        gold_right=t("""
ReplacingMergeTree only deduplicates when parts merge, so add FINAL to get one row per account:

```sql
SELECT account_id, balance_cents
FROM ledger.account_balances FINAL;
"""),
    ),
    repeat=dict(
        query="How many customers are on each plan? billing.customer_plans is a ReplacingMergeTree(updated_at) ordered by customer_id.",
        output=t("""
Since ReplacingMergeTree already collapses rows to the latest version, you can group directly:

```sql
SELECT plan_code, count() AS customers
FROM billing.customer_plans
GROUP BY plan_code;
```
"""),
        expect_contains=["re:(FINAL|argMax)"],
        expect_absent=["re:(?i)already collapses"],
    ),
    fixed=t("""
ReplacingMergeTree only collapses rows when parts merge, so read it with FINAL to count each customer once:

```sql
SELECT plan_code, count() AS customers
FROM billing.customer_plans FINAL
GROUP BY plan_code;
```
"""),
    control=dict(
        query="Latest status per shipment from logistics.shipment_status (ReplacingMergeTree(version)).",
        output=t("""
```sql
SELECT shipment_id, status, updated_at
FROM logistics.shipment_status FINAL;
```

`FINAL` applies the merge-time deduplication at query time, so you get one row per shipment even before the parts have merged.
"""),
    ),
    control_hit="FROM logistics.shipment_status FINAL",
)

add(
    id="d13-055", topic="postgres", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="Postgres 15: the 20 statements with the most total time from pg_stat_statements.",
        output=t("""
```sql
SELECT query, calls, total_time, mean_time
FROM pg_stat_statements
ORDER BY total_time DESC
LIMIT 20;
```
"""),
        message="Those column names are from PG12. On 13+ it's total_exec_time and mean_exec_time.",
        gold_wrong="SELECT query, calls, total_time, mean_time\nFROM pg_stat_statements\nORDER BY total_time DESC",
        gold_right="SELECT query, calls, total_exec_time, mean_exec_time\nFROM pg_stat_statements\nORDER BY total_exec_time DESC",
    ),
    repeat=dict(
        query="Postgres 15: worst average and worst single run, for statements called more than 100 times, from the shell.",
        output=t("""
```bash
psql "$ANALYTICS_DSN" -c "
  SELECT calls, mean_time, max_time, left(query, 80) AS query
  FROM pg_stat_statements
  WHERE calls > 100
  ORDER BY mean_time DESC
  LIMIT 15;"
```
"""),
        expect_contains=["mean_exec_time", "max_exec_time"],
        expect_absent=[r"re:\b(mean|max|total)_time\b"],
    ),
    fix=[("mean_time", "mean_exec_time"), ("max_time", "max_exec_time")],
    control=dict(
        query="We still have one Postgres 12 box, legacy-billing. Same top-by-total-time query there?",
        output=t("""
```sql
SELECT query, calls, total_time, mean_time
FROM pg_stat_statements
ORDER BY total_time DESC
LIMIT 20;
```

On 12 the columns are still `total_time` and `mean_time`; they were renamed in 13.
"""),
    ),
    control_hit="ORDER BY total_time DESC",
)

add(
    id="d13-056", topic="mysql", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    teach=dict(
        query="MySQL: create support.ticket_messages (id, ticket_id, body text). Customers paste emoji into messages.",
        output=t("""
```sql
CREATE TABLE support.ticket_messages (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  ticket_id BIGINT UNSIGNED NOT NULL,
  body TEXT NOT NULL
) DEFAULT CHARSET=utf8;
```

`utf8` covers all of Unicode, emoji included.
"""),
        message="MySQL's utf8 is the 3-byte utf8mb3, emoji don't fit. Needs utf8mb4.",
        gold_wrong=") DEFAULT CHARSET=utf8;\n```\n\n`utf8` covers all of Unicode, emoji included.",
        gold_right=") DEFAULT CHARSET=utf8mb4;\n```\n\n`utf8mb4` is MySQL's full UTF-8 and stores emoji; plain `utf8` is the 3-byte utf8mb3.",
    ),
    repeat=dict(
        query="Product reviews in shop.product_reviews need to keep the emoji customers type. What charset should that table be?",
        output=t("""
Plain `utf8` is enough; it's full UTF-8, so emoji are fine:

```sql
ALTER TABLE shop.product_reviews CONVERT TO CHARACTER SET utf8 COLLATE utf8_general_ci;
```
"""),
        expect_contains=["CHARACTER SET utf8mb4"],
        expect_absent=["re:(?i)plain `utf8` is enough", "CHARACTER SET utf8 ", "utf8_general_ci"],
    ),
    fixed=t("""
Use `utf8mb4`: MySQL's `utf8` is the 3-byte utf8mb3 and can't store emoji.

```sql
ALTER TABLE shop.product_reviews CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_0900_ai_ci;
```
"""),
    control=dict(
        query="How do I check which charset a MySQL table currently uses?",
        output=t("""
```sql
SELECT table_name, table_collation
FROM information_schema.tables
WHERE table_schema = 'shop' AND table_name = 'product_reviews';
```

The collation name starts with the charset, and `SHOW CREATE TABLE` shows the per-column overrides.
"""),
    ),
)

add(
    id="d13-057", topic="duckdb", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="DuckDB: first tag of each event in events.parquet (tags is a VARCHAR[] list).",
        output=t("""
```sql
SELECT event_id, tags[0] AS first_tag
FROM 'events.parquet';
```
"""),
        message="DuckDB lists are 1-indexed, tags[1].",
        gold_wrong="tags[0]",
        gold_right="tags[1]",
    ),
    repeat=dict(
        query="DuckDB from Python: primary tag (the first in the list) and number of tags per product in products.parquet.",
        output=t("""
```python
import duckdb

duckdb.sql(\"\"\"
    SELECT product_id, tags[0] AS primary_tag, len(tags) AS n_tags
    FROM 'products.parquet'
\"\"\").show()
```
"""),
        expect_contains=["tags[1] AS primary_tag"],
        expect_absent=["tags[0]"],
    ),
    fix=[("tags[0]", "tags[1]")],
    control=dict(
        query="After fetchall() in the duckdb Python client, how do I get the first tag of the first row?",
        output=t("""
```python
rows = con.execute("SELECT tags FROM 'products.parquet'").fetchall()
tags = rows[0][0]
first_tag = tags[0]
```

Once the list is a Python list, indexing is 0-based again.
"""),
    ),
    control_hit="first_tag = tags[0]",
)

add(
    id="d13-058", topic="redshift", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
    teach=dict(
        query="Redshift: orders per reporting day from mart.fct_orders (created_at is UTC).",
        output=t("""
```sql
SELECT
  CONVERT_TIMEZONE('UTC', 'Europe/London', created_at)::date AS order_day,
  COUNT(*) AS orders
FROM mart.fct_orders
GROUP BY 1
ORDER BY 1;
```
"""),
        message="Reporting day is Europe/Berlin, not London.",
        gold_wrong="'Europe/London'",
        gold_right="'Europe/Berlin'",
    ),
    repeat=dict(
        query="redshift: shipments per reporting day from mart.fct_shipments, shipped_at is utc",
        output=t("""
```sql
select
  convert_timezone('UTC', 'Europe/London', shipped_at)::date as ship_day,
  count(*) as shipments
from mart.fct_shipments
group by 1
order by 1;
```
"""),
        expect_contains=["'Europe/Berlin'"],
        expect_absent=["Europe/London"],
    ),
    fix=[("'Europe/London'", "'Europe/Berlin'")],
    core="CONVERT_TIMEZONE('UTC', 'Europe/London',",
    control=dict(
        query="Redshift expression for 'today' in reporting time?",
        output=t("""
```sql
SELECT CONVERT_TIMEZONE('Europe/Berlin', GETDATE())::date AS reporting_today;
```

With two arguments `CONVERT_TIMEZONE` treats the timestamp as UTC, which `GETDATE()` is on Redshift.
"""),
    ),
    control_hit="'Europe/Berlin'",
)

add(
    id="d13-059", topic="dbt", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
    teach=dict(
        query="schema.yml tests for fct_orders: order_id unique and not null, customer_id must exist in dim_customers.",
        output=t("""
```yaml
models:
  - name: fct_orders
    columns:
      - name: order_id
        tests: [unique, not_null]
      - name: customer_id
        tests:
          - not_null
          - relationships:
              to: dim_customers
              field: customer_id
```
"""),
        message="to: needs to be ref('dim_customers'). A bare name doesn't resolve.",
        gold_wrong="to: dim_customers",
        gold_right="to: ref('dim_customers')",
    ),
    repeat=dict(
        query="Same relationship test on fct_invoices.customer_id.",
        output=t("""
```yaml
models:
  - name: fct_invoices
    columns:
      - name: customer_id
        tests:
          - relationships:
              to: dim_customers
              field: customer_id
```
"""),
        expect_contains=["to: ref('dim_customers')"],
        expect_absent=["to: dim_customers"],
    ),
    fix=[("to: dim_customers", "to: ref('dim_customers')")],
    control=dict(
        query="What's the difference between dbt seed and dbt snapshot?",
        output=t("""
`dbt seed` loads small CSV files from the project into tables, which suits static lookups like country codes. `dbt snapshot` records how rows of a mutable source table change over time, adding `dbt_valid_from` and `dbt_valid_to` so you get a type-2 history.
"""),
    ),
)

add(
    id="d13-060", topic="promql", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    teach=dict(
        query="5xx rate for ledger-api? It's the Spring Boot one.",
        output=t("""
```promql
sum(rate(http_requests_total{service="ledger-api", code=~"5.."}[5m]))
```

That's errors per second across all ledger-api pods.
"""),
        message="ledger-api is Spring Boot, so Micrometer names: http_server_requests_seconds_count, and the label is status, not code.",
        gold_wrong='http_requests_total{service="ledger-api", code=~"5.."}',
        gold_right='http_server_requests_seconds_count{service="ledger-api", status=~"5.."}',
    ),
    repeat=dict(
        query="Alert when more than 1% of ledger-api requests fail with a 5xx for 10 minutes.",
        output=t("""
```yaml
- alert: LedgerApiErrorRatio
  expr: |
    sum(rate(http_requests_total{service="ledger-api", code=~"5.."}[5m]))
      /
    sum(rate(http_requests_total{service="ledger-api"}[5m]))
      > 0.01
  for: 10m
  labels:
    severity: page
```
"""),
        expect_contains=['sum(rate(http_server_requests_seconds_count{service="ledger-api", status=~"5.."}[5m]))',
                         'sum(rate(http_server_requests_seconds_count{service="ledger-api"}[5m]))'],
        expect_absent=["http_requests_total", "code=~"],
    ),
    fix=[("http_requests_total", "http_server_requests_seconds_count"), ("code=~", "status=~")],
    markers=['http_requests_total{service="ledger-api"'],
    control=dict(
        query="5xx rate for checkout-api? That one is Go with promhttp.",
        output=t("""
```promql
sum(rate(http_requests_total{service="checkout-api", code=~"5.."}[5m]))
```

The promhttp middleware counts requests in `http_requests_total` with a `code` label, so this works as is.
"""),
    ),
    control_hit='http_requests_total{service="checkout-api", code=~"5.."}',
)


# ================================================================ verification
DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}
TOP_KEYS = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
TEACH_KEYS = ["query", "output", "message", "gold_wrong", "gold_right"]
REPEAT_KEYS = ["query", "output", "expect_contains", "expect_absent"]
CONTROL_KEYS = ["query", "output"]
EXTRA_KEYS = {"fix", "fixed", "core", "control_hit", "markers"}

# (owner of the wrong value, scenario whose text holds it) -> why that is intended.
ALLOWED_LEAKS = {}


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_ok(text, rep):
    missing = [x for x in rep["expect_contains"] if not check(text, x)]
    present = [x for x in rep["expect_absent"] if check(text, x)]
    return not missing and not present, missing, present


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def apply_fix(output, pairs):
    for p in pairs:
        old, new = p[0], p[1]
        if old not in output:
            raise ValueError("fix text not found: %r" % old)
        output = output.replace(old, new)
    return output


def record(s):
    """The JSONL object, with keys in the documented order."""
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {k: s["teach"][k] for k in TEACH_KEYS},
        "repeat": {k: s["repeat"][k] for k in REPEAT_KEYS},
        "control": {k: s["control"][k] for k in CONTROL_KEYS},
    }


def texts_of(s):
    return [("teach.query", s["teach"]["query"]), ("teach.output", s["teach"]["output"]),
            ("teach.message", s["teach"]["message"]), ("repeat.query", s["repeat"]["query"]),
            ("repeat.output", s["repeat"]["output"]), ("control.query", s["control"]["query"]),
            ("control.output", s["control"]["output"])]


GO_PROG = r'''
package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type query struct {
	P string   `json:"p"`
	T []string `json:"t"`
}

type answer struct {
	Err string `json:"err"`
	M   []bool `json:"m"`
}

func main() {
	var qs []query
	if err := json.NewDecoder(os.Stdin).Decode(&qs); err != nil {
		panic(err)
	}
	out := make([]answer, len(qs))
	for i, q := range qs {
		re, err := regexp.Compile(q.P)
		if err != nil {
			out[i].Err = err.Error()
			continue
		}
		out[i].M = make([]bool, len(q.T))
		for j, t := range q.T {
			out[i].M[j] = re.MatchString(t)
		}
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
'''


def go_check(patterns, corpus):
    go = shutil.which("go")
    if not go:
        return None, "go not found on PATH"
    d = tempfile.mkdtemp(prefix="dev13-re2-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_PROG)
        env = dict(os.environ, GO111MODULE="off", GOFLAGS="")
        payload = json.dumps([{"p": p, "t": corpus} for p in patterns])
        r = subprocess.run([go, "run", "main.go"], cwd=d, input=payload, capture_output=True, text=True, env=env, timeout=300)
        if r.returncode != 0:
            return None, "go run failed: %s" % r.stderr.strip()
        return json.loads(r.stdout), None
    finally:
        shutil.rmtree(d, ignore_errors=True)


def verify(use_go=True):
    errors, notes = [], []
    err = errors.append

    # ---- shape, ids, enums
    ids = [s["id"] for s in S]
    want = ["d13-%03d" % i for i in range(1, 61)]
    if ids != want:
        err("ids are not d13-001..d13-060 in order: %s" % ids)
    for s in S:
        sid = s["id"]
        unknown = set(s) - set(TOP_KEYS) - EXTRA_KEYS
        if unknown:
            err("%s: unknown keys %s" % (sid, sorted(unknown)))
        for k in TOP_KEYS:
            if k not in s:
                err("%s: missing %s" % (sid, k))
        for part, keys in (("teach", TEACH_KEYS), ("repeat", REPEAT_KEYS), ("control", CONTROL_KEYS)):
            if set(s[part]) != set(keys):
                err("%s: %s keys %s != %s" % (sid, part, sorted(s[part]), sorted(keys)))
        for part, keys in (("teach", TEACH_KEYS), ("repeat", ["query", "output"]), ("control", CONTROL_KEYS)):
            for k in keys:
                v = s[part][k]
                if not isinstance(v, str) or not v.strip():
                    err("%s: %s.%s must be a non-empty string" % (sid, part, k))
        for k in ("expect_contains", "expect_absent"):
            v = s["repeat"][k]
            if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                err("%s: repeat.%s must be a list of non-empty strings" % (sid, k))
        if not s["repeat"]["expect_contains"] or not s["repeat"]["expect_absent"]:
            err("%s: needs at least one expect_contains and one expect_absent" % sid)
        if s["difficulty"] not in DIFFICULTY:
            err("%s: difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL:
            err("%s: control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATIONS:
            err("%s: repeat_variation %r" % (sid, s["repeat_variation"]))
        if ("fix" in s) == ("fixed" in s):
            err("%s: give exactly one of fix / fixed" % sid)
        rec = record(s)
        if json.loads(json.dumps(rec)) != rec or list(rec) != TOP_KEYS:
            err("%s: record does not round-trip through JSON" % sid)

    # ---- counts
    for field, target in (("difficulty", DIFFICULTY), ("control_kind", CONTROL)):
        got = Counter(s[field] for s in S)
        if dict(got) != target:
            err("%s counts %s != %s" % (field, dict(got), target))

    # ---- teach, repeat, fix, control
    for s in S:
        sid, te, rep, con = s["id"], s["teach"], s["repeat"], s["control"]
        if te["gold_wrong"] not in te["output"]:
            err("%s: gold_wrong not in teach.output" % sid)
        if te["gold_right"] == te["gold_wrong"]:
            err("%s: gold_right equals gold_wrong" % sid)
        if te["gold_right"] in te["output"]:
            err("%s: gold_right already in teach.output" % sid)
        for spec in rep["expect_contains"] + rep["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("%s: bad regex %r: %s" % (sid, spec, e))
        ok, missing, present = fixed_ok(rep["output"], rep)
        if ok:
            err("%s: repeat as written already passes its checks" % sid)
        if not any(check(rep["output"], x) for x in rep["expect_absent"]):
            notes.append("%s: no expect_absent entry matches the repeat as written" % sid)
        unused = [x for x in rep["expect_absent"] if not check(rep["output"], x)]
        if unused:
            notes.append("%s: expect_absent guard(s) not present in the repeat as written: %s" % (sid, unused))
        try:
            fixed = s["fixed"] if "fixed" in s else apply_fix(rep["output"], s["fix"])
        except ValueError as e:
            err("%s: %s" % (sid, e))
            continue
        s["_fixed"] = fixed
        ok, missing, present = fixed_ok(fixed, rep)
        if not ok:
            err("%s: hand-fixed repeat fails: missing %s, still present %s" % (sid, missing, present))
        # a fix of coordinated changes: dropping any required change must fail the checks
        if "fix" in s:
            req = [i for i, p in enumerate(s["fix"]) if len(p) < 3 or p[2] != "optional"]
            if len(req) > 1:
                for i in req:
                    partial = apply_fix(rep["output"], [p for j, p in enumerate(s["fix"]) if j != i])
                    if fixed_ok(partial, rep)[0]:
                        err("%s: checks pass although fix step %d is missing" % (sid, i))
        # difficulty sanity
        core = s.get("core", te["gold_wrong"])
        if s["difficulty"] == "literal" and norm(core) not in norm(rep["output"]):
            err("%s: literal, but %r does not recur in the repeat" % (sid, core))
        if s["difficulty"] == "paraphrase" and norm(te["gold_wrong"]) in norm(rep["output"]):
            err("%s: paraphrase, but gold_wrong recurs verbatim in the repeat" % sid)
        if s["repeat_variation"] == "casing":
            if core in rep["output"] and core.lower() == core:
                err("%s: casing variation but the wrong text recurs in the same case" % sid)
        # controls
        hit = s.get("control_hit")
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not hit:
                err("%s: %s control needs control_hit" % (sid, s["control_kind"]))
            elif hit not in con["output"]:
                err("%s: control_hit %r not in control.output" % (sid, hit))
        if s["control_kind"] == "already_correct":
            bad = [x for x in rep["expect_absent"] if check(con["output"], x)]
            if bad:
                err("%s: already_correct control matches expect_absent %s" % (sid, bad))
        if s["control_kind"] == "lookalike":
            if te["gold_wrong"] in con["output"] or any(check(con["output"], x) for x in rep["expect_absent"]):
                pass
            else:
                notes.append("%s: lookalike control holds %r (not the literal wrong text)" % (sid, hit))
        if con["output"] == rep["output"] or con["query"] == rep["query"] or te["query"] == rep["query"]:
            err("%s: control/repeat/teach texts are not distinct" % sid)

    # ---- wrong values leaking into other scenarios
    leaks = []
    for s in S:
        markers = [s["teach"]["gold_wrong"]] + s.get("markers", [])
        for o in S:
            if o is s:
                continue
            for where, text in texts_of(o):
                for m in markers:
                    if m in text:
                        key = (s["id"], o["id"])
                        if key in ALLOWED_LEAKS:
                            notes.append("%s wrong value in %s %s (allowed: %s)" % (s["id"], o["id"], where, ALLOWED_LEAKS[key]))
                        else:
                            leaks.append("%s wrong value %r appears in %s %s" % (s["id"], m, o["id"], where))
    errors.extend(leaks)

    # ---- regexes: Python vs Go RE2 on every text of the set
    patterns = sorted({x[3:] for s in S for x in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"] if x.startswith("re:")})
    corpus = []
    for s in S:
        corpus += [t for _, t in texts_of(s)] + [s.get("_fixed", "")]
    corpus += [s["teach"]["gold_wrong"] for s in S] + [s["teach"]["gold_right"] for s in S]
    go_summary = "skipped"
    if use_go:
        res, why = go_check(patterns, corpus)
        if res is None:
            err("Go RE2 check could not run: %s" % why)
        else:
            mism = 0
            for p, r in zip(patterns, res):
                if r["err"]:
                    err("regex %r does not compile in Go RE2: %s" % (p, r["err"]))
                    continue
                py = [re.search(p, t) is not None for t in corpus]
                for t, a, b in zip(corpus, py, r["m"]):
                    if a != b:
                        mism += 1
                        err("regex %r: Python %s, Go %s on %r" % (p, a, b, t[:80]))
            go_summary = "%d regexes x %d texts, %d mismatches" % (len(patterns), len(corpus), mism)
    return errors, notes, patterns, go_summary


def main():
    use_go = "--no-go" not in sys.argv[1:]
    errors, notes, patterns, go_summary = verify(use_go)
    print("scenarios: %d" % len(S))
    for field in ("difficulty", "control_kind", "repeat_variation", "topic"):
        c = Counter(s[field] for s in S)
        print("  %-16s %s" % (field, ", ".join("%s %d" % kv for kv in sorted(c.items()))))
    print("repeats failing as written: %d/%d" % (sum(not fixed_ok(s["repeat"]["output"], s["repeat"])[0] for s in S), len(S)))
    print("hand fixes passing:         %d/%d" % (sum(fixed_ok(s["_fixed"], s["repeat"])[0] for s in S if "_fixed" in s), len(S)))
    print("regexes (Python vs Go RE2): %s" % go_summary)
    for n in notes:
        print("note: " + n)
    if errors:
        for e in errors:
            print("ERROR: " + e)
        print("FAILED: %d error(s); scenarios.jsonl not written" % len(errors))
        sys.exit(1)
    with open(OUT, "w") as f:
        for s in S:
            f.write(json.dumps(record(s), ensure_ascii=False) + "\n")
    print("OK: wrote %s (%d lines)" % (os.path.relpath(OUT), len(S)))


if __name__ == "__main__":
    main()
