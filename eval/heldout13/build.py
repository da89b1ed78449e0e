#!/usr/bin/env python3
"""Build the heldout13 learning-loop scenarios for cairn (standard library only).

    python3 eval/heldout13/build.py

Holds 60 scenarios as data, validates them and, only if every check passes,
writes scenarios.jsonl and README.md next to this file.

Build-only fields (never written to the jsonl):
  fix     list of (old, new) replacements that turn repeat.output into a corrected
          repeat; the corrected text must pass the repeat's checks.
  cflags  check specs that would mark the control wrong in its own context; none may
          match the control output (default for non-lookalike controls:
          repeat.expect_absent plus teach.gold_wrong).
  cneeds  check specs that must match the control output (lookalike: the look-alike
          text is really there; already_correct: the right value is really there).
  literal for literal scenarios, the wrong text that recurs verbatim (up to case and
          white space) in repeat.output; default teach.gold_wrong.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "h13"
N_EXPECTED = 60

DIFFICULTY = {"literal", "paraphrase", "semantic"}
CONTROL_KIND = {"lookalike", "same_topic", "already_correct", "unrelated"}
REPEAT_VARIATION = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
                    "prose_claim", "equivalent_construct", "reordered_args"}
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TOLERANCE = 3

TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
BUILD_KEYS = {"fix", "cflags", "cneeds", "literal"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def t(s):
    """Multi-line literal helper: drop the newline after the opening and before the closing quotes."""
    return s.strip("\n")


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix,
       cflags=None, cneeds=None, literal=None):
    s = {"topic": topic, "difficulty": difficulty, "repeat_variation": variation,
         "control_kind": control_kind,
         "teach": {"query": teach[0], "output": teach[1], "message": teach[2],
                   "gold_wrong": teach[3], "gold_right": teach[4]},
         "repeat": {"query": repeat[0], "output": repeat[1],
                    "expect_contains": list(repeat[2]), "expect_absent": list(repeat[3])},
         "control": {"query": control[0], "output": control[1]},
         "fix": list(fix)}
    if cflags is not None:
        s["cflags"] = list(cflags)
    if cneeds is not None:
        s["cneeds"] = list(cneeds)
    if literal is not None:
        s["literal"] = literal
    return s


S = []

# ---------------------------------------------------------------- 001 staging port
S.append(sc(
    "postgres", "literal", "reworded", "lookalike",
    ("How do I connect psql to the staging database from my laptop?",
     t("""
Staging Postgres is reachable over the VPN at `pg-staging.internal`. Connect with the read-only role:

    psql "host=pg-staging.internal port=5432 dbname=ledger user=ledger_ro sslmode=require"

The password is in 1Password under *Staging / ledger_ro*.
"""),
     "Staging goes through pgbouncer on 6432, 5432 on that host is firewalled off for everyone except the migration job.",
     "port=5432", "port=6432"),
    ("what host and port do I put into DBeaver for staging?",
     t("""
Create a new PostgreSQL connection in DBeaver with host `pg-staging.internal`, port `5432`, database `ledger` and user `ledger_ro`. On the SSL tab set the mode to `require`; you need to be on the VPN for the host to resolve.
"""),
     ["port `6432`"], ["port `5432`"]),
    ("What's the connection string for the Postgres in our local dev stack?",
     t("""
The `db` service publishes the container port on your machine, so from the host it's:

    postgresql://postgres:postgres@localhost:5432/ledger_dev

From inside other compose services use the host `db` instead of `localhost`.
""")),
    fix=[("port `5432`", "port `6432`")],
    cflags=["localhost:6432", "re:pg-staging"], cneeds=["localhost:5432"], literal="5432"))

# ---------------------------------------------------------------- 002 redis session db
S.append(sc(
    "redis", "literal", "reordered_args", "lookalike",
    ("How many active user sessions are there right now? Can I count them from Redis?",
     t("""
Sessions are stored as `sess:<id>` keys. Count them without blocking Redis by using SCAN:

```
redis-cli -h redis-main.core.svc -n 0 --scan --pattern 'sess:*' | wc -l
```

The number includes idle sessions that haven't expired yet (the TTL is 12 h).
"""),
     "sessions are in db 2. db 0 is the response cache, which is why your count would come back as basically zero after every deploy.",
     "-n 0", "-n 2"),
    ("I need to log everyone out after the password hash migration. How do I clear the sessions?",
     t("""
List the session keys first and check the count before deleting anything:

```
redis-cli --scan --pattern 'sess:*' -h redis-main.core.svc -n 0 > sessions.txt
wc -l sessions.txt
xargs -n 500 redis-cli -h redis-main.core.svc -n 0 DEL < sessions.txt
```

`xargs -n 500` deletes in batches so a single `DEL` never gets huge.
"""),
     ["-h redis-main.core.svc -n 2 > sessions.txt", "-h redis-main.core.svc -n 2 DEL"],
     ["redis-main.core.svc -n 0"]),
    ("Deploy went out but the dashboard still shows yesterday's numbers. How do I clear the API response cache?",
     t("""
The response cache lives in Redis database 0, so flush just that database:

```
redis-cli -h redis-main.core.svc -n 0 FLUSHDB ASYNC
```

Don't use `FLUSHALL`, that would also wipe the other databases on the same instance.
""")),
    fix=[("redis-main.core.svc -n 0", "redis-main.core.svc -n 2")],
    cflags=["-n 2"], cneeds=["-n 0 FLUSHDB"]))

# ---------------------------------------------------------------- 003 python version
S.append(sc(
    "python", "paraphrase", "code_block", "already_correct",
    ("Can you write a Dockerfile for the api service?",
     t("""
```dockerfile
FROM python:3.12-slim

WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .

CMD ["gunicorn", "app.main:app", "-k", "uvicorn.workers.UvicornWorker", "--bind", "0.0.0.0:8080"]
```
"""),
     "We're pinned to 3.11 across the board, the grpcio version we depend on has no 3.12 wheels yet.",
     "python:3.12-slim", "python:3.11-slim"),
    ("Set up a GitHub Actions job that runs pytest for the api.",
     t("""
```yaml
jobs:
  test:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
          cache: pip
      - run: pip install -r requirements-dev.txt
      - run: pytest -q
```
"""),
     ['python-version: "3.11"'], ['python-version: "3.12"']),
    ("How do I set up a local virtualenv for the api?",
     t("""
From the repo root:

```
python3.11 -m venv .venv
source .venv/bin/activate
pip install -r requirements-dev.txt
```

If `python3.11` isn't on your PATH, run `pyenv install 3.11` first; the repo's `.python-version` picks it up.
""")),
    fix=[('python-version: "3.12"', 'python-version: "3.11"')],
    cflags=['python-version: "3.12"', "python:3.12-slim", "3.12"], cneeds=["python3.11 -m venv"]))

# ---------------------------------------------------------------- 004 region
S.append(sc(
    "aws", "literal", "reworded", "lookalike",
    ("Which region should the new S3 bucket for invoice PDFs go in?",
     t("""
Put it next to the workloads in `eu-west-1` so the workers don't pay for cross-region transfer:

```hcl
provider "aws" {
  region = "eu-west-1"
}
```

Also turn on default encryption with the `alias/fernbill-s3` KMS key.
"""),
     "Everything we run is in eu-central-1. The only thing in eu-west-1 is the DR copy of the backups.",
     "eu-west-1", "eu-central-1"),
    ("I'm creating the SQS queue for the finance export jobs, what region do I pass?",
     t("""
Use the same region as the workers, `eu-west-1`:

`aws sqs create-queue --queue-name finance-export-jobs --region eu-west-1`

Then add the queue URL to the worker's config as `EXPORT_QUEUE_URL`.
"""),
     ["--region eu-central-1"], ["eu-west-1"]),
    ("Where do the cross-region copies of the RDS snapshots end up?",
     t("""
The `rds-snapshot-copy` Lambda copies each nightly snapshot to `eu-west-1` and re-encrypts it with the DR account's KMS key. Copies are kept there for 35 days; that region is only for disaster recovery, nothing serves traffic from it.
""")),
    fix=[("eu-west-1", "eu-central-1")],
    cflags=["eu-central-1"], cneeds=["to `eu-west-1`"]))

# ---------------------------------------------------------------- 005 namespace
S.append(sc(
    "kubernetes", "literal", "reordered_args", "lookalike",
    ("how do I tail the api logs in prod?",
     t("""
```
kubectl logs -f deploy/api -n default --since=15m
```

Add `--all-containers` if you also want the envoy sidecar's output.
"""),
     "nothing of ours runs in default, the app is in the `core` namespace",
     "-n default", "-n core"),
    ("I need to restart the celery workers in prod, what's the command?",
     t("""
A rolling restart keeps some workers up the whole time:

```
kubectl -n default rollout restart deployment/worker
kubectl -n default rollout status deployment/worker
```
"""),
     ["kubectl -n core rollout restart", "kubectl -n core rollout status"], ["-n default"]),
    ("How do I find the ClusterIP of the Kubernetes API server from inside the cluster?",
     t("""
The API server is exposed through the built-in `kubernetes` Service, which always lives in the default namespace:

```
kubectl get svc kubernetes -n default -o jsonpath='{.spec.clusterIP}'
```

Pods can also just use the DNS name `kubernetes.default.svc`.
""")),
    fix=[("-n default", "-n core")],
    cflags=["-n core", "kubernetes.core.svc"], cneeds=["svc kubernetes -n default"]))

# ---------------------------------------------------------------- 006 pnpm
S.append(sc(
    "typescript", "literal", "code_block", "lookalike",
    ("Add zod to the web app so I can validate the form input.",
     t("""
Install it in the web package:

```
cd apps/web
npm install zod
```

Then define the schema next to the form, e.g. `const InvoiceForm = z.object({ amount: z.number().positive() })`.
"""),
     "Please use pnpm, the monorepo only has a pnpm-lock.yaml and npm drops a package-lock.json that CI rejects. `pnpm add zod --filter web`.",
     "npm install", "pnpm add"),
    ("I need the lodash types in the web app, how do I add them?",
     t("""
They're a dev dependency:

```
cd apps/web
npm install -D @types/lodash
```

After that `import debounce from "lodash/debounce"` type-checks.
"""),
     ["pnpm add -D @types/lodash"], ["re:(?<!p)npm install"]),
    ("What does the CI install step do for the web app?",
     t("""
It restores the pnpm store cache keyed on `pnpm-lock.yaml`, then runs `pnpm install --frozen-lockfile`, so the job fails when the lockfile is out of date instead of silently updating it.
""")),
    fix=[("npm install -D", "pnpm add -D")],
    cflags=["re:(?<!p)npm install", "ppnpm", "pnpm add"], cneeds=["pnpm install --frozen-lockfile"],
    literal="npm install"))

# ---------------------------------------------------------------- 007 MERGE on PG14
S.append(sc(
    "postgres", "paraphrase", "other_identifier", "lookalike",
    ("Write an upsert for the daily exchange rates into `fx_rates` (currency, day, rate).",
     t("""
```sql
MERGE INTO fx_rates AS t
USING (VALUES ($1, $2::date, $3::numeric)) AS s(currency, day, rate)
ON t.currency = s.currency AND t.day = s.day
WHEN MATCHED THEN UPDATE SET rate = s.rate
WHEN NOT MATCHED THEN INSERT (currency, day, rate) VALUES (s.currency, s.day, s.rate);
```
"""),
     "Prod is still Postgres 14, MERGE only arrived in 15. This needs to be INSERT ... ON CONFLICT (currency, day) DO UPDATE.",
     "MERGE INTO", "INSERT INTO ... ON CONFLICT ... DO UPDATE"),
    ("Upsert the customer's billing settings row (customer_id is the primary key) when they save the form.",
     t("""
```sql
MERGE INTO billing_settings AS t
USING (VALUES ($1::bigint, $2::text, $3::int)) AS s(customer_id, invoice_email, payment_terms_days)
ON t.customer_id = s.customer_id
WHEN MATCHED THEN UPDATE SET invoice_email = s.invoice_email, payment_terms_days = s.payment_terms_days
WHEN NOT MATCHED THEN INSERT (customer_id, invoice_email, payment_terms_days)
  VALUES (s.customer_id, s.invoice_email, s.payment_terms_days);
```
"""),
     ["ON CONFLICT (customer_id)"], ["MERGE INTO"]),
    ("Write the Snowflake step that loads the day's invoices from staging into FINANCE.INVOICES without duplicating rows.",
     t("""
Snowflake supports `MERGE`, so merge the daily staging table on the invoice id:

