#!/usr/bin/env bash
# The end of `make test`: the JS tests, the example package and Autobahn, with the
# release build of LiveDemo (what `make run` serves) beside them. The optimizer's own
# diagnostics have broken that build while debug builds passed, so it is checked here.
# In the background: whole-module optimization works on one module at a time (195 s,
# 1.3 cores busy on average, measured alone), and the rest took 2 minutes after it
# (example package 77 s from clean, Autobahn 40 s). None of the three runs SwiftPM on
# this package, so none waits for the lock the release build holds on .build.
#   scripts/test-tail.sh        (from the Makefile; not through $(MAKE), so `make -n test` runs nothing)
set -uo pipefail
cd "$(dirname "$0")/.."
debug="$(swift build --show-bin-path)"
log=.build/release-check.log
swift build -c release --product LiveDemo > "$log" 2>&1 &
release=$!
# A make or CI run stopped meanwhile stops the build too: it would hold the lock on .build.
trap 'kill $release 2>/dev/null; exit 130' INT TERM
status=0
if ! make test-js test-examples; then
    status=1
    echo "make test: the JS tests or the example package failed (above)" >&2
elif ! scripts/autobahn.sh "$debug/LiveDemo"; then
    status=1
    echo "make test: Autobahn failed (above)" >&2
fi
if ! wait "$release"; then
    cat "$log"
    echo "make test: the release build of LiveDemo failed (above)" >&2
    exit 1
fi
# The build passed; its warnings are still worth seeing.
grep -E "(warning|error):" "$log" || true
tail -n 1 "$log"
exit $status
