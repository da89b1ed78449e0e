#!/usr/bin/env python3
"""Build and self-check eval/dev7/scenarios.jsonl (80 learning-loop scenarios).

    python3 eval/dev7/build.py [--go]   # writes scenarios.jsonl and README.md next to this file;
                                        # --go also runs every regex through Go's regexp

Every scenario is written here once, together with build-only metadata that is
NOT written to the JSONL:

  style    how the correction message is phrased (x_not_y, bare_fact, imperative,
           terse, hedged, embedded)
  partial  True when fixing only the literal mistaken span leaves the repeat half
           right (the value appears twice in different forms, a dependent value, a
           related import / flag / test); the checks then demand the whole fix
  fix      reference hand fix of the repeat: (old, new) replacements applied in order
  naive    the "literal span only" edit (default: replace gold_wrong by gold_right
           everywhere); for partial scenarios it must still FAIL the check
  hit      for lookalike controls: text in the control that a careless substitution
           would hit (default gold_wrong); for already_correct controls: the right
           value that is already there

Checks made here (the build stops on the first failure):
  * gold_wrong is a substring of teach.output, and differs from gold_right
  * gold_right applied to teach.output gives a different text
  * the repeat as written FAILS its own check, and the reference fix PASSES it
  * every `re:` pattern compiles and uses nothing outside the Python/RE2 common
    subset (no back-references, look-around, atomic groups, \\Z / \\z)
  * difficulty is consistent: literal -> gold_wrong recurs in the repeat (up to case
    and white space); paraphrase / semantic -> it does not
  * partial -> the naive literal edit fails the check
  * lookalike -> the control holds the `hit` text; already_correct -> the control
    holds the right value
  * counts per slice match the brief (80 scenarios, 45/25/10, 40/15/15/10)
"""
import json
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))


def T(s):
    """Strip the newline that follows an opening triple quote and the one before the closing."""
    return s.strip("\n")


SCEN = []


def add(**kw):
    SCEN.append(kw)


# =====================================================================================
# backend
# =====================================================================================
add(n=1, topic="backend", diff="literal", var="code_block", ck="lookalike", style="embedded", partial=True,
    tq="In the events service (Python 3.12) I need to stamp each event with the time we received it. What's the cleanest way?",
    to=T('''
Set the field as soon as the event comes in and store it as an ISO 8601 string:

```python
from datetime import datetime

def on_event(event: dict) -> dict:
    event["received_at"] = datetime.utcnow().isoformat()
    return event
```

A string keeps the JSON payload simple, and the consumers already parse ISO 8601.
'''),
    msg="Thanks. One thing though: utcnow() is deprecated on 3.12 and hands back a naive datetime. Use datetime.now(timezone.utc) instead.",
    gw="datetime.utcnow()", gr="datetime.now(timezone.utc)",
    rq="Add a processed_at timestamp in the worker, taken after the handler finishes.",
    ro=T('''
```python
from datetime import datetime

def process(job):
    result = handler(job.payload)
    job.processed_at = datetime.utcnow()
    return result
```

The timestamp is taken after the handler returns, so it reflects when processing actually finished.
'''),
    ec=[r"re:datetime\.now\((tz=)?(timezone\.utc|UTC)\)", r"re:from datetime import [^\n]*\b(timezone|UTC)\b"],
    ea=["utcnow"],
    fix=[("from datetime import datetime\n", "from datetime import datetime, timezone\n"),
         ("datetime.utcnow()", "datetime.now(timezone.utc)")],
    cq="The billing worker already depends on arrow. How do I get the current time there?",
    co=T('''
With arrow the usual call is `arrow.utcnow()`. It returns an Arrow object that is already timezone-aware (UTC), so `arrow.utcnow().shift(days=30)` gives you the renewal date directly, and `.isoformat()` produces the string with its `+00:00` offset when you serialize it.
'''),
    hit="utcnow()")

add(n=2, topic="backend", diff="paraphrase", var="code_block", ck="lookalike", style="x_not_y", partial=False,
    tq="Add a short pause between retries in the Go uploader, half a second is fine.",
    to=T('''
```go
for attempt := 1; attempt <= 3; attempt++ {
    if err = upload(ctx, obj); err == nil {
        break
    }
    time.Sleep(500)
}
```

After the third failure `err` still holds the last error, so return it to the caller.
'''),
    msg="time.Sleep takes a Duration, so that's 500 nanoseconds, not half a second. It needs 500 * time.Millisecond.",
    gw="time.Sleep(500)", gr="time.Sleep(500 * time.Millisecond)",
    rq="The webhook sender hammers the partner API when it fails. Can you add a 200ms wait before each retry?",
    ro=T('''
```go
for i := 0; i < maxRetries; i++ {
    resp, err = client.Do(req)
    if err == nil && resp.StatusCode < 500 {
        return resp, nil
    }
    if err == nil {
        resp.Body.Close()
    }
    time.Sleep(200) // wait 200ms before the next try
}
return nil, errors.New("partner api: retries exhausted")
```
'''),
    ec=[r"re:time\.Sleep\((200 ?\* ?time\.Millisecond|time\.Duration\(200\) ?\* ?time\.Millisecond|time\.Millisecond ?\* ?200)\)"],
    ea=["time.Sleep(200)"],
    fix=[("time.Sleep(200)", "time.Sleep(200 * time.Millisecond)")],
    cq="Same retry idea in the Java reconciliation job: wait half a second between attempts.",
    co=T('''
```java
for (int attempt = 1; attempt <= 3; attempt++) {
    try {
        return client.fetchStatement(accountId);
    } catch (IOException e) {
        if (attempt == 3) throw e;
        Thread.sleep(500);
    }
}
throw new IllegalStateException("unreachable");
```

`Thread.sleep` takes milliseconds, so 500 is half a second here. The method has to declare or handle `InterruptedException`.
'''),
    hit="sleep(500)")

add(n=3, topic="backend", diff="literal", var="code_block", ck="unrelated", style="imperative", partial=False,
    tq="Read config/flags.json in our Node service at startup, async/await style.",
    to=T('''
```js
const fs = require('fs');

async function loadFlags() {
  const raw = await fs.readFile('config/flags.json', 'utf8');
  return JSON.parse(raw);
}
```

Call it once during boot and keep the parsed object in memory.
'''),
    msg="Import it from 'fs/promises'. The plain fs.readFile is callback-based and throws without a callback, so there's nothing to await.",
    gw="require('fs')", gr="require('fs/promises')",
    rq="Now a helper that loads the email templates from a directory of .html files into an object keyed by name.",
    ro=T('''
```js
const fs = require('fs');
const path = require('path');

async function loadTemplates(dir) {
  const names = await fs.readdir(dir);
  const out = {};
  for (const name of names.filter((n) => n.endsWith('.html'))) {
    out[path.basename(name, '.html')] = await fs.readFile(path.join(dir, name), 'utf8');
  }
  return out;
}
```
'''),
    ec=[r"""re:require\(['"](node:)?fs/promises['"]\)|require\(['"](node:)?fs['"]\)\.promises|from ['"](node:)?fs/promises['"]"""],
    ea=["require('fs');"],
    fix=[("require('fs');", "require('fs/promises');")],
    cq="What's a good name for the env var that turns on verbose logging in the CLI?",
    co=T('''
`ACME_CLI_DEBUG` fits the other variables the CLI reads (`ACME_CLI_PROFILE`, `ACME_CLI_REGION`). Treat any non-empty value as on, and mention it in the `--help` footer so people can find it.
'''))

add(n=4, topic="backend", diff="semantic", var="reworded", ck="lookalike", style="hedged", partial=False,
    tq="The nightly sync hangs sometimes when the vendor API is slow. Do I need to set a timeout on requests.get?",
    to=T('''
You don't strictly need to: requests applies a default timeout of 30 seconds, so a slow vendor call will raise `requests.exceptions.Timeout` on its own. Passing `timeout=(3.05, 10)` gives you separate connect and read limits. Mounting an `HTTPAdapter` with a `urllib3` `Retry` on a `Session` will also smooth over short outages.
'''),
    msg="Are you sure? I don't think requests has any default timeout. As far as I know it can wait forever, which would explain the hang.",
    gw="You don't strictly need to: requests applies a default timeout of 30 seconds, so a slow vendor call will raise `requests.exceptions.Timeout` on its own.",
    gr="Yes: requests has no default timeout, so without one a slow vendor call can block forever.",
    rq="Is it OK to leave the timeout off the call to the geocoding service in the signup flow?",
    ro=T('''
Leaving it off is fine for now. Out of the box requests gives up after 30 seconds, which is longer than the geocoder ever takes, so a stuck call can't hold up signup for more than half a minute. If you'd like a tighter bound, add `timeout=5` to the `requests.get` call.
'''),
    ec=[r"re:(?i)no default timeout|(never|doesn't|does not|won't|will not) time ?out|indefinitely|forever"],
    ea=[r"re:(?i)(gives up after|default( timeout)? of) 30 seconds", r"re:(?i)half a minute"],
    fix=[("Leaving it off is fine for now. Out of the box requests gives up after 30 seconds, which is longer than the geocoder ever takes, so a stuck call can't hold up signup for more than half a minute. If you'd like a tighter bound, add",
          "No. requests has no default timeout, so a stuck geocoder call can hold up signup indefinitely. Always pass one: add")],
    cq="The new async client uses httpx. Does it time out on its own?",
    co=T('''
Yes. httpx applies a default timeout of 5 seconds to connecting, reading, writing and acquiring a pooled connection, so a stuck call raises `httpx.ReadTimeout` (or another `httpx.TimeoutException` subclass). Override it per client with `httpx.AsyncClient(timeout=httpx.Timeout(10.0, connect=3.0))` if the vendor is slow.
'''),
    hit="applies a default timeout of")

add(n=5, topic="backend", diff="paraphrase", var="code_block", ck="lookalike", style="bare_fact", partial=False,
    tq="Write the Go struct for the signup response: id, email, and created time.",
    to=T('''
```go
type SignupResponse struct {
    ID        string    `json:"id"`
    email     string    `json:"email"`
    CreatedAt time.Time `json:"created_at"`
}
```

`time.Time` marshals to RFC 3339, which is what the mobile client already parses.
'''),
    msg="email is unexported, so encoding/json silently skips it and the field never shows up in the response. It has to be Email.",
    gw="email     string", gr="Email     string",
    rq="Struct for the audit log entries we return from /v1/audit: actor, action and when it happened.",
    ro=T('''
```go
type AuditEntry struct {
    Actor      string    `json:"actor"`
    Action     string    `json:"action"`
    occurredAt time.Time `json:"occurred_at"`
}
```
'''),
    ec=[r"re:\bOccurredAt\s+time\.Time"],
    ea=[r"re:\boccurredAt\s+time"],
    fix=[("occurredAt time.Time", "OccurredAt time.Time")],
    naive=[],
    cq="How do I read just the email column for one user with database/sql?",
    co=T('''
```go
var email string
err := db.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, userID).Scan(&email)
if errors.Is(err, sql.ErrNoRows) {
    return "", ErrUserNotFound
}
if err != nil {
    return "", fmt.Errorf("load email: %w", err)
}
return email, nil
```
'''),
    hit="email string")

add(n=6, topic="backend", diff="paraphrase", var="code_block", ck="lookalike", style="embedded", partial=True,
    tq="Write a helper that adds a tag to a task's tag list and returns the list; the list argument is optional.",
    to=T('''
```python
def add_tag(tag: str, tags=[]):
    if tag not in tags:
        tags.append(tag)
    return tags
```

`add_tag("urgent", task.tags)` updates the task's own list in place and returns it.
'''),
    msg="Looks fine except the default: that [] is created once and shared between calls, so tags from one call leak into the next. Default to None and make the list inside.",
    gw="tags=[]):", gr="tags=None):\n    if tags is None:\n        tags = []",
    rq="A function that builds the headers for outgoing partner calls from a token, with optional extra headers.",
    ro=T('''
```python
def build_headers(token, extra={}):
    extra["Authorization"] = f"Bearer {token}"
    extra.setdefault("Accept", "application/json")
    return extra
```
'''),
    ec=[r"re:extra(: [^=\n]+)? ?= ?None", r"re:if extra is None|extra or \{\}|dict\(extra or"],
    ea=["extra={}"],
    fix=[("extra={}):\n", "extra=None):\n    if extra is None:\n        extra = {}\n")],
    naive=[("extra={}", "extra=None")],
    cq="Add an optional tags field to the Pydantic Task model, empty by default.",
    co=T('''
```python
class Task(BaseModel):
    title: str
    tags: list[str] = []
```

Pydantic copies the default for every instance, so each `Task` gets its own empty list; the shared-default problem you get with plain function arguments doesn't apply to model fields.
'''),
    hit="= []")

add(n=7, topic="backend", diff="literal", var="code_block", ck="lookalike", style="x_not_y", partial=True,
    tq="What status should the API return when a logged-in member tries to delete a workspace they don't own?",
    to=T('''
Return 401 Unauthorized with a short JSON body such as `{"error": "not_workspace_owner"}`. Keep the ownership check in the service layer rather than the handler so the CLI path enforces it too.
'''),
    msg="They're authenticated, so it's 403, not 401. 401 is for a missing or bad token.",
    gw="401 Unauthorized", gr="403 Forbidden",
    rq="Write the Express handler and a test for removing a member from a project when the caller isn't a project admin.",
    ro=T('''
```js
router.delete('/projects/:id/members/:userId', requireAuth, async (req, res) => {
  const project = await projects.get(req.params.id);
  if (!project.admins.includes(req.user.id)) {
    return res.status(401).json({ error: 'not_project_admin' }); // 401 Unauthorized
  }
  await projects.removeMember(project.id, req.params.userId);
  res.status(204).end();
});
```

```js
it('rejects callers who are not project admins', async () => {
  const res = await request(app)
    .delete('/projects/p1/members/u2')
    .set('Authorization', `Bearer ${memberToken}`);
  expect(res.status).toBe(401);
});
```
'''),
    ec=["res.status(403)", "toBe(403)"],
    ea=["res.status(401)", "toBe(401)", "401 Unauthorized"],
    fix=[("res.status(401)", "res.status(403)"), ("// 401 Unauthorized", "// 403 Forbidden"), ("toBe(401)", "toBe(403)")],
    cq="And what should it return when the request has no token, or the token has expired?",
    co=T('''
That one is 401 Unauthorized: the caller isn't authenticated at all. Include a `WWW-Authenticate: Bearer` header so clients know to refresh the token and retry; the web app's fetch wrapper already does that when it sees a 401.
'''))

add(n=8, topic="backend", diff="literal", var="reworded", ck="unrelated", style="bare_fact", partial=False,
    tq="Cache the rendered profile JSON in Redis for an hour (redis-py).",
    to=T('''
```python
key = f"profile:{user_id}"
r.setex(key, payload, 3600)
```

After the hour `r.get(key)` returns `None`, which is your signal to rebuild it.
'''),
    msg="setex is (name, time, value), so the TTL goes second.",
    gw="r.setex(key, payload, 3600)", gr="r.setex(key, 3600, payload)",
    rq="Cache the rendered settings page per user for an hour too.",
    ro=T('''
Same pattern as the profile cache: build the key as `f"settings:{user_id}"` and store the rendered HTML with `r.setex(key, payload, 3600)`. When the entry expires, the next request renders the page again and puts it back.
'''),
    ec=[r"re:setex\(key, (3600|timedelta\(hours=1\)), payload\)|\.set\(key, payload, ex=3600\)"],
    ea=["setex(key, payload, 3600)"],
    fix=[("r.setex(key, payload, 3600)", "r.setex(key, 3600, payload)")],
    cq="Which Python version does the scheduler image use?",
    co=T('''
The scheduler image is built from `python:3.11-slim-bookworm`. The version is pinned in `docker/scheduler.Dockerfile`, and Renovate opens a PR when a new 3.11 patch release comes out.
'''))

# =====================================================================================
# sql
# =====================================================================================
add(n=9, topic="sql", diff="literal", var="casing", ck="lookalike", style="embedded", partial=False,
    tq="Find all customers whose email is on the acme.io domain, case-insensitively. This is the orders DB (MySQL 8).",
    to=T('''
```sql
SELECT id, email, created_at
FROM customers
WHERE email ILIKE '%@acme.io'
ORDER BY created_at DESC;
```
'''),
    msg="Ran it and got a syntax error: MySQL has no ILIKE. Plain LIKE is already case-insensitive with our collation, so just use that.",
    gw="ILIKE", gr="LIKE",
    rq="Same orders DB: list suppliers whose name starts with 'nord', any case.",
    ro=T('''
```sql
select id, name, country
from suppliers
where name ilike 'nord%'
order by name;
```
'''),
    ec=[r"re:(?i)where (name like 'nord%'|lower\(name\) like 'nord%')"],
    ea=[r"re:(?i)ilike"],
    fix=[("name ilike 'nord%'", "name like 'nord%'")],
    cq="The analytics warehouse is Postgres. Same search there: customers on the acme.io domain, any case.",
    co=T('''
```sql
SELECT id, email, created_at
FROM customers
WHERE email ILIKE '%@acme.io'
ORDER BY created_at DESC;
```

Postgres `LIKE` is case-sensitive, so `ILIKE` is the right operator here. On a big table a trigram index (`pg_trgm`) makes the leading-wildcard match fast.
'''))

