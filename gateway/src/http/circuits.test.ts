import { describe, expect, it } from '@jest/globals';
import { Circuits, RPC_NODE_CIRCUIT_POLICY } from './circuits';

function clocked() {
  let clock = 0;
  return { circuits: new Circuits(() => clock), advance: (ms: number) => (clock += ms) };
}

describe('Circuits', () => {
  it('stays closed below the threshold, and a success forgets earlier failures', () => {
    const { circuits } = clocked();
    for (let i = 0; i < 4; i++) circuits.failed('a', 'HTTP 503');
    circuits.succeeded('a');
    for (let i = 0; i < 4; i++) circuits.failed('a', 'HTTP 503');
    expect(circuits.state('a')).toBe('closed');
    expect(circuits.admit('a')).toBe('pass');
  });

  it('opens at the threshold, skips during the cool-down, then lets exactly one probe through', () => {
    const { circuits, advance } = clocked();
    for (let i = 0; i < 5; i++) circuits.failed('a', 'HTTP 503');
    expect(circuits.state('a')).toBe('open');
    expect(circuits.admit('a')).toBe('skip');
    advance(30_000);
    expect(circuits.state('a')).toBe('half-open');
    expect(circuits.admit('a')).toBe('probe');
    expect(circuits.admit('a')).toBe('skip');
    circuits.failed('a', 'HTTP 503');
    expect(circuits.state('a')).toBe('open');
    advance(30_000);
    expect(circuits.admit('a')).toBe('probe');
    circuits.succeeded('a');
    expect(circuits.state('a')).toBe('closed');
  });

  it('gives a probe slot back when the probe ends without a verdict', () => {
    const { circuits, advance } = clocked();
    for (let i = 0; i < 5; i++) circuits.failed('a', 'HTTP 503');
    advance(30_000);
    expect(circuits.admit('a')).toBe('probe');
    circuits.released('a');
    expect(circuits.admit('a')).toBe('probe');
  });

  it('uses the policy an id was declared with (RPC nodes: three failures)', () => {
    const { circuits } = clocked();
    circuits.declare('rpc:pulse@node', RPC_NODE_CIRCUIT_POLICY);
    for (let i = 0; i < 3; i++) circuits.failed('rpc:pulse@node', 'timed out');
    expect(circuits.state('rpc:pulse@node')).toBe('open');
  });

  it('keeps a tripped circuit open for the Retry-After, capped at two minutes', () => {
    const { circuits, advance } = clocked();
    circuits.trip('a', 'HTTP 429', 600_000);
    advance(119_000);
    expect(circuits.state('a')).toBe('open');
    advance(1_000);
    expect(circuits.state('a')).toBe('half-open');
  });

  it('says why calls are skipped, and lists every known circuit for /metrics', () => {
    const { circuits } = clocked();
    circuits.declare('b');
    for (let i = 0; i < 5; i++) circuits.failed('a', 'HTTP 502');
    expect(circuits.skipReason('a')).toBe(
      'skipped: failing recently (circuit open; last: HTTP 502)',
    );
    expect(circuits.snapshot()).toEqual([
      { id: 'a', state: 'open' },
      { id: 'b', state: 'closed' },
    ]);
  });
});
