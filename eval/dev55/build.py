#!/usr/bin/env python3
"""Build the dev55 scenario set (Go services in production).

Standard library only. Holds the 60 teach -> repeat -> control scenarios as data,
validates them, and only if validation passes writes scenarios.jsonl and README.md
next to this file.

Build-only fields (never written to scenarios.jsonl):
  fix    list of (old, new) replacements that turn repeat.output into a correct answer
  holds  for lookalike / already_correct controls, a string the control must contain
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier",
              "renamed_identifier", "reordered_args", "equivalent_construct",
              "prose_claim")

# Target counts from the brief, with the accepted range.
RANGES = {
    "difficulty": {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)},
    "control_kind": {"lookalike": (29, 35), "same_topic": (13, 19),
                     "already_correct": (7, 11), "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (12, 18), "code_block": (15, 21),
                         "casing": (2, 8), "other_identifier": (2, 8),
                         "renamed_identifier": (2, 8), "reordered_args": (2, 8),
                         "equivalent_construct": (2, 8), "prose_claim": (2, 8)},
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


# ---------------------------------------------------------------- 001
sc("go-toolchain", "literal", "code_block", "unrelated",
   ("How do I install goimports on the CI image?",
    "Add a step that runs `go get -u golang.org/x/tools/cmd/goimports`; the binary ends up in `$(go env GOPATH)/bin`.",
    "go get doesn't build or install binaries anymore, it only edits go.mod now. it's go install golang.org/x/tools/cmd/goimports@latest",
    "go get -u golang.org/x/tools/cmd/goimports",
    "go install golang.org/x/tools/cmd/goimports@latest"),
   ("Dockerfile line to put goimports into the builder stage?",
    "```dockerfile\nRUN go get -u golang.org/x/tools/cmd/goimports\n```\nIt gets installed into /go/bin, which is already on PATH in the golang image.",
    [r"re:go install golang\.org/x/tools/cmd/goimports@(latest|v\d[\w.\-]*)"],
    ["go get -u golang.org/x/tools/cmd/goimports"]),
   ("How do I dump the goroutine stacks of a running service that has pprof on localhost:6060?",
    "`curl -s 'http://localhost:6060/debug/pprof/goroutine?debug=2' > goroutines.txt` writes the full stack of every goroutine."),
   [("go get -u golang.org/x/tools/cmd/goimports", "go install golang.org/x/tools/cmd/goimports@latest")])

# ---------------------------------------------------------------- 002
sc("go-modules", "literal", "reworded", "unrelated",
   ("Add pgx v5 to the payouts module",
    "From the module root: `go get github.com/jackc/pgx@v5.7.2`, then import the pool package in the store.",
    "that errors out, for v2+ the major version is part of the module path: github.com/jackc/pgx/v5@v5.7.2",
    "github.com/jackc/pgx@v5.7.2",
    "github.com/jackc/pgx/v5@v5.7.2"),
   ("How do I pull pgx version 5 into go.mod for the notifier?",
    "Run go get github.com/jackc/pgx@v5.7.2 in the notifier repo and go.mod will pick up the requirement.",
    ["github.com/jackc/pgx/v5"],
    ["github.com/jackc/pgx@v5"]),
   ("How do I read a big log file line by line in Go?",
    "Wrap the file in a `bufio.Scanner` and loop on `sc.Scan()`; call `sc.Buffer(make([]byte, 0, 1024*1024), 1024*1024)` first if a line can be longer than 64 KiB."),
   [("github.com/jackc/pgx@v5.7.2", "github.com/jackc/pgx/v5@v5.7.2")])

# ---------------------------------------------------------------- 003
sc("team-modules", "literal", "code_block", "lookalike",
   ("Start a new Go module for the notifier service",
    "```sh\nmkdir notifier && cd notifier\ngo mod init github.com/kestrelpay/notifier\n```",
    "our modules don't live under github. module paths are go.kestrelpay.io/<service>, so go mod init go.kestrelpay.io/notifier",
    "github.com/kestrelpay/notifier",
    "go.kestrelpay.io/notifier"),
   ("import the notifier's client package from the payouts service",
    "```go\nimport (\n\t\"context\"\n\n\tnotifierclient \"github.com/kestrelpay/notifier/client\"\n)\n```",
    ["go.kestrelpay.io/notifier/client"],
    ["\"github.com/kestrelpay/notifier"]),
   ("How do our services reference the shared CI workflow?",
    "The reusable workflows live in the GitHub org at github.com/kestrelpay/actions; call them with `uses: kestrelpay/actions/.github/workflows/go-ci.yml@v3`."),
   [("github.com/kestrelpay/notifier/client", "go.kestrelpay.io/notifier/client")],
   "github.com/kestrelpay/actions")

# ---------------------------------------------------------------- 004
sc("team-modules", "literal", "reworded", "already_correct",
   ("`go mod download` fails with `verifying go.kestrelpay.io/platform/authz@v1.3.0: ... 410 Gone` on my laptop. Fix?",
    "Set `GOPROXY=direct` so Go fetches the module straight from git and skips the public checksum database.",
    "GOPROXY=direct still checks sum.golang.org, that's where the 410 comes from. What you want is GOPRIVATE=go.kestrelpay.io",
    "GOPROXY=direct",
    "GOPRIVATE=go.kestrelpay.io"),
   ("new hire can't fetch our internal go.kestrelpay.io modules, the sumdb lookup keeps failing. what env setting do they need?",
    "Have them run go env -w GOPROXY=direct once; after that the private modules resolve without the checksum lookup.",
    [r"re:GOPRIVATE=\S*go\.kestrelpay\.io"],
    ["-w GOPROXY=direct"]),
   ("What go env settings does the laptop setup script apply?",
    "It runs `go env -w GOPRIVATE=go.kestrelpay.io` so internal modules bypass the public proxy and sum.golang.org, and leaves GOPROXY at its default."),
   [("GOPROXY=direct", "GOPRIVATE=go.kestrelpay.io")],
   "GOPRIVATE=go.kestrelpay.io")

# ---------------------------------------------------------------- 005
sc("team-build", "literal", "code_block", "already_correct",
   ("Write a multi-stage Dockerfile for the ledger service",
    "```dockerfile\nFROM golang:1.22-bookworm AS build\nWORKDIR /src\nCOPY go.mod go.sum ./\nRUN go mod download\nCOPY . .\nRUN CGO_ENABLED=0 go build -o /out/ledger ./cmd/ledger\n\nFROM gcr.io/distroless/static-debian12\nCOPY --from=build /out/ledger /ledger\nENTRYPOINT [\"/ledger\"]\n```",
    "builds fine locally, but all our services are on Go 1.24, so the builder should be golang:1.24-bookworm",
    "golang:1.22-bookworm",
    "golang:1.24-bookworm"),
   ("Dockerfile for the payouts API, build stage plus distroless runtime",
    "```dockerfile\nFROM golang:1.22-bookworm AS builder\nWORKDIR /app\nCOPY . .\nRUN CGO_ENABLED=0 go build -trimpath -o payouts ./cmd/payouts\n\nFROM gcr.io/distroless/static-debian12\nCOPY --from=builder /app/payouts /payouts\nENTRYPOINT [\"/payouts\"]\n```",
    ["golang:1.24"],
    ["FROM golang:1.22"]),
   ("Which builder image does the notifier Dockerfile use?",
    "`FROM golang:1.24-bookworm AS build`, same as the other services."),
   [("golang:1.22-bookworm", "golang:1.24-bookworm")],
   "golang:1.24-bookworm")

# ---------------------------------------------------------------- 006
sc("go-language", "semantic", "prose_claim", "lookalike",
   ("Do I still need `job := job` before starting goroutines in a range loop? go.mod says go 1.24.",
    "Yes. All iterations share a single `job` variable, so without the `job := job` copy the goroutines can all see the last element.",
    "not since 1.22. with a go 1.22+ line in go.mod every iteration gets a fresh variable, so that copy is dead code (copyloopvar flags it)",
    "Yes. All iterations share a single `job` variable, so without the `job := job` copy the goroutines can all see the last element.",
    "No. Since Go 1.22 each iteration gets its own `job` variable, so the copy isn't needed."),
   ("In our 1.24 module, is it a bug to use the range variable inside a goroutine closure without copying it?",
    "Yes, the closure captures one shared loop variable that is reused across iterations, so add `item := item` before the `go` statement.",
    [r"re:1\.22|[Pp]er-iteration|each iteration|fresh variable|own (copy|variable)"],
    [r"re:(?i)shared loop variable|reused across iterations|item := item"]),
   ("This older module's go.mod still says go 1.21. Do the goroutines in the range loop need the copy?",
    "Yes. With `go 1.21` in go.mod the old semantics apply and the loop reuses one variable, so keep `job := job` until the go line is bumped to 1.22 or later."),
   [("Yes, the closure captures one shared loop variable that is reused across iterations, so add `item := item` before the `go` statement.",
     "No. Since Go 1.22 each iteration has its own variable, so the closure sees the right item and no copy is needed.")],
   "keep `job := job`")

# ---------------------------------------------------------------- 007
sc("testing", "paraphrase", "renamed_identifier", "lookalike",
   ("Run only TestLogin in the auth package",
    "`go test ./internal/auth -run TestLogin` runs exactly that one test.",
    "-run is an unanchored regexp, so that also runs TestLoginRateLimit and friends. anchor it: -run '^TestLogin$'",
    "-run TestLogin",
    "-run '^TestLogin$'"),
   ("just execute TestParseAmount in ./money, nothing else",
    "Use `go test ./money -run TestParseAmount`, which matches only that test function.",
    [r"re:\^TestParseAmount\$"],
    ["-run TestParseAmount`"]),
   ("Run all the login tests in auth (TestLogin, TestLoginLockout, TestLoginMFA)",
    "`go test ./internal/auth -run TestLogin`: the pattern is an unanchored regexp, so it matches all three."),
   [("-run TestParseAmount", "-run '^TestParseAmount$'")],
   "-run TestLogin`")

# ---------------------------------------------------------------- 008
sc("testing", "literal", "reworded", "same_topic",
   ("go test keeps printing (cached). How do I force a rerun?",
    "Pass the `-nocache` flag: `go test -nocache ./...`.",
    "thanks! but there's no -nocache flag, -count=1 is the idiomatic way to bypass the test cache",
    "-nocache",
    "-count=1"),
   ("How do I make go test actually re-run the integration tests instead of reusing old results?",
    "Add -nocache to the command, e.g. go test -nocache -tags integration ./internal/store/...",
    ["-count=1"],
    ["go test -nocache"]),
   ("How do I wipe the whole test cache?",
    "`go clean -testcache` expires all cached test results."),
   [("-nocache", "-count=1")])

# ---------------------------------------------------------------- 009
sc("testing", "literal", "code_block", "same_topic",
   ("How do I see allocations per op in my benchmark run?",
    "Add `-benchallocs`: `go test -bench=BenchmarkEncode -benchallocs ./codec`.",
    "flag's -benchmem",
    "-benchallocs",
    "-benchmem"),
   ("show B/op and allocs/op for the JSON benchmarks in internal/codec",
    "```sh\ngo test -run='^$' -bench=JSON -benchallocs ./internal/codec\n```",
    ["-benchmem"],
    ["-benchallocs ./"]),
   ("Can a single benchmark always report allocations, even without a flag?",
    "Yes: call `b.ReportAllocs()` at the top of it. It is equivalent to -test.benchmem, but only for that benchmark."),
   [("-benchallocs", "-benchmem")])

# ---------------------------------------------------------------- 010
sc("testing", "semantic", "reworded", "same_topic",
   ("Integration tests in different packages trample the same test database. How do I make go test run them one at a time?",
    "Use `go test -parallel 1 ./...`; that makes the packages run sequentially.",
    "-parallel only caps t.Parallel() tests inside a single test binary. How many packages run at once is -p, so -p 1",
    "-parallel 1",
    "-p 1"),
   ("how do I stop go test from running several packages at once against our shared postgres?",
    "Set the parallel flag to one (go test -parallel=1 -tags integration ./...); it forces the package test binaries to run one after another.",
    [r"re:-p[ =]1\b"],
    [r"re:go test -parallel[ =]1\b"]),
   ("What does t.Parallel() actually do?",
    "It marks the test as parallel: the test pauses until its parent's sequential part has finished, then runs alongside the other parallel tests, at most -parallel at a time (GOMAXPROCS by default)."),
   [("Set the parallel flag to one (go test -parallel=1", "Set -p to one (go test -p 1")])

# ---------------------------------------------------------------- 011
sc("golangci-lint", "literal", "code_block", "already_correct",
   ("errcheck complains about the deferred resp.Body.Close() in the FX client. How do I silence just that line?",
    "Add a directive: `defer resp.Body.Close() // nolint:errcheck // close error is irrelevant here`.",
    "no space after the slashes: //nolint:errcheck. it's a directive, `// nolint` isn't valid syntax (nolintlint complains about it too)",
    "// nolint:errcheck",
    "//nolint:errcheck"),
   ("lint fails on the deferred rollback in CreatePayout; suppress it for that line only",
    "```go\ndefer tx.Rollback(ctx) // nolint:errcheck // rollback after commit is a no-op\n```",
    ["//nolint:errcheck"],
    ["// nolint:errcheck"]),
   ("Suppress gosec's weak-random warning on the retry jitter line",
    "```go\njitter := time.Duration(rand.Int64N(int64(maxJitter))) //nolint:gosec // G404: jitter doesn't need crypto/rand\n```"),
   [("// nolint:errcheck", "//nolint:errcheck")],
   "//nolint:gosec")

# ---------------------------------------------------------------- 012
sc("golangci-lint", "paraphrase", "renamed_identifier", "lookalike",
   ("Enable the gofmt and goimports checks in our golangci-lint v2 config",
    "```yaml\nversion: \"2\"\nlinters:\n  enable:\n    - gofmt\n    - goimports\n```",
    "in v2 those aren't linters anymore. gofmt/goimports go under formatters: enable:",
    "linters:",
    "formatters:"),
   ("golangci v2 config: turn on gofumpt and gci",
    "```yaml\nversion: \"2\"\nlinters:\n  enable:\n    - gofumpt\n    - gci\n```",
    [r"re:formatters:\s*\n\s*enable:\s*\n\s*- (gofumpt|gci)"],
    [r"re:linters:\s*\n\s*enable:\s*\n\s*- (gofumpt|gci)"]),
   ("Enable errorlint and bodyclose in the v2 config",
    "```yaml\nversion: \"2\"\nlinters:\n  enable:\n    - errorlint\n    - bodyclose\n```"),
   [("linters:", "formatters:")],
   "linters:\n  enable:\n    - errorlint")

# ---------------------------------------------------------------- 013
sc("golangci-lint", "semantic", "prose_claim", "lookalike",
   ("Which linters do I add to the v2 config to keep the old gosimple and stylecheck checks?",
    "List them explicitly: add `gosimple` and `stylecheck` under `linters.enable`.",
    "I think those were folded into staticcheck in v2? enabling staticcheck should cover them, the old names are gone",
    "add `gosimple` and `stylecheck` under `linters.enable`",
    "enable `staticcheck`, which includes both checks in v2"),
   ("migrating .golangci.yml to v2. We had gosimple in the enable list, do we keep it?",
    "Yes, keep gosimple in the enable list; v2 still ships it as its own linter.",
    ["staticcheck"],
    [r"re:(?i)keep gosimple|ships it as its own"]),
   ("In our old v1 config, what is gosimple?",
    "In golangci-lint v1, `gosimple` is a separate, default-enabled linter that suggests code simplifications (the S1xxx checks)."),
   [("Yes, keep gosimple in the enable list; v2 still ships it as its own linter.",
     "No, drop it: in v2 gosimple was merged into staticcheck, so enabling staticcheck covers those checks.")],
   "`gosimple` is a separate, default-enabled linter")

# ---------------------------------------------------------------- 014
sc("golangci-lint", "literal", "reworded", "lookalike",
   ("Only show lint issues introduced on my branch compared to main",
    "Run `golangci-lint run --since=origin/main`.",
    "The flag is --new-from-rev=origin/main.",
    "--since=origin/main",
    "--new-from-rev=origin/main"),
   ("How can the PR job fail only on new golangci-lint findings?",
    "Invoke golangci-lint run --since=origin/main ./... in the PR job so old issues are ignored.",
    [r"re:--new-from-(rev|merge-base)[= ]origin/main"],
    ["--since=origin/main"]),
   ("List the commits on main from the last two weeks",
    "`git log --since=2.weeks --oneline origin/main`"),
   [("--since=origin/main", "--new-from-rev=origin/main")],
   "--since=2.weeks")

# ---------------------------------------------------------------- 015
sc("build-flags", "paraphrase", "renamed_identifier", "same_topic",
   ("Stamp the git SHA into the ledger binary at build time; the variable is `Commit` in internal/buildinfo",
    "```sh\ngo build -ldflags \"-X buildinfo.Commit=$(git rev-parse --short HEAD)\" ./cmd/ledger\n```",
    "-X wants the full import path, i.e. -X go.kestrelpay.io/ledger/internal/buildinfo.Commit=...",
    "-X buildinfo.Commit",
    "-X go.kestrelpay.io/ledger/internal/buildinfo.Commit"),
   ("set the Version variable in internal/buildinfo from the git tag when building payouts",
    "```sh\ngo build -ldflags \"-X buildinfo.Version=$(git describe --tags)\" -o bin/payouts ./cmd/payouts\n```",
    [r"re:-X go\.kestrelpay\.io/[\w./-]*/internal/buildinfo\.Version="],
    ["-X buildinfo."]),
   ("Can I get the commit hash at runtime without any ldflags?",
    "Yes: `debug.ReadBuildInfo()` exposes the `vcs.revision` and `vcs.time` settings when the binary was built inside a git checkout (go build stamps them by default since Go 1.18)."),
   [("-X buildinfo.Version", "-X go.kestrelpay.io/payouts/internal/buildinfo.Version")])

# ---------------------------------------------------------------- 016
sc("build-flags", "semantic", "reworded", "lookalike",
   ("Build command for a static gateway binary that runs on scratch?",
    "`GOOS=linux go build -o gateway ./cmd/gateway` is enough, Go binaries are always statically linked.",
    "not when cgo is on, and it is by default in golang:*-bookworm since gcc is there. net and os/user then link libc dynamically and the binary won't start on scratch. Set CGO_ENABLED=0.",
    "Go binaries are always statically linked",
    "set CGO_ENABLED=0 so the binary doesn't link libc"),
   ("does my go build need anything special for a FROM scratch image?",
    "No, a plain go build already produces a fully static binary, so just copy it into scratch.",
    ["CGO_ENABLED=0"],
    [r"re:(?i)already produces a fully static"]),
   ("The sqlite-backed reconciliation tool: can it be built without cgo?",
    "No, mattn/go-sqlite3 is a cgo package, so that tool needs `CGO_ENABLED=1` and a C compiler in the build image."),
   [("No, a plain go build already produces a fully static binary, so just copy it into scratch.",
     "Yes: build with CGO_ENABLED=0 so net and os/user don't link libc, then copy the binary into scratch.")],
   "CGO_ENABLED=1")

# ---------------------------------------------------------------- 017
sc("team-build", "paraphrase", "equivalent_construct", "same_topic",
   ("Cross-compile the gateway for our prod nodes",
    "`GOOS=linux GOARCH=amd64 go build -o bin/gateway ./cmd/gateway`",
    "in prod it's all Graviton now, so GOARCH=arm64",
    "GOARCH=amd64",
    "GOARCH=arm64"),
   ("docker buildx command for the notifier image that runs in prod?",
    "`docker buildx build --platform linux/amd64 -t registry.kestrelpay.io/platform/notifier:1.8.0 --push .`",
    ["linux/arm64"],
    ["--platform linux/amd64"]),
   ("How do I check which GOOS/GOARCH a binary was built for?",
    "`go version -m bin/gateway` prints the embedded build settings, including the GOOS and GOARCH lines."),
   [("linux/amd64", "linux/arm64")])

# ---------------------------------------------------------------- 018
sc("build-flags", "literal", "code_block", "same_topic",
   ("Build the ledger binary for Delve with optimizations off",
    "`go build -gcflags=\"-N -l\" -o ledger-debug ./cmd/ledger`",
    "without all= those flags only hit the main package. -gcflags=\"all=-N -l\"",
    "-gcflags=\"-N -l\"",
    "-gcflags=\"all=-N -l\""),
   ("debug build of payouts so dlv can step into the internal packages",
    "```sh\ngo build -gcflags=\"-N -l\" -o /tmp/payouts ./cmd/payouts\ndlv exec /tmp/payouts\n```",
    [r"re:-gcflags=['\"]?all=-N -l"],
    [r"re:-gcflags=['\"]?-N"]),
   ("How do I attach Delve to the ledger process that's already running?",
    "`dlv attach <pid>`; build with optimizations disabled first, or stepping and variable inspection will be unreliable."),
   [("-gcflags=\"-N -l\"", "-gcflags=\"all=-N -l\"")])

# ---------------------------------------------------------------- 019
sc("go-toolchain", "semantic", "prose_claim", "same_topic",
   ("I added `//go:generate stringer -type=State`. Anything else I need to do?",
    "No, `go build` runs the `//go:generate` directives automatically before compiling.",
    "go build never runs them. you run go generate ./... yourself and commit what it produces",
    "`go build` runs the `//go:generate` directives automatically before compiling",
    "run `go generate ./...` yourself and commit the output; go build never runs the directives"),
   ("will CI pick up my new mockgen directive when it builds the service?",
    "Yes, generate directives execute as part of the normal build, so the mocks are regenerated on every go build.",
    ["go generate"],
    [r"re:(?i)execute as part of the normal build|regenerated on every go build"]),
   ("Does go test run go vet?",
    "Yes, go test runs a small, high-confidence subset of go vet checks (printf among them) on the package before running its tests; pass -vet=off to skip it."),
   [("Yes, generate directives execute as part of the normal build, so the mocks are regenerated on every go build.",
     "No. go build never runs generate directives; run go generate ./... and commit the regenerated mocks, or add that step to CI.")])

# ---------------------------------------------------------------- 020
sc("net-http", "literal", "code_block", "lookalike",
   ("Read the {id} in `mux.HandleFunc(\"GET /accounts/{id}\", getAccount)`. This is the stdlib ServeMux",
    "```go\nfunc getAccount(w http.ResponseWriter, r *http.Request) {\n\tid := mux.Vars(r)[\"id\"]\n\t// ...\n}\n```",
    "mux.Vars is gorilla, thats not what we use. with the 1.22 ServeMux it's r.PathValue(\"id\")",
    "mux.Vars(r)[\"id\"]",
    "r.PathValue(\"id\")"),
   ("stdlib router with the pattern \"DELETE /webhooks/{id}\": get the id in the handler",
    "```go\nfunc (h *Handler) deleteWebhook(w http.ResponseWriter, r *http.Request) {\n\tid := mux.Vars(r)[\"id\"]\n\tif err := h.hooks.Delete(r.Context(), id); err != nil {\n\t\thttp.Error(w, \"delete failed\", http.StatusInternalServerError)\n\t\treturn\n\t}\n\tw.WriteHeader(http.StatusNoContent)\n}\n```",
    ["r.PathValue(\"id\")"],
    [r"re:= mux\.Vars\("]),
   ("The old admin service still routes with gorilla/mux. How do I read {name} there?",
    "With gorilla/mux it's `name := mux.Vars(r)[\"name\"]`."),
   [("mux.Vars(r)[\"id\"]", "r.PathValue(\"id\")")],
   "mux.Vars(r)[\"name\"]")

# ---------------------------------------------------------------- 021
sc("net-http", "paraphrase", "reordered_args", "lookalike",
   ("Return 201 with a JSON body from CreatePayout",
    "```go\nw.WriteHeader(http.StatusCreated)\nw.Header().Set(\"Content-Type\", \"application/json\")\njson.NewEncoder(w).Encode(p)\n```",
    "headers set after WriteHeader are silently dropped. Set the Content-Type first, then call WriteHeader.",
    "w.WriteHeader(http.StatusCreated)\nw.Header().Set(\"Content-Type\", \"application/json\")",
    "w.Header().Set(\"Content-Type\", \"application/json\")\nw.WriteHeader(http.StatusCreated)"),
   ("respond 202 Accepted with a Location header from the refund handler",
    "```go\nw.WriteHeader(http.StatusAccepted)\nw.Header().Set(\"Location\", \"/v1/refunds/\"+refund.ID)\n```",
    [r"re:(?s)Header\(\)\.(Set|Add)\(\"Location\".*WriteHeader\((http\.StatusAccepted|202)\)"],
    [r"re:(?s)WriteHeader\((http\.StatusAccepted|202)\).*Header\(\)\.(Set|Add)\(\"Location\""]),
   ("Stream the export and send a checksum once the body is written",
    "```go\nw.Header().Set(\"Trailer\", \"X-Checksum\")\nw.WriteHeader(http.StatusOK)\nh := sha256.New()\nio.Copy(io.MultiWriter(w, h), export)\nw.Header().Set(\"X-Checksum\", hex.EncodeToString(h.Sum(nil)))\n```\nDeclared trailers are the one case where setting a header after the body is correct."),
   [("w.WriteHeader(http.StatusAccepted)\nw.Header().Set(\"Location\", \"/v1/refunds/\"+refund.ID)",
     "w.Header().Set(\"Location\", \"/v1/refunds/\"+refund.ID)\nw.WriteHeader(http.StatusAccepted)")],
   "w.Header().Set(\"X-Checksum\"")

# ---------------------------------------------------------------- 022
sc("team-api", "paraphrase", "reworded", "lookalike",
   ("What status should CreateTransfer return when the amount is negative?",
    "Return `http.StatusBadRequest` (400) with the field errors in the body.",
    "per our API guidelines 400 is only for requests we can't parse; a failed validation is 422, http.StatusUnprocessableEntity",
    "`http.StatusBadRequest` (400)",
    "`http.StatusUnprocessableEntity` (422)"),
   ("payout currency isn't one we support. What do I send back?",
    "Respond with http.StatusBadRequest and an error body naming the currency field.",
    [r"re:StatusUnprocessableEntity|\b422\b"],
    ["with http.StatusBadRequest"]),
   ("The CreateTransfer body isn't even valid JSON. Which status?",
    "That's a request we can't parse, so `http.StatusBadRequest` (400)."),
   [("http.StatusBadRequest", "http.StatusUnprocessableEntity")],
   "http.StatusBadRequest")

# ---------------------------------------------------------------- 023
sc("context", "literal", "code_block", "lookalike",
   ("Load the account in the GET handler through the pgx store",
    "```go\nacct, err := h.store.GetAccount(context.Background(), id)\nif err != nil {\n\th.writeError(w, err)\n\treturn\n}\n```",
    "pass r.Context() there, so the query gets canceled when the client goes away",
    "context.Background()",
    "r.Context()"),
   ("ListPayouts handler: call the repo with the account id and a page size of 50",
    "```go\nfunc (h *Handler) ListPayouts(w http.ResponseWriter, r *http.Request) {\n\tpayouts, err := h.repo.ListPayouts(context.Background(), r.PathValue(\"accountID\"), 50)\n\tif err != nil {\n\t\th.writeError(w, err)\n\t\treturn\n\t}\n\th.writeJSON(w, http.StatusOK, payouts)\n}\n```",
    ["r.Context()"],
    ["ListPayouts(context.Background()"]),
   ("Create the pgx pool in main",
    "```go\nfunc main() {\n\tctx := context.Background()\n\tpool, err := pgxpool.New(ctx, os.Getenv(\"LEDGER_PG_DSN\"))\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer pool.Close()\n\t// ...\n}\n```"),
   [("context.Background()", "r.Context()")],
   "ctx := context.Background()")

# ---------------------------------------------------------------- 024
sc("context", "paraphrase", "equivalent_construct", "same_topic",
   ("Give the FX rate call a 3 second timeout",
    "```go\nctx, _ := context.WithTimeout(r.Context(), 3*time.Second)\nrate, err := h.fx.Rate(ctx, pair)\n```",
    "don't drop the cancel func. vet's lostcancel flags it and the context's resources hang around until the timer fires. ctx, cancel := ...; defer cancel()",
    "ctx, _ := context.WithTimeout(r.Context(), 3*time.Second)",
    "ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)\ndefer cancel()"),
   ("bound each webhook delivery attempt to a deadline 10s from now",
    "```go\ndctx, _ := context.WithDeadline(ctx, time.Now().Add(10*time.Second))\nerr := h.deliver(dctx, hook)\n```",
    [r"re:defer \w*[cC]ancel\w*\(\)"],
    [r"re:\w+, _ :?= context\.With(Timeout|Deadline|Cancel)"]),
   ("What does ctx.Done() return for context.Background()?",
    "nil. Background is never canceled, so its Done channel is nil and a receive from it would block forever."),
   [("dctx, _ := context.WithDeadline(ctx, time.Now().Add(10*time.Second))",
     "dctx, cancel := context.WithDeadline(ctx, time.Now().Add(10*time.Second))\ndefer cancel()")])

# ---------------------------------------------------------------- 025
sc("context", "paraphrase", "renamed_identifier", "already_correct",
   ("Stash the request ID in the context in our logging middleware",
    "```go\nctx := context.WithValue(r.Context(), \"request_id\", reqID)\nnext.ServeHTTP(w, r.WithContext(ctx))\n```",
    "don't key it with a plain string (staticcheck SA1029, and any package can collide with it). declare an unexported `type ctxKey struct{}` and use ctxKey{} as the key",
    "\"request_id\", reqID",
    "ctxKey{}, reqID"),
   ("put the authenticated tenant ID into ctx in the auth middleware",
    "```go\nctx := context.WithValue(r.Context(), \"tenant\", tenantID)\nnext.ServeHTTP(w, r.WithContext(ctx))\n```",
    [r"re:context\.WithValue\([^,]+,\s*[A-Za-z_][\w.]*(\{\})?\s*,"],
    [r"re:context\.WithValue\([^,]+,\s*\""]),
   ("Read the request ID back out of the context in a handler",
    "```go\nreqID, _ := r.Context().Value(ctxKey{}).(string)\n```\n`ctxKey` is the unexported key type the middleware used, so nothing outside the package can clash with it."),
   [("\"tenant\", tenantID", "tenantKey{}, tenantID"),
    ("```go\nctx :=", "```go\ntype tenantKey struct{}\n\nctx :=")],
   "Value(ctxKey{})")

# ---------------------------------------------------------------- 026
sc("context", "paraphrase", "equivalent_construct", "lookalike",
   ("What does ctx.Err() return after a WithTimeout context expires?",
    "It returns `context.Canceled`, the same as when you call cancel().",
    "isn't it context.DeadlineExceeded on expiry? Canceled is only when cancel() ran or a parent got canceled",
    "It returns `context.Canceled`",
    "It returns `context.DeadlineExceeded`"),
   ("how do I detect in the retry loop that the 5s budget ran out?",
    "Check `errors.Is(err, context.Canceled)`; an expired timeout surfaces as the Canceled error.",
    ["context.DeadlineExceeded"],
    [r"re:errors\.Is\(err, context\.Canceled\)|surfaces as the Canceled"]),
   ("Client hangs up mid-request. What's r.Context().Err() in the handler?",
    "`context.Canceled`: the server cancels the request context when the client's connection closes."),
   [("Check `errors.Is(err, context.Canceled)`; an expired timeout surfaces as the Canceled error.",
     "Check `errors.Is(err, context.DeadlineExceeded)`; an expired timeout surfaces as DeadlineExceeded.")],
   "`context.Canceled`")

# ---------------------------------------------------------------- 027
sc("net-http", "literal", "reworded", "already_correct",
   ("Does http.Server have default timeouts?",
    "Yes, `ReadTimeout` and `WriteTimeout` default to 30 seconds, so slow clients get cut off.",
    "No, the zero values mean no timeout at all. You have to set ReadHeaderTimeout / ReadTimeout / WriteTimeout / IdleTimeout yourself.",
    "default to 30 seconds",
    "default to zero, which means no timeout"),
   ("is it fine to leave the timeouts unset on our http.Server, slowloris-wise?",
    "It's fine: ReadTimeout and WriteTimeout default to 30 seconds, which already stops slowloris.",
    [r"re:(?i)no timeout|zero|never time"],
    ["default to 30 seconds"]),
   ("Harden the gateway's server config",
    "```go\nsrv := &http.Server{\n\tAddr:              \":8080\",\n\tHandler:           mux,\n\tReadHeaderTimeout: 5 * time.Second,\n\tReadTimeout:       15 * time.Second,\n\tWriteTimeout:      30 * time.Second,\n\tIdleTimeout:       60 * time.Second,\n}\n```\nThe zero values mean no timeout, so every one is set explicitly."),
   [("It's fine: ReadTimeout and WriteTimeout default to 30 seconds, which already stops slowloris.",
     "It's not: ReadTimeout and WriteTimeout default to zero, which means no timeout, so set ReadHeaderTimeout at least.")],
   "The zero values mean no timeout")

# ---------------------------------------------------------------- 028
sc("net-http", "semantic", "reworded", "lookalike",
   ("The webhook ping only checks resp.StatusCode. Do I need to close the body?",
    "No, if you never read the body there's nothing to close.",
    "you always need to close it, even unread, or the connection can't go back to the pool. defer resp.Body.Close() right after the err check",
    "No, if you never read the body there's nothing to close.",
    "Yes, always `defer resp.Body.Close()` after the error check, even if you don't read it."),
   ("our health-check client only looks at the status code; can it skip Body.Close?",
    "Yes, skipping it is fine when you don't read the response body; the transport releases it on its own.",
    [r"re:Body\.Close\(\)"],
    [r"re:(?i)skipping it is fine|releases it on its own"]),
   ("Do I need to close r.Body in my server handler?",
    "No, the server closes the request body itself; handlers don't need to call `r.Body.Close()`."),
   [("Yes, skipping it is fine when you don't read the response body; the transport releases it on its own.",
     "No, close it anyway with defer resp.Body.Close() after the error check, or the connection won't be reused.")],
   "handlers don't need to call `r.Body.Close()`")

# ---------------------------------------------------------------- 029
sc("net-http", "semantic", "prose_claim", "same_topic",
   ("Is this OK? `if err != nil { http.Error(w, \"bad id\", http.StatusBadRequest) }` and then the handler goes on to load the account",
    "Yes, http.Error writes the response and ends the handler, so the code after it won't run.",
    "http.Error only writes the response, it doesn't stop anything. you need a return right after it",
    "http.Error writes the response and ends the handler, so the code after it won't run",
    "http.Error only writes the response; add a `return` right after it"),
   ("after I call http.Error for an invalid token, does my handler stop there?",
    "Yes, it stops there, since http.Error terminates the request.",
    ["return"],
    [r"re:(?i)it stops there|terminates the request"]),
   ("What headers does http.Error set?",
    "It sets `Content-Type: text/plain; charset=utf-8` and `X-Content-Type-Options: nosniff`, writes the status code, then writes the message followed by a newline."),
   [("Yes, it stops there, since http.Error terminates the request.",
     "No. http.Error only writes the response; put a return right after it or the handler keeps going.")])

# ---------------------------------------------------------------- 030
sc("net-http", "literal", "other_identifier", "lookalike",
   ("Graceful shutdown for the gateway on SIGTERM",
    "```go\ngo func() {\n\tif err := srv.ListenAndServe(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n}()\n<-ctx.Done()\nshutdownCtx, cancel := context.WithTimeout(context.Background(), 20*time.Second)\ndefer cancel()\nsrv.Shutdown(shutdownCtx)\n```",
    "ListenAndServe returns http.ErrServerClosed the moment Shutdown is called, so that log.Fatal kills the process mid-drain. Only treat it as fatal when !errors.Is(err, http.ErrServerClosed).",
    "srv.ListenAndServe(); err != nil {",
    "srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {"),
   ("the admin listener (pprof on localhost:6060) should stop cleanly on shutdown too",
    "```go\ngo func() {\n\tif err := adminSrv.ListenAndServe(); err != nil {\n\t\tlog.Fatalf(\"admin server: %v\", err)\n\t}\n}()\n```\nCall `adminSrv.Shutdown(shutdownCtx)` next to the main server's Shutdown.",
    ["http.ErrServerClosed"],
    [r"re:ListenAndServe\(\); err != nil \{"]),
   ("Tiny debug server in a CLI tool, no shutdown path at all",
    "```go\nif err := http.ListenAndServe(\"localhost:8089\", mux); err != nil {\n\tlog.Fatal(err)\n}\n```\nNothing ever calls Shutdown here, so any error it returns is a real failure."),
   [("adminSrv.ListenAndServe(); err != nil {",
     "adminSrv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {")],
   "log.Fatal(err)")

# ---------------------------------------------------------------- 031
sc("net-http", "literal", "reworded", "lookalike",
   ("Set up signal handling so a pod termination triggers graceful shutdown",
    "`ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, os.Kill)`",
    "os.Kill is SIGKILL, which can't be caught. Kubernetes sends SIGTERM first, so listen for syscall.SIGTERM.",
    "os.Kill",
    "syscall.SIGTERM"),
   ("which signals should the worker subscribe to so it drains when k8s stops the pod?",
    "Call signal.Notify(sigCh, os.Interrupt, os.Kill) and start draining as soon as one arrives.",
    ["syscall.SIGTERM"],
    [r"re:Notify\([^)]*os\.Kill"]),
   ("In the e2e harness, how do I hard-kill the child server process?",
    "`cmd.Process.Signal(os.Kill)` (same as `cmd.Process.Kill()`) sends SIGKILL, which the child can't trap."),
   [("os.Kill", "syscall.SIGTERM")],
   "cmd.Process.Signal(os.Kill)")

# ---------------------------------------------------------------- 032
sc("pgx", "literal", "code_block", "lookalike",
   ("Look up a user by email with pgx",
    "```go\nvar u User\nerr := pool.QueryRow(ctx, \"SELECT id, name FROM users WHERE email = ?\", email).Scan(&u.ID, &u.Name)\n```",
    "$1 not ?, postgres doesn't do ? placeholders",
    "email = ?",
    "email = $1"),
   ("pgx: count a user's active sessions, looked up by email",
    "```go\nvar n int\nerr := pool.QueryRow(ctx, `SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE email = ? AND s.revoked_at IS NULL`, email).Scan(&n)\n```",
    ["email = $1"],
    ["email = ?"]),
   ("Same lookup, but against the MySQL analytics replica via go-sql-driver/mysql",
    "```go\nerr := db.QueryRowContext(ctx, \"SELECT id, name FROM users WHERE email = ?\", email).Scan(&u.ID, &u.Name)\n```\nThe MySQL driver uses `?` placeholders."),
   [("email = ?", "email = $1")],
   "WHERE email = ?")

# ---------------------------------------------------------------- 033
sc("pgx", "literal", "code_block", "same_topic",
   ("Open a pgx v5 pool from LEDGER_PG_DSN",
    "```go\npool, err := pgxpool.Connect(ctx, os.Getenv(\"LEDGER_PG_DSN\"))\n```",
    "In v5 it's pgxpool.New. Connect is the v4 name.",
    "pgxpool.Connect(",
    "pgxpool.New("),
   ("payouts store constructor: build the v5 pool from cfg.DSN",
    "```go\nfunc NewStore(ctx context.Context, cfg Config) (*Store, error) {\n\tpool, err := pgxpool.Connect(ctx, cfg.DSN)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf(\"connect: %w\", err)\n\t}\n\treturn &Store{pool: pool}, nil\n}\n```",
    ["pgxpool.New(ctx, cfg.DSN)"],
    ["pgxpool.Connect(ctx"]),
   ("How do I make startup fail fast if Postgres isn't reachable?",
    "The pool connects lazily, so call `pool.Ping(ctx)` right after creating it and exit if it returns an error."),
   [("pgxpool.Connect(", "pgxpool.New(")])

# ---------------------------------------------------------------- 034
sc("pgx", "paraphrase", "equivalent_construct", "lookalike",
   ("Map duplicate email inserts to ErrEmailTaken",
    "```go\nvar pgErr *pgconn.PgError\nif errors.As(err, &pgErr) && pgErr.Code == \"23503\" {\n\treturn ErrEmailTaken\n}\n```",
    "23503 is foreign_key_violation. a duplicate key is 23505 (pgerrcode.UniqueViolation)",
    "\"23503\"",
    "\"23505\""),
   ("idempotency key already used: return ErrDuplicateRequest from the insert",
    "```go\nvar pgErr *pgconn.PgError\nif errors.As(err, &pgErr) && pgErr.Code == pgerrcode.ForeignKeyViolation {\n\treturn ErrDuplicateRequest\n}\n```",
    [r"re:\"23505\"|pgerrcode\.UniqueViolation"],
    [r"re:Code == (pgerrcode\.ForeignKeyViolation|\"23503\")"]),
   ("Return ErrUnknownAccount when a payout references an account that doesn't exist",
    "```go\nvar pgErr *pgconn.PgError\nif errors.As(err, &pgErr) && pgErr.Code == \"23503\" {\n\treturn ErrUnknownAccount\n}\n```\n23503 is foreign_key_violation, which is what the account_id foreign key raises."),
   [("pgerrcode.ForeignKeyViolation", "pgerrcode.UniqueViolation")],
   "pgErr.Code == \"23503\"")

# ---------------------------------------------------------------- 035
sc("pgx", "semantic", "reworded", "same_topic",
   ("Should I defer tx.Rollback(ctx) right after Begin in pgx?",
    "No, a deferred Rollback runs after Commit and undoes the committed transaction.",
    "it doesn't undo anything: once Commit succeeded, Rollback is a no-op that just returns ErrTxClosed. defer tx.Rollback(ctx) is the standard pattern",
    "No, a deferred Rollback runs after Commit and undoes the committed transaction.",
    "Yes, after Commit the Rollback is a no-op that returns ErrTxClosed, so deferring it is safe."),
   ("database/sql: will `defer tx.Rollback()` roll back a transaction I already committed?",
    "Yes, the deferred Rollback fires after Commit and reverts it, so only call Rollback on error paths.",
    [r"re:(?i)ErrTxDone|no-op|no op|does nothing|harmless"],
    [r"re:(?i)reverts it"]),
   ("Run a function in a transaction with pgx v5 without writing Begin/Commit by hand",
    "Use `pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error { ... })`: it commits when the function returns nil and rolls back otherwise."),
   [("Yes, the deferred Rollback fires after Commit and reverts it, so only call Rollback on error paths.",
     "No, after Commit the deferred Rollback is a no-op that returns sql.ErrTxDone, so deferring it is safe.")])

# ---------------------------------------------------------------- 036
sc("database-sql", "paraphrase", "other_identifier", "same_topic",
   ("database/sql: fetch one account balance",
    "```go\nrow, err := db.QueryRowContext(ctx, \"SELECT balance FROM accounts WHERE id = $1\", id)\nif err != nil {\n\treturn 0, err\n}\nerr = row.Scan(&balance)\n```",
    "QueryRowContext only returns *sql.Row, the error surfaces from Scan: err := db.QueryRowContext(...).Scan(&balance)",
    "row, err := db.QueryRowContext",
    "row := db.QueryRowContext"),
   ("get a payout's status by id with pgxpool",
    "```go\nrow, err := pool.QueryRow(ctx, \"SELECT status FROM payouts WHERE id = $1\", id)\nif err != nil {\n\treturn \"\", err\n}\nvar status string\nerr = row.Scan(&status)\n```",
    [r"re:\.Scan\(&status\)"],
    [r"re:, err :?= \w+\.QueryRow(Context)?\("]),
   ("List all accounts for an org with database/sql",
    "```go\nrows, err := db.QueryContext(ctx, \"SELECT id, name FROM accounts WHERE org_id = $1\", orgID)\nif err != nil {\n\treturn nil, err\n}\ndefer rows.Close()\n```"),
   [("```go\nrow, err := pool.QueryRow(ctx, \"SELECT status FROM payouts WHERE id = $1\", id)\nif err != nil {\n\treturn \"\", err\n}\nvar status string\nerr = row.Scan(&status)\n```",
     "```go\nvar status string\nerr := pool.QueryRow(ctx, \"SELECT status FROM payouts WHERE id = $1\", id).Scan(&status)\n```")])

# ---------------------------------------------------------------- 037
sc("database-sql", "semantic", "prose_claim", "same_topic",
   ("Once rows.Next() returns false, am I done?",
    "Yes, `rows.Next()` returning false means every row was read successfully.",
    "Not necessarily. Next also returns false when iteration hits an error. Check rows.Err() after the loop.",
    "`rows.Next()` returning false means every row was read successfully",
    "`rows.Next()` returning false can also mean an error; check `rows.Err()` after the loop"),
   ("in my scan loop, when Next stops returning true, can I just return the slice?",
    "Yes, the loop ending tells you the result set was fully consumed, so return the slice.",
    ["rows.Err()"],
    [r"re:(?i)fully consumed, so return"]),
   ("Does pgx.CollectRows close the rows for me?",
    "Yes. `pgx.CollectRows` closes the rows when it returns and reports any iteration error, so no separate `rows.Close()` is needed."),
   [("Yes, the loop ending tells you the result set was fully consumed, so return the slice.",
     "Not yet: check rows.Err() after the loop, since Next also returns false on an error, then return the slice.")])

# ---------------------------------------------------------------- 038
sc("database-sql", "semantic", "reworded", "unrelated",
   ("What's database/sql's default limit on open connections?",
    "`MaxOpenConns` defaults to 10 per `*sql.DB`.",
    "doesn't it default to 0, i.e. unlimited? that's why we always call SetMaxOpenConns",
    "defaults to 10",
    "defaults to 0 (unlimited)"),
   ("if I never call SetMaxOpenConns, how many connections can the pool open against postgres?",
    "At most 10; database/sql caps open connections at 10 unless you raise it.",
    [r"re:(?i)unlimited|no limit"],
    [r"re:(?i)at most 10|caps open connections at 10"]),
   ("How do I format an int64 number of cents as a decimal amount string?",
    "For non-negative values: `fmt.Sprintf(\"%d.%02d\", cents/100, cents%100)`."),
   [("At most 10; database/sql caps open connections at 10 unless you raise it.",
     "There's no limit: MaxOpenConns defaults to 0, which means unlimited.")])

# ---------------------------------------------------------------- 039
sc("concurrency", "paraphrase", "reordered_args", "already_correct",
   ("Fan out the URL fetches and wait for all of them",
    "```go\nvar wg sync.WaitGroup\nfor _, u := range urls {\n\tgo func() {\n\t\twg.Add(1)\n\t\tdefer wg.Done()\n\t\tfetch(ctx, u)\n\t}()\n}\nwg.Wait()\n```",
    "wg.Add(1) has to go before the go statement. inside the goroutine, Wait can run before Add and return early",
    "go func() {\n\t\twg.Add(1)",
    "wg.Add(1)\n\tgo func() {"),
   ("process each shard concurrently and block until they're all done",
    "```go\nvar wg sync.WaitGroup\nfor _, s := range shards {\n\tgo func(s Shard) {\n\t\twg.Add(1)\n\t\tdefer wg.Done()\n\t\tprocess(ctx, s)\n\t}(s)\n}\nwg.Wait()\n```",
    [r"re:wg\.Add\(\w+\)\s*\n\s*go func|wg\.Add\(len\(shards\)\)|wg\.Go\("],
    [r"re:go func\([^)]*\) \{\s*\n\s*wg\.Add"]),
   ("Same fan-out, but adding to the WaitGroup once before the loop",
    "```go\nvar wg sync.WaitGroup\nwg.Add(len(jobs))\nfor _, j := range jobs {\n\tgo func() {\n\t\tdefer wg.Done()\n\t\trun(ctx, j)\n\t}()\n}\nwg.Wait()\n```"),
   [("\tgo func(s Shard) {\n\t\twg.Add(1)\n", "\twg.Add(1)\n\tgo func(s Shard) {\n")],
   "wg.Add(len(jobs))")

# ---------------------------------------------------------------- 040
sc("concurrency", "semantic", "prose_claim", "lookalike",
   ("What happens if a worker receives from the jobs channel after it's been closed?",
    "The receive panics with \"receive from closed channel\".",
    "recieves don't panic. you get the zero value right away with ok == false (and a range loop just ends). it's a send on a closed channel that panics",
    "The receive panics with \"receive from closed channel\".",
    "The receive returns the zero value immediately, with ok == false."),
   ("is `for r := range results` safe once the producer closes results?",
    "No, ranging over a channel after it's closed panics, so check a done flag before each receive.",
    [r"re:(?i)loop (ends|exits|stops|terminates)|zero value|ok == false"],
    [r"re:(?i)after it's closed panics|done flag"]),
   ("And if a producer sends on the jobs channel after close?",
    "That panics with \"send on closed channel\", which is why only the sending side should close a channel."),
   [("No, ranging over a channel after it's closed panics, so check a done flag before each receive.",
     "Yes. Once the channel is closed and drained the range loop ends; receives on a closed channel return the zero value with ok == false, they don't panic.")],
   "panics with \"send on closed channel\"")

# ---------------------------------------------------------------- 041
sc("concurrency", "paraphrase", "renamed_identifier", "lookalike",
   ("Add an Inc method to the Counter struct (it has mu sync.Mutex and n int)",
    "```go\nfunc (c Counter) Inc() {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.n++\n}\n```",
    "make it a pointer receiver, func (c *Counter) Inc(). with a value receiver the mutex gets copied (vet copylocks) and the increment lands on the copy",
    "func (c Counter) Inc()",
    "func (c *Counter) Inc()"),
   ("add a Get method to the Cache type; it embeds sync.RWMutex and has an items map",
    "```go\nfunc (c Cache) Get(key string) (Entry, bool) {\n\tc.RLock()\n\tdefer c.RUnlock()\n\te, ok := c.items[key]\n\treturn e, ok\n}\n```",
    [r"re:func \(\w+ \*Cache\) Get\("],
    ["func (c Cache)"]),
   ("Add a String method to the Money value type (Amount int64, Currency string)",
    "```go\nfunc (m Money) String() string {\n\treturn fmt.Sprintf(\"%d %s\", m.Amount, m.Currency)\n}\n```\nA value receiver is fine here: Money is small, immutable and holds no mutex."),
   [("func (c Cache)", "func (c *Cache)")],
   "func (m Money) String() string")

# ---------------------------------------------------------------- 042
sc("testing", "paraphrase", "equivalent_construct", "same_topic",
   ("Test that concurrent Deposit calls don't race",
    "```go\nfunc TestDepositConcurrent(t *testing.T) {\n\tacct := NewAccount()\n\tvar wg sync.WaitGroup\n\tfor i := 0; i < 100; i++ {\n\t\twg.Add(1)\n\t\tgo func() {\n\t\t\tdefer wg.Done()\n\t\t\tif err := acct.Deposit(1); err != nil {\n\t\t\t\tt.Fatalf(\"deposit: %v\", err)\n\t\t\t}\n\t\t}()\n\t}\n\twg.Wait()\n}\n```",
    "t.Fatalf from a spawned goroutine is wrong, FailNow has to run on the test goroutine (vet's testinggoroutine check catches it). Use t.Errorf in there.",
    "t.Fatalf(\"deposit: %v\", err)",
    "t.Errorf(\"deposit: %v\", err)"),
   ("test that hammers the rate limiter from 50 goroutines",
    "```go\nfor i := 0; i < 50; i++ {\n\twg.Add(1)\n\tgo func() {\n\t\tdefer wg.Done()\n\t\tif _, err := lim.Allow(ctx, \"acct-1\"); err != nil {\n\t\t\tt.Fatal(err)\n\t\t}\n\t}()\n}\nwg.Wait()\n```",
    [r"re:t\.Errorf?\("],
    [r"re:\n\s*t\.Fatalf?\("]),
   ("How do I make a test helper report failures at the caller's line?",
    "Call `t.Helper()` at the top of the helper; failures are then attributed to the line that called it."),
   [("t.Fatal(err)", "t.Error(err)")])

# ---------------------------------------------------------------- 043
sc("testing", "literal", "code_block", "already_correct",
   ("Unit test the GetAccount handler",
    "```go\nreq, err := httptest.NewRequest(http.MethodGet, \"/accounts/42\", nil)\nif err != nil {\n\tt.Fatal(err)\n}\nrec := httptest.NewRecorder()\nh.GetAccount(rec, req)\n```",
    "httptest.NewRequest returns only the *http.Request (it panics on bad input), so `req := httptest.NewRequest(...)`",
    "req, err := httptest.NewRequest",
    "req := httptest.NewRequest"),
   ("build a POST request with a JSON body for the CreatePayout handler test",
    "```go\nbody := strings.NewReader(`{\"amount\":1500,\"currency\":\"EUR\"}`)\nreq, err := httptest.NewRequest(http.MethodPost, \"/payouts\", body)\nif err != nil {\n\tt.Fatal(err)\n}\nreq.Header.Set(\"Content-Type\", \"application/json\")\n```",
    ["req := httptest.NewRequest("],
    ["req, err := httptest.NewRequest"]),
   ("Test the ListPayouts handler with a recorder",
    "```go\nreq := httptest.NewRequest(http.MethodGet, \"/accounts/42/payouts\", nil)\nrec := httptest.NewRecorder()\nh.ListPayouts(rec, req)\nif rec.Code != http.StatusOK {\n\tt.Fatalf(\"status = %d\", rec.Code)\n}\n```"),
   [("req, err := httptest.NewRequest(http.MethodPost, \"/payouts\", body)\nif err != nil {\n\tt.Fatal(err)\n}\n",
     "req := httptest.NewRequest(http.MethodPost, \"/payouts\", body)\n")],
   "req := httptest.NewRequest(")

# ---------------------------------------------------------------- 044
sc("build-flags", "paraphrase", "code_block", "lookalike",
   ("Mark the store tests as integration-only",
    "Put this at the top of the file:\n```go\n// +build integration\n\npackage store_test\n```",
    "that's the old pre-1.17 syntax. use //go:build integration",
    "// +build integration",
    "//go:build integration"),
   ("tag the e2e test file so it only compiles with -tags e2e",
    "```go\n// +build e2e\n\npackage e2e_test\n```",
    ["//go:build e2e"],
    ["// +build e2e"]),
   ("What does go fix do to old build constraint lines?",
    "In modules declaring go 1.18 or later, `go fix` removes the obsolete `// +build` lines and keeps the `//go:build` ones."),
   [("// +build e2e", "//go:build e2e")],
   "obsolete `// +build` lines")

# ---------------------------------------------------------------- 045
sc("testing", "paraphrase", "renamed_identifier", "lookalike",
   ("Write a fuzz test for ParseAmount",
    "```go\nfunc FuzzParseAmount(t *testing.T) {\n\tt.Fuzz(func(t *testing.T, s string) {\n\t\t_, _ = ParseAmount(s)\n\t})\n}\n```",
    "fuzz targets take a *testing.F: func FuzzParseAmount(f *testing.F) { f.Fuzz(...) }",
    "FuzzParseAmount(t *testing.T) {\n\tt.Fuzz",
    "FuzzParseAmount(f *testing.F) {\n\tf.Fuzz"),
   ("fuzz the IBAN validator with a seed corpus",
    "```go\nfunc FuzzValidateIBAN(t *testing.T) {\n\tt.Add(\"DE89370400440532013000\")\n\tt.Fuzz(func(t *testing.T, s string) {\n\t\t_ = ValidateIBAN(s)\n\t})\n}\n```",
    [r"re:FuzzValidateIBAN\(\w+ \*testing\.F\)"],
    [r"re:FuzzValidateIBAN\(\w+ \*testing\.T\)"]),
   ("Table test for ParseAmount",
    "```go\nfunc TestParseAmount(t *testing.T) {\n\ttests := []struct {\n\t\tin   string\n\t\twant int64\n\t}{\n\t\t{\"12.34\", 1234},\n\t\t{\"0.05\", 5},\n\t}\n\tfor _, tt := range tests {\n\t\tgot, err := ParseAmount(tt.in)\n\t\tif err != nil || got != tt.want {\n\t\t\tt.Errorf(\"ParseAmount(%q) = %d, %v; want %d\", tt.in, got, err, tt.want)\n\t\t}\n\t}\n}\n```"),
   [("func FuzzValidateIBAN(t *testing.T) {\n\tt.Add(\"DE89370400440532013000\")\n\tt.Fuzz(",
     "func FuzzValidateIBAN(f *testing.F) {\n\tf.Add(\"DE89370400440532013000\")\n\tf.Fuzz(")],
   "func TestParseAmount(t *testing.T)")

# ---------------------------------------------------------------- 046
sc("testing", "semantic", "reworded", "same_topic",
   ("Can I call t.Setenv in a test that uses t.Parallel()?",
    "Yes, t.Setenv is scoped to the test, so parallel tests each get their own environment.",
    "doesn't t.Setenv panic once the test (or a parent) called t.Parallel? the environment is process-wide",
    "Yes, t.Setenv is scoped to the test, so parallel tests each get their own environment.",
    "No, the environment is process-wide and t.Setenv panics in parallel tests."),
   ("my parallel subtests each need a different LEDGER_REGION. t.Setenv in each one?",
    "Sure, each subtest's t.Setenv only affects that subtest, so they won't interfere even when running in parallel.",
    [r"re:(?i)panic|process-wide"],
    [r"re:(?i)only affects that subtest|won't interfere"]),
   ("Does t.Setenv put the old value back afterwards?",
    "Yes, it registers a Cleanup that restores the previous value (or unsets the variable) when the test finishes."),
   [("Sure, each subtest's t.Setenv only affects that subtest, so they won't interfere even when running in parallel.",
     "Not with t.Parallel: the environment is process-wide and t.Setenv panics in parallel tests, so pass the region in as a parameter instead.")])

# ---------------------------------------------------------------- 047
sc("go-runtime", "paraphrase", "code_block", "same_topic",
   ("Give the payouts container a 450 MB soft memory limit for the Go runtime",
    "Add `GOMEMLIMIT=450MB` to the deployment env.",
    "GOMEMLIMIT only knows B, KiB, MiB, GiB and TiB, MB won't parse. GOMEMLIMIT=450MiB",
    "GOMEMLIMIT=450MB",
    "GOMEMLIMIT=450MiB"),
   ("env block for the notifier deployment with a 900 MB Go memory limit",
    "```yaml\nenv:\n  - name: GOMEMLIMIT\n    value: \"900MB\"\n```",
    ["900MiB"],
    ["\"900MB\""]),
   ("How do I read the memory limit the runtime actually picked up?",
    "`debug.SetMemoryLimit(-1)` returns the current limit without changing it."),
   [("900MB", "900MiB")])

# ---------------------------------------------------------------- 048
sc("go-stdlib", "paraphrase", "reworded", "lookalike",
   ("Config value for a one-day cache TTL, parsed with time.ParseDuration",
    "Set `CACHE_TTL=1d`.",
    "ParseDuration has no d unit, that'll fail at startup. use 24h",
    "CACHE_TTL=1d",
    "CACHE_TTL=24h"),
   ("what should IDEMPOTENCY_KEY_TTL be for 7 days? it goes through time.ParseDuration",
    "Use IDEMPOTENCY_KEY_TTL=7d in the env file.",
    ["168h"],
    ["=7d"]),
   ("Prometheus retention for 15 days?",
    "`--storage.tsdb.retention.time=15d`; Prometheus durations accept d (and w, y)."),
   [("IDEMPOTENCY_KEY_TTL=7d", "IDEMPOTENCY_KEY_TTL=168h")],
   "retention.time=15d")

# ---------------------------------------------------------------- 049
sc("go-stdlib", "literal", "code_block", "lookalike",
   ("Format the settlement timestamp like 2024-05-01 17:30:00",
    "`t.Format(\"2006-01-02 03:04:05\")`",
    "03 is the 12-hour clock, 17:30 would come out as 05:30. For 24h it's 15: \"2006-01-02 15:04:05\" (time.DateTime)",
    "\"2006-01-02 03:04:05\"",
    "\"2006-01-02 15:04:05\""),
   ("timestamp column for the settlement CSV export",
    "```go\nrecord := []string{\n\ts.ID,\n\ts.SettledAt.UTC().Format(\"2006-01-02 03:04:05\"),\n\tstrconv.FormatInt(s.AmountCents, 10),\n}\n```",
    [r"re:Format\((\"2006-01-02 15:04:05\"|time\.DateTime)\)"],
    ["Format(\"2006-01-02 03:04:05\")"]),
   ("Show the pickup time like 05:30 PM on the receipt",
    "`t.Format(\"03:04 PM\")`: 03 is the zero-padded 12-hour clock and PM prints AM or PM."),
   [("\"2006-01-02 03:04:05\"", "\"2006-01-02 15:04:05\"")],
   "t.Format(\"03:04 PM\")")

# ---------------------------------------------------------------- 050
sc("go-stdlib", "semantic", "reworded", "lookalike",
   ("Will `json:\"settled_at,omitempty\"` leave a zero time.Time out of the response?",
    "Yes, omitempty skips zero-valued fields, including a zero `time.Time`.",
    "omitempty never treats a struct as empty, you'd get \"0001-01-01T00:00:00Z\". we're on 1.24, so use omitzero (or make it a *time.Time)",
    "Yes, omitempty skips zero-valued fields, including a zero `time.Time`.",
    "No, omitempty never omits a struct; use `omitzero` (Go 1.24) or a `*time.Time`."),
   ("refunded_at should be missing from the JSON until the refund happens. Is omitempty on the time.Time field enough?",
    "Yes, tag it `json:\"refunded_at,omitempty\"` and the zero time is dropped from the output.",
    [r"re:omitzero|\*time\.Time"],
    [r"re:(?i)zero time is dropped"]),
   ("Leave an empty Note string out of the JSON",
    "Tag it `json:\"note,omitempty\"`; omitempty drops empty strings."),
   [("Yes, tag it `json:\"refunded_at,omitempty\"` and the zero time is dropped from the output.",
     "No, omitempty never omits a struct. Tag it `json:\"refunded_at,omitzero\"` (Go 1.24) or make the field a *time.Time.")],
   "`json:\"note,omitempty\"`")

# ---------------------------------------------------------------- 051
sc("go-stdlib", "literal", "other_identifier", "lookalike",
   ("Wrap the pgx error with context in GetPayout",
    "`return nil, fmt.Errorf(\"get payout %s: %v\", id, err)`",
    "%w not %v, otherwise errors.Is(err, pgx.ErrNoRows) upstream stops matching",
    "%v\", id, err",
    "%w\", id, err"),
   ("add context to the error coming back from the FX client",
    "Return fmt.Errorf(\"fetch rate %s: %v\", pair, err) so callers can see which pair failed.",
    ["%w\", pair, err"],
    ["%v\", pair, err"]),
   ("Log the failed payout id and error with the std logger",
    "`log.Printf(\"payout %s failed: %v\", id, err)`: %v is the right verb for formatting the error into a log line."),
   [("%v\", pair, err", "%w\", pair, err")],
   "failed: %v\", id, err)")

# ---------------------------------------------------------------- 052
sc("team-config", "paraphrase", "code_block", "lookalike",
   ("Read the database DSN from the environment in the ledger service",
    "```go\ndsn := os.Getenv(\"DATABASE_URL\")\nif dsn == \"\" {\n\tlog.Fatal(\"DATABASE_URL not set\")\n}\n```",
    "we don't set DATABASE_URL in our pods. the convention is <SERVICE>_PG_DSN, so LEDGER_PG_DSN here",
    "DATABASE_URL",
    "LEDGER_PG_DSN"),
   ("payouts config.go: load the postgres connection string",
    "```go\ncfg.DSN = os.Getenv(\"DATABASE_URL\")\n```",
    ["PAYOUTS_PG_DSN"],
    [r"re:Getenv\(\"DATABASE_URL\"\)"]),
   ("Which env vars does psql read for the connection?",
    "libpq's `PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD` and `PGDATABASE`; psql does not read DATABASE_URL, pass it as an argument: `psql \"$DATABASE_URL\"`."),
   [("DATABASE_URL", "PAYOUTS_PG_DSN")],
   "psql does not read DATABASE_URL")

# ---------------------------------------------------------------- 053
sc("team-config", "literal", "code_block", "lookalike",
   ("Which port should the ledger expose /metrics on?",
    "Serve it on `:9090`, the usual Prometheus port.",
    "9102.",
    ":9090",
    ":9102"),
   ("add the promhttp handler to the payouts service",
    "```go\ngo func() {\n\tmetricsMux := http.NewServeMux()\n\tmetricsMux.Handle(\"/metrics\", promhttp.Handler())\n\tlog.Println(http.ListenAndServe(\":9090\", metricsMux))\n}()\n```",
    [":9102"],
    ["\":9090\""]),
   ("Port-forward to the Prometheus server to check the targets page",
    "`kubectl -n monitoring port-forward svc/prometheus 9090:9090`, then open http://localhost:9090/targets."),
   [(":9090", ":9102")],
   "9090:9090")

# ---------------------------------------------------------------- 054
sc("team-api", "literal", "code_block", "lookalike",
   ("Response struct for GET /payouts/{id}",
    "```go\ntype PayoutResponse struct {\n\tID        string `json:\"id\"`\n\tAccountID string `json:\"accountId\"`\n\tAmount    int64  `json:\"amount\"`\n}\n```",
    "our public API is snake_case everywhere, so account_id",
    "json:\"accountId\"",
    "json:\"account_id\""),
   ("response struct for the account balance endpoint",
    "```go\ntype BalanceResponse struct {\n\tAccountID string `json:\"accountId\"`\n\tAvailable int64  `json:\"available\"`\n\tCurrency  string `json:\"currency\"`\n}\n```",
    ["json:\"account_id\""],
    ["json:\"accountId\""]),
   ("Decode the partner's webhook; they send camelCase fields like eventId and accountId",
    "```go\ntype PartnerEvent struct {\n\tEventID   string `json:\"eventId\"`\n\tAccountID string `json:\"accountId\"`\n}\n```\nThese tags mirror the partner's payload, so they stay camelCase."),
   [("json:\"accountId\"", "json:\"account_id\"")],
   "json:\"accountId\"")

# ---------------------------------------------------------------- 055
sc("team-tooling", "literal", "code_block", "already_correct",
   ("Apply the new migration to staging",
    "`migrate -path db/migrations -database \"$LEDGER_PG_DSN\" up`",
    "we use goose, not golang-migrate: goose -dir db/migrations postgres \"$LEDGER_PG_DSN\" up",
    "migrate -path db/migrations -database \"$LEDGER_PG_DSN\" up",
    "goose -dir db/migrations postgres \"$LEDGER_PG_DSN\" up"),
   ("Makefile target that runs the payouts migrations",
    "```make\nmigrate-up:\n\tmigrate -path db/migrations -database \"$$PAYOUTS_PG_DSN\" up\n```",
    [r"re:goose -dir db/migrations postgres"],
    ["migrate -path"]),
   ("Roll back the last migration on my local database",
    "`goose -dir db/migrations postgres \"$LEDGER_PG_DSN\" down` rolls back the most recent one."),
   [("migrate -path db/migrations -database \"$$PAYOUTS_PG_DSN\" up",
     "goose -dir db/migrations postgres \"$$PAYOUTS_PG_DSN\" up")],
   "goose -dir db/migrations postgres")

# ---------------------------------------------------------------- 056
sc("team-build", "literal", "other_identifier", "already_correct",
   ("Tag and push the ledger image",
    "`docker tag ledger:1.14.2 ghcr.io/kestrelpay/ledger:1.14.2 && docker push ghcr.io/kestrelpay/ledger:1.14.2`",
    "tag step looks good, but service images go to registry.kestrelpay.io/platform/<svc>; ghcr is only for the open-source repos",
    "ghcr.io/kestrelpay/ledger",
    "registry.kestrelpay.io/platform/ledger"),
   ("push the payouts image I just built",
    "Tag it and run docker push ghcr.io/kestrelpay/payouts:2.3.0.",
    ["registry.kestrelpay.io/platform/payouts:2.3.0"],
    ["ghcr.io/kestrelpay/payouts"]),
   ("What's the full image reference for notifier 1.8.0?",
    "`registry.kestrelpay.io/platform/notifier:1.8.0`"),
   [("ghcr.io/kestrelpay/payouts", "registry.kestrelpay.io/platform/payouts")],
   "registry.kestrelpay.io/platform/notifier:1.8.0")

# ---------------------------------------------------------------- 057
sc("team-config", "literal", "casing", "lookalike",
   ("DSN for the ledger's staging database",
    "`postgres://ledger@ledger-pg.staging.kestrelpay.internal:5432/ledger?sslmode=disable`",
    "staging and prod both require sslmode=verify-full; disable is only ok for the local docker-compose db",
    "sslmode=disable",
    "sslmode=verify-full"),
   ("env vars for pointing the payouts job at the staging database, libpq style",
    "```sh\nexport PGHOST=payouts-pg.staging.kestrelpay.internal\nexport PGDATABASE=payouts\nexport PGSSLMODE=disable\n```",
    ["PGSSLMODE=verify-full"],
    [r"re:PGSSLMODE=disable"]),
   ("DSN for the Postgres in our local docker-compose",
    "`postgres://ledger:ledger@localhost:5432/ledger?sslmode=disable`: the compose container has no TLS set up."),
   [("PGSSLMODE=disable", "PGSSLMODE=verify-full")],
   "sslmode=disable")

# ---------------------------------------------------------------- 058
sc("database-sql", "literal", "casing", "lookalike",
   ("Worker query to claim the next pending payout job",
    "```sql\nSELECT id, payload FROM payout_jobs\nWHERE status = 'pending'\nORDER BY created_at\nLIMIT 1\nFOR UPDATE;\n```",
    "with several workers that makes them queue up behind each other's row lock. use FOR UPDATE SKIP LOCKED so each worker grabs a different job",
    "FOR UPDATE;",
    "FOR UPDATE SKIP LOCKED;"),
   ("pgx: claim up to 10 pending webhook deliveries for this worker",
    "```go\nrows, err := tx.Query(ctx, `select id, url, body from webhook_deliveries\n\twhere status = 'pending'\n\torder by next_attempt_at\n\tlimit 10\n\tfor update`)\n```",
    [r"re:(?i)for update skip locked"],
    [r"re:(?i)for update(?!\s+skip locked)"]),
   ("Lock the account row while I update its balance in the transfer transaction",
    "```sql\nSELECT balance FROM accounts WHERE id = $1 FOR UPDATE;\n```\nHere waiting on the lock is what you want; SKIP LOCKED would just return no row while another transfer holds it."),
   [("for update`", "for update skip locked`")],
   "WHERE id = $1 FOR UPDATE;")

# ---------------------------------------------------------------- 059
sc("team-api", "literal", "casing", "lookalike",
   ("Read the idempotency key header in CreateTransfer",
    "```go\nkey := r.Header.Get(\"X-Idempotency-Key\")\n```",
    "our header is Idempotency-Key, no X- prefix (same as the IETF draft)",
    "X-Idempotency-Key",
    "Idempotency-Key"),
   ("curl example for calling CreateTransfer twice safely",
    "```sh\ncurl -X POST https://api.staging.kestrelpay.io/v1/transfers \\\n  -H 'content-type: application/json' \\\n  -H 'x-idempotency-key: 6f1c2a' \\\n  -d '{\"amount\":1500,\"currency\":\"EUR\"}'\n```",
    [r"re:(?i)-H '(idempotency-key):"],
    [r"re:(?i)-H 'x-idempotency-key"]),
   ("Paylink's payout API says it needs an idempotency header. What do I send?",
    "Their docs require `X-Idempotency-Key`, so set `req.Header.Set(\"X-Idempotency-Key\", key)` on calls to Paylink."),
   [("x-idempotency-key", "idempotency-key")],
   "req.Header.Set(\"X-Idempotency-Key\", key)")

# ---------------------------------------------------------------- 060
sc("team-config", "literal", "casing", "lookalike",
   ("LOG_LEVEL value to quiet the ledger down to warnings? It's parsed with slog.Level.UnmarshalText",
    "Set `LOG_LEVEL=WARNING`.",
    "slog calls it WARN. WARNING fails to parse (unknown name)",
    "LOG_LEVEL=WARNING",
    "LOG_LEVEL=WARN"),
   ("helm values: turn the payouts logging down to warnings",
    "```yaml\nenv:\n  LOG_LEVEL: warning\n```",
    [r"re:(?i)LOG_LEVEL[:=]\s*\"?warn\b"],
    [r"re:(?i)LOG_LEVEL[:=]\s*\"?warning"]),
   ("The legacy fx-rates service still uses logrus. What LOG_LEVEL for warnings there?",
    "`LOG_LEVEL=warning` works: logrus.ParseLevel accepts both \"warn\" and \"warning\"."),
   [("LOG_LEVEL: warning", "LOG_LEVEL: warn")],
   "LOG_LEVEL=warning")


# ====================================================================== checks
def check(text, contains, absent):
    def hit(pat):
        if pat.startswith("re:"):
            return re.search(pat[3:], text) is not None
        return pat in text
    return all(hit(p) for p in contains) and not any(hit(p) for p in absent)


def validate():
    errs = []
    if len(S) != 60:
        errs.append(f"expected 60 scenarios, got {len(S)}")
    seen = {}
    for i, s in enumerate(S, 1):
        sid = f"d55-{i:03d}"
        s["id"] = sid
        if s["difficulty"] not in DIFFICULTIES:
            errs.append(f"{sid}: bad difficulty {s['difficulty']}")
        if s["control_kind"] not in CONTROL_KINDS:
            errs.append(f"{sid}: bad control_kind {s['control_kind']}")
        if s["repeat_variation"] not in VARIATIONS:
            errs.append(f"{sid}: bad repeat_variation {s['repeat_variation']}")
        t, r, c = s["teach"], s["repeat"], s["control"]
        for blk, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                          (r, ("query", "output", "expect_contains", "expect_absent")),
                          (c, ("query", "output"))):
            for k in keys:
                if k not in blk:
                    errs.append(f"{sid}: missing {k}")
        if not t["gold_wrong"] or t["gold_wrong"] not in t["output"]:
            errs.append(f"{sid}: gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            errs.append(f"{sid}: gold_wrong == gold_right")
        if not r["expect_contains"] and not r["expect_absent"]:
            errs.append(f"{sid}: repeat has no checks")
        for p in r["expect_contains"] + r["expect_absent"]:
            if p.startswith("re:"):
                try:
                    re.compile(p[3:])
                except re.error as e:
                    errs.append(f"{sid}: bad regex {p!r}: {e}")
        if check(r["output"], r["expect_contains"], r["expect_absent"]):
            errs.append(f"{sid}: repeat as written already passes its check")
        fixed = r["output"]
        if not s["fix"]:
            errs.append(f"{sid}: no fix")
        for old, new in s["fix"]:
            if old not in fixed:
                errs.append(f"{sid}: fix old text not found: {old!r}")
            fixed = fixed.replace(old, new)
        if not check(fixed, r["expect_contains"], r["expect_absent"]):
            errs.append(f"{sid}: fixed repeat does not pass: {fixed!r}")
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"] or s["holds"] not in c["output"]:
                errs.append(f"{sid}: control does not contain holds {s['holds']!r}")
        for label, txt in (("teach.query", t["query"]), ("teach.output", t["output"]),
                           ("teach.message", t["message"]), ("repeat.query", r["query"]),
                           ("repeat.output", r["output"]), ("control.query", c["query"]),
                           ("control.output", c["output"])):
            key = " ".join(txt.split())
            if key in seen:
                errs.append(f"{sid}: duplicate text in {label} (also {seen[key]})")
            seen[key] = f"{sid} {label}"
    for field, ranges in RANGES.items():
        cnt = Counter(s[field] for s in S)
        for k, (lo, hi) in ranges.items():
            if not lo <= cnt.get(k, 0) <= hi:
                errs.append(f"count {field}={k}: {cnt.get(k, 0)} not in [{lo}, {hi}]")
    return errs


def table(field, order):
    cnt = Counter(s[field] for s in S)
    rows = [f"| {field} | count |", "|---|---|"]
    rows += [f"| {k} | {cnt.get(k, 0)} |" for k in order]
    rows.append(f"| total | {sum(cnt.values())} |")
    return "\n".join(rows)


def readme():
    topics = Counter(s["topic"] for s in S)
    topic_rows = ["| topic | count |", "|---|---|"] + \
        [f"| {k} | {v} |" for k, v in sorted(topics.items())]
    return f"""This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev55: Go services in production

