import type { Address, PublicClient } from 'viem';
import { getEnsAddress } from 'viem/actions';
import { mainnet } from 'viem/chains';

/**
 * ENS's Universal Resolver on Ethereum, as viem's chain registry gives it; the sandbox EVM places its own there.
 * @internal
 */
export const ENS_UNIVERSAL_RESOLVER: Address = mainnet.contracts.ensUniversalResolver.address;

/**
 * The Ethereum address (coin type 60) an ENSIP-15-normalised name points to, or null when the name
 * has none — one eth_call to the Universal Resolver. No gateway URLs are given, so a name whose
 * resolver answers off-chain (CCIP-Read, EIP-3668) fails instead of making this server fetch a URL
 * that the name's owner chose.
 */
export async function resolveEnsName(
  client: PublicClient,
  normalizedName: string,
): Promise<Address | null> {
  return getEnsAddress(client, {
    name: normalizedName,
    universalResolverAddress: ENS_UNIVERSAL_RESOLVER,
    gatewayUrls: [],
  });
}
