import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  COMPLETE_HEADER,
  FX_HEADER,
  NEXT_CURSOR_HEADER,
  PARTIAL_HEADER,
  STALE_HEADER,
} from '../apiHeaders';
import { REQUEST_ID_HEADER } from '../logging/requestLogging';
import { answerComponents, ErrorAnswer, MarketCoins, TxPage } from './answerSchemas';
import { txQuery } from './apiTx';
import { marketDataQuery } from './apiFreecryptoProxy';
import { historyCsvQuery } from './csv/historyCsv';
import { pnlCsvQuery } from './csv/pnlCsv';
import { holdingsCsvQuery } from './csv/holdingsCsv';
import { portfolioCsvQuery } from './csv/portfolioCsv';
import { positionsCsvQuery } from './csv/positionsCsv';
import { NOTE_SEPARATOR } from './csv/sourceNotes';
import { stakesCsvQuery } from './csv/stakesCsv';
import { transactionsCsvQuery } from './csv/transactionsCsv';
import { stakesIcsQuery } from './ics/stakesIcs';
import type { QuerySchema } from './queryParams';

/**
 * OpenAPI 3.1 description of the REST and CSV routes, served at /api/openapi.json so tools and
 * bot authors can read what /api answers. GraphQL describes itself (introspection,
 * schema.graphql). Generated, not written: each operation's parameters come from the zod object
 * its route parses the query with, the JSON answers from answerSchemas.ts, the header names from
 * apiHeaders.ts. What stays written here is what only prose can say: summaries and the meaning of
 * each status. tests/integration/openapi.test.ts checks it against the router and a linter.
 */

/** JSON Schema keywords that belong to the parameter in OpenAPI, not to its schema. */
interface ParamSchema {
  description?: string;
  example?: string;
  deprecated?: boolean;
  [keyword: string]: unknown;
}

/** A route's query object as OpenAPI parameters, in the order the route checks them. */
function queryParameters(query: QuerySchema) {
  const json = z.toJSONSchema(query, { io: 'input' }) as {
    properties?: Record<string, ParamSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, example, deprecated, ...schema } = property;
    return {
      name,
      in: 'query',
      required: json.required?.includes(name) ?? false,
      ...(description === undefined ? {} : { description }),
      ...(deprecated === undefined ? {} : { deprecated }),
      schema,
      ...(example === undefined ? {} : { example }),
    };
  });
}

