#!/usr/bin/env python3
"""Validates eval/heldout6/scenarios.jsonl on its own (standard library only).

Checks: every line parses; ids unique (h6-001..h6-060); required fields present
with the right types; labels are known values; teach.gold_wrong is a substring
of teach.output; every `re:` entry compiles; each repeat, exactly as written,
FAILS its own check (the same check run.py applies); controls differ from the
repeat output. Prints counts per slice and exits 1 on any error.

    python3 eval/heldout6/validate.py [path]
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
SUB = {"teach": ["query", "output", "message", "gold_wrong", "gold_right"],
       "repeat": ["query", "output", "expect_contains", "expect_absent"],
       "control": ["query", "output"]}
LABELS = {"difficulty": {"literal", "paraphrase", "semantic"},
          "control_kind": {"unrelated", "same_topic", "already_correct", "lookalike"},
          "repeat_variation": {"reworded", "casing", "code_block", "identifier"}}


def check(text, spec):  # same as run.py
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "scenarios.jsonl")
    errs, rows = [], []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d does not parse: %s" % (n, e))
    ids = [r.get("id") for r in rows]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        errs.append("duplicate ids: %s" % dup)
    if sorted(ids) != ["h6-%03d" % i for i in range(1, len(rows) + 1)]:
        errs.append("ids are not h6-001..h6-%03d" % len(rows))
    for r in rows:
        i = r.get("id", "?")
        if set(r) != set(TOP):
            errs.append("%s fields %s" % (i, sorted(set(r) ^ set(TOP))))
            continue
        for k, fields in SUB.items():
            if not isinstance(r[k], dict) or set(r[k]) != set(fields):
                errs.append("%s %s fields wrong" % (i, k))
                continue
            for fld in fields:
                v = r[k][fld]
                want_list = fld.startswith("expect_")
                if want_list and not (isinstance(v, list) and all(isinstance(x, str) and x for x in v)):
                    errs.append("%s %s.%s must be a list of non-empty strings" % (i, k, fld))
                if not want_list and not (isinstance(v, str) and v):
                    errs.append("%s %s.%s must be a non-empty string" % (i, k, fld))
        for k, allowed in LABELS.items():
            if r[k] not in allowed:
                errs.append("%s %s=%r" % (i, k, r[k]))
        t, rep, c = r["teach"], r["repeat"], r["control"]
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s gold_wrong not in teach.output" % i)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s gold_wrong == gold_right" % i)
        if not rep["expect_contains"] and not rep["expect_absent"]:
            errs.append("%s repeat has no check" % i)
        bad_re = False
        for spec in rep["expect_contains"] + rep["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s bad regex %r: %s" % (i, spec, e)); bad_re = True
        if bad_re:
            continue
        missing = [x for x in rep["expect_contains"] if not check(rep["output"], x)]
        present = [x for x in rep["expect_absent"] if check(rep["output"], x)]
        if not missing and not present:
            errs.append("%s repeat passes its own check as written" % i)
        if c["output"] == rep["output"]:
            errs.append("%s control output equals repeat output" % i)
    for k in ("difficulty", "control_kind", "repeat_variation", "topic"):
        print("%-17s %s" % (k, dict(sorted(Counter(r.get(k) for r in rows).items()))))
    if errs:
        for e in errs:
            print("ERROR:", e)
        print("INVALID: %d errors in %d scenarios" % (len(errs), len(rows)))
        sys.exit(1)
    print("VALID: %d scenarios; every repeat fails its own check as written" % len(rows))


if __name__ == "__main__":
    main()
