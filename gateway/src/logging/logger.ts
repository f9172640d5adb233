import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { summarizeError } from './errorSummary';

export type LogLevel = Level | 'silent';

/** Request and response headers that can carry a credential: never written (STYLE.md habit 7). */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-cg-demo-api-key"]',
  'res.headers["set-cookie"]',
];

/**
 * No line is longer (STYLE.md habit 16): errors are summarised to a few kB (errorSummary.ts), and
 * a line over this anyway loses its largest fields rather than flooding the log.
 * @internal
 */
export const MAX_LINE_BYTES = 16 * 1024;
/** A field whose JSON is longer than this is the first to go from a line over MAX_LINE_BYTES. */
const MAX_KEPT_FIELD_BYTES = 1024;

/**
 * The gateway's logger (DESIGN.md "Logs and metrics"): one JSON object a line for log shippers,
 * or pino-pretty's coloured lines when stdout is a terminal (`npm run demo`, `npm start` by hand).
 * `destination` is for tests, which read the lines back.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: summarizeError },
    hooks: { streamWrite: boundLine },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY)
    return pino(
      options,
      pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
    );
  return pino(options);
}

/**
 * The line as written when under MAX_LINE_BYTES; else the same line without its large fields,
 * which it names, so the operator still sees what happened and where to look.
 * @internal
 */
export function boundLine(line: string): string {
  // UTF-8 needs at most 3 bytes per UTF-16 unit: most lines are known short without counting.
  if (line.length * 3 <= MAX_LINE_BYTES || Buffer.byteLength(line) <= MAX_LINE_BYTES) return line;
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${JSON.stringify({ msg: 'log line dropped', bytes: Buffer.byteLength(line) })}\n`;
  }
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (Buffer.byteLength(JSON.stringify(value) ?? '') <= MAX_KEPT_FIELD_BYTES) kept[name] = value;
    else dropped.push(name);
  }
  kept['truncated'] = { bytes: Buffer.byteLength(line), fields: dropped };
  const bounded = JSON.stringify(kept);
  if (Buffer.byteLength(bounded) <= MAX_LINE_BYTES) return `${bounded}\n`;
  // Many mid-sized fields: what any line has is left.
  const { level, time, reqId, msg } = fields;
  return `${JSON.stringify({ level, time, reqId, msg, truncated: { bytes: Buffer.byteLength(line) } })}\n`;
}
