#!/usr/bin/env python3
"""Builds scenarios.jsonl for eval/dev5 and checks every repeat against a
hand-written reference fix (the fixes live only in this script).

    python3 build.py        # writes scenarios.jsonl, prints problems, exits 1 on any

Each scenario carries, besides the fields written to the file:
  fix    list of (old, new) replacements applied to repeat.output, or a full
         replacement string: the careful hand fix that must PASS the check;
  style  the correction message style (for the report only, not written).
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
S = []


def add(id, topic, difficulty, variation, control_kind, style,
        tq, to, tm, gw, gr, rq, ro, ec, ea, fix, cq, co):
    S.append(dict(
        id=id, topic=topic, difficulty=difficulty, repeat_variation=variation,
        control_kind=control_kind,
        teach=dict(query=tq, output=to, message=tm, gold_wrong=gw, gold_right=gr),
        repeat=dict(query=rq, output=ro, expect_contains=ec, expect_absent=ea),
        control=dict(query=cq, output=co),
        _fix=fix, _style=style))


# --------------------------------------------------------------------- 001-010
add("d5-001", "go-http", "literal", "code_block", "lookalike", "reason",
    "How do I set a timeout on an outgoing HTTP request in Go?",
    """You can set it on the client:

```go
client := &http.Client{
\tTimeout: 5,
}
resp, err := client.Get(url)
```

That covers the whole exchange, including reading the body.""",
    "Timeout is a time.Duration, so 5 there means five nanoseconds. It needs to be 5 * time.Second.",
    "Timeout: 5,", "Timeout: 5 * time.Second,",
    "Write me a client for the payments API that gives up after a few seconds.",
    """```go
var paymentsClient = &http.Client{
\tTimeout:   5,
\tTransport: tr,
}
```""",
    [r"re:Timeout:\s*5 \* time\.Second,", "Transport: tr,", "var paymentsClient = &http.Client{"],
    [r"re:Timeout:\s*5,"],
    [("Timeout:   5,", "Timeout:   5 * time.Second,")],
    "How do I cap idle connections per host on the transport?",
    """Set it on the transport:

```go
tr := &http.Transport{MaxIdleConnsPerHost: 5}
```

The default is 2, which is low for a service that talks to one backend a lot.""")

add("d5-002", "python-logging", "literal", "code_block", "lookalike", "imperative",
    "Add a warning log when the cache misses in fetch_profile.",
    """```python
logger = logging.getLogger(__name__)

def fetch_profile(user_id):
    profile = cache.get(user_id)
    if profile is None:
        logger.warn("cache miss for %s", user_id)
        profile = db.load_profile(user_id)
    return profile
```""",
    "Use logger.warning, warn is deprecated and our lint job fails on it.",
    "logger.warn(", "logger.warning(",
    "In the retry helper, log a warning each time we back off.",
    """```python
for attempt in range(max_attempts):
    try:
        return call()
    except TransientError:
        delay = base * 2 ** attempt
        logger.warn("attempt %d failed, sleeping %.1fs", attempt, delay)
        time.sleep(delay)
```""",
    ['logger.warning("attempt %d failed, sleeping %.1fs", attempt, delay)', "time.sleep(delay)"],
    [r"re:logger\.warn\("],
    [("logger.warn(", "logger.warning(")],
    "How do I tell callers that the old `timeout` kwarg is going away?",
    """Emit a DeprecationWarning from the function:

```python
import warnings

def connect(host, timeout=None, connect_timeout=10):
    if timeout is not None:
        warnings.warn("timeout is deprecated, use connect_timeout", DeprecationWarning, stacklevel=2)
        connect_timeout = timeout
    ...
```

stacklevel=2 makes the warning point at the caller's line.""")

add("d5-003", "python-datetime", "literal", "code_block", "already_correct", "x-not-y",
    "Stamp each audit row with the current time.",
    """```python
from datetime import datetime

row = AuditRow(
    actor=user.id,
    action=action,
    created_at=datetime.utcnow(),
)
```

Storing UTC keeps the rows comparable across regions.""",
    "datetime.now(timezone.utc), not datetime.utcnow(). We're on 3.12 and the column is timestamptz, so a naive value gets shifted.",
    "datetime.utcnow()", "datetime.now(timezone.utc)",
    "Set expires_at to one hour from now on the password reset token.",
    """```python
from datetime import datetime, timedelta

token.expires_at = datetime.utcnow() + timedelta(hours=1)
```""",
    ["datetime.now(timezone.utc) + timedelta(hours=1)", "token.expires_at = "],
    ["utcnow("],
    [("datetime.utcnow()", "datetime.now(timezone.utc)"),
     ("import datetime, timedelta", "import datetime, timedelta, timezone")],
    "How do I get today's date in UTC for the partition key?",
    """```python
from datetime import datetime, timezone

partition = datetime.now(timezone.utc).strftime("%Y-%m-%d")
```""")

add("d5-004", "node-fs", "literal", "code_block", "lookalike", "reason",
    "Read the JSON config file asynchronously at startup.",
    """```js
const fs = require('fs');

async function loadConfig(path) {
  const raw = await fs.readFile(path, 'utf8');
  return JSON.parse(raw);
}
```""",
    "That awaits the callback version of readFile, which doesn't return a promise. The require has to be 'fs/promises'.",
    "require('fs')", "require('fs/promises')",
    "Write a helper that reads all .sql files in migrations/ and returns their contents in order.",
    """```js
const fs = require('fs');
const path = require('path');

async function readMigrations(dir) {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')));
}
```""",
    ["const fs = require('fs/promises');", "const path = require('path');",
     "fs.readFile(path.join(dir, n), 'utf8')"],
    ["require('fs')"],
    [("require('fs')", "require('fs/promises')")],
    "Stream the upload to disk instead of buffering it in memory.",
    """```js
const fs = require('fs');
const { pipeline } = require('stream/promises');

async function saveUpload(req, dest) {
  await pipeline(req, fs.createWriteStream(dest));
}
```

pipeline handles backpressure and closes the file if the request errors.""")

add("d5-005", "express", "literal", "code_block", "same_topic", "terse",
    "Add an error handler to the Express app that returns JSON.",
    """```js
app.use((err, req, res) => {
  logger.error(err);
  res.status(err.status || 500).json({ error: err.message });
});
```

Register it after all the routes.""",
    "Four args: (err, req, res, next).",
    "(err, req, res) =>", "(err, req, res, next) =>",
    "Write the error middleware for the admin router; it should hide messages on 5xx.",
    """```js
adminRouter.use((err, req, res) => {
  const status = err.status || 500;
  res.status(status).json({ error: status >= 500 ? 'internal error' : err.message });
});
```""",
    ["adminRouter.use((err, req, res, next) =>", "status >= 500 ? 'internal error' : err.message"],
    ["(err, req, res) =>"],
    [("(err, req, res) =>", "(err, req, res, next) =>")],
    "How do I add a 404 handler for unknown routes?",
    """Add a plain middleware after all routes:

```js
app.use((req, res) => {
  res.status(404).json({ error: 'not found' });
});
```

Express runs it for any request that no route answered.""")

add("d5-006", "npm-pnpm", "paraphrase", "other_identifier", "lookalike", "bare_fact",
    "Add zod to the web package.",
    """Run this from `apps/web`:

```sh
npm install zod
```

Then import it with `import { z } from 'zod'`.""",
    "This repo is a pnpm workspace, there's a pnpm-lock.yaml at the root.",
    "npm install zod", "pnpm add zod",
    "I need date-fns in the api package.",
    """From `apps/api`:

```sh
npm install date-fns
```

It's tree-shakeable, so only the functions you import end up in the bundle.""",
    ["pnpm add date-fns", "From `apps/api`:"],
    [r"re:(?<!p)npm install"],
    [("npm install date-fns", "pnpm add date-fns")],
    "How do I publish the shared ui package to the internal registry?",
    """```sh
cd packages/ui
pnpm publish --registry https://npm.internal.acme.dev
```

The registry URL is also in the root `.npmrc`, so you can drop the flag once that's set.""")

add("d5-007", "java-version", "paraphrase", "other_identifier", "lookalike", "bare_fact",
    "Get the first line item of the order in OrderService.",
    """```java
LineItem first = order.getItems().getFirst();
```

Check `isEmpty()` first if an order can have no items.""",
    "We're on Java 17, List.getFirst() only arrived in 21. Use get(0).",
    "order.getItems().getFirst()", "order.getItems().get(0)",
    "In the invoice mapper, take the first payment from invoice.getPayments().",
    """```java
Payment firstPayment = invoice.getPayments().getFirst();
mapper.setPaidAt(firstPayment.getCapturedAt());
```""",
    ["invoice.getPayments().get(0);", "mapper.setPaidAt(firstPayment.getCapturedAt());"],
    ["getFirst()"],
    [("getPayments().getFirst()", "getPayments().get(0)")],
    "Our job queue is an ArrayDeque; how do I look at the oldest job without removing it?",
    """```java
Deque<Job> queue = new ArrayDeque<>();
// ...
Job oldest = queue.getFirst();
```

Use `peekFirst()` instead if you'd rather get null than an exception on an empty queue.""")

add("d5-008", "rust-tokio", "literal", "code_block", "same_topic", "hedged",
    "Set up a Cargo.toml for a small axum service.",
    """```toml
[package]
name = "notifier"
version = "0.1.0"
edition = "2021"

[dependencies]
axum = "0.7"
tokio = { version = "1", features = ["rt"] }
serde = { version = "1", features = ["derive"] }
```""",
    "Won't #[tokio::main] need the macros and rt-multi-thread features? Just \"rt\" doesn't compile for me.",
    'features = ["rt"]', 'features = ["macros", "rt-multi-thread"]',
    "Dependencies for a CLI that calls two HTTP APIs concurrently with reqwest?",
    """```toml
[dependencies]
reqwest = { version = "0.12", features = ["json"] }
tokio = { version = "1", features = ["rt"] }
anyhow = "1"
```

Then annotate `main` with `#[tokio::main]` and use `tokio::join!` for the two calls.""",
    [r're:tokio = \{ version = "1", features = \[[^\]]*"macros"', r're:tokio = \{[^}]*"rt-multi-thread"',
     'reqwest = { version = "0.12", features = ["json"] }'],
    ['features = ["rt"]'],
    [('features = ["rt"]', 'features = ["macros", "rt-multi-thread"]')],
    "Which tokio features do I need for tokio::fs and timers?",
    """Add `fs` and `time`:

```toml
tokio = { version = "1", features = ["macros", "rt-multi-thread", "fs", "time"] }
```

Or use `full` if you don't care about compile time.""")

add("d5-009", "postgres-sql", "literal", "casing", "lookalike", "x-not-y",
    "Report total spend per customer from the Postgres orders table, treating missing discounts as zero.",
    """```sql
SELECT customer_id,
       SUM(amount - NVL(discount, 0)) AS spend
FROM orders
GROUP BY customer_id;
```""",
    "COALESCE, not NVL. NVL is Oracle, this is Postgres.",
    "NVL(", "COALESCE(",
    "In the analytics Postgres, show each user's display name, or their email if it's missing.",
    """```sql
select id,
       nvl(display_name, email) as shown_name
from users;
```""",
    [r"re:(?i)coalesce\(display_name, email\) as shown_name", "from users;"],
    [r"re:(?i)\bnvl\("],
    [("nvl(", "coalesce(")],
    "The finance extract runs against the Oracle ledger DB. How do I default a null region to 'UNKNOWN' there?",
    """```sql
SELECT invoice_id, NVL(region, 'UNKNOWN') AS region
FROM ledger.invoices;
```

On Oracle, NVL is the usual way to write it.""")