/** The components the answers refer to, by their registered ids, without per-document keywords. */
function componentSchemas() {
  const { schemas } = z.toJSONSchema(answerComponents, {
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );
}

function ref(schema: z.ZodType) {
  const id = answerComponents.get(schema)?.id;
  if (id === undefined) throw new Error('The answer schema is not registered.');
  return { $ref: `#/components/schemas/${id}` };
}

const requestIdHeader = {
  description: 'The request id: quote it when reporting a problem (it is in the server log).',
  schema: { type: 'string' },
};
const exportHeaders = {
  [REQUEST_ID_HEADER]: requestIdHeader,
  [PARTIAL_HEADER]: {
    description: `Present when a source failed: which chain/wallet/source and why, ${JSON.stringify(NOTE_SEPARATOR)}-separated. The rows miss what that source holds.`,
    schema: { type: 'string' },
  },
  [STALE_HEADER]: {
    description:
      'Present when some rows come from an older cached answer because the source failed now.',
    schema: { type: 'string' },
  },
  [COMPLETE_HEADER]: {
    description: `Always sent: true when every source the rows come from answered, live or cached within its TTL, and no listing was cut short; false when a source failed, was served stale or truncated (${PARTIAL_HEADER} and ${STALE_HEADER} say which). The next rows of a paged export (${NEXT_CURSOR_HEADER}) are not a gap.`,
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};
const fxHeader = {
  [FX_HEADER]: {
    description:
      'With currency: the rate used, e.g. `EUR; rate=0.8612; asOf=2026-08-19; source=frankfurter; ageSeconds=12; stale=false`.',
    schema: { type: 'string' },
  },
};
const text = (description: string) => ({
  description,
  headers: { [REQUEST_ID_HEADER]: requestIdHeader },
  content: { 'text/plain': { schema: { type: 'string' } } },
});
const json = (description: string, schema: object) => ({
  description,
  headers: { [REQUEST_ID_HEADER]: requestIdHeader },
  content: { 'application/json': { schema } },
});
const jsonError = (description: string) => json(description, ref(ErrorAnswer));
const csv = (columns: string, headers: object = exportHeaders) => ({
  description: `CSV with a header row: ${columns}. Amounts are exact decimal strings; an empty cell is "unknown".`,
  headers,
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
const rateLimited = (answer: { headers: object }) => ({
  '429': { ...answer, headers: { ...answer.headers, ...retryAfter } },
});
const exportFailures = {
  '400': text('Bad input, with the reason (spec §5 texts for addresses).'),
  ...rateLimited(text(RATE_LIMITED)),
  '502': text(
    `No rows because the sources failed: the reasons, one a line (and in ${PARTIAL_HEADER}).`,
  ),
};

/** One GET operation: its query schema (the one its route parses with) and its answers. */
function get(
  operationId: string,
  summary: string,
  query: QuerySchema | undefined,
  responses: Record<string, object>,
) {
  return {
    get: {
      operationId,
      summary,
      ...(query === undefined ? {} : { parameters: queryParameters(query) }),
      responses,
    },
  };
}

/** @internal */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Kinko REST and CSV API',
    version: '1',
    description: `Read-only, no key, no cookies; CORS open (CORS_ORIGINS). GraphQL, which serves everything here and more, is at /graphql (GET or POST). Every answer carries ${REQUEST_ID_HEADER}.`,
    license: { name: 'MIT', identifier: 'MIT' },
  },
  // The server that serves this document: relative, so it holds behind any host or proxy.
  servers: [{ url: '/', description: 'This Kinko server' }],
  // No key, no sign-in: every operation is open (an empty requirement says so explicitly).
  security: [{}],
  paths: {
    '/api/tx': get(
      'listTransactions',
      'A wallet\'s transactions on one chain, newest first (spec §7 "Transactions")',
      txQuery,
      {
        '200': json('A page of transactions.', ref(TxPage)),
        '400': jsonError('Bad input.'),
        ...rateLimited(jsonError(RATE_LIMITED)),
        '502': json(
          'No source could give any row: the page is empty and `error` lists why.',
          ref(TxPage),
        ),
      },
    ),
    '/api/freecrypto-proxy': get(
      'getMarketData',
      'The 15 ticker coins in the market-data shape, from the shared cache (spec §7 "Market data")',
      marketDataQuery,
      {
        '200': json('One object per coin.', ref(MarketCoins)),
        '400': jsonError('vs_currency outside the listed currencies.'),
        ...rateLimited(jsonError(RATE_LIMITED)),
        '500': jsonError('Unexpected failure (logged with the request id).'),
      },
    ),
    '/api/portfolio.csv': get(
      'exportPortfolioCsv',
      'The merged portfolio: one row per token across the wallets, by USD value',
      portfolioCsvQuery,
      {
        '200': csv(
          'token, chain, symbol, name, address, priceUsd, priceSource, change24hPct, amount, valueUsd',
          { ...exportHeaders, ...fxHeader },
        ),
        ...exportFailures,
      },
    ),
    '/api/holdings.csv': get(
      'exportHoldingsCsv',
      'The same holdings per wallet: one row per wallet × chain × token',
      holdingsCsvQuery,
      {
        '200': csv('wallet, chain, token, symbol, name, address, priceUsd, amount, valueUsd', {
          ...exportHeaders,
          ...fxHeader,
        }),
        ...exportFailures,
      },
    ),
    '/api/positions.csv': get(
      'exportPositionsCsv',
      'The positions (v2 LP tokens held or staked in a farm, and concentrated-liquidity NFTs, valued by the tokens inside; a farm stake with its pending reward, an NFT with its uncollected fees): one row per pool token across the wallets and per NFT',
      positionsCsvQuery,
      {
        '200': csv(
          'kind, protocol, chain, pool, symbol, wallets, amount, shareOfPool, token0Symbol, token0Address, token0Amount, token0ValueUsd, token1Symbol, token1Address, token1Amount, token1ValueUsd, tokenId, tickLower, tickUpper, inRange, reward0Symbol, reward0Amount, reward0ValueUsd, reward1Symbol, reward1Amount, reward1ValueUsd, valueUsd',
        ),
        ...exportFailures,
      },
    ),
    '/api/history.csv': get(
      'exportHistoryCsv',
      "The portfolio's value per UTC day, rebuilt from the wallets' transfers",
      historyCsvQuery,
      {
        '200': csv(
          'date, at, totalUsd, coverage, then <chain>Usd per chain read (pulseUsd, ethUsd, …). coverage is the share of the value the row holds: a chain whose history could not be read lowers it (its value today stands for its share), to 0 when that share is unknown; with no chain read, a 502',
          { ...exportHeaders, ...fxHeader },
        ),
        ...exportFailures,
      },
    ),
    '/api/pnl.csv': get(
      'exportPnlCsv',
      'Cost basis and profit and loss per token, merged and per wallet',
      pnlCsvQuery,
      {
        '200': csv(
          'wallet (all: merged across the wallets, where transfers between them are not sales), chain, symbol, address, heldAmount, realisedUsd, unrealisedUsd, costBasisUsd, averageEntryPriceUsd, returnPct, costCoverage, unknownCostAmount. Amounts are exact decimals; an unknown figure is an empty cell; unknownCostAmount is what was received on a day without a price',
        ),
        ...exportFailures,
      },
    ),
    '/api/stakes.csv': get(
      'exportStakesCsv',
      'HEX (pulsechain) or eHEX (ethereum) stakes, active then ended',
      stakesCsvQuery,
      {
        '200': csv(
          'wallet, chain, stakeId, stakeIndex, status, lockedDay, stakedDays, endDay, unlockedDay, daysServed, daysRemaining, progress, principalHex, stakedHearts, tShares, stakeShares, yieldHex, apyPct, valueUsd, isAutoStake, payoutIfEndedTodayHex, penaltyIfEndedTodayHex, returnIfEndedTodayHex, grossValueUsd, isHsi, isTokenized, hsiAddress, hsiIndex, hsiTokenId, lossIfEndedTodayHex; with currency: currency, price, value, fxRate, fxAsOf',
          { ...exportHeaders, ...fxHeader },
        ),
        ...exportFailures,
      },
    ),
    '/api/stakes.ics': get(
      'subscribeStakeCalendar',
      'A calendar to subscribe to: each locked HEX or eHEX stake’s end day and last day before the late penalty, with reminders',
      stakesIcsQuery,
      {
        '200': {
          description:
            'iCalendar (RFC 5545): two all-day events per stake still locked (UID `chain:wallet:stakeId:end@kinko` and `…:lastGraceDay@kinko`, stable across fetches), each with reminders at 09:00 a week before and the day before.',
          headers: exportHeaders,
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
        ...exportFailures,
      },
    ),
    '/api/transactions.csv': get(
      'exportTransactionsCsv',
      "A wallet's history on one chain, newest first",
      transactionsCsvQuery,
      {
        '200': csv(
          'chain, kind, hash, blockNumber, timeStamp, time, direction, from, to, tokenSymbol, tokenAddress, amount, amountRaw, fee, feeWei, failed, flags, explorerUrl, valueUsdAtTime (USD on the day: empty when there is no price that day); with currency: currency, valueAtTime, fxRate, fxAsOf',
          {
            ...exportHeaders,
            ...fxHeader,
            [NEXT_CURSOR_HEADER]: {
              description: 'Present when more rows exist: pass it as cursor= for the next export.',
              schema: { type: 'string' },
            },
          },
        ),
        ...exportFailures,
      },
    ),
    '/api/openapi.json': get('getOpenApiDocument', 'This document', undefined, {
      '200': json('OpenAPI 3.1', { type: 'object' }),
      ...rateLimited(jsonError(RATE_LIMITED)),
    }),
  },
  components: { schemas: componentSchemas() },
};

export function apiOpenApi(): RequestHandler {
  return (_request, response) => {
    response.json(OPENAPI_DOCUMENT);
  };
}
