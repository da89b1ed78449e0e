#!/usr/bin/env python3
"""Build and verify the held-out loop scenarios (heldout8).

HELD OUT: do not read this file while changing cairn (see README.md).

    python3 build.py          # verify everything, then write scenarios.jsonl

Checks: JSON shape, ids, counts per difficulty / control_kind / repeat_variation,
every repeat fails its own checks as written, the hand fix passes them, partial
hand fixes fail them, controls hold their expected text, no scenario's gold_wrong
span appears in another scenario's outputs, and every `re:` check compiles and
matches identically under Python re and Go RE2 (via `go run`).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

TARGET_DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
TARGET_CONTROL = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}


def T(s):
    """Triple-quoted text: drop the first and last newline."""
    if s.startswith("\n"):
        s = s[1:]
    if s.endswith("\n"):
        s = s[:-1]
    return s


SCEN = []


def add(id, topic, difficulty, variation, control_kind, teach, repeat, fix, control, ctl_has=()):
    """teach = (query, output, message, gold_wrong, gold_right)
    repeat = (query, output, expect_contains, expect_absent)
    fix = list of (old, new) replacements applied to repeat output, or a full replacement text
    control = (query, output); ctl_has = substrings the control must hold."""
    SCEN.append({
        "id": "h8-%03d" % id, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": teach[0], "output": teach[1], "message": teach[2],
                  "gold_wrong": teach[3], "gold_right": teach[4]},
        "repeat": {"query": repeat[0], "output": repeat[1],
                   "expect_contains": list(repeat[2]), "expect_absent": list(repeat[3])},
        "control": {"query": control[0], "output": control[1]},
        "_fix": fix, "_ctl_has": list(ctl_has),
    })


# --------------------------------------------------------------------------- 1
add(1, "python-datetime", "literal", "code_block", "lookalike",
    ("Write a helper that stamps a record with the current time before we save it.",
     T(r"""
Here's a small helper:

```python
from datetime import datetime

def stamp(record: dict) -> dict:
    record["saved_at"] = datetime.utcnow().isoformat()
    return record
```

It stores an ISO-8601 string so it serialises cleanly to JSON.
"""),
     "utcnow() is deprecated as of 3.12 and hands you a naive datetime. datetime.now(timezone.utc) please.",
     "datetime.utcnow()", "datetime.now(timezone.utc)"),
    ("Add a last_seen update to the session touch function.",
     T(r"""
```python
def touch(session):
    session.last_seen = datetime.utcnow()
    db.commit()
```

Call it on every authenticated request; it's a single UPDATE.
"""),
     [r"re:datetime\.now\((tz=)?(timezone\.utc|UTC)\)"],
     ["utcnow("]),
    [("datetime.utcnow()", "datetime.now(timezone.utc)")],
    ("How do I get the current UTC time with the arrow library and go back one hour?",
     T(r"""
With Arrow it's a one-liner:

```python
import arrow

an_hour_ago = arrow.utcnow().shift(hours=-1)
print(an_hour_ago.isoformat())
```

`arrow.utcnow()` already returns a timezone-aware object, so no extra tzinfo is needed.
""")),
    ["arrow.utcnow()"])

# --------------------------------------------------------------------------- 2
add(2, "k8s-namespace", "literal", "identifier", "already_correct",
    ("How do I restart the ledger-api deployment in prod?",
     T(r"""
Trigger a rolling restart and watch it finish:

```sh
kubectl rollout restart deployment/ledger-api -n payments
kubectl rollout status deployment/ledger-api -n payments --timeout=5m
```

Pods are replaced gradually according to the deployment's maxUnavailable / maxSurge settings.
"""),
     "payments-prod. `payments` is the old staging namespace.",
     "-n payments", "-n payments-prod"),
    ("Tail the logs of the settlement-worker pods in production.",
     T(r"""
Use the app label so you get every replica:

```sh
kubectl logs -l app=settlement-worker -n payments --tail=200 -f
```

Add `--prefix` if you want each line tagged with the pod name.
"""),
     ["-n payments-prod"],
     [r"re:-n payments(\s|$)", "payments-prod-prod"]),
    [("-n payments ", "-n payments-prod ")],
    ("Scale the ledger-api deployment in prod to 6 replicas.",
     T(r"""
```sh
kubectl scale deployment/ledger-api -n payments-prod --replicas=6
```

If an HPA targets this deployment it will override the count on its next sync, so raise its minReplicas instead if you want it to stick.
""")),
    ["-n payments-prod "])

# --------------------------------------------------------------------------- 3
add(3, "docker-compose-v2", "literal", "reworded", "lookalike",
    ("How do I bring up the local stack in the background?",
     T(r"""
From the repo root:

```sh
docker-compose up -d
docker-compose ps
```

The first run builds the images, so give it a few minutes.
"""),
     "Isn't it `docker compose` now? The runners and our laptops only have Compose v2, the hyphenated binary isn't installed.",
     "docker-compose up", "docker compose up"),
    ("What's the command to rebuild just the api service and restart it?",
     T(r"""
Rebuild and recreate only that service with `docker-compose up -d --build api`; the other containers keep running untouched.
"""),
     ["docker compose up -d --build api"],
     [r"re:docker-compose\s"]),
    [("docker-compose up", "docker compose up")],
    ("Where do I put an override for my local ports?",
     T(r"""
Create `docker-compose.override.yml` next to `docker-compose.yml`; Compose merges it automatically:

```yaml
services:
  api:
    ports:
      - "8081:8080"
```

Add it to `.gitignore` so it stays on your machine.
""")),
    ["docker-compose.yml"])

# --------------------------------------------------------------------------- 4
add(4, "mysql-charset", "literal", "casing", "already_correct",
    ("Create a MySQL table for user comments.",
     T(r"""
```sql
CREATE TABLE comments (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  user_id BIGINT UNSIGNED NOT NULL,
  body TEXT NOT NULL,
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
```

Add an index on `user_id` if you'll list comments per user.
"""),
     "utf8 in MySQL is the 3-byte alias, emoji in comments will break. utf8mb4.",
     "CHARSET=utf8;", "CHARSET=utf8mb4;"),
    ("Table for storing product reviews in MySQL please.",
     T(r"""
```sql
create table reviews (
  id bigint unsigned auto_increment primary key,
  product_id bigint unsigned not null,
  rating tinyint not null,
  body text
) engine=InnoDB default charset=UTF8;
```
"""),
     [r"re:(?i)charset\s*=\s*utf8mb4"],
     [r"re:(?i)charset\s*=\s*utf8\b", r"re:(?i)utf8mb4mb4"]),
    [("charset=UTF8;", "charset=utf8mb4;")],
    ("Convert the legacy sessions table so it can store emoji.",
     T(r"""
```sql
ALTER TABLE sessions CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_0900_ai_ci;
```

This rewrites the table, so run it with pt-online-schema-change or gh-ost on anything large.
""")),
    ["CHARACTER SET utf8mb4 "])

# --------------------------------------------------------------------------- 5
add(5, "postgres-timestamptz", "literal", "code_block", "already_correct",
    ("Add an expires_at column to api_tokens.",
     T(r"""
A migration for it:

```sql
ALTER TABLE api_tokens ADD COLUMN expires_at TIMESTAMP NOT NULL DEFAULT now() + interval '90 days';
```

Existing rows get the default, so every current token will expire 90 days after the migration runs.
"""),
     "Thanks! One thing: house rule is TIMESTAMPTZ for every time column, we got burned by naive timestamps before.",
     "TIMESTAMP NOT NULL", "TIMESTAMPTZ NOT NULL"),
    ("Need a table to record login challenges for 2FA.",
     T(r"""
```sql
CREATE TABLE login_challenges (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  code_hash bytea NOT NULL,
  issued_at TIMESTAMP NOT NULL DEFAULT now(),
  solved_at TIMESTAMP
);
```
"""),
     [r"re:(?i)issued_at timestamptz", r"re:(?i)solved_at timestamptz"],
     [r"re:(?i)\btimestamp\b"]),
    [("TIMESTAMP", "TIMESTAMPTZ")],
    ("What type should created_at be on the audit_log table?",
     T(r"""
Use `TIMESTAMPTZ` with a default:

```sql
created_at TIMESTAMPTZ NOT NULL DEFAULT now()
```

Postgres stores it as UTC internally and converts on output using the session's `TimeZone` setting.
""")),
    ["TIMESTAMPTZ NOT NULL"])

# --------------------------------------------------------------------------- 6
add(6, "bash-strict-mode", "literal", "reworded", "already_correct",
    ("Write a deploy script skeleton that stops on errors.",
     T(r"""
```bash
#!/usr/bin/env bash
set -e

SERVICE="$1"
echo "Deploying $SERVICE"
./scripts/build.sh "$SERVICE"
./scripts/push.sh "$SERVICE"
```

The script exits on the first failing command.
"""),
     "We always use set -euo pipefail, plain set -e misses failures inside pipes and unset variables.",
     "set -e\n", "set -euo pipefail\n"),
    ("Give me a shell script that dumps the db and uploads it to the backup bucket.",
     T(r"""
```bash
#!/usr/bin/env bash
set -e

STAMP=$(date -u +%Y%m%dT%H%M%SZ)
pg_dump "$PG_URL" | gzip > "backup-$STAMP.sql.gz"
gsutil cp "backup-$STAMP.sql.gz" gs://acme-db-backups/
```

Run it from cron on the bastion host.
"""),
     ["set -euo pipefail"],
     [r"re:(?m)^set -e$"]),
    [("set -e\n", "set -euo pipefail\n")],
    ("Script to rotate the nginx access log by hand?",
     T(r"""
```bash
#!/usr/bin/env bash
set -euo pipefail

mv /var/log/nginx/access.log "/var/log/nginx/access.$(date +%F).log"
kill -USR1 "$(cat /run/nginx.pid)"
```

`USR1` tells nginx to reopen its log files, so new requests go to a fresh `access.log`.
""")),
    ["set -euo pipefail\n"])

# --------------------------------------------------------------------------- 7
add(7, "go-error-wrapping", "paraphrase", "identifier", "lookalike",
    ("Wrap the error from loading the config so callers can check for fs.ErrNotExist.",
     T(r"""
```go
cfg, err := loadConfig(path)
if err != nil {
    return nil, fmt.Errorf("load config %s: %v", path, err)
}
```

Callers can then use `errors.Is(err, fs.ErrNotExist)`.
"""),
     "Needs %w, not %v. With %v errors.Is can't unwrap it.",
     "%v\", path, err)", "%w\", path, err)"),
    ("Return a wrapped error if the user lookup fails.",
     T(r"""
```go
u, err := s.repo.FindUser(ctx, id)
if err != nil {
    return User{}, fmt.Errorf("find user %d: %v", id, err)
}
```

