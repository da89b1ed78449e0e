#!/usr/bin/env python3
"""Builds eval/heldout6/scenarios.jsonl and the count tables of eval/heldout6/README.md.

Each scenario below also carries build-only fields that are NOT written to the
JSONL: `style` (how the correction message is phrased), `fix` (the reference
hand fix of the repeat output, as (old, new) replacements), `core` (for literal
scenarios: the wrong text that must recur in the repeat, up to case and white
space), `look` (for lookalike controls: the lookalike text the control holds)
and `right` (for already_correct controls: the right value the control holds).

Checks, all fatal:
  - ids h6-001..h6-060, unique; required fields and allowed labels;
  - teach.gold_wrong occurs in teach.output, gold_right differs from it;
  - every repeat, as written, FAILS its own check; the reference fix PASSES it;
  - literal: `core` occurs in teach.output and in repeat.output (case and
    white space folded); paraphrase: teach.gold_wrong does not occur verbatim
    in repeat.output;
  - lookalike controls hold `look`; already_correct controls hold `right`;
    controls other than lookalike fail none of the repeat's expect_absent
    entries (they are correct answers).
Warnings (printed): a scenario's gold_wrong found in another scenario's outputs.

    python3 eval/heldout6/build.py          # writes scenarios.jsonl + README.md tables
"""
import json
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
S = []


def add(id, topic, difficulty, variation, control_kind, style, teach, repeat, control, fix,
        core=None, look=None, right=None):
    S.append(dict(id="h6-%03d" % id, topic=topic, difficulty=difficulty, repeat_variation=variation,
                  control_kind=control_kind, style=style, teach=teach, repeat=repeat, control=control,
                  fix=fix, core=core, look=look, right=right))


def T(query, output, message, gold_wrong, gold_right):
    return dict(query=query, output=output, message=message, gold_wrong=gold_wrong, gold_right=gold_right)


def R(query, output, expect_contains, expect_absent):
    return dict(query=query, output=output, expect_contains=expect_contains, expect_absent=expect_absent)


def C(query, output):
    return dict(query=query, output=output)


# ---------------------------------------------------------------- 001
add(1, "go", "literal", "code_block", "lookalike", "x_not_y",
    T("parse the ?day= query param (like 2026-03-09) into a time.Time in Go, return 400 if it's bad",
      """Here's a small helper; the handler maps its error to a 400.

```go
func parseDay(r *http.Request) (time.Time, error) {
\traw := r.URL.Query().Get("day")
\td, err := time.Parse("YYYY-MM-DD", raw)
\tif err != nil {
\t\treturn time.Time{}, fmt.Errorf("invalid day %q: %w", raw, err)
\t}
\treturn d, nil
}
```

In the handler:

```go
day, err := parseDay(r)
if err != nil {
\thttp.Error(w, err.Error(), http.StatusBadRequest)
\treturn
}
```""",
      "Go doesn't do YYYY-MM-DD, the layout has to be written with the reference date: 2006-01-02",
      'time.Parse("YYYY-MM-DD", raw)', 'time.Parse("2006-01-02", raw)'),
    R("helper that reads ?from= and ?to= as dates for the report endpoint",
      """```go
func parseRange(q url.Values) (from, to time.Time, err error) {
\tfrom, err = time.Parse("YYYY-MM-DD", q.Get("from"))
\tif err != nil {
\t\treturn from, to, fmt.Errorf("invalid from: %w", err)
\t}
\tto, err = time.Parse("YYYY-MM-DD", q.Get("to"))
\tif err != nil {
\t\treturn from, to, fmt.Errorf("invalid to: %w", err)
\t}
\tif to.Before(from) {
\t\treturn from, to, errors.New("to is before from")
\t}
\treturn from, to, nil
}
```

Call it with `r.URL.Query()`; both params are required.""",
      [r're:time\.Parse\(("2006-01-02"|time\.DateOnly), q\.Get\("from"\)\)',
       r're:time\.Parse\(("2006-01-02"|time\.DateOnly), q\.Get\("to"\)\)'],
      ["YYYY-MM-DD"]),
    C("postgres: export orders with created_at as a plain date string for the finance CSV",
      """```sql
SELECT id,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS order_day,
       total_cents
FROM orders
WHERE created_at >= date_trunc('month', now()) - interval '1 month'
  AND created_at <  date_trunc('month', now())
ORDER BY created_at;
```

`to_char` takes Postgres template patterns, so `YYYY-MM-DD` gives e.g. `2026-10-31`."""),
    fix=[('"YYYY-MM-DD"', '"2006-01-02"')], core="YYYY-MM-DD", look="'YYYY-MM-DD'")

# ---------------------------------------------------------------- 002
add(2, "python", "literal", "code_block", "same_topic", "with_reason",
    T("add created_at when we build the audit row. python 3.12",
      """```python
import datetime as dt

def audit_row(user_id: int, action: str) -> dict:
    return {
        "user_id": user_id,
        "action": action,
        "created_at": dt.datetime.utcnow(),
    }
```

`created_at` is set when the row is built, so a retried insert keeps the original time.""",
      "utcnow() is deprecated in 3.12 and hands back a naive datetime. use dt.datetime.now(dt.timezone.utc)",
      "dt.datetime.utcnow()", "dt.datetime.now(dt.timezone.utc)"),
    R("function that sets expires_at on the session dict to 30 minutes from now",
      """```python
import datetime as dt

SESSION_TTL = dt.timedelta(minutes=30)

def stamp_expiry(session: dict) -> dict:
    session["expires_at"] = dt.datetime.utcnow() + SESSION_TTL
    return session
```""",
      [r"re:dt\.datetime\.now\((dt\.)?(timezone\.utc|UTC)\) \+ SESSION_TTL"],
      ["utcnow"]),
    C("what should I use to time how long the audit export takes?",
      """Use a monotonic clock rather than wall-clock time:

```python
import time

start = time.perf_counter()
run_export()
elapsed = time.perf_counter() - start
log.info("audit export took %.1fs", elapsed)
```

`perf_counter()` isn't affected by NTP adjustments or DST changes, so the duration can't come out negative."""),
    fix=[("dt.datetime.utcnow()", "dt.datetime.now(dt.timezone.utc)")], core="datetime.utcnow()")

# ---------------------------------------------------------------- 003
add(3, "sql", "paraphrase", "identifier", "lookalike", "x_not_y",
    T("postgres: insert a user, or update the name if the email is already there",
      """```sql
INSERT INTO users (email, name)
VALUES ($1, $2)
ON DUPLICATE KEY UPDATE name = VALUES(name);
```

This relies on the unique index on `users.email`.""",
      "that's MySQL syntax. in postgres it's ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name",
      "ON DUPLICATE KEY UPDATE name = VALUES(name)", "ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name"),
    R("bump the hit counter for (day, page) in postgres, insert the row if it's the first hit",
      """```sql
INSERT INTO page_hits (day, page, hits)
VALUES (current_date, $1, 1)
ON DUPLICATE KEY UPDATE hits = page_hits.hits + 1;
```

`(day, page)` is the primary key, so concurrent requests can't create two rows.""",
      [r"re:ON CONFLICT \(day, ?page\) DO UPDATE SET hits = (page_hits\.)?hits \+ 1", "VALUES (current_date, $1, 1)"],
      ["DUPLICATE KEY"]),
    C("the old reporting db is MySQL 8.0.35. upsert into daily_totals (day is the PK), adding to total",
      """```sql
INSERT INTO daily_totals (day, total)
VALUES (?, ?) AS new
ON DUPLICATE KEY UPDATE total = daily_totals.total + new.total;
```

The row alias (`AS new`) replaces `VALUES(total)`, which is deprecated since 8.0.20."""),
    fix=[("ON DUPLICATE KEY UPDATE hits = page_hits.hits + 1", "ON CONFLICT (day, page) DO UPDATE SET hits = page_hits.hits + 1")],
    look="ON DUPLICATE KEY UPDATE")

# ---------------------------------------------------------------- 004
add(4, "team-conventions", "literal", "casing", "already_correct", "x_not_y",
    T("commit message for the payout retry fix, ticket 412",
      """PAYM-412: retry payout submission on 503 from the bank gateway

SubmitPayout now goes through the shared backoff helper (up to 5 attempts, jittered) and logs the attempt number. Before this, a single 503 marked the payout as failed and someone had to requeue it by hand.""",
      "jira prefix is PAY, not PAYM",
      "PAYM-412", "PAY-412"),
    R("branch name for 587, the fix where payout emails go out twice",
      """```sh
git switch -c paym-587-single-payout-email
```

Ticket key first, then a few words on what changes.""",
      ["re:(?i)git switch -c pay-587-single-payout-email"],
      ["re:(?i)paym"]),
    C("PR title for 603, rounding payout totals per currency",
      "PAY-603: round payout totals to each currency's minor unit"),
    fix=[("paym-587", "pay-587")], core="PAYM-", right="PAY-603")

# ---------------------------------------------------------------- 005
add(5, "env-facts", "literal", "reworded", "lookalike", "bare_fact",
    T("how do I see what's in the rate-limit keys on staging redis?",
      """Scan for the prefix with redis-cli:

```sh
redis-cli -h cache.staging.internal -p 6379 --scan --pattern 'rl:*' | head -20
```

`TTL <key>` on one of them shows how long that window has left.""",
      "staging redis is on 6380",
      "6379", "6380"),
    R("what should REDIS_URL be for the worker when I point it at staging?",
      "Set `REDIS_URL=redis://cache.staging.internal:6379/0` in the worker's staging secret. It only reads it at startup, so restart the deployment after changing it.",
      ["REDIS_URL=redis://cache.staging.internal:6380/0", "restart the deployment"],
      ["6379"]),
    C("redis service for the local docker compose file",
      """```yaml
services:
  redis:
    image: redis:7-alpine
    ports:
      - "6379:6379"
    volumes:
      - redis-data:/data

volumes:
  redis-data:
```

Locally the app connects with `REDIS_URL=redis://localhost:6379/0`."""),
    fix=[(":6379/0", ":6380/0")], core="6379", look="6379")

# ---------------------------------------------------------------- 006
add(6, "shell-git", "literal", "reworded", "lookalike", "with_reason",
    T("committed to the wrong branch. how do I undo the last commit but keep my changes?",
      """Move the branch back one commit:

```sh
git reset --hard HEAD~1
```

The changes from that commit stay in your working tree, so you can `git switch` to the right branch and commit them there.""",
      "wait, --hard throws the changes away. that should be git reset --soft HEAD~1",
      "git reset --hard HEAD~1", "git reset --soft HEAD~1"),
    R("haven't pushed yet, and I want to split my last commit into two. where do I start?",
      "First undo the commit but keep its edits: run `git reset --hard HEAD~1`. Then stage the first half with `git add -p`, commit it, and commit the rest separately.",
      ["re:git reset (--soft |--mixed )?HEAD~1", "git add -p"],
      ["--hard"]),
    C("my local main is a mess. I just want it to be exactly origin/main again, local stuff can go",
      """```sh
git fetch origin
git switch main
git reset --hard origin/main
```

That drops local commits and uncommitted changes on main. Add `git clean -fd` if you also want untracked files gone."""),
    fix=[("git reset --hard HEAD~1", "git reset --mixed HEAD~1")], core="git reset --hard HEAD~1", look="git reset --hard")

