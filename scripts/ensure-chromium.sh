#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when it is missing and we are allowed to (root, apt).
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium not found at $path. Install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
  exit 1
fi
