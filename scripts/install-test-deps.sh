#!/usr/bin/env bash
# Installs what the tests need from Debian, once per machine:
# - Chromium for the browser tests (tests/browser), driven by playwright-core: Playwright's own
#   browser download cannot work on these machines, so the system package is used;
# - redis-server for the cache's Redis store (CACHE_URL=redis://…, gateway/src/cache);
# - python3 and curl, which run the examples/ snippets against the sandbox (tests/integration/examples.test.ts).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v curl >/dev/null 2>&1 || missing+=(curl)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "${missing[@]}"
