import { describe, expect, it } from '@jest/globals';
import { describeError, redactSecrets, registerSecrets, UpstreamError } from '../errors/errors';
import { loadConfig } from './env';
import { configuredSecrets } from './secrets';

describe('configured secrets', () => {
  const config = loadConfig({
    ETHERSCAN_API_KEY: 'ES-KEY-1234567',
    COINGECKO_API_KEY: 'CG-demo-987654',
    BSC_INDEXER_URL: 'https://indexer.example',
    BSC_INDEXER_API_KEY: 'indexer/key+1',
    CACHE_URL: 'redis://kinko:p%40ss-word@cache.internal:6379',
    ETH_RPC_URLS:
      'https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef,https://eth.drpc.org',
  });

  it('lists API keys, URL credentials and key-looking RPC path segments', () => {
    expect(configuredSecrets(config)).toEqual(
      expect.arrayContaining([
        'ES-KEY-1234567',
        'CG-demo-987654',
        'indexer/key+1',
        'kinko',
        'p@ss-word',
        '0123456789abcdef0123456789abcdef',
      ]),
    );
    expect(configuredSecrets(config)).not.toContain('v3');
  });

  it('redacts them literally in any text, also URL-encoded, and in every error built afterwards', () => {
    registerSecrets(configuredSecrets(config));
    expect(redactSecrets('NOTOK: Invalid API Key ES-KEY-1234567 (ES-KEY-1234567)')).toBe(
      'NOTOK: Invalid API Key *** (***)',
    );
    expect(redactSecrets('GET /x?auth=indexer%2Fkey%2B1 failed')).toBe('GET /x?auth=*** failed');
    expect(describeError(new UpstreamError('redis NOAUTH p@ss-word rejected', 'cache'))).toBe(
      'redis NOAUTH *** rejected',
    );
  });

  it('leaves values too short to be a key alone, so ordinary words are not blanked', () => {
    registerSecrets(['abc']);
    expect(redactSecrets('abc abc')).toBe('abc abc');
  });
});
