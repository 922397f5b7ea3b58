#!/usr/bin/env bash
# Builds the package with ThreadSanitizer, then with AddressSanitizer, and runs
# the server's test suites (wire, limits, reliability, restart, HTTP, frames, and
# the server embedded in the test process by start()) under
# each; the LiveDemo child processes they start are instrumented too. Also the
# Redis store and its topic subscriber, whose threads (the store's queue, its
# reconnect queue, the subscriber) meet in the test process itself.
# Fails on any sanitizer report.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
suites="WireTests|WireLimitsTests|RateLimitTests|ReliabilityTests|RestartTests/sigterm|HTTPTests|NavigationHTTPTests|LoginStoryTests|StrictHTTPTests|FrameTests|EmbeddedServerTests|RedisStoreTests|RedisTopicsTests|SharedTopicTests"
status=0
for sanitizer in thread address; do
  build=".build/sanitize-$sanitizer"
  # Without the `Jemalloc` trait: the sanitizer's own allocator must see every block.
  swift build --build-tests --build-path "$build" --disable-default-traits -Xswiftc -sanitize=$sanitizer > "$build.log" 2>&1 \
    || { echo "sanitizers: $sanitizer build failed (see $build.log)"; exit 1; }
  bin=$(swift build --build-path "$build" --disable-default-traits --show-bin-path)
  log="$build-run.log"
  SWIFT_BACKTRACE=enable=no TSAN_OPTIONS="halt_on_error=0" ASAN_OPTIONS="detect_leaks=0" \
    "$bin/LiveUIPackageTests.xctest" --testing-library swift-testing --filter "$suites" > "$log" 2>&1 || status=1
  reports=$(grep -c -E "WARNING: ThreadSanitizer|ERROR: AddressSanitizer" "$log" || true)
  result=$(grep -E "Test run with" "$log" | tail -1 | sed 's/^[^A-Za-z]*//')
  echo "sanitizers: $sanitizer: $result; $reports sanitizer reports"
  [ "$reports" -eq 0 ] || status=1
done
exit $status