add(n=10, topic="sql", diff="literal", var="casing", ck="lookalike", style="terse", partial=True,
    tq="Postgres: count users who have never verified their email (email_verified_at is empty).",
    to=T('''
```sql
SELECT count(*)
FROM users
WHERE email_verified_at = NULL;
```
'''),
    msg="IS NULL. = NULL is never true.",
    gw="= NULL", gr="IS NULL",
    rq="List the orders that were never shipped but do have a cancellation reason recorded.",
    ro=T('''
```sql
select id, customer_id, cancel_reason
from orders
where shipped_at = null
  and cancel_reason != null;
```
'''),
    ec=[r"re:(?i)shipped_at is null", r"re:(?i)cancel_reason is not null"],
    ea=[r"re:(?i)(=|<>)\s*null", r"re:(?i)!\s*is"],
    fix=[("shipped_at = null", "shipped_at is null"), ("cancel_reason != null", "cancel_reason is not null")],
    naive=[("= null", "IS NULL")],
    cq="When a user removes their phone number, clear it in the same table.",
    co=T('''
```sql
UPDATE users
SET phone_number = NULL,
    updated_at = now()
WHERE id = $1;
```

Inside `SET`, `= NULL` is an assignment, so this clears the column; only comparisons need `IS NULL`.
'''))

add(n=11, topic="sql", diff="paraphrase", var="code_block", ck="same_topic", style="imperative", partial=True,
    tq="The reporting DB is SQL Server 2019. Give me the 50 most recent invoices.",
    to=T('''
```sql
SELECT invoice_id, customer_id, total, issued_at
FROM dbo.invoices
ORDER BY issued_at DESC
LIMIT 50;
```
'''),
    msg="T-SQL doesn't have LIMIT. Use SELECT TOP 50, or OFFSET/FETCH when you need paging.",
    gw="SELECT invoice_id, customer_id, total, issued_at\nFROM dbo.invoices\nORDER BY issued_at DESC\nLIMIT 50;",
    gr="SELECT TOP 50 invoice_id, customer_id, total, issued_at\nFROM dbo.invoices\nORDER BY issued_at DESC;",
    rq="Paging for the invoice admin screen on the same reporting DB: page 3 with 20 rows per page.",
    ro=T('''
```sql
SELECT invoice_id, customer_id, total, issued_at
FROM dbo.invoices
ORDER BY issued_at DESC
LIMIT 20 OFFSET 40;
```

Page n starts after (n - 1) * 20 rows, so page 3 skips 40 rows.
'''),
    ec=[r"re:(?i)OFFSET 40 ROWS", r"re:(?i)FETCH NEXT 20 ROWS ONLY"],
    ea=[r"re:(?i)\bLIMIT\b"],
    fix=[("LIMIT 20 OFFSET 40;", "OFFSET 40 ROWS FETCH NEXT 20 ROWS ONLY;")],
    naive=[("SELECT invoice_id", "SELECT TOP 20 invoice_id"), ("\nLIMIT 20 OFFSET 40;", ";")],
    cq="How do I get the invoice count per month on that SQL Server DB?",
    co=T('''
```sql
SELECT DATEFROMPARTS(YEAR(issued_at), MONTH(issued_at), 1) AS month_start,
       COUNT(*) AS invoices
FROM dbo.invoices
GROUP BY DATEFROMPARTS(YEAR(issued_at), MONTH(issued_at), 1)
ORDER BY month_start;
```

`DATEFROMPARTS` builds the first day of each month, which groups cleanly and sorts as a date.
'''))

add(n=12, topic="sql", diff="semantic", var="reworded", ck="same_topic", style="hedged", partial=False,
    tq="In a Postgres transaction I insert a batch row, run a slow import, then insert a finish row. Will now() give the two rows different timestamps?",
    to=T('''
Yes. `now()` reads the clock each time it is evaluated, so the finish row will carry a later timestamp than the batch row, and the difference tells you how long the import took. Keep both inserts in the same transaction so a failed import leaves neither row behind.
'''),
    msg="Isn't now() frozen at the start of the transaction? I thought you need clock_timestamp() for the actual time.",
    gw="Yes. `now()` reads the clock each time it is evaluated, so the finish row will carry a later timestamp than the batch row, and the difference tells you how long the import took.",
    gr="No. `now()` returns the start time of the current transaction, so both rows get the same timestamp; use `clock_timestamp()` to record the actual time of each insert.",
    rq="I want to time a loop inside a PL/pgSQL function by logging now() before and after it, all in one transaction. Good approach?",
    ro=T('''
That works: `now()` is evaluated fresh at each call, so logging it before and after the loop gives you two different times, and subtracting them gives an `interval` with the loop duration. `extract(epoch from ...)` turns that into seconds.
'''),
    ec=["clock_timestamp()"],
    ea=[r"re:(?i)evaluated fresh|reads the clock each time"],
    fix=[("That works: `now()` is evaluated fresh at each call, so logging it before and after the loop gives you two different times",
          "Not with `now()`: it stays fixed at the start of the transaction, so both calls return the same value. Log `clock_timestamp()` before and after the loop instead")],
    cq="Is there a Postgres function for the time the current statement started, as opposed to the transaction?",
    co=T('''
Yes, `statement_timestamp()`. It stays fixed for the duration of one statement, while `now()` (the same as `transaction_timestamp()`) stays fixed for the whole transaction and `clock_timestamp()` changes on every call.
'''))

add(n=13, topic="sql", diff="literal", var="casing", ck="same_topic", style="x_not_y", partial=False,
    tq="Postgres: one row per article with its tag names, comma-separated.",
    to=T('''
```sql
SELECT a.id, a.title, GROUP_CONCAT(t.name) AS tags
FROM articles a
JOIN article_tags atg ON atg.article_id = a.id
JOIN tags t ON t.id = atg.tag_id
GROUP BY a.id, a.title;
```
'''),
    msg="GROUP_CONCAT is MySQL, not Postgres. Here it's string_agg(t.name, ',').",
    gw="GROUP_CONCAT(t.name)", gr="string_agg(t.name, ',')",
    rq="Now only published articles, sorted by title.",
    ro=T('''
```sql
select a.id, a.title, group_concat(t.name) as tags
from articles a
join article_tags atg on atg.article_id = a.id
join tags t on t.id = atg.tag_id
where a.published_at is not null
group by a.id, a.title
order by a.title;
```
'''),
    ec=[r"re:(?i)string_agg\(t\.name, ?'[^']*'|array_to_string\(array_agg\(t\.name"],
    ea=[r"re:(?i)group_concat"],
    fix=[("group_concat(t.name)", "string_agg(t.name, ',')")],
    cq="How do I get the tags as a real array instead of a string?",
    co=T('''
Use `array_agg(t.name ORDER BY t.name)`: it returns `text[]`, which node-postgres hands back as a JavaScript array. If you switch to a LEFT JOIN so untagged articles show up, add `FILTER (WHERE t.name IS NOT NULL)`, otherwise those articles get `{NULL}`.
'''))

add(n=14, topic="sql", diff="literal", var="casing", ck="lookalike", style="embedded", partial=True,
    tq="orders has about 200M rows in production and we need an index on customer_id. What's the migration?",
    to=T('''
```sql
CREATE INDEX idx_orders_customer_id ON orders (customer_id);
```

Run it in a quiet hour; with that many rows the build takes a while.
'''),
    msg="Thanks, but a plain CREATE INDEX takes a lock that blocks writes to orders until the build is done. On prod it has to be CREATE INDEX CONCURRENTLY.",
    gw="CREATE INDEX", gr="CREATE INDEX CONCURRENTLY",
    rq="payments in prod is also huge; add an index on created_at. Our migrations are plain .sql files.",
    ro=T('''
```sql
-- 20261127_payments_created_at.sql
begin;
create index idx_payments_created_at on payments (created_at);
commit;
```
'''),
    ec=[r"re:(?i)create index concurrently (if not exists )?idx_payments_created_at"],
    ea=[r"re:(?im)^begin;", r"re:(?im)^commit;"],
    fix=[("begin;\n", ""), ("create index idx", "create index concurrently idx"), ("\ncommit;", "")],
    naive=[("create index", "create index concurrently")],
    cq="New migration: create the refunds table and index it by payment_id.",
    co=T('''
```sql
BEGIN;
CREATE TABLE refunds (
    id          bigserial PRIMARY KEY,
    payment_id  bigint NOT NULL REFERENCES payments (id),
    amount      numeric(12, 2) NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_refunds_payment_id ON refunds (payment_id);
COMMIT;
```

The table is empty when the index is built, so a plain `CREATE INDEX` inside the same transaction is instant and keeps the migration atomic.
'''))

add(n=15, topic="sql", diff="literal", var="code_block", ck="lookalike", style="hedged", partial=True,
    tq="MySQL: create the comments table. People will paste emoji into it.",
    to=T('''
```sql
CREATE TABLE comments (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  post_id BIGINT UNSIGNED NOT NULL,
  body TEXT NOT NULL,
  created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB DEFAULT CHARSET=utf8;
```
'''),
    msg="Won't that break on emoji? MySQL's utf8 is the 3-byte utf8mb3, so I think it should be utf8mb4.",
    gw="CHARSET=utf8", gr="CHARSET=utf8mb4",
    rq="Also create a reactions table in the same database, with an emoji column.",
    ro=T('''
```sql
CREATE TABLE reactions (
  id BIGINT UNSIGNED AUTO_INCREMENT PRIMARY KEY,
  comment_id BIGINT UNSIGNED NOT NULL,
  user_id BIGINT UNSIGNED NOT NULL,
  emoji VARCHAR(16) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8 COLLATE=utf8_unicode_ci;
```
'''),
    ec=[r"re:CHARSET=utf8mb4( COLLATE=utf8mb4_\w+)?;"],
    ea=[r"re:utf8_", r"re:CHARSET=utf8\b"],
    fix=[("CHARSET=utf8 COLLATE=utf8_unicode_ci;", "CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;")],
    cq="And for the Postgres analytics database: what encoding should a new database use for the same data?",
    co=T('''
```sql
CREATE DATABASE analytics
  ENCODING 'UTF8'
  LC_COLLATE 'en_US.UTF-8'
  LC_CTYPE 'en_US.UTF-8'
  TEMPLATE template0;
```

Postgres `UTF8` is full UTF-8 (up to four bytes per character), so emoji are stored fine; the three-byte limit is a MySQL quirk.
'''),
    hit="UTF8")

# =====================================================================================
# data
# =====================================================================================
add(n=16, topic="data", diff="literal", var="code_block", ck="lookalike", style="hedged", partial=False,
    tq="BigQuery: monthly order totals from analytics.orders (order_date is a DATE).",
    to=T('''
```sql
SELECT DATE_TRUNC('month', order_date) AS month, SUM(total) AS revenue
FROM analytics.orders
GROUP BY month
ORDER BY month;
```
'''),
    msg="I think BigQuery wants the date first and the part unquoted, DATE_TRUNC(order_date, MONTH)?",
    gw="DATE_TRUNC('month', order_date)", gr="DATE_TRUNC(order_date, MONTH)",
    rq="Monthly order count per country from the same table.",
    ro=T('''
```sql
SELECT DATE_TRUNC('month', order_date) AS month, country, COUNT(*) AS orders
FROM analytics.orders
GROUP BY month, country
ORDER BY month, country;
```
'''),
    ec=[r"re:(?i)DATE_TRUNC\(order_date, MONTH\)"],
    ea=[r"re:(?i)DATE_TRUNC\('month'"],
    fix=[("DATE_TRUNC('month', order_date)", "DATE_TRUNC(order_date, MONTH)")],
    cq="And the same monthly revenue on the production Postgres replica?",
    co=T('''
```sql
SELECT date_trunc('month', order_date)::date AS month, sum(total) AS revenue
FROM orders
GROUP BY 1
ORDER BY 1;
```

In Postgres the unit comes first, as a string, and the cast back to `date` drops the midnight time part that `date_trunc` adds.
'''))

add(n=17, topic="data", diff="paraphrase", var="code_block", ck="already_correct", style="x_not_y", partial=False,
    tq="Drop the internal_notes column before we export the dataframe.",
    to=T('''
```python
export_df = df.drop('internal_notes')
export_df.to_csv('customers_export.csv', index=False)
```
'''),
    msg="drop works on rows by default, not columns, so that raises a KeyError. It needs columns='internal_notes'.",
    gw="df.drop('internal_notes')", gr="df.drop(columns='internal_notes')",
    rq="Before saving the parquet file, remove the debug_flag and tmp_id columns.",
    ro=T('''
```python
clean = raw.drop(['debug_flag', 'tmp_id'])
clean.to_parquet('events.parquet', index=False)
```
'''),
    ec=[r"re:raw\.drop\((columns=\['debug_flag', 'tmp_id'\]|\['debug_flag', 'tmp_id'\], axis=(1|'columns'))"],
    ea=["raw.drop(['debug_flag', 'tmp_id'])"],
    fix=[("raw.drop(['debug_flag', 'tmp_id'])", "raw.drop(columns=['debug_flag', 'tmp_id'])")],
    naive=[],
    cq="Drop the two PII columns, email and phone, from the sample we share with the vendor.",
    co=T('''
```python
sample = df.drop(columns=['email', 'phone']).sample(n=5000, random_state=7)
sample.to_csv('vendor_sample.csv', index=False)
```

Fixing `random_state` means the vendor gets the same rows if we regenerate the file.
'''),
    hit="drop(columns=")

add(n=18, topic="data", diff="paraphrase", var="code_block", ck="already_correct", style="bare_fact", partial=False,
    tq="Sort the events dataframe by timestamp and reset the index.",
    to=T('''
```python
events = events.sort_values('ts', inplace=True)
events = events.reset_index(drop=True)
```
'''),
    msg="With inplace=True sort_values returns None, so events becomes None and the next line blows up.",
    gw="events = events.sort_values('ts', inplace=True)", gr="events = events.sort_values('ts')",
    rq="Fill the missing discount values with 0 in the orders frame, then compute net.",
    ro=T('''
```python
orders = orders.fillna({'discount': 0}, inplace=True)
orders['net'] = orders['gross'] - orders['discount']
```
'''),
    ec=[r"re:(?m)^(orders = orders\.fillna\(\{'discount': 0\}\)|orders\.fillna\(\{'discount': 0\}, inplace=True\)|orders\['discount'\] = orders\['discount'\]\.fillna\(0\))$"],
    ea=["orders = orders.fillna({'discount': 0}, inplace=True)"],
    fix=[("orders = orders.fillna({'discount': 0}, inplace=True)", "orders = orders.fillna({'discount': 0})")],
    naive=[],
    cq="Remove the rows where customer_id is missing.",
    co=T('''
```python
orders = orders.dropna(subset=['customer_id'])
```

Without `inplace`, `dropna` returns a new frame, so assigning it back is what you want.
'''),
    hit="orders = orders.dropna(subset=['customer_id'])")

add(n=19, topic="data", diff="semantic", var="code_block", ck="same_topic", style="x_not_y", partial=False,
    tq="Our Spark job rewrites yesterday's partition of the events table. If I use mode('overwrite') with partitionBy('dt'), will the other days survive?",
    to=T('''
Yes. With `partitionBy("dt")`, overwrite mode only replaces the partitions that appear in the DataFrame you are writing, so writing yesterday's data leaves every other `dt=` directory alone. Filter the DataFrame to the single day before the write to keep the job cheap.
'''),
    msg="Not by default. The default partitionOverwriteMode is static, and that wipes the whole table path. You need partitionOverwriteMode=dynamic for that behaviour.",
    gw="Yes. With `partitionBy(\"dt\")`, overwrite mode only replaces the partitions that appear in the DataFrame you are writing",
    gr="Only with `spark.sql.sources.partitionOverwriteMode=dynamic`; the default (static) deletes every partition under the path. With dynamic mode, overwrite only replaces the partitions that appear in the DataFrame you are writing",
    rq="Write the PySpark snippet that reprocesses 2026-11-26 and writes it back to s3://acme-lake/events/.",
    ro=T('''
```python
day = "2026-11-26"
fixed = reprocess(spark.read.parquet("s3://acme-lake/raw/events/").where(F.col("dt") == day))

# overwrite only touches dt=2026-11-26; the other days are kept
(fixed.write
    .mode("overwrite")
    .partitionBy("dt")
    .parquet("s3://acme-lake/events/"))
```
'''),
    ec=[r"""re:partitionOverwriteMode['"]?\s*[,=]\s*['"]?dynamic"""],
    ea=[],
    fix=[("(fixed.write\n    .mode(\"overwrite\")", "(fixed.write\n    .option(\"partitionOverwriteMode\", \"dynamic\")\n    .mode(\"overwrite\")")],
    cq="And if I only want to add new days without touching existing ones?",
    co=T('''
Use `mode("append")` with the same `partitionBy("dt")`. Append never deletes anything, so rerunning a day would duplicate its rows; that is why the reprocessing job uses overwrite with dynamic partition mode instead.
'''))

