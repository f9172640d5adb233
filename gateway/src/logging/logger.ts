import { pino, stdSerializers, type DestinationStream, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { redactSecrets } from '../errors/errors';

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
 * The gateway's logger (DESIGN.md "Logs and metrics"): one JSON object a line for log shippers,
 * or pino-pretty's coloured lines when stdout is a terminal (`npm run demo`, `npm start` by hand).
 * `destination` is for tests, which read the lines back.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY)
    return pino(
      options,
      pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
    );
  return pino(options);
}

/** pino's error serializer (message and stack with their causes), with API keys cut from both. */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error);
  return {
    ...serialized,
    message: redactSecrets(serialized.message),
    stack: redactSecrets(serialized.stack),
  };
}