The caller can test for `ErrNotFound` with `errors.Is`.
"""),
     ['fmt.Errorf("find user %d: %w", id, err)'],
     ['%v", id, err)']),
    [('%v", id, err)', '%w", id, err)')],
    ("Log the retry attempts in the poller.",
     T(r"""
```go
for attempt := 1; attempt <= 3; attempt++ {
    if err := p.poll(ctx); err != nil {
        log.Printf("poll attempt %d failed: %v", attempt, err)
        time.Sleep(time.Duration(attempt) * time.Second)
        continue
    }
    break
}
```

A log line is just text, so `%v` is what you want here; nothing unwraps it.
""")),
    ['%v", attempt, err)'])

# --------------------------------------------------------------------------- 8
add(8, "git-default-branch", "literal", "identifier", "lookalike",
    ("How do I update my feature branch with the latest from upstream?",
     T(r"""
```sh
git fetch origin
git merge origin/main
```

Resolve any conflicts, commit the merge and push as usual.
"""),
     "There's no main in the platform monorepo, the default branch is trunk.",
     "origin/main", "origin/trunk"),
    ("Show me how to see which commits on my branch aren't upstream yet.",
     T(r"""
```sh
git fetch origin
git log --oneline origin/main..HEAD
```

Anything listed exists only locally; an empty list means everything you have is already upstream.
"""),
     ["origin/trunk..HEAD"],
     ["origin/main"]),
    [("origin/main", "origin/trunk")],
    ("Where's the entrypoint for the billing service?",
     T(r"""
It's `cmd/billing/main.go`: `func main()` parses flags, builds the config and calls `server.Run`. Run it locally with:

```sh
go run ./cmd/billing
```
""")),
    ["main.go", "func main()"])

# --------------------------------------------------------------------------- 9
add(9, "aws-region", "literal", "reworded", "lookalike",
    ("What region should the new SQS queue go in?",
     T(r"""
Create it in `us-east-1` alongside the rest of the stack:

```sh
aws sqs create-queue --queue-name invoice-events --region us-east-1
```
"""),
     "I think everything of ours lives in eu-central-1? Data residency.",
     "us-east-1", "eu-central-1"),
    ("And the SNS topic for payout alerts?",
     T(r"""
Create the topic in the same region as everything else, `aws sns create-topic --name payout-alerts --region us-east-1`, then subscribe the on-call email to it.
"""),
     ["--region eu-central-1"],
     ["us-east-1"]),
    [("us-east-1", "eu-central-1")],
    ("Which region does the ACM certificate for our CloudFront distribution have to be in?",
     T(r"""
CloudFront only accepts ACM certificates from `us-east-1`, no matter where the origin lives:

```sh
aws acm request-certificate --domain-name shop.acme.example --validation-method DNS --region us-east-1
```

The origin bucket can stay in its own region.
""")),
    ["us-east-1"])

# --------------------------------------------------------------------------- 10
add(10, "redis-scan", "paraphrase", "identifier", "lookalike",
    ("How can I find all the cache keys for tenant 42 in Redis?",
     T(r"""
```sh
redis-cli -h cache.internal KEYS 'tenant:42:*'
```

That returns every matching key name.
"""),
     "KEYS blocks the whole instance on prod. Iterate with SCAN instead (redis-cli --scan --pattern ...).",
     "KEYS 'tenant:42:*'", "--scan --pattern 'tenant:42:*'"),
    ("List the rate-limit keys the api-gateway has written to Redis.",
     T(r"""
```sh
redis-cli -h cache.internal KEYS 'ratelimit:gw:*'
```

Pipe it to `wc -l` if you only need a count.
"""),
     [r"re:--scan --pattern '?ratelimit:gw:\*|SCAN \d+ MATCH '?ratelimit:gw:\*"],
     [r"re:\bKEYS\b"]),
    [("KEYS 'ratelimit:gw:*'", "--scan --pattern 'ratelimit:gw:*'")],
    ("How do I see the indexes on the orders table in our MySQL?",
     T(r"""
```sql
SHOW KEYS FROM orders;
```

`SHOW KEYS` is a synonym for `SHOW INDEX`; look at `Key_name` and `Seq_in_index` to read composite indexes.
""")),
    ["SHOW KEYS FROM orders;"])

# --------------------------------------------------------------------------- 11
add(11, "python-base-image", "literal", "code_block", "already_correct",
    ("Write a Dockerfile for the reporting job.",
     T(r"""
```dockerfile
FROM python:3.12
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["python", "-m", "reporting"]
```
"""),
     "we only allow python:3.12-slim as a base, the full image fails the size check in CI",
     "FROM python:3.12", "FROM python:3.12-slim"),
    ("Dockerfile for the webhook relay please, it's a FastAPI app.",
     T(r"""
```dockerfile
FROM python:3.12 AS runtime
WORKDIR /srv
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["uvicorn", "relay.main:app", "--host", "0.0.0.0", "--port", "8000"]
```
"""),
     ["FROM python:3.12-slim AS runtime"],
     [r"re:python:3\.12(\s|$)", "slim-slim"]),
    [("FROM python:3.12 ", "FROM python:3.12-slim ")],
    ("Which base image should the CSV importer use?",
     T(r"""
Same as the other Python jobs:

```dockerfile
FROM python:3.12-slim
```

If a dependency has to compile C code, do that in a separate builder stage rather than in the runtime image.
""")),
    ["FROM python:3.12-slim\n"])

# --------------------------------------------------------------------------- 12
add(12, "js-getmonth", "paraphrase", "identifier", "lookalike",
    ("Format a Date as YYYY-MM for the report filename.",
     T(r"""
```js
const ym = `${d.getFullYear()}-${String(d.getMonth()).padStart(2, '0')}`;
```

For March 2024 that gives `2024-03`.
"""),
     "getMonth() is zero-based, so for March that gives 2024-02. +1.",
     "String(d.getMonth())", "String(d.getMonth() + 1)"),
    ("Build the monthly partition name like events_2024_07 from a timestamp, in UTC.",
     T(r"""
```js
const dt = new Date(ts);
const partition = `events_${dt.getUTCFullYear()}_${String(dt.getUTCMonth()).padStart(2, '0')}`;
```
"""),
     [r"re:getUTCMonth\(\)\s*\+\s*1"],
     [r"re:getUTCMonth\(\)\)"]),
    [("String(dt.getUTCMonth())", "String(dt.getUTCMonth() + 1)")],
    ("How do I get the short month name for a date in JS?",
     T(r"""
Index into an array with `getMonth()`, which is zero-based:

```js
const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const name = names[d.getMonth()];
```

Or let the platform do it: `d.toLocaleString('en-US', { month: 'short' })`.
""")),
    ["names[d.getMonth()]"])

# --------------------------------------------------------------------------- 13
add(13, "http-401-403", "semantic", "reworded", "lookalike",
    ("What should the API return when a logged-in user tries to delete someone else's project?",
     T(r"""
Return **401 Unauthorized**: the user isn't authorized to touch that project. Include a short error body:

```json
{"error": "not allowed to delete this project"}
```
"""),
     "401 is for missing or bad credentials. They're logged in, so 403 Forbidden.",
     "401 Unauthorized", "403 Forbidden"),
    ("A viewer-role member calls PATCH on the billing settings. What status do we send?",
     T(r"""
Send back 401 Unauthorized, since their role doesn't allow writes to billing settings. The frontend can show a "you don't have permission" banner on that status.
"""),
     ["403"],
     ["401"]),
    [("401 Unauthorized", "403 Forbidden")],
    ("What status should we return when the bearer token has expired?",
     T(r"""
401 Unauthorized, with a `WWW-Authenticate: Bearer error="invalid_token"` header so clients know to refresh the token and retry.
""")),
    ["401 Unauthorized"])

# --------------------------------------------------------------------------- 14
add(14, "postgres-string-agg", "paraphrase", "identifier", "lookalike",
    ("One row per order with all its SKUs comma-separated. We're on Postgres 15.",
     T(r"""
```sql
SELECT o.id, GROUP_CONCAT(li.sku) AS skus
FROM orders o
JOIN line_items li ON li.order_id = o.id
GROUP BY o.id;
```
"""),
     "GROUP_CONCAT is MySQL; on Postgres it's string_agg(li.sku, ',').",
     "GROUP_CONCAT(li.sku)", "string_agg(li.sku, ',')"),
    ("Postgres: list each team with its members' emails in one column.",
     T(r"""
```sql
SELECT t.name, GROUP_CONCAT(u.email) AS members
FROM teams t
JOIN users u ON u.team_id = t.id
GROUP BY t.name;
```
"""),
     [r"re:(?i)string_agg\(\s*u\.email\s*,"],
     ["GROUP_CONCAT"]),
    [("GROUP_CONCAT(u.email)", "string_agg(u.email, ', ')")],
    ("The legacy CRM is still on MySQL 5.7. Tags per contact in one column?",
     T(r"""
```sql
SELECT c.id, GROUP_CONCAT(t.label ORDER BY t.label SEPARATOR ', ') AS tags
FROM contacts c
JOIN contact_tags t ON t.contact_id = c.id
GROUP BY c.id;
```

Mind `group_concat_max_len` (1024 bytes by default) if contacts have many tags.
""")),
    ["GROUP_CONCAT(t.label"])

# --------------------------------------------------------------------------- 15
add(15, "go-test-race", "literal", "reworded", "already_correct",
    ("What should the test target in our Makefile run?",
     T(r"""
```make
test:
	go test ./...
```

That runs every package in the module.
"""),
     "CI runs go test -race ./... so please match it, otherwise races only show up in CI.",
     "go test ./...", "go test -race ./..."),
    ("How do I run the whole test suite locally before pushing?",
     T(r"""
From the module root run `go test ./...`; add `-count=1` to bypass the test cache when you're chasing a flaky test.
"""),
     [r"re:go test (-\S+ )*-race (-\S+ )*\./\.\.\."],
     ["go test ./..."]),
    [("go test ./...", "go test -race ./...")],
    ("What does the CI step for the Go tests look like?",
     T(r"""
```yaml
- name: Test
  run: go test -race ./...
- name: Coverage
  run: go test -coverprofile=cover.out ./internal/...
```

The race detector roughly doubles the run time, which is why coverage runs as a separate step on a subset.
""")),
    ["go test -race ./..."])

# --------------------------------------------------------------------------- 16
add(16, "npm-registry", "literal", "code_block", "same_topic",
    ("How do I point npm at our internal registry?",
     T(r"""
Add this to the project's `.npmrc`:

```ini
registry=https://npm.acme.dev/
```