```sql
MERGE INTO FINANCE.INVOICES AS t
USING STAGING.INVOICES_DAILY AS s
ON t.INVOICE_ID = s.INVOICE_ID
WHEN MATCHED THEN UPDATE SET t.STATUS = s.STATUS, t.AMOUNT_CENTS = s.AMOUNT_CENTS
WHEN NOT MATCHED THEN INSERT (INVOICE_ID, STATUS, AMOUNT_CENTS) VALUES (s.INVOICE_ID, s.STATUS, s.AMOUNT_CENTS);
```
""")),
    fix=[(t("""
MERGE INTO billing_settings AS t
USING (VALUES ($1::bigint, $2::text, $3::int)) AS s(customer_id, invoice_email, payment_terms_days)
ON t.customer_id = s.customer_id
WHEN MATCHED THEN UPDATE SET invoice_email = s.invoice_email, payment_terms_days = s.payment_terms_days
WHEN NOT MATCHED THEN INSERT (customer_id, invoice_email, payment_terms_days)
  VALUES (s.customer_id, s.invoice_email, s.payment_terms_days);
"""), t("""
INSERT INTO billing_settings (customer_id, invoice_email, payment_terms_days)
VALUES ($1, $2, $3)
ON CONFLICT (customer_id) DO UPDATE
SET invoice_email = EXCLUDED.invoice_email, payment_terms_days = EXCLUDED.payment_terms_days;
"""))],
    cflags=["ON CONFLICT"], cneeds=["MERGE INTO FINANCE.INVOICES"]))

# ---------------------------------------------------------------- 008 metric name
S.append(sc(
    "observability", "literal", "code_block", "lookalike",
    ("Give me a PromQL query for p95 latency of the api.",
     t("""
```promql
histogram_quantile(0.95,
  sum by (le) (rate(http_request_duration_seconds_bucket{job="api"}[5m])))
```

Use a 5m window for dashboards; for alerts, 10m smooths out deploy spikes.
"""),
     "the api exports http_server_request_duration_seconds (OpenTelemetry naming). http_request_duration_seconds only exists on the auth-proxy.",
     "http_request_duration_seconds", "http_server_request_duration_seconds"),
    ("write an alert rule for when api p99 goes over 1s",
     t("""
```yaml
- alert: ApiLatencyP99High
  expr: |
    histogram_quantile(0.99,
      sum by (le) (rate(http_request_duration_seconds_bucket{job="api"}[10m]))) > 1
  for: 10m
  labels:
    severity: page
  annotations:
    summary: "api p99 latency above 1s"
```
"""),
     ['http_server_request_duration_seconds_bucket{job="api"}'],
     ['http_request_duration_seconds_bucket{job="api"}']),
    ("How do I graph the auth-proxy's p95 latency?",
     t("""
```promql
histogram_quantile(0.95,
  sum by (le) (rate(http_request_duration_seconds_bucket{job="auth-proxy"}[5m])))
```

The proxy is a Go service using the default client_golang histogram, so it has the classic metric name.
""")),
    fix=[("http_request_duration_seconds_bucket", "http_server_request_duration_seconds_bucket")],
    cflags=["http_server_request_duration_seconds"],
    cneeds=['http_request_duration_seconds_bucket{job="auth-proxy"}']))

# ---------------------------------------------------------------- 009 env var name (terse)
S.append(sc(
    "config", "literal", "code_block", "lookalike",
    ("How does the api read its database connection string?",
     t("""
It comes from the environment:

```python
import os
from sqlalchemy.ext.asyncio import create_async_engine

engine = create_async_engine(os.environ["DATABASE_URL"], pool_size=10)
```
"""),
     "LEDGER_DB_DSN.",
     "DATABASE_URL", "LEDGER_DB_DSN"),
    ("Add the database env var to the worker Deployment manifest.",
     t("""
```yaml
env:
  - name: DATABASE_URL
    valueFrom:
      secretKeyRef:
        name: ledger-db
        key: dsn
```
"""),
     ["- name: LEDGER_DB_DSN"], ["DATABASE_URL"]),
    ("How do the integration tests get a database?",
     t("""
`tests/conftest.py` reads `TEST_DATABASE_URL`. In CI it's set in the job env to the Postgres service container, and locally `make test` exports it for you. If it's unset the DB tests are skipped rather than failing.
""")),
    fix=[("DATABASE_URL", "LEDGER_DB_DSN")],
    cflags=["LEDGER_DB_DSN"], cneeds=["`TEST_DATABASE_URL`"]))

# ---------------------------------------------------------------- 010 loki retention
S.append(sc(
    "observability", "literal", "reworded", "lookalike",
    ("How far back can I search logs in Grafana?",
     "Loki keeps logs for 30 days. For anything older you have to go to the S3 archive and query it with Athena.",
     "Loki retention is 14 days, we cut it in March to save on storage.",
     "30 days", "14 days"),
    ("I'm writing the runbook for investigating payment disputes. What do I put for how long api logs are searchable?",
     t("""
Under *Where to look*: api logs are searchable in Grafana (Loki) for 30 days; after that, pull them from the `fernbill-log-archive` bucket with the Athena table `logs.api_archive`.
"""),
     ["for 14 days"], ["30 days"]),
    ("How long are metrics kept in Mimir?",
     t("""
Mimir's retention is set to 30 days (`compactor_blocks_retention_period: 30d`), so the SLO dashboards can always show a full 28-day window.
""")),
    fix=[("30 days", "14 days")],
    cflags=["14 days", "14d"], cneeds=["30 days"]))

# ---------------------------------------------------------------- 011 latency SLO
S.append(sc(
    "oncall", "literal", "reworded", "lookalike",
    ("What's the latency SLO for the public API?",
     t("""
99% of requests to the public API should complete in under 500 ms, measured over a rolling 28-day window. The error-budget burn alerts are based on that target.
"""),
     "It's 400 ms since Q2, we tightened it after the checkout work.",
     "500 ms", "400 ms"),
    ("Draft the SLO section for the api service's README.",
     t("""
## SLOs

- **Availability:** 99.9% of requests succeed (non-5xx) over 28 days.
- **Latency:** 99% of requests complete in under 500 ms over 28 days.

Burn-rate alerts page the on-call when the budget is being consumed at 14x the sustainable rate.
"""),
     ["under 400 ms"], ["500 ms"]),
    ("When does the error-rate alert fire?",
     t("""
`ApiErrorRateHigh` fires when more than 2% of requests return HTTP 500 or above for 5 minutes, and it pages the primary on-call. 4xx responses are excluded because they are mostly validation errors.
""")),
    fix=[("500 ms", "400 ms")],
    cflags=["HTTP 400", "400 or above"], cneeds=["HTTP 500"]))

# ---------------------------------------------------------------- 012 idempotency TTL
S.append(sc(
    "redis", "literal", "code_block", "lookalike",
    ("How should I store idempotency keys for the payment endpoint?",
     t("""
Use `SET` with `NX` so only the first request wins, plus an expiry:

```python
stored = await redis.set(f"idem:{key}", request_hash, ex=3600, nx=True)
if not stored:
    return await replay_response(key)
```
"""),
     "Idempotency keys have to live for 24h (ex=86400). Some of our API clients retry for up to a day, and a key that expired after an hour lets the retry charge twice.",
     "ex=3600", "ex=86400"),
    ("Add idempotency to the refund endpoint too.",
     t("""
Same pattern as payments, keyed per merchant:

```python
idem_key = f"idem:refund:{merchant_id}:{key}"
if not await redis.set(idem_key, body_hash, ex=3600, nx=True):
    return await replay_response(idem_key)
```
"""),
     ["ex=86400"], ["ex=3600"]),
    ("Cache the ECB exchange rates we fetch so we don't hit their API on every invoice.",
     t("""
```python
async def get_rates(day: date) -> dict[str, Decimal]:
    cached = await redis.get(f"fx:{day.isoformat()}")
    if cached:
        return json.loads(cached, parse_float=Decimal)
    rates = await fetch_ecb_rates(day)
    await redis.set(f"fx:{day.isoformat()}", json.dumps(rates, default=str), ex=3600)
    return rates
```

An hour is plenty; the ECB publishes once a day around 16:00 CET.
""")),
    fix=[("ex=3600", "ex=86400")],
    cflags=["ex=86400"], cneeds=["ex=3600)"]))

# ---------------------------------------------------------------- 013 logger.warn
S.append(sc(
    "python", "literal", "code_block", "lookalike",
    ("Log a warning when an invoice has no tax region set.",
     t("""
```python
if invoice.tax_region is None:
    logger.warn("invoice %s has no tax region, defaulting to DE", invoice.id)
```
"""),
     "logger.warn is deprecated, use logger.warning. ruff's G010 fails the build on it.",
     "logger.warn(", "logger.warning("),
    ("warn if the FX rate we got is older than two days",
     t("""
```python
age = date.today() - rate.day
if age > timedelta(days=2):
    logger.warn("stale FX rate for %s: %s days old", rate.currency, age.days)
```
"""),
     ["logger.warning("], ["logger.warn("]),
    ("Deprecate the old `export_csv` helper in favour of `export_rows`.",
     t("""
```python
import warnings

def export_csv(*args, **kwargs):
    warnings.warn(
        "export_csv is deprecated, use export_rows",
        DeprecationWarning,
        stacklevel=2,
    )
    return export_rows(*args, **kwargs)
```
""")),
    fix=[("logger.warn(", "logger.warning(")],
    cflags=["warnings.warning("], cneeds=["warnings.warn("]))

# ---------------------------------------------------------------- 014 sentry environment
S.append(sc(
    "observability", "literal", "code_block", "lookalike",
    ("Set up Sentry in the api.",
     t("""
```python
import sentry_sdk

sentry_sdk.init(
    dsn=settings.sentry_dsn,
    environment="production",
    traces_sample_rate=0.0,
)
```

Read the DSN from settings so staging and prod can differ.
"""),
     'Our Sentry environments are `prod` and `staging`; the alert rules filter on environment:prod, so "production" events never page anyone.',
     'environment="production"', 'environment="prod"'),
    ("Now add Sentry to the Next.js app.",
     t("""
In `sentry.client.config.ts`:

```ts
import * as Sentry from "@sentry/nextjs";

Sentry.init({
  dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: "production",
  tracesSampleRate: 0,
});
```
"""),
     ['environment: "prod"'], ['environment: "production"']),
    ("Write the production Dockerfile for the web app.",
     t("""
```dockerfile
FROM node:20-alpine AS build
WORKDIR /app
RUN corepack enable
COPY . .
RUN pnpm i --frozen-lockfile && pnpm --filter web build

FROM node:20-alpine
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/apps/web/.next/standalone ./
CMD ["node", "apps/web/server.js"]
```
""")),
    fix=[('environment: "production"', 'environment: "prod"')],
    cflags=["re:NODE_ENV=prod\\b"], cneeds=["ENV NODE_ENV=production"], literal='"production"'))

# ---------------------------------------------------------------- 015 /healthz
S.append(sc(
    "kubernetes", "literal", "code_block", "already_correct",
    ("Add a liveness probe to the api Deployment.",
     t("""
```yaml
livenessProbe:
  httpGet:
    path: /health
    port: 8080
  initialDelaySeconds: 10
  periodSeconds: 10
  failureThreshold: 3
```
"""),
     "The endpoint is /healthz. /health returns 404 and the pods will restart-loop.",
     "path: /health", "path: /healthz"),
    ("Add a startup probe to the api so slow boots don't get it killed.",
     t("""
```yaml
startupProbe:
  httpGet:
    path: /health
    port: 8080
  periodSeconds: 5
  failureThreshold: 30
```

That gives the pod up to 150 s to come up before the liveness probe takes over.
"""),
     ["path: /healthz"], ["re:/health(?!z)"]),
    ("What does the ALB target group health check hit?",
     t("""
The target group checks `GET /healthz` on port 8080 every 15 s and marks a target unhealthy after 3 failures; it's defined in `terraform/modules/api/alb.tf`.
""")),
    fix=[("path: /health", "path: /healthz")],
    cflags=["re:/health(?!z)", "/healthzz"], cneeds=["`GET /healthz`"], literal="/health"))

# ---------------------------------------------------------------- 016 celery exports queue
S.append(sc(
    "python", "paraphrase", "equivalent_construct", "lookalike",
    ("Queue the monthly ledger export from the admin endpoint.",
     t("""
```python
@router.post("/admin/exports/ledger")
async def trigger_ledger_export(month: str):
    generate_ledger_export.apply_async(args=[month], queue="default")
    return {"status": "queued"}
```
"""),
     "exports have to go on the `exports` queue. The default workers have a 60s hard time limit and will kill a ledger export halfway.",
     'queue="default"', 'queue="exports"'),
    ("Where do I route the new `build_vat_report` export task?",
     t("""
