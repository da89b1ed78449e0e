#!/usr/bin/env python3
"""dev20: standard-library and language API facts (Python, JS/TS, Go, Rust, Java, C#).

Holds the 60 scenarios as Python data, checks them, and only when every check
passes writes scenarios.jsonl next to this file (ids d20-001 ... d20-060).

    python3 build.py

Build-only fields (stripped from scenarios.jsonl):
  key    the core wrong text (must be in teach.output; for `literal` scenarios it
         recurs in repeat.output up to case and white space; it must not occur in
         any other scenario's outputs)
  fixed  a hand fix of repeat.output, written as (old, new) replacements; the
         result must pass the repeat checks, and repeat.output must fail them
  trap   lookalike controls only: the text in control.output that a literal
         substitution of the mistake would hit
  holds  already_correct controls only: the right value the control already holds
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
OUT = os.path.join(HERE, "scenarios.jsonl")

SCENARIOS = []


def S(topic, difficulty, variation, control_kind, teach, repeat, control, key,
      fixed, trap=None, holds=None):
    SCENARIOS.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind, "teach": teach, "repeat": repeat,
        "control": control, "key": key, "fixed": fixed, "trap": trap, "holds": holds,
    })


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output,
            "expect_contains": list(expect_contains), "expect_absent": list(expect_absent)}


def C(query, output):
    return {"query": query, "output": output}


# ====================================================================== Python

S("python/strings", "paraphrase", "identifier", "lookalike",
  T("How do I turn the list of missing column names into a comma-separated string for the error message?",
    """You can build the message right where you raise the error. `missing` is already a list of strings, so join it and drop it into an f-string:

```python
missing = [c for c in REQUIRED_COLUMNS if c not in df.columns]
if missing:
    cols = missing.join(", ")
    raise ValueError(f"input file is missing columns: {cols}")
```

If you'd rather keep the order stable regardless of how `REQUIRED_COLUMNS` is defined, wrap `missing` in `sorted()` first. The message will then read something like `input file is missing columns: amount, currency, posted_at`.""",
    """that's the JS way round. In Python join is a method on the separator: `", ".join(missing)`. A list has no join, this raises AttributeError.""",
    """missing.join(", ")""", """", ".join(missing)"""),
  R("Log which feature flags are enabled at startup as one line",
    """Collect the enabled flag names first, then emit a single log line so it's easy to grep:

```python
enabled = [name for name, on in flags.items() if on]
logger.info("feature flags enabled: %s", enabled.join(",") or "none")
```

Passing the value as a logger argument (instead of an f-string) means the string is only formatted if INFO is actually enabled. The `or "none"` fallback keeps the line readable when every flag is off.""",
    [r"""re:["'],\s*["']\.join\(\s*enabled\s*\)"""],
    [r"re:enabled\s*\.\s*join\("]),
  C("In the React component, show the post's tags as a comma-separated line under the title",
    """`post.tags` comes back from the API as an array of strings, so you can join it directly in the JSX:

```jsx
<h2 className="post-title">{post.title}</h2>
{post.tags.length > 0 && (
  <p className="post-tags">{post.tags.join(", ")}</p>
)}
```

The `length > 0` guard keeps an empty `<p>` out of the DOM for untagged posts. If you later want each tag to be a link, map over the array instead of joining it and render an `<a>` per tag."""),
  key="""missing.join(", ")""",
  fixed=[("""enabled.join(",")""", """",".join(enabled)""")],
  trap=""".join(", ")""")

S("python/dict", "literal", "code_block", "same_topic",
  T("Our settings loader should fall back to defaults when a key isn't in the user's YAML. How should I check for it?",
    """After `yaml.safe_load` you have a plain dict, so check each expected key and fill in the default when it's absent. Something along these lines works: iterate over `DEFAULTS` and use `user_cfg.has_key(name)` to decide whether to keep the user's value or take the default.

A slightly tidier version is to start from a copy of the defaults and overlay the user's values: `merged = {**DEFAULTS, **user_cfg}`. That way keys the user set win, and everything else comes from `DEFAULTS` without any explicit check.

Either way, validate types after merging — YAML will happily give you the string `"30"` where you expected an int if someone quotes it.""",
    """has_key was removed in Python 3 and we're on 3.11. Use `name in user_cfg`.""",
    "user_cfg.has_key(name)", "name in user_cfg"),
  R("Skip rows in the CSV import whose dict doesn't have an 'email' field",
    """`csv.DictReader` yields one dict per row, keyed by the header names. Check for the key and for a blank value before upserting:

```python
with open(path, newline="") as fh:
    reader = csv.DictReader(fh)
    for row in reader:
        if not row.has_key("email") or not row["email"].strip():
            skipped += 1
            continue
        upsert_contact(row)
```

When the column exists but a cell is blank, DictReader gives you an empty string rather than leaving the key out, which is why the `.strip()` check is there too. Log `skipped` at the end so whoever runs the import knows how many contacts were dropped.""",
    [r"""re:["']email["']\s+(not\s+)?in\s+row|row\.get\(\s*["']email["']"""],
    ["has_key"]),
  C("What's the cleanest way to count how many times each status code shows up in a list?",
    """`collections.Counter` does exactly this and reads well:

```python
from collections import Counter

counts = Counter(r.status for r in responses)
print(counts.most_common(3))
```

If you'd rather stay with a plain dict, the usual pattern is `counts[code] = counts.get(code, 0) + 1` inside the loop. `Counter` is a dict subclass, though, so it serializes with `json.dumps` just like a dict — `most_common()` is the main thing you gain."""),
  key=".has_key(",
  fixed=[("""if not row.has_key("email") or""", """if "email" not in row or""")])

S("python/json", "literal", "identifier", "lookalike",
  T("Load the thresholds from config/alerts.json into a dict at startup",
    """Read it once when the module is imported and keep it in a module-level constant:

```python
import json
from pathlib import Path

CONFIG_PATH = Path(__file__).parent / "config" / "alerts.json"

with open(CONFIG_PATH, encoding="utf-8") as f:
    THRESHOLDS = json.loads(f)
```

If the file might be missing in some environments (tests, for instance), fail loudly with a message naming the path rather than falling back to an empty dict, so nobody ends up chasing a `KeyError` later.""",
    "json.loads takes a string. For a file object it's json.load(f)",
    "json.loads(f)", "json.load(f)"),
  R("write a helper that reads a fixture file for the pytest suite",
    """A small helper in `conftest.py` keeps the tests free of path juggling:

```python
import json
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"

def load_fixture(name):
    with open(FIXTURES / name, encoding="utf-8") as f:
        return json.loads(f)
```

Then a test just does `payload = load_fixture("order_created.json")`. If several tests mutate the returned dict, that's fine — each call reads the file again and gives you a fresh object, so tests can't leak state into each other through it.""",
    [r"re:json\.load\(\s*f\s*\)|json\.loads\(\s*f\.read\(\)\s*\)|json\.loads\([^)]*read_text\("],
    ["json.loads(f)"]),
  C("Parse the JSON body from the webhook request in our plain http.server handler",
    """With `http.server` you have to read exactly `Content-Length` bytes yourself; `self.rfile` is a stream that won't hit EOF while the connection stays open:

```python
def do_POST(self):
    length = int(self.headers.get("Content-Length", 0))
    raw = self.rfile.read(length)
    try:
        event = json.loads(raw)
    except json.JSONDecodeError:
        self.send_error(400, "body is not valid JSON")
        return
    handle_event(event)
    self.send_response(204)
    self.end_headers()
```

`json.loads` accepts `bytes` directly (UTF-8, -16 or -32), so there's no need to decode first. For anything beyond a quick internal endpoint I'd move to a real framework, since `http.server` does no request size limiting."""),
  key="json.loads(f)",
  fixed=[("return json.loads(f)", "return json.load(f)")],
  trap="json.loads(raw)")

S("python/files", "literal", "reworded", "lookalike",
  T("The export job crashes if the output folder already exists. How do I create it only when needed?",
    """You don't need an existence check at all; let the call tolerate an existing directory:

```python
out_dir = os.path.join(EXPORT_ROOT, run_date)
os.mkdir(out_dir, exist_ok=True)
```

`exist_ok=True` makes the call a no-op when the directory is already there, and it avoids the race you'd get with `if not os.path.exists(...)` followed by a create when two workers start at once. It still raises if the path exists but is a regular file, which is what you want.""",
    "os.mkdir doesn't take exist_ok, that's a TypeError. It's os.makedirs(out_dir, exist_ok=True).",
    "os.mkdir(out_dir, exist_ok=True)", "os.makedirs(out_dir, exist_ok=True)"),
  R("make sure the reports directory is there before we write the PDF into it",
    """Create the directory right before writing, and make the call safe to repeat:

```python
out_dir = os.path.join(REPORTS_ROOT, customer_id)
os.mkdir(out_dir, exist_ok=True)
pdf_path = os.path.join(out_dir, f"{invoice_no}.pdf")
render_pdf(invoice, pdf_path)
```

With `exist_ok=True`, a second invoice for the same customer won't blow up with `FileExistsError`. Keep `REPORTS_ROOT` on the same volume as the temp directory the renderer uses, so the final move into place stays a cheap rename.""",
    [r"re:os\.makedirs\(\s*out_dir\s*,\s*exist_ok\s*=\s*True\s*\)|Path\(\s*out_dir\s*\)\.mkdir\([^)]*exist_ok\s*=\s*True"],
    [r"re:os\.mkdir\([^)]*exist_ok"]),
  C("Switch the cache setup in cli.py to pathlib",
    """With `pathlib` the whole thing collapses to a couple of lines:

```python
from pathlib import Path

CACHE_DIR = Path.home() / ".cache" / "shipit"
CACHE_DIR.mkdir(parents=True, exist_ok=True)
MANIFEST = CACHE_DIR / "manifest.json"
```

`Path.mkdir` takes both `parents` and `exist_ok`, so this creates `~/.cache` if it's missing and is a no-op on later runs. Everywhere else in `cli.py` that builds paths with `os.path.join(CACHE_DIR, ...)` can use the `/` operator instead; `open()` accepts `Path` objects directly."""),
  key="os.mkdir(out_dir, exist_ok=True)",
  fixed=[("os.mkdir(out_dir, exist_ok=True)", "os.makedirs(out_dir, exist_ok=True)")],
  trap="mkdir(parents=True, exist_ok=True)")

S("python/subprocess", "semantic", "reworded", "already_correct",
  T("Run `git rev-parse HEAD` from the build script and fail the build if it errors",
    """`subprocess.run` covers this. Capture the output as text and strip the trailing newline:

```python
result = subprocess.run(
    ["git", "rev-parse", "HEAD"],
    capture_output=True,
    text=True,
)
commit = result.stdout.strip()
```

If git exits with a non-zero status (not a repository, say), `subprocess.run` raises `CalledProcessError` for you, so the build script stops there with a traceback and you don't need any extra handling. `e.stderr` on the exception will hold git's own message if you want to print something friendlier.""",
    "I don't think run raises by default? check defaults to False, so this would carry on with an empty commit. Needs check=True.",
    "`subprocess.run` raises `CalledProcessError` for you",
    "`subprocess.run` only raises `CalledProcessError` when you pass `check=True`"),
  R("call pg_dump from python and make sure we notice when it fails",
    """Here's a version that streams the dump straight to a file so it doesn't sit in memory:

```python
with open(dump_path, "wb") as out:
    subprocess.run(
        ["pg_dump", "--format=custom", "--dbname", dsn],
        stdout=out,
        stderr=subprocess.PIPE,
    )
```

A failing `pg_dump` (bad credentials, unreachable host) makes `subprocess.run` throw `CalledProcessError` automatically, since the exit code is non-zero, so a failure can't slip through silently. Because stderr is piped, the exception's `stderr` attribute has pg_dump's error text, which is worth logging before re-raising.""",
    [r"re:check\s*=\s*True"],
    [r"re:(?i)throws?\s+`?CalledProcessError`?\s+automatically"]),
  C("What's the difference between check_call and run with check=True?",
    """Functionally they're very close. `subprocess.check_call(cmd)` is an older convenience wrapper: it runs the command, waits, and raises `CalledProcessError` if the exit status is non-zero. `subprocess.run(cmd, check=True)` does the same, but returns a `CompletedProcess` that also gives you `stdout`/`stderr` when you pass `capture_output=True`.

Without `check=True`, `run` never raises for a non-zero exit; you'd have to look at `result.returncode` yourself. For new code the docs recommend `run`, so I'd standardize on `subprocess.run(..., check=True)` and drop `check_call`."""),
  key="raises `CalledProcessError` for you",
  fixed=[("        stderr=subprocess.PIPE,\n    )", "        stderr=subprocess.PIPE,\n        check=True,\n    )"),
         ("makes `subprocess.run` throw `CalledProcessError` automatically, since the exit code is non-zero,",
          "makes `subprocess.run` raise `CalledProcessError` because of `check=True`,")],
  holds="Without `check=True`, `run` never raises for a non-zero exit")

S("python/numbers", "paraphrase", "identifier", "lookalike",
  T("We show star ratings rounded to the nearest whole star. Is plain round() OK for that?",
    """`round()` with one argument returns an `int`, so it's fine for display:

```python
def display_stars(avg_rating: float) -> int:
    return round(avg_rating)

display_stars(3.2)   # 3
display_stars(2.5)   # 3
display_stars(4.75)  # 5
```

If you ever need half stars, multiply by two, round, and divide again: `round(avg * 2) / 2`. Keep the raw average in the database and only round at the edge, so changing the display rule later doesn't require a migration.""",
    "display_stars(2.5) is 2, not 3 — Python 3 rounds halves to even. If we want 2.5 -> 3 we need Decimal with ROUND_HALF_UP.",
    "display_stars(2.5)   # 3", "display_stars(2.5)   # 2"),
  R("Bucket response times into whole seconds for the latency histogram",
    """Rounding each duration to the nearest second is enough for a coarse histogram:

```python
def bucket(seconds: float) -> int:
    return round(seconds)

bucket(0.4)  # 0
bucket(0.5)  # 1
bucket(1.5)  # 2
```

Then `Counter(bucket(d) for d in durations)` gives you counts per bucket. You could also use `math.floor` if you'd rather have "0–1 s, 1–2 s" bins instead of nearest-second ones; that's a product choice more than a technical one.""",
    [r"re:bucket\(0\.5\)\s*#\s*0\b|ROUND_HALF_UP|(?i:half[ -]to[ -]even|banker)"],
    [r"re:bucket\(0\.5\)\s*#\s*1\b"]),
  C("Format the average rating label in the dashboard chart as whole stars",
    """On the frontend you can round in the formatter for the label:

```js
const formatRating = (avg) => `${Math.round(avg)} ★`;

formatRating(3.2);  // "3 ★"
formatRating(2.5);  // "3 ★"
formatRating(4.75); // "5 ★"
```

`Math.round` rounds halves up (towards +∞), so 2.5 becomes 3 here. That isn't symmetric for negatives — `Math.round(-2.5)` is `-2` — but ratings are never negative, so it doesn't matter for this chart."""),
  key="display_stars(2.5)   # 3",
  fixed=[("bucket(0.5)  # 1", "bucket(0.5)  # 0 (halves round to even)")],
  trap="""formatRating(2.5);  // "3 ★\"""")

S("python/collections", "paraphrase", "identifier", "lookalike",
  T("Give me the five slowest endpoints from the timing dict",
    """`timings` maps endpoint to p95 latency in ms, so sort the items by value, descending, and slice:

```python
pairs = list(timings.items())
slowest = pairs.sort(key=lambda kv: kv[1], reverse=True)
for endpoint, p95 in slowest[:5]:
    print(f"{endpoint:40} {p95:8.1f} ms")
```

If `timings` is large and you only ever want the top few, `heapq.nlargest(5, timings.items(), key=lambda kv: kv[1])` avoids sorting everything, though for a few hundred endpoints the difference won't be measurable.""",
    "list.sort() sorts in place and returns None, so slowest[:5] is a TypeError. Use sorted(pairs, key=..., reverse=True).",
    "slowest = pairs.sort(key=lambda kv: kv[1], reverse=True)",
    "slowest = sorted(pairs, key=lambda kv: kv[1], reverse=True)"),
  R("show the top 3 customers by lifetime spend in the weekly summary",
    """Assuming `customers` is the list of dicts from the summary query, sort it by `lifetime_spend` and take the first three:

```python
ranked = customers.sort(key=lambda c: c["lifetime_spend"], reverse=True)
top3 = ranked[:3]
lines = [f"{c['name']}: {c['lifetime_spend']:,.2f} EUR" for c in top3]
```

The `:,.2f` format spec adds thousands separators and two decimals, e.g. `12,480.50 EUR`. If two customers tie, the sort is stable, so they keep the order the query returned them in.""",
    [r"re:sorted\(\s*customers|heapq\.nlargest\(\s*3"],
    [r"re:=\s*customers\.sort\("]),
  C("In the Node script, sort the build artifacts by size before printing",
    """`Array.prototype.sort` sorts in place and also returns the same array, so you can chain straight into the loop:

```js
const bySize = artifacts.sort((a, b) => b.bytes - a.bytes);
for (const { name, bytes } of bySize) {
  console.log(`${name.padEnd(32)} ${(bytes / 1024).toFixed(1)} KiB`);
}
```

Because it mutates `artifacts`, use `artifacts.toSorted(...)` (Node 20+) or `[...artifacts].sort(...)` if anything else reads the original order afterwards."""),
  key="= pairs.sort(",
  fixed=[("""ranked = customers.sort(key=lambda c: c["lifetime_spend"], reverse=True)""",
          """ranked = sorted(customers, key=lambda c: c["lifetime_spend"], reverse=True)""")],
  trap="= artifacts.sort(")

S("python/time", "literal", "casing", "lookalike",
  T("How do I measure how long the sync takes and log it in ms?",
    """Grab a timestamp before and after and subtract:

```python
start = time.time()
sync_accounts(batch)
elapsed = time.time() - start
log.info("sync took %d ms", elapsed)
```

`time.time()` returns milliseconds since the epoch as a float, so the difference is already in ms. For measuring durations, `time.perf_counter()` is the better clock anyway: it's monotonic, so an NTP adjustment in the middle of a sync can't give you a negative or inflated number.""",
    "time.time() is seconds, not milliseconds. You need (time.time() - start) * 1000 there.",
    "returns milliseconds since the epoch", "returns seconds since the epoch"),
  R("Quick reference: which Python time functions should I use for what?",
    """Here's the short version for the standard library:

| function | returns | use it for |
|---|---|---|
| `time.time()` | Milliseconds since the epoch (float) | wall-clock timestamps |
| `time.monotonic()` | seconds from an arbitrary start | timeouts, deadlines |
| `time.perf_counter()` | seconds, highest resolution | benchmarking short code |
| `time.time_ns()` | nanoseconds since the epoch (int) | timestamps without float rounding |

Only `time.time()` and `time.time_ns()` are comparable across processes or machines; the other two only make sense as differences within one process. For anything human-facing, convert with `datetime.fromtimestamp(ts, tz=timezone.utc)`.""",
    [r"re:time\(\)`\s*\|\s*[Ss]econds since the epoch"],
    [r"re:(?i)milliseconds since the epoch"]),
  C("How do I get the current Unix timestamp in JavaScript for the cache header?",
    """`Date.now()` returns milliseconds since the epoch as a number, so divide by 1000 and drop the fraction to get the Unix timestamp in seconds:

```js
const nowSeconds = Math.floor(Date.now() / 1000);
res.setHeader("X-Cache-Generated", String(nowSeconds));
```

If the header is meant for humans or for standard caching, send an HTTP date instead: `new Date().toUTCString()` gives the `Last-Modified` style format (`Tue, 04 Mar 2025 09:12:44 GMT`)."""),
  key="milliseconds since the epoch",
  fixed=[("| Milliseconds since the epoch (float) |", "| Seconds since the epoch (float) |")],
  trap="milliseconds since the epoch")

