/**
 * The read functions of Hedron's HEXStakeInstanceManager (HSIM) that list a wallet's HSIs, from its
 * verified source: the public getters `hsiLists(address, uint256) → address` and
 * `hsiToken(uint256) → address`, `hsiCount(address)`, and ERC721Enumerable's `balanceOf` and
 * `tokenOfOwnerByIndex` (HSIM is the ERC-721 of tokenized HSIs). Shared because the gateway's
 * reads (gateway/src/sources/hedron) and the sandbox's HedronSandbox.sol answer to exactly these.
 */
export const hsimAbi = [
  {
    type: 'function',
    name: 'hsiCount',
    stateMutability: 'view',
    inputs: [{ name: 'user', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'hsiLists',
    stateMutability: 'view',
    inputs: [
      { name: '', type: 'address' },
      { name: '', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'tokenOfOwnerByIndex',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'index', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'hsiToken',
    stateMutability: 'view',
    inputs: [{ name: '', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;
