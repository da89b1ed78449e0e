#!/usr/bin/env python3
"""Build dev53: teach -> repeat -> control scenarios on automated testing and QA.

Standard library only. Validates every scenario, then writes scenarios.jsonl and
README.md next to this file. The `fix` and `holds` fields are build-only checks and
are not written to scenarios.jsonl.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "identifier", "renamed_identifier",
              "reordered_args", "equivalent_construct", "prose_claim")

RANGES = {
    "difficulty": {"literal": (26, 30), "paraphrase": (17, 21), "semantic": (11, 15)},
    "control_kind": {"lookalike": (30, 34), "same_topic": (14, 18),
                     "already_correct": (7, 11), "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8),
                         "identifier": (2, 8), "renamed_identifier": (2, 8),
                         "reordered_args": (2, 8), "equivalent_construct": (2, 8),
                         "prose_claim": (2, 8)},
}

S = []


def sc(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    S.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "fix": fix, "holds": holds,
    })


# 001
sc("pytest", "paraphrase", "equivalent_construct", "lookalike",
   ("The suite takes 20 minutes. How do I make pytest stop at the first failing test?",
    "Pass `-s`: `pytest -s tests/` aborts the run as soon as one test fails, so you don't wait for the rest.",
    "-s only turns off output capturing. stop on first failure is -x (--exitfirst)",
    "pytest -s tests/", "pytest -x tests/"),
   ("In CI I want the unit job to bail out on the first broken test, what do I add to pytest?",
    "Add `--capture=no` to the command: `pytest --capture=no tests/unit` stops the session at the first failing test and skips the rest.",
    ["re:pytest (-x|--exitfirst|--maxfail=1) tests/unit"], ["--capture=no"]),
   ("My print() calls don't show up when pytest runs. How do I see them?",
    "Run `pytest -s` (short for `--capture=no`) so stdout and stderr go straight to the terminal instead of being captured."),
   [("Add `--capture=no` to the command: `pytest --capture=no tests/unit`", "Add `-x` to the command: `pytest -x tests/unit`")],
   "pytest -s")

# 002
sc("pytest", "semantic", "reworded", "lookalike",
   ("How do I assert the error text with pytest.raises?",
    "Pass the expected text as `message`: `with pytest.raises(ValueError, message=\"invalid currency\"):`. pytest compares it with the exception's message.",
    "message= was removed back in pytest 5. It's match=, and it's a regex searched in str(excinfo.value)",
    "message=\"invalid currency\"", "match=\"invalid currency\""),
   ("pytest: check that parse_amount('-5') raises ValueError mentioning 'negative amount'",
    "pytest.raises has a message argument for exactly this: give it the text you expect and the block fails when the ValueError from parse_amount('-5') carries a different message.",
    ["match="], ["re:message argument"]),
   ("How do I silence the 'unclosed transport' ResourceWarning in conftest.py?",
    "Call `warnings.filterwarnings(\"ignore\", message=\"unclosed transport\", category=ResourceWarning)` in conftest.py; `message=` is a regex matched against the start of the warning text."),
   [("pytest.raises has a message argument for exactly this: give it the text you expect",
     "pytest.raises takes a `match=` regex for exactly this, `with pytest.raises(ValueError, match=\"negative amount\")`,")],
   "message=\"unclosed transport\"")

# 003
sc("pytest", "literal", "code_block", "lookalike",
   ("Run the same discount test for three coupon codes",
    "```python\n@pytest.mark.parameterize(\"code\", [\"SAVE10\", \"SAVE20\", \"FREESHIP\"])\ndef test_coupon_applies(code):\n    assert apply_coupon(make_cart(), code).discount > 0\n```",
    "typo: pytest spells it parametrize, it rejects parameterize at collection time",
    "parameterize", "parametrize"),
   ("pytest: same dashboard test for the admin, editor and viewer roles",
    "```python\nimport pytest\n\n@pytest.mark.parameterize(\"role\", [\"admin\", \"editor\", \"viewer\"])\ndef test_dashboard_loads(client, role):\n    login_as(client, role)\n    assert client.get(\"/dashboard\").status_code == 200\n```",
    ["@pytest.mark.parametrize(\"role\""], ["parameterize"]),
   ("How do I parametrize a method on a unittest.TestCase subclass?",
    "pytest's parametrize mark doesn't work on unittest.TestCase methods. Install the `parameterized` package and decorate the method with `@parameterized.expand([(\"admin\",), (\"viewer\",)])`."),
   [("parameterize", "parametrize")],
   "@parameterized.expand")

# 004
sc("playwright", "semantic", "prose_claim", "lookalike",
   ("Do I need waitForTimeout before checking the 'Saved' toast in Playwright?",
    "No. `await expect(toast).toHaveText('Saved')` retries on its own for up to 30 seconds, which is the default expect timeout.",
    "Default expect timeout is 5s, not 30. 30s is the per-test timeout (set expect: { timeout } in the config if you need longer)",
    "30 seconds", "5 seconds"),
   ("how long does a playwright web-first assertion keep polling before it fails?",
    "Web-first assertions such as toBeVisible() keep re-checking the page for half a minute by default before they give up and fail the test.",
    ["re:(5 ?s(ec(ond)?s?)?\\b|5000 ?ms|five seconds)"], ["half a minute"]),
   ("What's Playwright's default timeout for a whole test?",
    "30 seconds (30000 ms) per test; change it with `timeout` in playwright.config.ts or `test.setTimeout()` inside a test."),
   [("for half a minute by default", "for 5 seconds by default")],
   "30 seconds")

# 005
sc("playwright", "paraphrase", "code_block", "same_topic",
   ("GitHub Actions matrix to split our Playwright suite over 4 machines",
    "```yaml\nstrategy:\n  matrix:\n    shardIndex: [0, 1, 2, 3]\n    shardTotal: [4]\nsteps:\n  - run: npx playwright test --shard=${{ matrix.shardIndex }}/${{ matrix.shardTotal }}\n```",
    "shard index is 1-based in playwright, 1/4 through 4/4. 0/4 just errors out",
    "[0, 1, 2, 3]", "[1, 2, 3, 4]"),
   ("split the e2e job into three playwright shards in CI",
    "```yaml\nstrategy:\n  fail-fast: false\n  matrix:\n    shard: [0, 1, 2]\nsteps:\n  - run: npx playwright test --shard=${{ matrix.shard }}/3\n```",
    ["re:shard: \\[1, ?2, ?3\\]"], ["re:\\[0, ?1, ?2\\]"]),
   ("How do I combine the HTML reports from the sharded Playwright jobs?",
    "Use `reporter: 'blob'` in CI, download every shard's `blob-report` directory into one folder, then run `npx playwright merge-reports --reporter html ./all-blob-reports`."),
   [("[0, 1, 2]", "[1, 2, 3]")])

# 006
sc("playwright", "literal", "reworded", "already_correct",
   ("How do I watch the Playwright tests run in a real browser window?",
    "Run `npx playwright test --headless=false`; the browser stays visible while the tests run.",
    "--headed",
    "--headless=false", "--headed"),
   ("I want to see chromium while my playwright spec runs locally",
    "Append --headless=false to the command, e.g. npx playwright test cart.spec.ts --headless=false, and a browser window opens.",
    ["--headed"], ["--headless=false"]),
   ("Run the checkout spec with a visible browser and slowed down so I can follow it",
    "Run `npx playwright test checkout.spec.ts --headed` and add `launchOptions: { slowMo: 250 }` under `use` in playwright.config.ts."),
   [("--headless=false", "--headed")],
   "--headed")

# 007
sc("cypress", "literal", "equivalent_construct", "lookalike",
   ("Stub GET /api/orders with a fixture in our Cypress 13 tests",
    "```js\ncy.server()\ncy.route('GET', '/api/orders', 'fixture:orders.json').as('orders')\ncy.visit('/orders')\ncy.wait('@orders')\n```",
    "cy.server and cy.route were removed in Cypress 12, use cy.intercept('GET', '/api/orders', { fixture: 'orders.json' })",
    "cy.server()\ncy.route('GET', '/api/orders', 'fixture:orders.json')",
    "cy.intercept('GET', '/api/orders', { fixture: 'orders.json' })"),
   ("cypress: fake the response of POST /api/cart in a spec",
    "Use the options-object form: `cy.server(); cy.route({ method: 'POST', url: '/api/cart', response: { id: 7 } }).as('addToCart')`, then click Add and `cy.wait('@addToCart')`.",
    ["cy.intercept("], ["cy.route(", "cy.server("]),
   ("How do I serve a fixture for /api/orders in a Playwright test?",
    "Register `await page.route('**/api/orders', route => route.fulfill({ path: 'tests/fixtures/orders.json' }))` before `page.goto()`."),
   [("Use the options-object form: `cy.server(); cy.route({ method: 'POST', url: '/api/cart', response: { id: 7 } })",
     "Use `cy.intercept({ method: 'POST', url: '/api/cart' }, { body: { id: 7 } })")],
   "page.route(")

# 008
sc("cypress", "literal", "casing", "lookalike",
   ("Where do I set baseUrl? We're on Cypress 13.",
    "Put it in `cypress.json` at the project root: `{ \"baseUrl\": \"http://localhost:3000\" }`.",
    "cypress.json hasn't been read since v10. it's cypress.config.ts now, under e2e: { baseUrl }",
    "cypress.json", "cypress.config.ts"),
   ("raise the default command timeout to 10s in our cypress 13 setup",
    "Add `\"defaultCommandTimeout\": 10000` to Cypress.json in the repo root and restart the runner.",
    ["re:cypress\\.config\\.(ts|js|mjs|cjs)"], ["re:(?i)cypress\\.json"]),
   ("The legacy admin repo is still on Cypress 9.7. Where does baseUrl go there?",
    "On Cypress 9 the config file is `cypress.json`, so add `\"baseUrl\": \"http://localhost:4200\"` to it."),
   [("Add `\"defaultCommandTimeout\": 10000` to Cypress.json", "Add `defaultCommandTimeout: 10000` to cypress.config.ts")],
   "`cypress.json`")

# 009
sc("go-test", "literal", "code_block", "lookalike",
   ("go test keeps printing (cached). How do I force a real rerun?",
    "Add `-cache=false`: `go test -cache=false ./...` ignores the cached results.",
    "there's no such flag. -count=1 is the usual way to bypass the test cache (or go clean -testcache)",
    "-cache=false", "-count=1"),
   ("Makefile target that always reruns the Go tests with the race detector",
    "```make\n.PHONY: test\ntest:\n\tgo test -race -cache=false ./internal/...\n```",
    ["-count=1"], ["-cache=false"]),
   ("How do I run TestRetryBackoff 50 times in a row to catch a flake?",
    "`go test -run '^TestRetryBackoff$' -count=50 ./internal/queue` runs it 50 times in one go."),
   [("-cache=false", "-count=1")],
   "-count=50")

# 010
sc("go-test", "semantic", "identifier", "lookalike",
   ("Why does go test kill our integration package after a while?",
    "go test panics any test binary that runs longer than its default timeout of 60 seconds. Pass `-timeout 5m` to raise it.",
    "The default -timeout is 10m, not 60s. If it dies sooner than that, look at the CI step timeout",
    "60 seconds", "10 minutes"),
   ("nightly job runs go test -tags=integration ./... - anything to watch out for with the long tests?",
    "Keep in mind the default 60 second limit go test puts on each package binary, so the slow migration tests need `-timeout 30m` in the nightly job.",
    ["re:10 ?m(in(ute)?s?)?\\b|10-minute|ten[- ]minute"], ["re:60[- ]second"]),
   ("Give me the command to cap our Go unit tests at 60 seconds in CI",
    "`go test -timeout 60s ./...` makes the test binary panic once a package runs past 60 seconds."),
   [("the default 60 second limit", "the default 10 minute limit")],
   "-timeout 60s")

# 011
sc("go-test", "literal", "identifier", "lookalike",
   ("Our integration tests in different packages share one Postgres schema and trample each other. How do I run the packages one at a time?",
    "Use `go test -parallel 1 ./...`; that stops go test from running packages concurrently.",
    "-parallel only limits t.Parallel() tests inside one test binary. For packages it's -p 1",
    "-parallel 1", "-p 1"),
   ("go test across the store and billing packages clobbers shared DB state, make them run sequentially",
    "Run `go test -tags=integration -parallel 1 ./store/... ./billing/...` so only one package's tests execute at a time.",
    ["re:-p[ =]1\\b"], ["-parallel 1"]),
   ("How do I cap how many t.Parallel tests run at once in the api package?",
    "`go test -parallel 4 ./api` lets at most four parallel tests in that binary run at the same time; the default is GOMAXPROCS."),
   [("-parallel 1", "-p 1")],
   "-parallel 4")

# 012
sc("go-test", "literal", "reworded", "same_topic",
   ("Can go test randomize the order of tests to find hidden dependencies?",
    "Yes, since Go 1.17: `go test -shuffle=true ./...` runs tests and benchmarks in random order.",
    "hm, I don't think -shuffle takes true? it's off, on, or an integer seed",
    "-shuffle=true", "-shuffle=on"),
   ("randomise test execution order for the payments package in Go",
    "Pass -shuffle=true to go test ./payments/...; it prints the seed it used so you can replay a failing order.",
    ["re:-shuffle[= ](on|\\d+)"], ["-shuffle=true"]),
   ("A shuffled go test run failed. How do I replay that exact order?",
    "Copy the seed from the `-test.shuffle 1712345678` line at the top of the output and rerun with `go test -shuffle=1712345678 ./...`."),
   [("-shuffle=true", "-shuffle=on")])

# 013
sc("go-test", "literal", "code_block", "same_topic",
   ("Make go test stop after the first failing test",
    "`go test -x ./...` exits as soon as a test fails.",
    "-x prints the build commands, it doesn't stop anything. -failfast is the one you want",
    "go test -x", "go test -failfast"),
   ("go: don't keep running the checkout tests once one has failed",
    "```sh\ngo test -x -run 'Checkout' ./checkout/...\n```\nWith `-x` the run ends at the first failure.",
    ["-failfast"], ["go test -x", "With `-x`"]),
   ("Show each Go test's name and duration as the run goes",
    "Use `go test -v ./...`; it prints `=== RUN` for each test and `--- PASS: TestName (0.01s)` lines with durations."),
   [("go test -x", "go test -failfast"), ("With `-x`", "With `-failfast`")])

# 014
sc("go-test", "paraphrase", "reworded", "lookalike",
   ("Run only the integration tests guarded by //go:build integration",
    "`go test -tag=integration ./...` includes the files with that constraint.",
    "-tags, plural",
    "-tag=integration", "-tags=integration"),
   ("how do I include the files with the e2e build constraint in a go test run?",
    "Pass the tag on the command line, go test -tag=e2e ./tests/e2e/..., otherwise those files are left out of the build.",
    ["re:-tags[= ]e2e"], ["re:-tag[= ]"]),
   ("Tag the test image in the CI build step with the commit SHA",
    "`docker build --tag=api:test-${GITHUB_SHA} -f Dockerfile.test .`"),
   [("-tag=e2e", "-tags=e2e")],
   "--tag=api")

# 015
sc("coverage", "literal", "code_block", "already_correct",
   ("pytest-cov: show the uncovered line numbers in the terminal",
    "Run `pytest --cov=app --cov-report=missing`.",
    "report type is term-missing",
    "--cov-report=missing", "--cov-report=term-missing"),
   ("make pytest always print the missing coverage lines for the orders package",
    "```ini\n[pytest]\naddopts = --cov=orders --cov-report=missing\n```",
    ["--cov-report=term-missing"], ["re:--cov-report=missing"]),
   ("I also want an HTML coverage report next to the terminal one",
    "`pytest --cov=app --cov-report=term-missing --cov-report=html` prints the missing lines and writes htmlcov/."),
   [("--cov-report=missing", "--cov-report=term-missing")],
   "--cov-report=term-missing")

# 016
sc("coverage", "literal", "code_block", "lookalike",
   ("Make the backend CI job fail when coverage drops",
    "Add `--cov-min=80` to the pytest command in the CI job.",
    "the flag is --cov-fail-under, and our backend gate is 85 not 80",
    "--cov-min=80", "--cov-fail-under=85"),
   ("add a coverage gate to the payments service workflow",
    "```yaml\n- name: tests\n  run: pytest --cov=payments --cov-min=80\n```",
    ["--cov-fail-under=85"], ["--cov-min", "=80"]),
   ("The web app's coverage gate is 80% of lines. How do I enforce that in Jest?",
    "In jest.config.js set `coverageThreshold: { global: { lines: 80 } }`; `jest --coverage` then fails below it."),
   [("--cov-min=80", "--cov-fail-under=85")],
   "lines: 80")

# 017
sc("vitest", "literal", "code_block", "lookalike",
   ("Mock the analytics tracker in this Vitest test",
    "Create `const track = jest.fn()` and pass it in with `createCheckout({ track })`.",
    "this repo is vitest, there's no jest global. vi.fn() (import vi from 'vitest')",
    "jest.fn()", "vi.fn()"),
   ("vitest: assert notify() calls the sender once",
    "```ts\nimport { it, expect } from 'vitest'\n\nit('sends the email', async () => {\n  const send = jest.fn().mockResolvedValue({ ok: true })\n  await notify({ send })\n  expect(send).toHaveBeenCalledOnce()\n})\n```",
    ["vi.fn()"], ["jest.fn("]),
   ("How do I stub an async sender in a Jest 29 test?",
    "`const send = jest.fn().mockResolvedValue({ ok: true })`; in Jest, `jest` is available as a global inside test files."),
   [("import { it, expect } from 'vitest'", "import { it, expect, vi } from 'vitest'"), ("jest.fn()", "vi.fn()")],
   "jest.fn()")

# 018
sc("vitest", "semantic", "prose_claim", "same_topic",
   ("Do I need to import describe/it/expect in Vitest?",
    "No, Vitest injects `describe`, `it` and `expect` as globals by default, just like Jest.",
    "globals are off by default in vitest. Either import them from 'vitest' or set test.globals: true",
    "Vitest injects `describe`, `it` and `expect` as globals by default",
    "Vitest only injects `describe`, `it` and `expect` as globals when `test.globals: true` is set; otherwise import them from 'vitest'"),
   ("can I delete the vitest import line at the top of my spec files?",
    "Yes. Vitest makes describe, it and expect available everywhere out of the box, so that import line is redundant.",
    ["re:globals"], ["re:(?i)out of the box|by default"]),
   ("How do I run some shared setup before every Vitest test file?",
    "List the file under `test.setupFiles` in vitest.config.ts; it runs before each test file."),
   [("Yes. Vitest makes describe, it and expect available everywhere out of the box, so that import line is redundant.",
     "Only if you set `test.globals: true` in vitest.config.ts; Vitest doesn't expose describe, it and expect as globals otherwise, so keep that import line.")])

# 019
sc("jest", "semantic", "reworded", "already_correct",
   ("Why do I get `document is not defined` in my Jest 29 test?",
    "Odd, Jest's default environment is jsdom, so `document` should exist. Check you're not importing a server-only module.",
    "default's been node since Jest 27. set testEnvironment: 'jsdom' and install jest-environment-jsdom, it isn't bundled anymore",
    "Jest's default environment is jsdom", "Jest's default environment is node"),
   ("Do I have to configure anything for window/document in Jest 29 component tests?",
    "Nothing to set up: Jest runs every test in a browser-like jsdom environment unless told otherwise, so window and document are already there.",
    ["re:testEnvironment|jest-environment-jsdom|@jest-environment"], ["re:(?i)nothing to set up|unless told otherwise"]),
   ("How do I make just one Jest test file run in jsdom?",
    "Put a `/** @jest-environment jsdom */` docblock at the top of that file (with jest-environment-jsdom installed); it overrides the node default for that file only."),
   [("Nothing to set up: Jest runs every test in a browser-like jsdom environment unless told otherwise, so window and document are already there.",
     "Yes: Jest 29 defaults to the node environment, so install jest-environment-jsdom and set `testEnvironment: 'jsdom'` to get window and document.")],
   "node default")

# 020
sc("jest", "literal", "identifier", "lookalike",
   ("Test that buildAddress returns the right object",
    "`expect(buildAddress(input)).toBe({ city: 'Lyon', zip: '69001' })`",
    "toBe is Object.is, so a fresh object literal can never pass. Use toEqual (or toStrictEqual)",
    ".toBe({", ".toEqual({"),
   ("jest: check parseQuery('?page=2&size=50') returns page 2 and size 50",
    "`expect(parseQuery('?page=2&size=50')).toBe({ page: 2, size: 50 })` compares the parsed object.",
    ["re:\\.to(Strict)?Equal\\(\\{ page: 2, size: 50 \\}\\)"], [".toBe({"]),
   ("check that the cart has 3 items in Jest",
    "`expect(cart.items.length).toBe(3)`; toBe is fine for numbers and other primitives."),
   [(".toBe({", ".toEqual({")],
   ".toBe(3)")

# 021
sc("jest", "literal", "reworded", "lookalike",
   ("Update the outdated Jest snapshots",
    "Run `npx jest --update-snapshots` and commit the changed .snap files.",
    "isn't --update-snapshots the playwright flag? jest wants -u / --updateSnapshot",
    "--update-snapshots", "--updateSnapshot"),
   ("after the Button redesign jest says 2 snapshots failed, how do I regenerate them?",
    "If the new output is what you want, run npx jest Button --update-snapshots to rewrite them.",
    ["re:--updateSnapshot|jest Button -u\\b"], ["--update-snapshots"]),
   ("Refresh the Playwright screenshot baselines after the redesign",
    "`npx playwright test --update-snapshots` rewrites the expected screenshots stored next to the specs."),
   [("--update-snapshots", "--updateSnapshot")],
   "--update-snapshots")

# 022
sc("jest", "paraphrase", "code_block", "same_topic",
   ("Test a debounced search with Jest fake timers",
    "```js\njest.useFakeTimers()\nsearch('ab')\njest.runTimersToTime(300)\nexpect(fetchResults).toHaveBeenCalledTimes(1)\n```",
    "runTimersToTime was removed in Jest 27, use jest.advanceTimersByTime(300)",
    "jest.runTimersToTime(300)", "jest.advanceTimersByTime(300)"),
   ("jest: the poller should hit the API once a second, test it without waiting",
    "```js\njest.useFakeTimers()\npoller.start()\njest.runTimersToTime(1000)\nexpect(api.poll).toHaveBeenCalledTimes(1)\n```",
    ["jest.advanceTimersByTime(1000)"], ["runTimersToTime"]),
   ("Flush every pending timer in a Jest test",
    "`jest.runAllTimers()` runs every queued timer; use `jest.runOnlyPendingTimers()` instead if timers reschedule themselves."),
   [("runTimersToTime", "advanceTimersByTime")])

# 023
sc("jest", "literal", "code_block", "same_topic",
   ("Our Jest integration tests share a database. How do I run them one at a time?",
    "`npx jest --serial tests/integration`",
    "--runInBand (or -i). --serial isnt a jest option",
    "--serial", "--runInBand"),
   ("package.json script to run the db tests serially with jest",
    "```json\n\"scripts\": {\n  \"test:db\": \"jest --serial tests/db\"\n}\n```",
    ["re:--runInBand|jest -i\\b"], ["--serial"]),
   ("Limit Jest to two workers on the CI runner",
    "`jest --maxWorkers=2`; it also takes a percentage such as `--maxWorkers=50%`."),
   [("--serial", "--runInBand")])

# 024
sc("pytest", "paraphrase", "reworded", "already_correct",
   ("Speed up pytest using all the CPU cores",
    "Install pytest-xdist and run `pytest -j auto`.",
    "-n, not -j (xdist): pytest -n auto",
    "-j auto", "-n auto"),
   ("spread our pytest suite across 8 worker processes",
    "With pytest-xdist installed, pytest -j 8 tests/ splits the tests over eight processes.",
    ["re:-n ?8\\b"], ["-j 8"]),
   ("pytest-xdist: one worker per core, but keep tests from the same module on one worker",
    "`pytest -n auto --dist loadscope`; loadscope groups tests by module (and class) per worker."),
   [("-j 8", "-n 8")],
   "-n auto")

# 025
sc("pytest", "paraphrase", "equivalent_construct", "lookalike",
   ("Rerun only the tests that failed last time",
    "`pytest --ff`",
    "--lf, not --ff. --ff runs the failures first and then everything else",
    "--ff", "--lf"),
   ("pytest: just re-execute what broke in the previous run, nothing else",
    "Use the long option: `pytest --failed-first tests/api` reruns only the tests that failed last time.",
    ["re:--lf\\b|--last-failed"], ["--failed-first"]),
   ("Run last run's failures first, then the rest of the suite",
    "`pytest --ff` (long form `--failed-first`) reorders the run so the previous failures go first."),
   [("--failed-first", "--last-failed")],
   "pytest --ff")

# 026
sc("pytest", "literal", "code_block", "same_topic",
   ("pytest-django: test that creating an Order writes a row",
    "Mark it with `@pytest.mark.db` so pytest-django allows database access, then create the Order and query it back.",
    "pytest-django's marker is django_db",
    "@pytest.mark.db", "@pytest.mark.django_db"),
   ("test that a refund creates a ledger entry (django + pytest)",
    "```python\nimport pytest\n\n@pytest.mark.db\ndef test_refund_creates_ledger_entry(order):\n    refund(order, amount=500)\n    assert LedgerEntry.objects.filter(order=order).count() == 1\n```",
    ["@pytest.mark.django_db"], ["re:@pytest\\.mark\\.db\\b"]),
   ("pytest-django: my test needs to see rows committed from another thread",
    "Use `@pytest.mark.django_db(transaction=True)`; the plain marker wraps each test in a transaction that is rolled back, so other threads never see its rows."),
   [("@pytest.mark.db", "@pytest.mark.django_db")])

# 027
sc("pytest", "literal", "equivalent_construct", "lookalike",
   ("Check what my CLI printed in a pytest test",
    "`captured = capsys.readouterr()`, then `assert 'done' in captured.stdout`.",
    "the fields are out and err, not stdout/stderr",
    "captured.stdout", "captured.out"),
   ("pytest: assert the export command printed 'Exported 3 rows'",
    "Read it inline: `assert 'Exported 3 rows' in capsys.readouterr().stdout`.",
    ["re:\\.out\\b"], ["re:\\.stdout\\b"]),
   ("Capture the output of a subprocess in a test",
    "`result = subprocess.run(['./export.sh'], capture_output=True, text=True)`, then `assert 'Exported' in result.stdout`."),
   [("readouterr().stdout", "readouterr().out")],
   "result.stdout")

# 028
sc("pytest", "literal", "reworded", "already_correct",
   ("caplog doesn't capture my DEBUG messages",
    "Call `caplog.setLevel(logging.DEBUG)` at the start of the test.",
    "caplog uses set_level, setLevel is teh logging.Logger method",
    "caplog.setLevel", "caplog.set_level"),
   ("capture INFO logs from the payments logger in a pytest test",
    "Inside the test call caplog.setLevel(logging.INFO, logger=\"payments\") and then look at caplog.records.",
    ["caplog.set_level("], ["caplog.setLevel"]),
   ("I only want WARNING and above from the billing logger in this test",
    "Call `caplog.set_level(logging.WARNING, logger=\"billing\")`, then assert on `caplog.records`."),
   [("caplog.setLevel", "caplog.set_level")],
   "caplog.set_level")

# 029
sc("pytest", "paraphrase", "renamed_identifier", "same_topic",
   ("Make sure STRIPE_KEY is unset for this test",
    "`monkeypatch.setenv(\"STRIPE_KEY\", None)` clears it for the duration of the test.",
    "that sets it to the string 'None' (pytest only warns). monkeypatch.delenv(\"STRIPE_KEY\", raising=False) actually removes it",
    "monkeypatch.setenv(\"STRIPE_KEY\", None)", "monkeypatch.delenv(\"STRIPE_KEY\", raising=False)"),
   ("test the fallback path when SENTRY_DSN isn't set",
    "Clear it first with monkeypatch.setenv(\"SENTRY_DSN\", None), then call init_sentry() and assert it returns None.",
    ["re:monkeypatch\\.delenv\\(['\"]SENTRY_DSN['\"]"], ["setenv(\"SENTRY_DSN\", None)"]),
   ("Point a test at a fake API URL through an environment variable",
    "`monkeypatch.setenv(\"API_URL\", \"http://localhost:8081\")`; monkeypatch restores the old value after the test."),
   [("monkeypatch.setenv(\"SENTRY_DSN\", None)", "monkeypatch.delenv(\"SENTRY_DSN\", raising=False)")])

# 030
sc("mocking", "paraphrase", "reordered_args", "lookalike",
   ("Mock send_email and charge_card in the renewal test",
    "```python\n@patch(\"billing.tasks.send_email\")\n@patch(\"billing.tasks.charge_card\")\ndef test_renewal(send_email, charge_card):\n    renew(subscription)\n    charge_card.assert_called_once()\n```",
    "stacked patches apply bottom-up, so the first argument is charge_card (the bottom decorator) and then send_email",
    "def test_renewal(send_email, charge_card):", "def test_renewal(charge_card, send_email):"),
   ("patch reserve_stock and notify_warehouse in the place-order test",
    "```python\n@patch(\"shop.orders.notify_warehouse\")\n@patch(\"shop.orders.reserve_stock\")\ndef test_place_order(notify_warehouse, reserve_stock):\n    place_order(cart)\n    reserve_stock.assert_called_once_with(cart)\n```",
    ["re:@patch\\(\"shop\\.orders\\.notify_warehouse\"\\)\\s*@patch\\(\"shop\\.orders\\.reserve_stock\"\\)\\s*def test_place_order\\(reserve_stock, notify_warehouse\\)"
     "|@patch\\(\"shop\\.orders\\.reserve_stock\"\\)\\s*@patch\\(\"shop\\.orders\\.notify_warehouse\"\\)\\s*def test_place_order\\(notify_warehouse, reserve_stock\\)"],
    ["re:@patch\\(\"shop\\.orders\\.notify_warehouse\"\\)\\s*@patch\\(\"shop\\.orders\\.reserve_stock\"\\)\\s*def test_place_order\\(notify_warehouse, reserve_stock\\)"]),
   ("Patch send_email and charge_card with context managers instead of decorators",
    "```python\nwith patch(\"billing.tasks.send_email\") as send_email, patch(\"billing.tasks.charge_card\") as charge_card:\n    renew(subscription)\n```\nWith `with`, each `as` name binds to its own patch, so the order is exactly as written."),
   [("def test_place_order(notify_warehouse, reserve_stock):", "def test_place_order(reserve_stock, notify_warehouse):")],
   "as send_email")

# 031
sc("mocking", "paraphrase", "renamed_identifier", "lookalike",
   ("billing/client.py does `from requests import post`. How do I mock that in a test?",
    "Patch it at the source with `@patch(\"requests.post\")`; every module that uses it will see the mock.",
    "client.py already bound the name at import time, so patch where it's looked up: @patch(\"billing.client.post\"). Patching requests.post won't touch it",
    "@patch(\"requests.post\")", "@patch(\"billing.client.post\")"),
   ("notifications/slack.py has `from httpx import get`. How do I fake it in the unit test?",
    "```python\n@patch(\"httpx.get\")\ndef test_fetch_channel(mock_get):\n    mock_get.return_value.json.return_value = {\"ok\": True}\n    assert fetch_channel(\"C01\")[\"ok\"]\n```",
    ["patch(\"notifications.slack.get\")"], ["patch(\"httpx.get\")"]),
   ("billing/legacy.py does `import requests` and calls `requests.post(...)`. How do I mock it?",
    "Here `@patch(\"requests.post\")` works: the module looks `post` up on the requests module at call time, so it gets the patched attribute."),
   [("@patch(\"httpx.get\")", "@patch(\"notifications.slack.get\")")],
   "@patch(\"requests.post\")")

# 032
sc("go-test", "paraphrase", "reordered_args", "unrelated",
   ("Assert the parsed total with testify",
    "`assert.Equal(t, got.Total, 4200)`",
    "testify is (t, expected, actual), so assert.Equal(t, 4200, got.Total), otherwise the failure output labels them backwards",
    "assert.Equal(t, got.Total, 4200)", "assert.Equal(t, 4200, got.Total)"),
   ("check the repo returns three users in a testify test",
    "```go\nusers, err := repo.List(ctx)\nrequire.NoError(t, err)\nassert.Equal(t, len(users), 3)\n```",
    ["re:assert\\.Equal\\(t, 3, len\\(users\\)\\)|assert\\.Len\\(t, users, 3\\)"], ["assert.Equal(t, len(users), 3)"]),
   ("What's the difference between len and cap for a Go slice?",
    "`len` is how many elements the slice holds; `cap` is how many fit in the underlying array from the slice's start before append has to reallocate."),
   [("assert.Equal(t, len(users), 3)", "assert.Equal(t, 3, len(users))")])

# 033
sc("payments", "literal", "reworded", "lookalike",
   ("Which card number gives a successful payment in Stripe test mode?",
    "Use `4111 1111 1111 1111` with any future expiry date and any CVC.",
    "For Stripe it's 4242 4242 4242 4242.",
    "4111 1111 1111 1111", "4242 4242 4242 4242"),
   ("what card do I type in the checkout e2e when it runs against Stripe test mode?",
    "Fill the card field with 4111111111111111, any expiry in the future and any three-digit CVC.",
    ["re:4242 ?4242 ?4242 ?4242"], ["re:4111 ?1111 ?1111 ?1111"]),
   ("Test Visa number for the Braintree sandbox?",
    "Braintree's sandbox accepts `4111 1111 1111 1111` as a Visa that succeeds."),
   [("4111111111111111", "4242424242424242")],
   "4111 1111 1111 1111")

# 034
sc("go-test", "paraphrase", "renamed_identifier", "same_topic",
   ("How do I fail the test if one of the worker goroutines hits an error?",
    "Call `t.Fatal(err)` inside each worker goroutine; the test stops right there.",
    "t.Fatal (FailNow) has to be called from the goroutine running the test. In spawned goroutines use t.Error, or send the error back on a channel",
    "Call `t.Fatal(err)` inside each worker goroutine",
    "Call `t.Error(err)` inside each worker goroutine (or send the error back to the test goroutine)"),
   ("go test: the workers run in goroutines, how do I report a failed job?",
    "```go\nfor _, j := range jobs {\n\twg.Add(1)\n\tgo func(j Job) {\n\t\tdefer wg.Done()\n\t\tif err := w.Run(j); err != nil {\n\t\t\tt.Fatalf(\"job %s: %v\", j.ID, err)\n\t\t}\n\t}(j)\n}\nwg.Wait()\n```",
    ["re:t\\.Errorf?\\(|errCh|<- err"], ["t.Fatalf("]),
   ("Wait for all worker goroutines to finish in a test before asserting",
    "Use a `sync.WaitGroup`: `wg.Add(1)` before each `go`, `defer wg.Done()` inside the goroutine, then `wg.Wait()` before the assertions."),
   [("t.Fatalf(", "t.Errorf(")])

# 035
sc("go-test", "semantic", "reworded", "same_topic",
   ("Run only the benchmarks in the parser package",
    "`go test -bench=. ./parser` runs only the benchmarks; the regular tests are skipped when -bench is set.",
    "-bench doesn't skip the tests, they still run first. add -run='^$' to skip them",
    "runs only the benchmarks; the regular tests are skipped when -bench is set",
    "runs the benchmarks after the regular tests; add -run='^$' to skip the tests"),
   ("benchmark the tokenizer without the unit tests running too",
    "Just give go test a benchmark pattern, -bench=BenchmarkTokenize; the Test functions aren't run when a benchmark pattern is set.",
    ["re:-run[= ]?['\"]?\\^\\$"], ["re:Test functions aren't run"]),
   ("Compare the parser benchmarks before and after my change",
    "Run `go test -bench=. -count=10 ./parser > old.txt` on main and again into new.txt on your branch, then `benchstat old.txt new.txt`."),
   [("Just give go test a benchmark pattern, -bench=BenchmarkTokenize; the Test functions aren't run when a benchmark pattern is set.",
     "Give go test the benchmark pattern plus an empty test pattern: -bench=BenchmarkTokenize -run='^$'; without -run the Test functions still run first.")])

# 036
sc("go-test", "semantic", "prose_claim", "same_topic",
   ("The service package is only exercised through the api package's tests. Why does it show 0% coverage?",
    "`go test -cover ./...` credits lines executed by any test in the run, so service code hit through the api tests should count; 0% means those paths never run.",
    "no, -cover only instruments the package whose tests are running. for cross-package coverage use -coverpkg=./...",
    "credits lines executed by any test in the run",
    "only instruments the package under test; add -coverpkg=./... to count code exercised from other packages"),
   ("does go's coverage count code in other packages that my tests call?",
    "Yes, go test -cover attributes coverage to every package your tests execute, including other packages in the same module.",
    ["-coverpkg"], ["re:^Yes"]),
   ("Open the Go coverage results in a browser",
    "`go test -coverprofile=cover.out ./... && go tool cover -html=cover.out`"),
   [("Yes, go test -cover attributes coverage to every package your tests execute, including other packages in the same module.",
     "No, go test -cover only instruments the package under test; add -coverpkg=./... to include other packages in the same module.")])

# 037
sc("go-test", "literal", "code_block", "lookalike",
   ("JUnit XML from go test for Jenkins",
    "Use gotestsum: `gotestsum --junit-xml=report.xml -- ./...`.",
    "gotestsum's flag is --junitfile",
    "--junit-xml=report.xml", "--junitfile=report.xml"),
   ("github actions step for the go unit tests with a junit report",
    "```yaml\n- name: unit tests\n  run: gotestsum --format testname --junit-xml=reports/unit.xml -- -race ./...\n```",
    ["--junitfile"], ["--junit-xml"]),
   ("JUnit XML from pytest for Jenkins",
    "`pytest --junit-xml=reports/junit.xml`; pytest accepts the `--junitxml` spelling too."),
   [("--junit-xml", "--junitfile")],
   "--junit-xml=reports/junit.xml")

# 038
sc("ci", "literal", "code_block", "same_topic",
   ("Split our pytest files across CircleCI parallel containers by how long they take",
    "`circleci tests glob \"tests/**/test_*.py\" | circleci tests split --split-by=timing`",
    "--split-by=timings, with an s",
    "--split-by=timing", "--split-by=timings"),
   ("circleci config: shard the jest files across 4 containers using timing data",
    "```yaml\nparallelism: 4\nsteps:\n  - run: |\n      TESTS=$(circleci tests glob \"src/**/*.test.ts\" | circleci tests split --split-by=timing)\n      npx jest $TESTS\n```",
    ["--split-by=timings"], ["re:--split-by=timing(?!s)"]),
   ("CircleCI says it found no timing data. Where does that data come from?",
    "From the JUnit XML you upload with `store_test_results`; until a run has stored some, `tests split` falls back to splitting by name."),
   [("--split-by=timing)", "--split-by=timings)")])

# 039
sc("ci", "semantic", "prose_claim", "already_correct",
   ("One Playwright shard failed and GitHub cancelled the other three. Why?",
    "That's unexpected: matrix jobs keep running independently unless you set `fail-fast: true`, so something else cancelled them.",
    "fail-fast is true by default for matrix strategies, that's what cancelled them. set strategy.fail-fast: false",
    "matrix jobs keep running independently unless you set `fail-fast: true`",
    "`strategy.fail-fast` defaults to true, so one failing job cancels the rest; set `fail-fast: false`"),
   ("in github actions, if one matrix shard fails do the others keep going?",
    "Yes. Every matrix job runs to completion by default; cancelling the rest is opt-in via fail-fast: true.",
    ["fail-fast: false"], ["re:runs to completion by default|opt-in"]),
   ("I want the smoke matrix to cancel every browser job as soon as one fails. What do I set?",
    "Nothing: that's GitHub's default for matrix jobs (`fail-fast: true`), so just don't override it."),
   [("Yes. Every matrix job runs to completion by default; cancelling the rest is opt-in via fail-fast: true.",
     "No. `fail-fast` defaults to true, so one failing shard cancels the others; set fail-fast: false under strategy to let them finish.")],
   "fail-fast: true")

# 040
sc("playwright", "paraphrase", "code_block", "already_correct",
   ("Click the Save button in Playwright",
    "`await page.getByRole('button', { text: 'Save' }).click()`",
    "The option is name, not text",
    "{ text: 'Save' }", "{ name: 'Save' }"),
   ("playwright: click the Checkout link and check we land on /checkout",
    "```ts\nawait page.getByRole('link', { text: 'Checkout' }).click()\nawait expect(page).toHaveURL(/\\/checkout/)\n```",
    ["getByRole('link', { name: 'Checkout' })"], ["{ text: 'Checkout' }"]),
   ("Assert the Order summary heading is visible in Playwright",
    "`await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible()`"),
   [("{ text: 'Checkout' }", "{ name: 'Checkout' }")],
   "{ name: 'Order summary' }")

# 041
sc("playwright", "literal", "reworded", "already_correct",
   ("How do I open the HTML report after a Playwright run?",
    "`npx playwright open-report` serves the last report in your browser.",
    "thanks! one thing, the command is show-report. the report itself looks great",
    "open-report", "show-report"),
   ("view the last playwright html report on my machine",
    "Run npx playwright open-report; it serves the playwright-report folder and opens it in the browser.",
    ["npx playwright show-report"], ["open-report"]),
   ("Serve the Playwright report on a different port, 9400 is free",
    "`npx playwright show-report --port 9400`"),
   [("open-report", "show-report")],
   "show-report")

# 042
sc("vitest", "literal", "code_block", "already_correct",
   ("Set up coverage in Vitest 1.x",
    "In vitest.config.ts set `test: { coverage: { provider: 'c8' } }` and install `@vitest/coverage-c8`.",
    "the c8 provider is gone, it's provider: 'v8' with @vitest/coverage-v8",
    "provider: 'c8'", "provider: 'v8'"),
   ("vitest config that writes text and lcov coverage reports",
    "```ts\nexport default defineConfig({\n  test: {\n    coverage: { provider: 'c8', reporter: ['text', 'lcov'] },\n  },\n})\n```",
    ["re:provider: '(v8|istanbul)'"], ["'c8'"]),
   ("Also produce an HTML coverage report from Vitest",
    "Add it to the reporters: `coverage: { provider: 'v8', reporter: ['text', 'html'] }`; the report lands in coverage/ by default."),
   [("'c8'", "'v8'")],
   "provider: 'v8'")

# 043
sc("cypress", "paraphrase", "renamed_identifier", "same_topic",
   ("Where should a new Cypress 13 e2e spec go so it's picked up by default?",
    "Save it as `cypress/integration/login.spec.js`; that matches the default spec pattern.",
    "works now, thanks. fyi since v10 the default specPattern is cypress/e2e/**/*.cy.{js,jsx,ts,tsx}, so I renamed it to cypress/e2e/login.cy.js",
    "cypress/integration/login.spec.js", "cypress/e2e/login.cy.js"),
   ("new cypress test for password reset, where does the file go and what do I call it?",
    "Create cypress/integration/password-reset.spec.ts and Cypress will discover it automatically.",
    ["cypress/e2e/password-reset.cy.ts"], ["cypress/integration/"]),
   ("Where do Cypress component tests go by default?",
    "The default component specPattern is `**/*.cy.{js,jsx,ts,tsx}`, so they usually sit next to the component, e.g. `src/components/Button.cy.tsx`."),
   [("cypress/integration/password-reset.spec.ts", "cypress/e2e/password-reset.cy.ts")])

# 044
sc("cypress", "paraphrase", "equivalent_construct", "lookalike",
   ("Read the API URL from an environment variable inside a Cypress spec",
    "Use `const api = process.env.API_URL` at the top of the spec, then `cy.request(api + '/health')`.",
    "specs run in the browser, there's no process.env there. Cypress.env('API_URL'), set through CYPRESS_API_URL",
    "process.env.API_URL", "Cypress.env('API_URL')"),
   ("cypress spec: log in through the auth service whose URL comes from the environment",
    "```js\nconst { AUTH_URL } = process.env\n\nit('logs in', () => {\n  cy.request('POST', `${AUTH_URL}/token`, creds)\n})\n```",
    ["re:Cypress\\.env\\(['\"]AUTH_URL['\"]\\)"], ["process.env"]),
   ("How do I read the API URL in cypress.config.ts?",
    "The config file runs in Node, so `process.env.API_URL` works there, e.g. `env: { apiUrl: process.env.API_URL }`."),
   [("const { AUTH_URL } = process.env", "const AUTH_URL = Cypress.env('AUTH_URL')")],
   "process.env.API_URL")

# 045
sc("cypress", "semantic", "prose_claim", "same_topic",
   ("Grab the order total's text in Cypress and compare it",
    "`const total = await cy.get('[data-cy=total]').invoke('text')`, then `expect(total).to.eq('$40.00')`.",
    "cypress commands aren't promises, you can't await them. chain it: cy.get('[data-cy=total]').invoke('text').should('eq', '$40.00')",
    "const total = await cy.get('[data-cy=total]').invoke('text')",
    "cy.get('[data-cy=total]').invoke('text').should('eq', '$40.00')"),
   ("can I use async/await with Cypress commands?",
    "Yes, cy commands return promises, so `const name = await cy.get('#name').invoke('val')` works inside an async it().",
    ["re:\\.then\\(|\\.should\\("], ["await cy."]),
   ("Wait for the orders request to finish in Cypress",
    "Alias it with `cy.intercept('GET', '/api/orders').as('orders')`, then `cy.wait('@orders')`."),
   [("Yes, cy commands return promises, so `const name = await cy.get('#name').invoke('val')` works inside an async it().",
     "No, cy commands aren't promises and can't be awaited; chain instead: `cy.get('#name').invoke('val').then(name => { ... })`.")])

# 046
sc("playwright", "paraphrase", "code_block", "lookalike",
   ("Which Docker image should CI use for our Playwright tests? package.json has @playwright/test 1.44.0.",
    "Use `mcr.microsoft.com/playwright:v1.40.0-jammy`; it ships the browsers and their system dependencies.",
    "the image tag has to match the @playwright/test version or the browser builds don't line up, so v1.44.0-jammy",
    "v1.40.0-jammy", "v1.44.0-jammy"),
   ("gitlab ci job for the playwright e2e suite, we're on @playwright/test 1.44.0",
    "```yaml\ne2e:\n  image: mcr.microsoft.com/playwright:v1.43.0-jammy\n  script:\n    - npm ci\n    - npx playwright test\n```",
    ["playwright:v1.44.0"], ["v1.43.0"]),
   ("Image for the legacy e2e repo, which pins @playwright/test 1.40.0?",
    "Use `mcr.microsoft.com/playwright:v1.40.0-jammy` there, so the bundled browsers match 1.40."),
   [("v1.43.0", "v1.44.0")],
   "v1.40.0-jammy")

# 047
sc("pytest", "literal", "casing", "lookalike",
   ("What tolerance does pytest.approx use by default?",
    "A relative tolerance of 1e-9, the same as math.isclose.",
    "pytest.approx defaults to rel=1e-6 (plus abs=1e-12). 1e-9 is math.isclose's default",
    "1e-9, the same as math.isclose", "1e-6 (with an absolute tolerance of 1e-12)"),
   ("how close do two floats need to be for pytest.approx to pass?",
    "pytest.approx treats them as equal when they are within rel=1E-9 of the expected value, unless you pass rel or abs yourself.",
    ["re:(?i)1e-0?6"], ["re:(?i)1e-0?9"]),
   ("What are math.isclose's default tolerances?",
    "`rel_tol=1e-09` and `abs_tol=0.0`, so comparisons against zero need an explicit abs_tol."),
   [("rel=1E-9", "rel=1e-6")],
   "rel_tol=1e-09")

# 048
sc("pytest", "semantic", "code_block", "unrelated",
   ("How many examples does Hypothesis try per test by default?",
    "1000 per test; lower it with `@settings(max_examples=...)` if the suite gets slow.",
    "it's 100 by default",
    "1000 per test", "100 per test"),
   ("property test that sorting is idempotent, with hypothesis",
    "```python\nfrom hypothesis import given, strategies as st\n\n# Hypothesis already tries a thousand inputs per test by default.\n@given(st.lists(st.integers()))\ndef test_sort_idempotent(xs):\n    assert sorted(sorted(xs)) == sorted(xs)\n```",
    ["re:\\b100\\b|a hundred|one hundred"], ["thousand"]),
   ("Write a list of dicts to a CSV file in Python",
    "Use `csv.DictWriter(f, fieldnames=rows[0].keys())`, call `writeheader()`, then `writerows(rows)`."),
   [("a thousand inputs", "100 inputs")])

# 049
sc("team", "semantic", "reworded", "lookalike",
   ("Connection string for the integration tests' Postgres?",
    "`postgresql://app:app@localhost:5432/app_test`",
    "5433.",
    "localhost:5432/app_test", "localhost:5433/app_test"),
   ("pytest can't reach the test database, which port should it be on?",
    "The test Postgres listens on the default Postgres port on localhost, the same one as your dev database; only the database name differs (app_test).",
    ["5433"], ["re:default Postgres port|same one as your dev"]),
   ("DSN for my local dev database?",
    "`postgresql://app:app@localhost:5432/app_dev`; the dev container keeps the stock port."),
   [("listens on the default Postgres port on localhost, the same one as your dev database",
     "listens on localhost port 5433, not the dev database's port")],
   "localhost:5432/app_dev")

# 050
sc("team", "literal", "casing", "lookalike",
   ("How do the store integration tests find their database?",
    "They read `DATABASE_URL`, so export it before running `go test -tags=integration ./store/...`.",
    "They read TEST_DATABASE_URL. DATABASE_URL is the app's, and the suite deliberately refuses to run with only that set",
    "`DATABASE_URL`", "`TEST_DATABASE_URL`"),
   ("pydantic settings class for the python integration suite's config, what's the database field?",
    "```python\nfrom pydantic_settings import BaseSettings\n\nclass IntegrationSettings(BaseSettings):\n    database_url: str  # filled from the DATABASE_URL env var\n```",
    ["re:(?i)test_database_url"], ["re:(?m)^\\s*database_url: str\\s*(#.*)?$", "re:(?<![A-Z_])DATABASE_URL"]),
   ("Which env var does the API server read its database from in staging?",
    "`DATABASE_URL`, injected from the `api-staging` secret."),
   [("database_url: str  # filled from the DATABASE_URL env var",
     "test_database_url: str  # filled from the TEST_DATABASE_URL env var")],
   "DATABASE_URL")

# 051
sc("team", "literal", "identifier", "lookalike",
   ("What baseURL should Playwright use in the nightly e2e job?",
    "`baseURL: 'https://staging.shopwave.dev'` in playwright.config.ts for the nightly project.",
    "for nightly it's qa: https://qa.shopwave.dev. staging only gets release candidates",
    "https://staging.shopwave.dev", "https://qa.shopwave.dev"),
   ("point the nightly cypress run at the right environment",
    "In cypress.config.ts set `e2e: { baseUrl: 'https://staging.shopwave.dev' }` for the nightly job.",
    ["https://qa.shopwave.dev"], ["staging.shopwave.dev"]),
   ("Where do we smoke-test a release candidate before it goes to prod?",
    "On staging, https://staging.shopwave.dev; the RC pipeline deploys there and runs the @smoke tests."),
   [("https://staging.shopwave.dev", "https://qa.shopwave.dev")],
   "https://staging.shopwave.dev")

# 052
sc("team", "literal", "casing", "lookalike",
   ("Which account should the checkout e2e log in as?",
    "Use `qa-buyer@shopwave.dev`; the password is in the e2e vault entry.",
    "e2e-buyer@shopwave-test.io. test accounts live on the test domain, shopwave.dev addresses are real staff inboxes",
    "qa-buyer@shopwave.dev", "e2e-buyer@shopwave-test.io"),
   ("login user for the cart playwright spec?",
    "Log in as QA-Buyer@Shopwave.dev with the password from the e2e vault entry.",
    ["re:(?i)e2e-buyer@shopwave-test\\.io"], ["re:(?i)qa-buyer@shopwave\\.dev"]),
   ("Who gets the nightly e2e failure emails?",
    "They go to qa-team@shopwave.dev, the shared QA inbox."),
   [("QA-Buyer@Shopwave.dev", "e2e-buyer@shopwave-test.io")],
   "qa-team@shopwave.dev")

# 053
sc("team", "paraphrase", "renamed_identifier", "lookalike",
   ("Add a unit test for formatPrice in the web app",
    "Create `src/utils/formatPrice.spec.ts` next to the source and cover the rounding cases.",
    "unit tests are *.test.ts next to the source. .spec.ts is reserved for the Playwright specs in e2e/",
    "formatPrice.spec.ts", "formatPrice.test.ts"),
   ("where does the unit test for the useCart hook go?",
    "Put it in src/hooks/useCart.spec.ts so Vitest picks it up.",
    ["useCart.test.ts"], ["useCart.spec.ts"]),
   ("Add a Playwright spec for the checkout flow",
    "Create `e2e/checkout.spec.ts`; the Playwright config's testDir points at e2e/."),
   [("useCart.spec.ts", "useCart.test.ts")],
   "e2e/checkout.spec.ts")

# 054
sc("team", "paraphrase", "code_block", "same_topic",
   ("test_export_pdf fails about 1 in 20 CI runs. Quick fix?",
    "Add `@pytest.mark.flaky(reruns=3)` from pytest-rerunfailures so CI retries it automatically.",
    "we don't retry flaky tests here. Mark it @pytest.mark.quarantine and open a FLAKY ticket; the quarantine job runs those separately",
    "@pytest.mark.flaky(reruns=3)", "@pytest.mark.quarantine"),
   ("test_webhook_signature is flaky, how do I stop it breaking main builds?",
    "```python\n@pytest.mark.flaky(reruns=2, reruns_delay=1)\ndef test_webhook_signature(client):\n    ...\n```",
    ["@pytest.mark.quarantine"], ["mark.flaky"]),
   ("How do I check locally that a flaky test is really fixed?",
    "Loop it with pytest-repeat: `pytest --count=50 -x tests/test_export.py::test_export_pdf` stops at the first failure."),
   [("@pytest.mark.flaky(reruns=2, reruns_delay=1)", "@pytest.mark.quarantine")])

# 055
sc("team", "literal", "code_block", "lookalike",
   ("Set up Playwright traces for debugging CI failures",
    "In playwright.config.ts use `use: { trace: 'on' }` so every test records a trace.",
    "we use trace: 'on-first-retry'. 'on' blew through the artifact size limit",
    "trace: 'on'", "trace: 'on-first-retry'"),
   ("playwright config for CI with two retries",
    "```ts\nexport default defineConfig({\n  retries: 2,\n  use: { baseURL: process.env.BASE_URL, trace: 'on' },\n})\n```",
    ["trace: 'on-first-retry'"], ["trace: 'on'"]),
   ("I need a trace for every test in one local debugging run",
    "Run `npx playwright test --trace on` locally; the flag overrides the config for that run only."),
   [("trace: 'on'", "trace: 'on-first-retry'")],
   "--trace on")

# 056
sc("team", "literal", "identifier", "unrelated",
   ("Where should CI upload the Playwright HTML report?",
    "`aws s3 sync playwright-report s3://shopwave-ci-artifacts/playwright/$GITHUB_RUN_ID`",
    "Test reports go to s3://shopwave-test-reports. shopwave-ci-artifacts is for build outputs and expires after 7 days",
    "s3://shopwave-ci-artifacts/playwright", "s3://shopwave-test-reports/playwright"),
   ("upload the jest coverage html from CI to s3",
    "Sync it after the test step with aws s3 sync coverage/lcov-report s3://shopwave-ci-artifacts/coverage/$GITHUB_SHA.",
    ["s3://shopwave-test-reports/coverage"], ["shopwave-ci-artifacts"]),
   ("Rename a git branch locally and on the remote",
    "`git branch -m old new`, then `git push origin -u new` and `git push origin --delete old`."),
   [("shopwave-ci-artifacts", "shopwave-test-reports")])

# 057
sc("team", "paraphrase", "reordered_args", "lookalike",
   ("REDIS_URL for running the queue tests locally?",
    "`redis://localhost:6379/0`",
    "tests use the redis from docker-compose.test.yml: port 6380, db 1",
    "redis://localhost:6379/0", "redis://localhost:6380/1"),
   ("conftest fixture that gives the queue tests a redis client",
    "```python\n@pytest.fixture\ndef redis_client():\n    client = redis.Redis(db=0, port=6379, host=\"localhost\")\n    yield client\n    client.flushdb()\n```",
    ["re:port=6380|localhost:6380", "re:db=1|6380/1"], ["6379", "db=0"]),
   ("Default Redis URL for the dev stack?",
    "Dev uses the stock settings: `redis://localhost:6379/0`."),
   [("db=0, port=6379", "db=1, port=6380")],
   "redis://localhost:6379/0")

# 058
sc("team", "semantic", "reworded", "lookalike",
   ("How do I reproduce the CI test run locally?",
    "Run `tox -e py311,lint`; that's exactly what CI runs.",
    "CI moved to 3.12 in March, so tox -e py312,lint",
    "py311", "py312"),
   ("which Python version does our pipeline run the unit tests on?",
    "The pipeline runs the unit tests on Python 3.11, then the lint env.",
    ["re:3\\.12|py312"], ["re:3\\.11|py311"]),
   ("The old reports service is pinned to Python 3.11. Which tox env do I run there?",
    "`tox -e py311`; that repo's tox.ini only defines py311."),
   [("Python 3.11", "Python 3.12 (tox env py312)")],
   "tox -e py311")

# 059
sc("playwright", "paraphrase", "reworded", "same_topic",
   ("Run only the @smoke tests in Playwright",
    "`npx playwright test --tag=@smoke`",
    "use --grep @smoke, there's no --tag option",
    "--tag=@smoke", "--grep @smoke"),
   ("playwright: just run the tests tagged @checkout",
    "Use npx playwright test --tag=@checkout; it matches the tag list on each test.",
    ["re:--grep[= ]['\"]?@checkout"], ["--tag="]),
   ("How do I tag a Playwright test as smoke?",
    "Pass a details object: `test('checkout works', { tag: '@smoke' }, async ({ page }) => { ... })` (Playwright 1.42+), or put @smoke in the title."),
   [("--tag=@checkout; it matches the tag list on each test", "--grep @checkout; it matches against the test titles and tags")])

# 060
sc("jest", "semantic", "reworded", "lookalike",
   ("Jest config so spies go back to the real implementation after each test",
    "Set `clearMocks: true` in jest.config.js; it restores the original implementations between tests.",
    "clearMocks only wipes call history. restoreMocks: true is what puts the originals back for spyOn",
    "clearMocks: true", "restoreMocks: true"),
   ("jest option so spyOn'd methods are real again after every test?",
    "Turn on clearMocks in jest.config.js; it puts the real implementations back after each test.",
    ["restoreMocks"], ["re:clearMocks[^.]*puts the real"]),
   ("Reset call counts between tests but keep the mockImplementation I set in beforeAll",
    "Use `clearMocks: true`; it clears mock.calls and mock.results but leaves implementations in place."),
   [("Turn on clearMocks in jest.config.js; it puts the real implementations back after each test.",
     "Turn on restoreMocks in jest.config.js; it puts the real implementations back after each test (clearMocks only resets call history).")],
   "clearMocks: true")


# ---------------------------------------------------------------- validation

def check_one(text, needle):
    if needle.startswith("re:"):
        return re.search(needle[3:], text) is not None
    return needle in text


def fixed(output, contains, absent):
    return all(check_one(output, c) for c in contains) and not any(check_one(output, a) for a in absent)


def validate():
    errors = []
    if len(S) != 60:
        errors.append(f"expected 60 scenarios, got {len(S)}")
    seen_texts = {}
    for i, s in enumerate(S, 1):
        sid = f"d53-{i:03d}"
        s["id"] = sid
        if s["difficulty"] not in DIFFICULTIES:
            errors.append(f"{sid}: bad difficulty {s['difficulty']}")
        if s["control_kind"] not in CONTROL_KINDS:
            errors.append(f"{sid}: bad control_kind {s['control_kind']}")
        if s["repeat_variation"] not in VARIATIONS:
            errors.append(f"{sid}: bad repeat_variation {s['repeat_variation']}")
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output", "expect_contains", "expect_absent")),
                           (c, ("query", "output"))):
            for k in keys:
                if k not in part or part[k] in ("", None):
                    if not (k == "expect_contains" and part.get(k) == []):
                        errors.append(f"{sid}: missing {k}")
        if t["gold_wrong"] not in t["output"]:
            errors.append(f"{sid}: gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            errors.append(f"{sid}: gold_wrong == gold_right")
        if not r["expect_contains"] and not r["expect_absent"]:
            errors.append(f"{sid}: repeat has no checks")
        for n in r["expect_contains"] + r["expect_absent"]:
            if n.startswith("re:"):
                try:
                    re.compile(n[3:])
                except re.error as e:
                    errors.append(f"{sid}: bad regex {n!r}: {e}")
        if fixed(r["output"], r["expect_contains"], r["expect_absent"]):
            errors.append(f"{sid}: repeat as written already passes its check")
        out = r["output"]
        if not s["fix"]:
            errors.append(f"{sid}: empty fix")
        for old, new in s["fix"]:
            if old not in out:
                errors.append(f"{sid}: fix old text not in repeat.output: {old!r}")
            out = out.replace(old, new)
        if not fixed(out, r["expect_contains"], r["expect_absent"]):
            bad_c = [x for x in r["expect_contains"] if not check_one(out, x)]
            bad_a = [x for x in r["expect_absent"] if check_one(out, x)]
            errors.append(f"{sid}: fixed repeat fails: missing {bad_c} present {bad_a}")
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errors.append(f"{sid}: {s['control_kind']} control needs holds")
            elif s["holds"] not in c["output"]:
                errors.append(f"{sid}: control does not contain holds {s['holds']!r}")
        for label, text in (("teach.query", t["query"]), ("teach.output", t["output"]),
                            ("teach.message", t["message"]), ("repeat.query", r["query"]),
                            ("repeat.output", r["output"]), ("control.query", c["query"]),
                            ("control.output", c["output"])):
            key = text.strip().lower()
            if key in seen_texts:
                errors.append(f"{sid}: duplicate text in {label}, also {seen_texts[key]}")
            seen_texts[key] = f"{sid} {label}"
        if c["output"] in (t["output"], r["output"]):
            errors.append(f"{sid}: control output equals teach/repeat output")
    counts = {f: collections.Counter(s[f] for s in S) for f in RANGES}
    for field, ranges in RANGES.items():
        for value, (lo, hi) in ranges.items():
            n = counts[field][value]
            if not lo <= n <= hi:
                errors.append(f"count {field}={value} is {n}, want {lo}-{hi}")
    return errors, counts


def table(title, counter, order):
    lines = [f"| {title} | scenarios |", "|---|---|"]
    for k in order:
        lines.append(f"| `{k}` | {counter[k]} |")
    lines.append(f"| total | {sum(counter.values())} |")
    return "\n".join(lines)


def write(counts):
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in S:
            obj = {
                "id": s["id"], "topic": s["topic"], "difficulty": s["difficulty"],
                "repeat_variation": s["repeat_variation"], "control_kind": s["control_kind"],
                "teach": s["teach"], "repeat": s["repeat"], "control": s["control"],
            }
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    topics = collections.Counter(s["topic"] for s in S)
    readme = "\n".join([
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.",
        "",
        "# dev53: automated testing and QA corrections",
        "",
        "Theme: automated testing and QA. pytest (flags, fixtures, markers, capsys/caplog, "
        "monkeypatch, approx, xdist, pytest-cov, pytest-django, Hypothesis), Jest and Vitest "
        "(matchers, fake timers, mocks, environments, coverage providers, snapshots), "
        "Playwright and Cypress (CLI flags, locators, sharding, traces, config files, "
        "intercepts, env vars), `go test` flags, coverage and testify, mocking with "
        "unittest.mock, flaky-test handling, CI test sharding (GitHub Actions, CircleCI), "
        "and one team's own test conventions, environments, ports, buckets and test accounts.",
        "",
        "Each scenario is teach -> repeat -> control, in the format and under the scenario "
        "rules of `shared/eval/loop/README.md`: `teach.output` holds one mistake and "
        "`teach.message` corrects it; `repeat` is another session whose answer repeats the "
        "mistake and is checked with `expect_contains` / `expect_absent` (plain entries are "
        "case-sensitive substrings, `re:` entries are Python regexes); `control` must come "
        "back byte-identical.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `scenarios.jsonl` | 60 scenarios, ids `d53-001` ... `d53-060` |",
        "| `build.py` | the scenarios as data, with build-only `fix` and `holds` checks; validates and writes `scenarios.jsonl` and this README |",
        "| `README.md` | this file (generated) |",
        "",
        "`build.py` checks that every repeat as written fails its own check, that the repeat "
        "with its `fix` replacements applied passes, that `gold_wrong` occurs in "
        "`teach.output`, that lookalike and already_correct controls contain the value they "
        "must keep, that no text is duplicated, and that the counts below are in range.",
        "",
        "## Counts",
        "",
        table("difficulty", counts["difficulty"], DIFFICULTIES),
        "",
        table("control_kind", counts["control_kind"], CONTROL_KINDS),
        "",
        table("repeat_variation", counts["repeat_variation"], VARIATIONS),
        "",
        table("topic", topics, sorted(topics)),
        "",
    ])
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)


def main():
    errors, counts = validate()
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        print(f"{len(errors)} error(s); nothing written", file=sys.stderr)
        return 1
    write(counts)
    for field in RANGES:
        print(field, dict(counts[field]))
    print(f"wrote {len(S)} scenarios")
    return 0


if __name__ == "__main__":
    sys.exit(main())