# ---------------------------------------------------------------- 007
add(7, "containers", "literal", "code_block", "unrelated", "imperative",
    T("Dockerfile for the ingest service (fastapi + uvicorn)",
      """```dockerfile
FROM python:3.11-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
USER 1000
EXPOSE 8000
CMD ["uvicorn", "ingest.main:app", "--host", "0.0.0.0", "--port", "8000"]
```""",
      "we're on 3.12 everywhere, use python:3.12-slim",
      "python:3.11-slim", "python:3.12-slim"),
    R("multi-stage Dockerfile for the reports job, build the wheels in a separate stage",
      """```dockerfile
FROM python:3.11-slim AS build
WORKDIR /src
COPY requirements.txt .
RUN pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.txt

FROM python:3.11-slim
WORKDIR /app
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
COPY reports/ reports/
USER 1000
CMD ["python", "-m", "reports.run"]
```""",
      ["FROM python:3.12-slim AS build", r"re:(?m)^FROM python:3\.12-slim$", "COPY --from=build /wheels /wheels"],
      ["3.11"]),
    C("regex for a release tag like v1.4.2",
      r"""```
^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$
```

The three groups capture major, minor and patch; leading zeros are rejected, as semver requires."""),
    fix=[("python:3.11-slim", "python:3.12-slim")], core="python:3.11-slim")

# ---------------------------------------------------------------- 008
add(8, "kubernetes", "literal", "code_block", "lookalike", "bare_fact",
    T("list the ledger pods in prod",
      """```sh
kubectl -n payments get pods -l app=ledger
```

Add `-o wide` to see which nodes they landed on.""",
      "the namespace is payments-prod, payments is just the team label",
      "kubectl -n payments get", "kubectl -n payments-prod get"),
    R("tail the ledger logs in prod for the last 15 minutes",
      """```sh
kubectl -n payments logs deploy/ledger --since=15m -f
```

`deploy/ledger` follows one pod; use `-l app=ledger --prefix` instead to follow all of them.""",
      ["kubectl -n payments-prod logs deploy/ledger --since=15m -f", "-l app=ledger --prefix"],
      ["re:-n payments(?!-prod)"]),
    C("show me all pods owned by the payments team, whatever namespace they're in",
      """```sh
kubectl get pods -A -l team=payments
```

Our chart sets the `team` label on every workload, so this also picks up the CronJob pods."""),
    fix=[("-n payments logs", "-n payments-prod logs")], core="kubectl -n payments ", look="team=payments")

# ---------------------------------------------------------------- 009
add(9, "cloud", "literal", "reworded", "lookalike", "bare_fact",
    T("list what's in the exports bucket",
      """```sh
aws s3 ls s3://acme-exports/ --region us-east-1
```

Add `--recursive --human-readable --summarize` if you want sizes and a total.""",
      "all our buckets live in eu-west-1",
      "us-east-1", "eu-west-1"),
    R("copy last night's dump from the exports bucket to my laptop",
      "`aws s3 cp s3://acme-exports/nightly/2026-11-26.sql.gz . --region us-east-1` should do it. It's a few GB, so expect it to take a while over the VPN.",
      ["--region eu-west-1", "s3://acme-exports/nightly/2026-11-26.sql.gz"],
      ["us-east-1"]),
    C("which region does the ACM certificate for our CloudFront distribution need to be in?",
      """us-east-1. CloudFront only reads ACM certificates from N. Virginia, whatever region the origin runs in:

```sh
aws acm request-certificate --domain-name cdn.acme.io --validation-method DNS --region us-east-1
```"""),
    fix=[("--region us-east-1", "--region eu-west-1")], core="--region us-east-1", look="us-east-1")

# ---------------------------------------------------------------- 010
add(10, "iac", "literal", "code_block", "already_correct", "terse",
    T("backend block for the new networking stack",
      """```hcl
terraform {
  backend "s3" {
    bucket         = "acme-tf-state"
    key            = "networking/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
  }
}
```""",
      "acme-terraform-state",
      "acme-tf-state", "acme-terraform-state"),
    R("backend config for the dns stack",
      """```hcl
terraform {
  backend "s3" {
    bucket         = "acme-tf-state"
    key            = "dns/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
  }
}
```

Run `terraform init` after adding it.""",
      [r're:bucket\s*=\s*"acme-terraform-state"', '"dns/terraform.tfstate"'],
      ["acme-tf-state"]),
    C("move the iam stack's local state into the shared backend",
      """Add the backend block, then let init copy the state over:

```hcl
terraform {
  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "iam/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
  }
}
```

```sh
terraform init -migrate-state
```

Answer yes when it asks to copy the existing state, and keep the old `terraform.tfstate` until `terraform plan` shows no changes."""),
    fix=[("acme-tf-state", "acme-terraform-state")], core="acme-tf-state", right="acme-terraform-state")

# ---------------------------------------------------------------- 011
add(11, "ci-cd", "literal", "code_block", "same_topic", "imperative",
    T("github actions workflow that runs go test on PRs",
      """```yaml
name: test
on:
  pull_request:
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v2
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
      - run: go test ./...
```""",
      "bump checkout to v4, v2 still runs on node 12 which actions doesn't support anymore",
      "actions/checkout@v2", "actions/checkout@v4"),
    R("workflow that runs the frontend lint on pushes to main",
      """```yaml
name: lint
on:
  push:
    branches: [main]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v2
      - uses: pnpm/action-setup@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: pnpm
      - run: pnpm install --frozen-lockfile
      - run: pnpm lint
```""",
      ["- uses: actions/checkout@v4", "- uses: actions/setup-node@v4", "- uses: pnpm/action-setup@v4"],
      ["checkout@v2"]),
    C("do I need actions/cache for go modules in the test workflow?",
      "No. `actions/setup-go@v5` restores and saves the module and build caches itself when it finds `go.sum` (caching has been on by default since v4). Set `cache: false` on that step if you ever want it off."),
    fix=[("actions/checkout@v2", "actions/checkout@v4")], core="actions/checkout@v2")

# ---------------------------------------------------------------- 012
add(12, "observability", "literal", "code_block", "same_topic", "bare_fact",
    T("promql for checkout p95 latency",
      """```promql
histogram_quantile(0.95,
  sum by (le) (rate(http_request_duration_seconds_bucket{service="checkout"}[5m])))
```

Swap 0.95 for 0.99 to get p99.""",
      "checkout is spring boot, so the metric is http_server_requests_seconds_bucket",
      "http_request_duration_seconds_bucket", "http_server_requests_seconds_bucket"),
    R("alert when checkout p99 stays over 800ms for 10 minutes",
      """```yaml
- alert: CheckoutLatencyHigh
  expr: |
    histogram_quantile(0.99,
      sum by (le) (rate(http_request_duration_seconds_bucket{service="checkout"}[5m]))) > 0.8
  for: 10m
  labels:
    severity: page
```

`severity: page` routes it to the on-call through Alertmanager.""",
      ['http_server_requests_seconds_bucket{service="checkout"}[5m]', "> 0.8", "for: 10m"],
      ["http_request_duration_seconds"]),
    C("how do I check that prometheus is actually scraping all the checkout pods?",
      "Query `up{service=\"checkout\"}`: you should get one series per pod, each with value 1. A 0 means that scrape is failing, and Status → Targets in the Prometheus UI shows the error for it."),
    fix=[("http_request_duration_seconds_bucket", "http_server_requests_seconds_bucket")],
    core="http_request_duration_seconds_bucket")

# ---------------------------------------------------------------- 013
add(13, "team-conventions", "literal", "reworded", "already_correct", "embedded",
    T("where should the deploy bot post when a payments deploy fails?",
      """Set it in the pipeline's notify block:

```yaml
notify:
  on_failure:
    slack_channel: "#ops-alerts"
```

That way whoever is on call sees it straight away.""",
      "Thanks! one thing though: payments failures go to #payments-oncall, #ops-alerts is only for infra",
      "#ops-alerts", "#payments-oncall"),
    R("write the runbook step for a payout batch that's stuck",
      """**Stuck payout batch**

1. Check the batch status in the admin UI (Payouts → Batches).
2. If it's still `pending` after 30 minutes, post in #ops-alerts with the batch id and tag whoever is on call.
3. Don't requeue it yourself; the ledger has to be reconciled first.""",
      ["post in #payments-oncall with the batch id", "the ledger has to be reconciled first"],
      ["#ops-alerts"]),
    C("which channel does the PayoutsStuck alert go to in alertmanager?",
      """It's routed by this part of `alertmanager.yml`:

```yaml
route:
  routes:
    - matchers:
        - alertname = "PayoutsStuck"
      receiver: payments-slack
receivers:
  - name: payments-slack
    slack_configs:
      - channel: '#payments-oncall'
        send_resolved: true
```"""),
    fix=[("#ops-alerts", "#payments-oncall")], core="#ops-alerts", right="#payments-oncall")

# ---------------------------------------------------------------- 014
add(14, "frontend", "literal", "code_block", "unrelated", "imperative",
    T("CI step that installs deps for the web app",
      """```yaml
- name: Install dependencies
  run: npm ci
```

In CI you want an install that sticks to the lockfile and fails if package.json and the lockfile disagree.""",
      "use pnpm, the repo has a pnpm-lock.yaml: pnpm install --frozen-lockfile",
      "npm ci", "pnpm install --frozen-lockfile"),
    R("build stage of the Dockerfile for the web app",
      """```dockerfile
FROM node:20-alpine AS build
WORKDIR /app
RUN corepack enable
COPY package.json pnpm-lock.yaml ./
RUN npm ci
COPY . .
RUN pnpm build
```""",
      ["RUN pnpm install --frozen-lockfile", "RUN pnpm build", "COPY package.json pnpm-lock.yaml ./"],
      ["npm ci"]),
    C("quick one: 401 vs 403?",
      "401 means the request isn't authenticated (no credentials, or bad ones), so logging in might fix it. 403 means the server knows who you are and you're not allowed, so retrying with the same credentials won't help."),
    fix=[("RUN npm ci", "RUN pnpm install --frozen-lockfile")], core="npm ci")

# ---------------------------------------------------------------- 015
add(15, "sql", "literal", "casing", "lookalike", "bare_fact",
    T("latest 10 failed jobs from dbo.JobRuns (the SQL Server db)",
      """```sql
SELECT JobId, StartedAt, ErrorMessage
FROM dbo.JobRuns
WHERE Status = 'Failed'
ORDER BY StartedAt DESC
LIMIT 10;
```""",
      "this is SQL Server, there's no LIMIT there. OFFSET 0 ROWS FETCH NEXT 10 ROWS ONLY, or TOP 10",
      "LIMIT 10;", "OFFSET 0 ROWS FETCH NEXT 10 ROWS ONLY;"),
    R("last 10 logins for one user from dbo.LoginAudit",
      """```sql
select LoginAt, IpAddress, Success
from dbo.LoginAudit
where UserId = @UserId
order by LoginAt desc
limit 10;
```

`@UserId` comes in as a parameter from the app, so there's no string building.""",
      [r"re:(?i)select top \(?10\)? LoginAt|offset 0 rows fetch next 10 rows only",
       "re:(?i)where UserId = @UserId", "re:(?i)order by LoginAt desc"],
      [r"re:(?i)\blimit\b"]),
    C("same idea for the little sqlite db the CLI keeps in ~/.jobctl: last 10 runs",
      """```sql
SELECT job_id, started_at, status
FROM runs
ORDER BY started_at DESC
LIMIT 10;
```

Run it with `sqlite3 ~/.jobctl/state.db`."""),
    fix=[("limit 10;", "offset 0 rows fetch next 10 rows only;")], core="LIMIT 10;", look="LIMIT 10;")

