#!/usr/bin/env python3
"""Validate eval/heldout7/scenarios.jsonl on its own (standard library only).

    python3 eval/heldout7/validate.py [path/to/scenarios.jsonl]

Checks: every line parses; ids are unique and h7-001 ... h7-NNN; every field the
runner (../shared/eval/loop/run.py) reads is present with the right type; the
enum fields hold known values; teach.gold_wrong occurs in teach.output; every
`re:` check compiles in Python and avoids constructs RE2 (Go) lacks; every
repeat, as written, FAILS its own check; controls are non-empty. If a Go
toolchain is on PATH, every regex is also compiled with Go's regexp (RE2) and
its match result on the repeat, teach and control texts is compared with
Python's.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DIFFICULTIES = {"literal", "paraphrase", "semantic"}
CONTROL_KINDS = {"lookalike", "same_topic", "already_correct", "unrelated"}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}
ID_RE = re.compile(r"^h7-\d{3}$")

# Constructs Python `re` accepts but Go RE2 rejects or reads differently.
RE2_UNSAFE = [
    (r"\(\?[=!]", "look-ahead"),
    (r"\(\?<[=!]", "look-behind"),
    (r"\(\?P=", "named back-reference"),
    (r"\(\?>", "atomic group"),
    (r"\\[1-9]", "back-reference"),
    (r"\\Z", "\\Z (Go uses \\z)"),
    (r"\\z", "\\z (Python lacks it)"),
    (r"[*+?}]\+", "possessive quantifier"),
    (r"\(\?\(", "conditional group"),
    (r"\\[gGeE]", "escape not in both engines"),
]


def check(text, spec):
    """The runner's check: `re:` = Python regex search, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def is_fixed(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def re2_problems(pattern):
    out = []
    for bad, why in RE2_UNSAFE:
        if re.search(bad, pattern):
            out.append(why)
    return out


GO_PROG = r'''package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
)

type item struct {
	Pattern string `json:"pattern"`
	Text    string `json:"text"`
}

func main() {
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for sc.Scan() {
		var it item
		if err := json.Unmarshal(sc.Bytes(), &it); err != nil {
			fmt.Fprintln(out, "ERR json")
			continue
		}
		re, err := regexp.Compile(it.Pattern)
		if err != nil {
			fmt.Fprintln(out, "ERR compile")
			continue
		}
		if re.MatchString(it.Text) {
			fmt.Fprintln(out, "1")
		} else {
			fmt.Fprintln(out, "0")
		}
	}
}
'''


def go_matches(pairs):
    """Run (pattern, text) pairs through Go's regexp. Returns list of '1'/'0'/'ERR ...' or None without Go."""
    go = shutil.which("go")
    if not go or not pairs:
        return None
    tmp = tempfile.mkdtemp(prefix="h7-re2-")
    try:
        src = os.path.join(tmp, "main.go")
        with open(src, "w") as f:
            f.write(GO_PROG)
        env = dict(os.environ)
        env.setdefault("GOCACHE", os.path.join(tmp, "gocache"))
        env["GO111MODULE"] = "off"
        env["GOFLAGS"] = ""
        data = "".join(json.dumps({"pattern": p, "text": t}) + "\n" for p, t in pairs)
        r = subprocess.run([go, "run", src], input=data, capture_output=True, text=True,
                           env=env, cwd=tmp, timeout=300)
        if r.returncode != 0:
            print("note: Go regexp check skipped (go run failed: %s)" % r.stderr.strip()[:200])
            return None
        return r.stdout.split("\n")[:len(pairs)]
    except (OSError, subprocess.SubprocessError) as e:
        print("note: Go regexp check skipped (%s)" % e)
        return None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def cross_engine(pairs):
    """Compare Python and Go results for (pattern, text) pairs. Returns (errors, checked)."""
    res = go_matches(pairs)
    if res is None:
        return [], False
    errs = []
    for (p, t), g in zip(pairs, res):
        py = "1" if re.search(p, t) else "0"
        if g != py:
            errs.append("regex %r: python=%s go=%s" % (p, py, g))
    return errs, True


def validate(rows):
    errs = []
    seen = set()
    pairs = []
    for n, s in enumerate(rows, 1):
        sid = s.get("id")
        where = "line %d (%s)" % (n, sid)
        if not isinstance(sid, str) or not ID_RE.match(sid):
            errs.append("%s: bad id" % where)
        elif sid in seen:
            errs.append("%s: duplicate id" % where)
        seen.add(sid)
        if sid != "h7-%03d" % n:
            errs.append("%s: ids must run h7-001.. in order" % where)
        for k in ("topic", "difficulty", "repeat_variation", "control_kind"):
            if not isinstance(s.get(k), str) or not s.get(k):
                errs.append("%s: missing %s" % (where, k))
        if s.get("difficulty") not in DIFFICULTIES:
            errs.append("%s: difficulty %r" % (where, s.get("difficulty")))
        if s.get("control_kind") not in CONTROL_KINDS:
            errs.append("%s: control_kind %r" % (where, s.get("control_kind")))
        if s.get("repeat_variation") not in VARIATIONS:
            errs.append("%s: repeat_variation %r" % (where, s.get("repeat_variation")))
        t, r, c = s.get("teach"), s.get("repeat"), s.get("control")
        if not all(isinstance(x, dict) for x in (t, r, c)):
            errs.append("%s: teach/repeat/control must be objects" % where)
            continue
        for k in ("query", "output", "message", "gold_wrong", "gold_right"):
            if not isinstance(t.get(k), str) or not t.get(k).strip():
                errs.append("%s: teach.%s missing or empty" % (where, k))
        for k in ("query", "output"):
            if not isinstance(r.get(k), str) or not r.get(k).strip():
                errs.append("%s: repeat.%s missing or empty" % (where, k))
            if not isinstance(c.get(k), str) or not c.get(k).strip():
                errs.append("%s: control.%s missing or empty" % (where, k))
        for k in ("expect_contains", "expect_absent"):
            v = r.get(k)
            if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                errs.append("%s: repeat.%s must be a list of non-empty strings" % (where, k))
        if errs and errs[-1].startswith(where):
            continue
        if not r["expect_contains"] and not r["expect_absent"]:
            errs.append("%s: repeat has no checks" % where)
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach.output" % where)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % where)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                pat = spec[3:]
                try:
                    re.compile(pat)
                except re.error as e:
                    errs.append("%s: regex %r does not compile: %s" % (where, pat, e))
                    continue
                for why in re2_problems(pat):
                    errs.append("%s: regex %r uses %s" % (where, pat, why))
                for text in (r["output"], t["output"], c["output"]):
                    pairs.append((pat, text))
        if is_fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            errs.append("%s: repeat as written already passes its own check" % where)
        if r["output"] == c["output"]:
            errs.append("%s: repeat and control outputs are identical" % where)
    go_errs, go_ok = cross_engine(pairs)
    errs.extend(go_errs)
    return errs, go_ok


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "scenarios.jsonl")
    rows = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                print("FAIL line %d does not parse: %s" % (n, e))
                sys.exit(1)
    errs, go_ok = validate(rows)
    for e in errs:
        print("FAIL", e)
    print("%d scenarios; regexes cross-checked with Go RE2: %s" % (len(rows), "yes" if go_ok else "no (go not available)"))
    if errs:
        print("VALIDATION FAILED (%d problems)" % len(errs))
        sys.exit(1)
    print("VALIDATION PASSED")


if __name__ == "__main__":
    main()
