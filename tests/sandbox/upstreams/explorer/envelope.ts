/** The Etherscan-style envelope (UPSTREAMS.md §2.1): success "1"/"OK", failure "0" with the error in `message`. */
export const success = (result: unknown) => ({ message: 'OK', status: '1', result });

export const failure = (message: string, result: unknown = null) => ({
  message,
  status: '0',
  result,
});

export const ERRORS = {
  noTransactions: () => failure('No transactions found', []),
  noTokenTransfers: () => failure('No token transfers found', []),
  noTokens: () => failure('No tokens found', []),
  invalidAddress: () => failure('Invalid address format'),
  missingAddress: () => failure("Query parameter 'address' is required"),
  windowTooLarge: (max: number) =>
    failure(
      `Result window is too large, PageNo x Offset size must be less than or equal to ${max}`,
    ),
} as const;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The `address` parameter: one address, or a comma list where `multi` allows it. */
export function readAddresses(
  query: URLSearchParams,
  multi: boolean,
): string[] | 'missing' | 'invalid' {
  const raw = query.get('address');
  if (raw === null || raw.trim() === '') return 'missing';
  const addresses = raw.split(',').map((address) => address.trim());
  if ((!multi && addresses.length > 1) || !addresses.every((address) => ADDRESS.test(address)))
    return 'invalid';
  return addresses.map((address) => address.toLowerCase());
}
