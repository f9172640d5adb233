/**
 * The dashboard's pages (spec §2), as its router matches them: `:name` is one non-empty segment.
 * The server answers these with the app and 200; any other page path still gets the app (which
 * shows its not-found page) but with 404, so a link checker or a search engine is not told a typo
 * exists. client/src/router.test.ts keeps this list and the router's the same.
 * @internal
 */
export const APP_PATHS = [
  '/',
  '/landing',
  '/playground',
  '/dashboard/default',
  '/wallets',
  '/wallets/manage',
  '/wallet/:address',
  '/token/:chain/:address',
  '/portfolio',
  '/staking/hex',
  '/staking/ehex',
  '/staking/eth',
  '/staking/pls',
  '/learn-more',
] as const;

/** The segment a token page names the native coin with, in place of a contract address. */
export const NATIVE_SEGMENT = 'native';

/** A token's page: its chain's key (lowercase) and its contract, or `native` for the chain's coin. */
export function tokenPagePath(chain: string, address: string | null): string {
  return `/token/${chain.toLowerCase()}/${address === null ? NATIVE_SEGMENT : address.toLowerCase()}`;
}

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether a URL path is one of the pages; case and a trailing slash ignored, as react-router does. */
export function isAppPath(urlPath: string): boolean {
  const asked = segments(urlPath.toLowerCase());
  return APP_PATHS.some((pattern) => {
    const expected = segments(pattern);
    return (
      expected.length === asked.length &&
      expected.every((segment, index) => segment.startsWith(':') || segment === asked[index])
    );
  });
}
