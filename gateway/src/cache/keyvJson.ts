/**
 * Keyv's (de)serializer with the same bytes as its default (@keyv/serialize), at the cost of the
 * native JSON functions. The default walks every value in JavaScript to escape strings that start
 * with ':' (which it reserves for its ":base64:" Buffers), and its reader revives every string:
 * in a cold 100-wallet read that walk was 7 % of the gateway's CPU (docs/BENCHMARKS.md).
 *
 * The escape matters only for a value string starting with ':'. In JSON text such a string opens
 * with `":` right after `:`, `[`, `,` or at the start (inside a string a quote is always `\"`), so
 * text without that pattern is written and read by plain JSON; text with it (or an object key that
 * starts with ':', which only costs the slow path) takes the escaping path. Entries stored by the
 * default serializer read back unchanged. The cache stores JSON values only (icons as base64
 * strings), so Buffers, the one thing the default encodes otherwise, never occur here.
 */
const COLON_STRING = /(?:^|[[:,])":/;

/** Entries the cache has already serialized (to size them), until Keyv asks for their text. */
const written = new WeakMap<object, string>();

/**
 * An entry's text as `serialize` writes it, kept for the store write that follows: the cache sizes
 * its memory tier by this text, and serializing each new entry a second time for Keyv was 4 % of
 * the gateway's CPU in a cold 100-wallet read (docs/BENCHMARKS.md). Kept only until the
 * write: a text held for every entry of the memory tier would double what the tier costs.
 */
export function serializeForWrite(entry: object): string {
  const text = serialize(entry);
  written.set(entry, text);
  return text;
}

export function serialize(data: unknown): string {
  const ready = preparedWrapper(data);
  if (ready !== undefined) return ready;
  const text = JSON.stringify(data) ?? 'null';
  return COLON_STRING.test(text) ? JSON.stringify(data, escapeColon) : text;
}

/** Keyv's `{ value, expires }` around an entry serializeForWrite wrote, from that text. */
function preparedWrapper(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('value' in data)) return undefined;
  const { value, ...rest } = data;
  const text = typeof value === 'object' && value !== null ? written.get(value) : undefined;
  if (text === undefined) return undefined;
  const keys = Object.keys(rest);
  if (keys.length > 1 || (keys.length === 1 && keys[0] !== 'expires')) return undefined;
  written.delete(value as object);
  const { expires } = rest as { expires?: unknown };
  return expires === undefined
    ? `{"value":${text}}`
    : `{"value":${text},"expires":${JSON.stringify(expires)}}`;
}

export function deserialize<T>(text: string): T {
  return (COLON_STRING.test(text) ? JSON.parse(text, unescapeColon) : JSON.parse(text)) as T;
}

function escapeColon(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.startsWith(':') ? `:${value}` : value;
}

function unescapeColon(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.startsWith(':') ? value.slice(1) : value;
}
