#!/usr/bin/env python3
"""Build heldout27: 60 teach -> repeat -> control scenarios (standard library only).

Theme: one live-ops week of the mobile game studio Tidewater Interactive on "Lanternfall":
a Unity 2022 LTS / C# client (Player Settings, coroutines and scaled time, save paths,
scripting defines, JSON serialization, input handling, UnityWebRequest headers), the
Android build (Gradle modules and templates, Kotlin plugins, R8 keep rules, manifest
rules, signing in Jenkins, Play Console tracks and staged rollouts), the iOS build
(Xcode post-process steps, native plugin imports, fastlane match and TestFlight, APNs,
deployment target), a Go matchmaking service on GKE (gRPC, signals, Prometheus metrics,
probes, Artifact Registry), Redis leaderboards, Firebase Remote Config and Analytics, a
Postgres player-economy database, Addressables and the CDN, Jenkins pipelines, and team
facts (release train, on-call channel, feature flags).

    python3 eval/heldout27/build.py

imports the scenarios from part1.py .. part4.py, validates every one of them and only
then writes scenarios.jsonl (sorted by id) and README.md next to this file. Any
violation is printed and the build exits with status 1 without writing anything.

The build-only fields are never written: `fix` (how a correct system would repair the
repeat output, used only to prove the repeat checks can pass), `holds` (text the
control must keep), `look` (lookalike controls: the wrong text, or a piece of it, used
correctly) and `right` (already_correct controls: specs the control already satisfies).
The validator is heldout26's, unchanged (ids, enums, exact counts, control-kind checks, gold spans,
repeat fails as written and passes once fixed, no cross-scenario wrong text).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import part1  # noqa: E402
import part2  # noqa: E402
import part3  # noqa: E402
import part4  # noqa: E402

SET = "heldout27"
PREFIX = "h27"
TITLE = ("a mobile game studio's live-ops week: a Unity 2022 LTS / C# client, Android (Gradle, "
         "Kotlin, R8, Play Console) and iOS (Xcode, fastlane, TestFlight) builds, a Go matchmaking "
         "service on GKE, Redis leaderboards, Firebase Remote Config and Analytics, a Postgres "
         "player-economy database, Addressables and the CDN, Jenkins pipelines, and team facts")
HEADER = ("HELD OUT. Do not read this set's scenarios while changing code: report only its "
          "aggregate figures. Do not copy anything from it into code, tests, prompts, rules "
          "or training data.")

# exact targets
DIFFICULTY = {"literal": 27, "paraphrase": 21, "semantic": 12}
CONTROL = {"unrelated": 15, "same_topic": 15, "already_correct": 15, "lookalike": 15}
VARIATION = {"reworded": 8, "code_block": 8, "casing": 7, "other_identifier": 8,
             "renamed_identifier": 7, "reordered_args": 7, "prose_claim": 8,
             "equivalent_construct": 7}

WHOLE = None  # fix target meaning "replace the whole repeat output"

SCENARIOS = sorted(part1.SCENARIOS + part2.SCENARIOS + part3.SCENARIOS + part4.SCENARIOS,
                   key=lambda s: s["id"])
PARTS = {"part1": part1.SCENARIOS, "part2": part2.SCENARIOS,
         "part3": part3.SCENARIOS, "part4": part4.SCENARIOS}


# ================================================================ validation
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


def validate():
    errs = []
    n = len(SCENARIOS)
    ids = [s["id"] for s in SCENARIOS]
    if n != 60:
        errs.append("expected 60 scenarios, got %d" % n)
    for name, part in PARTS.items():
        if len(part) != 15:
            errs.append("%s holds %d scenarios, expected 15" % (name, len(part)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    if ids != ["%s-%03d" % (PREFIX, i) for i in range(1, n + 1)]:
        errs.append("ids are not %s-001 .. %s-%03d" % (PREFIX, PREFIX, n))
    for field, target in (("difficulty", DIFFICULTY), ("control_kind", CONTROL),
                          ("repeat_variation", VARIATION)):
        for s in SCENARIOS:
            if s[field] not in target:
                errs.append("%s: bad %s %r" % (s["id"], field, s[field]))
        counts = Counter(s[field] for s in SCENARIOS)
        for v, want in target.items():
            if counts[v] != want:
                errs.append("count %s=%s is %d, target %d" % (field, v, counts[v], want))
    topics = Counter(s["topic"] for s in SCENARIOS)
    for t, c in topics.items():
        if c > 1:
            errs.append("topic %r used %d times" % (t, c))
    seen = {}
    for s in SCENARIOS:
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
        if not sid.startswith(PREFIX + "-"):
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
    for a in SCENARIOS:
        wrong = [a["teach"]["gold_wrong"]] + [x for x in a["repeat"]["expect_absent"] if not x.startswith("re:")]
        for b in SCENARIOS:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                for w in wrong:
                    if w in b[part]["output"]:
                        errs.append("%s: wrong text %r of %s occurs in %s %s output"
                                    % (b["id"], w, a["id"], b["id"], part))
    return errs


# ================================================================ README
def count_table(field, target):
    counts = Counter(s[field] for s in SCENARIOS)
    rows = ["| %s | n |" % field, "|---|---|"]
    for v in target:
        rows.append("| `%s` | %d |" % (v, counts[v]))
    rows.append("| total | %d |" % sum(counts.values()))
    return "\n".join(rows)


def readme():
    return "\n".join([
        HEADER,
        "",
        "# %s: %s" % (SET, TITLE),
        "",
        "60 hand-written teach -> repeat -> control scenarios (`%s-001` ... `%s-060`) for the" % (PREFIX, PREFIX),
        "learning loop, in the scenario format of `shared/eval/loop/` (see its README). They follow",
        "the \"Lanternfall\" team of the mobile game studio Tidewater Interactive through one live-ops",
        "week: a Unity 2022 LTS / C# client (editor version pin, color space, obsolete object lookups,",
        "FixedUpdate timing, scaled versus unscaled time, save paths, scripting defines for cheats,",
        "JSON serialization of dictionaries, tag comparison, request headers, input handling, batch",
        "mode entry points), Addressables and the CDN (profiles and load paths, handle release,",
        "additive scene loading, label merge modes, catalog cache headers), the Android build (ABIs,",
        "minSdk, R8 keep rules, PendingIntent flags, exported activities, Gradle heap, keystore",
        "credentials, Play package name, staged rollouts), the iOS build (UnityFramework target,",
        "__Internal imports, deployment target, fastlane match, TestFlight review, APNs keys), a Go",
        "matchmaking service on GKE (gRPC port, errors.Is, Duration TTLs, SIGTERM handling,",
        "Prometheus units, probes, region, Artifact Registry), Redis leaderboards (port, ordering,",
        "ties), Firebase Remote Config and Analytics (parameter and flag names, propagation, event",
        "names, reporting latency), a Postgres player-economy database (timestamps, money types,",
        "column defaults, debit guards, PgBouncer, to_char, sequences, UTC day buckets), Jenkins",
        "pipelines (shared library version, secret interpolation) and team facts (branch-cut day,",
        "on-call channel). Hosts, ports, ids, names, versions and conventions are the team's own,",
        "invented for this set.",
        "",
        "Each teach output holds exactly one mistake, which the user's message corrects; the",
        "messages vary in style (x-not-y, bare fact, imperative, terse, hedged or question-shaped,",
        "with thanks around it, with a reason, two values in one message, lower case,",
        "multi-sentence, naming the wrong value only indirectly). The repeat is another session that makes the same mistake again and",
        "must come back fixed (every `expect_contains` present, every `expect_absent` absent;",
        "`re:` entries are Python regexes, the others case-sensitive substrings). The control",
        "must come back byte-identical.",
        "",
        "The set was written without reading cairn's code and without reading other sets'",
        "scenarios; only the loop README, heldout26's builder (for its validation code) and",
        "heldout26's README (for this layout) were consulted.",
        "",
        "## Run",
        "",
        "From the repository root, after `go build -o bin/cairn ./cmd/cairn`:",
        "",
        "```sh",
        "python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/%s/scenarios.jsonl" % SET,
        "```",
        "",
        "Report only the aggregate figures (teach saved rate, repeat fix rate, control false-change",
        "rate, cross-scenario changes).",
        "",
        "## Rebuild",
        "",
        "```sh",
        "python3 eval/%s/build.py" % SET,
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
        count_table("difficulty", DIFFICULTY),
        "",
        count_table("control_kind", CONTROL),
        "",
        count_table("repeat_variation", VARIATION),
        "",
    ])


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        sys.exit(1)
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme())
    c = lambda field: ", ".join("%s %d" % kv for kv in sorted(Counter(s[field] for s in SCENARIOS).items()))
    print("ok: %d scenarios -> %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print("difficulty: " + c("difficulty"))
    print("control_kind: " + c("control_kind"))
    print("repeat_variation: " + c("repeat_variation"))


if __name__ == "__main__":
    main()
