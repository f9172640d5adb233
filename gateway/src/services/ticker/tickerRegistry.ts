import type { PriceDeps } from '../prices/priceDeps';
import { TickerService } from './tickerService';

// One ticker per gateway, not per request: its backoff state and last good prices are shared by
// every user (DESIGN.md "Caching"). Keyed by the gateway's dependency object, which lives as long
// as the gateway, so two gateways in one process (tests) never share one.
const services = new WeakMap<object, TickerService>();

export function tickerService(deps: PriceDeps): TickerService {
  let service = services.get(deps);
  if (service === undefined) {
    service = new TickerService(deps);
    services.set(deps, service);
  }
  return service;
}
