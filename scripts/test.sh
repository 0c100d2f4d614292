#!/usr/bin/env bash
# `npm test`: type check, lint and format check, production build, unit and API tests, then browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

# The type check, the lint and the format check read the same files and write nothing, and each is one process on
# one core: they run side by side, each into its own log, which is printed when that check fails. The production
# build writes only build/, which none of them reads, so it runs beside them and fills the cores they leave idle.
echo "== type check, lint and format, beside the production build"
npx react-router typegen >/dev/null
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# The SQLite driver's native addon, which only the tests after these checks load. Where no prebuilt binary can be
# fetched, building it compiles SQLite from source: about two minutes on one core. CI installs without install
# scripts (.ci/run), so that build runs here, beside the checks, instead of before them. It is one compiler on one
# core and the longest of these steps, so the checks yield the processor to it.
addon=""
yield_to_addon=()
if ! node -e 'require("better-sqlite3")(":memory:").close()' 2>/dev/null; then
  npm rebuild better-sqlite3 >"$logs/addon" 2>&1 &
  addon=$!
  yield_to_addon=(nice -n 10)
fi
check() {
  local name=$1
  shift
  if "${yield_to_addon[@]}" "$@" >"$logs/$name" 2>&1; then
    echo "   $name: passed"
  else
    echo "   $name: FAILED"
    cat "$logs/$name"
    return 1
  fi
}
check "type check" npx tsc &
typecheck=$!
check "lint" npx eslint --max-warnings 0 . &
lint=$!
check "format" npx prettier --check --log-level warn . &
format=$!
# The build comes before the tests: some server tests check the real prerendered pages.
built=0
"${yield_to_addon[@]}" npm run build --silent || built=1
failed=0
for pid in $typecheck $lint $format; do wait "$pid" || failed=1; done
[ "$built" = 0 ] || echo "   production build: FAILED"
[ "$failed" = 0 ] && [ "$built" = 0 ] || exit 1
if [ -n "$addon" ]; then
  if wait "$addon"; then
    echo "   SQLite addon: built"
  else
    echo "   SQLite addon: FAILED"
    cat "$logs/addon"
    exit 1
  fi
fi

echo "== unit and API tests"
# The build is fresh: tests that start the server start it from there, not from its source under tsx.
TEST_SERVER_ENTRY=compiled npx vitest run

echo "== browser tests"
npx playwright test
