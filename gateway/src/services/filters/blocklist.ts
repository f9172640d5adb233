import type { Address } from '../../../../shared/src/addresses';

/**
 * The spec's one blocklisted PulseChain contract (spec §5 "PulseChain: one hard-coded blocklisted
 * contract dropped"); the spec does not give its address, so configure it here.
 *
 * Placeholder until the real one is known: the AICC ("AI Chain Coin") airdrop-scam contract on
 * Ethereum, the one token spec §5 names as a scam. PulseChain's state fork copied every Ethereum
 * contract at the same address, so the copy lives there too. Lowercase, like every address past
 * the sources.
 */
export const PULSE_BLOCKLISTED_CONTRACTS: ReadonlySet<Address> = new Set<Address>([
  '0x66a3c2fa3e467aa586e90912f977e648589cabaf',
]);

/** Ethereum symbols dropped outright (spec §5 "blocklisted or flagged tokens … symbols ETHG, AICC"). */
export const ETH_BLOCKLISTED_SYMBOLS: ReadonlySet<string> = new Set(['ETHG', 'AICC']);

/**
 * Ethereum name fragments that flag a token, matched case-insensitively anywhere in the name
 * (spec §5 "names containing …"). Most specific first, so the reported detail is the most telling.
 */
export const ETH_FLAGGED_NAME_FRAGMENTS: readonly string[] = [
  'aicc - ai chain coin',
  'aicc',
  'ethg',
];
