#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests (tests/browser), driven by playwright-core.
# Playwright's own browser download cannot work on these machines, so the system package is used.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium
