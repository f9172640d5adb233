import { describe, expect, it } from '@jest/globals';
import { httpsUrlOrNull } from './httpsUrl';

describe('httpsUrlOrNull', () => {
  it('keeps absolute https URLs', () => {
    expect(
      httpsUrlOrNull('https://assets.coingecko.com/coins/images/6319/small/usdc.png?1696506694'),
    ).toBe('https://assets.coingecko.com/coins/images/6319/small/usdc.png?1696506694');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://example.com/a.png',
    '/images/a.png',
    '//cdn.example/a.png',
    'https://user:pw@example.com/a.png',
    '',
    'not a url',
  ])('drops %j', (value) => {
    expect(httpsUrlOrNull(value)).toBeNull();
  });

  it('drops null and undefined', () => {
    expect(httpsUrlOrNull(null)).toBeNull();
    expect(httpsUrlOrNull(undefined)).toBeNull();
  });
});
