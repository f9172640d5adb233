import { z } from 'zod';
import type { Address } from '../../../../shared/src/addresses';
import type { HttpClient } from '../../http/httpClient';
import { parsePrice } from '../values';
import { addressOfId, GECKOTERMINAL_HEADERS, geckoTerminalHttp } from './schemas';

/** GeckoTerminal answers at most 30 addresses per /tokens/multi request (its API guide). */
export const MAX_TOKENS_PER_REQUEST = 30;

/** A token's top pool: which side of it the token is, and how much the pool holds. */
export interface TopPool {
  /** The pool's address, lowercased. */
  pool: string;
  side: 'base' | 'quote';
  /** The pool's reserves in USD; null when GeckoTerminal does not say. */
  reserveUsd: number | null;
}

const reference = z.object({ data: z.object({ id: z.string() }).nullable().optional() });

const tokenSchema = z.object({
  id: z.string(),
  relationships: z
    .object({
      top_pools: z.object({ data: z.array(z.object({ id: z.string() })) }).optional(),
    })
    .optional(),
});

const poolSchema = z.object({
  id: z.string(),
  type: z.literal('pool'),
  attributes: z.object({
    address: z.string(),
    reserve_in_usd: z.union([z.string(), z.number()]).nullable().optional(),
  }),
  relationships: z.object({ base_token: reference, quote_token: reference }),
});

/**
 * `{data: [token], included: [pool]}` (JSON:API), reduced to token address → its top pool. The
 * tokens' `top_pools` name the pools, whose bodies sit in `included`; a token listed without one, or
 * whose pool is not among the included, has none. One malformed pool costs that pool's tokens.
 */
function responseSchema(network: string) {
  return z
    .object({ data: z.array(tokenSchema), included: z.array(z.unknown()).optional() })
    .transform((body) => {
      const pools = new Map<string, z.output<typeof poolSchema>>();
      for (const raw of body.included ?? []) {
        const pool = poolSchema.safeParse(raw);
        if (pool.success) pools.set(pool.data.id, pool.data);
      }
      const found = new Map<string, TopPool | null>();
      for (const token of body.data) {
        const address = addressOfId(token.id, network);
        if (address === null) continue;
        const pool = pools.get(token.relationships?.top_pools?.data[0]?.id ?? '');
        found.set(address, pool === undefined ? null : topPoolOf(pool, token.id));
      }
      return found;
    });
}

function topPoolOf(pool: z.output<typeof poolSchema>, tokenId: string): TopPool | null {
  const same = (side: z.output<typeof reference>) =>
    side.data?.id.toLowerCase() === tokenId.toLowerCase();
  const side = same(pool.relationships.base_token)
    ? 'base'
    : same(pool.relationships.quote_token)
      ? 'quote'
      : null;
  if (side === null) return null;
  return {
    pool: pool.attributes.address.toLowerCase(),
    side,
    reserveUsd: parsePrice(pool.attributes.reserve_in_usd),
  };
}

/**
 * GET /networks/{network}/tokens/multi/{a,b,…}?include=top_pools: the top pool of up to 30 tokens
 * at once (GeckoTerminal's own pick, the one its token price comes from). Every address asked gets
 * an answer: a token GeckoTerminal does not know, or knows without a pool, maps to null.
 */
export async function getTopPools(
  http: HttpClient,
  input: { baseUrl: string; network: string; addresses: readonly Address[] },
): Promise<Map<Address, TopPool | null>> {
  if (input.addresses.length === 0 || input.addresses.length > MAX_TOKENS_PER_REQUEST) {
    throw new RangeError(
      `getTopPools takes 1–${MAX_TOKENS_PER_REQUEST} addresses, got ${input.addresses.length}`,
    );
  }
  const found = await http.json(
    {
      upstream: 'geckoterminal',
      url: `${input.baseUrl}/networks/${input.network}/tokens/multi/${input.addresses.join(',')}`,
      searchParams: { include: 'top_pools' },
      headers: GECKOTERMINAL_HEADERS,
      describeStatus: geckoTerminalHttp,
    },
    responseSchema(input.network),
  );
  return new Map(
    input.addresses.map((address) => [address, found.get(address.toLowerCase()) ?? null]),
  );
}
