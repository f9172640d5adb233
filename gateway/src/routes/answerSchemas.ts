import { z } from 'zod';
import { CHAIN_KEYS } from '../../../shared/src/chains';
import { SOURCE_REASONS } from '../errors/sourceReason';

/**
 * The JSON answers of the REST routes as zod schemas. The routes type what they send with these
 * (z.infer), and the OpenAPI document's components are generated from them, each under its `id`.
 */
export const answerComponents = z.registry<{ id: string }>();

const ErrorDetail = z
  .object({
    code: z.string().meta({
      description:
        'The code GraphQL errors carry in extensions.code, e.g. BAD_USER_INPUT, RATE_LIMITED, UPSTREAM_UNAVAILABLE.',
    }),
    message: z.string(),
  })
  .register(answerComponents, { id: 'ErrorDetail' });

export const ErrorAnswer = z
  .object({ error: ErrorDetail })
  .register(answerComponents, { id: 'Error' });

const SourceStatusJson = z
  .object({
    chain: z.enum(CHAIN_KEYS),
    wallet: z.string().nullable(),
    source: z.string(),
    state: z.enum(['fresh', 'cached', 'stale', 'failed']),
    ageSeconds: z.number().int().nullable(),
    message: z.string().nullable(),
    reason: z.enum(SOURCE_REASONS).nullable(),
  })
  .register(answerComponents, { id: 'SourceStatus' });

const TransactionJson = z
  .object({
    chain: z.enum(CHAIN_KEYS),
    kind: z.enum(['native', 'erc20']),
    hash: z.string(),
    blockNumber: z.number().int().nullable().meta({
      description: 'Null where the explorer gives none (PulseChain rows read from the chain).',
    }),
    timeStamp: z.number().int().meta({ description: 'Unix seconds.' }),
    from: z.string(),
    to: z.string().nullable(),
    value: z.string().meta({ description: 'Base units, exact.' }),
    amount: z.string().meta({ description: 'Decimal, exact.' }),
    feeWei: z.string().nullable(),
    fee: z.string().nullable(),
    token: z.object({
      symbol: z.string().nullable(),
      name: z.string().nullable(),
      address: z.string().nullable(),
      decimals: z.number().int(),
    }),
    direction: z.enum(['in', 'out', 'self']),
    failed: z.boolean(),
    flags: z.array(z.enum(['zero-value', 'poisoning-suspect'])),
    explorerUrl: z.string(),
    valueUsdAtTime: z.number().nullable().meta({
      description:
        'USD value on the UTC day of the transaction (amount × that day’s price); null when there is no price that day, never 0.',
    }),
    valueAtTime: z.number().nullable().optional().meta({
      description:
        'With currency: valueUsdAtTime × fx.rate at the one current rate; null when either is missing.',
    }),
  })
  .register(answerComponents, { id: 'Transaction' });

const FxJson = z
  .object({
    currency: z.string(),
    rate: z
      .number()
      .nullable()
      .meta({ description: 'Units of currency per USD; null when missing.' }),
    asOf: z.string().nullable(),
    source: z.string(),
    stale: z.boolean(),
    ageSeconds: z.number().int().nullable(),
    message: z.string().nullable().meta({ description: 'Why the rate is stale or missing.' }),
  })
  .register(answerComponents, { id: 'Fx' });

export const TxPage = z
  .object({
    items: z.array(TransactionJson),
    hasNextPage: z.boolean(),
    nextCursor: z.string().nullable(),
    complete: z.boolean().meta({
      description:
        'True when every list answered, live or cached within its TTL: no source failed or was served stale.',
    }),
    sources: z.array(SourceStatusJson),
    fx: FxJson.optional().meta({ description: 'With currency: the rate valueAtTime uses.' }),
    error: ErrorDetail.optional().meta({ description: 'Only with 502.' }),
  })
  .register(answerComponents, { id: 'TxPage' });

export const MarketCoins = z
  .array(
    z.object({
      id: z.string(),
      symbol: z.string(),
      name: z.string(),
      current_price: z.number().nullable(),
      price_change_percentage_24h: z.number().nullable(),
      image: z.string().nullable(),
    }),
  )
  .register(answerComponents, { id: 'MarketCoins' });