add("d5-010", "tsql", "paraphrase", "other_identifier", "same_topic", "imperative",
    "Latest 10 signups from dbo.Users on our SQL Server.",
    """```sql
SELECT id, email, created_at
FROM dbo.Users
ORDER BY created_at DESC
LIMIT 10;
```""",
    "Use TOP, SQL Server has no LIMIT.",
    "SELECT id, email, created_at\nFROM dbo.Users\nORDER BY created_at DESC\nLIMIT 10;",
    "SELECT TOP 10 id, email, created_at\nFROM dbo.Users\nORDER BY created_at DESC;",
    "On the SQL Server reporting DB, give me the 25 largest invoices from dbo.Invoices.",
    """```sql
SELECT invoice_no, customer_id, total
FROM dbo.Invoices
ORDER BY total DESC
LIMIT 25;
```""",
    [r"re:SELECT\s+TOP\s*\(?25\)?\s+invoice_no, customer_id, total", "ORDER BY total DESC"],
    ["LIMIT"],
    [("SELECT invoice_no", "SELECT TOP 25 invoice_no"), ("ORDER BY total DESC\nLIMIT 25;", "ORDER BY total DESC;")],
    "How do I page through dbo.Orders 50 rows at a time on SQL Server?",
    """Use OFFSET/FETCH, which needs an ORDER BY:

```sql
SELECT id, placed_at, total
FROM dbo.Orders
ORDER BY id
OFFSET @skip ROWS FETCH NEXT 50 ROWS ONLY;
```""")

# --------------------------------------------------------------------- 011-020
add("d5-011", "sqlalchemy", "paraphrase", "renamed_identifier", "same_topic", "bare_fact",
    "Load a user by primary key with SQLAlchemy.",
    """```python
user = session.query(User).get(user_id)
if user is None:
    raise NotFound()
```""",
    "Query.get is legacy in 2.0 and we run with deprecation warnings as errors. It's session.get(User, user_id).",
    "session.query(User).get(user_id)", "session.get(User, user_id)",
    "Fetch the order by id in the refund handler.",
    """```python
order = db.query(Order).get(order_id)
if order is None or order.refunded:
    return
```""",
    ["order = db.get(Order, order_id)", "if order is None or order.refunded:"],
    [".query(Order).get("],
    [("db.query(Order).get(order_id)", "db.get(Order, order_id)")],
    "How do I get all active users ordered by signup date in SQLAlchemy 2.0?",
    """```python
stmt = select(User).where(User.active.is_(True)).order_by(User.created_at)
users = session.scalars(stmt).all()
```""")

add("d5-012", "mysql", "literal", "reworded", "lookalike", "embedded",
    "Case-insensitive search on product names in our MySQL catalog.",
    """```sql
SELECT id, name FROM products WHERE name ILIKE CONCAT('%', ?, '%');
```

That matches regardless of case.""",
    "Thanks! One thing: MySQL has no ILIKE, plain LIKE is already case-insensitive with our utf8mb4_0900_ai_ci collation. Can you also add a LIMIT 50?",
    "ILIKE", "LIKE",
    "Find customers in MySQL whose email domain matches a string, ignoring case.",
    """You can filter with ILIKE and a leading wildcard: `SELECT id, email FROM customers WHERE email ILIKE CONCAT('%@', ?);` The leading % means no index on email can be used.""",
    ["WHERE email LIKE CONCAT('%@', ?);", "The leading % means no index on email can be used."],
    ["ILIKE"],
    [("ILIKE", "LIKE")],
    "Same search, but on the Postgres replica of the catalog.",
    """```sql
SELECT id, name FROM products WHERE name ILIKE '%' || $1 || '%';
```

On Postgres ILIKE is the case-insensitive form; a trigram index helps if the table is big.""")

add("d5-013", "git-branch", "literal", "reworded", "lookalike", "bare_fact",
    "How do I update my feature branch with the latest changes?",
    """```sh
git fetch origin
git rebase origin/main
```

Resolve any conflicts, then `git push --force-with-lease`.""",
    "Our default branch is trunk, there's no main on origin.",
    "origin/main", "origin/trunk",
    "What's the diff between my branch and what's upstream?",
    """Fetch first, then compare against the merge base with `git diff origin/main...HEAD`; the three dots leave out commits that landed upstream after you branched.""",
    ["git diff origin/trunk...HEAD", "the three dots leave out commits"],
    ["origin/main"],
    [("origin/main", "origin/trunk")],
    "Where's the entry point of the service?",
    """It's `cmd/server/main.go`; `main()` reads the config, builds the router and calls `srv.ListenAndServe()`.""")

add("d5-014", "shell-sed", "literal", "code_block", "lookalike", "reason",
    "One-liner to bump the version in package.json to 2.4.0.",
    """```sh
sed -i 's/"version": "[^"]*"/"version": "2.4.0"/' package.json
```""",
    "Everyone here is on macOS, and BSD sed needs an explicit suffix after -i, so it's sed -i '' ... Otherwise it takes the expression as the backup extension.",
    "sed -i 's/", "sed -i '' 's/",
    "Replace every occurrence of api.old-host.io with api.acme.io in the .env files.",
    """```sh
for f in .env*; do
  sed -i 's/api\\.old-host\\.io/api.acme.io/g' "$f"
done
```""",
    ["sed -i '' 's/api\\.old-host\\.io/api.acme.io/g' \"$f\"", "for f in .env*; do"],
    [r"re:sed -i '(?!')"],
    [("sed -i 's/", "sed -i '' 's/")],
    "Patch the nginx config in our Dockerfile so it listens on 8080.",
    """```dockerfile
FROM nginx:1.27-alpine
RUN sed -i 's/listen       80;/listen       8080;/' /etc/nginx/conf.d/default.conf
```

This runs at image build time, inside the Alpine image.""")

add("d5-015", "bash-quoting", "literal", "code_block", "already_correct", "terse",
    "Write a wrapper script that sets env vars and passes all arguments to the real binary.",
    """```bash
#!/usr/bin/env bash
set -euo pipefail
export APP_ENV=${APP_ENV:-dev}
exec /opt/tool/bin/tool $@
```""",
    'Quote it: "$@".',
    "$@", '"$@"',
    "Wrapper for the migrate binary that always adds --config.",
    """```bash
#!/usr/bin/env bash
set -euo pipefail
exec migrate --config /etc/app/migrate.yaml $@
```""",
    ['exec migrate --config /etc/app/migrate.yaml "$@"'],
    [r're:(?<!")\$@'],
    [("$@", '"$@"')],
    "Script that runs pytest in the container and forwards my args.",
    """```bash
#!/usr/bin/env bash
set -euo pipefail
docker compose run --rm api pytest "$@"
```""")

add("d5-016", "jira-prefix", "literal", "reworded", "lookalike", "x-not-y",
    "Write the commit message for the webhook retry fix, ticket 482.",
    """```
PLT-482: retry failed webhooks with backoff

Failed deliveries are retried up to 5 times with exponential backoff.
```""",
    "The key is PLAT, not PLT. PLAT-482.",
    "PLT-", "PLAT-",
    "PR title for ticket 517, removing the legacy CSV export?",
    """How about "PLT-517: remove legacy CSV export"? Keep the body short and link the ticket.""",
    ["PLAT-517: remove legacy CSV export", "link the ticket"],
    ["PLT-"],
    [("PLT-", "PLAT-")],
    "Plot the p95 latency from the CSV export.",
    """```python
import pandas as pd
import matplotlib.pyplot as plt

df = pd.read_csv("latency.csv", parse_dates=["ts"])
df.set_index("ts")["p95_ms"].plot()
plt.ylabel("p95 (ms)")
plt.savefig("p95.png")
```""")

add("d5-017", "slack-channel", "literal", "reworded", "lookalike", "imperative",
    "Draft the on-call runbook step for announcing a SEV2.",
    """1. Open an incident in PagerDuty and set severity to SEV2.
2. Post a short summary in #incidents with the impact and the incident commander.
3. Update the status page if customers are affected.""",
    "Post in #inc-bridge, #incidents was archived in the spring.",
    "#incidents", "#inc-bridge",
    "Where should I announce that the payments outage is resolved?",
    """Post the resolution in #incidents, link the postmortem doc, and resolve the PagerDuty incident.""",
    ["Post the resolution in #inc-bridge", "resolve the PagerDuty incident."],
    ["#incidents"],
    [("#incidents", "#inc-bridge")],
    "How long until PagerDuty auto-resolves things?",
    """Our PagerDuty services auto-resolve incidents after 4 hours without a new alert; acknowledged incidents go back to triggered after 30 minutes.""")

add("d5-018", "codeowners", "literal", "reworded", "same_topic", "bare_fact",
    "Who should review changes to services/billing?",
    """Request @acme/payments on the PR; CODEOWNERS adds them automatically for anything under services/billing.""",
    "billing moved to ledger-core in Q2, CODEOWNERS has @acme/ledger-core for services/billing now.",
    "@acme/payments", "@acme/ledger-core",
    "I changed the invoice rounding in services/billing, who do I ping for review?",
    """Ping @acme/payments; they own services/billing and get requested automatically through CODEOWNERS.""",
    ["Ping @acme/ledger-core", "get requested automatically through CODEOWNERS"],
    ["@acme/payments"],
    [("@acme/payments", "@acme/ledger-core")],
    "How do I see who owns a path?",
    """Look at `.github/CODEOWNERS`; the last matching pattern wins. `gh api repos/acme/platform/codeowners/errors` lists entries GitHub couldn't parse.""")

add("d5-019", "docker-python", "literal", "code_block", "same_topic", "hedged",
    "Dockerfile for the worker service.",
    """```dockerfile
FROM python:3.11-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["python", "-m", "worker"]
```""",
    "Aren't we on 3.12 everywhere? The lockfile is built against 3.12.",
    "python:3.11-slim", "python:3.12-slim",
    "Multi-stage Dockerfile for the API so the final image has no build tools.",
    """```dockerfile
FROM python:3.11-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends build-essential
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:3.11-slim
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/*
COPY . /app
```""",
    ["FROM python:3.12-slim AS build", r"re:(?m)^FROM python:3\.12-slim$", "COPY --from=build /wheels /wheels"],
    ["3.11"],
    [("python:3.11-slim", "python:3.12-slim")],
    "How do I keep the image small when pip installs?",
    """Use `--no-cache-dir` on `pip install`, and clean the apt lists in the same layer with `rm -rf /var/lib/apt/lists/*`. A `.dockerignore` that skips `.git` and `__pycache__` helps too.""")

add("d5-020", "k8s-namespace", "literal", "code_block", "lookalike", "x-not-y",
    "Restart the api deployment in prod.",
    """```sh
kubectl rollout restart deployment/api -n prod
kubectl rollout status deployment/api -n prod
```""",
    "The namespace is production, not prod.",
    "-n prod", "-n production",
    "Show me the last 100 log lines of the worker in prod.",
    """```sh
kubectl logs deployment/worker -n prod --tail=100
```""",
    ["kubectl logs deployment/worker -n production --tail=100"],
    [r"re:-n prod\b"],
    [("-n prod ", "-n production ")],
    "How do I point kubectl at the EU production cluster?",
    """```sh
kubectl config use-context prod-eu
```

The context is named after the cluster, `prod-eu`.""")