Every package will then resolve through it.
"""),
     "npm.acme.dev was decommissioned last quarter, it's https://registry.acme-internal.net/npm/ now.",
     "https://npm.acme.dev/", "https://registry.acme-internal.net/npm/"),
    ("Publishing the design-tokens package: what goes in publishConfig?",
     T(r"""
```json
"publishConfig": {
  "registry": "https://npm.acme.dev/"
}
```

Run `npm publish` from the package directory after bumping the version.
"""),
     ['"registry": "https://registry.acme-internal.net/npm/"'],
     ["npm.acme.dev"]),
    [("https://npm.acme.dev/", "https://registry.acme-internal.net/npm/")],
    ("How do I authenticate npm against the internal registry in CI?",
     T(r"""
Put the token in an env var and reference it from `.npmrc`:

```ini
//registry.acme-internal.net/npm/:_authToken=${NPM_TOKEN}
```

npm expands `${NPM_TOKEN}` when it reads the file, so the file itself holds no secret.
""")))

# --------------------------------------------------------------------------- 17
add(17, "terraform-state-bucket", "literal", "identifier", "unrelated",
    ("Set up the backend block for the new networking stack.",
     T(r"""
```hcl
terraform {
  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "networking/terraform.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "terraform-locks"
  }
}
```
"""),
     "bucket's acme-tfstate-prod. rest looks good, thanks",
     "acme-terraform-state", "acme-tfstate-prod"),
    ("How do I init the observability stack with partial backend config?",
     T(r"""
```sh
terraform init \
  -backend-config="bucket=acme-terraform-state" \
  -backend-config="key=observability/terraform.tfstate"
```

The region and lock table come from the `backend` block already in the code.
"""),
     ['bucket=acme-tfstate-prod"'],
     ["acme-terraform-state"]),
    [("acme-terraform-state", "acme-tfstate-prod")],
    ("How do I make a Python list of dicts unique by the 'id' key?",
     T(r"""
Keep the first occurrence of each id:

```python
seen = {}
for row in rows:
    seen.setdefault(row["id"], row)
unique = list(seen.values())
```

Dicts keep insertion order, so the result follows the original order.
""")))

# --------------------------------------------------------------------------- 18
add(18, "python-requests-timeout", "paraphrase", "identifier", "same_topic",
    ("Call the pricing service and return the JSON.",
     T(r"""
```python
import requests

def get_price(sku: str) -> dict:
    resp = requests.get(f"{PRICING_URL}/prices/{sku}")
    resp.raise_for_status()
    return resp.json()
```
"""),
     "Every outbound call gets an explicit timeout here, requests waits forever by default. timeout=5 is our standard.",
     'requests.get(f"{PRICING_URL}/prices/{sku}")', 'requests.get(f"{PRICING_URL}/prices/{sku}", timeout=5)'),
    ("Post the event to the audit service.",
     T(r"""
```python
def send_audit(event: dict) -> None:
    r = requests.post(AUDIT_URL + "/events", json=event)
    r.raise_for_status()
```
"""),
     [r"re:requests\.post\([^)]*timeout=5"],
     ["json=event)"]),
    [("json=event)", "json=event, timeout=5)")],
    ("How do I retry the pricing call on 503s?",
     T(r"""
Mount an adapter with urllib3's `Retry` on a session:

```python
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

session = requests.Session()
retry = Retry(total=3, backoff_factor=0.5, status_forcelist=[503])
session.mount("https://", HTTPAdapter(max_retries=retry))
resp = session.get(url, timeout=5)
```
""")))

# --------------------------------------------------------------------------- 19
add(19, "java-optional", "paraphrase", "identifier", "lookalike",
    ("Get the customer's default address or fail loudly.",
     T(r"""
```java
Address addr = customer.getDefaultAddress().get();
```

`getDefaultAddress()` returns an `Optional<Address>`, so this throws if it's empty.
"""),
     "Sonar blocks Optional.get() in our repo; use orElseThrow().",
     "getDefaultAddress().get()", "getDefaultAddress().orElseThrow()"),
    ("Load the invoice's currency, it should always be present.",
     T(r"""
```java
Currency currency = invoice.findCurrency().get();
```

If it's ever missing you'll get a `NoSuchElementException`.
"""),
     ["findCurrency().orElseThrow()"],
     ["findCurrency().get()"]),
    [("findCurrency().get()", "findCurrency().orElseThrow()")],
    ("Read a value from the settings map with a fallback.",
     T(r"""
```java
String region = settings.get("region");
if (region == null) {
    region = "default";
}
```

Or in one line: `settings.getOrDefault("region", "default")`.
""")),
    ['settings.get("region")'])

# --------------------------------------------------------------------------- 20
add(20, "postgres-jsonb", "literal", "casing", "already_correct",
    ("Add a metadata column to events for arbitrary attributes.",
     T(r"""
```sql
ALTER TABLE events ADD COLUMN metadata json NOT NULL DEFAULT '{}';
```

You can query into it with `->>`.
"""),
     "Should be jsonb, we put a GIN index on it.",
     "metadata json NOT NULL", "metadata jsonb NOT NULL"),
    ("Column for storing the raw webhook payload?",
     T(r"""
```sql
ALTER TABLE webhook_deliveries ADD COLUMN payload JSON NOT NULL;
```

Keep the full payload so failed deliveries can be replayed later.
"""),
     [r"re:(?i)payload jsonb"],
     [r"re:(?i)\bjson\b"]),
    [("payload JSON NOT NULL", "payload JSONB NOT NULL")],
    ("How do I index the metadata column for containment queries?",
     T(r"""
```sql
CREATE INDEX CONCURRENTLY events_metadata_gin ON events USING gin (metadata jsonb_path_ops);
```

`jsonb_path_ops` is smaller and faster for `@>` queries but doesn't support key-existence operators like `?`.
""")),
    ["metadata jsonb_path_ops"])

# --------------------------------------------------------------------------- 21
add(21, "gha-checkout-version", "literal", "code_block", "lookalike",
    ("Minimal workflow that runs lint on PRs.",
     T(r"""
```yaml
name: lint
on: pull_request
jobs:
  lint:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v3
      - run: make lint
```
"""),
     "Use actions/checkout@v4; v3 is on the deprecated Node 16 runtime.",
     "actions/checkout@v3", "actions/checkout@v4"),
    ("Workflow to publish the docs when a version tag is pushed.",
     T(r"""
```yaml
on:
  push:
    tags: ['v*']
jobs:
  docs:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v3
        with:
          fetch-depth: 0
      - run: make docs
      - run: ./scripts/publish-docs.sh
```
"""),
     ["uses: actions/checkout@v4"],
     ["checkout@v3"]),
    [("actions/checkout@v3", "actions/checkout@v4")],
    ("Log in to GHCR and set up Buildx in the release workflow.",
     T(r"""
```yaml
- uses: docker/setup-buildx-action@v3
- uses: docker/login-action@v3
  with:
    registry: ghcr.io
    username: ${{ github.actor }}
    password: ${{ secrets.GITHUB_TOKEN }}
```

The job needs `packages: write` in its `permissions` block for the push to succeed.
""")),
    ["docker/login-action@v3"])

# --------------------------------------------------------------------------- 22
add(22, "maintenance-channel", "literal", "reworded", "unrelated",
    ("Where should I announce the maintenance window for the DB failover?",
     T(r"""
Post it in #ops-announce at least 24 hours ahead and tag @oncall-db so they can object to the slot.
"""),
     "We moved all of that to #eng-maintenance in March, #ops-announce is read-only now.",
     "#ops-announce", "#eng-maintenance"),
    ("Draft a heads-up for the Kafka broker upgrade and tell me where to post it.",
     T(r"""
Here's a draft:

> Heads-up: Thursday 14:00-15:00 UTC we're rolling the Kafka brokers one at a time. Producers may see brief leader-election retries; no action needed.

Post it in #ops-announce and pin it until the upgrade is done.
"""),
     ["#eng-maintenance"],
     ["#ops-announce"]),
    [("#ops-announce", "#eng-maintenance")],
    ("What does `git stash -u` do differently from `git stash`?",
     T(r"""
`-u` (`--include-untracked`) also stashes untracked files; a plain `git stash` only saves changes to tracked files, so new files stay in your working tree. Ignored files need `-a`.
""")))

# --------------------------------------------------------------------------- 23
add(23, "k8s-memory-units", "paraphrase", "code_block", "lookalike",
    ("Add resource requests to the worker container.",
     T(r"""
```yaml
resources:
  requests:
    cpu: 250m
    memory: 256m
  limits:
    memory: 256m
```
"""),
     "lowercase m on memory means millibytes. 256Mi.",
     "memory: 256m", "memory: 256Mi"),
    ("Give the api container 1 gig of memory and half a CPU.",
     T(r"""
```yaml
resources:
  requests:
    cpu: 500m
    memory: 1024m
  limits:
    memory: 1024m
```
"""),
     [r"re:requests:\s+cpu: 500m\s+memory: (1024Mi|1Gi)\s+limits:\s+memory: (1024Mi|1Gi)"],
     [r"re:memory: \d+m\b"]),
    [("memory: 1024m", "memory: 1Gi")],
    ("What CPU request should the cron sidecar have?",
     T(r"""
It's mostly idle, so keep it small:

```yaml
resources:
  requests:
    cpu: 50m
    memory: 64Mi
```

`50m` is 5% of one core.
""")),
    ["cpu: 50m"])

# --------------------------------------------------------------------------- 24
add(24, "python-mutable-default", "semantic", "identifier", "same_topic",
    ("Add an optional tags parameter to create_job.",
     T(r"""
```python
def create_job(name: str, tags: list[str] = []) -> Job:
    tags.append("created-by-api")
    return Job(name=name, tags=tags)
```
"""),
     "That default list is shared across calls, so tags will pile up. Default to None and build a fresh list inside.",
     "tags: list[str] = []", "tags: list[str] | None = None"),
    ("Let register_hook take optional extra headers.",
     T(r"""
```python
def register_hook(url: str, headers: dict[str, str] = {}) -> Hook:
    headers.setdefault("User-Agent", "acme-hooks/1.0")
    return Hook(url=url, headers=headers)
```
"""),
     [r"re:headers: (dict\[str, str\] \| None|Optional\[dict\[str, str\]\]) = None",
      r"re:headers or \{\}|if headers is None|headers = dict\(headers"],
     ["= {})"]),
    [("headers: dict[str, str] = {}) -> Hook:\n",
      "headers: dict[str, str] | None = None) -> Hook:\n    headers = dict(headers or {})\n")],
    ("Is it fine to use a tuple as a default argument?",
     T(r"""
