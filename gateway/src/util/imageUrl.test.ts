import { describe, expect, it } from '@jest/globals';
import { imageUrlOrNull } from './imageUrl';

describe('imageUrlOrNull', () => {
  it('keeps absolute https URLs', () => {
    expect(
      imageUrlOrNull('https://assets.coingecko.com/coins/images/6319/small/usdc.png?1696506694'),
    ).toBe('https://assets.coingecko.com/coins/images/6319/small/usdc.png?1696506694');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'http://example.com/a.png',
    'http://10.0.0.1/a.png',
    'http://127.0.0.1.example.com/a.png',
    '/images/a.png',
    '//cdn.example/a.png',
    'https://user:pw@example.com/a.png',
    '',
    'not a url',
  ])('drops %j', (value) => {
    expect(imageUrlOrNull(value)).toBeNull();
  });

  it.each([
    'http://127.0.0.1:4010/images/a.png',
    'http://localhost:4010/a.png',
    'http://[::1]/a.png',
  ])('keeps plain http on a loopback host: %j', (value) => {
    expect(imageUrlOrNull(value)).toBe(value);
  });

  it('drops null and undefined', () => {
    expect(imageUrlOrNull(null)).toBeNull();
    expect(imageUrlOrNull(undefined)).toBeNull();
  });
});