# ---------------------------------------------------------------- 016
add(16, "go", "literal", "code_block", "already_correct", "terse",
    T("read the invoice response body and unmarshal it",
      """```go
defer resp.Body.Close()
body, err := ioutil.ReadAll(resp.Body)
if err != nil {
\treturn nil, fmt.Errorf("read invoice body: %w", err)
}
var inv Invoice
if err := json.Unmarshal(body, &inv); err != nil {
\treturn nil, fmt.Errorf("decode invoice: %w", err)
}
return &inv, nil
```

If you don't need the raw bytes, `json.NewDecoder(resp.Body).Decode(&inv)` skips the intermediate buffer.""",
      "io.ReadAll, ioutil's been deprecated since 1.16",
      "ioutil.ReadAll", "io.ReadAll"),
    R("go func that returns the sha256 of a file as hex",
      """```go
func fileSHA256(path string) (string, error) {
\tf, err := os.Open(path)
\tif err != nil {
\t\treturn "", err
\t}
\tdefer f.Close()
\tdata, err := ioutil.ReadAll(f)
\tif err != nil {
\t\treturn "", err
\t}
\tsum := sha256.Sum256(data)
\treturn hex.EncodeToString(sum[:]), nil
}
```""",
      [r"re:\bio\.(ReadAll\(f\)|Copy\(\w+, f\))", "defer f.Close()"],
      ["ioutil"]),
    C("read the request body but cap it at 1 MB",
      """```go
r.Body = http.MaxBytesReader(w, r.Body, 1<<20)
body, err := io.ReadAll(r.Body)
if err != nil {
\tvar maxErr *http.MaxBytesError
\tif errors.As(err, &maxErr) {
\t\thttp.Error(w, "body too large", http.StatusRequestEntityTooLarge)
\t\treturn
\t}
\thttp.Error(w, "bad body", http.StatusBadRequest)
\treturn
}
```"""),
    fix=[("ioutil.ReadAll", "io.ReadAll")], core="ioutil.ReadAll", right="io.ReadAll(r.Body)")

# ---------------------------------------------------------------- 017
add(17, "python", "literal", "code_block", "lookalike", "with_reason",
    T("call the pricing service from the quote worker to get the price of a sku",
      """```python
from decimal import Decimal

import requests

def get_price(sku: str) -> Decimal:
    r = requests.get(f"{PRICING_URL}/v1/prices/{sku}", timeout=5)
    r.raise_for_status()
    return Decimal(r.json()["amount"])
```

The service sends `amount` as a string, so `Decimal` keeps it exact.""",
      "we standardised on httpx, requests isn't even in our lockfile",
      """import requests

def get_price(sku: str) -> Decimal:
    r = requests.get(""", """import httpx

def get_price(sku: str) -> Decimal:
    r = httpx.get("""),
    R("get the exchange rate for a currency pair from the fx service",
      """```python
from decimal import Decimal

import requests

def fx_rate(base: str, quote: str) -> Decimal:
    resp = requests.get(f"{FX_URL}/v1/rates", params={"base": base, "quote": quote}, timeout=3)
    resp.raise_for_status()
    return Decimal(resp.json()["rate"])
```""",
      ["import httpx", r"re:httpx\.(get\(|Client\()", 'params={"base": base, "quote": quote}'],
      ["requests"]),
    C("pricing allows 50 requests per second per client. what happens if the quote worker goes over?",
      "It answers 429 Too Many Requests with a `Retry-After` header. httpx doesn't retry on its own, so catch `httpx.HTTPStatusError` from `raise_for_status()`, wait `Retry-After` seconds and try again; keeping the worker under 50 requests per second avoids it altogether."),
    fix=[("import requests", "import httpx"), ("requests.get(", "httpx.get(")], core="requests.get(", look="requests per second")

# ---------------------------------------------------------------- 018
add(18, "env-facts", "literal", "reworded", "same_topic", "terse",
    T("where's the kafka consumer lag dashboard?",
      """On Grafana, under Platform → Kafka: https://grafana.internal.acme.io/d/kafka-lag

Pick the consumer group in the dropdown at the top; the lag panel is per partition.""",
      "grafana.ops.acme.io now",
      "grafana.internal.acme.io", "grafana.ops.acme.io"),
    R("link to the postgres dashboard for the incident doc?",
      "Here: https://grafana.internal.acme.io/d/pg-overview. The replication lag panel is the one worth screenshotting; set the time range to the incident window first.",
      ["https://grafana.ops.acme.io/d/pg-overview"],
      ["grafana.internal"]),
    C("promql for consumer lag per partition for the invoicing group?",
      """```promql
sum by (topic, partition) (kafka_consumergroup_lag{consumergroup="invoicing"})
```

That's the metric kafka_exporter exposes; drop `partition` from the `by` clause for a per-topic total."""),
    fix=[("grafana.internal.acme.io", "grafana.ops.acme.io")], core="grafana.internal.acme.io")

# ---------------------------------------------------------------- 019
add(19, "rust", "literal", "code_block", "same_topic", "x_not_y",
    T("the JS client sends userId and createdAt, make the rust struct deserialize that",
      """```rust
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camel_case")]
pub struct Event {
    pub user_id: Uuid,
    pub created_at: DateTime<Utc>,
    pub kind: String,
}
```

`chrono` needs its `serde` feature for `DateTime<Utc>`, and `uuid` needs `serde` too.""",
      'serde wants "camelCase", not camel_case',
      '"camel_case"', '"camelCase"'),
    R("same for the paged response, the frontend wants totalCount and nextCursor",
      """```rust
#[derive(Debug, Serialize)]
#[serde(rename_all = "camel_case")]
pub struct Page<T> {
    pub items: Vec<T>,
    pub total_count: u64,
    pub next_cursor: Option<String>,
}
```

`T` has to implement `Serialize` too; the derive adds that bound for you.""",
      ['#[serde(rename_all = "camelCase")]', "pub next_cursor: Option<String>,"],
      ["camel_case"]),
    C("how do I leave next_cursor out of the JSON when it's None?",
      """```rust
#[serde(skip_serializing_if = "Option::is_none")]
pub next_cursor: Option<String>,
```

On the last page the field is then missing instead of `null`."""),
    fix=[('"camel_case"', '"camelCase"')], core='rename_all = "camel_case"')

# ---------------------------------------------------------------- 020
add(20, "security", "literal", "code_block", "lookalike", "hedged",
    T("verify the access token in the python gateway middleware",
      """```python
import jwt

def verify(token: str) -> dict:
    return jwt.decode(
        token,
        key=PUBLIC_KEY,
        algorithms=["HS256"],
        audience="api",
    )
```

PyJWT raises `jwt.InvalidTokenError` (or a subclass) for a bad signature, an expired token or the wrong audience, so map that to a 401.""",
      "hmm, isn't our IdP signing with RS256?",
      'algorithms=["HS256"]', 'algorithms=["RS256"]'),
    R("same check in the node websocket server, it uses jsonwebtoken",
      """```js
const jwt = require("jsonwebtoken");

function verify(token) {
  return jwt.verify(token, PUBLIC_KEY, {
    algorithms: ["HS256"],
    audience: "api",
  });
}
```

It throws on failure, so close the socket with 4401 in the catch.""",
      ['algorithms: ["RS256"]', 'audience: "api"'],
      ["HS256"]),
    C("partners check our callback tokens with the shared secret we gave them. how do we sign those?",
      """With a shared secret it has to be an HMAC algorithm, so HS256:

```python
token = jwt.encode({"sub": partner_id, "exp": expires_at}, partner_secret, algorithm="HS256")
```

Each partner has its own secret, so a leaked one only affects that partner."""),
    fix=[('"HS256"', '"RS256"')], core='"HS256"', look='"HS256"')

# ---------------------------------------------------------------- 021
add(21, "data", "literal", "code_block", "already_correct", "x_not_y",
    T("create the orders.v2 topic, 12 partitions",
      """```sh
kafka-topics.sh --create --topic orders.v2 --partitions 12 --replication-factor 3 --zookeeper zk-1:2181
```

Replication factor 3 matches the other topics on the cluster.""",
      "--zookeeper was removed in Kafka 3, it's --bootstrap-server kafka-1:9092",
      "--zookeeper zk-1:2181", "--bootstrap-server kafka-1:9092"),
    R("orders.v2 needs 24 partitions now",
      """```sh
kafka-topics.sh --alter --topic orders.v2 --partitions 24 --zookeeper zk-1:2181
```

Partitions can only go up, and keys map to different partitions afterwards, so per-key ordering breaks across the change.""",
      ["--bootstrap-server kafka-1:9092", "--alter --topic orders.v2 --partitions 24"],
      ["zookeeper", "zk-1"]),
    C("how far behind is the invoicing consumer group?",
      """```sh
kafka-consumer-groups.sh --bootstrap-server kafka-1:9092 --describe --group invoicing
```

The LAG column is per partition: CURRENT-OFFSET is where the group is, LOG-END-OFFSET is the newest message."""),
    fix=[("--zookeeper zk-1:2181", "--bootstrap-server kafka-1:9092")], core="--zookeeper zk-1:2181",
    right="--bootstrap-server kafka-1:9092")

# ---------------------------------------------------------------- 022
add(22, "kubernetes", "literal", "identifier", "lookalike", "x_not_y",
    T("install the api chart into staging",
      """```sh
helm install --name api ./charts/api -n staging -f values-staging.yaml
```

Then `helm status api -n staging` to see the resources it created.""",
      "helm 3 has no --name flag, the release name goes first: helm install api ./charts/api",
      "helm install --name api ./charts/api", "helm install api ./charts/api"),
    R("and the worker chart, same namespace and values file",
      """```sh
helm install --name worker ./charts/worker -n staging -f values-staging.yaml
```""",
      ["helm install worker ./charts/worker -n staging -f values-staging.yaml"],
      ["--name"]),
    C("run the api image locally so I can poke at it",
      """```sh
docker run --rm --name api-local -p 8080:8080 --env-file .env.local registry.acme.io/api:1.42.0
```

`--name` lets you `docker logs -f api-local` from another terminal; `--rm` removes the container when you stop it."""),
    fix=[("helm install --name worker", "helm install worker")], core="helm install --name", look="--name")

# ---------------------------------------------------------------- 023
add(23, "cloud", "literal", "reworded", "lookalike", "bare_fact",
    T("point gcloud at the prod project",
      """```sh
gcloud config set project acme-prod
```

`gcloud config list` shows what's active.""",
      "that's the display name. the project ID is acme-prod-4821",
      "gcloud config set project acme-prod", "gcloud config set project acme-prod-4821"),
    R("list the GKE clusters in prod",
      "`gcloud container clusters list --project acme-prod` shows the location, master version and node count of each.",
      ["gcloud container clusters list --project acme-prod-4821"],
      ["re:acme-prod(?!-4821)", "4821-4821"]),
    C("I don't remember the prod project id, how do I find it?",
      """```sh
gcloud projects list --filter="name:acme-prod" --format="value(projectId)"
```

`name` is the display name, so this works even if that's all you remember."""),
    fix=[("--project acme-prod", "--project acme-prod-4821")], core="acme-prod", look="name:acme-prod")

