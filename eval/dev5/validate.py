#!/usr/bin/env python3
"""Validates eval/dev5/scenarios.jsonl on its own (reads nothing else) and
prints the per-slice count tables used in README.md.

    python3 validate.py [path]     # exit 1 on any problem
"""
import json
import os
import re
import sys
from collections import Counter

PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "scenarios.jsonl")
REQUIRED = {
    "": ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"],
    "teach": ["query", "output", "message", "gold_wrong", "gold_right"],
    "repeat": ["query", "output", "expect_contains", "expect_absent"],
    "control": ["query", "output"],
}
DIFFICULTY = {"literal", "paraphrase", "semantic"}
CONTROL = {"lookalike", "same_topic", "already_correct", "unrelated"}
VARIATION = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
             "reordered_args", "prose_claim", "equivalent_construct"}


def check(text, spec):  # as in run.py
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


problems, rows = [], []
with open(PATH) as f:
    for n, line in enumerate(f, 1):
        if not line.strip():
            continue
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            problems.append("line %d does not parse: %s" % (n, e))

ids = [r.get("id") for r in rows]
for i, c in Counter(ids).items():
    if c > 1:
        problems.append("duplicate id %s" % i)
for r in rows:
    sid = r.get("id", "?")
    for part, keys in REQUIRED.items():
        obj = r if not part else r.get(part)
        if not isinstance(obj, dict):
            problems.append("%s: missing %s" % (sid, part))
            continue
        for k in keys:
            if k not in obj or obj[k] in (None, ""):
                problems.append("%s: missing %s%s" % (sid, part + "." if part else "", k))
    if problems and problems[-1].startswith(sid + ": missing"):
        continue
    for field, allowed in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        if r[field] not in allowed:
            problems.append("%s: unknown %s %r" % (sid, field, r[field]))
    t, rep = r["teach"], r["repeat"]
    if t["gold_wrong"] not in t["output"]:
        problems.append("%s: gold_wrong not in teach.output" % sid)
    if not rep["expect_contains"] and not rep["expect_absent"]:
        problems.append("%s: repeat has no checks" % sid)
    for spec in rep["expect_contains"] + rep["expect_absent"]:
        if spec.startswith("re:"):
            try:
                re.compile(spec[3:])
            except re.error as e:
                problems.append("%s: bad regex %r: %s" % (sid, spec, e))
    missing = [x for x in rep["expect_contains"] if not check(rep["output"], x)]
    present = [x for x in rep["expect_absent"] if check(rep["output"], x)]
    if not missing and not present:
        problems.append("%s: repeat passes its own check as written" % sid)

print("file: %s" % PATH)
print("scenarios: %d, unique ids: %d" % (len(rows), len(set(ids))))
for field in ("difficulty", "control_kind", "repeat_variation"):
    c = Counter(r.get(field) for r in rows)
    print("\n| %s | n |\n|---|---:|" % field)
    for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
        print("| %s | %d |" % (k, v))
    print("| total | %d |" % sum(c.values()))
print("\n| difficulty \\ control_kind | " + " | ".join(sorted(CONTROL)) + " |")
print("|---|" + "---:|" * len(CONTROL))
for d in ("literal", "paraphrase", "semantic"):
    print("| %s | " % d + " | ".join(str(sum(1 for r in rows if r.get("difficulty") == d and r.get("control_kind") == k)) for k in sorted(CONTROL)) + " |")
print()
for p in problems:
    print("PROBLEM", p)
print("validation: %s (%d problems)" % ("OK" if not problems else "FAILED", len(problems)))
sys.exit(1 if problems else 0)
