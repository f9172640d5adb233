import { describe, expect, it } from '@jest/globals';
import { pagePathUrl } from './getAddressTokens';

describe('pagePathUrl: next_page_path resolved on the configured explorer only', () => {
  it('resolves a root path against an explorer at a host root', () => {
    expect(
      pagePathUrl('https://base.blockscout.com', '/api/v2/addresses/0xab/tokens?id=7&value=1'),
    ).toBe('https://base.blockscout.com/api/v2/addresses/0xab/tokens?id=7&value=1');
  });

  it('keeps a proxy prefix of the configured base, whether the path repeats it or not', () => {
    expect(
      pagePathUrl('http://127.0.0.1:9/blockscout/base', '/api/v2/addresses/0xab/tokens?id=7'),
    ).toBe('http://127.0.0.1:9/blockscout/base/api/v2/addresses/0xab/tokens?id=7');
    expect(
      pagePathUrl(
        'http://127.0.0.1:9/blockscout/base',
        '/blockscout/base/api/v2/addresses/0xab/tokens?id=7',
      ),
    ).toBe('http://127.0.0.1:9/blockscout/base/api/v2/addresses/0xab/tokens?id=7');
  });

  it('accepts an absolute URL on the same explorer and refuses any other host', () => {
    expect(
      pagePathUrl('https://base.blockscout.com', 'https://base.blockscout.com/api/v2/x?id=1'),
    ).toBe('https://base.blockscout.com/api/v2/x?id=1');
    expect(pagePathUrl('https://base.blockscout.com', 'https://evil.example/api/v2/x')).toBeNull();
    expect(pagePathUrl('https://base.blockscout.com', '//evil.example/api/v2/x')).toBeNull();
  });
});
