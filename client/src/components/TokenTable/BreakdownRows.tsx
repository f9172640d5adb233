import { Link } from 'react-router';
import { Amount } from '../Amount/Amount';
import { useMoney } from '../../format/useMoney';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import type { TokenRow } from './tokenRows';

export interface BreakdownRowsProps {
  id: string;
  row: TokenRow;
  columns: number;
  walletLabel: (address: string) => string;
}

/** One merged row's wallets (spec §3 "Breakdown"): who holds how much, largest amount first. */
export function BreakdownRows({ id, row, columns, walletLabel }: BreakdownRowsProps) {
  const t = useT();
  const money = useMoney();
  const total = row.valueUsd ?? 0;
  return (
    <tr id={id} className="kinko-breakdown-row">
      <td colSpan={columns}>
        <table
          className="kinko-breakdown"
          aria-label={t('table.breakdownOf', { symbol: row.symbol })}
        >
          <thead>
            <tr>
              <th>{t('table.wallet')}</th>
              <th className="kinko-numeric">{t('table.amount')}</th>
              <th className="kinko-numeric">{t('table.value')}</th>
              <th className="kinko-numeric">{t('table.share')}</th>
            </tr>
          </thead>
          <tbody>
            {(row.breakdown ?? []).map((entry) => (
              <tr key={entry.wallet}>
                <td>
                  <Link to={`/wallet/${entry.wallet}`}>{walletLabel(entry.wallet)}</Link>
                </td>
                <td className="kinko-numeric">
                  <Amount value={entry.amount} />
                </td>
                <td className="kinko-numeric">
                  <Private>{money.usd(entry.valueUsd)}</Private>
                </td>
                <td className="kinko-numeric">
                  {total > 0 && entry.valueUsd !== null ? money.share(entry.valueUsd / total) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </td>
    </tr>
  );
}
