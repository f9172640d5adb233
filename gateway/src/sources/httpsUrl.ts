/**
 * An upstream's image URL as the API may pass it on (issue 14): an absolute https URL, or null.
 * `javascript:`, `data:`, plain http and relative paths from an explorer's icon_url or a token
 * list's logoURI never reach a client, which might put them in an href or an img.
 */
export function httpsUrlOrNull(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}
