import type { Address } from '../../../../shared/src/addresses';
import { CHAINS, type ChainInfo, type ChainKey } from '../../../../shared/src/chains';
import { isListedTransaction } from '../../world/transactions';
import type { World } from '../../world/world';
import { ERRORS, readAddresses, success } from '../explorer/envelope';
import { pageTransactions, readPaging, tokentxRow, txlistRow } from '../explorer/rows';
import type { RouteNames } from '../ids';
import { ok, type Route, type Upstream, type UpstreamRequest } from '../upstream';

const notOk = (result: string) => ({ status: '0', message: 'NOTOK', result });

/** Texts of etherscan-v2-errors.json (UPSTREAMS.md §2.2). */
export const ETHERSCAN_ERRORS = {
  deprecatedV1: notOk('You are using a deprecated V1 endpoint, switch to Etherscan API V2.'),
  rateLimit: notOk('Max rate limit reached, please use API Key for higher rate limit'),
  invalidKey: notOk('Invalid API Key'),
  missingKey: notOk('Missing/Invalid API Key'),
  missingChainId: notOk(
    'Missing or unsupported chainid parameter (required for v2 api), please see chainlist for the list of supported chainids',
  ),
  // The real text is unverified (UPSTREAMS.md §10): what matters is an error, not an empty result.
  freeTierChain: notOk(
    'Free API access is not supported for this chain. Please upgrade your api plan for full chain coverage. https://etherscan.io/apis',
  ),
} as const;

/** The sandbox's API keys: any non-empty key is a free-plan key, except "invalid"; keys starting "paid" are on a paid plan. */
export const ETHERSCAN_SANDBOX_KEY = 'sandbox-free-key';

/** Free plan: BSC (56) and Base (8453) are not covered (UPSTREAMS.md §2.2). Etherscan has no PulseChain. */
const FREE_TIER_EXCLUDED: readonly ChainKey[] = ['bsc', 'base'];
/** Page × offset window, and the free plan's records per request since 2026-07-01 (UPSTREAMS.md §2.2). */
const MAX_WINDOW = 10_000;
const FREE_MAX_RECORDS = 1_000;

type V2Route = Extract<RouteNames['etherscan'], `v2/api/account/${string}`>;

/** Checks chainid and apikey; returns the chain, or the error envelope to answer with. */
function gate(request: UpstreamRequest): { chain: ChainKey; paid: boolean } | { error: unknown } {
  const chain = chainById(Number(request.query.get('chainid')));
  if (chain === undefined || chain.key === 'pulse')
    return { error: ETHERSCAN_ERRORS.missingChainId };
  const key = request.query.get('apikey') ?? '';
  if (key === '') return { error: ETHERSCAN_ERRORS.missingKey };
  if (key === 'invalid') return { error: ETHERSCAN_ERRORS.invalidKey };
  const paid = key.startsWith('paid');
  if (!paid && FREE_TIER_EXCLUDED.includes(chain.key))
    return { error: ETHERSCAN_ERRORS.freeTierChain };
  return { chain: chain.key, paid };
}

function action(
  name: V2Route,
  actionName: string,
  handle: (request: UpstreamRequest, chain: ChainKey, paid: boolean) => unknown,
): Route<V2Route> {
  return {
    name,
    method: 'GET',
    template: 'v2/api',
    query: { module: 'account', action: actionName },
    handle(request) {
      const gated = gate(request);
      return ok('error' in gated ? gated.error : handle(request, gated.chain, gated.paid));
    },
  };
}

