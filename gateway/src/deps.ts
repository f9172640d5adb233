import type { Cache } from '../../cache/cache';
import type { Config } from '../../config/env';
import type { Circuits } from '../../http/circuits';
import type { HttpClient } from '../../http/httpClient';
import type { RpcClients } from '../../sources/rpc/rpcClients';

/** The process-wide dependencies of the engine, created once at start-up. */
export interface EngineDeps {
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
