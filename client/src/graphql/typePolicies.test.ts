import { describe, expect, it } from '@jest/globals';
import { InMemoryCache } from '@apollo/client';
import { WalletHoldingsDocument, type WalletHoldingsQuery } from './generated/graphql';
import { typePolicies } from './typePolicies';
import { sampleWallet, walletHoldingsResult } from '../testing/walletHoldingsFixture';

const HEX = '0x2b591e99afe9f32eaa6214f7b7629768c40eeb39';

function write(result: WalletHoldingsQuery, address = result.wallet.address): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  cache.writeQuery({ query: WalletHoldingsDocument, variables: { address }, data: result });
  return cache;
}

describe('cache identity (STYLE.md habit 9)', () => {
  it('keys tokens by chain + address (native: chain + null), holdings by token + wallet, wallets by address, chains by key', () => {
    const ids = Object.keys(write(walletHoldingsResult).extract()).sort();
    expect(ids).toEqual(
      [
        'ROOT_QUERY',
        'Chain:{"key":"BSC"}',
        'Chain:{"key":"PULSE"}',
        'Token:PULSE:native',
        `Token:PULSE:${HEX}`,
        `TokenHolding:PULSE:native:${sampleWallet}`,
        `TokenHolding:PULSE:${HEX}:${sampleWallet}`,
        `Wallet:{"address":"${sampleWallet}"}`,
      ].sort(),
    );
  });

  it('stores source statuses inside their wallet, as values without identity', () => {
    const wallet = write(walletHoldingsResult).extract()[`Wallet:{"address":"${sampleWallet}"}`];
    expect(wallet?.['sources']).toHaveLength(3);
  });

  it('shares one token between two wallets holding it, with one holding each', () => {
    const other = '0x1111111111111111111111111111111111111111';
    const cache = write(walletHoldingsResult);
    const [, hex] = walletHoldingsResult.wallet.holdings;
    if (!hex) throw new Error('fixture lost its HEX holding');
    cache.writeQuery({
      query: WalletHoldingsDocument,
      variables: { address: other },
      data: { ...walletHoldingsResult, wallet: { ...walletHoldingsResult.wallet, address: other, holdings: [{ ...hex, wallet: other, amount: '1' }] } },
    });
    const ids = Object.keys(cache.extract());
    expect(ids.filter((id) => id.startsWith('Token:'))).toHaveLength(2);
    expect(ids).toContain(`TokenHolding:PULSE:${HEX}:${other}`);
    expect(ids).toContain(`TokenHolding:PULSE:${HEX}:${sampleWallet}`);
  });

  it('keeps the same contract address on two chains apart', () => {
    const cache = new InMemoryCache({ typePolicies });
    const token = { __typename: 'Token', address: HEX, symbol: 'HEX', name: 'HEX', decimals: 8, iconUrl: null };
    expect(cache.identify({ ...token, chain: 'PULSE' })).not.toBe(cache.identify({ ...token, chain: 'ETH' }));
  });
});
