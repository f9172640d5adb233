/** Host names that can only mean the machine that reads the URL. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * An upstream's image URL as the API may pass it on: an absolute https URL, or null.
 * `javascript:`, `data:`, plain http and relative paths from an explorer's icon_url or a token
 * list's logoURI never reach a client, which might put them in an href or an img. One exception,
 * plain http on a loopback host: only an upstream on this very machine (the demo's simulation, a
 * local explorer) hands those out, and nothing sent there leaves the machine
 * (docs/DECISIONS.md "Icon route").
 */
export function imageUrlOrNull(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    const scheme =
      url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
    return scheme && url.hostname !== '' && url.username === '' && url.password === ''
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}
