import { Gauge, type Registry } from 'prom-client';
import type { Circuits, CircuitState } from '../http/circuits';

const STATE_VALUE: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** /metrics shows every upstream API's and RPC node's circuit (DESIGN.md "Upstream health"), read on scrape. */
export function registerCircuitGauge(registry: Registry, circuits: Circuits): void {
  new Gauge({
    name: 'kinko_upstream_circuit_state',
    help: 'Health of each upstream API and RPC node: 0 closed, 1 half-open (probing), 2 open (skipped, calls go to the fallback).',
    labelNames: ['upstream'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { id, state } of circuits.snapshot())
        this.set({ upstream: id }, STATE_VALUE[state]);
    },
  });
}