60 teach -> repeat -> control scenarios (`d55-001` ... `d55-060`) in the format of
`shared/eval/loop/scenarios_dev.jsonl`, following the scenario rules in
`shared/eval/loop/README.md`.

Theme: Go services in production: the go toolchain and modules, net/http, context,
database/sql and pgx, goroutines and channels, testing and benchmarks, golangci-lint,
build flags, and one team's own module paths, ports, env vars and conventions (a
fictional payments company whose modules live under `go.kestrelpay.io`). Corrections mix
public facts with team facts and are phrased in many ways (x-not-y, bare fact,
imperative, terse, hedged or as a question that asserts the answer, with a reason, with
thanks or status around it, conditional, two values in one message, the odd typo).

## Files

| file | what |
|---|---|
| `scenarios.jsonl` | 60 scenarios, one JSON object per line: `id, topic, difficulty, repeat_variation, control_kind, teach{{query,output,message,gold_wrong,gold_right}}, repeat{{query,output,expect_contains,expect_absent}}, control{{query,output}}` |
| `build.py` | the source of truth (standard library only): the scenarios as data, plus per scenario a build-only `fix` list and, for lookalike / already_correct controls, a `holds` string. It validates and only then writes `scenarios.jsonl` and this README. |
| `README.md` | this file (generated) |

