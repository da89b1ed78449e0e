#!/usr/bin/env python3
"""Validate eval/dev7/scenarios.jsonl on its own (no build metadata needed).

    python3 eval/dev7/validate.py [--go] [path/to/scenarios.jsonl]

Checks:
  * every line parses as a JSON object; ids are unique and run d7-001 .. d7-080
  * required fields exist with the right types; enum fields hold known values
  * teach.gold_wrong is a substring of teach.output and differs from gold_right
  * every `re:` entry compiles in Python and uses nothing outside the subset shared
    with Go RE2 (no back-references, look-ahead / look-behind, atomic groups,
    possessive quantifiers, conditionals, \\Z / \\z)
  * each repeat, exactly as written, FAILS its own check (same rule as run.py)
  * with --go: every pattern also compiles with Go's regexp (RE2) and gives the same
    match result as Python on the repeat and control outputs
Exit status 0 when everything passes.
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
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}
CONTROL_KINDS = {"lookalike", "same_topic", "already_correct", "unrelated"}
UNSAFE_RE = [
    (re.compile(r"\(\?[=!]"), "look-ahead"),
    (re.compile(r"\(\?<[=!]"), "look-behind"),
    (re.compile(r"\(\?P=|\(\?>"), "named back-reference / atomic group"),
    (re.compile(r"\\[1-9]"), "back-reference"),
    (re.compile(r"\\[Zz]"), r"\Z / \z"),
    (re.compile(r"[*+?}][+]"), "possessive quantifier"),
    (re.compile(r"\(\?\("), "conditional group"),
]

GO_PROG = r'''package main

import (
	"encoding/json"
	"fmt"
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
		panic(err)
	}
	out := make([][]interface{}, 0, len(items))
	for _, it := range items {
		re, err := regexp.Compile(it.Pattern)
		if err != nil {
			out = append(out, []interface{}{err.Error()})
			continue
		}
		row := []interface{}{""}
		for _, t := range it.Texts {
			row = append(row, re.MatchString(t))
		}
		out = append(out, row)
	}
	b, _ := json.Marshal(out)
	fmt.Println(string(b))
}
'''


def check(text, spec):  # identical to run.py
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def regex_problems(pattern):
    out = []
    scrubbed = pattern.replace("\\\\", "")
    for rx, why in UNSAFE_RE:
        if rx.search(scrubbed):
            out.append(why)
    try:
        re.compile(pattern)
    except re.error as e:
        out.append("does not compile in Python: %s" % e)
    return out


def is_str(x):
    return isinstance(x, str) and x != ""


def validate(path, use_go):
    problems = []
    rows = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                problems.append("line %d: blank line" % lineno)
                continue
            try:
                obj = json.loads(line)
            except ValueError as e:
                problems.append("line %d: not JSON: %s" % (lineno, e))
                continue
            if not isinstance(obj, dict):
                problems.append("line %d: not an object" % lineno)
                continue
            rows.append(obj)

    ids = [r.get("id") for r in rows]
    expected = ["d7-%03d" % i for i in range(1, 81)]
    if len(set(ids)) != len(ids):
        problems.append("duplicate ids: %s" % sorted({i for i in ids if ids.count(i) > 1}))
    if ids != expected:
        problems.append("ids are not exactly d7-001 .. d7-080 in order")

    patterns = []  # (id, spec, [repeat output, control output])
    for r in rows:
        sid = r.get("id", "?")

        def bad(msg):
            problems.append("%s: %s" % (sid, msg))

        top = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
        if list(r.keys()) != top:
            bad("top-level keys %s, expected %s" % (list(r.keys()), top))
        for k in ("topic", "difficulty", "repeat_variation", "control_kind"):
            if not is_str(r.get(k)):
                bad("%s missing or empty" % k)
        if r.get("difficulty") not in DIFFICULTIES: bad("difficulty %r" % r.get("difficulty"))
        if r.get("repeat_variation") not in VARIATIONS: bad("repeat_variation %r" % r.get("repeat_variation"))
        if r.get("control_kind") not in CONTROL_KINDS: bad("control_kind %r" % r.get("control_kind"))
        t, p, c = r.get("teach") or {}, r.get("repeat") or {}, r.get("control") or {}
        for name, obj, keys in (("teach", t, ["query", "output", "message", "gold_wrong", "gold_right"]),
                                ("repeat", p, ["query", "output", "expect_contains", "expect_absent"]),
                                ("control", c, ["query", "output"])):
            if not isinstance(obj, dict) or list(obj.keys()) != keys:
                bad("%s keys %s, expected %s" % (name, list(obj.keys()) if isinstance(obj, dict) else obj, keys))
        for name, obj, keys in (("teach", t, ["query", "output", "message", "gold_wrong", "gold_right"]),
                                ("repeat", p, ["query", "output"]), ("control", c, ["query", "output"])):
            for k in keys:
                if not is_str(obj.get(k)):
                    bad("%s.%s missing or empty" % (name, k))
        ec, ea = p.get("expect_contains"), p.get("expect_absent")
        if not isinstance(ec, list) or not isinstance(ea, list) or not all(is_str(x) for x in (ec or []) + (ea or [])):
            bad("expect_contains / expect_absent must be lists of non-empty strings")
            continue
        if not ec and not ea:
            bad("repeat has no checks")
        if is_str(t.get("gold_wrong")) and is_str(t.get("output")) and t["gold_wrong"] not in t["output"]:
            bad("gold_wrong is not a substring of teach.output")
        if t.get("gold_wrong") == t.get("gold_right"):
            bad("gold_wrong equals gold_right")
        regex_ok = True
        for spec in ec + ea:
            if spec.startswith("re:"):
                probs = regex_problems(spec[3:])
                for pr in probs:
                    bad("regex %r: %s" % (spec, pr))
                regex_ok = regex_ok and not probs
                patterns.append((sid, spec, [p.get("output", ""), c.get("output", "")]))
        if regex_ok and is_str(p.get("output")):
            ok = all(check(p["output"], x) for x in ec) and not any(check(p["output"], x) for x in ea)
            if ok:
                bad("repeat passes its own check as written")

    go_note = "not run (pass --go)"
    if use_go:
        go = shutil.which("go")
        if not go:
            go_note = "skipped: go not on PATH"
        else:
            items = [{"pattern": spec[3:], "texts": texts} for _, spec, texts in patterns]
            tmp = tempfile.mkdtemp(prefix=".gocheck-", dir=HERE)
            try:
                src = os.path.join(tmp, "main.go")
                with open(src, "w") as f:
                    f.write(GO_PROG)
                res = subprocess.run([go, "run", src], input=json.dumps(items), capture_output=True, text=True, timeout=300)
                if res.returncode != 0:
                    problems.append("go check failed to run: %s" % res.stderr.strip()[:500])
                    go_note = "error"
                else:
                    out = json.loads(res.stdout)
                    disagree = 0
                    for (sid, spec, texts), row in zip(patterns, out):
                        if row[0]:
                            problems.append("%s: regex %r does not compile in Go: %s" % (sid, spec, row[0]))
                            continue
                        for text, gm in zip(texts, row[1:]):
                            pm = re.search(spec[3:], text) is not None
                            if pm != gm:
                                disagree += 1
                                problems.append("%s: regex %r: Python %s, Go %s" % (sid, spec, pm, gm))
                    go_note = "%d patterns compiled with Go regexp; %d Python/Go match disagreements" % (len(patterns), disagree)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    return rows, patterns, problems, go_note


def main():
    args = [a for a in sys.argv[1:] if a != "--go"]
    path = args[0] if args else os.path.join(HERE, "scenarios.jsonl")
    rows, patterns, problems, go_note = validate(path, "--go" in sys.argv[1:])
    print("%s: %d scenarios, %d re: patterns" % (path, len(rows), len(patterns)))
    print("go: %s" % go_note)
    if problems:
        print("\n".join(problems))
        print("FAILED: %d problem(s)" % len(problems))
        sys.exit(1)
    print("OK: parses, unique ids d7-001..d7-080, required fields, gold_wrong in teach.output, "
          "regexes compile without back-references or look-around, every repeat fails its own check as written")


if __name__ == "__main__":
    main()
