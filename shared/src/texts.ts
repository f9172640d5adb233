/** Echoed input longer than this is cut: an address is 42 characters, a pasted paragraph is not one. */
const MAX_ECHO_LENGTH = 64;

/**
 * A user's input as a message quotes it: whole when short, else its start and an ellipsis, so a
 * 90 KB "address" does not come back as a 90 KB error. Logs clip longer texts alike.
 */
export function clipInput(value: string, max = MAX_ECHO_LENGTH): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/** User-facing texts of spec §5 and §8, in one place so the gateway and the client say the same. */
export const texts = {
  invalidWalletAddress: (value: string) =>
    `Invalid wallet address "${clipInput(value)}". Please check and try again.`,
  invalidContractAddress: (kind: string, value: string) =>
    `Invalid ${kind} address. Expected 20-byte hex. Got "${clipInput(value)}".`,
  // Name resolution (spec §5): the spec gives no texts; these follow the wallet-address message.
  invalidName: (value: string) =>
    `"${clipInput(value)}" is not a wallet address or an ENS name. Please check and try again.`,
  nameNotFound: (name: string) =>
    `No Ethereum address is set for ${clipInput(name)}. Please check the name and try again.`,
  invalidAddressFormat: 'Invalid address format. Please verify the contract and wallet addresses.',
  networkIssue:
    "Network issue (PulseChain or Ethereum). We tried multiple public RPCs but didn't get a response in time. Please try again.",
  networkIssueEthereum:
    'Network issue (Ethereum). Tried multiple RPCs but none responded. Please check your connection and try again.',
  stakeCountFailed: (wallet: string, chain: string, detail: string) =>
    `Failed to read stake count for ${wallet} on ${chain}: ${detail}`,
  currentDayFailed: (chain: string, detail: string) =>
    `Failed to read current HEX day on ${chain}: ${detail}`,
  dailyPayoutFailed: (chain: string, detail: string) =>
    `Failed to read daily payout on ${chain}: ${detail}`,
  taskTimedOut: (name: string, ms: number) => `Task "${name}" timed out after ${ms}ms.`,
  blockscoutV2Http: (status: number) => `Blockscout v2 HTTP ${status}`,
  blockscoutCompatHttp: (status: number) => `Blockscout compat HTTP ${status}`,
  rpcHttp: (node: string, status: number) => `RPC ${node} HTTP ${status}`,
  noWorkingRpc: (chainLabel: string) => `No working ${chainLabel} RPC`,
  rateLimited: 'Temporarily rate-limited, retrying…',
  donationCopied: 'Donation address copied to clipboard!',
} as const;
