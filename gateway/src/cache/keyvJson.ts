/**
 * Keyv's (de)serializer with the same bytes as its default (@keyv/serialize), at the cost of the
 * native JSON functions. The default walks every value in JavaScript to escape strings that start
 * with ':' (which it reserves for its ":base64:" Buffers), and its reader revives every string:
 * in a cold 100-wallet read that walk was 7 % of the gateway's CPU (docs/BENCHMARKS.md, issue 12).
 *
 * The escape matters only for a value string starting with ':'. In JSON text such a string opens
 * with `":` right after `:`, `[`, `,` or at the start (inside a string a quote is always `\"`), so
 * text without that pattern is written and read by plain JSON; text with it (or an object key that
 * starts with ':', which only costs the slow path) takes the escaping path. Entries stored by the
 * default serializer read back unchanged. The cache stores JSON values only (icons as base64
 * strings), so Buffers, the one thing the default encodes otherwise, never occur here.
 */
const COLON_STRING = /(?:^|[[:,])":/;

export function serialize(data: unknown): string {
  const text = JSON.stringify(data) ?? 'null';
  return COLON_STRING.test(text) ? JSON.stringify(data, escapeColon) : text;
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