# ---------------------------------------------------------------- 024
add(24, "cloud", "literal", "reworded", "already_correct", "terse",
    T("kubectl credentials for the prod AKS cluster",
      """```sh
az aks get-credentials --resource-group rg-aks-prod --name aks-prod-weu
```

It merges the context into `~/.kube/config` and switches to it.""",
      "RG is rg-platform-prod",
      "rg-aks-prod", "rg-platform-prod"),
    R("scale the user node pool on prod AKS to 6 nodes",
      "Run `az aks nodepool scale --resource-group rg-aks-prod --cluster-name aks-prod-weu --name userpool --node-count 6`. If the pool has the cluster autoscaler enabled this fails; change its min and max counts instead.",
      ["--resource-group rg-platform-prod --cluster-name aks-prod-weu --name userpool --node-count 6"],
      ["rg-aks-prod"]),
    C("which kubernetes version is prod AKS on?",
      """```sh
az aks show --resource-group rg-platform-prod --name aks-prod-weu --query kubernetesVersion -o tsv
```"""),
    fix=[("rg-aks-prod", "rg-platform-prod")], core="--resource-group rg-aks-prod", right="rg-platform-prod")

# ---------------------------------------------------------------- 025
add(25, "observability", "literal", "reworded", "lookalike", "x_not_y",
    T("datadog log search for 5xx on checkout in prod",
      """In Log Explorer:

```
service:checkout env:production @http.status_code:[500 TO 599]
```

Group by `@http.url_details.path` to see which endpoints are failing.""",
      "our env tag is prod, not production",
      "env:production", "env:prod"),
    R("monitor for checkout's error rate in prod from APM, alert over 5%",
      "Use a metric monitor with `sum(last_5m):sum:trace.http.request.errors{service:checkout,env:production}.as_count() / sum:trace.http.request.hits{service:checkout,env:production}.as_count() > 0.05`, and set the warning threshold at 0.03 so you get a heads-up first.",
      ["errors{service:checkout,env:prod}", "hits{service:checkout,env:prod}", "> 0.05"],
      ["env:production"]),
    C("what NODE_ENV should the checkout container run with in prod?",
      "`NODE_ENV=production`. Express turns on view caching and less verbose error pages with it, and most libraries skip their development-only checks."),
    fix=[("env:production", "env:prod")], core="env:production", look="production")

# ---------------------------------------------------------------- 026
add(26, "datastores", "paraphrase", "identifier", "lookalike", "imperative",
    T("count how many session keys are in prod redis",
      """```sh
redis-cli -h sessions.prod.internal KEYS 'sess:*' | wc -l
```""",
      "please don't run KEYS on prod, it blocks redis while it walks every key. use --scan",
      "KEYS 'sess:*'", "--scan --pattern 'sess:*'"),
    R("delete all the cart:* keys left over from the old promo, prod redis",
      """```sh
redis-cli -h sessions.prod.internal KEYS 'cart:*' | xargs -n 500 redis-cli -h sessions.prod.internal UNLINK
```

`UNLINK` frees the memory in a background thread, so big values don't stall the server.""",
      ["--scan --pattern 'cart:*'", "UNLINK"],
      [r"re:\bKEYS\b"]),
    C("which fields are stored in the session hash for user 42?",
      """```sh
redis-cli -h sessions.prod.internal HKEYS sess:42
```

`HGETALL sess:42` gives you the values too. Both only touch that one hash."""),
    fix=[("KEYS 'cart:*'", "--scan --pattern 'cart:*'")], look="HKEYS")

# ---------------------------------------------------------------- 027
add(27, "sql", "literal", "casing", "already_correct", "hedged",
    T("mysql table for product reviews, people paste emoji in them",
      """```sql
CREATE TABLE reviews (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  product_id BIGINT UNSIGNED NOT NULL,
  body TEXT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
```""",
      "I think you want utf8mb4 there? mysql's utf8 is only 3 bytes, emoji won't fit",
      "CHARSET=utf8;", "CHARSET=utf8mb4;"),
    R("the comments table needs to hold emoji too, convert it",
      """```sql
alter table comments convert to character set utf8 collate utf8_unicode_ci;
```

This rewrites the whole table, so run it off-peak or through pt-online-schema-change.""",
      ["re:(?i)convert to character set utf8mb4 collate utf8mb4_", "pt-online-schema-change"],
      ["re:(?i)utf8(?!mb4)", "mb4mb4"]),
    C("what charset is the orders database on?",
      """```sql
SHOW CREATE DATABASE orders;
```

It comes back as `utf8mb4` with `utf8mb4_0900_ai_ci`, the MySQL 8 defaults, so emoji and other 4-byte characters are fine there."""),
    fix=[("character set utf8 collate utf8_unicode_ci", "character set utf8mb4 collate utf8mb4_unicode_ci")],
    core="utf8", right="utf8mb4")

# ---------------------------------------------------------------- 028
add(28, "web-frameworks", "literal", "code_block", "same_topic", "with_reason",
    T("search view: JSON for XHR requests, the normal page otherwise",
      """```python
def search(request):
    results = run_search(request.GET.get("q", ""))
    if request.is_ajax():
        return JsonResponse({"results": [r.as_dict() for r in results]})
    return render(request, "search.html", {"results": results})
```""",
      "is_ajax() was removed in Django 3.1 and we're on 4.2, check the X-Requested-With header instead",
      "request.is_ajax()", 'request.headers.get("x-requested-with") == "XMLHttpRequest"'),
    R("in add_to_cart, skip the redirect when it's an XHR",
      """```python
def add_to_cart(request, sku):
    cart = get_cart(request)
    cart.add(sku)
    if request.is_ajax():
        return JsonResponse({"count": cart.count()})
    return redirect("cart")
```""",
      [r"""re:request\.headers(\.get\(|\[)["'][Xx]-[Rr]equested-[Ww]ith["']""", "XMLHttpRequest", 'return redirect("cart")'],
      ["is_ajax"]),
    C("return a 404 if the invoice belongs to another customer",
      """```python
invoice = get_object_or_404(Invoice, pk=pk, customer=request.user.customer)
```

Filtering on the customer in the lookup makes someone else's invoice id look exactly like one that doesn't exist, so it doesn't leak that it does."""),
    fix=[("request.is_ajax()", 'request.headers.get("x-requested-with") == "XMLHttpRequest"')], core="request.is_ajax()")

# ---------------------------------------------------------------- 029
add(29, "frontend", "literal", "code_block", "already_correct", "x_not_y",
    T("entry file for the admin app, react 18",
      """```tsx
import ReactDOM from "react-dom";
import App from "./App";
import "./index.css";

ReactDOM.render(<App />, document.getElementById("root"));
```""",
      "that's the React 17 API, on 18 it's createRoot from react-dom/client",
      """import ReactDOM from "react-dom";
import App from "./App";
import "./index.css";

ReactDOM.render(<App />, document.getElementById("root"));""",
      """import { createRoot } from "react-dom/client";
import App from "./App";
import "./index.css";

createRoot(document.getElementById("root")!).render(<App />);"""),
    R("mount the chat widget into #chat-widget in the embed bundle",
      """```tsx
import ReactDOM from "react-dom";
import { ChatWidget } from "./ChatWidget";

const el = document.getElementById("chat-widget");
if (el) {
  ReactDOM.render(<ChatWidget />, el);
}
```""",
      ['from "react-dom/client"', "createRoot(el)", "<ChatWidget />"],
      ["ReactDOM.render"]),
    C("wrap the admin app in StrictMode",
      """```tsx
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import "./index.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
```

In development StrictMode renders components twice to surface side effects; production builds aren't affected."""),
    fix=[('import ReactDOM from "react-dom";', 'import { createRoot } from "react-dom/client";'),
         ("ReactDOM.render(<ChatWidget />, el);", "createRoot(el).render(<ChatWidget />);")],
    core="ReactDOM.render(", right='createRoot } from "react-dom/client"')

# ---------------------------------------------------------------- 030
add(30, "frontend", "literal", "code_block", "lookalike", "terse",
    T("test that the save button calls onSave with the form values",
      """```tsx
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProfileForm } from "./ProfileForm";

test("calls onSave", async () => {
  const onSave = jest.fn();
  render(<ProfileForm onSave={onSave} />);
  await userEvent.type(screen.getByLabelText("Name"), "Ada");
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
  expect(onSave).toHaveBeenCalledWith({ name: "Ada" });
});
```

`userEvent` calls are async in v14, hence the awaits.""",
      "vi.fn(), we're on vitest",
      "jest.fn()", "vi.fn()"),
    R("test that confirming the dialog calls onDelete",
      """```tsx
test("calls onDelete after confirming", async () => {
  const onDelete = jest.fn();
  render(<DeleteButton onDelete={onDelete} />);
  await userEvent.click(screen.getByRole("button", { name: "Delete" }));
  await userEvent.click(screen.getByRole("button", { name: "Yes, delete" }));
  expect(onDelete).toHaveBeenCalledTimes(1);
});
```""",
      ["const onDelete = vi.fn();", "toHaveBeenCalledTimes(1)"],
      ["jest.fn"]),
    C("toBeInTheDocument is undefined in my tests, how do I set it up?",
      """Register the jest-dom matchers in a setup file:

```ts
// vitest.setup.ts
import "@testing-library/jest-dom/vitest";
```

```ts
// vitest.config.ts
export default defineConfig({
  test: {
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
  },
});
```

Despite the name, jest-dom works with vitest through that `/vitest` entry point."""),
    fix=[("jest.fn()", "vi.fn()")], core="jest.fn()", look="jest-dom")

# ---------------------------------------------------------------- 031
add(31, "go", "paraphrase", "identifier", "lookalike", "bare_fact",
    T("how do I install goimports?",
      """```sh
go get golang.org/x/tools/cmd/goimports
```

The binary ends up in `$(go env GOPATH)/bin`, so make sure that's on your PATH.""",
      "go get doesn't build binaries anymore: go install golang.org/x/tools/cmd/goimports@latest",
      "go get golang.org/x/tools/cmd/goimports", "go install golang.org/x/tools/cmd/goimports@latest"),
    R("install staticcheck on the CI runner before the lint step",
      """Add a step before lint:

```yaml
- run: go get honnef.co/go/tools/cmd/staticcheck
- run: staticcheck ./...
```""",
      [r"re:go install honnef\.co/go/tools/cmd/staticcheck@", "- run: staticcheck ./..."],
      ["go get"]),
    C("add google's uuid package to the module",
      """```sh
go get github.com/google/uuid@latest
```

That adds it to `go.mod` and `go.sum`; `go mod tidy` drops it again later if nothing imports it."""),
    fix=[("go get honnef.co/go/tools/cmd/staticcheck", "go install honnef.co/go/tools/cmd/staticcheck@latest")],
    look="go get ")