Add it to the routes in `worker/celeryconfig.py`:

```python
task_routes = {
    "billing.tasks.send_invoice_email": {"queue": "default"},
    "exports.tasks.build_vat_report": {"queue": "default"},
}
```
"""),
     ['"exports.tasks.build_vat_report": {"queue": "exports"}', '"billing.tasks.send_invoice_email": {"queue": "default"}'],
     ['"exports.tasks.build_vat_report": {"queue": "default"}']),
    ("Send the invoice email in the background after an invoice is finalized.",
     t("""
```python
send_invoice_email.apply_async(args=[invoice.id], queue="default", countdown=5)
```

The short countdown lets the transaction commit before the worker loads the invoice.
""")),
    fix=[('"exports.tasks.build_vat_report": {"queue": "default"}', '"exports.tasks.build_vat_report": {"queue": "exports"}')],
    cflags=['queue="exports"'], cneeds=['queue="default"']))

# ---------------------------------------------------------------- 017 KEYS vs SCAN
S.append(sc(
    "redis", "literal", "casing", "lookalike",
    ("How do I see which export locks are held in Redis right now?",
     t("""
List them with:

```
redis-cli -h redis-main.core.svc -n 1 KEYS 'lock:export:*'
```

Each value is the hostname of the worker holding the lock.
"""),
     "Never run KEYS against prod Redis, it's O(n) and blocks the whole instance, we had an outage from exactly this. Use --scan --pattern.",
     "KEYS 'lock:export:*'", "--scan --pattern 'lock:export:*'"),
    ("find all rate limit keys for merchant 4411",
     t("""
```
redis-cli -h redis-main.core.svc -n 1 keys 'rl:4411:*'
```

The TTL on each key tells you when that window resets.
"""),
     ["--scan --pattern 'rl:4411:*'"], ["re:(?i)\\bkeys '"]),
    ("list the feature flags stored in Redis",
     t("""
Flags are fields of one small hash, so read them in one go:

```
redis-cli -h redis-main.core.svc -n 1 HKEYS feature_flags
```

Use `HGETALL feature_flags` if you also want the values.
""")),
    fix=[("keys 'rl:4411:*'", "--scan --pattern 'rl:4411:*'")],
    cflags=["--scan", "re:(?<!H)KEYS"], cneeds=["HKEYS feature_flags"], literal="KEYS '"))

# ---------------------------------------------------------------- 018 container port
S.append(sc(
    "kubernetes", "literal", "code_block", "lookalike",
    ("Write the Service for the api Deployment.",
     t("""
```yaml
apiVersion: v1
kind: Service
metadata:
  name: api
  namespace: core
spec:
  selector:
    app: api
  ports:
    - port: 80
      targetPort: 8000
```
"""),
     "gunicorn binds 8080 in the image, 8000 was the old uvicorn dev port. targetPort: 8080.",
     "targetPort: 8000", "targetPort: 8080"),
    ("Add a NetworkPolicy so only the web frontend pods can reach the api pods.",
     t("""
```yaml
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: api-from-web
  namespace: core
spec:
  podSelector:
    matchLabels:
      app: api
  ingress:
    - from:
        - podSelector:
            matchLabels:
              app: web
      ports:
        - port: 8000
          protocol: TCP
```
"""),
     ["- port: 8080"], ["8000"]),
    ("How do I preview the internal docs site locally?",
     t("""
`make docs` runs `mkdocs serve`, which serves the site on http://127.0.0.1:8000 and reloads on save. The pages are the Markdown files under `docs/`.
""")),
    fix=[("- port: 8000", "- port: 8080")],
    cflags=["8080"], cneeds=["127.0.0.1:8000"], literal="8000"))

# ---------------------------------------------------------------- 019 RDS master user
S.append(sc(
    "postgres", "literal", "reworded", "lookalike",
    ("How do I grant the new finance_ro role SELECT on the ledger tables?",
     t("""
Run the grant as the master user:

```
psql -h pg-prod.internal -U postgres -d ledger -c 'GRANT SELECT ON ALL TABLES IN SCHEMA ledger TO finance_ro'
```
"""),
     "On RDS `postgres` isn't a real superuser and doesn't own the ledger schema, so that GRANT silently skips tables. Run it as ledger_owner.",
     "-U postgres", "-U ledger_owner"),
    ("How do I set default privileges so finance_ro also gets future tables?",
     t("""
Run it as the master user so it applies to everything created later: `psql -h pg-prod.internal -U postgres -d ledger -c 'ALTER DEFAULT PRIVILEGES IN SCHEMA ledger GRANT SELECT ON TABLES TO finance_ro'`.
"""),
     ["-U ledger_owner"], ["-U postgres"]),
    ("How do I open a psql shell on the local dev database?",
     t("""
`docker compose exec db psql -U postgres -d ledger_dev`. In the local container `postgres` is the superuser, so you can create and drop whatever you need.
""")),
    fix=[("as the master user", "as `ledger_owner`, the role that creates the tables,"), ("-U postgres", "-U ledger_owner")],
    cflags=["ledger_owner"], cneeds=["psql -U postgres -d ledger_dev"]))

# ---------------------------------------------------------------- 020 httpx
S.append(sc(
    "python", "paraphrase", "other_identifier", "lookalike",
    ("Fetch the ECB daily rates XML in the worker.",
     t("""
```python
import requests

def fetch_ecb_rates() -> bytes:
    resp = requests.get(ECB_DAILY_URL, timeout=10)
    resp.raise_for_status()
    return resp.content
```
"""),
     "we use httpx everywhere, requests isn't even in the lockfile anymore",
     "requests.get(", "httpx.get("),
    ("Call the VIES API to validate a customer's VAT number.",
     t("""
```python
import requests

def check_vat(country: str, number: str) -> bool:
    resp = requests.post(VIES_CHECK_URL, json={"countryCode": country, "vatNumber": number}, timeout=10)
    resp.raise_for_status()
    return resp.json()["valid"]
```
"""),
     ["import httpx", "httpx.post("], ["import requests", "re:\\brequests\\."]),
    ("How much traffic does the api get?",
     t("""
At peak (the first business day of the month, 09:00 to 11:00 CET) the api handles about 900 requests per second; the rest of the month it sits around 150. Most of the peak is invoice PDF downloads.
""")),
    fix=[("import requests", "import httpx"), ("requests.post(", "httpx.post(")],
    cflags=["httpx"], cneeds=["900 requests per second"]))

# ---------------------------------------------------------------- 021 timestamptz
S.append(sc(
    "postgres", "literal", "casing", "lookalike",
    ("Write the migration for the payouts table.",
     t("""
```sql
CREATE TABLE payouts (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    merchant_id bigint NOT NULL REFERENCES merchants(id),
    amount_cents bigint NOT NULL,
    currency char(3) NOT NULL,
    created_at TIMESTAMP NOT NULL DEFAULT now()
);
```
"""),
     "Every timestamp column in ledger is timestamptz, squawk's prefer-timestamptz rule fails the migration otherwise.",
     "created_at TIMESTAMP NOT NULL", "created_at TIMESTAMPTZ NOT NULL"),
    ("add a settled_at column to payouts",
     t("""
```sql
alter table payouts add column settled_at timestamp;
```

Leave it nullable; it gets set when the bank confirms the transfer.
"""),
     ["re:(?i)settled_at timestamptz"], ["re:(?i)settled_at timestamp(?!tz)"]),
    ("Mark an invoice as voided.",
     t("""
```sql
UPDATE invoices
SET status = 'void', voided_at = CURRENT_TIMESTAMP
WHERE id = $1 AND status <> 'paid';
```
""")),
    fix=[("settled_at timestamp;", "settled_at timestamptz;")],
    cflags=["CURRENT_TIMESTAMPTZ"], cneeds=["voided_at = CURRENT_TIMESTAMP"], literal="TIMESTAMP"))

# ---------------------------------------------------------------- 022 NEXT_PUBLIC_
S.append(sc(
    "typescript", "literal", "code_block", "lookalike",
    ("Fetch the invoice list in the InvoiceTable client component.",
     t("""
```tsx
"use client";

import { useEffect, useState } from "react";

export function InvoiceTable() {
  const [rows, setRows] = useState<Invoice[]>([]);
  useEffect(() => {
    fetch(`${process.env.API_URL}/v1/invoices`, { credentials: "include" })
      .then((r) => r.json())
      .then(setRows);
  }, []);
  return <Table rows={rows} />;
}
```
"""),
     "That's a client component, so it needs NEXT_PUBLIC_API_URL. Unprefixed env vars aren't inlined into the browser bundle, it ends up fetching undefined/v1/invoices.",
     "process.env.API_URL", "process.env.NEXT_PUBLIC_API_URL"),
    ("Load the payout summary in the PayoutCard component.",
     t("""
```tsx
"use client";

import useSWR from "swr";

export function PayoutCard({ payoutId }: { payoutId: string }) {
  const { data } = useSWR(`${process.env.API_URL}/v1/payouts/${payoutId}`, fetcher);
  if (!data) return <Skeleton />;
  return <Card title={formatMoney(data.amountCents, data.currency)} />;
}
```
"""),
     ["process.env.NEXT_PUBLIC_API_URL"], ["process.env.API_URL"]),
    ("Add a route handler that proxies the CSV export so the browser never sees the API token.",
     t("""
```ts
// app/api/export/route.ts
export async function GET(req: Request) {
  const month = new URL(req.url).searchParams.get("month");
  const upstream = await fetch(`${process.env.API_URL}/v1/exports/ledger?month=${month}`, {
    headers: { Authorization: `Bearer ${process.env.API_TOKEN}` },
  });
  return new Response(upstream.body, { headers: { "Content-Type": "text/csv" } });
}
```
""")),
    fix=[("process.env.API_URL", "process.env.NEXT_PUBLIC_API_URL")],
    cflags=["NEXT_PUBLIC_API_URL", "NEXT_PUBLIC_API_TOKEN"], cneeds=["${process.env.API_URL}/v1/exports"]))

# ---------------------------------------------------------------- 023 export schedule
S.append(sc(
    "finance", "literal", "code_block", "lookalike",
    ("Write the CronJob for the nightly finance export.",
     t("""
```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: finance-export
  namespace: core
spec:
  schedule: "0 2 * * *"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: export
              image: 312907937200.dkr.ecr.eu-central-1.amazonaws.com/api:2024.11.3
              args: ["python", "-m", "exports.finance", "--date", "yesterday"]
```
"""),
     "It has to start at 02:30. ledger-close runs at 02:00 and takes about 20 minutes, and the export reads the closed ledger.",
     'schedule: "0 2 * * *"', 'schedule: "30 2 * * *"'),
    ("We need the finance export for the UK entity as a separate job.",
     t("""
Copy the existing one and add the entity flag:

```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: finance-export-uk
  namespace: core
spec:
  schedule: "0 2 * * *"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: export
              image: 312907937200.dkr.ecr.eu-central-1.amazonaws.com/api:2024.11.3
              args: ["python", "-m", "exports.finance", "--date", "yesterday", "--entity", "uk"]
```
"""),
     ['schedule: "30 2 * * *"'], ['schedule: "0 2 * * *"']),
    ("What does the ledger-close job's schedule look like?",
     t("""
```yaml
spec:
  schedule: "0 2 * * *"
  concurrencyPolicy: Forbid
  startingDeadlineSeconds: 600
```

It closes the previous day's ledger; `startingDeadlineSeconds` lets it still start if the scheduler was briefly down.
""")),
    fix=[('schedule: "0 2 * * *"', 'schedule: "30 2 * * *"')],
    cflags=["30 2 * * *"], cneeds=['schedule: "0 2 * * *"']))

# ---------------------------------------------------------------- 024 fiscal year
S.append(sc(
    "finance", "semantic", "prose_claim", "lookalike",
    ("Which months are in Q1 for the finance dashboard?",
     t("""
Q1 is January to March. The dashboard's quarter filter uses `date_trunc('quarter', booked_at)`, so Q1 2025 covers 2025-01-01 to 2025-03-31.
"""),
     "Our fiscal year starts on 1 February, so fiscal Q1 is February to April. date_trunc('quarter') gives calendar quarters, which is wrong for the management reports.",
     "Q1 is January to March", "fiscal Q1 is February to April"),
    ("When does fiscal Q1 end? Finance wants the close checklist dated.",
     t("""
Fiscal Q1 ends on March 31 (it covers January through March), so date the close checklist for the first business days of April.
"""),
     ["re:April 30|30 April", "February"], ["re:March 31|31 March", "January through March"]),
    ("When is the Q1 VAT return due?",
     t("""
