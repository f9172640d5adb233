/** A GET for sandbox tests: status, headers and the parsed body (raw text when it is not JSON). */
export async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Left as text: malformed-body faults are meant to fail parsing.
  }
  return { status: response.status, headers: response.headers, body, text };
}
