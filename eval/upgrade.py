#!/usr/bin/env python3
"""Measure an upgrade: one cairn build learns, another answers.

    python3 eval/upgrade.py --from OLD_CAIRN --cairn NEW_CAIRN [--recheck] [run.py's options]

runs ../shared/eval/loop/run.py in --shared-store mode, with its own code and report,
except for one thing: the teach turns are learned by a server of OLD_CAIRN, whose store
a server of NEW_CAIRN then opens to answer the repeats and the controls. With --recheck,
`NEW_CAIRN corrections recheck --apply` runs on the store in between, as an operator
would after upgrading (docs/operations.md, "Upgrades"); its summary line goes to
standard error. run.py's other options (--scenarios, --skip-messages, --out) pass
through; the detection figures of --messages, when run, are OLD_CAIRN's.

For example, the twenty-third round's table in docs/loop.md:

    git worktree add /tmp/old 9ec92c2 && (cd /tmp/old && go build -o /tmp/cairn-old ./cmd/cairn)
    go build -o bin/cairn ./cmd/cairn
    python3 eval/upgrade.py --from /tmp/cairn-old --cairn bin/cairn --recheck \\
        --skip-messages --scenarios eval/dev2/scenarios.jsonl

Standard library only.
"""
import argparse
import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = os.path.join(HERE, "..", "..", "shared", "eval", "loop", "run.py")


def load_runner(path):
    spec = importlib.util.spec_from_file_location("loop_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--from", dest="old", required=True, help="the cairn binary that learns (the older build)")
    ap.add_argument("--cairn", required=True, help="the cairn binary that answers (the newer build)")
    ap.add_argument("--recheck", action="store_true", help="run 'corrections recheck --apply' on the store in between")
    ap.add_argument("--runner", default=RUNNER, help="path of run.py (default: %(default)s)")
    a, rest = ap.parse_known_args()
    old, new = os.path.abspath(a.old), os.path.abspath(a.cairn)
    run = load_runner(a.runner)
    probe = run.probe
    switched = set()

    def switch(srv):
        """Stop OLD's server, recheck its store, start NEW's on the same store."""
        srv.stop(keep=True)
        if a.recheck:
            env = {k: v for k, v in os.environ.items() if not k.startswith("CAIRN_")}
            env.update(HOME=os.path.join(srv.dir, "home"), XDG_CONFIG_HOME=os.path.join(srv.dir, "config"),
                       XDG_DATA_HOME=os.path.join(srv.dir, "data"))
            p = subprocess.run([new, "corrections", "recheck", "--apply", "--store", os.path.join(srv.dir, "cairn.db")],
                               env=env, capture_output=True, text=True)
            if p.returncode != 0:
                raise SystemExit("recheck failed: " + p.stderr.strip())
            sys.stderr.write("recheck: " + (p.stderr.strip().splitlines() or [""])[-1] + "\n")
        srv.binary = new
        srv.start()

    def probe_after_upgrade(srv, *args, **kwargs):
        # run.py teaches every scenario before it probes the first one.
        if id(srv) not in switched:
            switched.add(id(srv))
            switch(srv)
        return probe(srv, *args, **kwargs)

    run.probe = probe_after_upgrade
    if "--shared-store" not in rest:
        rest.append("--shared-store")
    sys.argv = [a.runner, "--cairn", old] + rest
    run.main()


if __name__ == "__main__":
    main()
