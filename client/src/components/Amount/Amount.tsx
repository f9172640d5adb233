import { useMoney } from '../../format/useMoney';
import { Private } from '../../privacy/Private';

export interface AmountProps {
  /** An exact decimal string (DESIGN.md "GraphQL API principles"). */
  value: string;
  /** A headline figure (a card): compact from a million up rather than from a billion. */
  headline?: boolean;
  /** The form a whole column shares (Money.headlineColumn); overrides `headline`. */
  format?: (value: string) => string;
}

/**
 * A token amount as the page shows it (rounded, compact when huge) with the exact amount in its
 * tooltip. Masked whole in privacy mode, tooltip included, so hovering reveals nothing.
 */
export function Amount({ value, headline = false, format }: AmountProps) {
  const money = useMoney();
  const shown = format
    ? format(value)
    : headline
      ? money.headlineAmount(value)
      : money.amount(value);
  return (
    <Private>
      <span className="kinko-amount" title={shown === value ? undefined : value}>
        {shown}
      </span>
    </Private>
  );
}
