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
check() {
  local name=$1
  shift
  if "$@" >"$logs/$name" 2>&1; then
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
npm run build --silent || built=1
failed=0
for pid in $typecheck $lint $format; do wait "$pid" || failed=1; done
[ "$built" = 0 ] || echo "   production build: FAILED"
[ "$failed" = 0 ] && [ "$built" = 0 ] || exit 1

echo "== unit and API tests"
npx vitest run

echo "== browser tests"
npx playwright test
