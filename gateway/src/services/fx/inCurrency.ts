/**
 * A USD value in the quote's currency: one IEEE-754 multiplication, the same for GraphQL and CSV,
 * so an export and the API agree to the last digit (value = valueUsd × rate, not rounded; USD
 * values are floats already, DESIGN.md "GraphQL API principles"). Null stays null, and so does
 * any value when there is no rate (fxQuote.ts: a missing quote).
 */
export function inCurrency(valueUsd: number | null, rate: number | null): number | null {
  return valueUsd === null || rate === null ? null : valueUsd * rate;
}
