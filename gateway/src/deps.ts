import type { Cache } from './cache/cache';
import type { Config } from './config/env';
import type { Circuits } from './http/circuits';
import type { HttpClient } from './http/httpClient';
import type { RpcClients } from './sources/rpc/rpcClients';

/**
 * The process-wide dependencies, created once at start-up (server.ts) and handed to every layer:
 * the one dependency bag. A service that needs less names the part it reads (`Pick<GatewayDeps,
 * …>`), so its tests build only that.
 */
export interface GatewayDeps {
  config: Config;
  http: HttpClient;
  cache: Cache;
  rpc: RpcClients;
  /** Upstream and RPC node health, shared by every request (DESIGN.md "Upstream health"). */
  circuits: Circuits;
  /**
   * Epoch ms; Date.now unless a test or the demo sets the clock to the sandbox world's present,
   * which history's days and the 24h-ago price lookup must line up with.
   */
  now: () => number;
}
