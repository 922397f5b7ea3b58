#!/usr/bin/env bash
# Makes axe-core (the accessibility rules engine) available to the Swift
# accessibility suite: the pinned PyPI wheel `axe-playwright-python` bundles
# `axe.min.js` (axe-core 4.12.1), so no other registry or download is needed.
# Only the file is used (injected through our own WebDriver client), so the
# wheel is installed without its dependencies (no Playwright, no browser).
# Prints the file's path; `make test` exports it as LIVEUI_AXE_JS.
#   scripts/axe-core.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/axe"
version="0.1.8"
target="$work/axe.min.js"
stamp="$work/version"
if [ ! -s "$target" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$version" ]; then
  mkdir -p "$work"
  [ -x "$work/venv/bin/pip" ] || python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install -q --disable-pip-version-check --no-deps "axe-playwright-python==$version" >&2
  found=$("$work/venv/bin/python" -c 'import importlib.util, os; s = importlib.util.find_spec("axe_playwright_python"); print(os.path.join(os.path.dirname(s.origin), "axe.min.js"))')
  [ -s "$found" ] || { echo "axe-core.sh: axe.min.js not found in axe-playwright-python $version" >&2; exit 1; }
  cp "$found" "$target"
  echo "$version" > "$stamp"
fi
echo "$target"
