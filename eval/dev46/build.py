#!/usr/bin/env python3
"""Builds eval/dev46: learning-loop scenarios on Python packaging and environments.

    python3 eval/dev46/build.py

Holds the 60 hand-written scenarios, validates them, and (only if validation
passes) regenerates scenarios.jsonl and README.md next to this file.
Standard library only.

Per scenario, besides the published fields, two build-only fields are kept here:
  fix   - (old, new) replacements that turn repeat.output into a correct answer;
  holds - for lookalike / already_correct controls, the text the control must
          contain (the lookalike of the wrong text, or the already-right value).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d46"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
TOPICS = ("pip", "uv", "poetry", "conda", "venv", "wheels", "pyproject", "private-index",
          "python-versions", "team-env", "metadata")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
VARIATION_RANGE = {"reworded": (13, 17), "code_block": (16, 20)}
OTHER_VARIATION_RANGE = (2, 8)


def S(key, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    return {"key": key, "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
            "control_kind": control_kind, "teach": teach, "repeat": repeat, "control": control,
            "fix": fix, "holds": holds}


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output,
            "expect_contains": expect_contains, "expect_absent": expect_absent}


def C(query, output):
    return {"query": query, "output": output}


DATA = [
    # ------------------------------------------------------------------ literal
    S("L01", "pip", "literal", "reworded", "lookalike",
      T("My ~/.cache/pip is at 6 GB. How do I wipe it?",
        "Run `pip cache clear` to delete everything pip has cached (downloaded wheels and HTTP responses). `pip cache info` shows the size before and after.",
        "there's no `pip cache clear`, the subcommand is `pip cache purge`",
        "pip cache clear", "pip cache purge"),
      R("how do I empty pip's download cache on the CI runner?",
        "SSH into the runner and run pip cache clear; the next install will download fresh wheels.",
        [r"re:pip cache (purge|remove)"], ["pip cache clear"]),
      C("How do I throw away Poetry's cached PyPI metadata?",
        "Run `poetry cache clear pypi --all`; `poetry cache list` shows which caches exist."),
      [("pip cache clear", "pip cache purge")], holds="cache clear"),

    S("L02", "venv", "literal", "code_block", "lookalike",
      T("Set up a virtualenv for this repo on my Ubuntu laptop",
        "From the repo root:\n```bash\npython3 -m venv .venv\nsource .venv/Scripts/activate\npip install -r requirements.txt\n```",
        "on linux it's .venv/bin/activate, Scripts/ is the windows layout",
        "source .venv/Scripts/activate", "source .venv/bin/activate"),
      R("Create a venv on the Debian build box and install the dev requirements",
        "```bash\npython3.12 -m venv .venv\nsource .venv/Scripts/activate\npython -m pip install -r requirements-dev.txt\n```",
        [".venv/bin/activate"], [".venv/Scripts/activate"]),
      C("I'm in Git Bash on Windows. How do I activate the env in `tools-env`?",
        "Git Bash sees the Windows layout but uses POSIX syntax, so run `source tools-env/Scripts/activate`."),
      [(".venv/Scripts/activate", ".venv/bin/activate")], holds="Scripts/activate"),

    S("L03", "pip", "literal", "code_block", "lookalike",
      T("Our Docker build keeps compiling numpy from source. How do I make pip refuse sdists?",
        "Tell pip to accept wheels only:\n```bash\npip install --no-binary :all: -r requirements.txt\n```\nIf no wheel matches the platform, the install fails instead of building.",
        "that's backwards, --no-binary forces source builds. you want --only-binary :all:",
        "--no-binary :all:", "--only-binary :all:"),
      R("how can I stop pip from ever building from an sdist in the image?",
        "Add this to the Dockerfile:\n```dockerfile\nRUN pip install --no-cache-dir --no-binary :all: -r requirements.txt\n```",
        ["--only-binary"], [r"re:--no-binary[ =]:all:"]),
      C("lxml's wheels bundle their own libxml2. How do I build it against the system library instead?",
        "Force a source build for that one package: `pip install --no-binary lxml lxml`. Install `libxml2-dev` and `libxslt1-dev` first."),
      [("--no-binary :all:", "--only-binary :all:")], holds="--no-binary"),

    S("L04", "uv", "literal", "reworded", "lookalike",
      T("In CI I want the job to fail if someone changed pyproject.toml but didn't re-lock. What should the install step run?",
        "Use `uv sync --frozen`. It refuses to continue when uv.lock is out of date with pyproject.toml, so a forgotten `uv lock` breaks the build.",
        "--frozen doesn't check anything, it just trusts the lockfile as it is. The one that errors on a stale lock is --locked.",
        "uv sync --frozen", "uv sync --locked"),
      R("Which uv command turns the pipeline red when the lockfile is stale?",
        "Run `uv sync --frozen` in the install step; if uv.lock no longer matches the project metadata, uv exits non-zero.",
        ["--locked"], ["uv sync --frozen`"]),
      C("Why does our Dockerfile install dependencies before copying the source?",
        "For layer caching: `uv sync --frozen --no-install-project` installs only the locked dependencies, so that layer is reused until uv.lock changes."),
      [("uv sync --frozen", "uv sync --locked")], holds="uv sync --frozen"),

    S("L05", "poetry", "literal", "code_block", "lookalike",
      T("Dockerfile step to install only the runtime deps with Poetry? We're on Poetry 2.1.",
        "```dockerfile\nRUN poetry install --no-dev --no-root\n```\nThis skips the dev group and doesn't install the project itself.",
        "--no-dev is gone in Poetry 2, it's --only main",
        "poetry install --no-dev", "poetry install --only main"),
      R("poetry command for the prod image, without pytest and the other dev tools",
        "```bash\npoetry config virtualenvs.create false\npoetry install --no-dev --no-interaction\n```",
        [r"re:--only[ =]main|--without[ =]dev"], ["poetry install --no-dev"]),
      C("How do I leave the dev dependencies out when syncing with uv?",
        "Pass `--no-dev`: `uv sync --no-dev` installs the project and its runtime dependencies but skips the `dev` group."),
      [("poetry install --no-dev", "poetry install --only main")], holds="--no-dev"),

    S("L06", "pyproject", "literal", "code_block", "lookalike",
      T("How do I expose a `reportgen` command from my package in pyproject.toml?",
        "Declare it as an entry point:\n```toml\n[project.entry-points.console_scripts]\nreportgen = \"reportgen.cli:main\"\n```",
        "pyproject doesn't allow console_scripts under entry-points, it has to go in [project.scripts]",
        "[project.entry-points.console_scripts]", "[project.scripts]"),
      R("add a console command `syncer` that calls run() in syncer/__main__.py",
        "In pyproject.toml:\n```toml\n[project.entry-points.console_scripts]\nsyncer = \"syncer.__main__:run\"\n```\nAfter `pip install -e .` the `syncer` command is on your PATH.",
        ["[project.scripts]"], ["console_scripts"]),
      C("How does a pytest plugin register itself in pyproject.toml?",
        "Through the `pytest11` entry-point group:\n```toml\n[project.entry-points.pytest11]\ntimer = \"pytest_timer.plugin\"\n```"),
      [("[project.entry-points.console_scripts]", "[project.scripts]")], holds="[project.entry-points."),

    S("L07", "private-index", "literal", "reworded", "lookalike",
      T("what's the pip config for pulling our internal packages?",
        "Point pip at the internal index in `~/.config/pip/pip.conf`:\n```ini\n[global]\nindex-url = https://pypi.corp.halden.io/simple/\n```",
        "we moved off the old devpi, the index is https://halden.jfrog.io/artifactory/api/pypi/pypi-virtual/simple now. pypi.corp.halden.io only keeps the archived py27 wheels",
        "https://pypi.corp.halden.io/simple/", "https://halden.jfrog.io/artifactory/api/pypi/pypi-virtual/simple"),
      R("How do I tell uv to resolve from our private index?",
        "Set `UV_DEFAULT_INDEX=https://pypi.corp.halden.io/simple/` in your shell profile, or add it as an `[[tool.uv.index]]` entry with `default = true`.",
        ["halden.jfrog.io/artifactory/api/pypi/pypi-virtual/simple"], ["pypi.corp.halden.io/simple"]),
      C("Where do the old Python 2.7 wheels for the billing batch live?",
        "They're still on the old devpi host, pypi.corp.halden.io, under `/archive/py27/`; it's read-only now."),
      [("https://pypi.corp.halden.io/simple/", "https://halden.jfrog.io/artifactory/api/pypi/pypi-virtual/simple")],
      holds="pypi.corp.halden.io"),

    S("L08", "pip", "literal", "casing", "lookalike",
      T("ImportError: No module named PIL. What do I install?",
        "Install the imaging library with `pip install PIL`, then `from PIL import Image` will work.",
        "PIL has been dead for years, the package is Pillow (the import name is still PIL)",
        "pip install PIL", "pip install Pillow"),
      R("need to resize a folder of PNGs in a script, which package do I install?",
        "Use the PIL imaging library: `pip install pil`, then `Image.open(path).resize((800, 600))` for each file.",
        [r"re:(?i)pip install pillow"], [r"re:(?i)pip install pil\b"]),
      C("How do I get an image's width and height in Python?",
        "```python\nfrom PIL import Image\n\nwith Image.open(\"logo.png\") as im:\n    width, height = im.size\n```"),
      [("pip install pil", "pip install Pillow")], holds="PIL"),

    S("L09", "venv", "literal", "casing", "lookalike",
      T("How do I activate the venv from a plain cmd.exe prompt?",
        "From the project folder run `.venv\\Scripts\\Activate.ps1`; the prompt changes to show `(.venv)`.",
        "that's the PowerShell script. in cmd.exe it's .venv\\Scripts\\activate.bat",
        ".venv\\Scripts\\Activate.ps1", ".venv\\Scripts\\activate.bat"),
      R("activating a virtualenv from the Windows command prompt (not PowerShell)",
        "In Command Prompt, from the repo root run `.venv\\scripts\\activate.ps1`, and `deactivate` when you're done.",
        ["activate.bat"], [".venv\\scripts\\activate.ps1"]),
      C("PowerShell says running scripts is disabled when I activate my venv",
        "Allow locally created scripts for your user, then activate again:\n```powershell\nSet-ExecutionPolicy -Scope CurrentUser RemoteSigned\n.venv\\Scripts\\Activate.ps1\n```"),
      [(".venv\\scripts\\activate.ps1", ".venv\\Scripts\\activate.bat")], holds=".venv\\Scripts\\Activate.ps1"),

    S("L10", "team-env", "literal", "casing", "already_correct",
      T("The Windows build job has to create a venv. Which interpreter path should the script call?",
        "Call the interpreter explicitly so PATH doesn't matter: `C:\\Python312\\python.exe -m venv .venv`.",
        "On our build agents Python is installed under C:\\Tools\\Python312, there is no C:\\Python312",
        "C:\\Python312\\python.exe", "C:\\Tools\\Python312\\python.exe"),
      R("batch script for the windows agent: make a venv and install deps",
        "```bat\nc:\\python312\\python.exe -m venv .venv\n.venv\\Scripts\\python.exe -m pip install -r requirements.txt\n```",
        [r"re:(?i)c:\\tools\\python312\\python\.exe"], [r"re:(?i)c:\\python312"]),
      C("Which python does the nightly job on the Windows agents use?",
        "It calls `C:\\Tools\\Python312\\python.exe -m pytest -x` directly, without activating a venv."),
      [("c:\\python312\\python.exe", "C:\\Tools\\Python312\\python.exe")], holds="C:\\Tools\\Python312\\python.exe"),

    S("L11", "conda", "literal", "code_block", "same_topic",
      T("How do I point LD_LIBRARY_PATH at the active conda env's lib dir in a wrapper script?",
        "```bash\nexport LD_LIBRARY_PATH=\"$CONDA_ENV_PATH/lib:$LD_LIBRARY_PATH\"\n```\nThis picks up whichever env is currently activated.",
        "CONDA_ENV_PATH is from ancient conda. activation sets $CONDA_PREFIX",
        "$CONDA_ENV_PATH", "$CONDA_PREFIX"),
      R("bash: how do I get the site-packages dir of whatever conda env is active?",
        "```bash\nSITE=\"$CONDA_ENV_PATH/lib/python3.11/site-packages\"\nls \"$SITE\"\n```",
        ["CONDA_PREFIX"], ["CONDA_ENV_PATH"]),
      C("How can a script print the name, not the path, of the active conda env?",
        "Read `$CONDA_DEFAULT_ENV`, e.g. `echo \"active env: $CONDA_DEFAULT_ENV\"`; it is `base` when nothing else is activated."),
      [("$CONDA_ENV_PATH", "$CONDA_PREFIX")]),

    S("L12", "pyproject", "literal", "code_block", "lookalike",
      T("Minimal [build-system] table for a setuptools project?",
        "```toml\n[build-system]\nrequires = [\"setuptools>=68\"]\nbuild-backend = \"setuptools.build\"\n```",
        "build-backend = \"setuptools.build_meta\"",
        "\"setuptools.build\"", "\"setuptools.build_meta\""),
      R("pyproject.toml skeleton for a new library with setuptools and a src/ layout",
        "```toml\n[build-system]\nrequires = [\"setuptools>=69\"]\nbuild-backend = \"setuptools.build\"\n\n[tool.setuptools.packages.find]\nwhere = [\"src\"]\n```",
        ["setuptools.build_meta"], ["\"setuptools.build\""]),
      C("And the [build-system] table if I use hatch?",
        "```toml\n[build-system]\nrequires = [\"hatchling\"]\nbuild-backend = \"hatchling.build\"\n```"),
      [("\"setuptools.build\"", "\"setuptools.build_meta\"")], holds=".build\""),

    S("L13", "team-env", "literal", "reworded", "lookalike",
      T("Which base image should the new worker service's Dockerfile start from?",
        "Match the other services and start from `python:3.12-slim-bullseye`, then install your wheels with `pip install --no-cache-dir`.",
        "we moved everything to bookworm last quarter, base is python:3.12-slim-bookworm",
        "python:3.12-slim-bullseye", "python:3.12-slim-bookworm"),
      R("starting the Dockerfile for the ingest service, what's the FROM line?",
        "Use `FROM python:3.12-slim-bullseye AS runtime` so it lines up with the rest of the fleet.",
        ["python:3.12-slim-bookworm"], ["slim-bullseye"]),
      C("What system Python do the old reporting VMs have?",
        "Those VMs are still on Debian 11 (bullseye), whose system `python3` is 3.9, so use pyenv there for anything newer."),
      [("python:3.12-slim-bullseye", "python:3.12-slim-bookworm")], holds="bullseye"),

    S("L14", "wheels", "literal", "code_block", "lookalike",
      T("How do I push what's in dist/ to TestPyPI with twine?",
        "```bash\ntwine upload --repository-url https://test.pypi.org/simple/ dist/*\n```\nUse `__token__` as the username and your TestPyPI API token as the password.",
        "the upload endpoint is https://test.pypi.org/legacy/ - /simple/ is the install index",
        "https://test.pypi.org/simple/", "https://test.pypi.org/legacy/"),
      R("build and upload the package to test pypi",
        "```bash\npython -m build\ntwine upload --repository-url https://test.pypi.org/simple/ --skip-existing dist/*\n```",
        [r"re:test\.pypi\.org/legacy/|--repository testpypi|-r testpypi"], [r"re:upload[^\n]*test\.pypi\.org/simple"]),
      C("How do I install my package back from TestPyPI to check it?",
        "```bash\npip install --index-url https://test.pypi.org/simple/ --extra-index-url https://pypi.org/simple/ halden-auth==0.4.0\n```\nThe extra index lets its dependencies come from the real PyPI."),
      [("https://test.pypi.org/simple/", "https://test.pypi.org/legacy/")], holds="https://test.pypi.org/simple/"),

    S("L15", "private-index", "literal", "reworded", "already_correct",
      T("How do I add the GitLab package registry as a second index in the CI job?",
        "Set it as a variable in `.gitlab-ci.yml` so every pip call sees it:\n```yaml\nvariables:\n  PIP_EXTRA_INDEX: \"https://gitlab-ci-token:${CI_JOB_TOKEN}@gitlab.example.com/api/v4/projects/412/packages/pypi/simple\"\n```",
        "pip won't read that variable, it's PIP_EXTRA_INDEX_URL",
        "PIP_EXTRA_INDEX", "PIP_EXTRA_INDEX_URL"),
      R("which env var makes pip on my laptop also look at the team's GitLab registry?",
        "Export `PIP_EXTRA_INDEX=https://gitlab.example.com/api/v4/projects/412/packages/pypi/simple` in your ~/.zshrc; pip then checks it alongside PyPI.",
        ["PIP_EXTRA_INDEX_URL="], [r"re:PIP_EXTRA_INDEX(?!_URL)"]),
      C("Why does pip on my laptop also query the GitLab registry?",
        "Your `~/.zshrc` exports `PIP_EXTRA_INDEX_URL=https://gitlab.example.com/api/v4/projects/412/packages/pypi/simple`, so every `pip install` checks it in addition to PyPI."),
      [("PIP_EXTRA_INDEX=", "PIP_EXTRA_INDEX_URL=")], holds="PIP_EXTRA_INDEX_URL"),

    S("L16", "uv", "literal", "code_block", "lookalike",
      T("How do I pass the Artifactory token to uv in GitHub Actions? The index is named `halden` in pyproject.toml.",
        "Expose it as environment variables on the sync step:\n```yaml\n- run: uv sync --locked\n  env:\n    UV_HTTP_BASIC_HALDEN_USERNAME: ci-bot\n    UV_HTTP_BASIC_HALDEN_PASSWORD: ${{ secrets.ARTIFACTORY_TOKEN }}\n```",
        "that's the poetry naming. for uv it's UV_INDEX_HALDEN_USERNAME / UV_INDEX_HALDEN_PASSWORD",
        "UV_HTTP_BASIC_HALDEN_", "UV_INDEX_HALDEN_"),
      R("uv can't authenticate to our halden index in the nightly workflow, what env do I set?",
        "```yaml\nenv:\n  UV_HTTP_BASIC_HALDEN_USERNAME: ${{ vars.ARTIFACTORY_USER }}\n  UV_HTTP_BASIC_HALDEN_PASSWORD: ${{ secrets.ARTIFACTORY_TOKEN }}\n```",
        ["UV_INDEX_HALDEN_USERNAME", "UV_INDEX_HALDEN_PASSWORD"], ["UV_HTTP_BASIC_"]),
      C("And for the older services that still use Poetry, which variables carry the same credentials?",
        "Poetry reads `POETRY_HTTP_BASIC_HALDEN_USERNAME` and `POETRY_HTTP_BASIC_HALDEN_PASSWORD` for a source named `halden`."),
      [("UV_HTTP_BASIC_HALDEN_", "UV_INDEX_HALDEN_")], holds="HTTP_BASIC_HALDEN_"),

    S("L17", "wheels", "literal", "code_block", "lookalike",
      T("Which manylinux image should cibuildwheel use for our x86_64 Linux wheels?",
        "Set it in pyproject.toml:\n```toml\n[tool.cibuildwheel.linux]\nmanylinux-x86_64-image = \"manylinux2014\"\n```",
        "we target manylinux_2_28, everything we deploy to is RHEL 8 or newer",
        "manylinux-x86_64-image = \"manylinux2014\"", "manylinux-x86_64-image = \"manylinux_2_28\""),
      R("cibuildwheel config for building the geo extension wheels on linux",
        "```toml\n[tool.cibuildwheel]\nbuild = \"cp311-* cp312-*\"\nskip = \"*-musllinux_*\"\n\n[tool.cibuildwheel.linux]\narchs = [\"x86_64\"]\nmanylinux-x86_64-image = \"manylinux2014\"\n```",
        ["manylinux_2_28"], [r're:manylinux-x86_64-image\s*=\s*"manylinux2014"']),
      C("auditwheel says my wheel is manylinux_2_17_x86_64. Is that the same as manylinux2014?",
        "Yes. `manylinux2014` is the legacy alias for `manylinux_2_17` (glibc 2.17), so the two tags are equivalent."),
      [("\"manylinux2014\"", "\"manylinux_2_28\"")], holds="manylinux2014"),

    S("L18", "pyproject", "literal", "code_block", "lookalike",
      T("How do I declare in pyproject.toml that we need Python 3.10 or newer?",
        "Add it to the `[project]` table:\n```toml\n[project]\nname = \"halden-auth\"\npython_requires = \">=3.10\"\n```",
        "in [project] the key is requires-python. python_requires is the old setup.py / setup.cfg spelling",
        "python_requires", "requires-python"),
      R("new package metadata in pyproject: name metrics-client, python 3.11+",
        "```toml\n[project]\nname = \"metrics-client\"\nversion = \"0.1.0\"\npython_requires = \">=3.11\"\n```",
        ["requires-python = \">=3.11\""], [r're:python_requires\s*=\s*"']),
      C("Where does the minimum Python go in our legacy setup.cfg?",
        "Under `[options]`:\n```ini\n[options]\npackages = find:\npython_requires = >=3.8\n```"),
      [("python_requires", "requires-python")], holds="python_requires"),

    S("L19", "uv", "literal", "code_block", "same_topic",
      T("Can I make uv put the project venv in /opt/venv inside our container instead of .venv?",
        "Yes, set the environment variable before syncing:\n```dockerfile\nENV UV_VENV_DIR=/opt/venv\nRUN uv sync --locked\n```",
        "uv ignores that. the variable is UV_PROJECT_ENVIRONMENT",
        "UV_VENV_DIR", "UV_PROJECT_ENVIRONMENT"),
      R("uv in docker: how do I get it to install into /app/venv?",
        "```dockerfile\nWORKDIR /app\nENV UV_VENV_DIR=/app/venv\nRUN uv sync --no-dev\n```",
        ["UV_PROJECT_ENVIRONMENT=/app/venv"], ["UV_VENV_DIR"]),
      C("Where does uv keep its download cache in the container, and can I move it?",
        "By default it's `~/.cache/uv` (so `/root/.cache/uv` as root); set `UV_CACHE_DIR` to move it, or mount a BuildKit cache at that path."),
      [("UV_VENV_DIR", "UV_PROJECT_ENVIRONMENT")]),

    S("L20", "pip", "literal", "code_block", "same_topic",
      T("How do I get pip-compile to put hashes in requirements.txt?",
        "```bash\npip-compile --with-hashes -o requirements.txt requirements.in\n```\nThen install with `pip install --require-hashes -r requirements.txt`.",
        "--generate-hashes",
        "--with-hashes", "--generate-hashes"),
      R("pin the dev deps with hashes using pip-tools",
        "```bash\npip-compile --with-hashes --extra dev -o requirements-dev.txt pyproject.toml\n```",
        ["--generate-hashes"], ["--with-hashes"]),
      C("What does --require-hashes do at install time?",
        "It makes pip refuse any requirement that isn't pinned with `==` and accompanied by a `--hash`, and it checks every downloaded file against those hashes."),
      [("--with-hashes", "--generate-hashes")]),

    S("L21", "pip", "literal", "reworded", "lookalike",
      T("requirements.txt line for scikit-learn 1.5?",
        "Add `sklearn==1.5.1` to requirements.txt; that's the name you import, so it's the one pip expects.",
        "sklearn on PyPI is a deprecated dummy that errors out on install. the dist name is scikit-learn, only the import is sklearn",
        "sklearn==1.5.1", "scikit-learn==1.5.1"),
      R("what do I put in requirements-ml.txt to get scikit learn pinned?",
        "Pin it by its import name: `sklearn==1.5.1`, next to `numpy==1.26.4`.",
        ["scikit-learn==1.5.1"], [r"re:(?<![\w-])sklearn=="]),
      C("How do I split my data into train and test sets?",
        "```python\nfrom sklearn.model_selection import train_test_split\n\nX_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=42)\n```"),
      [("`sklearn==1.5.1`", "`scikit-learn==1.5.1`")], holds="sklearn"),

    S("L22", "python-versions", "literal", "reworded", "lookalike",
      T("Can I read pyproject.toml without adding a dependency?",
        "Yes, `tomllib` has been in the standard library since Python 3.10: `import tomllib` and call `tomllib.load()` on the file opened in binary mode.",
        "tomllib is 3.11+, on 3.10 you still need the tomli backport",
        "since Python 3.10", "since Python 3.11"),
      R("which Python version ships tomllib?",
        "It's standard library since Python 3.10, so on 3.10+ you can drop the `tomli` dependency.",
        ["3.11"], [r"re:(tomllib|standard library) since Python 3\.10", "on 3.10+"]),
      C("When did Python get structural pattern matching?",
        "`match`/`case` statements have been available since Python 3.10 (PEP 634)."),
      [("since Python 3.10", "since Python 3.11"), ("on 3.10+", "on 3.11+")], holds="since Python 3.10"),

    S("L23", "python-versions", "literal", "code_block", "already_correct",
      T("GitHub Actions step to set up Python 3.10 for the tests?",
        "```yaml\n- uses: actions/setup-python@v5\n  with:\n    python-version: 3.10\n```",
        "quote it - unquoted YAML reads 3.10 as the float 3.1, so setup-python goes looking for 3.1. python-version: '3.10'",
        "python-version: 3.10", "python-version: '3.10'"),
      R("workflow job that runs pytest on 3.10",
        "```yaml\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n        with:\n          python-version: 3.10\n      - run: pip install -e '.[test]' && pytest\n```",
        [r"""re:python-version: ['"]3\.10['"]"""], [r"re:(?m)python-version:\s*3\.10\s*$"]),
      C("matrix over 3.10 to 3.12 in the workflow?",
        "```yaml\nstrategy:\n  matrix:\n    python-version: ['3.10', '3.11', '3.12']\n```"),
      [("python-version: 3.10\n", "python-version: '3.10'\n")], holds="'3.10'"),

    S("L24", "conda", "literal", "code_block", "lookalike",
      T("Write an environment.yml for the forecasting notebook env",
        "```yaml\nname: forecast\nchannels:\n  - conda-forge\n  - defaults\ndependencies:\n  - python=3.11\n  - pandas=2.2\n  - statsmodels\n```",
        "we can't use the anaconda defaults channel (licensing), conda-forge only. put nodefaults in its place",
        "- defaults", "- nodefaults"),
      R("environment file for the churn-model env, python 3.11 + xgboost",
        "```yaml\nname: churn-model\nchannels:\n  - conda-forge\n  - defaults\ndependencies:\n  - python=3.11\n  - xgboost=2.1\n  - scikit-learn\n```",
        ["- nodefaults"], [r"re:(?m)^\s*-\s*defaults\s*$"]),
      C("How do I stop conda on my laptop from pulling from the Anaconda channel?",
        "Run `conda config --remove channels defaults`, then `conda config --add channels conda-forge`; `conda config --show channels` confirms the result."),
      [("  - defaults\n", "  - nodefaults\n")], holds="defaults"),

    S("L25", "pip", "literal", "reworded", "lookalike",
      T("Where does the per-user pip config file go on Windows?",
        "Create `%APPDATA%\\pip\\pip.conf` and put your `[global]` settings there, e.g. `index-url`.",
        "On windows the file is pip.ini not pip.conf, so %APPDATA%\\pip\\pip.ini",
        "%APPDATA%\\pip\\pip.conf", "%APPDATA%\\pip\\pip.ini"),
      R("I want a global timeout for pip on my windows laptop, which file?",
        "Add `timeout = 60` under `[global]` in %APPDATA%\\pip\\pip.conf (create the folder if it doesn't exist).",
        ["pip.ini"], [r"re:(?i)pip\\pip\.conf"]),
      C("And where is the user config on Linux?",
        "On Linux it's `~/.config/pip/pip.conf` (the legacy `~/.pip/pip.conf` is still read too); `pip config debug` lists every file pip checks."),
      [("%APPDATA%\\pip\\pip.conf", "%APPDATA%\\pip\\pip.ini")], holds="pip.conf"),

    S("L26", "poetry", "literal", "reworded", "same_topic",
      T("How do I drop into the project's virtualenv with Poetry? We're on Poetry 2.1.",
        "Run `poetry shell`; it spawns a subshell with the project's virtualenv activated.",
        "if you're on Poetry 2 there's no poetry shell anymore (it moved to a plugin). use eval $(poetry env activate)",
        "poetry shell", "eval $(poetry env activate)"),
      R("activate the poetry venv in my terminal so I can run pytest directly",
        "Just type poetry shell in the repo; when you're done, `exit` returns you to your normal shell.",
        ["poetry env activate"], ["poetry shell"]),
      C("How do I see which virtualenv Poetry is using for this project?",
        "`poetry env info --path` prints the path of the active virtualenv; `poetry env list` shows all of them for the project."),
      [("type poetry shell", "run eval $(poetry env activate)"),
       ("`exit` returns you to your normal shell", "`deactivate` leaves the virtualenv")]),

    S("L27", "private-index", "literal", "code_block", "already_correct",
      T("How do I log pip into our CodeArtifact repo?",
        "```bash\naws codeartifact login --tool pip --domain brightline --domain-owner 381492205716 --repository pypi-store\n```\nThe token it writes into pip's config lasts 12 hours.",
        "repo is py-internal, pypi-store was the old one",
        "--repository pypi-store", "--repository py-internal"),
      R("CI step to authenticate pip against codeartifact before installing",
        "```yaml\n- run: aws codeartifact login --tool pip --repository pypi-store --domain brightline --domain-owner 381492205716\n- run: pip install -r requirements.txt\n```",
        ["--repository py-internal"], ["pypi-store"]),
      C("Which CodeArtifact repository does the deploy role read from?",
        "It reads from the `py-internal` repository in the `brightline` domain; the policy grants `codeartifact:ReadFromRepository` on that repository only."),
      [("--repository pypi-store", "--repository py-internal")], holds="py-internal"),

    S("L28", "team-env", "literal", "reworded", "unrelated",
      T("Where should the release job upload the built wheels?",
        "Copy them to the artifacts bucket: `aws s3 cp dist/ s3://halden-wheels/releases/ --recursive --exclude \"*\" --include \"*.whl\"`.",
        "cheers, but wrong bucket: release wheels go to s3://halden-build-artifacts/wheels/, halden-wheels was retired in the spring",
        "s3://halden-wheels/releases/", "s3://halden-build-artifacts/wheels/"),
      R("command to publish the nightly wheel to S3?",
        "After `python -m build --wheel`, run `aws s3 sync dist/ s3://halden-wheels/releases/ --exclude \"*.tar.gz\"`.",
        ["s3://halden-build-artifacts/wheels/"], ["s3://halden-wheels/"]),
      C("How do I get the current git commit hash in a script?",
        "`git rev-parse HEAD` prints the full hash; add `--short` for the abbreviated one."),
      [("s3://halden-wheels/releases/", "s3://halden-build-artifacts/wheels/")]),

    # ------------------------------------------------------------------ paraphrase
    S("P01", "poetry", "paraphrase", "other_identifier", "lookalike",
      T("What range does `httpx = \"^0.27.0\"` allow in Poetry?",
        "The caret allows any release that doesn't change the left-most digit, so `^0.27.0` means `>=0.27.0,<1.0.0`.",
        "hmm, isn't ^0.27.0 only >=0.27.0,<0.28.0? for 0.x the caret stops at the first non-zero digit",
        ">=0.27.0,<1.0.0", ">=0.27.0,<0.28.0"),
      R("poetry constraint ruff = \"^0.6.4\", what versions can it pick?",
        "`ruff = \"^0.6.4\"` lets Poetry pick anything from 0.6.4 up to, but not including, 1.0.0 (`>=0.6.4,<1.0.0`).",
        [r"re:<\s*0\.7(\.0)?\b"], ["<1.0.0", "up to, but not including, 1.0.0"]),
      C("What does `tomli-w = \"^1.0.0\"` allow?",
        "`^1.0.0` means `>=1.0.0,<2.0.0`: any 1.x release from 1.0.0 on."),
      [("up to, but not including, 1.0.0 (`>=0.6.4,<1.0.0`)", "up to, but not including, 0.7.0 (`>=0.6.4,<0.7.0`)")],
      holds="1.0.0"),

    S("P02", "pyproject", "paraphrase", "other_identifier", "lookalike",
      T("How do I list the authors in the [project] table?",
        "```toml\n[project]\nname = \"halden-auth\"\nauthors = [\"Dana Reyes <dana@halden.io>\"]\n```",
        "[project] authors are tables: authors = [{ name = \"Dana Reyes\", email = \"dana@halden.io\" }]. The \"Name <email>\" strings are the old [tool.poetry] format",
        "authors = [\"Dana Reyes <dana@halden.io>\"]", "authors = [{ name = \"Dana Reyes\", email = \"dana@halden.io\" }]"),
      R("fill in the metadata for the new cli package, maintainer is Mika Oyelaran",
        "```toml\n[project]\nname = \"halden-cli\"\nversion = \"0.3.0\"\nauthors = [\"Mika Oyelaran <mika@halden.io>\"]\n```",
        [r're:authors = \[\s*\{\s*name = "Mika Oyelaran"'], [r're:\[project\][^\[]*authors = \["']),
      C("Our old service still uses Poetry 1.8 metadata. How are authors written there?",
        "```toml\n[tool.poetry]\nname = \"ledger-sync\"\nversion = \"2.4.1\"\nauthors = [\"Platform Team <platform@halden.io>\"]\n```"),
      [("authors = [\"Mika Oyelaran <mika@halden.io>\"]", "authors = [{ name = \"Mika Oyelaran\", email = \"mika@halden.io\" }]")],
      holds="authors = [\""),

    S("P03", "private-index", "paraphrase", "other_identifier", "same_topic",
      T("pip complains about SSL for our internal mirror, which has a self-signed cert. Quick fix?",
        "Mark it as trusted alongside the index: `pip install --index-url https://mirror.lab.orrery.net/simple --trusted-host https://mirror.lab.orrery.net -r requirements.txt`.",
        "--trusted-host takes a bare host (optionally host:port), no scheme: --trusted-host mirror.lab.orrery.net",
        "--trusted-host https://mirror.lab.orrery.net", "--trusted-host mirror.lab.orrery.net"),
      R("pip.conf for the devpi box at 10.20.0.15:3141 that has no proper cert",
        "```ini\n[global]\nindex-url = http://10.20.0.15:3141/root/pypi/+simple/\ntrusted-host = http://10.20.0.15:3141\n```",
        [r"re:(?m)trusted-host\s*=\s*10\.20\.0\.15(:3141)?\s*$"], [r"re:trusted-host\s*=?\s*https?://"]),
      C("Is there a better way than trusted-host to deal with the self-signed cert?",
        "Point pip at your CA bundle instead: `pip config set global.cert /etc/ssl/certs/orrery-ca.pem`, or set `PIP_CERT` to that path."),
      [("trusted-host = http://10.20.0.15:3141", "trusted-host = 10.20.0.15:3141")]),

    S("P04", "uv", "paraphrase", "other_identifier", "lookalike",
      T("add ruff to the project as a dev tool",
        "Run `uv add --dev ruff`; it lands in the `dev` dependency group in pyproject.toml and `uv sync` installs it.",
        "we keep linters in their own group: uv add --group lint ruff. dev is only for test deps",
        "uv add --dev ruff", "uv add --group lint ruff"),
      R("set up mypy in the repo with uv",
        "Add it with `uv add --dev mypy`, then run `uv run mypy src/`.",
        ["uv add --group lint mypy"], ["uv add --dev mypy"]),
      C("add pytest-xdist so we can run the tests in parallel",
        "Run `uv add --dev pytest-xdist`, then `uv run pytest -n auto`."),
      [("uv add --dev mypy", "uv add --group lint mypy")], holds="uv add --dev"),

    S("P05", "pyproject", "paraphrase", "other_identifier", "lookalike",
      T("How do I make pywin32 a dependency only on Windows?",
        "Use an environment marker in `dependencies`: `\"pywin32>=306; sys_platform == 'windows'\"`.",
        "sys_platform is 'win32' on Windows, so that marker never matches. platform_system == 'Windows' works too",
        "sys_platform == 'windows'", "sys_platform == 'win32'"),
      R("colorama only on windows, in requirements.txt?",
        "Add this line:\n```\ncolorama>=0.4.6; sys_platform == \"windows\"\n```",
        [r"""re:sys_platform\s*==\s*["']win32["']|platform_system\s*==\s*["']Windows["']"""],
        [r"""re:sys_platform\s*==\s*["']windows["']"""]),
      C("How do I install uvloop everywhere except Windows?",
        "`\"uvloop>=0.19; platform_system != 'Windows'\"`: uvloop doesn't support Windows."),
      [("sys_platform == \"windows\"", "sys_platform == \"win32\"")], holds="Windows"),

    S("P06", "pip", "paraphrase", "other_identifier", "same_topic",
      T("How do I depend on tag v2.3.0 of our internal auth repo from requirements.txt?",
        "Use a direct reference: `halden-auth @ git+ssh://git@github.com/halden/auth.git#v2.3.0`.",
        "the ref goes after @ not #: ...auth.git@v2.3.0. the # part is for fragments like subdirectory=",
        "auth.git#v2.3.0", "auth.git@v2.3.0"),
      R("pin halden-metrics to the v0.9.1 tag straight from git",
        "Add `halden-metrics @ git+ssh://git@github.com/halden/metrics.git#v0.9.1` to requirements.txt and reinstall.",
        ["metrics.git@v0.9.1"], [r"re:\.git#v\d"]),
      C("The client package lives in a subfolder of the platform repo. How do I install it from git?",
        "Add a subdirectory fragment: `halden-client @ git+ssh://git@github.com/halden/platform.git@v1.8.0#subdirectory=clients/python`."),
      [("metrics.git#v0.9.1", "metrics.git@v0.9.1")]),

    S("P07", "venv", "paraphrase", "renamed_identifier", "already_correct",
      T("How can my script tell whether it's running inside a virtualenv?",
        "```python\nimport sys\n\nin_venv = hasattr(sys, \"real_prefix\")\n```",
        "real_prefix was only ever set by old virtualenv. for venv compare sys.prefix != sys.base_prefix",
        "hasattr(sys, \"real_prefix\")", "sys.prefix != sys.base_prefix"),
      R("bootstrap.py should refuse to run outside a venv, how do I check?",
        "```python\nimport sys\n\nis_isolated = hasattr(sys, 'real_prefix')\nif not is_isolated:\n    sys.exit(\"activate the virtualenv first\")\n```",
        ["sys.base_prefix"], ["real_prefix"]),
      C("What does sys.base_prefix hold inside a venv?",
        "Inside a venv `sys.base_prefix` still points at the base installation, e.g. `/usr/local`, while `sys.prefix` points at the venv, so `sys.prefix != sys.base_prefix` is the standard check."),
      [("hasattr(sys, 'real_prefix')", "sys.prefix != sys.base_prefix")], holds="sys.prefix != sys.base_prefix"),

    S("P08", "metadata", "paraphrase", "renamed_identifier", "lookalike",
      T("How do I read the installed version of httpx at runtime?",
        "```python\nfrom importlib.metadata import get_version\n\nhttpx_version = get_version(\"httpx\")\n```",
        "importlib.metadata has no get_version, the function is version(): from importlib.metadata import version",
        "from importlib.metadata import get_version", "from importlib.metadata import version"),
      R("expose __version__ in my package from the installed metadata",
        "```python\nimport importlib.metadata\n\n__version__ = importlib.metadata.get_version(\"halden-auth\")\n```",
        [r"re:importlib\.metadata\.version\(|from importlib\.metadata import[^\n]*\bversion\b"],
        [r"re:importlib\.metadata(\.| import )get_version"]),
      C("How does setuptools-scm compute the version from git in a build script?",
        "```python\nfrom setuptools_scm import get_version\n\nprint(get_version(root=\"..\", relative_to=__file__))\n```"),
      [("importlib.metadata.get_version(", "importlib.metadata.version(")], holds="get_version"),

    S("P09", "pyproject", "paraphrase", "renamed_identifier", "lookalike",
      T("Register an `auditlog` command that runs main() in auditlog/cli.py",
        "```toml\n[project.scripts]\nauditlog = \"auditlog.cli.main\"\n```",
        "needs a colon before the function: \"auditlog.cli:main\"",
        "\"auditlog.cli.main\"", "\"auditlog.cli:main\""),
      R("console script `syncd` calling serve() from syncd/server.py",
        "```toml\n[project.scripts]\nsyncd = \"syncd.server.serve\"\n```\nReinstall with `pip install -e .` to get the command.",
        ["\"syncd.server:serve\""], ["\"syncd.server.serve\""]),
      C("Can I run the auditlog CLI without installing the script?",
        "Yes, run the module directly: `python -m auditlog.cli --since 2024-06-01`."),
      [("\"syncd.server.serve\"", "\"syncd.server:serve\"")], holds="auditlog.cli"),

    S("P10", "pyproject", "paraphrase", "renamed_identifier", "same_topic",
      T("Read the version from pyproject.toml in a release script",
        "```python\nimport tomllib\n\nwith open(\"pyproject.toml\") as f:\n    data = tomllib.load(f)\nprint(data[\"project\"][\"version\"])\n```",
        "thanks, mostly works, but tomllib.load needs the file in binary mode: open(\"pyproject.toml\", \"rb\"). text mode raises TypeError",
        "open(\"pyproject.toml\")", "open(\"pyproject.toml\", \"rb\")"),
      R("load our deploy.toml config in python 3.12",
        "```python\nimport tomllib\n\nwith open(cfg_path) as fh:\n    cfg = tomllib.load(fh)\n```",
        [r"""re:open\(cfg_path,\s*["']rb["']\)"""], ["open(cfg_path)"]),
      C("How do I write a dict back out as TOML?",
        "`tomllib` is read-only; install `tomli-w` and call `tomli_w.dump(data, f)` with `f` opened in `\"wb\"` mode."),
      [("open(cfg_path)", "open(cfg_path, \"rb\")")]),

    S("P11", "pip", "paraphrase", "renamed_identifier", "same_topic",
      T("My script needs to install a package at runtime if it's missing",
        "```python\nimport subprocess\n\nsubprocess.check_call([\"pip\", \"install\", pkg])\n```",
        "that can hit a different interpreter's pip. use [sys.executable, \"-m\", \"pip\", \"install\", pkg]",
        "[\"pip\", \"install\", pkg]", "[sys.executable, \"-m\", \"pip\", \"install\", pkg]"),
      R("install plugin requirements from inside our CLI tool",
        "```python\nimport subprocess\n\ndef install_plugin_reqs(req_file):\n    subprocess.run([\"pip\", \"install\", \"-r\", req_file], check=True)\n```",
        ["sys.executable"], [r"""re:\[\s*["']pip3?["']\s*,\s*["']install["']"""]),
      C("How do I check from Python whether a package is installed?",
        "```python\nfrom importlib.util import find_spec\n\nhas_yaml = find_spec(\"yaml\") is not None\n```"),
      [("import subprocess\n", "import subprocess\nimport sys\n"),
       ("[\"pip\", \"install\", \"-r\", req_file]", "[sys.executable, \"-m\", \"pip\", \"install\", \"-r\", req_file]")]),

    S("P12", "private-index", "paraphrase", "equivalent_construct", "lookalike",
      T("Our CI runners need the halden-* packages too. What should the pip step look like?",
        "Add the internal index next to PyPI:\n```bash\npip install --extra-index-url https://halden.jfrog.io/artifactory/api/pypi/pypi-virtual/simple -r requirements.txt\n```",
        "runners have no route to pypi.org, so that stalls on PyPI timeouts. Use --index-url, the virtual repo already proxies PyPI",
        "--extra-index-url https://halden.jfrog.io", "--index-url https://halden.jfrog.io"),
      R("pip.conf to bake into the CI runner image",
        "```ini\n[global]\nextra-index-url = https://halden.jfrog.io/artifactory/api/pypi/pypi-virtual/simple\ntimeout = 60\n```",
        [r"re:(?m)^index-url\s*=\s*https://halden\.jfrog\.io"], [r"re:extra-index-url\s*="]),
      C("On my laptop, how do I get the CUDA 12.1 build of torch but keep PyPI for everything else?",
        "```bash\npip install torch==2.3.1 --extra-index-url https://download.pytorch.org/whl/cu121\n```"),
      [("extra-index-url = ", "index-url = ")], holds="--extra-index-url"),

    S("P13", "team-env", "paraphrase", "equivalent_construct", "already_correct",
      T("Install the AWS CLI on the bastion host",
        "Run `sudo pip install awscli` so it's available to every user on the box.",
        "no sudo pip on the bastions please, it breaks the apt-managed python. we use pipx: pipx install awscli",
        "sudo pip install awscli", "pipx install awscli"),
      R("get ansible onto the bastion so I can run playbooks from there",
        "Install it system-wide with `sudo python3 -m pip install ansible`, then check `ansible --version`.",
        [r"re:pipx install (--include-deps )?ansible"], [r"re:sudo (-H )?(python3? -m )?pip3? install"]),
      C("How do we keep the CLI tools on the bastion up to date?",
        "Everything there went in with `pipx install`, so `pipx upgrade-all` updates them in one go."),
      [("Install it system-wide with `sudo python3 -m pip install ansible`", "Install it with `pipx install --include-deps ansible`")],
      holds="pipx install"),

    S("P14", "pyproject", "paraphrase", "equivalent_construct", "lookalike",
      T("Where do I put pytest and coverage in pyproject.toml?",
        "Add them as an extra:\n```toml\n[project.optional-dependencies]\ndev = [\"pytest>=8.2\", \"coverage[toml]>=7.5\"]\n```\nInstall with `pip install -e '.[dev]'`.",
        "we don't publish test tools as extras. they go in [dependency-groups] (dev = [...]), uv installs that group by default",
        "[project.optional-dependencies]\ndev = ", "[dependency-groups]\ndev = "),
      R("add pytest-cov for the test suite using uv",
        "Run `uv add --optional dev pytest-cov`; it goes under the `dev` extra next to pytest.",
        [r"re:uv add (--dev|--group dev) pytest-cov"], ["--optional dev"]),
      C("How do I offer Postgres support as an optional install?",
        "Declare an extra:\n```toml\n[project.optional-dependencies]\npostgres = [\"psycopg[binary]>=3.2\"]\n```\nUsers then run `pip install 'halden-auth[postgres]'`."),
      [("uv add --optional dev pytest-cov", "uv add --dev pytest-cov"), ("the `dev` extra", "the `dev` group")],
      holds="[project.optional-dependencies]"),

    S("P15", "wheels", "paraphrase", "reordered_args", "unrelated",
      T("Package our Lambda's dependencies into a folder for the zip",
        "```bash\npip install -r requirements.txt --platform manylinux2014_x86_64 --only-binary=:all: --target package/\n```",
        "our lambdas run on arm64 (graviton), so --platform manylinux2014_aarch64",
        "--platform manylinux2014_x86_64 --only-binary=:all:", "--platform manylinux2014_aarch64 --only-binary=:all:"),
      R("build the deps dir for the thumbnailer lambda, python 3.12",
        "```bash\npip install --target build/deps --only-binary=:all: --python-version 3.12 --platform manylinux2014_x86_64 -r requirements.txt\n```",
        [r"re:manylinux(2014|_2_\d+)_aarch64"], ["manylinux2014_x86_64"]),
      C("How do I tail a CloudWatch log group from the terminal?",
        "`aws logs tail /aws/lambda/thumbnailer --follow --since 10m` streams new events as they arrive."),
      [("manylinux2014_x86_64", "manylinux2014_aarch64")]),

    S("P16", "conda", "paraphrase", "reordered_args", "same_topic",
      T("Create the etl conda env with pyarrow",
        "```bash\nconda create -n etl python=3.10 pyarrow=16 -c conda-forge\n```",
        "etl is on 3.11 like prod, make that python=3.11",
        "-n etl python=3.10", "-n etl python=3.11"),
      R("recreate the etl environment from scratch, it needs pandas too",
        "```bash\nconda env remove -n etl\nconda create -c conda-forge python=3.10 -n etl pandas pyarrow\n```",
        ["python=3.11"], ["python=3.10"]),
      C("How do I see which conda envs exist on this box?",
        "`conda env list` prints every environment with its path; the active one is marked with `*`."),
      [("python=3.10", "python=3.11")]),

    S("P17", "poetry", "paraphrase", "reordered_args", "same_topic",
      T("Add our pypi-local Artifactory repo as a Poetry source for the halden-* packages",
        "```bash\npoetry source add --priority=supplemental halden https://halden.jfrog.io/artifactory/api/pypi/pypi-local/simple\n```\nThen `poetry add --source halden halden-auth`.",
        "make it explicit, not supplemental. supplemental still gets asked for anything missing from PyPI; we want it used only for packages pinned to that source",
        "poetry source add --priority=supplemental halden", "poetry source add --priority=explicit halden"),
      R("register the internal artifactory source in the billing service's pyproject with poetry",
        "```bash\npoetry source add halden https://halden.jfrog.io/artifactory/api/pypi/pypi-local/simple --priority=supplemental\npoetry add --source halden halden-billing-models\n```",
        [r"re:--priority[ =]explicit"], [r"re:--priority[ =]supplemental"]),
      C("How do I check which sources Poetry has configured?",
        "`poetry source show` lists each source with its URL and priority."),
      [("--priority=supplemental", "--priority=explicit")]),

    S("P18", "venv", "paraphrase", "code_block", "lookalike",
      T("Use a venv inside our Docker image so pip installs don't touch the system python",
        "```dockerfile\nRUN python -m venv /opt/venv\nRUN . /opt/venv/bin/activate\nRUN pip install -r requirements.txt\n```",
        "activation doesn't survive across RUN steps, each one is a new shell. put ENV PATH=\"/opt/venv/bin:$PATH\" after creating it",
        "RUN . /opt/venv/bin/activate", "ENV PATH=\"/opt/venv/bin:$PATH\""),
      R("Dockerfile for the API: create a venv at /app/.venv and install into it",
        "```dockerfile\nWORKDIR /app\nRUN python -m venv .venv\nRUN source .venv/bin/activate\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n```",
        [r'''re:ENV PATH="?/app/\.venv/bin'''], [r"re:RUN[^\n]*bin/activate"]),
      C("Entrypoint script for the worker container?",
        "```bash\n#!/usr/bin/env bash\nset -euo pipefail\nsource /opt/venv/bin/activate\nexec celery -A worker worker --loglevel=INFO\n```"),
      [("RUN source .venv/bin/activate", "ENV PATH=\"/app/.venv/bin:$PATH\"")], holds="/opt/venv/bin/activate"),

    S("P19", "pyproject", "paraphrase", "code_block", "lookalike",
      T("Have setuptools take the version from halden_auth/__init__.py",
        "```toml\n[project]\nname = \"halden-auth\"\nversion = {attr = \"halden_auth.__version__\"}\n```",
        "version can't be a table in [project]. it's dynamic = [\"version\"] plus [tool.setuptools.dynamic] version = {attr = \"halden_auth.__version__\"}",
        "version = {attr = \"halden_auth.__version__\"}",
        "dynamic = [\"version\"]\n\n[tool.setuptools.dynamic]\nversion = {attr = \"halden_auth.__version__\"}"),
      R("single-source the version for the metrics package, it's in metrics_client/_version.py",
        "```toml\n[project]\nname = \"metrics-client\"\nrequires-python = \">=3.11\"\nversion = { attr = \"metrics_client._version.__version__\" }\n```",
        ["dynamic = [\"version\"]", "[tool.setuptools.dynamic]"], [r"re:\[project\][^\[]*\nversion = \{"]),
      C("Where does the version attr config go for the auth package?",
        "```toml\n[project]\nname = \"halden-auth\"\ndynamic = [\"version\"]\n\n[tool.setuptools.dynamic]\nversion = {attr = \"halden_auth.__version__\"}\n```"),
      [("version = { attr = \"metrics_client._version.__version__\" }",
        "dynamic = [\"version\"]\n\n[tool.setuptools.dynamic]\nversion = { attr = \"metrics_client._version.__version__\" }")],
      holds="version = {attr = \"halden_auth.__version__\"}"),

    # ------------------------------------------------------------------ semantic
    S("S01", "uv", "semantic", "prose_claim", "same_topic",
      T("What does `uv python pin 3.12` change in my project?",
        "`uv python pin 3.12` rewrites `requires-python` in pyproject.toml to `>=3.12`, so every install of the package will demand 3.12.",
        "pin doesn't touch pyproject. it just writes 3.12 into a .python-version file; requires-python is something you edit yourself",
        "rewrites `requires-python` in pyproject.toml to `>=3.12`", "writes `3.12` to a `.python-version` file"),
      R("if I run uv python pin 3.13, does my package metadata change?",
        "Yes: uv python pin 3.13 updates requires-python in pyproject.toml to >=3.13, so users on older Pythons can no longer install it.",
        [".python-version"], [r"re:(updates|rewrites|changes|sets) `?requires-python"]),
      C("What does requires-python in pyproject.toml actually control?",
        "It becomes the package's `Requires-Python` metadata; pip and uv skip releases whose `requires-python` doesn't match the running interpreter."),
      [("Yes: uv python pin 3.13 updates requires-python in pyproject.toml to >=3.13, so users on older Pythons can no longer install it.",
        "No: uv python pin 3.13 only writes 3.13 to .python-version; requires-python in pyproject.toml stays as it is.")]),

    S("S02", "python-versions", "semantic", "prose_claim", "lookalike",
      T("I ran `pyenv local 3.12.7` in the api repo. Where is that recorded?",
        "pyenv stores it in `~/.pyenv/version`, so 3.12.7 is now the default in every directory, not just the api repo.",
        "no, local writes a .python-version file in the current dir (the repo). ~/.pyenv/version is what pyenv global writes",
        "pyenv stores it in `~/.pyenv/version`, so 3.12.7 is now the default in every directory",
        "pyenv writes it to `.python-version` in the current directory, so 3.12.7 applies only inside the api repo"),
      R("does pyenv local change my python for other projects too?",
        "Yes. pyenv local records the version in ~/.pyenv/version, which every directory reads, so your other projects switch as well.",
        [".python-version"], [r"re:pyenv local[^.]*~/\.pyenv/version", r"re:(?i)other projects switch"]),
      C("How do I change the default Python for my whole user account with pyenv?",
        "`pyenv global 3.12.7` writes `~/.pyenv/version`, which is used wherever no `.python-version` file overrides it."),
      [("Yes. pyenv local records the version in ~/.pyenv/version, which every directory reads, so your other projects switch as well.",
        "No. pyenv local writes a .python-version file in the current directory, so only this project and its subdirectories use it.")],
      holds="~/.pyenv/version"),

    S("S03", "uv", "semantic", "reworded", "same_topic",
      T("Is `uvx ruff check .` enough to have ruff available afterwards?",
        "Yes, `uvx ruff` installs ruff permanently into `~/.local/bin`, so after the first run you can call `ruff` directly.",
        "thanks! small thing: uvx runs it from a temporary cached env, nothing lands on PATH. `uv tool install ruff` is the one that installs it for good",
        "`uvx ruff` installs ruff permanently into `~/.local/bin`",
        "`uvx ruff` runs ruff from a temporary cached environment; `uv tool install ruff` puts it in `~/.local/bin`"),
      R("after `uvx black .` can I just type black next time?",
        "Sure, the first uvx call puts black on your PATH for good, so from then on plain `black .` works.",
        ["uv tool install"], [r"re:(?i)on your PATH for good|installs? [a-z]+ permanently"]),
      C("How do I upgrade all the CLI tools I installed with uv?",
        "`uv tool upgrade --all` upgrades every tool installed with `uv tool install`; `uv tool list` shows what's there."),
      [("Sure, the first uvx call puts black on your PATH for good, so from then on plain `black .` works.",
        "No, uvx runs black from a temporary cached environment and doesn't add it to your PATH; run `uv tool install black` if you want a plain `black` command.")]),

    S("S04", "venv", "semantic", "reworded", "same_topic",
      T("Inside my activated venv, should I use pip install --user?",
        "Yes, `pip install --user httpx` inside the venv keeps the package in your user site-packages, which is the safest isolated place.",
        "no - in a venv the user site isn't even visible and pip refuses --user there. plain pip install already goes into the venv",
        "`pip install --user httpx` inside the venv keeps the package in your user site-packages, which is the safest isolated place",
        "plain `pip install httpx` inside the venv installs into the venv; pip rejects `--user` there because user site-packages aren't visible"),
      R("what's the cleanest way to add a package to the virtualenv I'm working in?",
        "Add --user so it stays isolated: `pip install --user rich` while the virtualenv is active.",
        [r"re:pip install rich"], [r"re:pip install --user", "Add --user"]),
      C("Where do user-level pip installs go on this machine?",
        "Run `python3 -m site --user-site`; on Linux it's usually `~/.local/lib/python3.12/site-packages`."),
      [("Add --user so it stays isolated: `pip install --user rich` while the virtualenv is active.",
        "With the virtualenv active, plain `pip install rich` installs into it; user installs aren't allowed inside a venv.")]),

    S("S05", "private-index", "semantic", "prose_claim", "lookalike",
      T("If I add our internal index with --extra-index-url, which one wins when a name exists on both?",
        "pip checks the extra index first and only falls back to PyPI if the package isn't there, so the internal copy always wins.",
        "not true for pip: it merges all indexes and takes the best version, so a higher version on PyPI wins. that's the dependency-confusion hole",
        "pip checks the extra index first and only falls back to PyPI if the package isn't there",
        "pip merges candidates from all indexes and picks the highest version, so a higher version on PyPI wins"),
      R("is it safe to use pip's --extra-index-url for private packages?",
        "Yes, pip gives the extra index priority: it is searched first, and PyPI is only used as a fallback, so nobody can shadow your private names.",
        [r"re:(?i)highest version|dependency confusion"],
        [r"re:(?i)searched first|only used as a fallback|gives the extra index priority|falls back to PyPI"]),
      C("How does uv pick between multiple indexes?",
        "uv checks indexes in the order they're defined and, with the default `first-index` strategy, takes the package from the first index that has it, which blocks dependency confusion."),
      [("Yes, pip gives the extra index priority: it is searched first, and PyPI is only used as a fallback, so nobody can shadow your private names.",
        "Not really: pip treats all indexes as equal and installs the highest version it finds, so someone can publish the same name with a higher version on PyPI and shadow your private package.")],
      holds="first"),

    S("S06", "conda", "semantic", "prose_claim", "same_topic",
      T("A colleague on a Mac needs my Linux conda env. How do I share it?",
        "Run `conda env export > environment.yml`; the file is platform-independent, so they can `conda env create -f environment.yml` on macOS as is.",
        "plain export pins build strings and linux-only packages, it won't solve on macOS. use conda env export --from-history",
        "the file is platform-independent, so they can `conda env create -f environment.yml` on macOS as is",
        "the file pins Linux build strings and packages; export with `--from-history` to share it across platforms"),
      R("will a conda env export from my ubuntu box work on windows?",
        "Yes, a full `conda env export` is portable: build strings are ignored on other platforms, so the same environment.yml recreates the env on Windows.",
        ["--from-history"], [r"re:(?i)is portable|build strings are ignored"]),
      C("How do I make an exact, same-platform copy of a conda env?",
        "`conda list --explicit > spec-file.txt` records every package URL; `conda create -n copy --file spec-file.txt` rebuilds it on the same platform."),
      [("Yes, a full `conda env export` is portable: build strings are ignored on other platforms, so the same environment.yml recreates the env on Windows.",
        "Not reliably: a full `conda env export` pins Linux build strings and Linux-only packages; use `conda env export --from-history` to get a file that solves on Windows.")]),

    S("S07", "wheels", "semantic", "prose_claim", "lookalike",
      T("We only publish cp311 wheels for our extension. Will they install on Python 3.12?",
        "Yes, a `cp311-cp311-manylinux_2_28_x86_64` wheel also installs on Python 3.12 because both are Python 3.",
        "no, cp311-cp311 only works on 3.11, pip on 3.12 will skip it and fall back to the sdist. we'd need cp312 wheles or abi3",
        "a `cp311-cp311-manylinux_2_28_x86_64` wheel also installs on Python 3.12 because both are Python 3",
        "a `cp311-cp311-manylinux_2_28_x86_64` wheel only installs on CPython 3.11; 3.12 needs a cp312 (or abi3) wheel"),
      R("numpy-1.26.4-cp311-cp311-macosx_11_0_arm64.whl - can I use it in my 3.12 venv?",
        "Yes, that wheel will also install on Python 3.12 since it's the same major version.",
        [r"re:cp312|only (installs|works) on (CPython |Python )?3\.11"],
        ["will also install on Python 3.12", "same major version"]),
      C("cryptography only ships one Linux wheel per arch. Does it work on 3.12?",
        "Yes: `cryptography-43.0.1-cp39-abi3-manylinux_2_28_x86_64.whl` targets the stable ABI, so it also installs on Python 3.12 and 3.13."),
      [("Yes, that wheel will also install on Python 3.12 since it's the same major version.",
        "No, the cp311-cp311 tags tie it to CPython 3.11; in a 3.12 venv pip needs a cp312 wheel.")],
      holds="also installs on Python 3.12"),

    S("S08", "pip", "semantic", "reworded", "already_correct",
      T("zsh: no matches found: .[dev] - what does that mean?",
        "It means your pyproject.toml has no `dev` extra defined; add it under `[project.optional-dependencies]` and rerun `pip install -e .[dev]`.",
        "that's zsh globbing the square brackets, pip never even runs. quote it: pip install -e '.[dev]'",
        "It means your pyproject.toml has no `dev` extra defined",
        "zsh is treating the brackets as a glob pattern; quote the argument: `pip install -e '.[dev]'`"),
      R("pip install .[test] fails in my terminal with 'no matches found'",
        "The `test` extra is missing from your package metadata, so add a `test` list to `[project.optional-dependencies]` and try `pip install .[test]` again.",
        [r"""re:['"]\.\[test\]['"]"""], [r"re:(?i)extra is missing|no `?test`? extra"]),
      C("CI step to install the package with its test extra?",
        "`- run: pip install -e '.[test]'`; the quotes keep the brackets away from shell globbing."),
      [("The `test` extra is missing from your package metadata, so add a `test` list to `[project.optional-dependencies]` and try `pip install .[test]` again.",
        "That's zsh expanding the brackets as a glob before pip runs; quote it: `pip install '.[test]'`.")],
      holds="'.[test]'"),

    S("S09", "team-env", "semantic", "reworded", "unrelated",
      T("boto3 has a fix we need. How do I get it into the lockfile?",
        "Run `uv lock --upgrade` and commit the new uv.lock in your PR.",
        "please don't bump the lock by hand in our repos, Renovate owns uv.lock. trigger it from the dependency dashboard issue and it opens the PR",
        "Run `uv lock --upgrade` and commit the new uv.lock in your PR.",
        "Trigger Renovate from the dependency dashboard issue; it opens the uv.lock PR."),
      R("a newer pydantic is out, how do I update our lockfile?",
        "Refresh it yourself with uv lock --upgrade-package pydantic, then push the updated uv.lock.",
        ["Renovate"], [r"re:uv lock --upgrade"]),
      C("How do I squash my last three commits?",
        "`git rebase -i HEAD~3`, then mark the second and third commits as `squash` (or `s`)."),
      [("Refresh it yourself with uv lock --upgrade-package pydantic, then push the updated uv.lock.",
        "Don't bump it by hand: tick pydantic in Renovate's dependency dashboard issue and Renovate opens the uv.lock PR.")]),

    S("S10", "python-versions", "semantic", "prose_claim", "already_correct",
      T("Our old build script imports distutils. Will it still work on Python 3.12?",
        "It will run: distutils is still in the standard library on 3.12, it just emits a DeprecationWarning.",
        "distutils was removed in 3.12 (PEP 632). it only imports if setuptools provides its shim, so port it to setuptools/sysconfig",
        "distutils is still in the standard library on 3.12, it just emits a DeprecationWarning",
        "distutils was removed from the standard library in 3.12 (PEP 632); port the script to setuptools or sysconfig"),
      R("is distutils gone in 3.12 or just deprecated?",
        "Just deprecated: on 3.12 distutils still ships with the standard library and only warns when imported.",
        ["removed"], [r"re:(?i)just deprecated|still ships with the standard library|only warns"]),
      C("Which Python release removed distutils?",
        "Python 3.12 removed `distutils` (PEP 632); it had been deprecated in 3.10."),
      [("Just deprecated: on 3.12 distutils still ships with the standard library and only warns when imported.",
        "Gone: distutils was removed from the standard library in 3.12; only setuptools' compatibility shim provides it now.")],
      holds="removed"),

    S("S11", "pip", "semantic", "prose_claim", "same_topic",
      T("What does --no-build-isolation do?",
        "`pip install --no-build-isolation .` builds the package in a fresh temporary environment that contains only the `[build-system] requires`.",
        "it's the reverse: isolation is the default. --no-build-isolation builds in your current env, so the build deps must already be installed",
        "builds the package in a fresh temporary environment that contains only the `[build-system] requires`",
        "builds the package in the current environment, so the `[build-system] requires` must already be installed"),
      R("should I pass --no-build-isolation to get a clean build env?",
        "Yes, with --no-build-isolation pip creates an isolated build environment and installs just the declared build requirements into it.",
        [r"re:(?i)current environment|already (be )?installed"],
        [r"re:(?i)--no-build-isolation[^.]*(creates|gives|uses) an? (isolated|clean|fresh)"]),
      C("Why does pip download setuptools when I install from an sdist?",
        "By default pip builds sdists in an isolated temporary environment and installs the `[build-system] requires` (here setuptools) into it first."),
      [("Yes, with --no-build-isolation pip creates an isolated build environment and installs just the declared build requirements into it.",
        "No, isolation is already the default; --no-build-isolation makes pip build in the current environment, so the build requirements must already be installed.")]),

    S("S12", "poetry", "semantic", "reworded", "already_correct",
      T("Where does Poetry put the virtualenv for our monorepo services?",
        "Poetry keeps it under `~/.cache/pypoetry/virtualenvs/`, in a folder named after the project plus a hash, so there's nothing inside the repo.",
        "not in our repos: poetry.toml sets virtualenvs.in-project = true, so it's .venv in the service dir (the CI cache keys on that)",
        "Poetry keeps it under `~/.cache/pypoetry/virtualenvs/`",
        "Our poetry.toml sets `virtualenvs.in-project = true`, so Poetry creates it as `.venv` in the service directory"),
      R("I need to point VS Code at the poetry env of the billing service. Where is it?",
        "Look in ~/.cache/pypoetry/virtualenvs/; there's a billing-... folder with a hash suffix, and its bin/python is the interpreter.",
        [".venv"], ["~/.cache/pypoetry/virtualenvs"]),
      C("Why does every service dir have a .venv folder?",
        "Because our `poetry.toml` sets `virtualenvs.in-project = true`, Poetry creates the env as `.venv` next to `pyproject.toml`."),
      [("Look in ~/.cache/pypoetry/virtualenvs/; there's a billing-... folder with a hash suffix, and its bin/python is the interpreter.",
        "It's in the service directory: our poetry.toml sets virtualenvs.in-project = true, so use billing/.venv/bin/python as the interpreter.")],
      holds="virtualenvs.in-project = true"),

    S("S13", "venv", "semantic", "code_block", "same_topic",
      T("Multi-stage build: make the venv in python:3.12-slim-bookworm and run it on distroless. OK?",
        "Yes: build in `python:3.12-slim-bookworm` and `COPY --from=builder /opt/venv /opt/venv` into `gcr.io/distroless/python3-debian12`. A venv is self-contained, so it runs without the builder's Python.",
        "a venv isn't self-contained, bin/python is a symlink to the builder's interpreter. and distroless debian12 ships 3.11, so the 3.12 site-packages won't load. use the same python in both stages",
        "A venv is self-contained, so it runs without the builder's Python.",
        "A venv links to the interpreter that created it, so the runtime stage needs the same Python version at the same path."),
      R("slim final image: copy the venv out of the builder stage into a plain debian image",
        "```dockerfile\nFROM python:3.12-slim-bookworm AS builder\nCOPY requirements.txt /tmp/\nRUN python -m venv /opt/venv && /opt/venv/bin/pip install -r /tmp/requirements.txt\n\n# the venv is self-contained, no Python needed in the final stage\nFROM debian:bookworm-slim\nCOPY --from=builder /opt/venv /opt/venv\nCMD [\"/opt/venv/bin/python\", \"-m\", \"app\"]\n```",
        [], [r"re:(?i)self-contained", "FROM debian:bookworm-slim"]),
      C("How do I keep pip's cache out of the final image?",
        "Install with `pip install --no-cache-dir ...` in the builder, or mount a cache with `RUN --mount=type=cache,target=/root/.cache/pip` so nothing is written into the layer."),
      [("# the venv is self-contained, no Python needed in the final stage\nFROM debian:bookworm-slim",
        "# the venv links to the builder's interpreter, so run on the same base image\nFROM python:3.12-slim-bookworm")]),
]