S("python/strings", "literal", "code_block", "unrelated",
  T("Our test IDs look like test_checkout_flow. Strip the test_ prefix for the report names.",
    """You can strip the prefix with `name.lstrip("test_")` and then turn the underscores into spaces for a readable title: `title = name.lstrip("test_").replace("_", " ")`.

So `test_checkout_flow` becomes `checkout flow`. If some tests are methods on a class and come through as `TestCart::test_add_item`, split on `::` first and only clean the last part.""",
    """lstrip takes a set of characters, not a prefix — test_settings would come out as "ings". It's removeprefix("test_") on 3.9+.""",
    """name.lstrip("test_")""", """name.removeprefix("test_")"""),
  R("generate a markdown list of our pytest functions for the QA wiki page",
    """You can collect the names without running anything by walking the AST of each test file:

```python
import ast, pathlib

for path in sorted(pathlib.Path("tests").rglob("test_*.py")):
    tree = ast.parse(path.read_text())
    print(f"### {path.stem}")
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
            label = node.name.lstrip("test_").replace("_", " ")
            print(f"- {label}")
```

This only picks up module-level functions; tests inside classes live in `ast.ClassDef` bodies, so add a second loop over those if you use test classes. Running `pytest --collect-only -q` gives you the same list with pytest's own discovery rules, if you'd rather parse that output.""",
    [r"""re:removeprefix\(\s*["']test_["']\s*\)|\[len\(["']test_["']\):\]|\[5:\]"""],
    [r"""re:lstrip\(\s*["']test_"""]),
  C("Cache the currency rates lookup so we don't hit the API on every request",
    """If the rates only need to be fresh to within a few minutes, a small time-bucketed cache is enough and avoids adding Redis for this:

```python
from functools import lru_cache
import time

@lru_cache(maxsize=8)
def _rates_for_bucket(bucket: int) -> dict:
    return fetch_rates_from_api()

def current_rates() -> dict:
    return _rates_for_bucket(int(time.time() // 300))
```

Each five-minute window gets its own cache entry, and `maxsize=8` keeps old windows from piling up. The catch is that every process has its own cache, so with several gunicorn workers you'll see one API call per worker per window — usually still fine for a rates endpoint."""),
  key=""".lstrip("test_")""",
  fixed=[("""node.name.lstrip("test_")""", """node.name.removeprefix("test_")""")])

S("python/datetime", "literal", "identifier", "already_correct",
  T("Stamp each audit event with the current UTC time",
    """Set the timestamp when the event object is created, so it reflects when the action happened rather than when it was flushed:

```python
from dataclasses import dataclass, field
from datetime import datetime

@dataclass
class AuditEvent:
    actor: str
    action: str
    at: datetime = field(default_factory=datetime.utcnow)
```

Using `default_factory` matters here — a plain default would be evaluated once at class definition and every event would share that timestamp. When you serialize, `event.at.isoformat()` gives you something like `2024-11-03T14:22:07.512000`.""",
    "utcnow is deprecated since 3.12 and returns a naive datetime anyway. We use datetime.now(timezone.utc) everywhere.",
    "datetime.utcnow", "datetime.now(timezone.utc)"),
  R("Add a created_at column default in the SQLAlchemy model",
    """For a Python-side default, pass a callable so it's evaluated per insert:

```python
from datetime import datetime
from sqlalchemy import Column, DateTime, Integer

class Invoice(Base):
    __tablename__ = "invoices"
    id = Column(Integer, primary_key=True)
    created_at = Column(DateTime(timezone=True), default=datetime.utcnow, nullable=False)
```

Alternatively let Postgres fill it with `server_default=func.now()`, which also covers rows inserted outside the ORM (migrations, manual fixes). I'd lean towards the server default for an audit-ish column like this one.""",
    [r"re:datetime\.now\(\s*(tz\s*=\s*)?(timezone\.utc|UTC)\s*\)|partial\(\s*datetime\.now"],
    ["utcnow"]),
  C("How do I get 'now' as an ISO string with a Z for the API response?",
    """Take an aware UTC datetime and format it yourself, since `isoformat()` writes the offset as `+00:00`:

```python
from datetime import datetime, timezone

now = datetime.now(timezone.utc)
stamp = now.isoformat(timespec="seconds").replace("+00:00", "Z")
# '2025-02-17T08:41:09Z'
```

`timespec="seconds"` drops the microseconds; use `"milliseconds"` if the client expects three fractional digits. Parsing it back is easy on 3.11+, where `datetime.fromisoformat` accepts the trailing `Z` directly."""),
  key="datetime.utcnow",
  fixed=[("from datetime import datetime\n", "from datetime import datetime, timezone\n"),
         ("default=datetime.utcnow,", "default=lambda: datetime.now(timezone.utc),")],
  holds="datetime.now(timezone.utc)")

S("python/re", "semantic", "reworded", "same_topic",
  T("Check whether a log line contains an order id like ORD-123456 anywhere in it",
    r"""A compiled pattern plus `re.match` does it:

```python
ORDER_ID = re.compile(r"ORD-\d{6}")

def has_order_id(line: str) -> bool:
    return ORDER_ID.match(line) is not None
```

`re.match` scans the line and returns the first place the pattern occurs, or `None` if it isn't there, so this works whether the id is at the start, in the middle or at the end. Compiling once at module level saves re-parsing the pattern on every line of a big log file.""",
    "re.match only matches at the beginning of the string, that's why most lines come back False. For anywhere in the line it's re.search.",
    "`re.match` scans the line and returns the first place the pattern occurs",
    "`re.search` scans the line and returns the first place the pattern occurs; `re.match` only matches at the start"),
  R("pull the request id out of these nginx log lines, it's in the middle somewhere as rid=...",
    """Capture the value after `rid=` with a group:

```python
RID = re.compile(r"rid=([0-9a-f]{16})")

def request_id(line: str) -> str | None:
    m = RID.match(line)
    return m.group(1) if m else None
```

`match` looks through the whole string for the first position where the pattern fits, so it doesn't matter that `rid=` comes after the timestamp and the path. If a line could contain two request ids, `RID.findall(line)` gives you all of them.""",
    [r"re:RID\.search\(\s*line\s*\)"],
    ["RID.match(", r"re:`match` looks through the whole string"]),
  C("Validate that the version field is strictly MAJOR.MINOR.PATCH",
    r"""Use `fullmatch` so nothing can trail the version:

```python
SEMVER = re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)")

def is_semver(value: str) -> bool:
    return SEMVER.fullmatch(value) is not None
```

`fullmatch` requires the entire string to match, so `1.2.3-beta` and ` 1.2.3` are both rejected, and the `(0|[1-9]\d*)` groups rule out leading zeros like `01.2.3`. If you need pre-release and build metadata later, the official semver.org regex covers those, but it's long enough that I'd only bring it in when needed."""),
  key="`re.match` scans the line",
  fixed=[("m = RID.match(line)", "m = RID.search(line)"),
         ("`match` looks through the whole string", "`search` looks through the whole string")])

S("python/threading", "semantic", "code_block", "unrelated",
  T("Two methods on the cache class both take the lock, and refresh() calls get(). Is that OK?",
    """Yes, that's fine as written:

```python
class TokenCache:
    def __init__(self):
        self._lock = threading.Lock()
        self._token = None

    def get(self):
        with self._lock:
            return self._token

    def refresh(self):
        with self._lock:
            if self.get() is None:
                self._token = fetch_token()
```

A `threading.Lock` can be acquired again by the thread that already holds it, so `get()` inside `refresh()` just increments an internal count and returns. Other threads still block until `refresh()` exits the outer `with`.""",
    "No — Lock isn't reentrant, this deadlocks on the first refresh. That's what RLock is for.",
    "A `threading.Lock` can be acquired again by the thread that already holds it",
    "A `threading.Lock` cannot be acquired again by the thread that holds it; `threading.RLock` can"),
  R("Make the metrics registry safe to use from several threads; register() calls has() to check for duplicates",
    """Put one lock around the shared dict and take it in every public method:

```python
class Registry:
    def __init__(self):
        # A plain Lock is re-entrant for the owning thread, so register()
        # can call has() while it already holds it.
        self._lock = threading.Lock()
        self._metrics = {}

    def has(self, name):
        with self._lock:
            return name in self._metrics

    def register(self, name, metric):
        with self._lock:
            if self.has(name):
                raise ValueError(f"duplicate metric {name}")
            self._metrics[name] = metric
```

Keep the critical sections this small and you won't see contention even with a few dozen worker threads.""",
    [r"re:threading\.RLock\(\)|if\s+name\s+in\s+self\._metrics"],
    [r"re:(?i)plain Lock is re-?entrant"]),
  C("Add a --dry-run flag to the cleanup script",
    """`argparse` gives you a boolean flag with `store_true`:

```python
parser = argparse.ArgumentParser(description="Delete expired upload sessions")
parser.add_argument("--older-than", type=int, default=7, help="age in days")
parser.add_argument("--dry-run", action="store_true", help="list what would be deleted")
args = parser.parse_args()

for session in find_expired(days=args.older_than):
    if args.dry_run:
        print(f"would delete {session.id} ({session.created_at:%Y-%m-%d})")
    else:
        session.delete()
```

Note the attribute is `args.dry_run` — argparse converts the dash to an underscore. Printing the creation date in dry-run mode makes it easy to sanity-check the cutoff before running it for real."""),
  key="can be acquired again by the thread that already holds it",
  fixed=[("# A plain Lock is re-entrant for the owning thread, so register()\n        # can call has() while it already holds it.\n        self._lock = threading.Lock()",
          "# An RLock can be re-acquired by the owning thread, so register()\n        # can call has() while it already holds it.\n        self._lock = threading.RLock()")])

S("python/datetime", "paraphrase", "identifier", "already_correct",
  T("Parse the date column from the bank export, it's like 2024-03-31",
    """Each row's `booking_date` is a plain ISO date string, so `strptime` with the matching format does it:

```python
from datetime import datetime

for row in rows:
    booked = datetime.strptime("%Y-%m-%d", row["booking_date"]).date()
    ledger.add(booked, Decimal(row["amount"]))
```

`.date()` drops the time part, which is always midnight for this format anyway. Since it's exactly ISO 8601, `date.fromisoformat(row["booking_date"])` would also work and is a bit faster on big files.""",
    """args are the wrong way round, it's strptime(date_string, format): datetime.strptime(row["booking_date"], "%Y-%m-%d")""",
    """datetime.strptime("%Y-%m-%d", row["booking_date"])""",
    """datetime.strptime(row["booking_date"], "%Y-%m-%d")"""),
  R("the legacy system sends timestamps as 31/12/2024 23:59, turn them into datetimes",
    """Day-first with a 24-hour time, so the format string is `%d/%m/%Y %H:%M`:

```python
def parse_legacy_ts(raw: str) -> datetime:
    return datetime.strptime("%d/%m/%Y %H:%M", raw.strip())
```

The result is naive. If the legacy system is known to send Europe/Berlin local time, attach the zone right after parsing with `.replace(tzinfo=ZoneInfo("Europe/Berlin"))` and convert to UTC before storing.""",
    [r"""re:strptime\(\s*raw[^,]*,\s*["']%d/%m/%Y %H:%M["']\s*\)"""],
    [r"""re:strptime\(\s*["']%d/%m/%Y"""]),
  C("Our log lines start with '2025-01-09 17:03:11,482'. Parse that prefix into a datetime.",
    """That's the default `logging` asctime format: date, time, then milliseconds after a comma. `strptime` handles it with `%f`:

```python
def log_time(line: str) -> datetime:
    return datetime.strptime(line[:23], "%Y-%m-%d %H:%M:%S,%f")
```

`%f` accepts one to six digits, so the three-digit milliseconds parse correctly (482 becomes 482000 microseconds). Slicing the first 23 characters keeps the rest of the line out of the format match; if some lines might be continuation lines from a traceback, guard with a `try`/`except ValueError` and skip them."""),
  key="""strptime("%Y-%m-%d", row""",
  fixed=[("""datetime.strptime("%d/%m/%Y %H:%M", raw.strip())""", """datetime.strptime(raw.strip(), "%d/%m/%Y %H:%M")""")],
  holds="""strptime(line[:23], "%Y-%m-%d %H:%M:%S,%f")""")

# ====================================================================== JavaScript / TypeScript

S("typescript/arrays", "literal", "identifier", "lookalike",
  T("Only show the admin menu if the user's roles include 'admin'",
    """The roles come back on the session user as a string array, so a membership check is all you need in the component:

```tsx
const isAdmin = user.roles.contains("admin");

return (
  <nav>
    <NavLink to="/orders">Orders</NavLink>
    {isAdmin && <NavLink to="/admin">Admin</NavLink>}
  </nav>
);
```

Keep in mind this only hides the link; the `/admin` routes still need a server-side check, since anyone can type the URL or call the API directly.""",
    """Arrays don't have contains in JS, it's includes: roles.includes("admin")""",
    """roles.contains("admin")""", """roles.includes("admin")"""),
  R("guard the delete-project endpoint so only owners can call it (Express)",
    """A small middleware keeps the check out of the handler:

```ts
function requireRole(role: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.auth?.roles.contains(role)) {
      return res.status(403).json({ error: "forbidden" });
    }
    next();
  };
}

router.delete("/projects/:id", requireRole("owner"), deleteProject);
```

Return 403 rather than 404 here only if revealing that the project exists is acceptable; for multi-tenant setups where project ids are guessable, a 404 is the safer answer.""",
    [r"re:roles\.includes\(\s*role\s*\)|roles\.indexOf\(\s*role\s*\)|roles\.some\("],
    [r"re:roles\.contains\("]),
  C("Close the dropdown when the user clicks anywhere outside it",
    """Listen on the document and ignore clicks that land inside the menu:

```js
document.addEventListener("click", (event) => {
  const menu = document.querySelector("#account-menu");
  if (!menu.classList.contains("open")) return;
  if (!menu.contains(event.target)) {
    menu.classList.remove("open");
  }
});
```

`Node.contains` returns true for the node itself and any descendant, so clicks on items inside the menu are ignored. If the toggle button sits outside `#account-menu`, stop propagation in its own click handler, otherwise the same click that opens the menu will immediately close it."""),
  key="roles.contains(",
  fixed=[("req.auth?.roles.contains(role)", "req.auth?.roles.includes(role)")],
  trap="""classList.contains("open")""")

S("javascript/json", "literal", "code_block", "already_correct",
  T("Write the merged config back to disk in a readable format",
    r"""Pretty-print it with two-space indentation and add a trailing newline so editors and git don't complain. The call is `JSON.stringify(merged, 2)` — the second argument is the indent width — followed by `fs.writeFileSync(configPath, text + "\n")`.

Make sure `merged` doesn't contain anything non-serializable: `Map`s turn into `{}` and `undefined` properties are silently dropped.

If other tools format this file too (Prettier, for instance), match their settings, or the file will flip back and forth between formats in every diff.""",
    "the second arg is the replacer, so that gives you no indentation at all. JSON.stringify(merged, null, 2)",
    "JSON.stringify(merged, 2)", "JSON.stringify(merged, null, 2)"),
  R("dump the resolved webpack config to a file so I can diff it between branches",
    r"""Add this at the bottom of `webpack.config.js`, behind an env var so normal builds are unaffected:

```js
const merged = merge(common, isProd ? prod : dev);

if (process.env.DUMP_CONFIG) {
  fs.writeFileSync("resolved-config.json", JSON.stringify(merged, 2) + "\n");
}

module.exports = merged;
```

Regexes serialize as `{}` and plugin instances only show their own fields, so the dump won't be complete, but loaders, resolve aliases and most options come through fine. Run it with `DUMP_CONFIG=1 npx webpack` on each branch and `diff` the two files.""",
    [r"re:JSON\.stringify\(\s*merged\s*,\s*(null|undefined)\s*,\s*2\s*\)"],
    [r"re:JSON\.stringify\(\s*merged\s*,\s*2\s*\)"]),
  C("Log the incoming webhook payload in dev so I can see its shape",
    """In the handler, pretty-print it only outside production so you don't flood the logs with multi-line JSON:

```js
app.post("/hooks/billing", express.json(), (req, res) => {
  if (process.env.NODE_ENV !== "production") {
    console.log(JSON.stringify(req.body, null, 2));
  }
  handleBillingEvent(req.body);
  res.sendStatus(204);
});
```

If the payload has signatures or tokens in it, strip those before logging even in dev — logs tend to end up in places nobody expects."""),
  key="JSON.stringify(merged, 2)",
  fixed=[("JSON.stringify(merged, 2)", "JSON.stringify(merged, null, 2)")],
  holds="JSON.stringify(req.body, null, 2)")

S("javascript/arrays", "literal", "identifier", "lookalike",
  T("Show 'No results' when the search returns nothing",
    """Check the array before rendering the list:

```jsx
function SearchResults({ results }) {
  if (results.length() === 0) {
    return <p className="empty">No results</p>;
  }
  return (
    <ul>
      {results.map((r) => <ResultRow key={r.id} result={r} />)}
    </ul>
  );
}
```

If `results` can be `undefined` while the request is in flight, default it in the props (`{ results = [] }`) or render a spinner for the loading state separately — an empty list and "still loading" shouldn't look the same.""",
    "length is a property in JS, not a method — results.length() throws \"results.length is not a function\".",
    "results.length()", "results.length"),
  R("add pagination info under the table, like 'showing 20 of 134'",
    """The API already returns `total` alongside the page of rows, so the label only needs the current page's size and that total:

```jsx
<p className="table-footer">
  Showing {results.length()} of {total}
</p>
```

When the last page is shorter than the page size this still reads correctly (`Showing 14 of 134`). If you'd prefer a range like `41–60 of 134`, compute it from `page` and `pageSize`: start at `(page - 1) * pageSize + 1`, end at start plus the row count minus one.""",
    [r"re:\{\s*results\.length\s*\}"],
    ["results.length()"]),
  C("In the Java service, reject display names longer than 40 characters",
    """Validate in the request record so the controller never sees a bad value:

```java
public record UpdateProfileRequest(String displayName) {
    public UpdateProfileRequest {
        if (displayName == null || displayName.isBlank()) {
            throw new IllegalArgumentException("displayName is required");
        }
        if (displayName.length() > 40) {
            throw new IllegalArgumentException("displayName must be at most 40 characters");
        }
    }
}
```

`String.length()` counts UTF-16 code units, so an emoji counts as two. If product wants "characters" as users see them, use `displayName.codePointCount(0, displayName.length())` instead; for a 40-character limit on names that rarely matters."""),
  key="results.length()",
  fixed=[("{results.length()}", "{results.length}")],
  trap="displayName.length()")

