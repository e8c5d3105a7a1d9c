# One command to start (`make run`), one to check (`make test`).
SWIFT ?= swift
PREFIX ?= /usr/local
BIN_DEBUG := .build/debug/rotation-sandbox
BIN_RELEASE := .build/release/rotation-sandbox
MANUALS := .build/plugins/GenerateManual/outputs/rotation-sandbox
# Release binaries carry the Swift runtime and Foundation inside them on Linux: a binary
# that runs without the toolchain it was built with (an installed one outlives a toolchain
# upgrade), and a window that maps a few MB less of it (BENCHMARKS.md). Linked by the
# toolchain's lld, exporting no symbols (nothing loads against the executable) and with
# its relative relocations packed (DT_RELR, which glibc reads from 2.36): 3 MB of
# relocations and 1 MB of symbol tables no longer read at start-up. With lld, every
# function has a section of its own and the functions the window runs come first
# (scripts/window.order, made by `make order`; scripts/text-layout.ld), so the code a
# window runs lies in few pages, each fault mapping the 64 KB around it. A toolchain
# without lld links with its default linker (gold), exporting nothing still.
ifeq ($(shell uname -s),Linux)
LLD := $(shell test -x "$(dir $(realpath $(shell command -v $(SWIFT))))ld.lld" && echo yes)
RELR := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
ORDER := -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xlinker --symbol-ordering-file=$(CURDIR)/scripts/window.order -Xlinker --no-warn-symbol-ordering \
	-Xlinker -T$(CURDIR)/scripts/text-layout.ld
RELEASE := -c release --static-swift-stdlib $(if $(LLD),-Xswiftc -use-ld=lld $(ORDER)) -Xlinker --no-export-dynamic \
	$(if $(and $(LLD),$(RELR)),-Xlinker -z -Xlinker pack-relative-relocs)
else
RELEASE := -c release
endif

.PHONY: deps build release test quick run bench order manual install assets fuzz clean

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE) --product rotation-sandbox

# Everything CI needs: the full test counts (`make quick` is the quick lane),
# every bundled scenario, the command line's error cases.
test: deps
	$(SWIFT) build --build-tests
	ROTATION_SANDBOX_FULL_TESTS=1 $(SWIFT) test --skip-build
	@bash scripts/check-scenarios.sh $(BIN_DEBUG)
	@bash scripts/check-cli.sh $(BIN_DEBUG)
	@N=40 M=4 L=6 P=13 SEED=2026 bash scripts/fuzz.sh $(BIN_DEBUG)

# The edit-test loop: the quick lane's counts, built with optimisation in a build folder of
# its own (.build would be rebuilt whole each time `make test`'s flags followed these).
# Debug assertions are not checked here; `make test` checks them.
QUICK := .build/quick
quick: deps
	$(SWIFT) build --build-tests -Xswiftc -O --scratch-path $(QUICK)
	$(SWIFT) test --skip-build --scratch-path $(QUICK) $(ARGS)

run: release
	$(BIN_RELEASE) run $(ARGS)

# The benchmarks are a tool of their own; it times the product's `record`, so both are built.
bench: deps
	$(SWIFT) build $(RELEASE) --product rotation-sandbox
	$(SWIFT) build $(RELEASE) --product rotation-sandbox-bench
	.build/release/rotation-sandbox-bench $(ARGS)

# scripts/window.order again, from the window's functions under valgrind (after changes to
# the window's code). SwiftPM does not see the file: the binaries go, so that the next
# release build links them with it.
order: deps
	$(SWIFT) build $(RELEASE) --product rotation-sandbox
	$(SWIFT) build $(RELEASE) --product rotation-sandbox-bench
	bash scripts/window-order.sh .build/release
	rm -f .build/release/rotation-sandbox .build/release/rotation-sandbox-bench

# swift-argument-parser's generate-manual plugin: builds the command (in debug, as
# `make test` does: the plugin cannot ask for the release's static runtime, and a release
# build without it would undo `make release`'s), then writes the manual page from the
# command's own definition.
manual: deps
	$(SWIFT) package plugin generate-manual --configuration debug

install: release manual
	bash scripts/install.sh "$(PREFIX)" $(BIN_RELEASE) $(MANUALS)

# N scenario mutants and M damaged videos through check / trace / record, L long inputs,
# P hostile projects through scan / lint (scripts/fuzz.sh, scripts/fuzz-projects.sh).
N ?= 200
M ?= 20
L ?= 6
P ?= 13
fuzz: build
	N=$(N) M=$(M) L=$(L) P=$(P) bash scripts/fuzz.sh $(BIN_DEBUG)

assets: deps
	bash scripts/make-videos.sh Assets/videos

clean:
	rm -rf .build
