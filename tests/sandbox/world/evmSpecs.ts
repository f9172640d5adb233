import { CHAIN_KEYS, CHAINS, type ChainKey } from '../../../shared/src/chains';
import type {
  Erc20Spec,
  EvmChainSpec,
  HedronSpec,
  HexSpec,
  HexStakeSpec,
  PairSpec,
} from '../evm/evmSpec';
import type { WorldToken } from './types';
import type { HexChain } from './hex';
import type { World } from './world';

/**
 * What the local EVM must hold for this world: native balances on all five chains, HEX on
 * PulseChain and Ethereum, BSC's well-known ERC-20s on BSC, the world's ENS names on Ethereum.
 */
export function evmSpecs(world: World): EvmChainSpec[] {
  return CHAIN_KEYS.map((chain) => {
    const nativeBalances = Object.fromEntries(
      [...world.wallets, world.busyWallet].map((wallet) => [
        wallet.address,
        world.nativeBalance(wallet.address, chain),
      ]),
    );
    const hex = hexChain(chain);
    const spec: EvmChainSpec = { chainId: CHAINS[chain].id, nativeBalances, now: world.now };
    return {
      ...spec,
      ...(hex === undefined ? {} : { hex: hexSpec(world, hex), hedron: hedronSpec(world, hex) }),
      ...erc20AndPairs(world, chain),
      ...(chain === 'eth' ? { ens: world.ensNames() } : {}),
    };
  });
}

/**
 * BSC's ERC-20s, and on any chain with the world's v2 pairs or v3 pools those and the tokens they
 * pair (holding every wallet's world balance besides what the pools hold).
 */
function erc20AndPairs(
  world: World,
  chain: ChainKey,
): Pick<EvmChainSpec, 'erc20' | 'pairs' | 'farm' | 'concentrated'> {
  const pairs = world.poolPairs.filter((pair) => pair.chain === chain);
  const farm = world.farms.find((candidate) => candidate.chain === chain);
  const concentrated = world.concentratedPools.filter((pool) => pool.chain === chain);
  // The farm's reward token too: a reader asks it its decimals when no wallet lists it.
  const paired = [
    ...[...pairs, ...concentrated].flatMap((pair) => [pair.token0, pair.token1]),
    ...(farm === undefined ? [] : [farm.rewardToken.address]),
  ];
  const tokens = world
    .tokens(chain)
    .filter(
      (token) => (chain === 'bsc' && token.kind === 'well-known') || paired.includes(token.address),
    );
  if (tokens.length === 0) return {};
  const erc20 = erc20Spec(world, chain, tokens);
  return {
    erc20,
    ...(concentrated.length === 0 ? {} : { concentrated }),
    ...(pairs.length === 0
      ? {}
      : {
          pairs: pairs.map((pair): PairSpec => ({
            factory: pair.factory,
            token0: pair.token0,
            token1: pair.token1,
            steps: pair.steps,
          })),
        }),
    ...(farm === undefined
      ? {}
      : {
          farm: {
            address: farm.address,
            rewardToken: farm.rewardToken.address,
            pools: farm.pools,
            users: farm.users,
          },
        }),
  };
}

/**
 * BSC is the chain whose keyless token route reads balanceOf on chain (UPSTREAMS.md "Keyless
 * defaults": Multicall3 over a token list), so its tokens must exist there. Only the well-known
 * ones are placed, at their real addresses: generated tokens have random addresses that no token
 * list names, so no on-chain reader would look at them. Balances are the world's holdings, so the
 * chain agrees with what the indexer serves.
 */
function erc20Spec(
  world: World,
  chain: ChainKey,
  tokens: readonly WorldToken[],
): Record<string, Erc20Spec> {
  const specs = Object.fromEntries(
    tokens.map((token) => [
      token.address,
      {
        symbol: token.symbol ?? '',
        name: token.name ?? '',
        decimals: token.decimals,
        balances: {} as Record<string, bigint>,
      },
    ]),
  );
  for (const wallet of world.wallets) {
    for (const holding of world.holdings(wallet.address, chain)) {
      const spec = specs[holding.token.address];
      if (spec !== undefined) spec.balances[wallet.address] = holding.balanceRaw;
    }
  }
  return specs;
}

function hexChain(chain: ChainKey): HexChain | undefined {
  return chain === 'pulse' || chain === 'eth' ? chain : undefined;
}

function hedronSpec(world: World, chain: HexChain): HedronSpec {
  const held = world.wallets
    .map((wallet) => ({ owner: wallet.address, hsis: world.hexHsis(wallet.address, chain) }))
    .filter(({ hsis }) => hsis.length > 0);
  return {
    hsiLists: Object.fromEntries(
      held.map(({ owner, hsis }) => [
        owner,
        hsis.filter((hsi) => hsi.tokenId === null).map((hsi) => hsi.address),
      ]),
    ),
    tokens: Object.fromEntries(
      held.map(({ owner, hsis }) => [
        owner,
        hsis.flatMap((hsi) =>
          hsi.tokenId === null ? [] : [{ tokenId: hsi.tokenId, hsi: hsi.address }],
        ),
      ]),
    ),
  };
}

function hexSpec(world: World, chain: HexChain): HexSpec {
  const reverting = world.wallets.filter((wallet) =>
    world.hexStakeCountReverts(wallet.address, chain),
  );
  const stakes = world.wallets
    .filter((wallet) => !reverting.includes(wallet))
    .map((wallet): [string, HexStakeSpec[]] => [
      wallet.address,
      [...world.hexStakes(wallet.address, chain)],
    ])
    .filter(([, list]) => list.length > 0);
  // Each HSI is HEX's staker of its one stake.
  const hsiStakes = world.wallets.flatMap((wallet) =>
    world
      .hexHsis(wallet.address, chain)
      .map((hsi): [string, HexStakeSpec[]] => [hsi.address, [hsi.stake]]),
  );
  return {
    currentDay: world.hexCurrentDay,
    dailyData: [...world.hexDailyData(chain)],
    shareRate: world.hexShareRate(chain),
    globals: world.hexGlobals(chain),
    stakes: Object.fromEntries([...stakes, ...hsiStakes]),
    revertStakeCountFor: reverting.map((wallet) => wallet.address),
  };
}
