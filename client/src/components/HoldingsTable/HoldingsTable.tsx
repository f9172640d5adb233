import { Cell, Column, Table } from '@blueprintjs/table';
import type { ReactNode } from 'react';
import { formatAmount } from '../../../../shared/src/formatAmount';
import { formatUsdPrice, formatUsdValue } from '../../format/formatUsd';
import type { ChainKey, HoldingsTable_HoldingFragment } from '../../graphql/generated/graphql';

export interface HoldingsTableProps {
  holdings: readonly HoldingsTable_HoldingFragment[];
  /** Display names by chain key; the key itself is shown for a chain missing from the map. */
  chainNames: ReadonlyMap<ChainKey, string>;
}

interface ColumnSpec {
  name: string;
  width: number;
  render: (holding: HoldingsTable_HoldingFragment) => ReactNode;
  /** Numbers align right so their digits line up. */
  numeric?: boolean;
  /** Full text on hover where the cell may cut it. */
  tooltip?: (holding: HoldingsTable_HoldingFragment) => string;
}

/** One row per holding, in the order the gateway sends (by USD value, spec §5 "Merging"). */
export function HoldingsTable({ holdings, chainNames }: HoldingsTableProps) {
  const columns: ColumnSpec[] = [
    {
      name: 'Token',
      width: 290,
      render: (holding) => (
        <>
          <strong>{holding.token.symbol}</strong>
          {/* Many tokens are named by their symbol ("HEX"); saying it twice adds nothing. */}
          {holding.token.name !== holding.token.symbol && <span className="kinko-muted"> {holding.token.name}</span>}
        </>
      ),
      tooltip: (holding) => `${holding.token.symbol} — ${holding.token.name}`,
    },
    { name: 'Chain', width: 140, render: (holding) => chainNames.get(holding.chain) ?? holding.chain },
    {
      name: 'Amount',
      width: 268,
      numeric: true,
      render: (holding) => formatAmount(holding.amount),
      // The exact balance, all digits, for whoever needs more than the 6 displayed decimals.
      tooltip: (holding) => holding.amount,
    },
    { name: 'Price USD', width: 130, numeric: true, render: (holding) => formatUsdPrice(holding.priceUsd) },
    { name: 'Value USD', width: 140, numeric: true, render: (holding) => formatUsdValue(holding.valueUsd) },
    { name: 'Price source', width: 130, render: (holding) => holding.priceSource },
  ];

  const widths = columns.map((column) => column.width);
  return (
    // As wide as its columns (plus the 1px borders), so no empty band trails the last one; a
    // narrower window scrolls the table instead.
    <div style={{ width: widths.reduce((sum, width) => sum + width, 2), maxWidth: '100%' }}>
      <Table
        numRows={holdings.length}
        columnWidths={widths}
        // Row numbers mean nothing in a list ordered by value.
        enableRowHeader={false}
        // A read-only report: no selection rectangles or focus cell to get in the way of copying text.
        enableFocusedCell={false}
        selectionModes={[]}
        // Cells are derived from these; without them the table would keep showing stale rows.
        cellRendererDependencies={[holdings, chainNames]}
      >
        {columns.map((column) => (
          <Column
            key={column.name}
            name={column.name}
            cellRenderer={(rowIndex) => {
              const holding = holdings[rowIndex];
              if (holding === undefined) return <Cell />;
              const tooltip = column.tooltip?.(holding);
              return (
                <Cell {...(column.numeric && { className: 'kinko-numeric' })} {...(tooltip !== undefined && { tooltip })}>
                  {column.render(holding)}
                </Cell>
              );
            }}
          />
        ))}
      </Table>
    </div>
  );
}