add(n=20, topic="data", diff="semantic", var="reworded", ck="same_topic", style="x_not_y", partial=False,
    tq="Our DAG has schedule='@daily' and start_date 2026-11-01. When does the run for logical date 2026-11-20 actually execute?",
    to=T('''
It executes at 00:00 UTC on 2026-11-20, at the start of the day it covers, and `{{ ds }}` renders as `2026-11-20` inside the tasks. If the scheduler was down at that moment, it creates the missed run when it comes back, as long as `catchup=True`.
'''),
    msg="It runs at the end of the interval, so 00:00 on 2026-11-21, not on the 20th. ds is still 2026-11-20.",
    gw="It executes at 00:00 UTC on 2026-11-20, at the start of the day it covers",
    gr="It executes at 00:00 UTC on 2026-11-21, once the day it covers has ended",
    rq="The finance DAG is @daily too. Can the report for logical date 2026-12-01 read that day's complete data when it runs?",
    ro=T('''
No. The run for 2026-12-01 starts at midnight on 2026-12-01, when that day has only just begun, so the day's data isn't there yet. Read the previous day with `{{ prev_ds }}` instead, or move the report to a later DAG.
'''),
    ec=[r"re:2026-12-02|December 2\b|2 December|Dec 2\b"],
    ea=[r"re:(?i)(starts|runs|executes) at (00:00|midnight) on 2026-12-01"],
    fix=[("No. The run for 2026-12-01 starts at midnight on 2026-12-01, when that day has only just begun, so the day's data isn't there yet. Read the previous day with `{{ prev_ds }}` instead, or move the report to a later DAG.",
          "Yes. The run for 2026-12-01 starts at midnight on 2026-12-02, after that day's interval has ended, so the day's data is complete (apart from anything that lands late).")],
    cq="What does catchup=False change for that DAG?",
    co=T('''
With `catchup=False`, when the DAG is unpaused the scheduler creates a run only for the most recent interval instead of one run for every interval since `start_date`. Manual triggers and `airflow dags backfill` still work.
'''))

add(n=21, topic="data", diff="paraphrase", var="code_block", ck="lookalike", style="imperative", partial=False,
    tq="Write the dbt staging model stg_stripe__charges (warehouse is BigQuery).",
    to=T('''
```sql
select
    id as charge_id,
    customer as customer_id,
    amount / 100.0 as amount,
    currency,
    timestamp_seconds(created) as created_at
from raw.stripe.charges
```
'''),
    msg="In our project raw tables are always referenced through source(): from {{ source('stripe', 'charges') }}. Lineage and the freshness checks depend on it.",
    gw="from raw.stripe.charges", gr="from {{ source('stripe', 'charges') }}",
    rq="Same for refunds: stg_stripe__refunds.",
    ro=T('''
```sql
select
    id as refund_id,
    charge as charge_id,
    amount / 100.0 as amount,
    status,
    timestamp_seconds(created) as created_at
from raw.stripe.refunds
```
'''),
    ec=[r"""re:from \{\{ ?source\(['"]stripe['"], ?['"]refunds['"]\) ?\}\}"""],
    ea=["raw.stripe.refunds"],
    fix=[("from raw.stripe.refunds", "from {{ source('stripe', 'refunds') }}")],
    naive=[],
    cq="I'm debugging in the BigQuery console: how many charges landed yesterday?",
    co=T('''
```sql
select count(*)
from raw.stripe.charges
where date(timestamp_seconds(created)) = date_sub(current_date(), interval 1 day)
```

This runs in the console, so it uses the table name directly; `source()` only exists inside dbt models.
'''))

add(n=22, topic="data", diff="paraphrase", var="code_block", ck="lookalike", style="embedded", partial=True,
    tq="How do I list the topics on the new Kafka 3.6 cluster? The brokers are kafka-1..3.kafka.internal:9092.",
    to=T('''
```sh
kafka-topics.sh --zookeeper zk-1.kafka.internal:2181 --list
```
'''),
    msg="Thanks for this. Heads up though: --zookeeper was removed in Kafka 3, the tools talk to the brokers now, so it's --bootstrap-server kafka-1.kafka.internal:9092.",
    gw="--zookeeper zk-1.kafka.internal:2181", gr="--bootstrap-server kafka-1.kafka.internal:9092",
    rq="Show the partitions and leaders for the orders topic on that cluster.",
    ro=T('''
```sh
kafka-topics.sh --describe --topic orders --zookeeper zk-2.kafka.internal:2181
```

Look at the `Leader` and `Isr` columns: a partition whose ISR is shorter than its replica list is under-replicated.
'''),
    ec=[r"re:--bootstrap-server kafka-[123]\.kafka\.internal:9092"],
    ea=["--zookeeper", ":2181"],
    fix=[("--zookeeper zk-2.kafka.internal:2181", "--bootstrap-server kafka-1.kafka.internal:9092")],
    naive=[("--zookeeper", "--bootstrap-server")],
    cq="The legacy 2.8 cluster still runs on ZooKeeper. What goes in a new broker's server.properties to join it?",
    co=T('''
```properties
broker.id=4
zookeeper.connect=zk-1.kafka.internal:2181,zk-2.kafka.internal:2181,zk-3.kafka.internal:2181/kafka-legacy
listeners=PLAINTEXT://:9092
log.dirs=/var/lib/kafka/data
```

The legacy brokers register under the `/kafka-legacy` chroot, so keep that suffix or the new broker starts a separate cluster.
'''),
    hit="zk-1.kafka.internal:2181")

# =====================================================================================
# shell / git
# =====================================================================================
add(n=23, topic="shell_git", diff="semantic", var="reworded", ck="lookalike", style="imperative", partial=True,
    tq="I merged a bad commit to main about an hour ago and others have pulled since. How do I undo it?",
    to=T('''
```sh
git checkout main
git reset --hard HEAD~1
git push --force origin main
```

That moves main back one commit, so the bad change is gone from the history.
'''),
    msg="Please don't rewrite main: other people already have that commit, and main is protected anyway. git revert the commit and push the revert.",
    gw="git reset --hard HEAD~1\ngit push --force origin main", gr="git revert <sha-of-bad-commit>\ngit push origin main",
    rq="The release branch release/4.2 got a commit that breaks the build, and QA already pulled it. Undo it.",
    ro=T('''
```sh
git switch release/4.2
git reset --hard HEAD~1
git push -f origin release/4.2
```

After this, release/4.2 points at the commit before the broken one.
'''),
    ec=["git revert"],
    ea=["reset --hard", r"re:push[^\n]*(-f\b|--force)", "points at the commit before"],
    fix=[("git reset --hard HEAD~1\ngit push -f origin release/4.2", "git revert HEAD\ngit push origin release/4.2"),
         ("After this, release/4.2 points at the commit before the broken one.",
          "The revert adds a new commit that undoes the broken one, so nobody's history is rewritten.")],
    naive=[("git reset --hard HEAD~1", "git revert HEAD")],
    cq="I committed to my local feature branch by mistake and nothing is pushed yet. How do I undo the commit but keep the changes?",
    co=T('''
```sh
git reset --soft HEAD~1
```

The commit disappears and its changes stay staged. Since nothing was pushed, rewriting your own branch is harmless.
'''),
    hit="HEAD~1")

add(n=24, topic="shell_git", diff="literal", var="reworded", ck="lookalike", style="terse", partial=False,
    tq="On my Mac, change port 8080 to 9090 in config/dev.yml from the terminal.",
    to=T('''
```sh
sed -i 's/8080/9090/' config/dev.yml
```
'''),
    msg="macOS sed is BSD. It needs sed -i '' there.",
    gw="sed -i ", gr="sed -i '' ",
    rq="Bump the chart version from 1.4.2 to 1.5.0 in charts/api/Chart.yaml; I'm on my MacBook.",
    ro=T('''
Run `sed -i "s/^version: 1.4.2/version: 1.5.0/" charts/api/Chart.yaml`, then check the result with `git diff charts/api/Chart.yaml`.
'''),
    ec=[r"""re:sed -i ('' |"" |\.bak )"""],
    ea=['sed -i "s'],
    fix=[('sed -i "s', "sed -i '' \"s")],
    cq="In the GitHub Actions release job (ubuntu-latest), replace the placeholder __VERSION__ in dist/manifest.json with the tag name.",
    co=T('''
```yaml
- name: Stamp version
  run: sed -i 's/__VERSION__/${{ github.ref_name }}/' dist/manifest.json
```

The runner has GNU sed, where `-i` takes no argument, so this edits the file in place as written.
'''))

add(n=25, topic="shell_git", diff="literal", var="code_block", ck="unrelated", style="imperative", partial=False,
    tq="Delete .log files older than 7 days under /var/log/acme.",
    to=T('''
```sh
find /var/log/acme -name *.log -mtime +7 -delete
```
'''),
    msg="Quote the pattern, -name '*.log'. Unquoted, the shell expands it whenever there's a .log file in the current directory.",
    gw="-name *.log", gr="-name '*.log'",
    rq="Same cleanup for the worker logs in /srv/worker/logs, but keep 14 days.",
    ro=T('''
```sh
find /srv/worker/logs -type f -name *.log -mtime +14 -delete
```
'''),
    ec=[r"""re:-name ('\*\.log'|"\*\.log"|\\\*\.log)"""],
    ea=["-name *.log"],
    fix=[("-name *.log", "-name '*.log'")],
    cq="How do I see which process is listening on port 5432?",
    co=T('''
`sudo lsof -iTCP:5432 -sTCP:LISTEN` shows the process name and PID. On machines without lsof, `sudo ss -ltnp 'sport = :5432'` gives the same information.
'''))

add(n=26, topic="shell_git", diff="literal", var="identifier", ck="unrelated", style="x_not_y", partial=False,
    tq="Unpack node-v20.11.1-linux-x64.tar.xz into /opt.",
    to=T('''
```sh
sudo tar -xzf node-v20.11.1-linux-x64.tar.xz -C /opt
```
'''),
    msg="That's an xz archive, not gzip: -xJf (or just -xf and let tar detect it).",
    gw="tar -xzf", gr="tar -xJf",
    rq="Install the zig-linux-x86_64-0.11.0.tar.xz tarball into ~/tools.",
    ro=T('''
```sh
mkdir -p ~/tools
tar -xzf zig-linux-x86_64-0.11.0.tar.xz -C ~/tools
```
'''),
    ec=[r"re:tar (-xJf|-xf|-xvJf|-xJvf|xJf|xf) zig-linux"],
    ea=["tar -xzf"],
    fix=[("tar -xzf", "tar -xJf")],
    cq="How do I check which glibc version this box has?",
    co=T('''
`ldd --version` prints it on the first line; `getconf GNU_LIBC_VERSION` prints a single short line such as `glibc 2.36`, which is handier in scripts.
'''))

add(n=27, topic="shell_git", diff="paraphrase", var="code_block", ck="unrelated", style="terse", partial=False,
    tq="Pull every order id like order-12345 out of app.log.",
    to=T(r'''
```sh
grep -Eo 'order-\d+' app.log | sort -u
```
'''),
    msg=r"grep -E has no \d. [0-9]+.",
    gw=r"'order-\d+'", gr="'order-[0-9]+'",
    rq="Count how many distinct request ids (req_id= followed by 8 digits) appear in gateway.log.",
    ro=T(r'''
```sh
grep -Eo 'req_id=\d{8}' gateway.log | sort -u | wc -l
```
'''),
    ec=[r"re:grep -Eo 'req_id=(\[0-9\]|\[\[:digit:\]\])\{8\}'|grep -Po 'req_id=\\d\{8\}'"],
    ea=[r"re:grep -Eo 'req_id=\\d"],
    fix=[(r"req_id=\d{8}", "req_id=[0-9]{8}")],
    naive=[],
    cq="Which shell does the deploy user get on the bastion?",
    co=T('''
It's `/bin/bash`. The account is created by the `bastion` Ansible role, and `getent passwd deploy` on the host shows the shell in the last field.
'''))

add(n=28, topic="shell_git", diff="paraphrase", var="reworded", ck="lookalike", style="terse", partial=False,
    tq="Crontab line to run /opt/acme/bin/backup.sh every day at 02:30 server time.",
    to=T('''
```cron
2 30 * * * /opt/acme/bin/backup.sh >> /var/log/acme/backup.log 2>&1
```
'''),
    msg="30 2 * * *. Minute comes first.",
    gw="2 30 * * *", gr="30 2 * * *",
    rq="And the log rotation script should run nightly at 04:15.",
    ro=T('''
Add this line with `crontab -e`:

    4 15 * * * /opt/acme/bin/rotate-logs.sh

It runs once a day at 04:15 server time.
'''),
    ec=["15 4 * * * /opt/acme/bin/rotate-logs.sh"],
    ea=["4 15 * * *"],
    fix=[("4 15 * * *", "15 4 * * *")],
    naive=[],
    cq="Invoice close should run at 02:00 on the 30th of each month.",
    co=T('''
```cron
0 2 30 * * /opt/acme/bin/close-invoices.sh
```

Minute 0, hour 2, day of month 30. February has no 30th, so the job skips that month; if finance needs a run every month, schedule it for the last day through a wrapper script instead.
'''),
    hit="2 30 * *")

add(n=29, topic="shell_git", diff="literal", var="code_block", ck="unrelated", style="imperative", partial=False,
    tq="Delete all the *.orig files git left in the repo; some of our paths have spaces.",
    to=T('''
```sh
find . -name '*.orig' -type f -print | xargs rm
```
'''),
    msg="Use -print0 with xargs -0, otherwise the paths with spaces get split into pieces.",
    gw="-print | xargs rm", gr="-print0 | xargs -0 rm",
    rq="Remove the leftover .tmp files under uploads/; the names come from users, so expect spaces.",
    ro=T('''
```sh
find uploads -type f -name '*.tmp' -print | xargs rm -f
```
'''),
    ec=[r"re:-print0 \| xargs -0 rm -f|-name '\*\.tmp' -delete|-exec rm -f \{\} (\+|\\;)"],
    ea=[r"re:-print \| xargs rm"],
    fix=[("-print | xargs rm -f", "-print0 | xargs -0 rm -f")],
    cq="How many CPU cores does the CI runner have?",
    co=T('''
Run `nproc` in a step. The self-hosted runners in the `linux-large` pool report 16, the default pool reports 4.
'''))

# =====================================================================================
# containers / kubernetes
# =====================================================================================
add(n=30, topic="containers_k8s", diff="literal", var="code_block", ck="lookalike", style="x_not_y", partial=True,
    tq="Add a readiness probe to the orders-api deployment; its health endpoint is /healthz.",
    to=T('''
```yaml
readinessProbe:
  httpGet:
    path: /healthz
    port: 8080
  initialDelaySeconds: 5
  periodSeconds: 10
```
'''),
    msg="orders-api listens on 3000, not 8080.",
    gw="port: 8080", gr="port: 3000",
    rq="Write the container section of the orders-api Deployment with both probes.",
    ro=T('''
```yaml
containers:
  - name: orders-api
    image: registry.acme.io/orders-api:1.18.0
    ports:
      - containerPort: 8080
    readinessProbe:
      httpGet:
        path: /healthz
        port: 8080
    livenessProbe:
      httpGet:
        path: /healthz
        port: 8080
      initialDelaySeconds: 15
```
'''),
    ec=["containerPort: 3000", r"re:(?s)readinessProbe:.*port: 3000.*livenessProbe:.*port: 3000"],
    ea=["8080"],
    fix=[("containerPort: 8080", "containerPort: 3000"), ("        port: 8080", "        port: 3000"), ("        port: 8080", "        port: 3000")],
    cq="And the readiness probe for payments-api?",
    co=T('''
```yaml
readinessProbe:
  httpGet:
    path: /ready
    port: 8080
  initialDelaySeconds: 5
  periodSeconds: 10
```

payments-api is the Spring Boot service: it serves on 8080 and exposes readiness on `/ready` through the actuator health group we mapped there.
'''))

add(n=31, topic="containers_k8s", diff="literal", var="reworded", ck="lookalike", style="bare_fact", partial=False,
    tq="Restart the ledger deployment in production.",
    to=T('''
`kubectl -n prod rollout restart deployment/ledger`

Then follow `rollout status` until the new pods are ready.
'''),
    msg="ledger lives in payments-prod.",
    gw="-n prod", gr="-n payments-prod",
    rq="Show me the last hour of ledger logs in production.",
    ro=T('''
`kubectl logs -n prod deployment/ledger --since=1h --all-containers` reads from one pod of the deployment. Add `--prefix` if you want each line tagged with its pod and container.
'''),
    ec=["-n payments-prod"],
    ea=[r"re:-n prod\b"],
    fix=[("-n prod", "-n payments-prod")],
    cq="List the storefront pods in production.",
    co=T('''
`kubectl -n prod get pods -l app=storefront -o wide`. storefront is one of the services still in the shared `prod` namespace; `-o wide` adds the node each pod runs on.
'''))

add(n=32, topic="containers_k8s", diff="literal", var="code_block", ck="already_correct", style="embedded", partial=False,
    tq="Dockerfile for the Go api: build in golang:1.22, run on alpine.",
    to=T('''
```dockerfile
FROM golang:1.22 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN go build -o /out/api ./cmd/api

FROM alpine:3.19
COPY --from=build /out/api /usr/local/bin/api
USER 65534
ENTRYPOINT ["api"]
```
'''),
    msg="Close. But the golang image builds with cgo on, so the binary wants glibc and alpine just says 'not found'. The build needs CGO_ENABLED=0.",
    gw="RUN go build", gr="RUN CGO_ENABLED=0 go build",
    rq="Now the same for the worker, on a distroless static base.",
    ro=T('''
```dockerfile
FROM golang:1.22 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN go build -trimpath -o /out/worker ./cmd/worker

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/worker /worker
USER nonroot
ENTRYPOINT ["/worker"]
```
'''),
    ec=["re:CGO_ENABLED=0"],
    ea=[],
    fix=[("RUN go build", "RUN CGO_ENABLED=0 go build")],
    cq="Dockerfile for the small healthcheck binary, on a scratch image.",
    co=T('''
```dockerfile
FROM golang:1.22 AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -ldflags="-s -w" -o /out/hc ./cmd/hc

FROM scratch
COPY --from=build /out/hc /hc
ENTRYPOINT ["/hc"]
```
'''),
    hit="RUN CGO_ENABLED=0 go build")

