#!/usr/bin/env python3
"""Run the learning loop on every held-out set and print the README's table.

    go build -o bin/cairn ./cmd/cairn
    python3 eval/heldout.py --cairn bin/cairn [--jobs 2] [--out DIR] [--sets heldout22,heldout23]

For each held-out set (eval/heldout*/scenarios.jsonl and the new-user set
eval/heldout/newuser.jsonl) it runs ../shared/eval/loop/run.py in --shared-store
mode with --skip-messages, one store per set, and prints one row per set: harmful
edits of the probes (repeats changed wrongly + controls changed, of two probes per
scenario), repeats fixed, literal repeats fixed and controls changed; then the
totals of held-out 1 to 21 with new-user, of the newer sets, and of all.

It prints aggregate figures only, never a scenario: the held-out sets are not read
while changing code (docs/loop.md, "Sets"). The reports run.py writes go to --out
(default: a temporary directory).

Standard library only.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RUNNER = os.path.join(ROOT, "..", "shared", "eval", "loop", "run.py")


def sets():
    """The held-out sets in order: heldout, heldout2, …, then new-user."""
    found = []
    for name in os.listdir(HERE):
        m = re.fullmatch(r"heldout(\d*)", name)
        if m and os.path.exists(os.path.join(HERE, name, "scenarios.jsonl")):
            found.append((int(m.group(1) or 1), name, os.path.join(HERE, name, "scenarios.jsonl")))
    found.sort()
    out = [(n, name, path) for n, name, path in found]
    newuser = os.path.join(HERE, "heldout", "newuser.jsonl")
    if os.path.exists(newuser):
        out.append((0, "newuser", newuser))
    return out


def run(cairn, name, path, outdir):
    report = os.path.join(outdir, "loop-%s.json" % name)
    cmd = [sys.executable, RUNNER, "--cairn", cairn, "--shared-store", "--skip-messages",
           "--scenarios", path, "--out", report]
    p = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        raise SystemExit("run.py failed on %s: %s" % (name, p.stderr.strip()[-500:]))
    return report


def figures(report, path):
    with open(path) as f:
        difficulty = {json.loads(l)["id"]: json.loads(l).get("difficulty") for l in f if l.strip()}
    with open(report) as f:
        results = json.load(f)["scenarios"]["results"]
    n = len(results)
    fixed = sum(1 for r in results if r.get("repeat_fixed"))
    wrong = sum(1 for r in results if r.get("repeat_changed") and not r.get("repeat_fixed"))
    controls = sum(1 for r in results if r.get("control_unchanged") is False)
    literal = [r for r in results if difficulty.get(r["id"]) == "literal"]
    return {"n": n, "fixed": fixed, "harmful": wrong + controls, "controls": controls,
            "literal": len(literal), "literal_fixed": sum(1 for r in literal if r.get("repeat_fixed"))}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cairn", required=True, help="path to the cairn binary")
    ap.add_argument("--jobs", type=int, default=2, help="sets run at once")
    ap.add_argument("--out", help="directory for run.py's reports (default: a temporary one)")
    ap.add_argument("--sets", help="comma-separated set names (default: all)")
    args = ap.parse_args()
    if not os.path.exists(RUNNER):
        raise SystemExit("no runner at %s" % RUNNER)
    cairn = os.path.abspath(args.cairn)
    outdir = args.out or tempfile.mkdtemp(prefix="cairn-heldout-")
    os.makedirs(outdir, exist_ok=True)
    chosen = sets()
    if args.sets:
        want = set(args.sets.split(","))
        unknown = want - {name for _, name, _ in chosen}
        if unknown:
            raise SystemExit("--sets: no held-out set named %s" % ", ".join(sorted(unknown)))
        chosen = [s for s in chosen if s[1] in want]
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        reports = dict(zip([name for _, name, _ in chosen],
                           ex.map(lambda s: run(cairn, s[1], s[2], outdir), chosen)))
    print("| set | harmful edits (of probes) | repeats fixed | literal repeats fixed | controls changed |")
    print("|---|---:|---:|---:|---:|")
    totals = {}
    for num, name, path in chosen:
        f = figures(reports[name], path)
        probes = 2 * f["n"]
        label = "new-user" if name == "newuser" else ("held-out" if num == 1 else "held-out %d" % num)
        print("| %s | %d of %d (%.1f %%) | %d of %d | %d of %d | %d of %d |" % (
            label, f["harmful"], probes, 100.0 * f["harmful"] / probes, f["fixed"], f["n"],
            f["literal_fixed"], f["literal"], f["controls"], f["n"]))
        group = "held-out 1 to 21 and new-user" if num <= 21 else "held-out 22 and later"
        for g in (group, "all"):
            t = totals.setdefault(g, [0, 0, 0])
            t[0], t[1], t[2] = t[0] + f["harmful"], t[1] + f["fixed"], t[2] + probes
    print()
    for g in ("held-out 1 to 21 and new-user", "held-out 22 and later", "all"):
        if g in totals:
            h, fx, probes = totals[g]
            print("%s: %d harmful edits (%.1f %% of %d probes) for %d helpful" % (g, h, 100.0 * h / probes, probes, fx))
    print("reports in", outdir)


if __name__ == "__main__":
    main()
