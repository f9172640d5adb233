/**
 * A USD value in the quote's currency: one IEEE-754 multiplication, the same for GraphQL and CSV,
 * so an export and the API agree to the last digit (value = valueUsd × rate, not rounded; USD
 * values are floats already, DESIGN.md "GraphQL API principles"). Null stays null.
 */
export function inCurrency<Value extends number | null>(valueUsd: Value, rate: number): Value {
  return (valueUsd === null ? null : valueUsd * rate) as Value;
}
