/**
 * One reading of Retry-After for the gateway (upstream answers) and the dashboard (this server's
 * 429s): delta-seconds is digits only (RFC 9110 §10.2.3), so "-5" or "1.5" is
 * unreadable rather than "now", and the waits stay the policy's jittered ones.
 */
/**
 * Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). Returns milliseconds
 * to wait, or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number,
): number | undefined {
  if (header === undefined || header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Every HTTP-date form starts with a day name; Date.parse alone reads "-5" as May 2001, which
  // would turn a garbled header into an immediate retry instead of the jittered one.
  if (!/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)/i.test(value)) return undefined;
  // The obsolete asctime form carries no zone but means GMT; Date.parse would read it as local time.
  const date = Date.parse(/\d{4}$/.test(value) ? `${value} GMT` : value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