add(n=33, topic="containers_k8s", diff="paraphrase", var="code_block", ck="lookalike", style="x_not_y", partial=True,
    tq="Resource limits for the thumbnailer: 512 MB of memory and one core.",
    to=T('''
```yaml
resources:
  limits:
    memory: 512m
    cpu: "1"
```
'''),
    msg="Lowercase m means milli, so that's half a byte, not 512 MB. It has to be 512Mi.",
    gw="memory: 512m", gr="memory: 512Mi",
    rq="Requests and limits for the search-indexer: request 256 MB and a quarter core, limit 1 GB.",
    ro=T('''
```yaml
resources:
  requests:
    memory: 256m
    cpu: 250m
  limits:
    memory: 1024m
```
'''),
    ec=["memory: 256Mi", r"re:memory: (1024Mi|1Gi)", "cpu: 250m"],
    ea=[r"re:memory: \d+m\b"],
    fix=[("memory: 256m", "memory: 256Mi"), ("memory: 1024m", "memory: 1Gi")],
    naive=[("memory: 256m", "memory: 256Mi")],
    cq="What CPU request should the cron sidecar get? It barely does anything.",
    co=T('''
```yaml
resources:
  requests:
    cpu: 50m
    memory: 32Mi
  limits:
    memory: 64Mi
```

`50m` is 50 millicores, a twentieth of a core, which is plenty for a process that wakes up once a minute.
'''),
    hit="cpu: 50m")

add(n=34, topic="containers_k8s", diff="semantic", var="reworded", ck="same_topic", style="hedged", partial=False,
    tq="In docker-compose, will depends_on: [db] make the api wait until Postgres accepts connections?",
    to=T('''
Yes. `depends_on` holds the api back until the db service is up and ready to accept connections, so you can drop the retry loop from the entrypoint. Compose also stops services in reverse dependency order, so the api is shut down before the database.
'''),
    msg="I'm fairly sure depends_on only waits for the container to start, not for Postgres to be ready? You'd need a healthcheck plus condition: service_healthy.",
    gw="Yes. `depends_on` holds the api back until the db service is up and ready to accept connections, so you can drop the retry loop from the entrypoint.",
    gr="Not on its own. Plain `depends_on` only waits for the db container to start; give db a healthcheck (for example `pg_isready`) and use `condition: service_healthy` to wait until Postgres accepts connections.",
    rq="The migrate service in our compose file starts before Postgres is ready and fails. It already has depends_on: [postgres]. What's wrong?",
    ro=T('''
`depends_on: [postgres]` already makes compose wait until Postgres is ready to accept connections, so the ordering itself is fine. The failure is more likely the connection string: check that `DATABASE_URL` uses the service name `postgres` as the host rather than `localhost`.
'''),
    ec=[r"re:(?i)service_healthy|healthcheck|retry|wait-for"],
    ea=[r"re:(?i)already makes compose wait until Postgres is ready", r"re:(?i)ordering itself is fine"],
    fix=[("`depends_on: [postgres]` already makes compose wait until Postgres is ready to accept connections, so the ordering itself is fine. The failure is more likely the connection string: check",
          "The short `depends_on: [postgres]` form only waits for the container to start, not for Postgres to accept connections. Add a healthcheck to postgres (`pg_isready -U postgres`) and use the long form with `condition: service_healthy` on migrate. Also check")],
    cq="What does restart: unless-stopped do for the worker service?",
    co=T('''
The container is restarted whenever it exits, and after the Docker daemon restarts, unless you stopped it yourself with `docker compose stop` or `docker stop`. A container you stopped by hand stays down even across daemon restarts.
'''))

add(n=35, topic="containers_k8s", diff="literal", var="reworded", ck="already_correct", style="embedded", partial=False,
    tq="Upgrade the api release and make sure the pods restart even though only a ConfigMap changed.",
    to=T('''
```sh
helm upgrade api ./charts/api -n payments-prod -f values-prod.yaml --recreate-pods
```
'''),
    msg="Thanks. That flag doesn't exist any more though: --recreate-pods was removed in Helm 3. Put a checksum of the ConfigMap in the pod annotations, or run kubectl rollout restart after the upgrade.",
    gw=" --recreate-pods", gr="\nkubectl -n payments-prod rollout restart deployment/api",
    rq="I bumped the image tag for api. Roll it out the same way, pods restarted.",
    ro=T('''
Run this from the repo root:

    helm upgrade api ./charts/api -n payments-prod -f values-prod.yaml --set image.tag=1.19.0 --recreate-pods

It upgrades the release with the new tag and restarts the pods in the same step.
'''),
    ec=[r"re:rollout restart deploy(ment)?/api|checksum/config"],
    ea=["--recreate-pods"],
    fix=[(" --recreate-pods", "\n    kubectl -n payments-prod rollout restart deployment/api"),
         ("It upgrades the release with the new tag and restarts the pods in the same step.",
          "A new image tag already changes the pod template, so the rollout happens anyway; the restart line only matters when nothing in the template changed.")],
    cq="How do I bounce the worker pods after the secret rotation?",
    co=T('''
`kubectl -n payments-prod rollout restart deployment/worker` replaces the pods one at a time using the deployment's rolling update settings, so the workers pick up the new secret without downtime.
'''),
    hit="rollout restart")

add(n=36, topic="containers_k8s", diff="literal", var="code_block", ck="lookalike", style="imperative", partial=False,
    tq="Secret for the staging DB password; I want to paste the value as is.",
    to=T('''
```yaml
apiVersion: v1
kind: Secret
metadata:
  name: orders-db
  namespace: orders-staging
type: Opaque
data:
  DB_PASSWORD: s3cr3t-staging-pw
```
'''),
    msg="Under data: the values have to be base64. For a plain value use stringData: instead.",
    gw="\ndata:\n", gr="\nstringData:\n",
    rq="And one for the Stripe API key in the same namespace.",
    ro=T('''
```yaml
apiVersion: v1
kind: Secret
metadata:
  name: stripe
  namespace: orders-staging
type: Opaque
data:
  STRIPE_API_KEY: sk_test_REPLACE_ME
```
'''),
    ec=[r"re:(?m)^stringData:\n  STRIPE_API_KEY: sk_test_REPLACE_ME|STRIPE_API_KEY: c2tfdGVzdF9SRVBMQUNFX01F"],
    ea=[r"re:(?m)^data:\n  STRIPE_API_KEY: sk_"],
    fix=[("\ndata:\n", "\nstringData:\n")],
    cq="ConfigMap with the feature flags for orders in staging.",
    co=T('''
```yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: orders-flags
  namespace: orders-staging
data:
  NEW_CHECKOUT: "true"
  MAX_CART_ITEMS: "50"
```

ConfigMap `data` takes plain strings, so the values go in as written; quote them so YAML doesn't turn `true` and `50` into a boolean and a number.
'''))

# =====================================================================================
# cloud
# =====================================================================================
add(n=37, topic="cloud", diff="literal", var="reworded", ck="lookalike", style="terse", partial=True,
    tq="Upload the nightly report to our acme-reports bucket from the CLI.",
    to=T('''
```sh
aws s3 cp report-2026-11-26.csv s3://acme-reports/nightly/ --region us-east-1
```
'''),
    msg="eu-west-1.",
    gw="--region us-east-1", gr="--region eu-west-1",
    rq="Give a teammate a command to download one report, and the direct HTTPS URL for it.",
    ro=T('''
Command: `aws s3 cp s3://acme-reports/nightly/report-2026-11-26.csv . --region us-east-1`

Direct URL (it only works with credentials or a presigned query string): `https://acme-reports.s3.us-east-1.amazonaws.com/nightly/report-2026-11-26.csv`
'''),
    ec=["--region eu-west-1", "acme-reports.s3.eu-west-1.amazonaws.com"],
    ea=["us-east-1"],
    fix=[("--region us-east-1", "--region eu-west-1"), ("s3.us-east-1.amazonaws.com", "s3.eu-west-1.amazonaws.com")],
    cq="Request the TLS certificate for reports.acme.io, which we serve through CloudFront.",
    co=T('''
```sh
aws acm request-certificate --domain-name reports.acme.io --validation-method DNS --region us-east-1
```

CloudFront only accepts ACM certificates from us-east-1, so this one is requested there even though the bucket behind the distribution is in eu-west-1.
'''),
    hit="--region us-east-1")

add(n=38, topic="cloud", diff="literal", var="reworded", ck="lookalike", style="x_not_y", partial=True,
    tq="What's the maximum timeout I can set on a Lambda function?",
    to=T('''
The maximum is 5 minutes. Set it in the function configuration (`Timeout`, in seconds) or with `aws lambda update-function-configuration --timeout`; new functions start with a 3-second default.
'''),
    msg="The Lambda limit is 15 minutes, not 5.",
    gw="5 minutes", gr="15 minutes",
    rq="Set the timeout on the csv-export function to the highest value allowed.",
    ro=T('''
```sh
aws lambda update-function-configuration \\
  --function-name csv-export \\
  --timeout 300
```

300 seconds is the ceiling: a Lambda can't run longer than 5 minutes, so anything slower has to be split up.
'''),
    ec=["--timeout 900", r"re:\b15 minutes"],
    ea=["--timeout 300", r"re:\b5 minutes", "300 seconds"],
    fix=[("--timeout 300", "--timeout 900"), ("300 seconds is the ceiling", "900 seconds is the ceiling"), ("5 minutes", "15 minutes")],
    cq="For the order workflow we use Step Functions Express. Is there a duration limit there?",
    co=T('''
Yes: an Express workflow execution can run for at most 5 minutes. If a flow can take longer, for example while it waits for a human approval, it has to be a Standard workflow, which can run for up to a year.
'''))

add(n=39, topic="cloud", diff="literal", var="identifier", ck="unrelated", style="hedged", partial=False,
    tq="Deploy the checkout service to Cloud Run in our production project.",
    to=T('''
```sh
gcloud run deploy checkout \\
  --image europe-west1-docker.pkg.dev/acme-shared/services/checkout:1.9.0 \\
  --region europe-west1 \\
  --project acme-prod
```
'''),
    msg="Hm, isn't acme-prod only the display name? I believe the project ID is acme-prod-4821.",
    gw="--project acme-prod", gr="--project acme-prod-4821",
    rq="Read the last 50 error logs from checkout in production.",
    ro=T('''
```sh
gcloud logging read 'resource.type="cloud_run_revision" AND resource.labels.service_name="checkout" AND severity>=ERROR' \\
  --project acme-prod --limit 50 --freshness 1d
```
'''),
    ec=["--project acme-prod-4821"],
    ea=["re:acme-prod( |$)"],
    fix=[("--project acme-prod ", "--project acme-prod-4821 ")],
    cq="What's the naming convention for Pub/Sub topics?",
    co=T('''
Topics are named `<domain>.<entity>.<event>` in lower case, for example `orders.order.created`, and each topic's dead-letter topic adds a `.dlq` suffix.
'''))

add(n=40, topic="cloud", diff="paraphrase", var="code_block", ck="same_topic", style="imperative", partial=True,
    tq="IAM policy so the exporter role can read objects from acme-exports.",
    to=T('''
```json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Action": "s3:GetObject",
    "Resource": "arn:aws:s3:::acme-exports"
  }]
}
```
'''),
    msg="GetObject is an object action, so the resource has to be arn:aws:s3:::acme-exports/*. The bucket ARN alone matches no objects.",
    gw='"Resource": "arn:aws:s3:::acme-exports"', gr='"Resource": "arn:aws:s3:::acme-exports/*"',
    rq="The invoice job needs to list and download files from acme-invoices.",
    ro=T('''
```json
{
  "Version": "2012-10-17",
  "Statement": [{
    "Effect": "Allow",
    "Action": ["s3:ListBucket", "s3:GetObject"],
    "Resource": "arn:aws:s3:::acme-invoices"
  }]
}
```
'''),
    ec=['"arn:aws:s3:::acme-invoices/*"', '"arn:aws:s3:::acme-invoices"'],
    ea=[],
    fix=[('"Resource": "arn:aws:s3:::acme-invoices"', '"Resource": ["arn:aws:s3:::acme-invoices", "arn:aws:s3:::acme-invoices/*"]')],
    naive=[('"arn:aws:s3:::acme-invoices"', '"arn:aws:s3:::acme-invoices/*"')],
    cq="How do I make sure nobody can make objects in acme-exports public?",
    co=T('''
```sh
aws s3api put-public-access-block --bucket acme-exports \\
  --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true
```

With all four settings on, public ACLs are ignored and any bucket policy that would grant public access is rejected.
'''))

add(n=41, topic="cloud", diff="literal", var="reworded", ck="lookalike", style="embedded", partial=False,
    tq="Log Docker in to our ECR registry in eu-west-1 (account 123456789012).",
    to=T('''
```sh
$(aws ecr get-login --no-include-email --region eu-west-1)
```
'''),
    msg="Appreciate the quick answer. We're on AWS CLI v2 though, which dropped get-login: it's aws ecr get-login-password piped into docker login --password-stdin.",
    gw="$(aws ecr get-login --no-include-email --region eu-west-1)",
    gr="aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 123456789012.dkr.ecr.eu-west-1.amazonaws.com",
    rq="What does the CI job run before pushing the api image tagged with the commit SHA?",
    ro=T('''
It logs in first with `$(aws ecr get-login --no-include-email --region eu-west-1)` and then pushes with `docker push 123456789012.dkr.ecr.eu-west-1.amazonaws.com/api:$GIT_SHA`. The runner's instance role already has push rights on the repository.
'''),
    ec=[r"re:get-login-password --region eu-west-1 \| docker login (--username|-u) AWS --password-stdin 123456789012\.dkr\.ecr\.eu-west-1\.amazonaws\.com"],
    ea=["--no-include-email", "re:get-login( |$)"],
    fix=[("$(aws ecr get-login --no-include-email --region eu-west-1)",
          "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 123456789012.dkr.ecr.eu-west-1.amazonaws.com")],
    cq="Why did the old deploy docs break for the new hires?",
    co=T('''
The docs still told people to run `$(aws ecr get-login --no-include-email)`, which only exists in AWS CLI v1. New laptops get v2, where that subcommand is gone, so the updated page uses `aws ecr get-login-password | docker login --username AWS --password-stdin <registry>` instead.
'''),
    hit="$(aws ecr get-login --no-include-email")

add(n=42, topic="cloud", diff="literal", var="reworded", ck="same_topic", style="hedged", partial=False,
    tq="Presigned link for the audit export so the auditor can download it for a month.",
    to=T('''
```sh
aws s3 presign s3://acme-exports/audit/2026-q3.zip --expires-in 2592000
```
'''),
    msg="Can that work? I thought SigV4 presigned URLs max out at 7 days (604800 seconds), so a month isn't possible and we'd have to send a fresh link every week.",
    gw="--expires-in 2592000", gr="--expires-in 604800",
    rq="Same for the Q4 export.",
    ro=T('''
Run `aws s3 presign s3://acme-exports/audit/2026-q4.zip --expires-in 2592000` and send the URL it prints to the auditor.
'''),
    ec=["--expires-in 604800"],
    ea=["2592000"],
    fix=[("--expires-in 2592000", "--expires-in 604800")],
    cq="Can the auditor's link be revoked early if we send it to the wrong person?",
    co=T('''
Not directly: a presigned URL keeps working until it expires, as long as the credentials that signed it are still valid. To cut it off early, delete the object or move it to another key, or revoke the credentials that signed the URL.
'''))

# =====================================================================================
# CI
# =====================================================================================
add(n=43, topic="ci", diff="literal", var="code_block", ck="unrelated", style="embedded", partial=False,
    tq="GitHub Actions workflow for the billing service tests.",
    to=T('''
```yaml
name: test
on: [pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
      - run: go test ./...
```
'''),
    msg="Thanks! Private repos have to use our self-hosted pool though: runs-on: [self-hosted, linux].",
    gw="runs-on: ubuntu-latest", gr="runs-on: [self-hosted, linux]",
    rq="Add a lint workflow for the same repo with golangci-lint.",
    ro=T('''
```yaml
name: lint
on: [pull_request]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-go@v5
        with:
          go-version-file: go.mod
      - uses: golangci/golangci-lint-action@v6
        with:
          version: v1.59
```
'''),
    ec=[r"re:runs-on: \[self-hosted, linux"],
    ea=["ubuntu-latest"],
    fix=[("runs-on: ubuntu-latest", "runs-on: [self-hosted, linux]")],
    cq="How long do we keep CI artifacts?",
    co=T('''
Build artifacts are kept for 14 days (`retention-days: 14` on the upload step). Release bundles are copied to the `acme-releases` bucket, which keeps them indefinitely.
'''))

