# LiveUI — the two commands: `make run` and `make test`.
# Each installs what is missing on a Debian machine with the Swift toolchain.

SWIFT ?= swift
PORT ?= 8080
HOST ?= 127.0.0.1

BUILD_PACKAGES := pkg-config libwebsockets-dev
TEST_PACKAGES := $(BUILD_PACKAGES) chromium chromium-driver nodejs python3-venv iproute2

.PHONY: all deps test-deps build run test test-swift test-js bench clean

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
	$(SWIFT) test
	$(MAKE) test-js
	scripts/autobahn.sh "$$($(SWIFT) build --show-bin-path)/LiveDemo"

test-js:
	@if [ -d Tests/JS ]; then node --test Tests/JS/; fi

bench: test-deps
	$(SWIFT) build -c release
	.build/release/LiveBench
	.build/release/LiveBrowserBench

clean:
	$(SWIFT) package clean
