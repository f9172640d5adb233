export const geckoTerminalHttp = (status: number) => `GeckoTerminal HTTP ${status}`;

/**
 * GeckoTerminal asks clients to pin the API version in the Accept header (its API guide: the
 * version current since 2023-03-02), so a later default does not change the answers' shape.
 */
export const GECKOTERMINAL_HEADERS = { accept: 'application/json;version=20230302' };

/** GeckoTerminal names every resource `{network}_{address}`; the address part, lowercased. */
export function addressOfId(id: string, network: string): string | null {
  const prefix = `${network}_`;
  return id.startsWith(prefix) ? id.slice(prefix.length).toLowerCase() : null;
}
