import type { Cache } from '../../cache/cache';
import type { Config } from '../../config/env';
import type { HttpClient } from '../../http/httpClient';

/** What the price engine needs; `now` (ms) is injectable so the 24h-ago lookup is testable. */
export interface PriceDeps {
  config: Config;
  http: HttpClient;
  cache: Cache;
  now?: () => number;
}
