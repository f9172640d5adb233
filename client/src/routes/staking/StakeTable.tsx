import { HTMLTable } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  nextSort,
  SortHeader,
  SortSelect,
  type SortState,
} from '../../components/TokenTable/SortHeader';
import { useMoney } from '../../format/useMoney';
import type { FragmentType } from '@apollo/client';
import { StakeTable_StakeFragmentDoc } from '../../graphql/generated/graphql';
import { useFragmentList } from '../../graphql/useFragmentList';
import { useT } from '../../i18n/useT';
import { sortStakes } from './sortStakes';
import { stakeColumns } from './stakeColumns';

export interface StakeTableProps {
  stakes: ReadonlyArray<FragmentType<typeof StakeTable_StakeFragmentDoc>>;
  /** Wallets that could not be read: a row each, so a missing wallet is never mistaken for one without stakes. */
  errors?: ReadonlyArray<{ wallet: string; message: string }>;
  unit: string;
  ended?: boolean;
  walletLabel: (address: string) => string;
  label: string;
}

/**
 * HEX stakes, one column per entry of stakeColumns: principal, T-shares, the day math with a
 * progress bar, yield, APY, USD value and status. Every column sorts; the header stays in view
 * while a long list scrolls.
 */
export function StakeTable({
  stakes: refs,
  errors = [],
  unit,
  ended = false,
  walletLabel,
  label,
}: StakeTableProps) {
  const t = useT();
  const money = useMoney();
  const stakes = useFragmentList(StakeTable_StakeFragmentDoc, refs);
  const columns = useMemo(
    () => stakeColumns({ stakes, t, money, unit, ended, walletLabel }),
    [stakes, t, money, unit, ended, walletLabel],
  );
  const [sort, setSort] = useState<SortState<string>>({ sort: '', desc: false });
  const sortColumn = columns.find((column) => column.id === sort.sort);
  const shown = useMemo(
    () => (sortColumn ? sortStakes(stakes, sortColumn.sortValue, sort.desc) : stakes),
    [stakes, sortColumn, sort.desc],
  );
  const numericIds = new Set(columns.filter((column) => column.numeric).map((column) => column.id));

  return (
    <>
      <SortSelect
        columns={columns.map((column) => ({ key: column.id, label: column.header }))}
        state={sort}
        onChange={setSort}
      />
      <div className="kinko-table-scroll">
        <HTMLTable compact striped className="kinko-table kinko-stake-table" aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <SortHeader
                  key={column.id}
                  sort={column.id}
                  state={sort}
                  onSort={(id) =>
                    setSort((current) => nextSort(current, id, (key) => numericIds.has(key)))
                  }
                  numeric={column.numeric ?? false}
                  {...(column.hint === undefined ? {} : { title: column.hint })}
                >
                  {column.header}
                </SortHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {errors.map((error) => (
              <tr key={`error:${error.wallet}`} className="kinko-error-row">
                <td>
                  <Link to={`/wallet/${error.wallet}`}>{walletLabel(error.wallet)}</Link>
                </td>
                <td colSpan={columns.length - 1} role="alert">
                  {error.message}
                </td>
              </tr>
            ))}
            {stakes.length === 0 && errors.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="kinko-muted">
                  {ended ? t('staking.noEnded') : t('staking.noActive')}
                </td>
              </tr>
            )}
            {shown.map((stake) => (
              <tr key={stake.id}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={[
                      `kinko-stake-${column.id}`,
                      column.numeric ? 'kinko-numeric' : '',
                      column.className ?? '',
                    ]
                      .join(' ')
                      .trim()}
                    data-label={column.header}
                  >
                    {column.cell(stake)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