# --------------------------------------------------------------------- 021-030
INGRESS_WRONG = """```yaml
apiVersion: networking.k8s.io/v1beta1
kind: Ingress
metadata:
  name: %s
spec:
  ingressClassName: nginx
  rules:
    - host: %s
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: %s
                port:
                  number: %d
```"""

add("d5-021", "k8s-ingress", "literal", "code_block", "already_correct", "reason",
    "Ingress manifest for the docs site.",
    INGRESS_WRONG % ("docs", "docs.acme.io", "docs", 80),
    "v1beta1 Ingress was removed in 1.22 and our clusters run 1.29. It's networking.k8s.io/v1.",
    "networking.k8s.io/v1beta1", "networking.k8s.io/v1",
    "Ingress for grafana at grafana.internal.acme.io.",
    INGRESS_WRONG % ("grafana", "grafana.internal.acme.io", "grafana", 3000),
    ["apiVersion: networking.k8s.io/v1\n", "- host: grafana.internal.acme.io", "number: 3000"],
    ["v1beta1"],
    [("v1beta1", "v1")],
    "Ingress for the status page.",
    (INGRESS_WRONG % ("status", "status.acme.io", "statuspage", 8080)).replace("v1beta1", "v1"))

add("d5-022", "helm", "paraphrase", "reordered_args", "same_topic", "imperative",
    "Install the redis chart as 'cache' in the staging namespace.",
    """```sh
helm install --name cache bitnami/redis --namespace staging
```""",
    "Drop --name, Helm 3 takes the release name as the first positional argument.",
    "helm install --name cache bitnami/redis", "helm install cache bitnami/redis",
    "Put grafana into the monitoring namespace with our values file.",
    """```sh
helm install grafana/grafana --name grafana -f values/grafana.yaml -n monitoring
```""",
    ["helm install grafana grafana/grafana", "-f values/grafana.yaml", "-n monitoring"],
    ["--name"],
    "```sh\nhelm install grafana grafana/grafana -f values/grafana.yaml -n monitoring\n```",
    "How do I roll back the cache release to the previous revision?",
    """```sh
helm history cache -n staging
helm rollback cache -n staging
```

Without a revision number it goes back one.""")

add("d5-023", "terraform-backend", "literal", "code_block", "already_correct", "terse",
    "Backend block for the new networking stack.",
    """```hcl
terraform {
  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "networking/terraform.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "terraform-locks"
  }
}
```""",
    "state bucket is acme-tfstate-prod",
    "acme-terraform-state", "acme-tfstate-prod",
    "Backend config for the dns stack?",
    """```hcl
terraform {
  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "dns/terraform.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "terraform-locks"
  }
}
```""",
    [r're:bucket\s*=\s*"acme-tfstate-prod"', r're:key\s*=\s*"dns/terraform\.tfstate"', r're:dynamodb_table\s*=\s*"terraform-locks"'],
    ["acme-terraform-state"],
    [("acme-terraform-state", "acme-tfstate-prod")],
    "How do I read the VPC outputs of the networking stack from another stack?",
    """```hcl
data "terraform_remote_state" "networking" {
  backend = "s3"
  config = {
    bucket = "acme-tfstate-prod"
    key    = "networking/terraform.tfstate"
    region = "eu-central-1"
  }
}
```

Then use `data.terraform_remote_state.networking.outputs.vpc_id`.""")

add("d5-024", "aws-region", "literal", "reworded", "lookalike", "x-not-y",
    "Create the SQS queue for the export jobs.",
    """```sh
aws sqs create-queue --queue-name export-jobs --region us-east-1
```""",
    "eu-central-1, not us-east-1. All our workloads are in Frankfurt.",
    "us-east-1", "eu-central-1",
    "List the Lambda functions we have.",
    """Run `aws lambda list-functions --region us-east-1 --query 'Functions[].FunctionName'` to get just the names.""",
    ["aws lambda list-functions --region eu-central-1 --query 'Functions[].FunctionName'"],
    ["us-east-1"],
    [("us-east-1", "eu-central-1")],
    "I need a TLS certificate for the CloudFront distribution in front of the docs site.",
    """Request it in ACM in us-east-1; CloudFront only uses certificates from that region:

```sh
aws acm request-certificate --domain-name docs.acme.io --validation-method DNS --region us-east-1
```""")

add("d5-025", "gcloud-gke", "literal", "code_block", "same_topic", "bare_fact",
    "Get kubectl credentials for the prod GKE cluster.",
    """```sh
gcloud container clusters get-credentials prod-gke --zone europe-west1-b --project acme-prod
```""",
    "prod-gke is a regional cluster, it's --region europe-west1.",
    "--zone europe-west1-b", "--region europe-west1",
    "How do I check the node pool versions on prod-gke?",
    """```sh
gcloud container node-pools list --cluster prod-gke --zone europe-west1-b --project acme-prod
```""",
    ["--cluster prod-gke --region europe-west1 --project acme-prod"],
    ["--zone", "europe-west1-b"],
    [("--zone europe-west1-b", "--region europe-west1")],
    "Which project is the staging GKE cluster in?",
    """Staging lives in `acme-staging`; `gcloud container clusters list --project acme-staging` shows `stg-gke`.""")

add("d5-026", "az-aks", "literal", "reworded", "unrelated", "embedded",
    "Pull AKS credentials for the platform cluster.",
    """```sh
az aks get-credentials --resource-group rg-platform --name aks-platform-prod
```""",
    "Got logged in, thanks. The resource group is rg-platform-prod though; rg-platform is the old one that only holds the DNS zones.",
    "--resource-group rg-platform ", "--resource-group rg-platform-prod ",
    "Scale the user node pool on aks-platform-prod to 5 nodes.",
    """Run `az aks nodepool scale --resource-group rg-platform --cluster-name aks-platform-prod --name user --node-count 5`; it takes a few minutes.""",
    ["--resource-group rg-platform-prod --cluster-name aks-platform-prod --name user --node-count 5"],
    [r"re:rg-platform(?!-prod)"],
    [("rg-platform ", "rg-platform-prod ")],
    "How do I squash my last three commits?",
    """```sh
git rebase -i HEAD~3
```

Mark the second and third as `squash` (or `s`) and save.""")

add("d5-027", "aws-ecr", "literal", "code_block", "already_correct", "reason",
    "Log docker into our ECR registry, 601234567890.dkr.ecr.eu-central-1.amazonaws.com.",
    """```sh
$(aws ecr get-login --no-include-email --region eu-central-1)
```""",
    "get-login is gone in CLI v2, which is what the runners have. Use get-login-password piped into docker login.",
    "$(aws ecr get-login --no-include-email --region eu-central-1)",
    "aws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin 601234567890.dkr.ecr.eu-central-1.amazonaws.com",
    "In the deploy job, authenticate to ECR before pushing the image.",
    """```yaml
- name: ECR login
  run: $(aws ecr get-login --no-include-email --region eu-central-1)
- name: Push
  run: docker push 601234567890.dkr.ecr.eu-central-1.amazonaws.com/api:${{ github.sha }}
```""",
    [r"re:get-login-password[^\n]*\|\s*docker login --username AWS --password-stdin",
     "run: docker push 601234567890.dkr.ecr.eu-central-1.amazonaws.com/api:${{ github.sha }}"],
    [r"re:get-login(?!-password)"],
    [("$(aws ecr get-login --no-include-email --region eu-central-1)",
      "aws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin 601234567890.dkr.ecr.eu-central-1.amazonaws.com")],
    "Log in to ECR from the Makefile.",
    """```make
ecr-login:
\taws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin 601234567890.dkr.ecr.eu-central-1.amazonaws.com
```""")

