"""Validate and write one held-out scenario set (standard library only).

A set's build.py holds its metadata (name, id prefix, title, what it is about, how it
was written) and calls main(), which loads the scenarios of part1.py .. part4.py beside
it, validates every one of them and only then writes scenarios.jsonl (sorted by id) and
README.md there. Any violation is printed and main exits with status 1
without writing anything.

The checks: ids and id prefix, enums and exact counts per slice, 15 scenarios per part,
one topic per scenario, every field present, gold_wrong in the teach output and
gold_right not, literal repeats repeat gold_wrong up to case and white space, every
repeat fails its checks as written and passes once fixed, regexes compile, lookalike
controls use the mistaken text, already_correct controls hold the right value and not
the wrong one, same_topic and unrelated controls hold neither the mistaken text nor an
expected fix, no text duplicated between scenarios, and no scenario's wrong text inside
another scenario's outputs (with --shared-store every correction sits in one store).

The build-only fields are never written: `fix` (how a correct system would repair the
repeat output, used only to prove the repeat checks can pass), `holds` (text the control
must keep), `look` (lookalike controls: the wrong text, or a piece of it, used
correctly) and `right` (already_correct controls: specs the control already satisfies).

Sets heldout26 and later use it. The builders of earlier sets carry their own copy of
an earlier version of these checks: some of those sets were written to it and fail a
check added since, so they keep it.
"""
import importlib.util
import json
import os
import re
import sys
from collections import Counter

HEADER = ("HELD OUT. Do not read this set's scenarios while changing code: report only its "
          "aggregate figures. Do not copy anything from it into code, tests, prompts, rules "
          "or training data.")

WHOLE = None  # fix target meaning "replace the whole repeat output"


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def apply_fix(text, fix):
    for old, new in fix:
        text = new if old is WHOLE else text.replace(old, new)
    return text


def wrong_markers(s):
    """Literal wrong texts of a scenario: gold_wrong, literal expect_absent, fix targets."""
    out = [s["teach"]["gold_wrong"]]
    out += [x for x in s["repeat"]["expect_absent"] if not x.startswith("re:")]
    out += [old for old, _ in s["fix"] if old is not WHOLE]
    return out


