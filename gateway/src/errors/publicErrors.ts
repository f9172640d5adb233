import { STATUS_CODES } from 'node:http';
import { InvalidAddressError } from '../../../shared/src/addresses';
import { BadInputError, redactSecrets, UpstreamUnavailableError } from './errors';

/** What a client is told about a failure: the GraphQL extensions.code, the REST status, the text. */
export interface PublicFailure {
  code: string;
  status: number;
  message: string;
}

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * The one table from an error's class to what a client is told: the code of a GraphQL
 * error (errors/formatError.ts) and the status of a REST or CSV answer (middleware/httpErrors.ts).
 * These classes' messages are written for users; any other error is internal and its message
 * stays in the logs. shared/ cannot import the gateway's classes, so its address parser's error is
 * listed here beside BadInputError rather than deriving from it.
 */
const PUBLIC_ERRORS: readonly { type: ErrorClass; code: string; status: number }[] = [
  { type: BadInputError, code: 'BAD_USER_INPUT', status: 400 },
  { type: InvalidAddressError, code: 'BAD_USER_INPUT', status: 400 },
  { type: UpstreamUnavailableError, code: 'UPSTREAM_UNAVAILABLE', status: 502 },
];

function entryOf(error: unknown) {
  return PUBLIC_ERRORS.find(({ type }) => error instanceof type);
}

export function publicFailureOf(error: unknown): PublicFailure | undefined {
  const entry = entryOf(error);
  if (entry === undefined || !(error instanceof Error)) return undefined;
  return { code: entry.code, status: entry.status, message: redactSecrets(error.message) };
}

/**
 * Input the caller must correct (a 4xx row above): no other source would answer it differently,
 * so a fallback chain stops on it (services/fallback.ts) instead of asking the next source.
 */
export function isCallersFault(error: unknown): boolean {
  const entry = entryOf(error);
  return entry !== undefined && entry.status < 500;
}

/**
 * Failures with no error class behind them (an unknown path, a wrong method, a refused body, the
 * gateway's own rate limits): the code that goes with each status.
 */
const STATUS_CODE_NAMES: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function httpFailure(status: number, message?: string): PublicFailure {
  return {
    status,
    message: message ?? `${STATUS_CODES[status] ?? 'Error'}.`,
    code: STATUS_CODE_NAMES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST'),
  };
}
