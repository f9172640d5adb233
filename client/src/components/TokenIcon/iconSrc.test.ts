import { describe, expect, it } from '@jest/globals';
import { iconSrc } from './iconSrc';

describe('iconSrc', () => {
  it('sends the browser to this server with the upstream URL as one encoded parameter', () => {
    expect(iconSrc('https://assets.coingecko.com/coins/images/6319/small/usdc.png?169&x=1')).toBe(
      '/icons?src=https%3A%2F%2Fassets.coingecko.com%2Fcoins%2Fimages%2F6319%2Fsmall%2Fusdc.png%3F169%26x%3D1',
    );
  });
});
