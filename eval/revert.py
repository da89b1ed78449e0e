#!/usr/bin/env python3
"""Measure reverts: a user who undoes a correction's edit of an answer.

    python3 eval/revert.py --cairn bin/cairn eval/dev2/scenarios.jsonl [more.jsonl ...]

For each scenarios file, with one store (as run.py --shared-store): teach every
scenario, probe every repeat and control, then for every control the loop
changed send the user's revert in the control's session ("No, M is right here,
not R.", M the text the correction replaced, R its replacement), and probe
every repeat and control again in new sessions. Prints, per file and in total,
harmful edits (repeats changed into something still wrong + controls changed)
and helpful ones (repeats fixed) before and after, and how many reverts the
server named in the message result's "reverted".

It reuses ../shared/eval/loop/run.py (its server, teach and probe). Standard
library only.
"""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RUN = os.path.join(HERE, "..", "..", "shared", "eval", "loop", "run.py")


def load_run():
    spec = importlib.util.spec_from_file_location("loop_run", RUN)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def measure(run, binary, path):
    scen = run.load_jsonl(path)
    srv = run.Server(binary, "revert").start()
    try:
        for s in scen:
            run.teach(srv, s, "t")

        def probe_all(tag):
            harm = fix = 0
            changed = []
            for s in scen:
                p = run.probe(srv, s, tag)
                harm += (p["repeat_changed"] and not p["repeat_fixed"]) + (not p["control_unchanged"])
                fix += p["repeat_fixed"]
                if not p["control_unchanged"]:
                    changed.append(s)
            return harm, fix, changed

        h0, f0, changed = probe_all("before")
        sent = named = 0
        for s in changed:
            c = s["control"]
            # The control's answer again, in its own session, to read the edit.
            sess = "%s-R-revert" % s["id"]
            res = run.turn(srv, sess, {"query": c["query"], "output": c["output"]})
            hits = [h for m in (res.get("applied_corrections") or []) for h in (m.get("hits") or [])]
            if not hits:
                continue
            h = hits[0]
            r = run.turn(srv, sess, {"message": "No, %s is right here, not %s." % (h["matched"], h["replacement"])})
            sent += 1
            named += bool(r.get("reverted"))
        h1, f1, _ = probe_all("after")
        return h0, f0, sent, named, h1, f1
    finally:
        srv.stop()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cairn", required=True, help="path to the cairn binary")
    ap.add_argument("scenarios", nargs="+", help="scenarios files (run.py's format)")
    a = ap.parse_args()
    run = load_run()
    binary = os.path.abspath(a.cairn)
    tot = [0] * 6
    for path in a.scenarios:
        r = measure(run, binary, path)
        tot = [x + y for x, y in zip(tot, r)]
        print("%s: before %d harmful / %d helpful; %d reverts sent, %d named; after %d harmful / %d helpful" % ((path,) + r))
        sys.stdout.flush()
    print("total: before %d harmful / %d helpful; %d reverts sent, %d named; after %d harmful / %d helpful" % tuple(tot))


if __name__ == "__main__":
    main()