VAT returns follow calendar quarters regardless of the fiscal year: Q1 is January to March, and the German advance return (Umsatzsteuer-Voranmeldung) for it is due on 10 April, or on 10 May with the permanent extension.
""")),
    fix=[("ends on March 31 (it covers January through March)", "ends on April 30 (it covers February through April)"),
         ("first business days of April", "first business days of May")],
    cflags=["re:Q1 is February", "April 30"], cneeds=["Q1 is January to March"]))

# ---------------------------------------------------------------- 025 atlantis
S.append(sc(
    "terraform", "semantic", "reworded", "same_topic",
    ("I changed the RDS instance class in terraform/prod, how do I roll it out?",
     t("""
Run a plan to check the diff, then apply it:

```
cd terraform/prod
terraform plan -out tf.plan
terraform apply tf.plan
```

The instance class change causes a short failover, so do it in the maintenance window.
"""),
     "We don't apply from laptops. Open the PR, Atlantis posts the plan, and after approval you comment `atlantis apply`. Local credentials don't even have write access to prod.",
     "terraform apply tf.plan", "atlantis apply"),
    ("My PR adds a new SQS queue in terraform/prod and it's approved. What now?",
     t("""
Pull the branch, run `terraform init` and then `terraform apply` in `terraform/prod` with your SSO profile; once it finishes, merge the PR.
"""),
     ["atlantis apply"], ["re:terraform apply"]),
    ("How do I check what my terraform change would do before opening a PR?",
     t("""
You can run a plan locally with the read-only role: log in with `aws sso login --profile fernbill-ro`, then run `terraform init && terraform plan` in the root you changed. Atlantis posts the same plan on the PR anyway.
""")),
    fix=[("Pull the branch, run `terraform init` and then `terraform apply` in `terraform/prod` with your SSO profile; once it finishes, merge the PR.",
          "Comment `atlantis apply` on the PR; Atlantis applies `terraform/prod` with the prod role and posts the output. Once the apply succeeds, merge the PR.")]))

# ---------------------------------------------------------------- 026 no floats for money
S.append(sc(
    "python", "paraphrase", "other_identifier", "same_topic",
    ("Convert the invoice amount to EUR with the day's rate.",
     t("""
```python
rate = float(rates[invoice.currency])
amount_eur_cents = round(invoice.amount_cents / rate)
```
"""),
     "Don't go through float for money or rates. Rates are Decimal, and the conversion has to round half-up to the cent the way finance does it: Decimal and quantize(..., ROUND_HALF_UP).",
     "float(rates[invoice.currency])", "rates[invoice.currency]"),
    ("compute the 2.9% card fee on a payment (amount_cents), plus 25 cents",
     t("""
```python
fee_cents = round(float(payment.amount_cents) * 0.029) + 25
```
"""),
     ['Decimal("0.029")', "ROUND_HALF_UP"], ["float("]),
    ("Format amount_cents for display in the invoice PDF.",
     t("""
```python
from decimal import Decimal
from babel.numbers import format_currency

def format_eur(amount_cents: int) -> str:
    return format_currency(Decimal(amount_cents) / 100, "EUR", locale="de_DE")
```

Dividing a Decimal by 100 is exact, so nothing gets rounded here.
""")),
    fix=[("fee_cents = round(float(payment.amount_cents) * 0.029) + 25",
          'fee = (Decimal(payment.amount_cents) * Decimal("0.029")).quantize(Decimal("1"), rounding=ROUND_HALF_UP)\nfee_cents = int(fee) + 25')]))

# ---------------------------------------------------------------- 027 liveness vs readiness
S.append(sc(
    "kubernetes", "semantic", "code_block", "lookalike",
    ("Implement the health endpoint the liveness probe hits.",
     t("""
```python
@router.get("/healthz")
async def healthz(db: AsyncSession = Depends(get_db)):
    await db.execute(text("SELECT 1"))
    await redis.ping()
    return {"status": "ok"}
```

If Postgres or Redis is down the probe fails and Kubernetes restarts the pod.
"""),
     "The liveness endpoint must not check Postgres or Redis. When RDS failed over last month every api pod restarted at once because of exactly this. Dependency checks go in /readyz, liveness just returns 200.",
     "If Postgres or Redis is down the probe fails and Kubernetes restarts the pod.",
     "Liveness only reports that the process is up; dependency checks belong in /readyz."),
    ("Add a liveness endpoint to the worker's small HTTP server too.",
     t("""
```python
@app.get("/livez")
async def livez():
    async with engine.connect() as conn:
        await conn.execute(text("SELECT 1"))
    await redis.ping()
    return {"status": "ok"}
```
"""),
     ['return {"status": "ok"}'], ["SELECT 1", "redis.ping()"]),
    ("Now write the readiness endpoint for the api.",
     t("""
```python
@router.get("/readyz")
async def readyz(db: AsyncSession = Depends(get_db)):
    try:
        await db.execute(text("SELECT 1"))
        await redis.ping()
    except Exception:
        raise HTTPException(status_code=503, detail="dependencies unavailable")
    return {"status": "ready"}
```

The pod is taken out of the Service endpoints while this fails, but it isn't restarted.
""")),
    fix=[("\n" + t("""
    async with engine.connect() as conn:
        await conn.execute(text("SELECT 1"))
    await redis.ping()
"""), "")],
    cflags=["re:async def readyz\\(\\)", 'return {"status": "ok"}'], cneeds=['await db.execute(text("SELECT 1"))', "await redis.ping()"]))

# ---------------------------------------------------------------- 028 keyset pagination
S.append(sc(
    "postgres", "semantic", "reworded", "same_topic",
    ("The finance export has to dump all ledger entries for the month (~40M rows). How should I page through them?",
     t("""
Page with LIMIT/OFFSET in batches of 10,000:

```sql
SELECT * FROM ledger_entries
WHERE booked_at >= $1 AND booked_at < $2
ORDER BY id
LIMIT 10000 OFFSET $3;
```

Increase the offset by 10,000 each iteration until a batch comes back short.
"""),
     "OFFSET gets slower with every page, by the end Postgres reads and throws away tens of millions of rows per batch. Use keyset pagination on id (WHERE id > last_id).",
     "LIMIT 10000 OFFSET $3", "AND id > $3 ORDER BY id LIMIT 10000"),
    ("Writing the design doc for the payouts export. How should it paginate?",
     t("""
Read payouts in pages of 5,000 using `LIMIT 5000 OFFSET n`, advancing the offset after each page. It's simple, and since the table is indexed on `id`, every page stays fast right to the end.
"""),
     ["re:id > :?last_id"], ["OFFSET"]),
    ("How do I keep the export from holding one giant transaction open?",
     t("""
Commit per batch: use a short transaction for each page and write its rows to the CSV before fetching the next one. A single transaction spanning 40M rows pins the xmin horizon and holds back autovacuum on the whole database for as long as the export runs.
""")),
    fix=[("Read payouts in pages of 5,000 using `LIMIT 5000 OFFSET n`, advancing the offset after each page. It's simple, and since the table is indexed on `id`, every page stays fast right to the end.",
          "Read payouts in pages of 5,000 with keyset pagination (`WHERE id > :last_id ORDER BY id LIMIT 5000`), carrying the last id of each page forward. Every page is an index range scan on `id`, so it stays fast right to the end.")]))

# ---------------------------------------------------------------- 029 unknown in catch
S.append(sc(
    "typescript", "paraphrase", "renamed_identifier", "same_topic",
    ("Show a toast when saving the invoice fails.",
     t("""
```ts
try {
  await saveInvoice(draft);
} catch (err) {
  toast.error(err.message);
}
```
"""),
     "doesn't compile, we have strict on so `err` is unknown in catch. Narrow it: err instanceof Error ? err.message : String(err)",
     "toast.error(err.message)", "toast.error(err instanceof Error ? err.message : String(err))"),
    ("Handle errors from the payout retry button.",
     t("""
```ts
async function onRetry() {
  try {
    await retryPayout(payout.id);
  } catch (error) {
    setErrorText(error.message);
  }
}
```
"""),
     ["error instanceof Error"], ["setErrorText(error.message)"]),
    ("How do I type the response from the invoices endpoint?",
     t("""
```ts
const InvoiceSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string().length(3),
  status: z.enum(["draft", "open", "paid", "void"]),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
```

Parse the response with `InvoiceSchema.array().parse(await res.json())` so bad data fails loudly.
""")),
    fix=[("setErrorText(error.message)", "setErrorText(error instanceof Error ? error.message : String(error))")]))

# ---------------------------------------------------------------- 030 CREATE INDEX CONCURRENTLY
S.append(sc(
    "postgres", "paraphrase", "equivalent_construct", "lookalike",
    ("Add an index on invoices(customer_id, issued_at) in a migration.",
     t("""
```python
def upgrade():
    op.execute("CREATE INDEX ix_invoices_customer_issued ON invoices (customer_id, issued_at)")
```
"""),
     "On existing tables we always build indexes CONCURRENTLY, a plain CREATE INDEX blocks writes to invoices for the whole build. It also has to run outside the migration transaction (autocommit_block).",
     "CREATE INDEX ix_invoices_customer_issued", "CREATE INDEX CONCURRENTLY ix_invoices_customer_issued"),
    ("migration: index payments by (merchant_id, created_at)",
     t("""
```python
def upgrade():
    op.create_index("ix_payments_merchant_created", "payments", ["merchant_id", "created_at"])
```
"""),
     ["postgresql_concurrently=True", "autocommit_block"], []),
    ("Create the new credit_notes table with an index on invoice_id.",
     t("""
```python
def upgrade():
    op.create_table(
        "credit_notes",
        sa.Column("id", sa.BigInteger, sa.Identity(), primary_key=True),
        sa.Column("invoice_id", sa.BigInteger, sa.ForeignKey("invoices.id"), nullable=False),
        sa.Column("amount_cents", sa.BigInteger, nullable=False),
    )
    op.create_index("ix_credit_notes_invoice_id", "credit_notes", ["invoice_id"])
```

The table is new and empty, so the index build is instant and can stay in the migration's transaction.
""")),
    fix=[('    op.create_index("ix_payments_merchant_created", "payments", ["merchant_id", "created_at"])',
          '    with op.get_context().autocommit_block():\n        op.create_index(\n            "ix_payments_merchant_created", "payments", ["merchant_id", "created_at"],\n            postgresql_concurrently=True,\n        )')],
    cflags=["postgresql_concurrently=True", "autocommit_block", "CONCURRENTLY"],
    cneeds=['op.create_index("ix_credit_notes_invoice_id"']))

# ---------------------------------------------------------------- 031 Berlin business day
S.append(sc(
    "finance", "semantic", "prose_claim", "lookalike",
    ("How should the daily revenue export bucket payments into days?",
     t("""
Group by the UTC date: `date_trunc('day', paid_at AT TIME ZONE 'UTC')`. `paid_at` is timestamptz, and UTC keeps the days consistent across DST changes.
"""),
     "Finance books on Berlin days. A payment at 00:30 Berlin time on the 1st belongs to the 1st; in UTC it lands on the last day of the previous month and the month-end totals don't match the bank. Use AT TIME ZONE 'Europe/Berlin'.",
     "AT TIME ZONE 'UTC'", "AT TIME ZONE 'Europe/Berlin'"),
    ("Finance asked how the export decides which day a payment belongs to. What do I tell them?",
     t("""
Each payment is assigned to the calendar day of its `paid_at` timestamp in UTC, so a day runs from 00:00 to 24:00 UTC regardless of daylight saving time.
"""),
     ["Europe/Berlin"], ["re:in UTC|24:00 UTC"]),
    ("What timezone do the Grafana SLO dashboards use?",
     t("""
They're pinned to UTC (dashboard setting *Timezone: Coordinated Universal Time*) so on-call engineers in different countries see the same timestamps, and the 28-day SLO windows line up with the alert rules, which are evaluated in UTC.
""")),
    fix=[("in UTC, so a day runs from 00:00 to 24:00 UTC regardless of daylight saving time.",
          "in Europe/Berlin time, so a day runs from midnight to midnight Berlin time (CET or CEST, following daylight saving time).")],
    cflags=["Europe/Berlin", "Berlin"], cneeds=["pinned to UTC", "evaluated in UTC"]))

# ---------------------------------------------------------------- 032 no more Datadog
S.append(sc(
    "observability", "semantic", "prose_claim", "same_topic",
    ("Where do I look at the api's error rate?",
     t("""
