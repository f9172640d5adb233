/**
 * Upstream health remembered across requests (DESIGN.md "Upstream health"): one circuit per
 * upstream API (e.g. "blockscout:polygon/v2") and per RPC node. A few failures in a row open it;
 * while open, calls skip the upstream and go straight to the next fallback; after the cool-down
 * one call is let through as a probe (half-open) and its outcome closes or reopens it.
 * Thresholds and cool-down: docs/DECISIONS.md "Upstream circuits".
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitPolicy {
  /** Failures in a row (no success in between) that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit skips its upstream before a probe is let through. */
  coolDownMs: number;
  /** Ceiling for a cool-down lengthened by a Retry-After. */
  maxCoolDownMs: number;
}

/**
 * HTTP upstreams count attempts: five failed in a row is more than one call's own retries can
 * produce before it gives up (spec §7: 4 retries), so a single unlucky call never cuts itself
 * short, while concurrent calls failing together stop retrying within a round or two.
 */
const HTTP_CIRCUIT_POLICY: CircuitPolicy = {
  failureThreshold: 5,
  coolDownMs: 30_000,
  maxCoolDownMs: 120_000,
};

/**
 * Spec §9's stall timeout: an upstream that has not answered in this long is stalled. One that
 * never answered (its own timeout, or the request's deadline after at least this wait) trips its
 * circuit at once: a refusal costs the next caller milliseconds, a stall its whole time allowance,
 * so five of them would cost five requests their deadline (docs/DECISIONS.md "What counts as a stall").
 */
export const STALL_MS = 750;

/** RPC nodes count requests (no per-node retries): three failures or lost stalls in a row. */
export const RPC_NODE_CIRCUIT_POLICY: CircuitPolicy = {
  failureThreshold: 3,
  coolDownMs: 30_000,
  maxCoolDownMs: 120_000,
};

interface Circuit {
  policy: CircuitPolicy;
  failures: number;
  /** The last failure, for the status of calls the open circuit skips. */
  lastFailure: string | undefined;
  openUntil: number;
  /** True while the one probe of a half-open circuit is out. */
  probing: boolean;
}

/** What a caller may do now: go ahead, go ahead as the probe, or skip. */
export type Admission = 'pass' | 'probe' | 'skip';

export class Circuits {
  private readonly circuits = new Map<string, Circuit>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Registers an id with its policy (HTTP by default), so /metrics shows it before its first call. */
  declare(id: string, policy: CircuitPolicy = HTTP_CIRCUIT_POLICY): void {
    const circuit = this.circuits.get(id);
    if (circuit) circuit.policy = policy;
    else
      this.circuits.set(id, {
        policy,
        failures: 0,
        lastFailure: undefined,
        openUntil: 0,
        probing: false,
      });
  }

  admit(id: string): Admission {
    const circuit = this.circuit(id);
    if (circuit.failures < circuit.policy.failureThreshold) return 'pass';
    if (this.now() < circuit.openUntil || circuit.probing) return 'skip';
    circuit.probing = true;
    return 'probe';
  }

  succeeded(id: string): void {
    const circuit = this.circuit(id);
    circuit.failures = 0;
    circuit.openUntil = 0;
    circuit.probing = false;
  }

  /**
   * A failed call. `retryAfterMs` (a 429's Retry-After) keeps an opened circuit open at least that
   * long, so no request asks again before the upstream said it would answer.
   */
  failed(id: string, reason: string, retryAfterMs?: number): void {
    const circuit = this.circuit(id);
    circuit.failures++;
    circuit.lastFailure = reason;
    circuit.probing = false;
    if (circuit.failures >= circuit.policy.failureThreshold) this.openFor(circuit, retryAfterMs);
  }

  /**
   * Opens the circuit now, whatever the count: the upstream asked us (429 with a Retry-After) not
   * to call before `retryAfterMs`, and every request would only be refused again until then; or it
   * stalled (STALL_MS), and every request asking it would wait as long again.
   */
  trip(id: string, reason: string, retryAfterMs?: number): void {
    const circuit = this.circuit(id);
    circuit.failures = Math.max(circuit.failures, circuit.policy.failureThreshold);
    circuit.lastFailure = reason;
    circuit.probing = false;
    this.openFor(circuit, retryAfterMs);
  }

  /** Why calls are being skipped, for their status: "failing recently (circuit open; last: HTTP 503)". */
  skipReason(id: string): string {
    const last = this.circuits.get(id)?.lastFailure;
    return `skipped: failing recently (circuit open${last === undefined ? '' : `; last: ${last}`})`;
  }

  /**
   * A call that ended without telling anything about the upstream (the request's own deadline, a
   * race another node won): a probe slot it held is given back.
   */
  released(id: string): void {
    this.circuit(id).probing = false;
  }

  /** Failures in a row so far: the RPC transport ranks nodes by weight over them. */
  failures(id: string): number {
    return this.circuits.get(id)?.failures ?? 0;
  }

  state(id: string): CircuitState {
    const circuit = this.circuits.get(id);
    if (!circuit || circuit.failures < circuit.policy.failureThreshold) return 'closed';
    return this.now() < circuit.openUntil ? 'open' : 'half-open';
  }

  /** Every known circuit and its state, for /metrics. */
  snapshot(): { id: string; state: CircuitState }[] {
    return [...this.circuits.keys()].sort().map((id) => ({ id, state: this.state(id) }));
  }

  private openFor(circuit: Circuit, retryAfterMs: number | undefined): void {
    const { coolDownMs, maxCoolDownMs } = circuit.policy;
    circuit.openUntil =
      this.now() + Math.min(maxCoolDownMs, Math.max(coolDownMs, retryAfterMs ?? 0));
  }

  private circuit(id: string): Circuit {
    if (!this.circuits.has(id)) this.declare(id);
    const circuit = this.circuits.get(id);
    if (!circuit) throw new Error(`circuit ${id} missing right after its declaration`);
    return circuit;
  }
}
