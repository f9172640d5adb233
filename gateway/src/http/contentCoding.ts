// Real upstreams send gzip or br JSON when asked. undici's request neither asks nor decodes, and
// its decompress interceptor is experimental (it warns at start): the client does both here.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Dispatcher } from 'undici';

const unzip = promisify(zlib.unzip);
const inflateRaw = promisify(zlib.inflateRaw);
/** The content codings the client asks for and decodes. */
const DECODERS = new Map<string, (bytes: Buffer) => Promise<Buffer>>([
  ['gzip', unzip],
  // Some servers send raw DEFLATE without the zlib header the name promises.
  ['deflate', (bytes) => (hasZlibHeader(bytes) ? unzip(bytes) : inflateRaw(bytes))],
  ['br', promisify(zlib.brotliDecompress)],
  ...(typeof zlib.zstdDecompress === 'function'
    ? [['zstd', promisify(zlib.zstdDecompress)] as const]
    : []),
]);
/** RFC 1950: method 8 (deflate) in the low nibble, and the two bytes a multiple of 31. */
function hasZlibHeader(bytes: Buffer): boolean {
  const [first = 0, second = 0] = bytes;
  return bytes.length >= 2 && (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
}
export const ACCEPT_ENCODING = [...DECODERS.keys()].join(', ');

/** The body as text, decoded when its Content-Encoding is a coding the client asked for. */
export async function readText(
  response: Dispatcher.ResponseData,
  coding: string | undefined,
): Promise<string> {
  const decode = coding === undefined ? undefined : DECODERS.get(coding.toLowerCase());
  if (decode === undefined) return response.body.text();
  const bytes = Buffer.from(await response.body.arrayBuffer());
  return bytes.length === 0 ? '' : (await decode(bytes)).toString('utf8');
}
