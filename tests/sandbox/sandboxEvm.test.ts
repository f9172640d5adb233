import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicClient, erc20Abi, http, parseAbi } from 'viem';
import { CHAIN_KEYS, CHAINS, HEX_ADDRESS } from '../../shared/src/chains';
import { startSandbox, type Sandbox } from './index';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
}, 60_000);
afterAll(() => sandbox.stop());

const hexAbi = parseAbi([
  'function currentDay() view returns (uint256)',
  'function stakeCount(address) view returns (uint256)',
  'function globalInfo() view returns (uint256[13])',
]);
const client = (chain: (typeof CHAIN_KEYS)[number]) =>
  createPublicClient({ transport: http(sandbox.env[`${chain.toUpperCase()}_RPC_URLS`]) });

describe('startSandbox({ evm: true })', () => {
  it('points {CHAIN}_RPC_URLS at a node per chain holding the world’s native balances', async () => {
    for (const chain of CHAIN_KEYS) {
      const rpc = client(chain);
      expect(await rpc.getChainId()).toBe(CHAINS[chain].id);
      for (const wallet of sandbox.world.wallets)
        expect(await rpc.getBalance({ address: wallet.checksum })).toBe(
          sandbox.world.nativeBalance(wallet.address, chain),
        );
    }
  });

  it('holds BSC’s well-known ERC-20s at their real addresses with every wallet’s holding', async () => {
    const rpc = client('bsc');
    const tokens = sandbox.world.tokens('bsc').filter((token) => token.kind === 'well-known');
    expect(tokens.map((token) => token.symbol)).toEqual(
      expect.arrayContaining(['WBNB', 'USDT', 'BUSD', 'ETH']),
    );
    for (const token of tokens) {
      expect(
        await rpc.readContract({
          address: token.checksum,
          abi: erc20Abi,
          functionName: 'decimals',
        }),
      ).toBe(token.decimals);
      for (const wallet of sandbox.world.wallets) {
        const held =
          sandbox.world.holdings(wallet.address, 'bsc').find((holding) => holding.token === token)
            ?.balanceRaw ?? 0n;
        expect(
          await rpc.readContract({
            address: token.checksum,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [wallet.checksum],
          }),
        ).toBe(held);
      }
    }
  });

  it('holds HEX with the world’s day, stakes, reverting stakeCount and globals on PulseChain and Ethereum', async () => {
    for (const chain of ['pulse', 'eth'] as const) {
      const rpc = client(chain);
      expect(
        await rpc.readContract({ address: HEX_ADDRESS, abi: hexAbi, functionName: 'currentDay' }),
      ).toBe(BigInt(sandbox.world.hexCurrentDay));
      for (const wallet of sandbox.world.wallets) {
        const read = rpc.readContract({
          address: HEX_ADDRESS,
          abi: hexAbi,
          functionName: 'stakeCount',
          args: [wallet.checksum],
        });
        if (sandbox.world.hexStakeCountReverts(wallet.address, chain))
          await expect(read).rejects.toThrow();
        else expect(await read).toBe(BigInt(sandbox.world.hexStakes(wallet.address, chain).length));
      }
      const info = await rpc.readContract({
        address: HEX_ADDRESS,
        abi: hexAbi,
        functionName: 'globalInfo',
      });
      const g = sandbox.world.hexGlobals(chain);
      expect([info[0], info[5], info[6], info[7], info[8], info[9], info[11]]).toEqual([
        g.lockedHeartsTotal,
        g.stakeSharesTotal,
        BigInt(g.latestStakeId),
        g.unclaimedSatoshisTotal,
        g.claimedSatoshisTotal,
        g.claimedBtcAddrCount,
        g.totalSupply,
      ]);
    }
  });
});