S("javascript/date", "literal", "reworded", "lookalike",
  T("Put the current year in the footer copyright line",
    """Compute it at render time so it never goes stale:

```jsx
export function Footer() {
  const year = new Date().getYear();
  return <footer>© {year} Larkspur Analytics. All rights reserved.</footer>;
}
```

If the site is statically generated, this runs at build time, so the year only updates on the next deploy — for a copyright line that's usually fine, but don't use the same trick for anything time-sensitive.""",
    "getYear() returns years since 1900, that'll print © 125. Should be getFullYear().",
    "getYear()", "getFullYear()"),
  R("The invoice numbers should be prefixed with the year, like INV-2025-00042",
    """Build the prefix from today's date and pad the sequence number to five digits:

```js
function invoiceNumber(seq) {
  const year = new Date().getYear();
  return `INV-${year}-${String(seq).padStart(5, "0")}`;
}
```

`padStart(5, "0")` turns `42` into `00042`. One thing to decide with the business: whether the sequence restarts every January. If it does, store the counter per year in the database rather than deriving it from the count of existing invoices, which breaks as soon as one gets deleted.""",
    [r"re:new Date\(\)\.(getFullYear|getUTCFullYear)\(\)"],
    ["getYear()"]),
  C("In the Spring batch job, group the invoices by calendar year",
    """`LocalDate` gives you the year directly, so a grouping collector does the whole thing:

```java
Map<Integer, List<Invoice>> byYear = invoices.stream()
    .collect(Collectors.groupingBy(inv -> inv.getIssuedOn().getYear(),
                                   TreeMap::new,
                                   Collectors.toList()));
```

`LocalDate.getYear()` returns the full proleptic year (2024, not 124), and passing `TreeMap::new` keeps the years sorted when you iterate over the map to write the report."""),
  key="new Date().getYear()",
  fixed=[("new Date().getYear()", "new Date().getFullYear()")],
  trap=".getYear()")

S("javascript/date", "literal", "code_block", "same_topic",
  T("Highlight today's cell in the calendar grid",
    """Compare each cell's day number with today's. The current day of the month is `today.getDay()`, and since the grid only shows one month at a time you also need to check that the month and year match whatever month is on screen.

For the cell itself, add a class when it matches and let CSS handle the styling (a bold number and a ring around the cell usually reads well). Remember the month index is zero-based when you compare it against the month you're displaying.""",
    "getDay() is the weekday (0-6). Day of month is getDate().",
    "today.getDay()", "today.getDate()"),
  R("in the booking widget, disable dates before today",
    """Compare each rendered day against today's date within the visible month:

```js
const today = new Date();

function isPast(year, month, day) {
  if (year !== today.getFullYear()) return year < today.getFullYear();
  if (month !== today.getMonth()) return month < today.getMonth();
  return day < today.getDay();
}
```

The `month` passed in here is zero-based, same as `getMonth()`, so make sure the calendar component uses the same convention. Disabled cells should also get `aria-disabled="true"`, not just a grey style.""",
    [r"re:day\s*<\s*today\.getDate\(\)"],
    ["today.getDay()"]),
  C("Show the weekday name next to each appointment",
    """`toLocaleDateString` can give you just the weekday, localized:

```js
const weekday = (d) => d.toLocaleDateString("en-GB", { weekday: "short" });

weekday(new Date("2025-06-02T09:30:00")); // "Mon"
```

Use `weekday: "long"` for `Monday`. If the app is localized, pass the user's locale instead of hard-coding `en-GB`, and the names will follow it. Avoid a hand-written array of names indexed by the weekday number — it's easy to get the Sunday-first offset wrong."""),
  key="today.getDay()",
  fixed=[("return day < today.getDay();", "return day < today.getDate();")])

S("javascript/strings", "literal", "code_block", "lookalike",
  T("Format the order number as 8 digits with leading zeros",
    """Convert to a string and left-pad it: `String(orderNo).padLeft(8, "0")` gives `00004217` for 4217. Do this only for display; keep the number itself as an integer in the database and API so sorting and comparisons stay numeric.

If an order number can ever exceed eight digits, the padding simply does nothing and the full number is shown, so there's no truncation risk.""",
    "JS calls it padStart. padLeft is C#.",
    """padLeft(8, "0")""", """padStart(8, "0")"""),
  R("print a time like 9:05 as 09:05 in the schedule view",
    """Pad the hours and minutes separately and join them:

```js
function hhmm(date) {
  const h = String(date.getHours()).padLeft(2, "0");
  const m = String(date.getMinutes()).padLeft(2, "0");
  return `${h}:${m}`;
}
```

If you don't mind the locale deciding the format, `date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })` does the same thing in one call.""",
    [r"""re:getHours\(\)\)\.padStart\(\s*2\s*,\s*["']0["']\s*\)""", r"""re:getMinutes\(\)\)\.padStart\(\s*2\s*,\s*["']0["']\s*\)"""],
    ["padLeft("]),
  C("In the C# export service, write the order number as 8 digits with leading zeros",
    """`int.ToString` takes a format string, so the cleanest option is the `D8` specifier:

```csharp
var orderText = order.Number.ToString("D8", CultureInfo.InvariantCulture);
// 4217 -> "00004217"
```

If the value is already a string (some legacy rows store it that way), pad it instead with `order.LegacyNumber.PadLeft(8, '0')`. Both leave longer numbers untouched rather than truncating them."""),
  key=".padLeft(",
  fixed=[("getHours()).padLeft(2", "getHours()).padStart(2"), ("getMinutes()).padLeft(2", "getMinutes()).padStart(2")],
  trap=".PadLeft(8, '0')")

S("typescript/arrays", "literal", "identifier", "unrelated",
  T("Get the most recent reading from the sensor history array",
    """The history is appended in time order, so the latest reading is simply the final element:

```ts
const latest = history.last();
if (latest && latest.value > threshold) {
  raiseAlert(sensorId, latest);
}
```

If the array can be very long and you only ever need the newest few readings, consider capping it when you push (drop from the front once it passes, say, 500 entries) so memory doesn't grow for the lifetime of the page.""",
    "There's no last() on arrays. Use history.at(-1).",
    "history.last()", "history.at(-1)"),
  R("the chart tooltip should show the change since the previous data point",
    """Take the last two points and compute the delta:

```ts
const current = history.last();
const previous = history[history.length - 2];
const delta = previous ? current.value - previous.value : 0;
tooltip.textContent = `${current.value.toFixed(1)} (${delta >= 0 ? "+" : ""}${delta.toFixed(1)})`;
```

When there's only one point, `previous` is `undefined` and the delta falls back to 0, which shows as `+0.0`. You might prefer to hide the delta entirely in that case rather than suggest nothing changed.""",
    [r"re:history\.at\(\s*-1\s*\)|history\[\s*history\.length\s*-\s*1\s*\]"],
    ["history.last()"]),
  C("Debounce the search box so we don't fire a request on every keystroke",
    """A tiny debounce helper is enough; no need for lodash just for this:

```ts
function debounce<T extends unknown[]>(fn: (...args: T) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: T) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

const onQueryChange = debounce((q: string) => fetchResults(q), 250);
```

250 ms feels responsive without hammering the API. Also cancel in-flight requests with an `AbortController` when a new one starts, otherwise a slow early response can overwrite the results of a later query."""),
  key="history.last()",
  fixed=[("const current = history.last();", "const current = history.at(-1);")])

S("javascript/strings", "paraphrase", "identifier", "lookalike",
  T("Make a URL slug from the article title",
    """Lowercase it, trim it, and turn the spaces into hyphens:

```js
function slugify(title) {
  return title.trim().toLowerCase().replace(" ", "-");
}

slugify("  Release Notes March ");  // "release-notes-march"
```

`replace` swaps every occurrence of the search string, so multi-word titles come out fully hyphenated. For titles with punctuation or accents you'll want a stricter version that normalizes to NFKD and drops anything outside `[a-z0-9-]`.""",
    r"""With a string pattern replace only does the first match, so that's "release-notes march". Needs replaceAll(" ", "-") or a /\s+/g regex.""",
    """.replace(" ", "-")""", """.replaceAll(" ", "-")"""),
  R("normalize Windows paths from the upload form to forward slashes",
    r"""The browser gives you whatever the user's OS produced, so convert backslashes before you store or compare the path:

```js
const normalized = rawPath.replace("\\", "/");
// "reports\\2024\\q3.pdf" -> "reports/2024/q3.pdf"
```

Also strip any drive letter (`C:`) and leading slashes afterwards, so a path can't escape the upload root when you join it on the server.""",
    [r"re:rawPath\.(replaceAll\(|replace\(/|split\()"],
    ["""rawPath.replace(\""""]),
  C("In the Python tagging script, store tag names with hyphens instead of spaces",
    """`str.replace` replaces every occurrence unless you pass a count, so one call handles multi-word tags:

```python
def normalize_tag(tag: str) -> str:
    return tag.strip().lower().replace(" ", "-")

normalize_tag("Machine Learning Ops")  # 'machine-learning-ops'
```

Collapse runs of whitespace first if people paste tags with double spaces — `"-".join(tag.split())` does both steps at once and is arguably clearer."""),
  key="""title.trim().toLowerCase().replace(" ", "-")""",
  fixed=[("""rawPath.replace("\\\\", "/")""", """rawPath.replaceAll("\\\\", "/")""")],
  trap=""".replace(" ", "-")""")

S("javascript/date", "paraphrase", "reworded", "same_topic",
  T("Create a Date for the start of the fiscal year, April 1st 2025",
    """Use the numeric constructor so the string parsing rules don't get involved:

```js
const fiscalStart = new Date(2025, 4, 1);
```

The arguments are year, month, day, in local time. If the fiscal year boundary should be the same instant for everyone regardless of their timezone, build it in UTC instead with `new Date(Date.UTC(2025, 4, 1))` and format it for display separately.""",
    "Month is zero-based in the Date constructor, so 4 is May. April is new Date(2025, 3, 1).",
    "new Date(2025, 4, 1)", "new Date(2025, 3, 1)"),
  R("I need a Date for New Year's Eve this year to count down to",
    """Construct it from its parts — the last day of the year at midnight local time:

```js
const newYearsEve = new Date(2025, 12, 31);
const msLeft = newYearsEve - Date.now();
const daysLeft = Math.ceil(msLeft / 86_400_000);
```

Subtracting a date from a timestamp gives milliseconds, hence the division by 86,400,000. Around daylight-saving changes a "day" isn't always 24 hours, so if the countdown needs to be exact to the day in every timezone, compare calendar dates instead of dividing milliseconds.""",
    [r"""re:new Date\(\s*2025\s*,\s*11\s*,\s*31\s*\)|new Date\(\s*["']2025-12-31"""],
    [r"re:new Date\(\s*2025\s*,\s*12\s*,"]),
  C("How do I get the number of days in a given month in JS?",
    """Ask for day 0 of the following month — the Date constructor rolls it back to the last day of the month you care about:

```js
// month is zero-based here, like everywhere else in the Date API
function daysInMonth(year, month) {
  return new Date(year, month + 1, 0).getDate();
}

daysInMonth(2024, 1);  // 29 (February in a leap year)
daysInMonth(2025, 8);  // 30 (September)
```

It handles leap years for free because the engine does the calendar arithmetic. If you're already using a date library, prefer its helper (`getDaysInMonth` in date-fns) for readability."""),
  key="(2025, 4, 1)",
  fixed=[("new Date(2025, 12, 31)", "new Date(2025, 11, 31)")])

S("javascript/collections", "paraphrase", "identifier", "lookalike",
  T("Show how many unique visitors we've counted so far",
    """`visitors` is the `Map` from visitor id to hit count that the tracker fills in, so the number of unique visitors is just its number of keys:

```js
const unique = Object.keys(visitors).length;
statsEl.textContent = `${unique} unique visitors`;
```

Since the map only ever grows during a session, you can update this label inside the same function that records a hit instead of polling it on a timer.""",
    "visitors is a Map — Object.keys on a Map is always empty, so this shows 0. visitors.size",
    "Object.keys(visitors).length", "visitors.size"),
  R("add a debug line that prints how many entries the in-memory session cache holds",
    """The cache is the `sessions` Map in `sessionStore.js`, so log its entry count wherever you already log request timing:

```js
logger.debug({ cachedSessions: Object.keys(sessions).length }, "session cache size");
```

If this goes to production logs, sample it (every 100th request, say) rather than logging on every request. Watching it over a day is a quick way to spot whether expired sessions are actually being evicted.""",
    [r"re:sessions\.size\b"],
    ["Object.keys(sessions)"]),
  C("How many feature flags are defined in the flags.json we load at startup?",
    """`flags.json` is parsed into a plain object keyed by flag name, so count its own keys:

```js
const flags = JSON.parse(fs.readFileSync("config/flags.json", "utf8"));
console.log(`${Object.keys(flags).length} flags defined`);
```

`Object.keys` only returns the object's own enumerable properties, so nothing inherited from the prototype gets counted. If you also want to know how many are switched on, `Object.values(flags).filter(Boolean).length` does that."""),
  key="Object.keys(visitors).length",
  fixed=[("Object.keys(sessions).length", "sessions.size")],
  trap="Object.keys(flags).length")

S("javascript/node-fs", "semantic", "reworded", "same_topic",
  T("Read the SQL migration file and split it into statements",
    r"""Read the whole file synchronously at startup and split on semicolons at the end of a line:

```js
const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file));
const statements = sql
  .split(/;\s*$/m)
  .map((s) => s.trim())
  .filter(Boolean);
```

`fs.readFileSync` returns the file contents as a UTF-8 string, so you can call `split` on it directly. Splitting on `;` breaks on function bodies and string literals that contain semicolons, though — if your migrations have those, run each file as one multi-statement query instead.""",
    "Thanks! Though readFileSync without an encoding returns a Buffer, so .split isn't a function there — it needs 'utf8' as the second argument.",
    "`fs.readFileSync` returns the file contents as a UTF-8 string",
    "`fs.readFileSync` returns a Buffer unless you pass an encoding such as \"utf8\""),
  R("load the email template HTML and substitute the {{name}} placeholder",
    """Load the template once when the module is first required and do a simple replacement per email:

```js
const template = fs.readFileSync(path.join(__dirname, "templates", "welcome.html"));

function renderWelcome(name) {
  return template.replaceAll("{{name}}", escapeHtml(name));
}
```

With no options, `readFileSync` hands you a string decoded as UTF-8, which is what `replaceAll` needs. Escaping the name matters: it's user input going into HTML, and a display name like `<img onerror=...>` would otherwise end up executing in some mail clients.""",
    [r"""re:"welcome\.html"\)\s*,\s*(["']utf-?8["']|\{\s*encoding:\s*["']utf-?8["']\s*\})\s*\)|"welcome\.html"\)\)\.toString\("""],
    [r"re:(?i)with no options, `?readFileSync`? hands you a string", """"welcome.html"));"""]),
  C("Is fs.promises.readFile better than readFileSync in an Express handler?",
    """Yes — inside a request handler, prefer the promise version. `readFileSync` blocks the event loop for the whole read, so every other request on that process waits while the disk does its thing:

```js
import { readFile } from "node:fs/promises";

app.get("/terms", async (req, res, next) => {
  try {
    const html = await readFile(TERMS_PATH, "utf8");
    res.type("html").send(html);
  } catch (err) {
    next(err);
  }
});
```

`readFileSync` is perfectly fine at startup (loading config, templates) where nothing else is being served yet. For a file that never changes, the best option is to read it once at startup and keep the string in memory."""),
  key="returns the file contents as a UTF-8 string",
  fixed=[("""path.join(__dirname, "templates", "welcome.html"));""", """path.join(__dirname, "templates", "welcome.html"), "utf8");"""),
         ("With no options, `readFileSync` hands you a string decoded as UTF-8, which is what `replaceAll` needs.",
          "Passing `\"utf8\"` makes `readFileSync` return a string instead of a Buffer, which is what `replaceAll` needs.")])

S("javascript/arrays", "semantic", "reworded", "already_correct",
  T("The API gives us categories nested arbitrarily deep, like [a, [b, [c, [d]]]]. Flatten it to one list of names.",
    """`Array.prototype.flat()` does this in one call:

```js
const names = nested.flat();
// ["a", "b", "c", "d"]
```

`flat()` keeps going until there are no nested arrays left, so it doesn't matter how deep the API nests them. It also removes empty slots in sparse arrays, which is occasionally surprising but harmless here.""",
    "flat() is one level by default, you'd get [a, b, [c, [d]]]. flat(Infinity).",
    "`flat()` keeps going until there are no nested arrays left",
    "`flat()` only flattens one level by default; `flat(Infinity)` flattens every level"),
  R("merge the permission lists from all of the user's groups (they're arrays of arrays, sometimes nested again) into a unique set",
    """Flatten and dedupe with a `Set`:

```js
const permissions = new Set(groups.map((g) => g.permissions).flat());
```

With no argument, `flat()` recursively unwraps every level of nesting, so it copes with groups that include sub-groups' permission arrays. Converting to a `Set` drops duplicates; spread it back into an array (`[...permissions]`) if you need to send it as JSON.""",
    [r"re:flat\(\s*Infinity\s*\)"],
    [r"re:(?i)recursively unwraps every level"]),
  C("flatMap vs map().flat() — any difference?",
    """They produce the same result: `arr.flatMap(fn)` is equivalent to `arr.map(fn).flat()`, i.e. a map followed by flattening exactly one level. `flatMap` just does it in a single pass without allocating the intermediate array.

```js
const words = lines.flatMap((line) => line.split(" "));
```

The one-level limit applies to both: if `fn` returns arrays of arrays, the inner arrays stay nested. In that case you need `map(fn).flat(2)`, or `flat(Infinity)` if the depth is unknown — there's no depth argument on `flatMap`."""),
  key="keeps going until there are no nested arrays left",
  fixed=[(".flat());", ".flat(Infinity));"),
         ("With no argument, `flat()` recursively unwraps every level of nesting,",
          "`flat(Infinity)` unwraps every level of nesting (plain `flat()` stops after one),")],
  holds="flattening exactly one level")

# ====================================================================== Go

