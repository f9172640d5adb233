/**
 * The playground's example operations (DESIGN.md "One process, one port": "with example
 * operations"), one GraphiQL tab each. They live here rather than in `.graphql` files so codegen
 * does not turn them into client documents; tests/integration/playground.test.ts validates them
 * against schema.graphql.
 */

export interface ExampleTab {
  query: string;
  variables: string;
}

/**
 * The README's curl wallet: a real address, so the examples run as they are on the public chains.
 * @internal
 */
export const PLACEHOLDER_WALLET = '0x7a16ff8270133f063aab6c9977183d9e72835428';

/** Well-known contracts the sandbox world also has: HEX and PulseX on PulseChain, USDC on Ethereum. */
const EXAMPLE_TOKENS = [
  { chain: 'PULSE', address: '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39' },
  { chain: 'PULSE', address: '0x95b303987a60c71504d99aa1b13b4da07b0790ab' },
  { chain: 'ETH', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' },
];

const source = 'sources { chain wallet source state ageSeconds message reason }';

/**
 * One tab per data root field (not the dashboard's own demoWallets and contact). `demoWallets`
 * are the server's DEMO_WALLETS (`npm run demo` sets the sandbox's); without them the variables
 * hold a placeholder the user replaces.
 */
export function exampleTabs(demoWallets: readonly string[]): ExampleTab[] {
  const wallets = demoWallets.length > 0 ? demoWallets : [PLACEHOLDER_WALLET];
  const [first = PLACEHOLDER_WALLET] = wallets;
  const whose =
    demoWallets.length > 0
      ? "# The variables hold this server's demo wallets."
      : '# Put your own wallet addresses in the variables.';
  const json = (value: unknown) => JSON.stringify(value, null, 2);

  return [
    {
      query: `# The chains Kinko tracks, in registry order. Press the run button (or Ctrl+Enter).
query Chains {
  chains { key id name nativeSymbol nativeDecimals explorerUrl }
}
`,
      variables: '',
    },
    {
      query: `# One wallet's holdings with USD values, and which source answered for each chain.
${whose}
query WalletHoldings($address: Address!) {
  wallet(address: $address) {
    address
    totalUsd
    holdings {
      chain amount valueUsd priceUsd priceSource change24hPct
      token { symbol name address decimals }
    }
    ${source}
  }
}
`,
      variables: json({ address: first }),
    },
    {
      query: `# Several wallets merged: totals, rows by USD value, per-wallet breakdown. A failing
# upstream never fails the query: its sourceStatus says FAILED (or STALE, served from cache).
${whose}
query Portfolio($wallets: [Address!]!) {
  portfolio(wallets: $wallets) {
    wallets
    totalUsd
    change24hPct
    updatedAt
    tokens {
      key chain amount priceUsd valueUsd change24hPct
      token { symbol name }
      breakdown { wallet amount valueUsd }
    }
    ${source}
  }
}
`,
      variables: json({ wallets }),
    },
    {
      query: `# Value per UTC day since the first transfer (range ALL; or WEEK, MONTH, YEAR), rebuilt
# from the wallets' transfers and DefiLlama's daily prices. coverage < 1: part of that day's
# value had no price and is left out of totalUsd. mismatches: coins whose transfers do not add
# up to today's balance. The first request for a long history may take a while.
${whose}
query PortfolioHistory($wallets: [Address!]!, $range: HistoryRange) {
  portfolioHistory(wallets: $wallets, range: $range) {
    complete
    points { at totalUsd coverage chains { chain valueUsd } }
    mismatches { chain wallet symbol rebuiltAmount currentAmount }
    sources { chain wallet source state message }
  }
}
`,
      variables: json({ wallets, range: 'MONTH' }),
    },
    {
      query: `# Profit and loss per token from the wallets' transfers and daily prices: purchases
# matched to sales first in, first out (method AVERAGE for average cost), fees counted. Per
# token the merged row comes first (wallet null: a transfer between these wallets is no sale),
# then one per wallet. unknownCostAmount: received on a day without a price, never guessed.
${whose}
query Pnl($wallets: [Address!]!) {
  pnl(wallets: $wallets, method: FIFO) {
    complete
    tokens {
      chain symbol wallet
      pnl { heldAmount costBasis realised unrealised returnPct costCoverage unknownCostAmount }
    }
    sources { chain wallet source state message }
  }
}
`,
      variables: json({ wallets }),
    },
    {
      query: `# One token over time: its price per UTC day (DefiLlama's, else the daily close of its
# deepest DEX pool on GeckoTerminal: priceSource says which) and each wallet's holdings and value.
# Leave address out for the chain's native coin.
${whose}
query TokenHistory($wallets: [Address!]!) {
  tokenHistory(chain: ETH, address: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", wallets: $wallets, range: MONTH) {
    symbol complete priceSources
    points { at priceUsd priceSource amount valueUsd wallets { wallet amount valueUsd } }
    sources { chain wallet source state message }
  }
}
`,
      variables: json({ wallets }),
    },
    {
      query: `# One wallet's value per UTC day over the last week.
${whose}
query WalletHistory($address: Address!) {
  walletHistory(address: $address, range: WEEK) { points { at totalUsd coverage } complete }
}
`,
      variables: json({ address: first }),
    },
    {
      query: `# The wallet address an ENS name points to, read on Ethereum (the same address on every
# chain Kinko tracks). The dashboard's "Add a wallet" accepts names too. The sandbox of
# \`npm run demo\` knows kinko-demo-1.eth … kinko-demo-3.eth instead.
query ResolveName($name: String!) {
  resolveName(name: $name) { name address }
}
`,
      variables: json({ name: 'vitalik.eth' }),
    },
    {
      query: `# USD prices for up to 200 tokens, in input order, with the source that priced each.
query TokenPrices($tokens: [TokenInput!]!) {
  tokenPrices(tokens: $tokens) { chain address priceUsd change24hPct source }
}
`,
      variables: json({ tokens: EXAMPLE_TOKENS }),
    },
    {
      query: `# HEX stakes read from the chain (network PULSECHAIN), or eHEX ones (ETHEREUM).
${whose}
query HexStakes($wallets: [Address!]!, $network: HexNetwork!) {
  hexStaking(wallets: $wallets, network: $network) {
    network
    currentDay
    priceUsd
    rows {
      wallet stakeId principalHex tShares lockedDay stakedDays endDay
      daysRemaining status yieldHex apyPct valueUsd grossValueUsd
      payoutIfEndedTodayHex penaltyIfEndedTodayHex returnIfEndedTodayHex lossIfEndedTodayHex
    }
    errors { wallet message }
    ${source}
  }
}
`,
      variables: json({ wallets, network: 'PULSECHAIN' }),
    },
    {
      query: `# A wallet's history on one chain, newest first. For the next page, copy
# pageInfo.endCursor into "after" and run again, while hasNextPage is true.
# valueUsdAtTime is each row's USD value on its day (null: no price that day);
# valueAtTime the same in "currency", at the one rate in fx.
${whose}
query TransactionsPage($chain: ChainKey!, $address: Address!, $first: Int!, $after: String, $currency: Currency) {
  transactions(chain: $chain, address: $address, first: $first, after: $after, currency: $currency) {
    edges {
      cursor
      node {
        hash timeStamp direction kind amount fee failed flags from to explorerUrl
        token { symbol address }
        valueUsdAtTime valueAtTime
      }
    }
    fx { currency rate asOf source stale ageSeconds message }
    pageInfo { hasNextPage endCursor }
    ${source}
  }
}
`,
      variables: json({ chain: 'PULSE', address: first, first: 10, after: null, currency: 'EUR' }),
    },
    {
      query: `# The 15 ticker coins, refreshed at most once a minute for every user; price in
# the currency asked (priceUsd in USD), converted at the rate in fx.
query Ticker {
  ticker(currency: EUR) { symbol label priceUsd price change24hPct source stale fx { rate asOf } }
}
`,
      variables: '',
    },
  ];
}