# Final id order: interleaved so that neighbouring ids differ in topic and difficulty.
ORDER = [
    "L01", "P01", "S01", "L02", "P02", "L03", "S02", "P03", "L04", "L05",
    "P04", "S03", "L06", "P05", "L07", "S04", "P06", "L08", "L09", "P07",
    "S05", "L10", "P08", "L11", "S06", "P09", "L12", "L13", "P10", "S07",
    "L14", "P11", "L15", "S08", "P12", "L16", "L17", "P13", "S09", "L18",
    "P14", "L19", "S10", "P15", "L20", "L21", "P16", "S11", "L22", "P17",
    "L23", "S12", "P18", "L24", "L25", "P19", "S13", "L26", "L27", "L28",
]


# ---------------------------------------------------------------------- checks
def check(text, spec):
    """Exactly run.py's check: `re:` entries are Python regexes, others case-sensitive substrings."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, contains, absent):
    return all(check(text, s) for s in contains) and not any(check(text, s) for s in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def apply_fix(text, fix):
    for old, new in fix:
        if old not in text:
            return None, old
        text = text.replace(old, new)
    return text, None


def build():
    by_key = {d["key"]: d for d in DATA}
    errors, warnings = [], []
    if len(by_key) != len(DATA):
        errors.append("duplicate keys in DATA")
    if sorted(ORDER) != sorted(by_key) or len(ORDER) != len(set(ORDER)):
        errors.append("ORDER does not list every scenario exactly once")
    rows = []
    for i, key in enumerate(ORDER, 1):
        d = by_key[key]
        rows.append((d, {
            "id": "%s-%03d" % (PREFIX, i),
            "topic": d["topic"], "difficulty": d["difficulty"],
            "repeat_variation": d["repeat_variation"], "control_kind": d["control_kind"],
            "teach": dict(d["teach"]), "repeat": dict(d["repeat"]), "control": dict(d["control"]),
        }))

    top_keys = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
    teach_keys = {"query", "output", "message", "gold_wrong", "gold_right"}
    repeat_keys = {"query", "output", "expect_contains", "expect_absent"}
    control_keys = {"query", "output"}
    seen_ids, seen_msgs, seen_queries = set(), {}, {}

    for d, s in rows:
        sid = s["id"]
        err = lambda m: errors.append("%s (%s): %s" % (sid, d["key"], m))
        # ids and shape
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid) or sid in seen_ids:
            err("bad or duplicate id")
        seen_ids.add(sid)
        if set(s) != top_keys:
            err("top-level fields %s" % sorted(set(s) ^ top_keys))
        if set(s["teach"]) != teach_keys:
            err("teach fields %s" % sorted(set(s["teach"]) ^ teach_keys))
        if set(s["repeat"]) != repeat_keys:
            err("repeat fields %s" % sorted(set(s["repeat"]) ^ repeat_keys))
        if set(s["control"]) != control_keys:
            err("control fields %s" % sorted(set(s["control"]) ^ control_keys))
        if s["topic"] not in TOPICS:
            err("unknown topic %r" % s["topic"])
        if s["difficulty"] not in DIFFICULTIES:
            err("bad difficulty %r" % s["difficulty"])
        if s["repeat_variation"] not in VARIATIONS:
            err("bad repeat_variation %r" % s["repeat_variation"])
        if s["control_kind"] not in CONTROL_KINDS:
            err("bad control_kind %r" % s["control_kind"])
        for part, keys in (("teach", teach_keys), ("repeat", ("query", "output")), ("control", control_keys)):
            for k in keys:
                v = s[part].get(k)
                if not isinstance(v, str) or not v.strip():
                    err("%s.%s must be a non-empty string" % (part, k))
        r, t, c = s["repeat"], s["teach"], s["control"]
        specs = r["expect_contains"] + r["expect_absent"]
        if not all(isinstance(x, str) and x for x in specs):
            err("expect lists must hold non-empty strings")
            continue
        for spec in specs:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("bad regex %r: %s" % (spec, e))
        if not r["expect_absent"]:
            err("expect_absent is empty: the check would not reject the mistake")

        # teach gold spans
        if t["gold_wrong"] not in t["output"]:
            err("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err("gold_wrong == gold_right")
        if t["message"] in seen_msgs:
            err("teach.message shared with %s" % seen_msgs[t["message"]])
        seen_msgs[t["message"]] = sid
        for q in (t["query"], r["query"], c["query"]):
            if q in seen_queries and seen_queries[q] != sid:
                warnings.append("%s: query also used by %s: %r" % (sid, seen_queries[q], q))
            seen_queries.setdefault(q, sid)
        if norm(r["query"]) == norm(t["query"]):
            err("repeat.query is not paraphrased")

        # repeat fails as written, passes after fix
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            err("repeat passes its own check as written")
        if not any(check(r["output"], x) for x in r["expect_absent"]):
            err("no expect_absent entry catches the mistake in the repeat as written")
        if not d["fix"]:
            err("no fix recorded")
        else:
            out, missing = apply_fix(r["output"], d["fix"])
            if out is None:
                err("fix old text not in repeat.output: %r" % missing)
            elif not fixed(out, r["expect_contains"], r["expect_absent"]):
                miss = [x for x in r["expect_contains"] if not check(out, x)]
                pres = [x for x in r["expect_absent"] if check(out, x)]
                err("repeat still fails after fix (missing %s, present %s)" % (miss, pres))

        # difficulty vs wrong text
        gw = norm(t["gold_wrong"])
        in_repeat = gw in norm(r["output"])
        if s["difficulty"] == "literal" and not in_repeat:
            err("literal scenario: gold_wrong does not recur verbatim (up to case/space) in repeat")
        if s["difficulty"] == "paraphrase" and in_repeat:
            err("paraphrase scenario: gold_wrong recurs verbatim; label it literal")
        if s["difficulty"] == "semantic" and in_repeat:
            warnings.append("%s: semantic scenario repeats gold_wrong verbatim" % sid)

        # control
        if c["output"] == r["output"]:
            err("control.output equals repeat.output")
        hit = [x for x in r["expect_absent"] if check(c["output"], x)]
        if hit:
            err("control.output matches expect_absent %s" % hit)
        holds = d["holds"]
        kind = s["control_kind"]
        if kind in ("lookalike", "already_correct"):
            if not holds:
                err("%s control needs `holds`" % kind)
            elif holds not in c["output"]:
                err("control.output lacks its holds text %r" % holds)
            else:
                hl = holds.lower()
                if kind == "lookalike":
                    lits = [x.lower() for x in r["expect_absent"] if not x.startswith("re:")]
                    ok = hl in t["gold_wrong"].lower() or t["gold_wrong"].lower() in hl or any(hl in x for x in lits)
                    if not ok:
                        err("lookalike holds %r is not (part of) the wrong text" % holds)
                else:
                    ok = (hl in t["gold_right"].lower() or t["gold_right"].lower() in hl
                          or any(check(holds, x) for x in r["expect_contains"]))
                    if not ok:
                        err("already_correct holds %r is not (part of) the right text" % holds)
        else:
            if holds:
                err("%s control must not set holds" % kind)
            if gw in norm(c["output"]):
                warnings.append("%s: %s control contains gold_wrong; is it a lookalike?" % (sid, kind))

    # mix
    n = len(rows)
    if n != 60:
        errors.append("expected 60 scenarios, have %d" % n)
    diff = Counter(s["difficulty"] for _, s in rows)
    ctrl = Counter(s["control_kind"] for _, s in rows)
    var = Counter(s["repeat_variation"] for _, s in rows)
    for name, target, got in (("difficulty", TARGET_DIFFICULTY, diff), ("control_kind", TARGET_CONTROL, ctrl)):
        for k, v in target.items():
            if abs(got.get(k, 0) - v) > 2:
                errors.append("%s %s: %d, target %d" % (name, k, got.get(k, 0), v))
    for k in VARIATIONS:
        lo, hi = VARIATION_RANGE.get(k, OTHER_VARIATION_RANGE)
        if not lo <= var.get(k, 0) <= hi:
            errors.append("repeat_variation %s: %d, expected %d-%d" % (k, var.get(k, 0), lo, hi))

    # shared-store hazards: one scenario's wrong text inside another scenario's texts
    for da, a in rows:
        gw = norm(a["teach"]["gold_wrong"])
        for db, b in rows:
            if a is b:
                continue
            for label, text in (("teach.output", b["teach"]["output"]), ("repeat.output", b["repeat"]["output"]),
                                ("control.output", b["control"]["output"]), ("teach.query", b["teach"]["query"]),
                                ("repeat.query", b["repeat"]["query"]), ("control.query", b["control"]["query"])):
                if gw in norm(text):
                    warnings.append("overlap: gold_wrong of %s (%r) occurs in %s %s"
                                    % (a["id"], a["teach"]["gold_wrong"], b["id"], label))
            for spec in a["repeat"]["expect_absent"]:
                if check(b["control"]["output"], spec):
                    warnings.append("overlap: expect_absent %r of %s matches control of %s" % (spec, a["id"], b["id"]))

    return rows, errors, warnings, (diff, ctrl, var)


README_HEAD = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev46: Python packaging and environments

A learning-loop scenario set for cairn, in the format of `../shared/eval/loop/scenarios_dev.jsonl`
(see `../shared/eval/loop/README.md`, "Scenario rules"). Each scenario has a user correcting one mistake
in an assistant answer (`teach`), another session where the same mistake comes back (`repeat`, which
should be fixed), and an output that must come back byte-identical (`control`).

Theme: pip, uv, poetry, conda, virtualenvs, wheels and sdists, pyproject.toml, private indexes,
Python version management, and a team's own conventions and environment facts (index URLs, base
images, build agents, buckets, lockfile policy). Corrections mix public facts with team conventions
and are phrased in varied ways (x-not-y, bare fact, imperative, terse, hedged, with a reason, with
thanks, a condition, two related values, the odd typo).

Files: `scenarios.jsonl` (generated, one JSON object per line, ids `d46-001` ... `d46-060` in order)
and `build.py` (the data, the validator, and the generator for both files). Edit `build.py`, never
the generated files.
"""

