#!/usr/bin/env python3
"""Source of the dev8 teach -> repeat -> control set for cairn's learning loop.

    python3 build.py          # verify every scenario, write scenarios.jsonl + README.md
    python3 build.py --go     # also check each re: entry with Go's regexp (needs `go` on PATH)
    python3 build.py --check  # verify only, write nothing

Every scenario carries a reference hand fix for its repeat (a list of
(old, new) replacements applied to repeat.output). The build checks that:
  - teach.gold_wrong occurs in teach.output, and gold_wrong != gold_right;
  - the repeat, as written, FAILS its own expect_contains / expect_absent check;
  - the hand fix applies (each `old` occurs) and the fixed text PASSES the check;
  - each lookalike control contains the text a careless substitution of gold_wrong
    would hit (`hit`, default gold_wrong; it must be a case-insensitive substring
    of gold_wrong), and each already_correct control contains the right value;
  - re: entries compile in Python and (with --go) in Go RE2, and give the same
    match result in both on the repeat, its hand fix and the control.
It also lists where one scenario's gold_wrong occurs in another scenario's
outputs (shared-store interference candidates) and writes them to the README.

Standard library only (plus `go` for --go).
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d8-"
SCEN = []

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "identifier", "casing")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")


def add(topic, difficulty, variation, control_kind, *, tq, to, msg, gw, gr,
        rq, ro, ok, bad, fix, cq, co, hit=None, right_in_control=None, multi=False):
    """One scenario.

    tq/to/msg/gw/gr : teach query, output, message, gold_wrong, gold_right
    rq/ro/ok/bad    : repeat query, output, expect_contains, expect_absent
    fix             : reference hand fix, [(old, new), ...] applied in order to ro
    cq/co           : control query, output
    hit             : for lookalike controls, the text a careless substitution hits
                      (defaults to gw)
    right_in_control: for already_correct controls, the right value to look for
                      (defaults to gr)
    multi           : the repeat needs more than one literal gw->gr swap
    """
    SCEN.append(dict(topic=topic, difficulty=difficulty, variation=variation,
                     control_kind=control_kind, tq=tq, to=to, msg=msg, gw=gw, gr=gr,
                     rq=rq, ro=ro, ok=list(ok), bad=list(bad), fix=list(fix),
                     cq=cq, co=co, hit=hit, right_in_control=right_in_control, multi=multi))


def check(text, spec):
    """Same semantics as the runner: re: -> re.search, otherwise case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, ok, bad):
    return all(check(text, x) for x in ok) and not any(check(text, x) for x in bad)


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            raise ValueError("hand fix: %r not in repeat output" % old)
        text = text.replace(old, new)
    return text


def record(i, s):
    return {
        "id": "%s%03d" % (PREFIX, i),
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["variation"],
        "control_kind": s["control_kind"],
        "teach": {"query": s["tq"], "output": s["to"], "message": s["msg"],
                  "gold_wrong": s["gw"], "gold_right": s["gr"]},
        "repeat": {"query": s["rq"], "output": s["ro"],
                   "expect_contains": s["ok"], "expect_absent": s["bad"]},
        "control": {"query": s["cq"], "output": s["co"]},
    }


# ---------------------------------------------------------------- Go regexp check
GO_PROG = r'''package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
)

type item struct {
	Pattern string   `json:"pattern"`
	Texts   []string `json:"texts"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out := make([][]int, len(items))
	for i, it := range items {
		re, err := regexp.Compile(it.Pattern)
		if err != nil {
			out[i] = []int{-1}
			fmt.Fprintf(os.Stderr, "compile %q: %v\n", it.Pattern, err)
			continue
		}
		for _, t := range it.Texts {
			if re.MatchString(t) {
				out[i] = append(out[i], 1)
			} else {
				out[i] = append(out[i], 0)
			}
		}
	}
	json.NewEncoder(os.Stdout).Encode(out)
}
'''