`build.py` checks: ids in order, enum values, the counts below within their target
ranges, every repeat as written fails its own check, the repeat with `fix` applied passes,
`gold_wrong` occurs in `teach.output`, lookalike / already_correct controls contain
`holds`, and no text (query, output, message) appears twice.

Checks: a repeat is fixed when every `expect_contains` entry is present and every
`expect_absent` entry is absent; entries starting with `re:` are Python regexes, the
others case-sensitive substrings. The control output must come back byte-identical.

`repeat_variation` values: `reworded` (prose rewording), `code_block` (the mistake
inside a code block), `casing` (other letter case), `other_identifier` (other
identifiers around the same wrong text), `renamed_identifier` (the same construct
with a renamed identifier or value), `reordered_args` (the same statements or
arguments in another order), `equivalent_construct` (an equivalent API, flag or
constant carrying the same mistake), `prose_claim` (the mistake as a claim in prose).

## Counts

{table("difficulty", DIFFICULTIES)}

{table("control_kind", CONTROL_KINDS)}

{table("repeat_variation", VARIATIONS)}

{chr(10).join(topic_rows)}
"""


def main():
    errs = validate()
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errs)} error(s); nothing written", file=sys.stderr)
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in S:
            out = {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation",
                                     "control_kind", "teach", "repeat", "control")}
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    for field in ("difficulty", "control_kind", "repeat_variation"):
        print(field, dict(Counter(s[field] for s in S)))
    print(f"ok: wrote {len(S)} scenarios")
    return 0


if __name__ == "__main__":
    sys.exit(main())
