#!/usr/bin/env python3
"""Validate eval/dev9/scenarios.jsonl on its own (standard library only).

    python3 validate.py [--go] [path/to/scenarios.jsonl]

Checks, per line: the exact key set and types of the loop scenario format, ids
d9-001 ... d9-NNN in order, the tag vocabularies, teach.output holding
gold_wrong, regex entries (`re:`) that compile and use nothing outside the
common subset of Python `re` and Go RE2 (no look-around, no back-references),
every repeat FAILING its own check as written, every lookalike control
containing the text a careless substitution of gold_wrong would hit (the
"wrong core", see wrong_core), every already_correct control containing the
right core. With --go, every regex is also compiled with Go's regexp and
matched against the teach, repeat and control outputs; the results must equal
Python's.

The functions here are imported by build.py.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

TOP_KEYS = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
TEACH_KEYS = ["query", "output", "message", "gold_wrong", "gold_right"]
REPEAT_KEYS = ["query", "output", "expect_contains", "expect_absent"]
CONTROL_KEYS = ["query", "output"]
DIFFICULTY = ("literal", "paraphrase", "semantic")
VARIATION = ("reworded", "code_block", "identifier", "casing")
CONTROL_KIND = ("lookalike", "same_topic", "already_correct", "unrelated")
ID_RE = re.compile(r"^d9-\d{3}$")

# Constructs whose meaning differs between Python re and Go RE2, or that RE2 lacks.
FORBIDDEN = [
    (r"\(\?=", "look-ahead"), (r"\(\?!", "negative look-ahead"),
    (r"\(\?<=", "look-behind"), (r"\(\?<!", "negative look-behind"),
    (r"\(\?P=", "named back-reference"), (r"(?<!\\)\\[1-9]", "back-reference"),
    (r"\\Z", r"\Z (Python only)"), (r"\\z", r"\z (Go only before Python 3.14)"),
    (r"\(\?>", "atomic group"), (r"[*+?}]\+", "possessive quantifier"),
    (r"\(\?\(", "conditional"), (r"\(\?#", "comment group"),
    (r"\(\?[a-zA-Z]*[xaLu]", "flag not in RE2"),
]

# Characters a "word" expands over when locating the differing core of two spans.
WORD = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")


def check(text, spec):
    """Same semantics as run.py: `re:` -> re.search, else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    return all(check(text, c) for c in contains) and not any(check(text, a) for a in absent)


def _core(a, b):
    """Part of a that differs from b (common prefix/suffix removed), widened to whole
    words; all of a when a is a pure prefix/suffix of b (an insertion)."""
    n = min(len(a), len(b))
    p = 0
    while p < n and a[p] == b[p]:
        p += 1
    s = 0
    while s < n - p and a[-1 - s] == b[-1 - s]:
        s += 1
    i, j = p, len(a) - s
    if i >= j:
        return a
    while i > 0 and a[i - 1] in WORD:
        i -= 1
    while j < len(a) and a[j] in WORD:
        j += 1
    return a[i:j]


def wrong_core(gold_wrong, gold_right):
    return _core(gold_wrong, gold_right)


def right_core(gold_wrong, gold_right):
    return _core(gold_right, gold_wrong)


def regex_entries(s):
    r = s["repeat"]
    return [x for x in r["expect_contains"] + r["expect_absent"] if x.startswith("re:")]


def lint_regex(pat):
    errs = []
    for bad, what in FORBIDDEN:
        if re.search(bad, pat):
            errs.append("uses %s" % what)
    try:
        re.compile(pat)
    except re.error as e:
        errs.append("does not compile in Python: %s" % e)
    return errs