def go_check(items):
    """items: [(label, pattern, [texts])]. Returns a list of problems."""
    go = shutil.which("go")
    if not go:
        return ["--go given but `go` is not on PATH"]
    d = tempfile.mkdtemp(prefix="dev8-re-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_PROG)
        with open(os.path.join(d, "go.mod"), "w") as f:
            f.write("module recheck\n\ngo 1.21\n")
        env = dict(os.environ, GOFLAGS="-mod=mod", GO111MODULE="on",
                   GOCACHE=os.environ.get("GOCACHE") or os.path.join(d, "cache"))
        payload = json.dumps([{"pattern": p, "texts": ts} for _, p, ts in items])
        r = subprocess.run([go, "run", "."], cwd=d, input=payload, capture_output=True,
                           text=True, env=env, timeout=300)
        if r.returncode != 0:
            return ["go run failed: %s" % r.stderr.strip()]
        res = json.loads(r.stdout)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    problems = []
    for (label, p, ts), got in zip(items, res):
        if got == [-1]:
            problems.append("%s: Go cannot compile %r" % (label, p))
            continue
        want = [1 if re.search(p, t) else 0 for t in ts]
        if want != got:
            problems.append("%s: %r matches differ (python %s, go %s)" % (label, p, want, got))
    return problems


# ---------------------------------------------------------------- verification
def verify(records, srcs, use_go):
    errors, notes = [], []
    seen = set()
    go_items = []
    for r, s in zip(records, srcs):
        sid = r["id"]
        t, rp, c = r["teach"], r["repeat"], r["control"]
        if sid in seen:
            errors.append("%s: duplicate id" % sid)
        seen.add(sid)
        if r["difficulty"] not in DIFFICULTIES:
            errors.append("%s: difficulty %r" % (sid, r["difficulty"]))
        if r["repeat_variation"] not in VARIATIONS:
            errors.append("%s: repeat_variation %r" % (sid, r["repeat_variation"]))
        if r["control_kind"] not in CONTROL_KINDS:
            errors.append("%s: control_kind %r" % (sid, r["control_kind"]))
        for blk, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                          ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for k in keys:
                v = r[blk][k]
                if not isinstance(v, str) or not v.strip():
                    errors.append("%s: %s.%s empty" % (sid, blk, k))
                elif v != v.strip():
                    errors.append("%s: %s.%s has leading/trailing white space" % (sid, blk, k))
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong %r not in teach.output" % (sid, t["gold_wrong"]))
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if not (rp["expect_contains"] or rp["expect_absent"]):
            errors.append("%s: repeat has no checks" % sid)
        if not rp["expect_contains"]:
            errors.append("%s: repeat has no expect_contains (a deletion would pass)" % sid)
        specs = rp["expect_contains"] + rp["expect_absent"]
        for x in specs:
            if x.startswith("re:"):
                try:
                    re.compile(x[3:])
                except re.error as e:
                    errors.append("%s: bad regex %r: %s" % (sid, x, e))
        if passes(rp["output"], rp["expect_contains"], rp["expect_absent"]):
            errors.append("%s: repeat passes its own check as written" % sid)
        try:
            fixed = apply_fix(rp["output"], s["fix"])
        except ValueError as e:
            errors.append("%s: %s" % (sid, e))
            fixed = None
        if fixed is not None:
            if fixed == rp["output"]:
                errors.append("%s: hand fix changes nothing" % sid)
            missing = [x for x in rp["expect_contains"] if not check(fixed, x)]
            present = [x for x in rp["expect_absent"] if check(fixed, x)]
            if missing or present:
                errors.append("%s: hand-fixed repeat fails: missing %s, still present %s" % (sid, missing, present))
            s["fixed"] = fixed
        # control
        low_c = c["output"].lower()
        if r["control_kind"] == "lookalike":
            hit = s["hit"] or t["gold_wrong"]
            if hit.lower() not in t["gold_wrong"].lower():
                errors.append("%s: lookalike hit %r is not part of gold_wrong %r" % (sid, hit, t["gold_wrong"]))
            if hit.lower() not in low_c:
                errors.append("%s: lookalike control lacks %r" % (sid, hit))
        else:
            if s["hit"]:
                errors.append("%s: hit given for a %s control" % (sid, r["control_kind"]))
            if t["gold_wrong"].lower() in low_c and r["control_kind"] != "already_correct":
                notes.append("%s: %s control contains gold_wrong %r" % (sid, r["control_kind"], t["gold_wrong"]))
        if r["control_kind"] == "already_correct":
            want = s["right_in_control"] or t["gold_right"]
            if want not in c["output"]:
                errors.append("%s: already_correct control lacks the right value %r" % (sid, want))
        if s["multi"] and len(s["fix"]) < 2 and fixed is not None and \
                rp["output"].count(s["fix"][0][0]) < 2:
            errors.append("%s: marked multi but the hand fix is one single swap" % sid)
        if use_go:
            texts = [rp["output"], fixed or "", c["output"]]
            for x in specs:
                if x.startswith("re:"):
                    go_items.append(("%s" % sid, x[3:], texts))
    if use_go and go_items:
        errors.extend(go_check(go_items))
    # shared-store interference candidates: one scenario's gold_wrong inside another's outputs
    cross = []
    for a in records:
        gw = a["teach"]["gold_wrong"]
        for b in records:
            if a is b:
                continue
            for part in ("teach", "repeat", "control"):
                out = b[part]["output"]
                if gw in out:
                    cross.append((a["id"], gw, b["id"], part))
                elif gw.lower() in out.lower():
                    cross.append((a["id"], gw, b["id"], part + " (other case)"))
    return errors, notes, cross


def table(counter, title):
    lines = ["| %s | n |" % title, "|---|---|"]
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append("| %s | %d |" % (k, v))
    lines.append("| **total** | %d |" % sum(counter.values()))
    return "\n".join(lines)


def cross_table(records, row, col, rows, cols):
    lines = ["| %s \\ %s | %s | total |" % (row, col, " | ".join(cols)),
             "|---|" + "---|" * (len(cols) + 1)]
    for rv in rows:
        cnt = [sum(1 for r in records if r[row] == rv and r[col] == cv) for cv in cols]
        lines.append("| %s | %s | %d |" % (rv, " | ".join(str(x) for x in cnt), sum(cnt)))
    return "\n".join(lines)


README_HEAD = """# dev8: teach -> repeat -> control scenarios (development set)

80 scenarios (`d8-001` ... `d8-080`) for cairn's learning loop, in the exact format of
`scenarios_dev.jsonl` described in `shared/eval/loop/README.md` ("Scenario rules"):
one JSON object per line, `{id, topic, difficulty, repeat_variation, control_kind,
teach{query, output, message, gold_wrong, gold_right}, repeat{query, output,
expect_contains, expect_absent}, control{query, output}}`.

Written 2026-11-27 by a helper session that read only `shared/eval/loop/README.md` and
`shared/eval/loop/run.py` (no cairn code, no other scenario or message files). It is a
**development set**: read its failures to find failure classes (detection misses on
casual messages, spans that are not located, repeats changed only halfway, lookalike
controls rewritten, cross-scenario application in a shared store). Do not copy its
sentences into code, tests or training data, and do not tune thresholds on it and then
report it as held-out.

## Style

The users write the way working engineers type to an assistant: lowercase, terse,
sloppy punctuation, the odd typo, "nah", "pretty sure it's ...", "we don't use X here,
it's Y", corrections buried after thanks or a status report, the reason in a subordinate
clause, and two facts in one message where only one is the correction. Assistant outputs
are a few lines of prose plus code (shell, YAML, SQL dialects, Go, Python, TypeScript,
Terraform, Dockerfile, nginx, systemd, GitHub Actions, Makefiles, Gradle, PromQL, ...).

About a quarter of the repeats need more than one literal `gold_wrong -> gold_right`
swap: the wrong value occurs twice in different forms (`:5432/` and `nc -zv host 5432`),
or a dependent value has to change with it (an availability zone with its region, an
import with the call, `apk` with an Alpine base image, `VALUES(x)` with `ON DUPLICATE KEY`).
Their checks require the complete fix. Lookalike controls hold the text a careless
substitution would hit, used correctly in its own context (another environment, service,
dialect or tool, or the same number meaning something else).

## Files

| file | what |
|---|---|
| `build.py` | the source: every scenario as Python data, with a reference hand fix per repeat; verifies and writes `scenarios.jsonl` and this README |
| `validate.py` | checks `scenarios.jsonl` on its own (parse, ids, fields, gold_wrong in teach.output, regexes, repeats fail as written) |
| `scenarios.jsonl` | the 80 scenarios |

## Checks

`expect_contains` / `expect_absent` follow the runner: plain strings are case-sensitive
substrings; `re:` entries are regexes written to behave the same in Python `re` and Go
RE2 (no look-around, no back-references, inline flags only at the start).
`build.py` checks that every repeat fails its own check as written and passes after its
reference hand fix; `--go` also compiles every regex with Go's `regexp` and compares the
match results with Python on the repeat, the hand fix and the control. Controls must come
back byte-identical. Semantic scenarios have looser (regex) checks on a prose claim.

## How to run

From the repository root (`/work/main`):

```sh
go build -o bin/cairn ./cmd/cairn
python3 eval/dev8/validate.py --go
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --shared-store --scenarios eval/dev8/scenarios.jsonl
# also useful: isolated stores, and --oracle-teach to measure retrieval + application alone
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev8/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --oracle-teach --scenarios eval/dev8/scenarios.jsonl
```

To change the set, edit `build.py` and run `python3 eval/dev8/build.py --go`.
"""


def write_readme(records, srcs, cross):
    multi = sum(1 for s in srcs if s["multi"])
    parts = [README_HEAD.rstrip("\n"), "## Counts"]
    parts.append(table(collections.Counter(r["difficulty"] for r in records), "difficulty"))
    parts.append(table(collections.Counter(r["control_kind"] for r in records), "control_kind"))
    parts.append(table(collections.Counter(r["repeat_variation"] for r in records), "repeat_variation"))
    parts.append(cross_table(records, "difficulty", "repeat_variation", DIFFICULTIES, VARIATIONS))
    parts.append(cross_table(records, "difficulty", "control_kind", DIFFICULTIES, CONTROL_KINDS))
    parts.append(table(collections.Counter(r["topic"] for r in records), "topic"))
    parts.append("Repeats that need more than one literal swap (multi-part fix): **%d** (%s)." % (
        multi, ", ".join(r["id"] for r, s in zip(records, srcs) if s["multi"])))
    if cross:
        lines = ["## Shared-store overlaps\n",
                 "Places where one scenario's `gold_wrong` occurs in another scenario's output "
                 "(verbatim, or in other case). None of these texts is a mistake in its own context "
                 "(another service's port, a generic git explanation, Postgres `DEFAULT now()` next "
                 "to a SQLite correction), so with `--shared-store` any change there is a harmful "
                 "cross-scenario application.\n",
                 "| gold_wrong of | gold_wrong | occurs in | part |", "|---|---|---|---|"]
        for a, gw, b, part in cross:
            lines.append("| %s | `%s` | %s | %s |" % (a, gw.replace("|", "\\|"), b, part))
        parts.append("\n".join(lines))
    else:
        parts.append("## Shared-store overlaps\n\nNo scenario's `gold_wrong` occurs verbatim in another scenario's outputs.")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write("\n\n".join(parts) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--go", action="store_true", help="also check regexes with Go's regexp")
    ap.add_argument("--check", action="store_true", help="verify only; write nothing")
    a = ap.parse_args()
    records = [record(i + 1, s) for i, s in enumerate(SCEN)]
    errors, notes, cross = verify(records, SCEN, a.go)
    for n in notes:
        print("note:", n)
    for gw_of, gw, other, part in cross:
        print("overlap: gold_wrong of %s (%r) occurs in %s %s" % (gw_of, gw, other, part))
    if len(records) != 80:
        errors.append("expected 80 scenarios, have %d" % len(records))
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d errors" % len(errors))
        sys.exit(1)
    c = lambda f: dict(collections.Counter(r[f] for r in records))
    print("difficulty:", c("difficulty"))
    print("control_kind:", c("control_kind"))
    print("repeat_variation:", c("repeat_variation"))
    print("multi-part repeats:", sum(1 for s in SCEN if s["multi"]))
    if a.check:
        print("ok (check only)")
        return
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(records, SCEN, cross)
    print("wrote %d scenarios to scenarios.jsonl and README.md%s" % (len(records), " (go regexp checked)" if a.go else ""))


# ================================================================ scenarios
# ---- 001-020 ---------------------------------------------------------------

add("environment", "literal", "code_block", "lookalike", multi=True,
    tq="how do i connect psql to the staging db",
    to="""You can connect straight from your laptop through the VPN:

```sh
psql -h pg-staging.internal -p 5432 -U app app_staging
```

It'll prompt for the password; it's in Vault under `secret/staging/pg/app`.""",
    msg="thx. staging pg listens on 5433 tho, 5432 on that box is the old 12 cluster we're decommissioning",
    gw="5432", gr="5433",
    rq="need a DATABASE_URL for staging in my local .env",
    ro="""Add this to `.env` (the password comes from Vault, don't commit it):

```
DATABASE_URL=postgres://app:${PGPASSWORD}@pg-staging.internal:5432/app_staging?sslmode=require
```

If it hangs, check the VPN route first:

```sh
nc -zv pg-staging.internal 5432
```""",
    ok=["pg-staging.internal:5433/app_staging", "nc -zv pg-staging.internal 5433"],
    bad=["5432"],
    fix=[("5432", "5433")],
    cq="what does the postgres service in our local docker-compose look like",
    co="""Locally it's just the stock image on the default port:

```yaml
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: dev
    ports:
      - "5432:5432"
```

`psql -h localhost -U postgres` gets you in.""")

add("shell-git", "literal", "reworded", "already_correct",
    tq="rebased my branch onto main, how do i push it",
    to="""Since the rebase rewrote the branch history, a normal push will be rejected. Force push it:

```sh
git push --force origin feature/billing-retry
```""",
    msg="we use --force-with-lease here, plain --force gets rejected by the pre-push hook anyway",
    gw="git push --force origin", gr="git push --force-with-lease origin",
    rq="squashed my commits on the pr branch, whats the push cmd",
    ro="""After an interactive rebase the remote branch has diverged from your local one, so run `git push --force origin fix/csv-export` and the PR will pick up the squashed commit.""",
    ok=["--force-with-lease origin fix/csv-export"],
    bad=["re:--force( |$)"],
    fix=[("git push --force origin", "git push --force-with-lease origin")],
    cq="how do i update my PR after amending the last commit",
    co="""Amending replaces the commit, so the branch needs a force push. Use the lease variant so you don't clobber anything a reviewer pushed:

```sh
git commit --amend --no-edit
git push --force-with-lease origin HEAD
```""")

add("kubernetes", "literal", "identifier", "lookalike",
    tq="how do i see why the payments pods keep restarting in prod",
    to="""Start with the events and the logs of the previous container:

```sh
kubectl -n payments get pods
kubectl -n payments describe pod <pod-name>
kubectl -n payments logs <pod-name> --previous
```

`OOMKilled` in the describe output means the memory limit is too low.""",
    msg="prod ns is payments-prod, plain payments is an empty leftover namespace from the migraton",
    gw="-n payments", gr="-n payments-prod",
    rq="tail the worker logs for payments in prod",
    ro="""Follow the worker deployment directly, kubectl picks a pod for you:

```sh
kubectl -n payments logs deploy/payments-worker -f --since=10m
```

Add `-c worker` if it complains about multiple containers (the istio sidecar).""",
    ok=["kubectl -n payments-prod logs deploy/payments-worker"],
    bad=[r"re:-n payments\s"],
    fix=[("-n payments ", "-n payments-prod ")],
    cq="and the api logs in staging?",
    co="""Same thing against the staging namespace:

```sh
kubectl -n payments-staging logs deploy/payments-api -f --since=10m
```""",
    hit="-n payments")

add("sql-bigquery", "paraphrase", "identifier", "lookalike",
    tq="bq query for monthly signups from analytics.users",
    to="""Group by the truncated month:

```sql
SELECT DATE_TRUNC('month', created_at) AS month, COUNT(*) AS signups
FROM analytics.users
GROUP BY month
ORDER BY month;
```""",
    msg="this is bigquery not postgres, args are the other way round: DATE_TRUNC(created_at, MONTH)",
    gw="DATE_TRUNC('month', created_at)", gr="DATE_TRUNC(created_at, MONTH)",
    rq="weekly order count in bigquery from shop.orders, column is order_ts",
    ro="""```sql
SELECT DATE_TRUNC('week', order_ts) AS week, COUNT(*) AS orders
FROM shop.orders
WHERE order_ts >= TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 90 DAY)
GROUP BY week
ORDER BY week;
```

BigQuery weeks start on Sunday by default; use `WEEK(MONDAY)` if you want ISO-ish weeks.""",
    ok=[r"re:DATE_TRUNC\(order_ts, ?WEEK(\(MONDAY\))?\)"],
    bad=[r"re:DATE_TRUNC\('"],
    fix=[("DATE_TRUNC('week', order_ts)", "DATE_TRUNC(order_ts, WEEK)")],
    cq="same monthly signups but against the app's postgres read replica",
    co="""On Postgres the unit comes first:

```sql
SELECT DATE_TRUNC('month', created_at) AS month, COUNT(*) AS signups
FROM users
GROUP BY 1
ORDER BY 1;
```""")

add("backend-python", "literal", "code_block", "same_topic", multi=True,
    tq="helper that returns an expiry timestamp one hour from now",
    to="""```python
from datetime import datetime, timedelta

def expiry() -> datetime:
    return datetime.utcnow() + timedelta(hours=1)
```""",
    msg="we dont use utcnow, it returns a naive dt and it's deprecated on 3.12 which we're on. datetime.now(timezone.utc)",
    gw="datetime.utcnow()", gr="datetime.now(timezone.utc)",
    rq="function to get the cutoff for deleting sessions older than 30 days",
    ro="""```python
from datetime import datetime, timedelta

def session_cutoff(days: int = 30) -> datetime:
    return datetime.utcnow() - timedelta(days=days)
```

Then `DELETE FROM sessions WHERE last_seen < %s` with that value.""",
    ok=["datetime.now(timezone.utc) - timedelta(days=days)", r"re:from datetime import [^\n]*\btimezone\b"],
    bad=["utcnow"],
    fix=[("datetime.utcnow()", "datetime.now(timezone.utc)"),
         ("from datetime import datetime, timedelta", "from datetime import datetime, timedelta, timezone")],
    cq="how do i print a datetime as ISO 8601 with a Z at the end",
    co="""`isoformat()` writes `+00:00` for UTC, so swap it:

```python
from datetime import timezone

def iso_z(dt):
    return dt.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")
```""")

add("cloud-cli", "literal", "code_block", "lookalike", multi=True,
    tq="list whats in the data lake bucket",
    to="""```sh
aws s3 ls s3://acme-data-lake/ --region eu-west-1
```

Add `--recursive --summarize` for object counts and total size.""",
    msg="bucket's in eu-central-1 not eu-west-1",
    gw="eu-west-1", gr="eu-central-1",
    rq="terraform for an ec2 box next to the data lake bucket so the spark job doesnt pay for cross region transfer",
    ro="""Put it in the bucket's region:

```hcl
provider "aws" {
  region = "eu-west-1"
}

resource "aws_instance" "spark_edge" {
  ami               = data.aws_ami.al2023.id
  instance_type     = "r6i.2xlarge"
  availability_zone = "eu-west-1a"
  subnet_id         = var.private_subnet_id
}
```""",
    ok=['region = "eu-central-1"', 'availability_zone = "eu-central-1a"'],
    bad=["eu-west-1"],
    fix=[('"eu-west-1"', '"eu-central-1"'), ('"eu-west-1a"', '"eu-central-1a"')],
    cq="where does the DR copy of the data lake go",
    co="""Replication writes to a separate bucket in Ireland so a regional outage doesn't take both:

```hcl
resource "aws_s3_bucket_replication_configuration" "lake_dr" {
  bucket = aws_s3_bucket.lake.id
  role   = aws_iam_role.replication.arn
  rule {
    id     = "dr"
    status = "Enabled"
    destination {
      bucket        = "arn:aws:s3:::acme-data-lake-dr"   # eu-west-1
      storage_class = "STANDARD_IA"
    }
  }
}
```""")

add("backend-go", "paraphrase", "identifier", "same_topic", multi=True,
    tq="handle the not found case in GetUser",
    to="""```go
u, err := s.repo.GetUser(ctx, id)
if err == sql.ErrNoRows {
    return nil, ErrUserNotFound
}
if err != nil {
    return nil, fmt.Errorf("get user %s: %w", id, err)
}
```""",
    msg="that never matches here, the repo layer wraps everything with %w. needs errors.Is(err, sql.ErrNoRows)",
    gw="err == sql.ErrNoRows", gr="errors.Is(err, sql.ErrNoRows)",
    rq="same for orders, repo uses pgx directly",
    ro="""```go
import (
    "context"
    "fmt"

    "github.com/jackc/pgx/v5"
)

func (s *Service) Order(ctx context.Context, id string) (*Order, error) {
    o, err := s.repo.GetOrder(ctx, id)
    if err == pgx.ErrNoRows {
        return nil, ErrOrderNotFound
    }
    if err != nil {
        return nil, fmt.Errorf("get order %s: %w", id, err)
    }
    return o, nil
}
```""",
    ok=["errors.Is(err, pgx.ErrNoRows)", 'import (\n    "context"\n    "errors"'],
    bad=["err == pgx.ErrNoRows"],
    fix=[("err == pgx.ErrNoRows", "errors.Is(err, pgx.ErrNoRows)"),
         ('    "context"\n', '    "context"\n    "errors"\n')],
    cq="how do i detect a unique violation from pgx",
    co="""Unwrap to `*pgconn.PgError` and check the SQLSTATE:

```go
var pgErr *pgconn.PgError
if errors.As(err, &pgErr) && pgErr.Code == "23505" {
    return ErrDuplicateEmail
}
```""")

add("containers", "literal", "code_block", "lookalike", multi=True,
    tq="dockerfile for the report generator (python)",
    to="""```dockerfile
FROM python:3.12-alpine
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["python", "-m", "reports"]
```""",
    msg="no alpine for python images here, musl keeps breaking the numpy/pandas wheels. we use python:3.12-slim-bookworm",
    gw="python:3.12-alpine", gr="python:3.12-slim-bookworm",
    rq="multi stage dockerfile for the etl worker, it needs libpq",
    ro="""Build the wheels in one stage and copy them over:

```dockerfile
FROM python:3.12-alpine AS build
RUN apk add --no-cache build-base libpq-dev
COPY requirements.txt .
RUN pip wheel --wheel-dir /wheels -r requirements.txt

FROM python:3.12-alpine
RUN apk add --no-cache libpq
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/*
COPY . /app
WORKDIR /app
CMD ["python", "-m", "etl.worker"]
```""",
    ok=["FROM python:3.12-slim-bookworm AS build", "re:apt-get install[^\\n]*libpq"],
    bad=["alpine", "apk add"],
    fix=[("python:3.12-alpine", "python:3.12-slim-bookworm"),
         ("RUN apk add --no-cache build-base libpq-dev",
          "RUN apt-get update && apt-get install -y --no-install-recommends build-essential libpq-dev && rm -rf /var/lib/apt/lists/*"),
         ("RUN apk add --no-cache libpq",
          "RUN apt-get update && apt-get install -y --no-install-recommends libpq5 && rm -rf /var/lib/apt/lists/*")],
    cq="dockerfile for the static docs site",
    co="""It's just files, so nginx on Alpine is plenty:

```dockerfile
FROM nginx:1.27-alpine
COPY site/ /usr/share/nginx/html/
EXPOSE 80
```""",
    hit="-alpine")

add("ci-cd", "literal", "code_block", "already_correct",
    tq="gh actions workflow to run the frontend unit tests",
    to="""```yaml
name: web-tests
on: [pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v3
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm test -- --ci
```""",
    msg="thanks, tests run. one thing: setup-node@v3 runs on node16 which actions deprecated, we get warnings on every run. v4 pls",
    gw="actions/setup-node@v3", gr="actions/setup-node@v4",
    rq="add a lint job too, separate workflow",
    ro="""```yaml
name: web-lint
on: [pull_request]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v3
        with:
          node-version-file: .nvmrc
          cache: npm
      - run: npm ci
      - run: npm run lint
```""",
    ok=["actions/setup-node@v4"],
    bad=["setup-node@v3"],
    fix=[("actions/setup-node@v3", "actions/setup-node@v4")],
    cq="workflow that builds storybook on PRs",
    co="""```yaml
name: storybook
on: [pull_request]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm run build-storybook -- --quiet
      - uses: actions/upload-artifact@v4
        with:
          name: storybook
          path: storybook-static
```""")

add("environment", "literal", "reworded", "lookalike",
    tq="nginx site config to put the app behind tls on app-1",
    to="""```nginx
server {
    listen 443 ssl;
    server_name app.acme.io;
    ssl_certificate     /etc/ssl/acme/fullchain.pem;
    ssl_certificate_key /etc/ssl/acme/privkey.pem;

    location / {
        proxy_pass http://127.0.0.1:8080;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto https;
    }
}
```""",
    msg="ok that mostly works but the app binds 8081 on those boxes, 8080 is the admin/metrics listener so you'd be exposing that",
    gw="127.0.0.1:8080", gr="127.0.0.1:8081",
    rq="whats the quickest way to check the app itself is up on app-1, bypassing nginx",
    ro="""Hit the app's port directly from the box: `curl -fsS http://127.0.0.1:8080/healthz` should return `ok`. If that works but the site doesn't, the problem is in nginx.""",
    ok=["http://127.0.0.1:8081/healthz"],
    bad=["127.0.0.1:8080"],
    fix=[("127.0.0.1:8080", "127.0.0.1:8081")],
    cq="how do i see the app's prometheus metrics on app-1",
    co="""The metrics are on the admin listener, which is only bound to localhost:

```sh
curl -s http://127.0.0.1:8080/metrics | grep -E '^http_server_'
```""")

add("environment", "literal", "identifier", "unrelated",
    tq="backend config for the new terraform stack",
    to="""```hcl
terraform {
  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "stacks/search/terraform.tfstate"
    region         = "eu-central-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
  }
}
```""",
    msg="state bucket is acme-tfstate-prod, the acme-terraform-state one belongs to the old account and we lost write on it",
    gw="acme-terraform-state", gr="acme-tfstate-prod",
    rq="how do i init with partial backend config from the cli",
    ro="""Leave `backend "s3" {}` empty in the code and pass the values at init:

```sh
terraform init \\
  -backend-config="bucket=acme-terraform-state" \\
  -backend-config="key=stacks/search/terraform.tfstate" \\
  -backend-config="region=eu-central-1"
```""",
    ok=['-backend-config="bucket=acme-tfstate-prod"'],
    bad=["acme-terraform-state"],
    fix=[("bucket=acme-terraform-state", "bucket=acme-tfstate-prod")],
    cq="python: flatten a list of lists",
    co="""A nested comprehension does it in one line:

```python
flat = [x for sub in nested for x in sub]
```

Or `list(itertools.chain.from_iterable(nested))` if you prefer.""")

add("sql-postgres", "paraphrase", "casing", "lookalike", multi=True,
    tq="upsert product stock from the sync job",
    to="""```sql
INSERT INTO inventory (sku, qty, updated_at)
VALUES ($1, $2, now())
ON DUPLICATE KEY UPDATE qty = VALUES(qty), updated_at = now();
```""",
    msg="we're on postgres, that's mysql syntax. ON CONFLICT (sku) DO UPDATE SET qty = EXCLUDED.qty",
    gw="ON DUPLICATE KEY UPDATE qty = VALUES(qty)", gr="ON CONFLICT (sku) DO UPDATE SET qty = EXCLUDED.qty",
    rq="save a user's feature flag override, one row per (user_id, flag)",
    ro="""```sql
insert into flag_overrides (user_id, flag, enabled)
values ($1, $2, $3)
on duplicate key update enabled = values(enabled);
```

Make sure there's a unique index on `(user_id, flag)`.""",
    ok=[r"re:(?i)on conflict \(user_id, ?flag\) do update set enabled = excluded\.enabled"],
    bad=[r"re:(?i)duplicate key", r"re:(?i)values\(enabled\)"],
    fix=[("on duplicate key update", "on conflict (user_id, flag) do update set"),
         ("values(enabled)", "excluded.enabled")],
    cq="legacy billing is still on mysql 5.7, upsert into invoice_totals there",
    co="""On MySQL the upsert keys off the unique index:

```sql
INSERT INTO invoice_totals (invoice_id, total_cents)
VALUES (?, ?)
ON DUPLICATE KEY UPDATE total_cents = VALUES(total_cents);
```""",
    hit="ON DUPLICATE KEY UPDATE")

add("build-tools", "paraphrase", "identifier", "same_topic",
    tq="add httpx to the api service",
    to="""From the service directory:

```sh
pip install httpx
```

Then add it to `requirements.txt` so CI picks it up.""",
    msg="we're on uv, dont pip install into the venv by hand. `uv add httpx`, it updates pyproject and the lock",
    gw="pip install httpx", gr="uv add httpx",
    rq="i need tenacity for retries in the worker",
    ro="""Install it in the worker's environment:

```sh
cd services/worker
pip install tenacity
```

then wrap the call with `@retry(stop=stop_after_attempt(5), wait=wait_exponential())`.""",
    ok=["uv add tenacity"],
    bad=["pip install tenacity"],
    fix=[("pip install tenacity", "uv add tenacity")],
    cq="how do i run just the worker tests",
    co="""```sh
cd services/worker
uv run pytest -q tests/
```

`-k name` narrows it to matching tests.""")

add("environment", "semantic", "reworded", "unrelated",
    tq="cron entry to run the export at 2am berlin time on the batch box",
    to="""The batch box uses local time, so a plain entry is enough:

```
0 2 * * * /opt/export/run.sh >> /var/log/export.log 2>&1
```""",
    msg="batch box is on UTC like every server we have, so that'd fire at 3 or 4 berlin depending on DST. needs CRON_TZ=Europe/Berlin",
    gw="The batch box uses local time", gr="The batch box runs on UTC",
    rq="schedule the tmp cleanup for 23:30 berlin on the batch host",
    ro="""Cron on the batch host follows Berlin local time, so this fires at 23:30 Berlin:

```
30 23 * * * /opt/cleanup/run.sh
```""",
    ok=["re:CRON_TZ=Europe/Berlin|UTC"],
    bad=["re:follows Berlin local time|uses (Berlin )?local time"],
    fix=[("Cron on the batch host follows Berlin local time, so this fires at 23:30 Berlin:\n\n```\n",
          "The batch host runs on UTC, so set the timezone for the entry:\n\n```\nCRON_TZ=Europe/Berlin\n")],
    cq="regex for a uk postcode, roughly",
    co="""A loose one that accepts the common formats:

```python
UK_POSTCODE = re.compile(r"^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$", re.I)
```

It doesn't validate that the outward code exists.""")

add("kubernetes", "literal", "code_block", "lookalike",
    tq="ingress for the docs service on docs.acme.io",
    to="""```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: docs
spec:
  ingressClassName: nginx
  rules:
    - host: docs.acme.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: docs
                port:
                  number: 80
```""",
    msg="the cluster runs traefik, theres no nginx ingres controller. ingressClassName: traefik",
    gw="ingressClassName: nginx", gr="ingressClassName: traefik",
    rq="expose grafana at grafana.internal.acme.io",
    ro="""```yaml
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: grafana
  namespace: monitoring
spec:
  ingressClassName: nginx
  tls:
    - hosts: [grafana.internal.acme.io]
      secretName: grafana-tls
  rules:
    - host: grafana.internal.acme.io
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: grafana
                port:
                  number: 3000
```""",
    ok=["ingressClassName: traefik"],
    bad=["ingressClassName: nginx"],
    fix=[("ingressClassName: nginx", "ingressClassName: traefik")],
    cq="deployment for the docs site, it's just static files",
    co="""```yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: docs
spec:
  replicas: 2
  selector:
    matchLabels: {app: docs}
  template:
    metadata:
      labels: {app: docs}
    spec:
      containers:
        - name: nginx
          image: nginx:1.27-alpine
          ports:
            - containerPort: 80
```""",
    hit="nginx")

add("observability", "literal", "code_block", "same_topic",
    tq="promql for request rate of the api",
    to="""```promql
sum(rate(http_requests_total{job="api"}[5m]))
```""",
    msg="tried it, empty graph. our services export the otel names, http_requests_total doesnt exist here. its http_server_request_duration_seconds_count",
    gw="http_requests_total", gr="http_server_request_duration_seconds_count",
    rq="error ratio for checkout over 5m",
    ro="""Divide the 5xx rate by the total rate:

```promql
sum(rate(http_requests_total{job="checkout", http_response_status_code=~"5.."}[5m]))
/
sum(rate(http_requests_total{job="checkout"}[5m]))
```""",
    ok=['sum(rate(http_server_request_duration_seconds_count{job="checkout", http_response_status_code=~"5.."}[5m]))',
        'sum(rate(http_server_request_duration_seconds_count{job="checkout"}[5m]))'],
    bad=["http_requests_total"],
    fix=[("http_requests_total", "http_server_request_duration_seconds_count")],
    cq="p99 latency for checkout",
    co="""From the histogram buckets:

```promql
histogram_quantile(0.99,
  sum by (le) (rate(http_server_request_duration_seconds_bucket{job="checkout"}[5m])))
```""")

add("build-tools", "literal", "identifier", "lookalike",
    tq="how do i stamp the version into the ledger binary",
    to="""Use `-ldflags -X` on the package variable:

```sh
go build -ldflags "-X github.com/acme-corp/ledger/internal/version.Version=$(git describe --tags)" ./cmd/ledger
```""",
    msg="module path is github.com/acme/ledger, no -corp. -X silently does nothing if the path is wrong which is why it printed dev",
    gw="github.com/acme-corp/ledger", gr="github.com/acme/ledger",
    rq="put that in the makefile and add commit + build date",
    ro="""```make
VERSION ?= $(shell git describe --tags --always)
GIT_SHA := $(shell git rev-parse --short HEAD)

LDFLAGS := -X github.com/acme-corp/ledger/internal/version.Version=$(VERSION)
LDFLAGS += -X github.com/acme-corp/ledger/internal/version.Commit=$(GIT_SHA)
LDFLAGS += -X github.com/acme-corp/ledger/internal/version.Date=$(shell date -u +%FT%TZ)

build:
\tgo build -ldflags "$(LDFLAGS)" -o bin/ledger ./cmd/ledger
```""",
    ok=["LDFLAGS := -X github.com/acme/ledger/internal/version.Version=",
        "LDFLAGS += -X github.com/acme/ledger/internal/version.Commit=",
        "LDFLAGS += -X github.com/acme/ledger/internal/version.Date="],
    bad=["acme-corp"],
    fix=[("github.com/acme-corp/ledger", "github.com/acme/ledger")],
    cq="how do i pull the ledger image",
    co="""Images are in the company registry:

```sh
docker login registry.acme-corp.io
docker pull registry.acme-corp.io/platform/ledger:1.4.2
```""",
    hit="acme-corp")

add("frontend", "paraphrase", "identifier", "already_correct", multi=True,
    tq="entry file for the new react app",
    to="""```tsx
import React from 'react';
import ReactDOM from 'react-dom';
import App from './App';

ReactDOM.render(<App />, document.getElementById('root'));
```""",
    msg="we're on react 18, ReactDOM.render is the legacy root and spams a warning. createRoot from react-dom/client",
    gw="ReactDOM.render(<App />, document.getElementById('root'))",
    gr="createRoot(document.getElementById('root')!).render(<App />)",
    rq="the admin panel needs its own entry, mounts on #admin-root",
    ro="""```tsx
import React from 'react';
import ReactDOM from 'react-dom';
import { AdminApp } from './admin/AdminApp';
import './admin/admin.css';

ReactDOM.render(<AdminApp />, document.getElementById('admin-root'));
```""",
    ok=["createRoot(document.getElementById('admin-root')", "render(<AdminApp />)", "from 'react-dom/client'"],
    bad=["ReactDOM.render(", "from 'react-dom';"],
    fix=[("import ReactDOM from 'react-dom';", "import { createRoot } from 'react-dom/client';"),
         ("ReactDOM.render(<AdminApp />, document.getElementById('admin-root'));",
          "createRoot(document.getElementById('admin-root')!).render(<AdminApp />);")],
    cq="render helper for component tests without testing-library",
    co="""```tsx
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

export function mount(ui: ReactElement) {
  const el = document.createElement('div');
  document.body.appendChild(el);
  const root = createRoot(el);
  act(() => root.render(ui));
  return { el, unmount: () => act(() => root.unmount()) };
}
```""",
    right_in_control="createRoot(")

add("environment", "literal", "code_block", "unrelated",
    tq="where should the web app point in staging",
    to="""Set the base URL in the staging env file:

```ts
export const API_URL = "https://api.staging.acme.dev";
```""",
    msg="its staging-api.acme.dev, api.staging doesnt resolve (no wildcard on the staging zone)",
    gw="api.staging.acme.dev", gr="staging-api.acme.dev",
    rq="vite env for staging builds",
    ro="""Create `.env.staging`:

```
VITE_API_URL=https://api.staging.acme.dev/v2
VITE_SENTRY_ENV=staging
```

and build with `vite build --mode staging`.""",
    ok=["VITE_API_URL=https://staging-api.acme.dev/v2"],
    bad=["api.staging.acme.dev"],
    fix=[("api.staging.acme.dev", "staging-api.acme.dev")],
    cq="bash: how do i get the number of lines in every .go file under internal/",
    co="""```sh
find internal -name '*.go' -print0 | xargs -0 wc -l | sort -n
```

The last line is the total.""")

add("environment", "literal", "reworded", "lookalike",
    tq="how many user sessions are in redis right now",
    to="""Count the session keys without blocking redis (no `KEYS`):

```sh
redis-cli -h cache-1.internal -n 0 --scan --pattern 'sess:*' | wc -l
```""",
    msg="sessions live in db 2, db 0 is the rate limiter",
    gw="-n 0 --scan --pattern 'sess:*'", gr="-n 2 --scan --pattern 'sess:*'",
    rq="delete all sessions for user 8812",
    ro="""Their keys are `sess:8812:*`, so scan db 0 for them and delete in batches:

```sh
redis-cli -h cache-1.internal -n 0 --scan --pattern 'sess:8812:*' | xargs -r -n 100 redis-cli -h cache-1.internal -n 0 del
```""",
    ok=["redis-cli -h cache-1.internal -n 2 --scan --pattern 'sess:8812:*'", "redis-cli -h cache-1.internal -n 2 del"],
    bad=["-n 0", "db 0"],
    fix=[("-n 0", "-n 2"), ("db 0", "db 2")],
    cq="how many rate limiter keys are there",
    co="""The limiter keys are `rl:*` in db 0:

```sh
redis-cli -h cache-1.internal -n 0 --scan --pattern 'rl:*' | wc -l
```""",
    hit="-n 0 --scan --pattern '",
    multi=True)

add("shell-git", "paraphrase", "identifier", "lookalike",
    tq="bump the api version in config.yaml from v1 to v2 in place",
    to="""```sh
sed -i 's/api_version: v1/api_version: v2/' config.yaml
```""",
    msg="im on a mac, bsd sed treats the next arg as the backup suffix. sed -i '' 's/...'",
    gw="sed -i 's", gr="sed -i '' 's",
    rq="swap localhost for db in my .env",
    ro="""```sh
sed -i "s/localhost/db/g" .env
```

Double quotes are fine here since there's nothing for the shell to expand.""",
    ok=["sed -i '' \"s/localhost/db/g\" .env"],
    bad=['re:sed -i "'],
    fix=[('sed -i "s', "sed -i '' \"s")],
    cq="in the postgres Dockerfile, uncomment listen_addresses in the sample config",
    co="""The image is Debian, so GNU sed:

```dockerfile
RUN sed -i "s/^#listen_addresses = 'localhost'/listen_addresses = '*'/" /usr/share/postgresql/postgresql.conf.sample
```""",
    hit="sed -i ")

# ---- 022-041 ---------------------------------------------------------------

add("data-pipelines", "literal", "code_block", "lookalike",
    tq="how do i peek at the orders.created topic in prod",
    to="""```sh
kafka-console-consumer --bootstrap-server kafka-1.prod.internal:9092 \\
  --topic orders.created --from-beginning --max-messages 20
```""",
    msg="prod brokers only listen on 9094 with tls, 9092 is firewalled off. also i'll need the ssl client props, i have those",
    gw="kafka-1.prod.internal:9092", gr="kafka-1.prod.internal:9094",
    rq="describe the payments.settled topic in prod, want partition count + isr",
    ro="""```sh
kafka-topics --bootstrap-server kafka-1.prod.internal:9092 \\
  --command-config client-ssl.properties \\
  --describe --topic payments.settled
```

Look at `PartitionCount` and the `Isr` column; any partition where Isr is shorter than Replicas is under-replicated.""",
    ok=["--bootstrap-server kafka-1.prod.internal:9094"],
    bad=[":9092"],
    fix=[("kafka-1.prod.internal:9092", "kafka-1.prod.internal:9094")],
    cq="consume from the local kafka in docker compose",
    co="""The compose broker advertises plaintext on localhost:

```sh
kafka-console-consumer --bootstrap-server localhost:9092 --topic orders.created --from-beginning
```""",
    hit=":9092")

add("mobile", "literal", "code_block", "lookalike",
    tq="gradle setup for the new :feature:wallet module",
    to="""```kotlin
android {
    namespace = "com.acme.feature.wallet"
    compileSdk = 35
    defaultConfig {
        minSdk = 24
    }
}
```""",
    msg="we dropped 24 and 25 last quarter, minSdk = 26 everywhere now. rest is fine",
    gw="minSdk = 24", gr="minSdk = 26",
    rq="and for :core:crypto, it's a plain android library",
    ro="""```kotlin
plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.android)
}

android {
    namespace = "com.acme.core.crypto"
    compileSdk = 35
    defaultConfig {
        minSdk = 24
        consumerProguardFiles("consumer-rules.pro")
    }
}
```""",
    ok=["minSdk = 26"],
    bad=["minSdk = 24"],
    fix=[("minSdk = 24", "minSdk = 26")],
    cq="what does the room migration for the new wallet_tokens table look like",
    co="""The DB is at version 24 after this one:

```kotlin
val MIGRATION_23_24 = object : Migration(23, 24) {
    override fun migrate(db: SupportSQLiteDatabase) {
        db.execSQL("CREATE TABLE IF NOT EXISTS wallet_tokens (id TEXT NOT NULL PRIMARY KEY, last4 TEXT NOT NULL)")
    }
}
```

and bump `@Database(version = 24)`.""",
    hit="24")

add("auth-security", "paraphrase", "identifier", "same_topic",
    tq="verify the access token in the python service",
    to="""```python
claims = jwt.decode(token, settings.jwt_key, algorithms=["HS256"], audience="orders")
```""",
    msg="tokens from auth-svc are RS256, signed with the key from the jwks endpoint. HS256 would mean a shared secret which we dont have",
    gw='algorithms=["HS256"]', gr='algorithms=["RS256"]',
    rq="same check in the node gateway middleware",
    ro="""```ts
import jwt from 'jsonwebtoken';

export function verifyToken(token: string) {
  return jwt.verify(token, getSigningKey(), {
    algorithms: ['HS256'],
    audience: 'gateway',
  });
}
```""",
    ok=["algorithms: ['RS256']"],
    bad=["HS256"],
    fix=[("algorithms: ['HS256']", "algorithms: ['RS256']")],
    cq="how do i get the signing keys in python without hardcoding them",
    co="""Let PyJWT fetch and cache the JWKS:

```python
from jwt import PyJWKClient

jwks = PyJWKClient("https://auth.acme.io/.well-known/jwks.json")

def signing_key(token: str):
    return jwks.get_signing_key_from_jwt(token).key
```""")

add("sql-postgres", "semantic", "reworded", "same_topic",
    tq="need to add a `plan` column with default 'free' to accounts (40M rows), safe?",
    to="""Adding a column with a default rewrites the whole table in Postgres, so on 40M rows this will hold an ACCESS EXCLUSIVE lock for a while. Do it in a maintenance window:

```sql
ALTER TABLE accounts ADD COLUMN plan text NOT NULL DEFAULT 'free';
```""",
    msg="pretty sure that's not true since pg 11, a constant default is just stored in the catalog, no rewrite. we're on 15",
    gw="Adding a column with a default rewrites the whole table in Postgres",
    gr="Since Postgres 11 a constant default is stored in the catalog, no table rewrite",
    rq="adding is_archived boolean default false to events (huge table) - do i need downtime?",
    ro="""Yes, plan for it: a column with a DEFAULT forces Postgres to rewrite every row of `events`, and the table is locked until that finishes.

```sql
ALTER TABLE events ADD COLUMN is_archived boolean NOT NULL DEFAULT false;
```""",
    ok=[r"re:(?i)(no|without( a)?|doesn't|does not|won't)[^.\n]{0,20}rewrite|catalog|metadata"],
    bad=[r"re:(?i)forces Postgres to rewrite|rewrites? (every row|the whole table)|plan for it"],
    fix=[("Yes, plan for it: a column with a DEFAULT forces Postgres to rewrite every row of `events`, and the table is locked until that finishes.",
          "No: since Postgres 11 a constant default is stored in the catalog, so there is no table rewrite; the ALTER only needs a brief ACCESS EXCLUSIVE lock.")],
    cq="how do i add a NOT NULL check on a big table without locking it for ages",
    co="""Add the constraint as NOT VALID first, then validate it separately; validation only takes a SHARE UPDATE EXCLUSIVE lock:

```sql
ALTER TABLE events ADD CONSTRAINT events_tenant_not_null CHECK (tenant_id IS NOT NULL) NOT VALID;
ALTER TABLE events VALIDATE CONSTRAINT events_tenant_not_null;
```""")

add("environment", "literal", "reworded", "lookalike", multi=True,
    tq="systemd unit for the ingest daemon",
    to="""```ini
[Unit]
Description=ingest daemon
After=network-online.target

[Service]
User=ingest
ExecStart=/usr/local/bin/ingest --config /etc/ingest/config.yaml
Restart=on-failure

[Install]
WantedBy=multi-user.target
```""",
    msg="service user on those hosts is svc-ingest, there's no plain ingest user so it fails with 217/USER",
    gw="User=ingest", gr="User=svc-ingest",
    rq="it can't write to /var/lib/ingest, permission denied",
    ro="""The state dir is probably owned by root. Give it to the service user and restart:

```sh
sudo chown -R ingest:ingest /var/lib/ingest
sudo systemctl restart ingest
```""",
    ok=["chown -R svc-ingest:svc-ingest /var/lib/ingest"],
    bad=["re:chown -R ingest", "re::ingest /var"],
    fix=[("chown -R ingest:", "chown -R svc-ingest:"), (":ingest /var", ":svc-ingest /var")],
    cq="where does ingest read its config from",
    co="""From `/etc/ingest/config.yaml`; the unit passes it explicitly:

```ini
ExecStart=/usr/local/bin/ingest --config /etc/ingest/config.yaml
```

`systemctl cat ingest` shows the unit as loaded.""",
    hit="ingest")

add("ci-cd", "paraphrase", "identifier", "already_correct",
    tq="ci job for the go tests",
    to="""```yaml
test:
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@v4
    - uses: actions/setup-go@v5
      with:
        go-version: '1.21'
    - run: go test -race ./...
```""",
    msg="we're on 1.23, the module uses range-over-func so 1.21 wont even compile it",
    gw="go-version: '1.21'", gr="go-version: '1.23'",
    rq="dockerfile for the api, go build then distroless",
    ro="""```dockerfile
FROM golang:1.21 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -o /out/api ./cmd/api

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/api /api
ENTRYPOINT ["/api"]
```""",
    ok=["FROM golang:1.23 AS build"],
    bad=["1.21"],
    fix=[("golang:1.21", "golang:1.23")],
    cq="what should the top of go.mod say",
    co="""```
module github.com/acme/ledger

go 1.23

toolchain go1.23.4
```

`go mod tidy` keeps the rest in order.""",
    right_in_control="go 1.23")

add("data-pipelines", "literal", "code_block", "already_correct",
    tq="dag skeleton for the nightly ledger export",
    to="""```python
from airflow import DAG
from airflow.operators.bash import BashOperator
import pendulum

with DAG(
    dag_id="ledger_export",
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    schedule_interval="@daily",
    catchup=False,
) as dag:
    BashOperator(task_id="export", bash_command="ledger-export --date {{ ds }}")
```""",
    msg="dag works locally. schedule_interval is deprecated on 2.9 (what we run) tho and the linter will fail the PR on it, just schedule=",
    gw='schedule_interval="@daily"', gr='schedule="@daily"',
    rq="another one for the fx rates pull, 03:00 utc",
    ro="""```python
with DAG(
    dag_id="fx_rates_pull",
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    schedule_interval="0 3 * * *",
    catchup=False,
    tags=["finance"],
) as dag:
    pull = PythonOperator(task_id="pull", python_callable=pull_rates)
```""",
    ok=['schedule="0 3 * * *"'],
    bad=["schedule_interval"],
    fix=[("schedule_interval=", "schedule=")],
    cq="dag that runs every 15 minutes for the outbox relay",
    co="""```python
with DAG(
    dag_id="outbox_relay",
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    schedule="*/15 * * * *",
    catchup=False,
    max_active_runs=1,
) as dag:
    relay = PythonOperator(task_id="relay", python_callable=relay_outbox)
```""",
    right_in_control="schedule=")

add("data-pipelines", "paraphrase", "identifier", "lookalike",
    tq="collect per-file stats into one dataframe",
    to="""```python
stats = pd.DataFrame()
for path in files:
    row = summarize(path)
    stats = stats.append(row, ignore_index=True)
```""",
    msg="DataFrame.append got removed in pandas 2, we're on 2.2. pd.concat (or build a list and make the df once)",
    gw="stats = stats.append(row, ignore_index=True)", gr="stats = pd.concat([stats, row], ignore_index=True)",
    rq="merge each batch into the results frame",
    ro="""```python
results = pd.DataFrame(columns=COLUMNS)
for batch in read_batches(src, size=50_000):
    batch_df = transform(batch)
    results = results.append(batch_df, ignore_index=True)
```""",
    ok=["pd.concat([results, batch_df]"],
    bad=["results.append("],
    fix=[("results = results.append(batch_df, ignore_index=True)", "results = pd.concat([results, batch_df], ignore_index=True)")],
    cq="read the csv rows into a list of dicts, skipping blank lines",
    co="""```python
import csv

rows = []
with open(path, newline="") as f:
    for record in csv.DictReader(f):
        if any(v.strip() for v in record.values()):
            rows.append(record)
```""",
    hit=".append(")

add("cloud-cli", "literal", "identifier", "already_correct",
    tq="point gcloud at prod",
    to="""```sh
gcloud config set project acme-prod
gcloud config set run/region europe-west3
```""",
    msg="project id is acme-prod-4821, acme-prod is only the display name so gcloud says it doesnt exist",
    gw="acme-prod", gr="acme-prod-4821",
    rq="deploy the new api revision to cloud run in prod",
    ro="""```sh
gcloud run deploy api \\
  --image europe-west3-docker.pkg.dev/acme-shared/apps/api:${GIT_SHA} \\
  --project acme-prod --region europe-west3 \\
  --no-traffic --tag canary
```

Then shift traffic with `gcloud run services update-traffic api --to-tags canary=10`.""",
    ok=["--project acme-prod-4821 --region"],
    bad=["re:acme-prod([^-]|$)"],
    fix=[("--project acme-prod ", "--project acme-prod-4821 ")],
    cq="list the cloud sql instances in prod",
    co="""```sh
gcloud sql instances list --project acme-prod-4821 --format="table(name,databaseVersion,region,state)"
```""")

add("kubernetes", "paraphrase", "reworded", "lookalike",
    tq="switch kubectl to prod",
    to="""```sh
kubectl config use-context prod
kubectl get nodes
```""",
    msg="the context is called eks-prod-euc1, there's no 'prod' context in anyone's kubeconfig",
    gw="use-context prod", gr="use-context eks-prod-euc1",
    rq="restart the ledger api in prod without touching my current context",
    ro="""Pass the context per command instead of switching: `kubectl --context prod -n ledger rollout restart deploy/ledger-api`, then watch it with `kubectl --context prod -n ledger rollout status deploy/ledger-api`.""",
    ok=["kubectl --context eks-prod-euc1 -n ledger rollout restart", "kubectl --context eks-prod-euc1 -n ledger rollout status"],
    bad=[r"re:--context prod\b"],
    fix=[("--context prod ", "--context eks-prod-euc1 ")],
    cq="helm upgrade the ledger chart in prod",
    co="""```sh
helm upgrade --install ledger ./charts/ledger \\
  -n ledger -f charts/ledger/values/prod.yaml \\
  --kube-context eks-prod-euc1 --atomic --timeout 10m
```""",
    hit="prod")

add("backend-python", "semantic", "code_block", "unrelated",
    tq="call the fx rates api from the worker",
    to="""```python
resp = requests.get(FX_URL, params={"base": "EUR"})
resp.raise_for_status()
rates = resp.json()["rates"]
```

`requests` times out after 30 seconds by default, so a slow upstream won't hang the worker.""",
    msg="requests has no default timeout at all, it'll block forever. we got bitten by exactly that last month. always pass timeout=",
    gw="`requests` times out after 30 seconds by default",
    gr="`requests` has no default timeout; pass timeout= explicitly",
    rq="fetch the exchange holidays calendar in the scheduler",
    ro="""```python
def holidays(year: int) -> list[str]:
    r = requests.get(f"{CAL_URL}/holidays/{year}")
    r.raise_for_status()
    return r.json()["dates"]
```

No need to set a timeout, requests gives up on its own after 30s.""",
    ok=[r"re:requests\.get\([^)]*timeout="],
    bad=[r"re:gives up on its own|after 30 ?s(econds)? by default|No need to set a timeout"],
    fix=[('r = requests.get(f"{CAL_URL}/holidays/{year}")', 'r = requests.get(f"{CAL_URL}/holidays/{year}", timeout=10)'),
         ("No need to set a timeout, requests gives up on its own after 30s.",
          "requests has no default timeout, so the explicit `timeout=10` keeps a stuck upstream from hanging the scheduler.")],
    cq="what's the difference between git fetch and git pull",
    co="""`git fetch` downloads new commits and updates your remote-tracking branches (`origin/main`) without touching your working branch. `git pull` is a fetch followed by a merge (or a rebase with `--rebase`) into the current branch.""")

add("sql-tsql", "paraphrase", "code_block", "lookalike", multi=True,
    tq="latest 10 failed payments from the billing db",
    to="""```sql
SELECT id, customer_id, amount, failed_at
FROM dbo.payments
WHERE status = 'failed'
ORDER BY failed_at DESC
LIMIT 10;
```""",
    msg="billing is sql server, no LIMIT there. SELECT TOP (10) ...",
    gw="LIMIT 10", gr="SELECT TOP (10)",
    rq="50 most recent refunds over 500 eur, billing db",
    ro="""```sql
SELECT id, payment_id, amount, created_at
FROM dbo.refunds
WHERE amount > 500 AND currency = 'EUR'
ORDER BY created_at DESC
LIMIT 50;
```""",
    ok=[r"re:SELECT TOP \(?50\)? id|OFFSET 0 ROWS FETCH NEXT 50 ROWS ONLY"],
    bad=["LIMIT 50"],
    fix=[("SELECT id, payment_id", "SELECT TOP (50) id, payment_id"), ("\nLIMIT 50;", ";")],
    cq="same kind of query on the analytics postgres: last 10 signups",
    co="""```sql
SELECT id, email, created_at
FROM users
ORDER BY created_at DESC
LIMIT 10;
```""",
    hit="LIMIT")

add("ci-cd", "literal", "code_block", "unrelated",
    tq="upload the release tarball from ci",
    to="""```sh
aws s3 cp dist/ledger-${VERSION}.tar.gz s3://acme-artifacts/releases/ledger/
```""",
    msg="bucket is acme-build-artifacts",
    gw="s3://acme-artifacts", gr="s3://acme-build-artifacts",
    rq="gh actions step to push the built web assets there, keyed by sha",
    ro="""```yaml
      - name: upload assets
        run: aws s3 sync ./dist s3://acme-artifacts/web/${{ github.sha }}/ --delete
        env:
          AWS_REGION: eu-central-1
```""",
    ok=["s3://acme-build-artifacts/web/${{ github.sha }}/"],
    bad=["s3://acme-artifacts"],
    fix=[("s3://acme-artifacts", "s3://acme-build-artifacts")],
    cq="typescript: type for an object whose keys are the values of a string union",
    co="""Use a mapped type or the built-in `Record`:

```ts
type Status = 'active' | 'paused' | 'deleted';
type CountByStatus = Record<Status, number>;
```""")

add("shell-git", "literal", "reworded", "lookalike",
    tq="start a branch for the invoice pdf work",
    to="""```sh
git fetch origin
git checkout -b feature/invoice-pdf origin/main
```""",
    msg="we branch off develop, main only gets release merges",
    gw="origin/main", gr="origin/develop",
    rq="my branch is behind, how do i update it before opening the PR",
    ro="""Rebase it onto the latest base branch: run `git fetch origin && git rebase origin/main`, fix any conflicts, then `git push --force-with-lease`.""",
    ok=["git rebase origin/develop"],
    bad=["origin/main"],
    fix=[("origin/main", "origin/develop")],
    cq="how do i see what's merged but not released yet",
    co="""Compare the two long-lived branches:

```sh
git fetch origin
git log --oneline origin/main..origin/develop
```

Everything listed is on develop but not yet in a release.""")

add("containers", "literal", "code_block", "lookalike",
    tq="how do i start the integration test deps on the ci runner",
    to="""```sh
docker-compose -f docker-compose.ci.yml up -d --wait
```""",
    msg="the runners only have compose v2, docker-compose (v1) isnt installed. it's `docker compose`",
    gw="docker-compose -f", gr="docker compose -f",
    rq="makefile targets to bring the test stack up and down",
    ro="""```make
COMPOSE_FILE := docker-compose.ci.yml

test-up:
\tdocker-compose -f $(COMPOSE_FILE) up -d --wait

test-down:
\tdocker-compose -f $(COMPOSE_FILE) down -v

test: test-up
\tgo test -tags=integration ./... ; status=$$?; $(MAKE) test-down; exit $$status
```""",
    ok=["\tdocker compose -f $(COMPOSE_FILE) up -d --wait", "\tdocker compose -f $(COMPOSE_FILE) down -v"],
    bad=[r"re:docker-compose\s"],
    fix=[("docker-compose -f", "docker compose -f")],
    cq="add a healthcheck for postgres in the ci compose file",
    co="""In `docker-compose.ci.yml`:

```yaml
services:
  db:
    image: postgres:16
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U postgres"]
      interval: 2s
      retries: 30
```

`up --wait` then blocks until it's healthy.""",
    hit="docker-compose")

add("observability", "paraphrase", "identifier", "lookalike",
    tq="how do i set the datadog env tag for the api",
    to="""Set it on the container:

```sh
DD_ENV=production
DD_SERVICE=api
DD_VERSION=$GIT_SHA
```""",
    msg="env tag is prod for us not production, every dashbaord and monitor filters on env:prod",
    gw="DD_ENV=production", gr="DD_ENV=prod",
    rq="k8s env block for the checkout deployment with the dd vars",
    ro="""```yaml
        env:
          - name: DD_ENV
            value: production
          - name: DD_SERVICE
            value: checkout
          - name: DD_VERSION
            valueFrom:
              fieldRef:
                fieldPath: metadata.labels['app.kubernetes.io/version']
```""",
    ok=[r're:name: DD_ENV\s+value: "?prod"?\s'],
    bad=["value: production"],
    fix=[("value: production", "value: prod")],
    cq="node dockerfile for the checkout service",
    co="""```dockerfile
FROM node:22-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
CMD ["node", "dist/server.js"]
```""",
    hit="production")

add("frontend", "literal", "code_block", "lookalike", multi=True,
    tq="load the orders list server side in the dashboard",
    to="""In `app/dashboard/orders/page.tsx`:

```tsx
export async function getServerSideProps() {
  const orders = await fetchOrders();
  return { props: { orders } };
}

export default function OrdersPage({ orders }: { orders: Order[] }) {
  return <OrdersTable orders={orders} />;
}
```""",
    msg="this is the app router (app/ dir), getServerSideProps doesnt exist there. just make the page an async server component and await it",
    gw="export async function getServerSideProps()", gr="export default async function OrdersPage()",
    rq="same for the invoices page under app/dashboard/invoices",
    ro="""```tsx
// app/dashboard/invoices/page.tsx
export async function getServerSideProps() {
  const invoices = await fetchInvoices({ status: 'open' });
  return { props: { invoices } };
}

export default function InvoicesPage({ invoices }: { invoices: Invoice[] }) {
  return <InvoiceList invoices={invoices} />;
}
```""",
    ok=["export default async function InvoicesPage()", "await fetchInvoices({ status: 'open' })"],
    bad=["getServerSideProps", "props: {"],
    fix=[("""export async function getServerSideProps() {
  const invoices = await fetchInvoices({ status: 'open' });
  return { props: { invoices } };
}

""", ""),
         ("export default function InvoicesPage({ invoices }: { invoices: Invoice[] }) {\n",
          "export default async function InvoicesPage() {\n  const invoices = await fetchInvoices({ status: 'open' });\n")],
    cq="the old reports page is still under pages/, load its data per request",
    co="""For a `pages/` route that's still `getServerSideProps`:

```tsx
// pages/reports/[id].tsx
export async function getServerSideProps({ params }) {
  const report = await fetchReport(params.id);
  return { props: { report } };
}
```""",
    hit="getServerSideProps")

add("auth-security", "semantic", "reworded", "same_topic",
    tq="session cookie for the app, users arrive from links in emails and other sites",
    to="""```http
Set-Cookie: sid=...; Path=/; HttpOnly; Secure; SameSite=Strict
```

Don't use `SameSite=Lax` here: Lax blocks the cookie on any request coming from another site, including plain link clicks, so users following a link would appear logged out.""",
    msg="nah Lax does send the cookie on top-level GET navigations, that's the whole point of it. it's Strict that drops it on link clicks",
    gw="Lax blocks the cookie on any request coming from another site, including plain link clicks",
    gr="Lax still sends the cookie on top-level GET navigations from other sites; Strict drops it",
    rq="should the refresh token cookie be lax or strict? people open the app from slack links",
    ro="""Go with Strict for the refresh cookie and accept the extra login: with SameSite=Lax, a click on a Slack link wouldn't send the cookie either, because Lax withholds cookies from every cross-site request.""",
    ok=[r"re:(?i)lax[^.]*(sends?|includes?|allows?)[^.]*(top-level|navigation|link)"],
    bad=[r"re:(?i)lax withholds cookies from every cross-site request|wouldn't send the cookie either"],
    fix=[("Go with Strict for the refresh cookie and accept the extra login: with SameSite=Lax, a click on a Slack link wouldn't send the cookie either, because Lax withholds cookies from every cross-site request.",
          "Lax: SameSite=Lax sends the cookie on top-level navigations such as a click on a Slack link, while Strict would drop it and make people log in again; Lax still withholds it from cross-site POSTs and subresource requests.")],
    cq="the app is embedded in a partner's iframe and the cookie isn't sent",
    co="""Inside a cross-site iframe every request is cross-site, so the cookie needs `SameSite=None`, which browsers only accept together with `Secure`:

```http
Set-Cookie: sid=...; Path=/; HttpOnly; Secure; SameSite=None; Partitioned
```

`Partitioned` (CHIPS) keeps it working where third-party cookies are being phased out.""")

add("backend-go", "literal", "casing", "lookalike",
    tq="middleware that puts the request id into the logger",
    to="""```go
func RequestLogger(next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        id := r.Header.Get("X-Request-ID")
        if id == "" {
            id = uuid.NewString()
        }
        ctx := log.With(r.Context(), slog.String("request_id", id))
        next.ServeHTTP(w, r.WithContext(ctx))
    })
}
```""",
    msg="thanks, works. we standardized on X-Correlation-ID though, the gateway sets that one and strips X-Request-ID",
    gw="X-Request-ID", gr="X-Correlation-ID",
    rq="forward the id when the bff calls downstream services",
    ro="""Copy it from the incoming request onto the outgoing one (Node lowercases header names):

```ts
export async function callDownstream(req: Request, url: string) {
  const id = req.headers['x-request-id'] ?? randomUUID();
  return fetch(url, { headers: { 'x-request-id': String(id) } });
}
```""",
    ok=["req.headers['x-correlation-id']", "{ 'x-correlation-id': String(id) }"],
    bad=["re:(?i)x-request-id"],
    fix=[("x-request-id", "x-correlation-id")],
    cq="how do i log stripe's request id when a charge fails",
    co="""Stripe returns it in the `Request-Id` response header, and the Python SDK exposes it on the error:

```python
except stripe.error.StripeError as e:
    log.warning("stripe failed", request_id=e.request_id, code=e.code)
```""",
    hit="Request-Id")

add("backend-python", "literal", "casing", "unrelated",
    tq="read the db connection string in the orders service",
    to="""```python
import os

dsn = os.environ["DATABASE_URL"]
engine = create_async_engine(dsn, pool_size=10)
```""",
    msg="platform injects PG_DSN into every pod, DATABASE_URL isnt set in our clusters",
    gw='os.environ["DATABASE_URL"]', gr='os.environ["PG_DSN"]',
    rq="move the config to pydantic-settings",
    ro="""```python
from pydantic import PostgresDsn
from pydantic_settings import BaseSettings

class Settings(BaseSettings):
    database_url: PostgresDsn
    pool_size: int = 10

settings = Settings()
engine = create_async_engine(str(settings.database_url), pool_size=settings.pool_size)
```

Field names map to env vars case-insensitively.""",
    ok=["pg_dsn: PostgresDsn", "str(settings.pg_dsn)"],
    bad=["re:(?i)database_url"],
    fix=[("database_url", "pg_dsn")],
    cq="whats the difference between a tuple and a namedtuple",
    co="""A `namedtuple` is a tuple subclass whose fields also have names:

```python
from collections import namedtuple
Point = namedtuple("Point", "x y")
p = Point(1, 2)
p.x == p[0]  # True
```

It's still immutable and unpacks like a tuple.""")

# ---- 042-061 ---------------------------------------------------------------

add("sql-bigquery", "paraphrase", "casing", "lookalike",
    tq="orders from the last 7 days in bigquery, shop.orders",
    to="""```sql
SELECT order_id, customer_id, total
FROM shop.orders
WHERE DATE(order_ts) >= DATEADD(day, -7, CURRENT_DATE())
```""",
    msg="DATEADD isnt a bigquery function (thats snowflake/sql server). DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)",
    gw="DATEADD(day, -7, CURRENT_DATE())", gr="DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)",
    rq="bq: active customers in the last 30 days",
    ro="""```sql
select count(distinct customer_id) as active_customers
from shop.orders
where date(order_ts) >= dateadd(DAY, -30, current_date())
```""",
    ok=[r"re:(?i)date_sub\(current_date\(\), interval 30 day\)"],
    bad=["re:(?i)dateadd"],
    fix=[("dateadd(DAY, -30, current_date())", "date_sub(current_date(), interval 30 day)")],
    cq="same 7 day filter but in the snowflake finance warehouse",
    co="""Snowflake has `DATEADD`:

```sql
SELECT order_id, customer_id, total
FROM finance.orders
WHERE order_ts::date >= DATEADD(day, -7, CURRENT_DATE())
```""",
    hit="DATEADD(day, -7, CURRENT_DATE())")

add("sql-postgres", "literal", "casing", "lookalike",
    tq="create table for webhook deliveries",
    to="""```sql
CREATE TABLE webhook_deliveries (
    id SERIAL PRIMARY KEY,
    endpoint_id bigint NOT NULL REFERENCES webhook_endpoints(id),
    status_code int,
    delivered_at timestamptz NOT NULL DEFAULT now()
);
```""",
    msg="no SERIAL in new tables pls, we use bigint GENERATED ALWAYS AS IDENTITY (serial is 32 bit and the owned-sequence perms keep biting us)",
    gw="id SERIAL PRIMARY KEY", gr="id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
    rq="migration for an audit_log table",
    ro="""```sql
-- 20261127_create_audit_log.up.sql
create table audit_log (
    id serial primary key,
    actor_id bigint not null,
    action text not null,
    payload jsonb not null default '{}',
    created_at timestamptz not null default now()
);
```""",
    ok=["re:(?i)id bigint generated (always|by default) as identity primary key"],
    bad=[r"re:(?i)\bserial\b"],
    fix=[("id serial primary key", "id bigint generated always as identity primary key")],
    cq="add a column for the device serial number, must be unique",
    co="""```sql
ALTER TABLE devices ADD COLUMN serial_number text;
CREATE UNIQUE INDEX CONCURRENTLY devices_serial_number_key ON devices (serial_number);
```""",
    hit="SERIAL")

add("sql-sqlite", "literal", "casing", "lookalike",
    tq="schema for the local cache db in the cli (sqlite)",
    to="""```sql
CREATE TABLE IF NOT EXISTS cache (
    key TEXT PRIMARY KEY,
    value BLOB NOT NULL,
    fetched_at TEXT NOT NULL DEFAULT NOW()
);
```""",
    msg="sqlite has no NOW(), the create fails. CURRENT_TIMESTAMP",
    gw="DEFAULT NOW()", gr="DEFAULT CURRENT_TIMESTAMP",
    rq="add a table for the cli's request log, same db",
    ro="""```sql
create table if not exists request_log (
    id integer primary key,
    method text not null,
    url text not null,
    status integer,
    at text not null default now()
);
```""",
    ok=["re:(?i)default current_timestamp|default \\(datetime\\('now'\\)\\)"],
    bad=[r"re:(?i)\bnow\(\)"],
    fix=[("default now()", "default current_timestamp")],
    cq="and the server side table in postgres",
    co="""```sql
CREATE TABLE request_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    method text NOT NULL,
    url text NOT NULL,
    status int,
    at timestamptz NOT NULL DEFAULT now()
);
```""",
    hit="DEFAULT NOW()")

add("team-conventions", "literal", "identifier", "same_topic",
    tq="branch name for PAY-123 (refund webhook)",
    to="""```sh
git checkout -b feature/pay-123-refund-webhook
```""",
    msg="ok but the key has to be uppercase, PAY-123. the jira integration matches case sensitively so lowercase branches never link",
    gw="feature/pay-123-refund-webhook", gr="feature/PAY-123-refund-webhook",
    rq="need a second branch for the retry backoff part of the same ticket",
    ro="""Keep the ticket key in it so it links up: `git checkout -b fix/pay-123-retry-backoff develop`.""",
    ok=["fix/PAY-123-retry-backoff"],
    bad=["pay-123"],
    fix=[("pay-123", "PAY-123")],
    cq="commit message format for that ticket",
    co="""Ticket key first, then an imperative summary:

```
PAY-123: retry refund webhooks with exponential backoff
```""")

add("frontend", "paraphrase", "identifier", "already_correct",
    tq="show a badge only for active subscriptions",
    to="""```tsx
{sub.status === 'ACTIVE' && <Badge tone="success">Active</Badge>}
```""",
    msg="api returns the status lowercase ('active', 'past_due' ...) so that never renders",
    gw="sub.status === 'ACTIVE'", gr="sub.status === 'active'",
    rq="show a warning banner when the subscription payment is past due",
    ro="""```tsx
export function BillingBanner({ sub }: { sub: Subscription }) {
  if (sub.status !== 'PAST_DUE') return null;
  return <Banner tone="warning">Your last payment failed. Update your card to keep access.</Banner>;
}
```""",
    ok=["sub.status !== 'past_due'"],
    bad=["PAST_DUE"],
    fix=[("'PAST_DUE'", "'past_due'")],
    cq="filter the list to cancelled subscriptions",
    co="""```ts
const canceled = subs.filter((s) => s.status === 'canceled');
const active = subs.filter((s) => s.status === 'active');
```

(The API spells it `canceled`, one l.)""",
    right_in_control="'active'")

add("cloud-cli", "literal", "casing", "unrelated",
    tq="az cli to create the resource group for the search service",
    to="""```sh
az group create --name rg-search-prod --location westeurope
```""",
    msg="az cli bit is fine, but all our azure stuff has to be in germanywestcentral for data residency, not westeurope",
    gw="westeurope", gr="germanywestcentral",
    rq="bicep for the storage account",
    ro="""```bicep
param location string = 'WestEurope'

resource st 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'stsearchprod'
  location: location
  sku: { name: 'Standard_ZRS' }
  kind: 'StorageV2'
}
```""",
    ok=["re:(?i)param location string = 'germanywestcentral'"],
    bad=["re:(?i)westeurope"],
    fix=[("'WestEurope'", "'germanywestcentral'")],
    cq="go: how do i sort a slice of structs by two fields",
    co="""With `slices.SortFunc` and `cmp.Or`:

```go
slices.SortFunc(users, func(a, b User) int {
    return cmp.Or(cmp.Compare(a.LastName, b.LastName), cmp.Compare(a.FirstName, b.FirstName))
})
```""")

add("kubernetes", "literal", "code_block", "already_correct",
    tq="cronjob that runs the invoice reminder every morning",
    to="""```yaml
apiVersion: batch/v1beta1
kind: CronJob
metadata:
  name: invoice-reminder
spec:
  schedule: "0 7 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: reminder
              image: registry.acme-corp.io/billing/reminder:2.3.0
```""",
    msg="batch/v1beta1 is gone since 1.25, cluster's on 1.30 so the apply just errors. batch/v1",
    gw="apiVersion: batch/v1beta1", gr="apiVersion: batch/v1",
    rq="another cronjob to purge expired exports hourly",
    ro="""```yaml
apiVersion: batch/v1beta1
kind: CronJob
metadata:
  name: export-purge
spec:
  schedule: "15 * * * *"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: purge
              image: registry.acme-corp.io/data/export-purge:1.0.4
              args: ["--older-than", "24h"]
```""",
    ok=["apiVersion: batch/v1\nkind: CronJob"],
    bad=["v1beta1"],
    fix=[("batch/v1beta1", "batch/v1")],
    cq="cronjob for the nightly search reindex",
    co="""```yaml
apiVersion: batch/v1
kind: CronJob
metadata:
  name: search-reindex
spec:
  schedule: "30 2 * * *"
  timeZone: "Etc/UTC"
  concurrencyPolicy: Forbid
  jobTemplate:
    spec:
      backoffLimit: 2
      template:
        spec:
          restartPolicy: Never
          containers:
            - name: reindex
              image: registry.acme-corp.io/search/reindex:4.1.0
```""")

add("backend-go", "paraphrase", "identifier", "same_topic", multi=True,
    tq="load the tls cert bundle from disk",
    to="""```go
import "io/ioutil"

pem, err := ioutil.ReadFile(cfg.CABundlePath)
if err != nil {
    return fmt.Errorf("read ca bundle: %w", err)
}
```""",
    msg="ioutil is deprecated and staticcheck fails CI on it (SA1019). os.ReadFile",
    gw="ioutil.ReadFile", gr="os.ReadFile",
    rq="write the generated report to a file with 0640 perms",
    ro="""```go
import (
    "fmt"
    "io/ioutil"
)

func saveReport(path string, data []byte) error {
    if err := ioutil.WriteFile(path, data, 0o640); err != nil {
        return fmt.Errorf("write report: %w", err)
    }
    return nil
}
```""",
    ok=["os.WriteFile(path, data, 0o640)", '"os"'],
    bad=["ioutil"],
    fix=[('"io/ioutil"', '"os"'), ("ioutil.WriteFile", "os.WriteFile")],
    cq="list the .json files in a directory",
    co="""```go
entries, err := os.ReadDir(dir)
if err != nil {
    return nil, err
}
var out []string
for _, e := range entries {
    if !e.IsDir() && filepath.Ext(e.Name()) == ".json" {
        out = append(out, filepath.Join(dir, e.Name()))
    }
}
```""")

add("auth-security", "literal", "code_block", "lookalike", multi=True,
    tq="oidc config for the api to validate keycloak tokens",
    to="""```yaml
auth:
  issuer: https://sso.acme.io/auth/realms/acme
  audience: orders-api
```""",
    msg="pretty sure keycloak here is v24 so no /auth prefix (went away in 17). issuer is https://sso.acme.io/realms/acme",
    gw="https://sso.acme.io/auth/realms/acme", gr="https://sso.acme.io/realms/acme",
    rq="env vars for the go service to fetch keycloak keys",
    ro="""```sh
OIDC_ISSUER=https://sso.acme.io/auth/realms/acme
OIDC_JWKS_URL=https://sso.acme.io/auth/realms/acme/protocol/openid-connect/certs
OIDC_AUDIENCE=ledger-api
```""",
    ok=["OIDC_ISSUER=https://sso.acme.io/realms/acme\n", "OIDC_JWKS_URL=https://sso.acme.io/realms/acme/protocol/openid-connect/certs"],
    bad=["/auth/realms"],
    fix=[("https://sso.acme.io/auth/realms/acme", "https://sso.acme.io/realms/acme")],
    cq="which routes does the web app need for the login flow",
    co="""Two routes on the web app itself:

- `GET /auth/login` redirects to Keycloak with the PKCE challenge
- `GET /auth/callback` exchanges the code and sets the session cookie

Register `https://app.acme.io/auth/callback` as a valid redirect URI on the client.""",
    hit="/auth/")

add("observability", "literal", "code_block", "lookalike",
    tq="send traces from the node service to the collector",
    to="""```sh
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.observability:4317
OTEL_SERVICE_NAME=web-bff
```""",
    msg="4317 is the grpc receiver, with http/protobuf it has to be 4318. no spans were arriving",
    gw="otel-collector.observability:4317", gr="otel-collector.observability:4318",
    rq="deployment env for the python worker, same collector, http exporter",
    ro="""```yaml
        env:
          - name: OTEL_EXPORTER_OTLP_PROTOCOL
            value: http/protobuf
          - name: OTEL_EXPORTER_OTLP_ENDPOINT
            value: http://otel-collector.observability:4317
          - name: OTEL_SERVICE_NAME
            value: billing-worker
```""",
    ok=["value: http://otel-collector.observability:4318"],
    bad=[":4317"],
    fix=[(":4317", ":4318")],
    cq="go service uses the grpc exporter, what endpoint",
    co="""For OTLP over gRPC the collector listens on 4317:

```go
exp, err := otlptracegrpc.New(ctx,
    otlptracegrpc.WithEndpoint("otel-collector.observability:4317"),
    otlptracegrpc.WithInsecure(),
)
```""")

add("build-tools", "paraphrase", "identifier", "same_topic",
    tq="add okhttp to the app module",
    to="""In `app/build.gradle`:

```groovy
dependencies {
    compile 'com.squareup.okhttp3:okhttp:4.12.0'
}
```""",
    msg="`compile` got removed in gradle 7, were on 8.10. implementation",
    gw="compile 'com.squareup.okhttp3:okhttp:4.12.0'", gr="implementation 'com.squareup.okhttp3:okhttp:4.12.0'",
    rq="add coil for image loading too",
    ro="""```groovy
dependencies {
    implementation 'com.squareup.okhttp3:okhttp:4.12.0'
    compile 'io.coil-kt:coil:2.7.0'
}
```""",
    ok=["implementation 'io.coil-kt:coil:2.7.0'"],
    bad=["compile 'io.coil-kt"],
    fix=[("compile 'io.coil-kt", "implementation 'io.coil-kt")],
    cq="test dependencies for junit5 and mockk",
    co="""```groovy
dependencies {
    testImplementation 'org.junit.jupiter:junit-jupiter:5.11.3'
    testImplementation 'io.mockk:mockk:1.13.13'
}

tasks.withType(Test).configureEach { useJUnitPlatform() }
```""")

add("build-tools", "paraphrase", "reworded", "same_topic",
    tq="add zod to the web app",
    to="""```sh
npm install zod
```""",
    msg="we use pnpm (theres a pnpm-lock.yaml), npm install would create a package-lock and CI rejects that. pnpm add zod",
    gw="npm install zod", gr="pnpm add zod",
    rq="set up vitest with coverage in the web app",
    ro="""Install the runner and the v8 coverage provider as dev deps with `npm i -D vitest @vitest/coverage-v8`, then add `"test": "vitest run --coverage"` to package.json.""",
    ok=["pnpm add -D vitest @vitest/coverage-v8"],
    bad=["npm i -D"],
    fix=[("npm i -D", "pnpm add -D")],
    cq="how do i run a package.json script in just the web workspace",
    co="""```sh
pnpm --filter web run build
```

`--filter` takes the package name from its package.json.""")

add("cloud-cli", "paraphrase", "identifier", "lookalike", multi=True,
    tq="read the stripe key from vault over http in the deploy script",
    to="""```sh
curl -s -H "X-Vault-Token: $VAULT_TOKEN" "$VAULT_ADDR/v1/secret/payments/stripe" | jq -r '.data.api_key'
```""",
    msg="secret/ is a kv v2 mount, the http api needs /v1/secret/data/payments/stripe and the value is under .data.data",
    gw="$VAULT_ADDR/v1/secret/payments/stripe", gr="$VAULT_ADDR/v1/secret/data/payments/stripe",
    rq="python helper to get the ledger db password from vault without hvac",
    ro="""```python
def ledger_db_password() -> str:
    r = requests.get(
        f"{VAULT_ADDR}/v1/secret/ledger/db",
        headers={"X-Vault-Token": os.environ["VAULT_TOKEN"]},
        timeout=5,
    )
    r.raise_for_status()
    return r.json()["data"]["password"]
```""",
    ok=['f"{VAULT_ADDR}/v1/secret/data/ledger/db"', 'r.json()["data"]["data"]["password"]'],
    bad=["/v1/secret/ledger", 'r.json()["data"]["password"]'],
    fix=[("/v1/secret/ledger/db", "/v1/secret/data/ledger/db"),
         ('r.json()["data"]["password"]', 'r.json()["data"]["data"]["password"]')],
    cq="check the stripe key from my terminal",
    co="""The CLI knows the mount is KV v2 and adds the `data/` segment itself:

```sh
vault kv get -field=api_key secret/payments/stripe
```""",
    hit="secret/payments/stripe")

add("sql-postgres", "paraphrase", "reworded", "same_topic",
    tq="users who signed up in the last week (postgres)",
    to="""```sql
SELECT id, email FROM users WHERE created_at > NOW() - INTERVAL 7 DAY;
```""",
    msg="isnt that mysql interval syntax? pg wants now() - interval '7 days'",
    gw="NOW() - INTERVAL 7 DAY", gr="now() - interval '7 days'",
    rq="pg: count orders from the last 30 days grouped by status",
    ro="""Filter with `created_at > NOW() - INTERVAL 30 DAY` and group: `SELECT status, count(*) FROM orders WHERE created_at > NOW() - INTERVAL 30 DAY GROUP BY status;`""",
    ok=["re:(?i)interval '30 days?'"],
    bad=["re:(?i)interval 30 day"],
    fix=[("NOW() - INTERVAL 30 DAY", "now() - interval '30 days'")],
    cq="pg: bucket signups by day for the last week",
    co="""```sql
SELECT date_trunc('day', created_at) AS day, count(*)
FROM users
WHERE created_at >= current_date - 7
GROUP BY 1
ORDER BY 1;
```""")

add("data-pipelines", "literal", "code_block", "same_topic", multi=True,
    tq="spark job writing the daily events partition to the lake",
    to="""```python
(df.write
   .mode("overwrite")
   .parquet(f"s3://acme-data-lake/events/date={run_date}/"))
```""",
    msg="lake partitions are dt=YYYY-MM-DD, athena + the glue crawler expect that key. date= would make a second partition column",
    gw="events/date={run_date}/", gr="events/dt={run_date}/",
    rq="now the sessions table, partitioned by day, plus the athena ddl",
    ro="""```python
(sessions.write
   .mode("overwrite")
   .parquet(f"s3://acme-data-lake/sessions/date={run_date}/"))
```

```sql
CREATE EXTERNAL TABLE lake.sessions (
  session_id string,
  user_id string,
  started_at timestamp
)
PARTITIONED BY (date string)
STORED AS PARQUET
LOCATION 's3://acme-data-lake/sessions/';
```""",
    ok=["sessions/dt={run_date}/", "PARTITIONED BY (dt string)"],
    bad=["date={run_date}", "PARTITIONED BY (date"],
    fix=[("sessions/date={run_date}/", "sessions/dt={run_date}/"),
         ("PARTITIONED BY (date string)", "PARTITIONED BY (dt string)")],
    cq="athena query for yesterday's events",
    co="""Filter on the partition column so Athena only scans one prefix:

```sql
SELECT event_type, count(*)
FROM lake.events
WHERE dt = cast(current_date - interval '1' day AS varchar)
GROUP BY event_type;
```""")

add("containers", "literal", "reworded", "unrelated",
    tq="push the ledger image for the prod release",
    to="""```sh
aws ecr get-login-password --region eu-central-1 | docker login --username AWS --password-stdin 310958742610.dkr.ecr.eu-central-1.amazonaws.com
docker push 310958742610.dkr.ecr.eu-central-1.amazonaws.com/ledger:1.4.2
```""",
    msg="hmm 310958742610 is the dev account, prod ECR is 481516234200",
    gw="310958742610", gr="481516234200",
    rq="what image ref goes in the prod helm values",
    ro="""Use the ECR repo with the release tag: `image.repository: 310958742610.dkr.ecr.eu-central-1.amazonaws.com/ledger` and `image.tag: "1.4.2"`, and make sure the node role can pull from that registry.""",
    ok=["481516234200.dkr.ecr.eu-central-1.amazonaws.com/ledger"],
    bad=["310958742610"],
    fix=[("310958742610", "481516234200")],
    cq="sql: what does COALESCE do with all-null args",
    co="""It returns NULL: `COALESCE` gives the first non-null argument, and if every argument is null the result is null. `COALESCE(a, b, 0)` is the usual way to force a default.""")

add("backend-python", "paraphrase", "code_block", "already_correct", multi=True,
    tq="response model for accounts coming from the orm",
    to="""```python
class AccountOut(BaseModel):
    id: int
    email: str

    class Config:
        orm_mode = True

payload = AccountOut.from_orm(account).dict()
```""",
    msg="we're on pydantic 2, that's v1 api. model_config = ConfigDict(from_attributes=True) and model_validate(...).model_dump()",
    gw="orm_mode = True", gr="model_config = ConfigDict(from_attributes=True)",
    rq="same for invoices, with the line items nested",
    ro="""```python
class LineItemOut(BaseModel):
    sku: str
    qty: int

    class Config:
        orm_mode = True

class InvoiceOut(BaseModel):
    id: int
    total_cents: int
    items: list[LineItemOut]

    class Config:
        orm_mode = True

data = InvoiceOut.from_orm(invoice).dict()
```""",
    ok=["model_config = ConfigDict(from_attributes=True)", "InvoiceOut.model_validate(invoice).model_dump()"],
    bad=["orm_mode", "from_orm", ".dict()"],
    fix=[("    class Config:\n        orm_mode = True", "    model_config = ConfigDict(from_attributes=True)"),
         ("InvoiceOut.from_orm(invoice).dict()", "InvoiceOut.model_validate(invoice).model_dump()")],
    cq="serialize a model to json with camelCase keys",
    co="""```python
from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

class CustomerOut(BaseModel):
    model_config = ConfigDict(from_attributes=True, alias_generator=to_camel, populate_by_name=True)
    customer_id: int
    display_name: str

body = CustomerOut.model_validate(row).model_dump_json(by_alias=True)
```""",
    right_in_control="model_config = ConfigDict(from_attributes=True")

add("frontend", "paraphrase", "identifier", "unrelated", multi=True,
    tq="read the api url in the web app",
    to="""```ts
const apiUrl = process.env.REACT_APP_API_URL;
```""",
    msg="thats CRA, were on vite. import.meta.env.VITE_API_URL, and only VITE_ prefixed vars get exposed",
    gw="process.env.REACT_APP_API_URL", gr="import.meta.env.VITE_API_URL",
    rq="init sentry in the web app with the dsn from env",
    ro="""```ts
import * as Sentry from '@sentry/react';

Sentry.init({
  dsn: process.env.REACT_APP_SENTRY_DSN,
  environment: process.env.REACT_APP_ENV,
  tracesSampleRate: 0.1,
});
```

and put `REACT_APP_SENTRY_DSN=...` in `.env.production`.""",
    ok=["dsn: import.meta.env.VITE_SENTRY_DSN", "environment: import.meta.env.VITE_ENV", "VITE_SENTRY_DSN=..."],
    bad=["process.env", "REACT_APP_"],
    fix=[("process.env.REACT_APP_", "import.meta.env.VITE_"), ("REACT_APP_SENTRY_DSN=", "VITE_SENTRY_DSN=")],
    cq="kubectl: copy a file out of a pod",
    co="""```sh
kubectl cp ledger/ledger-api-7d9f8c-x2k4p:/tmp/heap.pprof ./heap.pprof -c api
```

The pod needs `tar` in its image for `kubectl cp` to work.""")

add("team-conventions", "literal", "reworded", "same_topic",
    tq="tag the 2.8.0 release",
    to="""```sh
git tag -a 2.8.0 -m "release 2.8.0"
git push origin 2.8.0
```""",
    msg="tags need the v prefix, v2.8.0. the release workflow only triggers on v* so that tag did nothing",
    gw="git tag -a 2.8.0", gr="git tag -a v2.8.0",
    rq="hotfix is merged, tag 2.8.1",
    ro="""Tag the merge commit on main and push it: `git tag -a 2.8.1 -m "hotfix 2.8.1" && git push origin 2.8.1`. The release workflow picks it up from there.""",
    ok=["git tag -a v2.8.1", "git push origin v2.8.1"],
    bad=["re:tag -a 2|origin 2\\.8"],
    fix=[("git tag -a 2.8.1", "git tag -a v2.8.1"), ("git push origin 2.8.1", "git push origin v2.8.1")],
    cq="how do i list the last few release tags",
    co="""```sh
git tag --list 'v*' --sort=-v:refname | head -5
```""")

add("auth-security", "paraphrase", "code_block", "lookalike",
    tq="iam policy so the report job can read objects from acme-reports",
    to="""```json
{
  "Effect": "Allow",
  "Action": ["s3:GetObject"],
  "Resource": "arn:aws:s3:::acme-reports"
}
```""",
    msg="GetObject acts on objects so the resource needs /*, arn:aws:s3:::acme-reports/* — got AccessDenied",
    gw='"Resource": "arn:aws:s3:::acme-reports"', gr='"Resource": "arn:aws:s3:::acme-reports/*"',
    rq="the exporter also needs to write into acme-exports",
    ro="""```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:PutObject", "s3:AbortMultipartUpload"],
      "Resource": "arn:aws:s3:::acme-exports"
    }
  ]
}
```""",
    ok=['"Resource": "arn:aws:s3:::acme-exports/*"'],
    bad=['"arn:aws:s3:::acme-exports"'],
    fix=[('"arn:aws:s3:::acme-exports"', '"arn:aws:s3:::acme-exports/*"')],
    cq="it also needs to list the report bucket",
    co="""`ListBucket` is a bucket-level action, so its resource is the bucket ARN itself:

```json
{
  "Effect": "Allow",
  "Action": ["s3:ListBucket"],
  "Resource": "arn:aws:s3:::acme-reports",
  "Condition": {"StringLike": {"s3:prefix": ["daily/*"]}}
}
```""",
    hit='"Resource": "arn:aws:s3:::acme-reports"')

# ---- 062-080 ---------------------------------------------------------------

add("mobile", "literal", "reworded", "already_correct",
    tq="build the flutter app for the play store upload",
    to="""```sh
flutter build apk --release --flavor prod
```

Upload `build/app/outputs/flutter-apk/app-prod-release.apk` in the Play Console.""",
    msg="play console wont take apks for new releases anymore, has to be an aab. flutter build appbundle",
    gw="flutter build apk --release", gr="flutter build appbundle --release",
    rq="fastlane lane that builds and uploads the android release to internal testing",
    ro="""The lane runs the release build with `flutter build apk --release --flavor prod` and then calls `upload_to_play_store(track: "internal")`, pointing it at the APK from `build/app/outputs/flutter-apk/`.""",
    ok=["flutter build appbundle --release --flavor prod"],
    bad=["build apk --release"],
    fix=[("flutter build apk --release", "flutter build appbundle --release"),
         ("pointing it at the APK from `build/app/outputs/flutter-apk/`", "pointing it at the AAB from `build/app/outputs/bundle/prodRelease/`")],
    cq="what do i run for the play store build again",
    co="""```sh
flutter build appbundle --release --flavor prod --obfuscate --split-debug-info=build/symbols
```

The bundle lands in `build/app/outputs/bundle/prodRelease/app-prod-release.aab`.""")

add("shell-git", "semantic", "reworded", "same_topic",
    tq="need to switch branches quick but i have half done work incl a couple new files",
    to="""Stash it and switch:

```sh
git stash
git checkout main
```

`git stash` saves everything, including the new files you haven't added yet, and `git stash pop` brings it all back.""",
    msg="it doesnt — untracked files stay in the working tree unless you pass -u. learned that the hard way just now lol",
    gw="`git stash` saves everything, including the new files you haven't added yet",
    gr="`git stash -u` also stashes untracked files; plain `git stash` leaves them in the working tree",
    rq="wip on a hotfix, new migration file not added yet, how do i park it all and go to main",
    ro="""Run `git stash` (it picks up untracked files like your new migration too), then `git checkout main`. When you're back, `git stash pop` restores everything.""",
    ok=["re:git stash (-u|--include-untracked)"],
    bad=["re:picks up untracked|untracked files like your new migration too"],
    fix=[("Run `git stash` (it picks up untracked files like your new migration too)",
          "Run `git stash -u` (plain `git stash` would leave the new, untracked migration behind)")],
    cq="how do i see what's in a stash without applying it",
    co="""```sh
git stash list
git stash show -p stash@{0}
```

`show -p` prints the full diff of that entry.""")

add("kubernetes", "semantic", "reworded", "same_topic",
    tq="api pods keep restarting whenever the db gets slow, probes look like this, why",
    to="""A failing readiness probe makes the kubelet restart the container, and your readiness check calls the database, so a slow DB restarts the pods. Point readiness at a cheap endpoint that doesn't touch the DB.""",
    msg="readiness failing doesnt restart anything, it just takes the pod out of the service endpoints. the restarts are the liveness probe, which also hits the db",
    gw="A failing readiness probe makes the kubelet restart the container",
    gr="A failing readiness probe only removes the pod from the Service endpoints; restarts come from the liveness probe",
    rq="whats the difference between readiness and liveness again, and which one should check redis",
    ro="""Both restart the container when they fail; readiness just starts checking earlier. Put the Redis check in readiness so a Redis blip restarts the pod quickly.""",
    ok=[r"re:(?i)readiness[^.]*(removes?|takes?|pulls?)[^.]*(endpoints?|service|traffic)"],
    bad=[r"re:(?i)both restart|readiness[^.]*restarts? the (pod|container)|restarts the pod quickly"],
    fix=[("Both restart the container when they fail; readiness just starts checking earlier. Put the Redis check in readiness so a Redis blip restarts the pod quickly.",
          "Only liveness failures restart the container; a failing readiness probe removes the pod from the Service endpoints, so it gets no traffic until it passes again. Put the Redis check in readiness if anywhere, never in liveness, so a Redis blip doesn't restart every pod.")],
    cq="the jvm service takes 90s to start and liveness kills it first",
    co="""Add a startup probe; liveness and readiness don't run until it has succeeded:

```yaml
startupProbe:
  httpGet: {path: /healthz, port: 8080}
  periodSeconds: 5
  failureThreshold: 30
```

That allows up to 150s for startup.""")

add("sql-postgres", "semantic", "reworded", "unrelated",
    tq="need an index on orders(customer_id), the table is busy all day",
    to="""Plain `CREATE INDEX` doesn't block writes in Postgres, only other DDL, so you can run it during the day:

```sql
CREATE INDEX orders_customer_id_idx ON orders (customer_id);
```""",
    msg="hm it does block writes (SHARE lock) for the whole build. on prod we always do CONCURRENTLY",
    gw="Plain `CREATE INDEX` doesn't block writes in Postgres",
    gr="Plain `CREATE INDEX` blocks writes for the whole build; use CREATE INDEX CONCURRENTLY",
    rq="index on payments(created_at) in prod, ok to just run it?",
    ro="""Yes, go ahead: a regular index build only takes a lock that lets inserts and updates continue.

```sql
CREATE INDEX payments_created_at_idx ON payments (created_at);
```""",
    ok=["CREATE INDEX CONCURRENTLY payments_created_at_idx"],
    bad=["re:lets inserts and updates continue|doesn't block writes|CREATE INDEX payments"],
    fix=[("Yes, go ahead: a regular index build only takes a lock that lets inserts and updates continue.",
          "Not as written: a plain index build blocks inserts and updates until it finishes. Build it concurrently instead (it can't run inside a transaction block)."),
         ("CREATE INDEX payments", "CREATE INDEX CONCURRENTLY payments")],
    cq="good .gitignore for a go service repo",
    co="""```gitignore
/bin/
/dist/
*.test
*.out
coverage.*
.env
.idea/
.vscode/
```

Keep `go.sum` committed.""")

add("frontend", "semantic", "code_block", "already_correct",
    tq="p95 from the latency samples in the perf script",
    to="""```js
const sorted = samples.slice().sort();
const p95 = sorted[Math.floor(sorted.length * 0.95)];
```

`sort()` compares numbers numerically, so this works for the millisecond values.""",
    msg="careful, sort() w/o a comparator sorts as strings so 100 lands before 9. needs (a, b) => a - b",
    gw="samples.slice().sort()", gr="samples.slice().sort((a, b) => a - b)",
    rq="top 3 biggest order totals from the array",
    ro="""```ts
const top3 = totals.sort().reverse().slice(0, 3);
```

The default sort orders numbers by value, so reversing gives the largest first.""",
    ok=[r"re:sort\(\(a, ?b\) => b - a\)|sort\(\(a, ?b\) => a - b\)\.reverse\(\)"],
    bad=[r"re:sort\(\)", "re:default sort orders numbers by value"],
    fix=[(".sort().reverse()", ".sort((a, b) => b - a)"),
         ("The default sort orders numbers by value, so reversing gives the largest first.",
          "The comparator sorts numerically, largest first; without one, the default comparison would treat the numbers as strings.")],
    cq="median of an array of numbers",
    co="""```ts
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
```""",
    right_in_control="(a, b) => a - b")

add("data-pipelines", "semantic", "reworded", "same_topic",
    tq="events for one order have to be processed in order, topic has 12 partitions, anything to do?",
    to="""Nothing special: Kafka guarantees ordering across the whole topic, so every consumer sees an order's events in the order they were produced.""",
    msg="only within a partition. so key by order_id so an order's events all land on one partition",
    gw="Kafka guarantees ordering across the whole topic",
    gr="Kafka only guarantees ordering within a partition",
    rq="can i scale the ledger consumer group to 12 instances without breaking per-account ordering",
    ro="""Yes. Ordering is topic-wide in Kafka, so whichever instance reads an entry, entries come out in produce order; you don't need to set a message key.""",
    ok=["re:(?i)(within|per) (a |one |each )?partition"],
    bad=["re:(?i)topic-wide|across the (whole )?topic|don't need to set a (message )?key"],
    fix=[("Yes. Ordering is topic-wide in Kafka, so whichever instance reads an entry, entries come out in produce order; you don't need to set a message key.",
          "Yes, as long as entries are keyed by account id: Kafka only orders messages within a partition, and the key sends all of an account's entries to one partition, which a single instance in the group owns at a time.")],
    cq="how do i stop the producer from writing duplicates when it retries",
    co="""Turn on the idempotent producer (the default since Kafka 3.0 clients, but be explicit):

```properties
enable.idempotence=true
acks=all
max.in.flight.requests.per.connection=5
```""")

add("backend-api", "semantic", "reworded", "unrelated",
    tq="what status should the api return when a logged in user opens another tenant's invoice",
    to="""Return 401 Unauthorized: the user is authenticated but not allowed to see this resource.

```go
http.Error(w, "forbidden", http.StatusUnauthorized)
```""",
    msg="401 is for missing/invalid credentials, logged-in-but-not-allowed is 403. (404 if we didnt want to leak that it exists, but 403 is fine here)",
    gw="Return 401 Unauthorized: the user is authenticated but not allowed to see this resource.",
    gr="Return 403 Forbidden: the user is authenticated but not allowed to see this resource.",
    rq="a non-admin calls DELETE /projects/{id}, what should happen",
    ro="""The caller has a valid token but lacks the admin role, so reject it with 401:

```ts
if (!user.roles.includes('admin')) {
  return res.status(401).json({ error: 'admin role required' });
}
```""",
    ok=["res.status(403)"],
    bad=["401"],
    fix=[("reject it with 401", "reject it with 403 Forbidden"), ("res.status(401)", "res.status(403)")],
    cq="docker: clean up all stopped containers and dangling images",
    co="""```sh
docker container prune -f
docker image prune -f
```

`docker system prune` does both plus unused networks and build cache.""")

add("backend-python", "literal", "code_block", "same_topic", multi=True,
    tq="create the asyncpg pool when the fastapi app starts",
    to="""```python
app = FastAPI()

@app.on_event("startup")
async def connect():
    app.state.pool = await asyncpg.create_pool(settings.pg_dsn)
```""",
    msg="on_event is deprecated in the fastapi we're on (0.115), it's the lifespan context manager now",
    gw='@app.on_event("startup")', gr="@asynccontextmanager\nasync def lifespan(app: FastAPI):",
    rq="set up and close the redis client with the app",
    ro="""```python
app = FastAPI()

@app.on_event("startup")
async def open_redis():
    app.state.redis = redis.asyncio.from_url(settings.redis_url)

@app.on_event("shutdown")
async def close_redis():
    await app.state.redis.aclose()
```""",
    ok=["app = FastAPI(lifespan=lifespan)", "async def lifespan(app: FastAPI):", "await app.state.redis.aclose()"],
    bad=["on_event"],
    fix=[("""app = FastAPI()

@app.on_event("startup")
async def open_redis():
    app.state.redis = redis.asyncio.from_url(settings.redis_url)

""", """@asynccontextmanager
async def lifespan(app: FastAPI):
    app.state.redis = redis.asyncio.from_url(settings.redis_url)
    yield
"""),
         ("""@app.on_event("shutdown")
async def close_redis():
    await app.state.redis.aclose()""", """    await app.state.redis.aclose()

app = FastAPI(lifespan=lifespan)""")],
    cq="db session per request in fastapi",
    co="""Yield it from a dependency so it's closed after the response:

```python
async def get_session() -> AsyncIterator[AsyncSession]:
    async with SessionLocal() as session:
        yield session

@app.get("/orders/{order_id}")
async def get_order(order_id: int, db: AsyncSession = Depends(get_session)):
    return await db.get(Order, order_id)
```""")

add("environment", "literal", "identifier", "unrelated",
    tq="point uv at our internal package index",
    to="""```sh
export UV_INDEX_URL=https://pypi.acme.io/simple
```""",
    msg="pypi.acme.io was the old devpi box, it's https://nexus.acme.io/repository/pypi/simple now",
    gw="https://pypi.acme.io/simple", gr="https://nexus.acme.io/repository/pypi/simple",
    rq="put the index in pyproject so everyone gets it",
    ro="""```toml
[[tool.uv.index]]
name = "acme"
url = "https://pypi.acme.io/simple"
default = true
```""",
    ok=['url = "https://nexus.acme.io/repository/pypi/simple"'],
    bad=["pypi.acme.io"],
    fix=[("https://pypi.acme.io/simple", "https://nexus.acme.io/repository/pypi/simple")],
    cq="css: center a div horizontally and vertically",
    co="""```css
.parent {
  display: grid;
  place-items: center;
}
```""")

add("kubernetes", "literal", "reworded", "already_correct",
    tq="pvc for the elasticsearch data volume",
    to="""```yaml
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: es-data
spec:
  accessModes: [ReadWriteOnce]
  storageClassName: gp2
  resources:
    requests:
      storage: 200Gi
```""",
    msg="cluster only has gp3 (it's the default), the gp2 class got deleted so the pvc just sits in Pending forver",
    gw="storageClassName: gp2", gr="storageClassName: gp3",
    rq="statefulset for clickhouse, how should the volumes be set up",
    ro="""Use a `volumeClaimTemplates` entry so each replica gets its own volume: name it `data`, set `storageClassName: gp2` and request 500Gi with `ReadWriteOnce`, then mount it at `/var/lib/clickhouse`.""",
    ok=["storageClassName: gp3"],
    bad=["gp2"],
    fix=[("storageClassName: gp2", "storageClassName: gp3")],
    cq="pvc for the grafana sqlite db",
    co="""```yaml
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: grafana-data
  namespace: monitoring
spec:
  accessModes: [ReadWriteOnce]
  storageClassName: gp3
  resources:
    requests:
      storage: 10Gi
```""")

add("team-conventions", "paraphrase", "identifier", "same_topic",
    tq="create a migration for the refunds table",
    to="""```sh
migrate create -ext sql -dir migrations -seq add_refunds
```""",
    msg="migrations live in db/migrations, the migrations/ at the repo root is dead (pre-monorepo). everything else is right",
    gw="-dir migrations", gr="-dir db/migrations",
    rq="make target to apply migrations locally",
    ro="""```make
migrate-up:
\tmigrate -path migrations -database "$(PG_DSN)" up
```""",
    ok=["migrate -path db/migrations -database"],
    bad=["-path migrations"],
    fix=[("-path migrations", "-path db/migrations")],
    cq="what do the migration file names look like",
    co="""golang-migrate wants an up/down pair per version:

```
000042_add_refunds.up.sql
000042_add_refunds.down.sql
```

With `-seq` the version is a zero-padded counter.""")

add("containers", "literal", "code_block", "unrelated",
    tq="k8s cronjob that pg_dumps prod nightly to s3",
    to="""```yaml
containers:
  - name: backup
    image: postgres:15
    command: ["/bin/sh", "-c"]
    args:
      - pg_dump "$PG_DSN" -Fc | aws s3 cp - s3://acme-db-backups/ledger/$(date +%F).dump
```""",
    msg="prod is on pg 16, pg_dump 15 aborts with server version mismatch. also the image has no aws cli but i'll sort that",
    gw="image: postgres:15", gr="image: postgres:16",
    rq="dockerfile for a backup image that has pg_dump and the aws cli",
    ro="""```dockerfile
FROM postgres:15-alpine
RUN apk add --no-cache aws-cli
COPY backup.sh /usr/local/bin/backup.sh
ENTRYPOINT ["/usr/local/bin/backup.sh"]
```""",
    ok=["FROM postgres:16-alpine"],
    bad=["postgres:15"],
    fix=[("postgres:15-alpine", "postgres:16-alpine")],
    cq="typescript: make all fields of a type optional except id",
    co="""```ts
type PatchOf<T extends { id: unknown }> = Partial<Omit<T, 'id'>> & Pick<T, 'id'>;
```""")

add("cloud-cli", "paraphrase", "code_block", "already_correct", multi=True,
    tq="run the search stack plan with the region from env",
    to="""```sh
export TF_VAR_REGION=eu-central-1
terraform plan -out plan.bin
```""",
    msg="TF_VAR_ names are case sensitive, has to match the variable name, so TF_VAR_region. it kept prompting me",
    gw="TF_VAR_REGION", gr="TF_VAR_region",
    rq="gh actions job that plans the stack, variables are region, environment and db_password",
    ro="""```yaml
  plan:
    runs-on: ubuntu-latest
    env:
      TF_VAR_REGION: eu-central-1
      TF_VAR_ENVIRONMENT: prod
      TF_VAR_db_password: ${{ secrets.DB_PASSWORD }}
    steps:
      - uses: actions/checkout@v4
      - uses: hashicorp/setup-terraform@v3
      - run: terraform init -input=false
      - run: terraform plan -input=false -out plan.bin
```""",
    ok=["TF_VAR_region: eu-central-1", "TF_VAR_environment: prod", "TF_VAR_db_password:"],
    bad=["TF_VAR_REGION", "TF_VAR_ENVIRONMENT"],
    fix=[("TF_VAR_REGION", "TF_VAR_region"), ("TF_VAR_ENVIRONMENT", "TF_VAR_environment")],
    cq="how do i pass the region when running plan locally",
    co="""Either on the command line or through the environment, named exactly like the variable:

```sh
terraform plan -var region=eu-central-1
# or
export TF_VAR_region=eu-central-1
terraform plan
```""")

add("sql-postgres", "literal", "casing", "lookalike",
    tq="latest orders for a customer",
    to="""```sql
SELECT id, total_cents, createdAt
FROM orders
WHERE customer_id = $1
ORDER BY createdAt DESC
LIMIT 20;
```""",
    msg="columns are snake_case in the db, created_at. createdAt is only what the api serializes it as",
    gw="createdAt", gr="created_at",
    rq="orders created since a given timestamp, for the sync endpoint",
    ro="""```sql
select id, status, total_cents
from orders
where createdat >= $1
order by createdat
limit 500;
```""",
    ok=["where created_at >= $1", "order by created_at"],
    bad=["re:(?i)createdat"],
    fix=[("createdat", "created_at")],
    cq="map the order row to the api response type",
    co="""```ts
export type OrderDto = { id: string; totalCents: number; createdAt: string };

export function toDto(row: OrderRow): OrderDto {
  return { id: String(row.id), totalCents: row.total_cents, createdAt: row.created_at.toISOString() };
}
```""")

add("sql-postgres", "literal", "casing", "unrelated",
    tq="find expired password reset tokens",
    to="""```sql
SELECT id, user_id FROM password_resets WHERE expires_at < GETDATE();
```""",
    msg="GETDATE is sql server lol, this is postgres → now()",
    gw="GETDATE()", gr="now()",
    rq="revoke every session of a user",
    ro="""```sql
update sessions
set revoked_at = getdate()
where user_id = $1 and revoked_at is null;
```""",
    ok=["set revoked_at = now()"],
    bad=["re:(?i)getdate"],
    fix=[("getdate()", "now()")],
    cq="rust: read a file into a string",
    co="""```rust
let text = std::fs::read_to_string("config.toml")?;
```

The `?` needs the function to return a `Result` whose error converts from `std::io::Error`.""")

add("sql-postgres", "literal", "casing", "already_correct",
    tq="revenue per day net of discounts",
    to="""```sql
SELECT date_trunc('day', paid_at) AS day,
       SUM(total_cents - IFNULL(discount_cents, 0)) AS net_cents
FROM orders
GROUP BY 1 ORDER BY 1;
```""",
    msg="thats mysql, postgres doesnt have IFNULL. COALESCE(discount_cents, 0)",
    gw="IFNULL(discount_cents, 0)", gr="COALESCE(discount_cents, 0)",
    rq="average discount per order per month",
    ro="""```sql
select date_trunc('month', paid_at) as month,
       avg(ifnull(discount_cents, 0)) as avg_discount_cents
from orders
group by 1 order by 1;
```""",
    ok=[r"re:(?i)avg\(coalesce\(discount_cents, 0\)\)"],
    bad=["re:(?i)ifnull"],
    fix=[("ifnull(discount_cents, 0)", "coalesce(discount_cents, 0)")],
    cq="orders where the discount is more than half the total",
    co="""```sql
SELECT id, total_cents, COALESCE(discount_cents, 0) AS discount_cents
FROM orders
WHERE COALESCE(discount_cents, 0) * 2 > total_cents;
```""")

add("sql-mysql", "literal", "casing", "lookalike", multi=True,
    tq="table for comments in the forum db (mysql 8)",
    to="""```sql
CREATE TABLE comments (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  thread_id BIGINT NOT NULL,
  body TEXT NOT NULL
) DEFAULT CHARSET=utf8;
```""",
    msg="utf8 in mysql is the 3 byte one, emoji break it. utf8mb4 + utf8mb4_0900_ai_ci",
    gw="DEFAULT CHARSET=utf8", gr="DEFAULT CHARSET=utf8mb4",
    rq="convert the old reviews table so it takes emoji",
    ro="""```sql
ALTER TABLE reviews CONVERT TO CHARACTER SET UTF8 COLLATE UTF8_GENERAL_CI;
```

It rewrites the table, so run it off-peak.""",
    ok=["re:(?i)character set utf8mb4 collate utf8mb4_"],
    bad=[r"re:(?i)\butf8\b", r"re:(?i)\butf8_"],
    fix=[("CHARACTER SET UTF8 ", "CHARACTER SET utf8mb4 "), ("COLLATE UTF8_GENERAL_CI", "COLLATE utf8mb4_0900_ai_ci")],
    cq="go: validate that a comment is at most 500 characters",
    co="""Count runes, not bytes:

```go
if utf8.RuneCountInString(c.Body) > 500 {
    return ErrCommentTooLong
}
```""",
    hit="utf8")

add("sql-postgres", "literal", "casing", "same_topic",
    tq="users table for the new auth service",
    to="""```sql
CREATE TABLE users (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email VARCHAR(255) NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
);
```""",
    msg="we use text in postgres, varchar(n) is banned by squawk in CI. add a check if you need a limit",
    gw="email VARCHAR(255)", gr="email text",
    rq="table for pending invitations",
    ro="""```sql
create table invitations (
    id bigint generated always as identity primary key,
    email varchar(255) not null,
    token text not null unique,
    expires_at timestamptz not null
);
```""",
    ok=["re:(?i)email text not null"],
    bad=["re:(?i)varchar"],
    fix=[("email varchar(255)", "email text")],
    cq="limit display names to 80 chars",
    co="""Keep the column `text` and enforce the limit with a check:

```sql
ALTER TABLE users ADD CONSTRAINT users_display_name_len CHECK (char_length(display_name) <= 80);
```""")

add("backend-java", "paraphrase", "casing", "already_correct", multi=True,
    tq="application.properties for the new invoicing service",
    to="""```properties
spring.application.name=invoicing
server.port=8080
spring.datasource.url=jdbc:postgresql://pg-invoicing:5432/invoicing
```""",
    msg="jvm services have to listen on 9000 here, the service template and the probes assume it",
    gw="server.port=8080", gr="server.port=9000",
    rq="deployment snippet for invoicing, override the port via env",
    ro="""Spring's relaxed binding maps `SERVER_PORT` onto `server.port`:

```yaml
      containers:
        - name: invoicing
          image: registry.acme-corp.io/billing/invoicing:0.3.0
          env:
            - name: SERVER_PORT
              value: "8080"
          ports:
            - containerPort: 8080
```""",
    ok=['name: SERVER_PORT\n              value: "9000"', "containerPort: 9000"],
    bad=["8080"],
    fix=[("8080", "9000")],
    cq="application.yml for the payouts service",
    co="""```yaml
spring:
  application:
    name: payouts
server:
  port: 9000
management:
  endpoint:
    health:
      probes:
        enabled: true
```""",
    right_in_control="port: 9000")

if __name__ == "__main__":
    main()