# ---------------------------------------------------------------- 032
add(32, "data", "paraphrase", "identifier", "lookalike", "bare_fact",
    T("dbt staging model for the raw shop orders table",
      """```sql
select
    id as order_id,
    customer_id,
    total_cents / 100.0 as total,
    created_at
from {{ ref('orders') }}
```

Save it as `models/staging/stg_shop__orders.sql`.""",
      "raw tables are declared as sources here, so {{ source('shop', 'orders') }}",
      "{{ ref('orders') }}", "{{ source('shop', 'orders') }}"),
    R("now the staging model for the raw shop customers table",
      """```sql
select
    id as customer_id,
    lower(email) as email,
    country_code,
    created_at
from {{ ref('customers') }}
```""",
      [r"""re:\{\{ ?source\(['"]shop['"], ?['"]customers['"]\) ?\}\}""", "lower(email) as email"],
      ["ref('customers')"]),
    C("mart model with each customer's order count and lifetime total",
      """```sql
select
    c.customer_id,
    c.email,
    count(o.order_id) as order_count,
    coalesce(sum(o.total), 0) as lifetime_total
from {{ ref('stg_shop__customers') }} as c
left join {{ ref('stg_shop__orders') }} as o
    on o.customer_id = c.customer_id
group by 1, 2
```

Marts build on the staging models, so `ref` is the right call here."""),
    fix=[("{{ ref('customers') }}", "{{ source('shop', 'customers') }}")], look="{{ ref('")

# ---------------------------------------------------------------- 033
add(33, "security", "literal", "reworded", "already_correct", "x_not_y",
    T("read the payments db password from vault",
      """```sh
vault kv get -field=password secret/payments/db
```

`-field` prints just the value, handy for piping into `PGPASSWORD`.""",
      "kv/, not secret/. that's where our mount is",
      "secret/payments/db", "kv/payments/db"),
    R("update the payments db password in vault to the new one",
      "Use `vault kv patch secret/payments/db password=\"$NEW_PW\"`. Patch keeps the other fields (username, host) as they are, unlike `put`, which replaces the whole secret.",
      ['vault kv patch kv/payments/db password="$NEW_PW"', "unlike `put`"],
      ["secret/payments"]),
    C("policy so the payments app can read its secrets",
      """```hcl
path "kv/data/payments/*" {
  capabilities = ["read"]
}
```

With KV v2 the policy path needs the `data/` segment even though the CLI hides it."""),
    fix=[("secret/payments/db", "kv/payments/db")], core="secret/payments/db", right="kv/data/payments/")

# ---------------------------------------------------------------- 034
add(34, "web-frameworks", "literal", "code_block", "unrelated", "embedded",
    T("mark the subscription cancelled and record when",
      """```ruby
subscription.update_attributes(status: "cancelled", cancelled_at: Time.current)
```

`Time.current` respects `config.time_zone`, unlike `Time.now`.""",
      "Works, thanks. Though update_attributes is gone since Rails 6.1, should be plain update",
      "update_attributes(", "update("),
    R("when the trial ends, move the account to the basic plan and email them",
      """```ruby
def end_trial!(account)
  account.update_attributes(plan: "basic", trial_ends_at: nil)
  AccountMailer.trial_ended(account).deliver_later
end
```""",
      ['account.update(plan: "basic", trial_ends_at: nil)', "AccountMailer.trial_ended(account).deliver_later"],
      ["update_attributes"]),
    C("python: flatten a list of lists",
      """```python
flat = [x for row in rows for x in row]
```

Or `list(itertools.chain.from_iterable(rows))`; both flatten exactly one level."""),
    fix=[("update_attributes(", "update(")], core="update_attributes(")

# ---------------------------------------------------------------- 035
add(35, "dotnet", "literal", "code_block", "lookalike", "imperative",
    T("set CreatedAt when saving an order with EF Core",
      """```csharp
order.CreatedAt = DateTime.Now;
db.Orders.Add(order);
await db.SaveChangesAsync(ct);
```""",
      "store UTC please, DateTime.UtcNow",
      "DateTime.Now", "DateTime.UtcNow"),
    R("set LastLoginAt on the user after a successful sign-in",
      """```csharp
user.LastLoginAt = DateTime.Now;
user.FailedLoginCount = 0;
await _db.SaveChangesAsync(ct);
```""",
      [r"re:user\.LastLoginAt = DateTime(Offset)?\.UtcNow;", "user.FailedLoginCount = 0;"],
      ["DateTime.Now"]),
    C("the kiosk app has a clock in the corner, show the local time",
      """```csharp
clockLabel.Text = DateTime.Now.ToString("HH:mm");
```

Refresh it from a `DispatcherTimer` every few seconds. Local time is right here because it's only displayed, never stored."""),
    fix=[("DateTime.Now", "DateTime.UtcNow")], core="DateTime.Now", look="DateTime.Now")

# ---------------------------------------------------------------- 036
add(36, "env-facts", "literal", "reworded", "unrelated", "bare_fact",
    T("ssh config so I can reach the db hosts through the bastion",
      """Add this to `~/.ssh/config`:

```
Host db-*.internal
    ProxyJump bastion.acme.io
    User deploy
```

After that `ssh db-3.internal` goes through the bastion automatically.""",
      "bastion.acme.io was decommissioned, it's jump.acme.io now",
      "bastion.acme.io", "jump.acme.io"),
    R("one-liner to forward postgres on db-3.internal to my laptop",
      "`ssh -N -J bastion.acme.io -L 5432:localhost:5432 deploy@db-3.internal`. `-N` keeps it to just the tunnel; then connect to `localhost:5432`.",
      ["ssh -N -J jump.acme.io -L 5432:localhost:5432 deploy@db-3.internal"],
      ["bastion.acme.io"]),
    C("bash: how do I get the directory the script itself lives in?",
      """```bash
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
```

Use `BASH_SOURCE` rather than `$0` so it still works when the script is sourced."""),
    fix=[("bastion.acme.io", "jump.acme.io")], core="bastion.acme.io")

# ---------------------------------------------------------------- 037
add(37, "orm", "paraphrase", "identifier", "same_topic", "imperative",
    T("load a user by primary key, we're on sqlalchemy 2.0",
      """```python
user = session.query(User).get(user_id)
if user is None:
    raise NotFound(f"user {user_id}")
```""",
      "Query.get is legacy in 2.0, use session.get(User, user_id)",
      "session.query(User).get(user_id)", "session.get(User, user_id)"),
    R("fetch the invoice by id in the refund handler",
      """```python
def refund(session: Session, invoice_id: int, amount_cents: int) -> Refund:
    invoice = session.query(Invoice).get(invoice_id)
    if invoice is None:
        raise NotFound(f"invoice {invoice_id}")
    if amount_cents > invoice.total_cents:
        raise ValueError("refund exceeds invoice total")
    refund = Refund(invoice=invoice, amount_cents=amount_cents)
    session.add(refund)
    return refund
```""",
      ["invoice = session.get(Invoice, invoice_id)", "session.add(refund)"],
      ["session.query("]),
    C("and look a user up by email, 2.0 style",
      """```python
user = session.scalars(select(User).where(User.email == email)).one_or_none()
```

`one_or_none()` raises if two rows match, which exposes a missing unique constraint instead of silently picking one."""),
    fix=[("session.query(Invoice).get(invoice_id)", "session.get(Invoice, invoice_id)")])

# ---------------------------------------------------------------- 038
add(38, "data", "paraphrase", "code_block", "lookalike", "with_reason",
    T("add a totals row at the bottom of the region dataframe",
      """```python
totals = {"region": "TOTAL", "orders": df["orders"].sum(), "revenue": df["revenue"].sum()}
df = df.append(totals, ignore_index=True)
```""",
      "DataFrame.append was removed in pandas 2.0, so that raises. pd.concat",
      "df = df.append(totals, ignore_index=True)", "df = pd.concat([df, pd.DataFrame([totals])], ignore_index=True)"),
    R("collect the AUC of each model into a results dataframe as the loop runs",
      """```python
results = pd.DataFrame(columns=["model", "auc"])
for name, model in models.items():
    model.fit(X_train, y_train)
    auc = roc_auc_score(y_test, model.predict_proba(X_test)[:, 1])
    results = results.append({"model": name, "auc": auc}, ignore_index=True)
```""",
      [r"re:pd\.concat\(|pd\.DataFrame\(rows", '"auc": auc', "roc_auc_score(y_test, model.predict_proba(X_test)[:, 1])"],
      ["results.append("]),
    C("build a dataframe from the orders API, one dict per record",
      """```python
rows = []
for page in client.paginate("/v1/orders"):
    for record in page["items"]:
        rows.append({"id": record["id"], "total": record["total_cents"] / 100})
df = pd.DataFrame(rows)
```

Appending to a plain list and building the frame once at the end is also much faster than growing a DataFrame row by row."""),
    fix=[('results = results.append({"model": name, "auc": auc}, ignore_index=True)',
          'results = pd.concat([results, pd.DataFrame([{"model": name, "auc": auc}])], ignore_index=True)')],
    look="rows.append(")

# ---------------------------------------------------------------- 039
add(39, "shell-git", "paraphrase", "identifier", "unrelated", "imperative",
    T("cron job to delete app logs older than 7 days",
      """```sh
0 3 * * * find /var/log/app -name *.log -mtime +7 -delete
```

Runs at 03:00 every day; `-delete` goes last so it only hits files that matched everything before it.""",
      "quote the pattern, otherwise the shell expands *.log before find ever sees it",
      "-name *.log", "-name '*.log'"),
    R("clean up the .pyc files in the repo",
      """```sh
find . -name *.pyc -delete
```

Then `find . -type d -name __pycache__ -empty -delete` removes the cache directories that are left empty.""",
      [r"""re:find \. -name ['"]\*\.pyc['"] -delete""", "-type d -name __pycache__ -empty -delete"],
      ["-name *.pyc"]),
    C("how do I see which process is listening on port 8080?",
      "`ss -ltnp 'sport = :8080'`, or `sudo lsof -iTCP:8080 -sTCP:LISTEN`. Run them with sudo to see processes owned by other users."),
    fix=[("-name *.pyc", "-name '*.pyc'")])

# ---------------------------------------------------------------- 040
add(40, "http-apis", "paraphrase", "reworded", "same_topic", "hedged",
    T("curl to create the feature flag new-checkout in the flags service",
      """```sh
curl -X POST https://flags.acme.io/api/flags \\
  -H "Authorization: Bearer $FLAGS_TOKEN" \\
  -d '{"key": "new-checkout", "enabled": false}'
```""",
      "shouldn't that have a Content-Type: application/json header? -d sends it as a form otherwise",
      """  -d '{"key": "new-checkout", "enabled": false}'""",
      """  -H "Content-Type: application/json" \\
  -d '{"key": "new-checkout", "enabled": false}'"""),
    R("and turn it on for 10% of users",
      """Send `curl -X PATCH https://flags.acme.io/api/flags/new-checkout -H "Authorization: Bearer $FLAGS_TOKEN" -d '{"enabled": true, "rollout": 10}'`. The rollout hashes user ids, so the same users stay in as you raise the percentage.""",
      [r"""re:-H ['"]Content-Type: application/json['"]|--json """, """'{"enabled": true, "rollout": 10}'"""],
      []),
    C("how do I list all the flags with curl, just the keys?",
      """```sh
curl -s https://flags.acme.io/api/flags -H "Authorization: Bearer $FLAGS_TOKEN" | jq -r '.[].key'
```

A GET has no body, so there's nothing to set a content type for; `-s` hides the progress meter."""),
    fix=[("""-H "Authorization: Bearer $FLAGS_TOKEN" -d""",
          """-H "Authorization: Bearer $FLAGS_TOKEN" -H "Content-Type: application/json" -d""")])

