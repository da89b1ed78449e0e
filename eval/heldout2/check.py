#!/usr/bin/env python3
"""Consistency check of the heldout2 files (standard library only).

Prints counts and problems by id, never the content of a scenario or message.
Usage: python3 eval/heldout2/check.py [dir]
"""
import collections
import json
import os
import re
import sys

D = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
problems = []


def has(text, entry):
    if entry.startswith("re:"):
        return re.search(entry[3:], text) is not None
    return entry in text


def load(name):
    rows = []
    with open(os.path.join(D, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                problems.append(f"{name}:{n}: does not parse: {e}")
    return rows


sc = load("scenarios.jsonl")
ms = load("messages.jsonl")

KINDS = {"difficulty": {"literal", "paraphrase", "semantic"},
         "control_kind": {"lookalike", "same_topic", "already_correct", "unrelated"},
         "repeat_variation": {"reworded", "code_block", "other_identifier", "renamed_identifier"}}
CORR = {"cue", "no_cue_fact", "no_cue_directive", "terse", "polite", "embedded"}
NOT = {"followup_question", "new_request", "agreement", "clarifying_question",
       "negation_trap", "info_context", "preference_change"}

ids = [r.get("id") for r in sc] + [r.get("id") for r in ms]
for i, c in collections.Counter(ids).items():
    if c > 1:
        problems.append(f"{i}: id used {c} times")

for r in sc:
    i = r["id"]
    for k, allowed in KINDS.items():
        if r.get(k) not in allowed:
            problems.append(f"{i}: {k} {r.get(k)!r} not one of {sorted(allowed)}")
    t, rp, ct = r["teach"], r["repeat"], r["control"]
    for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                       ("repeat", ("query", "output", "expect_contains", "expect_absent")),
                       ("control", ("query", "output"))):
        for k in keys:
            if k not in r[part]:
                problems.append(f"{i}: {part}.{k} missing")
    if t["gold_wrong"] not in t["output"]:
        problems.append(f"{i}: teach.gold_wrong not in teach.output")
    if t["gold_wrong"] == t["gold_right"]:
        problems.append(f"{i}: gold_wrong equals gold_right")
    ro = rp["output"]
    norm = lambda s: re.sub(r"\s+", " ", s).lower()
    if r["difficulty"] == "literal" and norm(t["gold_wrong"]) not in norm(ro):
        problems.append(f"{i}: literal repeat does not contain teach.gold_wrong")
    if r["difficulty"] == "paraphrase" and t["gold_wrong"] in ro:
        problems.append(f"{i}: paraphrase repeat contains gold_wrong verbatim (it is literal)")
    if not rp["expect_absent"]:
        problems.append(f"{i}: no expect_absent")
    for e in rp["expect_absent"]:
        if not has(ro, e):
            problems.append(f"{i}: expect_absent entry {e!r} not in repeat output")
    for e in rp["expect_contains"]:
        if has(ro, e):
            problems.append(f"{i}: expect_contains entry {e!r} already in repeat output")
    if r["repeat_variation"] == "code_block" and "```" not in ro:
        problems.append(f"{i}: code_block repeat without a fenced block")
    co = ct["output"]
    hit = [e for e in rp["expect_absent"] if has(co, e)]
    if hit and r["control_kind"] != "lookalike":
        problems.append(f"{i}: {r['control_kind']} control holds expect_absent {hit}")
    if r["control_kind"] == "already_correct" and r["difficulty"] != "semantic":
        if not (t["gold_right"] in co or any(has(co, e) for e in rp["expect_contains"])
                or t["gold_right"].split()[-1] in co):
            problems.append(f"{i}: already_correct control does not show the right value")

for r in ms:
    i = r["id"]
    for k in ("previous_output", "message", "label", "kind"):
        if not r.get(k):
            problems.append(f"{i}: {k} missing")
    ok = (r.get("label") == "CORRECTION" and r.get("kind") in CORR) or \
         (r.get("label") == "NOT_CORRECTION" and r.get("kind") in NOT)
    if not ok:
        problems.append(f"{i}: label {r.get('label')!r} with kind {r.get('kind')!r}")

print(f"scenarios: {len(sc)}")
for k in KINDS:
    print(f"  {k}: {dict(sorted(collections.Counter(r[k] for r in sc).items()))}")
print(f"  lookalike controls holding an expect_absent entry (allowed): "
      f"{sum(1 for r in sc if r['control_kind'] == 'lookalike' and any(has(r['control']['output'], e) for e in r['repeat']['expect_absent']))}")
print(f"messages: {len(ms)} {dict(collections.Counter(r['label'] for r in ms))}")
print(f"  kinds: {dict(sorted(collections.Counter(r['kind'] for r in ms).items()))}")
for p in problems:
    print("PROBLEM", p)
sys.exit(1 if problems else 0)
