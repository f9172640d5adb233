import { compareDecimals } from '../../components/TokenTable/tokenRows';
import type { StakeTable_StakeFragment } from '../../graphql/generated/graphql';
import type { SortValue } from './stakeColumns';

/**
 * Stakes ordered by a column's sort value. Unknowns (no yield, no APY) go last either way, as in
 * the token tables; ties keep the gateway's order.
 */
export function sortStakes<S extends StakeTable_StakeFragment>(
  stakes: readonly S[],
  sortValue: (stake: S) => SortValue,
  desc: boolean,
): S[] {
  const direction = desc ? -1 : 1;
  return stakes
    .map((stake, index) => ({ stake, index, key: sortValue(stake) }))
    .sort((a, b) => {
      const order = compareSortValues(a.key, b.key, direction);
      return order !== 0 ? order : a.index - b.index;
    })
    .map(({ stake }) => stake);
}

function compareSortValues(a: SortValue, b: SortValue, direction: number): number {
  if ('text' in a && 'text' in b)
    return (
      direction * a.text.localeCompare(b.text, undefined, { sensitivity: 'base', numeric: true })
    );
  const known = (value: SortValue) =>
    'number' in value
      ? value.number !== null && Number.isFinite(value.number)
      : 'decimal' in value && value.decimal !== null;
  if (!known(a) || !known(b)) return known(a) === known(b) ? 0 : known(a) ? -1 : 1;
  if ('number' in a && 'number' in b) return direction * ((a.number ?? 0) - (b.number ?? 0));
  if ('decimal' in a && 'decimal' in b)
    return direction * compareDecimals(a.decimal ?? '0', b.decimal ?? '0');
  return 0;
}