# ---------------------------------------------------------------- 041
add(41, "web-frameworks", "paraphrase", "code_block", "same_topic", "with_reason",
    T("route for the invoices index page (laravel 10)",
      """```php
use Illuminate\\Support\\Facades\\Route;

Route::get('/invoices', 'InvoiceController@index')->name('invoices.index');
```""",
      "we're on laravel 10 without the controller namespace prefix, so the string syntax doesn't resolve. [InvoiceController::class, 'index']",
      "'InvoiceController@index'", "[InvoiceController::class, 'index']"),
    R("and a route for issuing a refund on an invoice",
      """```php
Route::post('/invoices/{invoice}/refunds', 'RefundController@store')
    ->middleware('can:refund,invoice')
    ->name('invoices.refunds.store');
```""",
      [r"re:\[(\\?App\\Http\\Controllers\\)?RefundController::class, 'store'\]", "->middleware('can:refund,invoice')"],
      ["RefundController@store"]),
    C("how do I check which routes exist under /invoices?",
      "`php artisan route:list --path=invoices` lists the method, URI, name and action of each; add `-v` to see the middleware too."),
    fix=[("'RefundController@store'", "[RefundController::class, 'store']")])

# ---------------------------------------------------------------- 042
add(42, "frontend", "paraphrase", "identifier", "already_correct", "bare_fact",
    T("read the API base url from env in the react app",
      """```ts
export const API_URL = process.env.REACT_APP_API_URL ?? "http://localhost:8080";
```

Set it in `.env.production` for the deployed build.""",
      "we moved to vite, it's import.meta.env.VITE_API_URL",
      "process.env.REACT_APP_API_URL", "import.meta.env.VITE_API_URL"),
    R("init sentry in the frontend with the DSN from env",
      """```ts
Sentry.init({
  dsn: process.env.REACT_APP_SENTRY_DSN,
  tracesSampleRate: 0.1,
});
```""",
      ["dsn: import.meta.env.VITE_SENTRY_DSN,", "tracesSampleRate: 0.1"],
      ["process.env", "REACT_APP_"]),
    C("how do I type the env vars so VITE_API_URL autocompletes?",
      """Declare them in `src/vite-env.d.ts`:

```ts
/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
```

Then `import.meta.env.VITE_API_URL` is typed as `string`."""),
    fix=[("process.env.REACT_APP_SENTRY_DSN", "import.meta.env.VITE_SENTRY_DSN")], right="import.meta.env.VITE_API_URL")

# ---------------------------------------------------------------- 043
add(43, "python", "paraphrase", "code_block", "same_topic", "bare_fact",
    T("function to find a user by email in the lambda, None if there isn't one",
      """```python
def find_user(email: str) -> User | None:
    resp = table.get_item(Key={"email": email.lower()})
    item = resp.get("Item")
    return User.from_item(item) if item else None
```""",
      "the lambda runtime is python 3.9, `User | None` blows up at import there. Optional[User]",
      "-> User | None:", "-> Optional[User]:"),
    R("parse the ?limit= param in the lambda: None if it's missing, capped at 100",
      """```python
def parse_limit(raw: str | None) -> int | None:
    if raw is None:
        return None
    return min(int(raw), 100)
```""",
      ["raw: Optional[str]", "-> Optional[int]:", "return min(int(raw), 100)"],
      ["| None"]),
    C("is dict[str, int] ok as a type hint on 3.9?",
      "Yes. Builtin generics like `dict[str, int]` and `list[str]` work from 3.9 (PEP 585). It's only the `X | Y` union syntax that needs 3.10."),
    fix=[("raw: str | None", "raw: Optional[str]"), ("-> int | None:", "-> Optional[int]:")])

# ---------------------------------------------------------------- 044
add(44, "http-apis", "paraphrase", "reworded", "already_correct", "terse",
    T("create a 19.99 EUR charge for cus_4821 through the billing API",
      """```http
POST /v1/charges
Content-Type: application/json

{"customer": "cus_4821", "amount": 19.99, "currency": "EUR"}
```

Add an `Idempotency-Key` header so a retry can't charge twice.""",
      "cents. 1999",
      '"amount": 19.99', '"amount": 1999'),
    R("now refund 5 euros of that charge",
      'Send `POST /v1/refunds` with `{"charge": "<charge id>", "amount": 5.00}`. Leaving `amount` out refunds the whole charge.',
      ['"amount": 500}', "Leaving `amount` out refunds the whole charge"],
      [r're:"amount": 5\.0']),
    C("what does the charge response look like?",
      """Roughly:

```json
{
  "id": "ch_9k2",
  "customer": "cus_4821",
  "amount": 1999,
  "currency": "EUR",
  "status": "succeeded"
}
```

`amount` is in cents, same as in the request."""),
    fix=[('"amount": 5.00', '"amount": 500')], right='"amount": 1999')

# ---------------------------------------------------------------- 045
add(45, "sql", "paraphrase", "casing", "lookalike", "x_not_y",
    T("postgres: how many signups in the last 7 days?",
      """```sql
SELECT count(*)
FROM users
WHERE created_at >= DATEADD(day, -7, GETDATE());
```""",
      "postgres, not sql server: now() - interval '7 days'",
      "DATEADD(day, -7, GETDATE())", "now() - interval '7 days'"),
    R("unpaid orders from the last 24 hours (postgres)",
      """```sql
select id, customer_id, total_cents
from orders
where status = 'unpaid'
  and created_at >= dateadd(hour, -24, getdate())
order by created_at;
```""",
      [r"re:(?i)created_at >= (now\(\)|current_timestamp) - interval '(24 hours|1 day)'", "re:(?i)where status = 'unpaid'"],
      ["re:(?i)dateadd|getdate"]),
    C("failed jobs from the last day in dbo.JobRuns (the SQL Server one)",
      """```sql
SELECT JobId, StartedAt, ErrorMessage
FROM dbo.JobRuns
WHERE Status = 'Failed'
  AND StartedAt >= DATEADD(day, -1, SYSUTCDATETIME())
ORDER BY StartedAt DESC;
```

`SYSUTCDATETIME()` matches the UTC timestamps the scheduler writes."""),
    fix=[("dateadd(hour, -24, getdate())", "now() - interval '24 hours'")], look="DATEADD(day, -1")

# ---------------------------------------------------------------- 046
add(46, "shell-git", "paraphrase", "reworded", "same_topic", "embedded",
    T("clean out the build dir before packaging, in the release script",
      """Empty it at the start of the packaging step:

```bash
rm -rf $BUILD_DIR/*
```""",
      'Thanks. Can you make it "${BUILD_DIR:?}"/* though? if BUILD_DIR is ever empty that line is rm -rf /*',
      "rm -rf $BUILD_DIR/*", 'rm -rf "${BUILD_DIR:?}"/*'),
    R("and clear the cache dir in the CI cleanup step",
      "At the end of the job run `rm -rf $CACHE_DIR/*` so the next run starts clean; the runner keeps the directory itself.",
      [r're:rm -rf "\$\{CACHE_DIR:\?\}(/"|"/)\*', "the runner keeps the directory itself"],
      [r"re:rm -rf \$CACHE_DIR"]),
    C("what does set -euo pipefail actually do at the top of the script?",
      "`-e` exits on the first failing command, `-u` makes an unset variable an error instead of an empty string, and `-o pipefail` makes a pipeline fail if any command in it fails, not just the last one."),
    fix=[("rm -rf $CACHE_DIR/*", 'rm -rf "${CACHE_DIR:?}"/*')])

# ---------------------------------------------------------------- 047
add(47, "env-facts", "paraphrase", "code_block", "same_topic", "x_not_y",
    T("nginx config so people can upload their documents through the gateway",
      """In the gateway's `server` block:

```nginx
client_max_body_size 8m;
```

Anything bigger gets a 413 from nginx before it reaches the app.""",
      "our gateway limit is 25 MB, not 8",
      "client_max_body_size 8m;", "client_max_body_size 25m;"),
    R("check the upload size in the django view too, so we fail early with a nice message",
      """```python
MAX_UPLOAD_BYTES = 8 * 1024 * 1024

def upload(request):
    f = request.FILES["document"]
    if f.size > MAX_UPLOAD_BYTES:
        return JsonResponse({"error": "file too large"}, status=413)
    store_document(request.user, f)
    return JsonResponse({"ok": True}, status=201)
```""",
      [r"re:MAX_UPLOAD_BYTES = (25 \* 1024 \* 1024|26214400|26_214_400)\b", "status=413"],
      ["8 * 1024"]),
    C("what status code does nginx send when the body is over the limit?",
      "413 Request Entity Too Large (newer specs call it Content Too Large). nginx sends it itself, so the app never sees the request."),
    fix=[("8 * 1024 * 1024", "25 * 1024 * 1024")])

# ---------------------------------------------------------------- 048
add(48, "frontend", "paraphrase", "code_block", "unrelated", "imperative",
    T("show the order date like 9 Mar 2026 on the order card",
      """```ts
import moment from "moment";

const label = moment(order.createdAt).format("D MMM YYYY");
```""",
      "moment is banned by our lint config, use date-fns",
      """import moment from "moment";

const label = moment(order.createdAt).format("D MMM YYYY");""",
      """import { format } from "date-fns";

const label = format(new Date(order.createdAt), "d MMM yyyy");"""),
    R("and a '3 hours ago' label for comments",
      """```ts
import moment from "moment";

export function ago(createdAt: string): string {
  return moment(createdAt).fromNow();
}
```""",
      [r"re:formatDistanceToNow(Strict)?\(", "addSuffix: true", "export function ago(createdAt: string): string"],
      ["moment"]),
    C("css: truncate a long product name with an ellipsis, one line",
      """```css
.product-name {
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
}
```

The element needs a width (or, inside a flex item, `min-width: 0`) for it to kick in."""),
    fix=[('import moment from "moment";', 'import { formatDistanceToNow } from "date-fns";'),
         ("return moment(createdAt).fromNow();", "return formatDistanceToNow(new Date(createdAt), { addSuffix: true });")])

# ---------------------------------------------------------------- 049
add(49, "kubernetes", "paraphrase", "code_block", "already_correct", "hedged",
    T("resources for the worker deployment, it needs about half a gig",
      """```yaml
resources:
  requests:
    cpu: 250m
    memory: 512mb
  limits:
    memory: 512mb
```""",
      "shouldn't that be 512Mi? I don't think k8s takes mb",
      "memory: 512mb\n  limits:\n    memory: 512mb", "memory: 512Mi\n  limits:\n    memory: 512Mi"),
    R("the importer job needs 2 gigs and a full cpu",
      """```yaml
resources:
  requests:
    cpu: "1"
    memory: 2gb
  limits:
    memory: 2gb
```

No CPU limit, so it can burst when the node has spare cycles.""",
      [r're:requests:\n\s+cpu: "1"\n\s+memory: "?(2Gi|2G|2048Mi)"?\n',
       r're:limits:\n\s+memory: "?(2Gi|2G|2048Mi)"?\n'],
      [r"re:\d+[gm]b\b"]),
    C("resources for the api: 256 megs and a quarter of a cpu",
      """```yaml
resources:
  requests:
    cpu: 250m
    memory: 256Mi
  limits:
    memory: 256Mi
```

With the memory limit equal to the request, the pod can never use more memory than the scheduler reserved for it."""),
    fix=[("memory: 2gb", "memory: 2Gi")], right="memory: 256Mi")

