#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/ against the pure wire and
# diff code, each for a bounded time (FUZZ_SECONDS, default 60).
#   scripts/fuzz.sh [decoder|differ|escaper ...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/fuzz"
mkdir -p "$out"
seconds=${FUZZ_SECONDS:-60}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(decoder differ escaper)
# The pure sources, compiled into one module with the fuzz entry point.
sources=$(find "$root/Sources/LiveHTML" -name '*.swift')
support="$root/Sources/LiveTesting/PatchApplier.swift $root/Sources/LiveTesting/HTMLParser.swift"
for target in "${targets[@]}"; do
  case $target in
    decoder) entry="$root/Fuzz/DecoderFuzzer.swift"; extra="" ;;
    differ) entry="$root/Fuzz/DifferFuzzer.swift"; extra=$support ;;
    escaper) entry="$root/Fuzz/EscaperFuzzer.swift"; extra="" ;;
    *) echo "unknown fuzz target $target"; exit 2 ;;
  esac
  bin="$out/$target"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name LiveHTML -package-name LiveUI -suppress-warnings \
    $sources $extra "$entry" -o "$bin"
  mkdir -p "$out/corpus-$target"
  echo "fuzz: $target for ${seconds}s"
  # The Swift backtracer does not get along with ASan: let libFuzzer report.
  SWIFT_BACKTRACE=enable=no "$bin" -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 "$out/corpus-$target" 2>&1 \
    | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|==.*ERROR|SUMMARY)" || true
  # libFuzzer exits non-zero and writes crash-* files on a failure.
  if ls crash-* leak-* >/dev/null 2>&1; then echo "fuzz: $target found a crash (replay: $bin crash-…)"; exit 1; fi
done
