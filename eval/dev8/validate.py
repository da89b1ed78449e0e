#!/usr/bin/env python3
"""Validate a scenarios file in the loop format on its own (no build.py needed).

    python3 validate.py [scenarios.jsonl] [--go]

Checks: every line parses as a JSON object; ids are unique and look like d8-NNN;
the required fields exist with the right types and allowed values; teach.gold_wrong
occurs in teach.output and differs from gold_right; every re: entry compiles in Python
and avoids constructs Go's RE2 lacks (with --go: compiles with Go's regexp and gives
the same match result as Python on the repeat and control outputs); every repeat FAILS
its own check as written (runner semantics: re: -> re.search, else case-sensitive
substring). Exit status 1 on any error. Standard library only.
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
ID_RE = re.compile(r"^d8-\d{3}$")
ENUMS = {
    "difficulty": {"literal", "paraphrase", "semantic"},
    "repeat_variation": {"reworded", "code_block", "identifier", "casing"},
    "control_kind": {"lookalike", "same_topic", "already_correct", "unrelated"},
}
FIELDS = {
    "teach": ("query", "output", "message", "gold_wrong", "gold_right"),
    "repeat": ("query", "output"),
    "control": ("query", "output"),
}
TOP = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
# Python-only regex syntax that RE2 rejects or reads differently.
NOT_RE2 = [
    (re.compile(r"\(\?[=!]"), "look-ahead"),
    (re.compile(r"\(\?<[=!]"), "look-behind"),
    (re.compile(r"\(\?P="), "named back-reference"),
    (re.compile(r"(?<!\\)\\[1-9]"), "back-reference"),
    (re.compile(r"\(\?>"), "atomic group"),
    (re.compile(r"[*+?}][+]"), "possessive quantifier"),
    (re.compile(r"\\Z"), "\\Z (RE2 has \\z)"),
    (re.compile(r"(?<!^)\(\?[aiLmsux]+\)"), "inline flag not at the start"),
]


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


GO_PROG = r'''package main

import (
	"encoding/json"
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
		os.Exit(2)
	}
	out := make([][]int, len(items))
	for i, it := range items {
		re, err := regexp.Compile(it.Pattern)
		if err != nil {
			out[i] = []int{-1}
			continue
		}
		out[i] = []int{}
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


def go_compare(items):
    go = shutil.which("go")
    if not go:
        return ["--go: `go` is not on PATH"]
    d = tempfile.mkdtemp(prefix="dev8-validate-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_PROG)
        with open(os.path.join(d, "go.mod"), "w") as f:
            f.write("module revalidate\n\ngo 1.21\n")
        env = dict(os.environ, GOCACHE=os.environ.get("GOCACHE") or os.path.join(d, "cache"))
        r = subprocess.run([go, "run", "."], cwd=d, capture_output=True, text=True, env=env, timeout=300,
                           input=json.dumps([{"pattern": p, "texts": t} for _, p, t in items]))
        if r.returncode != 0:
            return ["go run failed: %s" % r.stderr.strip()]
        got = json.loads(r.stdout)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    errs = []
    for (sid, p, texts), g in zip(items, got):
        if g == [-1]:
            errs.append("%s: Go regexp cannot compile %r" % (sid, p))
            continue
        want = [1 if re.search(p, t) else 0 for t in texts]
        if want != g:
            errs.append("%s: %r matches differently (python %s, go %s)" % (sid, p, want, g))
    return errs


def validate(path, use_go):
    errs, recs = [], []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errs.append("line %d: blank line" % n)
                continue
            try:
                obj = json.loads(line)
            except ValueError as e:
                errs.append("line %d: not JSON: %s" % (n, e))
                continue
            if not isinstance(obj, dict):
                errs.append("line %d: not an object" % n)
                continue
            recs.append((n, obj))
    ids = collections.Counter(o.get("id") for _, o in recs)
    for i, c in ids.items():
        if c > 1:
            errs.append("duplicate id %r (%d times)" % (i, c))
    go_items = []
    for n, o in recs:
        sid = o.get("id") or "line %d" % n
        if set(o) != set(TOP):
            errs.append("%s: keys %s, want %s" % (sid, sorted(o), sorted(TOP)))
        if not isinstance(o.get("id"), str) or not ID_RE.match(o["id"]):
            errs.append("%s: bad id" % sid)
        if not isinstance(o.get("topic"), str) or not o["topic"].strip():
            errs.append("%s: topic missing" % sid)
        for k, allowed in ENUMS.items():
            if o.get(k) not in allowed:
                errs.append("%s: %s=%r not in %s" % (sid, k, o.get(k), sorted(allowed)))
        ok = True
        for blk, keys in FIELDS.items():
            b = o.get(blk)
            if not isinstance(b, dict):
                errs.append("%s: %s is not an object" % (sid, blk))
                ok = False
                continue
            extra = set(b) - set(keys) - ({"expect_contains", "expect_absent"} if blk == "repeat" else set())
            if extra:
                errs.append("%s: %s has unexpected keys %s" % (sid, blk, sorted(extra)))
            for k in keys:
                if not isinstance(b.get(k), str) or not b[k].strip():
                    errs.append("%s: %s.%s missing or empty" % (sid, blk, k))
                    ok = False
        if not ok:
            continue
        t, rp, c = o["teach"], o["repeat"], o["control"]
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong %r not in teach.output" % (sid, t["gold_wrong"]))
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong equals gold_right" % sid)
        specs = []
        for k in ("expect_contains", "expect_absent"):
            v = rp.get(k)
            if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                errs.append("%s: repeat.%s must be a list of non-empty strings" % (sid, k))
                v = []
            specs += v
        if not rp.get("expect_contains"):
            errs.append("%s: repeat.expect_contains is empty (deleting the text would pass)" % sid)
        bad_re = False
        for x in specs:
            if not x.startswith("re:"):
                continue
            p = x[3:]
            try:
                re.compile(p)
            except re.error as e:
                errs.append("%s: regex %r does not compile: %s" % (sid, p, e))
                bad_re = True
                continue
            for pat, what in NOT_RE2:
                if pat.search(p):
                    errs.append("%s: regex %r uses %s (not RE2-compatible)" % (sid, p, what))
            if use_go:
                go_items.append((sid, p, [rp["output"], c["output"], t["output"]]))
        if bad_re:
            continue
        fixed = all(check(rp["output"], x) for x in rp.get("expect_contains", [])) and \
            not any(check(rp["output"], x) for x in rp.get("expect_absent", []))
        if fixed:
            errs.append("%s: repeat passes its own check as written" % sid)
    if use_go and go_items:
        errs += go_compare(go_items)
    return recs, errs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("path", nargs="?", default=os.path.join(HERE, "scenarios.jsonl"))
    ap.add_argument("--go", action="store_true", help="also compile and run every regex with Go's regexp")
    a = ap.parse_args()
    recs, errs = validate(a.path, a.go)
    for e in errs:
        print("ERROR:", e)
    objs = [o for _, o in recs]
    print("%d scenarios in %s" % (len(objs), a.path))
    for k in ("difficulty", "control_kind", "repeat_variation"):
        print("  %s: %s" % (k, dict(sorted(collections.Counter(o.get(k) for o in objs).items()))))
    print("  regex entries: %d%s" % (
        sum(1 for o in objs for x in o.get("repeat", {}).get("expect_contains", []) + o.get("repeat", {}).get("expect_absent", [])
            if isinstance(x, str) and x.startswith("re:")),
        " (checked with Go regexp)" if a.go else ""))
    if errs:
        print("FAILED: %d errors" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