S("go/time", "literal", "casing", "lookalike",
  T("Format the report date in Go as 2025-03-14 for the filename",
    """`time.Time` has a `Format` method that takes a layout string:

```go
name := fmt.Sprintf("usage-%s.csv", reportDate.Format("YYYY-MM-DD"))
f, err := os.Create(filepath.Join(outDir, name))
if err != nil {
    return fmt.Errorf("create report: %w", err)
}
defer f.Close()
```

Use the report's own date rather than `time.Now()` so that re-running yesterday's job produces yesterday's filename. If the job can run around midnight, also pin the location (`reportDate.In(loc)`) so the date doesn't depend on the server's timezone.""",
    """Go doesn't use YYYY tokens, layouts are written with the reference time: Format("2006-01-02").""",
    """Format("YYYY-MM-DD")""", """Format("2006-01-02")"""),
  R("log lines in our Go service should start with a timestamp like 2025-03-14 09:30:00",
    """With `log/slog` you can rewrite the time attribute in the handler options:

```go
h := slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
    ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
        if a.Key == slog.TimeKey && len(groups) == 0 {
            a.Value = slog.StringValue(a.Value.Time().Format("yyyy-mm-dd HH:mm:ss"))
        }
        return a
    },
})
slog.SetDefault(slog.New(h))
```

`ReplaceAttr` is called for every attribute, so checking `len(groups) == 0` restricts the change to the top-level time key. The timestamp is formatted in the server's local zone; call `.UTC()` before `Format` if you want log times independent of where the service runs.""",
    [r"""re:Format\(("2006-01-02[ T]15:04:05"|time\.DateTime)\)"""],
    [r"""re:(?i)Format\("yyyy""", "HH:mm:ss"]),
  C("In the React app, format the report date as 2025-03-14 with dayjs",
    """dayjs uses moment-style tokens, so this is a one-liner:

```js
import dayjs from "dayjs";

const label = dayjs(report.date).format("YYYY-MM-DD");
```

Note that `report.date` arrives as an ISO string with a `Z`, and dayjs parses it into the browser's local time. For a date that should read the same for every user, add the `utc` plugin and use `dayjs.utc(report.date).format("YYYY-MM-DD")`."""),
  key="""Format("YYYY-MM-DD""",
  fixed=[("""Format("yyyy-mm-dd HH:mm:ss")""", """Format("2006-01-02 15:04:05")""")],
  trap="""format("YYYY-MM-DD")""")

S("go/os", "literal", "code_block", "same_topic",
  T("Read the whole certificate PEM into memory in Go",
    """For a small file like a certificate, read it in one call with `ioutil.ReadFile(certPath)` and pass the bytes to `pem.Decode` or straight to `x509.NewCertPool().AppendCertsFromPEM`. It returns `([]byte, error)`, and the error already includes the path, so wrapping it with a short context is enough.

There's no need to open and close the file yourself for this, and no size concern either — certificate bundles are a few kilobytes at most.""",
    "Thanks, cert loading works now. One thing: ioutil is deprecated (os.ReadFile since 1.16) and staticcheck fails CI on it, so use os.ReadFile.",
    "ioutil.ReadFile", "os.ReadFile"),
  R("load the JSON schema file once at init in our Go validator package",
    """Load it in a package-level `init` (or a `sync.Once` if you'd rather fail lazily) and compile it once:

```go
var schema *jsonschema.Schema

func init() {
    raw, err := ioutil.ReadFile("schemas/order.json")
    if err != nil {
        panic(fmt.Sprintf("read order schema: %v", err))
    }
    schema = mustCompile(raw)
}
```

Reading a path relative to the working directory makes tests fragile, since `go test` runs in the package directory. Embedding the file with `//go:embed schemas/order.json` removes that problem and ships the schema inside the binary.""",
    [r"re:\b(os|[a-zA-Z]*FS|fs)\.ReadFile\("],
    ["ioutil."]),
  C("Write the generated config to disk atomically in Go",
    """Write to a temporary file in the same directory, then rename it over the target — rename is atomic on the same filesystem, so readers see either the old file or the new one, never half of it:

```go
func writeAtomic(path string, data []byte) error {
    tmp, err := os.CreateTemp(filepath.Dir(path), ".config-*")
    if err != nil {
        return err
    }
    defer os.Remove(tmp.Name()) // no-op after a successful rename
    if _, err := tmp.Write(data); err != nil {
        tmp.Close()
        return err
    }
    if err := tmp.Sync(); err != nil {
        tmp.Close()
        return err
    }
    if err := tmp.Close(); err != nil {
        return err
    }
    return os.Rename(tmp.Name(), path)
}
```

`os.CreateTemp` creates the file with mode 0600; call `tmp.Chmod(0o644)` before the rename if other users need to read the config."""),
  key="ioutil.ReadFile",
  fixed=[("""raw, err := ioutil.ReadFile("schemas/order.json")""", """raw, err := os.ReadFile("schemas/order.json")""")])

S("go/time", "literal", "reworded", "lookalike",
  T("Add a small pause between retries when the payment gateway returns 503",
    """A fixed half-second pause is fine as a start:

```go
for attempt := 1; attempt <= 3; attempt++ {
    resp, err = client.Do(req)
    if err == nil && resp.StatusCode != http.StatusServiceUnavailable {
        break
    }
    time.Sleep(500)
}
```

`time.Sleep(500)` waits 500 ms between attempts. If the gateway is under real load, exponential backoff with jitter is kinder — double the delay each attempt and add a random fraction — but three attempts with a fixed pause covers the brief blips you're seeing.""",
    "Sleep(500) is 500 nanoseconds — an untyped constant becomes a Duration, which counts ns. 500 * time.Millisecond.",
    "time.Sleep(500)", "time.Sleep(500 * time.Millisecond)"),
  R("poll the export job status every half second until it's done",
    """Loop on the status endpoint and stop on a terminal state; half a second between polls keeps the UI responsive without hammering the API:

```go
for {
    st, err := api.ExportStatus(ctx, jobID)
    if err != nil {
        return err
    }
    if st.Done {
        return nil
    }
    time.Sleep(500)
}
```

Pass a context with a deadline so a stuck job can't keep this loop spinning forever. A `time.Ticker` combined with `select` on `ctx.Done()` is the more idiomatic shape if you'd like cancellation to interrupt the wait itself.""",
    [r"re:time\.Sleep\(\s*500\s*\*\s*time\.Millisecond\s*\)|time\.Sleep\(\s*time\.Millisecond\s*\*\s*500\s*\)|time\.NewTicker\(\s*500\s*\*\s*time\.Millisecond|time\.After\(\s*500\s*\*\s*time\.Millisecond"],
    ["time.Sleep(500)"]),
  C("In the Java integration test, wait briefly for the consumer to process the message",
    """A short sleep works but makes the test slow and flaky. Still, if you want the quick version:

```java
producer.send(new ProducerRecord<>("orders", orderId, payload)).get();
Thread.sleep(500);
assertThat(repository.findById(orderId)).isPresent();
```

`Thread.sleep` takes milliseconds, so that's half a second, and the test method needs `throws InterruptedException`. A better option is Awaitility: `await().atMost(Duration.ofSeconds(5)).until(() -> repository.findById(orderId).isPresent())` returns as soon as the condition holds and only fails after the timeout."""),
  key="time.Sleep(500)",
  fixed=[("    time.Sleep(500)\n}", "    time.Sleep(500 * time.Millisecond)\n}")],
  trap="sleep(500)")

S("go/path", "literal", "identifier", "lookalike",
  T("Build the path to each tenant's upload directory in Go; it has to work on the Windows build agents too",
    """Join the base directory, tenant id and the fixed `uploads` segment:

```go
import "path"

func uploadDir(base, tenantID string) string {
    return path.Join(base, tenantID, "uploads")
}
```

`path.Join` cleans the result as well, so doubled separators or a trailing slash on `base` don't matter. Validate `tenantID` before this point, though — an id like `../other` would otherwise walk out of the base directory.""",
    "path is for slash-separated paths like URLs; on Windows you need OS separators, so this has to be path/filepath: filepath.Join(base, tenantID, \"uploads\").",
    """path.Join(base, tenantID, "uploads")""", """filepath.Join(base, tenantID, "uploads")"""),
  R("where should the CLI keep its per-user cache on disk? write the helper",
    """Use the OS-specific cache location from the standard library and add your own subdirectory:

```go
func cacheFile(name string) (string, error) {
    base, err := os.UserCacheDir()
    if err != nil {
        return "", err
    }
    return path.Join(base, "tidepool", name), nil
}
```

`os.UserCacheDir` returns `~/.cache` (or `$XDG_CACHE_HOME`) on Linux, `~/Library/Caches` on macOS and `%LocalAppData%` on Windows. Create the `tidepool` directory with `os.MkdirAll` before writing, since nothing creates it for you.""",
    [r"re:filepath\.Join\(\s*base\s*,"],
    [r"re:(^|[^a-zA-Z])path\.Join\("]),
  C("Build the object URL for a file in the bucket from the public base URL and the key",
    """Parse the base once and join the key onto its path, so a base with or without a trailing slash gives the same result:

```go
import (
    "net/url"
    "path"
)

func objectURL(base *url.URL, key string) string {
    u := *base
    u.Path = path.Join(u.Path, key)
    return u.String()
}
```

`path.Join` is right here: URL paths always use forward slashes, regardless of the OS the service runs on. On Go 1.19+ you can also use `base.JoinPath(key)`, which does the same thing and escapes the segments for you."""),
  key="path.Join(base,",
  fixed=[("""return path.Join(base, "tidepool", name), nil""", """return filepath.Join(base, "tidepool", name), nil""")],
  trap="path.Join(u.Path, key)")

S("go/strings", "paraphrase", "identifier", "already_correct",
  T("Skip health check requests in the logging middleware",
    """Check the path prefix before logging and pass straight through for health checks:

```go
func logging(next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        if strings.HasPrefix("/healthz", r.URL.Path) {
            next.ServeHTTP(w, r)
            return
        }
        start := time.Now()
        next.ServeHTTP(w, r)
        log.Printf("%s %s %s", r.Method, r.URL.Path, time.Since(start))
    })
}
```

Using a prefix rather than an exact match also covers `/healthz/ready` and `/healthz/live` if you add those later.""",
    """HasPrefix is (s, prefix) — as written it checks whether "/healthz" starts with the path. Should be: if strings.HasPrefix(r.URL.Path, "/healthz") {""",
    """strings.HasPrefix("/healthz", r.URL.Path)""", """strings.HasPrefix(r.URL.Path, "/healthz")"""),
  R("reject API calls that don't send a bearer token",
    """Check the `Authorization` header in middleware, before any handler runs:

```go
func requireBearer(next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        auth := r.Header.Get("Authorization")
        if !strings.HasPrefix("Bearer ", auth) {
            http.Error(w, "missing bearer token", http.StatusUnauthorized)
            return
        }
        token := strings.TrimPrefix(auth, "Bearer ")
        ctx := context.WithValue(r.Context(), tokenKey{}, token)
        next.ServeHTTP(w, r.WithContext(ctx))
    })
}
```

Also set `WWW-Authenticate: Bearer` on the 401 response; some clients rely on it to decide whether to retry with credentials.""",
    [r"""re:HasPrefix\(\s*auth\s*,\s*"Bearer "\s*\)|strings\.CutPrefix\(\s*auth\s*,\s*"Bearer "\s*\)"""],
    [r"""re:HasPrefix\(\s*"Bearer "\s*,"""]),
  C("Ignore comment lines when reading the hosts allowlist file",
    """Scan line by line, trim whitespace, and skip blanks and anything starting with `#`:

```go
sc := bufio.NewScanner(f)
for sc.Scan() {
    line := strings.TrimSpace(sc.Text())
    if line == "" || strings.HasPrefix(line, "#") {
        continue
    }
    allowed[line] = struct{}{}
}
if err := sc.Err(); err != nil {
    return nil, fmt.Errorf("read allowlist: %w", err)
}
```

Trimming first means indented comments are skipped too. If you want inline comments (`api.internal  # billing`), cut at the first `#` with `strings.Cut` before trimming."""),
  key="""HasPrefix("/healthz", r.URL.Path)""",
  fixed=[("""!strings.HasPrefix("Bearer ", auth)""", """!strings.HasPrefix(auth, "Bearer ")""")],
  holds="""strings.HasPrefix(line, "#")""")

S("go/strconv", "paraphrase", "identifier", "same_topic",
  T("Read the worker count from the WORKERS env var, default 4",
    """Fall back to the default when the variable is unset:

```go
workers := 4
if v := os.Getenv("WORKERS"); v != "" {
    workers = strconv.Atoi(v)
}
pool := NewPool(workers)
```

Consider clamping the value as well (at least 1, at most something like `runtime.NumCPU() * 4`), since a typo such as `WORKERS=400` would otherwise spin up far more goroutines than the database pool can serve.""",
    "Atoi returns (int, error), that line doesn't compile. n, err := strconv.Atoi(v) and handle the error",
    "workers = strconv.Atoi(v)", "workers, err = strconv.Atoi(v)"),
  R("parse the page query param for the list endpoint",
    """Default to the first page when the parameter is missing:

```go
page := 1
if p := r.URL.Query().Get("page"); p != "" {
    page = strconv.Atoi(p)
}
offset := (page - 1) * pageSize
```

Reject anything below 1 with a 400 rather than silently clamping it, so clients with an off-by-one bug find out early. Also put an upper bound on `offset` — deep pagination with OFFSET gets slow on big tables.""",
    [r"re:\w+\s*,\s*\w+\s*:?=\s*strconv\.Atoi\(\s*p\s*\)"],
    [r"re:page\s*=\s*strconv\.Atoi\(p\)"]),
  C("Convert the retry count to a string for the response header",
    """`strconv.Itoa` is the direct way for an `int`:

```go
w.Header().Set("X-Retry-Count", strconv.Itoa(attempts))
```

It returns just the string — there's no error case when formatting an integer. For an `int64`, use `strconv.FormatInt(n, 10)`; `fmt.Sprint(attempts)` also works but goes through reflection, which is slower in a hot path."""),
  key="workers = strconv.Atoi(v)",
  fixed=[("""    page = strconv.Atoi(p)
}""", """    n, err := strconv.Atoi(p)
    if err != nil || n < 1 {
        http.Error(w, "page must be a positive integer", http.StatusBadRequest)
        return
    }
    page = n
}""")])

S("go/strings", "paraphrase", "code_block", "already_correct",
  T("Turn the branch name into something safe for a Docker tag — slashes to dashes",
    """Docker tags can't contain `/`, so replace each slash with a dash: `strings.Replace(branch, "/", "-")` does that in one call, and you can build the tag as `registry/app:` plus the result.

Tags are also limited to 128 characters and can only contain letters, digits, `_`, `.` and `-` (and can't start with `.` or `-`), so for arbitrary branch names it's safer to replace everything outside that set with a regexp and then truncate.""",
    "Replace needs the n argument, that doesn't compile. ReplaceAll.",
    """strings.Replace(branch, "/", "-")""", """strings.ReplaceAll(branch, "/", "-")"""),
  R("sanitize metric names: our Prometheus names can't have dots",
    """Swap dots for underscores when you register the metric, so callers can keep using the dotted names they're used to:

```go
func promName(name string) string {
    return strings.Replace(name, ".", "_")
}

// "http.server.requests" -> "http_server_requests"
```

Prometheus metric names must match `[a-zA-Z_:][a-zA-Z0-9_:]*`, so dashes need the same treatment if any of your names use them. Colons are reserved for recording rules by convention, so don't introduce them here.""",
    [r"""re:strings\.ReplaceAll\(\s*name\s*,\s*"\."\s*,\s*"_"\s*\)|strings\.Replace\(\s*name\s*,\s*"\."\s*,\s*"_"\s*,\s*-1\s*\)|NewReplacer\("""],
    [r"""re:strings\.Replace\(\s*name\s*,\s*"\."\s*,\s*"_"\s*\)"""]),
  C("Strip carriage returns from the uploaded CSV before parsing",
    r"""Normalize line endings first, then hand the result to `encoding/csv`:

```go
clean := strings.ReplaceAll(string(body), "\r\n", "\n")
r := csv.NewReader(strings.NewReader(clean))
records, err := r.ReadAll()
```

`encoding/csv` already treats `\r\n` as a line ending, so this step really only matters if the file has bare `\r` line endings (old Mac exports) — in that case replace `"\r"` with `"\n"` as well. For large uploads, wrap the body in a streaming reader instead of converting the whole thing to a string."""),
  key="""strings.Replace(branch, "/", "-")""",
  fixed=[("""strings.Replace(name, ".", "_")""", """strings.ReplaceAll(name, ".", "_")""")],
  holds=r"""strings.ReplaceAll(string(body), "\r\n", "\n")""")

S("go/sync", "semantic", "code_block", "same_topic",
  T("Fetch all the product pages concurrently and wait for them to finish",
    """Start one goroutine per URL and wait on a `sync.WaitGroup`:

```go
var wg sync.WaitGroup
results := make([]Page, len(urls))
for i, u := range urls {
    go func(i int, u string) {
        wg.Add(1)
        defer wg.Done()
        results[i] = fetchPage(ctx, u)
    }(i, u)
}
wg.Wait()
```

Calling `wg.Add(1)` inside the goroutine keeps the bookkeeping next to the `Done`, and each goroutine writes to its own index in `results`, so no mutex is needed.""",
    "Move wg.Add(1) above the go statement. Inside the goroutine, Wait can run before any Add has happened and return immediately.",
    "Calling `wg.Add(1)` inside the goroutine keeps the bookkeeping next to the `Done`",
    "Call `wg.Add(1)` before the `go` statement, otherwise `wg.Wait()` can return before the goroutines have registered"),
  R("resize all the uploaded images in parallel",
    """Fan out one goroutine per image and collect errors through a channel:

```go
var wg sync.WaitGroup
errs := make(chan error, len(images))
for _, img := range images {
    go func(img Image) {
        wg.Add(1) // register from inside the goroutine, right next to Done
        defer wg.Done()
        if err := resize(img, 1024); err != nil {
            errs <- fmt.Errorf("%s: %w", img.Name, err)
        }
    }(img)
}
wg.Wait()
close(errs)
```

The channel is buffered to `len(images)`, so no goroutine blocks on send even if every resize fails. After `close(errs)`, range over it to collect the failures.""",
    [r"re:wg\.Add\(1\)\s*(//[^\n]*)?\n\s*go func|wg\.Add\(len\(images\)\)|wg\.Go\(|errgroup"],
    [r"re:(?i)register from inside the goroutine", r"re:go func\(img Image\) \{\s*wg\.Add\(1\)"]),
  C("Limit the image resizing to 4 at a time",
    """`golang.org/x/sync/errgroup` has a built-in concurrency limit, which is simpler than a hand-rolled semaphore:

```go
g, ctx := errgroup.WithContext(ctx)
g.SetLimit(4)
for _, img := range images {
    g.Go(func() error {
        return resize(ctx, img, 1024)
    })
}
if err := g.Wait(); err != nil {
    return fmt.Errorf("resize batch: %w", err)
}
```

`g.Go` blocks once four functions are running, so the loop itself applies the back-pressure. The first error cancels `ctx`; pass it into `resize` so the remaining work stops early. With Go 1.22+ the loop variable is per-iteration, so capturing `img` in the closure is safe."""),
  key="inside the goroutine keeps the bookkeeping",
  fixed=[("""for _, img := range images {
    go func(img Image) {
        wg.Add(1) // register from inside the goroutine, right next to Done
        defer wg.Done()""", """for _, img := range images {
    wg.Add(1)
    go func(img Image) {
        defer wg.Done()""")])