add(n=44, topic="ci", diff="literal", var="code_block", ck="already_correct", style="imperative", partial=False,
    tq="Step that computes the short SHA and exposes it to later steps.",
    to=T('''
```yaml
- id: meta
  run: echo "::set-output name=short_sha::$(git rev-parse --short HEAD)"
- run: docker build -t api:${{ steps.meta.outputs.short_sha }} .
```
'''),
    msg="Write to $GITHUB_OUTPUT instead. ::set-output is deprecated and prints a warning on every run.",
    gw='echo "::set-output name=short_sha::$(git rev-parse --short HEAD)"',
    gr='echo "short_sha=$(git rev-parse --short HEAD)" >> "$GITHUB_OUTPUT"',
    rq="The nightly release workflow should name the GitHub release after the short SHA.",
    ro=T('''
```yaml
- id: meta
  run: echo "::set-output name=short_sha::$(git rev-parse --short HEAD)"
- uses: softprops/action-gh-release@v2
  with:
    name: "Nightly ${{ steps.meta.outputs.short_sha }}"
    prerelease: true
```
'''),
    ec=[r'''re:echo "short_sha=\$\(git rev-parse --short HEAD\)" >> "?\$GITHUB_OUTPUT"?'''],
    ea=["::set-output"],
    fix=[('echo "::set-output name=short_sha::$(git rev-parse --short HEAD)"', 'echo "short_sha=$(git rev-parse --short HEAD)" >> "$GITHUB_OUTPUT"')],
    cq="How do I pass the computed image tag from the build job to the deploy job?",
    co=T('''
```yaml
jobs:
  build:
    runs-on: [self-hosted, linux]
    outputs:
      image_tag: ${{ steps.tag.outputs.image_tag }}
    steps:
      - id: tag
        run: echo "image_tag=api-${GITHUB_SHA::7}" >> "$GITHUB_OUTPUT"
  deploy:
    needs: build
    runs-on: [self-hosted, linux]
    steps:
      - run: ./deploy.sh "${{ needs.build.outputs.image_tag }}"
```
'''),
    hit='>> "$GITHUB_OUTPUT"')

add(n=45, topic="ci", diff="literal", var="code_block", ck="lookalike", style="imperative", partial=False,
    tq="In our GitLab merge request pipelines, tag the preview image with the source branch.",
    to=T('''
```yaml
build-preview:
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script:
    - docker build -t $CI_REGISTRY_IMAGE/preview:$CI_COMMIT_BRANCH .
```
'''),
    msg="Use $CI_COMMIT_REF_SLUG there. CI_COMMIT_BRANCH is empty in merge request pipelines, and the slug is already safe for an image tag.",
    gw="$CI_COMMIT_BRANCH", gr="$CI_COMMIT_REF_SLUG",
    rq="In the MR pipeline's deploy-preview job, print which branch is being deployed before running the deploy script.",
    ro=T('''
Add this to the `deploy-preview` job, which only runs for merge request events:

```yaml
  script:
    - echo "Deploying preview for branch $CI_COMMIT_BRANCH"
    - ./scripts/deploy-preview.sh
```
'''),
    ec=[r"re:\$(CI_MERGE_REQUEST_SOURCE_BRANCH_NAME|CI_COMMIT_REF_NAME|CI_COMMIT_REF_SLUG)"],
    ea=["CI_COMMIT_BRANCH"],
    fix=[("$CI_COMMIT_BRANCH", "$CI_MERGE_REQUEST_SOURCE_BRANCH_NAME")],
    cq="How do I make a job run only in pipelines for the default branch?",
    co=T('''
```yaml
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
```

In a branch pipeline `CI_COMMIT_BRANCH` holds the branch name, so this matches pushes to the default branch and nothing else; merge request pipelines leave it unset, so the job never runs there.
'''))

add(n=46, topic="ci", diff="literal", var="code_block", ck="already_correct", style="x_not_y", partial=True,
    tq="Cache dependencies in the web app's GitHub workflow.",
    to=T('''
```yaml
- uses: actions/cache@v4
  with:
    path: ~/.local/share/pnpm/store
    key: deps-${{ runner.os }}-${{ hashFiles('**/package-lock.json') }}
```
'''),
    msg="We use pnpm, so the lockfile is pnpm-lock.yaml, not package-lock.json. There isn't one of those in the repo.",
    gw="package-lock.json", gr="pnpm-lock.yaml",
    rq="Set up Node 20 with dependency caching in the docs workflow of the same monorepo.",
    ro=T('''
```yaml
- uses: actions/setup-node@v4
  with:
    node-version: 20
    cache: npm
    cache-dependency-path: package-lock.json
- run: npm ci
```
'''),
    ec=["cache: pnpm", "cache-dependency-path: pnpm-lock.yaml", "re:pnpm install"],
    ea=["package-lock.json", "cache: npm", "npm ci"],
    fix=[("cache: npm", "cache: pnpm"), ("package-lock.json", "pnpm-lock.yaml"), ("npm ci", "pnpm install --frozen-lockfile")],
    cq="Which file should Renovate watch for the web app's dependency updates?",
    co=T('''
Renovate reads `package.json` for the version ranges and updates `pnpm-lock.yaml` alongside it. Set `"rangeStrategy": "bump"` if you want the ranges in package.json to move as well.
'''),
    hit="pnpm-lock.yaml")

add(n=47, topic="ci", diff="semantic", var="reworded", ck="lookalike", style="hedged", partial=False,
    tq="Can our pull_request workflow use the AWS secrets when the PR comes from a contributor's fork?",
    to=T('''
Yes. A `pull_request` workflow has the same repository secrets available whether the branch lives in our repo or in a fork, so the preview deploy step can read `AWS_ACCESS_KEY_ID` as usual. Keep the job's `permissions` block minimal either way.
'''),
    msg="Wait, do forks really get our secrets? I thought pull_request runs from forks get none, and a read-only GITHUB_TOKEN.",
    gw="Yes. A `pull_request` workflow has the same repository secrets available whether the branch lives in our repo or in a fork, so the preview deploy step can read `AWS_ACCESS_KEY_ID` as usual.",
    gr="No. For `pull_request` runs triggered from a fork, repository secrets are not passed (and `GITHUB_TOKEN` is read-only), so the preview deploy step would see empty AWS credentials.",
    rq="An outside contributor opened a PR from their fork. Will the integration tests that call Stripe's test API run for it?",
    ro=T('''
They will: the `pull_request` run from the fork gets the repository secrets, including `STRIPE_TEST_KEY`, so the integration job behaves exactly as it does for internal branches.
'''),
    ec=[r"re:(?i)(\bnot\b|n't|\bno\b)[^.]{0,60}secrets|secrets[^.]{0,60}(\bnot\b|n't|empty|unavailable)"],
    ea=[r"re:(?i)fork gets the repository secrets", r"re:(?i)behaves exactly as it does"],
    fix=[("They will: the `pull_request` run from the fork gets the repository secrets, including `STRIPE_TEST_KEY`, so the integration job behaves exactly as it does for internal branches.",
          "Not as they are: a `pull_request` run from a fork doesn't receive repository secrets, so `STRIPE_TEST_KEY` is empty and the integration job fails or has to be skipped for fork PRs.")],
    cq="The labeler workflow uses pull_request_target. Does it see our secrets on fork PRs?",
    co=T('''
Yes. `pull_request_target` runs in the context of the base repository, so repository secrets and a write-capable `GITHUB_TOKEN` are available even for PRs from forks. That is exactly why it must never check out and run the fork's code.
'''),
    hit="repository secrets")

add(n=48, topic="ci", diff="literal", var="identifier", ck="already_correct", style="imperative", partial=False,
    tq="CI step to install dependencies for the admin frontend.",
    to=T('''
```yaml
- run: npm install
- run: npm run build
```
'''),
    msg="In CI use npm ci. It installs exactly what's in the lockfile and fails if package.json and the lock disagree.",
    gw="npm install", gr="npm ci",
    rq="Dockerfile build stage for the admin frontend's production dependencies.",
    ro=T('''
```dockerfile
FROM node:20-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev
```
'''),
    ec=["npm ci --omit=dev"],
    ea=["npm install"],
    fix=[("npm install", "npm ci")],
    cq="CI steps for the marketing site: install and test.",
    co=T('''
```yaml
- run: npm ci
- run: npm test -- --ci
```

`npm ci` starts from a clean `node_modules` and fails fast when the lockfile is out of date.
'''),
    hit="npm ci")

# =====================================================================================
# observability
# =====================================================================================
add(n=49, topic="observability", diff="paraphrase", var="code_block", ck="lookalike", style="x_not_y", partial=False,
    tq="PromQL for the p95 latency of the api across all pods.",
    to=T('''
```promql
histogram_quantile(0.95, sum(rate(http_request_duration_seconds_bucket{job="api"}[5m])))
```
'''),
    msg="sum() drops the le label, so histogram_quantile has no buckets left to work with. It needs sum by (le), not a bare sum.",
    gw="sum(rate(", gr="sum by (le) (rate(",
    rq="p99 latency per route for the api.",
    ro=T('''
```promql
histogram_quantile(0.99, sum by (route) (rate(http_request_duration_seconds_bucket{job="api"}[5m])))
```
'''),
    ec=[r"re:sum by \((le, ?route|route, ?le)\)"],
    ea=["sum by (route) ("],
    fix=[("sum by (route) (", "sum by (le, route) (")],
    naive=[],
    cq="Total request rate for the api across all pods.",
    co=T('''
```promql
sum(rate(http_requests_total{job="api"}[5m]))
```

This is a plain counter, so summing away every label is what you want here: one series with the total requests per second.
'''))

add(n=50, topic="observability", diff="paraphrase", var="code_block", ck="same_topic", style="bare_fact", partial=True,
    tq="Grafana panel: checkout requests per minute.",
    to=T('''
```promql
rate(http_requests_total{service="checkout"}[1m])
```

With a one-minute range, `rate` gives you requests per minute directly.
'''),
    msg="rate() is always per second, whatever the window, so that panel shows per-second values. Multiply by 60.",
    gw='rate(http_requests_total{service="checkout"}[1m])\n```\n\nWith a one-minute range, `rate` gives you requests per minute directly.',
    gr='rate(http_requests_total{service="checkout"}[1m]) * 60\n```\n\n`rate` is always per second, whatever the range, so multiply by 60 for requests per minute.',
    rq="Panel for payment failures per minute.",
    ro=T('''
```promql
sum(rate(payment_failures_total[1m]))
```

The `[1m]` window makes this a per-minute count, so label the panel "failures/min".
'''),
    ec=[r"re:sum\(rate\(payment_failures_total\[1m\]\)\) ?\* ?60|60 ?\* ?sum\(rate\(payment_failures_total\[1m\]\)\)|sum\(increase\(payment_failures_total\[1m\]\)\)"],
    ea=["makes this a per-minute count"],
    fix=[("sum(rate(payment_failures_total[1m]))", "sum(rate(payment_failures_total[1m])) * 60"),
         ("The `[1m]` window makes this a per-minute count, so label", "`rate` is per second whatever the window, so the `* 60` turns it into a per-minute count; label")],
    naive=[("sum(rate(payment_failures_total[1m]))", "sum(rate(payment_failures_total[1m])) * 60")],
    cq="Should the alert on checkout errors use rate or increase?",
    co=T('''
Either works, since `increase(x[5m])` is just `rate(x[5m]) * 300`. For a ratio such as errors over requests use `rate` on both sides; for a threshold people read as a count ("more than 20 errors in 5 minutes"), `increase` is easier to reason about.
'''))

add(n=51, topic="observability", diff="literal", var="identifier", ck="lookalike", style="x_not_y", partial=False,
    tq="LogQL: checkout logs that mention timeout.",
    to=T('''
```logql
{app="checkout"} |= "timeout"
```
'''),
    msg='Our Loki streams are labelled service, not app: {service="checkout"}.',
    gw='{app="checkout"}', gr='{service="checkout"}',
    rq="Error count per minute for checkout, from the JSON logs.",
    ro=T('''
```logql
sum(count_over_time({app="checkout"} | json | level="error" [1m]))
```
'''),
    ec=['{service="checkout"}'],
    ea=['app="checkout"'],
    fix=[('{app="checkout"}', '{service="checkout"}')],
    cq="Which pods back the checkout service?",
    co=T('''
`kubectl -n prod get pods -l app=checkout`. The Deployment's pod template carries the label `app: checkout`, which is also what the Service selects on; the Loki stream labels are set separately by the log agent.
'''),
    hit="app=checkout")

add(n=52, topic="observability", diff="literal", var="code_block", ck="lookalike", style="hedged", partial=False,
    tq="Env vars so the Python billing service sends traces to our collector over OTLP/HTTP.",
    to=T('''
```sh
OTEL_SERVICE_NAME=billing
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.observability:4317
```
'''),
    msg="4317 is the gRPC port, isn't it? For http/protobuf the collector listens on 4318.",
    gw="otel-collector.observability:4317", gr="otel-collector.observability:4318",
    rq="The invoices service should send traces and metrics to separate endpoints: same collector, same protocol.",
    ro=T('''
```sh
OTEL_SERVICE_NAME=invoices
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=http://otel-collector.observability:4317/v1/traces
OTEL_EXPORTER_OTLP_METRICS_ENDPOINT=http://otel-collector.observability:4317/v1/metrics
```
'''),
    ec=["otel-collector.observability:4318/v1/traces", "otel-collector.observability:4318/v1/metrics"],
    ea=["4317"],
    fix=[(":4317/v1/traces", ":4318/v1/traces"), (":4317/v1/metrics", ":4318/v1/metrics")],
    cq="And the Go gateway, which uses the otlptracegrpc exporter?",
    co=T('''
```go
exp, err := otlptracegrpc.New(ctx,
    otlptracegrpc.WithEndpoint("otel-collector.observability:4317"),
    otlptracegrpc.WithInsecure(),
)
```

That exporter speaks gRPC, so it uses the collector's 4317 port. `WithInsecure` is fine inside the cluster because the collector has no TLS on that listener.
'''))

add(n=53, topic="observability", diff="literal", var="identifier", ck="unrelated", style="imperative", partial=False,
    tq="Add the trace id to the zap log line when a charge fails.",
    to=T('''
```go
logger.Error("charge failed",
    zap.String("traceId", span.SpanContext().TraceID().String()),
    zap.Error(err),
)
```
'''),
    msg="Call it trace_id. Log fields are snake_case here, and the Grafana link from logs to traces matches on that name.",
    gw="traceId", gr="trace_id",
    rq="Same thing in the Python refund worker, which uses structlog.",
    ro=T('''
```python
log.error("refund.failed", traceId=format(ctx.trace_id, "032x"), refund_id=refund.id)
```
'''),
    ec=['trace_id=format(ctx.trace_id, "032x")'],
    ea=["traceId"],
    fix=[("traceId=", "trace_id=")],
    cq="What's the log retention in Loki?",
    co=T('''
Thirty days for the `prod` tenant and seven days for `staging`. The compactor enforces it, so older chunks disappear from query results within a few hours of crossing the limit.
'''))

add(n=54, topic="observability", diff="semantic", var="reworded", ck="same_topic", style="x_not_y", partial=False,
    tq="What does for: 10m mean on our HighErrorRate alert rule?",
    to=T('''
It means the alert fires if the expression was true at any point within the last 10 minutes, so even a short burst will page. Add `keep_firing_for` if you also want it to stay firing for a while after the condition clears.
'''),
    msg="It has to be true continuously for 10 minutes, at every evaluation, not at any point. A short burst just goes pending and then resets.",
    gw="fires if the expression was true at any point within the last 10 minutes, so even a short burst will page",
    gr="fires only after the expression has been true at every evaluation for 10 minutes in a row, so a short burst goes pending and resets without paging",
    rq="We had a 3-minute spike of 500s last night. Would HighErrorRate, with for: 10m, have paged?",
    ro=T('''
Yes. The expression was true during the spike, and the spike falls inside the 10-minute window, so the alert would have fired and paged on-call.
'''),
    ec=[r"re:(?i)consecutive|continuous|in a row|every evaluation|entire|whole|full|straight|pending"],
    ea=[r"re:(?i)would have fired and paged", r"re:(?i)falls inside the 10-minute window"],
    fix=[("Yes. The expression was true during the spike, and the spike falls inside the 10-minute window, so the alert would have fired and paged on-call.",
          "No. The expression has to stay true for 10 consecutive minutes; a 3-minute spike only puts the alert in pending, and it resets once the error rate drops.")],
    cq="What does group_wait do in Alertmanager?",
    co=T('''
`group_wait` is how long Alertmanager waits after the first alert of a new group arrives before sending the notification, so that alerts of the same group arriving shortly after go out in the same message. The default is 30 seconds.
'''))

# =====================================================================================
# frontend
# =====================================================================================
add(n=55, topic="frontend", diff="literal", var="code_block", ck="already_correct", style="terse", partial=True,
    tq="React component for a card with a title and body.",
    to=T('''
```jsx
export function Card({ title, children }) {
  return (
    <div class="card">
      <h3>{title}</h3>
      {children}
    </div>
  );
}
```
'''),
    msg="JSX takes the DOM property names. className.",
    gw=' class="', gr=' className="',
    rq="Email field with a label for the signup form component.",
    ro=T('''
```jsx
<div class="field">
  <label for="email" class="field-label">Email</label>
  <input id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
</div>
```
'''),
    ec=['<div className="field">', 'className="field-label"', 'htmlFor="email"'],
    ea=[r"re:\sclass=", r"re:\sfor="],
    fix=[('<div class="field">', '<div className="field">'), ('<label for="email" class="field-label">', '<label htmlFor="email" className="field-label">')],
    cq="Checkbox with a label for the settings page.",
    co=T('''
```jsx
<label htmlFor="notify" className="checkbox">
  <input id="notify" type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
  Email me about new invoices
</label>
```
'''),
    hit='className="checkbox"')

