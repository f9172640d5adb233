import request from 'supertest';
import type { ChainKey } from '../../shared/src/chains';
import { expectedHoldings, type TruthOptions, type World } from '../sandbox/index';
import type { TestGateway } from './testGateway';

const WALLET = `query ($address: Address!, $chains: [ChainKey!], $fresh: Boolean!) {
  wallet(address: $address, chains: $chains, fresh: $fresh) {
    holdings { chain token { address symbol decimals } balanceRaw priceUsd }
    sources { chain wallet source state message reason ageSeconds }
  }
}`;

export interface ServedHolding {
  chain: string;
  token: { address: string | null; symbol: string; decimals: number };
  balanceRaw: string;
  priceUsd: number | null;
}

export interface ServedStatus {
  chain: string;
  wallet: string | null;
  source: string;
  state: 'FRESH' | 'CACHED' | 'STALE' | 'FAILED';
  message: string | null;
  reason: string | null;
  ageSeconds: number | null;
}

export interface ServedWallet {
  holdings: ServedHolding[];
  sources: ServedStatus[];
}

/** The `wallet` query through the real app; fails the test on any GraphQL error. */
export async function queryWallet(
  test: TestGateway,
  address: string,
  chains: readonly ChainKey[],
  fresh = false,
): Promise<ServedWallet> {
  const response = await request(test.gateway.app)
    .post('/graphql')
    .send({
      query: WALLET,
      variables: { address, chains: chains.map((chain) => chain.toUpperCase()), fresh },
    });
  if (response.body.errors !== undefined)
    throw new Error(`GraphQL errors: ${JSON.stringify(response.body.errors)}`);
  return response.body.data.wallet as ServedWallet;
}

/** A holding as both sides can state it: token address ('native' for the coin), base units, price. */
export interface HoldingRow {
  chain: string;
  token: string;
  balanceRaw: string;
  decimals: number;
  /** Ten significant digits: prices averaged over pairs may differ from the world's in the last bit. */
  priceUsd: number | null;
}

const round = (price: number | null) => (price === null ? null : Number(price.toPrecision(10)));
const byToken = (a: HoldingRow, b: HoldingRow) =>
  a.chain.localeCompare(b.chain) || a.token.localeCompare(b.token);

export function servedRows(wallet: ServedWallet, chain?: ChainKey): HoldingRow[] {
  return wallet.holdings
    .filter((holding) => chain === undefined || holding.chain === chain.toUpperCase())
    .map((holding) => ({
      chain: holding.chain.toLowerCase(),
      token: holding.token.address ?? 'native',
      balanceRaw: holding.balanceRaw,
      decimals: holding.token.decimals,
      priceUsd: round(holding.priceUsd),
    }))
    .sort(byToken);
}

/** The holdings a wallet query must list for one chain: the world's, minus what the chain rules drop (truth.ts `listReason`). */
export function truthRows(
  world: World,
  address: string,
  chain: ChainKey,
  options: TruthOptions = {},
): HoldingRow[] {
  return expectedHoldings(world, address, chain, options)
    .filter((holding) => holding.listReason === null)
    .map((holding) => ({
      chain,
      token: holding.token?.address ?? 'native',
      balanceRaw: holding.balanceRaw.toString(),
      decimals: holding.decimals,
      priceUsd: round(holding.priceUsd),
    }))
    .sort(byToken);
}

/** The status line of one kind ("token-listing", "native-balance") for a chain, whoever answered. */
export function statusOf(
  wallet: ServedWallet,
  chain: ChainKey,
  kind: string,
): ServedStatus | undefined {
  return wallet.sources.find(
    (status) =>
      status.chain === chain.toUpperCase() &&
      (status.source === kind || status.source.startsWith(`${kind}:`)),
  );
}