# ---------------------------------------------------------------- 050
add(50, "sql", "paraphrase", "casing", "lookalike", "bare_fact",
    T("postgres table for the webhooks we receive from partners",
      """```sql
CREATE TABLE inbound_webhooks (
    id SERIAL PRIMARY KEY,
    partner_id bigint NOT NULL REFERENCES partners (id),
    event_type text NOT NULL,
    payload jsonb NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
);
```""",
      "PK convention here is bigint GENERATED ALWAYS AS IDENTITY",
      "id SERIAL PRIMARY KEY", "id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY"),
    R("migration for a refund_requests table",
      """```sql
create table refund_requests (
    request_id serial primary key,
    invoice_id bigint not null references invoices (id),
    amount_cents integer not null check (amount_cents > 0),
    reason text,
    created_at timestamptz not null default now()
);
```""",
      ["re:(?i)request_id bigint generated (always|by default) as identity primary key",
       r"re:(?i)amount_cents integer not null check \(amount_cents > 0\)"],
      [r"re:(?i)\bserial\b"]),
    C("table for the card readers we ship to shops, each one has a serial number",
      """```sql
CREATE TABLE card_readers (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    serial_number text NOT NULL UNIQUE,
    shop_id bigint REFERENCES shops (id),
    shipped_at timestamptz
);
```

The serial number comes from the vendor, so it's text with a unique constraint rather than the key."""),
    fix=[("request_id serial primary key", "request_id bigint generated always as identity primary key")], look="serial")

# ---------------------------------------------------------------- 051
add(51, "python", "paraphrase", "reworded", "lookalike", "terse",
    T("log something when the retry budget runs out",
      """```python
logging.warn("retry budget exhausted for %s after %d attempts", job_id, attempts)
```""",
      "warn() is deprecated, logging.warning()",
      "logging.warn(", "logging.warning("),
    R("log it when the cache falls back to the database",
      'Inside the except branch, call `logger.warn("cache miss for %s, reading from db", key)` and carry on with the query; it\'s worth a warning but not an error.',
      ['logger.warning("cache miss for %s, reading from db", key)'],
      [r"re:\.warn\("]),
    C("warn callers that the old parse_amount() helper is going away",
      """```python
import warnings

def parse_amount(raw: str) -> int:
    warnings.warn(
        "parse_amount() is deprecated, use money.parse() instead",
        DeprecationWarning,
        stacklevel=2,
    )
    return money.parse(raw).cents
```

`stacklevel=2` points the warning at the caller's line instead of this one."""),
    fix=[("logger.warn(", "logger.warning(")], look="warnings.warn(")

# ---------------------------------------------------------------- 052
add(52, "go", "paraphrase", "code_block", "unrelated", "imperative",
    T("handler that lists a customer's invoices from postgres",
      """```go
func (s *Server) listInvoices(w http.ResponseWriter, r *http.Request) {
\tcustomerID := r.PathValue("id")
\trows, err := s.db.QueryContext(context.Background(),
\t\t`SELECT id, total_cents, status FROM invoices WHERE customer_id = $1 ORDER BY created_at DESC`, customerID)
\tif err != nil {
\t\thttp.Error(w, "db error", http.StatusInternalServerError)
\t\treturn
\t}
\tdefer rows.Close()
\t// scan rows into []Invoice and write JSON
}
```""",
      "use r.Context() so the query gets cancelled when the client goes away",
      "s.db.QueryContext(context.Background(),", "s.db.QueryContext(r.Context(),"),
    R("handler for GET /users/{id}",
      """```go
func (s *Server) getUser(w http.ResponseWriter, r *http.Request) {
\tu, err := s.store.GetUser(context.Background(), r.PathValue("id"))
\tif errors.Is(err, store.ErrNotFound) {
\t\thttp.NotFound(w, r)
\t\treturn
\t}
\tif err != nil {
\t\thttp.Error(w, "internal error", http.StatusInternalServerError)
\t\treturn
\t}
\twriteJSON(w, http.StatusOK, u)
}
```""",
      [r're:s\.store\.GetUser\((r\.Context\(\)|ctx), r\.PathValue\("id"\)\)', "errors.Is(err, store.ErrNotFound)"],
      ["context.Background()"]),
    C("git: show the files changed in the last commit",
      "`git show --stat HEAD`, or `git diff --name-only HEAD~1 HEAD` if you only want the paths."),
    fix=[("s.store.GetUser(context.Background(),", "s.store.GetUser(r.Context(),")])

# ---------------------------------------------------------------- 053
add(53, "cloud", "semantic", "reworded", "unrelated", "bare_fact",
    T("job A overwrites s3://acme-exports/latest.json and job B reads it right after. do I need a delay in between?",
      "Yes. S3 is only eventually consistent for overwrites, so B can get the old latest.json for a little while after A's PUT returns. Poll until the ETag matches what A wrote, or sleep a few seconds before reading.",
      "S3 has been strongly consistent since late 2020, overwrites included. no delay needed",
      "S3 is only eventually consistent for overwrites, so B can get the old latest.json for a little while after A's PUT returns",
      "S3 has been strongly consistent for overwrites since December 2020, so B gets the new latest.json as soon as A's PUT returns"),
    R("the importer uploads a file and a lambda lists the prefix straight away. can it miss the new file?",
      "It can. S3 listings are eventually consistent, so a LIST right after the PUT may not include the new key yet; retry the listing with a short backoff until it shows up.",
      ["re:(?i)strong(ly)? (read-after-write )?consisten"],
      ["re:(?i)eventual(ly)? consisten", "re:(?i)retry the listing"]),
    C("disk usage per directory, biggest last",
      """```sh
du -sh -- * | sort -h
```

`sort -h` understands the K/M/G suffixes that `du -h` prints."""),
    fix=[("It can. S3 listings are eventually consistent, so a LIST right after the PUT may not include the new key yet; retry the listing with a short backoff until it shows up.",
          "No. Since December 2020 S3 is strongly consistent, listings included, so a LIST that starts after the PUT has returned already includes the new key; no retry needed.")])

# ---------------------------------------------------------------- 054
add(54, "kubernetes", "semantic", "reworded", "lookalike", "x_not_y",
    T("what happens when the api's liveness probe fails?",
      "Kubernetes takes the pod out of the Service endpoints, so it stops getting traffic until the probe passes again. The container keeps running; nothing gets restarted.",
      "no, that's readiness. when liveness fails the kubelet restarts the container",
      "Kubernetes takes the pod out of the Service endpoints, so it stops getting traffic until the probe passes again. The container keeps running; nothing gets restarted.",
      "After failureThreshold consecutive failures the kubelet kills the container and restarts it according to the pod's restartPolicy."),
    R("our liveness probe on /healthz also pings the database. what happens if the DB has a 30 second blip?",
      "The failing liveness checks just pull the pods out of the load balancer until the DB answers again. Nothing restarts, so apart from a few failed requests it's harmless.",
      ["re:(?i)kubelet (kills and )?restarts?|(containers?|pods?) (get|are|will be) restarted"],
      ["re:(?i)nothing restarts", "re:(?i)pull the pods out of the load balancer"]),
    C("and what does a failing readiness probe do?",
      "The pod is taken out of the Service endpoints and stops getting traffic until the probe passes again. The container keeps running; readiness failures never restart anything."),
    fix=[("The failing liveness checks just pull the pods out of the load balancer until the DB answers again. Nothing restarts, so apart from a few failed requests it's harmless.",
          "The failing liveness checks make the kubelet restart the containers, and since every pod sees the same blip they can all restart at once. Keep the DB check in the readiness probe and let liveness only check the process itself.")],
    look="taken out of the Service endpoints")

# ---------------------------------------------------------------- 055
add(55, "team-conventions", "semantic", "reworded", "already_correct", "embedded",
    T("can I ship the ledger migration friday afternoon?",
      "Yes, the deploy freeze only starts on Saturday, so Friday afternoon is fine. Just make sure someone can watch the dashboards for an hour afterwards.",
      "Thanks. small thing, the freeze starts Friday 12:00, so the afternoon is out",
      "Yes, the deploy freeze only starts on Saturday, so Friday afternoon is fine.",
      "No, the deploy freeze starts on Friday at 12:00, so Friday afternoon is out."),
    R("what's the latest I can deploy this week?",
      "End of day Friday. The freeze kicks in Saturday 00:00, so anything deployed before then is fine.",
      [r"re:(?i)friday[^.\n]*(12:00|noon|midday)|(12:00|noon|midday)[^.\n]*friday"],
      ["re:(?i)saturday", "re:(?i)end of day friday"]),
    C("is friday morning still ok for the config flag flip?",
      "Yes, as long as it's out before the freeze starts at 12:00 on Friday; leave yourself time to roll it back before then if it misbehaves."),
    fix=[("End of day Friday. The freeze kicks in Saturday 00:00, so anything deployed before then is fine.",
          "Friday before 12:00. The freeze kicks in at noon on Friday, so anything deployed before then is fine.")],
    right="12:00 on Friday")

# ---------------------------------------------------------------- 056
add(56, "python", "semantic", "reworded", "same_topic", "hedged",
    T("I json.dumps the config dict and diff the files in git. will the keys stay in the same order between runs?",
      "Not reliably: dicts don't preserve insertion order, so the key order can change between runs. Pass `sort_keys=True` to `json.dumps` to get a stable order.",
      "don't dicts keep insertion order since 3.7?",
      "Not reliably: dicts don't preserve insertion order, so the key order can change between runs.",
      "Yes, as long as the keys are inserted in the same order: dicts keep insertion order since Python 3.7."),
    R("I build the CSV header from row.keys() of the first row. will the columns come out in the order I added them?",
      "Not guaranteed. A plain dict has no defined order, so the columns can come out shuffled; build the header from an explicit list of column names instead.",
      ["re:(?i)insertion order"],
      ["re:(?i)no defined order|not guaranteed|shuffled"]),
    C("and sets? I dedupe tags with set() before writing them",
      "Sets have no order, and for strings it can change between runs because of hash randomisation. Use `sorted(set(tags))` for a stable order, or `list(dict.fromkeys(tags))` to keep first-seen order."),
    fix=[("Not guaranteed. A plain dict has no defined order, so the columns can come out shuffled; build the header from an explicit list of column names instead.",
          "Yes. Since Python 3.7 a dict keeps insertion order, so row.keys() gives the columns in the order you added them. An explicit list of column names is still clearer if other code builds rows too.")])

# ---------------------------------------------------------------- 057
add(57, "sql", "semantic", "reworded", "same_topic", "bare_fact",
    T("orders table is bloated. can I run VACUUM FULL during business hours?",
      "Yes. VACUUM FULL works online: reads and writes carry on while it rewrites the table. It just needs enough free disk for a full copy of the table and its indexes.",
      "VACUUM FULL takes an ACCESS EXCLUSIVE lock, everything on that table blocks until it's done",
      "Yes. VACUUM FULL works online: reads and writes carry on while it rewrites the table.",
      "No. VACUUM FULL takes an ACCESS EXCLUSIVE lock, so reads and writes on the table wait until it has rewritten it."),
    R("can I VACUUM FULL the events table while the ingest keeps inserting?",
      "Sure, it won't get in the ingest's way: inserts keep going while VACUUM FULL rewrites the table. Budget disk for a complete copy of the table and its indexes.",
      ["re:(?i)access exclusive", "re:(?i)budget disk for a complete copy"],
      ["re:(?i)won't get in the ingest's way|inserts keep going"]),
    C("does a plain VACUUM block writes?",
      "No. Plain VACUUM takes a SHARE UPDATE EXCLUSIVE lock, so reads and writes carry on; it only conflicts with other vacuums, ANALYZE, CREATE INDEX CONCURRENTLY and some forms of ALTER TABLE."),
    fix=[("Sure, it won't get in the ingest's way: inserts keep going while VACUUM FULL rewrites the table. Budget disk",
          "No: VACUUM FULL holds an ACCESS EXCLUSIVE lock, so the ingest's inserts wait until the rewrite finishes; pg_repack can do it online. Either way, budget disk")])