Open the *API Overview* dashboard in Datadog and check the `trace.fastapi.request.errors` monitor; you can filter by `env:prod`.
"""),
     "we left Datadog at the end of last year. Metrics are in Grafana (Mimir), the dashboard is *api / RED* in the Core folder.",
     "Datadog", "Grafana"),
    ("Payments look slow this morning, where should I start?",
     t("""
Start with the APM service page for the api in Datadog: it breaks latency down per endpoint, and from there you can pivot to the traces for `POST /v1/payments`.
"""),
     ["Grafana"], ["Datadog", "APM service page"]),
    ("How do I get from a log line to its trace?",
     t("""
Every JSON log line from the api has a `trace_id` field. Click the *View trace* link that the Loki derived field adds next to the line in Grafana Explore, or paste the id into the Tempo data source.
""")),
    fix=[("Start with the APM service page for the api in Datadog: it breaks latency down per endpoint, and from there you can pivot to the traces",
          "Start with the *api / RED* dashboard in Grafana: it breaks latency down per endpoint, and from there you can jump to the Tempo traces")]))

# ---------------------------------------------------------------- 033 exclude internal accounts
S.append(sc(
    "finance", "semantic", "code_block", "same_topic",
    ("Write the query for the monthly revenue per plan that goes to finance.",
     t("""
```sql
SELECT p.plan_code, sum(i.amount_cents) AS revenue_cents
FROM invoices i
JOIN subscriptions s ON s.id = i.subscription_id
JOIN plans p ON p.id = s.plan_id
WHERE i.status = 'paid'
  AND i.issued_at >= $1 AND i.issued_at < $2
GROUP BY p.plan_code;
```
"""),
     "Finance numbers must exclude our internal and test accounts, they're flagged with customers.is_internal. Last quarter's report was off by about 3% because of the sandbox tenants.",
     "WHERE i.status = 'paid'", "WHERE i.status = 'paid' AND NOT c.is_internal"),
    ("Now a query for refunds per month for the finance export.",
     t("""
```sql
SELECT date_trunc('month', r.created_at AT TIME ZONE 'Europe/Berlin') AS month,
       sum(r.amount_cents) AS refunded_cents
FROM refunds r
WHERE r.status = 'succeeded'
GROUP BY 1
ORDER BY 1;
```
"""),
     ["is_internal"], []),
    ("How do I give finance read access to the export bucket?",
     t("""
Add their SSO group to the `finance-export-readers` IAM role in `terraform/iam/finance.tf`; the bucket policy already trusts that role for `s3:GetObject` on `exports/*`. Don't add individual users.
""")),
    fix=[("FROM refunds r\nWHERE r.status = 'succeeded'",
          "FROM refunds r\nJOIN customers c ON c.id = r.customer_id\nWHERE r.status = 'succeeded'\n  AND NOT c.is_internal")]))

# ---------------------------------------------------------------- 034 team ownership
S.append(sc(
    "team", "literal", "reworded", "lookalike",
    ("Who owns the invoicing service? I need someone to review a schema change.",
     "Invoicing is owned by the Payments team; post in #team-payments and tag the reviewer on rotation.",
     "Invoicing moved to the Ledger team in the reorg, so #team-ledger. Payments only has the Stripe integration and payouts now.",
     "#team-payments", "#team-ledger"),
    ("where should I ask about the invoice numbering change?",
     "Ask in #team-payments, they own invoicing and will know whether the numbering sequence can be reset per entity.",
     ["#team-ledger"], ["#team-payments"]),
    ("Stripe webhooks are failing signature checks, who do I ping?",
     "That's the Stripe integration, which the Payments team owns: ping #team-payments, and if it's after hours, page their on-call."),
    fix=[("#team-payments", "#team-ledger")],
    cflags=["#team-ledger"], cneeds=["ping #team-payments"]))

# ---------------------------------------------------------------- 035 runner image
S.append(sc(
    "ci", "literal", "code_block", "same_topic",
    ("Write a GitHub Actions workflow that lints the api on every PR.",
     t("""
```yaml
name: lint
on: pull_request
jobs:
  ruff:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/ruff-action@v1
```
"""),
     "Pin the runner to ubuntu-22.04. ubuntu-latest moved to 24.04 and broke our psycopg build, so the whole repo stays on 22.04 until that's fixed.",
     "runs-on: ubuntu-latest", "runs-on: ubuntu-22.04"),
    ("Add a workflow that type-checks the web app with tsc.",
     t("""
```yaml
name: typecheck
on: pull_request
jobs:
  tsc:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - uses: actions/setup-node@v4
        with:
          node-version-file: .nvmrc
          cache: pnpm
      - run: pnpm i --frozen-lockfile
      - run: pnpm --filter web exec tsc --noEmit
```
"""),
     ["runs-on: ubuntu-22.04"], ["ubuntu-latest"]),
    ("How do I rerun only the failed jobs of a workflow from the terminal?",
     t("""
With the GitHub CLI: `gh run list --branch my-branch` to find the run ID, then `gh run rerun <run-id> --failed`. Add `--debug` to rerun with runner debug logging turned on.
""")),
    fix=[("runs-on: ubuntu-latest", "runs-on: ubuntu-22.04")]))

# ---------------------------------------------------------------- 036 uv instead of poetry
S.append(sc(
    "python", "literal", "reworded", "same_topic",
    ("Add tenacity to the api for retries.",
     t("""
From `services/api`:

```
poetry add tenacity
```

That updates `pyproject.toml` and `poetry.lock`; commit both.
"""),
     "We moved from poetry to uv in September, it's `uv add tenacity` and the lockfile is uv.lock.",
     "poetry add tenacity", "uv add tenacity"),
    ("I need freezegun for a test, how do I add it as a dev dependency?",
     t("""
Add it to the dev group: run `poetry add --group dev freezegun` in `services/api`, then commit `pyproject.toml` and `poetry.lock`.
"""),
     ["uv add --dev freezegun", "uv.lock"], ["poetry"]),
    ("How do I run just one test file in the api?",
     t("""
From `services/api`: `uv run pytest tests/test_invoices.py -q`. Add `-k issue_date` to pick a single test by name, and `-x` to stop at the first failure.
""")),
    fix=[("`poetry add --group dev freezegun`", "`uv add --dev freezegun`"), ("`poetry.lock`", "`uv.lock`")],
    literal="poetry add"))

# ---------------------------------------------------------------- 037 SKIP LOCKED
S.append(sc(
    "postgres", "literal", "casing", "lookalike",
    ("Write the query the webhook-delivery workers use to claim the next pending delivery.",
     t("""
```sql
SELECT id, endpoint_url, payload
FROM webhook_deliveries
WHERE status = 'pending' AND next_attempt_at <= now()
ORDER BY next_attempt_at
LIMIT 1
FOR UPDATE;
```

Run it in the same transaction as the `UPDATE ... SET status = 'sending'`.
"""),
     "With 8 workers polling, plain FOR UPDATE makes them all queue up behind the same row. It needs SKIP LOCKED.",
     "FOR UPDATE;", "FOR UPDATE SKIP LOCKED;"),
    ("claim query for the email outbox worker",
     t("""
```sql
select id, recipient, template, context
from email_outbox
where sent_at is null
order by created_at
limit 10
for update;
```
"""),
     ["re:(?i)for update skip locked"], ["re:(?i)for update;"]),
    ("Move credit between two merchant balances safely.",
     t("""
```sql
BEGIN;
SELECT id, balance_cents FROM merchant_balances
WHERE id IN ($1, $2)
ORDER BY id
FOR UPDATE;
UPDATE merchant_balances SET balance_cents = balance_cents - $3 WHERE id = $1;
UPDATE merchant_balances SET balance_cents = balance_cents + $3 WHERE id = $2;
COMMIT;
```

Locking both rows in id order avoids deadlocks when two transfers touch the same pair.
""")),
    fix=[("for update;", "for update skip locked;")],
    cflags=["SKIP LOCKED"], cneeds=["ORDER BY id\nFOR UPDATE;"]))

# ---------------------------------------------------------------- 038 citext email
S.append(sc(
    "postgres", "paraphrase", "casing", "lookalike",
    ("Look up a user by email at login, case-insensitively.",
     t("""
```python
stmt = select(User).where(func.lower(User.email) == func.lower(form.email))
user = await db.scalar(stmt)
```

That way `Alice@Example.com` and `alice@example.com` match.
"""),
     "users.email is citext, so plain equality is already case-insensitive. Wrapping it in lower() just stops Postgres from using the unique index on email.",
     "func.lower(User.email) == func.lower(form.email)", "User.email == form.email"),
    ("Check whether an invite email already belongs to a user (raw SQL is fine).",
     t("""
```sql
select exists (
  select 1 from users where lower(email) = lower(:email)
);
```
"""),
     ["where email = :email"], ["re:(?i)lower\\(email\\)"]),
    ("Search customers by company name, case-insensitive, for the admin search box.",
     t("""
```sql
SELECT id, company_name
FROM customers
WHERE lower(company_name) LIKE lower(:q) || '%'
ORDER BY company_name
LIMIT 20;
```

There's an expression index on `lower(company_name)` with `text_pattern_ops`, so the prefix search uses it.
""")),
    fix=[("lower(email) = lower(:email)", "email = :email")],
    cflags=["re:WHERE company_name LIKE", "re:WHERE company_name ="], cneeds=["WHERE lower(company_name) LIKE lower(:q)"]))

# ---------------------------------------------------------------- 039 on-call handoff
S.append(sc(
    "oncall", "literal", "reworded", "lookalike",
    ("When does the on-call rotation hand off?",
     t("""
The primary on-call rotates weekly and hands off on Monday at 09:00 Europe/Berlin. The outgoing person posts a handoff note in #oncall with open incidents and silenced alerts.
"""),
     "Handoff is Monday 10:00 now, 09:00 clashed with the platform standup.",
     "Monday at 09:00", "Monday at 10:00"),
    ("I'm on call next week for the first time, when do I take over?",
     t("""
You take over the pager on Monday at 09:00 (Berlin time). Before that, read the outgoing engineer's handoff note in #oncall and check the silenced alerts in Alertmanager.
"""),
     ["Monday at 10:00"], ["09:00"]),
    ("When's the platform standup?",
     t("""
Every weekday at 09:00 Berlin time in the #platform huddle, 15 minutes max. On Mondays the outgoing on-call gives a short summary of their week.
""")),
    fix=[("Monday at 09:00", "Monday at 10:00")],
    cflags=["10:00"], cneeds=["weekday at 09:00"], literal="09:00"))

# ---------------------------------------------------------------- 040 AWS provider version
S.append(sc(
    "terraform", "literal", "code_block", "lookalike",
    ("Add the required_providers block for the new `billing-queues` Terraform root.",
     t("""
```hcl
terraform {
  required_version = "~> 1.5.0"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 4.0"
    }
  }
}
```
"""),
     "Our shared modules need AWS provider 5.x, pin `~> 5.40` like the other roots.",
     'version = "~> 4.0"', 'version = "~> 5.40"'),
    ("Set up providers for the `finance-exports` root, it needs aws and random.",
     t("""
```hcl
terraform {
  required_version = "~> 1.5.0"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 4.0"
    }
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
  }
}
```
"""),
     ['source  = "hashicorp/aws"\n      version = "~> 5.40"'], ['version = "~> 4.0"']),
    ("The mTLS root needs to generate a private key, which providers do I need?",
     t("""
```hcl
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.40"
    }
    tls = {
      source  = "hashicorp/tls"
      version = "~> 4.0"
    }
  }
}
```

`tls_private_key` comes from the tls provider; store the key in Secrets Manager, not in an output.
""")),
    fix=[('version = "~> 4.0"', 'version = "~> 5.40"')],
    cflags=['re:hashicorp/tls"\\s+version = "~> 5'], cneeds=['source  = "hashicorp/tls"\n      version = "~> 4.0"']))

# ---------------------------------------------------------------- 041 loki stream label
S.append(sc(
    "observability", "paraphrase", "other_identifier", "already_correct",
    ("Find the timeout errors in the api logs from the last hour.",
     t("""
In Grafana Explore, pick the Loki data source and run:

```logql
{app="api"} |= "TimeoutError"
```

Set the time range to *Last 1 hour*.
"""),
     'our promtail config doesn\'t set an app label, the stream label is service: {service="api"}',
     '{app="api"}', '{service="api"}'),
    ("How many errors did the celery worker log per minute during the incident?",
     t("""
```logql
sum(count_over_time({app="worker"} | json | level="error" [1m]))
```

Set the range to the incident window and switch the panel to bars.
"""),
     ['{service="worker"}'], ['{app="worker"}']),
    ("Show me the api's error logs in Loki.",
     t("""
```logql
{service="api"} | json | level="error"
```

