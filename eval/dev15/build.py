#!/usr/bin/env python3
"""Build and verify eval/dev15/scenarios.jsonl (teach -> repeat -> control).

    python3 eval/dev15/build.py

The scenarios live below as Python data. Besides the fields written to the
JSONL file, each scenario carries build-only fields that are never written:

  key    the core wrong text (for the literal check and the cross-scenario check)
  fixed  a hand-fixed version of repeat.output, which must pass the checks
  trap   (lookalike) the text in control.output a literal substitution would hit
  holds  (already_correct) the right value that control.output already holds

The builder checks the JSON shape, ids, the counts per difficulty and
control_kind, that every repeat fails its own checks and its hand fix passes,
that every `re:` check compiles and matches identically in Python re and Go
RE2 (by running a small Go program with `go run` in a temporary directory),
and that a scenario's wrong text does not show up in other scenarios' texts
unless listed in ALLOWED_CROSS. Only then does it write scenarios.jsonl.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")

DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}

S = []


def scen(**kw):
    S.append(kw)


# ---------------------------------------------------------------- shell
scen(
    id="d15-001", topic="shell", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="sed -i 's/",
    teach=dict(
        query="I'm on my MacBook. How do I replace every localhost with 127.0.0.1 in config/settings.ini without opening an editor?",
        output="Use sed with in-place editing:\n\n```sh\nsed -i 's/localhost/127.0.0.1/g' config/settings.ini\n```\n\nThe `g` flag replaces every occurrence on a line, and `-i` writes the result back to the file.",
        message="That's the GNU form. macOS ships BSD sed, where -i takes a backup suffix as its argument, so it has to be sed -i '' 's/localhost/127.0.0.1/g' config/settings.ini, otherwise it swallows the script as the suffix and fails.",
        gold_wrong="sed -i 's/localhost/127.0.0.1/g' config/settings.ini",
        gold_right="sed -i '' 's/localhost/127.0.0.1/g' config/settings.ini"),
    repeat=dict(
        query="Quick one on my Mac: bump the version string 2.3.0 to 2.4.0 inside VERSION.txt from the terminal.",
        output="```sh\nsed -i 's/2\\.3\\.0/2.4.0/' VERSION.txt\ncat VERSION.txt\n```\n\nThe dots are escaped so they only match literal periods.",
        expect_contains=["re:sed -i( ''| ?\\.bak) 's/"],
        expect_absent=["re:sed -i '[^']"]),
    fixed="```sh\nsed -i '' 's/2\\.3\\.0/2.4.0/' VERSION.txt\ncat VERSION.txt\n```\n\nThe dots are escaped so they only match literal periods.",
    control=dict(
        query="Our Dockerfile is based on debian:bookworm-slim. How do I change the listen port from 8080 to 9090 in /etc/app/app.conf during the build?",
        output="```dockerfile\nRUN sed -i 's/^port=8080$/port=9090/' /etc/app/app.conf\n```\n\nDebian ships GNU sed, where `-i` without a suffix edits the file in place and keeps no backup."),
    trap="sed -i 's/",
)

scen(
    id="d15-002", topic="shell", difficulty="literal", repeat_variation="reworded", control_kind="already_correct",
    key="~/.fishrc",
    teach=dict(
        query="I just switched my login shell to fish. Where do my aliases go so every new terminal has them?",
        output="Put them in `~/.fishrc`; fish reads that file at startup. For example:\n\n```fish\nalias gs 'git status'\nalias ll 'ls -lah'\n```\n\nOpen a new terminal afterwards.",
        message="fish doesn't read ~/.fishrc. Its startup file is ~/.config/fish/config.fish.",
        gold_wrong="~/.fishrc",
        gold_right="~/.config/fish/config.fish"),
    repeat=dict(
        query="In fish, where should `fish_add_path ~/go/bin` live so it's set in every session?",
        output="Add the line `fish_add_path ~/go/bin` to ~/.fishrc, then start a new shell. `fish_add_path` skips directories that are already on the path, so running it on every start is harmless.",
        expect_contains=["re:~/\\.config/fish/(config\\.fish|conf\\.d/)"],
        expect_absent=["~/.fishrc"]),
    fixed="Add the line `fish_add_path ~/go/bin` to ~/.config/fish/config.fish, then start a new shell. `fish_add_path` skips directories that are already on the path, so running it on every start is harmless.",
    control=dict(
        query="Where do I define fish abbreviations like gco for git checkout so they persist?",
        output="Put `abbr -a gco git checkout` in ~/.config/fish/config.fish. Abbreviations expand as you type, so your history shows the full command."),
    holds="~/.config/fish/config.fish",
)

scen(
    id="d15-003", topic="shell", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    key="[0]}",
    teach=dict(
        query="In a zsh script I do `logs=(/var/log/app/*.log)`. How do I get the first file?",
        output="Index the array: `print -- ${logs[0]}`. That's the first element of the glob result.",
        message="zsh arrays start at 1, so ${logs[0]} comes back empty here. It's ${logs[1]}.",
        gold_wrong="${logs[0]}",
        gold_right="${logs[1]}"),
    repeat=dict(
        query="zsh: split PATH on colons into an array and show the first entry.",
        output="```zsh\nparts=(${(s/:/)PATH})\nprint -- ${parts[0]}\n```\n`(s/:/)` splits the string on `:`.",
        expect_contains=["re:\\$\\{?parts\\[1\\]"],
        expect_absent=["parts[0]"]),
    fixed="```zsh\nparts=(${(s/:/)PATH})\nprint -- ${parts[1]}\n```\n`(s/:/)` splits the string on `:`.",
    control=dict(
        query="In a bash script, how do I print the first element of `hosts=(web1 web2 web3)`?",
        output="```bash\necho \"${hosts[0]}\"\n```\nBash arrays are indexed from 0, so this prints `web1`."),
    trap="[0]}",
)

scen(
    id="d15-004", topic="shell", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key='[[ -z "$TAG" ]]',
    teach=dict(
        query="Everything in scripts/ci/ runs under /bin/sh, which is dash in the CI image. How do I exit early in publish.sh when TAG is empty?",
        output="```sh\nif [[ -z \"$TAG\" ]]; then\n  echo \"TAG not set, skipping publish\"\n  exit 0\nfi\n```",
        message="dash has no [[, that line dies with \"[[: not found\". Use the POSIX test: [ -z \"$TAG\" ].",
        gold_wrong='[[ -z "$TAG" ]]',
        gold_right='[ -z "$TAG" ]'),
    repeat=dict(
        query="scripts/ci/release.sh (same /bin/sh): skip the changelog upload if TAG is unset.",
        output="```sh\n#!/bin/sh\nset -eu\nTAG=\"${TAG:-}\"\nif [[ -z \"$TAG\" ]]; then\n  echo \"no tag, not uploading the changelog\"\n  exit 0\nfi\n./scripts/ci/upload-changelog.sh \"$TAG\"\n```",
        expect_contains=['re:(if|&&|\\|\\|) (\\[ -z "\\$TAG" \\]|test -z "\\$TAG")'],
        expect_absent=["[[ "]),
    fixed="```sh\n#!/bin/sh\nset -eu\nTAG=\"${TAG:-}\"\nif [ -z \"$TAG\" ]; then\n  echo \"no tag, not uploading the changelog\"\n  exit 0\nfi\n./scripts/ci/upload-changelog.sh \"$TAG\"\n```",
    control=dict(
        query="tools/dev/switch.sh starts with #!/usr/bin/env bash. How do I check whether the current branch starts with release/?",
        output="```bash\nbranch=$(git rev-parse --abbrev-ref HEAD)\nif [[ $branch == release/* ]]; then\n  echo \"on a release branch\"\nfi\n```\nInside `[[ ]]` the right-hand side of `==` is a glob pattern, so `release/*` matches any release branch."),
    trap="[[",
)

scen(
    id="d15-005", topic="shell", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
    key="in $@;",
    teach=dict(
        query="Loop over every file passed to scripts/lint-files.sh and run shellcheck on each.",
        output="```bash\n#!/usr/bin/env bash\nfor f in $@; do\n  shellcheck \"$f\"\ndone\n```",
        message="Quote it: for f in \"$@\"; as written, a file called \"my notes.sh\" turns into two arguments.",
        gold_wrong="for f in $@;",
        gold_right='for f in "$@";'),
    repeat=dict(
        query="Write scripts/fmt-all.sh: run shfmt -w on every path given as an argument.",
        output="```bash\n#!/usr/bin/env bash\nset -euo pipefail\nfor path in $@; do\n  shfmt -w \"$path\"\ndone\n```",
        expect_contains=['re:for path( in "\\$@")?; do'],
        expect_absent=["re:in \\$@"]),
    fixed="```bash\n#!/usr/bin/env bash\nset -euo pipefail\nfor path in \"$@\"; do\n  shfmt -w \"$path\"\ndone\n```",
    control=dict(
        query="In a wrapper script, how do I forward all arguments to the real binary?",
        output="```bash\n#!/usr/bin/env bash\nexec /opt/acme/bin/ledger-cli \"$@\"\n```\n`\"$@\"` keeps each argument intact, including ones with spaces."),
    holds='"$@"',
)

# ---------------------------------------------------------------- node packages
scen(
    id="d15-006", topic="node-packages", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key="--production",
    teach=dict(
        query="The cli repo is on npm 10. In its Dockerfile, how do I install only the runtime dependencies?",
        output="```dockerfile\nCOPY package.json package-lock.json ./\nRUN npm ci --production\n```\nThat skips everything under devDependencies.",
        message="npm 10 prints a deprecation warning for --production; the flag is --omit=dev now.",
        gold_wrong="npm ci --production",
        gold_right="npm ci --omit=dev"),
    repeat=dict(
        query="The worker service is on npm 10 as well. Slim down its image, and skip install scripts while you're at it.",
        output="```dockerfile\nFROM node:20-slim\nWORKDIR /app\nCOPY package.json package-lock.json ./\nRUN npm ci --production --ignore-scripts\nCOPY dist/ ./dist/\nCMD [\"node\", \"dist/main.js\"]\n```",
        expect_contains=["--omit=dev"],
        expect_absent=["--production"]),
    fixed="```dockerfile\nFROM node:20-slim\nWORKDIR /app\nCOPY package.json package-lock.json ./\nRUN npm ci --omit=dev --ignore-scripts\nCOPY dist/ ./dist/\nCMD [\"node\", \"dist/main.js\"]\n```",
    control=dict(
        query="The legacy billing-export service is still pinned to Node 10 with npm 6. Runtime-only install for its image?",
        output="```dockerfile\nRUN npm ci --production\n```\nnpm 6 has no `--omit` option, so `--production` is the way to skip devDependencies there."),
    trap="--production",
)

# ---------------------------------------------------------------- git
scen(
    id="d15-007", topic="git", difficulty="literal", repeat_variation="reworded", control_kind="already_correct",
    key="git push --force ",
    teach=dict(
        query="I rebased feat/PAY-311-refund-webhook onto main and now git push is rejected as non-fast-forward. How do I update the remote branch?",
        output="You rewrote history, so the remote has to be overwritten:\n\n```sh\ngit push --force origin feat/PAY-311-refund-webhook\n```",
        message="Use --force-with-lease. Plain --force can wipe out commits someone else pushed to the branch in the meantime.",
        gold_wrong="git push --force origin",
        gold_right="git push --force-with-lease origin"),
    repeat=dict(
        query="After an interactive rebase to tidy up my fixup commits, the push is rejected. What now?",
        output="That's expected after a rebase: your local branch and the remote have diverged. Overwrite the remote copy with `git push --force origin HEAD` and the PR will update.",
        expect_contains=["--force-with-lease"],
        expect_absent=["re:--force([^-]|$)"]),
    fixed="That's expected after a rebase: your local branch and the remote have diverged. Overwrite the remote copy with `git push --force-with-lease origin HEAD` and the PR will update.",
    control=dict(
        query="I amended the last commit on my PR branch. How do I update the PR?",
        output="Push with a lease so you don't clobber anything pushed since your last fetch:\n\n```sh\ngit push --force-with-lease\n```"),
    holds="--force-with-lease",
)

scen(
    id="d15-008", topic="team-conventions", difficulty="literal", repeat_variation="reworded", control_kind="same_topic",
    key="feature/",
    teach=dict(
        query="Create a branch for ticket PAY-412 (retry backoff for the payout client).",
        output="```sh\ngit switch -c feature/PAY-412-retry-backoff\n```",
        message="Our prefix is feat/, not feature/. The branch-name check in CI rejects anything else.",
        gold_wrong="feature/PAY-412-retry-backoff",
        gold_right="feat/PAY-412-retry-backoff"),
    repeat=dict(
        query="What should I call the branch for PAY-430, adding a CSV export to payouts?",
        output="Something like `feature/PAY-430-payout-csv-export` works: ticket key first so Jira links it, then a short slug.",
        expect_contains=["feat/PAY-430-"],
        expect_absent=["feature/"]),
    fixed="Something like `feat/PAY-430-payout-csv-export` works: ticket key first so Jira links it, then a short slug.",
    control=dict(
        query="I named my branch feat/PAY-415-curency-fix, with a typo. How do I rename it locally and on the remote?",
        output="```sh\ngit branch -m feat/PAY-415-currency-fix\ngit push -u origin feat/PAY-415-currency-fix\ngit push origin --delete feat/PAY-415-curency-fix\n```"),
)

scen(
    id="d15-009", topic="git", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
    key="main..HEAD",
    teach=dict(
        query="Show me the diff of my branch against main the way the PR page shows it.",
        output="```sh\ngit diff main..HEAD\n```\nTwo dots diff from the point where your branch left main, so you see only your own changes.",
        message="That's what three dots do. main..HEAD compares the two tips, so everything merged to main since I branched shows up reversed; main...HEAD diffs from the merge base, like the PR page.",
        gold_wrong="git diff main..HEAD",
        gold_right="git diff main...HEAD"),
    repeat=dict(
        query="Before I open the backport PR, how do I review only what my branch changes relative to release/2.4?",
        output="Run `git diff release/2.4..HEAD`. With two dots git compares from the commit where your branch forked off, so commits that landed on release/2.4 after you branched don't show up.",
        expect_contains=["release/2.4...HEAD"],
        expect_absent=["re:release/2\\.4\\.\\.HEAD", "re:(?i)two dots"]),
    fixed="Run `git diff release/2.4...HEAD`. With three dots git compares from the merge base, the commit where your branch forked off, so commits that landed on release/2.4 after you branched don't show up.",
    control=dict(
        query="List the commits on my branch that aren't on main yet.",
        output="```sh\ngit log --oneline main..HEAD\n```\nFor `git log`, two dots mean \"reachable from HEAD but not from main\", which is exactly your branch's commits."),
    trap="main..HEAD",
)

scen(
    id="d15-010", topic="git", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    key="squash",
    teach=dict(
        query="My PR #482 is approved and green. How do I merge it from the CLI?",
        output="```sh\ngh pr merge 482 --squash --delete-branch\n```\nThis squashes the branch into one commit on main and deletes the branch.",
        message="Squash merging is switched off on our repo, only rebase merges are allowed: gh pr merge 482 --rebase --delete-branch.",
        gold_wrong="--squash",
        gold_right="--rebase"),
    repeat=dict(
        query="PR 497 has two approvals. Which button do I use on GitHub to merge it?",
        output="Open the PR, pick **Squash and merge** from the merge button's dropdown, and confirm. The branch is deleted automatically if the repo setting is on.",
        expect_contains=["Rebase and merge"],
        expect_absent=["re:(?i)squash"]),
    fixed="Open the PR, pick **Rebase and merge** from the merge button's dropdown, and confirm. The branch is deleted automatically if the repo setting is on.",
    control=dict(
        query="Before I open the PR, how do I fold my last three local commits into one?",
        output="```sh\ngit rebase -i HEAD~3\n```\nIn the editor keep the first line as `pick` and change the other two to `squash` (or `fixup` to drop their messages)."),
    trap="squash",
)

scen(
    id="d15-011", topic="team-conventions", difficulty="paraphrase", repeat_variation="code_block", control_kind="same_topic",
    key="PAY-377: ",
    teach=dict(
        query="Write the commit message for adding retry with backoff to the webhook client, ticket PAY-377.",
        output="```\nPAY-377: Add retry with backoff to webhook client\n```",
        message="We use conventional commits, with the ticket in a footer:\n\n```\nfeat(webhooks): add retry with backoff to client\n\nRefs: PAY-377\n```",
        gold_wrong="PAY-377: Add retry with backoff to webhook client",
        gold_right="feat(webhooks): add retry with backoff to client\n\nRefs: PAY-377"),
    repeat=dict(
        query="Commit message for adding a CSV export endpoint to payouts? Ticket is PAY-402.",
        output="```\nPAY-402: Add CSV export endpoint for payouts\n```",
        expect_contains=["re:(?m)^feat(\\([a-z0-9-]+\\))?: [a-z]", "Refs: PAY-402"],
        expect_absent=["PAY-402: "]),
    fixed="```\nfeat(payouts): add CSV export endpoint\n\nRefs: PAY-402\n```",
    control=dict(
        query="Who last changed line 40 of billing/invoice.py, and in which commit?",
        output="```sh\ngit blame -L 40,40 billing/invoice.py\n```\nThe first column is the commit hash; `git show <hash>` prints the full commit."),
)

scen(
    id="d15-012", topic="git", difficulty="semantic", repeat_variation="code_block", control_kind="same_topic",
    key="git fetch origin",
    teach=dict(
        query="I cloned my fork of acme/ledger. How do I pull in the latest changes from the main acme repo?",
        output="Your clone's `origin` already points at acme/ledger, so just fetch and rebase:\n\n```sh\ngit fetch origin\ngit rebase origin/main\n```",
        message="origin is my fork, not acme/ledger, I cloned the fork. The acme repo has to be added as a second remote, upstream, and the rebase goes onto upstream/main.",
        gold_wrong="git fetch origin\ngit rebase origin/main",
        gold_right="git remote add upstream git@github.com:acme/ledger.git\ngit fetch upstream\ngit rebase upstream/main"),
    repeat=dict(
        query="My fork's feature branch is behind acme/ledger's main. How do I bring it up to date before pushing?",
        output="```sh\ngit pull --rebase origin main\ngit push --force-with-lease\n```\n`origin` is acme/ledger in your clone, so this replays your commits on top of everything merged there.",
        expect_contains=["git pull --rebase upstream main"],
        expect_absent=["--rebase origin main", "re:`origin` is acme"]),
    fixed="```sh\ngit remote add upstream git@github.com:acme/ledger.git  # once\ngit pull --rebase upstream main\ngit push --force-with-lease origin\n```\n`upstream` is acme/ledger and `origin` is your fork, so this replays your commits on top of everything merged upstream and updates your fork.",
    control=dict(
        query="How do I check which URLs my git remotes point to?",
        output="```sh\ngit remote -v\n```\nIn a fork setup you'll typically see `origin` (your fork) and `upstream` (the shared repo), each with a fetch and a push URL."),
)

scen(
    id="d15-013", topic="git", difficulty="literal", repeat_variation="reworded", control_kind="unrelated",
    key=".git/hooks/",
    teach=dict(
        query="I want a pre-commit hook that runs the linters, and it should live in the repo so everyone gets it. Where does it go?",
        output="Save it as `.git/hooks/pre-commit`, make it executable with `chmod +x`, and commit it so the whole team picks it up.",
        message="Files under .git/hooks/ are never committed. The repo's hooks live in .githooks/ and core.hooksPath points there, so it goes in .githooks/pre-commit.",
        gold_wrong=".git/hooks/pre-commit",
        gold_right=".githooks/pre-commit"),
    repeat=dict(
        query="Add a shared commit-msg hook that rejects messages without a ticket footer.",
        output="Create `.git/hooks/commit-msg` containing `grep -q '^Refs: [A-Z]*-[0-9]' \"$1\" || exit 1`, mark it executable and commit it with the rest of your change.",
        expect_contains=[".githooks/commit-msg"],
        expect_absent=[".git/hooks/"]),
    fixed="Create `.githooks/commit-msg` containing `grep -q '^Refs: [A-Z]*-[0-9]' \"$1\" || exit 1`, mark it executable and commit it with the rest of your change.",
    control=dict(
        query="How do I pretty-print a minified JSON report file and keep the result in the same file?",
        output="```sh\njq . build/report.json > build/report.tmp && mv build/report.tmp build/report.json\n```\njq can't edit in place, so write to a temporary file and move it over."),
)

# ---------------------------------------------------------------- linters
scen(
    id="d15-014", topic="linters", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
    key="line-length = 88",
    teach=dict(
        query="Add a ruff section to the billing service's pyproject.toml with our line length.",
        output="```toml\n[tool.ruff]\nline-length = 88\ntarget-version = \"py312\"\n```",
        message="We use 100 in all our Python repos: line-length = 100.",
        gold_wrong="line-length = 88",
        gold_right="line-length = 100"),
    repeat=dict(
        query="Set up ruff for the new notifications package: formatter and linter config in pyproject.",
        output="```toml\n[tool.ruff]\nline-length = 88\nsrc = [\"src\"]\n\n[tool.ruff.format]\nquote-style = \"double\"\n\n[tool.ruff.lint]\nselect = [\"E\", \"F\", \"I\", \"B\"]\n```",
        expect_contains=["line-length = 100"],
        expect_absent=["line-length = 88"]),
    fixed="```toml\n[tool.ruff]\nline-length = 100\nsrc = [\"src\"]\n\n[tool.ruff.format]\nquote-style = \"double\"\n\n[tool.ruff.lint]\nselect = [\"E\", \"F\", \"I\", \"B\"]\n```",
    control=dict(
        query="How do I make ruff sort the imports in one file?",
        output="```sh\nruff check --select I --fix src/notify/sender.py\n```\nThe `I` rules are ruff's isort implementation, and `--fix` applies the reordering."),
)

scen(
    id="d15-015", topic="linters", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
    key="black",
    teach=dict(
        query="How do I format the whole Python repo before I commit?",
        output="From the repo root run `black .`; it reformats every Python file in place.",
        message="We dropped black last quarter, formatting is ruff format . now.",
        gold_wrong="black .",
        gold_right="ruff format ."),
    repeat=dict(
        query="The CI format check failed on my PR. How do I fix it locally?",
        output="Black found files it would reformat. Run Black on the files you touched, commit the result and push again.",
        expect_contains=["ruff format"],
        expect_absent=["re:(?i)\\bblack\\b"]),
    fixed="ruff format found files it would reformat. Run `ruff format` on the files you touched, commit the result and push again.",
    control=dict(
        query="Which process is listening on port 5432 on my Linux dev box?",
        output="```sh\nsudo ss -ltnp 'sport = :5432'\n```\n`-l` lists listening sockets, `-t` limits it to TCP, `-n` skips name resolution and `-p` shows the owning process."),
)

scen(
    id="d15-016", topic="linters", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key=".eslintrc",
    teach=dict(
        query="In the web repo I want to allow console.log in scripts/. Where do I change the ESLint config?",
        output="Add an override to `.eslintrc.json`:\n\n```json\n{\n  \"overrides\": [\n    { \"files\": [\"scripts/**\"], \"rules\": { \"no-console\": \"off\" } }\n  ]\n}\n```",
        message="Isn't web on ESLint 9 with the flat config? There's no .eslintrc.json there; it's a config object in eslint.config.js.",
        gold_wrong=".eslintrc.json",
        gold_right="eslint.config.js"),
    repeat=dict(
        query="Turn off react/prop-types for everything under src/legacy/ in the web repo.",
        output="In `.eslintrc.json`, add an entry to `overrides`:\n\n```json\n{ \"files\": [\"src/legacy/**\"], \"rules\": { \"react/prop-types\": \"off\" } }\n```",
        expect_contains=["eslint.config.js"],
        expect_absent=[".eslintrc", "overrides"]),
    fixed="In `eslint.config.js`, add a config object to the exported array:\n\n```js\n{ files: [\"src/legacy/**\"], rules: { \"react/prop-types\": \"off\" } },\n```",
    control=dict(
        query="The admin-portal repo is still on ESLint 8 with the legacy config format. How do I allow console there in scripts/?",
        output="On ESLint 8 with eslintrc, add an override to `.eslintrc.json`:\n\n```json\n{\n  \"overrides\": [\n    { \"files\": [\"scripts/**\"], \"rules\": { \"no-console\": \"off\" } }\n  ]\n}\n```"),
    trap=".eslintrc.json",
)

scen(
    id="d15-017", topic="linters", difficulty="semantic", repeat_variation="casing", control_kind="lookalike",
    key="es5",
    teach=dict(
        query="We're on prettier 3.3 with an empty .prettierrc. What does it do with trailing commas?",
        output="With no config Prettier uses `trailingComma: \"es5\"`: trailing commas in multi-line arrays and objects, but not after the last function parameter or argument.",
        message="I think that changed in 3.0? The default is \"all\" now, so function parameters and arguments get one too.",
        gold_wrong='"es5"',
        gold_right='"all"'),
    repeat=dict(
        query="prettier 3.x, no options set: will it add a comma after the last argument of a call that's split over several lines?",
        output="No. Prettier's default is ES5-style trailing commas, which only covers arrays and objects, so call arguments stay without one.",
        expect_contains=["re:\\ball\\b"],
        expect_absent=["re:(?i)es5", "re:^No\\b"]),
    fixed="Yes. Since Prettier 3.0 the default is `trailingComma: \"all\"`, so the last argument of a multi-line call gets a trailing comma too.",
    control=dict(
        query="The marketing site is pinned to prettier 2.8. What's the trailing comma default there?",
        output="Prettier 2.x defaults to `trailingComma: \"es5\"`: arrays and objects get trailing commas, function parameters don't."),
    trap='"es5"',
)

scen(
    id="d15-018", topic="linters", difficulty="paraphrase", repeat_variation="code_block", control_kind="already_correct",
    key="// nolint",
    teach=dict(
        query="golangci-lint's errcheck complains about `defer f.Close()` in a read-only helper. How do I silence just that line?",
        output="```go\ndefer f.Close() // nolint:errcheck\n```",
        message="It has to be //nolint:errcheck with no space after the slashes. With the space golangci-lint doesn't treat it as a directive, and nolintlint would flag it anyway.",
        gold_wrong="// nolint:errcheck",
        gold_right="//nolint:errcheck"),
    repeat=dict(
        query="gosec flags os.Remove(tmp) in the cleanup code and I've checked the path is safe. Suppress it on that line?",
        output="```go\n_ = os.Remove(tmp) // nolint:gosec // path comes from os.CreateTemp\n```",
        expect_contains=["//nolint:gosec"],
        expect_absent=["// nolint"]),
    fixed="```go\n_ = os.Remove(tmp) //nolint:gosec // path comes from os.CreateTemp\n```",
    control=dict(
        query="Ignore the unchecked error from resp.Body.Close() after the body has been read to the end.",
        output="```go\ndefer resp.Body.Close() //nolint:errcheck // body is drained above, a close error changes nothing\n```"),
    holds="//nolint:errcheck",
)

scen(
    id="d15-019", topic="linters", difficulty="paraphrase", repeat_variation="code_block", control_kind="already_correct",
    key="```sh\nrubocop",
    teach=dict(
        query="How do I autocorrect everything rubocop can fix in app/models?",
        output="```sh\nrubocop -A app/models\n```\n`-A` applies safe and unsafe corrections; use `-a` for the safe ones only.",
        message="Run it through bundler: bundle exec rubocop -A app/models. The global rubocop is a different version from the one in Gemfile.lock and doesn't load our rubocop-rails plugin.",
        gold_wrong="rubocop -A app/models",
        gold_right="bundle exec rubocop -A app/models"),
    repeat=dict(
        query="Only fix the Layout cops in lib/ with rubocop, safe corrections only.",
        output="```sh\nrubocop -a --only Layout lib/\n```",
        expect_contains=["bundle exec rubocop -a --only Layout lib/"],
        expect_absent=["re:(?m)^rubocop"]),
    fixed="```sh\nbundle exec rubocop -a --only Layout lib/\n```",
    control=dict(
        query="Check just app/models/invoice.rb with rubocop.",
        output="```sh\nbundle exec rubocop app/models/invoice.rb\n```"),
    holds="bundle exec rubocop",
)

scen(
    id="d15-020", topic="linters", difficulty="literal", repeat_variation="reworded", control_kind="unrelated",
    key='ignore = ["E501"]',
    teach=dict(
        query="Ruff lint config for the api repo: pyflakes, pycodestyle, and import sorting instead of isort.",
        output="```toml\n[tool.ruff.lint]\nselect = [\"E\", \"F\", \"I\"]\nignore = [\"E501\"]\n```\nThe `I` rules replace isort, and E501 is ignored because the formatter handles long lines.",
        message="Right, I is the isort replacement. But we don't ignore E501 here, long lines are enforced; the only rule we ignore is E731.",
        gold_wrong='ignore = ["E501"]',
        gold_right='ignore = ["E731"]'),
    repeat=dict(
        query="Give me the [tool.ruff.lint] block for the jobs repo, same rules as the api one.",
        output="```toml\n[tool.ruff.lint]\nselect = [\"E\", \"F\", \"I\"]\nignore = [\"E501\"]\n```\nLong lines are left to the formatter, so E501 stays off.",
        expect_contains=['ignore = ["E731"]'],
        expect_absent=['"E501"', "E501 stays off"]),
    fixed="```toml\n[tool.ruff.lint]\nselect = [\"E\", \"F\", \"I\"]\nignore = [\"E731\"]\n```\nLong lines are enforced, so E501 stays on; E731 is the one rule we ignore.",
    control=dict(
        query="Show the five most recent release tags in the repo, sorted by version.",
        output="```sh\ngit tag --sort=-v:refname | head -n 5\n```\n`-v:refname` sorts by version number, newest first."),
)

# ---------------------------------------------------------------- python packaging
scen(
    id="d15-021", topic="python-packaging", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
    key="pip install -r requirements.txt",
    teach=dict(
        query="Fresh clone of the api repo. How do I install its dependencies?",
        output="```sh\npython3 -m venv .venv\nsource .venv/bin/activate\npip install -r requirements.txt\n```",
        message="The api repo moved to uv, there's no requirements.txt anymore. It's uv sync, which creates .venv from uv.lock.",
        gold_wrong="python3 -m venv .venv\nsource .venv/bin/activate\npip install -r requirements.txt",
        gold_right="uv sync"),
    repeat=dict(
        query="Write the install and test steps for the api repo's new GitHub Actions job.",
        output="```yaml\n- uses: actions/setup-python@v5\n  with:\n    python-version: \"3.12\"\n- run: pip install -r requirements.txt\n- run: pytest -q\n```",
        expect_contains=["uv sync"],
        expect_absent=["requirements.txt"]),
    fixed="```yaml\n- uses: astral-sh/setup-uv@v5\n- run: uv sync\n- run: uv run pytest -q\n```",
    control=dict(
        query="Add httpx as a dependency of the api repo.",
        output="```sh\nuv add httpx\n```\nThis updates pyproject.toml and uv.lock and installs it into .venv."),
)

scen(
    id="d15-022", topic="python-packaging", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    key="[project]",
    teach=dict(
        query="Our acme-auth library is built with poetry 1.8. How do I declare that it needs Python 3.11 or newer?",
        output="Poetry 1.8 reads the standard PEP 621 table, so add:\n\n```toml\n[project]\nrequires-python = \">=3.11\"\n```",
        message="Poetry 1.8 doesn't read [project] at all, that only came with poetry 2. On 1.8 it's python = \"^3.11\" under [tool.poetry.dependencies].",
        gold_wrong="[project]\nrequires-python = \">=3.11\"",
        gold_right="[tool.poetry.dependencies]\npython = \"^3.11\""),
    repeat=dict(
        query="For acme-auth (still poetry 1.8): can I list httpx in the standard dependencies array of pyproject?",
        output="Yes. Poetry 1.8 understands the PEP 621 metadata, so `dependencies = [\"httpx>=0.27\"]` in the [project] table is enough and `poetry lock` will pick it up.",
        expect_contains=["re:\\[tool\\.poetry\\.dependencies\\]|poetry add httpx"],
        expect_absent=["re:Poetry 1\\.8 understands", "re:^Yes"]),
    fixed="No. Poetry 1.8 ignores the PEP 621 [project] table; declare it as `httpx = \">=0.27\"` under [tool.poetry.dependencies] (or run `poetry add httpx`), and `poetry lock` will pick it up.",
    control=dict(
        query="Add pytest as a dev-only dependency to acme-auth (poetry 1.8).",
        output="```sh\npoetry add --group dev pytest\n```\nSince poetry 1.2, dev dependencies live in the `dev` group under `[tool.poetry.group.dev.dependencies]`."),
)

scen(
    id="d15-023", topic="python-packaging", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key='"requests^2.31"',
    teach=dict(
        query="In the uv-managed notifications service, add requests 2.31 or any later 2.x to the dependencies array in pyproject.",
        output="```toml\ndependencies = [\n    \"requests^2.31\",\n]\n```",
        message="The caret is poetry syntax, not PEP 508; uv can't parse it. Write \"requests>=2.31,<3\".",
        gold_wrong='"requests^2.31"',
        gold_right='"requests>=2.31,<3"'),
    repeat=dict(
        query="Same service: it also needs pydantic, 2.6 or newer but not 3.",
        output="```toml\ndependencies = [\n    \"requests>=2.31,<3\",\n    \"pydantic^2.6\",\n]\n```",
        expect_contains=['re:"pydantic(>=2\\.6,<3|>=2\\.6,<3\\.0|~=2\\.6)"'],
        expect_absent=["pydantic^"]),
    fixed="```toml\ndependencies = [\n    \"requests>=2.31,<3\",\n    \"pydantic>=2.6,<3\",\n]\n```",
    control=dict(
        query="acme-auth is on poetry 1.8. Add requests 2.31 or later within 2.x there.",
        output="```toml\n[tool.poetry.dependencies]\nrequests = \"^2.31\"\n```\nIn poetry's own table the caret means >=2.31,<3.0."),
    trap="^2.31",
)

scen(
    id="d15-024", topic="python-packaging", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
    key="--break-system-packages",
    teach=dict(
        query="On Debian 12, `pip install --user httpie` fails with externally-managed-environment. How do I get httpie installed?",
        output="Debian marks the system Python as externally managed. Add the override flag:\n\n```sh\npip install --user --break-system-packages httpie\n```",
        message="Please don't break the system Python for a CLI tool. pipx install httpie puts it in its own venv; that's what we do on all the dev boxes.",
        gold_wrong="pip install --user --break-system-packages httpie",
        gold_right="pipx install httpie"),
    repeat=dict(
        query="Debian 12 box again: how do I get the glances system monitor installed for my user?",
        output="Because a `--user` install only writes to ~/.local, it can't hurt the system Python, so `pip install --user` with the override for the externally-managed check is fine for glances.",
        expect_contains=["re:pipx install glances|uv tool install glances"],
        expect_absent=["re:can't hurt the system Python", "re:pip install --user"]),
    fixed="Install it into its own virtualenv with `pipx install glances` (or `uv tool install glances`). Don't override Debian's externally-managed check: even a --user install lands on the system Python's path and can break Debian's own tools.",
    control=dict(
        query="Make the deploy script fail when any command in a pipeline fails, not just the last one.",
        output="Add this near the top of the script:\n\n```bash\nset -o pipefail\n```\nWithout it a pipeline's exit status is that of its last command."),
)

# ---------------------------------------------------------------- node packages
scen(
    id="d15-025", topic="node-packages", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    key="yarn",
    teach=dict(
        query="How do I add zod to the web app?",
        output="From apps/web run:\n\n```sh\nyarn add zod\n```",
        message="pnpm, not yarn.",
        gold_wrong="yarn add zod",
        gold_right="pnpm add zod"),
    repeat=dict(
        query="I just pulled main and someone changed the dependencies. What do I run?",
        output="Yarn takes care of it: run the install from the repo root and Yarn will read the lockfile and relink every workspace package.",
        expect_contains=["pnpm"],
        expect_absent=["re:(?i)yarn"]),
    fixed="pnpm takes care of it: run `pnpm install` from the repo root and pnpm will read the lockfile and relink every workspace package.",
    control=dict(
        query="The docs-site repo is separate and uses Yarn 4 with its own yarn.lock. How do I add @docusaurus/plugin-ideal-image there?",
        output="From the docs-site root:\n\n```sh\nyarn add @docusaurus/plugin-ideal-image\n```\nYarn 4 updates yarn.lock and the install state in one go."),
    trap="yarn add",
)

scen(
    id="d15-026", topic="node-packages", difficulty="paraphrase", repeat_variation="code_block", control_kind="same_topic",
    key="node:18",
    teach=dict(
        query="Base image for the web app's Dockerfile?",
        output="```dockerfile\nFROM node:18-alpine AS build\n```\nAlpine keeps the image small.",
        message="We're on Node 20: .nvmrc says 20, and 18 is end of life. node:20-alpine.",
        gold_wrong="node:18-alpine",
        gold_right="node:20-alpine"),
    repeat=dict(
        query="setup-node step for the web app's CI workflow?",
        output="```yaml\n- uses: actions/setup-node@v4\n  with:\n    node-version: 18\n    cache: pnpm\n```",
        expect_contains=["re:node-version: ['\"]?20|node-version-file: ['\"]?\\.nvmrc"],
        expect_absent=["re:node-version: ['\"]?18"]),
    fixed="```yaml\n- uses: actions/setup-node@v4\n  with:\n    node-version: 20\n    cache: pnpm\n```",
    control=dict(
        query="How do I switch my shell to the Node version the web repo expects?",
        output="From the repo root:\n\n```sh\nnvm install\nnvm use\n```\nBoth read the version from .nvmrc, so you get Node 20 without typing it."),
)

scen(
    id="d15-027", topic="node-packages", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
    key="pnpm add -D ",
    teach=dict(
        query="Add typescript as a dev dependency for the whole monorepo, in the root package.json.",
        output="From the repository root:\n\n```sh\npnpm add -D typescript\n```",
        message="pnpm refuses that at the workspace root with ERR_PNPM_ADDING_TO_ROOT. It needs -w: pnpm add -D -w typescript.",
        gold_wrong="pnpm add -D typescript",
        gold_right="pnpm add -D -w typescript"),
    repeat=dict(
        query="Put prettier-plugin-tailwindcss in the root so every package shares it.",
        output="Run this in the repo root:\n\n```sh\npnpm add -D prettier-plugin-tailwindcss\n```\nThen list it under `plugins` in the root Prettier config.",
        expect_contains=["re:pnpm add (-D -w|-w -D|-Dw|-wD|-D --workspace-root|--workspace-root -D) prettier-plugin-tailwindcss"],
        expect_absent=["pnpm add -D prettier"]),
    fixed="Run this in the repo root:\n\n```sh\npnpm add -D -w prettier-plugin-tailwindcss\n```\nThen list it under `plugins` in the root Prettier config.",
    control=dict(
        query="Add turbo as a root dev dependency in the pnpm workspace.",
        output="```sh\npnpm add -D -w turbo\n```\n`-w` tells pnpm you really mean the workspace root."),
    holds="pnpm add -D -w turbo",
)

# ---------------------------------------------------------------- team conventions
scen(
    id="d15-028", topic="team-conventions", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    key="X-Api-Key",
    teach=dict(
        query="From a script, list all flags from our internal feature-flag service at flags.acme.dev.",
        output="```sh\ncurl -s -H \"X-Api-Key: $FLAGS_TOKEN\" https://flags.acme.dev/v1/flags\n```",
        message="Got a 401 with that. The flags service dropped API keys in the spring, it wants -H \"Authorization: Bearer $FLAGS_TOKEN\". With that it works.",
        gold_wrong='-H "X-Api-Key: $FLAGS_TOKEN"',
        gold_right='-H "Authorization: Bearer $FLAGS_TOKEN"'),
    repeat=dict(
        query="Now a script that turns on the new-checkout flag in that service.",
        output="```sh\ncurl -s -X PATCH \\\n  -H \"x-api-key: $FLAGS_TOKEN\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"enabled\": true}' \\\n  https://flags.acme.dev/v1/flags/new-checkout\n```",
        expect_contains=["Authorization: Bearer $FLAGS_TOKEN"],
        expect_absent=["re:(?i)x-api-key"]),
    fixed="```sh\ncurl -s -X PATCH \\\n  -H \"Authorization: Bearer $FLAGS_TOKEN\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"enabled\": true}' \\\n  https://flags.acme.dev/v1/flags/new-checkout\n```",
    control=dict(
        query="Our status page vendor's API docs say to send the key in an X-Api-Key header. Fetch the open incidents from a script.",
        output="```sh\ncurl -s -H \"X-Api-Key: $STATUSPAGE_KEY\" https://api.status.example.com/v1/incidents?state=open\n```"),
    trap="X-Api-Key",
)

# ---------------------------------------------------------------- task runners
scen(
    id="d15-029", topic="task-runners", difficulty="semantic", repeat_variation="code_block", control_kind="unrelated",
    key="with 4 spaces",
    teach=dict(
        query="`make build` fails with `Makefile:14: *** missing separator.  Stop.` What's wrong?",
        output="Line 14 is a recipe line that isn't indented consistently. Indent recipe lines under the target with 4 spaces and the error goes away.",
        message="It's the other way round: make needs a literal tab before each recipe line, and spaces are exactly what triggers missing separator.",
        gold_wrong="with 4 spaces",
        gold_right="with a tab character"),
    repeat=dict(
        query="My editor keeps breaking the Makefile when I save. What should its .editorconfig section be?",
        output="```ini\n[Makefile]\nindent_style = space\nindent_size = 4\n```\nThat keeps recipe indentation consistent with the rest of the repo.",
        expect_contains=["indent_style = tab"],
        expect_absent=["indent_style = space"]),
    fixed="```ini\n[Makefile]\nindent_style = tab\n```\nmake needs a real tab before recipe lines, so the editor must never expand it to spaces.",
    control=dict(
        query="How do I see which commits touched scripts/deploy.sh, with their diffs?",
        output="```sh\ngit log -p --follow -- scripts/deploy.sh\n```\n`--follow` keeps the history going across renames."),
)

scen(
    id="d15-030", topic="task-runners", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    key="VERBOSE=1",
    teach=dict(
        query="How do I see the actual commands that `make build` runs in our repo?",
        output="Pass the verbose variable: `make build VERBOSE=1`. The Makefile then stops prefixing recipes with `@`.",
        message="Our Makefile reads V=1, kernel style. VERBOSE=1 is ignored.",
        gold_wrong="VERBOSE=1",
        gold_right="V=1"),
    repeat=dict(
        query="make test hides the pytest command line. How do I show it?",
        output="Run `make test verbose=1` and make will echo each recipe line before running it.",
        expect_contains=["re:make (test V=1|V=1 test)"],
        expect_absent=["re:(?i)verbose=1"]),
    fixed="Run `make test V=1` and make will echo each recipe line before running it.",
    control=dict(
        query="The native extension under ext/ is built with a CMake-generated Makefile. How do I see the full compiler command lines?",
        output="```sh\ncd ext/build && make VERBOSE=1\n```\nMakefiles generated by CMake print the full commands when VERBOSE=1 is set."),
    trap="VERBOSE=1",
)

scen(
    id="d15-031", topic="task-runners", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="$(env)",
    teach=dict(
        query="Add a just recipe `deploy` that takes an environment name and passes it to ./scripts/deploy.sh.",
        output="```just\ndeploy env:\n    ./scripts/deploy.sh $(env)\n```",
        message="In just it's {{env}}. $(env) goes to the shell, which runs the env command.",
        gold_wrong="$(env)",
        gold_right="{{env}}"),
    repeat=dict(
        query="justfile recipe `release` that takes a version and creates the git tag v<version>.",
        output="```just\nrelease version:\n    git tag -a v$(version) -m \"Release $(version)\"\n    git push origin v$(version)\n```",
        expect_contains=["git tag -a v{{version}}", "git push origin v{{version}}"],
        expect_absent=["$(version)"]),
    fixed="```just\nrelease version:\n    git tag -a v{{version}} -m \"Release {{version}}\"\n    git push origin v{{version}}\n```",
    control=dict(
        query="In our Makefile, a `release` target that tags v$VERSION, with VERSION given on the make command line.",
        output="```make\nrelease:\n\tgit tag -a v$(VERSION) -m \"Release $(VERSION)\"\n\tgit push origin v$(VERSION)\n```\nRun it as `make release VERSION=2.4.0`."),
    trap="v$(VERSION)",
)

scen(
    id="d15-032", topic="team-conventions", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
    key="scripts/setup.sh",
    teach=dict(
        query="First-time setup after cloning the ledger repo?",
        output="Run `./scripts/setup.sh`. It installs the toolchain versions from .tool-versions and sets up the git hooks.",
        message="Thanks, that got me going. Small thing: the script is ./scripts/bootstrap.sh now, setup.sh was renamed a while back.",
        gold_wrong="./scripts/setup.sh",
        gold_right="./scripts/bootstrap.sh"),
    repeat=dict(
        query="Draft the onboarding steps for a new hire on the ledger repo.",
        output="1. Clone the repo and `cd ledger`.\n2. Run `./scripts/setup.sh --with-hooks` to install the toolchain.\n3. Run `make test` to check everything passes.",
        expect_contains=["./scripts/bootstrap.sh"],
        expect_absent=["setup.sh"]),
    fixed="1. Clone the repo and `cd ledger`.\n2. Run `./scripts/bootstrap.sh --with-hooks` to install the toolchain.\n3. Run `make test` to check everything passes.",
    control=dict(
        query="Show the disk usage of each top-level folder in the repo, biggest first.",
        output="```sh\ndu -sh -- */ | sort -rh\n```\n`sort -h` understands the K/M/G suffixes that `du -h` prints."),
)

scen(
    id="d15-033", topic="task-runners", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
    key=".PHONY =",
    teach=dict(
        query="There's a folder called test/ in the repo and `make test` now says \"make: 'test' is up to date.\" Fix?",
        output="Declare the target phony so make ignores the folder:\n\n```make\n.PHONY = test\n```",
        message=".PHONY: test, with a colon. With = it's just a variable called .PHONY.",
        gold_wrong=".PHONY = test",
        gold_right=".PHONY: test"),
    repeat=dict(
        query="`make docs` never reruns because there's a docs/ directory. What do I add?",
        output="Add this near the top of the Makefile:\n\n```make\n.PHONY = docs\n```\nThen `make docs` always runs its recipe.",
        expect_contains=["re:\\.PHONY: *([A-Za-z_-]+ +)*docs"],
        expect_absent=["re:\\.PHONY *="]),
    fixed="Add this near the top of the Makefile:\n\n```make\n.PHONY: docs\n```\nThen `make docs` always runs its recipe.",
    control=dict(
        query="Mark the clean and lint targets as phony in the Makefile.",
        output="```make\n.PHONY: clean lint\n```"),
    holds=".PHONY: clean lint",
)

# ---------------------------------------------------------------- test runners
scen(
    id="d15-034", topic="test-runners", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
    key="message=",
    teach=dict(
        query="In pytest, how do I assert that parse_amount(\"-5\") raises ValueError with the message \"negative amount\"?",
        output="```python\nwith pytest.raises(ValueError, message=\"negative amount\"):\n    parse_amount(\"-5\")\n```",
        message="message= was removed from pytest.raises back in pytest 5. It's match=, a regex searched in the exception text.",
        gold_wrong='message="negative amount"',
        gold_right='match="negative amount"'),
    repeat=dict(
        query="How does pytest.raises let me check what the exception says?",
        output="pytest.raises accepts a `message` keyword: pass the text you expect and pytest compares it with the exception's message, failing the test if they differ.",
        expect_contains=["re:`match`|match="],
        expect_absent=["`message`"]),
    fixed="pytest.raises accepts a `match` keyword: pass a regular expression and pytest searches for it in the string form of the exception, failing the test if it isn't found.",
    control=dict(
        query="How do I emit a DeprecationWarning from fetch_v1() and test that it's raised?",
        output="```python\nwarnings.warn(message=\"fetch_v1 is deprecated, use fetch_v2\", category=DeprecationWarning, stacklevel=2)\n\n# in the test\nwith pytest.warns(DeprecationWarning, match=\"fetch_v2\"):\n    fetch_v1()\n```"),
    trap="message=",
)

scen(
    id="d15-035", topic="test-runners", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    key="jest.",
    teach=dict(
        query="Freeze the clock at 2024-03-01 in a unit test in the web app.",
        output="```ts\nbeforeEach(() => {\n  jest.useFakeTimers();\n  jest.setSystemTime(new Date(\"2024-03-01T00:00:00Z\"));\n});\n```",
        message="web runs vitest, not jest: vi.useFakeTimers() and vi.setSystemTime().",
        gold_wrong="jest.useFakeTimers();\n  jest.setSystemTime(",
        gold_right="vi.useFakeTimers();\n  vi.setSystemTime("),
    repeat=dict(
        query="In the web app's Toast test, stub out console.error so the expected warning doesn't spam the output.",
        output="```ts\nconst errorSpy = jest.spyOn(console, \"error\").mockImplementation(() => {});\n// ...\nerrorSpy.mockRestore();\n```",
        expect_contains=["vi.spyOn(console"],
        expect_absent=["jest."]),
    fixed="```ts\nconst errorSpy = vi.spyOn(console, \"error\").mockImplementation(() => {});\n// ...\nerrorSpy.mockRestore();\n```",
    control=dict(
        query="The mobile repo still runs Jest. How do I reset the module registry between tests there?",
        output="```ts\nbeforeEach(() => {\n  jest.resetModules();\n});\n```"),
    trap="jest.",
)

scen(
    id="d15-036", topic="test-runners", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
    key="-run TestParseInvoice",
    teach=dict(
        query="Run only TestParseInvoice in ./billing.",
        output="```sh\ngo test ./billing -run TestParseInvoice\n```",
        message="-run is a regex, so that also runs TestParseInvoiceLines. Anchor it: -run '^TestParseInvoice$'.",
        gold_wrong="-run TestParseInvoice",
        gold_right="-run '^TestParseInvoice$'"),
    repeat=dict(
        query="Rerun just TestRefund in ./payments, verbose.",
        output="```sh\ngo test -v ./payments -run TestRefund\n```",
        expect_contains=["re:-run ['\"]?\\^TestRefund\\$"],
        expect_absent=["re:-run ['\"]?TestRefund"]),
    fixed="```sh\ngo test -v ./payments -run '^TestRefund$'\n```",
    control=dict(
        query="Run TestParseInvoice together with its variants TestParseInvoiceLines and TestParseInvoiceTotals in ./billing.",
        output="```sh\ngo test ./billing -run TestParseInvoice\n```\nThe pattern is unanchored, so it matches every test whose name contains TestParseInvoice."),
    trap="-run TestParseInvoice",
)

scen(
    id="d15-037", topic="test-runners", difficulty="literal", repeat_variation="reworded", control_kind="same_topic",
    key="-nocache",
    teach=dict(
        query="go test keeps printing (cached) for ./store. How do I force a real run?",
        output="Disable the test cache with `go test -nocache ./store`.",
        message="No such flag. -count=1.",
        gold_wrong="go test -nocache ./store",
        gold_right="go test -count=1 ./store"),
    repeat=dict(
        query="The integration tests in ./store talk to a local Postgres. I reset the database but go test just prints (cached). How do I rerun them?",
        output="go test can't see changes outside the package, so bypass the cache: `go test -nocache -tags=integration ./store/...`.",
        expect_contains=["re:-count=1|go clean -testcache"],
        expect_absent=["-nocache"]),
    fixed="go test can't see changes outside the package, so bypass the cache: `go test -count=1 -tags=integration ./store/...`.",
    control=dict(
        query="HTML coverage report for ./billing?",
        output="```sh\ngo test -coverprofile=cover.out ./billing\ngo tool cover -html=cover.out\n```"),
)

scen(
    id="d15-038", topic="test-runners", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    key="tests/fixtures.py",
    teach=dict(
        query="Where do I put fixtures that both tests/api and tests/jobs use?",
        output="Put them in `tests/fixtures.py`; pytest imports fixture modules in the tests directory automatically, so both folders can use them.",
        message="pytest only auto-loads conftest.py files, a tests/fixtures.py is never imported on its own. They belong in tests/conftest.py.",
        gold_wrong="tests/fixtures.py",
        gold_right="tests/conftest.py"),
    repeat=dict(
        query="I defined a db_session fixture in tests/helpers.py but pytest says fixture 'db_session' not found. Why?",
        output="pytest collects fixtures from any module in the tests folder, so the location is fine. Check the spelling of the fixture name and that the function has the @pytest.fixture decorator.",
        expect_contains=["conftest.py"],
        expect_absent=["re:collects fixtures from any module", "re:location is fine"]),
    fixed="pytest only picks up fixtures automatically from conftest.py files and plugins, not from other modules in the tests folder. Move db_session into tests/conftest.py, or list the module in pytest_plugins.",
    control=dict(
        query="I want a fixture that only the tests under tests/api can see. Where does it go?",
        output="Put it in `tests/api/conftest.py`. Fixtures in a conftest.py are available to tests in that directory and below, so tests/jobs won't see it."),
)

scen(
    id="d15-039", topic="test-runners", difficulty="paraphrase", repeat_variation="reworded", control_kind="unrelated",
    key="pytest -j",
    teach=dict(
        query="The test suite takes ten minutes. Can pytest run it on several cores? pytest-xdist is already in our dev dependencies.",
        output="Yes, pass the number of workers: `pytest -j 8`.",
        message="-j isn't a pytest option; xdist's flag is -n, e.g. -n auto.",
        gold_wrong="pytest -j 8",
        gold_right="pytest -n auto"),
    repeat=dict(
        query="Our CI runners have 4 cores. Run tests/unit in parallel.",
        output="Spread the unit tests over the 4 cores with `pytest -j 4 tests/unit`.",
        expect_contains=["re:pytest -n (4|auto) tests/unit"],
        expect_absent=["re:-j ?4"]),
    fixed="Spread the unit tests over the 4 cores with `pytest -n 4 tests/unit`.",
    control=dict(
        query="How do I undo my last local commit but keep its changes staged?",
        output="```sh\ngit reset --soft HEAD~1\n```"),
)

# ---------------------------------------------------------------- date / time / locale
scen(
    id="d15-040", topic="datetime-locale", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="date -d ",
    teach=dict(
        query="On my Mac, print yesterday's date in ISO form, like 2024-03-14.",
        output="```sh\ndate -d yesterday +%F\n```",
        message="That's GNU date. The BSD date on macOS has no -d for this; it's date -v-1d +%F.",
        gold_wrong="date -d yesterday +%F",
        gold_right="date -v-1d +%F"),
    repeat=dict(
        query="macOS again: I need the date from 7 days ago, to grep that day's lines out of app.log in my script.",
        output="```sh\nsince=$(date -d '7 days ago' +%F)\ngrep \"^$since\" app.log\n```",
        expect_contains=["date -v-7d +%F"],
        expect_absent=["date -d"]),
    fixed="```sh\nsince=$(date -v-7d +%F)\ngrep \"^$since\" app.log\n```",
    control=dict(
        query="The CI job runs on ubuntu-latest. Compute yesterday's date in ISO form in a step.",
        output="```yaml\n- run: echo \"DAY=$(date -d yesterday +%F)\" >> \"$GITHUB_ENV\"\n```\nUbuntu runners have GNU date, which understands `-d yesterday`."),
    trap="date -d yesterday +%F",
)

scen(
    id="d15-041", topic="datetime-locale", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
    key="%Y-%M-%d",
    teach=dict(
        query="Python: today's date as a string like 2024-03-15 for a filename.",
        output="```python\nstamp = date.today().strftime(\"%Y-%M-%d\")\n```",
        message="%M is minutes. Month is %m: %Y-%m-%d.",
        gold_wrong="%Y-%M-%d",
        gold_right="%Y-%m-%d"),
    repeat=dict(
        query="Name the nightly DB dump like dump-2024-03-15_0230.sql.gz, from the start time.",
        output="```python\nname = f\"dump-{started.strftime('%Y-%M-%d_%H%M')}.sql.gz\"\n```",
        expect_contains=["%Y-%m-%d_%H%M"],
        expect_absent=["%Y-%M"]),
    fixed="```python\nname = f\"dump-{started.strftime('%Y-%m-%d_%H%M')}.sql.gz\"\n```",
    control=dict(
        query="Which files did the last commit change? Just the names.",
        output="```sh\ngit diff --name-only HEAD~1 HEAD\n```"),
)

scen(
    id="d15-042", topic="datetime-locale", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
    key="datetime.now()",
    teach=dict(
        query="Timestamp for the created_at field in our job log records?",
        output="```python\nfrom datetime import datetime\n\nrecord[\"created_at\"] = datetime.now().isoformat()\n```",
        message="Use UTC, datetime.now(timezone.utc). Naive local times break the log pipeline, it assumes an offset.",
        gold_wrong="datetime.now()",
        gold_right="datetime.now(timezone.utc)"),
    repeat=dict(
        query="Add a finished_at timestamp when the job completes.",
        output="```python\njob.finished_at = datetime.now().isoformat(timespec=\"seconds\")\n```",
        expect_contains=["re:datetime\\.now\\((tz=)?(timezone\\.utc|UTC|datetime\\.UTC)\\)"],
        expect_absent=["datetime.now()"]),
    fixed="```python\njob.finished_at = datetime.now(timezone.utc).isoformat(timespec=\"seconds\")\n```",
    control=dict(
        query="Record when a retry was scheduled.",
        output="```python\nfrom datetime import datetime, timezone\n\nretry.scheduled_at = datetime.now(timezone.utc).isoformat()\n```"),
    holds="datetime.now(timezone.utc)",
)

scen(
    id="d15-043", topic="datetime-locale", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
    key="en_US.UTF",
    teach=dict(
        query="Python in our CI container (debian:bookworm-slim) dies with UnicodeEncodeError when printing names. How do I set the locale in the Dockerfile?",
        output="```dockerfile\nENV LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8\n```",
        message="The slim image doesn't have en_US.UTF-8 generated, only C.UTF-8 is there. Set LANG=C.UTF-8.",
        gold_wrong="LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8",
        gold_right="LANG=C.UTF-8 LC_ALL=C.UTF-8"),
    repeat=dict(
        query="Same slim image: bash prints `setlocale: LC_ALL: cannot change locale`. What should LC_ALL be?",
        output="Point it at a locale the image actually has, for example `export LC_ALL=en_US.utf8` in the entrypoint.",
        expect_contains=["re:LC_ALL=C\\.(UTF-8|utf8)"],
        expect_absent=["re:(?i)en_US\\.utf"]),
    fixed="Point it at a locale the image actually has, for example `export LC_ALL=C.UTF-8` in the entrypoint.",
    control=dict(
        query="On my Ubuntu desktop, sort a list of names in English dictionary order rather than byte order.",
        output="```sh\nLC_ALL=en_US.UTF-8 sort names.txt\n```\nDesktop Ubuntu has en_US.UTF-8 generated, so its collation rules are available."),
    trap="en_US.UTF-8",
)

scen(
    id="d15-044", topic="datetime-locale", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="new Date(2024, 3, 15)",
    teach=dict(
        query="In the JS seed script, create a Date for March 15, 2024.",
        output="```js\nconst launch = new Date(2024, 3, 15);\n```",
        message="Months are zero-based in that constructor, 3 is April. March is new Date(2024, 2, 15).",
        gold_wrong="new Date(2024, 3, 15)",
        gold_right="new Date(2024, 2, 15)"),
    repeat=dict(
        query="Fixture date for the year-end invoice test: December 31, 2023.",
        output="```js\nconst yearEnd = new Date(2023, 12, 31);\n```",
        expect_contains=["new Date(2023, 11, 31)"],
        expect_absent=["new Date(2023, 12, 31)"]),
    fixed="```js\nconst yearEnd = new Date(2023, 11, 31);\n```",
    control=dict(
        query="In the Python seed script, a date for March 15, 2024.",
        output="```python\nfrom datetime import date\n\nlaunch = date(2024, 3, 15)\n```\nPython months run from 1 to 12."),
    trap="(2024, 3, 15)",
)

scen(
    id="d15-045", topic="datetime-locale", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
    key="%Y-W%V",
    teach=dict(
        query="Python: a label for the ISO week of a date, like 2025-W01.",
        output="```python\nlabel = d.strftime(\"%Y-W%V\")\n```",
        message="That's wrong around New Year: 2024-12-30 is in ISO week 1 of 2025, and %Y gives 2024-W01. Pair %V with the ISO year: %G-W%V.",
        gold_wrong="%Y-W%V",
        gold_right="%G-W%V"),
    repeat=dict(
        query="Weekly report file name like report-2024-W52.csv.",
        output="```python\npath = f\"reports/report-{day.strftime('%Y-W%V')}.csv\"\n```",
        expect_contains=["%G-W%V"],
        expect_absent=["%Y-W%V"]),
    fixed="```python\npath = f\"reports/report-{day.strftime('%G-W%V')}.csv\"\n```",
    control=dict(
        query="How do I find the commit that introduced the string LEGACY_ROUNDING?",
        output="```sh\ngit log -S LEGACY_ROUNDING --oneline\n```\n`-S` (the pickaxe) lists commits that changed the number of occurrences of the string."),
)

scen(
    id="d15-046", topic="datetime-locale", difficulty="paraphrase", repeat_variation="code_block", control_kind="same_topic",
    key="YYYY",
    teach=dict(
        query="Format the invoice date as 2024-03-15 with date-fns.",
        output="```ts\nimport { format } from \"date-fns\";\n\nconst label = format(invoice.issuedAt, \"YYYY-MM-DD\");\n```",
        message="date-fns uses Unicode tokens: yyyy-MM-dd. YYYY and DD throw a RangeError unless you opt in.",
        gold_wrong='"YYYY-MM-DD"',
        gold_right='"yyyy-MM-dd"'),
    repeat=dict(
        query="Show the order date as 31/12/2024 on the UK account page, date-fns again.",
        output="```ts\nconst shown = format(order.createdAt, \"DD/MM/YYYY\");\n```",
        expect_contains=['"dd/MM/yyyy"'],
        expect_absent=["YYYY", "DD/"]),
    fixed="```ts\nconst shown = format(order.createdAt, \"dd/MM/yyyy\");\n```",
    control=dict(
        query="With date-fns, how many calendar days are there between the invoice date and the due date?",
        output="```ts\nimport { differenceInCalendarDays } from \"date-fns\";\n\nconst days = differenceInCalendarDays(invoice.dueAt, invoice.issuedAt);\n```"),
)

# ---------------------------------------------------------------- regex
scen(
    id="d15-047", topic="regex", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key=r"grep -E '\d{4}'",
    teach=dict(
        query="grep the lines in app.log that contain a four-digit year.",
        output="```sh\ngrep -E '\\d{4}' app.log\n```",
        message="grep -E is POSIX ERE, there's no \\d in it; GNU grep warns about a stray backslash and matches a literal d. Use [0-9]{4}, or grep -P.",
        gold_wrong=r"grep -E '\d{4}' app.log",
        gold_right="grep -E '[0-9]{4}' app.log"),
    repeat=dict(
        query="Pull the 5xx responses out of access.log with grep.",
        output="```sh\ngrep -E '\" 5\\d\\d ' access.log\n```",
        expect_contains=[r"re:5\[0-9\](\{2\}|\[0-9\])"],
        expect_absent=[r"5\d"]),
    fixed="```sh\ngrep -E '\" 5[0-9]{2} ' access.log\n```",
    control=dict(
        query="In the Python log parser, pull every four-digit year out of a line.",
        output="```python\nyears = re.findall(r\"\\b\\d{4}\\b\", line)\n```\nPython's `re` supports `\\d`, and `\\b` for word boundaries."),
    trap=r"\d{4}",
)

scen(
    id="d15-048", topic="regex", difficulty="literal", repeat_variation="identifier", control_kind="already_correct",
    key=r"\d+.\d+",
    teach=dict(
        query="Python regex to validate release tags like v1.12.3.",
        output="```python\nTAG_RE = re.compile(r\"^v\\d+.\\d+.\\d+$\")\n```",
        message="Escape the dots, as written v1x12y3 passes:\n\nTAG_RE = re.compile(r\"^v\\d+\\.\\d+\\.\\d+$\")",
        gold_wrong=r"^v\d+.\d+.\d+$",
        gold_right=r"^v\d+\.\d+\.\d+$"),
    repeat=dict(
        query="Same tag check in the release workflow's Node script.",
        output="```js\nconst SEMVER_TAG = /^v\\d+.\\d+.\\d+$/;\nif (!SEMVER_TAG.test(tag)) throw new Error(`bad tag ${tag}`);\n```",
        expect_contains=[r"^v\d+\.\d+\.\d+$"],
        expect_absent=[r"\d+.\d+"]),
    fixed="```js\nconst SEMVER_TAG = /^v\\d+\\.\\d+\\.\\d+$/;\nif (!SEMVER_TAG.test(tag)) throw new Error(`bad tag ${tag}`);\n```",
    control=dict(
        query="Regex for a plain x.y.z version string in Python, capturing the three parts.",
        output="```python\nVERSION_RE = re.compile(r\"^(\\d+)\\.(\\d+)\\.(\\d+)$\")\n```"),
    holds=r"(\d+)\.(\d+)\.(\d+)",
)

scen(
    id="d15-049", topic="regex", difficulty="paraphrase", repeat_variation="reworded", control_kind="unrelated",
    key="sed 's/ +/ /g'",
    teach=dict(
        query="Collapse runs of spaces in names.txt into a single space (GNU sed).",
        output="```sh\nsed 's/ +/ /g' names.txt\n```",
        message="sed without -E is basic regex, where + is a literal plus. It has to be sed -E 's/ +/ /g' names.txt.",
        gold_wrong="sed 's/ +/ /g'",
        gold_right="sed -E 's/ +/ /g'"),
    repeat=dict(
        query="Trim trailing spaces and tabs from each line of the CSV export before importing it.",
        output="Pipe it through sed: `sed 's/[[:blank:]]+$//' export.csv > export.clean.csv`.",
        expect_contains=[r"re:sed -E 's/\[\[:blank:\]\]\+\$//'|sed 's/\[\[:blank:\]\]\*\$//'|sed 's/\[\[:blank:\]\]\\\+\$//'"],
        expect_absent=["sed 's/[[:blank:]]+"]),
    fixed="Pipe it through sed: `sed -E 's/[[:blank:]]+$//' export.csv > export.clean.csv`.",
    control=dict(
        query="Find files over 50 MB in the working tree, skipping .git.",
        output="```sh\nfind . -path ./.git -prune -o -type f -size +50M -print\n```"),
)

scen(
    id="d15-050", topic="regex", difficulty="semantic", repeat_variation="code_block", control_kind="lookalike",
    key="(?=",
    teach=dict(
        query="Go service: validate that an API token is at least 32 characters and contains a digit, with one regexp.",
        output="```go\nvar tokenRe = regexp.MustCompile(`^(?=.*[0-9]).{32,}$`)\n```",
        message="Go's regexp is RE2, there's no lookahead; MustCompile panics at startup with that. Check the length and the digit separately.",
        gold_wrong="regexp.MustCompile(`^(?=.*[0-9]).{32,}$`)",
        gold_right="len(tok) >= 32 && strings.ContainsAny(tok, \"0123456789\")"),
    repeat=dict(
        query="In the Go log shipper, match lines containing \"error\" unless \"retrying\" comes later on the same line.",
        output="```go\nvar errRe = regexp.MustCompile(`error(?!.*retrying)`)\n\nif errRe.MatchString(line) {\n    ship(line)\n}\n```",
        expect_contains=[r"re:!\w+\.MatchString|!strings\.Contains"],
        expect_absent=[r"re:\(\?[=!<]"]),
    fixed="```go\nvar errRe = regexp.MustCompile(`error`)\nvar retryRe = regexp.MustCompile(`error.*retrying`)\n\nif errRe.MatchString(line) && !retryRe.MatchString(line) {\n    ship(line)\n}\n```",
    control=dict(
        query="Same token rule, but in the Python admin tool.",
        output="```python\nTOKEN_RE = re.compile(r\"^(?=.*[0-9]).{32,}$\")\n```\nPython's `re` supports lookahead, so one pattern does it."),
    trap="(?=",
)

# ---------------------------------------------------------------- JSON / YAML / TOML
scen(
    id="d15-051", topic="json-yaml-toml", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
    key="jq '.image.tag'",
    teach=dict(
        query="Read the image tag from build.json into a shell variable.",
        output="```sh\nTAG=$(jq '.image.tag' build.json)\n```",
        message="Needs -r, otherwise TAG ends up with the JSON quotes in it: jq -r '.image.tag'.",
        gold_wrong="jq '.image.tag'",
        gold_right="jq -r '.image.tag'"),
    repeat=dict(
        query="Get the package version from package.json into VERSION for the release script.",
        output="```sh\nVERSION=$(jq '.version' package.json)\ngit tag \"v$VERSION\"\n```",
        expect_contains=[r"re:jq (-r|--raw-output) '\.version' package\.json"],
        expect_absent=["jq '.version'"]),
    fixed="```sh\nVERSION=$(jq -r '.version' package.json)\ngit tag \"v$VERSION\"\n```",
    control=dict(
        query="How many entries are in the jobs array of ci-report.json?",
        output="```sh\njq '.jobs | length' ci-report.json\n```"),
)

scen(
    id="d15-052", topic="json-yaml-toml", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="yq w ",
    teach=dict(
        query="Set image.tag to 1.8.2 in deploy/values.yaml, in place. We have mikefarah yq v4.",
        output="```sh\nyq w -i deploy/values.yaml image.tag 1.8.2\n```",
        message="w is the yq v3 syntax, v4 dropped it: yq -i '.image.tag = \"1.8.2\"' deploy/values.yaml",
        gold_wrong="yq w -i deploy/values.yaml image.tag 1.8.2",
        gold_right="yq -i '.image.tag = \"1.8.2\"' deploy/values.yaml"),
    repeat=dict(
        query="Scale the chart to 3 replicas by editing deploy/values.yaml with yq.",
        output="```sh\nyq w -i deploy/values.yaml replicaCount 3\n```",
        expect_contains=[r"re:yq (e -i|eval -i|-i) '\.replicaCount = 3' deploy/values\.yaml"],
        expect_absent=["yq w "]),
    fixed="```sh\nyq -i '.replicaCount = 3' deploy/values.yaml\n```",
    control=dict(
        query="The old release box still has yq 3.4 and we can't upgrade it. Set image.tag to 1.8.2 in deploy/values.yaml there.",
        output="```sh\nyq w -i deploy/values.yaml image.tag 1.8.2\n```\nyq 3.x uses the `w` (write) command with a dotted path."),
    trap="yq w -i deploy/values.yaml image.tag 1.8.2",
)

scen(
    id="d15-053", topic="json-yaml-toml", difficulty="paraphrase", repeat_variation="code_block", control_kind="lookalike",
    key="= True",
    teach=dict(
        query="Turn on mypy strict mode in pyproject.toml.",
        output="```toml\n[tool.mypy]\nstrict = True\n```",
        message="TOML booleans are lowercase; True is a parse error. strict = true.",
        gold_wrong="strict = True",
        gold_right="strict = true"),
    repeat=dict(
        query="Enable branch coverage for coverage.py in pyproject.",
        output="```toml\n[tool.coverage.run]\nbranch = True\nsource = [\"src\"]\n```",
        expect_contains=["branch = true"],
        expect_absent=["= True"]),
    fixed="```toml\n[tool.coverage.run]\nbranch = true\nsource = [\"src\"]\n```",
    control=dict(
        query="Turn on debug mode in the Django settings module for local development.",
        output="```python\n# settings/local.py\nDEBUG = True\n```"),
    trap="= True",
)

scen(
    id="d15-054", topic="json-yaml-toml", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
    key="- NO",
    teach=dict(
        query="Add Sweden, Norway and Denmark to allowed_countries in config.yaml (the service loads it with PyYAML).",
        output="```yaml\nallowed_countries:\n  - SE\n  - NO\n  - DK\n```",
        message="Quote NO, because PyYAML reads a bare NO as the boolean false: - \"NO\".",
        gold_wrong="- NO",
        gold_right="- \"NO\""),
    repeat=dict(
        query="UI languages in i18n.yaml, also loaded with PyYAML: English, Swedish and Norwegian.",
        output="```yaml\nlanguages:\n  - en\n  - sv\n  - no\n```",
        expect_contains=["re:- [\"']no[\"']"],
        expect_absent=[r"re:(?m)^\s*- no\s*$"]),
    fixed="```yaml\nlanguages:\n  - en\n  - sv\n  - \"no\"\n```",
    control=dict(
        query="Add Finland and Norway to blocked_countries in the same config.yaml.",
        output="```yaml\nblocked_countries:\n  - FI\n  - \"NO\"\n```\n`NO` is quoted so PyYAML keeps it as a string."),
    holds="- \"NO\"",
)

# ---------------------------------------------------------------- SSH and dotfiles
scen(
    id="d15-055", topic="ssh-dotfiles", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
    key="-t rsa -b 4096",
    teach=dict(
        query="Generate a new SSH key for my work GitHub account.",
        output="```sh\nssh-keygen -t rsa -b 4096 -C \"dana@acme.dev\"\n```",
        message="I think our security policy only allows ed25519 keys now, the RSA ones get rejected at the bastion. So ssh-keygen -t ed25519 -C \"dana@acme.dev\"?",
        gold_wrong="-t rsa -b 4096",
        gold_right="-t ed25519"),
    repeat=dict(
        query="New laptop: make a separate key for the deploy bastion.",
        output="```sh\nssh-keygen -t rsa -b 4096 -f ~/.ssh/acme_bastion -C \"dana@laptop\"\n```",
        expect_contains=["ssh-keygen -t ed25519"],
        expect_absent=["-t rsa"]),
    fixed="```sh\nssh-keygen -t ed25519 -f ~/.ssh/acme_bastion -C \"dana@laptop\"\n```",
    control=dict(
        query="My old home NAS only accepts RSA keys. Make a key just for it.",
        output="```sh\nssh-keygen -t rsa -b 4096 -f ~/.ssh/nas_rsa\n```\nKeep it separate and point only the NAS host at it in ~/.ssh/config."),
    trap="-t rsa -b 4096",
)

scen(
    id="d15-056", topic="ssh-dotfiles", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
    key="ForwardAgent yes",
    teach=dict(
        query="~/.ssh/config entry to reach db-01 (10.0.4.21), which is only reachable via bastion.acme.dev.",
        output="```\nHost db-01\n  HostName 10.0.4.21\n  User deploy\n  ForwardAgent yes\n```\nThen `ssh bastion.acme.dev` first and `ssh db-01` from there.",
        message="Could you redo that without agent forwarding? Security bans ForwardAgent through the bastion. The Host block should say ProxyJump bastion.acme.dev instead, then ssh db-01 works directly.",
        gold_wrong="ForwardAgent yes",
        gold_right="ProxyJump bastion.acme.dev"),
    repeat=dict(
        query="Add an ssh config entry for the metrics box at 10.0.9.8; it's behind the same bastion.",
        output="```\nhost metrics\n  hostname 10.0.9.8\n  user deploy\n  forwardagent yes\n```",
        expect_contains=[r"re:(?i)proxyjump bastion\.acme\.dev"],
        expect_absent=["re:(?i)forwardagent"]),
    fixed="```\nhost metrics\n  hostname 10.0.9.8\n  user deploy\n  proxyjump bastion.acme.dev\n```",
    control=dict(
        query="Show all the git aliases I have configured.",
        output="```sh\ngit config --get-regexp '^alias\\.'\n```"),
)

scen(
    id="d15-057", topic="ssh-dotfiles", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
    key="chmod 644 ~/.ssh/id_ed25519",
    teach=dict(
        query="ssh refuses my key with \"WARNING: UNPROTECTED PRIVATE KEY FILE!\" for ~/.ssh/id_ed25519.",
        output="Tighten the permissions:\n\n```sh\nchmod 644 ~/.ssh/id_ed25519\n```",
        message="600. 644 is what triggers that warning.",
        gold_wrong="chmod 644 ~/.ssh/id_ed25519",
        gold_right="chmod 600 ~/.ssh/id_ed25519"),
    repeat=dict(
        query="I copied ~/.ssh over from my old laptop. Set the permissions properly.",
        output="```sh\nchmod 700 ~/.ssh\nchmod 644 ~/.ssh/id_ed25519\nchmod 644 ~/.ssh/id_ed25519.pub\nchmod 644 ~/.ssh/known_hosts\n```",
        expect_contains=[r"re:(?m)^chmod 600 ~/\.ssh/id_ed25519$", "chmod 644 ~/.ssh/id_ed25519.pub"],
        expect_absent=[r"re:(?m)^chmod 644 ~/\.ssh/id_ed25519$"]),
    fixed="```sh\nchmod 700 ~/.ssh\nchmod 600 ~/.ssh/id_ed25519\nchmod 644 ~/.ssh/id_ed25519.pub\nchmod 644 ~/.ssh/known_hosts\n```",
    control=dict(
        query="What permissions should ~/.ssh/authorized_keys have on the server?",
        output="```sh\nchmod 644 ~/.ssh/authorized_keys\n```\nsshd only refuses it when it's group- or world-writable, so 644 (or 600) is fine."),
    trap="chmod 644 ~/.ssh/",
)

scen(
    id="d15-058", topic="ssh-dotfiles", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
    key="~/.gitignore",
    teach=dict(
        query="Make git ignore .DS_Store in every repo on my Mac.",
        output="Add `.DS_Store` to `~/.gitignore`; git reads that file for every repository on your machine.",
        message="git never reads ~/.gitignore by itself. The global file it reads by default is ~/.config/git/ignore, unless core.excludesFile points somewhere else.",
        gold_wrong="`~/.gitignore`",
        gold_right="`~/.config/git/ignore`"),
    repeat=dict(
        query="Stop .idea/ from showing up in git status in all my projects.",
        output="Append `.idea/` to the .gitignore in your home directory; git applies your home .gitignore to every repository automatically.",
        expect_contains=[r"re:~/\.config/git/ignore|core\.excludesFile"],
        expect_absent=["re:(?i)home (directory|\\.gitignore)"]),
    fixed="Append `.idea/` to ~/.config/git/ignore; git applies that global ignore file to every repository automatically (or point core.excludesFile at another file).",
    control=dict(
        query="Which ignore rule is hiding build/cache.bin from git status?",
        output="```sh\ngit check-ignore -v build/cache.bin\n```\nIt prints the file and line of the matching pattern, whether that comes from the repo's .gitignore, .git/info/exclude or your global ignore file."),
)

scen(
    id="d15-059", topic="ssh-dotfiles", difficulty="paraphrase", repeat_variation="code_block", control_kind="already_correct",
    key='gitdir:~/work"',
    teach=dict(
        query="Use my work email for every repository under ~/work. ~/.gitconfig-work already sets it.",
        output="```ini\n[includeIf \"gitdir:~/work\"]\n    path = ~/.gitconfig-work\n```",
        message="It needs the trailing slash: gitdir:~/work/, not gitdir:~/work. Without it only ~/work itself matches, none of the repos under it.",
        gold_wrong='gitdir:~/work"',
        gold_right='gitdir:~/work/"'),
    repeat=dict(
        query="And my open-source identity for everything under ~/oss, from ~/.gitconfig-oss.",
        output="```ini\n[includeIf \"gitdir:~/oss\"]\n    path = ~/.gitconfig-oss\n```",
        expect_contains=['re:gitdir:~/oss/(\\*\\*)?"'],
        expect_absent=['gitdir:~/oss"']),
    fixed="```ini\n[includeIf \"gitdir:~/oss/\"]\n    path = ~/.gitconfig-oss\n```",
    control=dict(
        query="Client repos live under ~/clients/ and should use ~/.gitconfig-clients.",
        output="```ini\n[includeIf \"gitdir:~/clients/\"]\n    path = ~/.gitconfig-clients\n```\nThe trailing slash makes it match every repository below ~/clients."),
    holds='gitdir:~/clients/"',
)

scen(
    id="d15-060", topic="team-conventions", difficulty="literal", repeat_variation="reworded", control_kind="already_correct",
    key="`.env`",
    teach=dict(
        query="Where do I put my personal Stripe test key so the API picks it up locally?",
        output="Add `STRIPE_SECRET_KEY=sk_test_...` to `.env` in the repo root; the app loads it on start.",
        message="Not .env, that one's committed and only holds defaults. Personal secrets go in .env.local, which is gitignored.",
        gold_wrong="`.env`",
        gold_right="`.env.local`"),
    repeat=dict(
        query="I need my own SENDGRID_API_KEY for local runs of the mailer. Where does it go?",
        output="Put `SENDGRID_API_KEY=...` in `.env` at the repository root and restart the dev server.",
        expect_contains=[".env.local"],
        expect_absent=[r"re:\.env([^.A-Za-z_]|$)"]),
    fixed="Put `SENDGRID_API_KEY=...` in `.env.local` at the repository root and restart the dev server.",
    control=dict(
        query="Where should my local DATABASE_URL override live?",
        output="In `.env.local` at the repo root. It's gitignored and takes precedence over the defaults in the committed .env file."),
    holds=".env.local",
)


# Scenario texts in which another scenario's wrong text appears on purpose:
# (owner of the key, scenario whose text holds it) -> why.
ALLOWED_CROSS = {}

# ================================================================ verification
FAIL = []


def fail(msg):
    FAIL.append(msg)


def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, rep):
    return all(check(text, c) for c in rep["expect_contains"]) and not any(check(text, a) for a in rep["expect_absent"])


def norm(s):
    return re.sub(r"\s+", " ", s).lower()


def texts_of(s):
    return {
        "teach.query": s["teach"]["query"], "teach.output": s["teach"]["output"], "teach.message": s["teach"]["message"],
        "repeat.query": s["repeat"]["query"], "repeat.output": s["repeat"]["output"], "repeat.fixed": s["fixed"],
        "control.query": s["control"]["query"], "control.output": s["control"]["output"],
    }


def public(s):
    t, r, c = s["teach"], s["repeat"], s["control"]
    return {
        "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
        "teach": {k: t[k] for k in ("query", "output", "message", "gold_wrong", "gold_right")},
        "repeat": {k: r[k] for k in ("query", "output", "expect_contains", "expect_absent")},
        "control": {k: c[k] for k in ("query", "output")},
    }


GO_PROG = r'''package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
)

type job struct {
	Pattern string   `json:"pattern"`
	Texts   []string `json:"texts"`
}

type result struct {
	Error   string `json:"error,omitempty"`
	Matches []bool `json:"matches"`
}

func main() {
	var jobs []job
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		panic(err)
	}
	if err := json.Unmarshal(data, &jobs); err != nil {
		panic(err)
	}
	out := make([]result, len(jobs))
	for i, j := range jobs {
		re, err := regexp.Compile(j.Pattern)
		if err != nil {
			out[i].Error = err.Error()
			continue
		}
		out[i].Matches = make([]bool, len(j.Texts))
		for k, t := range j.Texts {
			out[i].Matches[k] = re.MatchString(t)
		}
	}
	enc, _ := json.Marshal(out)
	fmt.Println(string(enc))
}
'''


def go_matches(patterns, texts):
    """Run every pattern over every text with Go's regexp (RE2)."""
    tmp = tempfile.mkdtemp(prefix="dev15-re2-")
    try:
        with open(os.path.join(tmp, "go.mod"), "w") as f:
            f.write("module re2check\n\ngo 1.21\n")
        with open(os.path.join(tmp, "main.go"), "w") as f:
            f.write(GO_PROG)
        jobs = os.path.join(tmp, "jobs.json")
        with open(jobs, "w") as f:
            json.dump([{"pattern": p, "texts": texts} for p in patterns], f)
        env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="-mod=mod", GOPROXY="off", GO111MODULE="on",
                   GOCACHE=os.environ.get("GOCACHE") or os.path.join(tmp, "gocache"))
        p = subprocess.run(["go", "run", ".", jobs], cwd=tmp, env=env, capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            raise SystemExit("go run failed:\n" + p.stderr)
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def verify():
    info = []
    # ---- ids, enums, shape
    ids = [s["id"] for s in S]
    want = ["d15-%03d" % i for i in range(1, 61)]
    if ids != want:
        fail("ids are not d15-001..d15-060 in order: %s" % ids)
    for s in S:
        sid = s["id"]
        if s["difficulty"] not in DIFFICULTY:
            fail("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL:
            fail("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATIONS:
            fail("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for k in keys:
                v = s[part].get(k)
                if not isinstance(v, str) or not v.strip():
                    fail("%s: %s.%s must be a non-empty string" % (sid, part, k))
        r = s["repeat"]
        for k in ("expect_contains", "expect_absent"):
            if not isinstance(r.get(k), list) or not r[k] or not all(isinstance(x, str) and x for x in r[k]):
                fail("%s: repeat.%s must be a non-empty list of strings" % (sid, k))
        for k in ("key", "fixed"):
            if not isinstance(s.get(k), str) or not s[k]:
                fail("%s: build field %s missing" % (sid, k))
        pub = public(s)
        if json.loads(json.dumps(pub)) != pub:
            fail("%s: not JSON round-trippable" % sid)
    # ---- counts
    for field, target in (("difficulty", DIFFICULTY), ("control_kind", CONTROL)):
        got = Counter(s[field] for s in S)
        if dict(got) != target:
            fail("%s counts %s != %s" % (field, dict(got), target))
    var = Counter(s["repeat_variation"] for s in S)
    if set(var) != VARIATIONS:
        fail("not all repeat variations used: %s" % dict(var))
    # ---- uniqueness of queries
    qs = Counter(q for s in S for q in (s["teach"]["query"], s["repeat"]["query"], s["control"]["query"]))
    for q, n in qs.items():
        if n > 1:
            fail("query used %d times: %r" % (n, q))
    # ---- per scenario
    for s in S:
        sid, t, r, c = s["id"], s["teach"], s["repeat"], s["control"]
        key = s["key"]
        if t["gold_wrong"] not in t["output"]:
            fail("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            fail("%s: gold_wrong == gold_right" % sid)
        if t["gold_right"] in t["output"].replace(t["gold_wrong"], "") and t["gold_wrong"] not in t["gold_right"]:
            fail("%s: gold_right already in teach.output" % sid)
        if norm(key) not in norm(t["output"]):
            fail("%s: key %r not in teach.output" % (sid, key))
        if r["output"] == t["output"] or r["query"] == t["query"]:
            fail("%s: repeat equals teach" % sid)
        # repeat fails as written, hand fix passes
        if passes(r["output"], r):
            fail("%s: repeat passes its own checks as written" % sid)
        if not any(check(r["output"], a) for a in r["expect_absent"]):
            fail("%s: no expect_absent hits the repeat as written (the wrong text is not detected)" % sid)
        if not passes(s["fixed"], r):
            bad = [x for x in r["expect_contains"] if not check(s["fixed"], x)] + \
                  [x for x in r["expect_absent"] if check(s["fixed"], x)]
            fail("%s: hand fix does not pass: %s" % (sid, bad))
        # difficulty
        if s["difficulty"] == "literal":
            if norm(key) not in norm(r["output"]):
                fail("%s: literal but key %r does not recur in repeat.output" % (sid, key))
        else:
            if norm(t["gold_wrong"]) in norm(r["output"]):
                fail("%s: %s but gold_wrong recurs verbatim in repeat.output" % (sid, s["difficulty"]))
        # variation
        v = s["repeat_variation"]
        if v == "code_block" and "```" not in r["output"]:
            fail("%s: code_block repeat without a code block" % sid)
        if v == "casing":
            low = r["output"].lower()
            occ = [m.start() for m in re.finditer(re.escape(key.lower()), low)]
            if not occ:
                fail("%s: casing but key not in repeat (case-insensitive)" % sid)
            elif all(r["output"][i:i + len(key)] == key for i in occ):
                fail("%s: casing but every occurrence has the key's own casing" % sid)
        # controls
        ck = c["output"]
        if c["query"] in (t["query"], r["query"]):
            fail("%s: control query repeats another query" % sid)
        if s["control_kind"] == "lookalike":
            if not s.get("trap") or s["trap"] not in ck:
                fail("%s: lookalike trap %r not in control.output" % (sid, s.get("trap")))
        elif s["control_kind"] == "already_correct":
            if not s.get("holds") or s["holds"] not in ck:
                fail("%s: already_correct value %r not in control.output" % (sid, s.get("holds")))
            if t["gold_wrong"] in ck and t["gold_wrong"] not in t["gold_right"]:
                fail("%s: already_correct control holds the wrong text" % sid)
        else:
            if key.lower() in ck.lower() or t["gold_wrong"] in ck:
                fail("%s: %s control holds the wrong text %r" % (sid, s["control_kind"], key))
            if s.get("trap") or s.get("holds"):
                fail("%s: trap/holds set on a %s control" % (sid, s["control_kind"]))
    # ---- cross-scenario: a scenario's wrong text in another scenario's texts
    cross = []
    for a in S:
        for b in S:
            if a is b:
                continue
            for where, txt in texts_of(b).items():
                for what in {a["key"], a["teach"]["gold_wrong"]}:
                    if what in txt:
                        cross.append((a["id"], b["id"], where, what))
    for a_id, b_id, where, what in cross:
        if (a_id, b_id) in ALLOWED_CROSS:
            info.append("allowed cross: %s's %r in %s %s (%s)" % (a_id, what, b_id, where, ALLOWED_CROSS[(a_id, b_id)]))
        else:
            fail("cross: %s's wrong text %r appears in %s %s" % (a_id, what, b_id, where))
    # expect_absent checks of one scenario that hit another scenario's control or hand fix
    absent_cross = []
    for a in S:
        for b in S:
            if a is b:
                continue
            for where in ("control.output", "repeat.fixed"):
                txt = texts_of(b)[where]
                for x in a["repeat"]["expect_absent"]:
                    if check(txt, x):
                        absent_cross.append("%s expect_absent %r hits %s %s" % (a["id"], x, b["id"], where))
    # ---- regexes: Python compile + Go RE2 compile + identical matches on every text of the set
    patterns = sorted({x[3:] for s in S for x in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"] if x.startswith("re:")})
    for p in patterns:
        try:
            re.compile(p)
        except re.error as e:
            fail("python cannot compile %r: %s" % (p, e))
    all_texts = [txt for s in S for txt in texts_of(s).values()]
    go = go_matches(patterns, all_texts)
    mismatches = 0
    for p, res in zip(patterns, go):
        if res.get("error"):
            fail("Go RE2 cannot compile %r: %s" % (p, res["error"]))
            continue
        py = [re.search(p, t) is not None for t in all_texts]
        if py != res["matches"]:
            mismatches += 1
            fail("Python and Go disagree on %r" % p)
    return info, absent_cross, patterns, len(all_texts), mismatches


def main():
    info, absent_cross, patterns, ntexts, mismatches = verify()
    n = len(S)
    print("scenarios: %d" % n)
    for field in ("difficulty", "control_kind", "repeat_variation", "topic"):
        print("  %-17s %s" % (field + ":", ", ".join("%s %d" % kv for kv in sorted(Counter(s[field] for s in S).items()))))
    print("checks: %d expect_contains, %d expect_absent, %d distinct regexes" % (
        sum(len(s["repeat"]["expect_contains"]) for s in S), sum(len(s["repeat"]["expect_absent"]) for s in S), len(patterns)))
    print("repeats failing their own checks as written: %d/%d" % (sum(not passes(s["repeat"]["output"], s["repeat"]) for s in S), n))
    print("hand fixes passing their checks:             %d/%d" % (sum(passes(s["fixed"], s["repeat"]) for s in S), n))
    print("regexes compiled in Python and Go RE2 and matched over %d texts: %d pattern(s) disagree" % (ntexts, mismatches))
    lit_key_in_control = sum(1 for s in S if s["control_kind"] == "lookalike" and s["key"].lower() in s["control"]["output"].lower())
    print("lookalike controls holding the scenario's wrong key text itself: %d/%d" % (
        lit_key_in_control, sum(s["control_kind"] == "lookalike" for s in S)))
    for line in info:
        print("  " + line)
    if absent_cross:
        print("note: expect_absent checks that also match another scenario's control or hand fix (cross-application risk, not errors):")
        for line in absent_cross:
            print("  " + line)
    if FAIL:
        print("\nFAILED (%d):" % len(FAIL))
        for m in FAIL:
            print("  - " + m)
        sys.exit(1)
    with open(OUT, "w", encoding="utf-8") as f:
        for s in S:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    # read back what was written and re-run the repeat checks on it
    back = [json.loads(l) for l in open(OUT, encoding="utf-8") if l.strip()]
    assert [b["id"] for b in back] == [s["id"] for s in S]
    assert all(not passes(b["repeat"]["output"], b["repeat"]) for b in back)
    print("\nOK: wrote %s (%d lines)" % (os.path.relpath(OUT), len(back)))


if __name__ == "__main__":
    main()