add(n=56, topic="frontend", diff="semantic", var="code_block", ck="lookalike", style="hedged", partial=True,
    tq="Does this catch a 500 from the API? try { const res = await fetch('/api/orders'); const data = await res.json(); } catch (e) { showError(e); }",
    to=T('''
Yes. `fetch` rejects when the server answers with a 4xx or 5xx status, so a 500 lands in your `catch` block and `showError` runs. The same block also catches network failures.
'''),
    msg="Hmm, are you sure? I thought fetch only rejects on network errors and a 500 resolves normally, so you have to check res.ok yourself.",
    gw="Yes. `fetch` rejects when the server answers with a 4xx or 5xx status, so a 500 lands in your `catch` block and `showError` runs.",
    gr="No. `fetch` only rejects on network failures; a 500 resolves normally, so check `res.ok` and throw when it is false.",
    rq="Write a loadInvoices helper that shows an error toast when the API call fails.",
    ro=T('''
```js
async function loadInvoices() {
  try {
    const res = await fetch('/api/invoices');
    return await res.json();
  } catch (err) {
    // fetch throws on 4xx/5xx, so server errors end up here too
    toast.error('Could not load invoices');
    return [];
  }
}
```
'''),
    ec=[r"re:!\s*res\.ok|res\.ok\s*===?\s*false|res\.status\s*>=\s*400"],
    ea=[r"re:(?i)fetch (throws|rejects) on 4xx"],
    fix=[("    const res = await fetch('/api/invoices');\n", "    const res = await fetch('/api/invoices');\n    if (!res.ok) throw new Error(`HTTP ${res.status}`);\n"),
         ("// fetch throws on 4xx/5xx, so server errors end up here too", "// network errors, plus the 4xx/5xx we throw above")],
    naive=[("    const res = await fetch('/api/invoices');\n", "    const res = await fetch('/api/invoices');\n    if (!res.ok) throw new Error(`HTTP ${res.status}`);\n")],
    cq="In the admin app we use axios. Does a 404 end up in the catch block there?",
    co=T('''
Yes. axios rejects the promise for any status outside 2xx by default, so a 404 lands in `catch`, and `err.response.status` tells you which status it was. You can change that with the `validateStatus` option.
'''),
    hit="rejects")

add(n=57, topic="frontend", diff="paraphrase", var="code_block", ck="lookalike", style="embedded", partial=True,
    tq="In a Next.js client component, read the API base URL from an env var.",
    to=T('''
```tsx
'use client';

const API_BASE = process.env.API_BASE_URL;

export function useOrders() {
  return useSWR(`${API_BASE}/orders`, fetcher);
}
```
'''),
    msg="Thanks, the hook looks right. The env var won't work though: only NEXT_PUBLIC_ variables get inlined into the browser bundle, so that one is undefined in a client component. Call it NEXT_PUBLIC_API_BASE_URL.",
    gw="process.env.API_BASE_URL", gr="process.env.NEXT_PUBLIC_API_BASE_URL",
    rq="Load Stripe.js with the publishable key in the checkout client component, and show the .env.local entry.",
    ro=T('''
```sh
# .env.local
STRIPE_PUBLISHABLE_KEY=pk_test_REPLACE_ME
```

```tsx
'use client';
import { loadStripe } from '@stripe/stripe-js';

const stripePromise = loadStripe(process.env.STRIPE_PUBLISHABLE_KEY!);
```
'''),
    ec=["NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_REPLACE_ME", "process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY"],
    ea=[r"re:(?m)(^|[^_])STRIPE_PUBLISHABLE_KEY"],
    fix=[("\nSTRIPE_PUBLISHABLE_KEY=", "\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY="), ("process.env.STRIPE_PUBLISHABLE_KEY", "process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY")],
    naive=[("process.env.STRIPE_PUBLISHABLE_KEY", "process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY")],
    cq="Route handler that creates the PaymentIntent on the server.",
    co=T('''
```ts
// app/api/payment-intent/route.ts
import Stripe from 'stripe';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);

export async function POST(req: Request) {
  const { amount } = await req.json();
  const intent = await stripe.paymentIntents.create({ amount, currency: 'eur' });
  return Response.json({ clientSecret: intent.client_secret });
}
```

This runs only on the server, so the secret key stays unprefixed and never reaches the browser.
'''),
    hit="process.env.")

add(n=58, topic="frontend", diff="literal", var="code_block", ck="lookalike", style="x_not_y", partial=False,
    tq="Static HTML for the newsletter form; the submit button should start out enabled.",
    to=T('''
```html
<form action="/subscribe" method="post">
  <input type="email" name="email" required>
  <button type="submit" disabled="false">Subscribe</button>
</form>
```
'''),
    msg='disabled is a boolean attribute: disabled="false" still disables the button. Leave the attribute off, not set to false.',
    gw='<button type="submit" disabled="false">', gr='<button type="submit">',
    rq="Same for the contact form on the static site: name, message, and a send button that's clickable from the start.",
    ro=T('''
```html
<form action="/contact" method="post">
  <input name="name" required>
  <textarea name="message" required></textarea>
  <button type="submit" disabled="false">Send</button>
</form>
```
'''),
    ec=['<button type="submit">Send</button>'],
    ea=["disabled"],
    fix=[(' disabled="false"', "")],
    cq="In the React version of the form, disable the button while the request is in flight.",
    co=T('''
```jsx
<button type="submit" disabled={submitting}>
  {submitting ? 'Sending…' : 'Send'}
</button>
```

React leaves the attribute out entirely when `submitting` is false, so `disabled={false}` renders an enabled button.
'''),
    hit="disabled=")

add(n=59, topic="frontend", diff="literal", var="reworded", ck="same_topic", style="terse", partial=False,
    tq="JS Date for March 15, 2026 at local midnight, for the campaign start.",
    to=T('''
```js
const campaignStart = new Date(2026, 3, 15);
```
'''),
    msg="Months are 0-based. March is 2.",
    gw="new Date(2026, 3, 15)", gr="new Date(2026, 2, 15)",
    rq="On the landing page, show how many days are left until the campaign starts on March 15, 2026.",
    ro=T('''
Build the start date with `new Date(2026, 3, 15)` and compare it with now: `Math.ceil((start - Date.now()) / 86_400_000)` gives the whole days left, and anything below 1 means the campaign has already started.
'''),
    ec=["new Date(2026, 2, 15)"],
    ea=["new Date(2026, 3, 15)"],
    fix=[("new Date(2026, 3, 15)", "new Date(2026, 2, 15)")],
    cq='Parse the campaign start that the API sends as "2026-03-15".',
    co=T('''
```js
const [y, m, d] = '2026-03-15'.split('-').map(Number);
const campaignStart = new Date(y, m - 1, d);
```

The month in the string is 1-based, so subtract one before handing it to the `Date` constructor. Building it from parts also keeps it at local midnight, whereas `new Date('2026-03-15')` would be midnight UTC.
'''),
    )

add(n=60, topic="frontend", diff="semantic", var="reworded", ck="same_topic", style="x_not_y", partial=False,
    tq='Our package.json has "@acme/ui-kit": "^0.3.1". Will npm pick up 0.9.0 when it comes out?',
    to=T('''
Yes. The caret allows any version below the next major, so `^0.3.1` matches everything from 0.3.1 up to (but not including) 1.0.0, including 0.9.0.
'''),
    msg="For 0.x versions the caret stops at the minor, not the major: ^0.3.1 means >=0.3.1 <0.4.0, so 0.9.0 won't be picked up.",
    gw="Yes. The caret allows any version below the next major, so `^0.3.1` matches everything from 0.3.1 up to (but not including) 1.0.0, including 0.9.0.",
    gr="No. For 0.x versions the caret only allows updates within the same minor, so `^0.3.1` means >=0.3.1 <0.4.0 and 0.9.0 is not included.",
    rq='We depend on "@acme/charts": "^0.8.2". The team shipped 0.9.0 with the fix we need. Do we have to edit package.json?',
    ro=T('''
No edit needed: `^0.8.2` covers every release below 1.0.0, so a fresh `npm install` (or `npm update @acme/charts`) will pull in 0.9.0.
'''),
    ec=[r"re:\^0\.9\.0|<0\.9\.0"],
    ea=[r"re:(?i)no edit needed", r"re:(?i)covers every release below 1\.0\.0"],
    fix=[("No edit needed: `^0.8.2` covers every release below 1.0.0, so a fresh `npm install` (or `npm update @acme/charts`) will pull in 0.9.0.",
          "Yes. For 0.x the caret stays within the minor, so `^0.8.2` means >=0.8.2 <0.9.0 and never picks up 0.9.0. Change it to `^0.9.0` and run `npm install`.")],
    cq="What does a tilde range like ~2.4.1 allow?",
    co=T('''
`~2.4.1` allows patch releases within 2.4: anything from 2.4.1 up to, but not including, 2.5.0.
'''))

# =====================================================================================
# security
# =====================================================================================
add(n=61, topic="security", diff="paraphrase", var="code_block", ck="lookalike", style="imperative", partial=True,
    tq="Hash the user's password before saving it (Python, in the signup handler).",
    to=T('''
```python
import hashlib

user.password_hash = hashlib.sha256(password.encode()).hexdigest()
```
'''),
    msg="Don't use plain SHA-256 for passwords, it's far too fast to brute-force. Use bcrypt; it's already in requirements.",
    gw="import hashlib\n\nuser.password_hash = hashlib.sha256(password.encode()).hexdigest()",
    gr="import bcrypt\n\nuser.password_hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()",
    rq="Node version for the partner portal: hash on signup and check on login.",
    ro=T('''
```js
const crypto = require('crypto');

function hashPassword(password) {
  return crypto.createHash('sha256').update(password).digest('hex');
}

function checkPassword(password, stored) {
  return hashPassword(password) === stored;
}
```
'''),
    ec=[r"re:(bcrypt\.hash(Sync)?|argon2\.hash)\(", r"re:(bcrypt\.compare(Sync)?|argon2\.verify)\("],
    ea=["createHash('sha256')"],
    fix=[("const crypto = require('crypto');", "const bcrypt = require('bcrypt');"),
         ("function hashPassword(password) {\n  return crypto.createHash('sha256').update(password).digest('hex');\n}",
          "async function hashPassword(password) {\n  return bcrypt.hash(password, 12);\n}"),
         ("function checkPassword(password, stored) {\n  return hashPassword(password) === stored;\n}",
          "async function checkPassword(password, stored) {\n  return bcrypt.compare(password, stored);\n}")],
    naive=[("const crypto = require('crypto');", "const bcrypt = require('bcrypt');"),
           ("return crypto.createHash('sha256').update(password).digest('hex');", "return bcrypt.hash(password, 12);")],
    cq="Verify the signature on incoming partner webhooks: HMAC-SHA256 of the raw body, hex-encoded in X-Signature.",
    co=T('''
```js
const crypto = require('crypto');

function verifySignature(rawBody, header, secret) {
  const expected = crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(header || '', 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
```

SHA-256 is exactly right here: this is a message signature, not a stored password, and `timingSafeEqual` keeps the comparison from leaking timing.
'''),
    hit="sha256")

add(n=62, topic="security", diff="literal", var="code_block", ck="lookalike", style="terse", partial=True,
    tq="Verify access tokens from the auth service in our FastAPI app; I already load its public key into public_key.",
    to=T('''
```python
claims = jwt.decode(token, public_key, algorithms=["HS256"], audience="orders-api")
```
'''),
    msg="RS256.",
    gw='algorithms=["HS256"]', gr='algorithms=["RS256"]',
    rq="Same check in the reporting service's middleware.",
    ro=T('''
```python
def current_claims(token: str) -> dict:
    return jwt.decode(
        token,
        settings.JWT_SECRET,
        algorithms=["HS256"],
        audience="reporting-api",
    )
```
'''),
    ec=['algorithms=["RS256"]', r"re:(?i)public_?key|pub_?key|jwks|\bpem\b"],
    ea=["HS256", "JWT_SECRET"],
    fix=[("settings.JWT_SECRET", "settings.AUTH_PUBLIC_KEY"), ('algorithms=["HS256"]', 'algorithms=["RS256"]')],
    cq="The internal webhook relay signs its payloads with the shared secret from Vault. How does the consumer verify them?",
    co=T('''
```python
payload = jwt.decode(body, settings.RELAY_SHARED_SECRET, algorithms=["HS256"])
```

The relay and its consumers share one symmetric secret, so HS256 is the matching algorithm. Tokens from the auth service are a different case: they are verified with its public key.
'''))

add(n=63, topic="security", diff="paraphrase", var="code_block", ck="already_correct", style="hedged", partial=False,
    tq="Express CORS config so the web app at https://app.acme.io can call the API with cookies.",
    to=T('''
```js
app.use(cors({ origin: '*', credentials: true }));
```
'''),
    msg="Doesn't the browser reject a wildcard origin when credentials are included? I think it has to be the explicit origin, https://app.acme.io.",
    gw="origin: '*'", gr="origin: 'https://app.acme.io'",
    rq="Same policy in the nginx config in front of the files API.",
    ro=T('''
```nginx
add_header Access-Control-Allow-Origin * always;
add_header Access-Control-Allow-Credentials true always;
```
'''),
    ec=[r'''re:Access-Control-Allow-Origin ("?https://app\.acme\.io"?|\$http_origin|\$cors_origin)'''],
    ea=["Access-Control-Allow-Origin *"],
    fix=[("Access-Control-Allow-Origin * always;", 'Access-Control-Allow-Origin "https://app.acme.io" always;')],
    naive=[],
    cq="CORS for the reports API, which the web app also calls with cookies.",
    co=T('''
```js
app.use(cors({ origin: 'https://app.acme.io', credentials: true }));
```

The cors middleware then answers with that exact origin and `Access-Control-Allow-Credentials: true`, which is what the browser needs for requests with cookies.
'''),
    hit="origin: 'https://app.acme.io'")

add(n=64, topic="security", diff="literal", var="identifier", ck="lookalike", style="terse", partial=False,
    tq="Permissions for the new SSH private key ~/.ssh/id_ed25519 on the build box.",
    to=T('''
```sh
chmod 644 ~/.ssh/id_ed25519
```
'''),
    msg="600. ssh refuses a private key that others can read.",
    gw="chmod 644", gr="chmod 600",
    rq="I copied the deploy key to the runner as ~/.ssh/deploy_key. Set it up.",
    ro=T('''
```sh
chmod 644 ~/.ssh/deploy_key
ssh-add ~/.ssh/deploy_key
```
'''),
    ec=[r"re:chmod (0?600|0?400) ~/\.ssh/deploy_key"],
    ea=["chmod 644"],
    fix=[("chmod 644", "chmod 600")],
    cq="And the matching public key, ~/.ssh/id_ed25519.pub?",
    co=T('''
```sh
chmod 644 ~/.ssh/id_ed25519.pub
```

A public key is meant to be shared, so world-readable is fine; only the private half needs 600.
'''))

add(n=65, topic="security", diff="paraphrase", var="code_block", ck="same_topic", style="imperative", partial=True,
    tq="psycopg: look up a user by email from the login form.",
    to=T('''
```python
cur.execute(f"SELECT id, password_hash FROM users WHERE email = '{email}'")
row = cur.fetchone()
```
'''),
    msg="Never build SQL from user input with an f-string. Pass it as a parameter: WHERE email = %s, (email,).",
    gw='''cur.execute(f"SELECT id, password_hash FROM users WHERE email = '{email}'")''',
    gr='''cur.execute("SELECT id, password_hash FROM users WHERE email = %s", (email,))''',
    rq="Update an account's plan from the admin form; the plan and the account id come from the request.",
    ro=T('''
```python
cur.execute(f"UPDATE accounts SET plan = '{plan}' WHERE id = {account_id}")
conn.commit()
```
'''),
    ec=[r'''re:SET plan = %(\(plan\))?s WHERE id = %(\(account_id\))?s"''', r'''re:\(plan, account_id\)|"plan": plan'''],
    ea=["{plan}", "{account_id}"],
    fix=[('''cur.execute(f"UPDATE accounts SET plan = '{plan}' WHERE id = {account_id}")''',
          '''cur.execute("UPDATE accounts SET plan = %s WHERE id = %s", (plan, account_id))''')],
    naive=[('''cur.execute(f"UPDATE accounts SET plan = '{plan}' WHERE id = {account_id}")''',
            '''cur.execute(f"UPDATE accounts SET plan = %s WHERE id = {account_id}", (plan,))''')],
    cq="Admin tool: count the rows of a table picked from a dropdown of known table names.",
    co=T('''
```python
from psycopg import sql

ALLOWED = {"orders", "payments", "refunds"}
if table not in ALLOWED:
    raise ValueError(table)
cur.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(table)))
```

Table names can't be passed as `%s` parameters, so `sql.Identifier` quotes the name safely, and the allow-list keeps it to known tables.
'''),
    )

add(n=66, topic="security", diff="literal", var="reworded", ck="unrelated", style="embedded", partial=False,
    tq="nginx TLS protocols line for the public API.",
    to=T('''
```nginx
ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
```
'''),
    msg="Thanks. Our baseline only allows TLS 1.2 and 1.3 though; 1.0 and 1.1 were dropped last year.",
    gw="ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;", gr="ssl_protocols TLSv1.2 TLSv1.3;",
    rq="TLS settings for the new admin.acme.io server block.",
    ro=T('''
Put `ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;` in the `admin.acme.io` server block, next to the `ssl_certificate` and `ssl_certificate_key` lines, then run `nginx -t` and reload with `nginx -s reload`.
'''),
    ec=["ssl_protocols TLSv1.2 TLSv1.3;"],
    ea=["re:TLSv1 ", "TLSv1.1"],
    fix=[("ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;", "ssl_protocols TLSv1.2 TLSv1.3;")],
    cq="Who approves new production IAM roles?",
    co=T('''
The platform team: open a PR against `infra/iam` and request a review from `@acme/platform`. Roles with write access to customer data also need a security sign-off on the PR.
'''))