Add `| line_format "{{.msg}}"` if you only want the message field.
""")),
    fix=[('{app="worker"}', '{service="worker"}')],
    cflags=['{app="worker"}', '{app="api"}', "re:\\{app="], cneeds=['{service="api"} | json']))

# ---------------------------------------------------------------- 042 OIDC instead of keys
S.append(sc(
    "ci", "paraphrase", "equivalent_construct", "same_topic",
    ("Give the deploy workflow AWS credentials so it can push images to ECR.",
     t("""
```yaml
- uses: aws-actions/configure-aws-credentials@v4
  with:
    aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}
    aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
    aws-region: eu-central-1
```
"""),
     "We don't keep AWS keys in GitHub secrets at all, CI assumes a role through OIDC: role-to-assume arn:aws:iam::312907937200:role/gha-deploy, plus `permissions: id-token: write` on the job.",
     "aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}",
     "role-to-assume: arn:aws:iam::312907937200:role/gha-deploy"),
    ("The nightly job needs to upload the finance CSVs to S3 from Actions. How do I authenticate it?",
     t("""
Export the keys as environment variables for the step and use the AWS CLI directly:

```yaml
- name: Upload exports
  env:
    AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
    AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
    AWS_DEFAULT_REGION: eu-central-1
  run: aws s3 cp out/ s3://fernbill-finance-exports/daily/ --recursive
```
"""),
     ["role-to-assume:", "id-token: write"], ["secrets.AWS_ACCESS_KEY_ID", "secrets.AWS_SECRET_ACCESS_KEY"]),
    ("How do I stop two deploys from running at the same time?",
     t("""
Add a concurrency group to the deploy workflow:

```yaml
concurrency:
  group: deploy-prod
  cancel-in-progress: false
```

With `cancel-in-progress: false` the second run waits instead of killing a deploy halfway.
""")),
    fix=[(t("""
Export the keys as environment variables for the step and use the AWS CLI directly:

```yaml
- name: Upload exports
  env:
    AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}
    AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}
    AWS_DEFAULT_REGION: eu-central-1
  run:"""), t("""
Assume the CI role through OIDC (the job needs `permissions: id-token: write`), then use the AWS CLI:

```yaml
- uses: aws-actions/configure-aws-credentials@v4
  with:
    role-to-assume: arn:aws:iam::312907937200:role/gha-deploy
    aws-region: eu-central-1
- name: Upload exports
  run:"""))]))

# ---------------------------------------------------------------- 043 utf-8-sig
S.append(sc(
    "finance", "literal", "code_block", "lookalike",
    ("Write the CSV export of paid invoices for finance.",
     t("""
```python
with open(path, "w", encoding="utf-8", newline="") as f:
    writer = csv.writer(f, delimiter=";")
    writer.writerow(["invoice_no", "customer", "issued_on", "amount_eur"])
    for inv in invoices:
        writer.writerow([inv.number, inv.customer_name, inv.issued_on.isoformat(), format_amount(inv.amount_cents)])
```
"""),
     'Finance opens these in Excel, which only detects UTF-8 when there\'s a BOM; without it every Müller turns into MÃ¼ller. Files for finance use encoding="utf-8-sig".',
     'encoding="utf-8"', 'encoding="utf-8-sig"'),
    ("Now the credit notes export for finance, I have them in a DataFrame.",
     t("""
```python
credit_notes.to_csv(
    out_dir / f"credit_notes_{month}.csv",
    sep=";",
    index=False,
    encoding="utf-8",
)
```
"""),
     ['encoding="utf-8-sig"'], ['encoding="utf-8"']),
    ("Load the export column mapping from the JSON config.",
     t("""
```python
with open(CONFIG_DIR / "export_columns.json", encoding="utf-8") as f:
    columns = json.load(f)
```

Pass the encoding explicitly so the result doesn't depend on the container's locale.
""")),
    fix=[('encoding="utf-8"', 'encoding="utf-8-sig"')],
    cflags=["utf-8-sig"], cneeds=['"export_columns.json", encoding="utf-8")']))

# ---------------------------------------------------------------- 044 ruff format
S.append(sc(
    "python", "literal", "reworded", "same_topic",
    ("The formatting check failed on my PR, how do I fix it locally?",
     t("""
Run the formatter over the api package and commit the result:

```
black services/api
```

Then push again; the CI check only verifies formatting, it doesn't change files.
"""),
     "We replaced black with ruff format last spring, black isn't even installed in the dev env anymore. `ruff format services/api`.",
     "black services/api", "ruff format services/api"),
    ("how do I set up a pre-commit hook so I stop failing the format check?",
     t("""
Add a hook that runs `black services/api` before each commit: in `.pre-commit-config.yaml` add the `black` repo at rev `24.4.2`, then run `pre-commit install`.
"""),
     ["ruff format"], ["black"]),
    ("What does `ruff check --fix` change?",
     t("""
It applies the autofixes for lint rules that have safe fixes, such as removing unused imports (F401) or sorting imports (I001). Unsafe fixes only run with `--unsafe-fixes`. It doesn't reformat code; that's `ruff format`.
""")),
    fix=[("`black services/api`", "`ruff format services/api`"),
         ("the `black` repo at rev `24.4.2`", "the `ruff-pre-commit` repo with the `ruff-format` hook")]))

# ---------------------------------------------------------------- 045 vitest
S.append(sc(
    "typescript", "paraphrase", "other_identifier", "lookalike",
    ("Write a test that checks InvoiceTable calls onSelect when a row is clicked.",
     t("""
```tsx
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

test("calls onSelect", async () => {
  const onSelect = jest.fn();
  render(<InvoiceTable rows={rows} onSelect={onSelect} />);
  await userEvent.click(screen.getByText("INV-1042"));
  expect(onSelect).toHaveBeenCalledWith("inv_1042");
});
```
"""),
     "We're on vitest, jest isn't installed. vi.fn() from vitest.",
     "jest.fn()", "vi.fn()"),
    ("Test that the export button sends an analytics event.",
     t("""
```tsx
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as analytics from "@/lib/analytics";

test("tracks export clicks", async () => {
  const track = jest.spyOn(analytics, "track");
  render(<ExportButton month="2024-10" />);
  await userEvent.click(screen.getByRole("button", { name: /export/i }));
  expect(track).toHaveBeenCalledWith("ledger_export_clicked", { month: "2024-10" });
});
```
"""),
     ["vi.spyOn(analytics"], ["jest."]),
    ("Set up the test setup file so toBeInTheDocument works.",
     t("""
```ts
// vitest.setup.ts
import "@testing-library/jest-dom/vitest";
```

Then point `test.setupFiles` at it in `vitest.config.ts`. The `/vitest` entry point registers the jest-dom matchers on vitest's `expect`.
""")),
    fix=[("jest.spyOn(", "vi.spyOn(")],
    cflags=["vi-dom", "@testing-library/vi"], cneeds=['import "@testing-library/jest-dom/vitest";']))

# ---------------------------------------------------------------- 046 export worker memory
S.append(sc(
    "kubernetes", "literal", "reworded", "already_correct",
    ("What memory limit should the export worker have?",
     t("""
512Mi is enough for the export worker; it streams rows to the CSV, so memory stays flat. Set the request and the limit to the same value so it's never evicted for overcommit.
"""),
     "It needs 2Gi. The PDF bundling step holds the whole month's invoices in memory, and 512Mi got OOMKilled on the first of the month twice.",
     "512Mi", "2Gi"),
    ("Fill in the resources section of the export worker's Helm values.",
     t("""
For the export worker set `resources.requests.memory` and `resources.limits.memory` to `512Mi`, and `resources.requests.cpu` to `500m` with no CPU limit.
"""),
     ["`2Gi`"], ["512Mi"]),
    ("What resources does the export worker get in prod right now?",
     t("""
From `values-prod.yaml`: memory request and limit `2Gi`, CPU request `500m`, no CPU limit. Its HPA is disabled; the export runs as a single replica.
""")),
    fix=[("`512Mi`", "`2Gi`")],
    cneeds=["limit `2Gi`"]))

# ---------------------------------------------------------------- 047 BI on the replica
S.append(sc(
    "postgres", "semantic", "reworded", "same_topic",
    ("Which database should Metabase connect to?",
     t("""
Point Metabase at the primary, `pg-prod.internal`, so the finance dashboards always show up-to-the-second numbers. Use the `metabase_ro` role so it can't write.
"""),
     "Metabase and every other BI tool go to the read replica, pg-prod-ro.internal. Last time someone pointed a dashboard at the primary, a 20-minute query held back vacuum and checkout latency went through the roof.",
     "the primary, `pg-prod.internal`", "the read replica, `pg-prod-ro.internal`"),
    ("Finance wants to run ad-hoc SQL from DBeaver. Which host do I give them?",
     t("""
Give them the primary so the numbers match what the app shows exactly: host `pg-prod.internal`, database `ledger`, role `finance_ro`. Replica lag would only confuse them when they compare with the UI.
"""),
     ["pg-prod-ro.internal"], ["`pg-prod.internal`", "re:(?i)give them the primary"]),
    ("How do I check replication lag on the replica?",
     t("""
On the replica run `SELECT now() - pg_last_xact_replay_timestamp() AS lag;`, or look at the `ReplicaLag` CloudWatch metric for the instance, which the *RDS* dashboard in Grafana also plots.
""")),
    fix=[("Give them the primary so the numbers match what the app shows exactly: host `pg-prod.internal`, database `ledger`, role `finance_ro`. Replica lag would only confuse them when they compare with the UI.",
          "Give them the read replica: host `pg-prod-ro.internal`, database `ledger`, role `finance_ro`. Replica lag is normally under a second, so the numbers still match the UI for their purposes, and long queries can't hurt the primary.")]))

# ---------------------------------------------------------------- 048 coverage floor (terse)
S.append(sc(
    "ci", "paraphrase", "code_block", "already_correct",
    ("Add a coverage gate to the api's test job.",
     t("""
```yaml
- run: uv run pytest --cov=app --cov-report=term-missing --cov-fail-under=80
```
"""),
     "our floor is 85%, not 80",
     "--cov-fail-under=80", "--cov-fail-under=85"),
    ("Put the coverage threshold in pyproject instead of on the command line.",
     t("""
```toml
[tool.coverage.report]
fail_under = 80
show_missing = true
skip_covered = true
```
"""),
     ["fail_under = 85"], ["fail_under = 80"]),
    ("What coverage does CI enforce for the worker package?",
     t("""
The same floor as the api: the worker's test job runs `uv run pytest --cov=worker --cov-fail-under=85`, and the job fails below that.
""")),
    fix=[("fail_under = 80", "fail_under = 85")],
    cneeds=["--cov-fail-under=85"]))

# ---------------------------------------------------------------- 049 date-fns
S.append(sc(
    "typescript", "paraphrase", "renamed_identifier", "same_topic",
    ("Format the invoice due date as '12 Mar 2025' in the web app.",
     t("""
```ts
import moment from "moment";

export const formatDueDate = (iso: string) => moment(iso).format("D MMM YYYY");
```
"""),
     'moment got removed from the bundle last quarter, we use date-fns: format(parseISO(iso), "d MMM yyyy").',
     'moment(iso).format("D MMM YYYY")', 'format(parseISO(iso), "d MMM yyyy")'),
    ("Show when a payout was created, like '3 Feb 2025, 14:05'.",
     t("""
```ts
import moment from "moment";

export function formatCreatedAt(createdAt: string) {
  return moment(createdAt).format("D MMM YYYY, HH:mm");
}
```
"""),
     ['from "date-fns"', 'format(parseISO(createdAt), "d MMM yyyy, HH:mm")'], ["moment"]),
    ("How do I show 'paid 3 days ago' on the invoice row?",
     t("""
```ts
import { formatDistanceToNow, parseISO } from "date-fns";

export const paidAgo = (paidAt: string) =>
  `paid ${formatDistanceToNow(parseISO(paidAt), { addSuffix: true })}`;
```
""")),
    fix=[('import moment from "moment";', 'import { format, parseISO } from "date-fns";'),
         ('moment(createdAt).format("D MMM YYYY, HH:mm")', 'format(parseISO(createdAt), "d MMM yyyy, HH:mm")')]))

# ---------------------------------------------------------------- 050 aware datetimes
S.append(sc(
    "python", "paraphrase", "other_identifier", "already_correct",
    ("Set issued_at when an invoice is finalized.",
     t("""
```python
from datetime import datetime

invoice.status = InvoiceStatus.OPEN
invoice.issued_at = datetime.utcnow()
```
"""),
     "utcnow() gives you a naive datetime and our models use AwareDatetime, so this gets rejected. datetime.now(timezone.utc).",
     "datetime.utcnow()", "datetime.now(timezone.utc)"),
    ("Convert the Stripe event's `created` unix timestamp to a datetime for the payment record.",
     t("""
