#!/usr/bin/env bash
# `npm test`: type check, lint and format check, production build, unit and API tests, then browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== type check"
npx react-router typegen >/dev/null
npx tsc

echo "== lint and format"
npx eslint --max-warnings 0 .
npx prettier --check --log-level warn .

# The build comes first: some server tests check the real prerendered pages.
echo "== production build"
npm run build --silent

echo "== unit and API tests"
npx vitest run

echo "== browser tests"
npx playwright test