# =====================================================================================
# mobile
# =====================================================================================
add(n=67, topic="mobile", diff="literal", var="code_block", ck="lookalike", style="x_not_y", partial=True,
    tq="The Android app running in the emulator should call the API on my machine, port 8080.",
    to=T('''
```kotlin
const val BASE_URL = "http://localhost:8080/api/"
```
'''),
    msg="In the Android emulator localhost is the emulator itself, not your machine. The host is 10.0.2.2.",
    gw="http://localhost:8080", gr="http://10.0.2.2:8080",
    rq="Retrofit setup for the debug build, plus the network security config so cleartext calls to my machine are allowed.",
    ro=T('''
```kotlin
val retrofit = Retrofit.Builder()
    .baseUrl("http://localhost:8080/api/")
    .addConverterFactory(MoshiConverterFactory.create())
    .build()
```

```xml
<!-- res/xml/network_security_config.xml (debug) -->
<network-security-config>
    <domain-config cleartextTrafficPermitted="true">
        <domain includeSubdomains="false">localhost</domain>
    </domain-config>
</network-security-config>
```
'''),
    ec=["http://10.0.2.2:8080/api/", ">10.0.2.2</domain>"],
    ea=["localhost"],
    fix=[("http://localhost:8080", "http://10.0.2.2:8080"), (">localhost</domain>", ">10.0.2.2</domain>")],
    cq="And for the iOS app running in the simulator?",
    co=T('''
```swift
let baseURL = URL(string: "http://localhost:8080/api/")!
```

The iOS simulator shares the Mac's network stack, so `localhost` reaches the API running on your machine. Add `NSAllowsLocalNetworking` under `NSAppTransportSecurity` in Info.plist so App Transport Security allows the plain-HTTP call.
'''))

add(n=68, topic="mobile", diff="paraphrase", var="code_block", ck="already_correct", style="imperative", partial=False,
    tq="After the avatar downloads, show it in the image view (UIKit).",
    to=T('''
```swift
URLSession.shared.dataTask(with: url) { data, _, _ in
    guard let data, let image = UIImage(data: data) else { return }
    DispatchQueue.global().async {
        self.avatarView.image = image
    }
}.resume()
```
'''),
    msg="Touch UIKit on the main thread only: DispatchQueue.main.async.",
    gw="DispatchQueue.global().async {\n        self.avatarView", gr="DispatchQueue.main.async {\n        self.avatarView",
    rq="When the order history request finishes, reload the table.",
    ro=T('''
```swift
api.fetchOrders { result in
    let orders = (try? result.get()) ?? []
    DispatchQueue.global(qos: .userInitiated).async {
        self.orders = orders
        self.tableView.reloadData()
    }
}
```
'''),
    ec=[r"re:DispatchQueue\.main\.async \{[^}]*self\.tableView\.reloadData\(\)"],
    ea=["DispatchQueue.global"],
    fix=[("DispatchQueue.global(qos: .userInitiated).async", "DispatchQueue.main.async")],
    naive=[],
    cq="Resize large photos before upload without freezing the UI.",
    co=T('''
```swift
DispatchQueue.global(qos: .userInitiated).async {
    let resized = photo.resized(maxDimension: 2048)
    DispatchQueue.main.async {
        self.preview.image = resized
        self.uploadButton.isEnabled = true
    }
}
```

The resize runs on a background queue, and only the UI updates hop back to the main queue.
'''),
    hit="DispatchQueue.main.async {\n        self.preview")

add(n=69, topic="mobile", diff="paraphrase", var="code_block", ck="already_correct", style="hedged", partial=False,
    tq="We're releasing 2.3.0; the last Play release was versionCode 41 / 2.2.1. Update build.gradle.kts.",
    to=T('''
```kotlin
defaultConfig {
    versionCode = 41
    versionName = "2.3.0"
}
```
'''),
    msg="Won't Play reject that? I thought the versionCode has to be higher than the last upload, so 42.",
    gw="versionCode = 41", gr="versionCode = 42",
    rq="Now the 2.3.1 hotfix; 2.3.0 went out as versionCode 42.",
    ro=T('''
```kotlin
defaultConfig {
    versionCode = 42
    versionName = "2.3.1"
}
```
'''),
    ec=[r"re:versionCode = (4[3-9]|[5-9][0-9])\b"],
    ea=["versionCode = 42"],
    fix=[("versionCode = 42", "versionCode = 43")],
    naive=[],
    cq="Bump for 2.4.0; the last upload was versionCode 43 (2.3.1).",
    co=T('''
```kotlin
defaultConfig {
    versionCode = 44
    versionName = "2.4.0"
}
```

`versionCode` goes up by one for every upload; `versionName` is only what users see.
'''),
    hit="versionCode = 44")

add(n=70, topic="mobile", diff="literal", var="code_block", ck="same_topic", style="imperative", partial=True,
    tq="Refresh the cart from the repository when CartViewModel is created.",
    to=T('''
```kotlin
class CartViewModel(private val repo: CartRepository) : ViewModel() {
    init {
        GlobalScope.launch { repo.refresh() }
    }
}
```
'''),
    msg="Use viewModelScope.launch. GlobalScope outlives the ViewModel and keeps running after the screen is gone.",
    gw="GlobalScope.launch", gr="viewModelScope.launch",
    rq="Full file for ProfileViewModel, which loads the profile on creation, imports included.",
    ro=T('''
```kotlin
package com.acme.app.profile

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.GlobalScope
import kotlinx.coroutines.launch

class ProfileViewModel(private val repo: ProfileRepository) : ViewModel() {
    init {
        GlobalScope.launch { repo.loadProfile() }
    }
}
```
'''),
    ec=["viewModelScope.launch", "import androidx.lifecycle.viewModelScope"],
    ea=["GlobalScope"],
    fix=[("import kotlinx.coroutines.GlobalScope\n", "import androidx.lifecycle.viewModelScope\n"), ("GlobalScope.launch", "viewModelScope.launch")],
    cq="How do I collect the cart Flow from the ViewModel in a Fragment safely?",
    co=T('''
```kotlin
viewLifecycleOwner.lifecycleScope.launch {
    viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
        viewModel.cart.collect { render(it) }
    }
}
```

`repeatOnLifecycle` stops collecting when the view goes to the background and starts again when it comes back.
'''))

add(n=71, topic="mobile", diff="paraphrase", var="code_block", ck="already_correct", style="bare_fact", partial=False,
    tq="SwiftUI view that creates and owns its CartViewModel.",
    to=T('''
```swift
struct CartView: View {
    @ObservedObject var model = CartViewModel()

    var body: some View {
        List(model.items) { CartRow(item: $0) }
    }
}
```
'''),
    msg="If the view creates the object it has to be @StateObject. With @ObservedObject it gets recreated whenever the parent redraws.",
    gw="@ObservedObject var model = CartViewModel()", gr="@StateObject private var model = CartViewModel()",
    rq="Image view that owns a loader for its URL.",
    ro=T('''
```swift
struct RemoteImage: View {
    @ObservedObject private var loader = ImageLoader()
    let url: URL

    var body: some View {
        Group {
            if let image = loader.image { Image(uiImage: image).resizable() } else { ProgressView() }
        }
        .task { await loader.load(url) }
    }
}
```
'''),
    ec=["@StateObject private var loader = ImageLoader()"],
    ea=["@ObservedObject"],
    fix=[("@ObservedObject", "@StateObject")],
    naive=[],
    cq="Settings screen that owns its SettingsStore.",
    co=T('''
```swift
struct SettingsView: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        Form { Toggle("Notifications", isOn: $store.notificationsOn) }
    }
}
```
'''),
    hit="@StateObject private var store")

add(n=72, topic="mobile", diff="literal", var="code_block", ck="lookalike", style="terse", partial=True,
    tq="Build the Flutter app for uploading to Google Play.",
    to=T('''
```sh
flutter build apk --release
```
'''),
    msg="appbundle. Play won't take an APK for a new app.",
    gw="flutter build apk --release", gr="flutter build appbundle --release",
    rq="CI script that builds the release and uploads it to the Play internal track with fastlane supply.",
    ro=T('''
```sh
flutter build apk --release
fastlane supply --track internal \\
  --apk build/app/outputs/flutter-apk/app-release.apk \\
  --json_key "$PLAY_JSON_KEY"
```
'''),
    ec=["flutter build appbundle", "--aab build/app/outputs/bundle/release/app-release.aab"],
    ea=["--apk", "flutter-apk"],
    fix=[("flutter build apk --release", "flutter build appbundle --release"),
         ("--apk build/app/outputs/flutter-apk/app-release.apk", "--aab build/app/outputs/bundle/release/app-release.aab")],
    cq="QA wants a build they can sideload through Firebase App Distribution.",
    co=T('''
```sh
flutter build apk --release
firebase appdistribution:distribute build/app/outputs/flutter-apk/app-release.apk \\
  --app "$FIREBASE_ANDROID_APP_ID" --groups qa
```

Sideloading needs an installable APK, so this build stays an APK; only the Play upload uses the app bundle.
'''))

# =====================================================================================
# team conventions
# =====================================================================================
add(n=73, topic="team_conventions", diff="paraphrase", var="code_block", ck="same_topic", style="imperative", partial=False,
    tq="Write a commit message for the change that adds retries to the invoice sync.",
    to=T('''
```
Add retries to invoice sync

Retry transient 5xx responses from the billing provider up to three times
with exponential backoff before marking the sync as failed.
```
'''),
    msg="Make it a Conventional Commit, feat(billing): add retries to invoice sync. The commitlint hook rejects anything else.",
    gw="Add retries to invoice sync", gr="feat(billing): add retries to invoice sync",
    rq="Commit message for the fix where refunds were rounded to the wrong currency precision.",
    ro=T('''
Suggested message:

```
Fix refund rounding for zero-decimal currencies

Refund amounts for JPY and KRW were divided by 100 before being sent to
the provider. Use the currency's minor-unit exponent instead.
```
'''),
    ec=[r"re:(?m)^fix(\([a-z-]+\))?: "],
    ea=[r"re:(?m)^Fix refund rounding"],
    fix=[("Fix refund rounding for zero-decimal currencies", "fix(refunds): round zero-decimal currencies correctly")],
    naive=[],
    cq="What should the branch for that fix be called?",
    co=T('''
`fix/refund-rounding-zero-decimal` works: branches use the same type prefix as the commit, then a slash and a short kebab-case description.
'''))

add(n=74, topic="team_conventions", diff="literal", var="code_block", ck="already_correct", style="embedded", partial=False,
    tq="What should I run to format the Python code before pushing?",
    to=T('''
Run `black .` from the repo root. It rewrites the files in place, and `git diff` shows you what changed.
'''),
    msg="Ah, we switched away from black a while back. It's ruff format . now.",
    gw="black .", gr="ruff format .",
    rq="Add a fmt target to the Makefile.",
    ro=T('''
```make
.PHONY: fmt
fmt:
	black .
```
'''),
    ec=["\truff format ."],
    ea=["black"],
    fix=[("\tblack .", "\truff format .")],
    cq="How do I get formatting on save in VS Code for this repo?",
    co=T('''
Install the Ruff extension and add this to `.vscode/settings.json`:

```json
{
  "[python]": {
    "editor.defaultFormatter": "charliermarsh.ruff",
    "editor.formatOnSave": true
  }
}
```

It applies the same `ruff format` settings from `pyproject.toml` as the command line.
'''),
    hit="ruff format")

add(n=76, topic="team_conventions", diff="paraphrase", var="reworded", ck="lookalike", style="x_not_y", partial=False,
    tq="Alertmanager route so the payments alerts go to Slack.",
    to=T('''
```yaml
route:
  routes:
    - matchers: ['team="payments"']
      receiver: payments-slack
receivers:
  - name: payments-slack
    slack_configs:
      - channel: '#alerts'
        send_resolved: true
```
'''),
    msg="Payments alerts go to #payments-oncall, not #alerts. #alerts is only for the platform team.",
    gw="channel: '#alerts'", gr="channel: '#payments-oncall'",
    rq="Where will the new PaymentProviderDown alert show up, and where should on-call look?",
    ro=T('''
It carries `team="payments"`, so the route sends it to the payments-slack receiver, which posts to `#alerts` with `send_resolved` on. On-call should watch `#alerts` and acknowledge in PagerDuty.
'''),
    ec=["#payments-oncall"],
    ea=[r"re:#alerts\b"],
    fix=[("posts to `#alerts`", "posts to `#payments-oncall`"), ("watch `#alerts`", "watch `#payments-oncall`")],
    naive=[("`#alerts`", "`#payments-oncall`")],
    cq="Where do the node disk-pressure alerts go?",
    co=T('''
Those carry `team="platform"` and go to `#alerts` through the platform-slack receiver; the platform on-call watches that channel.
'''),
    hit="#alerts")

add(n=78, topic="team_conventions", diff="paraphrase", var="code_block", ck="already_correct", style="bare_fact", partial=True,
    tq="Example JSON response for GET /v1/meetings/42, for the API docs. It starts 3 June 2026 at 14:00 Berlin time.",
    to=T('''
```json
{
  "id": 42,
  "title": "Quarterly planning",
  "starts_at": "2026-06-03T14:00:00+02:00"
}
```
'''),
    msg="API timestamps are always UTC with a Z, so that one is 2026-06-03T12:00:00Z.",
    gw='"2026-06-03T14:00:00+02:00"', gr='"2026-06-03T12:00:00Z"',
    rq="Example for GET /v1/invoices/7 in the docs; it was issued on 10 January 2026 at 09:30 Berlin time.",
    ro=T('''
```json
{
  "id": 7,
  "status": "issued",
  "issued_at": "2026-01-10T09:30:00+01:00"
}
```
'''),
    ec=['"issued_at": "2026-01-10T08:30:00Z"'],
    ea=["+01:00", "T09:30:00Z"],
    fix=[('"2026-01-10T09:30:00+01:00"', '"2026-01-10T08:30:00Z"')],
    naive=[("+01:00", "Z")],
    cq="Example for GET /v1/payouts/3.",
    co=T('''
```json
{
  "id": 3,
  "amount": 125000,
  "currency": "EUR",
  "paid_at": "2026-02-27T16:45:00Z"
}
```

`amount` is in cents, like every money field in the API.
'''),
    hit='T16:45:00Z"')

# =====================================================================================
# environment facts
# =====================================================================================
add(n=75, topic="environment", diff="literal", var="reworded", ck="lookalike", style="terse", partial=True,
    tq="Rebase my feature branch on the latest mainline.",
    to=T('''
```sh
git fetch origin
git rebase origin/main
```
'''),
    msg="trunk, not main.",
    gw="origin/main", gr="origin/trunk",
    rq="Start a new branch for the login fix from the latest mainline and open a draft PR.",
    ro=T('''
Run `git fetch origin`, then create the branch from the fresh mainline with `git switch -c fix/login-redirect origin/main`. After your first commit, push with `git push -u origin fix/login-redirect` and open the draft with `gh pr create --draft --base main --fill`.
'''),
    ec=["origin/trunk", "--base trunk"],
    ea=["origin/main", "--base main"],
    fix=[("origin/main", "origin/trunk"), ("--base main", "--base trunk")],
    cq="In our fork of the open-source SDK, bring my branch up to date with upstream.",
    co=T('''
```sh
git fetch upstream
git rebase upstream/main
git push --force-with-lease origin HEAD
```

The upstream project's default branch is `main`, and the fork keeps upstream's layout; only our internal repositories use `trunk`.
'''),
    hit="/main")

add(n=77, topic="environment", diff="paraphrase", var="code_block", ck="lookalike", style="embedded", partial=True,
    tq="Call the pricing API from our Node service.",
    to=T('''
Node doesn't ship a `fetch` of its own, so add `node-fetch` first:

```js
import fetch from 'node-fetch';

const res = await fetch(`${PRICING_URL}/quotes`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(cart),
});
```
'''),
    msg="Thanks for the snippet. No extra package needed though: we're on Node 20, and fetch has been built in since 18.",
    gw="Node doesn't ship a `fetch` of its own, so add `node-fetch` first:\n\n```js\nimport fetch from 'node-fetch';\n\n",
    gr="Node 18 and later have a global `fetch`, so no extra package is needed:\n\n```js\n",
    rq="Service that posts usage events to the metering endpoint, plus the package.json dependency entry.",
    ro=T('''
```json
"dependencies": {
  "node-fetch": "^3.3.2"
}
```

```js
import fetch from 'node-fetch';

export async function sendUsage(event) {
  await fetch(process.env.METERING_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
}
```
'''),
    ec=[r"re:await fetch\(process\.env\.METERING_URL"],
    ea=["node-fetch"],
    fix=[('```json\n"dependencies": {\n  "node-fetch": "^3.3.2"\n}\n```\n\n', "No dependency entry is needed: `fetch` is global in Node 20.\n\n"),
         ("import fetch from 'node-fetch';\n\n", "")],
    naive=[("import fetch from 'node-fetch';\n\n", "")],
    cq="The old image-resizer Lambda is still on the nodejs16.x runtime. How does it call the CDN purge API?",
    co=T('''
```js
const fetch = require('node-fetch');
```

nodejs16.x has no global `fetch` (it arrived unflagged in Node 18), so this function keeps `node-fetch@2`, the last CommonJS release, until it moves to a newer runtime.
'''),
    hit="node-fetch")

