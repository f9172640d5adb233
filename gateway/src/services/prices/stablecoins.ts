import type { ChainKey } from '../../../../shared/src/chains';
import type { Address } from '../../../../shared/src/addresses';

/**
 * Spec §5: on Ethereum, USDC, USDT, DAI, FDUSD, TUSD, USDD, USDP, LUSD and USDE are priced at
 * 1 USD. Matched by contract address, not by symbol: fake "USDT"/"USDC" tokens are airdropped to
 * wallets every day, and a symbol rule would value them at a dollar each. A stablecoin left out
 * here is not lost, only priced by the DEX like any other token — as USDD's pre-2025 contract is,
 * since sources disagree whether it is still the real USDD. Lowercase, like every address here.
 */
export const ONE_DOLLAR_TOKENS: Partial<Record<ChainKey, ReadonlySet<Address>>> = {
  eth: new Set<Address>([
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', // USDC
    '0xdac17f958d2ee523a2206206994597c13d831ec7', // USDT
    '0x6b175474e89094c44da98b954eedeac495271d0f', // DAI
    '0xc5f0f7b66764f6ec8c8dff7ba683102295e16409', // FDUSD
    '0x0000000000085d4780b73119b644ae5ecd22b376', // TUSD
    '0x4f8e5de400de08b164e7421b3ee387f461becd1a', // USDD
    '0x8e870d67f660d95d5be530380d0ec0bd388289e1', // USDP
    '0x5f98805a4e8be255a32880fdec7f6728c6568ba0', // LUSD
    '0x4c9edd5852cd905f086c759e8383e09bff1e68b3', // USDE
  ]),
};
