#!/usr/bin/env python3
"""Prints a portfolio's total and largest holdings from a Kinko server, standard library only.

    KINKO_URL=http://127.0.0.1:4000 KINKO_WALLETS=0xabc...,0xdef... python3 examples/portfolio_total.py

It reads /api/portfolio.csv (one row per token, valueUsd in USD). A source that failed is named
in the X-Kinko-Partial header: the total then misses what that source holds.
"""
import csv
import io
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

base_url = os.environ.get("KINKO_URL", "http://127.0.0.1:4000").rstrip("/")
wallets = os.environ.get("KINKO_WALLETS", "").strip()
if not wallets:
    sys.exit("Set KINKO_WALLETS to one or more wallet addresses, comma-separated.")

url = f"{base_url}/api/portfolio.csv?" + urllib.parse.urlencode({"wallets": wallets})
try:
    with urllib.request.urlopen(url, timeout=60) as response:
        partial = response.headers.get("X-Kinko-Partial")
        rows = list(csv.DictReader(io.StringIO(response.read().decode("utf-8"))))
except urllib.error.HTTPError as error:
    request_id = error.headers.get("X-Request-Id")
    sys.exit(f"Kinko answered {error.code} (request {request_id}): {error.read().decode('utf-8').strip()}")

total = sum(float(row["valueUsd"]) for row in rows if row["valueUsd"])
print(f"Portfolio total: ${total:.2f} ({len(rows)} tokens)")
for row in rows[:5]:
    value = float(row["valueUsd"]) if row["valueUsd"] else 0.0
    print(f"  {row['symbol']} on {row['chain']}: ${value:.2f}")
if partial:
    print(f"  warning: incomplete, {partial}")