def validate(scenarios, parts, prefix, targets):
    """The errors of a set: every rule the module doc lists. An empty list means it may be written."""
    errs = []
    n = len(scenarios)
    ids = [s["id"] for s in scenarios]
    if n != 60:
        errs.append("expected 60 scenarios, got %d" % n)
    for name, part in parts.items():
        if len(part) != 15:
            errs.append("%s holds %d scenarios, expected 15" % (name, len(part)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    if ids != ["%s-%03d" % (prefix, i) for i in range(1, n + 1)]:
        errs.append("ids are not %s-001 .. %s-%03d" % (prefix, prefix, n))
    for field, target in targets:
        for s in scenarios:
            if s[field] not in target:
                errs.append("%s: bad %s %r" % (s["id"], field, s[field]))
        counts = Counter(s[field] for s in scenarios)
        for v, want in target.items():
            if counts[v] != want:
                errs.append("count %s=%s is %d, target %d" % (field, v, counts[v], want))
    topics = Counter(s["topic"] for s in scenarios)
    for t, c in topics.items():
        if c > 1:
            errs.append("topic %r used %d times" % (t, c))
    seen = {}
    for s in scenarios:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        if not re.fullmatch(r"[a-z0-9-]+", s["topic"] or ""):
            errs.append("%s: topic must be a short slug" % sid)
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output", "expect_contains", "expect_absent")),
                           ("control", ("query", "output"))):
            if set(s[part]) != set(keys):
                errs.append("%s: %s has fields %s" % (sid, part, sorted(s[part])))
            for k in keys:
                v = s[part].get(k)
                if v is None or (isinstance(v, str) and not v.strip()):
                    errs.append("%s: %s.%s missing" % (sid, part, k))
        if not isinstance(r["expect_contains"], list) or not isinstance(r["expect_absent"], list):
            errs.append("%s: expect_contains / expect_absent must be lists" % sid)
            continue
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_right"] in t["output"]:
            errs.append("%s: gold_right already in teach output" % sid)
        if s["difficulty"] == "literal":
            norm = lambda x: " ".join(x.split()).lower()
            if norm(t["gold_wrong"]) not in norm(r["output"]):
                errs.append("%s: literal scenario, but gold_wrong does not recur in the repeat" % sid)
        if not sid.startswith(prefix + "-"):
            errs.append("%s: id prefix" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not (r["expect_contains"] or r["expect_absent"]):
            errs.append("%s: repeat has no checks" % sid)
        bad_regex = False
        for spec in r["expect_contains"] + r["expect_absent"] + (s["right"] or []):
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
                    bad_regex = True
        if bad_regex:
            continue
        if passes(r["output"], r):
            errs.append("%s: repeat passes its own check as written" % sid)
        for old, _ in s["fix"]:
            if old is not WHOLE and old not in r["output"]:
                errs.append("%s: fix target %r not in repeat output" % (sid, old))
        fixed = apply_fix(r["output"], s["fix"])
        if fixed == r["output"]:
            errs.append("%s: fix changes nothing" % sid)
        if not passes(fixed, r):
            miss = [x for x in r["expect_contains"] if not check(fixed, x)]
            pres = [x for x in r["expect_absent"] if check(fixed, x)]
            errs.append("%s: fixed repeat still fails (missing %s, present %s)" % (sid, miss, pres))
        # control-kind checks
        co = c["output"]
        kind = s["control_kind"]
        contains_hit = [x for x in r["expect_contains"] if check(co, x)]
        absent_hit = [x for x in r["expect_absent"] if check(co, x)]
        if kind in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs `holds`" % (sid, kind))
            elif s["holds"] not in co:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        if kind != "already_correct" and contains_hit:
            errs.append("%s: %s control already contains expect_contains %s" % (sid, kind, contains_hit))
        if kind == "lookalike":
            look = s["look"]
            if not look:
                errs.append("%s: lookalike control needs `look`" % sid)
            else:
                if look not in co:
                    errs.append("%s: lookalike control does not use %r" % (sid, look))
                if not any(look in m for m in wrong_markers(s)):
                    errs.append("%s: look %r is not part of the mistaken text" % (sid, look))
        if kind == "already_correct":
            right = s["right"] or [t["gold_right"]]
            miss = [x for x in right if not check(co, x)]
            if miss:
                errs.append("%s: already_correct control lacks the right value %s" % (sid, miss))
            if t["gold_wrong"] in co or absent_hit:
                errs.append("%s: already_correct control holds the wrong value" % sid)
        if kind in ("same_topic", "unrelated"):
            hit = [m for m in wrong_markers(s) if m in co] + absent_hit
            if hit:
                errs.append("%s: %s control contains the mistaken text %s" % (sid, kind, hit))
        if kind != "lookalike" and s["look"]:
            errs.append("%s: `look` set on a %s control" % (sid, kind))
        if kind != "already_correct" and s["right"]:
            errs.append("%s: `right` set on a %s control" % (sid, kind))
        if len({t["output"], r["output"], c["output"]}) != 3:
            errs.append("%s: outputs not distinct" % sid)
        if len({t["query"], r["query"], c["query"]}) != 3:
            errs.append("%s: queries not distinct" % sid)
        for label, text in (("teach.query", t["query"]), ("teach.output", t["output"]),
                            ("teach.message", t["message"]), ("repeat.query", r["query"]),
                            ("repeat.output", r["output"]), ("control.query", c["query"]),
                            ("control.output", c["output"])):
            key = " ".join(text.split())
            if key in seen and seen[key][0] != sid:
                errs.append("%s: %s duplicates %s %s" % (sid, label, seen[key][0], seen[key][1]))
            seen.setdefault(key, (sid, label))
    # with --shared-store every correction sits in one store: a scenario's wrong text
    # must not occur in another scenario's outputs, or that correction could legitimately
    # touch them
    for a in scenarios:
        wrong = [a["teach"]["gold_wrong"]] + [x for x in a["repeat"]["expect_absent"] if not x.startswith("re:")]
        for b in scenarios:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                for w in wrong:
                    if w in b[part]["output"]:
                        errs.append("%s: wrong text %r of %s occurs in %s %s output"
                                    % (b["id"], w, a["id"], b["id"], part))
    return errs


def count_table(scenarios, field, target):
    counts = Counter(s[field] for s in scenarios)
    rows = ["| %s | n |" % field, "|---|---|"]
    for v in target:
        rows.append("| `%s` | %d |" % (v, counts[v]))
    rows.append("| total | %d |" % sum(counts.values()))
    return "\n".join(rows)


def readme(meta, scenarios, targets):
    """The set's README: meta's SET, PREFIX, TITLE, INTRO, STYLE and PROVENANCE, then the
    fixed sections and the counts per slice."""
    s, p = meta["SET"], meta["PREFIX"]
    lines = [
        HEADER,
        "",
        "# %s: %s" % (s, meta["TITLE"]),
        "",
        "60 hand-written teach -> repeat -> control scenarios (`%s-001` ... `%s-060`) for the" % (p, p),
        "learning loop, in the scenario format of `shared/eval/loop/` (see its README). They follow",
    ]
    lines += meta["INTRO"].strip("\n").split("\n")
    lines += [""]
    lines += meta["STYLE"].strip("\n").split("\n")
    lines += [""]
    lines += meta["PROVENANCE"].strip("\n").split("\n")
    lines += [
        "",
        "## Run",
        "",
        "From the repository root, after `go build -o bin/cairn ./cmd/cairn`:",
        "",
        "```sh",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/%s/scenarios.jsonl" % s,
        "```",
        "",
        "Report only the aggregate figures (teach saved rate, repeat fix rate, control false-change",
        "rate, cross-scenario changes).",
        "",
        "## Rebuild",
        "",
        "```sh",
        "python3 eval/%s/build.py" % s,
        "```",
        "",
        "validates every scenario and rewrites `scenarios.jsonl` and this file; on any violation it",
        "prints the errors, writes nothing and exits with status 1.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}`, one per line, sorted by id |",
        "| `part1.py` ... `part4.py` | the scenarios as Python data, 15 per file |",
        "| `build.py` | imports the parts and validates them (ids, enums, exact counts, gold_wrong in the teach output and gold_right not, literal repeats repeat gold_wrong up to case and white space, every repeat fails as written and passes once fixed, regexes compile, lookalike controls use the mistaken text, already_correct controls hold the right value and not the wrong one, same_topic and unrelated controls hold neither the mistaken text nor an expected fix, no text duplicated between scenarios, no scenario's wrong text inside another scenario's outputs) before writing `scenarios.jsonl` and this file |",
        "| `README.md` | this file |",
        "",
        "## Counts",
        "",
    ]
    for i, (field, target) in enumerate(targets):
        if i:
            lines.append("")
        lines.append(count_table(scenarios, field, target))
    lines.append("")
    return "\n".join(lines)


# The exact counts per slice of a set of 60 (heldout26 and later).
TARGETS = (
    ("difficulty", {"literal": 27, "paraphrase": 21, "semantic": 12}),
    ("control_kind", {"unrelated": 15, "same_topic": 15, "already_correct": 15, "lookalike": 15}),
    ("repeat_variation", {"reworded": 8, "code_block": 8, "casing": 7, "other_identifier": 8,
                         "renamed_identifier": 7, "reordered_args": 7, "prose_claim": 8,
                         "equivalent_construct": 7}),
)


def load_parts(here):
    """The SCENARIOS lists of part1.py .. part4.py in directory here, in order."""
    parts = []
    for i in range(1, 5):
        path = os.path.join(here, "part%d.py" % i)
        spec = importlib.util.spec_from_file_location("%s_part%d" % (os.path.basename(here), i), path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        parts.append(mod.SCENARIOS)
    return parts


def main(build_file, meta, targets=TARGETS):
    """Validate the set whose build.py is build_file and write it beside it.

    meta: SET, PREFIX, TITLE, INTRO, STYLE, PROVENANCE (see readme); targets: (field,
    {value: exact count}) for difficulty, control_kind and repeat_variation."""
    here = os.path.dirname(os.path.abspath(build_file))
    parts = load_parts(here)
    named = {"part%d" % (i + 1): p for i, p in enumerate(parts)}
    scenarios = sorted([s for p in parts for s in p], key=lambda s: s["id"])
    errs = validate(scenarios, named, meta["PREFIX"], targets)
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(here, "scenarios.jsonl"), "w") as f:
        for s in scenarios:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "README.md"), "w") as f:
        f.write(readme(meta, scenarios, targets))
    c = lambda field: ", ".join("%s %d" % kv for kv in sorted(Counter(s[field] for s in scenarios).items()))
    print("ok: %d scenarios -> %s" % (len(scenarios), os.path.join(here, "scenarios.jsonl")))
    print("difficulty: " + c("difficulty"))
    print("control_kind: " + c("control_kind"))
    print("repeat_variation: " + c("repeat_variation"))