S("go/context", "paraphrase", "code_block", "same_topic",
  T("Put a 3 second timeout on the call to the pricing service",
    """Derive a context with a deadline from the request context and pass it down. In the handler, `ctx, _ := context.WithTimeout(r.Context(), 3*time.Second)` and then `price, err := pricing.Quote(ctx, sku)`. If the pricing service doesn't answer within three seconds, `Quote` gets `context.DeadlineExceeded` from the HTTP client and you can map that to a 504.

Deriving from `r.Context()` means the call is also cancelled when the client disconnects, so you don't keep waiting for a price nobody will see.""",
    "don't throw away the cancel func — go vet reports it (lostcancel) and the timer sticks around until it fires. ctx, cancel := ...; defer cancel()",
    "ctx, _ := context.WithTimeout(r.Context(), 3*time.Second)",
    "ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)"),
  R("bound how long the inventory query can take",
    """Give the query its own deadline, shorter than the request's, so a slow database doesn't eat the whole budget:

```go
dbCtx, _ := context.WithTimeout(ctx, 800*time.Millisecond)
rows, err := db.QueryContext(dbCtx, inventorySQL, warehouseID)
if err != nil {
    return nil, fmt.Errorf("inventory query: %w", err)
}
defer rows.Close()
```

`database/sql` passes the cancellation to the driver, and both pgx and lib/pq cancel the query on the server side as well, so a timed-out query doesn't keep running in Postgres.""",
    [r"re:dbCtx\s*,\s*[a-zA-Z]\w*\s*:?=\s*context\.WithTimeout\(", r"re:defer\s+\w*[cC]ancel\w*\(\)"],
    [r"re:dbCtx\s*,\s*_\s*:?="]),
  C("How do I tell a timeout apart from other errors coming back from the HTTP client?",
    """Check for `context.DeadlineExceeded` with `errors.Is`; the client wraps it inside a `*url.Error`, and `errors.Is` unwraps the chain for you:

```go
resp, err := client.Do(req)
if err != nil {
    if errors.Is(err, context.DeadlineExceeded) {
        return nil, ErrUpstreamTimeout
    }
    return nil, fmt.Errorf("call pricing: %w", err)
}
defer resp.Body.Close()
```

A timeout set with `http.Client.Timeout` (instead of a context) shows up as a `net.Error` whose `Timeout()` returns true, so if you use both mechanisms, check for that too. `context.Canceled` means the caller went away, which is usually worth logging at a lower level than a real timeout."""),
  key="ctx, _ := context.WithTimeout(r.Context()",
  fixed=[("dbCtx, _ := context.WithTimeout(ctx, 800*time.Millisecond)\n",
          "dbCtx, cancel := context.WithTimeout(ctx, 800*time.Millisecond)\ndefer cancel()\n")])

S("go/strings", "semantic", "reworded", "unrelated",
  T("Parse the comma-separated list of allowed origins from the env var; it may be empty",
    """Split on commas and trim each entry:

```go
var origins []string
for _, o := range strings.Split(os.Getenv("ALLOWED_ORIGINS"), ",") {
    origins = append(origins, strings.TrimSpace(o))
}
```

When the variable is unset, `strings.Split` on the empty string returns an empty slice, so `origins` stays empty and the CORS middleware will reject every cross-origin request, which is a safe default.""",
    """Split("", ",") gives you a slice with one empty string in it, not an empty slice — so origins ends up as [""]. Check for empty first.""",
    "`strings.Split` on the empty string returns an empty slice",
    "`strings.Split` on the empty string returns a slice holding one empty string"),
  R("the TAGS env var holds tags separated by semicolons; turn it into a slice, unset means no tags",
    """`strings.Split` does the whole job, including the unset case:

```go
tags := strings.Split(os.Getenv("TAGS"), ";")
```

If `TAGS` isn't set, `os.Getenv` returns `""` and splitting an empty input gives back a zero-length slice, so `len(tags)` is 0 and there's nothing to special-case. Trailing separators (`a;b;`) do produce an empty last element, though, so filter those out if people are likely to type them.""",
    [r"""re:!=\s*""|==\s*""|FieldsFunc"""],
    [r"re:(?i)splitting an empty input gives back a zero-length slice"]),
  C("Shut the HTTP server down gracefully on SIGTERM",
    """Run the server in a goroutine, wait for the signal, then call `Shutdown` with a deadline:

```go
srv := &http.Server{Addr: ":8080", Handler: mux}
go func() {
    if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
        log.Fatalf("listen: %v", err)
    }
}()

ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
defer stop()
<-ctx.Done()

shutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
defer cancel()
if err := srv.Shutdown(shutdownCtx); err != nil {
    log.Printf("forced shutdown: %v", err)
}
```

`Shutdown` stops accepting new connections and waits for in-flight requests. Keep the 20 seconds below Kubernetes' `terminationGracePeriodSeconds` (30 by default) so the pod isn't killed mid-drain."""),
  key="on the empty string returns an empty slice",
  fixed=[("""tags := strings.Split(os.Getenv("TAGS"), ";")""", """var tags []string
if v := os.Getenv("TAGS"); v != "" {
    tags = strings.Split(v, ";")
}"""),
         ("""If `TAGS` isn't set, `os.Getenv` returns `""` and splitting an empty input gives back a zero-length slice, so `len(tags)` is 0 and there's nothing to special-case.""",
          """The empty check matters: `strings.Split("", ";")` returns a slice holding one empty string, not an empty slice, so without it an unset `TAGS` would give you one blank tag.""")])

# ====================================================================== Rust

S("rust/strings", "literal", "casing", "unrelated",
  T("Truncate the commit subject to 50 characters for the changelog",
    """Check the length and slice when it's too long, adding an ellipsis:

```rust
fn short_subject(subject: &str) -> String {
    if subject.len() > 50 {
        format!("{}…", &subject[..49])
    } else {
        subject.to_string()
    }
}
```

`str::len()` returns the number of characters in the string, so the result is at most 50 characters including the ellipsis. Trim trailing whitespace before adding the ellipsis if subjects tend to break at a space.""",
    "len() is the length in bytes, not characters. And &subject[..49] panics as soon as byte 49 lands inside a multi-byte char, which any umlaut in a subject can cause. Use chars().count() / char_indices().",
    "returns the number of characters in the string", "returns the length in bytes, not characters"),
  R("Document the helper that validates usernames (max 32 chars)",
    """Here's the function with rustdoc comments. The first line becomes the summary in the generated docs, so keep it short:

```rust
/// Validates a username against the signup rules.
///
/// # Rules
///
/// * Not empty.
/// * Length: The number of characters in the string, via `str::len()`, at most 32.
/// * Only ASCII letters, digits, `-` and `_`.
pub fn validate_username(name: &str) -> Result<(), UsernameError> {
    if name.is_empty() {
        return Err(UsernameError::Empty);
    }
    if name.len() > 32 {
        return Err(UsernameError::TooLong);
    }
    if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        return Err(UsernameError::InvalidChar);
    }
    Ok(())
}
```

Run `cargo doc --open` to check how the rules render; rustdoc turns the `*` lines into a bulleted list under a "Rules" heading.""",
    [r"re:(?i)bytes|chars\(\)\.count\(\)"],
    [r"re:(?i)number of characters in the string, via"]),
  C("Read a TOML config file into a struct in Rust",
    """With `serde` and the `toml` crate, derive `Deserialize` and parse the file contents:

```rust
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Config {
    listen: String,
    database_url: String,
    #[serde(default = "default_pool_size")]
    pool_size: u32,
}

fn default_pool_size() -> u32 { 10 }

fn load(path: &std::path::Path) -> anyhow::Result<Config> {
    let text = std::fs::read_to_string(path)?;
    Ok(toml::from_str(&text)?)
}
```

Missing required fields produce an error that names the field and the line, which is usually clear enough to show to whoever is editing the file. Add `#[serde(deny_unknown_fields)]` on the struct if you want typos in key names to fail loudly too."""),
  key="the number of characters in the string",
  fixed=[("/// * Length: The number of characters in the string, via `str::len()`, at most 32.",
          "/// * Length: at most 32 bytes, via `str::len()` (names are ASCII-only, so that is also 32 characters).")])

S("rust/env", "literal", "reworded", "already_correct",
  T("Take the input file path as the first command-line argument, no clap",
    """For a single positional argument `std::env::args` is enough:

```rust
fn main() {
    let path = std::env::args().nth(0).expect("usage: tally <file>");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    println!("{}", text.lines().count());
}
```

`nth(0)` takes the first argument passed to the program. If the tool grows a second argument or any flags, switch to `clap` with the derive API — hand-rolled parsing gets messy quickly.""",
    "isn't nth(0) the binary's own path? The first real argument should be nth(1).",
    "args().nth(0)", "args().nth(1)"),
  R("tiny rust cli that prints the sha256 of the file given on the command line",
    """With the `sha2` crate it's a few lines; read the file in one go since you're hashing all of it anyway:

```rust
use sha2::{Digest, Sha256};

fn main() -> std::io::Result<()> {
    let path = std::env::args().nth(0).expect("usage: sha <file>");
    let bytes = std::fs::read(&path)?;
    let digest = Sha256::digest(&bytes);
    println!("{:x}  {}", digest, path);
    Ok(())
}
```

The output format matches `sha256sum` (hash, two spaces, file name), so you can compare the two directly. For multi-gigabyte files, stream through a `BufReader` and call `hasher.update` on chunks instead of reading everything into memory.""",
    [r"re:args\(\)\.nth\(1\)|args\(\)\.skip\(1\)"],
    ["args().nth(0)"]),
  C("Collect all command-line arguments after the program name into a Vec<String>",
    """Skip the first item — that's the program path — and collect the rest:

```rust
let files: Vec<String> = std::env::args().skip(1).collect();
if files.is_empty() {
    eprintln!("usage: lint <file>...");
    std::process::exit(2);
}
```

`env::args` panics if an argument isn't valid Unicode; use `env::args_os()` and keep `OsString`s if the tool might be handed arbitrary file names on Linux."""),
  key="args().nth(0)",
  fixed=[("std::env::args().nth(0)", "std::env::args().nth(1)")],
  holds="args().skip(1)")

S("rust/sync", "literal", "code_block", "lookalike",
  T("Share a counter between threads in Rust and increment it from each",
    """Wrap it in `Arc<Mutex<_>>` so each thread owns a handle to the same counter. Inside the thread, take the lock with `let mut n = counter.lock();` and increment through the guard with `*n += 1`; the lock is released when the guard goes out of scope at the end of the closure.

For a plain counter, `AtomicU64` with `fetch_add(1, Ordering::Relaxed)` is lighter than a mutex and can't deadlock, so prefer that unless the counter is part of a bigger piece of state.""",
    "lock() returns a LockResult. .unwrap() it.",
    "let mut n = counter.lock();", "let mut n = counter.lock().unwrap();"),
  R("keep a running count of processed jobs across worker threads",
    """Share the count through an `Arc` and clone a handle into each worker:

```rust
use std::sync::{Arc, Mutex};
use std::thread;

let counter = Arc::new(Mutex::new(0u64));
let mut handles = Vec::new();
for chunk in jobs.chunks(100) {
    let counter = Arc::clone(&counter);
    let chunk = chunk.to_vec();
    handles.push(thread::spawn(move || {
        for job in chunk {
            process(job);
            let mut n = counter.lock();
            *n += 1;
        }
    }));
}
for h in handles {
    h.join().unwrap();
}
println!("processed {}", *counter.lock().unwrap());
```

Taking the lock once per job is fine at this volume; if profiling shows contention, count locally in each thread and add the total once at the end.""",
    [r"re:let mut n = counter\.lock\(\)\.(unwrap\(\)|expect\()"],
    [r"re:counter\.lock\(\);"]),
  C("In our tokio service, keep a request counter shared across handlers",
    """In async code that holds the lock across an `.await`, use `tokio::sync::Mutex`; its `lock()` is async and returns the guard directly:

```rust
use std::sync::Arc;
use tokio::sync::Mutex;

#[derive(Clone)]
struct AppState {
    requests: Arc<Mutex<u64>>,
}

async fn handler(State(state): State<AppState>) -> String {
    let mut n = state.requests.lock().await;
    *n += 1;
    format!("request #{}", *n)
}
```

There's no poisoning in tokio's mutex, so no `unwrap()`. For a bare counter like this, though, an `AtomicU64` is simpler and doesn't need a lock at all; the tokio mutex earns its keep when the guarded state is bigger and you genuinely need to hold it across an await."""),
  key="let mut n = counter.lock();",
  fixed=[("            let mut n = counter.lock();\n", "            let mut n = counter.lock().unwrap();\n")],
  trap=".lock().await")

S("rust/time", "paraphrase", "identifier", "lookalike",
  T("Time how long the index rebuild takes and put the milliseconds into our metrics struct (field is u64)",
    """`Instant` is the right clock for this — it's monotonic, so wall-clock adjustments can't skew the measurement:

```rust
let started = Instant::now();
rebuild_index(&mut index)?;
let elapsed = started.elapsed();
metrics.rebuild_ms = elapsed.as_millis();
```

`Duration::as_millis()` returns a `u64`, so it drops straight into the field. If you also want sub-millisecond precision in the logs, `elapsed.as_secs_f64()` gives you fractional seconds.""",
    "the metrics field is u64, yes, but as_millis returns u128, so that assignment won't compile. It needs a conversion (try_from or `as u64`).",
    "`Duration::as_millis()` returns a `u64`", "`Duration::as_millis()` returns a `u128`"),
  R("record request latency in ms in our histogram, which takes u64 values",
    """Measure around the inner service call and record when it returns:

```rust
let t0 = Instant::now();
let response = inner.call(req).await;
let latency_ms: u64 = t0.elapsed().as_millis();
LATENCY.record(latency_ms);
```

If the histogram library has a `record_duration` helper that takes a `Duration` directly, use that instead and let it pick the unit — it avoids this conversion entirely.""",
    [r"re:as_millis\(\)\s+as\s+u64|u64::try_from\(\s*t0\.elapsed\(\)\.as_millis\(\)\s*\)|as_millis\(\)\.try_into\(\)"],
    [r"re:let latency_ms: u64 = t0\.elapsed\(\)\.as_millis\(\);"]),
  C("Log the uptime in whole seconds on the status endpoint",
    """Store the start `Instant` in the app state and compute the difference per request:

```rust
let uptime_secs: u64 = state.started.elapsed().as_secs();
Json(json!({ "status": "ok", "uptime_secs": uptime_secs }))
```

`Duration::as_secs()` returns a `u64` and truncates the fractional part, which is what you want for a whole-second uptime."""),
  key="as_millis()` returns a `u64`",
  fixed=[("let latency_ms: u64 = t0.elapsed().as_millis();", "let latency_ms = u64::try_from(t0.elapsed().as_millis()).unwrap_or(u64::MAX);")],
  trap="returns a `u64`")

S("rust/collections", "paraphrase", "identifier", "unrelated",
  T("Compute the p99 from a Vec<f64> of latency samples",
    """Sort the samples and index at the 99th percentile position:

```rust
fn p99(mut samples: Vec<f64>) -> Option<f64> {
    if samples.is_empty() {
        return None;
    }
    samples.sort();
    let idx = ((samples.len() as f64) * 0.99).ceil() as usize - 1;
    Some(samples[idx])
}
```

This is the nearest-rank method. For large sample counts a streaming estimator such as an HDR histogram or t-digest avoids keeping every sample in memory, but for a few thousand values per interval sorting is fine.""",
    "f64 isn't Ord, so sort() doesn't compile on a Vec<f64>. samples.sort_by(|a, b| a.total_cmp(b))",
    "samples.sort();", "samples.sort_by(|a, b| a.total_cmp(b));"),
  R("find the median price from the scraped listings (Vec<f64>)",
    """Sort a copy and take the middle element, averaging the two middle ones for an even count:

```rust
fn median(prices: &[f64]) -> Option<f64> {
    if prices.is_empty() {
        return None;
    }
    let mut sorted = prices.to_vec();
    sorted.sort();
    let mid = sorted.len() / 2;
    Some(if sorted.len() % 2 == 0 {
        (sorted[mid - 1] + sorted[mid]) / 2.0
    } else {
        sorted[mid]
    })
}
```

Filter out `NaN` values before calling this if the scraper can produce them (a failed parse, say), since they'd otherwise end up at one end of the ordering and shift the median.""",
    [r"re:sorted\.(sort_by|sort_unstable_by|sort_by_key)\("],
    ["sorted.sort();"]),
  C("Read lines from stdin in Rust and print only the non-empty ones",
    """Lock stdin once and iterate over its lines; `lines()` strips the trailing newline for you:

```rust
use std::io::{self, BufRead};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        let line = line?;
        if !line.trim().is_empty() {
            println!("{line}");
        }
    }
    Ok(())
}
```

`println!` locks stdout on every call; for big inputs, take `io::stdout().lock()` once, wrap it in a `BufWriter`, and `writeln!` into that instead — it's noticeably faster."""),
  key="samples.sort();",
  fixed=[("    sorted.sort();\n", "    sorted.sort_by(|a, b| a.total_cmp(b));\n")])

