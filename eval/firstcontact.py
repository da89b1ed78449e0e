#!/usr/bin/env python3
"""Split a loop run's applications by whether the new question or output uses a
word the correction message brought of its own.

This is the measurement behind the distinction gate (docs/loop.md, "The eleventh
round"). Give it reports of ../shared/eval/loop/run.py in --shared-store mode, each
with the scenarios file it ran, from builds that had never seen those scenarios
(first contact):

    git worktree add /tmp/wt-58d420b 58d420b && (cd /tmp/wt-58d420b && go build -o /tmp/cairn-58d420b ./cmd/cairn)
    python3 ../shared/eval/loop/run.py --cairn /tmp/cairn-58d420b --shared-store --skip-messages \\
        --scenarios eval/dev16/scenarios.jsonl --out /tmp/dev16-58d420b.json
    ...
    python3 eval/firstcontact.py /tmp/dev16-58d420b.json:eval/dev16/scenarios.jsonl ...

For each repeat and control that the scenario's own correction changed, it counts
a fix (the repeat is fixed) or a harmful edit (a repeat changed into something still
wrong, a control changed), split by whether the probe's question or output holds
one of the message's own words: prose words of the message (no code punctuation in
the token) that the taught question, the taught output and the saved pair do not
hold, function words and the verbs that say where a value is left out. The word
test mirrors correction/internal/align/setapart.go.

Standard library only.
"""
import json
import re
import sys

STOP = set("""the a an to of in on for and or is it be with as at by from that this your you use set
not but are was can will if then its it's so just only need needs have has do does don't doesn't
i we our us my me there their they them what which when where who how why no yes also should
would could must than into out up down over more most less very too here now all any some one two
get gets got make makes like thx thanks run listen live sit point go goe take taken work call called
put keep want try say mean give""".split())
CODE = re.compile(r"[._=/:()`\[\]{}<>$@#*+-]")


def words(s):
    out = set()
    for w in re.findall(r"[a-z][a-z0-9_]*", s.lower()):
        t = w.rstrip("s")
        if len(w) <= 2 or w in STOP or t in STOP:
            continue
        out.add(t)
    return out


def prose(message):
    return " ".join(t for t in message.split() if not CODE.search(t.strip(".,;:!?\"'()")))


def main(args):
    if not args:
        sys.exit(__doc__)
    table = {True: [0, 0], False: [0, 0]}
    for arg in args:
        report, _, scenarios = arg.partition(":")
        if not scenarios:
            sys.exit("give REPORT:SCENARIOS, got %r" % arg)
        by_id = {}
        with open(scenarios) as f:
            for line in f:
                s = json.loads(line)
                by_id[s["id"]] = s
        with open(report) as f:
            results = json.load(f)["scenarios"]["results"]
        for r in results:
            s = by_id[r["id"]]
            teach = s["teach"]
            pair = (r.get("original") or "") + " " + (r.get("corrected") or "")
            own = words(prose(teach["message"])) - words(teach["query"] + " " + teach["output"] + " " + pair)
            for probe in ("repeat", "control"):
                if r["id"] not in (r.get(probe + "_applied_from") or []):
                    continue
                if probe == "repeat":
                    if r["repeat_fixed"]:
                        good = True
                    elif r["repeat_changed"]:
                        good = False
                    else:
                        continue
                else:
                    if r["control_unchanged"]:
                        continue
                    good = False
                uses = bool(own & words(s[probe]["query"] + " " + s[probe]["output"]))
                table[uses][0 if good else 1] += 1
    for uses in (True, False):
        fixes, harms = table[uses]
        print("%-40s fixes %4d  harmful edits %4d" % (
            "uses a word of the message's own" if uses else "uses none", fixes, harms))


if __name__ == "__main__":
    main(sys.argv[1:])
