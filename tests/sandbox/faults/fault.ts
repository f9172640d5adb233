/**
 * What a test can make an upstream do (DESIGN.md "The sandbox": latency, 429 with Retry-After,
 * 5xx, timeouts, malformed bodies, endless paging). `times` limits a fault to the next N requests
 * it applies to; without it the fault stays until removed.
 */
export type Fault =
  /** Delay every answer by `ms`, plus up to `jitterMs` more (seeded). Adds up with other faults. */
  | { kind: 'latency'; ms: number; jitterMs?: number; times?: number }
  /** Fail this share of requests (0..1) with `status` (default 500), decided by seeded randomness. */
  | { kind: 'failureRate'; rate: number; status?: number }
  /**
   * Answer 429 with a Retry-After header: seconds, or an HTTP date when given a Date. `status: 200`
   * serves an Etherscan-style soft limit instead (a 200 "NOTOK" body, no header).
   */
  | { kind: 'rateLimit'; retryAfter?: number | Date; status?: 429 | 200; times?: number }
  /** Answer with this status and the upstream's own error body: a 5xx burst for the next `times` requests. */
  | { kind: 'status'; status: number; times?: number }
  /** Never answer (until the fault is removed or the sandbox stops), so the client's timeout fires. */
  | { kind: 'hang'; times?: number }
  /** 200 with a body that is not valid JSON. */
  | { kind: 'malformed'; times?: number }
  /** 200 with the bare JSON string "Internal server error", as PulseChain's explorer does (UPSTREAMS.md §1.1). */
  | { kind: 'errorString'; times?: number }
  /**
   * 200 with Etherscan's error envelope (`status: "0"`, the reason in `result`) quoting the API key
   * the request carried, as a careless upstream's "Invalid API Key …" does: the gateway must not
   * pass the key on (issue 13 "secret echo").
   */
  | { kind: 'echoKey'; times?: number }
  /** Answer as the upstream does when it knows nothing: [], {"coins":{}}, "pairs": null, "No tokens found"… */
  | { kind: 'empty'; times?: number }
  /** Answer as the real upstream does in a recorded odd case (Quirk). */
  | { kind: 'quirk'; quirk: Quirk; times?: number }
  /** Paged routes: `endless` never ends next_page_params; `repeat` hands back the same page forever. */
  | { kind: 'paging'; mode: 'endless' | 'repeat' | 'path'; times?: number };

export type FaultKind = Fault['kind'];

/**
 * Odd but valid answers real upstreams give, each read by the routes it concerns:
 * - `blank-fees`: classic txlist/tokentx rows with `gasPrice` and `gasUsed` as "" — what Blockscout
 *   writes when it does not know them (UPSTREAMS.md §7.1) — on every other row;
 * - `odd-market-fields`: CoinGecko /coins/markets items whose optional numbers come as another
 *   type: every other coin's `price_change_percentage_24h` a string, and the first coin's `null`
 *   with no `price_change_percentage_24h_in_currency` (CoinGecko documents its numbers nullable;
 *   UPSTREAMS.md §6).
 */
export type Quirk = 'blank-fees' | 'odd-market-fields';