S("rust/iterators", "paraphrase", "code_block", "same_topic",
  T("Split the comma-separated header value into a list of trimmed parts",
    """Split on the comma, trim each piece and collect: `header_value.split(',').map(|p| p.trim()).collect::<Vec<String>>()` gives you the parts as a vector, in the order they appear in the header.

The pieces borrow from `header_value`, so they stay valid as long as the header value does. Filter out empty pieces with `.filter(|p| !p.is_empty())` before collecting if clients send trailing commas.""",
    "split and trim give you &str, you can't collect those into a Vec<String>. Either Vec<&str> or .map(String::from) first.",
    ".collect::<Vec<String>>()", ".collect::<Vec<&str>>()"),
  R("parse a PATH-like env var into its directories",
    """Split on the separator and drop empty entries, which shells treat as the current directory and you probably don't want:

```rust
let dirs: Vec<String> = std::env::var("PLUGIN_PATH")
    .unwrap_or_default()
    .split(':')
    .filter(|d| !d.is_empty())
    .collect();
```

If the variable should follow the platform's PATH conventions (`;` on Windows), use `std::env::split_paths` instead, which handles that for you and yields `PathBuf`s.""",
    [r"re:\.map\(\s*(String::from|str::to_string|str::to_owned|ToString::to_string|Into::into|\|\w+\|\s*\w+\.to_(string|owned)\(\))\s*\)|split_paths\(\s*&"],
    [r"re:\.filter\(\|d\| !d\.is_empty\(\)\)\s*\n\s*\.collect\(\);"]),
  C("Count word frequencies in a text with a HashMap in Rust",
    """`split_whitespace` plus the entry API keeps it short:

```rust
use std::collections::HashMap;

fn word_counts(text: &str) -> HashMap<&str, usize> {
    let mut counts = HashMap::new();
    for word in text.split_whitespace() {
        *counts.entry(word).or_insert(0) += 1;
    }
    counts
}
```

The keys borrow from `text`, so the map can't outlive it; if you need to keep the counts around after the text is gone, use `HashMap<String, usize>` and insert `word.to_string()`. For case-insensitive counts, lowercase the text once up front rather than each word."""),
  key=".collect::<Vec<String>>()",
  fixed=[("    .filter(|d| !d.is_empty())\n    .collect();", "    .filter(|d| !d.is_empty())\n    .map(String::from)\n    .collect();")])

S("rust/strings", "paraphrase", "identifier", "unrelated",
  T("Our git tags look like v1.4.2; get the version without the v",
    """`strip_prefix` removes the leading `v`:

```rust
let version: &str = tag.strip_prefix('v');
let parsed = semver::Version::parse(version)?;
```

Parsing with the `semver` crate right away means a malformed tag fails here with a clear error rather than somewhere downstream when versions are compared.""",
    "strip_prefix returns Option<&str> (None when there's no v), so this doesn't type-check. tag.strip_prefix('v').unwrap_or(tag)",
    "let version: &str = tag.strip_prefix('v');", "let version: &str = tag.strip_prefix('v').unwrap_or(tag);"),
  R("the API key header is 'Token abc123', pull out the key part",
    """Strip the scheme and reject anything else as unauthorized:

```rust
let raw = req.headers().get(AUTHORIZATION).and_then(|v| v.to_str().ok()).unwrap_or("");
let key: &str = raw.strip_prefix("Token ");
if key.is_empty() {
    return Err(StatusCode::UNAUTHORIZED);
}
let account = keys.lookup(key).await.ok_or(StatusCode::UNAUTHORIZED)?;
```

Compare keys in constant time if you ever check them against a stored value yourself; here the lookup goes through a hashed index, so timing doesn't leak anything useful.""",
    [r"""re:strip_prefix\("Token "\)\s*(\.|\?|else)|Some\(key\)\s*=\s*raw\.strip_prefix"""],
    [r"""re:let key: &str = raw\.strip_prefix\("Token "\);"""]),
  C("Implement Display for our Severity enum so it prints in lowercase",
    """Match on the variants and write the text you want:

```rust
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Info,
    Warning,
    Critical,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Critical => "critical",
        };
        f.write_str(s)
    }
}
```

Using `f.write_str` rather than `write!(f, "{}", s)` skips the formatting machinery, though honestly either is fine. If you also deserialize these from config, `#[serde(rename_all = "lowercase")]` keeps both directions consistent."""),
  key="= tag.strip_prefix('v');",
  fixed=[("""let key: &str = raw.strip_prefix("Token ");""", """let key: &str = raw.strip_prefix("Token ").ok_or(StatusCode::UNAUTHORIZED)?;""")])

S("rust/strings", "paraphrase", "reworded", "unrelated",
  T("Turn the bytes we got from the socket into a String",
    """`String::from_utf8` takes ownership of the `Vec<u8>` without copying:

```rust
let text: String = String::from_utf8(buf);
handle_line(&text);
```

It validates the bytes as UTF-8 and hands you the string. If the peer might send invalid sequences and you'd rather not fail, `String::from_utf8_lossy(&buf)` replaces bad bytes with U+FFFD instead.""",
    "from_utf8 returns Result<String, FromUtf8Error>. It needs a ? or a match, assigned straight to a String it won't compile.",
    "let text: String = String::from_utf8(buf);", "let text: String = String::from_utf8(buf)?;"),
  R("the subprocess output comes back as Vec<u8>; I want it as a String to search in",
    """`Output::stdout` is a `Vec<u8>`, and converting it is a single call that reuses the buffer:

```rust
let out = Command::new("git").args(["log", "--oneline", "-n", "50"]).output()?;
let log: String = String::from_utf8(out.stdout);
let fixes = log.lines().filter(|l| l.contains("fix")).count();
```

`String::from_utf8` simply gives back the `String`; no error handling is needed for git's output. Check `out.status.success()` before using the output, though — a failed command usually leaves stdout empty and puts the reason in `out.stderr`.""",
    [r"re:String::from_utf8\(out\.stdout\)\s*(\?|\.unwrap\(|\.expect\(|\.map_err\()|from_utf8_lossy\(&out\.stdout\)"],
    [r"re:String::from_utf8\(out\.stdout\);", r"re:(?i)simply gives back the `?String`?"]),
  C("Add a --verbose flag with clap derive",
    """With clap's derive API a boolean flag is just a `bool` field:

```rust
use clap::Parser;

#[derive(Parser, Debug)]
#[command(version, about = "Sync bookmarks between browsers")]
struct Args {
    /// Print every bookmark as it is synced
    #[arg(short, long)]
    verbose: bool,

    /// Profile directory to read from
    #[arg(long, default_value = "~/.config/marks")]
    profile: String,
}

fn main() {
    let args = Args::parse();
    if args.verbose {
        eprintln!("reading profile {}", args.profile);
    }
}
```

The doc comments become the help text in `--help`. Note that clap doesn't expand `~`; resolve it yourself (the `dirs` crate gives you the home directory) before opening the path."""),
  key=": String = String::from_utf8(buf);",
  fixed=[("let log: String = String::from_utf8(out.stdout);", "let log: String = String::from_utf8(out.stdout)?;"),
         ("`String::from_utf8` simply gives back the `String`; no error handling is needed for git's output.",
          "`String::from_utf8` returns a `Result`, failing if the bytes aren't valid UTF-8, hence the `?`.")])

# ====================================================================== Java

S("java/time", "literal", "identifier", "already_correct",
  T("Format the statement date as 2024-12-31 in the PDF header (Java 17)",
    """Define the formatter once as a constant — `DateTimeFormatter` is immutable and thread-safe, unlike the old `SimpleDateFormat`:

```java
private static final DateTimeFormatter HEADER_DATE = DateTimeFormatter.ofPattern("YYYY-MM-dd");

String header = "Statement date: " + statement.getDate().format(HEADER_DATE);
```

For exactly this shape you could also use the built-in `DateTimeFormatter.ISO_LOCAL_DATE`, which produces the same output without a pattern string.""",
    "YYYY is the week-based year, so 2024-12-30 prints as 2025-12-30. It has to be yyyy (or uuuu).",
    """ofPattern("YYYY-MM-dd")""", """ofPattern("yyyy-MM-dd")"""),
  R("Add the export date to the CSV file name in the Java batch job",
    """Build the name from today's date in the job's configured zone, not the JVM default, so it doesn't shift when the job runs on a server in another region:

```java
private static final DateTimeFormatter FILE_DATE = DateTimeFormatter.ofPattern("YYYY-MM-dd");

Path target = exportDir.resolve("customers-" + LocalDate.now(jobZone).format(FILE_DATE) + ".csv");
```

With the date first in year-month-day order, the files sort chronologically in a directory listing, which makes it easy to find the latest export or prune old ones by name.""",
    [r"""re:ofPattern\("(yyyy|uuuu)-MM-dd"\)|ISO_LOCAL_DATE"""],
    [r"""re:ofPattern\("YYYY"""]),
  C("Parse dates like 31.12.2024 from the German supplier feed in Java",
    """Use a pattern with the day first and dots as separators:

```java
private static final DateTimeFormatter SUPPLIER_DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy");

LocalDate delivery = LocalDate.parse(row.get("Liefertermin"), SUPPLIER_DATE);
```

`yyyy` is the year-of-era, which is what you want for calendar dates. `LocalDate.parse` throws `DateTimeParseException` on anything that doesn't match, so wrap it if the feed occasionally has blank cells and you'd rather skip those rows than fail the import."""),
  key="""ofPattern("YYYY-MM-dd")""",
  fixed=[("""ofPattern("YYYY-MM-dd")""", """ofPattern("yyyy-MM-dd")""")],
  holds="""ofPattern("dd.MM.yyyy")""")

S("java/strings", "literal", "code_block", "lookalike",
  T("Compare two version strings like 1.10.2 and 1.9.7 in Java",
    """Split both on the dots and compare the parts numerically, left to right. For each string, `String[] parts = version.split(".");` gives you the components; parse each with `Integer.parseInt` and compare position by position, treating a missing part as zero so `1.2` equals `1.2.0`.

Comparing numerically is the important bit — as strings, `"10"` sorts before `"9"`, which is exactly the `1.10.2` vs `1.9.7` case you mentioned.""",
    r"""split takes a regex in Java, "." matches every character and you get an empty array back. String[] parts = version.split("\\.");""",
    """version.split(".")""", r"""version.split("\\.")"""),
  R("in the plugin loader, reject plugins whose major version differs from ours",
    """Parse the first component of each version and compare:

```java
static int majorOf(String version) {
    String[] parts = version.split(".");
    return Integer.parseInt(parts[0]);
}

if (majorOf(plugin.getVersion()) != majorOf(HOST_VERSION)) {
    throw new IncompatiblePluginException(plugin.getId(), plugin.getVersion());
}
```

Versions with a pre-release suffix like `2.0.0-rc1` still work here, since only the first component is parsed. If plugins can declare ranges (`>=2.1`), you'll want a proper semver library instead of comparing majors by hand.""",
    [r"""re:version\.split\("(\\\\\.|\[\.\])"\)|Pattern\.quote\("\."\)"""],
    ["""version.split(".")"""]),
  C("In the frontend, show only the major.minor part of the app version",
    r"""In JavaScript `split` with a string argument splits on that literal string, so a plain dot works:

```js
const [major, minor] = APP_VERSION.split(".");
versionEl.textContent = `v${major}.${minor}`;
```

`APP_VERSION` is injected at build time by Vite's `define`, so this costs nothing at runtime. If you ever pass a regex instead, remember to escape the dot (`/\./`), since an unescaped `.` matches any character."""),
  key="""version.split(".")""",
  fixed=[("""String[] parts = version.split(".");""", r"""String[] parts = version.split("\\.");""")],
  trap=""".split(".")""")

S("java/collections", "paraphrase", "identifier", "lookalike",
  T("Return 404 if the customer has no orders (Spring controller)",
    """`findByCustomerId` returns a `List<Order>`, so check whether it's empty before building the response:

```java
@GetMapping("/customers/{id}/orders")
public ResponseEntity<List<OrderDto>> orders(@PathVariable long id) {
    List<Order> orders = orderRepository.findByCustomerId(id);
    if (orders.length == 0) {
        return ResponseEntity.notFound().build();
    }
    return ResponseEntity.ok(orders.stream().map(OrderDto::from).toList());
}
```

Whether "no orders" should be a 404 or an empty 200 is worth a quick conversation with the frontend — an empty list is usually easier for clients to handle than an error.""",
    "List has no length field, that's arrays. orders.isEmpty() (or size() == 0).",
    "orders.length == 0", "orders.isEmpty()"),
  R("add the number of line items to the invoice summary DTO",
    """Map it in the static factory so the controller stays thin:

```java
public record InvoiceSummary(String number, int lineCount, BigDecimal total) {
    static InvoiceSummary from(Invoice invoice) {
        List<LineItem> lines = invoice.getLineItems();
        return new InvoiceSummary(invoice.getNumber(), lines.length, invoice.getTotal());
    }
}
```

If `getLineItems()` is a lazy JPA collection, calling it outside a transaction throws `LazyInitializationException`, so build the DTO inside the service method rather than in the controller.""",
    [r"re:lines\.size\(\)"],
    ["lines.length"]),
  C("Print a usage message when the CLI gets fewer than two arguments (Java)",
    """`args` is a plain `String[]`, so check its `length` field at the top of `main`:

```java
public static void main(String[] args) {
    if (args.length < 2) {
        System.err.println("usage: reconcile <ledger.csv> <bank.csv>");
        System.exit(64);
    }
    Path ledger = Path.of(args[0]);
    Path bank = Path.of(args[1]);
    new Reconciler(ledger, bank).run();
}
```

Exit code 64 is `EX_USAGE` from `sysexits.h`, which some scripts check for; any non-zero code works if nothing depends on it."""),
  key="orders.length == 0",
  fixed=[("lines.length,", "lines.size(),")],
  trap="args.length")

S("java/exceptions", "literal", "identifier", "lookalike",
  T("Read the page size from the request param and fall back to 25 if it's not a number",
    """Parse it and catch the failure case:

```java
int pageSize;
try {
    pageSize = Integer.parseInt(request.getParameter("size"));
} catch (ParseException e) {
    pageSize = 25;
}
```

`Integer.parseInt` also throws when the parameter is missing, because `getParameter` returns `null` — so the same catch covers both "absent" and "garbage". Clamp the result to a maximum (say 200) afterwards so nobody can request a million rows.""",
    "parseInt throws NumberFormatException, not ParseException. ParseException is checked and nothing in that try throws it, so this doesn't even compile. catch (NumberFormatException e)",
    "catch (ParseException e)", "catch (NumberFormatException e)"),
  R("make the retry count configurable via a system property, default 3",
    """Read the property once at startup:

```java
static int retryCount() {
    String raw = System.getProperty("sync.retries", "3");
    try {
        return Integer.parseInt(raw.trim());
    } catch (ParseException e) {
        log.warn("invalid sync.retries value '{}', using 3", raw);
        return 3;
    }
}
```

Logging the bad value instead of failing keeps a typo in a deployment script from taking the service down, while still leaving a trace of it in the logs.""",
    [r"re:catch\s*\(\s*NumberFormatException\s+\w+\s*\)"],
    ["ParseException"]),
  C("Parse the legacy dd/MM/yyyy dates with SimpleDateFormat, we're stuck on it in this module",
    """`SimpleDateFormat.parse` declares the checked `ParseException`, so you have to catch or rethrow it:

```java
Date parseLegacy(String raw) {
    SimpleDateFormat fmt = new SimpleDateFormat("dd/MM/yyyy");
    fmt.setLenient(false);
    try {
        return fmt.parse(raw);
    } catch (ParseException e) {
        throw new IllegalArgumentException("bad legacy date: " + raw, e);
    }
}
```

Create the formatter per call (as here) or keep it in a `ThreadLocal` — `SimpleDateFormat` isn't thread-safe, and sharing one instance across request threads produces wrong dates without any exception. `setLenient(false)` stops it from accepting things like `32/13/2024`."""),
  key="catch (ParseException e)",
  fixed=[("catch (ParseException e)", "catch (NumberFormatException e)")],
  trap="catch (ParseException e)")

S("java/time", "literal", "reworded", "unrelated",
  T("Get the quarter (1-4) from a LocalDate",
    """Take the month number and integer-divide:

```java
static int quarterOf(LocalDate date) {
    int month = date.getMonth();
    return (month - 1) / 3 + 1;
}
```

Months 1–3 give quarter 1, 4–6 give 2, and so on. There's also `date.get(IsoFields.QUARTER_OF_YEAR)`, which returns the same value and reads nicely if you only need the standard calendar quarter.""",
    "We're on Java 17, and getMonth() there gives you the Month enum, not an int. getMonthValue().",
    "int month = date.getMonth();", "int month = date.getMonthValue();"),
  R("Bucket the subscriptions by the month they started, as 1..12, for the renewal report",
    """A plain array indexed by month number is the simplest structure for twelve buckets:

```java
int[] perMonth = new int[13];
for (Subscription s : subscriptions) {
    LocalDate date = s.getStartDate();
    int month = date.getMonth();
    perMonth[month]++;
}
```

Index 0 stays unused so that `perMonth[3]` is March, which keeps the report code readable. If subscriptions span several years and you need to tell January 2024 from January 2025, group by `YearMonth.from(date)` instead.""",
    [r"re:date\.getMonthValue\(\)|date\.getMonth\(\)\.getValue\(\)"],
    ["int month = date.getMonth();"]),
  C("Count the lines in a large log file in Java without loading it all",
    """`Files.lines` streams the file lazily; close it with try-with-resources so the file handle is released:

```java
long count;
try (Stream<String> lines = Files.lines(logPath, StandardCharsets.UTF_8)) {
    count = lines.count();
}
```

If the log might contain bytes that aren't valid UTF-8, `Files.lines` throws `UncheckedIOException` with a `MalformedInputException` inside; use `ISO_8859_1` as the charset in that case, since every byte sequence is valid in it and you're only counting newlines anyway."""),
  key="int month = date.getMonth();",
  fixed=[("int month = date.getMonth();", "int month = date.getMonthValue();")])

S("java/strings", "paraphrase", "identifier", "lookalike",
  T("Mask the card number except the last four digits (Java)",
    """Keep the last four characters and replace the rest with asterisks:

```java
static String mask(String pan) {
    int visible = 4;
    String last4 = pan.substring(pan.length() - visible, visible);
    return "*".repeat(pan.length() - visible) + last4;
}
```

Make sure `pan` contains only digits before masking (strip spaces and dashes first); otherwise the count of asterisks won't line up with the printed card number.""",
    "Java's substring is (beginIndex, endIndex), not (start, length), so this throws for any real card number. pan.substring(pan.length() - visible)",
    "pan.substring(pan.length() - visible, visible)", "pan.substring(pan.length() - visible)"),
  R("the account reference has a 3-letter branch code starting at index 4 (like GB29XYZ0123456); extract it in Java",
    """The branch code starts at index 4 and is three characters long:

```java
static String branchCode(String ref) {
    if (ref.length() < 7) {
        throw new IllegalArgumentException("reference too short: " + ref);
    }
    return ref.substring(4, 3);
}
```

For `GB29XYZ0123456` that gives `XYZ`. Uppercase it with `toUpperCase(Locale.ROOT)` if references can come in lowercase from manual entry.""",
    [r"re:substring\(\s*4\s*,\s*(7|4\s*\+\s*3)\s*\)"],
    [r"re:substring\(\s*4\s*,\s*3\s*\)"]),
  C("In the C# reconciliation tool, take the 3-letter branch code starting at index 4 of the account reference",
    """In .NET, `Substring` takes a start index and a length, so it's `Substring(4, 3)`:

```csharp
static string BranchCode(string reference)
{
    if (reference.Length < 7)
        throw new ArgumentException($"reference too short: {reference}", nameof(reference));
    return reference.Substring(4, 3);
}
```

On C# 8+ you can write the same thing with a range, `reference[4..7]`, where the end is exclusive — handy if you find start/length and start/end easy to mix up."""),
  key="substring(pan.length() - visible, visible)",
  fixed=[("return ref.substring(4, 3);", "return ref.substring(4, 7);")],
  trap="Substring(4, 3)")

