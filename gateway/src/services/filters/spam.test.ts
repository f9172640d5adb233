import { describe, expect, it } from '@jest/globals';
import { isSpam } from './spam';

const token = (name: string, symbol = 'TKN', description?: string) =>
  description === undefined ? { name, symbol } : { name, symbol, description };

describe('isSpam: link prefixes (spec §5)', () => {
  it.each(['http://', 'https://', 'www.'])('flags a name containing %p', (prefix) => {
    expect(isSpam(token(`Visit ${prefix}x to claim`))).toEqual({
      spam: true,
      field: 'name',
      rule: 'link',
      match: prefix,
    });
  });

  it('matches case-insensitively', () => {
    expect(isSpam(token('Go to WWW.EXAMPLE now'))).toMatchObject({ spam: true, rule: 'link' });
    expect(isSpam(token('HTTPS://x'))).toMatchObject({ spam: true, rule: 'link' });
  });

  it('checks the symbol and the description too', () => {
    expect(isSpam(token('Fine', 'https://scam'))).toMatchObject({
      spam: true,
      field: 'symbol',
      rule: 'link',
    });
    expect(isSpam(token('Fine', 'FINE', 'see https://scam'))).toMatchObject({
      spam: true,
      field: 'description',
      rule: 'link',
    });
  });

  it('does not flag "http" or "www" without the prefix form', () => {
    expect(isSpam(token('HTTP Token', 'WWW'))).toEqual({ spam: false });
  });
});

describe('isSpam: domain-like text (spec §5)', () => {
  it.each([
    ['claim-eth.io', 'claim-eth.io'],
    ['visit site.com', 'site.com'],
    ['pepefinance.org', 'pepefinance.org'],
    ['$1000 at stake-eth.net!', 'stake-eth.net'],
    ['join t.me/scam', 't.me'],
    ['rewards.example.xyz', 'rewards.example.xyz'],
  ])('flags %p', (name, match) => {
    expect(isSpam(token(name))).toEqual({ spam: true, field: 'name', rule: 'domain', match });
  });

  it('flags a domain after stray dots', () => {
    expect(isSpam(token('..claim.com'))).toMatchObject({
      spam: true,
      rule: 'domain',
      match: 'claim.com',
    });
  });

  it('stays fast on a long adversarial name', () => {
    const started = performance.now();
    expect(isSpam(token(`${'a.'.repeat(50_000)}1`))).toEqual({ spam: false });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('flags a domain-like symbol', () => {
    expect(isSpam(token('Ether', 'ETH-GIFT.COM'))).toMatchObject({
      spam: true,
      field: 'symbol',
      rule: 'domain',
    });
  });

  it.each([
    'USD Coin',
    'Wrapped BTC',
    'Tether USD',
    'Dai Stablecoin v1.0',
    'Pepe 2.0',
    'Liquid staked Ether 2.0',
    'BTC.b',
    'USDT.e',
    'U.S. Dollar',
    'Uniswap V2',
    'Dr. Pepe',
  ])('does not flag the ordinary name %p', (name) => {
    expect(isSpam(token(name))).toEqual({ spam: false });
  });

  it.each(['USDC', 'WETH', 'PLSX', 'pDAI', 'HEX', 'UNI-V2', 'WBTC.e'])(
    'does not flag the ordinary symbol %p',
    (symbol) => {
      expect(isSpam(token('Some Token', symbol))).toEqual({ spam: false });
    },
  );

  it.each(['yearn.finance', 'Curve.fi DAI/USDC/USDT', 'ether.fi ETH'])(
    'does not flag the well-known dotted name %p',
    (name) => {
      expect(isSpam(token(name))).toEqual({ spam: false });
    },
  );

  it('still flags a domain next to a well-known dotted name', () => {
    expect(isSpam(token('curve.fi rewards at curve-claim.app'))).toMatchObject({
      spam: true,
      rule: 'domain',
      match: 'curve-claim.app',
    });
  });
});

describe('isSpam: phrases (spec §5)', () => {
  it.each([
    ['claim rewards', 'Claim Rewards Now'],
    ['airdrop', 'ETH AIRDROP'],
    ['bonus', '100% Bonus'],
    ['free', 'Free ETH'],
    ['mint now', 'Mint Now'],
    ['verify', 'Verify your wallet'],
    ['connect wallet', 'Connect Wallet to receive'],
  ])('flags %p', (phrase, name) => {
    expect(isSpam(token(name))).toEqual({
      spam: true,
      field: 'name',
      rule: 'phrase',
      match: phrase,
    });
  });

  it('matches phrases inside longer words where no honest name would have them', () => {
    expect(isSpam(token('ETHAirdrops'))).toMatchObject({
      spam: true,
      rule: 'phrase',
      match: 'airdrop',
    });
    expect(isSpam(token('token', 'CLAIMREWARDS'))).toMatchObject({
      spam: true,
      field: 'symbol',
      rule: 'phrase',
    });
    expect(isSpam(token('claim_rewards'))).toMatchObject({
      spam: true,
      rule: 'phrase',
      match: 'claim_rewards',
    });
    expect(isSpam(token('mint-now'))).toMatchObject({
      spam: true,
      rule: 'phrase',
      match: 'mint-now',
    });
  });

  it('matches "free" and "bonus" only as whole words', () => {
    expect(isSpam(token('Freedom Token'))).toEqual({ spam: false });
    expect(isSpam(token('Carefree'))).toEqual({ spam: false });
    expect(isSpam(token('BonusCloud Token'))).toEqual({ spam: false });
    expect(isSpam(token('get-free-eth'))).toMatchObject({ spam: true, match: 'free' });
    expect(isSpam(token('x', 'FREE$'))).toMatchObject({
      spam: true,
      field: 'symbol',
      match: 'free',
    });
  });

  it('flags a phrase in the description', () => {
    expect(isSpam(token('Fine', 'FINE', 'Connect wallet to claim'))).toMatchObject({
      spam: true,
      field: 'description',
      rule: 'phrase',
    });
  });
});

describe('isSpam: promotional coin label (spec §5)', () => {
  it('flags the AI Chain Coin label on any chain', () => {
    expect(isSpam(token('AICC - AI Chain Coin', 'AICC'))).toEqual({
      spam: true,
      field: 'name',
      rule: 'promo-label',
      match: 'aicc - ai chain coin',
    });
  });

  it('does not flag "AI Chain" alone', () => {
    expect(isSpam(token('AI Chain', 'AIC'))).toEqual({ spam: false });
  });
});

describe('isSpam: the usdc.e exception (spec §5)', () => {
  it('never flags a symbol containing usdc.e', () => {
    expect(isSpam(token('Bridged USDC — claim rewards at www.x.com', 'USDC.e'))).toEqual({
      spam: false,
    });
  });

  it('never flags a name containing usdc.e, whatever the description says', () => {
    expect(isSpam(token('USDC.E Bridged', 'USDC', 'free airdrop https://x.io'))).toEqual({
      spam: false,
    });
  });

  it('does not extend to the description alone', () => {
    expect(isSpam(token('Free', 'FREE', 'usdc.e'))).toMatchObject({ spam: true });
  });
});

describe('isSpam: ordinary tokens', () => {
  it.each([
    ['Pulse', 'PLS'],
    ['PulseX', 'PLSX'],
    ['HEX', 'HEX'],
    ['Wrapped Ether', 'WETH'],
    ['Polygon Ecosystem Token', 'POL'],
    ['', ''],
  ])('passes %p (%p)', (name, symbol) => {
    expect(isSpam({ name, symbol, description: null })).toEqual({ spam: false });
  });
});
