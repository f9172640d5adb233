#!/usr/bin/env node
// A bot that prints a daily portfolio and HEX stake-maturity summary from a Kinko server.
// Plain fetch against /graphql: no key, no library. Run it from cron, pipe it to mail or chat:
//
//   KINKO_URL=http://127.0.0.1:4000 KINKO_WALLETS=0xabc…,0xdef… node examples/daily-summary.mjs
//
// KINKO_URL: the server (default http://127.0.0.1:4000). KINKO_WALLETS: comma-separated wallets.
const baseUrl = (process.env.KINKO_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const wallets = (process.env.KINKO_WALLETS ?? '')
  .split(',')
  .map((wallet) => wallet.trim())
  .filter(Boolean);
if (wallets.length === 0) {
  console.error('Set KINKO_WALLETS to one or more wallet addresses, comma-separated.');
  process.exit(2);
}

const query = `query DailySummary($wallets: [Address!]!) {
  portfolio(wallets: $wallets) {
    totalUsd
    change24hPct
    tokens { chain valueUsd token { symbol } }
    sources { chain source state message }
  }
  hexStaking(wallets: $wallets, network: PULSECHAIN) {
    currentDay
    rows { stakeId endDay daysRemaining principalHex }
  }
}`;

const response = await fetch(`${baseUrl}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify({ query, variables: { wallets } }),
});
const body = await response.json();
if (!response.ok || body.errors) {
  // The request id lets the server's operator find this request in the log.
  console.error(
    `Kinko answered ${response.status} (request ${response.headers.get('x-request-id')}):`,
    JSON.stringify(body.errors ?? body),
  );
  process.exit(1);
}

const { portfolio, hexStaking } = body.data;
const usd = (value) => `$${value.toFixed(2)}`;
const change =
  portfolio.change24hPct === null
    ? 'n/a'
    : `${portfolio.change24hPct >= 0 ? '+' : ''}${portfolio.change24hPct.toFixed(2)}%`;
console.log(
  `Kinko daily summary, ${new Date().toISOString().slice(0, 10)}, ${wallets.length} wallet(s)`,
);
console.log(`Portfolio total: ${usd(portfolio.totalUsd)} (24h ${change})`);
console.log('Top holdings:');
for (const token of portfolio.tokens.slice(0, 5))
  console.log(`  ${token.token.symbol} on ${token.chain}: ${usd(token.valueUsd ?? 0)}`);
// A source that failed means the total is missing what it holds: say so rather than look complete.
for (const status of portfolio.sources.filter((source) => source.state === 'FAILED')) {
  console.log(`  warning: ${status.chain} ${status.source} unavailable (${status.message})`);
}

const maturing = [...hexStaking.rows]
  .sort((a, b) => a.endDay - b.endDay || Number(a.stakeId) - Number(b.stakeId))
  .slice(0, 5);
console.log(
  `HEX stakes (PulseChain, day ${hexStaking.currentDay}): ${hexStaking.rows.length} active; next to mature:`,
);
for (const stake of maturing) {
  const when = stake.daysRemaining === 0 ? 'matured' : `in ${stake.daysRemaining} days`;
  console.log(
    `  stake ${stake.stakeId}: ends day ${stake.endDay} (${when}), ${stake.principalHex} HEX`,
  );
}