def validate(rows):
    """Return a list of error strings (empty when the set is valid)."""
    errs = []
    seen = set()
    for n, s in enumerate(rows, 1):
        sid = s.get("id", "<line %d>" % n)

        def err(msg):
            errs.append("%s: %s" % (sid, msg))

        if list(s) != TOP_KEYS:
            err("top-level keys %s, want %s" % (list(s), TOP_KEYS))
            continue
        for k, keys in (("teach", TEACH_KEYS), ("repeat", REPEAT_KEYS), ("control", CONTROL_KEYS)):
            if not isinstance(s[k], dict) or list(s[k]) != keys:
                err("%s keys %s, want %s" % (k, list(s[k]) if isinstance(s[k], dict) else type(s[k]), keys))
        if errs and errs[-1].startswith(sid + ":"):
            continue
        if not ID_RE.match(sid) or sid != "d9-%03d" % n:
            err("id out of sequence (line %d)" % n)
        if sid in seen:
            err("duplicate id")
        seen.add(sid)
        if not isinstance(s["topic"], str) or not s["topic"]:
            err("empty topic")
        if s["difficulty"] not in DIFFICULTY:
            err("difficulty %r" % s["difficulty"])
        if s["repeat_variation"] not in VARIATION:
            err("repeat_variation %r" % s["repeat_variation"])
        if s["control_kind"] not in CONTROL_KIND:
            err("control_kind %r" % s["control_kind"])
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, TEACH_KEYS), (r, ["query", "output"]), (c, CONTROL_KEYS)):
            for k in keys:
                if not isinstance(part[k], str) or not part[k].strip():
                    err("empty or non-string %s" % k)
        for k in ("expect_contains", "expect_absent"):
            if not isinstance(r[k], list) or not all(isinstance(x, str) and x for x in r[k]):
                err("%s must be a list of non-empty strings" % k)
        if not r["expect_contains"] and not r["expect_absent"]:
            err("repeat has no checks")
        if errs and errs[-1].startswith(sid + ":"):
            continue
        if t["gold_wrong"] not in t["output"]:
            err("teach.output does not contain gold_wrong")
        if t["gold_wrong"] == t["gold_right"]:
            err("gold_wrong == gold_right")
        if len({t["output"], r["output"], c["output"]}) != 3:
            err("teach/repeat/control outputs are not distinct")
        bad_re = False
        for x in regex_entries(s):
            for e in lint_regex(x[3:]):
                err("regex %r %s" % (x, e))
                bad_re = True
        if bad_re:
            continue
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            err("repeat output already passes its own check")
        if s["control_kind"] == "lookalike":
            core = wrong_core(t["gold_wrong"], t["gold_right"])
            if core not in c["output"]:
                err("lookalike control lacks the wrong core %r" % core)
        if s["control_kind"] == "already_correct":
            core = right_core(t["gold_wrong"], t["gold_right"])
            if core not in c["output"]:
                err("already_correct control lacks the right core %r" % core)
    return errs


# ------------------------------------------------------------------ Go RE2 parity
GO_SRC = r'''package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
)

type item struct {
	Re   string `json:"re"`
	Text string `json:"text"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out := make([]interface{}, len(items))
	for i, it := range items {
		re, err := regexp.Compile(it.Re)
		if err != nil {
			out[i] = "compile error: " + err.Error()
			continue
		}
		out[i] = re.MatchString(it.Text)
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
}
'''


def go_parity(pairs):
    """pairs: list of (label, pattern, text). Returns error strings where Go's regexp
    fails to compile or disagrees with Python's re.search."""
    go = shutil.which("go")
    if not go:
        return ["--go: the go tool is not on PATH"]
    d = tempfile.mkdtemp(prefix="dev9-re2-")
    try:
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_SRC)
        env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="", GO111MODULE="on", GOPROXY="off")
        env.setdefault("GOCACHE", os.path.join(d, "cache"))
        p = subprocess.run([go, "run", "main.go"], cwd=d, env=env, capture_output=True, text=True,
                           input=json.dumps([{"re": pat, "text": txt} for _, pat, txt in pairs]), timeout=300)
        if p.returncode != 0:
            return ["--go: go run failed: %s" % p.stderr.strip()]
        res = json.loads(p.stdout)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    errs = []
    for (label, pat, txt), g in zip(pairs, res):
        if isinstance(g, str):
            errs.append("%s: regex %r: Go %s" % (label, pat, g))
            continue
        py = re.search(pat, txt) is not None
        if py != g:
            errs.append("%s: regex %r: Python %s, Go %s" % (label, pat, py, g))
    return errs


def go_pairs(rows, extra_texts=None):
    """Every regex against the teach, repeat and control outputs (plus extra texts per id)."""
    pairs = []
    for s in rows:
        texts = [("teach", s["teach"]["output"]), ("repeat", s["repeat"]["output"]), ("control", s["control"]["output"])]
        texts += [(k, v) for k, v in (extra_texts or {}).get(s["id"], [])]
        for x in regex_entries(s):
            for where, txt in texts:
                pairs.append(("%s/%s" % (s["id"], where), x[3:], txt))
    return pairs


def load(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                raise SystemExit("%s:%d: invalid JSON: %s" % (path, n, e))
    return rows


def main(argv):
    use_go = "--go" in argv
    args = [a for a in argv if a != "--go"]
    path = args[0] if args else os.path.join(HERE, "scenarios.jsonl")
    rows = load(path)
    errs = validate(rows)
    if use_go and not errs:
        pairs = go_pairs(rows)
        errs += go_parity(pairs)
        print("go: %d regex/text pairs compared" % len(pairs))
    if errs:
        for e in errs:
            print("ERROR " + e)
        print("%d error(s) in %s" % (len(errs), path))
        return 1
    counts = {}
    for field in ("difficulty", "control_kind", "repeat_variation"):
        d = {}
        for s in rows:
            d[s[field]] = d.get(s[field], 0) + 1
        counts[field] = d
    print("ok: %d scenarios in %s" % (len(rows), path))
    for field, d in counts.items():
        print("  %s: %s" % (field, ", ".join("%s %d" % kv for kv in sorted(d.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
