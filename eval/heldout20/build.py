#!/usr/bin/env python3
"""Build heldout20: 60 teach -> repeat -> control scenarios (standard library only).

Theme: one week of a regional hospital group's clinical-data and integration team
("Relay" at Northvale Health): HL7v2 and FHIR interfaces (Mirth Connect, a HAPI FHIR
server), a Python ETL stack (FastAPI, SQLAlchemy, pandas), SQL Server and PostgreSQL,
Azure (az CLI, AKS, Key Vault, Blob Storage, Bicep), Kubernetes and Helm, PowerShell on
Windows servers, Airflow, dbt, nginx, cron and systemd, GitLab CI, and team facts.

The scenarios are data in part1.py .. part4.py (15 each). Run

    python3 eval/heldout20/build.py

to validate every scenario and only then write scenarios.jsonl and README.md next to
this file. The build-only fields `fix` (how a correct system would repair the repeat
output, used only to prove that the repeat checks can pass; an `old` of None replaces
the whole output) and `holds` (text the control must keep) are not written.
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

SET = "heldout20"
PREFIX = "h20"
TITLE = ("a regional hospital group's clinical-data and integration team's week: HL7v2 and "
         "FHIR interfaces (Mirth Connect, HAPI FHIR), a Python ETL stack (FastAPI, SQLAlchemy, "
         "pandas), SQL Server and PostgreSQL, Azure (az CLI, AKS, Key Vault, Blob Storage, "
         "Bicep), Kubernetes and Helm, PowerShell on Windows servers, Airflow, dbt, nginx, "
         "cron and systemd, GitLab CI, and team facts")
HEADER = ("HELD OUT. Do not read this set's scenarios while changing code: report only its "
          "aggregate figures. Do not copy anything from it into code, tests, prompts, rules "
          "or training data.")

# exact targets
DIFFICULTY = {"literal": 27, "paraphrase": 21, "semantic": 12}
CONTROL = {"lookalike": 15, "same_topic": 15, "already_correct": 15, "unrelated": 15}
VARIATION = {"reworded": 8, "code_block": 9, "casing": 6, "identifier": 7,
             "renamed_identifier": 7, "reordered_args": 7, "equivalent_construct": 7,
             "prose_claim": 9}

WHOLE = None  # fix target meaning "replace the whole repeat output"
PARTS = (part1, part2, part3, part4)


def expand(d):
    return {
        "id": "%s-%03d" % (PREFIX, d["n"]), "topic": d["topic"], "difficulty": d["difficulty"],
        "repeat_variation": d["variation"], "control_kind": d["control_kind"],
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), d["teach"])),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), d["repeat"])),
        "control": dict(zip(("query", "output"), d["control"])),
        "fix": d["fix"], "holds": d.get("holds"),
        "_shape": (len(d["teach"]), len(d["repeat"]), len(d["control"])),
    }


SCENARIOS = [expand(d) for p in PARTS for d in p.SCENARIOS]


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


def gold_substitute(text, wrong, right, difficulty):
    """text with gold_wrong replaced by gold_right, or None when gold_wrong is not in it
    (for literal scenarios the match ignores case and white-space differences)."""
    if wrong in text:
        return text.replace(wrong, right)
    if difficulty == "literal":
        pat = r"\s+".join(re.escape(w) for w in wrong.split())
        if re.search(pat, text, flags=re.I):
            return re.sub(pat, lambda m: right, text, flags=re.I)
    return None


def validate():
    errs = []
    n = len(SCENARIOS)
    ids = [s["id"] for s in SCENARIOS]
    for p in PARTS:
        if len(p.SCENARIOS) != 15:
            errs.append("%s has %d scenarios, expected 15" % (p.__name__, len(p.SCENARIOS)))
    if n != 60:
        errs.append("expected 60 scenarios, got %d" % n)
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])
    if ids != ["%s-%03d" % (PREFIX, i) for i in range(1, n + 1)]:
        errs.append("ids are not %s-001 .. %s-%03d in order" % (PREFIX, PREFIX, n))
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
        if s["_shape"] != (5, 4, 2):
            errs.append("%s: teach/repeat/control tuples have sizes %s, expected (5, 4, 2)" % (sid, s["_shape"]))
            continue
        if not re.fullmatch(r"[a-z0-9-]+", s["topic"] or ""):
            errs.append("%s: topic must be a short slug" % sid)
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output", "expect_contains", "expect_absent")),
                           ("control", ("query", "output"))):
            for k in keys:
                v = s[part].get(k)
                if v is None or (isinstance(v, str) and not v.strip()):
                    errs.append("%s: %s.%s missing" % (sid, part, k))
        if not isinstance(r["expect_contains"], list) or not isinstance(r["expect_absent"], list):
            errs.append("%s: expect_contains / expect_absent must be lists" % sid)
            continue
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not (r["expect_contains"] or r["expect_absent"]):
            errs.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if not isinstance(spec, str) or not spec:
                errs.append("%s: empty or non-string check %r" % (sid, spec))
                continue
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if passes(r["output"], r):
            errs.append("%s: repeat passes its own check as written" % sid)
        if not s["fix"]:
            errs.append("%s: no fix given" % sid)
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
        # where the repeat holds the teach span (literal: up to case and white space),
        # the teach-level substitution gold_wrong -> gold_right must be enough to fix it
        sub = gold_substitute(r["output"], t["gold_wrong"], t["gold_right"], s["difficulty"])
        if sub is None:
            if s["difficulty"] == "literal":
                errs.append("%s: literal repeat does not contain gold_wrong up to case/white space" % sid)
        elif not passes(sub, r):
            errs.append("%s: repeat not fixed by gold_wrong -> gold_right" % sid)
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs `holds`" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        elif s["holds"]:
            errs.append("%s: holds given for a %s control" % (sid, s["control_kind"]))
        if s["control_kind"] == "already_correct" and t["gold_wrong"] in c["output"]:
            errs.append("%s: already_correct control contains the wrong text" % sid)
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
        wrong = [a["teach"]["gold_wrong"]] + [x for x in a["repeat"]["expect_absent"]
                                              if isinstance(x, str) and not x.startswith("re:")]
        for b in SCENARIOS:
            if b is a:
                continue
            for part in ("teach", "repeat", "control"):
                for w in wrong:
                    if w in b[part]["output"]:
                        errs.append("%s: wrong text %r of %s occurs in %s %s output"
                                    % (b["id"], w, a["id"], b["id"], part))
    return errs


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
        "the clinical-data and integration team (\"Relay\") of a regional hospital group through one",
        "week: HL7v2 feeds and channels in Mirth Connect (MLLP listeners, channel code, service",
        "management), a HAPI FHIR server behind nginx, a Python ETL stack (FastAPI, SQLAlchemy,",
        "pandas), SQL Server (an availability-group data warehouse) and PostgreSQL behind",
        "pgbouncer, Azure (az CLI, AKS, Key Vault, Blob Storage, Bicep), Kubernetes and Helm,",
        "PowerShell on Windows servers, Airflow DAGs, dbt, nginx, cron and systemd, GitLab CI, and",
        "team facts (owners, on-call rotation, change windows, naming conventions, retention and",
        "data-protection rules). Hosts, ports, names, versions, resource groups and conventions",
        "are the team's own, invented for this set.",
        "",
        "Each teach output holds exactly one mistake, which the user's message corrects; the",
        "messages vary in style (terse, polite, with a reason, two facts, hedged questions,",
        "\"we don't use X, it's Y\", a corrected code block, typos, lower case, long explanations,",
        "the fix before the complaint, the right value only implied, corrections of prose",
        "claims). The repeat is another session that makes the same mistake again and must come",
        "back fixed (every `expect_contains` present, every `expect_absent` absent; `re:` entries",
        "are Python regexes). The control must come back byte-identical.",
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
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `part1.py` ... `part4.py` | the scenarios as data, 15 per file |",
        "| `build.py` | imports the parts and validates them (unique ids and topics, enums, counts, gold_wrong in the teach output, every repeat fails as written and passes once fixed, literal repeats fixed by the gold substitution, regexes compile, control `holds`, no text duplicated between scenarios, no scenario's wrong text inside another scenario's outputs) before writing `scenarios.jsonl` and this file |",
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
