/**
 * HEX's staking read functions, copied from its verified ABI (../shared/upstream-samples/hex-abi.json,
 * UPSTREAMS.md §8), `as const` so viem infers argument and result types. Shared because two sides
 * answer to exactly these fragments: the gateway's HEX reads (gateway/src/sources/hex) and the
 * sandbox's HexSandbox.sol (tests/sandbox/evm), whose contracts.test.ts checks that the Solidity
 * contract exposes them with HEX's selectors.
 */
export const hexAbi = [
  {
    type: 'function',
    name: 'currentDay',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'stakeCount',
    stateMutability: 'view',
    inputs: [{ name: 'stakerAddr', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'stakeLists',
    stateMutability: 'view',
    inputs: [
      { name: '', type: 'address' },
      { name: '', type: 'uint256' },
    ],
    outputs: [
      { name: 'stakeId', type: 'uint40' },
      { name: 'stakedHearts', type: 'uint72' },
      { name: 'stakeShares', type: 'uint72' },
      { name: 'lockedDay', type: 'uint16' },
      { name: 'stakedDays', type: 'uint16' },
      // 0 while the stake is active.
      { name: 'unlockedDay', type: 'uint16' },
      { name: 'isAutoStake', type: 'bool' },
    ],
  },
  {
    type: 'function',
    name: 'dailyData',
    stateMutability: 'view',
    inputs: [{ name: '', type: 'uint256' }],
    outputs: [
      { name: 'dayPayoutTotal', type: 'uint72' },
      { name: 'dayStakeSharesTotal', type: 'uint72' },
      { name: 'dayUnclaimedSatoshisTotal', type: 'uint56' },
    ],
  },
  {
    // endDay is exclusive and must be ≤ dailyDataCount (globalInfo()[4]); each word packs
    // dayPayoutTotal | dayStakeSharesTotal << 72 | dayUnclaimedSatoshisTotal << 144.
    type: 'function',
    name: 'dailyDataRange',
    stateMutability: 'view',
    inputs: [
      { name: 'beginDay', type: 'uint256' },
      { name: 'endDay', type: 'uint256' },
    ],
    outputs: [{ name: 'list', type: 'uint256[]' }],
  },
  {
    // [lockedHeartsTotal, nextStakeSharesTotal, shareRate, stakePenaltyTotal, dailyDataCount,
    //  stakeSharesTotal, latestStakeId, unclaimedSatoshisTotal, claimedSatoshisTotal,
    //  claimedBtcAddrCount, block.timestamp, totalSupply, xfLobby[currentDay]]
    type: 'function',
    name: 'globalInfo',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256[13]' }],
  },
] as const;