Yes. Tuples are immutable, so a default like `def f(ids: tuple[int, ...] = ()):` can't leak state between calls. The shared-default problem only bites with mutable objects such as lists, dicts and sets.
""")))

# --------------------------------------------------------------------------- 25
add(25, "git-pull-rebase", "literal", "reworded", "already_correct",
    ("How do I sync my local develop before starting new work?",
     T(r"""
```sh
git switch develop
git pull
```
"""),
     "Team convention is git pull --rebase, no merge bubbles in develop please.",
     "git pull", "git pull --rebase"),
    ("I've got local commits and upstream moved on, how do I catch up?",
     T(r"""
Integrate the upstream changes with `git pull`, then re-run the tests before pushing.
"""),
     ["git pull --rebase"],
     ["`git pull`"]),
    [("`git pull`", "`git pull --rebase`")],
    ("Make pull always rebase for me in this repo.",
     T(r"""
```sh
git config pull.rebase true
```

After that a plain pull behaves like `git pull --rebase`.
""")),
    ["`git pull --rebase`"])

# --------------------------------------------------------------------------- 26
add(26, "rust-async-mutex", "semantic", "code_block", "lookalike",
    ("Share a hit counter between requests in my axum handler.",
     T(r"""
```rust
use std::sync::Mutex;

struct AppState { hits: Mutex<u64> }

async fn handler(State(state): State<Arc<AppState>>) -> String {
    let mut hits = state.hits.lock().unwrap();
    *hits += 1;
    notify_metrics(*hits).await;
    format!("{} hits", *hits)
}
```
"""),
     "The std guard is held across the .await, so the future isn't Send and axum rejects the handler. Use tokio::sync::Mutex and lock().await.",
     "use std::sync::Mutex;", "use tokio::sync::Mutex;"),
    ("Keep a per-tenant cache in state and refresh it from the handler.",
     T(r"""
```rust
use std::sync::Mutex;

async fn refresh(State(state): State<Arc<AppState>>, Path(tenant): Path<String>) {
    let mut cache = state.cache.lock().unwrap();
    let fresh = fetch_tenant(&tenant).await;
    cache.insert(tenant, fresh);
}
```
"""),
     [r"re:\.lock\(\)\.await"],
     ["std::sync::Mutex", ".lock().unwrap()"]),
    [("use std::sync::Mutex;", "use tokio::sync::Mutex;"),
     (".lock().unwrap()", ".lock().await")],
    ("Guard a config struct that's only read from a plain background thread.",
     T(r"""
```rust
use std::sync::{Arc, Mutex};
use std::thread;

let cfg = Arc::new(Mutex::new(Config::default()));
let worker_cfg = Arc::clone(&cfg);
thread::spawn(move || {
    let c = worker_cfg.lock().unwrap();
    apply(&c);
});
```

There's no async code here, so `std::sync::Mutex` is the right choice.
""")),
    ["std::sync::Mutex", ".lock().unwrap()"])

# --------------------------------------------------------------------------- 27
add(27, "admin-port", "literal", "identifier", "already_correct",
    ("How do I hit the health endpoint on the orders service locally?",
     T(r"""
```sh
curl -s localhost:8080/healthz
```

A 200 with `ok` means the process is up.
"""),
     "healthz and metrics are on the admin port, 18080. 8080 only serves the public API.",
     "localhost:8080", "localhost:18080"),
    ("How do I look at the orders service's Prometheus metrics from my laptop?",
     T(r"""
```sh
curl -s localhost:8080/metrics | grep '^orders_'
```
"""),
     ["localhost:18080/metrics"],
     ["localhost:8080", "118080"]),
    [("localhost:8080", "localhost:18080")],
    ("Port-forward the orders admin port from staging.",
     T(r"""
```sh
kubectl port-forward svc/orders 18080:18080 -n orders-staging
```

Then `curl localhost:18080/healthz` works as if it were running locally.
""")),
    ["localhost:18080/healthz"])

# --------------------------------------------------------------------------- 28
add(28, "go-ioutil", "literal", "code_block", "same_topic",
    ("Read the whole response body into a string.",
     T(r"""
```go
body, err := ioutil.ReadAll(resp.Body)
if err != nil {
    return "", err
}
return string(body), nil
```
"""),
     "io.ReadAll. ioutil has been deprecated since 1.16 and our linter rejects it.",
     "ioutil.ReadAll", "io.ReadAll"),
    ("Parse the uploaded CSV body in the handler.",
     T(r"""
```go
func upload(w http.ResponseWriter, r *http.Request) {
    data, err := ioutil.ReadAll(r.Body)
    if err != nil {
        http.Error(w, "bad body", http.StatusBadRequest)
        return
    }
    rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
    if err != nil {
        http.Error(w, "bad csv", http.StatusBadRequest)
        return
    }
    importRows(rows)
}
```
"""),
     ["data, err := io.ReadAll(r.Body)", "csv.NewReader(bytes.NewReader(data)).ReadAll()"],
     ["ioutil"]),
    [("ioutil.ReadAll(r.Body)", "io.ReadAll(r.Body)")],
    ("Write bytes to a file so readers never see a half-written version.",
     T(r"""
Write to a temp file in the same directory and rename it over the target:

```go
tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
if err != nil {
    return err
}
defer os.Remove(tmp.Name())
if _, err := tmp.Write(data); err != nil {
    tmp.Close()
    return err
}
if err := tmp.Close(); err != nil {
    return err
}
return os.Rename(tmp.Name(), path)
```

`os.Rename` is atomic on POSIX filesystems as long as both paths are on the same filesystem.
""")))

# --------------------------------------------------------------------------- 29
add(29, "pandas-append", "paraphrase", "identifier", "lookalike",
    ("Add the totals row to the summary DataFrame.",
     T(r"""
```python
summary = summary.append(totals, ignore_index=True)
```
"""),
     "DataFrame.append is gone in pandas 2 (we're on 2.2). pd.concat([summary, totals], ignore_index=True).",
     "summary.append(totals, ignore_index=True)", "pd.concat([summary, totals], ignore_index=True)"),
    ("Stack this month's rows under the historical frame and save it.",
     T(r"""
```python
history = history.append(this_month, ignore_index=True)
history.to_parquet("history.parquet")
```
"""),
     [r"re:pd\.concat\(\[\s*history,\s*this_month\s*\]"],
     ["history.append("]),
    [("history.append(this_month, ignore_index=True)", "pd.concat([history, this_month], ignore_index=True)")],
    ("Collect the failed rows while looping so I can report them.",
     T(r"""
```python
failed = []
for i, row in df.iterrows():
    if not validate(row):
        failed.append(i)
print(f"{len(failed)} rows failed validation")
```

A boolean mask would be faster on big frames, but the loop is fine for a report.
""")),
    ["failed.append(i)"])

# --------------------------------------------------------------------------- 30
add(30, "lambda-runtime", "literal", "identifier", "unrelated",
    ("SAM template snippet for the thumbnail function.",
     T(r"""
```yaml
ThumbnailFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: index.handler
    Runtime: nodejs16.x
    MemorySize: 512
    Timeout: 30
```
"""),
     "nodejs16.x is deprecated on Lambda; we standardised on nodejs20.x.",
     "nodejs16.x", "nodejs20.x"),
    ("Same for the PDF renderer function please, it needs more memory.",
     T(r"""
```yaml
PdfRendererFunction:
  Type: AWS::Serverless::Function
  Properties:
    Handler: render.handler
    Runtime: nodejs16.x
    MemorySize: 2048
    Timeout: 120
```
"""),
     ["Runtime: nodejs20.x"],
     ["nodejs16"]),
    [("nodejs16.x", "nodejs20.x")],
    ("How do I count lines of code per language in the repo?",
     T(r"""
`cloc` does it in one go:

```sh
cloc --vcs=git .
```

`--vcs=git` makes it count only tracked files, so `node_modules` and build output are skipped.
""")))

# --------------------------------------------------------------------------- 31
add(31, "sql-is-null", "paraphrase", "identifier", "lookalike",
    ("Only count active subscriptions. Cancelled ones have cancelled_at set.",
     T(r"""
```sql
SELECT count(*) FROM subscriptions WHERE cancelled_at = NULL;
```
"""),
     "= NULL is never true, that query always returns 0. IS NULL.",
     "cancelled_at = NULL", "cancelled_at IS NULL"),
    ("Find users who never verified their email.",
     T(r"""
```sql
SELECT id, email FROM users WHERE email_verified_at = NULL ORDER BY created_at;
```
"""),
     ["email_verified_at IS NULL"],
     ["= NULL"]),
    [("email_verified_at = NULL", "email_verified_at IS NULL")],
    ("Clear the reset token after it's been used.",
     T(r"""
```sql
UPDATE users SET reset_token = NULL, reset_token_expires_at = NULL WHERE id = $1;
```

In a SET clause `= NULL` is an assignment, so this is exactly what you want.
""")),
    ["reset_token = NULL"])

# --------------------------------------------------------------------------- 32
add(32, "java-week-year", "paraphrase", "code_block", "lookalike",
    ("Format the invoice date like 2024-12-30 in Java.",
     T(r"""
```java
DateTimeFormatter fmt = DateTimeFormatter.ofPattern("YYYY-MM-dd");
String issued = invoice.getIssuedOn().format(fmt);
```

`getIssuedOn()` returns a `LocalDate`, so no zone handling is needed.
"""),
     "YYYY is the week-based year, for 2024-12-30 that prints 2025. Needs yyyy.",
     'ofPattern("YYYY-MM-dd")', 'ofPattern("yyyy-MM-dd")'),
    ("UK customers want the shipment date day-first on the PDF.",
     T(r"""
```java
private static final DateTimeFormatter UK_DATE = DateTimeFormatter.ofPattern("dd/MM/YYYY");

String shipped = UK_DATE.format(shipment.getShippedOn());
```
"""),
     [r're:ofPattern\("dd/MM/(yyyy|uuuu)"\)'],
     ["YYYY"]),
    [('"dd/MM/YYYY"', '"dd/MM/yyyy"')],
    ("Group signups by day in Postgres with a readable label.",
     T(r"""
```sql
SELECT to_char(created_at, 'YYYY-MM-DD') AS day, count(*)
FROM signups
GROUP BY 1
ORDER BY 1;
```

In `to_char`, `YYYY` is the calendar year (`IYYY` would be the ISO week-numbering year).
""")),
    ["'YYYY-MM-DD'"])

# --------------------------------------------------------------------------- 33
add(33, "python-strftime-month", "paraphrase", "code_block", "lookalike",
    ("Name the nightly export file with the date, like export-20240315.csv.",
     T(r"""
```python
from datetime import date

name = f"export-{date.today().strftime('%Y%M%d')}.csv"
```
"""),
     "Pretty sure %M is minutes? Month is %m.",
     "strftime('%Y%M%d')", "strftime('%Y%m%d')"),
    ("Put the run date into the archive folder name as day.month.year.",
     T(r"""
