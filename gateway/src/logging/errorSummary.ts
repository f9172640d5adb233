import { BaseError } from 'viem';
import { clipInput } from '../../../shared/src/texts';
import { redactSecrets, UpstreamError } from '../errors/errors';

/**
 * An error as a log line carries it: what failed and why, in a few hundred bytes (STYLE.md habit
 * 16). Never a request body: viem's errors spell out the whole JSON-RPC request (a multicall's
 * calldata, ~1 MB) in their message, again in their stack, once per node tried.
 */
export interface ErrorSummary {
  type: string;
  message: string;
  /** The first line and the innermost frames: where it was thrown, not the whole trace. */
  stack?: string;
  /** Our upstream's id (`rpc:bsc`, `dexscreener`). */
  upstream?: string;
  /** The host asked (a URL's path and query may carry an API key: STYLE.md habit 7). */
  host?: string;
  /** The JSON-RPC method(s) of the request that failed. */
  method?: string;
  status?: number;
  /** A system or JSON-RPC error code (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT, -32000). */
  code?: string | number;
  /** viem's `details`: the node's or the transport's own words. */
  details?: string;
  cause?: ErrorSummary;
  /** An AggregateError's first errors, and how many it had. */
  errors?: ErrorSummary[];
  errorCount?: number;
}

const MAX_MESSAGE = 300;
const MAX_DETAILS = 200;
/** Frames of the error logged; its causes' frames are mostly inside the library that raised them. */
const MAX_FRAMES = 8;
const MAX_CAUSE_FRAMES = 3;
/** Errors written per line, causes and aggregated ones together. */
const MAX_ERRORS = 6;

/** A bounded, secret-free summary of any thrown value, its causes included. */
export function summarizeError(error: unknown): ErrorSummary | string {
  if (!isErrorLike(error)) return clip(String(error), MAX_MESSAGE);
  const budget = { left: MAX_ERRORS };
  return summarize(error, budget, new Set());
}

function summarize(error: Error, budget: { left: number }, seen: Set<unknown>): ErrorSummary {
  budget.left -= 1;
  seen.add(error);
  // viem's `message` is its multi-line dump; `shortMessage` is its first line.
  const message = clip(
    error instanceof BaseError ? error.shortMessage : error.message,
    MAX_MESSAGE,
  );
  const type = typeof error.name === 'string' ? clip(error.name, 64) : 'Error';
  const summary: ErrorSummary = { type, message, ...fieldsOf(error) };
  if (typeof error.stack === 'string')
    summary.stack = shortStack(
      type,
      message,
      error.stack,
      budget.left === MAX_ERRORS - 1 ? MAX_FRAMES : MAX_CAUSE_FRAMES,
    );

  const { cause } = error;
  if (isErrorLike(cause)) {
    if (budget.left > 0 && !seen.has(cause)) summary.cause = summarize(cause, budget, seen);
  } else if (cause !== undefined)
    summary.cause = { type: typeof cause, message: clip(String(cause), MAX_MESSAGE) };
  if (error instanceof AggregateError && Array.isArray(error.errors)) {
    summary.errorCount = error.errors.length;
    summary.errors = [];
    for (const inner of error.errors) {
      if (budget.left <= 0) break;
      if (isErrorLike(inner) && !seen.has(inner))
        summary.errors.push(summarize(inner, budget, seen));
    }
  }
  return summary;
}

/** As pino tells errors: one from another realm (a VM context, a worker) is no `instanceof Error`. */
function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string')
  );
}

/** The fields that say which upstream failed and how, whatever library raised the error. */
function fieldsOf(error: Error): Partial<ErrorSummary> {
  const fields: Partial<ErrorSummary> = {};
  const record = error as unknown as Record<string, unknown>;
  if (error instanceof UpstreamError) fields.upstream = error.upstream;
  if (typeof record['status'] === 'number') fields.status = record['status'];
  const code = record['code'];
  if (typeof code === 'number' || (typeof code === 'string' && code.length <= 64))
    fields.code = code;
  if (typeof record['url'] === 'string') {
    const host = hostOf(record['url']);
    if (host !== undefined) fields.host = host;
  }
  const method = rpcMethods(record['body']);
  if (method !== undefined) fields.method = method;
  if (error instanceof BaseError && error.details)
    fields.details = clip(error.details, MAX_DETAILS);
  return fields;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** `eth_call`, or `eth_call, eth_getBalance ×3` for a batch: the method names only, no params. */
function rpcMethods(body: unknown): string | undefined {
  const requests = Array.isArray(body) ? body : [body];
  const counts = new Map<string, number>();
  for (const request of requests) {
    const method: unknown =
      typeof request === 'object' && request !== null
        ? (request as Record<string, unknown>)['method']
        : undefined;
    if (typeof method === 'string') counts.set(method, (counts.get(method) ?? 0) + 1);
  }
  if (counts.size === 0) return undefined;
  return clip(
    [...counts].map(([method, count]) => (count > 1 ? `${method} ×${count}` : method)).join(', '),
    MAX_DETAILS,
  );
}

/**
 * The summary's own first line and the stack's frames. The stack's first lines repeat the
 * message (viem's whole dump), so only the `at` lines are taken from it.
 */
function shortStack(type: string, message: string, stack: string, maxFrames: number): string {
  const start = stack.search(/\n\s+at /);
  const frames: string[] = [];
  const lines = start < 0 ? [] : stack.slice(start + 1, start + 1 + 4 * 1024).split('\n');
  for (const line of lines) {
    if (!/^\s+at /.test(line)) continue;
    frames.push(clip(line, MAX_DETAILS));
    if (frames.length === maxFrames) break;
  }
  return [`${type}: ${message.split('\n', 1)[0] ?? ''}`, ...frames].join('\n');
}

/**
 * Secrets cut, then the text clipped to `max` characters. Clipped a first time with a margin, so
 * a megabyte of calldata is not searched for secrets only to be cut off.
 */
export function clip(text: string, max: number): string {
  return clipInput(redactSecrets(text.slice(0, max + 512)), max);
}
