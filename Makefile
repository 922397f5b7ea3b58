# LiveUI — the two commands: `make run` and `make test`.
# Each installs what is missing on a Debian machine with the Swift toolchain.

SWIFT ?= swift
PORT ?= 8080
HOST ?= 127.0.0.1

BUILD_PACKAGES := pkg-config libwebsockets-dev libev-dev libsqlite3-dev libhiredis-dev libjemalloc-dev
# MARK: Cluster (issue #15): the load balancer and the shared store `make cluster` runs.
CLUSTER_TOOLS := haproxy redis-server
CLUSTER_PACKAGES := $(BUILD_PACKAGES) $(CLUSTER_TOOLS)
WORKERS ?= $(shell nproc)
TEST_PACKAGES := $(BUILD_PACKAGES) chromium chromium-driver nodejs python3-venv iproute2 $(CLUSTER_TOOLS)

.PHONY: all deps test-deps build run cluster cluster-restart test test-js test-examples bench fuzz stress clean

all: build

deps:
	@scripts/ensure-packages.sh $(BUILD_PACKAGES)

test-deps:
	@scripts/ensure-packages.sh $(TEST_PACKAGES)

build: deps
	$(SWIFT) build -c release

run: build
	PORT=$(PORT) HOST=$(HOST) $(SWIFT) run -c release LiveDemo

test: test-deps
	$(SWIFT) build --build-tests
	@# axe-core for the accessibility suite (AxeBrowserTests), from a pinned PyPI wheel.
	scripts/axe-core.sh
	LIVEUI_AXE_JS="$$(scripts/axe-core.sh)" $(SWIFT) test
	@# The JS tests, the example package and Autobahn, with the release build beside them.
	scripts/test-tail.sh

# Redis, WORKERS LiveDemo processes and HAProxy on PORT, in the foreground until Ctrl-C
# (README "Deploying"). `make cluster-restart` restarts the workers one by one.
cluster:
	@scripts/ensure-packages.sh $(CLUSTER_PACKAGES)
	$(SWIFT) build -c release --product LiveDemo
	$(SWIFT) build -c release --product LiveCluster
	WORKERS=$(WORKERS) PORT=$(PORT) HOST=$(HOST) "$$($(SWIFT) build -c release --show-bin-path)/LiveCluster"

cluster-restart:
	kill -HUP "$$(cat "$${CLUSTER_STATE:-.cluster}/cluster.pid")"

# Each example is a package of its own that depends on LiveUI by path, built
# and tested from its own folder, as a user's package would be.
test-examples:
	@for example in Examples/*/; do \
		echo "== $$example"; \
		(cd "$$example" && $(SWIFT) build --build-tests && $(SWIFT) test) || exit 1; \
	done

test-js:
	@if [ -d Tests/JS ]; then node --test Tests/JS/; fi

# Benchmarks (not tests): regenerates docs/performance.md.
bench: test-deps
	$(SWIFT) build -c release
	"$$($(SWIFT) build -c release --show-bin-path)/LiveBench"
	scripts/bench.py
	scripts/store_bench.py
	scripts/cluster_bench.py

# libFuzzer on the wire decoder and the differ, FUZZ_SECONDS (default 60) each.
fuzz: deps
	scripts/fuzz.sh

# The long forms: chaos with 100 sessions, floods with a canary, slowloris,
# half-open peers, SIGTERM under load, then the server suites under
# ThreadSanitizer and AddressSanitizer, and fuzzing. One line per test.
stress: test-deps
	$(SWIFT) build
	"$$($(SWIFT) build --show-bin-path)/LiveStress"
	scripts/autobahn.sh "$$($(SWIFT) build --show-bin-path)/LiveDemo"
	scripts/sanitizers.sh
	FUZZ_SECONDS=$${FUZZ_SECONDS:-60} scripts/fuzz.sh

clean:
	$(SWIFT) package clean