```python
folder = run_date.strftime("%d.%M.%Y")
archive_path = f"/archive/{folder}/"
```
"""),
     ['strftime("%d.%m.%Y")'],
     ["%M"]),
    [('"%d.%M.%Y"', '"%d.%m.%Y"')],
    ("Log the time of day the job started, hours and minutes.",
     T(r"""
```python
started = datetime.now().strftime("%H:%M")
log.info("job started at %s", started)
```
""")),
    ['"%H:%M"'])

# --------------------------------------------------------------------------- 34
add(34, "go-unix-millis", "paraphrase", "code_block", "lookalike",
    ("The events API wants `ts` as epoch milliseconds. Fill it in from Go.",
     T(r"""
```go
evt := Event{
    Name: "checkout_completed",
    TS:   time.Now().Unix(),
}
```
"""),
     "Unix() is seconds; the API wants millis, so UnixMilli().",
     "time.Now().Unix()", "time.Now().UnixMilli()"),
    ("Send the order's creation time to the events API too.",
     T(r"""
```go
evt := Event{
    Name: "order_created",
    TS:   order.CreatedAt.Unix(),
}
```
"""),
     ["order.CreatedAt.UnixMilli()"],
     ["CreatedAt.Unix()"]),
    [("order.CreatedAt.Unix()", "order.CreatedAt.UnixMilli()")],
    ("Set the exp claim on the access token to 15 minutes from now.",
     T(r"""
```go
claims := jwt.MapClaims{
    "sub": userID,
    "exp": time.Now().Add(15 * time.Minute).Unix(),
}
```

JWT `exp` is a NumericDate, i.e. seconds since the epoch, so `Unix()` is right here.
""")),
    [".Unix(),"])

# --------------------------------------------------------------------------- 35
add(35, "bigquery-quoting", "paraphrase", "code_block", "same_topic",
    ("Daily active users from the events table in BigQuery.",
     T(r"""
```sql
SELECT DATE(event_ts) AS day, COUNT(DISTINCT user_id) AS dau
FROM "acme-analytics.prod.events"
GROUP BY day
ORDER BY day;
```
"""),
     "BigQuery wants backticks around the table path; double quotes make it a string literal.",
     '"acme-analytics.prod.events"', "`acme-analytics.prod.events`"),
    ("Count orders per country from the orders table in BigQuery.",
     T(r"""
```sql
SELECT country, COUNT(*) AS orders
FROM "acme-analytics.prod.orders"
GROUP BY country
ORDER BY orders DESC;
```
"""),
     ["FROM `acme-analytics.prod.orders`"],
     ['"acme-analytics.prod.orders"']),
    [('"acme-analytics.prod.orders"', "`acme-analytics.prod.orders`")],
    ("How do I query only the last week of a date-partitioned BigQuery table so it doesn't scan everything?",
     T(r"""
Filter on the partitioning column directly:

```sql
SELECT user_id, event_name
FROM `acme-analytics.prod.events`
WHERE DATE(event_ts) >= DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY);
```

If the table is partitioned on `DATE(event_ts)`, BigQuery prunes partitions for this filter.
""")))

# --------------------------------------------------------------------------- 36
add(36, "promql-histogram-quantile", "paraphrase", "code_block", "lookalike",
    ("PromQL for p99 latency of the checkout service.",
     T(r"""
```promql
histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{service="checkout"}[5m])))
```
"""),
     "You're summing away the le label and histogram_quantile needs it. sum by (le).",
     "sum(rate(http_request_duration_seconds_bucket", "sum by (le) (rate(http_request_duration_seconds_bucket"),
    ("p95 of the gRPC handling time for the inventory service.",
     T(r"""
```promql
histogram_quantile(0.95, sum(rate(grpc_server_handling_seconds_bucket{grpc_service="inventory.Inventory"}[5m])))
```
"""),
     [r"re:sum by \([^)]*\ble\b[^)]*\) ?\(rate\(grpc_server_handling_seconds_bucket|sum\(rate\(grpc_server_handling_seconds_bucket[^\n]*\]\)\) by \([^)]*\ble\b"],
     [r"re:histogram_quantile\(0\.95, sum\(rate\([^\n]*\]\)\)\)"]),
    [("sum(rate(grpc_server_handling_seconds_bucket", "sum by (le) (rate(grpc_server_handling_seconds_bucket")],
    ("Requests per second for checkout, all instances together.",
     T(r"""
```promql
sum(rate(http_requests_total{service="checkout"}[5m]))
```

No `by` clause is needed since you want a single series.
""")),
    ["sum(rate(http_requests_total"])

# --------------------------------------------------------------------------- 37
add(37, "api-json-snake-case", "paraphrase", "identifier", "lookalike",
    ("Struct for the user profile response.",
     T(r"""
```go
type Profile struct {
    UserID      string `json:"userId"`
    DisplayName string `json:"display_name"`
    AvatarURL   string `json:"avatar_url"`
}
```
"""),
     "Public API is snake_case throughout: user_id, not userId.",
     '`json:"userId"`', '`json:"user_id"`'),
    ("Add the account struct for the /accounts endpoint.",
     T(r"""
```go
type Account struct {
    AccountID string    `json:"account_id"`
    OwnerID   string    `json:"ownerId"`
    CreatedAt time.Time `json:"created_at"`
}
```
"""),
     ['`json:"owner_id"`'],
     ["ownerId"]),
    [('`json:"ownerId"`', '`json:"owner_id"`')],
    ("TypeScript type for the profile in the React app. Our API client camelCases responses.",
     T(r"""
```ts
export interface Profile {
  userId: string;
  displayName: string;
  avatarUrl: string;
}
```

The client's response interceptor converts snake_case keys, so components only ever see camelCase.
""")),
    ["userId: string;"])

# --------------------------------------------------------------------------- 38
add(38, "kafka-offset-reset", "paraphrase", "reworded", "lookalike",
    ("Consumer config for the new fraud-scoring service reading payments.v1.",
     T(r"""
```properties
bootstrap.servers=kafka.internal:9092
group.id=fraud-scoring
auto.offset.reset=latest
enable.auto.commit=false
```
"""),
     "New consumer groups here start from earliest, otherwise the first deploy silently skips the backlog. (Brokers are on 3.7, fyi.)",
     "auto.offset.reset=latest", "auto.offset.reset=earliest"),
    ("What settings does the ledger-sync consumer need?",
     T(r"""
For the ledger-sync group, point `bootstrap.servers` at `kafka.internal:9092`, set `group.id` to `ledger-sync`, `auto.offset.reset` to `latest` and `enable.auto.commit` to `false`, then commit offsets yourself after each batch is written.
"""),
     [r"re:`auto\.offset\.reset` to `earliest`"],
     ["`latest`"]),
    [("`latest`", "`earliest`")],
    ("Which runner image do our CI jobs use?",
     T(r"""
```yaml
jobs:
  build:
    runs-on: ubuntu-latest
```

We don't pin a version; `ubuntu-latest` follows GitHub's current Ubuntu LTS image.
""")),
    ["ubuntu-latest"])

# --------------------------------------------------------------------------- 39
add(39, "pyyaml-safe-load", "paraphrase", "reworded", "lookalike",
    ("Load the feature config from features.yaml.",
     T(r"""
```python
import yaml

with open("features.yaml") as f:
    features = yaml.load(f, Loader=yaml.Loader)
```
"""),
     "Security review requires yaml.safe_load; the full Loader can construct arbitrary Python objects.",
     "yaml.load(f, Loader=yaml.Loader)", "yaml.safe_load(f)"),
    ("How should the CLI read the user's ~/.acme/config.yml?",
     T(r"""
Open the file and parse it with `yaml.load(fh, Loader=yaml.FullLoader)`, then merge the result over the defaults dict.
"""),
     ["yaml.safe_load(fh)"],
     ["yaml.load("]),
    [("yaml.load(fh, Loader=yaml.FullLoader)", "yaml.safe_load(fh)")],
    ("Read the JSON fixtures for the tests.",
     T(r"""
```python
import json

with open("fixtures/orders.json") as f:
    orders = json.load(f)
```

`json.load` only builds dicts, lists, strings, numbers, booleans and None, so there's no code-execution risk.
""")),
    ["json.load(f)"])

# --------------------------------------------------------------------------- 40
add(40, "jira-project-key", "paraphrase", "reworded", "already_correct",
    ("Write the commit message for the refund rounding fix, ticket 1432.",
     T(r"""
```
PAY-1432: round refunds half-even to match the ledger
```

The body can explain why banker's rounding is needed.
"""),
     "The key is PAYM now, PAY was archived. So PAYM-1432.",
     "PAY-1432", "PAYM-1432"),
    ("Branch name for ticket 2210, the duplicate webhook bug?",
     T(r"""
Call it `PAY-2210-dedupe-webhooks` so Jira links the branch to the ticket automatically.
"""),
     ["PAYM-2210"],
     [r"re:\bPAY-\d"]),
    [("PAY-2210", "PAYM-2210")],
    ("PR title for PAYM-1980, the payout export?",
     T(r"""
`PAYM-1980: add CSV export for payouts`. Keeping the key first lets the Jira integration pick it up.
""")),
    ["PAYM-1980"])

# --------------------------------------------------------------------------- 41
add(41, "postgres-text-not-varchar", "paraphrase", "casing", "same_topic",
    ("Postgres table for storing team names and slugs.",
     T(r"""
```sql
CREATE TABLE teams (
  id bigserial PRIMARY KEY,
  name VARCHAR(255) NOT NULL,
  slug text NOT NULL UNIQUE
);
```
"""),
     "We don't use varchar(n) in Postgres, it's text everywhere (with a CHECK if a limit matters).",
     "name VARCHAR(255) NOT NULL", "name text NOT NULL"),
    ("Add a column for the customer's company name to accounts.",
     T(r"""
```sql
alter table accounts add column company_name varchar(120);
```
"""),
     [r"re:(?i)company_name text"],
     [r"re:(?i)varchar"]),
    [("company_name varchar(120)", "company_name text")],
    ("How do I limit the slug to 64 characters in Postgres?",
     T(r"""
Add a check constraint:

```sql
ALTER TABLE teams ADD CONSTRAINT teams_slug_len CHECK (char_length(slug) <= 64);
```

On a large table, add it `NOT VALID` first and run `VALIDATE CONSTRAINT` afterwards to avoid a long lock.
""")))

# --------------------------------------------------------------------------- 42
add(42, "postgres-interval", "paraphrase", "casing", "unrelated",
    ("Postgres: sessions that were active in the last 7 days.",
     T(r"""
