#!/usr/bin/env python3
"""Builds the dev54 scenario set (data pipelines and analytics engineering).

Holds the 60 teach -> repeat -> control scenarios as data, validates them and,
only if validation passes, writes scenarios.jsonl and README.md next to this file.

Build-only fields (not written to scenarios.jsonl):
  fix   : list of (old, new) replacements that turn repeat.output into a correct answer
  holds : for lookalike / already_correct controls, a string the control output must contain
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "prose_claim", "other_identifier",
              "renamed_identifier", "casing", "equivalent_construct", "reordered_args")

# allowed ranges (targets from the brief, with a little slack)
RANGES = {
    "difficulty": {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)},
    "control_kind": {"lookalike": (29, 35), "same_topic": (13, 19),
                     "already_correct": (7, 11), "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (12, 18), "code_block": (15, 21),
                         "prose_claim": (2, 8), "other_identifier": (2, 8),
                         "renamed_identifier": (2, 8), "casing": (2, 8),
                         "equivalent_construct": (2, 8), "reordered_args": (2, 8)},
}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    S.append(dict(topic=topic, difficulty=difficulty, repeat_variation=variation,
                  control_kind=control_kind, teach=teach, repeat=repeat, control=control,
                  fix=fix, holds=holds))


def T(query, output, message, gold_wrong, gold_right):
    return dict(query=query, output=output, message=message,
                gold_wrong=gold_wrong, gold_right=gold_right)


def R(query, output, expect_contains, expect_absent):
    return dict(query=query, output=output, expect_contains=expect_contains,
                expect_absent=expect_absent)


def C(query, output):
    return dict(query=query, output=output)


# ---------------------------------------------------------------- 001
sc("airflow", "literal", "code_block", "lookalike",
   T("Can you sketch a DAG that runs the orders export every day at 02:00 UTC?",
     "```python\nfrom datetime import datetime\nfrom airflow import DAG\nfrom airflow.operators.bash import BashOperator\n\n"
     "with DAG(\n    dag_id=\"sales__orders__daily\",\n    start_date=datetime(2024, 1, 1),\n"
     "    schedule_interval=\"0 2 * * *\",\n    catchup=False,\n) as dag:\n"
     "    BashOperator(task_id=\"export\", bash_command=\"python /opt/jobs/export_orders.py\")\n```",
     "we're on Airflow 2.7, schedule_interval is deprecated there. pass schedule= instead",
     "schedule_interval=\"0 2 * * *\"", "schedule=\"0 2 * * *\""),
   R("Need a DAG skeleton for the hourly inventory snapshot job",
     "```python\nwith DAG(\n    dag_id=\"supply__inventory__hourly\",\n    start_date=datetime(2024, 1, 1),\n"
     "    schedule_interval=\"@hourly\",\n    catchup=False,\n) as dag:\n"
     "    snapshot = PythonOperator(task_id=\"snapshot\", python_callable=take_snapshot)\n```",
     [r"re:\bschedule\s*=\s*(\"@hourly\"|'@hourly'|timedelta\(hours=1\)|\"0 \* \* \* \*\")"],
     ["schedule_interval"]),
   C("Quick SQL against the Airflow metadata DB to list each DAG's schedule?",
     "```sql\nSELECT dag_id, schedule_interval, is_paused\nFROM dag\nORDER BY dag_id;\n```\n"
     "On Airflow 2.x the `dag` table still calls that column `schedule_interval`, even though the DAG argument is now `schedule`."),
   fix=[("schedule_interval=", "schedule=")], holds="schedule_interval")

# ---------------------------------------------------------------- 002
sc("snowflake", "literal", "reworded", "lookalike",
   T("Can you write the Snowflake target in my profiles.yml for dbt? user is jsmith, role TRANSFORMER.",
     "```yaml\nacme:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: acme-eu1\n"
     "      user: jsmith\n      authenticator: externalbrowser\n      role: TRANSFORMER\n      warehouse: COMPUTE_WH\n"
     "      database: ANALYTICS_DEV\n      schema: dbt_jsmith\n      threads: 8\n```",
     "dbt goes through TRANSFORM_WH, not COMPUTE_WH. that one's been suspended since we split the warehouses",
     "COMPUTE_WH", "TRANSFORM_WH"),
   R("Which warehouse should a dbt target point at for our Snowflake account?",
     "Set `warehouse: COMPUTE_WH` in the output block; that's the warehouse the dbt models are meant to run on, and the role only needs USAGE on it.",
     ["TRANSFORM_WH"], ["COMPUTE_WH"]),
   C("What does a brand-new Snowflake trial account come with for compute?",
     "A new trial account is provisioned with a default warehouse called COMPUTE_WH, so you can run queries right away."),
   fix=[("COMPUTE_WH", "TRANSFORM_WH")], holds="COMPUTE_WH")

# ---------------------------------------------------------------- 003
sc("airflow", "paraphrase", "code_block", "lookalike",
   T("Add a one hour timeout to the load_fact task, it hung all night yesterday",
     "```python\nload_fact = PythonOperator(\n    task_id=\"load_fact\",\n    python_callable=load_fact_orders,\n"
     "    execution_timeout=3600,\n)\n```",
     "execution_timeout has to be a timedelta -> timedelta(hours=1). an int there fails the operator's type check",
     "execution_timeout=3600", "execution_timeout=timedelta(hours=1)"),
   R("cap the S3 export task at 30 minutes",
     "```python\nexport = PythonOperator(\n    task_id=\"export_to_s3\",\n    python_callable=export_orders,\n"
     "    execution_timeout=1800,\n)\n```",
     [r"re:execution_timeout\s*=\s*(datetime\.)?timedelta\("], [r"re:execution_timeout\s*=\s*\d"]),
   C("A sensor should poke every 5 minutes and give up after an hour, what args?",
     "`S3KeySensor(task_id=\"wait_for_file\", bucket_key=\"s3://acme-lake-prod/raw/orders/_SUCCESS\", "
     "poke_interval=300, timeout=3600, mode=\"reschedule\")`. For sensors, `poke_interval` and `timeout` accept plain seconds."),
   fix=[("execution_timeout=1800", "execution_timeout=timedelta(minutes=30)")], holds="timeout=3600")

# ---------------------------------------------------------------- 004
sc("bigquery", "paraphrase", "code_block", "lookalike",
   T("BigQuery: orders from the last 7 days?",
     "```sql\nSELECT order_id, customer_id, total\nFROM `acme-analytics-prod.marts.fct_orders`\n"
     "WHERE order_date >= DATEADD(day, -7, CURRENT_DATE())\n```",
     "That's Snowflake syntax, BigQuery doesn't have DATEADD. DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)",
     "DATEADD(day, -7, CURRENT_DATE())", "DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)"),
   R("bigquery sql for signups in the past 30 days",
     "```sql\nSELECT user_id, signup_date\nFROM `acme-analytics-prod.marts.dim_users`\n"
     "WHERE signup_date >= DATEADD(day, -30, CURRENT_DATE())\n```",
     [r"re:DATE_SUB\(CURRENT_DATE(\(\))?,\s*INTERVAL 30 DAY\)|DATE_ADD\(CURRENT_DATE(\(\))?,\s*INTERVAL -30 DAY\)"],
     ["DATEADD("]),
   C("Snowflake: orders from the last 7 days?",
     "```sql\nSELECT order_id, customer_id, total\nFROM ANALYTICS.MARTS.FCT_ORDERS\n"
     "WHERE order_date >= DATEADD(day, -7, CURRENT_DATE())\n```"),
   fix=[("DATEADD(day, -30, CURRENT_DATE())", "DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)")],
   holds="DATEADD(day, -7, CURRENT_DATE())")

# ---------------------------------------------------------------- 005
sc("team", "literal", "reworded", "lookalike",
   T("Where should the nightly partner CSV drop go in GCS?",
     "Point the partner export at `gs://acme-landing/partners/`, one folder per partner, and the loader DAG picks files up from there.",
     "bucket's gs://acme-landing-prod, the unsuffixed one got deleted in the migraton. rest looks good, thx",
     "gs://acme-landing/", "gs://acme-landing-prod/"),
   R("What's the GCS path for the Shopify order exports to land in?",
     "Land them under gs://acme-landing/shopify/orders/, the landing sensor already watches that prefix.",
     ["gs://acme-landing-prod/shopify/orders/"], ["gs://acme-landing/"]),
   C("I want to test the partner loader in the dev project, where do I put sample files?",
     "Copy a couple of sample files into gs://acme-landing-dev/partners/ and trigger the dev DAG; dev should never read from the prod landing bucket."),
   fix=[("gs://acme-landing/", "gs://acme-landing-prod/")], holds="gs://acme-landing-dev/")

# ---------------------------------------------------------------- 006
sc("dbt", "literal", "casing", "lookalike",
   T("What should I call the new dbt model for order line items in the marts folder?",
     "Call it `fact_order_lines` (models/marts/fact_order_lines.sql), one row per order line, with order_line_id as the key.",
     "we use the fct_ prefix for facts, not fact_ (dims are dim_)",
     "fact_order_lines", "fct_order_lines"),
   R("When the refunds mart builds in Snowflake, what will the table be named?",
     "It'll show up as ANALYTICS.MARTS.FACT_REFUNDS, since dbt uses the model file name as the table name.",
     [r"re:(?i)fct_refunds"], [r"re:(?i)fact_refunds"]),
   C("We pull the vendor's legacy FACT_SALES table into dbt. What does the staging model select from?",
     "```sql\n-- models/staging/vendor_dw/stg_vendor_dw__fact_sales.sql\nselect * from {{ source('vendor_dw', 'fact_sales') }}\n```\n"
     "The source keeps the vendor's table name as-is."),
   fix=[("FACT_REFUNDS", "FCT_REFUNDS")], holds="source('vendor_dw', 'fact_sales')")

# ---------------------------------------------------------------- 007
sc("pandas", "paraphrase", "renamed_identifier", "lookalike",
   T("I'm collecting per-store results in a loop into a DataFrame, how do I add each row?",
     "```python\nresults = pd.DataFrame()\nfor store in stores:\n    row = compute_metrics(store)\n"
     "    results = results.append(row, ignore_index=True)\n```",
     "DataFrame.append was removed in pandas 2.0 and we're on 2.2 - has to be pd.concat",
     "results = results.append(row, ignore_index=True)",
     "results = pd.concat([results, pd.DataFrame([row])], ignore_index=True)"),
   R("how to stack the new month's dataframe onto the running total df",
     "```python\nmonthly = monthly.append(df_new, ignore_index=True)\n```",
     ["pd.concat("], ["monthly.append("]),
   C("Reading a big CSV in chunks and filtering each one, how do I put it back together?",
     "```python\nframes = []\nfor chunk in pd.read_csv(\"events.csv\", chunksize=100_000):\n"
     "    frames.append(chunk[chunk[\"country\"] == \"DE\"])\ndf = pd.concat(frames, ignore_index=True)\n```"),
   fix=[("monthly = monthly.append(df_new, ignore_index=True)",
         "monthly = pd.concat([monthly, df_new], ignore_index=True)")],
   holds="frames.append(")

# ---------------------------------------------------------------- 008
sc("spark", "semantic", "prose_claim", "same_topic",
   T("coalesce vs repartition in Spark, what's the actual difference?",
     "Both trigger a full shuffle; `coalesce(n)` is basically `repartition(n)` with fewer options, so pick whichever reads better.",
     "Not quite. coalesce just merges existing partitions, no shuffle (narrow dependency). only repartition does the full shuffle.",
     "Both trigger a full shuffle; `coalesce(n)` is basically `repartition(n)` with fewer options",
     "`coalesce(n)` merges existing partitions without a shuffle; only `repartition(n)` does a full shuffle"),
   R("If I call df.coalesce(10) before writing, does Spark shuffle the data?",
     "Yes. coalesce(10) performs a full shuffle just like repartition(10), so expect an extra exchange stage in the plan.",
     [r"re:(?i)\b(no|without|avoids?|doesn't|does not)\b[^.]*shuffle"],
     [r"re:(?i)coalesce\(10\) (performs|does|triggers) a full shuffle", "just like repartition(10)"]),
   C("My DataFrame has 10 partitions and I want 200 for a big join, how?",
     "Use `df.repartition(200)` (optionally by the join key, `df.repartition(200, \"customer_id\")`); `coalesce` can only lower the partition count."),
   fix=[("Yes. coalesce(10) performs a full shuffle just like repartition(10), so expect an extra exchange stage in the plan.",
         "No. coalesce(10) merges existing partitions without a shuffle; only repartition(10) would add an exchange stage.")])

# ---------------------------------------------------------------- 009
sc("snowflake", "literal", "code_block", "lookalike",
   T("Create a warehouse for the Looker queries that suspends after 5 idle minutes",
     "```sql\nCREATE WAREHOUSE BI_WH\n  WAREHOUSE_SIZE = 'SMALL'\n  AUTO_SUSPEND = 5\n  AUTO_RESUME = TRUE\n"
     "  INITIALLY_SUSPENDED = TRUE;\n```",
     "AUTO_SUSPEND is in seconds. 300.",
     "AUTO_SUSPEND = 5", "AUTO_SUSPEND = 300"),
   R("alter the reporting warehouse so it goes to sleep after five minutes idle",
     "```sql\nALTER WAREHOUSE REPORTING_WH SET AUTO_SUSPEND = 5;\n```",
     [r"re:AUTO_SUSPEND\s*=\s*300\b"], [r"re:AUTO_SUSPEND\s*=\s*5\b"]),
   C("Let BI_WH scale out to at most 5 clusters when the Monday dashboards hit it",
     "```sql\nALTER WAREHOUSE BI_WH SET\n  MIN_CLUSTER_COUNT = 1\n  MAX_CLUSTER_COUNT = 5\n  SCALING_POLICY = 'STANDARD';\n```\n"
     "Multi-cluster warehouses need Enterprise edition or higher."),
   fix=[("AUTO_SUSPEND = 5;", "AUTO_SUSPEND = 300;")], holds="MAX_CLUSTER_COUNT = 5")

# ---------------------------------------------------------------- 010
sc("airflow", "literal", "other_identifier", "lookalike",
   T("Write a task that calls the dedupe stored procedure in Snowflake",
     "```python\ndedupe = SnowflakeOperator(\n    task_id=\"dedupe_events\",\n    snowflake_conn_id=\"snowflake_default\",\n"
     "    sql=\"CALL ANALYTICS.UTIL.DEDUPE_EVENTS();\",\n    pool=\"snowflake_etl\",\n)\n```",
     "we never use the default conn id, it's sf_analytics in every environment",
     "snowflake_default", "sf_analytics"),
   R("SQLExecuteQueryOperator that truncates the scratch table in Snowflake?",
     "```python\ntruncate = SQLExecuteQueryOperator(\n    task_id=\"truncate_scratch\",\n    conn_id=\"snowflake_default\",\n"
     "    sql=\"TRUNCATE TABLE ANALYTICS.SCRATCH.TMP_EVENTS;\",\n    pool=\"snowflake_etl\",\n)\n```",
     ["conn_id=\"sf_analytics\""], ["snowflake_default"]),
   C("If I don't pass snowflake_conn_id, what connection does SnowflakeHook use?",
     "It falls back to the hook's `default_conn_name`, which is `snowflake_default`."),
   fix=[("snowflake_default", "sf_analytics")], holds="snowflake_default")

# ---------------------------------------------------------------- 011
sc("bigquery", "paraphrase", "other_identifier", "lookalike",
   T("Count orders per day in BigQuery from our fct_orders",
     "```sql\nSELECT order_date, COUNT(*) AS orders\nFROM \"acme-analytics-prod.marts.fct_orders\"\n"
     "GROUP BY order_date\nORDER BY order_date\n```",
     "bq wants backticks around the table path; in double quotes that's just a string literal",
     "\"acme-analytics-prod.marts.fct_orders\"", "`acme-analytics-prod.marts.fct_orders`"),
   R("BigQuery: how many customers per country in dim_customers?",
     "```sql\nSELECT country, COUNT(*) AS customers\nFROM \"acme-analytics-prod.marts.dim_customers\"\nGROUP BY country\n```",
     [r"re:`acme-analytics-prod(\.marts\.dim_customers`|`\.marts\.dim_customers)"],
     ["\"acme-analytics-prod.marts.dim_customers\""]),
   C("Snowflake: the loader created the table as \"raw\".\"events\" in lowercase, how do I query it?",
     "Quote it exactly as created: `SELECT * FROM \"raw\".\"events\";`. Unquoted names are upper-cased, so raw.events would not resolve."),
   fix=[("\"acme-analytics-prod.marts.dim_customers\"", "`acme-analytics-prod.marts.dim_customers`")],
   holds="\"raw\".\"events\"")

# ---------------------------------------------------------------- 012
sc("airflow", "semantic", "prose_claim", "same_topic",
   T("If I deploy a DAG today with start_date 30 days ago, does it run for the past days?",
     "No. Catchup is off by default, so the scheduler only creates the most recent interval's run and ignores the 30 days before it.",
     "isn't catchup on by default? catchup_by_default is True, so it'll create all ~30 runs unless the DAG sets catchup=False",
     "No. Catchup is off by default, so the scheduler only creates the most recent interval's run",
     "Yes. Catchup is on by default, so the scheduler creates a run for every missed interval unless the DAG sets catchup=False"),
   R("new DAG with start_date=datetime(2024, 1, 1), anything I need to set so it doesn't fire off hundreds of runs when I unpause it?",
     "Nothing needed: Airflow doesn't catch up by default, so unpausing it only schedules the latest interval.",
     [r"re:catchup\s*=\s*False|catchup_by_default"],
     [r"re:(?i)(doesn't|does not|won't|will not) catch ?up by default|catchup is (off|disabled|false) by default",
      "Nothing needed"]),
   C("How do I make each day's run wait until yesterday's run of the same task succeeded?",
     "Set `depends_on_past=True` (e.g. in default_args); each task instance then waits for the same task in the previous run to have succeeded or been skipped."),
   fix=[("Nothing needed: Airflow doesn't catch up by default, so unpausing it only schedules the latest interval.",
         "Yes: catchup defaults to True, so set catchup=False on the DAG or unpausing it will create a run for every interval since 2024-01-01.")])

# ---------------------------------------------------------------- 013
sc("airflow", "literal", "reordered_args", "already_correct",
   T("How do I backfill the orders DAG for the first week of March from the CLI?",
     "`airflow backfill -s 2024-03-01 -e 2024-03-07 sales__orders__daily`",
     "that's the 1.x command, on 2.x it's airflow dags backfill (same flags)",
     "airflow backfill", "airflow dags backfill"),
   R("re-run the customers DAG for May 1st and 2nd, command line",
     "`airflow backfill crm__customers__daily -e 2024-05-02 -s 2024-05-01`",
     ["airflow dags backfill"], ["airflow backfill"]),
   C("Command to backfill the orders DAG for April?",
     "`airflow dags backfill -s 2024-04-01 -e 2024-04-30 sales__orders__daily`"),
   fix=[("airflow backfill", "airflow dags backfill")], holds="airflow dags backfill")

# ---------------------------------------------------------------- 014
sc("dbt", "paraphrase", "code_block", "lookalike",
   T("Staging model for the Stripe charges table, the source is already declared as stripe",
     "```sql\n-- models/staging/stripe/stg_stripe__charges.sql\nselect\n    id as charge_id,\n    amount / 100.0 as amount,\n"
     "    created as created_at\nfrom {{ source('stripe_charges') }}\n```",
     "source() takes two args, source name then table: {{ source('stripe', 'charges') }}",
     "{{ source('stripe_charges') }}", "{{ source('stripe', 'charges') }}"),
   R("write stg_stripe__refunds, the stripe source already has a refunds table declared",
     "```sql\nselect\n    id as refund_id,\n    charge as charge_id,\n    amount / 100.0 as amount\n"
     "from {{ source('stripe_refunds') }}\n```",
     [r"re:source\(\s*['\"]stripe['\"]\s*,\s*['\"]refunds['\"]\s*\)"], ["source('stripe_refunds')"]),
   C("How does an intermediate model read the charges staging model?",
     "Through ref with just the model name: `select * from {{ ref('stg_stripe__charges') }}`. ref takes one argument unless you're pointing at another package."),
   fix=[("source('stripe_refunds')", "source('stripe', 'refunds')")], holds="{{ ref('stg_stripe__charges') }}")

# ---------------------------------------------------------------- 015
sc("polars", "literal", "renamed_identifier", "same_topic",
   T("polars: total revenue per region",
     "```python\nout = df.groupby(\"region\").agg(pl.col(\"revenue\").sum())\n```",
     "groupby is gone in polars 1.x. group_by",
     ".groupby(", ".group_by("),
   R("in polars, count the orders for each customer",
     "```python\ncounts = orders.groupby(\"customer_id\").agg(pl.len().alias(\"n_orders\"))\n```",
     [".group_by(\"customer_id\")"], [".groupby("]),
   C("polars: read only user_id and ts from a folder of parquet files without loading everything",
     "```python\nlf = pl.scan_parquet(\"events/*.parquet\")\ndf = lf.select([\"user_id\", \"ts\"]).collect()\n```\n"
     "`scan_parquet` is lazy, so only those two columns get read."),
   fix=[(".groupby(", ".group_by(")])

# ---------------------------------------------------------------- 016
sc("gcp", "paraphrase", "code_block", "lookalike",
   T("Which service account should the BigQuery tasks in Airflow run as?",
     "Use the project's default compute identity: `impersonation_chain=\"418203957716-compute@developer.gserviceaccount.com\"` on the BigQuery operators.",
     "not the default compute SA please. Airflow jobs run as airflow-runner@acme-data-prod.iam.gserviceaccount.com",
     "418203957716-compute@developer.gserviceaccount.com", "airflow-runner@acme-data-prod.iam.gserviceaccount.com"),
   R("setting up the GCSToBigQueryOperator in our DAG, what do I put for impersonation?",
     "```python\nload = GCSToBigQueryOperator(\n    task_id=\"load_orders\",\n    bucket=\"acme-landing-prod\",\n"
     "    source_objects=[\"shopify/orders/*.json\"],\n"
     "    destination_project_dataset_table=\"acme-analytics-prod.raw.shopify_orders\",\n"
     "    source_format=\"NEWLINE_DELIMITED_JSON\",\n"
     "    impersonation_chain=\"902114563380-compute@developer.gserviceaccount.com\",\n)\n```",
     ["airflow-runner@acme-data-prod.iam.gserviceaccount.com"], ["-compute@developer.gserviceaccount.com"]),
   C("What does the Compute Engine default service account's email look like?",
     "It's `PROJECT_NUMBER-compute@developer.gserviceaccount.com`, created automatically when the Compute Engine API is enabled."),
   fix=[("902114563380-compute@developer.gserviceaccount.com", "airflow-runner@acme-data-prod.iam.gserviceaccount.com")],
   holds="-compute@developer.gserviceaccount.com")

# ---------------------------------------------------------------- 017
sc("snowflake", "literal", "code_block", "already_correct",
   T("Looker needs to read the new MARTS schema in ANALYTICS, what grants?",
     "```sql\nGRANT USAGE ON DATABASE ANALYTICS TO ROLE PUBLIC;\nGRANT USAGE ON SCHEMA ANALYTICS.MARTS TO ROLE PUBLIC;\n"
     "GRANT SELECT ON ALL TABLES IN SCHEMA ANALYTICS.MARTS TO ROLE PUBLIC;\n```",
     "please don't grant anything to PUBLIC, BI tools read through the REPORTER role",
     "TO ROLE PUBLIC", "TO ROLE REPORTER"),
   R("Grant read on ANALYTICS.FINANCE so the dashboards can see it",
     "```sql\nGRANT USAGE ON SCHEMA ANALYTICS.FINANCE TO ROLE PUBLIC;\n"
     "GRANT SELECT ON ALL VIEWS IN SCHEMA ANALYTICS.FINANCE TO ROLE PUBLIC;\n```",
     ["TO ROLE REPORTER"], ["TO ROLE PUBLIC"]),
   C("Make sure the BI role also sees tables created later in MARTS",
     "```sql\nGRANT SELECT ON FUTURE TABLES IN SCHEMA ANALYTICS.MARTS TO ROLE REPORTER;\n```"),
   fix=[("TO ROLE PUBLIC", "TO ROLE REPORTER")], holds="TO ROLE REPORTER")

# ---------------------------------------------------------------- 018
sc("parquet", "semantic", "prose_claim", "already_correct",
   T("What compression does pandas use when I call to_parquet without options?",
     "None: `to_parquet` writes uncompressed files unless you pass `compression=\"snappy\"` or another codec.",
     "pretty sure snappy is already the default? to_parquet uses compression='snappy' unless you override it",
     "None: `to_parquet` writes uncompressed files", "Snappy: `to_parquet` compresses with snappy by default"),
   R("are the parquet files written by df.to_parquet compressed out of the box?",
     "No, pandas writes them uncompressed by default; add compression=\"snappy\" if you want smaller files.",
     [r"re:(?i)snappy[^.]*default|default[^.]*snappy"],
     [r"re:(?i)uncompressed by default|writes (them )?uncompressed"]),
   C("df.to_parquet('out.parquet') with no other args: which codec ends up in the file?",
     "Snappy, since that's the default `compression` for `to_parquet`."),
   fix=[("No, pandas writes them uncompressed by default; add compression=\"snappy\" if you want smaller files.",
         "Yes, to_parquet uses snappy compression by default; pass compression=\"zstd\" for smaller files or None to turn it off.")],
   holds="Snappy")

# ---------------------------------------------------------------- 019
sc("snowflake", "paraphrase", "code_block", "same_topic",
   T("Show me the orders table as it was 10 minutes ago in Snowflake",
     "```sql\nSELECT * FROM ANALYTICS.MARTS.FCT_ORDERS AT(OFFSET => -10);\n```\nOFFSET is in minutes relative to now.",
     "OFFSET is seconds, so -600 (or -60*10)",
     "AT(OFFSET => -10)", "AT(OFFSET => -600)"),
   R("clone dim_customers as it looked an hour ago so I can diff it",
     "```sql\nCREATE TABLE ANALYTICS.SCRATCH.DIM_CUSTOMERS_1H CLONE ANALYTICS.MARTS.DIM_CUSTOMERS AT(OFFSET => -60);\n```",
     [r"re:OFFSET\s*=>\s*-\s*(3600|60\s*\*\s*60)\b|TIMESTAMP\s*=>"], ["OFFSET => -60)"]),
   C("How far back can we time travel on a standard table?",
     "`DATA_RETENTION_TIME_IN_DAYS` defaults to 1 day; on Enterprise edition you can raise it to as much as 90 days for permanent tables."),
   fix=[("OFFSET => -60)", "OFFSET => -3600)")])

# ---------------------------------------------------------------- 020
sc("team", "literal", "code_block", "lookalike",
   T("How do I get to the Airflow UI on the shared dev box dev-data-01 from my laptop?",
     "Tunnel the webserver port and open it locally:\n```\nssh -N -L 8080:localhost:8080 you@dev-data-01\n```\nthen browse to http://localhost:8080.",
     "on dev-data-01 the webserver is on 8090, superset already sits on 8080 there",
     "8080:localhost:8080", "8090:localhost:8090"),
   R("ssh tunnel command for the airflow webserver on dev-data-01?",
     "```bash\nssh -N -f -L 8080:localhost:8080 dev-data-01\n# then open http://localhost:8080\n```",
     [r"re:-L\s*\d+:localhost:8090\b"], [r"re:-L\s*\d+:localhost:8080\b"]),
   C("What port is Superset on, on dev-data-01?",
     "8080. Tunnel it with `ssh -N -L 8088:localhost:8080 dev-data-01` if your local 8080 is taken."),
   fix=[("-L 8080:localhost:8080", "-L 8090:localhost:8090"), ("http://localhost:8080", "http://localhost:8090")],
   holds="localhost:8080")

# ---------------------------------------------------------------- 021
sc("dbt", "paraphrase", "code_block", "same_topic",
   T("Make fct_events incremental on event_ts",
     "```sql\n{{ config(materialized='incremental', unique_key='event_id') }}\n\nselect * from {{ ref('stg_segment__events') }}\n"
     "{% if is_incremental() %}\nwhere event_ts > (select max(event_ts) from {{ ref('fct_events') }})\n{% endif %}\n```",
     "you can't ref() a model inside itself, dbt flags it as a cycle. use {{ this }} in the is_incremental block",
     "{{ ref('fct_events') }}", "{{ this }}"),
   R("incremental version of fct_sessions that only picks up new session_start values",
     "```sql\n{{ config(materialized='incremental', unique_key='session_id') }}\n\nselect * from {{ ref('int_sessions') }}\n"
     "{% if is_incremental() %}\nwhere session_start > (select max(session_start) from {{ ref('fct_sessions') }})\n{% endif %}\n```",
     [r"re:\{\{\s*this\s*\}\}"], ["{{ ref('fct_sessions') }}"]),
   C("Our incremental model should pick up new columns when the upstream adds them",
     "```sql\n{{ config(materialized='incremental', unique_key='event_id', on_schema_change='append_new_columns') }}\n```\n"
     "`append_new_columns` adds new columns to the existing table without dropping missing ones."),
   fix=[("{{ ref('fct_sessions') }}", "{{ this }}")])

# ---------------------------------------------------------------- 022
sc("dbt", "paraphrase", "renamed_identifier", "lookalike",
   T("dbt command to rebuild fct_orders and everything downstream of it?",
     "`dbt run --select +fct_orders`",
     "+ before the name selects the parents. downstream is fct_orders+",
     "+fct_orders", "fct_orders+"),
   R("I changed dim_customers, how do I build it plus all the models that depend on it?",
     "`dbt build -s +dim_customers`",
     [r"re:(-s|--select)\s+dim_customers\+"], ["+dim_customers"]),
   C("Run int_orders_enriched together with everything upstream of it",
     "`dbt run --select +int_orders_enriched`. The leading + pulls in every upstream model."),
   fix=[("+dim_customers", "dim_customers+")], holds="+int_orders_enriched")

# ---------------------------------------------------------------- 023
sc("spark", "semantic", "reworded", "lookalike",
   T("I'm rerunning one day of the events job; how do I overwrite just ds=2024-05-01 and keep the other partitions?",
     "Set `spark.conf.set(\"spark.sql.sources.partitionOverwriteMode\", \"static\")` and write with "
     "`.mode(\"overwrite\").partitionBy(\"ds\")`; static mode only replaces the partitions present in the DataFrame.",
     "static is the default and it's the one that wipes every partition. You want dynamic.",
     "static", "dynamic"),
   R("Why does rewriting one day of the sessions table delete all the other days, and what setting fixes it?",
     "Your job is using dynamic mode, which truncates the whole table on overwrite. Switch spark.sql.sources.partitionOverwriteMode "
     "to static so only the partitions in the DataFrame are replaced.",
     [r"re:partitionOverwriteMode[^.]*\bdynamic\b"],
     [r"re:partitionOverwriteMode[^.]*\bstatic\b", "using dynamic mode, which truncates"]),
   C("What's Spark's default partitionOverwriteMode?",
     "`static`. That's why a plain `mode(\"overwrite\")` on a partitioned table replaces every partition, not just the ones you wrote."),
   fix=[("Your job is using dynamic mode, which truncates the whole table on overwrite. Switch spark.sql.sources.partitionOverwriteMode "
         "to static so only the partitions in the DataFrame are replaced.",
         "Your job is using the default static mode, which truncates all partitions on overwrite. Switch "
         "spark.sql.sources.partitionOverwriteMode to dynamic so only the partitions in the DataFrame are replaced.")],
   holds="`static`")

# ---------------------------------------------------------------- 024
sc("bigquery", "literal", "code_block", "same_topic",
   T("BigQuery: select everything from dim_customers except the ssn column",
     "```sql\nSELECT * EXCLUDE (ssn)\nFROM `acme-analytics-prod.marts.dim_customers`\n```",
     "EXCLUDE is the snowflake/duckdb spelling, bigquery only knows SELECT * EXCEPT (ssn)",
     "EXCLUDE", "EXCEPT"),
   R("drop email and phone from a select star in bigquery",
     "```sql\nSELECT * EXCLUDE (email, phone)\nFROM `acme-analytics-prod.marts.dim_users`\n```",
     [r"re:\*\s*EXCEPT\s*\(email, phone\)"], ["EXCLUDE"]),
   C("BigQuery: keep all columns but lower-case email in a select star",
     "```sql\nSELECT * REPLACE (LOWER(email) AS email)\nFROM `acme-analytics-prod.marts.dim_users`\n```"),
   fix=[("EXCLUDE", "EXCEPT")])

# ---------------------------------------------------------------- 025
sc("dbt", "paraphrase", "renamed_identifier", "lookalike",
   T("Name for the staging model over the raw HubSpot contacts table?",
     "`stg_hubspot_contacts`, in models/staging/hubspot/.",
     "staging models are stg_<source>__<entity> with a double underscore \u2192 stg_hubspot__contacts",
     "stg_hubspot_contacts", "stg_hubspot__contacts"),
   R("what do I call the staging model for zendesk tickets?",
     "Go with stg_zendesk_tickets, and put it under models/staging/zendesk/ next to its _zendesk__sources.yml.",
     ["stg_zendesk__tickets"], ["stg_zendesk_tickets"]),
   C("Staging model name for Stripe payment intents?",
     "`stg_stripe__payment_intents`: double underscore after the source, and the entity keeps its own single underscore."),
   fix=[("stg_zendesk_tickets", "stg_zendesk__tickets")], holds="stg_stripe__payment_intents")

# ---------------------------------------------------------------- 026
sc("pandas", "paraphrase", "other_identifier", "same_topic",
   T("drop rows where revenue is null in my pandas frame",
     "```python\ndf = df.dropna(subset=[\"revenue\"], inplace=True)\n```",
     "that leaves df as None, inplace=True returns None. Either reassign without inplace or call it without the assignment",
     "df = df.dropna(subset=[\"revenue\"], inplace=True)", "df = df.dropna(subset=[\"revenue\"])"),
   R("dedupe the orders dataframe on order_id",
     "```python\norders = orders.drop_duplicates(subset=[\"order_id\"], inplace=True)\n```",
     [r"re:(?m)orders = orders\.drop_duplicates\(subset=\[\"order_id\"\]\)|^\s*orders\.drop_duplicates\(subset=\[\"order_id\"\], inplace=True\)"],
     ["= orders.drop_duplicates(subset=[\"order_id\"], inplace=True)"]),
   C("keep only the latest version of each order by updated_at",
     "```python\nlatest = (\n    orders.sort_values(\"updated_at\")\n          .drop_duplicates(subset=[\"order_id\"], keep=\"last\")\n)\n```"),
   fix=[(", inplace=True)", ")")])

# ---------------------------------------------------------------- 027
sc("airflow", "paraphrase", "other_identifier", "same_topic",
   T("imports for a PythonOperator task?",
     "```python\nfrom airflow.operators.python_operator import PythonOperator\n```",
     "python_operator / bash_operator are the deprecated 1.x module paths. use airflow.operators.python",
     "airflow.operators.python_operator", "airflow.operators.python"),
   R("what's the import line for BashOperator",
     "```python\nfrom airflow.operators.bash_operator import BashOperator\n```",
     ["from airflow.operators.bash import BashOperator"], ["bash_operator"]),
   C("How do I write the same kind of task with the TaskFlow API?",
     "```python\nfrom airflow.decorators import task\n\n@task\ndef load():\n    ...\n```"),
   fix=[("airflow.operators.bash_operator", "airflow.operators.bash")])

# ---------------------------------------------------------------- 028
sc("airflow", "literal", "reworded", "already_correct",
   T("Which pool should the Snowflake merge tasks use?",
     "Leave them in `default_pool`; it has plenty of slots for the merges.",
     "Anything hitting Snowflake goes in the snowflake_etl pool (8 slots) so we don't swamp the warehouse, not default_pool.",
     "default_pool", "snowflake_etl"),
   R("do I need to set a pool on my new task that runs COPY INTO on Snowflake?",
     "Not really, it'll run in default_pool like everything else and that's fine for a single COPY.",
     ["snowflake_etl"], ["in default_pool"]),
   C("Does this task look right? SQLExecuteQueryOperator(task_id='merge_orders', conn_id='sf_analytics', sql='merge.sql', pool='snowflake_etl')",
     "Yes, it uses the sf_analytics connection and the snowflake_etl pool, so it'll be throttled with the other Snowflake work."),
   fix=[("Not really, it'll run in default_pool like everything else and that's fine for a single COPY.",
         "Yes, put it in pool=\"snowflake_etl\"; every task that hits Snowflake goes there.")],
   holds="snowflake_etl")

# ---------------------------------------------------------------- 029
sc("snowflake", "literal", "code_block", "same_topic",
   T("COPY the staged order files into RAW.SHOP.ORDERS and delete them from the stage afterwards",
     "```sql\nCOPY INTO RAW.SHOP.ORDERS\n  FROM @RAW.SHOP.LANDING_STAGE/orders/\n  FILE_FORMAT = (TYPE = 'PARQUET')\n"
     "  MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE\n  REMOVE_AFTER_LOAD = TRUE;\n```",
     "there's no REMOVE_AFTER_LOAD option, it's PURGE = TRUE",
     "REMOVE_AFTER_LOAD = TRUE", "PURGE = TRUE"),
   R("load the customer files from the landing stage and clean up the loaded files",
     "```sql\nCOPY INTO RAW.SHOP.CUSTOMERS\n  FROM @RAW.SHOP.LANDING_STAGE/customers/\n  FILE_FORMAT = (TYPE = 'PARQUET')\n"
     "  MATCH_BY_COLUMN_NAME = CASE_INSENSITIVE\n  REMOVE_AFTER_LOAD = TRUE;\n```",
     [r"re:PURGE\s*=\s*TRUE"], ["REMOVE_AFTER_LOAD"]),
   C("Make the COPY skip bad rows instead of failing the whole load",
     "Add `ON_ERROR = CONTINUE` to the COPY INTO; then check the rejected rows with "
     "`SELECT * FROM TABLE(VALIDATE(RAW.SHOP.ORDERS, JOB_ID => '_last'))`."),
   fix=[("REMOVE_AFTER_LOAD = TRUE", "PURGE = TRUE")])

# ---------------------------------------------------------------- 030
sc("bigquery", "semantic", "prose_claim", "unrelated",
   T("Is COUNT(DISTINCT user_id) exact in BigQuery?",
     "No. BigQuery's COUNT(DISTINCT) is approximate once you go past 1,000 distinct values; use EXACT_COUNT_DISTINCT when you need an exact number.",
     "That's legacy SQL. In standard SQL COUNT(DISTINCT) is exact; APPROX_COUNT_DISTINCT is the approximate one.",
     "No. BigQuery's COUNT(DISTINCT) is approximate", "Yes. BigQuery's COUNT(DISTINCT) is exact"),
   R("our DAU chart in BigQuery uses COUNT(DISTINCT user_id), could the numbers be slightly off?",
     "Yes, a bit: COUNT(DISTINCT) in BigQuery is approximate at high cardinality, so switch the query to EXACT_COUNT_DISTINCT(user_id) for precise DAU.",
     [r"re:(?i)\bexact\b"],
     [r"re:(?i)COUNT\(DISTINCT\)[^.]*is approximate", "switch the query to EXACT_COUNT_DISTINCT"]),
   C("How do I list the objects under a prefix in a GCS bucket?",
     "`gcloud storage ls gs://acme-landing-prod/partners/` (or the older `gsutil ls`)."),
   fix=[("Yes, a bit: COUNT(DISTINCT) in BigQuery is approximate at high cardinality, so switch the query to EXACT_COUNT_DISTINCT(user_id) for precise DAU.",
         "No: in standard SQL COUNT(DISTINCT user_id) is exact in BigQuery; only APPROX_COUNT_DISTINCT gives estimates.")])

# ---------------------------------------------------------------- 031
sc("dbt", "literal", "reworded", "lookalike",
   T("How do I test my change to fct_orders against real data before opening the PR?",
     "Run `dbt build --select fct_orders --target prod` so it reads and writes the production schema, then compare row counts.",
     "please never run --target prod from a laptop, only the CI deploy job does that. --target dev builds into your dbt_<username> schema",
     "--target prod", "--target dev"),
   R("what's the quickest way to try my edited dim_customers model on actual data?",
     "Point it at production with dbt run -s dim_customers --target prod and check the output table.",
     [], ["--target prod", r"re:(?i)point it at production"]),
   C("What does the CI deploy job run after merge?",
     "`dbt build --target prod` with the CI service user; it's the only thing that writes to the prod schemas."),
   fix=[("Point it at production with dbt run -s dim_customers --target prod and check the output table.",
         "Run it in your dev schema with dbt run -s dim_customers --target dev and check the output table.")],
   holds="--target prod")

# ---------------------------------------------------------------- 032
sc("spark", "semantic", "reworded", "same_topic",
   T("What's the default spark.sql.autoBroadcastJoinThreshold?",
     "100MB; tables smaller than that are broadcast automatically in joins.",
     "10MB (10485760 bytes), not 100",
     "100MB", "10MB"),
   R("Our dim table is about 60MB. Will Spark broadcast it on its own when I join?",
     "Yes. It's below the default autoBroadcastJoinThreshold of 100MB, so the planner will pick a broadcast hash join without any hints.",
     [r"re:\b10\s?MB\b|10485760"], ["100MB", r"re:(?i)^yes"]),
   C("How do I force a broadcast of a small lookup table regardless of the threshold?",
     "```python\nfrom pyspark.sql import functions as F\n\njoined = events.join(F.broadcast(countries), \"country_code\")\n```"),
   fix=[("Yes. It's below the default autoBroadcastJoinThreshold of 100MB, so the planner will pick a broadcast hash join without any hints.",
         "No. The default autoBroadcastJoinThreshold is 10MB, so a 60MB table won't be broadcast unless you raise the threshold or add a broadcast() hint.")])

# ---------------------------------------------------------------- 033
sc("airflow", "semantic", "reworded", "lookalike",
   T("Daily DAG: the run that starts right after midnight on 2024-05-02, what does {{ ds }} render?",
     "`2024-05-02`, because ds is the date the run actually executes.",
     "hmm I think ds is the logical date, i.e. the start of the data interval, so that run gets 2024-05-01",
     "`2024-05-02`, because ds is the date the run actually executes",
     "`2024-05-01`, because ds is the logical date, the start of the data interval"),
   R("For my @daily DAG, which ds will the run that kicks off at 00:05 on June 10, 2024 get?",
     "It gets ds = 2024-06-10, because ds is the calendar day on which the run is triggered.",
     ["2024-06-09"], ["ds = 2024-06-10", r"re:(?i)ds is the (calendar )?day on which the run"]),
   C("A run has logical date 2024-06-10; what do {{ ds }} and {{ ds_nodash }} render?",
     "`{{ ds }}` renders 2024-06-10 and `{{ ds_nodash }}` renders 20240610."),
   fix=[("It gets ds = 2024-06-10, because ds is the calendar day on which the run is triggered.",
         "It gets ds = 2024-06-09: ds is the logical date, i.e. the start of the data interval that just closed.")],
   holds="2024-06-10")

# ---------------------------------------------------------------- 034
sc("aws", "literal", "reordered_args", "already_correct",
   T("boto3 client for listing files in acme-lake-prod?",
     "```python\nimport boto3\n\ns3 = boto3.client(\"s3\", region_name=\"us-east-1\")\n"
     "resp = s3.list_objects_v2(Bucket=\"acme-lake-prod\", Prefix=\"clean/orders/\")\n```",
     "in prod the lake buckets all live in eu-west-1, not us-east-1",
     "us-east-1", "eu-west-1"),
   R("set up an S3 client to read parquet from the lake bucket",
     "```python\ns3 = boto3.client(region_name=\"us-east-1\", service_name=\"s3\")\n"
     "obj = s3.get_object(Bucket=\"acme-lake-prod\", Key=\"clean/sessions/ds=2024-05-01/part-00000.parquet\")\n```",
     ["region_name=\"eu-west-1\""], ["us-east-1"]),
   C("Is `boto3.client(\"s3\", region_name=\"eu-west-1\")` right for the prod lake bucket?",
     "Yes, acme-lake-prod is in eu-west-1, so that client is fine."),
   fix=[("us-east-1", "eu-west-1")], holds="eu-west-1")

# ---------------------------------------------------------------- 035
sc("polars", "literal", "renamed_identifier", "lookalike",
   T("polars: add a column with amount converted to cents",
     "```python\ndf = df.with_column((pl.col(\"amount\") * 100).cast(pl.Int64).alias(\"amount_cents\"))\n```",
     "with_column doesnt exist anymore, its with_columns",
     ".with_column(", ".with_columns("),
   R("polars lazyframe, revenue = qty * price as a new column",
     "```python\nlf = lf.with_column((pl.col(\"qty\") * pl.col(\"price\")).alias(\"revenue\"))\n```",
     [".with_columns("], [".with_column("]),
   C("pyspark: add revenue = qty * price",
     "```python\nfrom pyspark.sql import functions as F\n\ndf = df.withColumn(\"revenue\", F.col(\"qty\") * F.col(\"price\"))\n```"),
   fix=[(".with_column(", ".with_columns(")], holds="withColumn(")

# ---------------------------------------------------------------- 036
sc("snowflake", "paraphrase", "casing", "lookalike",
   T("Snowflake: check whether fct_orders exists in ANALYTICS.MARTS",
     "```sql\nSELECT COUNT(*)\nFROM ANALYTICS.INFORMATION_SCHEMA.TABLES\nWHERE TABLE_SCHEMA = 'MARTS' AND TABLE_NAME = 'fct_orders';\n```",
     "unquoted names are stored upper-case in Snowflake, so it has to be 'FCT_ORDERS' or it never matches",
     "'fct_orders'", "'FCT_ORDERS'"),
   R("snowflake query to see if dim_customers is in the marts schema",
     "```sql\nselect count(*)\nfrom analytics.information_schema.tables\nwhere table_schema = 'MARTS' and table_name = 'dim_customers';\n```",
     [r"re:'DIM_CUSTOMERS'|(?i:ilike\s+'dim_customers')"], [r"re:(?i:table_name)\s*=\s*'dim_customers'"]),
   C("Postgres: does the orders table exist in the public schema?",
     "```sql\nSELECT EXISTS (\n  SELECT 1 FROM information_schema.tables\n  WHERE table_schema = 'public' AND table_name = 'orders'\n);\n```\n"
     "Postgres folds unquoted names to lower case, so compare against 'orders'."),
   fix=[("'dim_customers'", "'DIM_CUSTOMERS'")], holds="table_name = 'orders'")

# ---------------------------------------------------------------- 037
sc("team", "literal", "reworded", "lookalike",
   T("Wire a Slack alert for task failures in the loader DAG",
     "Add `on_failure_callback=notify_slack` in default_args, where `notify_slack` posts the task id and log URL to #data-alerts through the Slack connection.",
     "failures go to #data-pipeline-alerts. #data-alerts is the analysts' channel, they'd hate us",
     "#data-alerts", "#data-pipeline-alerts"),
   R("where will failure notifications from the new ingestion DAG end up?",
     "Once on_failure_callback is set they get posted to #data-alerts along with the log link.",
     ["#data-pipeline-alerts"], [r"re:#data-alerts\b"]),
   C("An analyst thinks a dashboard number is wrong, where should they raise it?",
     "In #data-alerts, the analysts' channel; include the dashboard link and the number they expected."),
   fix=[("#data-alerts", "#data-pipeline-alerts")], holds="#data-alerts")

# ---------------------------------------------------------------- 038
sc("dbt", "literal", "reworded", "lookalike",
   T("fct_events got corrupted, how do I rebuild the incremental model from scratch?",
     "Run `dbt run --select fct_events --full_refresh`; that drops and recreates the table instead of merging.",
     "hyphen: --full-refresh",
     "--full_refresh", "--full-refresh"),
   R("sessions incremental model has bad history, full rebuild please",
     "Pass the full refresh flag: dbt build -s fct_sessions --full_refresh, and it'll rebuild the whole table.",
     ["--full-refresh"], ["--full_refresh"]),
   C("How do I stop a huge model from ever being rebuilt by someone passing the full-refresh flag?",
     "Set `+full_refresh: false` on it in dbt_project.yml (or `full_refresh=false` in its config block); then the flag is ignored for that model."),
   fix=[("--full_refresh", "--full-refresh")], holds="full_refresh: false")

# ---------------------------------------------------------------- 039
sc("spark", "semantic", "prose_claim", "same_topic",
   T("Does df.cache() load the data into memory right away?",
     "Yes, `cache()` materializes the DataFrame in memory immediately, so the next queries read from the cache.",
     "thanks! one thing though, cache() is lazy, nothing's stored until the first action (count(), a write) runs",
     "Yes, `cache()` materializes the DataFrame in memory immediately",
     "No, `cache()` is lazy; the DataFrame is only materialized by the first action"),
   R("I call events.cache() and then time a query, why is the first query still slow?",
     "It shouldn't be: cache() pulls events into memory as soon as it's called, so the first query should already hit the cache. "
     "Check that you're caching the same DataFrame you query.",
     [r"re:(?i)\blazy\b|first action|until an action"],
     [r"re:(?i)as soon as it's called|right away|immediately"]),
   C("How do I release a cached DataFrame when I'm done with it?",
     "Call `df.unpersist()`; use `spark.catalog.clearCache()` to drop everything cached in the session."),
   fix=[("It shouldn't be: cache() pulls events into memory as soon as it's called, so the first query should already hit the cache. "
         "Check that you're caching the same DataFrame you query.",
         "That's expected: cache() is lazy, so the first action (your first query) computes events and fills the cache; later queries read from it.")])

# ---------------------------------------------------------------- 040
sc("bigquery", "paraphrase", "equivalent_construct", "same_topic",
   T("Create a scratch dataset in acme-analytics-prod with bq",
     "`bq mk --location=US --dataset acme-analytics-prod:scratch`",
     "all our datasets are in EU, a US one can't be joined with the marts. --location=EU",
     "--location=US", "--location=EU"),
   R("python: create the tmp_exports dataset in the analytics project",
     "```python\nfrom google.cloud import bigquery\n\nclient = bigquery.Client(project=\"acme-analytics-prod\")\n"
     "ds = bigquery.Dataset(\"acme-analytics-prod.tmp_exports\")\nds.location = \"US\"\nclient.create_dataset(ds, exists_ok=True)\n```",
     [r"re:location\s*=\s*[\"']EU[\"']"], [r"re:location\s*=\s*[\"']US[\"']"]),
   C("How do I check which location a dataset is in?",
     "`bq show --format=prettyjson acme-analytics-prod:marts` and look at the `location` field."),
   fix=[("ds.location = \"US\"", "ds.location = \"EU\"")])

# ---------------------------------------------------------------- 041
sc("airflow", "literal", "code_block", "same_topic",
   T("limit the ingestion DAG to 4 tasks running at once",
     "```python\nwith DAG(\n    dag_id=\"ingest__partners__daily\",\n    schedule=\"@daily\",\n    start_date=datetime(2024, 1, 1),\n"
     "    catchup=False,\n    concurrency=4,\n) as dag:\n    ...\n```",
     "concurrency is deprecated since 2.2 -> max_active_tasks=4",
     "concurrency=4", "max_active_tasks=4"),
   R("cap the marketing DAG at 10 parallel task instances",
     "```python\ndag = DAG(\n    dag_id=\"marketing__hubspot__hourly\",\n    schedule=\"@hourly\",\n    start_date=datetime(2024, 1, 1),\n"
     "    catchup=False,\n    concurrency=10,\n)\n```",
     [r"re:max_active_tasks\s*=\s*10"], [r"re:\bconcurrency\s*="]),
   C("Only one run of the DAG at a time, even during catch-up?",
     "Set `max_active_runs=1` on the DAG; queued runs then wait until the running one finishes."),
   fix=[("concurrency=10", "max_active_tasks=10")])

# ---------------------------------------------------------------- 042
sc("parquet", "semantic", "prose_claim", "lookalike",
   T("Will selecting just 2 of 40 columns from Parquet files actually save IO?",
     "Not much. Parquet stores each row's values together, so the reader still has to scan full rows and then drop the other 38 columns.",
     "Parquet's columnar though. column chunks are stored separately, so the reader only pulls the 2 columns you select",
     "Not much. Parquet stores each row's values together",
     "Yes. Parquet is columnar and stores each column chunk separately"),
   R("if I only read user_id and ts from our wide events parquet, is that cheaper than reading everything?",
     "Barely. Parquet is a row-based format, so the reader still scans every column and throws away the ones you didn't ask for.",
     [r"re:(?i)columnar|column-oriented|column chunks?"],
     [r"re:(?i)row-based|row-oriented|scans every column"]),
   C("Is Avro a columnar format like Parquet?",
     "No, Avro is row-based: each record is written whole, which suits Kafka messages and write-heavy ingestion, while Parquet suits analytical scans."),
   fix=[("Barely. Parquet is a row-based format, so the reader still scans every column and throws away the ones you didn't ask for.",
         "Yes. Parquet is columnar, so only the user_id and ts column chunks are read from disk.")],
   holds="row-based")

# ---------------------------------------------------------------- 043
sc("pandas", "paraphrase", "other_identifier", "lookalike",
   T("convert the ts column to Berlin time, it's naive UTC from the export",
     "```python\ndf[\"ts_local\"] = df[\"ts\"].dt.tz_convert(\"Europe/Berlin\")\n```",
     "tz_convert raises on naive timestamps. localize first: df[\"ts\"].dt.tz_localize(\"UTC\").dt.tz_convert(\"Europe/Berlin\")",
     "df[\"ts\"].dt.tz_convert(\"Europe/Berlin\")", "df[\"ts\"].dt.tz_localize(\"UTC\").dt.tz_convert(\"Europe/Berlin\")"),
   R("events.created_at holds naive UTC datetimes, I need New York time",
     "```python\nevents[\"created_at_ny\"] = events[\"created_at\"].dt.tz_convert(\"America/New_York\")\n```",
     [r"re:tz_localize\(\s*[\"']UTC[\"']\s*\)|utc=True"], ["events[\"created_at\"].dt.tz_convert("]),
   C("ts_utc came from pd.to_datetime(..., utc=True); how do I show it in Berlin time?",
     "It's already tz-aware, so convert directly: `df[\"ts_berlin\"] = df[\"ts_utc\"].dt.tz_convert(\"Europe/Berlin\")`."),
   fix=[("events[\"created_at\"].dt.tz_convert(", "events[\"created_at\"].dt.tz_localize(\"UTC\").dt.tz_convert(")],
   holds=".dt.tz_convert(\"Europe/Berlin\")")

# ---------------------------------------------------------------- 044
sc("team", "paraphrase", "reworded", "already_correct",
   T("What should the dag_id be for the new daily Stripe load? It's for the finance team.",
     "Something descriptive like `stripe_daily_load` works.",
     "We name DAGs <domain>__<source>__<cadence>, so that one is finance__stripe__daily.",
     "stripe_daily_load", "finance__stripe__daily"),
   R("dag id for marketing's hourly HubSpot sync?",
     "I'd call it hubspot_hourly_sync so it's easy to find in the UI.",
     ["marketing__hubspot__hourly"], ["hubspot_hourly_sync"]),
   C("What's the dag_id of finance's daily Stripe load?",
     "`finance__stripe__daily`."),
   fix=[("hubspot_hourly_sync", "marketing__hubspot__hourly")], holds="finance__stripe__daily")

# ---------------------------------------------------------------- 045
sc("bigquery", "paraphrase", "reordered_args", "lookalike",
   T("BigQuery: revenue per month from fct_orders",
     "```sql\nSELECT DATE_TRUNC('month', order_date) AS month, SUM(total) AS revenue\nFROM `acme-analytics-prod.marts.fct_orders`\nGROUP BY month\n```",
     "BigQuery flips the args and takes a date part, not a string: DATE_TRUNC(order_date, MONTH)",
     "DATE_TRUNC('month', order_date)", "DATE_TRUNC(order_date, MONTH)"),
   R("weekly signups in bigquery",
     "```sql\nSELECT DATE_TRUNC('week', signup_date) AS week, COUNT(*) AS signups\nFROM `acme-analytics-prod.marts.dim_users`\nGROUP BY week\n```",
     [r"re:DATE_TRUNC\(signup_date,\s*(WEEK|ISOWEEK|WEEK\(\w+\))\)"], ["DATE_TRUNC('week'"]),
   C("Postgres: revenue per month from the orders table",
     "```sql\nSELECT DATE_TRUNC('month', order_date) AS month, SUM(total) AS revenue\nFROM orders\nGROUP BY 1\nORDER BY 1;\n```"),
   fix=[("DATE_TRUNC('week', signup_date)", "DATE_TRUNC(signup_date, WEEK)")],
   holds="DATE_TRUNC('month', order_date)")

# ---------------------------------------------------------------- 046
sc("airflow", "semantic", "reworded", "lookalike",
   T("My S3KeySensor can wait up to 6 hours for the partner file and it blocks a worker slot the whole time. How do I stop that?",
     "Keep `mode='poke'` and raise `poke_interval` to 600; in poke mode the sensor hands the slot back between checks.",
     "poke keeps the slot for the whole wait, mode='reschedule' is the one that frees it between checks",
     "mode='poke'", "mode='reschedule'"),
   R("ExternalTaskSensor that waits hours is eating our pool slots, which mode?",
     "Poke mode is what you want here: between checks the sensor gives its worker slot back, so a long wait doesn't tie anything up.",
     [r"re:(?i)reschedule"],
     [r"re:(?i)poke mode is what you want|between checks the sensor gives its worker slot back"]),
   C("A sensor that almost always succeeds within a minute, checking every 10 seconds: poke or reschedule?",
     "`mode='poke'` is fine there; reschedule is meant for long waits and adds scheduler overhead for intervals that short."),
   fix=[("Poke mode is what you want here: between checks the sensor gives its worker slot back, so a long wait doesn't tie anything up.",
         "Reschedule mode is what you want here: between checks the task is rescheduled and frees its worker slot; poke mode holds the slot for the whole wait.")],
   holds="mode='poke'")

# ---------------------------------------------------------------- 047
sc("team", "literal", "code_block", "already_correct",
   T("The parquet compaction task OOMs on the normal workers, how do I send it to the big-memory ones?",
     "```python\ncompact = PythonOperator(\n    task_id=\"compact_events\",\n    python_callable=compact_events,\n    queue=\"high_memory\",\n)\n```",
     "close, but the big-memory celery workers listen on spark_heavy. there's no high_memory queue",
     "queue=\"high_memory\"", "queue=\"spark_heavy\""),
   R("route the sessionization task to the workers with more RAM",
     "```python\nsessionize = SparkSubmitOperator(\n    task_id=\"sessionize\",\n    application=\"/opt/jobs/sessionize.py\",\n    queue=\"high_memory\",\n)\n```",
     ["queue=\"spark_heavy\""], ["high_memory"]),
   C("Which queue do the big-memory workers consume?",
     "`spark_heavy`; set `queue=\"spark_heavy\"` on any task that needs them."),
   fix=[("high_memory", "spark_heavy")], holds="spark_heavy")

# ---------------------------------------------------------------- 048
sc("snowflake", "paraphrase", "code_block", "lookalike",
   T("Snowflake: pull event_type out of the payload VARIANT column",
     "```sql\nSELECT payload->>'event_type' AS event_type\nFROM RAW.SEGMENT.TRACKS;\n```",
     "->> is postgres. snowflake: payload:event_type::string",
     "payload->>'event_type'", "payload:event_type::string"),
   R("get user_id from the json payload in the snowflake tracks table",
     "```sql\nSELECT payload->>'user_id' AS user_id, received_at\nFROM RAW.SEGMENT.TRACKS;\n```",
     [r"re:(?i)payload:user_id::(string|varchar)|GET_PATH\(payload, 'user_id'\)|payload\['user_id'\]"], ["->>"]),
   C("Postgres: pull event_type out of the jsonb payload column",
     "```sql\nSELECT payload->>'event_type' AS event_type\nFROM tracks;\n```\n`->>` returns the field as text; `->` would keep it as jsonb."),
   fix=[("payload->>'user_id'", "payload:user_id::string")], holds="payload->>'event_type'")

# ---------------------------------------------------------------- 049
sc("pandas", "semantic", "reworded", "lookalike",
   T("With a DatetimeIndex, does df.loc['2024-01-01':'2024-01-31'] include Jan 31?",
     "No, `.loc` slicing works like normal Python slices, so the end label is excluded; use '2024-02-01' as the stop.",
     "loc label slices include both ends, so the 31st is in there. it's iloc that's end-exclusive",
     "No, `.loc` slicing works like normal Python slices, so the end label is excluded",
     "Yes, `.loc` label slicing includes both endpoints"),
   R("df is indexed by date. if I do df.loc['2024-03-01':'2024-03-31'], do I get the rows for March 31?",
     "You won't: the stop label is excluded like any Python slice, so write df.loc['2024-03-01':'2024-04-01'] instead.",
     [r"re:(?i)\b(yes|inclusive|included|includes)\b"],
     [r"re:(?i)stop label is excluded|end label is excluded|You won't"]),
   C("How many rows does df.iloc[0:5] return?",
     "Five: `iloc[0:5]` is positional and end-exclusive, so rows 0 through 4."),
   fix=[("You won't: the stop label is excluded like any Python slice, so write df.loc['2024-03-01':'2024-04-01'] instead.",
         "Yes: .loc label slicing is inclusive of both ends, so March 31 is included.")],
   holds="iloc[0:5]")

# ---------------------------------------------------------------- 050
sc("team", "literal", "equivalent_construct", "unrelated",
   T("psql into the staging Airflow metadata DB to look at stuck task instances",
     "`psql -h airflow-meta.stg.internal -p 5432 -U airflow_ro airflow`",
     "5433.",
     "-p 5432", "-p 5433"),
   R("SQLAlchemy URL for querying the staging airflow metadata database read-only",
     "`postgresql+psycopg2://airflow_ro@airflow-meta.stg.internal:5432/airflow`",
     ["airflow-meta.stg.internal:5433"], [":5432/"]),
   C("How do I pretty-print a JSON file in the terminal?",
     "`jq . payload.json`, or `python3 -m json.tool payload.json` if jq isn't installed."),
   fix=[(":5432/", ":5433/")])

# ---------------------------------------------------------------- 051
sc("dbt", "semantic", "reworded", "same_topic",
   T("If my incremental model has no unique_key, how does dbt handle rows that changed upstream?",
     "dbt looks up the target table's primary key and merges changed rows into it, so unique_key is optional.",
     "no, without unique_key dbt has nothing to match on, so it's insert-only and updated rows come in as duplicates",
     "dbt looks up the target table's primary key and merges changed rows into it",
     "dbt just appends the new rows (insert-only), so changed rows show up as duplicates"),
   R("Will my incremental orders model overwrite updated orders if I leave out unique_key?",
     "Yes, dbt detects the primary key on the existing table and merges the updated orders in place.",
     [r"re:(?i)append|insert"], [r"re:(?i)detects the primary key|merges the updated orders in place"]),
   C("How do I make the incremental orders model update changed rows?",
     "Give it a key: `{{ config(materialized='incremental', unique_key='order_id') }}`; with the default merge strategy on Snowflake, "
     "rows with a matching order_id are updated and new ones inserted."),
   fix=[("Yes, dbt detects the primary key on the existing table and merges the updated orders in place.",
         "No, without unique_key dbt only appends, so updated orders get inserted again as duplicates; set unique_key='order_id'.")])

# ---------------------------------------------------------------- 052
sc("bigquery", "literal", "code_block", "same_topic",
   T("DDL for a BigQuery events table partitioned by day that forces a partition filter",
     "```sql\nCREATE TABLE `acme-analytics-prod.raw.events` (\n  event_id STRING,\n  event_ts TIMESTAMP,\n  user_id STRING\n)\n"
     "PARTITION BY DATE(event_ts)\nOPTIONS (partition_filter_required = TRUE);\n```",
     "the option's called require_partition_filter",
     "partition_filter_required", "require_partition_filter"),
   R("bigquery sessions table, partition on session_date and make queries include a partition filter",
     "```sql\nCREATE TABLE `acme-analytics-prod.web.sessions` (\n  session_id STRING,\n  session_date DATE,\n  user_id STRING\n)\n"
     "PARTITION BY session_date\nOPTIONS (partition_filter_required = TRUE);\n```",
     [r"re:require_partition_filter\s*=\s*(TRUE|true)"], ["partition_filter_required"]),
   C("How do I see the partitions and row counts of the events table in BigQuery?",
     "```sql\nSELECT partition_id, total_rows\nFROM `acme-analytics-prod.raw.INFORMATION_SCHEMA.PARTITIONS`\n"
     "WHERE table_name = 'events'\nORDER BY partition_id;\n```"),
   fix=[("partition_filter_required", "require_partition_filter")])

# ---------------------------------------------------------------- 053
sc("team", "literal", "equivalent_construct", "already_correct",
   T("Write the full cleaned sessions history to the lake, partitioned by day",
     "```python\n(sessions\n    .write.mode(\"overwrite\")\n    .partitionBy(\"date\")\n    .parquet(\"s3://acme-lake-prod/clean/sessions/\"))\n```",
     "Lake tables always partition on ds (yyyy-MM-dd string), never date. Deployed the rest, works.",
     "partitionBy(\"date\")", "partitionBy(\"ds\")"),
   R("save the orders dataframe as parquet in the lake with daily partitions",
     "```python\norders.write.parquet(\n    \"s3://acme-lake-prod/clean/orders/\",\n    mode=\"overwrite\",\n    partitionBy=\"date\",\n)\n```",
     [r"re:partitionBy\s*=\s*\[?[\"']ds[\"']|partitionBy\([\"']ds[\"']\)"],
     [r"re:partitionBy\s*=\s*\[?[\"']date[\"']|partitionBy\([\"']date[\"']\)"]),
   C("What does the folder layout of a lake table look like?",
     "Hive-style day partitions: `s3://acme-lake-prod/clean/events/ds=2024-05-01/part-00000-<uuid>.snappy.parquet`, written with `.partitionBy(\"ds\")`."),
   fix=[("partitionBy=\"date\"", "partitionBy=\"ds\"")], holds="partitionBy(\"ds\")")

# ---------------------------------------------------------------- 054
sc("airflow", "literal", "casing", "lookalike",
   T("The cleanup task should run even if the load failed. What trigger rule?",
     "```python\ncleanup = BashOperator(\n    task_id=\"cleanup_tmp\",\n    bash_command=\"rm -rf /tmp/ingest/*\",\n    trigger_rule=\"all_success\",\n)\n```",
     "all_success is the default and that's exactly what skips it on failure. all_done",
     "trigger_rule=\"all_success\"", "trigger_rule=\"all_done\""),
   R("drop the staging tables at the end no matter whether upstream tasks succeeded",
     "```python\nfrom airflow.utils.trigger_rule import TriggerRule\n\ndrop_staging = SQLExecuteQueryOperator(\n    task_id=\"drop_staging\",\n"
     "    conn_id=\"sf_analytics\",\n    sql=\"DROP TABLE IF EXISTS ANALYTICS.SCRATCH.STG_LOAD;\",\n    pool=\"snowflake_etl\",\n"
     "    trigger_rule=TriggerRule.ALL_SUCCESS,\n)\n```",
     [r"re:(?i)all_done"], [r"re:(?i)all_success"]),
   C("Send a 'load complete' Slack message only when every upstream task succeeded",
     "That's the default rule, but you can make it explicit: `trigger_rule=\"all_success\"` on the notify task."),
   fix=[("TriggerRule.ALL_SUCCESS", "TriggerRule.ALL_DONE")], holds="trigger_rule=\"all_success\"")

# ---------------------------------------------------------------- 055
sc("snowflake", "semantic", "reworded", "unrelated",
   T("Will cloning our 4 TB ANALYTICS database for a test environment double the storage bill?",
     "Yes. `CREATE DATABASE ANALYTICS_TEST CLONE ANALYTICS` copies every micro-partition, so you'll pay for another 4 TB right away.",
     "shouldn't it be zero-copy? clones just point at the same micro-partitions, you only pay for what changes afterwards",
     "copies every micro-partition, so you'll pay for another 4 TB right away",
     "is zero-copy; you only pay for micro-partitions that change afterwards"),
   R("thinking of cloning the 2 TB RAW db for a load test, what does that cost in storage?",
     "Expect roughly another 2 TB: the clone duplicates all of RAW's storage the moment you create it.",
     [r"re:(?i)zero-copy|metadata|only (pay|charged|billed)[^.]*chang"], [r"re:(?i)another 2 TB|duplicates all"]),
   C("How do I find the largest files in a directory on Linux?",
     "`du -ah /data | sort -rh | head -n 20`"),
   fix=[("Expect roughly another 2 TB: the clone duplicates all of RAW's storage the moment you create it.",
         "Almost nothing at first: the clone is zero-copy and shares RAW's micro-partitions; you only pay for data that changes in either copy afterwards.")])

# ---------------------------------------------------------------- 056
sc("gcp", "literal", "reworded", "lookalike",
   T("How do I run the backfill script on my laptop against BigQuery as the airflow-runner service account?",
     "Create a key and point the client libraries at it:\n```\ngcloud iam service-accounts keys create key.json "
     "--iam-account=airflow-runner@acme-data-prod.iam.gserviceaccount.com\nexport GOOGLE_APPLICATION_CREDENTIALS=$PWD/key.json\n```",
     "we don't do SA keys at all (org policy blocks key creation). gcloud auth application-default login "
     "--impersonate-service-account=airflow-runner@acme-data-prod.iam.gserviceaccount.com",
     "gcloud iam service-accounts keys create key.json --iam-account=airflow-runner@acme-data-prod.iam.gserviceaccount.com",
     "gcloud auth application-default login --impersonate-service-account=airflow-runner@acme-data-prod.iam.gserviceaccount.com"),
   R("local python script needs to hit BigQuery with the pipeline service account's permissions, how do I auth?",
     "Download a JSON key for airflow-runner with `gcloud iam service-accounts keys create` and set GOOGLE_APPLICATION_CREDENTIALS to its path.",
     [r"re:application-default login|impersonate-service-account"], ["keys create", "Download a JSON key"]),
   C("How do I create the new service account for the dbt docs job?",
     "`gcloud iam service-accounts create dbt-docs --project=acme-data-prod --display-name=\"dbt docs\"`, then grant it roles on the bucket it publishes to."),
   fix=[("Download a JSON key for airflow-runner with `gcloud iam service-accounts keys create` and set GOOGLE_APPLICATION_CREDENTIALS to its path.",
         "Run `gcloud auth application-default login --impersonate-service-account=airflow-runner@acme-data-prod.iam.gserviceaccount.com`; "
         "the client libraries pick the impersonated credentials up automatically.")],
   holds="gcloud iam service-accounts create")

# ---------------------------------------------------------------- 057
sc("spark", "literal", "code_block", "lookalike",
   T("pyspark: flag refunds as 1, everything else 0",
     "```python\ndf = df.withColumn(\"is_refund\", F.when(F.col(\"type\") == \"refund\", 1).else_(0))\n```",
     "it's .otherwise(0), Column has no else_",
     ".else_(0)", ".otherwise(0)"),
   R("pyspark column that negates amount for refunded orders and leaves it as is for the rest",
     "```python\nsigned = F.when(F.col(\"status\") == \"refunded\", -F.col(\"amount\")).else_(F.col(\"amount\"))\n"
     "df = df.withColumn(\"signed_amount\", signed)\n```",
     [".otherwise(F.col(\"amount\"))"], [".else_("]),
   C("SQLAlchemy: CASE expression giving 1 for refunds and 0 for everything else",
     "```python\nfrom sqlalchemy import case\n\nis_refund = case((orders.c.type == \"refund\", 1), else_=0)\n```"),
   fix=[(".else_(", ".otherwise(")], holds="else_=0")

# ---------------------------------------------------------------- 058
sc("bigquery", "paraphrase", "casing", "lookalike",
   T("BigQuery: net revenue with missing discounts treated as 0",
     "```sql\nSELECT order_id, total - NVL(discount, 0) AS net_revenue\nFROM `acme-analytics-prod.marts.fct_orders`\n```",
     "NVL isn't a BigQuery function, IFNULL(discount, 0) (or COALESCE)",
     "NVL(discount, 0)", "IFNULL(discount, 0)"),
   R("bigquery, refund amount but 0 where it's null",
     "```sql\nselect order_id, nvl(refund_amount, 0) as refund_amount\nfrom `acme-analytics-prod.marts.fct_orders`\n```",
     [r"re:(?i)(ifnull|coalesce)\(refund_amount, 0\)"], [r"re:(?i)\bnvl\("]),
   C("Redshift: net revenue, null discounts counted as 0",
     "Redshift supports NVL: `SELECT order_id, total - NVL(discount, 0) AS net_revenue FROM fct_orders;`"),
   fix=[("nvl(refund_amount, 0)", "ifnull(refund_amount, 0)")], holds="NVL(discount, 0)")

# ---------------------------------------------------------------- 059
sc("dbt", "literal", "code_block", "already_correct",
   T("Set default materializations in dbt_project.yml for our staging and marts folders",
     "```yaml\nmodels:\n  acme:\n    staging:\n      +materialized: table\n    marts:\n      +materialized: table\n```",
     "staging should be views for us, only marts are tables",
     "staging:\n      +materialized: table", "staging:\n      +materialized: view"),
   R("add a config block for the new zendesk folder under staging in dbt_project.yml",
     "```yaml\nmodels:\n  acme:\n    staging:\n      zendesk:\n        +materialized: table\n        +tags: [\"zendesk\"]\n```",
     [], ["+materialized: table"]),
   C("Which materialization do our staging models get?",
     "Views: `staging:` has `+materialized: view` in dbt_project.yml."),
   fix=[("+materialized: table", "+materialized: view")], holds="+materialized: view")

# ---------------------------------------------------------------- 060
sc("airflow", "literal", "equivalent_construct", "same_topic",
   T("PythonOperator that passes the run's ds into my load function",
     "```python\ndef load(**context):\n    run_day = context[\"ds\"]\n    ...\n\nload_task = PythonOperator(\n    task_id=\"load\",\n"
     "    python_callable=load,\n    provide_context=True,\n)\n```",
     "provide_context was removed in Airflow 2 (it's an invalid-argument error now), the context goes into **kwargs automatically. drop it",
     "python_callable=load,\n    provide_context=True,", "python_callable=load,"),
   R("I want every task in the DAG to get the context passed in, how do I set that up in default_args?",
     "```python\ndefault_args = {\n    \"owner\": \"data-eng\",\n    \"retries\": 2,\n    \"provide_context\": True,\n}\n```",
     [], ["provide_context"]),
   C("How do I read the run's ds inside a @task function?",
     "Add it as a keyword argument and Airflow fills it in:\n```python\n@task\ndef load(ds=None):\n    print(ds)\n```"),
   fix=[("    \"provide_context\": True,\n", ""),
        ("```python\n", "Nothing to set: Airflow 2 passes the context to **kwargs automatically.\n```python\n")])


# ================================================================ validation

def check(output, contains, absent):
    """True when the output counts as fixed."""
    def hit(pat):
        if pat.startswith("re:"):
            return re.search(pat[3:], output) is not None
        return pat in output
    return all(hit(p) for p in contains) and not any(hit(p) for p in absent)


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            raise ValueError("fix target not found: %r" % old)
        text = text.replace(old, new)
    return text


def validate():
    errors = []
    if len(S) != 60:
        errors.append("expected 60 scenarios, got %d" % len(S))
    seen_texts = {}
    for i, s in enumerate(S, 1):
        n_before = len(errors)
        sid = "d54-%03d" % i
        s["id"] = sid
        if s["difficulty"] not in DIFFICULTIES:
            errors.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL_KINDS:
            errors.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATIONS:
            errors.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errors.append("%s: empty or missing field %s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        pats = r["expect_contains"] + r["expect_absent"]
        if not pats:
            errors.append("%s: repeat has no checks" % sid)
        for p in pats:
            if p.startswith("re:"):
                try:
                    re.compile(p[3:])
                except re.error as e:
                    errors.append("%s: bad regex %r: %s" % (sid, p, e))
        if len(errors) == n_before:
            if check(r["output"], r["expect_contains"], r["expect_absent"]):
                errors.append("%s: repeat as written already passes its check" % sid)
            try:
                fixed = apply_fix(r["output"], s["fix"])
            except ValueError as e:
                errors.append("%s: %s" % (sid, e))
            else:
                if fixed == r["output"]:
                    errors.append("%s: fix changes nothing" % sid)
                elif not check(fixed, r["expect_contains"], r["expect_absent"]):
                    errors.append("%s: repeat with fix applied still fails its check" % sid)
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errors.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errors.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        elif s["holds"]:
            errors.append("%s: holds given for a %s control" % (sid, s["control_kind"]))
        for where, text in (("teach.query", t["query"]), ("teach.output", t["output"]),
                            ("teach.message", t["message"]), ("repeat.query", r["query"]),
                            ("repeat.output", r["output"]), ("control.query", c["query"]),
                            ("control.output", c["output"])):
            key = " ".join(text.split())
            if key in seen_texts:
                errors.append("%s %s duplicates %s" % (sid, where, seen_texts[key]))
            else:
                seen_texts[key] = "%s %s" % (sid, where)
    for field, ranges in RANGES.items():
        counts = collections.Counter(s[field] for s in S)
        for value, (lo, hi) in ranges.items():
            n = counts.get(value, 0)
            if not lo <= n <= hi:
                errors.append("%s=%s: count %d outside %d-%d" % (field, value, n, lo, hi))
    return errors


def record(s):
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {k: s["teach"][k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
        "repeat": {k: s["repeat"][k] for k in ("query", "output", "expect_contains", "expect_absent")},
        "control": {k: s["control"][k] for k in ("query", "output")},
    }


def table(field, order):
    counts = collections.Counter(s[field] for s in S)
    lines = ["| %s | count |" % field, "|---|---|"]
    for v in order:
        lines.append("| `%s` | %d |" % (v, counts.get(v, 0)))
    lines.append("| total | %d |" % sum(counts.values()))
    return "\n".join(lines)


def readme():
    topics = collections.Counter(s["topic"] for s in S)
    topic_line = ", ".join("%s %d" % (k, v) for k, v in sorted(topics.items(), key=lambda kv: (-kv[1], kv[0])))
    return "\n".join([
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, "
        "values or checks into code, tests, prompts, rules or training data.",
        "",
        "# dev54: data pipelines and analytics engineering",
        "",
        "60 teach -> repeat -> control scenarios (`d54-001` ... `d54-060`) in the format of "
        "`shared/eval/loop/scenarios_dev.jsonl`, on data pipelines and analytics engineering: Airflow, dbt, "
        "Spark, Snowflake and BigQuery SQL, Parquet, pandas and polars, scheduling and backfills, and one "
        "team's own warehouses, schemas, service accounts, buckets, pools, queues and naming rules.",
        "Each teach output holds one mistake that the teach message corrects; the repeat is another session "
        "whose answer repeats that mistake; the control must come back byte-identical.",
        "",
        "Topics: " + topic_line + ".",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data plus build-only `fix` / `holds` fields; validates them and writes the two files below (Python standard library only) |",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `README.md` | this file (generated) |",
        "",
        "`python3 build.py` checks ids, enums and counts, that every repeat as written fails its own check, "
        "that the repeat with its `fix` applied passes, that `gold_wrong` occurs in the teach output, that "
        "lookalike and already_correct controls contain their `holds` text, and that no text is duplicated.",
        "",
        "## Counts",
        "",
        table("difficulty", DIFFICULTIES),
        "",
        table("control_kind", CONTROL_KINDS),
        "",
        table("repeat_variation", VARIATIONS),
        "",
    ])


def main():
    errors = validate()
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in S:
            f.write(json.dumps(record(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print(field, dict(collections.Counter(s[field] for s in S)))
    print("ok: wrote %d scenarios" % len(S))
    return 0


if __name__ == "__main__":
    sys.exit(main())
