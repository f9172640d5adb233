/**
 * What the resolvers of one request say about how long their answer stays as fresh as the data
 * inside: the shortest of their limits. A request none of them limited is not stored.
 */
export class AnswerFreshness {
  private limitMs: number | undefined;

  limit(ms: number): void {
    this.limitMs = Math.min(this.limitMs ?? Number.POSITIVE_INFINITY, ms);
  }

  /** 0 when no resolver gave a limit. */
  get maxAgeMs(): number {
    return this.limitMs === undefined || !Number.isFinite(this.limitMs)
      ? 0
      : Math.max(0, this.limitMs);
  }
}