```sql
SELECT * FROM sessions WHERE last_seen_at > NOW() - INTERVAL 7 DAY;
```
"""),
     "That's MySQL syntax. Postgres: interval '7 days'.",
     "NOW() - INTERVAL 7 DAY", "now() - interval '7 days'"),
    ("Delete email verification rows older than a month in our Postgres db.",
     T(r"""
```sql
delete from email_verifications where requested_at < now() - interval 30 day;
```
"""),
     [r"re:(?i)interval '30 days?'"],
     [r"re:(?i)interval \d"]),
    [("interval 30 day", "interval '30 days'")],
    ("How do I make VS Code format Go files on save?",
     T(r"""
Install the Go extension and add this to `settings.json`:

```json
"[go]": {
  "editor.formatOnSave": true,
  "editor.defaultFormatter": "golang.go"
}
```

gopls then formats the file with gofmt rules every time you save.
""")))

# --------------------------------------------------------------------------- 43
add(43, "correlation-header", "literal", "casing", "lookalike",
    ("Propagate a request id from the gateway to downstream calls.",
     T(r"""
Read it from the incoming request and forward it:

```go
reqID := r.Header.Get("X-Request-ID")
out.Header.Set("X-Request-ID", reqID)
```
"""),
     "Our mesh and log pipeline key on X-Correlation-ID, not X-Request-ID.",
     "X-Request-ID", "X-Correlation-ID"),
    ("Express middleware that attaches the request id to the logger.",
     T(r"""
```js
app.use((req, res, next) => {
  req.log = logger.child({ requestId: req.get('x-request-id') });
  next();
});
```
"""),
     [r"re:(?i)req\.get\('x-correlation-id'\)"],
     [r"re:(?i)x-request-id"]),
    [("'x-request-id'", "'x-correlation-id'")],
    ("Heroku adds a header to every request with its own request id. Which one?",
     T(r"""
The Heroku router sets `X-Request-ID` on every incoming request (and keeps yours if you send a valid one), so log it to tie your app logs to the router logs.
""")),
    ["X-Request-ID"])

# --------------------------------------------------------------------------- 44
add(44, "mysql-engine", "literal", "casing", "unrelated",
    ("MySQL table for the audit trail, it's append-only.",
     T(r"""
```sql
CREATE TABLE audit_trail (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  actor_id BIGINT UNSIGNED NOT NULL,
  action_code SMALLINT NOT NULL,
  at DATETIME(6) NOT NULL
) ENGINE=MyISAM;
```
"""),
     "No MyISAM, it isn't crash-safe and our backups assume InnoDB.",
     "ENGINE=MyISAM", "ENGINE=InnoDB"),
    ("Create the login_attempts table, MySQL.",
     T(r"""
```sql
create table login_attempts (
  id bigint unsigned auto_increment primary key,
  user_id bigint unsigned not null,
  succeeded tinyint(1) not null,
  at datetime(6) not null
) engine=myisam;
```
"""),
     [r"re:(?i)engine\s*=\s*innodb"],
     [r"re:(?i)myisam"]),
    [("engine=myisam", "engine=InnoDB")],
    ("How do I undo the last commit but keep the changes staged?",
     T(r"""
```sh
git reset --soft HEAD~1
```

The commit disappears from the branch and its changes stay in the index, ready to commit again.
""")))

# --------------------------------------------------------------------------- 45
add(45, "money-numeric", "literal", "casing", "lookalike",
    ("Postgres column for the order total.",
     T(r"""
```sql
ALTER TABLE orders ADD COLUMN total_amount FLOAT NOT NULL DEFAULT 0;
```
"""),
     "Never FLOAT for money. numeric(12,2), finance reconciles to the cent.",
     "total_amount FLOAT", "total_amount numeric(12,2)"),
    ("And a column for the refunded amount on refunds.",
     T(r"""
```sql
alter table refunds add column amount float not null;
```
"""),
     [r"re:(?i)amount numeric\(12, ?2\)"],
     [r"re:(?i)\bfloat\b"]),
    [("amount float", "amount numeric(12,2)")],
    ("Parse the discount ratio from the CSV row in Python.",
     T(r"""
```python
ratio = float(row["discount_ratio"])
if not 0 <= ratio <= 1:
    raise ValueError(f"bad ratio {ratio!r}")
```
""")),
    ["float(row"])

# --------------------------------------------------------------------------- 46
add(46, "prod-log-level", "literal", "casing", "lookalike",
    ("Helm values for the search-api production release.",
     T(r"""
```yaml
replicaCount: 4
image:
  tag: "2.14.1"
env:
  LOG_LEVEL: debug
  HTTP_PORT: "8080"
```
"""),
     "Thanks for this. Prod runs at info though; debug in prod floods Loki and we pay per GB.",
     "LOG_LEVEL: debug", "LOG_LEVEL: info"),
    ("Env vars for the search-api prod deployment as a ConfigMap?",
     T(r"""
```yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: search-api-env
  namespace: search-prod
data:
  LOG_LEVEL: DEBUG
  CACHE_TTL_SECONDS: "300"
```
"""),
     [r're:LOG_LEVEL: "?(info|INFO)"?'],
     [r're:(?i)LOG_LEVEL: "?debug']),
    [("LOG_LEVEL: DEBUG", "LOG_LEVEL: INFO")],
    ("What should my local .env for search-api look like?",
     T(r"""
```sh
LOG_LEVEL=debug
HTTP_PORT=8080
ES_URL=http://localhost:9200
```

Debug logging is handy on your machine; the prod values come from the Helm chart.
""")),
    ["LOG_LEVEL=debug"])

# --------------------------------------------------------------------------- 47
add(47, "postgres-skip-locked", "literal", "casing", "already_correct",
    ("Query for a worker to claim the next pending job from the jobs table.",
     T(r"""
```sql
SELECT id, payload FROM jobs
WHERE status = 'pending'
ORDER BY id
LIMIT 1
FOR UPDATE;
```

Run it inside a transaction and set the status to `running` before committing.
"""),
     "With 20 workers a plain FOR UPDATE makes them queue behind each other. FOR UPDATE SKIP LOCKED.",
     "FOR UPDATE;", "FOR UPDATE SKIP LOCKED;"),
    ("Claim a batch of 50 outbox rows to publish.",
     T(r"""
```sql
select id, topic, body from outbox
where published_at is null
order by id
limit 50
for update;
```
"""),
     [r"re:(?i)for update skip locked"],
     [r"re:(?i)for update;"]),
    [("for update;", "for update skip locked;")],
    ("How do the email workers grab work without stepping on each other?",
     T(r"""
Each worker runs this in its own transaction:

```sql
SELECT id FROM email_queue
WHERE send_after <= now()
ORDER BY send_after
LIMIT 10
FOR UPDATE SKIP LOCKED;
```

Rows locked by another worker are skipped instead of waited on.
""")),
    ["FOR UPDATE SKIP LOCKED;"])

# --------------------------------------------------------------------------- 48
add(48, "redis-flushdb", "literal", "casing", "same_topic",
    ("How do I clear the feature-flag cache in staging Redis? It's db 3.",
     T(r"""
```sh
redis-cli -h redis.staging.internal -n 3 FLUSHALL
```
"""),
     "FLUSHALL wipes every db on that instance and other teams share it. FLUSHDB.",
     "-n 3 FLUSHALL", "-n 3 FLUSHDB"),
    ("Wipe the rate limiter cache in staging (db 5).",
     T(r"""
```sh
redis-cli -h redis.staging.internal -n 5 flushall
```
"""),
     [r"re:(?i)-n 5 flushdb"],
     [r"re:(?i)flushall"]),
    [("flushall", "flushdb")],
    ("How many keys are in db 3 on staging Redis?",
     T(r"""
```sh
redis-cli -h redis.staging.internal -n 3 DBSIZE
```

`DBSIZE` is O(1), so it's safe to run even on a big instance.
""")))

# --------------------------------------------------------------------------- 49
add(49, "postgres-now", "literal", "casing", "unrelated",
    ("Postgres: mark the invoice as sent with the current time.",
     T(r"""
```sql
UPDATE invoices SET sent_at = GETDATE() WHERE id = $1;
```
"""),
     "GETDATE() is SQL Server. now().",
     "GETDATE()", "now()"),
    ("Postgres: stamp archived_at when a project gets archived.",
     T(r"""
```sql
update projects set archived_at = getdate(), archived_by = $2 where id = $1;
```
"""),
     [r"re:archived_at = (now\(\)|NOW\(\)|CURRENT_TIMESTAMP|current_timestamp)"],
     [r"re:(?i)getdate"]),
    [("getdate()", "now()")],
    ("How do I list the largest files in a directory tree?",
     T(r"""
```sh
find . -type f -printf '%s %p\n' | sort -rn | head -20
```

Sizes are in bytes; `-printf` is GNU find, so on macOS use `gfind` from findutils.
""")))

# --------------------------------------------------------------------------- 50
add(50, "http-patch-partial", "literal", "casing", "same_topic",
    ("Route for renaming a project (only the name changes).",
     T(r"""
```http
PUT /v1/projects/{id}
Content-Type: application/json

{"name": "new name"}
```
"""),
     "Per our API guidelines partial updates are PATCH; PUT means full replacement.",
     "PUT /v1/projects/{id}", "PATCH /v1/projects/{id}"),
    ("Wire the Express route that updates just a user's display name.",
     T(r"""
```js
router.put('/v1/users/:id', updateDisplayName);
```
"""),
     ["router.patch('/v1/users/:id'"],
     [r"re:(?i)\bput\b"]),
    [("router.put(", "router.patch(")],
    ("What should the PATCH endpoint return on success?",
     T(r"""
Return `200 OK` with the updated resource so the client doesn't need a follow-up GET; `204 No Content` is fine too if you'd rather keep responses small.
""")))

# --------------------------------------------------------------------------- 51
add(51, "auth-bearer-scheme", "literal", "casing", "already_correct",
    ("curl example for calling the reports API with my key.",
     T(r"""
```sh
curl -H "Authorization: Token $ACME_API_KEY" https://api.acme.example/v2/reports
```
"""),
     "Bearer, the gateway rejects the Token scheme.",
     "Authorization: Token", "Authorization: Bearer"),
    ("Python snippet to pull the reports list.",
     T(r"""
```python
resp = requests.get(
    "https://api.acme.example/v2/reports",
    headers={"authorization": f"token {api_key}"},
    timeout=5,
)
```
"""),
     [r're:(?i)"authorization": f"bearer \{api_key\}"'],
     ['re:(?i)"token ']),
    [('f"token {api_key}"', 'f"Bearer {api_key}"')],
    ("Fetch one report in TypeScript.",
     T(r"""
