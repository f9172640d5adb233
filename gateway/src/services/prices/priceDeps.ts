import type { GatewayDeps } from '../../deps';

/**
 * The part of the dependency bag the price engine reads; `now` (ms) may be left out, Date.now
 * then, so a test of the 24h-ago lookup sets only the clock it needs.
 */
export type PriceDeps = Pick<GatewayDeps, 'config' | 'http' | 'cache'> &
  Partial<Pick<GatewayDeps, 'now'>>;
