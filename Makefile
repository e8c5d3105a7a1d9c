# One command to start (`make run`), one to check (`make test`).
SWIFT ?= swift
BIN_DEBUG := .build/debug/rotation-sandbox
BIN_RELEASE := .build/release/rotation-sandbox

.PHONY: deps build release test run bench assets fuzz clean

deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product rotation-sandbox

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@bash scripts/check-scenarios.sh $(BIN_DEBUG)
	@bash scripts/check-cli.sh $(BIN_DEBUG)
	@N=40 M=4 SEED=2026 bash scripts/fuzz.sh $(BIN_DEBUG)

run: release
	$(BIN_RELEASE) run $(ARGS)

bench: release
	$(BIN_RELEASE) bench

# N scenario mutants and M damaged videos through check / trace / record (scripts/fuzz.sh).
N ?= 200
M ?= 20
fuzz: build
	N=$(N) M=$(M) bash scripts/fuzz.sh $(BIN_DEBUG)

assets: deps
	bash scripts/make-videos.sh Assets/videos

clean:
	rm -rf .build