add("d5-028", "gha-checkout", "literal", "code_block", "lookalike", "reason",
    "Workflow that runs the Go tests on every PR.",
    """```yaml
name: test
on: pull_request
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
    "checkout@v2 runs on Node 12, which GitHub no longer supports. Use actions/checkout@v4.",
    "actions/checkout@v2", "actions/checkout@v4",
    "Add a lint job that runs golangci-lint.",
    """```yaml
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v2
      - uses: golangci/golangci-lint-action@v6
        with:
          version: v1.59
```""",
    ["- uses: actions/checkout@v4", "- uses: golangci/golangci-lint-action@v6", "version: v1.59"],
    ["checkout@v2"],
    [("actions/checkout@v2", "actions/checkout@v4")],
    "Deploy step that logs into Azure with OIDC.",
    """```yaml
      - uses: azure/login@v2
        with:
          client-id: ${{ secrets.AZURE_CLIENT_ID }}
          tenant-id: ${{ secrets.AZURE_TENANT_ID }}
          subscription-id: ${{ secrets.AZURE_SUBSCRIPTION_ID }}
```

The job also needs `permissions: id-token: write`.""")

add("d5-029", "gha-output", "paraphrase", "code_block", "already_correct", "imperative",
    "Step that computes the short SHA and exposes it to later steps.",
    """```yaml
- id: vars
  run: echo "::set-output name=short_sha::$(git rev-parse --short HEAD)"
```""",
    "Write to $GITHUB_OUTPUT instead, set-output is deprecated and prints a warning on every run.",
    'echo "::set-output name=short_sha::$(git rev-parse --short HEAD)"',
    'echo "short_sha=$(git rev-parse --short HEAD)" >> "$GITHUB_OUTPUT"',
    "Expose the chart version from Chart.yaml as a step output.",
    """```yaml
- id: chart
  run: echo "::set-output name=version::$(yq '.version' charts/api/Chart.yaml)"
```""",
    [r"""re:version=\$\(yq '\.version' charts/api/Chart\.yaml\)"?\s*>>\s*"?\$GITHUB_OUTPUT""", "- id: chart"],
    ["set-output"],
    [('echo "::set-output name=version::$(yq \'.version\' charts/api/Chart.yaml)"',
      'echo "version=$(yq \'.version\' charts/api/Chart.yaml)" >> "$GITHUB_OUTPUT"')],
    "Output the image tag from the build step.",
    """```yaml
- id: meta
  run: echo "tag=${GITHUB_SHA::7}" >> "$GITHUB_OUTPUT"
```

Later steps read it as `${{ steps.meta.outputs.tag }}`.""")

add("d5-030", "gitlab-ci", "literal", "reworded", "same_topic", "hedged",
    "Only run the deploy job on the release branch in GitLab CI.",
    """```yaml
deploy:
  stage: deploy
  script: ./deploy.sh
  rules:
    - if: '$CI_BRANCH_NAME == "release"'
```""",
    "Is CI_BRANCH_NAME a thing? I think the predefined one is CI_COMMIT_BRANCH.",
    "$CI_BRANCH_NAME", "$CI_COMMIT_BRANCH",
    "How do I print which branch a pipeline is building?",
    """Add `echo "building $CI_BRANCH_NAME"` to the job's script; it's empty for tag pipelines.""",
    ['echo "building $CI_COMMIT_BRANCH"', "it's empty for tag pipelines"],
    ["CI_BRANCH_NAME"],
    [("$CI_BRANCH_NAME", "$CI_COMMIT_BRANCH")],
    "How do I skip a job in merge request pipelines?",
    """```yaml
  rules:
    - if: '$CI_PIPELINE_SOURCE == "merge_request_event"'
      when: never
    - when: on_success
```""")

# --------------------------------------------------------------------- 031-040
add("d5-031", "promql", "literal", "code_block", "already_correct", "reason",
    "PromQL for request rate per service.",
    """```promql
sum by (service) (rate(http_requests_total[1m]))
```""",
    "Our scrape interval is 60s, so a 1m window holds a single sample and rate() comes out empty. Use [5m].",
    "[1m]", "[5m]",
    "Error ratio for the checkout service?",
    """```promql
sum(rate(http_requests_total{service="checkout",code=~"5.."}[1m]))
/
sum(rate(http_requests_total{service="checkout"}[1m]))
```""",
    ['code=~"5.."}[5m]))', 'sum(rate(http_requests_total{service="checkout"}[5m]))'],
    ["[1m]"],
    [("[1m]", "[5m]")],
    "Alert expression for CPU throttling?",
    """```promql
sum by (pod) (rate(container_cpu_cfs_throttled_periods_total[5m]))
/
sum by (pod) (rate(container_cpu_cfs_periods_total[5m])) > 0.25
```""")

add("d5-032", "promql-histogram", "paraphrase", "other_identifier", "lookalike", "imperative",
    "p99 latency per route from the request duration histogram.",
    """```promql
histogram_quantile(0.99, sum by (route) (rate(http_request_duration_seconds_bucket[5m])))
```""",
    "Keep le in the by clause: sum by (le, route). Without it histogram_quantile has no buckets to work with.",
    "sum by (route)", "sum by (le, route)",
    "p95 handling time per gRPC service?",
    """```promql
histogram_quantile(0.95, sum by (service) (rate(grpc_server_handling_seconds_bucket[5m])))
```""",
    [r"re:sum by \((le, service|service, le)\) \(rate\(grpc_server_handling_seconds_bucket\[5m\]\)\)", "histogram_quantile(0.95, "],
    ["sum by (service) ("],
    [("sum by (service)", "sum by (le, service)")],
    "Requests per second per route?",
    """```promql
sum by (route) (rate(http_requests_total[5m]))
```""")

add("d5-033", "loki", "paraphrase", "other_identifier", "lookalike", "bare_fact",
    "LogQL to find errors from the api in the last hour.",
    """```logql
{app="api"} |= "level=error"
```

Set the time picker to the last hour.""",
    "Our Loki streams are labelled service, there's no app label since the agent migration.",
    '{app="api"}', '{service="api"}',
    "Count checkout timeouts per minute in Loki.",
    """```logql
sum(count_over_time({app="checkout"} |= "context deadline exceeded" [1m]))
```""",
    ['{service="checkout"} |= "context deadline exceeded" [1m]'],
    ["app="],
    [('{app="checkout"}', '{service="checkout"}')],
    "How do I list the checkout pods?",
    """```sh
kubectl get pods -n production -l app=checkout
```

The Deployment still puts the `app` label on its pods.""")

add("d5-034", "otel", "literal", "reworded", "lookalike", "x-not-y",
    "Env vars to send traces from the Node service to the collector over HTTP.",
    """```sh
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317
OTEL_SERVICE_NAME=web
```""",
    "4318 for OTLP over HTTP, not 4317. 4317 is the gRPC port.",
    "otel-collector:4317", "otel-collector:4318",
    "Point the Python worker at the collector using http/protobuf.",
    """Set `OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf` and `OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317`, plus `OTEL_SERVICE_NAME=worker` so the traces are easy to find.""",
    ["OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4318", "OTEL_SERVICE_NAME=worker",
     "OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf"],
    ["4317"],
    [("otel-collector:4317", "otel-collector:4318")],
    "The Go service uses the gRPC exporter; what endpoint should it use?",
    """```go
exp, err := otlptracegrpc.New(ctx,
\totlptracegrpc.WithEndpoint("otel-collector:4317"),
\totlptracegrpc.WithInsecure(),
)
```""")

add("d5-035", "datadog-site", "literal", "reworded", "lookalike", "terse",
    "Agent config for sending logs to Datadog.",
    """```yaml
api_key: ${DD_API_KEY}
site: datadoghq.com
logs_enabled: true
```""",
    "EU site. datadoghq.eu.",
    "site: datadoghq.com", "site: datadoghq.eu",
    "Which Datadog settings go into the Helm values?",
    """In values.yaml set `datadog.site: datadoghq.com` and read the API key from the existing `datadog-secret` secret with `datadog.apiKeyExistingSecret`.""",
    ["datadog.site: datadoghq.eu", "datadog.apiKeyExistingSecret"],
    ["datadoghq.com"],
    [("datadoghq.com", "datadoghq.eu")],
    "Where are the docs for log pipelines?",
    """See https://docs.datadoghq.com/logs/log_configuration/pipelines/; the docs are the same for every site.""")

add("d5-036", "vite-env", "paraphrase", "other_identifier", "same_topic", "hedged",
    "Read the API base URL from the env in the Vite app.",
    """```ts
const apiBase = import.meta.env.REACT_APP_API_URL;
```

Define it in `.env.local` for development.""",
    "Doesn't Vite only expose variables starting with VITE_? So VITE_API_URL.",
    "REACT_APP_API_URL", "VITE_API_URL",
    "Initialise Sentry with the DSN from the env.",
    """```ts
Sentry.init({
  dsn: import.meta.env.REACT_APP_SENTRY_DSN,
  tracesSampleRate: 0.1,
});
```""",
    ["dsn: import.meta.env.VITE_SENTRY_DSN,", "tracesSampleRate: 0.1,"],
    ["REACT_APP_"],
    [("REACT_APP_SENTRY_DSN", "VITE_SENTRY_DSN")],
    "How do I tell if the Vite app is a production build?",
    """```ts
if (import.meta.env.PROD) {
  enableAnalytics();
}
```

`import.meta.env.MODE` gives the mode name if you need more than a boolean.""")

add("d5-037", "node-version", "literal", "reworded", "same_topic", "embedded",
    "Base image for the web build stage.",
    """```dockerfile
FROM node:18-alpine AS build
WORKDIR /app
COPY package.json pnpm-lock.yaml ./
RUN corepack enable && pnpm install --frozen-lockfile
```""",
    "Build's green now, thanks. Only thing: .nvmrc says 20 and CI and prod run Node 20, so the base should be node:20-alpine.",
    "node:18-alpine", "node:20-alpine",
    "Which image should the storybook job use in CI?",
    """Use `node:18-alpine`; it's small and matches the build stage, so the cache is shared.""",
    ["Use `node:20-alpine`", "so the cache is shared"],
    ["node:18"],
    [("node:18-alpine", "node:20-alpine")],
    "How do I make sure devs use the right Node version locally?",
    """Run `nvm use` in the repo root; it reads `.nvmrc`. Adding `"engines": {"node": ">=20"}` to package.json makes pnpm complain when someone installs with an older one.""")

add("d5-038", "pandas-append", "paraphrase", "renamed_identifier", "already_correct", "reason",
    "Accumulate the per-file frames into one DataFrame.",
    """```python
result = pd.DataFrame()
for path in paths:
    df = pd.read_parquet(path)
    result = result.append(df, ignore_index=True)
```""",
    "DataFrame.append was removed in pandas 2 and we're on 2.2. It has to be pd.concat.",
    "result = result.append(df, ignore_index=True)", "result = pd.concat([result, df], ignore_index=True)",
    "Add the new batch rows to the running events table and save it.",
    """```python
events = events.append(batch, ignore_index=True)
events.to_parquet("events.parquet")
```""",
    ["events = pd.concat([events, batch], ignore_index=True)", 'events.to_parquet("events.parquet")'],
    [".append("],
    [("events = events.append(batch, ignore_index=True)", "events = pd.concat([events, batch], ignore_index=True)")],
    "Stack the monthly frames into one.",
    """```python
full = pd.concat(monthly_frames, ignore_index=True)
```""")

add("d5-039", "dbt-select", "literal", "reworded", "lookalike", "imperative",
    "Run just the orders model and everything downstream of it.",
    """```sh
dbt run --models orders+
```""",
    "Use --select, --models is deprecated and our dbt wrapper rejects it.",
    "dbt run --models", "dbt run --select",
    "How do I rebuild stg_payments only?",
    """Run `dbt run --models stg_payments`; it won't touch anything else in the project.""",
    ["`dbt run --select stg_payments`", "it won't touch anything else"],
    ["--models"],
    [("--models", "--select")],
    "How do I make everything in marts a table by default?",
    """Set it in `dbt_project.yml`:

```yaml
models:
  acme:
    marts:
      +materialized: table
```""")

add("d5-040", "spark-shuffle", "paraphrase", "reworded", "same_topic", "terse",
    "Why does my Spark job have exactly that many tasks after the join?",
    """After a shuffle Spark splits the data into `spark.sql.shuffle.partitions` partitions, which defaults to 100. With AQE on, small partitions can be coalesced, so you may see fewer.""",
    "Default is 200.",
    "defaults to 100", "defaults to 200",
    "If I don't set spark.sql.shuffle.partitions, what do I get?",
    """You get the default of 100 shuffle partitions, which is usually too many for small data and too few for very large joins.""",
    [r"re:\b200\b", "too few for very large joins"],
    [r"re:\b100\b"],
    [("100", "200")],
    "How do I turn on adaptive query execution?",
    """Set `spark.sql.adaptive.enabled=true`; it has been on by default since Spark 3.2.""")

# --------------------------------------------------------------------- 041-048
add("d5-041", "env-bastion", "literal", "reworded", "unrelated", "x-not-y",
    "How do I SSH to the staging database host through the bastion?",
    """```sh
ssh -J deploy@bastion-staging.acme.internal deploy@pg-stg-1.acme.internal
```""",
    "bastion.stg.acme.internal, not bastion-staging. That name went away with the old VPC.",
    "bastion-staging.acme.internal", "bastion.stg.acme.internal",
    "Forward the staging pgbouncer port to my laptop.",
    """Run `ssh -N -L 6432:pg-stg-1.acme.internal:6432 deploy@bastion-staging.acme.internal` and leave it open, then connect to localhost:6432.""",
    ["ssh -N -L 6432:pg-stg-1.acme.internal:6432 deploy@bastion.stg.acme.internal", "connect to localhost:6432"],
    ["bastion-staging"],
    [("bastion-staging.acme.internal", "bastion.stg.acme.internal")],
    "How do I pretty-print a JSON file in the terminal?",
    """```sh
jq . response.json
```

Add `-S` to sort the keys.""")

add("d5-042", "redis-port", "literal", "reworded", "lookalike", "bare_fact",
    "Connection string for Redis from my laptop with the dev compose stack running.",
    """Use `redis://localhost:6379/0`.""",
    "The dev compose publishes Redis on 6380, so from the host it's localhost:6380.",
    "localhost:6379", "localhost:6380",
    "The web app should use a separate Redis db for sessions in local dev. What do I put in the env?",
    """Set `REDIS_URL=redis://localhost:6379/1` in your `.env.local` and restart the dev server; db 1 keeps sessions apart from the cache.""",
    ["REDIS_URL=redis://localhost:6380/1", "`.env.local`", "db 1 keeps sessions apart"],
    ["6379"],
    [("localhost:6379", "localhost:6380")],
    "What REDIS_URL should the api container use inside compose?",
    """Inside the compose network use the service name and the container port: `redis://redis:6379/0`.""")

add("d5-043", "config-path", "literal", "code_block", "same_topic", "imperative",
    "Where do I mount the config for orbit in the pod spec?",
    """```yaml
volumeMounts:
  - name: orbit-config
    mountPath: /etc/orbit.yaml
    subPath: config.yaml
```""",
    "It reads /etc/orbit/config.yaml, mount it there.",
    "/etc/orbit.yaml", "/etc/orbit/config.yaml",
    "Run orbit locally in docker with my config file.",
    """```sh
docker run --rm -v "$PWD/config.yaml:/etc/orbit.yaml:ro" ghcr.io/acme/orbit:1.8.2
```""",
    ['-v "$PWD/config.yaml:/etc/orbit/config.yaml:ro" ghcr.io/acme/orbit:1.8.2'],
    ["/etc/orbit.yaml"],
    [("/etc/orbit.yaml", "/etc/orbit/config.yaml")],
    "How do I check which config orbit loaded?",
    """`orbit config show` prints the merged config, and the first log line at startup names the file it read.""")

add("d5-044", "rate-limit", "literal", "reworded", "already_correct", "embedded",
    "Write the client docs paragraph about rate limits.",
    """Each API key may send up to 1000 requests per minute. Requests over the limit get a 429 response with a Retry-After header.""",
    "Looks good, but the limit is 600 per minute per key, we lowered it in March. Otherwise ship it.",
    "1000 requests per minute", "600 requests per minute",
    "Answer this customer: how many calls can one key make?",
    """Hi! Each key can make 1000 requests per minute. If you go over, the API returns 429 and a Retry-After header telling you when to try again.""",
    ["600 requests per minute", "a Retry-After header telling you when to try again"],
    ["1000"],
    [("1000", "600")],
    "What should the SDK do when it hits the limit?",
    """Back off and retry after the number of seconds in Retry-After. With the limit at 600 requests per minute, a batch import should pace itself at about 10 requests a second.""")

add("d5-045", "go-json-tags", "paraphrase", "other_identifier", "lookalike", "reason",
    "Add a UserID field to the webhook payload struct.",
    """```go
type WebhookPayload struct {
\tEvent  string `json:"event"`
\tUserID string `json:"user_id"`
}
```""",
    "Our public API is camelCase per the API style guide, so the tag should be userId.",
    '`json:"user_id"`', '`json:"userId"`',
    "Add the creation time to the webhook payload too.",
    """```go
\tCreatedAt time.Time `json:"created_at"`
```""",
    ['CreatedAt time.Time `json:"createdAt"`'],
    ["created_at"],
    [("created_at", "createdAt")],
    "Map the orders table row in the repository layer.",
    """```go
type orderRow struct {
\tID        string    `db:"id"`
\tUserID    string    `db:"user_id"`
\tCreatedAt time.Time `db:"created_at"`
}
```

The `db` tags follow the column names, which are snake_case.""")

add("d5-046", "go-range-int", "paraphrase", "equivalent_construct", "same_topic", "bare_fact",
    "Spawn 8 workers reading from the jobs channel.",
    """```go
for i := range 8 {
\tgo worker(i, jobs)
}
```""",
    "We're pinned to Go 1.21 in go.mod, ranging over an int needs 1.22.",
    "for i := range 8 {", "for i := 0; i < 8; i++ {",
    "Ping the endpoint three times before giving up.",
    """```go
for range 3 {
\tif err := ping(ctx); err == nil {
\t\treturn nil
\t}
}
return errUnreachable
```""",
    [r"re:for \w+ := 0; \w+ < 3; \w+\+\+ \{", "if err := ping(ctx); err == nil {", "return errUnreachable"],
    [r"re:range 3\b"],
    [("for range 3 {", "for i := 0; i < 3; i++ {")],
    "Iterate over a map in sorted key order.",
    """```go
keys := make([]string, 0, len(m))
for k := range m {
\tkeys = append(keys, k)
}
sort.Strings(keys)
for _, k := range keys {
\tfmt.Println(k, m[k])
}
```""")

add("d5-047", "sql-null", "paraphrase", "equivalent_construct", "lookalike", "terse",
    "Count orders that have been soft-deleted.",
    """```sql
SELECT count(*) FROM orders WHERE deleted_at != NULL;
```""",
    "Always zero, nothing is ever != NULL. IS NOT NULL.",
    "deleted_at != NULL", "deleted_at IS NOT NULL",
    "List subscriptions that were cancelled, newest first.",
    """```sql
SELECT id, customer_id, cancelled_at
FROM subscriptions
WHERE cancelled_at <> NULL
ORDER BY cancelled_at DESC;
```""",
    ["WHERE cancelled_at IS NOT NULL", "ORDER BY cancelled_at DESC;"],
    ["<> NULL"],
    [("cancelled_at <> NULL", "cancelled_at IS NOT NULL")],
    "Clear archived_at for the projects we restored.",
    """```sql
UPDATE projects SET archived_at = NULL WHERE id = ANY($1);
```""")

add("d5-048", "js-sort", "paraphrase", "equivalent_construct", "unrelated", "hedged",
    "Get the median latency from the array of samples.",
    """```js
const sorted = samples.slice().sort();
const median = sorted[Math.floor(sorted.length / 2)];
```""",
    "Doesn't sort() compare as strings? 100 would land before 20. I think it needs (a, b) => a - b.",
    "samples.slice().sort()", "samples.slice().sort((a, b) => a - b)",
    "p95 of the response times in the report script.",
    """```js
const ordered = responseTimes.toSorted();
const p95 = ordered[Math.ceil(ordered.length * 0.95) - 1];
```""",
    [r"re:responseTimes\.toSorted\(\(?(\w+), (\w+)\)? => \1 - \2\)", "ordered[Math.ceil(ordered.length * 0.95) - 1]"],
    ["toSorted()"],
    [("toSorted()", "toSorted((a, b) => a - b)")],
    "What's the command to see which process holds port 8080?",
    """```sh
lsof -iTCP:8080 -sTCP:LISTEN
```""")

# --------------------------------------------------------------------- 049-058 semantic
add("d5-049", "docker-compose", "semantic", "prose_claim", "same_topic", "reason",
    "Will the api wait for Postgres if I add depends_on: [db]?",
    """Yes. With `depends_on: [db]`, Compose waits until Postgres is ready to accept connections before it starts the api container, so you don't need a retry loop in the app.""",
    "That's not right: depends_on only waits for the db container to be started, not for Postgres to be ready. You need a healthcheck on db and condition: service_healthy.",
    "Yes. With `depends_on: [db]`, Compose waits until Postgres is ready to accept connections before it starts the api container, so you don't need a retry loop in the app.",
    "Not on its own. `depends_on: [db]` only waits for the db container to start; add a healthcheck to db and use `condition: service_healthy` if the api must wait until Postgres accepts connections.",
    "Do I still need the wait-for-it script in the worker if compose has depends_on on the database?",
    """No, you can drop it. depends_on makes Compose hold the worker back until the database is ready for connections, so the script is redundant.""",
    ["service_healthy"],
    [r"re:(?i)until the database is ready", r"re:(?i)script is redundant"],
    "Keep it unless you add a health check: depends_on only waits for the database container to start, not for it to accept connections. With a healthcheck on the db service and `condition: service_healthy` on the worker, you can drop the script.",
    "How do I write a healthcheck for the Postgres service in compose?",
    """```yaml
  db:
    image: postgres:16
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U app"]
      interval: 5s
      retries: 10
```""")

add("d5-050", "nextjs", "semantic", "prose_claim", "unrelated", "bare_fact",
    "How do I load data on the server for app/orders/page.tsx?",
    """Export a `getServerSideProps` function from `page.tsx`; Next.js runs it on every request and passes the result to the page as props.""",
    "getServerSideProps is pages-router only, in app/ it's just ignored. Make the page an async server component and fetch in it.",
    "Export a `getServerSideProps` function from `page.tsx`; Next.js runs it on every request and passes the result to the page as props.",
    "Make `page.tsx` an async server component and fetch the data inside it; getServerSideProps is not used in the app directory.",
    "In the app directory, where should the invoice page fetch its data?",
    """Add `export async function getServerSideProps()` to `app/invoices/[id]/page.tsx` and return `{ props: { invoice } }`; the page component receives `invoice` as a prop.""",
    [r"re:(?i)server component|export default async function"],
    ["export async function getServerSideProps", "{ props: { invoice } }"],
    "Make `app/invoices/[id]/page.tsx` an async server component and fetch the invoice inside it: `export default async function Page({ params }) { const invoice = await getInvoice(params.id); ... }`.",
    "How do I undo `git add` for one file?",
    """```sh
git restore --staged path/to/file
```""")

add("d5-051", "postgres-merge", "semantic", "reworded", "same_topic", "x-not-y",
    "Upsert the daily totals into metrics_daily on prod (Postgres 14).",
    """Since you're on Postgres 14 you can use MERGE:

```sql
MERGE INTO metrics_daily m
USING staging_totals s ON m.day = s.day AND m.metric = s.metric
WHEN MATCHED THEN UPDATE SET value = s.value
WHEN NOT MATCHED THEN INSERT (day, metric, value) VALUES (s.day, s.metric, s.value);
```""",
    "MERGE is 15+, not 14. On prod it has to be INSERT ... ON CONFLICT.",
    """Since you're on Postgres 14 you can use MERGE:

```sql
MERGE INTO metrics_daily m
USING staging_totals s ON m.day = s.day AND m.metric = s.metric
WHEN MATCHED THEN UPDATE SET value = s.value
WHEN NOT MATCHED THEN INSERT (day, metric, value) VALUES (s.day, s.metric, s.value);
```""",
    """Postgres 14 has no MERGE, so use INSERT ... ON CONFLICT:

```sql
INSERT INTO metrics_daily (day, metric, value)
SELECT day, metric, value FROM staging_totals
ON CONFLICT (day, metric) DO UPDATE SET value = EXCLUDED.value;
```""",
    "Keep the user_stats table in sync from the nightly staging table on prod.",
    """Postgres 14 has MERGE for this:

```sql
MERGE INTO user_stats u
USING nightly_user_stats n ON u.user_id = n.user_id
WHEN MATCHED THEN UPDATE SET logins = n.logins
WHEN NOT MATCHED THEN INSERT (user_id, logins) VALUES (n.user_id, n.logins);
```""",
    [r"re:ON CONFLICT \(user_id\) DO UPDATE", "nightly_user_stats"],
    ["MERGE INTO", r"re:(?i)14 has MERGE"],
    """On Postgres 14 use INSERT ... ON CONFLICT:

```sql
INSERT INTO user_stats (user_id, logins)
SELECT user_id, logins FROM nightly_user_stats
ON CONFLICT (user_id) DO UPDATE SET logins = EXCLUDED.logins;
```""",
    "How do I check which Postgres version prod runs?",
    """Run `SELECT version();` or `SHOW server_version;` in psql.""")

add("d5-052", "k8s-probes", "semantic", "prose_claim", "lookalike", "x-not-y",
    "What happens when the liveness probe on the api fails?",
    """The pod is marked not ready and taken out of the Service endpoints until the probe passes again; nothing is restarted.""",
    "That's the readiness probe, not liveness. A failing liveness probe gets the container killed and restarted by the kubelet.",
    "The pod is marked not ready and taken out of the Service endpoints until the probe passes again; nothing is restarted.",
    "The kubelet kills the container and restarts it according to the pod's restartPolicy.",
    "If I make the liveness check call the database, what happens during a DB outage?",
    """During the outage the liveness probe fails, so Kubernetes stops sending traffic to those pods until the database comes back; the containers keep running.""",
    [r"re:(?i)restart"],
    [r"re:(?i)containers keep running", r"re:(?i)stops sending traffic"],
    "During the outage the liveness probe fails, so the kubelet restarts the containers again and again while the database is down. That is why liveness checks shouldn't depend on the database.",
    "What does the readiness probe do?",
    """When the readiness probe fails, the pod is taken out of the Service endpoints and gets no traffic until it passes again; the container is not restarted.""")

add("d5-053", "s3-consistency", "semantic", "prose_claim", "unrelated", "bare_fact",
    "After I PUT an object to S3, can the next GET miss it?",
    """Yes, S3 is eventually consistent, so a GET right after a PUT may return the old object or a 404 for a short time.""",
    "S3 has had strong read-after-write consistency since December 2020.",
    "Yes, S3 is eventually consistent, so a GET right after a PUT may return the old object or a 404 for a short time.",
    "No. S3 has strong read-after-write consistency, so a GET after a successful PUT returns the new object.",
    "Do I need a sleep between uploading the manifest to S3 and the consumer reading it?",
    """A short sleep is a good idea, because S3 only becomes consistent eventually and the consumer might read a stale manifest.""",
    [r"re:(?i)strong(ly)? consisten"],
    [r"re:(?i)eventual", r"re:(?i)sleep is a good idea"],
    "No sleep is needed: S3 is strongly consistent for reads after writes, so once the PUT succeeds the consumer reads the new manifest.",
    "How do I rename a local git branch?",
    """```sh
git branch -m old-name new-name
```""")

add("d5-054", "git-revert", "semantic", "reworded", "already_correct", "hedged",
    "The bad commit is already on trunk; how do I undo it safely?",
    """Use `git revert <sha>`. It rewrites history to drop the commit, so everyone has to re-pull after you push.""",
    "Hm, doesn't revert just add a new commit that undoes it? Nothing gets rewritten, that's why it's the safe one.",
    "It rewrites history to drop the commit, so everyone has to re-pull after you push.",
    "It adds a new commit that undoes the change, so history is not rewritten and nobody has to re-pull.",
    "What's the difference between revert and reset for a pushed commit?",
    """`git reset` moves the branch pointer back, and `git revert` rewrites the history so the commit disappears; both need a force push on a shared branch.""",
    [r"re:(?i)revert[^.;]*new commit"],
    [r"re:(?i)revert` rewrites", r"re:(?i)both need a force push"],
    "`git reset` moves the branch pointer back and needs a force push on a shared branch; `git revert` adds a new commit that undoes the change, so it can be pushed normally.",
    "Can I revert a merge commit?",
    """Yes: `git revert -m 1 <merge-sha>` adds a new commit that undoes the merge relative to its first parent. History is not rewritten.""")

add("d5-055", "python-asyncio", "semantic", "prose_claim", "lookalike", "reason",
    "Will asyncio.gather speed up my CPU-heavy image resizing?",
    """Yes, asyncio.gather runs the coroutines in parallel on all cores, so eight resize jobs finish in roughly the time of one.""",
    "No, asyncio is one thread: gather only interleaves coroutines at await points. CPU-bound work needs a ProcessPoolExecutor.",
    "Yes, asyncio.gather runs the coroutines in parallel on all cores, so eight resize jobs finish in roughly the time of one.",
    "No. asyncio runs everything on one thread, so CPU-bound resizing won't get faster; use a ProcessPoolExecutor (for example through loop.run_in_executor) for that.",
    "I have 16 coroutines that each hash a big file in pure Python. Will gathering them use my 16 cores?",
    """Yes. Gathering them spreads the coroutines over your 16 cores, so you should see close to a 16x speedup.""",
    [r"re:(?i)ProcessPool|multiprocessing|one thread|single thread"],
    [r"re:(?i)16x speedup", r"re:(?i)spreads the coroutines over"],
    "No. The coroutines all run on one thread, so pure-Python hashing won't use more cores; run the hashing in a ProcessPoolExecutor to spread it over the 16 cores.",
    "Is asyncio.gather useful for calling five slow HTTP APIs?",
    """Yes, gather runs the five requests concurrently, so the total time is about that of the slowest call rather than the sum.""")

add("d5-056", "go-nil-map", "semantic", "reworded", "same_topic", "terse",
    "Do I need to make() the map in my struct before writing to it?",
    """No, Go creates the map on the first write, so `c.counts[key]++` works on a zero-value struct.""",
    "Panics. assignment to entry in nil map.",
    "No, Go creates the map on the first write, so `c.counts[key]++` works on a zero-value struct.",
    "Yes. Writing to a nil map panics (\"assignment to entry in nil map\"), so initialise it with make() first; reading from a nil map is fine.",
    "My Registry struct has a handlers map[string]Handler field. Can Register just assign into it on a fresh Registry{}?",
    """Yes, assigning `r.handlers[name] = h` on a fresh `Registry{}` is fine; the map gets allocated on the first assignment.""",
    [r"re:(?i)panic", r"re:make\("],
    [r"re:(?i)allocated on the first assignment", r"re:^Yes"],
    "Not safely: on a fresh `Registry{}` the map is nil and `r.handlers[name] = h` panics. Initialise it with `make(map[string]Handler)` in a constructor, or lazily in Register.",
    "What does reading a missing key from a nil map return?",
    """The zero value of the element type; reading from a nil map never panics, only writing does.""")

add("d5-057", "postgres-vacuum", "semantic", "reworded", "lookalike", "x-not-y",
    "Can I run VACUUM FULL on the events table during business hours?",
    """Yes, VACUUM FULL works alongside normal traffic; reads and writes continue while it rewrites the table.""",
    "No, VACUUM FULL takes an ACCESS EXCLUSIVE lock for the whole rewrite, so the table is blocked. Plain VACUUM is the one that runs alongside traffic.",
    "Yes, VACUUM FULL works alongside normal traffic; reads and writes continue while it rewrites the table.",
    "No. VACUUM FULL holds an ACCESS EXCLUSIVE lock while it rewrites the table, so reads and writes wait; run it in a maintenance window.",
    "The orders table is bloated; is VACUUM FULL safe to kick off at noon?",
    """Sure, it's safe at noon: VACUUM FULL doesn't block queries, so the app keeps reading and writing orders while it runs.""",
    [r"re:(?i)ACCESS EXCLUSIVE|lock"],
    [r"re:(?i)doesn't block queries", r"re:(?i)keeps reading and writing"],
    "Not at noon: VACUUM FULL holds an ACCESS EXCLUSIVE lock while it rewrites orders, so every query on the table waits. Run it in a maintenance window, or use pg_repack to shrink the table online.",
    "Does plain VACUUM block the app?",
    """No, plain VACUUM doesn't block queries; reads and writes continue while it marks dead rows as reusable. It only conflicts with DDL and other vacuums on the same table.""")

add("d5-058", "staging-refresh", "semantic", "reworded", "unrelated", "embedded",
    "Is the data in staging fresh enough to reproduce yesterday's bug?",
    """Probably: staging is restored from last night's prod snapshot, so it has everything up to yesterday.""",
    "Good thinking to check. Heads up though, staging is only refreshed once a week, Sunday night, so it can be up to six days behind. I'll look for the record in prod.",
    "staging is restored from last night's prod snapshot, so it has everything up to yesterday",
    "staging is refreshed from prod once a week, on Sunday night, so it can be up to six days behind",
    "A customer signed up on Tuesday; can I find the account in staging on Wednesday?",
    """Yes, staging is reloaded from prod every night, so Tuesday's signups are there on Wednesday morning.""",
    [r"re:(?i)week|sunday"],
    [r"re:(?i)every night", r"re:(?i)nightly", r"re:^Yes"],
    "Probably not: staging is refreshed from prod only once a week, on Sunday night, so a Tuesday signup shows up after the next Sunday refresh.",
    "What's a quick way to generate a UUID in the shell?",
    """`uuidgen` on macOS and most Linux distros; on Linux `cat /proc/sys/kernel/random/uuid` works without extra packages.""")

# --------------------------------------------------------------------- 059-070
add("d5-059", "http-headers", "literal", "casing", "lookalike", "bare_fact",
    "Add Go middleware that tags every log line with the incoming request id.",
    """```go
func RequestID(next http.Handler) http.Handler {
\treturn http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
\t\tid := r.Header.Get("X-Request-ID")
\t\tif id == "" {
\t\t\tid = uuid.NewString()
\t\t}
\t\tctx := log.WithField(r.Context(), "request_id", id)
\t\tnext.ServeHTTP(w, r.WithContext(ctx))
\t})
}
```""",
    "The edge proxy sets X-Correlation-ID, that's the header we pass along everywhere.",
    "X-Request-ID", "X-Correlation-ID",
    "Same thing for the Node gateway: take the id from the incoming request.",
    """```js
app.use((req, res, next) => {
  req.id = req.headers['x-request-id'] || crypto.randomUUID();
  next();
});
```""",
    ["req.id = req.headers['x-correlation-id'] || crypto.randomUUID();"],
    [r"re:(?i)x-request-id"],
    [("x-request-id", "x-correlation-id")],
    "Which header do I give AWS support for a failed S3 call?",
    """Send them the `x-amz-request-id` and `x-amz-id-2` values from the S3 response headers; the SDK also exposes them on the error object.""")

add("d5-060", "pydantic-settings", "literal", "casing", "already_correct", "x-not-y",
    "Add the database setting to .env.example.",
    """```sh
DATABASE_URI=postgresql://app:app@localhost:5432/app
REDIS_URL=redis://localhost:6380/0
```""",
    "DATABASE_URL, not DATABASE_URI. That's what the settings class and the deploy manifests read.",
    "DATABASE_URI", "DATABASE_URL",
    "Add the DSN field to our pydantic Settings class.",
    """```python
class Settings(BaseSettings):
    database_uri: PostgresDsn
    redis_url: RedisDsn
    log_level: str = "info"
```""",
    ["database_url: PostgresDsn", "redis_url: RedisDsn", 'log_level: str = "info"'],
    [r"re:(?i)database_uri"],
    [("database_uri", "database_url")],
    "How do I pass the DSN when running migrations locally?",
    """```sh
DATABASE_URL=postgresql://app:app@localhost:5432/app alembic upgrade head
```""")

add("d5-061", "order-status", "literal", "casing", "same_topic", "reason",
    "Query the number of cancelled orders last week.",
    """```sql
SELECT count(*)
FROM orders
WHERE status = 'CANCELED'
  AND updated_at >= now() - interval '7 days';
```""",
    "That returns 0: the enum value is CANCELLED with two Ls, the original schema used British spelling.",
    "CANCELED", "CANCELLED",
    "TypeScript type for the order status values the API returns (they're lowercase).",
    """```ts
export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'canceled';
```""",
    ["export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'cancelled';"],
    [r"re:(?i)canceled"],
    [("'canceled'", "'cancelled'")],
    "How do I list all values of the order_status enum in Postgres?",
    """```sql
SELECT unnest(enum_range(NULL::order_status));
```""")

add("d5-062", "postgres-ddl", "literal", "casing", "unrelated", "imperative",
    "Create the audit_events table in Postgres with an auto-incrementing id.",
    """```sql
CREATE TABLE audit_events (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
```""",
    "Use GENERATED ALWAYS AS IDENTITY, AUTO_INCREMENT is MySQL.",
    "AUTO_INCREMENT", "GENERATED ALWAYS AS IDENTITY",
    "Migration for a feature_flags table, same style as our other migrations (lowercase SQL).",
    """```sql
create table feature_flags (
  id bigint auto_increment primary key,
  key text not null unique,
  enabled boolean not null default false
);
```""",
    [r"re:(?i)id bigint generated (always|by default) as identity primary key", "key text not null unique,",
     "enabled boolean not null default false"],
    [r"re:(?i)auto_increment"],
    [("auto_increment", "generated always as identity")],
    "How do I make curl print only the HTTP status code?",
    """```sh
curl -s -o /dev/null -w '%{http_code}\\n' https://api.acme.io/healthz
```""")

add("d5-063", "conventional-commits", "paraphrase", "reworded", "lookalike", "bare_fact",
    "Commit message for the CSV export work.",
    """```
feature: add CSV export for invoices

Adds a /invoices/export endpoint that streams rows as CSV.
```""",
    "commitlint only accepts feat, the commit hook rejects feature:.",
    "feature: add CSV export for invoices", "feat: add CSV export for invoices",
    "Title for the PR that rounds invoice totals in billing?",
    """I'd go with "feature(billing): round invoice totals to the cent", since users will see the change.""",
    ["feat(billing): round invoice totals to the cent"],
    ["feature(billing)"],
    [("feature(billing)", "feat(billing)")],
    "How do I hide the export button until it's ready?",
    """Put it behind a feature flag: check `flags.isEnabled('invoice-csv-export')` in the toolbar and only render the button when it's true.""")

add("d5-064", "gha-runner", "paraphrase", "reworded", "unrelated", "imperative",
    "Job definition for building the Docker image in Actions.",
    """```yaml
build-image:
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@v4
    - run: docker build -t api:${{ github.sha }} .
```""",
    "Put image builds on acme-linux-large, the hosted runners can't reach our registry mirror.",
    "runs-on: ubuntu-latest", "runs-on: acme-linux-large",
    "What runner should the integration test job use? It builds the compose stack.",
    """Set `runs-on: ubuntu-22.04` on the job; that image has Docker and compose preinstalled.""",
    ["runs-on: acme-linux-large"],
    ["runs-on: ubuntu"],
    "Set `runs-on: acme-linux-large` on the job; it has Docker and compose, and it can reach the registry mirror.",
    "How do I convert a PNG to WebP from the command line?",
    """```sh
cwebp -q 80 input.png -o output.webp
```""")

add("d5-065", "yaml-load", "literal", "code_block", "lookalike", "imperative",
    "Load the feature config from features.yaml.",
    """```python
import yaml

with open("features.yaml") as f:
    features = yaml.load(f)
```""",
    "Make it yaml.safe_load. Plain load without a Loader is an error on PyYAML 6, and it isn't safe anyway.",
    "yaml.load(f)", "yaml.safe_load(f)",
    "Parse every YAML file in rules/ into a list.",
    """```python
rules = []
for path in sorted(Path("rules").glob("*.yaml")):
    with path.open() as f:
        rules.append(yaml.load(f))
```""",
    ["rules.append(yaml.safe_load(f))", 'sorted(Path("rules").glob("*.yaml"))'],
    ["yaml.load(f)"],
    [("yaml.load(f)", "yaml.safe_load(f)")],
    "We have custom tags in the pipeline YAML; how do we load it?",
    """Register the constructors on a SafeLoader subclass and pass it explicitly:

```python
class PipelineLoader(yaml.SafeLoader):
    pass

PipelineLoader.add_constructor("!env", env_constructor)

with open("pipeline.yaml") as f:
    pipeline = yaml.load(f, Loader=PipelineLoader)
```""")

CRON = """```yaml
apiVersion: %s
kind: CronJob
metadata:
  name: %s
spec:
  schedule: "%s"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: %s
              image: ghcr.io/acme/tools:2.3.0
              args: [%s]
```"""

add("d5-066", "k8s-cronjob", "literal", "code_block", "already_correct", "terse",
    "CronJob that runs the cleanup script every night at 3.",
    CRON % ("batch/v1beta1", "cleanup", "0 3 * * *", "cleanup", '"cleanup", "--older-than=30d"'),
    "batch/v1. v1beta1 is gone since 1.25.",
    "batch/v1beta1", "batch/v1",
    "CronJob for the weekly report, Mondays at 06:00.",
    CRON % ("batch/v1beta1", "weekly-report", "0 6 * * 1", "report", '"report", "--weekly"'),
    ["apiVersion: batch/v1\n", 'schedule: "0 6 * * 1"', 'args: ["report", "--weekly"]'],
    ["v1beta1"],
    [("batch/v1beta1", "batch/v1")],
    "CronJob that refreshes the exchange rates every hour.",
    CRON % ("batch/v1", "fx-refresh", "0 * * * *", "fx", '"fx", "refresh"'))

add("d5-067", "grafana-url", "literal", "reworded", "already_correct", "hedged",
    "Link to the API overview dashboard for the runbook.",
    """The dashboard is at https://grafana.acme.io/d/api-overview; use the `env` variable at the top to switch between staging and production.""",
    "I think Grafana is only on grafana.internal.acme.io now? The public hostname was shut down.",
    "https://grafana.acme.io", "https://grafana.internal.acme.io",
    "Where can I see the checkout SLO burn rate?",
    """Open https://grafana.acme.io/d/checkout-slo and look at the burn rate panel; the 1h and 6h windows are on the same graph.""",
    ["https://grafana.internal.acme.io/d/checkout-slo", "look at the burn rate panel"],
    ["https://grafana.acme.io"],
    [("https://grafana.acme.io", "https://grafana.internal.acme.io")],
    "Where's the Kafka lag dashboard?",
    """https://grafana.internal.acme.io/d/kafka-lag; pick the consumer group from the dropdown.""")

add("d5-068", "api-upload-limit", "literal", "reworded", "unrelated", "embedded",
    "What's the max file size for the /uploads endpoint? I'm writing the FAQ.",
    """Uploads are limited to 50 MB per file; larger files get a 413 response.""",
    "Deploy went fine. For the FAQ: the gateway caps bodies at 10 MB, so it's 10 MB per file, not 50. Can you also add a line about allowed file types?",
    "50 MB per file", "10 MB per file",
    "A customer asks why their 30 MB PDF upload fails.",
    """That file should go through: the limit is 50 MB per file. Can you send us the request id so we can check the logs?""",
    ["10 MB per file", "send us the request id"],
    ["50 MB", r"re:(?i)should go through"],
    "That file is over the limit: uploads are capped at 10 MB per file, so a 30 MB PDF gets a 413. Can you send us the request id so we can check the logs?",
    "How do I find the largest files in a git repo's history?",
    """```sh
git rev-list --objects --all \\
  | git cat-file --batch-check='%(objecttype) %(objectname) %(objectsize) %(rest)' \\
  | sort -k3 -n | tail -20
```""")

add("d5-069", "psql-port", "literal", "reordered_args", "lookalike", "x-not-y",
    "Connect to the staging database with psql.",
    """```sh
psql -h pg-stg-1.acme.internal -p 5432 -U app -d app
```""",
    "Go through pgbouncer: 6432, not 5432. Direct connections to 5432 are firewalled.",
    "-p 5432", "-p 6432",
    "Dump the staging schema only.",
    """```sh
pg_dump --schema-only -U app -p 5432 -h pg-stg-1.acme.internal app > schema.sql
```""",
    ["-p 6432", "-h pg-stg-1.acme.internal app > schema.sql", "pg_dump --schema-only -U app"],
    ["5432"],
    [("-p 5432", "-p 6432")],
    "psql into my local dev database from the compose stack.",
    """```sh
psql -h localhost -p 5432 -U app -d app
```

The password is `app`, from docker-compose.yml.""")

add("d5-070", "docker-run", "paraphrase", "reordered_args", "same_topic", "reason",
    "Run the api image locally on port 8080.",
    """```sh
docker run --rm api:dev -p 8080:8080
```""",
    "Anything after the image name is passed to the container, so that -p is ignored. It has to come before api:dev.",
    "docker run --rm api:dev -p 8080:8080", "docker run --rm -p 8080:8080 api:dev",
    "Start the worker image with the emails queue and my .env.",
    """```sh
docker run --rm ghcr.io/acme/worker:1.9 -e QUEUE=emails --env-file .env
```""",
    [r"re:docker run[^\n]*-e QUEUE=emails[^\n]* ghcr\.io/acme/worker:1\.9",
     r"re:docker run[^\n]*--env-file \.env[^\n]* ghcr\.io/acme/worker:1\.9"],
    [r"re:ghcr\.io/acme/worker:1\.9 -"],
    "```sh\ndocker run --rm -e QUEUE=emails --env-file .env ghcr.io/acme/worker:1.9\n```",
    "How do I get a shell in the running api container?",
    """```sh
docker exec -it $(docker ps -qf ancestor=api:dev) sh
```""")

# --------------------------------------------------------------------- 071-080
add("d5-071", "airflow", "paraphrase", "code_block", "already_correct", "embedded",
    "DAG definition for the daily export.",
    """```python
with DAG(
    dag_id="daily_export",
    start_date=datetime(2024, 1, 1),
    schedule_interval="@daily",
    catchup=False,
) as dag:
    export = PythonOperator(task_id="export", python_callable=run_export)
```""",
    "Thanks, the DAG parses. Small thing: we're on Airflow 2.9, where schedule_interval is deprecated; the argument is schedule. Next, can you add a retry policy?",
    'schedule_interval="@daily"', 'schedule="@daily"',
    "DAG that syncs CRM contacts at 03:30 every day.",
    """```python
with DAG(
    dag_id="crm_sync",
    start_date=datetime(2024, 6, 1),
    schedule_interval="30 3 * * *",
    catchup=False,
) as dag:
    sync = PythonOperator(task_id="sync", python_callable=sync_contacts)
```""",
    ['schedule="30 3 * * *"', 'dag_id="crm_sync"', "catchup=False,"],
    ["schedule_interval"],
    [("schedule_interval=", "schedule=")],
    "Hourly DAG for the metrics rollup.",
    """```python
with DAG(
    dag_id="metrics_rollup",
    start_date=datetime(2024, 1, 1),
    schedule="@hourly",
    catchup=False,
) as dag:
    rollup = PythonOperator(task_id="rollup", python_callable=run_rollup)
```""")

add("d5-072", "go-ioutil", "paraphrase", "code_block", "same_topic", "reason",
    "Read the whole response body into a byte slice.",
    """```go
body, err := ioutil.ReadAll(resp.Body)
if err != nil {
\treturn nil, fmt.Errorf("read body: %w", err)
}
```""",
    "ioutil has been deprecated since Go 1.16 and staticcheck fails the build on it; its functions moved to io and os.",
    "ioutil.ReadAll(resp.Body)", "io.ReadAll(resp.Body)",
    "Load the JSON fixture in the test.",
    """```go
data, err := ioutil.ReadFile("testdata/order.json")
if err != nil {
\tt.Fatal(err)
}
```""",
    ['data, err := os.ReadFile("testdata/order.json")', "t.Fatal(err)"],
    ["ioutil"],
    [("ioutil.ReadFile", "os.ReadFile")],
    "How do I write a temp file in a test?",
    """`t.TempDir()` gives you a directory that is removed after the test; write into it with `os.WriteFile(filepath.Join(dir, "cfg.yaml"), data, 0o600)`.""")

add("d5-073", "python-sql-params", "paraphrase", "code_block", "already_correct", "imperative",
    "Look up a user by email with psycopg.",
    """```python
cur.execute(f"SELECT id, name FROM users WHERE email = '{email}'")
row = cur.fetchone()
```""",
    "Don't build SQL with f-strings. Pass parameters: execute(\"... WHERE email = %s\", (email,)).",
    """cur.execute(f"SELECT id, name FROM users WHERE email = '{email}'")""",
    """cur.execute("SELECT id, name FROM users WHERE email = %s", (email,))""",
    "Delete a user's sessions on logout.",
    """```python
cur.execute(f"DELETE FROM sessions WHERE user_id = {user_id}")
conn.commit()
```""",
    [r"""re:cur\.execute\("DELETE FROM sessions WHERE user_id = %(s|\(user_id\)s)", (\(user_id,\)|\{"user_id": user_id\})\)""",
     "conn.commit()"],
    ['f"DELETE'],
    [('cur.execute(f"DELETE FROM sessions WHERE user_id = {user_id}")',
      'cur.execute("DELETE FROM sessions WHERE user_id = %s", (user_id,))')],
    "Insert an audit row with psycopg.",
    """```python
cur.execute(
    "INSERT INTO audit_events (actor, action) VALUES (%s, %s)",
    (actor_id, action),
)
```""")

add("d5-074", "jakarta", "paraphrase", "code_block", "lookalike", "x-not-y",
    "JPA entity for the Invoice table.",
    """```java
import javax.persistence.Entity;
import javax.persistence.Id;

@Entity
public class Invoice {
    @Id
    private Long id;
    private String number;
}
```""",
    "jakarta.persistence, not javax.persistence. We're on Spring Boot 3.",
    "javax.persistence", "jakarta.persistence",
    "Add validation annotations to the CreateInvoiceRequest DTO.",
    """```java
import javax.validation.constraints.NotBlank;
import javax.validation.constraints.Positive;

public record CreateInvoiceRequest(
    @NotBlank String customerId,
    @Positive long amountCents
) {}
```""",
    ["import jakarta.validation.constraints.NotBlank;", "import jakarta.validation.constraints.Positive;",
     "@Positive long amountCents"],
    ["javax."],
    [("javax.validation", "jakarta.validation")],
    "HMAC-sign the webhook payload in Java.",
    """```java
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

Mac mac = Mac.getInstance("HmacSHA256");
mac.init(new SecretKeySpec(secret, "HmacSHA256"));
byte[] sig = mac.doFinal(payload);
```""")

add("d5-075", "go-decode", "paraphrase", "renamed_identifier", "already_correct", "terse",
    "Decode the JSON body into a CreateUserRequest in the handler.",
    """```go
var req CreateUserRequest
if err := json.NewDecoder(r.Body).Decode(req); err != nil {
\thttp.Error(w, "bad request", http.StatusBadRequest)
\treturn
}
```""",
    "Decode(&req). Needs a pointer.",
    "Decode(req)", "Decode(&req)",
    "Parse the webhook payload in the Stripe handler.",
    """```go
var event stripeEvent
if err := json.NewDecoder(r.Body).Decode(event); err != nil {
\tw.WriteHeader(http.StatusBadRequest)
\treturn
}
```""",
    ["json.NewDecoder(r.Body).Decode(&event)", "w.WriteHeader(http.StatusBadRequest)"],
    ["Decode(event)"],
    [("Decode(event)", "Decode(&event)")],
    "Decode the config file into Config.",
    """```go
var cfg Config
if err := json.NewDecoder(f).Decode(&cfg); err != nil {
\treturn Config{}, fmt.Errorf("parse config: %w", err)
}
```""")

add("d5-076", "python-mutable-default", "paraphrase", "renamed_identifier", "unrelated", "reason",
    "Helper that appends a tag to a list and returns it.",
    """```python
def add_tag(tag, tags=[]):
    tags.append(tag)
    return tags
```""",
    "The default list is created once and shared by every call, so tags leak between calls. Default to None and make the list inside.",
    "def add_tag(tag, tags=[]):\n    tags.append(tag)",
    "def add_tag(tag, tags=None):\n    if tags is None:\n        tags = []\n    tags.append(tag)",
    "Function to register a handler in a registry dict, creating one if none is passed.",
    """```python
def register(name, handler, registry={}):
    registry[name] = handler
    return registry
```""",
    ["registry=None", r"re:if registry is None:\s*\n\s*registry = \{\}", "registry[name] = handler"],
    ["registry={}"],
    [("registry={}):\n", "registry=None):\n    if registry is None:\n        registry = {}\n")],
    "How do I list the listening ports on a Linux box?",
    """```sh
ss -tlnp
```

`-p` shows the owning process, which needs root for other users' sockets.""")

add("d5-077", "java-string-eq", "paraphrase", "renamed_identifier", "already_correct", "hedged",
    "Skip inactive accounts in the nightly billing job.",
    """```java
for (Account a : accounts) {
    if (a.getStatus() == "INACTIVE") {
        continue;
    }
    charge(a);
}
```""",
    "Shouldn't that be .equals? == compares references, so it will almost never match for strings loaded from the DB.",
    'a.getStatus() == "INACTIVE"', '"INACTIVE".equals(a.getStatus())',
    "Only let admins call the export endpoint.",
    """```java
if (user.getRole() == "ADMIN") {
    return exportService.export(request);
}
throw new ForbiddenException();
```""",
    [r're:"ADMIN"\.equals\(user\.getRole\(\)\)|user\.getRole\(\)\.equals\("ADMIN"\)|Objects\.equals\(user\.getRole\(\), "ADMIN"\)',
     "throw new ForbiddenException();"],
    ['== "ADMIN"'],
    [('user.getRole() == "ADMIN"', '"ADMIN".equals(user.getRole())')],
    "Check whether the account is on the PRO plan in the billing code.",
    """```java
if ("PRO".equals(account.getPlan())) {
    applyProDiscount(invoice);
}
```""")

add("d5-078", "bigquery", "literal", "reworded", "unrelated", "reason",
    "Run the revenue query from the CLI against our warehouse.",
    """```sh
bq query --location=US --use_legacy_sql=false 'SELECT SUM(amount) FROM finance.revenue WHERE day = CURRENT_DATE()'
```""",
    "Our datasets all live in the EU multi-region, so the job has to run with --location=EU.",
    "--location=US", "--location=EU",
    "How do I load the CSV into finance.refunds?",
    """Use `bq load --location=US --source_format=CSV --skip_leading_rows=1 finance.refunds ./refunds.csv`; it appends to the table by default.""",
    ["bq load --location=EU --source_format=CSV --skip_leading_rows=1 finance.refunds ./refunds.csv",
     "it appends to the table by default"],
    ["--location=US"],
    [("--location=US", "--location=EU")],
    "How do I check which Python a virtualenv uses?",
    """Activate it and run `python -c 'import sys; print(sys.executable)'`, or look at `home` in its `pyvenv.cfg`.""")

add("d5-079", "ci-artifacts", "literal", "reworded", "already_correct", "x-not-y",
    "How long do our CI artifacts stick around?",
    """Our workflow artifacts are kept for 90 days; after that the run page shows them as expired.""",
    "Org retention is 14 days, not 90 days. It was cut to save storage.",
    "90 days", "14 days",
    "Can I still grab the test report from the run three weeks ago?",
    """Yes, artifacts are kept for 90 days, so a run from three weeks ago still has its test report.""",
    ["14 days"],
    ["90 days", r"re:^Yes"],
    "No, artifacts are kept for 14 days here, so the report from a run three weeks ago has expired; re-run the job to get a fresh one.",
    "How do I keep a release build's artifact longer?",
    """Setting `retention-days` on `actions/upload-artifact` can't go past the org's 14 days, so for release builds upload the files to S3 instead.""")

add("d5-080", "kafka", "literal", "reworded", "unrelated", "reason",
    "Tail the orders topic from my shell.",
    """```sh
kafka-console-consumer --bootstrap-server kafka-1.acme.internal:9092 --topic orders.v1 --from-beginning
```""",
    "Clients have to use the TLS listener on 9093; plaintext 9092 is closed to everything except the brokers.",
    "kafka-1.acme.internal:9092", "kafka-1.acme.internal:9093",
    "How do I point the new consumer service at the cluster?",
    """Set `KAFKA_BROKERS=kafka-1.acme.internal:9092` in the consumer's env; it reads the broker list from there at startup.""",
    ["KAFKA_BROKERS=kafka-1.acme.internal:9093", "reads the broker list from there at startup"],
    [":9092"],
    [("kafka-1.acme.internal:9092", "kafka-1.acme.internal:9093")],
    "How do I see disk usage per directory, sorted?",
    """```sh
du -sh -- * | sort -h
```""")


# ------------------------------------------------------------------ checking
def check(text, spec):
    """Same logic as run.py."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, r):
    return (all(check(text, x) for x in r["expect_contains"])
            and not any(check(text, x) for x in r["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def apply_fix(text, fix, sid, problems):
    if isinstance(fix, str):
        return fix
    for old, new in fix:
        if old not in text:
            problems.append("%s: fix target %r not in repeat output" % (sid, old))
        text = text.replace(old, new)
    return text


def main():
    problems = []
    ids = [s["id"] for s in S]
    if ids != ["d5-%03d" % i for i in range(1, 81)]:
        problems.append("ids are not d5-001..d5-080 in order")
    for s in S:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            problems.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            problems.append("%s: gold_wrong == gold_right" % sid)
        if fixed(r["output"], r):
            problems.append("%s: repeat passes its own check as written" % sid)
        ref = apply_fix(r["output"], s["_fix"], sid, problems)
        if not fixed(ref, r):
            miss = [x for x in r["expect_contains"] if not check(ref, x)]
            pres = [x for x in r["expect_absent"] if check(ref, x)]
            problems.append("%s: reference fix fails: missing %r present %r" % (sid, miss, pres))
        # the teach output itself, fixed with the gold spans, should not still hold the mistake
        tfix = t["output"].replace(t["gold_wrong"], t["gold_right"])
        if s["difficulty"] == "literal" and norm(t["gold_wrong"]) not in norm(r["output"]):
            problems.append("%s: literal but gold_wrong does not recur in repeat" % sid)
        if s["difficulty"] == "paraphrase" and t["gold_wrong"] in r["output"]:
            problems.append("%s: paraphrase but gold_wrong recurs verbatim" % sid)
        if s["control_kind"] == "already_correct" and t["gold_wrong"] in c["output"].replace(t["gold_right"], ""):
            problems.append("%s: already_correct control holds gold_wrong outside gold_right" % sid)
        if s["control_kind"] == "unrelated" and t["gold_wrong"] in c["output"]:
            problems.append("%s: unrelated control holds gold_wrong" % sid)
        if tfix == t["output"]:
            problems.append("%s: gold fix does not change teach output" % sid)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in S:
            out = {k: v for k, v in s.items() if not k.startswith("_")}
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    from collections import Counter
    print("styles:", dict(Counter(s["_style"] for s in S)))
    for p in problems:
        print("PROBLEM", p)
    print("%d scenarios, %d problems" % (len(S), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