```python
from datetime import datetime

payment.paid_at = datetime.utcfromtimestamp(event["created"])
```
"""),
     ['datetime.fromtimestamp(event["created"], tz=timezone.utc)'], ["utcfromtimestamp"]),
    ("Stamp the refund with the time it was approved.",
     t("""
```python
from datetime import datetime, timezone

refund.approved_at = datetime.now(timezone.utc)
refund.approved_by = current_user.id
```
""")),
    fix=[("from datetime import datetime\n", "from datetime import datetime, timezone\n"),
         ('datetime.utcfromtimestamp(event["created"])', 'datetime.fromtimestamp(event["created"], tz=timezone.utc)')],
    cflags=["utcfromtimestamp", "datetime.utcnow()", "utcnow"], cneeds=["datetime.now(timezone.utc)"]))

# ---------------------------------------------------------------- 051 trace sampling
S.append(sc(
    "observability", "paraphrase", "equivalent_construct", "same_topic",
    ("Configure trace sampling for the api in prod.",
     t("""
```python
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased

provider = TracerProvider(sampler=ParentBased(TraceIdRatioBased(1.0)))
```

Sampling everything makes sure you never miss the trace you need.
"""),
     "Prod samples 10%, so 0.1. At 1.0 we hit the Tempo ingestion limit and started dropping spans for every service.",
     "TraceIdRatioBased(1.0)", "TraceIdRatioBased(0.1)"),
    ("Set the sampler for the worker through env vars in its prod Helm values.",
     t("""
```yaml
env:
  - name: OTEL_TRACES_SAMPLER
    value: parentbased_traceidratio
  - name: OTEL_TRACES_SAMPLER_ARG
    value: "1.0"
```
"""),
     ['value: "0.1"'], ['value: "1.0"']),
    ("Where do the api's traces get sent?",
     t("""
The SDK exports OTLP over gRPC to the collector DaemonSet on the same node (`OTEL_EXPORTER_OTLP_ENDPOINT=http://$(HOST_IP):4317`), and the collector batches them and forwards them to Tempo.
""")),
    fix=[('value: "1.0"', 'value: "0.1"')]))

# ---------------------------------------------------------------- 052 named exports
S.append(sc(
    "typescript", "paraphrase", "renamed_identifier", "lookalike",
    ("Create an InvoiceStatusBadge component.",
     t("""
```tsx
// src/components/InvoiceStatusBadge.tsx
export default function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
```
"""),
     "Named exports only in src/components, the import/no-default-export rule is on and CI will fail this.",
     "export default function InvoiceStatusBadge", "export function InvoiceStatusBadge"),
    ("Make a PayoutStatusPill component, same idea but for payouts.",
     t("""
```tsx
// src/components/PayoutStatusPill.tsx
export default function PayoutStatusPill({ status }: { status: PayoutStatus }) {
  return <Pill color={PAYOUT_COLORS[status]}>{PAYOUT_LABELS[status]}</Pill>;
}
```
"""),
     ["export function PayoutStatusPill"], ["export default"]),
    ("Add the invoices page in the app router.",
     t("""
```tsx
// app/invoices/page.tsx
import { InvoiceTable } from "@/components/InvoiceTable";

export default async function InvoicesPage() {
  const invoices = await listInvoices();
  return <InvoiceTable rows={invoices} />;
}
```
""")),
    fix=[("export default function PayoutStatusPill", "export function PayoutStatusPill")],
    cflags=["re:(?m)^export async function InvoicesPage"], cneeds=["export default async function InvoicesPage"]))

# ---------------------------------------------------------------- 053 append-only ledger
S.append(sc(
    "finance", "semantic", "code_block", "already_correct",
    ("A ledger entry was booked with the wrong amount, write the fix.",
     t("""
```sql
UPDATE ledger_entries
SET amount_cents = 12900
WHERE id = 88412;
```

Do it in a transaction and check that exactly one row was updated before committing.
"""),
     "ledger_entries is append-only, a trigger rejects UPDATE and DELETE, and the auditors need the history anyway. Post a reversing entry for the old amount and a new entry with the right one.",
     "UPDATE ledger_entries", "INSERT a reversing entry and a corrected entry into ledger_entries"),
    ("The fee on entry 90133 was booked to the wrong account (4400 instead of 4410). How do I fix it?",
     t("""
```sql
BEGIN;
UPDATE ledger_entries SET account_code = '4410' WHERE id = 90133;
COMMIT;
```
"""),
     ["re:(?i)INSERT INTO ledger_entries"], ["re:(?i)UPDATE ledger_entries"]),
    ("How do I correct a ledger entry that went to the wrong cost center?",
     t("""
Ledger entries are never edited. Post a reversing entry and then the corrected one in the same transaction:

```sql
BEGIN;
INSERT INTO ledger_entries (account_code, cost_center, amount_cents, currency, reverses_id, memo)
SELECT account_code, cost_center, -amount_cents, currency, id, 'reversal: wrong cost center'
FROM ledger_entries WHERE id = $1;
INSERT INTO ledger_entries (account_code, cost_center, amount_cents, currency, memo)
SELECT account_code, $2, amount_cents, currency, 'rebook to correct cost center'
FROM ledger_entries WHERE id = $1;
COMMIT;
```
""")),
    fix=[("UPDATE ledger_entries SET account_code = '4410' WHERE id = 90133;",
          t("""
INSERT INTO ledger_entries (account_code, cost_center, amount_cents, currency, reverses_id, memo)
SELECT account_code, cost_center, -amount_cents, currency, id, 'reversal: wrong account'
FROM ledger_entries WHERE id = 90133;
INSERT INTO ledger_entries (account_code, cost_center, amount_cents, currency, memo)
SELECT '4410', cost_center, amount_cents, currency, 'rebook fee to 4410'
FROM ledger_entries WHERE id = 90133;
"""))],
    cneeds=["INSERT INTO ledger_entries", "reverses_id"]))

# ---------------------------------------------------------------- 054 incident.io
S.append(sc(
    "oncall", "semantic", "reworded", "unrelated",
    ("The api is returning 502s for everyone. How do I start an incident?",
     "Trigger a PagerDuty incident on the *Core API* service from the PagerDuty app, then open a Zoom bridge and post the link in #incidents.",
     "We switched from PagerDuty to incident.io in the summer. Type /inc in any Slack channel, pick the severity, and it creates the channel and the call and pages on-call for you.",
     "Trigger a PagerDuty incident", "Type /inc in Slack (incident.io)"),
    ("What's the first thing I do if I think prod is down? I'm writing it up for the onboarding wiki.",
     "Open an incident in PagerDuty against the affected service so the on-call gets paged, then post in #incidents that you've done it and start a Zoom bridge.",
     ["/inc"], ["PagerDuty"]),
    ("What's the difference between useMemo and useCallback?",
     "`useMemo` caches the result of a calculation between renders; `useCallback` caches the function itself, so `useCallback(fn, deps)` is the same as `useMemo(() => fn, deps)`. Reach for them when the value goes to a memoized child or into another hook's dependency list, not by default."),
    fix=[("Open an incident in PagerDuty against the affected service so the on-call gets paged, then post in #incidents that you've done it and start a Zoom bridge.",
          "Type `/inc` in any Slack channel and pick a severity; incident.io creates the incident channel and the call and pages the on-call for you.")]))

# ---------------------------------------------------------------- 055 protected main
S.append(sc(
    "team", "semantic", "reworded", "unrelated",
    ("My feature branch is done and tests pass. How do I get it into main?",
     t("""
Merge it locally and push:

```
git checkout main
git pull
git merge --no-ff feature/vat-report
git push origin main
```
"""),
     "main is protected, nobody pushes to it directly. Open a PR, it needs one approval and green CI, and we squash-merge so main stays one commit per PR.",
     "git push origin main", "open a PR and squash-merge it"),
    ("I fixed a typo in the README, can I just get it onto main quickly?",
     'For a one-line docs change you can commit straight to main: `git checkout main && git commit -am "Fix README typo" && git push origin main`. No need for a PR.',
     ["re:\\bPR\\b|pull request"], ["git push origin main", "No need for a PR"]),
    ("What's the difference between a Kubernetes Deployment and a StatefulSet?",
     "A Deployment treats its pods as interchangeable: random names, no per-pod storage, any start and stop order. A StatefulSet gives each pod a stable name (`db-0`, `db-1`), its own PersistentVolumeClaim that follows it across reschedules, and an ordered rollout."),
    fix=[('For a one-line docs change you can commit straight to main: `git checkout main && git commit -am "Fix README typo" && git push origin main`. No need for a PR.',
          'Even for a one-line docs change, main is protected: `git switch -c fix-readme-typo && git commit -am "Fix README typo" && git push -u origin fix-readme-typo`, then open a PR and squash-merge it once CI is green and it has an approval.')]))

# ---------------------------------------------------------------- 056 no prod data locally
S.append(sc(
    "postgres", "semantic", "prose_claim", "unrelated",
    ("I need to reproduce a bug that only happens with one customer's data. How do I get it locally?",
     "Dump just that customer's rows from the read replica with `COPY (SELECT ...) TO STDOUT` for each table and restore them into your local database.",
     "Prod data never goes onto laptops, it's customer PII and it's against our DPA. Use the anonymized staging snapshot (`make restore-anon-snapshot`) and recreate the case there.",
     "restore them into your local database", "use the anonymized staging snapshot (make restore-anon-snapshot)"),
    ("Support wants me to debug a broken invoice PDF for customer 4471. What's the quickest way to look at their data on my machine?",
     r"The quickest way is to export customer 4471's invoices and line items from the replica with `\copy (SELECT ...) TO 'cust4471.csv' CSV HEADER` and load the CSV into your local Postgres.",
     ["make restore-anon-snapshot"], [r"\copy", "local Postgres"]),
    ("How do I write a regex that matches an ISO 8601 date like 2025-03-12?",
     r"`^\d{4}-\d{2}-\d{2}$` matches the shape; to also reject impossible months use `^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$`. For real validation parse it with `date.fromisoformat()`, which also rejects 2025-02-30."),
    fix=[(r"The quickest way is to export customer 4471's invoices and line items from the replica with `\copy (SELECT ...) TO 'cust4471.csv' CSV HEADER` and load the CSV into your local Postgres.",
          "Don't pull their data onto your machine. Run `make restore-anon-snapshot` to get the anonymized staging snapshot and rebuild the broken invoice from what support sent you.")]))

# ---------------------------------------------------------------- 057 SFTP is gone
S.append(sc(
    "finance", "semantic", "prose_claim", "same_topic",
    ("Where does finance pick up the nightly export files?",
     "The export job uploads them to the SFTP server `sftp.fernbill.internal` under `/finance/outgoing/`, and the finance team's accounting tool pulls them from there every morning.",
     "The SFTP box was shut down in August. Files go to s3://fernbill-finance-exports/daily/ and DATEV pulls them from there with the finance-export-readers role.",
     "the SFTP server `sftp.fernbill.internal`", "s3://fernbill-finance-exports/daily/"),
    ("The finance export failed last night and I re-ran it. Do I need to tell finance where to find the file?",
     "No, the re-run uploads to the same place as always, the `/finance/outgoing/` folder on the SFTP server, so their accounting tool picks it up on its next pull.",
     ["s3://fernbill-finance-exports/daily/"], ["SFTP", "/finance/outgoing/"]),
    ("What format is the nightly finance export?",
     "One semicolon-separated CSV per entity and day, UTF-8 with a BOM, amounts in euros with two decimals and a comma as the decimal separator, named like `ledger_de_2024-11-03.csv`."),
    fix=[("the `/finance/outgoing/` folder on the SFTP server", "`s3://fernbill-finance-exports/daily/`")]))

# ---------------------------------------------------------------- 058 ALB ingress class
S.append(sc(
    "kubernetes", "paraphrase", "equivalent_construct", "already_correct",
    ("Write an Ingress for the api at api.fernbill.com.",
     t("""
```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: api
  namespace: core
  annotations:
    kubernetes.io/ingress.class: nginx
spec:
  rules:
    - host: api.fernbill.com
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: api
                port:
                  number: 80
```
"""),
     "We don't run ingress-nginx, it's the AWS Load Balancer Controller. Use ingressClassName: alb (plus the alb.ingress.kubernetes.io annotations), otherwise nothing picks the Ingress up.",
     "kubernetes.io/ingress.class: nginx", "ingressClassName: alb"),
    ("Expose the web frontend at app.fernbill.com.",
     t("""