S("java/streams", "semantic", "reworded", "already_correct",
  T("Collect the active users into a list, then append the service account to it",
    """Since Java 16 you can end the stream with `toList()` directly:

```java
List<User> recipients = users.stream()
    .filter(User::isActive)
    .toList();
recipients.add(serviceAccount);
```

`Stream.toList()` gives you an ordinary mutable `ArrayList`, the same as `collect(Collectors.toList())` but shorter, so adding the service account afterwards is fine.""",
    "Pretty sure Stream.toList() is unmodifiable, so that add() throws UnsupportedOperationException? collect(Collectors.toCollection(ArrayList::new)) would work.",
    "`Stream.toList()` gives you an ordinary mutable `ArrayList`",
    "`Stream.toList()` returns an unmodifiable list"),
  R("build the list of notification channels from the user's settings and always add the in-app channel at the front",
    """Map the enabled settings to channels, then insert the in-app channel at index 0:

```java
List<Channel> channels = settings.getChannels().stream()
    .filter(ChannelSetting::enabled)
    .map(ChannelSetting::channel)
    .toList();
channels.add(0, Channel.IN_APP);
```

The list returned by `toList()` can be modified like any `ArrayList`, so inserting at the front works without copying. If the in-app channel could already be in the settings, check `channels.contains(Channel.IN_APP)` first to avoid sending it twice.""",
    [r"re:Collectors\.toCollection\(\s*ArrayList::new\s*\)|new ArrayList<>\(|Stream\.concat\(|Stream\.of\(Channel\.IN_APP\)"],
    [r"re:(?i)can be modified like any"]),
  C("What's the practical difference between Stream.toList() and Collectors.toList()?",
    """Mostly mutability. `Stream.toList()` (Java 16+) returns an unmodifiable list: `add`, `remove` and `set` all throw `UnsupportedOperationException`. `collect(Collectors.toList())` currently returns an `ArrayList`, but the Javadoc makes no guarantee about the type or its mutability, so code that modifies the result is relying on an implementation detail.

```java
List<String> names = people.stream().map(Person::name).toList();            // read-only
List<String> editable = people.stream().map(Person::name)
    .collect(Collectors.toCollection(ArrayList::new));                        // guaranteed mutable
```

The other difference is `null` handling: `Stream.toList()` allows null elements, whereas `Collectors.toUnmodifiableList()` rejects them. If you need a list you'll modify, say so explicitly with `toCollection(ArrayList::new)`."""),
  key="gives you an ordinary mutable `ArrayList`",
  fixed=[("    .toList();\nchannels.add(0, Channel.IN_APP);", "    .collect(Collectors.toCollection(ArrayList::new));\nchannels.add(0, Channel.IN_APP);"),
         ("The list returned by `toList()` can be modified like any `ArrayList`, so inserting at the front works without copying.",
          "`Stream.toList()` would return an unmodifiable list, so collect into an `ArrayList` explicitly to be able to insert at the front.")],
  holds="`Stream.toList()` (Java 16+) returns an unmodifiable list")

S("java/strings", "literal", "reworded", "same_topic",
  T("Reject a support ticket if the description is missing or just whitespace",
    """Check for null and for an empty description in the service before saving:

```java
if (ticket.getDescription() == null || ticket.getDescription().isEmpty()) {
    throw new ValidationException("description must not be blank");
}
```

`isEmpty()` covers the whitespace-only case as well, so `"   "` is rejected along with `""`. If you're already using Bean Validation on the DTO, `@NotBlank` on the field does the same check declaratively and keeps the service code free of it.""",
    """isEmpty() is only length() == 0, "   " goes straight through. That's isBlank() (Java 11+).""",
    "ticket.getDescription().isEmpty()", "ticket.getDescription().isBlank()"),
  R("when importing tickets from the old helpdesk, fill in a placeholder description if theirs is blank",
    """Do it in the mapper so every imported ticket passes the same validation as new ones:

```java
Ticket ticket = mapper.toTicket(legacy);
if (ticket.getDescription() == null || ticket.getDescription().isEmpty()) {
    ticket.setDescription("(no description in legacy system)");
}
```

A lot of legacy rows are just spaces or a stray newline, and `isEmpty()` treats those as empty too, so they'll get the placeholder. Count how many tickets hit this branch during a dry run; if it's a large share, product may want a different placeholder text.""",
    [r"re:getDescription\(\)\.isBlank\(\)|getDescription\(\)\.(strip|trim)\(\)\.isEmpty\(\)|StringUtils\.isBlank\("],
    ["getDescription().isEmpty()", r"re:`isEmpty\(\)` treats those as empty"]),
  C("Trim the ticket title before saving, but keep null as null",
    """`strip()` is the Unicode-aware version of `trim()`, so prefer it on Java 11+:

```java
String title = dto.getTitle();
ticket.setTitle(title == null ? null : title.strip());
```

`trim()` only removes characters up to U+0020, while `strip()` removes anything `Character.isWhitespace` accepts, such as an em space (U+2003). Non-breaking space (U+00A0) isn't whitespace by that definition, so neither method removes it — replace it explicitly if it shows up in your data."""),
  key="getDescription().isEmpty()",
  fixed=[("ticket.getDescription().isEmpty()", "ticket.getDescription().isBlank()"),
         ("and `isEmpty()` treats those as empty too,", "and `isBlank()` treats those as blank,")])

S("java/files", "literal", "casing", "lookalike",
  T("Load the SQL template from queries/report.sql as a String (Java 17)",
    """If the file lives on disk next to the app, `Files` reads it in one call:

```java
String sql = Files.readAllText(Path.of("queries", "report.sql"));
```

If it's packaged inside the jar under `src/main/resources`, though, it isn't a file on disk at runtime; use `getClass().getResourceAsStream("/queries/report.sql")` and read the stream with `new String(in.readAllBytes(), StandardCharsets.UTF_8)` instead.""",
    "Files.readAllText? Isn't that .NET? In Java it's Files.readString(path), UTF-8 by default.",
    "Files.readAllText(", "Files.readString("),
  R("read the whole license file into a string at startup and check it has our product id",
    """Read it once and fail fast with a clear message if it's not there:

```java
Path licensePath = Path.of(System.getProperty("app.home"), "license.txt");
String license = Files.ReadAllText(licensePath);
if (!license.contains(PRODUCT_ID)) {
    throw new IllegalStateException("license at " + licensePath + " is not for " + PRODUCT_ID);
}
```

`Files` throws `NoSuchFileException` (an `IOException`) if the file is missing, which already includes the path in its message, so you don't need a separate existence check.""",
    [r"re:Files\.readString\(\s*licensePath|new String\(Files\.readAllBytes\(\s*licensePath"],
    [r"re:(?i)Files\.readAllText\("]),
  C("In the .NET admin tool, read the license file into a string",
    """`System.IO.File` has a one-call helper for this:

```csharp
var licensePath = Path.Combine(AppContext.BaseDirectory, "license.txt");
string license = File.ReadAllText(licensePath);
if (!license.Contains(ProductId, StringComparison.Ordinal))
{
    throw new InvalidOperationException($"license at {licensePath} is not for {ProductId}");
}
```

`File.ReadAllText` detects a byte-order mark and otherwise assumes UTF-8. Use `await File.ReadAllTextAsync(licensePath)` if this runs inside an async startup path, so it doesn't block a thread-pool thread."""),
  key="Files.readAllText(",
  fixed=[("Files.ReadAllText(licensePath)", "Files.readString(licensePath)")],
  trap="File.ReadAllText(")

# ====================================================================== C#

S("csharp/collections", "literal", "identifier", "lookalike",
  T("Return early from the importer if the parsed batch is empty (C#)",
    """`ParseBatch` returns a `List<ImportRow>`, so check its size right after parsing:

```csharp
List<ImportRow> rows = parser.ParseBatch(stream);
if (rows.Length == 0)
{
    _logger.LogInformation("Batch {BatchId} was empty, nothing to import", batchId);
    return ImportResult.Empty;
}
```

Logging the empty batch at Information level is useful while the integration is new; once it's stable, drop it to Debug so a quiet night doesn't fill the logs.""",
    "Count. It's a List.",
    "rows.Length", "rows.Count"),
  R("In the CSV export, write just the header if there are no rows",
    """Handle the empty case up front so the main loop stays simple:

```csharp
var rows = await _repository.GetExportRowsAsync(filter, ct);
await writer.WriteLineAsync(string.Join(',', Columns));
if (rows.Length == 0)
{
    return;
}
foreach (var row in rows)
{
    await writer.WriteLineAsync(FormatRow(row));
}
```

`GetExportRowsAsync` returns `List<ExportRow>`, so nothing is streamed; for very large exports switch it to `IAsyncEnumerable<ExportRow>` and `await foreach`, which also makes the empty check unnecessary.""",
    [r"re:rows\.Count\s*==\s*0|rows\.Count\(\)\s*==\s*0|!rows\.Any\(\)"],
    ["rows.Length"]),
  C("Split the tag string on commas in C# and ignore it if nothing comes back",
    """`string.Split` returns an array, so you check `Length` on the result; `StringSplitOptions` handles the blank entries and whitespace for you:

```csharp
string[] tags = input.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);
if (tags.Length == 0)
{
    return Array.Empty<string>();
}
return tags.Distinct(StringComparer.OrdinalIgnoreCase).ToArray();
```

`TrimEntries` needs .NET 5 or later. On older frameworks, trim in a `Select` and filter out empty strings afterwards."""),
  key="rows.Length == 0",
  fixed=[("if (rows.Length == 0)", "if (rows.Count == 0)")],
  trap="tags.Length == 0")

S("csharp/datetime", "literal", "casing", "unrelated",
  T("Name the nightly backup file with the date, like backup-2025-03-14.zip (C#)",
    """Format the date into the file name with a custom format string:

```csharp
var fileName = $"backup-{DateTimeOffset.UtcNow.ToString("yyyy-mm-dd")}.zip";
var target = Path.Combine(_options.BackupDirectory, fileName);
```

Using UTC keeps the name stable regardless of the server's timezone, which matters if the job ever runs close to midnight. Pass `CultureInfo.InvariantCulture` as a second argument if the service might run under a culture with a non-Gregorian calendar.""",
    """mm is minutes in .NET format strings, month is MM — at 02:37 this writes backup-2025-37-14.zip. "yyyy-MM-dd".""",
    """"yyyy-mm-dd\"""", """"yyyy-MM-dd\""""),
  R("Add the date to the monthly statement PDF file names in the C# service",
    """Put the statement date first in the name so files sort chronologically:

```csharp
string fileName = $"{statement.Date.ToString("YYYY-MM-DD", CultureInfo.InvariantCulture)}-{statement.AccountId}.pdf";
await _storage.UploadAsync(fileName, pdfStream, ct);
```

Including the account id keeps names unique when several accounts share a statement date. If the storage is S3-compatible, avoid characters like `:` in object names — this format doesn't produce any.""",
    [r"""re:ToString\("yyyy-MM-dd"|:yyyy-MM-dd\}"""],
    [r"""re:"YYYY""", '-DD"', "yyyy-mm"]),
  C("Make the ASP.NET Core API return enums as strings instead of numbers",
    """Register `JsonStringEnumConverter` on the MVC JSON options:

```csharp
builder.Services
    .AddControllers()
    .AddJsonOptions(o =>
    {
        o.JsonSerializerOptions.Converters.Add(new JsonStringEnumConverter());
    });
```

By default the strings use the enum member names as written (`PendingReview`). Pass `JsonNamingPolicy.CamelCase` to the converter's constructor if the rest of your payloads are camelCase and you want `pendingReview` instead. Incoming requests still accept numeric values too, so existing clients that send numbers keep working."""),
  key="""ToString("yyyy-mm-dd\"""",
  fixed=[("""ToString("YYYY-MM-DD", CultureInfo.InvariantCulture)""", """ToString("yyyy-MM-dd", CultureInfo.InvariantCulture)""")])

S("csharp/datetime", "literal", "reworded", "unrelated",
  T("Show how long the import took, in minutes, in the admin dashboard",
    """Subtract the start from the end to get a `TimeSpan` and read its minutes:

```csharp
TimeSpan duration = run.FinishedAt - run.StartedAt;
var label = $"{duration.Minutes} min";
```

If imports can take less than a minute, show seconds for those instead, otherwise you'll see a lot of `0 min` entries — `duration.TotalSeconds < 60 ? $"{duration.Seconds} s" : ...` handles that.""",
    "I think Minutes is only the 0–59 component? A run of 2h10m would show 10 min. Probably (int)duration.TotalMinutes.",
    "duration.Minutes", "(int)duration.TotalMinutes"),
  R("Warn in the log when a sync run exceeds its 90 minute budget",
    """Compare the elapsed time against the budget when the run finishes and include the actual duration in the message:

```csharp
TimeSpan duration = DateTimeOffset.UtcNow - run.StartedAt;
if (duration > TimeSpan.FromMinutes(90))
{
    var took = $"{duration.Minutes} min";
    _logger.LogWarning("Sync {RunId} took {Took}, over the 90 min budget", run.Id, took);
}
```

Comparing `TimeSpan`s directly is exact and avoids unit mistakes in the condition. Structured logging keeps `Took` as its own field, so you can chart it later.""",
    [r"re:duration\.TotalMinutes"],
    ["{duration.Minutes}"]),
  C("Make the Money type immutable and compare by value (C#)",
    """A `record struct` gives you value equality and immutability with very little code:

```csharp
public readonly record struct Money(decimal Amount, string Currency)
{
    public Money Add(Money other)
    {
        if (other.Currency != Currency)
            throw new InvalidOperationException($"cannot add {other.Currency} to {Currency}");
        return this with { Amount = Amount + other.Amount };
    }
}
```

`readonly` makes the compiler reject any mutation inside the struct, and equality compares `Amount` and `Currency` member-wise. Keep `decimal` for money rather than `double`, so `0.1 + 0.2` is exactly `0.3`."""),
  key="{duration.Minutes} min",
  fixed=[("""var took = $"{duration.Minutes} min";""", """var took = $"{(int)duration.TotalMinutes} min";""")])

S("csharp/async", "literal", "code_block", "same_topic",
  T("Back off for a few seconds between retries in the async webhook sender",
    """Compute the delay from the attempt number and wait before the next try. In the retry loop, after a failed attempt, set `delay` to `TimeSpan.FromSeconds(Math.Pow(2, attempt))` and call `Thread.Sleep(delay)`, so the waits go 2, 4, 8 seconds.

Cap the number of attempts (five is plenty for webhooks) and put the message on a dead-letter table after the last one, so it can be replayed once the receiver is healthy again.""",
    "Don't block the thread in async code. await Task.Delay(delay, ct) instead of Thread.Sleep.",
    "Thread.Sleep(delay)", "await Task.Delay(delay, ct)"),
  R("the async health probe should wait a bit between checks while the service warms up",
    """Poll until the service reports ready or you run out of attempts:

```csharp
public async Task<bool> WaitUntilReadyAsync(CancellationToken ct)
{
    var delay = TimeSpan.FromMilliseconds(500);
    for (var i = 0; i < 20; i++)
    {
        using var response = await _http.GetAsync("/health/ready", ct);
        if (response.IsSuccessStatusCode)
            return true;
        Thread.Sleep(delay);
    }
    return false;
}
```

Twenty attempts at half a second gives the service ten seconds to warm up; raise the count for services that load large caches at startup.""",
    [r"re:await Task\.Delay\(\s*delay\s*(,\s*ct\s*)?\)"],
    ["Thread.Sleep("]),
  C("How do I cancel a long-running async export when the user closes the page?",
    """ASP.NET Core exposes the client disconnect as `HttpContext.RequestAborted`, and it's also what the framework binds to a `CancellationToken` parameter on the action. Pass it all the way down:

```csharp
[HttpGet("export")]
public async Task<IActionResult> Export(CancellationToken ct)
{
    var rows = await _reports.BuildExportAsync(ct);
    return File(rows.ToCsvBytes(), "text/csv", "export.csv");
}
```

Inside `BuildExportAsync`, pass `ct` to every EF Core query and `HttpClient` call, and call `ct.ThrowIfCancellationRequested()` between expensive CPU-bound steps. The resulting `OperationCanceledException` is handled by the framework; you don't need to log it as an error."""),
  key="Thread.Sleep(delay)",
  fixed=[("        Thread.Sleep(delay);\n", "        await Task.Delay(delay, ct);\n")])

S("csharp/parsing", "paraphrase", "reworded", "already_correct",
  T("The quantity field from the form might be junk; parse it in C#",
    """`int.Parse` converts the string, and for input that isn't a number it simply returns 0, so junk quantities end up as zero:

```csharp
int quantity = int.Parse(form["quantity"]);
if (quantity <= 0)
{
    ModelState.AddModelError("quantity", "Enter a quantity of at least 1.");
}
```

That lets the `<= 0` check cover both invalid and non-positive input with one error message.""",
    "int.Parse throws a FormatException on junk, it doesn't return 0 — you're thinking of TryParse. Use int.TryParse here.",
    "`int.Parse` converts the string, and for input that isn't a number it simply returns 0",
    "`int.Parse` throws a `FormatException` for input that isn't a number; `int.TryParse` returns false instead"),
  R("read the optional max-price filter from the query string",
    """Parse the value if it's present; `decimal.Parse` yields 0 when the text can't be read as a number, which conveniently means "no filter" here:

```csharp
decimal maxPrice = decimal.Parse(Request.Query["maxPrice"], CultureInfo.InvariantCulture);
var query = _db.Products.AsQueryable();
if (maxPrice > 0)
    query = query.Where(p => p.Price <= maxPrice);
```

`CultureInfo.InvariantCulture` makes sure `12.50` is read with a dot as the decimal separator regardless of the server's culture.""",
    [r"re:decimal\.TryParse\("],
    [r"re:(?i)yields 0 when the text can't be read", r"re:decimal maxPrice = decimal\.Parse\("]),
  C("Parse the page number from the query string and default to 1",
    """`int.TryParse` avoids exceptions for bad input: it returns `false` and sets the out value to 0 when the text isn't a valid integer:

```csharp
if (!int.TryParse(Request.Query["page"], out var page) || page < 1)
{
    page = 1;
}
```

Because `TryParse` sets `page` to 0 on failure, the `page < 1` branch catches both a missing parameter and junk. If you use `[FromQuery] int page = 1` on the action instead, model binding does this for you and records a model-state error for non-numeric input."""),
  key="isn't a number it simply returns 0",
  fixed=[("""Parse the value if it's present; `decimal.Parse` yields 0 when the text can't be read as a number, which conveniently means "no filter" here:""",
          """Parse the value if it's present; `decimal.TryParse` returns false (instead of throwing like `decimal.Parse`) when the text can't be read as a number, which means "no filter" here:"""),
         ("""decimal maxPrice = decimal.Parse(Request.Query["maxPrice"], CultureInfo.InvariantCulture);""",
          """decimal.TryParse(Request.Query["maxPrice"], NumberStyles.Number, CultureInfo.InvariantCulture, out var maxPrice);""")],
  holds="it returns `false` and sets the out value to 0")

