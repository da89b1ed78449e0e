#!/usr/bin/env python3
"""Build the dev39 learning-loop scenarios (developer experience tooling).

Holds 60 scenarios as data, validates them, and writes scenarios.jsonl and
README.md next to this file. Refuses to write anything if a check fails.
Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d39"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")

TARGET_DIFF = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CTRL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output,
            "expect_contains": list(expect_contains), "expect_absent": list(expect_absent)}


def C(query, output):
    return {"query": query, "output": output}


SCENARIOS = []


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, n), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": teach, "repeat": repeat, "control": control,
        "_fix": fix, "_cflags": cflags, "_cneeds": cneeds, "_literal": literal,
    })


# --------------------------------------------------------------------------- data

S(1, "jetbrains", "literal", "casing", "lookalike",
  T("What's the shortcut to reformat a file in IntelliJ? I'm on a MacBook.",
    "In IntelliJ IDEA on macOS, press `Ctrl+Alt+L` to reformat the current file (Code | Reformat Code). "
    "Add Shift to open the dialog, where you can limit it to changed lines or optimize imports at the same time.",
    "That's the Windows/Linux binding. On the Mac keymap it's Cmd+Option+L.",
    "Ctrl+Alt+L", "Cmd+Option+L"),
  R("How do I reformat just the selected block in PyCharm on my Mac?",
    "Select the lines and press CTRL+ALT+L. PyCharm only reformats the selection when there is one; "
    "deselect first if you want the whole file.",
    [r"re:(?i)(cmd|command|⌘)\W*(option|opt|alt|⌥)\W*L|(option|opt|alt|⌥)\W*(cmd|command|⌘)\W*L"],
    [r"re:(?i)ctrl\s*\+\s*alt\s*\+\s*l"]),
  C("Reformat shortcut in GoLand? I'm on Ubuntu with the default keymap.",
    "With the default Linux keymap in GoLand it's `Ctrl+Alt+L` (Code | Reformat Code). Some Ubuntu desktops "
    "bind Ctrl+Alt+L to lock the screen, so you may have to remove that system shortcut first."),
  fix=[("CTRL+ALT+L", "Cmd+Option+L")],
  cflags=["Cmd+Option+L", "⌥⌘L", "re:(?i)cmd\\s*\\+\\s*(option|alt)"],
  cneeds=["`Ctrl+Alt+L` (Code | Reformat Code)"])

S(2, "formatters", "literal", "code_block", "lookalike",
  T("How do I stop Prettier from touching the generated GraphQL types in src/gql/?",
    "Create a `.prettier-ignore` file at the repo root, same syntax as .gitignore:\n\n```\nsrc/gql/\n*.generated.ts\n```\n\n"
    "Prettier reads it automatically, from the CLI and from the VS Code extension.",
    "the file is .prettierignore, no hyphen. prettier never picked yours up.",
    ".prettier-ignore", ".prettierignore"),
  R("Prettier keeps reformatting our vendored CSS under public/vendor. How do I exclude it?",
    "Add the path to the ignore file in the project root:\n\n```sh\necho 'public/vendor/' >> .prettier-ignore\n```\n\n"
    "After that `npx prettier --check .` stops reporting those files.",
    [".prettierignore"], [".prettier-ignore"]),
  C("Prettier wrecks the alignment of the lookup table in rates.ts. Can I keep it for just that one constant?",
    "Yes, put a `// prettier-ignore` comment directly above the declaration:\n\n```ts\n// prettier-ignore\n"
    "export const RATES = [\n  [0.00,  0.05,  0.10],\n  [0.05,  0.10,  0.15],\n];\n```\n\n"
    "Only the next node is skipped; the rest of the file is still formatted."),
  fix=[(".prettier-ignore", ".prettierignore")],
  cflags=["// prettierignore", ".prettierignore"],
  cneeds=["// prettier-ignore\nexport const RATES"])

S(3, "publishing-pypi", "literal", "code_block", "lookalike",
  T("How do I upload my package to TestPyPI first to check the README rendering?",
    "Build and upload with twine pointed at TestPyPI:\n\n```sh\npython -m build\n"
    "twine upload --repository-url https://test.pypi.org/simple/ dist/*\n```\n\n"
    "Use a TestPyPI API token (username `__token__`); it's separate from your real PyPI account.",
    "Upload fails with a 405. The upload endpoint is https://test.pypi.org/legacy/, /simple/ is only the index for installing.",
    "https://test.pypi.org/simple/", "https://test.pypi.org/legacy/"),
  R("Write the GitHub Actions step that pushes the wheel to TestPyPI on release-candidate tags.",
    "```yaml\n- name: Publish to TestPyPI\n  if: contains(github.ref_name, 'rc')\n  env:\n    TWINE_USERNAME: __token__\n"
    "    TWINE_PASSWORD: ${{ secrets.TEST_PYPI_TOKEN }}\n"
    "  run: twine upload --repository-url https://test.pypi.org/simple/ dist/*\n```",
    ["https://test.pypi.org/legacy/"], ["--repository-url https://test.pypi.org/simple/"]),
  C("How do I install the release candidate from TestPyPI to smoke-test it?",
    "```sh\npip install --index-url https://test.pypi.org/simple/ \\\n"
    "    --extra-index-url https://pypi.org/simple/ acme-ledger==0.9.0rc1\n```\n\n"
    "The extra index lets pip pull dependencies that only exist on the real PyPI."),
  fix=[("https://test.pypi.org/simple/", "https://test.pypi.org/legacy/")],
  cflags=["test.pypi.org/legacy/"],
  cneeds=["--index-url https://test.pypi.org/simple/"])

S(4, "pre-commit", "literal", "code_block", "lookalike",
  T("Add ruff to our .pre-commit-config.yaml.",
    "```yaml\nrepos:\n  - repo: https://github.com/charliermarsh/ruff-pre-commit\n    rev: v0.4.4\n    hooks:\n"
    "      - id: ruff\n        args: [--fix]\n      - id: ruff-format\n```\n\n"
    "Run `pre-commit install` once so it fires on every commit.",
    "The hook repo moved to astral-sh/ruff-pre-commit a while ago, use that URL.",
    "charliermarsh/ruff-pre-commit", "astral-sh/ruff-pre-commit"),
  R("The data-pipeline repo's pre-commit setup only has black. Swap it for ruff format.",
    "Replace the black entry with:\n\n```yaml\n  - repo: https://github.com/charliermarsh/ruff-pre-commit\n"
    "    rev: v0.5.0\n    hooks:\n      - id: ruff-format\n```\n\n"
    "Then run `pre-commit run --all-files` once so the reformat lands in a single commit.",
    ["astral-sh/ruff-pre-commit"], ["charliermarsh/ruff-pre-commit"]),
  C("Which VS Code extension should I list for ruff in .vscode/extensions.json?",
    "```json\n{\n  \"recommendations\": [\n    \"charliermarsh.ruff\",\n    \"ms-python.python\"\n  ]\n}\n```\n\n"
    "The extension ID still carries the original publisher name, `charliermarsh.ruff`, even though the project now lives under Astral."),
  fix=[("charliermarsh/ruff-pre-commit", "astral-sh/ruff-pre-commit")],
  cflags=["astral-sh.ruff", "astral-sh/ruff"],
  cneeds=["\"charliermarsh.ruff\""])

S(5, "publishing-pypi", "literal", "renamed_identifier", "lookalike",
  T("Set up pyproject.toml to build acme-metrics with hatch.",
    "```toml\n[build-system]\nrequires = [\"hatchling\"]\nbuild-backend = \"hatchling\"\n\n[project]\nname = \"acme-metrics\"\n"
    "version = \"0.3.0\"\nrequires-python = \">=3.10\"\n```",
    "build fails: the backend is hatchling.build, not hatchling",
    "build-backend = \"hatchling\"", "build-backend = \"hatchling.build\""),
  R("Convert the setup.py in the acme-cli package to pyproject with hatch as the backend.",
    "```toml\n[build-system]\nrequires = [\"hatchling>=1.21\"]\nbuild-backend = \"hatchling\"\n\n[project]\nname = \"acme-cli\"\n"
    "dynamic = [\"version\"]\n\n[project.scripts]\nacme = \"acme_cli.main:app\"\n\n[tool.hatch.version]\n"
    "path = \"src/acme_cli/__about__.py\"\n```",
    ["build-backend = \"hatchling.build\""], [r're:build-backend\s*=\s*"hatchling"']),
  C("Which packages go in the build requirements for a hatch project that takes its version from git tags?",
    "```toml\n[build-system]\nrequires = [\"hatchling\", \"hatch-vcs\"]\nbuild-backend = \"hatchling.build\"\n```\n\n"
    "hatch-vcs reads the version from the latest tag, so also set `dynamic = [\"version\"]` under `[project]` and "
    "`source = \"vcs\"` under `[tool.hatch.version]`."),
  fix=[("build-backend = \"hatchling\"", "build-backend = \"hatchling.build\"")],
  cflags=[r're:requires = \["hatchling\.build', "hatchling.build.build"],
  cneeds=["requires = [\"hatchling\", \"hatch-vcs\"]", "build-backend = \"hatchling.build\"\n"])

S(6, "formatters", "paraphrase", "other_identifier", "lookalike",
  T("black config for our Python 3.11 service?",
    "```toml\n[tool.black]\nline-length = 100\ntarget-version = [\"3.11\"]\n```",
    "black rejects that: target-version takes py311 style values.",
    "target-version = [\"3.11\"]", "target-version = [\"py311\"]"),
  R("We're adding black to the ingestion repo, which supports 3.10 and 3.11. What goes in pyproject?",
    "```toml\n[tool.black]\nline-length = 100\ntarget-version = [\"3.10\", \"3.11\"]\nextend-exclude = \"migrations/\"\n```",
    ["\"py310\"", "\"py311\""], [r're:target-version\s*=\s*\[\s*"3\.']),
  C("What should requires-python and the classifiers be for the ingestion package if we support 3.10 and up?",
    "```toml\n[project]\nrequires-python = \">=3.10\"\nclassifiers = [\n  \"Programming Language :: Python :: 3.10\",\n"
    "  \"Programming Language :: Python :: 3.11\",\n]\n```"),
  fix=[("[\"3.10\", \"3.11\"]", "[\"py310\", \"py311\"]")],
  cflags=["py310", "py311", ">=py3"],
  cneeds=["\"Programming Language :: Python :: 3.11\"", "requires-python = \">=3.10\""])

S(7, "linters", "literal", "code_block", "lookalike",
  T("golangci-lint keeps timing out in CI on the monorepo. How do I give it more time?",
    "Pass a longer deadline:\n\n```sh\ngolangci-lint run --deadline=5m ./...\n```\n\n"
    "The default is 1m, which large repos often exceed on a cold cache.",
    "--deadline was removed, it errors out on 1.57. It's --timeout.",
    "--deadline", "--timeout"),
  R("Write the Makefile lint target so it doesn't time out on the CI runners.",
    "```makefile\n.PHONY: lint\nlint:\n\tgolangci-lint run --deadline=10m ./...\n```",
    [r"re:--timeout[= ]10m"], ["--deadline"]),
  C("How do I make the outbound call to the pricing service give up after 2 seconds?",
    "```go\nctx, cancel := context.WithDeadline(ctx, time.Now().Add(2*time.Second))\ndefer cancel()\n"
    "resp, err := client.Quote(ctx, req)\n```\n\n"
    "`context.WithTimeout(ctx, 2*time.Second)` does the same thing and reads a little shorter."),
  fix=[("--deadline", "--timeout")],
  cflags=["WithTimeout(ctx, time.Now()", "--timeout"],
  cneeds=["context.WithDeadline(ctx, time.Now().Add(2*time.Second))"])

S(8, "changelog", "literal", "casing", "lookalike",
  T("Write the commit message for dropping Node 16 support in our SDK.",
    "```\nfeat(sdk): drop support for Node 16\n\nThe minimum supported runtime is now Node 18.\n\n"
    "BREAKING CHANGES: Node 16 is no longer supported.\n```",
    "semantic-release won't see that. The footer token is BREAKING CHANGE, singular.",
    "BREAKING CHANGES:", "BREAKING CHANGE:"),
  R("Commit message for renaming the `createClient` option `baseUrl` to `endpoint`?",
    "```\nrefactor(client): rename baseUrl option to endpoint\n\n"
    "Breaking Changes: `createClient({ baseUrl })` must now be `createClient({ endpoint })`.\n```",
    ["BREAKING CHANGE:"], [r"re:(?i)breaking changes:"]),
  C("What does release-please put in CHANGELOG.md for a breaking release?",
    "It groups entries under headings, breaking ones first:\n\n```markdown\n"
    "## [3.0.0](https://github.com/acme/sdk-js/compare/v2.7.1...v3.0.0) (2024-05-14)\n\n"
    "### ⚠ BREAKING CHANGES\n\n* **sdk:** drop support for Node 16\n\n### Features\n\n"
    "* **client:** add retry budget option\n```"),
  fix=[("Breaking Changes:", "BREAKING CHANGE:")],
  cflags=[r"re:### ⚠ BREAKING CHANGE(?!S)"],
  cneeds=["### ⚠ BREAKING CHANGES\n"])

S(9, "changelog", "literal", "casing", "same_topic",
  T("Draft the changelog entry for 2.4.1; we fixed the retry bug and the timezone parsing.",
    "```markdown\n## [2.4.1] - 2024-06-03\n\n### Bugfixes\n- Retries no longer double-count the initial attempt.\n"
    "- Timestamps with a `+05:30` offset are parsed correctly.\n```",
    "We follow Keep a Changelog, so the section is \"Fixed\".",
    "### Bugfixes", "### Fixed"),
  R("Add the 2.4.2 section for the CSV export fix to CHANGELOG.md.",
    "```markdown\n## [2.4.2] - 2024-06-11\n\n### BugFixes\n- CSV export escapes embedded double quotes.\n```",
    ["### Fixed"], [r"re:(?i)###\s*bug\s*fixes"]),
  C("What date format does Keep a Changelog use in the version headings?",
    "ISO 8601 (YYYY-MM-DD), for example `## [2.4.1] - 2024-06-03`. The spec picks it because regional "
    "formats like 06/03 are ambiguous."),
  fix=[("### BugFixes", "### Fixed")])

S(10, "monorepo", "literal", "code_block", "lookalike",
  T("Set up turbo.json so build depends on upstream builds and test depends on build.",
    "```json\n{\n  \"$schema\": \"https://turbo.build/schema.json\",\n  \"pipeline\": {\n"
    "    \"build\": { \"dependsOn\": [\"^build\"], \"outputs\": [\"dist/**\"] },\n"
    "    \"test\": { \"dependsOn\": [\"build\"] }\n  }\n}\n```",
    "We're on Turbo 2, pipeline was renamed to tasks.",
    "\"pipeline\"", "\"tasks\""),
  R("Add a lint task to turbo.json that is never cached.",
    "```json\n{\n  \"$schema\": \"https://turbo.build/schema.json\",\n  \"pipeline\": {\n"
    "    \"lint\": { \"cache\": false },\n"
    "    \"build\": { \"dependsOn\": [\"^build\"], \"outputs\": [\"dist/**\", \".next/**\", \"!.next/cache/**\"] }\n"
    "  }\n}\n```",
    ["\"tasks\""], ["\"pipeline\""]),
  C("We mirror the repo to Bitbucket for the agency team. Run turbo build on every PR there.",
    "```yaml\n# bitbucket-pipelines.yml\nimage: node:20\npipelines:\n  pull-requests:\n    '**':\n      - step:\n"
    "          name: Build\n          caches: [node]\n          script:\n            - corepack enable\n"
    "            - pnpm install --frozen-lockfile\n            - pnpm turbo run build\n```"),
  fix=[("\"pipeline\"", "\"tasks\"")],
  cflags=["tasks:", "bitbucket-tasks", "\"tasks\""],
  cneeds=["\npipelines:\n", "bitbucket-pipelines.yml"])

S(11, "team-conventions", "literal", "reworded", "lookalike",
  T("Add a ruff section to pyproject for the billing service.",
    "```toml\n[tool.ruff]\nline-length = 88\ntarget-version = \"py312\"\n\n[tool.ruff.lint]\n"
    "select = [\"E\", \"F\", \"I\", \"B\"]\n```",
    "Thanks! One thing: our line length is 100 across all services, same as the shared config.",
    "line-length = 88", "line-length = 100"),
  R("What ruff settings should the new notifications service start with?",
    "Start from the same base as the other services: `line-length = 88` and `target-version = \"py312\"` under "
    "`[tool.ruff]`, plus `src = [\"src\", \"tests\"]` so first-party imports are sorted into their own block.",
    ["line-length = 100"], ["line-length = 88"]),
  C("Set the coverage threshold in the notifications pytest config; we agreed on 88%.",
    "```toml\n[tool.pytest.ini_options]\naddopts = \"--cov=notifications --cov-report=term-missing --cov-fail-under=88\"\n```"),
  fix=[("line-length = 88", "line-length = 100")],
  cflags=["--cov-fail-under=100"],
  cneeds=["--cov-fail-under=88"])

S(12, "pre-commit", "literal", "equivalent_construct", "same_topic",
  T("Set up husky in the web repo so lint-staged runs before each commit.",
    "```sh\nnpm install --save-dev husky lint-staged\nnpm pkg set scripts.prepare=\"husky install\"\nnpm run prepare\n"
    "echo \"npx lint-staged\" > .husky/pre-commit\n```",
    "husky install is deprecated in v9; the prepare script is just `husky`.",
    "husky install", "husky"),
  R("What should the prepare script in the admin app's package.json look like for husky?",
    "```json\n{\n  \"scripts\": {\n    \"prepare\": \"husky install\",\n    \"lint\": \"eslint .\"\n  }\n}\n```",
    ["\"prepare\": \"husky\""], ["husky install"]),
  C("What goes in .husky/pre-commit to run lint-staged?",
    "Just one line:\n\n```sh\nnpx lint-staged\n```\n\nHusky v9 no longer needs the `#!/usr/bin/env sh` and "
    "`. \"$(dirname -- \"$0\")/_/husky.sh\"` header lines."),
  fix=[("\"prepare\": \"husky install\"", "\"prepare\": \"husky\"")])

S(13, "editors", "literal", "code_block", "lookalike",
  T("How do I make VS Code suggest the team's extensions when someone opens the repo?",
    "Add `.vscode/extensions.json`:\n\n```json\n{\n  \"recommended\": [\n    \"dbaeumer.vscode-eslint\",\n"
    "    \"esbenp.prettier-vscode\"\n  ]\n}\n```",
    "key is recommendations",
    "\"recommended\"", "\"recommendations\""),
  R("Add the Go and YAML extensions to the workspace recommendations for the api repo.",
    "```json\n{\n  \"recommended\": [\"golang.go\", \"redhat.vscode-yaml\"],\n"
    "  \"unwantedRecommendations\": [\"ms-vscode.vscode-typescript-tslint-plugin\"]\n}\n```",
    ["\"recommendations\""], ["\"recommended\""]),
  C("Start an .eslintrc.json for the legacy admin app that's still on ESLint 8.",
    "```json\n{\n  \"root\": true,\n  \"extends\": [\"eslint:recommended\", \"plugin:react/recommended\"],\n"
    "  \"parserOptions\": { \"ecmaVersion\": 2022, \"sourceType\": \"module\" }\n}\n```"),
  fix=[("\"recommended\"", "\"recommendations\"")],
  cflags=["eslint:recommendations", "react/recommendations"],
  cneeds=["\"eslint:recommended\""])

S(14, "publishing-npm", "literal", "reworded", "lookalike",
  T("How do I cut a patch release of @acme/ui from the command line?",
    "Run `npm bump patch` in packages/ui. It updates package.json, commits, and creates a `v1.8.4` tag; "
    "push with `git push --follow-tags` and publish.",
    "npm bump isn't a command. It's npm version patch.",
    "npm bump", "npm version"),
  R("And for a minor release of the icons package with a custom commit message?",
    "From packages/icons run `npm bump minor -m \"chore(release): %s\"`; the `%s` is replaced with the new version. "
    "Push with `git push --follow-tags` so the tag goes up too.",
    ["npm version minor"], ["npm bump"]),
  C("Our changelog tool picks up Dependabot PRs. What do their titles look like with our config?",
    "With `commit-message: { prefix: chore, include: scope }` in .github/dependabot.yml the titles look like "
    "`chore(deps): bump eslint from 8.57.0 to 9.2.0`, and dev dependencies get `chore(deps-dev): bump ...`."),
  fix=[("npm bump", "npm version")],
  cflags=["chore(deps): version eslint", "npm version eslint"],
  cneeds=["`chore(deps): bump eslint from 8.57.0 to 9.2.0`"])

S(15, "publishing-crates", "literal", "renamed_identifier", "same_topic",
  T("Fill in the Cargo.toml metadata so we can publish acme-retry to crates.io.",
    "```toml\n[package]\nname = \"acme-retry\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"
    "description = \"Retry policies with jittered backoff\"\nlicense = \"MIT/Apache-2.0\"\n"
    "repository = \"https://github.com/acme/acme-retry\"\n```",
    "cargo publish warns about that: the slash form is deprecated, use the SPDX expression MIT OR Apache-2.0.",
    "MIT/Apache-2.0", "MIT OR Apache-2.0"),
  R("Same metadata for the acme-backoff-macros crate please.",
    "```toml\n[package]\nname = \"acme-backoff-macros\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"
    "description = \"Derive macros for acme-retry\"\nlicense = \"MIT/Apache-2.0\"\n\n[lib]\nproc-macro = true\n```",
    ["license = \"MIT OR Apache-2.0\""], ["MIT/Apache-2.0"]),
  C("Which files should the acme-retry package include when it's published?",
    "Keep the tarball small with an explicit list:\n\n```toml\n[package]\ninclude = [\"src/**/*.rs\", \"README.md\", "
    "\"LICENSE-MIT\", \"LICENSE-APACHE\"]\n```\n\nRun `cargo package --list` to see exactly what would be uploaded."),
  fix=[("MIT/Apache-2.0", "MIT OR Apache-2.0")])

S(16, "monorepo", "literal", "renamed_identifier", "lookalike",
  T("Make //libs/auth:auth usable from every package in the repo.",
    "```python\ngo_library(\n    name = \"auth\",\n    srcs = [\"auth.go\", \"jwt.go\"],\n"
    "    importpath = \"github.com/acme/mono/libs/auth\",\n    visibility = [\"//visibility:all\"],\n)\n```",
    "//visibility:all doesn't exist, bazel errors out; it's //visibility:public.",
    "//visibility:all", "//visibility:public"),
  R("Expose the billing proto library in //api/billing to the whole repo.",
    "```python\nproto_library(\n    name = \"billing_proto\",\n    srcs = [\"billing.proto\"],\n"
    "    deps = [\"@com_google_protobuf//:timestamp_proto\"],\n    visibility = [\"//visibility:all\"],\n)\n```",
    ["//visibility:public"], ["//visibility:all"]),
  C("How do I build every target under services/payments?",
    "```sh\nbazel build //services/payments/...:all\n```\n\n`...` recurses into subpackages and `:all` matches every "
    "rule target in each of them; for `build`, `//services/payments/...` on its own means the same thing."),
  fix=[("//visibility:all", "//visibility:public")],
  cflags=["...:public", "`:public`"],
  cneeds=["//services/payments/...:all"])

S(17, "linters", "literal", "other_identifier", "already_correct",
  T("Silence no-console for just this one startup log in server.ts.",
    "Put a directive on the line above:\n\n```ts\n// eslint-ignore-next-line no-console\n"
    "console.log(`listening on ${port}`);\n```",
    "that comment does nothing, eslint still flags it. it's eslint-disable-next-line",
    "eslint-ignore-next-line", "eslint-disable-next-line"),
  R("How do I allow the `any` in this one parser function without turning the rule off?",
    "```ts\n// eslint-ignore-next-line @typescript-eslint/no-explicit-any\n"
    "export function parseManifest(raw: any): Manifest {\n```",
    ["eslint-disable-next-line @typescript-eslint/no-explicit-any"], ["eslint-ignore-next-line"]),
  C("Silence the exhaustive-deps warning on this useEffect in Dashboard.tsx.",
    "```tsx\nuseEffect(() => {\n  loadWidgets(orgId);\n  // eslint-disable-next-line react-hooks/exhaustive-deps\n"
    "}, [orgId]);\n```\n\nLonger term, wrap `loadWidgets` in `useCallback` so it can go in the dependency array."),
  fix=[("eslint-ignore-next-line", "eslint-disable-next-line")],
  cneeds=["// eslint-disable-next-line react-hooks/exhaustive-deps"])

S(18, "linters", "paraphrase", "other_identifier", "same_topic",
  T("Ruff flags E501 on this long URL constant. How do I silence only that?",
    "```python\nSTATUS_PAGE = \"https://status.acme.io/api/v2/components/8kz4x1/incidents?include=updates\"  # noqa E501\n```",
    "Without the colon that's a blanket noqa and ruff's PGH004 complains. `# noqa: E501`.",
    "# noqa E501", "# noqa: E501"),
  R("Ignore the unused-import warning for the re-exports in acme_client/__init__.py.",
    "```python\nfrom .client import Client  # noqa F401\nfrom .errors import ApiError  # noqa F401\n```\n\n"
    "Listing both names in `__all__` also tells ruff the imports are intentional.",
    ["# noqa: F401"], [r"re:#\s*noqa\s+F"]),
  C("Does ruff have a file-level noqa? This generated module is full of E501.",
    "Yes, put this at the top of the file:\n\n```python\n# ruff: noqa: E501\n```\n\n"
    "A bare `# ruff: noqa` would disable every rule for the file, so keep the code in it."),
  fix=[("# noqa F401", "# noqa: F401")])

S(19, "monorepo", "literal", "reworded", "lookalike",
  T("How do I run the build only for the web app in our pnpm monorepo?",
    "Use `pnpm --scope @acme/web run build` from the repo root; pnpm runs it only in the matching workspace package.",
    "pnpm has no --scope, that's lerna. --filter.",
    "pnpm --scope", "pnpm --filter"),
  R("Add the design-system package as a dependency of the docs site in the workspace.",
    "From the root: `pnpm --scope @acme/docs add @acme/design-system@workspace:*`. The `workspace:*` protocol "
    "keeps it linked to the local copy instead of the published one.",
    ["pnpm --filter @acme/docs add"], ["--scope"]),
  C("The old release-tools repo still uses lerna. How do I run tests for one package there?",
    "`npx lerna run test --scope @acme/legacy-forms`. lerna's `--scope` takes a package name or a glob, so "
    "`--scope '@acme/legacy-*'` works too."),
  fix=[("pnpm --scope", "pnpm --filter")],
  cflags=["lerna run test --filter", "`--filter` takes"],
  cneeds=["npx lerna run test --scope @acme/legacy-forms"])

S(20, "team-conventions", "literal", "reworded", "lookalike",
  T("Point npm at our internal registry for the @acme scope.",
    "Add this to `.npmrc` in the repo root:\n\n```\n@acme:registry=http://npm.internal.acme.io:4837/\n```",
    "4873.",
    "npm.internal.acme.io:4837", "npm.internal.acme.io:4873"),
  R("How do I log in to the internal registry so I can publish @acme/logger?",
    "Log in once against the internal host, then publish as usual: "
    "`npm login --registry=http://npm.internal.acme.io:4837/ --scope=@acme`, and afterwards "
    "`npm publish --registry=http://npm.internal.acme.io:4837/` from packages/logger.",
    ["npm.internal.acme.io:4873"], [":4837"]),
  C("Write the commit message for the registry switch; the ticket is PLAT-4837.",
    "```\nchore(npm): point the @acme scope at the internal registry\n\n"
    "Scoped packages now resolve from the internal Verdaccio instance instead of npmjs.\n\nRefs: PLAT-4837\n```"),
  fix=[(":4837", ":4873")],
  cflags=["PLAT-4873"],
  cneeds=["Refs: PLAT-4837"])

S(21, "team-conventions", "literal", "code_block", "same_topic",
  T("Write a GitHub Actions workflow that runs lint and tests on PRs for the web repo.",
    "```yaml\nname: ci\non: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
    "      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n"
    "          node-version: 18\n          cache: npm\n      - run: npm ci\n      - run: npm run lint\n"
    "      - run: npm test\n```",
    "We dropped 18 in March; everything is on Node 20 now (.nvmrc says 20.11.1).",
    "node-version: 18", "node-version: 20"),
  R("Add a job that publishes the package to npm when a version tag is pushed.",
    "```yaml\n  publish:\n    if: startsWith(github.ref, 'refs/tags/v')\n    runs-on: ubuntu-latest\n"
    "    permissions:\n      contents: read\n      id-token: write\n    steps:\n      - uses: actions/checkout@v4\n"
    "      - uses: actions/setup-node@v4\n        with:\n          node-version: 18\n"
    "          registry-url: https://registry.npmjs.org\n      - run: npm ci\n"
    "      - run: npm publish --provenance\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n```",
    [r"re:node-version:\s*['\"]?20"], ["node-version: 18"]),
  C("How do I make setup-node read the version from .nvmrc instead of hardcoding it?",
    "```yaml\n- uses: actions/setup-node@v4\n  with:\n    node-version-file: .nvmrc\n    cache: npm\n```\n\n"
    "Then bumping Node only means editing .nvmrc."),
  fix=[("node-version: 18", "node-version: 20")])

S(22, "linters", "paraphrase", "code_block", "lookalike",
  T("Make clippy fail the CI build on any warning.",
    "```yaml\n- name: Clippy\n  run: cargo clippy --all-targets -D warnings\n```",
    "That errors with 'unexpected argument -D'. The lint flags go after the double dash: cargo clippy --all-targets -- -D warnings",
    "cargo clippy --all-targets -D warnings", "cargo clippy --all-targets -- -D warnings"),
  R("Add clippy to the Makefile `check` target for the whole workspace.",
    "```makefile\n.PHONY: check\ncheck:\n\tcargo fmt --all -- --check\n\tcargo clippy --workspace --all-targets -D warnings\n```",
    [r"re:cargo clippy[^\n]*-- -D warnings"], ["--all-targets -D warnings"]),
  C("How do I deny warnings for the whole build, not just clippy?",
    "Set it through RUSTFLAGS:\n\n```sh\nRUSTFLAGS=\"-D warnings\" cargo build --workspace --all-targets\n```\n\n"
    "This changes the build fingerprint, so the first run recompiles dependencies."),
  fix=[("--all-targets -D warnings", "--all-targets -- -D warnings")],
  cflags=["RUSTFLAGS=\"-- -D", "--all-targets -- -D"],
  cneeds=["RUSTFLAGS=\"-D warnings\" cargo build --workspace --all-targets"])

S(23, "linters", "paraphrase", "other_identifier", "same_topic",
  T("errcheck complains about the deferred Close on the response body. Suppress it just there.",
    "```go\ndefer resp.Body.Close() // nolint:errcheck\n```",
    "golangci-lint ignores that because of the space. The directive has to be //nolint:errcheck with nothing in between.",
    "// nolint:errcheck", "//nolint:errcheck"),
  R("gosec flags the math/rand call in the retry jitter; it's not security-sensitive. Silence it.",
    "```go\nfunc jitter(d time.Duration) time.Duration {\n"
    "\treturn time.Duration(rand.Int63n(int64(d))) // nolint:gosec // jitter only, not crypto\n}\n```",
    ["//nolint:gosec"], ["// nolint:gosec"]),
  C("Can I turn errcheck off for all test files instead of annotating each call?",
    "Yes, with an exclusion rule in .golangci.yml:\n\n```yaml\nissues:\n  exclude-rules:\n    - path: _test\\.go\n"
    "      linters:\n        - errcheck\n```"),
  fix=[("// nolint:gosec", "//nolint:gosec")])

S(24, "editors", "literal", "reworded", "lookalike",
  T("VS Code search keeps returning hits from the generated dist/ folders. How do I stop that but still see the folders in the explorer?",
    "Add this to `.vscode/settings.json`:\n\n```json\n{\n  \"files.exclude\": {\n    \"**/dist\": true\n  }\n}\n```",
    "files.exclude hides them from the explorer too, which is exactly what I said I don't want. search.exclude is the one.",
    "\"files.exclude\"", "\"search.exclude\""),
  R("Quick Open keeps suggesting files from coverage/ and .turbo/. Keep them in the tree, just not in search results.",
    "Exclude them in the workspace settings with `\"files.exclude\": { \"**/coverage\": true, \"**/.turbo\": true }`; "
    "Quick Open and global search skip them after a window reload.",
    ["\"search.exclude\""], ["\"files.exclude\""]),
  C("Hide .DS_Store files and __pycache__ folders from the VS Code sidebar entirely.",
    "```json\n{\n  \"files.exclude\": {\n    \"**/.DS_Store\": true,\n    \"**/__pycache__\": true\n  }\n}\n```\n\n"
    "They disappear from the explorer and, because search inherits files.exclude, from search results as well."),
  fix=[("\"files.exclude\"", "\"search.exclude\"")],
  cflags=["\"search.exclude\""],
  cneeds=["\"files.exclude\": {\n    \"**/.DS_Store\": true"])

S(25, "monorepo", "literal", "code_block", "same_topic",
  T("Only run tests for projects touched by my branch in our Nx workspace.",
    "`npx nx affected:test --base=origin/main --head=HEAD` runs the test target for every project affected since main.",
    "affected:test was removed in Nx 17, it's nx affected -t test now.",
    "nx affected:test", "nx affected -t test"),
  R("How do I run the affected tests against the last successful main build in GitHub Actions?",
    "Use nrwl/nx-set-shas to compute the base, then:\n\n```yaml\n- uses: nrwl/nx-set-shas@v4\n"
    "- run: npx nx affected:test --base=$NX_BASE --head=$NX_HEAD --parallel=3\n```",
    [r"re:nx affected (-t |--targets?[= ])test"], ["affected:test"]),
  C("Show me which projects are affected without running anything.",
    "`npx nx show projects --affected --base=origin/main` prints the project names, one per line. "
    "Add `--json` if a script needs to consume the list."),
  fix=[("nx affected:test", "nx affected -t test")])

S(26, "editors", "literal", "code_block", "lookalike",
  T("launch.json config to debug the FastAPI app with uvicorn?",
    "```json\n{\n  \"version\": \"0.2.0\",\n  \"configurations\": [\n    {\n      \"name\": \"API\",\n"
    "      \"type\": \"python\",\n      \"request\": \"launch\",\n      \"module\": \"uvicorn\",\n"
    "      \"args\": [\"app.main:app\", \"--reload\", \"--port\", \"8000\"]\n    }\n  ]\n}\n```",
    "VS Code marks the python debug type as deprecated now, use \"type\": \"debugpy\".",
    "\"type\": \"python\"", "\"type\": \"debugpy\""),
  R("Add a config to debug the current pytest file.",
    "```json\n{\n  \"name\": \"pytest: current file\",\n  \"type\": \"python\",\n  \"request\": \"launch\",\n"
    "  \"module\": \"pytest\",\n  \"args\": [\"${file}\", \"-x\"],\n  \"justMyCode\": false\n}\n```",
    ["\"type\": \"debugpy\""], ["\"type\": \"python\""]),
  C("Set up VS Code so Python files are formatted with black on save and Pylance does basic type checking.",
    "```json\n{\n  \"[python]\": {\n    \"editor.defaultFormatter\": \"ms-python.black-formatter\",\n"
    "    \"editor.formatOnSave\": true\n  },\n  \"python.analysis.typeCheckingMode\": \"basic\"\n}\n```"),
  fix=[("\"type\": \"python\"", "\"type\": \"debugpy\"")],
  cflags=["\"[debugpy]\"", "\"debugpy.analysis"],
  cneeds=["\"[python]\": {", "\"python.analysis.typeCheckingMode\": \"basic\""])

S(27, "editors", "literal", "code_block", "already_correct",
  T("Write an .editorconfig: 2-space indent for everything, tabs for Go and Makefiles.",
    "```ini\nroot = true\n\n[*]\nindent_style = spaces\nindent_size = 2\nend_of_line = lf\n"
    "insert_final_newline = true\n\n[{*.go,Makefile}]\nindent_style = tab\n```",
    "IntelliJ ignores that section; the value is `space`, singular.",
    "indent_style = spaces", "indent_style = space"),
  R("Add a Python section to the .editorconfig with 4 spaces.",
    "```ini\n[*.py]\nindent_style = spaces\nindent_size = 4\nmax_line_length = 100\n```",
    [r"re:(?m)^indent_style = space$"], ["indent_style = spaces"]),
  C("EditorConfig section for YAML files with 2 spaces, and keep trailing whitespace in Markdown?",
    "```ini\n[*.{yml,yaml}]\nindent_style = space\nindent_size = 2\n\n[*.md]\ntrim_trailing_whitespace = false\n```\n\n"
    "Markdown uses two trailing spaces as a hard line break, which is why it is excluded."),
  fix=[("indent_style = spaces", "indent_style = space")],
  cneeds=["indent_style = space\nindent_size = 2"])

S(28, "publishing-npm", "paraphrase", "reworded", "lookalike",
  T("First publish of our scoped package @acme/tokens, what's the command?",
    "From packages/tokens run `npm publish`. It goes to the public registry under the @acme scope.",
    "Scoped packages publish as restricted by default and we don't pay for private packages, so that fails with a 402. Needs --access public.",
    "run `npm publish`.", "run `npm publish --access public`."),
  R("We just created @acme/eslint-config. How do I get the first version onto npm?",
    "Log in with `npm login`, then from packages/eslint-config run `npm publish`; check the result on the package page.",
    [r"re:--access[= ]public|\"access\": \"public\""], []),
  C("Before publishing @acme/tokens again, how do I see exactly which files will end up in the tarball?",
    "`npm pack --dry-run` lists every file and the tarball size without writing anything. Once it looks right, "
    "`npm publish` as usual; the package is already public, so the access level carries over."),
  fix=[("run `npm publish`;", "run `npm publish --access public`;")],
  cflags=["--access", "\"access\""],
  cneeds=["`npm publish` as usual", "`npm pack --dry-run`"])

S(29, "pre-commit", "paraphrase", "reordered_args", "lookalike",
  T("How do I run every pre-commit hook against the whole repo, not just the staged files?",
    "`pre-commit run --all` runs every configured hook on all tracked files.",
    "it's --all-files, --all just errors out",
    "`pre-commit run --all`", "`pre-commit run --all-files`"),
  R("After bumping the hook versions, how do I re-run just the ruff hook on everything?",
    "`pre-commit run ruff --all`: passing the hook id limits the run to that hook, and `--all` makes it check "
    "every file instead of the staged ones.",
    ["--all-files"], [r"re:--all(?!-files)"]),
  C("Push my local branches and all tags to the new remote.",
    "`git push --all origin && git push --tags origin`. `--all` pushes every local branch; tags need the "
    "separate `--tags` push."),
  fix=[("ruff --all`", "ruff --all-files`"), ("and `--all` makes", "and `--all-files` makes")],
  cflags=["--all-files"],
  cneeds=["git push --all origin"])

S(30, "formatters", "literal", "code_block", "lookalike",
  T("Reformat the whole repo with Prettier in one go.",
    "Run `npx prettier --fix .` from the root; it rewrites every supported file and respects .prettierignore.",
    "Prettier doesn't have --fix (that's eslint). It's --write.",
    "prettier --fix", "prettier --write"),
  R("Add format scripts to the root package.json.",
    "```json\n\"scripts\": {\n  \"format\": \"prettier --fix .\",\n  \"format:check\": \"prettier --check .\"\n}\n```",
    ["\"prettier --write .\""], ["prettier --fix"]),
  C("And a script that auto-fixes lint errors?",
    "```json\n\"scripts\": {\n  \"lint\": \"eslint .\",\n  \"lint:fix\": \"eslint . --fix\"\n}\n```\n\n"
    "Rules without an autofix still have to be handled by hand."),
  fix=[("prettier --fix", "prettier --write")],
  cflags=["eslint . --write"],
  cneeds=["\"lint:fix\": \"eslint . --fix\""])

S(31, "team-conventions", "literal", "code_block", "lookalike",
  T("Format all the Go files in the repo before I push.",
    "`gofmt -w .` rewrites every .go file under the current directory in place.",
    "We use gofumpt here, CI runs `gofumpt -l` and plain gofmt output fails it.",
    "gofmt -w", "gofumpt -w"),
  R("Add a Makefile target that formats the Go code.",
    "```makefile\n.PHONY: fmt\nfmt:\n\tgofmt -w ./cmd ./internal\n\tgo mod tidy\n```",
    ["gofumpt -w"], ["gofmt -w"]),
  C("What does gofumpt actually change compared to the standard formatter?",
    "gofumpt is a stricter superset of gofmt: it removes empty lines at the start and end of blocks, groups "
    "adjacent `var` declarations and enforces `0o` octal literals. Its output is still valid gofmt output, so "
    "`gofmt -l` stays clean after running it."),
  fix=[("gofmt -w", "gofumpt -w")],
  cflags=["superset of gofumpt", "valid gofumpt output", "`gofumpt -l` stays"],
  cneeds=["stricter superset of gofmt", "`gofmt -l` stays clean"])

S(32, "semver", "paraphrase", "other_identifier", "lookalike",
  T("Tag the 1.8.0 release of our Go module github.com/acme/ratelimit.",
    "`git tag 1.8.0 && git push origin 1.8.0`, and the proxy will pick it up within a few minutes.",
    "Go modules only see semver tags with the v prefix, so v1.8.0.",
    "git tag 1.8.0", "git tag v1.8.0"),
  R("Tag the 1.8.1 patch for ratelimit with an annotated tag.",
    "`git tag -a 1.8.1 -m \"ratelimit 1.8.1\" && git push origin 1.8.1`",
    ["git tag -a v1.8.1"], ["git push origin 1.8.1", r"re:git tag -a 1\."]),
  C("What goes in the CHANGELOG heading for that release?",
    "Keep a Changelog headings don't use the tag prefix: `## [1.8.1] - 2024-07-02`, with the link reference "
    "`[1.8.1]: https://github.com/acme/ratelimit/compare/v1.8.0...v1.8.1` at the bottom of the file."),
  fix=[("git tag -a 1.8.1", "git tag -a v1.8.1"), ("git push origin 1.8.1", "git push origin v1.8.1")],
  cflags=["## [v1.8.1]", "[v1.8.1]:"],
  cneeds=["`## [1.8.1] - 2024-07-02`"])

S(33, "editors", "literal", "code_block", "lookalike",
  T("Have VS Code apply eslint fixes on save.",
    "```json\n{\n  \"editor.codeActionsOnSave\": {\n    \"source.fixAll.eslint\": true\n  }\n}\n```",
    "Booleans there are the old form; current VS Code wants \"explicit\", and our settings check flags true.",
    "\"source.fixAll.eslint\": true", "\"source.fixAll.eslint\": \"explicit\""),
  R("Also organize imports on save, but only for TypeScript files.",
    "```json\n{\n  \"[typescript]\": {\n    \"editor.codeActionsOnSave\": {\n      \"source.organizeImports\": true,\n"
    "      \"source.fixAll.eslint\": true\n    }\n  }\n}\n```",
    ["\"source.fixAll.eslint\": \"explicit\"", "\"source.organizeImports\": \"explicit\""],
    [r're:"source\.[\w.]+":\s*true']),
  C("Turn on format on save and make VS Code trim trailing whitespace.",
    "```json\n{\n  \"editor.formatOnSave\": true,\n  \"files.trimTrailingWhitespace\": true,\n"
    "  \"files.insertFinalNewline\": true\n}\n```"),
  fix=[("\"source.organizeImports\": true", "\"source.organizeImports\": \"explicit\""),
       ("\"source.fixAll.eslint\": true", "\"source.fixAll.eslint\": \"explicit\"")],
  cflags=["\"explicit\""],
  cneeds=["\"editor.formatOnSave\": true", "\"files.trimTrailingWhitespace\": true"])

S(34, "team-conventions", "literal", "code_block", "already_correct",
  T("How do I install our internal acme-auth package with pip?",
    "Point pip at the internal index as an extra source:\n\n```sh\npip install --extra-index-url "
    "https://pypi.acme.internal/simple acme-auth\n```",
    "There's no pypi.acme.internal. Our index lives on Nexus: https://nexus.acme.internal/repository/pypi-internal/simple",
    "https://pypi.acme.internal/simple", "https://nexus.acme.internal/repository/pypi-internal/simple"),
  R("Add acme-auth to requirements.txt for the reporting service so CI can install it.",
    "```text\n--extra-index-url https://pypi.acme.internal/simple\nacme-auth==2.3.0\npandas==2.2.2\n```",
    ["https://nexus.acme.internal/repository/pypi-internal/simple"], ["pypi.acme.internal"]),
  C("Can I set the internal index once for my machine instead of per command?",
    "Yes, in `~/.config/pip/pip.conf`:\n\n```ini\n[global]\n"
    "extra-index-url = https://nexus.acme.internal/repository/pypi-internal/simple\n```\n\n"
    "`pip config list` shows which file the setting came from."),
  fix=[("https://pypi.acme.internal/simple", "https://nexus.acme.internal/repository/pypi-internal/simple")],
  cneeds=["extra-index-url = https://nexus.acme.internal/repository/pypi-internal/simple"])

S(35, "formatters", "literal", "code_block", "lookalike",
  T("rustfmt config for 100-column lines and grouped imports.",
    "```toml\n# rustfmt.toml\nmax-width = 100\nimports_granularity = \"Crate\"\n"
    "group_imports = \"StdExternalCrate\"\n```\n\nThe last two are nightly-only options.",
    "rustfmt keys are snake_case: max_width. It printed 'unknown configuration option' for yours.",
    "max-width = 100", "max_width = 100"),
  R("Add a rustfmt.toml with the same width for the new crate in tools/.",
    "```toml\n# tools/xtask/rustfmt.toml\nmax-width = 100\nedition = \"2021\"\n```",
    ["max_width = 100"], ["max-width"]),
  C("The sidebar in our mdBook docs theme overflows on small screens. CSS fix?",
    "In `theme/css/custom.css`:\n\n```css\n.sidebar {\n  max-width: 100%;\n  width: 280px;\n}\n```\n\n"
    "and register the file in book.toml:\n\n```toml\n[output.html]\nadditional-css = [\"theme/css/custom.css\"]\n```"),
  fix=[("max-width = 100", "max_width = 100")],
  cflags=["max_width", "additional_css"],
  cneeds=["max-width: 100%;", "additional-css = "])

S(36, "linters", "paraphrase", "reworded", "already_correct",
  T("ESLint flags unused function args that start with an underscore in our TS code. Allow `_`-prefixed ones.",
    "```js\n// eslint.config.js\nrules: {\n  \"no-unused-vars\": [\"error\", { argsIgnorePattern: \"^_\" }],\n}\n```",
    "In TS files the base rule has to be off and the typescript-eslint one configured, otherwise it false-positives "
    "on types. @typescript-eslint/no-unused-vars.",
    "\"no-unused-vars\": [\"error\", { argsIgnorePattern: \"^_\" }]",
    "\"@typescript-eslint/no-unused-vars\": [\"error\", { argsIgnorePattern: \"^_\" }]"),
  R("Also ignore unused destructured siblings like `const { password, ...rest } = user` in the TS packages.",
    "Turn on `ignoreRestSiblings` next to the pattern:\n\n```js\nrules: {\n"
    "  \"no-unused-vars\": [\"error\", { ignoreRestSiblings: true, argsIgnorePattern: \"^_\" }],\n}\n```",
    ["\"@typescript-eslint/no-unused-vars\""], [r're:"no-unused-vars":\s*\[']),
  C("How do I make unused imports an error in the TS packages too?",
    "They're already covered: `@typescript-eslint/no-unused-vars` reports unused imports as well. "
    "The config just needs:\n\n```js\nrules: {\n  \"no-unused-vars\": \"off\",\n"
    "  \"@typescript-eslint/no-unused-vars\": \"error\",\n}\n```"),
  fix=[("  \"no-unused-vars\": [\"error\", { ignoreRestSiblings",
        "  \"no-unused-vars\": \"off\",\n  \"@typescript-eslint/no-unused-vars\": [\"error\", { ignoreRestSiblings")],
  cneeds=["\"@typescript-eslint/no-unused-vars\": \"error\""])

S(37, "semver", "paraphrase", "reworded", "lookalike",
  T("We added an optional `timeout` parameter to `Client.fetch()` in acme-http 2.3.4. What's the next version?",
    "That's backwards compatible, so a patch release: 2.3.5.",
    "New backwards-compatible functionality is a minor bump under semver. 2.4.0.",
    "a patch release: 2.3.5", "a minor release: 2.4.0"),
  R("acme-queue is at 1.7.2 and this PR adds a new `drain()` method without changing anything else. Version?",
    "Nothing breaks for existing callers, so ship it as 1.7.3.",
    ["1.8.0"], ["1.7.3"]),
  C("acme-queue 1.7.2 has a bug where `ack()` double-counts retries; the fix changes no API. Version?",
    "A bug fix with no API change is a patch: 1.7.3."),
  fix=[("Nothing breaks for existing callers, so ship it as 1.7.3.",
        "It adds functionality without breaking existing callers, so it's a minor release: 1.8.0.")],
  cflags=["1.8.0"],
  cneeds=["a patch: 1.7.3"])

S(38, "publishing-pypi", "paraphrase", "renamed_identifier", "lookalike",
  T("GitHub Actions job to publish acme-metrics to PyPI on release.",
    "```yaml\npublish:\n  needs: build\n  runs-on: ubuntu-latest\n  steps:\n    - uses: actions/download-artifact@v4\n"
    "      with: { name: dist, path: dist/ }\n    - uses: pypa/gh-action-pypi-publish@release/v1\n"
    "      with:\n        password: ${{ secrets.PYPI_API_TOKEN }}\n```",
    "We don't keep PyPI tokens in secrets anymore, all our projects use trusted publishing: permissions id-token: write and no password.",
    "password: ${{ secrets.PYPI_API_TOKEN }}", "permissions:\n    id-token: write"),
  R("Same publish job for acme-cli, which releases to PyPI from its own workflow.",
    "```yaml\npublish-pypi:\n  needs: build\n  runs-on: ubuntu-latest\n  environment: pypi\n  steps:\n"
    "    - uses: actions/download-artifact@v4\n      with: { name: dist, path: dist/ }\n"
    "    - uses: pypa/gh-action-pypi-publish@release/v1\n      with:\n"
    "        password: ${{ secrets.PYPI_TOKEN_ACME_CLI }}\n```",
    ["id-token: write"], [r"re:password:\s*\$\{\{\s*secrets\."]),
  C("How do we publish the internal acme-auth package to our Nexus PyPI repo from CI?",
    "Nexus doesn't support trusted publishing, so use twine with the robot account:\n\n```yaml\n"
    "- run: twine upload --repository-url https://nexus.acme.internal/repository/pypi-internal/ dist/*\n"
    "  env:\n    TWINE_USERNAME: ci-publisher\n    TWINE_PASSWORD: ${{ secrets.NEXUS_PASSWORD }}\n```"),
  fix=[("  environment: pypi\n", "  environment: pypi\n  permissions:\n    id-token: write\n"),
       ("      with:\n        password: ${{ secrets.PYPI_TOKEN_ACME_CLI }}\n", "")],
  cflags=["id-token: write", "pypi-publish"],
  cneeds=["TWINE_PASSWORD: ${{ secrets.NEXUS_PASSWORD }}"])

S(39, "monorepo", "paraphrase", "other_identifier", "lookalike",
  T("In turbo.json, make `build` wait until the packages it depends on are built.",
    "```json\n{\n  \"tasks\": {\n    \"build\": {\n      \"dependsOn\": [\"build\"],\n      \"outputs\": [\"dist/**\"]\n"
    "    }\n  }\n}\n```",
    "Without the caret that points at the package's own build task. You need \"^build\" for dependencies.",
    "\"dependsOn\": [\"build\"]", "\"dependsOn\": [\"^build\"]"),
  R("typecheck should run only after the dependencies have generated their type declarations. Add that task.",
    "```json\n\"typecheck\": {\n  \"dependsOn\": [\"build:types\"],\n  \"outputs\": []\n}\n```",
    ["\"^build:types\""], ["\"dependsOn\": [\"build:types\"]"]),
  C("test should run after the same package's own build, not the dependencies' builds.",
    "```json\n\"test\": {\n  \"dependsOn\": [\"build\"],\n  \"outputs\": [\"coverage/**\"]\n}\n```\n\n"
    "Without a `^`, `build` refers to the task in the same package."),
  fix=[("[\"build:types\"]", "[\"^build:types\"]")],
  cflags=["\"^build\""],
  cneeds=["\"dependsOn\": [\"build\"]"])

S(40, "monorepo", "paraphrase", "reworded", "same_topic",
  T("Add rules_go to our Bazel setup.",
    "Add to WORKSPACE:\n\n```python\nload(\"@bazel_tools//tools/build_defs/repo:http.bzl\", \"http_archive\")\n\n"
    "http_archive(\n    name = \"io_bazel_rules_go\",\n"
    "    urls = [\"https://github.com/bazelbuild/rules_go/releases/download/v0.48.0/rules_go-v0.48.0.zip\"],\n)\n```",
    "we're on bzlmod, WORKSPACE is disabled (--noenable_workspace in .bazelrc). bazel_dep in MODULE.bazel.",
    "http_archive(\n    name = \"io_bazel_rules_go\",",
    "bazel_dep(name = \"rules_go\", version = \"0.48.0\")"),
  R("Pull in gazelle as well so we can generate BUILD files.",
    "In WORKSPACE, after rules_go:\n\n```python\nhttp_archive(\n    name = \"bazel_gazelle\",\n"
    "    urls = [\"https://github.com/bazelbuild/bazel-gazelle/releases/download/v0.37.0/bazel-gazelle-v0.37.0.tar.gz\"],\n)\n"
    "load(\"@bazel_gazelle//:deps.bzl\", \"gazelle_dependencies\")\ngazelle_dependencies()\n```",
    [r're:bazel_dep\(name = "gazelle"'], ["http_archive("]),
  C("How do I regenerate BUILD files after adding a Go package?",
    "`bazel run //:gazelle`. If you also added a new external module, run `bazel mod tidy` first so the "
    "`use_repo` list in MODULE.bazel is up to date."),
  fix=[("__ALL__", "In MODULE.bazel (WORKSPACE is disabled in this repo):\n\n```python\n"
        "bazel_dep(name = \"gazelle\", version = \"0.37.0\")\n```\n\nThen run `bazel mod tidy` and `bazel run //:gazelle`.")])

S(41, "changelog", "paraphrase", "code_block", "already_correct",
  T("Add the 3.2.0 heading to CHANGELOG.md, released today (June 5th 2024).",
    "```markdown\n## [3.2.0] - 06/05/2024\n```",
    "Keep a Changelog dates are ISO 8601: 2024-06-05. The release script parses them.",
    "06/05/2024", "2024-06-05"),
  R("Heading plus entry for the 3.2.1 hotfix we shipped on July 1st?",
    "```markdown\n## [3.2.1] - 07/01/2024\n\n### Fixed\n- Webhook signatures are verified against the raw request body.\n```",
    ["## [3.2.1] - 2024-07-01"], ["07/01/2024"]),
  C("How do I link the version headings to the GitHub compare view?",
    "Add link references at the bottom of CHANGELOG.md:\n\n```markdown\n"
    "[3.2.1]: https://github.com/acme/webhooks/compare/v3.2.0...v3.2.1\n"
    "[3.2.0]: https://github.com/acme/webhooks/compare/v3.1.4...v3.2.0\n```\n\n"
    "The headings themselves stay as they are, e.g. `## [3.2.1] - 2024-07-01`."),
  fix=[("07/01/2024", "2024-07-01")],
  cneeds=["`## [3.2.1] - 2024-07-01`"])

S(42, "editors", "paraphrase", "other_identifier", "same_topic",
  T("Make VS Code format Python with black on save.",
    "```json\n{\n  \"python.formatting.provider\": \"black\",\n  \"editor.formatOnSave\": true\n}\n```",
    "python.formatting.provider was removed from the Python extension, the setting is greyed out. The formatter is "
    "its own extension now: \"[python]\": { \"editor.defaultFormatter\": \"ms-python.black-formatter\" }.",
    "\"python.formatting.provider\": \"black\"",
    "\"[python]\": { \"editor.defaultFormatter\": \"ms-python.black-formatter\" }"),
  R("The legacy scripts/ folder has its own .vscode/settings.json and should use autopep8 instead of black.",
    "```json\n{\n  \"python.formatting.provider\": \"autopep8\",\n"
    "  \"python.formatting.autopep8Args\": [\"--max-line-length\", \"120\"]\n}\n```",
    ["\"editor.defaultFormatter\": \"ms-python.autopep8\""], ["python.formatting."]),
  C("Make VS Code sort imports on save for Python files too.",
    "```json\n{\n  \"[python]\": {\n    \"editor.codeActionsOnSave\": {\n      \"source.organizeImports\": \"explicit\"\n"
    "    }\n  }\n}\n```\n\nWith the ruff or isort extension installed, that runs their import sorter."),
  fix=[("__ALL__", "```json\n{\n  \"[python]\": {\n    \"editor.defaultFormatter\": \"ms-python.autopep8\"\n  },\n"
        "  \"autopep8.args\": [\"--max-line-length\", \"120\"]\n}\n```")])

S(43, "publishing-pypi", "paraphrase", "equivalent_construct", "lookalike",
  T("Set up ~/.pypirc so I can upload to TestPyPI from my laptop.",
    "```ini\n[testpypi]\n  repository = https://test.pypi.org/legacy/\n  username = jdoe\n"
    "  password = <your TestPyPI API token>\n```",
    "With API tokens the username is always __token__, not my account name; that's why it 403s.",
    "username = jdoe", "username = __token__"),
  R("How do I pass the TestPyPI credentials to twine through environment variables instead?",
    "```sh\nexport TWINE_USERNAME=jdoe\nexport TWINE_PASSWORD=\"$(op read op://dev/testpypi/token)\"\n"
    "twine upload -r testpypi dist/*\n```",
    ["TWINE_USERNAME=__token__"], ["TWINE_USERNAME=jdoe"]),
  C("Set my git identity on the new laptop; I'm jdoe, jdoe@acme.io.",
    "```sh\ngit config --global user.name \"jdoe\"\ngit config --global user.email \"jdoe@acme.io\"\n```\n\n"
    "Add `--local` instead of `--global` inside a repo that needs a different identity."),
  fix=[("TWINE_USERNAME=jdoe", "TWINE_USERNAME=__token__")],
  cflags=["__token__"],
  cneeds=["user.name \"jdoe\"", "user.email \"jdoe@acme.io\""])

S(44, "monorepo", "paraphrase", "equivalent_construct", "lookalike",
  T("Set up a pnpm workspace with apps/* and packages/*.",
    "Add to the root package.json:\n\n```json\n{\n  \"private\": true,\n"
    "  \"workspaces\": [\"apps/*\", \"packages/*\"]\n}\n```",
    "pnpm ignores the workspaces field, it only reads pnpm-workspace.yaml.",
    "\"workspaces\": [\"apps/*\", \"packages/*\"]", "packages:\n  - \"apps/*\"\n  - \"packages/*\""),
  R("We're adding a tools/ directory of internal CLIs to the pnpm monorepo. Register it as workspace packages.",
    "Extend the workspaces array in the root package.json:\n\n```json\n"
    "\"workspaces\": [\"apps/*\", \"packages/*\", \"tools/*\"]\n```",
    ["pnpm-workspace.yaml", r"re:-\s*[\"']?tools/\*"], ["\"workspaces\""]),
  C("The marketing-site repo uses plain npm. How do I set up workspaces there?",
    "npm reads the workspaces field from the root package.json:\n\n```json\n{\n  \"private\": true,\n"
    "  \"workspaces\": [\"sites/*\", \"shared/*\"]\n}\n```\n\nThen `npm install` links them under node_modules."),
  fix=[("__ALL__", "Add it to pnpm-workspace.yaml (pnpm ignores the workspaces field in package.json):\n\n```yaml\n"
        "packages:\n  - \"apps/*\"\n  - \"packages/*\"\n  - \"tools/*\"\n```")],
  cflags=["pnpm-workspace.yaml", "packages:\n  - \"sites/*\""],
  cneeds=["\"workspaces\": [\"sites/*\", \"shared/*\"]"])

S(45, "publishing-npm", "paraphrase", "reordered_args", "lookalike",
  T("Set up the exports map for @acme/sdk with ESM, CJS and types.",
    "```json\n\"exports\": {\n  \".\": {\n    \"import\": \"./dist/index.mjs\",\n    \"require\": \"./dist/index.cjs\",\n"
    "    \"types\": \"./dist/index.d.ts\"\n  }\n}\n```",
    "\"types\" has to be the first condition. TypeScript takes the first match, so with import first it never sees the .d.ts.",
    "\"import\": \"./dist/index.mjs\",\n    \"require\": \"./dist/index.cjs\",\n    \"types\": \"./dist/index.d.ts\"",
    "\"types\": \"./dist/index.d.ts\",\n    \"import\": \"./dist/index.mjs\",\n    \"require\": \"./dist/index.cjs\""),
  R("Add a ./testing subpath export to @acme/sdk.",
    "```json\n\"./testing\": {\n  \"require\": \"./dist/testing.cjs\",\n  \"types\": \"./dist/testing.d.ts\",\n"
    "  \"import\": \"./dist/testing.mjs\"\n}\n```",
    [r're:"\./testing": \{\s*"types"'], []),
  C("Older tooling doesn't read exports. Which top-level fields should @acme/sdk keep as a fallback?",
    "```json\n\"main\": \"./dist/index.cjs\",\n\"module\": \"./dist/index.mjs\",\n\"types\": \"./dist/index.d.ts\",\n```\n\n"
    "The order of top-level fields doesn't matter; only the order of conditions inside `exports` does."),
  fix=[("  \"require\": \"./dist/testing.cjs\",\n  \"types\": \"./dist/testing.d.ts\",\n",
        "  \"types\": \"./dist/testing.d.ts\",\n  \"require\": \"./dist/testing.cjs\",\n")],
  cflags=[r're:^```json\n"types"', r're:"types": "\./dist/index\.d\.ts",\n"main"'],
  cneeds=["\"main\": \"./dist/index.cjs\",\n\"module\": \"./dist/index.mjs\",\n\"types\": \"./dist/index.d.ts\","])

S(46, "semver", "paraphrase", "other_identifier", "lookalike",
  T("What should I tag the first release candidate of 4.0.0?",
    "`v4.0.0-rc1`, then `v4.0.0-rc2` and so on until the final `v4.0.0`.",
    "team convention is a dot before the number, v4.0.0-rc.1: semver compares dot-separated numeric parts "
    "numerically, so rc10 would otherwise sort before rc2.",
    "v4.0.0-rc1", "v4.0.0-rc.1"),
  R("We found a regression in the third candidate of SDK 2.5.0. Tag the next one.",
    "Tag it `v2.5.0-rc4` and push: `git tag v2.5.0-rc4 && git push origin v2.5.0-rc4`.",
    ["v2.5.0-rc.4"], [r"re:-rc\d"]),
  C("Which version string goes in pyproject.toml for the acme-metrics 1.3.0 release candidate?",
    "PEP 440 spells it `1.3.0rc1` (no hyphen, no dot), and pip and PyPI normalize other spellings to that form. "
    "Tag the git commit `v1.3.0-rc.1` as usual but put `1.3.0rc1` in pyproject.toml."),
  fix=[("v2.5.0-rc4", "v2.5.0-rc.4")],
  cflags=["1.3.0rc.1", "`1.3.0-rc.1` in pyproject"],
  cneeds=["`1.3.0rc1` in pyproject.toml"])

S(47, "linters", "paraphrase", "code_block", "same_topic",
  T("golangci-lint v2 config that only runs errcheck, govet and staticcheck.",
    "```yaml\nversion: \"2\"\nlinters:\n  disable-all: true\n  enable:\n    - errcheck\n    - govet\n    - staticcheck\n```",
    "That's v1 syntax. In v2 the disable-all/enable-all switches are gone; use `default: none` under linters.",
    "disable-all: true", "default: none"),
  R("For the tools repo, turn every linter on except lll and wsl.",
    "```yaml\nversion: \"2\"\nlinters:\n  enable-all: true\n  disable:\n    - lll\n    - wsl\n```",
    ["default: all"], ["enable-all"]),
  C("Add gofumpt as a formatter in the v2 config.",
    "```yaml\nformatters:\n  enable:\n    - gofumpt\n```\n\nIn v2 formatters have their own section, "
    "and `golangci-lint fmt` applies them."),
  fix=[("enable-all: true", "default: all")])

# ---- semantic

S(48, "formatters", "semantic", "prose_claim", "same_topic",
  T("Do I need to set trailingComma in our .prettierrc to get trailing commas in function parameters?",
    "Yes. Prettier's default is \"es5\", which only adds trailing commas in arrays and objects, so set "
    "`\"trailingComma\": \"all\"` to get them in parameter lists too.",
    "we're on prettier 3, where the default changed to \"all\". so no, nothing to set.",
    "Prettier's default is \"es5\"", "Prettier 3's default is \"all\""),
  R("Why did upgrading Prettier add commas after the last argument in all our function calls?",
    "That shouldn't come from the upgrade itself: Prettier's default trailingComma is \"es5\", which never touches "
    "call arguments. Check whether someone added `\"trailingComma\": \"all\"` to .prettierrc in the same PR.",
    [r're:default[^.]*"all"'], [r're:default trailingComma is "es5"']),
  C("What does Prettier's bracketSameLine option do?",
    "It puts the `>` of a multi-line JSX or HTML element at the end of the last line instead of on its own line. "
    "The default is `false`."),
  fix=[("__ALL__", "Prettier 3 changed the default trailingComma from \"es5\" to \"all\", so call arguments and "
        "parameter lists now get trailing commas. Set `\"trailingComma\": \"es5\"` in .prettierrc to keep the old output.")])

S(49, "semver", "semantic", "prose_claim", "already_correct",
  T("We depend on \"@acme/flags\": \"^0.3.1\". Will npm pull in 0.4.0 when it's out?",
    "Yes. The caret allows anything below the next major, so ^0.3.1 matches everything up to (but not including) "
    "1.0.0, including 0.4.0.",
    "I don't think that's right for 0.x? the caret doesn't go past the first non-zero part, so ^0.3.1 is >=0.3.1 <0.4.0.",
    "^0.3.1 matches everything up to (but not including) 1.0.0", "^0.3.1 matches >=0.3.1 <0.4.0"),
  R("If I put ^0.9.2 for the acme-ui beta in the shell app, does that pick up 0.10.0 automatically?",
    "It will: a caret range floats up to the next major version, so ^0.9.2 accepts 0.10.0 and anything else below 1.0.0.",
    [r"re:<\s*0\.10\.0|(not|won.t|doesn.t)[^.]*0\.10"], [r"re:below 1\.0\.0|up to[^.]*1\.0\.0"]),
  C("What range does ^1.4.0 cover for @acme/http?",
    "^1.4.0 means >=1.4.0 <2.0.0: new minors and patches, never 2.x."),
  fix=[("__ALL__", "No. On 0.x the caret only allows changes to the right of the first non-zero part, so ^0.9.2 "
        "means >=0.9.2 <0.10.0 and won't pick up 0.10.0. Bump the range by hand when you want it.")],
  cneeds=[">=1.4.0 <2.0.0"])

S(50, "semver", "semantic", "reworded", "unrelated",
  T("We're removing the deprecated `parse_legacy()` from acme-config 2.4.1. What version is that?",
    "Since it was already deprecated, removing it counts as a minor change: release it as 2.5.0.",
    "Removing a public function breaks anyone still calling it, deprecated or not. That's 3.0.0.",
    "removing it counts as a minor change: release it as 2.5.0", "removing it is a breaking change: release it as 3.0.0"),
  R("acme-config is at 2.6.0 and we're dropping the `env_prefix` keyword argument, deprecated since 2.2. Version number?",
    "Because `env_prefix` has been deprecated for several releases, dropping it is fine in a minor: 2.7.0. "
    "Call it out in the changelog under Removed.",
    ["3.0.0"], ["2.7.0"]),
  C("How do I make pytest show the slowest 10 tests?",
    "`pytest --durations=10`. Add `--durations-min=0.5` to hide anything faster than half a second."),
  fix=[("__ALL__", "Dropping a keyword argument breaks every caller that still passes it, deprecated or not, so this "
        "is a major release: 3.0.0. List it under Removed in the changelog.")])

S(51, "publishing-pypi", "semantic", "reworded", "same_topic",
  T("I uploaded acme-metrics 1.2.0 with a broken wheel. Can I delete it on PyPI and upload the fixed one as 1.2.0 again?",
    "Yes: delete the 1.2.0 release in the PyPI web UI, rebuild, and run `twine upload dist/*` again with the same version.",
    "PyPI never allows reusing a filename, even after the release is deleted. We'd have to ship 1.2.1 (or a .post1).",
    "delete the 1.2.0 release in the PyPI web UI, rebuild, and run `twine upload dist/*` again with the same version",
    "ship the fix as 1.2.1; PyPI never lets a deleted filename be reused"),
  R("The 0.8.3 sdist of acme-cli on PyPI is missing the templates folder. Quickest way to replace it?",
    "Remove the 0.8.3 files from the project page on pypi.org, fix MANIFEST.in, rebuild and re-upload 0.8.3. "
    "Users who already installed it won't notice.",
    [r"re:0\.8\.4|0\.8\.3\.post1|post-?release"], [r"re:re-?upload 0\.8\.3"]),
  C("How do I stop pip from installing a broken release without deleting it?",
    "Yank it from the release's management page on pypi.org. Pinned installs like `acme-cli==0.8.3` still work, "
    "but unpinned resolves skip the yanked version."),
  fix=[("__ALL__", "PyPI won't accept a file name it has seen before, even after deletion, so 0.8.3 can't be "
        "replaced. Fix MANIFEST.in and release 0.8.4 (or 0.8.3.post1), then yank 0.8.3 so resolvers skip it.")])

S(52, "publishing-crates", "semantic", "prose_claim", "already_correct",
  T("Does yanking acme-retry 0.4.2 on crates.io break projects that already depend on it?",
    "Yes. Yanking deletes the version from the index, so any project with 0.4.2 in its Cargo.lock will fail to "
    "build until it updates.",
    "yank doesn't delete anything; existing Cargo.lock files keep resolving 0.4.2, it only stops new lockfiles from picking it.",
    "Yanking deletes the version from the index, so any project with 0.4.2 in its Cargo.lock will fail to build until it updates",
    "Yanking doesn't delete the version; existing Cargo.lock files keep building, only new resolutions skip it"),
  R("We published acme-backoff-macros 0.2.0 with a soundness bug. If I yank it, what happens to downstream CI?",
    "Downstream builds that have 0.2.0 locked will start failing, because a yanked crate can no longer be "
    "downloaded. Give dependants a heads-up before you run `cargo yank --version 0.2.0`.",
    [r"re:(?i)(still|keep|continue)[^.]*(build|download|resolv|work)"],
    [r"re:(?i)can no longer be downloaded|will start failing"]),
  C("Can I undo a yank if I yanked the wrong version?",
    "Yes: `cargo yank --version 0.2.0 --undo`. Yanking never deletes the crate file, so restoring it is instant."),
  fix=[("__ALL__", "Builds that already have 0.2.0 in Cargo.lock keep working; yanking only stops new resolutions "
        "from selecting it. Publish 0.2.1 with the fix, then run `cargo yank --version 0.2.0`.")],
  cneeds=["Yanking never deletes the crate file"])

S(53, "pre-commit", "semantic", "reworded", "same_topic",
  T("Now that pre-commit is set up in the repo, can we drop the lint job from CI?",
    "Yes. Once `.pre-commit-config.yaml` is committed, the hooks run for everyone on every commit, so CI linting "
    "would be redundant.",
    "Hooks only run where someone ran `pre-commit install`, and `git commit --no-verify` skips them. Keep the CI job "
    "(we run pre-commit run --all-files there).",
    "the hooks run for everyone on every commit, so CI linting would be redundant",
    "hooks only run where pre-commit install was run and can be skipped with --no-verify, so keep the CI job"),
  R("The ruff hook is in pre-commit now. Is the ruff step in the GitHub workflow still needed?",
    "Not really. Committing `.pre-commit-config.yaml` enforces the hook for every contributor, so the workflow step "
    "repeats the same check and can be removed.",
    [r"re:(?i)keep|still (needed|useful|worth)"],
    [r"re:(?i)enforces the hook for every contributor|can be removed"]),
  C("How do I update all the hook revs in .pre-commit-config.yaml?",
    "`pre-commit autoupdate` bumps every `rev:` to the latest tag; add `--freeze` to pin commit SHAs instead of tags."),
  fix=[("__ALL__", "Keep it. The hook only runs for people who ran `pre-commit install`, and `git commit --no-verify` "
        "bypasses it, so CI is the only place the check is guaranteed to run.")])

S(54, "formatters", "semantic", "prose_claim", "unrelated",
  T("Can I make gofmt indent with 4 spaces? There's an .editorconfig in the repo that says indent_style = space.",
    "Yes, gofmt respects .editorconfig, so add a `[*.go]` section with `indent_style = space` and `indent_size = 4` "
    "and it will indent with spaces.",
    "gofmt doesn't read .editorconfig at all and always indents with tabs; that's not configurable.",
    "gofmt respects .editorconfig", "gofmt ignores .editorconfig and always indents with tabs"),
  R("Our new hire wants 2-space indentation in Go files. Is there a formatter setting for that?",
    "gofmt picks up the indent settings from .editorconfig, so set `indent_size = 2` under `[*.go]` and reformat.",
    [r"re:(?i)\btabs?\b"], [r"re:(?i)gofmt (picks up|respects|reads|honou?rs)[^.]*editorconfig"]),
  C("How do I see which process is listening on port 8080 on macOS?",
    "`lsof -nP -iTCP:8080 -sTCP:LISTEN` prints the command, PID and user; `kill <PID>` if it's a stale dev server."),
  fix=[("__ALL__", "No. gofmt always indents with tabs and ignores .editorconfig; how wide a tab looks is an editor "
        "setting, so set the tab size to 2 in the editor instead.")])

S(55, "monorepo", "semantic", "prose_claim", "same_topic",
  T("Does `bazel test //...` also run the integration tests tagged manual?",
    "Yes, `//...` expands to every target in the workspace, including ones tagged `manual`.",
    "No, wildcards skip targets tagged manual; they only run when named explicitly, e.g. bazel test //itests:payments_it.",
    "including ones tagged `manual`", "except ones tagged `manual`, which must be named explicitly"),
  R("I tagged the slow e2e suite in //e2e/checkout as manual. Will the nightly `bazel test //e2e/...` job still pick it up?",
    "Yes. The `manual` tag only keeps a target out of IDE sync; `bazel test //e2e/...` still expands to it, so the "
    "nightly job runs it as before.",
    [r"re:(?i)\b(skip|exclude)|won.t (pick|run|include)|not (included|picked up|run)"],
    [r"re:(?i)still expands to it"]),
  C("How do I run only the small tests?",
    "`bazel test //... --test_size_filters=small`. Targets without an explicit `size` default to medium, so they're "
    "filtered out too."),
  fix=[("__ALL__", "No. Wildcards like `//e2e/...` skip targets tagged `manual`, so the nightly job won't run it. "
        "Name it explicitly: `bazel test //e2e/checkout:e2e_test`.")])

S(56, "publishing-maven", "semantic", "reworded", "already_correct",
  T("Release acme-commons 1.4.0 to Maven Central; the pom still says 1.4.0-SNAPSHOT.",
    "Just run `mvn -P release deploy`. Central promotes the 1.4.0-SNAPSHOT build to the 1.4.0 release once "
    "validation passes.",
    "Central doesn't promote snapshots, it rejects them. Set the release version first (mvn versions:set "
    "-DnewVersion=1.4.0), then deploy.",
    "Central promotes the 1.4.0-SNAPSHOT build to the 1.4.0 release once validation passes",
    "Central rejects SNAPSHOT versions; set 1.4.0 with mvn versions:set -DnewVersion=1.4.0 before deploying"),
  R("acme-http-client's pom is on 2.1.0-SNAPSHOT and we want 2.1.0 on Central today. Steps?",
    "Run `mvn -P release clean deploy` as is. The -SNAPSHOT suffix is stripped when the Central Portal publishes the "
    "bundle, so it shows up as 2.1.0.",
    [r"re:-DnewVersion=2\.1\.0(?!-)|<version>2\.1\.0</version>|release:prepare"],
    [r"re:(?i)suffix is stripped|as is\b"]),
  C("How do we bump to the next development version after releasing 2.1.0?",
    "`mvn versions:set -DnewVersion=2.2.0-SNAPSHOT -DgenerateBackupPoms=false`, then commit. SNAPSHOT versions are "
    "for development builds only and never go to Central."),
  fix=[("__ALL__", "First drop the suffix: `mvn versions:set -DnewVersion=2.1.0 -DgenerateBackupPoms=false`, commit, "
        "then run `mvn -P release clean deploy`. Central rejects -SNAPSHOT versions, so deploying the pom unchanged "
        "would fail validation.")],
  cneeds=["never go to Central"])

S(57, "team-conventions", "semantic", "reworded", "already_correct",
  T("I merged the date-picker fix into @acme/ui. How do I add it to the changelog?",
    "Open packages/ui/CHANGELOG.md and add a bullet under a new `## 1.9.1` heading, then bump the version in "
    "packages/ui/package.json to match.",
    "We never edit CHANGELOG.md or versions by hand here, changesets owns both. Run pnpm changeset, pick patch, and "
    "commit the generated .changeset/*.md file.",
    "Open packages/ui/CHANGELOG.md and add a bullet under a new `## 1.9.1` heading, then bump the version in "
    "packages/ui/package.json to match",
    "Run `pnpm changeset`, choose patch for @acme/ui, and commit the generated .changeset file"),
  R("How do I record the new `size` prop on Button for the next release notes?",
    "Add a line to packages/ui/CHANGELOG.md under a new minor heading (`## 1.10.0`) describing the `size` prop, "
    "and set \"version\": \"1.10.0\" in packages/ui/package.json.",
    ["changeset"], [r"re:Add a line to packages/ui/CHANGELOG\.md", r're:set "version"']),
  C("What happens to the .changeset files when we release?",
    "The release workflow runs `pnpm changeset version`, which consumes the .changeset/*.md files, bumps each "
    "package's version and writes their CHANGELOG.md entries; then `pnpm changeset publish` publishes to npm."),
  fix=[("__ALL__", "Run `pnpm changeset`, select @acme/ui, choose minor, and describe the new `size` prop on Button. "
        "Commit the generated .changeset/*.md file with the PR; the release workflow bumps the version and writes "
        "CHANGELOG.md.")],
  cneeds=["`pnpm changeset version`"])

S(58, "team-conventions", "semantic", "reworded", "same_topic",
  T("Do all the commits on my branch need conventional commit messages for semantic-release?",
    "Yes, semantic-release reads every commit on the branch, so each one needs a `feat:`/`fix:` prefix or the "
    "release notes will be incomplete.",
    "We squash-merge everything, so only the PR title ends up on main; that's the only thing that needs to be "
    "conventional (there's a check on the title).",
    "semantic-release reads every commit on the branch, so each one needs a `feat:`/`fix:` prefix",
    "we squash-merge, so only the PR title needs the conventional prefix"),
  R("My feature branch has commits like 'wip' and 'fix typo'. Do I have to reword them before merging?",
    "Yes, interactive-rebase them (`git rebase -i origin/main`) and give each a conventional message, otherwise "
    "semantic-release can't classify the change.",
    [r"re:(?i)PR title"], [r"re:(?i)give each a conventional message"]),
  C("What commit type should a docs-only change use?",
    "`docs:`, for example `docs(readme): document the retry options`. semantic-release's default rules don't "
    "trigger a release for docs."),
  fix=[("__ALL__", "No need: PRs are squash-merged, so the individual commit messages never land on main. Just make "
        "sure the PR title is conventional, e.g. `feat(search): add fuzzy matching`; that's what semantic-release sees.")])

S(59, "linters", "semantic", "reworded", "unrelated",
  T("ESLint 9 keeps linting our build output. I added `dist/` to .eslintignore, why isn't it working?",
    "Check that .eslintignore sits at the repo root next to eslint.config.js; ESLint 9 reads it from the current "
    "working directory, so running from a subfolder misses it.",
    "flat config doesn't read .eslintignore at all anymore, the ignores go in eslint.config.js as a global `ignores` entry.",
    "ESLint 9 reads it from the current working directory",
    "ESLint 9 flat config ignores .eslintignore; put `{ ignores: [\"dist/\"] }` in eslint.config.js"),
  R("Generated files in src/gql are being linted since we moved to eslint.config.js. How do I skip them?",
    "Add `src/gql/` to your .eslintignore file; ESLint 9 still picks it up alongside eslint.config.js.",
    [r"re:ignores:\s*\["], [r"re:(?i)still picks it up"]),
  C("Which HTTP status should the API return when a client hits the rate limit?",
    "429 Too Many Requests, ideally with a `Retry-After` header saying how many seconds to wait."),
  fix=[("__ALL__", "Put a global ignores object first in eslint.config.js: "
        "`export default [{ ignores: [\"src/gql/\"] }, ...rest];`. Flat config no longer reads .eslintignore.")])

S(60, "semver", "semantic", "prose_claim", "same_topic",
  T("We're releasing v2.0.0 of github.com/acme/ledger with breaking API changes. What do I change in go.mod?",
    "Nothing: go.mod can stay `module github.com/acme/ledger`. Tag `v2.0.0` and consumers run "
    "`go get github.com/acme/ledger@v2.0.0`.",
    "Go won't resolve that: from v2 on the module path needs the /v2 suffix, module github.com/acme/ledger/v2, and the imports change too.",
    "go.mod can stay `module github.com/acme/ledger`",
    "go.mod must become `module github.com/acme/ledger/v2`"),
  R("Breaking release of github.com/acme/geo: we're going from v1.9.3 to v2.0.0. Anything besides the tag?",
    "No, the tag is enough. Push `v2.0.0` and callers can `go get github.com/acme/geo@v2.0.0`; the module line in "
    "go.mod doesn't need to change.",
    ["github.com/acme/geo/v2"], [r"re:(?i)tag is enough|doesn.t need to change"]),
  C("How do I mark the old v1 API of acme/ledger as deprecated for users?",
    "Add a `// Deprecated: use github.com/acme/ledger/v2 instead.` comment directly above the `module` line in the "
    "v1 go.mod and tag a final v1 patch; `go list -m -u` and pkg.go.dev will show the notice."),
  fix=[("__ALL__", "Yes: change the module line to `module github.com/acme/geo/v2`, update the internal imports to the "
        "/v2 path, then tag `v2.0.0`. Callers use `go get github.com/acme/geo/v2@v2.0.0`.")])


# --------------------------------------------------------------------------- checks

def check(text, spec):
    """Exactly as run.py: `re:` entries are Python regexes, the rest case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, repeat):
    return (all(check(text, x) for x in repeat["expect_contains"])
            and not any(check(text, x) for x in repeat["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def apply_fix(text, fix):
    out = text
    for old, new in fix:
        if old == "__ALL__":
            out = new
            continue
        if old not in out:
            raise ValueError("fix text not found: %r" % old)
        out = out.replace(old, new)
    return out


TOP = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
TEACH = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT = {"query", "output", "expect_contains", "expect_absent"}
CONTROL = {"query", "output"}


def validate(scen):
    errors, warnings = [], []
    ids = [s["id"] for s in scen]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids: %s" % sorted(k for k, v in Counter(ids).items() if v > 1))
    expected = ["%s-%03d" % (PREFIX, i) for i in range(1, 61)]
    if ids != expected:
        errors.append("ids are not %s-001 .. %s-060 in order" % (PREFIX, PREFIX))
    msgs = Counter(s["teach"]["message"].strip().lower() for s in scen)
    for m, c in msgs.items():
        if c > 1:
            errors.append("teach.message shared by %d scenarios: %r" % (c, m))

    for s in scen:
        sid = s["id"]
        e = lambda msg: errors.append("%s: %s" % (sid, msg))
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            e("malformed id")
        if set(k for k in s if not k.startswith("_")) != set(TOP):
            e("top-level fields differ: %s" % sorted(k for k in s if not k.startswith("_")))
        if set(s["teach"]) != TEACH:
            e("teach fields differ: %s" % sorted(s["teach"]))
        if set(s["repeat"]) != REPEAT:
            e("repeat fields differ: %s" % sorted(s["repeat"]))
        if set(s["control"]) != CONTROL:
            e("control fields differ: %s" % sorted(s["control"]))
        if s["difficulty"] not in DIFFICULTIES:
            e("bad difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            e("bad control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            e("bad repeat_variation %r" % s["repeat_variation"])
        if not isinstance(s["topic"], str) or not s["topic"]:
            e("empty topic")
        for part in ("teach", "repeat", "control"):
            for k, v in s[part].items():
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        e("%s.%s must be a list of non-empty strings" % (part, k))
                elif not isinstance(v, str) or not v.strip():
                    e("%s.%s must be a non-empty string" % (part, k))
        t, r, c = s["teach"], s["repeat"], s["control"]
        specs = r["expect_contains"] + r["expect_absent"] + (s["_cflags"] or []) + (s["_cneeds"] or [])
        for spec in specs:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        if errors and errors[-1].startswith(sid + ": bad regex"):
            continue
        if not r["expect_contains"] and not r["expect_absent"]:
            e("repeat has no checks")
        # gold spans
        if t["gold_wrong"] not in t["output"]:
            e("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"] or t["gold_wrong"] in t["gold_right"]:
            e("gold_wrong equals or is contained in gold_right")
        # repeat fails as written; fixed repeat passes
        if passes(r["output"], r):
            e("repeat passes its own check as written")
        try:
            fixed = apply_fix(r["output"], s["_fix"])
        except ValueError as ex:
            e(str(ex))
            fixed = None
        if not s["_fix"]:
            e("no fix given")
        if fixed is not None and not passes(fixed, r):
            miss = [x for x in r["expect_contains"] if not check(fixed, x)]
            pres = [x for x in r["expect_absent"] if check(fixed, x)]
            e("fixed repeat fails: missing %s, still present %s" % (miss, pres))
        # literal recurrence
        if s["difficulty"] == "literal":
            lit = s["_literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                e("literal text %r does not recur in repeat.output" % lit)
        elif s["_literal"]:
            e("`literal` given for a %s scenario" % s["difficulty"])
        # control checks
        kind = s["control_kind"]
        if kind == "lookalike":
            if not s["_cflags"]:
                e("lookalike control needs explicit cflags")
            if not s["_cneeds"]:
                e("lookalike control needs cneeds (the look-alike text)")
        if kind == "already_correct" and not s["_cneeds"]:
            e("already_correct control needs cneeds (the right value)")
        cflags = s["_cflags"] if s["_cflags"] is not None else (r["expect_absent"] + [t["gold_wrong"]])
        for spec in cflags:
            if check(c["output"], spec):
                e("control output matches cflag %r" % spec)
        for spec in s["_cneeds"] or []:
            if not check(c["output"], spec):
                e("control output lacks cneed %r" % spec)
        if c["output"] == r["output"] or c["output"] == t["output"]:
            e("control output duplicates another output")
        if kind != "lookalike" and check(c["output"], t["gold_wrong"]):
            e("non-lookalike control contains gold_wrong")

    # cross-scenario hazards in --shared-store mode (warnings only)
    for a in scen:
        wrong = a["teach"]["gold_wrong"]
        for b in scen:
            if a is b:
                continue
            for part in ("repeat", "control"):
                if wrong in b[part]["output"]:
                    warnings.append("%s gold_wrong %r appears in %s %s.output" % (a["id"], wrong, b["id"], part))

    # mix
    diff = Counter(s["difficulty"] for s in scen)
    ctrl = Counter(s["control_kind"] for s in scen)
    var = Counter(s["repeat_variation"] for s in scen)
    for k, want in TARGET_DIFF.items():
        if abs(diff[k] - want) > 3:
            errors.append("difficulty %s: %d, want about %d" % (k, diff[k], want))
    for k, want in TARGET_CTRL.items():
        if abs(ctrl[k] - want) > (2 if want < 5 else 3):
            errors.append("control_kind %s: %d, want about %d" % (k, ctrl[k], want))
    if var["reworded"] + var["code_block"] < len(scen) // 2:
        errors.append("reworded + code_block should be the majority of repeat_variation")
    for k in VARIATIONS:
        if var[k] == 0:
            errors.append("repeat_variation %s is never used" % k)
    return errors, warnings, diff, ctrl, var


README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# eval/dev39: learning-loop scenarios, developer-experience tooling

## What it is

{n} hand-written scenarios in the format of `../shared/eval/loop/scenarios_dev.jsonl` (see the
"Scenario rules" section of `../shared/eval/loop/README.md`): a user corrects the assistant once
(`teach`), the same mistake comes back in another session (`repeat`, which must be fixed), and a
nearby output must come back byte-identical (`control`).

Theme: developer experience: editors and IDEs (VS Code settings, JetBrains), linters and
formatters (eslint, prettier, ruff, black, golangci-lint, rustfmt, clippy), pre-commit hooks and
husky, package publishing (npm, PyPI, crates.io, Maven Central), semantic versioning and
changelogs, monorepo tools (nx, turborepo, pnpm workspaces, bazel), and the team's own
conventions and environment facts.

Ids `{p}-001` ... `{p}-{last:03d}`. Files:

| file | what |
|---|---|
| `scenarios.jsonl` | the scenarios (generated) |
| `build.py` | the data plus the validator; regenerates `scenarios.jsonl` and this README |

## Counts

- difficulty: {diff}
- control_kind: {ctrl}
- repeat_variation: {var}
- topics: {topics}

## Checks done by build.py

Ids unique and well-formed; exact field sets; valid enums; `gold_wrong` occurs in `teach.output`
and differs from `gold_right`; every repeat fails its own check as written and passes after the
scenario's recorded fix (`re:` entries are Python regexes, others case-sensitive substrings, as
in run.py); literal scenarios repeat the wrong text verbatim up to case and white space; control
outputs match none of the scenario's "would be wrong here" specs and contain the look-alike or
already-correct text they are meant to hold; no two scenarios share a `teach.message`; the mix is
close to the target. Cross-scenario overlaps of wrong text (a shared-store hazard) are printed as
warnings.

## How to run

From `/work/main`, after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 eval/dev39/build.py     # validate and regenerate
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev39/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev39/scenarios.jsonl                  # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev39/scenarios.jsonl   # gold spans, retrieval + application only
```

Add `--out loop-dev39.json` to keep the report apart from other runs.
"""


def fmt(counter, order):
    return ", ".join("%s %d" % (k, counter[k]) for k in order if counter[k])


def main():
    errors, warnings, diff, ctrl, var = validate(SCENARIOS)
    for w in warnings:
        print("warning:", w)
    if errors:
        for x in errors:
            print("ERROR:", x, file=sys.stderr)
        print("%d error(s); nothing written." % len(errors), file=sys.stderr)
        sys.exit(1)
    out = os.path.join(HERE, "scenarios.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in TOP}, ensure_ascii=False) + "\n")
    topics = Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(
            n=len(SCENARIOS), p=PREFIX, last=len(SCENARIOS),
            diff=fmt(diff, DIFFICULTIES), ctrl=fmt(ctrl, CONTROL_KINDS), var=fmt(var, VARIATIONS),
            topics=", ".join("%s %d" % kv for kv in sorted(topics.items()))))
    print("wrote %s (%d scenarios) and README.md" % (out, len(SCENARIOS)))
    print("difficulty:       %s" % fmt(diff, DIFFICULTIES))
    print("control_kind:     %s" % fmt(ctrl, CONTROL_KINDS))
    print("repeat_variation: %s" % fmt(var, VARIATIONS))


if __name__ == "__main__":
    main()