/** Etherscan API V2: one base for every chain, `chainid` per request (UPSTREAMS.md §2.2). */
export function etherscanUpstream(world: World): Upstream {
  const txPage = (request: UpstreamRequest, paid: boolean) => {
    const paging = readPaging(request.query, MAX_WINDOW);
    if (paging === 'window-too-large') return paging;
    return paid ? paging : { ...paging, offset: Math.min(paging.offset, FREE_MAX_RECORDS) };
  };
  const balances = (multi: boolean) => (request: UpstreamRequest, chain: ChainKey) => {
    const addresses = readAddresses(request.query, multi);
    if (addresses === 'missing') return ERRORS.missingAddress();
    if (addresses === 'invalid') return ERRORS.invalidAddress();
    const balance = (address: string) =>
      (request.empty ? 0n : world.nativeBalance(address, chain)).toString();
    return multi
      ? success(addresses.map((account) => ({ account, balance: balance(account) })))
      : success(balance(addresses[0] as string));
  };
  const routes: Route<RouteNames['etherscan']>[] = [
    action('v2/api/account/balance', 'balance', balances(false)),
    action('v2/api/account/balancemulti', 'balancemulti', balances(true)),
    action('v2/api/account/tokenbalance', 'tokenbalance', (request, chain) => {
      const addresses = readAddresses(request.query, false);
      const contract = request.query.get('contractaddress')?.toLowerCase();
      if (addresses === 'missing' || contract === undefined) return ERRORS.missingAddress();
      if (addresses === 'invalid') return ERRORS.invalidAddress();
      const holding = request.empty
        ? undefined
        : world
            .holdings(addresses[0] as string, chain)
            .find((row) => row.token.address === contract);
      return success((holding?.balanceRaw ?? 0n).toString());
    }),
    action('v2/api/account/txlist', 'txlist', (request, chain, paid) => {
      const addresses = readAddresses(request.query, false);
      if (addresses === 'missing') return ERRORS.missingAddress();
      if (addresses === 'invalid') return ERRORS.invalidAddress();
      const paging = txPage(request, paid);
      if (paging === 'window-too-large') return ERRORS.windowTooLarge(MAX_WINDOW);
      const wallet = addresses[0] as Address;
      const txs = (request.empty ? [] : world.transactions(wallet, chain)).filter((tx) =>
        isListedTransaction(tx, wallet),
      );
      const rows = pageTransactions(txs, request.query, paging);
      return rows.length === 0
        ? ERRORS.noTransactions()
        : success(rows.map((tx) => txlistRow(tx, chain, 'etherscan')));
    }),
    action('v2/api/account/tokentx', 'tokentx', (request, chain, paid) => {
      const addresses = readAddresses(request.query, false);
      if (addresses === 'missing') return ERRORS.missingAddress();
      if (addresses === 'invalid') return ERRORS.invalidAddress();
      const paging = txPage(request, paid);
      if (paging === 'window-too-large') return ERRORS.windowTooLarge(MAX_WINDOW);
      const contract = request.query.get('contractaddress')?.toLowerCase();
      const txs = (request.empty ? [] : world.transactions(addresses[0] as string, chain)).filter(
        (tx) =>
          tx.transfer !== null &&
          !tx.failed &&
          (contract === undefined || tx.transfer.token.address === contract),
      );
      const rows = pageTransactions(txs, request.query, paging);
      // Etherscan says "No transactions found" for empty token transfer lists too.
      return rows.length === 0
        ? ERRORS.noTransactions()
        : success(rows.map((tx) => tokentxRow(tx, chain)));
    }),
    {
      name: 'v2/api/unknown',
      method: 'GET',
      template: 'v2/api',
      handle(request) {
        const gated = gate(request);
        return ok('error' in gated ? gated.error : notOk('Error! Missing Or invalid Module name'));
      },
    },
    {
      // V1 (api.etherscan.io/api and the per-chain scans) is gone since 2025-08-15 (UPSTREAMS.md §2.2).
      name: 'api',
      method: 'GET',
      template: 'api',
      handle: () => ok(ETHERSCAN_ERRORS.deprecatedV1),
    },
  ];
  return {
    id: 'etherscan',
    routes,
    notFound: () => ({ status: 404, body: { message: 'Not Found' } }),
    // Etherscan signals limits in the envelope; an injected 429/5xx still carries its NOTOK body.
    errorBody: (status) =>
      status === 429
        ? ETHERSCAN_ERRORS.rateLimit
        : notOk('Unexpected error, please try again later'),
  };
}

/** Etherscan V2 names the chain by its EIP-155 id (`chainid=`). */
function chainById(id: number): ChainInfo | undefined {
  return Object.values(CHAINS).find((chain) => chain.id === id);
}
