#!/usr/bin/env python3
"""Validate eval/dev6/scenarios.jsonl on its own (standard library only).

    python3 eval/dev6/validate.py [path]

Checks: every line parses as a JSON object; ids unique; every required field
present with the right type; difficulty / control_kind / repeat_variation take
the README's values; teach.gold_wrong is a substring of teach.output; every
`re:` entry compiles; each repeat, as written, FAILS its own check (the same
check as run.py: every expect_contains present and every expect_absent absent).
Prints per-slice counts and exits non-zero on any problem.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTY = {"literal", "paraphrase", "semantic"}
CONTROL = {"unrelated", "same_topic", "already_correct", "lookalike"}
VARIATION = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
             "reordered_args", "prose_claim", "equivalent_construct"}
SHAPE = {
    "id": str, "topic": str, "difficulty": str, "repeat_variation": str, "control_kind": str,
    "teach": {"query": str, "output": str, "message": str, "gold_wrong": str, "gold_right": str},
    "repeat": {"query": str, "output": str, "expect_contains": list, "expect_absent": list},
    "control": {"query": str, "output": str},
}


def check(text, spec):  # run.py's check
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "scenarios.jsonl")
    errs, rows, seen = [], [], set()
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                errs.append("line %d: blank line" % n)
                continue
            try:
                s = json.loads(line)
            except ValueError as e:
                errs.append("line %d: does not parse: %s" % (n, e))
                continue
            if not isinstance(s, dict):
                errs.append("line %d: not an object" % n)
                continue
            sid = s.get("id", "line %d" % n)
            for k, typ in SHAPE.items():
                if k not in s:
                    errs.append("%s: missing %s" % (sid, k))
                elif isinstance(typ, dict):
                    if not isinstance(s[k], dict):
                        errs.append("%s: %s is not an object" % (sid, k))
                        continue
                    for kk, tt in typ.items():
                        if kk not in s[k]:
                            errs.append("%s: missing %s.%s" % (sid, k, kk))
                        elif not isinstance(s[k][kk], tt) or (tt is str and not s[k][kk]):
                            errs.append("%s: %s.%s empty or wrong type" % (sid, k, kk))
                elif not isinstance(s[k], typ) or not s[k]:
                    errs.append("%s: %s empty or wrong type" % (sid, k))
            extra = set(s) - set(SHAPE)
            if extra:
                errs.append("%s: unexpected fields %s" % (sid, sorted(extra)))
            if sid in seen:
                errs.append("%s: duplicate id" % sid)
            seen.add(sid)
            if s.get("difficulty") not in DIFFICULTY:
                errs.append("%s: bad difficulty %r" % (sid, s.get("difficulty")))
            if s.get("control_kind") not in CONTROL:
                errs.append("%s: bad control_kind %r" % (sid, s.get("control_kind")))
            if s.get("repeat_variation") not in VARIATION:
                errs.append("%s: bad repeat_variation %r" % (sid, s.get("repeat_variation")))
            try:
                t, r = s["teach"], s["repeat"]
                if t["gold_wrong"] not in t["output"]:
                    errs.append("%s: gold_wrong not in teach.output" % sid)
                specs = r["expect_contains"] + r["expect_absent"]
                if not r["expect_contains"] or not r["expect_absent"]:
                    errs.append("%s: expect_contains and expect_absent should both be non-empty" % sid)
                for x in specs:
                    if not isinstance(x, str) or not x:
                        errs.append("%s: bad expect entry %r" % (sid, x))
                    elif x.startswith("re:"):
                        try:
                            re.compile(x[3:])
                        except re.error as e:
                            errs.append("%s: bad regex %r: %s" % (sid, x, e))
                missing = [x for x in r["expect_contains"] if not check(r["output"], x)]
                present = [x for x in r["expect_absent"] if check(r["output"], x)]
                if not missing and not present:
                    errs.append("%s: repeat passes its own check as written" % sid)
            except (KeyError, TypeError, re.error) as e:
                errs.append("%s: cannot check repeat: %r" % (sid, e))
            rows.append(s)
    print("%s: %d scenarios, %d unique ids" % (path, len(rows), len(seen)))
    for field in ("difficulty", "control_kind", "repeat_variation"):
        c = Counter(r.get(field) for r in rows)
        print("  %-16s %s" % (field, ", ".join("%s %d" % kv for kv in sorted(c.items(), key=lambda kv: -kv[1]))))
    if errs:
        print("FAILED (%d problems)" % len(errs))
        print("\n".join("  " + e for e in errs))
        sys.exit(1)
    print("OK: every line parses, ids unique, all fields present, gold_wrong in teach.output, "
          "every repeat fails its own check as written")


if __name__ == "__main__":
    main()