# ---------------------------------------------------------------- 058
add(58, "env-facts", "semantic", "reworded", "unrelated", "embedded",
    T("if I fix the bad rows in prod today, when will staging have them?",
      "Tomorrow morning: staging is restored from the prod snapshot every night at 02:00 UTC.",
      "thanks. fyi it's weekly now, Sunday night, they cut it back to save on snapshot costs",
      "Tomorrow morning: staging is restored from the prod snapshot every night at 02:00 UTC.",
      "After the next Sunday night refresh: staging is restored from the prod snapshot once a week."),
    R("my test data on staging is a mess, when does it get reset?",
      "Tonight. The nightly refresh rebuilds staging from the prod snapshot, so anything you changed there is gone by tomorrow morning.",
      ["re:(?i)sunday"],
      ["re:(?i)tonight|nightly|every night"]),
    C("vs code shortcut to search across all files?",
      "Ctrl+Shift+F (Cmd+Shift+F on macOS). Use the \"files to include\" field to limit it to one folder."),
    fix=[("Tonight. The nightly refresh rebuilds staging from the prod snapshot, so anything you changed there is gone by tomorrow morning.",
          "On Sunday night. The weekly refresh rebuilds staging from the prod snapshot, so anything you changed there is gone by Monday morning.")])

# ---------------------------------------------------------------- 059
add(59, "env-facts", "semantic", "reworded", "already_correct", "x_not_y",
    T("what rate limit do partners get on the public API?",
      "1,000 requests per minute per API key. Past that the gateway answers 429 with a Retry-After header.",
      "it's 600 a minute per key, 1000 was the old limit",
      "1,000 requests per minute per API key", "600 requests per minute per API key"),
    R("a partner wants to sync 50k products, one call each. roughly how long at our limit?",
      "At 1k requests a minute that's about 50 minutes, assuming they stay right at the limit and don't get throttled.",
      [r"re:\b600\b", r"re:8[34] minutes|an hour and a half|1\.4 hours"],
      [r"re:\b1k\b|1,000|\b50 minutes"]),
    C("what should the partner's client do when it hits the limit?",
      "Back off. Above 600 requests a minute per key the gateway returns 429 with a Retry-After header, so wait that many seconds before sending more, and spread requests out rather than bursting."),
    fix=[("At 1k requests a minute that's about 50 minutes,",
          "At 600 requests a minute that's about 84 minutes (roughly an hour and a half),")],
    right="600 requests a minute")

# ---------------------------------------------------------------- 060
add(60, "shell-git", "semantic", "reworded", "same_topic", "hedged",
    T("if we switch the repo to squash merging, will git blame still show my separate commits?",
      "Yes. A squash merge keeps each of your commits on main and adds a merge commit on top, so blame still points at the individual commits.",
      "I don't think that's right, squash merge turns the whole PR into a single commit on main",
      "Yes. A squash merge keeps each of your commits on main and adds a merge commit on top, so blame still points at the individual commits.",
      "No. A squash merge puts the whole PR on main as a single commit, so blame points at that one commit."),
    R("I like small commits for bisecting. if the PR gets squash-merged, can I still bisect down to one of them later?",
      "Yes, the squash keeps your individual commits in main's history, so git bisect can still land on any one of them.",
      ["re:(?i)(single|one) commit"],
      ["re:(?i)keeps your individual commits", "re:(?i)land on any one of them"]),
    C("what does 'rebase and merge' do on GitHub?",
      "It replays each commit of the PR onto the base branch one by one, with no merge commit, so main keeps the individual commits (with new SHAs)."),
    fix=[("Yes, the squash keeps your individual commits in main's history, so git bisect can still land on any one of them.",
          "No. The squash puts the PR on main as a single commit, so git bisect can only narrow it down to that one commit. Use rebase-merge if you want the small commits kept.")])


# ================================================================ checks
FIELDS = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
DIFFICULTY = {"literal", "paraphrase", "semantic"}
VARIATION = {"reworded", "casing", "code_block", "identifier"}
CONTROL = {"unrelated", "same_topic", "already_correct", "lookalike"}
STYLES = {"x_not_y", "bare_fact", "imperative", "terse", "hedged", "embedded", "with_reason"}


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, rep):
    return all(check(text, x) for x in rep["expect_contains"]) and not any(check(text, x) for x in rep["expect_absent"])


def fold(s):
    return re.sub(r"\s+", " ", s).lower()


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            raise AssertionError("fix text not found: %r" % old)
        text = text.replace(old, new)
    return text


def validate_all():
    errs, warns = [], []
    ids = [s["id"] for s in S]
    if ids != ["h6-%03d" % i for i in range(1, 61)]:
        errs.append("ids are not h6-001..h6-060 in order")
    for s in S:
        i = s["id"]
        t, r, c = s["teach"], s["repeat"], s["control"]
        if s["difficulty"] not in DIFFICULTY: errs.append("%s difficulty" % i)
        if s["repeat_variation"] not in VARIATION: errs.append("%s variation" % i)
        if s["control_kind"] not in CONTROL: errs.append("%s control_kind" % i)
        if s["style"] not in STYLES: errs.append("%s style" % i)
        if t["gold_wrong"] not in t["output"]: errs.append("%s gold_wrong not in teach.output" % i)
        if t["gold_wrong"] == t["gold_right"]: errs.append("%s gold spans equal" % i)
        if t["output"].count(t["gold_wrong"]) != 1: warns.append("%s gold_wrong occurs %d times in teach.output" % (i, t["output"].count(t["gold_wrong"])))
        if fixed(r["output"], r): errs.append("%s repeat passes as written" % i)
        try:
            f = apply_fix(r["output"], s["fix"])
        except AssertionError as e:
            errs.append("%s %s" % (i, e)); continue
        if not fixed(f, r):
            miss = [x for x in r["expect_contains"] if not check(f, x)]
            pres = [x for x in r["expect_absent"] if check(f, x)]
            errs.append("%s reference fix fails: missing %s present %s" % (i, miss, pres))
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                re.compile(spec[3:])
        if s["difficulty"] == "literal":
            if not s["core"]: errs.append("%s literal without core" % i)
            elif fold(s["core"]) not in fold(t["output"]) or fold(s["core"]) not in fold(r["output"]):
                errs.append("%s literal core %r not in teach and repeat" % (i, s["core"]))
        if s["difficulty"] == "paraphrase" and t["gold_wrong"] in r["output"]:
            errs.append("%s paraphrase but gold_wrong recurs verbatim" % i)
        if s["control_kind"] == "lookalike":
            if not s["look"] or s["look"] not in c["output"]: errs.append("%s lookalike text missing" % i)
        else:
            bad = [x for x in r["expect_absent"] if check(c["output"], x)]
            if bad: errs.append("%s control (%s) holds repeat's expect_absent %s" % (i, s["control_kind"], bad))
        if s["control_kind"] == "already_correct":
            if not s["right"] or s["right"] not in c["output"]: errs.append("%s already_correct right value missing" % i)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            errs.append("%s control equals another output" % i)
    # cross-scenario: gold_wrong of one scenario inside another scenario's outputs
    for a in S:
        gw = a["teach"]["gold_wrong"]
        for b in S:
            if a is b: continue
            for part in ("teach", "repeat", "control"):
                if gw in b[part]["output"]:
                    warns.append("gold_wrong of %s appears in %s %s output" % (a["id"], b["id"], part))
    return errs, warns


def public(s):
    return OrderedDict((k, s[k]) for k in FIELDS)


def table(title, counter, order=None):
    keys = order or sorted(counter)
    lines = ["| %s | n |" % title, "|---|---|"]
    lines += ["| %s | %d |" % (k, counter[k]) for k in keys if counter[k]]
    lines.append("| **total** | %d |" % sum(counter.values()))
    return "\n".join(lines)


def crosstab(rows, cols):
    rk = ["literal", "paraphrase", "semantic"]
    ck = ["lookalike", "same_topic", "already_correct", "unrelated"]
    lines = ["| difficulty \\ control_kind | " + " | ".join(ck) + " | total |", "|---" * (len(ck) + 2) + "|"]
    for r_ in rk:
        row = [sum(1 for s in S if s[rows] == r_ and s[cols] == c_) for c_ in ck]
        lines.append("| %s | %s | %d |" % (r_, " | ".join(map(str, row)), sum(row)))
    return "\n".join(lines)


def tables_markdown():
    out = []
    out.append(table("difficulty", Counter(s["difficulty"] for s in S), ["literal", "paraphrase", "semantic"]))
    out.append(table("control_kind", Counter(s["control_kind"] for s in S), ["lookalike", "same_topic", "already_correct", "unrelated"]))
    out.append(table("repeat_variation", Counter(s["repeat_variation"] for s in S), ["reworded", "code_block", "identifier", "casing"]))
    out.append(crosstab("difficulty", "control_kind"))
    out.append(table("correction style (teach.message; build.py only, not a JSONL field)", Counter(s["style"] for s in S),
                     ["x_not_y", "bare_fact", "imperative", "terse", "hedged", "embedded", "with_reason"]))
    out.append(table("topic", Counter(s["topic"] for s in S)))
    return "\n\n".join(out)


README_HEAD = """# heldout6: held-out learning-loop scenarios for cairn

Written 2026-11-27 by a helper session that read only ../shared/eval/loop/README.md and ../shared/eval/loop/run.py (no repository code, no other *.jsonl). HELD OUT: the engineers do not read this file's scenarios; only aggregate figures of run.py are looked at, and every look is counted in docs/loop.md. Do not copy its sentences into code, tests or training data.

Format: `scenarios.jsonl`, 60 lines, one JSON object each: `{id, topic, difficulty, repeat_variation, control_kind, teach{query, output, message, gold_wrong, gold_right}, repeat{query, output, expect_contains, expect_absent}, control{query, output}}`, ids `h6-001` … `h6-060`, as described in ../shared/eval/loop/README.md ("Scenario rules"). `expect_*` entries beginning with `re:` are Python regexes, the others case-sensitive substrings; controls must come back byte-identical.

Run (from the repository root):

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --shared-store --scenarios eval/heldout6/scenarios.jsonl
```

Files: `scenarios.jsonl` (the set), `build.py` (source of the set with a reference hand fix for every repeat; writes the JSONL and the tables below), `validate.py` (checks the JSONL on its own). Rebuild with `python3 eval/heldout6/build.py`, check with `python3 eval/heldout6/validate.py`.

## Counts (computed by build.py)

"""


def main():
    errs, warns = validate_all()
    for w in warns:
        print("warning:", w)
    if errs:
        for e in errs:
            print("ERROR:", e)
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README_HEAD + tables_markdown() + "\n")
    print("ok: %d scenarios; every repeat fails as written and passes after its reference fix" % len(S))
    print(tables_markdown())


if __name__ == "__main__":
    main()