```ts
const res = await fetch(`https://api.acme.example/v2/reports/${id}`, {
  headers: { Authorization: `Bearer ${token}` },
});
```
""")),
    ["Bearer ${token}"])

# --------------------------------------------------------------------------- 52
add(52, "npm-ci", "literal", "reworded", "unrelated",
    ("What install command should the CI job use?",
     T(r"""
Run `npm install` before the build step so `node_modules` matches `package.json`.
"""),
     "npm ci in CI. npm install can rewrite the lockfile.",
     "npm install", "npm ci"),
    ("How should the Dockerfile's build stage install dependencies?",
     T(r"""
Copy `package.json` and `package-lock.json` first, run `npm install`, then copy the sources and run `npm run build`, so the dependency layer stays cached between builds.
"""),
     ["`npm ci`"],
     ["npm install"]),
    [("npm install", "npm ci")],
    ("How do I see which process is listening on port 5432?",
     T(r"""
```sh
sudo lsof -iTCP:5432 -sTCP:LISTEN
```

On Linux, `ss -ltnp 'sport = :5432'` shows the same with the PID.
""")))

# --------------------------------------------------------------------------- 53
add(53, "k8s-pdb-api", "literal", "code_block", "same_topic",
    ("PodDisruptionBudget for the checkout deployment, keep at least 2 up.",
     T(r"""
```yaml
apiVersion: policy/v1beta1
kind: PodDisruptionBudget
metadata:
  name: checkout-pdb
spec:
  minAvailable: 2
  selector:
    matchLabels:
      app: checkout
```
"""),
     "policy/v1beta1 was removed in 1.25 and we're on 1.29. policy/v1.",
     "apiVersion: policy/v1beta1", "apiVersion: policy/v1"),
    ("PDB for search-api so node drains take down at most one replica.",
     T(r"""
```yaml
apiVersion: policy/v1beta1
kind: PodDisruptionBudget
metadata:
  name: search-api-pdb
  namespace: search-prod
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app: search-api
```
"""),
     ["apiVersion: policy/v1\n"],
     ["v1beta1"]),
    [("policy/v1beta1", "policy/v1")],
    ("How do I see whether a PDB is currently blocking evictions?",
     T(r"""
```sh
kubectl get pdb -A
```

A PDB showing 0 under `ALLOWED DISRUPTIONS` blocks voluntary evictions such as `kubectl drain` until more pods are ready.
""")))

# --------------------------------------------------------------------------- 54
add(54, "s3-consistency", "semantic", "reworded", "same_topic",
    ("After we overwrite report.json in S3, can the next GET return the old version?",
     T(r"""
Yes. S3 is only eventually consistent for overwrites, so a GET right after a PUT can still return the previous object for a short while. Add a small delay or version the key if readers need the new content immediately.
"""),
     "That changed in December 2020: S3 has strong read-after-write consistency for all PUTs and DELETEs, overwrites included. No delay needed.",
     "S3 is only eventually consistent for overwrites", "S3 is strongly consistent for overwrites"),
    ("Our Lambda writes manifest.json to S3 and the next step reads it right away. Do we need a retry loop for stale reads?",
     T(r"""
A short retry loop is a good idea: S3 overwrites are eventually consistent, so the reader can briefly see the previous manifest. Retry for a few seconds until the ETag changes.
"""),
     [r"re:(?i)strong(ly)? (read-after-write )?consisten|read-after-write consisten"],
     [r"re:(?i)eventual(ly)? consisten", r"re:(?i)retry loop is a good idea|until the ETag changes"]),
    "No retry loop is needed: since December 2020 S3 has strong read-after-write consistency for every PUT, overwrites included, so the next GET already returns the new manifest.",
    ("Can two Lambdas writing the same S3 key at the same time corrupt the object?",
     T(r"""
No. Each PUT is atomic, so readers always see one complete object; with concurrent writers the last request S3 processes wins. If the order matters, use conditional writes (`If-Match` on the ETag) or coordinate the writers.
""")))

# --------------------------------------------------------------------------- 55
add(55, "jwt-not-encrypted", "semantic", "reworded", "same_topic",
    ("Is it ok to put the user's email and plan in the JWT claims?",
     T(r"""
Yes, that's fine: the JWT payload is encrypted with the signing secret, so only our services can read the claims.
"""),
     "hmm, JWTs are signed, not encrypted. The payload is just base64url, anyone holding the token can decode it. Email and plan are fine, but nothing secret.",
     "the JWT payload is encrypted with the signing secret, so only our services can read the claims",
     "the JWT payload is only signed and base64url-encoded, so anyone holding the token can read the claims"),
    ("Can I stash the customer's internal risk score in the access token? The frontend must not see it.",
     T(r"""
That works: the token's claims are encrypted by the HS256 signature, so the browser holds the token but can't read the risk score.
"""),
     [r"re:(?i)base64|decod"],
     [r"re:(?i)\b(are|is) encrypted|encrypted (by|with)"]),
    "Don't put it there: a JWT signed with HS256 is not encrypted, its claims are only base64url-encoded, so the browser can decode the risk score. Keep it server-side and look it up by user id.",
    ("Which algorithm should we sign service-to-service JWTs with?",
     T(r"""
Use RS256 or ES256 so only the issuer holds the private key and every service verifies with the public key; with HS256 every verifier needs the shared secret and could mint tokens too.
""")))

# --------------------------------------------------------------------------- 56
add(56, "k8s-secrets-at-rest", "semantic", "reworded", "unrelated",
    ("Is putting the DB password in a Kubernetes Secret secure enough?",
     T(r"""
Yes. Kubernetes Secrets are encrypted by default, so anyone who reads them from etcd only sees ciphertext. Just restrict RBAC on `get secrets`.
"""),
     "Not by default. Secret values are only base64-encoded and sit in etcd in plain text unless encryption at rest is configured on the API server.",
     "Kubernetes Secrets are encrypted by default", "Kubernetes Secrets are only base64-encoded by default"),
    ("Security review asks whether our Stripe key in a Secret is protected if someone gets hold of an etcd backup.",
     T(r"""
It's protected: Secret values are stored encrypted in etcd out of the box, so a backup only contains ciphertext.
"""),
     [r"re:(?i)base64|plain ?text|not encrypted"],
     [r"re:(?i)stored encrypted|encrypted by default|only contains ciphertext"]),
    "Not by default: Secret values are only base64-encoded in etcd, so a backup exposes the key unless encryption at rest is configured on the API server.",
    ("How do I rename a local git branch?",
     T(r"""
```sh
git branch -m old-name new-name
```

If you're already on the branch, `git branch -m new-name` is enough.
""")))

# --------------------------------------------------------------------------- 57
add(57, "uuid-v4-ordering", "semantic", "code_block", "unrelated",
    ("Should the orders table use UUIDv4 primary keys? We page by id.",
     T(r"""
UUIDv4 works well here: the values are generated from a timestamp, so ordering by `id` gives you insertion order and keyset pagination just works.
"""),
     "v4 is random, there's no timestamp in it, so ordering by it means nothing. UUIDv7 if you want time-ordered ids.",
     "the values are generated from a timestamp, so ordering by `id` gives you insertion order",
     "the values are random, so ordering by `id` does not give insertion order"),
    ("Comment the pagination query for the events API.",
     T(r"""
```sql
-- ids are UUIDv4, which increase over time,
-- so the last id seen is a stable cursor in creation order
SELECT id, kind, created_at FROM events
WHERE id > $1
ORDER BY id
LIMIT 100;
```
"""),
     [r"re:(?i)\brandom\b|uuidv7", r"re:(?i)order by created_at|uuidv7"],
     [r"re:(?i)increase over time|cursor in creation order"]),
    [("-- ids are UUIDv4, which increase over time,\n-- so the last id seen is a stable cursor in creation order\n",
      "-- ids are UUIDv4, which are random, so page on (created_at, id)\n"),
     ("WHERE id > $1\nORDER BY id\n", "WHERE (created_at, id) > ($1, $2)\nORDER BY created_at, id\n")],
    ("What's the difference between `docker stop` and `docker kill`?",
     T(r"""
`docker stop` sends SIGTERM, waits for the grace period (10 seconds by default) and then sends SIGKILL; `docker kill` sends SIGKILL straight away, or whatever signal you pass with `--signal`.
""")))

# --------------------------------------------------------------------------- 58
add(58, "git-revert-history", "semantic", "reworded", "same_topic",
    ("A bad commit is already on the shared release branch. Should I use git revert?",
     T(r"""
Be careful: `git revert` rewrites the branch history, so everyone who pulled will need to reset onto the new history afterwards.
"""),
     "revert doesn't rewrite anything, it adds a new commit that undoes the change. That's exactly why we use it on shared branches.",
     "`git revert` rewrites the branch history, so everyone who pulled will need to reset onto the new history afterwards",
     "`git revert` adds a new commit that undoes the change, so history is not rewritten and nobody needs to reset"),
    ("Undo yesterday's config change on the shared develop branch: revert or reset?",
     T(r"""
Use `git revert <sha>`, but warn the team first: a revert rewrites the commit history of develop, so anyone who already pulled has to reset their local branch.
"""),
     [r"re:(?i)new commit"],
     [r"re:(?i)rewrites the (commit )?history|already pulled has to reset"]),
    "Use `git revert <sha>`: it adds a new commit that undoes the change without touching develop's existing history, so teammates just pull as usual.",
    ("How do I revert a merge commit?",
     T(r"""
Tell git which parent is the mainline:

```sh
git revert -m 1 <merge-sha>
```

`-m 1` keeps the branch you merged into and undoes what the merge brought in.
""")))

# --------------------------------------------------------------------------- 59
add(59, "go-map-concurrency", "semantic", "code_block", "unrelated",
    ("Cache parsed templates in a map shared by all handlers.",
     T(r"""
```go
var cache = map[string]*template.Template{}

// Go maps are safe for concurrent use, so handlers can read and fill it directly.
func get(name string) *template.Template {
    if t, ok := cache[name]; ok {
        return t
    }
    t := template.Must(template.ParseFiles(name))
    cache[name] = t
    return t
}
```
"""),
     "Go maps are not safe for concurrent writes, that'll panic with 'concurrent map writes'. Put a sync.RWMutex around it.",
     "// Go maps are safe for concurrent use, so handlers can read and fill it directly.",
     "// Go maps are not safe for concurrent use; guard the map with a sync.RWMutex."),
    ("Count requests per route in memory from the middleware.",
     T(r"""
```go
var hits = map[string]int{}

