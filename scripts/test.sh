#!/usr/bin/env bash
# `npm test`: type check, unit and API tests, production build, then browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== type check"
npx react-router typegen >/dev/null
npx tsc

echo "== unit and API tests"
npx vitest run

echo "== production build"
npm run build --silent

echo "== browser tests"
npx playwright test