```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: web
  namespace: core
spec:
  ingressClassName: nginx
  rules:
    - host: app.fernbill.com
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: web
                port:
                  number: 80
```
"""),
     ["ingressClassName: alb"], ["nginx"]),
    ("Add TLS to the api Ingress.",
     t("""
```yaml
metadata:
  annotations:
    alb.ingress.kubernetes.io/certificate-arn: arn:aws:acm:eu-central-1:312907937200:certificate/7c1e9a52-4b0d-4f7e-9d6a-2f3c8b1e0a44
    alb.ingress.kubernetes.io/listen-ports: '[{"HTTP": 80}, {"HTTPS": 443}]'
    alb.ingress.kubernetes.io/ssl-redirect: "443"
spec:
  ingressClassName: alb
```

The ALB terminates TLS with the ACM certificate; the pods keep serving plain HTTP.
""")),
    fix=[("ingressClassName: nginx", "ingressClassName: alb")],
    cneeds=["ingressClassName: alb"]))

# ---------------------------------------------------------------- 059 Node 20
S.append(sc(
    "typescript", "paraphrase", "reworded", "already_correct",
    ("Which base image should the web Dockerfile use?",
     "Use `node:18-alpine`; it's the LTS line Next.js supports, and the alpine variant keeps the image small.",
     "We're on Node 20 (.nvmrc says 20.11.1), 18 is EOL and the lockfile won't even install on it.",
     "node:18-alpine", "node:20-alpine"),
    ("Can I use Array.prototype.toSorted in the web app's server code?",
     "Not yet: the web app runs on Node 18, and `toSorted` only shipped in Node 20, so stick with `[...arr].sort()` for now.",
     ["Node 20"], ["Node 18"]),
    ("What Node version does CI use for the web app?",
     "`actions/setup-node` reads `node-version-file: .nvmrc`, which pins `20.11.1`, so CI and local dev run the same version."),
    fix=[("Not yet: the web app runs on Node 18, and `toSorted` only shipped in Node 20, so stick with `[...arr].sort()` for now.",
          "Yes: the web app runs on Node 20, which has `toSorted`, so `arr.toSorted()` works in server code.")],
    cneeds=["`20.11.1`"]))

# ---------------------------------------------------------------- 060 pydantic 2
S.append(sc(
    "python", "paraphrase", "reworded", "same_topic",
    ("Serialize the invoice model for the webhook payload.",
     t("""
```python
payload = invoice.dict(exclude_none=True)
await send_webhook(endpoint, payload)
```
"""),
     "we're on pydantic 2, .dict() is deprecated and CI runs with -W error::DeprecationWarning. model_dump().",
     "invoice.dict(exclude_none=True)", "invoice.model_dump(exclude_none=True)"),
    ("How do I validate the incoming webhook body against the PayoutEvent model?",
     "Call `PayoutEvent.parse_obj(body)`; it raises `ValidationError` if a field is missing or has the wrong type, and you can turn that into a 422.",
     ["PayoutEvent.model_validate(body)"], ["parse_obj"]),
    ("How do I make a field optional with a default in a pydantic model?",
     "Give it a union with `None` and a default: `memo: str | None = None`. In pydantic 2 a field is only optional if it has a default; `| None` on its own just allows `None` as a value."),
    fix=[("PayoutEvent.parse_obj(body)", "PayoutEvent.model_validate(body)")]))


# ================================================================= validation
def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, the others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(rep):
    return all(check(rep["output"], x) for x in rep["expect_contains"]) and \
        not any(check(rep["output"], x) for x in rep["expect_absent"])


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def validate(scen):
    errs = []
    ids = set()
    messages = {}
    for i, s in enumerate(scen):
        sid = s.get("id", "#%d" % i)

        def err(msg):
            errs.append("%s: %s" % (sid, msg))

        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            err("malformed id")
        if sid in ids:
            err("duplicate id")
        ids.add(sid)
        keys = set(s)
        if not TOP_KEYS <= keys or not keys <= TOP_KEYS | BUILD_KEYS:
            err("top-level keys: missing %s, unexpected %s"
                % (sorted(TOP_KEYS - keys), sorted(keys - TOP_KEYS - BUILD_KEYS)))
            continue
        if "fix" not in s or not s["fix"]:
            err("no fix")
        for name, want in (("teach", TEACH_KEYS), ("repeat", REPEAT_KEYS), ("control", CONTROL_KEYS)):
            if set(s[name]) != want:
                err("%s keys %s" % (name, sorted(set(s[name]) ^ want)))
        if errs and errs[-1].startswith(sid + ":") and "keys" in errs[-1]:
            continue
        if s["difficulty"] not in DIFFICULTY:
            err("difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KIND:
            err("control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in REPEAT_VARIATION:
            err("repeat_variation %r" % s["repeat_variation"])
        if not isinstance(s["topic"], str) or not s["topic"]:
            err("topic")
        te, rp, co = s["teach"], s["repeat"], s["control"]
        for name, part in (("teach", te), ("repeat", rp), ("control", co)):
            for k in ("query", "output"):
                if not isinstance(part[k], str) or not part[k].strip():
                    err("%s.%s empty" % (name, k))
        for k in ("message", "gold_wrong", "gold_right"):
            if not isinstance(te[k], str) or not te[k].strip():
                err("teach.%s empty" % k)
        if te["gold_wrong"] not in te["output"]:
            err("gold_wrong not in teach.output")
        if te["gold_wrong"] == te["gold_right"]:
            err("gold_wrong == gold_right")
        if te["gold_right"] in te["output"].replace(te["gold_wrong"], ""):
            err("gold_right already in teach.output (outside gold_wrong)")
        if te["message"] in messages:
            err("teach.message shared with %s" % messages[te["message"]])
        messages[te["message"]] = sid
        if len({te["output"], rp["output"], co["output"]}) != 3:
            err("teach/repeat/control outputs not distinct")
        if not isinstance(rp["expect_contains"], list) or not isinstance(rp["expect_absent"], list):
            err("expect_* must be lists")
            continue
        if not rp["expect_contains"] and not rp["expect_absent"]:
            err("repeat has no checks")
        for spec in rp["expect_contains"] + rp["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("bad regex %r: %s" % (spec, e))
        # every repeat as written fails its own check
        if fixed(rp):
            err("repeat already passes its own check")
        # the fixed repeat passes
        out = rp["output"]
        for old, new in s["fix"]:
            if old not in out:
                err("fix text not found: %r" % old[:60])
            out = out.replace(old, new)
        if not fixed(dict(rp, output=out)):
            miss = [x for x in rp["expect_contains"] if not check(out, x)]
            pres = [x for x in rp["expect_absent"] if check(out, x)]
            err("fixed repeat fails (missing %s, present %s)" % (miss, pres))
        # literal text recurs in the repeat
        if "literal" in s and s["difficulty"] != "literal":
            err("literal given for a %s scenario" % s["difficulty"])
        if s["difficulty"] == "literal":
            lit = s.get("literal", te["gold_wrong"])
            if norm(lit) not in norm(rp["output"]):
                err("literal text %r does not recur in the repeat" % lit)
            if norm(lit) not in norm(te["output"]):
                err("literal text %r not in teach.output" % lit)
        # control checks
        kind = s["control_kind"]
        if kind == "lookalike" and not s.get("cflags"):
            err("lookalike control needs explicit cflags")
        if kind in ("lookalike", "already_correct") and not s.get("cneeds"):
            err("%s control needs cneeds" % kind)
        cflags = s.get("cflags")
        if cflags is None:
            cflags = rp["expect_absent"] + [te["gold_wrong"]]
        for spec in cflags:
            if check(co["output"], spec):
                err("control matches cflag %r" % spec)
        for spec in s.get("cneeds", []):
            if not check(co["output"], spec):
                err("control lacks cneed %r" % spec)
    if len(scen) != N_EXPECTED:
        errs.append("expected %d scenarios, have %d" % (N_EXPECTED, len(scen)))
    # mix
    d = Counter(s["difficulty"] for s in scen)
    c = Counter(s["control_kind"] for s in scen)
    v = Counter(s["repeat_variation"] for s in scen)
    for name, cnt, target in (("difficulty", d, TARGET_DIFFICULTY), ("control_kind", c, TARGET_CONTROL)):
        for k, want in target.items():
            if abs(cnt.get(k, 0) - want) > TOLERANCE:
                errs.append("mix: %s %s = %d, want about %d" % (name, k, cnt.get(k, 0), want))
    top2 = {k for k, _ in v.most_common(2)}
    if top2 != {"reworded", "code_block"} or v["reworded"] + v["code_block"] < len(scen) // 2:
        errs.append("mix: reworded and code_block should dominate repeat_variation: %s" % dict(v))
    for k in REPEAT_VARIATION - {"reworded", "code_block"}:
        if v.get(k, 0) < 1:
            errs.append("mix: no %s repeat" % k)
    return errs, d, c, v


def cross_notes(scen):
    """Informational: where one scenario's wrong text appears in another's repeat or control."""
    notes = []
    for a in scen:
        w = a["teach"]["gold_wrong"]
        for b in scen:
            if a is b:
                continue
            for part in ("repeat", "control"):
                if w in b[part]["output"]:
                    notes.append("%s gold_wrong %r appears in %s %s" % (a["id"], w, b["id"], part))
    return notes


README = """# heldout13: learning-loop scenarios (HELD OUT)

HELD OUT. The engineers do not read scenarios.jsonl or build.py while changing cairn; they
only measure with it and record each run.

## What it is

{n} scenarios in the format of `../shared/eval/loop/scenarios_dev.jsonl` (see
`../shared/eval/loop/README.md`, "Scenario rules"): each has a teach conversation (an
assistant answer with one mistake and the user's correction), a repeat (another session
whose answer repeats the mistake; fixed = every `expect_contains` present and every
`expect_absent` absent) and a control (must come back byte-identical).

Theme: a mixed week of questions from one mid-size company's engineers: a Python and
TypeScript product, its Postgres and Redis, Kubernetes and Terraform on one cloud, CI,
on-call and observability, data exports for finance, and the team facts and conventions
people correct the assistant on.

Ids `{prefix}-001` to `{prefix}-{last:03d}`.

## Counts

- difficulty: {difficulty}
- control_kind: {control}
- repeat_variation: {variation}
- topic: {topic}

## How it was built

`build.py` (standard library only) holds the scenarios as data and refuses to write
unless: ids are unique and well-formed; field sets are exact; enums are valid;
`gold_wrong` is in `teach.output` and differs from `gold_right`; every repeat as written
fails its own check (with `re:` entries as Python regexes and the rest as case-sensitive
substrings, as `run.py` does); a hand-written fix of each repeat passes it; for literal
scenarios the wrong text recurs in the repeat; controls do not match the checks that would
mark them wrong in their own context, and lookalike / already_correct controls really
contain the look-alike / right text; no two scenarios share a teach message; the mix is
close to the target.

## How to run

From `/work/main` (cairn built as `bin/cairn`):

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/heldout13/scenarios.jsonl
```

Other modes: drop `--shared-store` for a fresh store per scenario, or add `--oracle-teach`
to store the gold spans directly. The runner writes `./loop-<mode>.json` by default (the
same name a dev-set run uses); pass `--out loop-heldout13-shared.json` to keep the reports
apart. Rebuild with `python3 eval/heldout13/build.py`.
"""


def main():
    for i, s in enumerate(S, 1):
        s["id"] = "%s-%03d" % (PREFIX, i)
    errs, d, c, v = validate(S)
    print("difficulty:       " + ", ".join("%s %d" % kv for kv in sorted(d.items())))
    print("control_kind:     " + ", ".join("%s %d" % kv for kv in sorted(c.items())))
    print("repeat_variation: " + ", ".join("%s %d" % kv for kv in sorted(v.items())))
    if "--cross" in sys.argv:
        for n in cross_notes(S):
            print("note: " + n)
    if errs:
        print("\n%d problem(s); nothing written:" % len(errs), file=sys.stderr)
        for e in errs:
            print("  " + e, file=sys.stderr)
        sys.exit(1)
    keep = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            f.write(json.dumps({k: s[k] for k in keep}, ensure_ascii=False) + "\n")
    topics = Counter(s["topic"] for s in S)
    fmt = lambda cnt: ", ".join("%s %d" % kv for kv in sorted(cnt.items()))
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(n=len(S), prefix=PREFIX, last=len(S), difficulty=fmt(d), control=fmt(c),
                              variation=fmt(v), topic=fmt(topics)))
    print("wrote %d scenarios to %s" % (len(S), os.path.join(HERE, "scenarios.jsonl")))


if __name__ == "__main__":
    main()