func count(next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        hits[r.URL.Path]++ // plain map is fine: map writes are atomic in Go
        next.ServeHTTP(w, r)
    })
}
```
"""),
     [r"re:sync\.(RW)?Mutex|sync\.Map", r"re:\.R?Lock\(\)|sync\.Map"],
     [r"re:(?i)map writes are atomic|plain map is fine"]),
    [("var hits = map[string]int{}\n", "var (\n    mu   sync.Mutex\n    hits = map[string]int{}\n)\n"),
     ("        hits[r.URL.Path]++ // plain map is fine: map writes are atomic in Go\n",
      "        mu.Lock()\n        hits[r.URL.Path]++ // maps are not safe for concurrent writes\n        mu.Unlock()\n")],
    ("How do I print a Python dict as pretty JSON?",
     T(r"""
```python
import json
print(json.dumps(data, indent=2, sort_keys=True))
```

Add `default=str` if it holds datetimes or other types JSON can't encode.
""")))

# --------------------------------------------------------------------------- 60
add(60, "postgres-vacuum-full", "semantic", "reworded", "unrelated",
    ("The events table is bloated. Can I run VACUUM FULL during business hours?",
     T(r"""
Yes, `VACUUM FULL` runs online: it only takes a light lock, so reads and writes keep working while it compacts the table.
"""),
     "I believe VACUUM FULL takes an ACCESS EXCLUSIVE lock for the whole rewrite, so the table is unusable meanwhile? pg_repack is the online way.",
     "it only takes a light lock, so reads and writes keep working while it compacts the table",
     "it takes an ACCESS EXCLUSIVE lock, so reads and writes block until it finishes"),
    ("Can I shrink the audit_log table on the primary tonight with VACUUM FULL, without downtime?",
     T(r"""
Sure, VACUUM FULL doesn't block anything: queries against audit_log keep running while it rewrites the table, it just needs extra disk for the new copy.
"""),
     [r"re:(?i)access exclusive|pg_repack"],
     [r"re:(?i)doesn't block anything|does not block anything|keep running while"]),
    "Not without downtime: VACUUM FULL takes an ACCESS EXCLUSIVE lock, so every query on audit_log waits until the rewrite finishes (and it needs extra disk for the new copy). Use pg_repack to do it online.",
    ("How do I check which Node version a project expects?",
     T(r"""
Look at `engines.node` in `package.json` and at any `.nvmrc` or `.node-version` file in the repo root; `nvm use` with no argument reads `.nvmrc` automatically.
""")))


# =========================================================================== verification
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(out, reps):
    return all(check(out, c) for c in reps["expect_contains"]) and not any(check(out, a) for a in reps["expect_absent"])


def apply_fix(out, fix, skip=None, first_only=None):
    if isinstance(fix, str):
        return fix
    for i, (old, new) in enumerate(fix):
        if i == skip:
            continue
        out = out.replace(old, new, 1) if i == first_only else out.replace(old, new)
    return out


GO_SRC = r'''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type item struct {
	Pattern string   `json:"pattern"`
	Texts   []string `json:"texts"`
}

type result struct {
	OK      bool   `json:"ok"`
	Err     string `json:"err"`
	Matches []bool `json:"matches"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		panic(err)
	}
	out := make([]result, len(items))
	for i, it := range items {
		re, err := regexp.Compile(it.Pattern)
		if err != nil {
			out[i] = result{Err: err.Error()}
			continue
		}
		out[i].OK = true
		out[i].Matches = []bool{}
		for _, t := range it.Texts {
			out[i].Matches = append(out[i].Matches, re.MatchString(t))
		}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''


def go_check(items):
    d = tempfile.mkdtemp(prefix="h8-re2-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_SRC)
        with open(os.path.join(d, "go.mod"), "w") as f:
            f.write("module re2check\n\ngo 1.21\n")
        env = dict(os.environ, GOFLAGS="", GO111MODULE="on", GOWORK="off")
        p = subprocess.run(["go", "run", "."], cwd=d, input=json.dumps(items), capture_output=True,
                           text=True, env=env, timeout=300)
        if p.returncode != 0:
            raise SystemExit("go run failed: %s" % p.stderr)
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def verify():
    errs = []
    E = errs.append
    ids = [s["id"] for s in SCEN]
    if ids != ["h8-%03d" % i for i in range(1, 61)]:
        E("ids are not h8-001..h8-060 in order")
    keys = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
    for s in SCEN:
        sid = s["id"]
        pub = {k: v for k, v in s.items() if not k.startswith("_")}
        if list(pub) != keys:
            E("%s: keys %s" % (sid, list(pub)))
        if set(s["teach"]) != {"query", "output", "message", "gold_wrong", "gold_right"}:
            E("%s: teach keys" % sid)
        if set(s["repeat"]) != {"query", "output", "expect_contains", "expect_absent"}:
            E("%s: repeat keys" % sid)
        if set(s["control"]) != {"query", "output"}:
            E("%s: control keys" % sid)
        for part in ("teach", "repeat", "control"):
            for k, v in s[part].items():
                if k.startswith("expect"):
                    if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                        E("%s: %s.%s must be a non-empty list of strings" % (sid, part, k))
                elif not isinstance(v, str) or not v.strip():
                    E("%s: %s.%s empty" % (sid, part, k))
        if s["difficulty"] not in TARGET_DIFFICULTY:
            E("%s: difficulty" % sid)
        if s["control_kind"] not in TARGET_CONTROL:
            E("%s: control_kind" % sid)
        if s["repeat_variation"] not in VARIATIONS:
            E("%s: repeat_variation" % sid)
        t, r, c = s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            E("%s: gold_wrong not in teach output" % sid)
        if t["gold_right"] in t["output"].replace(t["gold_wrong"], "") or t["gold_right"] == t["gold_wrong"]:
            E("%s: gold_right already in teach output" % sid)
        if len({t["query"], r["query"], c["query"]}) != 3:
            E("%s: queries not distinct" % sid)
        if r["output"] == t["output"] or c["output"] in (t["output"], r["output"]):
            E("%s: outputs not distinct" % sid)
        # repeat fails as written; hand fix passes; partial fixes fail
        if fixed(r["output"], r):
            E("%s: repeat passes its own checks as written" % sid)
        if not any(check(r["output"], a) for a in r["expect_absent"]):
            E("%s: no expect_absent entry sees the mistake in the repeat as written" % sid)
        fix = s["_fix"]
        if not isinstance(fix, str):
            for old, _ in fix:
                if old not in r["output"]:
                    E("%s: fix text %r not in repeat output" % (sid, old))
        good = apply_fix(r["output"], fix)
        s["_fixed"] = good
        if good == r["output"]:
            E("%s: hand fix changes nothing" % sid)
        if not fixed(good, r):
            miss = [x for x in r["expect_contains"] if not check(good, x)]
            pres = [x for x in r["expect_absent"] if check(good, x)]
            E("%s: hand fix fails checks (missing %s, present %s)" % (sid, miss, pres))
        if not isinstance(fix, str):
            for i, (old, _) in enumerate(fix):
                if len(fix) > 1 and fixed(apply_fix(r["output"], fix, skip=i), r):
                    E("%s: fix without step %d still passes (checks not demanding the complete fix)" % (sid, i))
                if r["output"].count(old) > 1 and fixed(apply_fix(r["output"], fix, first_only=i), r):
                    E("%s: fixing only the first occurrence of step %d passes" % (sid, i))
        # controls: correct as written
        for h in s["_ctl_has"]:
            if h not in c["output"]:
                E("%s: control lacks %r" % (sid, h))
        if s["control_kind"] in ("lookalike", "already_correct") and not s["_ctl_has"]:
            E("%s: %s control needs its expected text listed" % (sid, s["control_kind"]))
        # (an already_correct control may hold the wrong span only inside the right one)
        if s["control_kind"] != "lookalike" and t["gold_wrong"] in c["output"].replace(t["gold_right"], ""):
            E("%s: %s control holds the wrong span" % (sid, s["control_kind"]))
    # gold_wrong of one scenario must not occur in another scenario's texts
    for s in SCEN:
        w = s["teach"]["gold_wrong"]
        for o in SCEN:
            if o is s:
                continue
            for part, txt in (("teach", o["teach"]["output"]), ("repeat", o["repeat"]["output"]),
                              ("control", o["control"]["output"])):
                if w in txt:
                    E("%s: gold_wrong %r appears in %s %s output" % (s["id"], w, o["id"], part))
    # counts
    for field, target in (("difficulty", TARGET_DIFFICULTY), ("control_kind", TARGET_CONTROL)):
        got = Counter(s[field] for s in SCEN)
        if dict(got) != target:
            E("%s counts %s != %s" % (field, dict(got), target))
    var = Counter(s["repeat_variation"] for s in SCEN)
    if set(var) != VARIATIONS or min(var.values()) < 10:
        E("repeat_variation not mixed: %s" % dict(var))
    # regexes: Python and Go RE2 compile and agree
    items, where = [], []
    for s in SCEN:
        r = s["repeat"]
        texts = [r["output"], s["_fixed"], s["control"]["output"], s["teach"]["output"]]
        for spec in r["expect_contains"] + r["expect_absent"]:
            if not spec.startswith("re:"):
                continue
            pat = spec[3:]
            if re.search(r"\(\?(=|!|<=|<!)|\\[1-9]|\(\?P=", pat):
                E("%s: look-around or back-reference in %r" % (s["id"], pat))
            try:
                py = [re.search(pat, x) is not None for x in texts]
            except re.error as e:
                E("%s: python re error %s in %r" % (s["id"], e, pat))
                continue
            items.append({"pattern": pat, "texts": texts})
            where.append((s["id"], pat, py))
    res = go_check(items)
    for (sid, pat, py), g in zip(where, res):
        if not g["ok"]:
            E("%s: Go RE2 rejects %r: %s" % (sid, pat, g["err"]))
        elif g["matches"] != py:
            E("%s: Go and Python disagree on %r: go %s py %s" % (sid, pat, g["matches"], py))
    return errs, len(items)


def main():
    errs, nre = verify()
    if errs:
        print("VERIFICATION FAILED (%d problems):" % len(errs))
        for e in errs:
            print("  " + e)
        sys.exit(1)
    path = os.path.join(HERE, "scenarios.jsonl")
    with open(path, "w") as f:
        for s in SCEN:
            f.write(json.dumps({k: v for k, v in s.items() if not k.startswith("_")}, ensure_ascii=False) + "\n")
    # re-read what was written and re-check the essentials
    back = [json.loads(l) for l in open(path) if l.strip()]
    assert len(back) == 60
    for b, s in zip(back, SCEN):
        assert not fixed(b["repeat"]["output"], b["repeat"]) and fixed(s["_fixed"], b["repeat"])
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print("%-17s %s" % (field, dict(sorted(Counter(s[field] for s in SCEN).items()))))
    print("regex checks verified in Python and Go RE2: %d" % nre)
    print("OK: %d scenarios written to %s" % (len(SCEN), path))


if __name__ == "__main__":
    main()