S("csharp/linq", "paraphrase", "identifier", "already_correct",
  T("Look up the user by email and return 404 if there isn't one (EF Core)",
    """Query with `FirstAsync` and check the result:

```csharp
var user = await _db.Users.FirstAsync(u => u.Email == email, ct);
if (user == null)
{
    return NotFound();
}
return Ok(UserDto.From(user));
```

Make sure `Email` has a unique index; otherwise duplicate rows can exist and `FirstAsync` will silently pick one of them.""",
    "Deployed to staging and unknown emails give a 500 instead of a 404: FirstAsync throws when nothing matches, so the null check never runs. FirstOrDefaultAsync.",
    "_db.Users.FirstAsync(", "_db.Users.FirstOrDefaultAsync("),
  R("get the default shipping address for the customer, or null if they haven't set one",
    """Filter the customer's addresses by the default flag and take the first:

```csharp
public Address? GetDefaultAddress(Customer customer)
{
    var address = customer.Addresses.First(a => a.IsDefault);
    return address;
}
```

Returning `null` when there's no default lets the checkout page prompt for an address instead of erroring. With nullable reference types enabled, the `Address?` return type makes callers handle that case.""",
    [r"re:Addresses\.(FirstOrDefault|SingleOrDefault)\("],
    [r"re:Addresses\.First\("]),
  C("Find the latest invoice for an account, if there is one",
    """Order by the issue date descending and take the first row, allowing for no match:

```csharp
var latest = await _db.Invoices
    .Where(i => i.AccountId == accountId)
    .OrderByDescending(i => i.IssuedAt)
    .FirstOrDefaultAsync(ct);
```

`FirstOrDefaultAsync` returns `null` when the account has no invoices, so check for that before using the result. An index on `(AccountId, IssuedAt)` lets the database answer this without scanning all of the account's invoices."""),
  key="_db.Users.FirstAsync(",
  fixed=[("customer.Addresses.First(a => a.IsDefault)", "customer.Addresses.FirstOrDefault(a => a.IsDefault)")],
  holds="FirstOrDefaultAsync(ct)")

S("csharp/http", "semantic", "reworded", "lookalike",
  T("Call the inventory API from C# and treat any error response as a failure",
    """`HttpClient.GetAsync` already does the error handling for you:

```csharp
try
{
    using var response = await _http.GetAsync($"/v1/stock/{sku}", ct);
    var stock = await response.Content.ReadFromJsonAsync<StockLevel>(cancellationToken: ct);
    return stock;
}
catch (HttpRequestException ex)
{
    _logger.LogWarning(ex, "Inventory lookup failed for {Sku}", sku);
    return null;
}
```

If the API answers with a 4xx or 5xx status, `GetAsync` throws an `HttpRequestException`, so the catch block handles both network failures and error responses.""",
    "GetAsync doesn't throw on error status codes, only on network failures — you need response.EnsureSuccessStatusCode() before reading the body.",
    "If the API answers with a 4xx or 5xx status, `GetAsync` throws an `HttpRequestException`",
    "`GetAsync` does not throw for 4xx or 5xx responses; call `response.EnsureSuccessStatusCode()` to turn them into an `HttpRequestException`"),
  R("download the exchange rates file; if the provider returns an error we should keep yesterday's rates",
    """Wrap the download and fall back to the cached rates on failure:

```csharp
try
{
    using var response = await _http.GetAsync(RatesUrl, ct);
    await using var body = await response.Content.ReadAsStreamAsync(ct);
    return await RatesParser.ParseAsync(body, ct);
}
catch (HttpRequestException)
{
    _logger.LogWarning("Rates download failed, keeping cached rates from {Date}", _cache.Date);
    return _cache.Rates;
}
```

An error status from the provider (a 503 during their maintenance window, say) surfaces as an `HttpRequestException` from `GetAsync` itself, so it lands in the same catch as a DNS failure or a refused connection.""",
    [r"re:EnsureSuccessStatusCode\(\)|IsSuccessStatusCode"],
    [r"re:(?i)surfaces as an `?HttpRequestException`? from `?GetAsync`? itself"]),
  C("Fetch the plain-text changelog from our CDN and show it in the about dialog",
    """For a small text resource, `GetStringAsync` reads the whole body in one call:

```csharp
try
{
    var changelog = await _http.GetStringAsync("https://cdn.example.com/app/CHANGELOG.txt", ct);
    AboutDialog.ShowChangelog(changelog);
}
catch (HttpRequestException ex)
{
    AboutDialog.ShowChangelog($"Changelog unavailable ({ex.StatusCode?.ToString() ?? "network error"}).");
}
```

Unlike `GetAsync`, `GetStringAsync` throws an `HttpRequestException` when the server returns a non-success status code, so a 404 from the CDN ends up in the catch block too. `ex.StatusCode` is populated in that case (.NET 5+), which is what the message uses."""),
  key="`GetAsync` throws an `HttpRequestException`",
  fixed=[("    using var response = await _http.GetAsync(RatesUrl, ct);\n",
          "    using var response = await _http.GetAsync(RatesUrl, ct);\n    response.EnsureSuccessStatusCode();\n"),
         ("surfaces as an `HttpRequestException` from `GetAsync` itself,",
          "becomes an `HttpRequestException` through `EnsureSuccessStatusCode()`,")],
  trap="throws an `HttpRequestException`")

S("csharp/collections", "semantic", "reworded", "lookalike",
  T("Cache the parsed templates by name; re-registering a name should replace the old one",
    """A `Dictionary<string, Template>` keyed by name does it:

```csharp
private readonly Dictionary<string, Template> _templates = new(StringComparer.OrdinalIgnoreCase);

public void Register(string name, string source)
{
    _templates.Add(name, Template.Parse(source));
}
```

`Dictionary.Add` overwrites the existing entry when the key is already there, so registering the same name twice simply replaces the old template. The case-insensitive comparer means `Invoice` and `invoice` are treated as the same template.""",
    "Add throws an ArgumentException on a duplicate key. The indexer (_templates[name] = ...) is the one that replaces.",
    "`Dictionary.Add` overwrites the existing entry when the key is already there",
    "`Dictionary.Add` throws an `ArgumentException` when the key is already there; the indexer replaces the entry"),
  R("keep the latest heartbeat timestamp per device in memory",
    """A dictionary from device id to the last-seen time is enough; every heartbeat writes the new value:

```csharp
private readonly Dictionary<string, DateTimeOffset> _lastSeen = new();

public void OnHeartbeat(string deviceId, DateTimeOffset at)
{
    lock (_lastSeen)
    {
        _lastSeen.Add(deviceId, at);
    }
}
```

When a device that's already in the dictionary reports again, `Add` just updates its timestamp. The `lock` is there because heartbeats arrive on thread-pool threads; if contention becomes an issue, a `ConcurrentDictionary` with its indexer avoids the lock.""",
    [r"re:_lastSeen\[\s*deviceId\s*\]\s*=\s*at"],
    ["_lastSeen.Add(", r"re:(?i)`?Add`? just updates"]),
  C("Keep a per-tenant feature override map in C# where later config files win",
    """Load the files in order and assign through the indexer, so a later file replaces whatever an earlier one set:

```csharp
var overrides = new Dictionary<string, bool>(StringComparer.Ordinal);
foreach (var file in configFiles.OrderBy(f => f.Priority))
{
    foreach (var (flag, enabled) in file.Flags)
    {
        overrides[flag] = enabled;
    }
}
```

The indexer setter overwrites the existing entry when the key is already there and adds it otherwise, which is exactly the "last one wins" behaviour. Log when a value is overridden if people will need to debug which file a flag came from."""),
  key="`Dictionary.Add` overwrites the existing entry",
  fixed=[("_lastSeen.Add(deviceId, at);", "_lastSeen[deviceId] = at;"),
         ("When a device that's already in the dictionary reports again, `Add` just updates its timestamp.",
          "The indexer adds new devices and overwrites the timestamp of known ones (`Add` would throw on a repeat heartbeat).")],
  trap="overwrites the existing entry when the key is already there")

# ====================================================================== checks

EXPECTED_DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
EXPECTED_CONTROL = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}
MIN_PER_VARIATION = 5

# (scenario id whose key occurs, scenario id whose output holds it): pairs that are
# genuinely needed. Empty: every key is unique to its own scenario.
CROSS_ALLOW = set()

GO_CHECKER = r'''package main

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
	Error   string `json:"error"`
	Matches []bool `json:"matches"`
}

func main() {
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	var items []item
	if err := json.Unmarshal(data, &items); err != nil {
		panic(err)
	}
	out := make([]result, len(items))
	for i, it := range items {
		re, err := regexp.Compile(it.Pattern)
		if err != nil {
			out[i].Error = err.Error()
			continue
		}
		out[i].Matches = []bool{}
		for _, t := range it.Texts {
			out[i].Matches = append(out[i].Matches, re.MatchString(t))
		}
	}
	enc := json.NewEncoder(os.Stdout)
	if err := enc.Encode(out); err != nil {
		panic(err)
	}
}
'''


def check(text, spec):
    """Exactly as run.py evaluates a repeat check."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_ok(text, r):
    missing = [x for x in r["expect_contains"] if not check(text, x)]
    present = [x for x in r["expect_absent"] if check(text, x)]
    return not missing and not present, missing, present


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def fenced_spans(text):
    """Character ranges of ``` fenced blocks."""
    spans, pos = [], 0
    while True:
        a = text.find("```", pos)
        if a < 0:
            return spans
        b = text.find("```", a + 3)
        if b < 0:
            return spans
        spans.append((a, b + 3))
        pos = b + 3


def occurrences(text, sub):
    i = text.find(sub)
    while i >= 0:
        yield i
        i = text.find(sub, i + 1)


def in_fence(text, sub):
    spans = fenced_spans(text)
    return any(a <= i < b for i in occurrences(text, sub) for a, b in spans)


def outside_fence(text, sub):
    spans = fenced_spans(text)
    return any(not any(a <= i < b for a, b in spans) for i in occurrences(text, sub))


def word_occurs(text, sub):
    """sub occurs in text, not as the tail of a longer identifier (filepath.Join vs path.Join)."""
    for i in occurrences(text, sub):
        if i == 0 or not (sub[0].isalnum() and (text[i - 1].isalnum() or text[i - 1] == "_")):
            return True
    return False


def apply_fix(s, errors):
    text = s["repeat"]["output"]
    for old, new in s["fixed"]:
        n = text.count(old)
        if n != 1:
            errors.append("%s: fixed: %r occurs %d times in repeat.output" % (s["id"], old, n))
            continue
        text = text.replace(old, new)
    return text


def go_results(items):
    go = shutil.which("go")
    if not go:
        raise SystemExit("go is not installed; cannot check RE2 compatibility")
    tmp = tempfile.mkdtemp(prefix="dev20-re2-")
    try:
        with open(os.path.join(tmp, "main.go"), "w") as f:
            f.write(GO_CHECKER)
        with open(os.path.join(tmp, "items.json"), "w") as f:
            json.dump(items, f)
        env = dict(os.environ, GO111MODULE="off", GOFLAGS="")
        p = subprocess.run([go, "run", "main.go", "items.json"], cwd=tmp, env=env,
                           capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            raise SystemExit("go checker failed:\n%s%s" % (p.stdout, p.stderr))
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    errors = []
    for i, s in enumerate(SCENARIOS, 1):
        s["id"] = "d20-%03d" % i

    # ---------------------------------------------------------------- shape
    if len(SCENARIOS) != 60:
        errors.append("expected 60 scenarios, have %d" % len(SCENARIOS))
    ids = [s["id"] for s in SCENARIOS]
    if len(set(ids)) != len(ids) or ids != ["d20-%03d" % i for i in range(1, len(ids) + 1)]:
        errors.append("ids are not d20-001 ... in order")
    for s in SCENARIOS:
        sid = s["id"]
        for part, fields in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                             ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for f in fields:
                v = s[part].get(f)
                if not isinstance(v, str) or not v.strip():
                    errors.append("%s: %s.%s must be a non-empty string" % (sid, part, f))
        for f in ("expect_contains", "expect_absent"):
            v = s["repeat"].get(f)
            if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                errors.append("%s: repeat.%s must be a non-empty list of strings" % (sid, f))
        if not isinstance(s["topic"], str) or "/" not in s["topic"]:
            errors.append("%s: topic should look like language/area" % sid)
        if s["difficulty"] not in EXPECTED_DIFFICULTY:
            errors.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in EXPECTED_CONTROL:
            errors.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATIONS:
            errors.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if s["teach"]["gold_wrong"] == s["teach"]["gold_right"]:
            errors.append("%s: gold_wrong equals gold_right" % sid)
        if s["teach"]["gold_wrong"] not in s["teach"]["output"]:
            errors.append("%s: gold_wrong not in teach.output" % sid)
        outs = (s["teach"]["output"], s["repeat"]["output"], s["control"]["output"])
        if len(set(outs)) != 3:
            errors.append("%s: teach/repeat/control outputs are not distinct" % sid)
        if len({s["teach"]["query"], s["repeat"]["query"], s["control"]["query"]}) != 3:
            errors.append("%s: queries are not distinct" % sid)

    # ---------------------------------------------------------------- counts
    for field, want in (("difficulty", EXPECTED_DIFFICULTY), ("control_kind", EXPECTED_CONTROL)):
        got = Counter(s[field] for s in SCENARIOS)
        if dict(got) != want:
            errors.append("%s counts %s, want %s" % (field, dict(got), want))
    vc = Counter(s["repeat_variation"] for s in SCENARIOS)
    for v in VARIATIONS:
        if vc[v] < MIN_PER_VARIATION:
            errors.append("repeat_variation %s used %d times, need >= %d" % (v, vc[v], MIN_PER_VARIATION))

    # ---------------------------------------------------------------- per scenario
    for s in SCENARIOS:
        sid, key = s["id"], s["key"]
        r = s["repeat"]
        bad = False
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    bad = True
                    errors.append("%s: regex %r does not compile in Python: %s" % (sid, spec, e))
        if bad:
            s["_fixed_text"] = r["output"]
            continue
        ok, _, _ = fixed_ok(r["output"], r)
        if ok:
            errors.append("%s: repeat.output already passes its own checks" % sid)
        s["_fixed_text"] = fixed = apply_fix(s, errors)
        if fixed == r["output"]:
            errors.append("%s: fixed equals repeat.output" % sid)
        ok, missing, present = fixed_ok(fixed, r)
        if not ok:
            errors.append("%s: hand fix fails its checks (missing %s, still present %s)" % (sid, missing, present))

        if not key or key not in s["teach"]["output"]:
            errors.append("%s: key %r not in teach.output" % (sid, key))
        if s["difficulty"] == "literal":
            if norm(key) not in norm(r["output"]):
                errors.append("%s: literal, but key %r does not recur in repeat.output" % (sid, key))
            if word_occurs(fixed, key):
                errors.append("%s: key still in the hand fix" % sid)
        elif norm(key) in norm(r["output"]):
            errors.append("%s: %s, but key %r recurs verbatim in repeat.output" % (sid, s["difficulty"], key))
        if s["repeat_variation"] == "casing" and s["difficulty"] == "literal":
            if key in r["output"]:
                errors.append("%s: casing variation, but key recurs with the same casing" % sid)
        if s["repeat_variation"] == "code_block":
            if not fenced_spans(r["output"]):
                errors.append("%s: code_block variation, but repeat.output has no code block" % sid)
            if s["difficulty"] == "literal":
                if not in_fence(r["output"], key) and not in_fence(r["output"].lower(), key.lower()):
                    errors.append("%s: code_block variation, but key is not inside a code block in repeat" % sid)
                if not outside_fence(s["teach"]["output"], key):
                    errors.append("%s: code_block variation, but key is only inside code in teach" % sid)

        kind = s["control_kind"]
        if kind == "lookalike":
            if not s["trap"] or s["trap"] not in s["control"]["output"]:
                errors.append("%s: lookalike control lacks its trap %r" % (sid, s["trap"]))
        elif s["trap"]:
            errors.append("%s: trap set on a %s control" % (sid, kind))
        if kind == "already_correct":
            if not s["holds"] or s["holds"] not in s["control"]["output"]:
                errors.append("%s: already_correct control lacks its right value %r" % (sid, s["holds"]))
        elif s["holds"]:
            errors.append("%s: holds set on a %s control" % (sid, kind))
        if kind != "lookalike" and norm(key) in norm(s["control"]["output"]):
            errors.append("%s: %s control contains the key" % (sid, kind))

    # ---------------------------------------------------------------- cross-scenario keys
    for s in SCENARIOS:
        k = norm(s["key"])
        for o in SCENARIOS:
            if o is s:
                continue
            for part in ("teach", "repeat", "control"):
                if k in norm(o[part]["output"]) and (s["id"], o["id"]) not in CROSS_ALLOW:
                    errors.append("key of %s (%r) appears in %s.%s.output" % (s["id"], s["key"], o["id"], part))

    # ---------------------------------------------------------------- RE2 parity
    items, where = [], []
    for s in SCENARIOS:
        texts = [s["teach"]["output"], s["repeat"]["output"], s["_fixed_text"], s["control"]["output"]]
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if spec.startswith("re:"):
                items.append({"pattern": spec[3:], "texts": texts})
                where.append((s["id"], spec))
    results = go_results(items)
    for (sid, spec), item, res in zip(where, items, results):
        if res.get("error"):
            errors.append("%s: regex %r does not compile under Go RE2: %s" % (sid, spec, res["error"]))
            continue
        try:
            py = [re.search(item["pattern"], t) is not None for t in item["texts"]]
        except re.error:
            continue  # already reported above
        if py != res["matches"]:
            errors.append("%s: regex %r matches differently (python %s, go %s)" % (sid, spec, py, res["matches"]))

    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)

    with open(OUT, "w") as f:
        for s in SCENARIOS:
            row = {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind",
                                      "teach", "repeat", "control")}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    n_re = len(items)
    print("ok: %d scenarios, %d regex checks identical under Python re and Go RE2" % (len(SCENARIOS), n_re))
    print("difficulty:", dict(sorted(Counter(s["difficulty"] for s in SCENARIOS).items())))
    print("control_kind:", dict(sorted(Counter(s["control_kind"] for s in SCENARIOS).items())))
    print("repeat_variation:", dict(sorted(vc.items())))
    print("topics:", dict(sorted(Counter(s["topic"].split("/")[0] for s in SCENARIOS).items())))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
