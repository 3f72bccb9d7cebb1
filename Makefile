# The two commands a fresh Debian machine needs (see README.md).
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
SWIFT ?= swift

.PHONY: demo test bootstrap build bench bench-e2e clean fuzz gallery

# Seconds each libFuzzer target runs: FUZZ_SECONDS for `make fuzz`, FUZZ_SMOKE_SECONDS in `make test`;
# FUZZ_SMOKE_JOBS smoke runs at once in `make test` (one per core: the suite has finished by then).
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 20
FUZZ_SMOKE_JOBS ?= $(shell nproc 2>/dev/null || echo 1)

bootstrap:
	@scripts/bootstrap

## demo: install what is missing, build, render every scene under fixtures/ to out/
demo: bootstrap
	$(SWIFT) build -c release --product plumb 2>&1 | { grep -v 'prohibited flag' || true; }
	$(SWIFT) build -c release --product plumb-serve 2>&1 | { grep -v 'prohibited flag' || true; }
	@mkdir -p out
	.build/release/plumb render fixtures -o out --constraints
	@echo "demo: pictures are in $(CURDIR)/out/"

## gallery: the fixtures as a static site (docs/gallery.md) in out/gallery/ (about 7 MB, so not committed)
gallery: bootstrap
	$(SWIFT) build -c release --product plumb 2>&1 | { grep -v 'prohibited flag' || true; }
	.build/release/plumb gallery fixtures -o out/gallery --title "Plumb's fixtures"
	@echo "gallery: open $(CURDIR)/out/gallery/index.html"

## test: install what is missing, build, run the whole suite, the plumb-check plugin, then a short run of every fuzz target
# Its temporary files go to .build/tmp, not /tmp: the Swift driver leaves an empty TemporaryDirectory.*
# folder behind on every run on Linux, which this removes at the end. A failing test's folder, named
# in its failure, stays there until `make clean`.
test: export TMPDIR := $(CURDIR)/.build/tmp
test:
	@mkdir -p "$$TMPDIR"
	@scripts/bootstrap --tests
	$(SWIFT) build --build-tests 2>&1 | { grep -v 'prohibited flag' || true; }
	$(SWIFT) test --skip-build 2>&1 | { grep -v 'prohibited flag' || true; }
	SWIFT=$(SWIFT) scripts/check-plugin
	scripts/fuzz --seconds $(FUZZ_SMOKE_SECONDS) --jobs $(FUZZ_SMOKE_JOBS)
	@rm -rf "$$TMPDIR"/TemporaryDirectory.*

## fuzz: build the libFuzzer targets (docs/fuzzing.md) and run each for FUZZ_SECONDS, one at a time
fuzz: bootstrap
	scripts/fuzz --seconds $(FUZZ_SECONDS)

## bench: the solver against kiwisolver (scripts/bench-compare), then plumb solve, render and check end to end
## on generated scenes and the fixtures (scripts/bench-e2e; PLUMB_BASE=/path/to/old/plumb compares binaries)
bench: bootstrap
	@python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install --quiet kiwisolver==1.5.1
	$(SWIFT) build -c release --product plumb-bench
	scripts/bench-compare
	$(MAKE) bench-e2e

## bench-e2e: only the end-to-end part; BENCH_E2E_FLAGS passes options (e.g. --sizes 1000,10000 --callgrind)
bench-e2e:
	$(SWIFT) build -c release --product plumb 2>&1 | { grep -v 'prohibited flag' || true; }
	scripts/bench-e2e $(BENCH_E2E_FLAGS)

clean:
	rm -rf .build .build-fuzz out