add(n=79, topic="environment", diff="literal", var="code_block", ck="already_correct", style="bare_fact", partial=True,
    tq="Pydantic model for the signup payload in the accounts service; phone is optional.",
    to=T('''
```python
class SignupIn(BaseModel):
    email: EmailStr
    phone: str | None = None
```
'''),
    msg="accounts runs Python 3.9: the X | None syntax blows up when pydantic evaluates the annotation. Use Optional[str].",
    gw="str | None", gr="Optional[str]",
    rq="Model for the profile update in the same service: display name and bio, both optional, imports included.",
    ro=T('''
```python
from pydantic import BaseModel


class ProfileUpdate(BaseModel):
    display_name: str | None = None
    bio: str | None = None
```
'''),
    ec=["display_name: Optional[str] = None", "bio: Optional[str] = None", r"re:from typing import [^\n]*\bOptional\b"],
    ea=["| None"],
    fix=[("from pydantic import BaseModel\n", "from typing import Optional\n\nfrom pydantic import BaseModel\n"),
         ("display_name: str | None", "display_name: Optional[str]"), ("bio: str | None", "bio: Optional[str]")],
    cq="Model for the password reset request in accounts; the redirect URL is optional.",
    co=T('''
```python
from typing import Optional

from pydantic import BaseModel, EmailStr


class PasswordResetIn(BaseModel):
    email: EmailStr
    redirect_url: Optional[str] = None
```
'''),
    hit="Optional[str]")

add(n=80, topic="environment", diff="literal", var="reworded", ck="lookalike", style="terse", partial=True,
    tq="psql into the staging orders database.",
    to=T('''
```sh
psql -h db.staging.acme.internal -p 5432 -U orders_app orders
```
'''),
    msg="6432 on staging, it goes through pgbouncer.",
    gw="-p 5432", gr="-p 6432",
    rq="How many orders are in staging right now? And what DATABASE_URL do I use to run the service locally against staging?",
    ro=T('''
Count them with `psql -h db.staging.acme.internal -p 5432 -U orders_app -d orders -c 'select count(*) from orders'`. For the service, put `DATABASE_URL=postgres://orders_app@db.staging.acme.internal:5432/orders` in your `.env.local`.
'''),
    ec=["-p 6432", "db.staging.acme.internal:6432/orders"],
    ea=["5432"],
    fix=[("-p 5432", "-p 6432"), (":5432/orders", ":6432/orders")],
    cq="How does the staging migration job connect?",
    co=T('''
```sh
DATABASE_URL=postgres://orders_migrator@db.staging.acme.internal:5432/orders
```

Migrations connect to Postgres directly on 5432 instead of going through pgbouncer, because pgbouncer runs in transaction mode and the migration tool relies on a session-level advisory lock.
'''),
    hit="5432")


# =====================================================================================
# checks and output
# =====================================================================================
DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "identifier", "casing")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
STYLES = ("x_not_y", "bare_fact", "imperative", "terse", "hedged", "embedded")
TARGET_DIFF = {"literal": 45, "paraphrase": 25, "semantic": 10}
TARGET_CONTROL = {"lookalike": 40, "same_topic": 15, "already_correct": 15, "unrelated": 10}

# Constructs that Python `re` and Go RE2 do not share (or that RE2 rejects outright).
UNSAFE_RE = [
    (re.compile(r"\(\?[=!]"), "look-ahead"),
    (re.compile(r"\(\?<[=!]"), "look-behind"),
    (re.compile(r"\(\?P=|\(\?>"), "named back-reference / atomic group"),
    (re.compile(r"\\[1-9]"), "back-reference"),
    (re.compile(r"\\[Zz]"), r"\Z / \z (differ between Python and RE2)"),
    (re.compile(r"[*+?}][+]"), "possessive quantifier"),
    (re.compile(r"\(\?\("), "conditional group"),
]


def regex_problems(pattern):
    out = []
    # drop escaped backslashes first so that "\\1" (a literal backslash then 1) is not flagged
    scrubbed = pattern.replace("\\\\", "")
    for rx, why in UNSAFE_RE:
        if rx.search(scrubbed):
            out.append(why)
    try:
        re.compile(pattern)
    except re.error as e:
        out.append("does not compile: %s" % e)
    return out


def check(text, spec):  # identical to run.py
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, ec, ea):
    return all(check(text, x) for x in ec) and not any(check(text, x) for x in ea)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def apply_edits(text, edits, sid, what):
    for old, new in edits:
        if old not in text:
            raise SystemExit("%s: %s edit target not found: %r" % (sid, what, old))
        text = text.replace(old, new, 1)
    return text


def scenario_json(s):
    return OrderedDict([
        ("id", s["id"]), ("topic", s["topic"]), ("difficulty", s["diff"]),
        ("repeat_variation", s["var"]), ("control_kind", s["ck"]),
        ("teach", OrderedDict([("query", s["tq"]), ("output", s["to"]), ("message", s["msg"]),
                               ("gold_wrong", s["gw"]), ("gold_right", s["gr"])])),
        ("repeat", OrderedDict([("query", s["rq"]), ("output", s["ro"]),
                                ("expect_contains", s["ec"]), ("expect_absent", s["ea"])])),
        ("control", OrderedDict([("query", s["cq"]), ("output", s["co"])])),
    ])


def build():
    errors = []
    scen = sorted(SCEN, key=lambda s: s["n"])
    nums = [s["n"] for s in scen]
    if nums != list(range(1, 81)):
        raise SystemExit("scenario numbers must be exactly 1..80, got %s" % nums)
    info = {"naive_passes_literal": [], "naive_fails_literal": []}
    for s in scen:
        sid = s["id"] = "d7-%03d" % s["n"]

        def err(msg):
            errors.append("%s: %s" % (sid, msg))

        if s["diff"] not in DIFFICULTIES: err("bad difficulty")
        if s["var"] not in VARIATIONS: err("bad repeat_variation")
        if s["ck"] not in CONTROL_KINDS: err("bad control_kind")
        if s["style"] not in STYLES: err("bad style")
        if s["gw"] not in s["to"]: err("gold_wrong not in teach.output")
        if s["gw"] == s["gr"] or not s["gr"]: err("gold_right empty or equal to gold_wrong")
        if s["to"].replace(s["gw"], s["gr"]) == s["to"]: err("gold edit does not change teach.output")
        if not s["ec"] and not s["ea"]: err("repeat has no checks")
        for spec in s["ec"] + s["ea"]:
            if spec.startswith("re:"):
                for p in regex_problems(spec[3:]):
                    err("regex %r: %s" % (spec, p))
        if errors and errors[-1].startswith(sid + ": regex"):
            continue
        ro, ec, ea = s["ro"], s["ec"], s["ea"]
        # 1. the repeat as written fails its own check
        if fixed(ro, ec, ea): err("repeat passes its own check as written")
        # 2. the reference hand fix passes it
        good = apply_edits(ro, s["fix"], sid, "fix")
        if not fixed(good, ec, ea):
            miss = [x for x in ec if not check(good, x)] + ["absent:" + x for x in ea if check(good, x)]
            err("reference fix fails the check: %s" % miss)
        s["fixed_output"] = good
        # 3. difficulty consistent with the text
        recurs = norm(s["gw"]) in norm(ro)
        if s["diff"] == "literal" and not recurs: err("literal, but gold_wrong does not recur in the repeat")
        if s["diff"] != "literal" and recurs: err("%s, but gold_wrong recurs verbatim in the repeat" % s["diff"])
        # 4. the literal-span-only edit
        if "naive" in s:
            naive = apply_edits(ro, s["naive"], sid, "naive")
        else:
            naive = ro.replace(s["gw"], s["gr"])
        s["naive_passes"] = fixed(naive, ec, ea)
        if s["partial"]:
            if naive == ro: err("partial, but the naive edit changes nothing")
            if s["naive_passes"]: err("partial, but the naive literal edit already passes the check")
        elif s["diff"] == "literal":
            info["naive_passes_literal" if s["naive_passes"] else "naive_fails_literal"].append(sid)
        # 5. control kinds
        if s["ck"] == "lookalike":
            hit = s.get("hit") or s["gw"]
            if norm(hit) not in norm(s["co"]): err("lookalike control lacks its hit text %r" % hit)
        if s["ck"] == "already_correct":
            if not s.get("hit"): err("already_correct control needs a hit (the right value it holds)")
            elif norm(s["hit"]) not in norm(s["co"]): err("already_correct control lacks %r" % s["hit"])
        if s["ro"] == s["to"] or s["co"] == s["to"] or s["co"] == s["ro"]: err("outputs must differ")
    if len({s["id"] for s in scen}) != len(scen): errors.append("duplicate ids")
    if errors:
        print("\n".join(errors))
        raise SystemExit("build failed: %d problem(s)" % len(errors))
    return scen, info


def count(scen, key):
    c = Counter(s[key] for s in scen)
    return c


def table(title, header, rows):
    out = ["**%s**" % title, "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(x) for x in r) + " |" for r in rows]
    return "\n".join(out) + "\n"


def write_readme(scen, path):
    n = len(scen)

    def simple(title, key, order):
        c = count(scen, key)
        keys = [k for k in order if k in c] + sorted(k for k in c if k not in order)
        return table(title, [key, "n"], [(k, c[k]) for k in keys] + [("total", n)])

    topics = sorted(count(scen, "topic"))
    parts = []
    parts.append(simple("difficulty", "diff", DIFFICULTIES).replace("| diff |", "| difficulty |"))
    parts.append(simple("repeat_variation", "var", VARIATIONS).replace("| var |", "| repeat_variation |"))
    parts.append(simple("control_kind", "ck", CONTROL_KINDS).replace("| ck |", "| control_kind |"))
    # topic x control_kind
    rows = []
    for t in topics:
        ss = [s for s in scen if s["topic"] == t]
        rows.append([t, len(ss)] + [sum(1 for s in ss if s["ck"] == k) for k in CONTROL_KINDS]
                    + [sum(1 for s in ss if s["partial"]) for _ in [0]])
    rows.append(["total", n] + [sum(1 for s in scen if s["ck"] == k) for k in CONTROL_KINDS]
                + [sum(1 for s in scen if s["partial"])])
    parts.append(table("topic (with control_kind and whole-fix repeats)", ["topic", "n"] + list(CONTROL_KINDS) + ["whole-fix"], rows))
    # difficulty x control_kind
    rows = [[d] + [sum(1 for s in scen if s["diff"] == d and s["ck"] == k) for k in CONTROL_KINDS]
            + [sum(1 for s in scen if s["diff"] == d and s["partial"])] for d in DIFFICULTIES]
    parts.append(table("difficulty x control_kind", ["difficulty"] + list(CONTROL_KINDS) + ["whole-fix"], rows))
    # difficulty x variation
    rows = [[d] + [sum(1 for s in scen if s["diff"] == d and s["var"] == v) for v in VARIATIONS] for d in DIFFICULTIES]
    parts.append(table("difficulty x repeat_variation", ["difficulty"] + list(VARIATIONS), rows))
    # message style
    c = count(scen, "style")
    parts.append(table("correction message style (build metadata, not in the JSONL)", ["style", "n"],
                       [(k, c[k]) for k in STYLES] + [("total", n)]))
    partial_ids = [s["id"] for s in scen if s["partial"]]

    text = """# dev7: learning-loop scenarios with lookalike controls and whole-fix repeats

Written 2026-11-27 by a helper session. The only files it read were ../shared/eval/loop/README.md and ../shared/eval/loop/run.py. It did not open the repository code or any other *.jsonl file. This is a development set: it is meant to be read so that failure classes can be found. Do not copy its sentences into code, tests or training data.

Format: `scenarios.jsonl`, one JSON object per line, `{id, topic, difficulty, repeat_variation, control_kind, teach{query, output, message, gold_wrong, gold_right}, repeat{query, output, expect_contains, expect_absent}, control{query, output}}`, ids `d7-001` to `d7-080`, exactly as described in ../shared/eval/loop/README.md and read by ../shared/eval/loop/run.py.

Run from the repository root (the scenarios only; there is no messages file here):

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev7/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev7/scenarios.jsonl --oracle-teach
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev7/scenarios.jsonl --shared-store
```

## What this set stresses

Conversations between developers and a coding assistant across backend, SQL, data,
shell and git, containers and Kubernetes, cloud, CI, observability, frontend, security,
mobile, team conventions and environment facts. Two ways a correction memory does harm
are over-represented on purpose:

- **lookalike controls** (%(lookalike)d): the mistaken text, or text a careless replacement
  would hit, is correct in the control's own context: another service, environment,
  dialect, runtime, tool or team; the same key elsewhere; the same number meaning
  something else; the old value quoted in a migration note; an answer that explains
  why it uses that value.
- **whole-fix repeats** (%(partial)d, marked "whole-fix" below): replacing only the literal
  mistaken span leaves the repeat half right (the wrong value appears twice in different
  forms, a dependent value, a related import, flag, file or test). `expect_contains` /
  `expect_absent` require the complete fix. Ids: %(partial_ids)s.

In `--shared-store` mode several controls and repeats also sit near other scenarios'
corrections (for example ports 5432 / 8080, regions, `main`), so cross-scenario
application shows up in that report.

`repeat_variation` values: `reworded` (prose answer), `code_block` (the mistake inside
a fenced block), `identifier` (the same mistake with other identifiers or file names
around it), `casing` (the mistake in another letter case).

Checks: plain entries are case-sensitive substrings; `re:` entries are regular
expressions that work in both Python `re` and Go RE2 (no back-references, no
look-around). `build.py` holds a reference hand fix for every repeat and verifies that
each repeat fails its own check as written and passes it after the hand fix, that the
literal-span-only edit still fails for every whole-fix repeat, and that every lookalike
control contains the text a careless substitution would hit. `validate.py` checks the
JSONL on its own (parsing, ids, fields, gold spans, regexes, repeats failing as written).

```sh
python3 eval/dev7/build.py --go      # regenerates scenarios.jsonl and this README; --go also runs the regexes through Go
python3 eval/dev7/validate.py --go   # validates scenarios.jsonl; --go compiles every regex with Go's regexp too
```

## Counts (computed by build.py)

%(tables)s""" % {"lookalike": sum(1 for s in scen if s["ck"] == "lookalike"),
                 "partial": len(partial_ids), "partial_ids": ", ".join(partial_ids),
                 "tables": "\n".join(parts)}
    with open(path, "w") as f:
        f.write(text)


def main():
    scen, info = build()
    out = os.path.join(HERE, "scenarios.jsonl")
    with open(out, "w") as f:
        for s in scen:
            f.write(json.dumps(scenario_json(s), ensure_ascii=False) + "\n")
    write_readme(scen, os.path.join(HERE, "README.md"))
    c_d, c_k, c_v, c_s = count(scen, "diff"), count(scen, "ck"), count(scen, "var"), count(scen, "style")
    print("wrote %s (%d scenarios)" % (out, len(scen)))
    print("difficulty      :", dict(c_d))
    print("control_kind    :", dict(c_k))
    print("repeat_variation:", dict(c_v))
    print("style           :", dict(c_s))
    print("topic           :", dict(count(scen, "topic")))
    print("whole-fix (partial) repeats:", sum(1 for s in scen if s["partial"]))
    print("non-partial literal repeats fixed by the plain gold edit: %d; not fixed (case/format differs): %s"
          % (len(info["naive_passes_literal"]), info["naive_fails_literal"]))
    bad = []
    if dict(c_d) != TARGET_DIFF: bad.append("difficulty %s != %s" % (dict(c_d), TARGET_DIFF))
    if dict(c_k) != TARGET_CONTROL: bad.append("control_kind %s != %s" % (dict(c_k), TARGET_CONTROL))
    if bad:
        print("MIX OFF TARGET: " + "; ".join(bad))
        sys.exit(1)
    if "--go" in sys.argv[1:]:
        go_cross_check(scen)
    print("all checks passed")


def go_cross_check(scen):
    """Run every re: entry through Go's regexp on the repeat, the reference fix and the control."""
    import shutil, subprocess, tempfile
    sys.path.insert(0, HERE)
    import validate
    go = shutil.which("go")
    if not go:
        print("go: not on PATH, cross-check skipped")
        return
    rows = [(s["id"], spec, [s["ro"], s["fixed_output"], s["co"]])
            for s in scen for spec in s["ec"] + s["ea"] if spec.startswith("re:")]
    tmp = tempfile.mkdtemp(prefix=".gocheck-", dir=HERE)
    try:
        src = os.path.join(tmp, "main.go")
        with open(src, "w") as f:
            f.write(validate.GO_PROG)
        res = subprocess.run([go, "run", src], input=json.dumps([{"pattern": r[1][3:], "texts": r[2]} for r in rows]),
                             capture_output=True, text=True, timeout=300)
        if res.returncode != 0:
            raise SystemExit("go cross-check failed to run: " + res.stderr[:500])
        bad = []
        for (sid, spec, texts), out in zip(rows, json.loads(res.stdout)):
            if out[0]:
                bad.append("%s: %r does not compile in Go: %s" % (sid, spec, out[0]))
                continue
            for text, gm in zip(texts, out[1:]):
                if (re.search(spec[3:], text) is not None) != gm:
                    bad.append("%s: %r: Python and Go disagree" % (sid, spec))
        if bad:
            raise SystemExit("\n".join(bad))
        print("go: %d patterns agree with Python on repeat, reference fix and control" % len(rows))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