README_TAIL = """
## What build.py checks

`python3 eval/dev46/build.py` validates everything below and only then writes `scenarios.jsonl` and
this README; on any error it prints the errors and writes nothing.

- ids unique, well formed (`d46-NNN`) and in order; exact field sets at every level; valid
  `topic`, `difficulty`, `repeat_variation` and `control_kind` values; non-empty strings; regexes compile.
- `teach.gold_wrong` occurs in `teach.output` and differs from `teach.gold_right`.
- Every repeat **fails** its own check as written (at least one `expect_absent` entry catches the
  mistake) and **passes** after applying its recorded fix, a list of (old, new) replacements kept in
  `build.py`. The check is run.py's: entries starting with `re:` are Python regexes (`re.search`),
  the others case-sensitive substrings; fixed = every `expect_contains` present and every
  `expect_absent` absent.
- `literal` scenarios repeat `gold_wrong` verbatim up to case and white space; `paraphrase`
  scenarios do not (the mistake comes back with another identifier, value, order or construct);
  `semantic` repeats are prose claims with looser checks.
- Controls match none of the scenario's `expect_absent` entries, so an unchanged control is never
  counted as wrong. `lookalike` controls contain the wrong text (or the part of it a literal
  substitution would hit) used correctly in another context; `already_correct` controls contain the
  right value. No control equals its repeat.
- No two scenarios share a `teach.message`; the mix is within 2 of the targets.
- Cross-scenario overlaps (one scenario's `gold_wrong` inside another scenario's text, or one
  scenario's `expect_absent` matching another's control) are printed as warnings, because with
  `--shared-store` every correction is in one store; the set is written to have none.

## How to run

From the cairn repository root:

```sh
go build -o bin/cairn ./cmd/cairn
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev46/scenarios.jsonl
```

Drop `--shared-store` for a fresh store per scenario, or add `--oracle-teach` to store the gold spans
directly (retrieval and application without detection).
"""


def counts_table(title, counter, order):
    lines = ["| %s | n |" % title, "|---|---|"]
    for k in order:
        if counter.get(k):
            lines.append("| %s | %d |" % (k, counter[k]))
    return "\n".join(lines)


def main():
    rows, errors, warnings, (diff, ctrl, var) = build()
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("\n%d error(s); nothing written." % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for _, s in rows:
            f.write(json.dumps(s, ensure_ascii=False) + "\n")
    topics = Counter(s["topic"] for _, s in rows)
    readme = README_HEAD + "\n## Counts\n\n%d scenarios.\n\n%s\n\n%s\n\n%s\n\n%s\n" % (
        len(rows),
        counts_table("difficulty", diff, DIFFICULTIES),
        counts_table("control_kind", ctrl, CONTROL_KINDS),
        counts_table("repeat_variation", var, VARIATIONS),
        counts_table("topic", topics, TOPICS)) + README_TAIL
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme)
    print("ok: %d scenarios, %d warning(s)" % (len(rows), len(warnings)))
    print("difficulty:", dict(diff))
    print("control_kind:", dict(ctrl))
    print("repeat_variation:", dict(var))


if __name__ == "__main__":
    main()
