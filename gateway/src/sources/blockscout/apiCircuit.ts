/**
 * One Blockscout host serves two APIs that fail apart (Polygon's v2 down while its classic
 * tokenlist answers is the case that matters), so each has its own circuit.
 */
export function apiCircuit(upstream: string, api: 'v2' | 'classic'): string {
  return `${upstream}/${api}`;
}
