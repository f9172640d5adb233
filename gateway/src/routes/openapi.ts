import type { RequestHandler } from 'express';
import { CHAIN_KEYS } from '../../../shared/src/chains';
import { CURRENCIES } from '../../../shared/src/currencies';
import { SOURCE_REASONS } from '../errors/sourceReason';
import { MAX_TRANSACTIONS_PER_PAGE } from '../limits';
import { NOTE_SEPARATOR } from './csv/sourceNotes';
import { MAX_COLLECTED_TRANSACTIONS } from '../services/transactions/collectTransactions';

/**
 * OpenAPI 3.1 description of the REST and CSV routes, served at
 * /api/openapi.json so tools and bot authors can read what /api answers. GraphQL describes itself
 * (introspection, schema.graphql). tests/integration/openapi.test.ts checks it against the router.
 */
const chainParameter = (name: string, description: string) => ({
  name,
  in: 'query',
  required: true,
  description,
  schema: { type: 'string', examples: [...CHAIN_KEYS, 'pulsechain', 'ethereum'] },
});
const flag = (name: string, description: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string', enum: ['1', '0', 'true', 'false'], default: '0' },
});
const txKind = {
  name: 'kind',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['all', 'native', 'erc20'], default: 'all' },
};
const txKindAlias = {
  ...txKind,
  name: 'type',
  deprecated: true,
  description: 'Alias of kind; when both are given they must agree.',
};
const chains = {
  name: 'chains',
  in: 'query',
  required: false,
  description: 'Chain keys or names, comma-separated; all five when absent.',
  schema: { type: 'string' },
};
const currency = {
  name: 'currency',
  in: 'query',
  required: false,
  description:
    'Also give the values in this currency (any case): columns currency, price/value (or total), fxRate, fxAsOf appended, value = valueUsd × fxRate; the rate in the X-Kinko-Fx header (stale=true with its age when the rate source is down).',
  schema: { type: 'string', enum: [...CURRENCIES] },
};
const txCurrency = {
  ...currency,
  description:
    "Also give each row's valueUsdAtTime in this currency (any case) at the one current rate: valueAtTime = valueUsdAtTime × fxRate. A missing rate (the source down, none read before) leaves valueAtTime null and says why (fx.message, or X-Kinko-Fx missing=).",
};
const fresh = flag('fresh', 'Skip the cache and read the upstreams again (the refresh button).');
const wallets = {
  name: 'wallets',
  in: 'query',
  required: true,
  description:
    'Wallet addresses, comma-separated (or the parameter repeated); lowercase or correctly checksummed.',
  schema: { type: 'string' },
  example: '0x7a16ff8270133f063aab6c9977183d9e72835428',
};
const address = {
  name: 'address',
  in: 'query',
  required: true,
  description: 'A wallet address.',
  schema: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
};
const requestIdHeader = {
  description: 'The request id: quote it when reporting a problem (it is in the server log).',
  schema: { type: 'string' },
};
const csvHeaders = {
  'X-Request-Id': requestIdHeader,
  'X-Kinko-Partial': {
    description: `Present when a source failed: which chain/wallet/source and why, ${JSON.stringify(NOTE_SEPARATOR)}-separated. The rows miss what that source holds.`,
    schema: { type: 'string' },
  },
  'X-Kinko-Stale': {
    description:
      'Present when some rows come from an older cached answer because the source failed now.',
    schema: { type: 'string' },
  },
  'X-Kinko-Complete': {
    description:
      'Always sent: true when every source the rows come from answered, live or cached within its TTL, and no listing was cut short; false when a source failed, was served stale or truncated (X-Kinko-Partial and X-Kinko-Stale say which). The next rows of a paged export (X-Kinko-Next-Cursor) are not a gap.',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};
const text = (description: string) => ({
  description,
  headers: { 'X-Request-Id': requestIdHeader },
  content: { 'text/plain': { schema: { type: 'string' } } },
});
const jsonError = (description: string) => ({
  description,
  headers: { 'X-Request-Id': requestIdHeader },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const csv = (columns: string) => ({
  description: `CSV with a header row: ${columns}. Amounts are exact decimal strings; an empty cell is "unknown".`,
  headers: csvHeaders,
  content: { 'text/csv': { schema: { type: 'string' } } },
});
/** Per-client limits (README RATE_LIMIT_*): the wait is in Retry-After. */
const RATE_LIMITED =
  'Too many requests (or fresh reads) from this client in the window; Retry-After says how many seconds to wait.';
const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before asking again.',
    schema: { type: 'integer' },
  },
};
const csvFailures = {
  '400': text('Bad input, with the reason (spec §5 texts for addresses).'),
  '429': { ...text(RATE_LIMITED), headers: { 'X-Request-Id': requestIdHeader, ...retryAfter } },
  '502': text(
    'No rows because the sources failed: the reasons, one a line (and in X-Kinko-Partial).',
  ),
};

export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Kinko REST and CSV API',
    version: '1',
    description:
      'Read-only, no key, no cookies; CORS open (CORS_ORIGINS). GraphQL, which serves everything here and more, is at /graphql (GET or POST). Every answer carries X-Request-Id.',
    license: { name: 'MIT', identifier: 'MIT' },
  },
  // The server that serves this document: relative, so it holds behind any host or proxy.
  servers: [{ url: '/', description: 'This Kinko server' }],
  // No key, no sign-in: every operation is open (an empty requirement says so explicitly).
  security: [{}],
  paths: {
    '/api/tx': {
      get: {
        operationId: 'listTransactions',
        summary: 'A wallet\'s transactions on one chain, newest first (spec §7 "Transactions")',
        parameters: [
          chainParameter('chain', 'Chain key or name, any case.'),
          address,
          txKind,
          txKindAlias,
          {
            name: 'first',
            in: 'query',
            required: false,
            description: 'Rows per page.',
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_TRANSACTIONS_PER_PAGE,
              default: 50,
            },
          },
          {
            name: 'cursor',
            in: 'query',
            required: false,
            description: 'nextCursor of the previous page (not with page).',
            schema: { type: 'string' },
          },
          {
            name: 'page',
            in: 'query',
            required: false,
            description: '1-based page number (not with cursor).',
            schema: { type: 'integer', minimum: 1 },
          },
          flag('includeSpam', 'Also list transfers flagged as spam.'),
          fresh,
          txCurrency,
        ],
        responses: {
          '200': {
            description: 'A page of transactions.',
            headers: { 'X-Request-Id': requestIdHeader },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/TxPage' } } },
          },
          '400': jsonError('Bad input.'),
          '429': {
            ...jsonError(RATE_LIMITED),
            headers: { 'X-Request-Id': requestIdHeader, ...retryAfter },
          },
          '502': {
            description: 'No source could give any row: the page is empty and `error` lists why.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/TxPage' } } },
          },
        },
      },
    },
    '/api/freecrypto-proxy': {
      get: {
        operationId: 'getMarketData',
        summary:
          'The 15 ticker coins in the market-data shape, from the shared cache (spec §7 "Market data")',
        parameters: [
          {
            name: 'vs_currency',
            in: 'query',
            required: false,
            description:
              'Prices in this currency: USD as read, the others converted at the one current rate (X-Kinko-Fx); null when that rate is missing.',
            schema: {
              type: 'string',
              enum: CURRENCIES.map((code) => code.toLowerCase()),
              default: 'usd',
            },
          },
          {
            name: 'ids',
            in: 'query',
            required: false,
            description: 'Coin ids, comma-separated (bitcoin,ethereum,…); all 15 when absent.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            description: 'One object per coin.',
            content: {
              'application/json': {
                schema: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      id: { type: 'string' },
                      symbol: { type: 'string' },
                      name: { type: 'string' },
                      current_price: { type: ['number', 'null'] },
                      price_change_percentage_24h: { type: ['number', 'null'] },
                      image: { type: ['string', 'null'] },
                    },
                  },
                },
              },
            },
          },
          '400': jsonError('vs_currency not one of the currencies listed.'),
          '429': {
            ...jsonError(RATE_LIMITED),
            headers: { 'X-Request-Id': requestIdHeader, ...retryAfter },
          },
          '500': jsonError('Unexpected failure (logged with the request id).'),
        },
      },
    },
    '/api/portfolio.csv': {
      get: {
        operationId: 'exportPortfolioCsv',
        summary: 'The merged portfolio: one row per token across the wallets, by USD value',
        parameters: [wallets, chains, fresh, currency],
        responses: {
          '200': csv(
            'token, chain, symbol, name, address, priceUsd, priceSource, change24hPct, amount, valueUsd',
          ),
          ...csvFailures,
        },
      },
    },
    '/api/holdings.csv': {
      get: {
        operationId: 'exportHoldingsCsv',
        summary: 'The same holdings per wallet: one row per wallet × chain × token',
        parameters: [wallets, chains, fresh, currency],
        responses: {
          '200': csv('wallet, chain, token, symbol, name, address, priceUsd, amount, valueUsd'),
          ...csvFailures,
        },
      },
    },
    '/api/positions.csv': {
      get: {
        operationId: 'exportPositionsCsv',
        summary:
          'The pool positions (v2 LP tokens valued by the tokens inside): one row per pool token across the wallets',
        parameters: [wallets, chains, fresh],
        responses: {
          '200': csv(
            'kind, protocol, chain, pool, symbol, wallets, amount, shareOfPool, token0Symbol, token0Address, token0Amount, token0ValueUsd, token1Symbol, token1Address, token1Amount, token1ValueUsd, valueUsd',
          ),
          ...csvFailures,
        },
      },
    },
    '/api/history.csv': {
      get: {
        operationId: 'exportHistoryCsv',
        summary: "The portfolio's value per UTC day, rebuilt from the wallets' transfers",
        parameters: [
          wallets,
          chains,
          {
            name: 'range',
            in: 'query',
            required: false,
            schema: { type: 'string', enum: ['week', 'month', 'year', 'all'], default: 'month' },
          },
          fresh,
          currency,
        ],
        responses: {
          '200': csv(
            'date, at, totalUsd, coverage, then <chain>Usd per chain read (pulseUsd, ethUsd, …). coverage is the share of the value the row holds: a chain whose history could not be read lowers it (its value today stands for its share), to 0 when that share is unknown; with no chain read, a 502',
          ),
          ...csvFailures,
        },
      },
    },
    '/api/pnl.csv': {
      get: {
        operationId: 'exportPnlCsv',
        summary: 'Cost basis and profit and loss per token, merged and per wallet',
        parameters: [
          wallets,
          chains,
          {
            name: 'method',
            in: 'query',
            required: false,
            schema: { type: 'string', enum: ['fifo', 'average'], default: 'fifo' },
          },
          fresh,
        ],
        responses: {
          '200': csv(
            'wallet (all: merged across the wallets, where transfers between them are not sales), chain, symbol, address, heldAmount, realisedUsd, unrealisedUsd, costBasisUsd, averageEntryPriceUsd, returnPct, costCoverage, unknownCostAmount. Amounts are exact decimals; an unknown figure is an empty cell; unknownCostAmount is what was received on a day without a price',
          ),
          ...csvFailures,
        },
      },
    },
    '/api/stakes.csv': {
      get: {
        operationId: 'exportStakesCsv',
        summary: 'HEX (pulsechain) or eHEX (ethereum) stakes, active then ended',
        parameters: [
          wallets,
          {
            ...chainParameter('network', 'pulsechain or ethereum.'),
            schema: { type: 'string', enum: ['pulsechain', 'ethereum'] },
          },
          fresh,
          currency,
        ],
        responses: {
          '200': csv(
            'wallet, chain, stakeId, stakeIndex, status, lockedDay, stakedDays, endDay, unlockedDay, daysServed, daysRemaining, progress, principalHex, stakedHearts, tShares, stakeShares, yieldHex, apyPct, valueUsd, isAutoStake, payoutIfEndedTodayHex, penaltyIfEndedTodayHex, returnIfEndedTodayHex, grossValueUsd, isHsi, isTokenized, hsiAddress, hsiIndex, hsiTokenId, lossIfEndedTodayHex',
          ),
          ...csvFailures,
        },
      },
    },
    '/api/stakes.ics': {
      get: {
        operationId: 'subscribeStakeCalendar',
        summary:
          'A calendar to subscribe to: each locked HEX or eHEX stake’s end day and last day before the late penalty, with reminders',
        parameters: [
          wallets,
          {
            ...chainParameter('network', 'pulsechain or ethereum; both when absent.'),
            required: false,
            schema: { type: 'string', enum: ['pulsechain', 'ethereum'] },
          },
          fresh,
        ],
        responses: {
          '200': {
            description:
              'iCalendar (RFC 5545): two all-day events per stake still locked (UID `chain:wallet:stakeId:end@kinko` and `…:lastGraceDay@kinko`, stable across fetches), each with reminders at 09:00 a week before and the day before.',
            headers: csvHeaders,
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          ...csvFailures,
        },
      },
    },
    '/api/transactions.csv': {
      get: {
        operationId: 'exportTransactionsCsv',
        summary: "A wallet's history on one chain, newest first",
        parameters: [
          chainParameter('chain', 'Chain key or name.'),
          address,
          txKind,
          txKindAlias,
          {
            name: 'limit',
            in: 'query',
            required: false,
            schema: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_COLLECTED_TRANSACTIONS,
              default: MAX_COLLECTED_TRANSACTIONS,
            },
          },
          {
            name: 'cursor',
            in: 'query',
            required: false,
            description: 'X-Kinko-Next-Cursor of the previous export.',
            schema: { type: 'string' },
          },
          flag('includeSpam', 'Also list transfers flagged as spam.'),
          fresh,
          txCurrency,
        ],
        responses: {
          '200': {
            ...csv(
              'chain, kind, hash, blockNumber, timeStamp, time, direction, from, to, tokenSymbol, tokenAddress, amount, amountRaw, fee, feeWei, failed, flags, explorerUrl, valueUsdAtTime (USD on the day: empty when there is no price that day); with currency: currency, valueAtTime, fxRate, fxAsOf',
            ),
            headers: {
              ...csvHeaders,
              'X-Kinko-Next-Cursor': {
                description:
                  'Present when more rows exist: pass it as cursor= for the next export.',
                schema: { type: 'string' },
              },
            },
          },
          ...csvFailures,
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        responses: {
          '200': {
            description: 'OpenAPI 3.1',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          '429': {
            ...jsonError(RATE_LIMITED),
            headers: { 'X-Request-Id': requestIdHeader, ...retryAfter },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['error'],
        properties: { error: { $ref: '#/components/schemas/ErrorDetail' } },
      },
      ErrorDetail: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: {
            type: 'string',
            description:
              'The code GraphQL errors carry in extensions.code, e.g. BAD_USER_INPUT, RATE_LIMITED, UPSTREAM_UNAVAILABLE.',
          },
          message: { type: 'string' },
        },
      },
      SourceStatus: {
        type: 'object',
        properties: {
          chain: { type: 'string' },
          wallet: { type: ['string', 'null'] },
          source: { type: 'string' },
          state: { type: 'string', enum: ['fresh', 'cached', 'stale', 'failed'] },
          ageSeconds: { type: ['integer', 'null'] },
          message: { type: ['string', 'null'] },
          reason: { type: ['string', 'null'], enum: [...SOURCE_REASONS, null] },
        },
      },
      TxPage: {
        type: 'object',
        required: ['items', 'hasNextPage', 'nextCursor', 'complete', 'sources'],
        properties: {
          items: { type: 'array', items: { $ref: '#/components/schemas/Transaction' } },
          hasNextPage: { type: 'boolean' },
          nextCursor: { type: ['string', 'null'] },
          complete: {
            type: 'boolean',
            description:
              'True when every list answered, live or cached within its TTL: no source failed or was served stale.',
          },
          sources: { type: 'array', items: { $ref: '#/components/schemas/SourceStatus' } },
          fx: {
            type: 'object',
            description:
              'Only with currency: the rate valueAtTime was converted with (rate null when missing; message says why).',
            properties: {
              currency: { type: 'string' },
              rate: { type: ['number', 'null'] },
              asOf: { type: ['string', 'null'] },
              source: { type: 'string' },
              stale: { type: 'boolean' },
              ageSeconds: { type: ['number', 'null'] },
              message: { type: ['string', 'null'] },
            },
          },
          error: { $ref: '#/components/schemas/ErrorDetail', description: 'Only with 502.' },
        },
      },
      Transaction: {
        type: 'object',
        properties: {
          chain: { type: 'string' },
          kind: { type: 'string', enum: ['native', 'erc20'] },
          hash: { type: 'string' },
          blockNumber: {
            type: ['integer', 'null'],
            description:
              'Null where the explorer gives none (PulseChain rows read from the chain).',
          },
          timeStamp: { type: 'integer', description: 'Unix seconds.' },
          from: { type: 'string' },
          to: { type: ['string', 'null'] },
          value: { type: 'string', description: 'Base units, exact.' },
          amount: { type: 'string', description: 'Decimal, exact.' },
          feeWei: { type: ['string', 'null'] },
          fee: { type: ['string', 'null'] },
          token: { type: 'object' },
          direction: { type: 'string' },
          failed: { type: 'boolean' },
          flags: { type: 'array', items: { type: 'string' } },
          explorerUrl: { type: 'string' },
          valueUsdAtTime: {
            type: ['number', 'null'],
            description:
              "amount × the token's USD price on the transaction's UTC day (the value history's daily prices); null when there is no price that day, never 0.",
          },
          valueAtTime: {
            type: ['number', 'null'],
            description: 'Only with currency: valueUsdAtTime × fx.rate.',
          },
        },
      },
    },
  },
} as const;

export function apiOpenApi(): RequestHandler {
  return (_request, response) => {
    response.json(OPENAPI_DOCUMENT);
  };
}
