import { HTMLTable, Icon, Intent, Tag } from '@blueprintjs/core';
import { shortAddress } from '../../../../shared/src/addresses';
import { useMoney } from '../../format/useMoney';
import { useMemo } from 'react';
import type { ChainKey } from '../../graphql/generated/graphql';
import { chainName, type ChainInfo } from '../../data/useChains';
import { ChainLogo } from '../Logo/ChainLogo';
import { useFormat } from '../../i18n/useFormat';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import { MiddleTruncate } from '../MiddleTruncate/MiddleTruncate';
import { shownTransactions, type ShownDirection, type TransactionRow } from './transactionRows';

const DIRECTION: Record<
  ShownDirection,
  {
    icon: 'arrow-bottom-left' | 'arrow-top-right' | 'refresh' | 'code';
    className: string;
    sign: string;
  }
> = {
  IN: { icon: 'arrow-bottom-left', className: 'kinko-up', sign: '+' },
  OUT: { icon: 'arrow-top-right', className: 'kinko-down', sign: '−' },
  SELF: { icon: 'refresh', className: 'kinko-muted', sign: '' },
  CALL: { icon: 'code', className: 'kinko-muted', sign: '' },
};

export interface TransactionTableProps {
  rows: readonly TransactionRow[];
  wallet: string;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  /** Each chain's native coin in USD (the wallet's own holding of it), for fees in USD. */
  nativePrices?: ReadonlyMap<ChainKey, number>;
  /** Rows of several chains: each says which. */
  showChain?: boolean;
}

/** One page of history: when, in or out, how much of what, with whom, the fee, and the explorer link. */
export function TransactionTable({
  rows,
  wallet,
  chains,
  nativePrices = new Map(),
  showChain = false,
}: TransactionTableProps) {
  const t = useT();
  const money = useMoney();
  const format = useFormat();
  const shown = useMemo(() => shownTransactions(rows), [rows]);
  if (rows.length === 0) return <p className="kinko-muted">{t('tx.none')}</p>;
  return (
    <div className="kinko-table-scroll">
      <HTMLTable compact striped className="kinko-table kinko-tx-table" aria-label={t('tx.title')}>
        <thead>
          <tr>
            <th>{t('tx.time')}</th>
            {showChain && <th>{t('table.chain')}</th>}
            <th>{t('tx.direction')}</th>
            <th className="kinko-numeric">{t('table.amount')}</th>
            <th>{t('tx.counterparty')}</th>
            <th className="kinko-numeric">{t('tx.fee')}</th>
            <th>{t('tx.hash')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map(({ row, direction: shownDirection }, index) => {
            const direction = DIRECTION[shownDirection];
            const other = row.direction === 'IN' ? row.from : row.to;
            const explorer = chains.get(row.chain)?.explorerUrl;
            // A zero amount has no direction to sign ("−0" reads as a loss).
            const zero = !/[1-9]/.test(row.amount);
            const nativeSymbol = chains.get(row.chain)?.nativeSymbol ?? '';
            const nativePriceUsd = nativePrices.get(row.chain) ?? null;
            const symbol =
              row.token.symbol ??
              (row.token.address ? shortAddress(row.token.address) : nativeSymbol);
            return (
              <tr key={`${row.hash}:${row.kind}:${row.token.address ?? 'native'}:${index}`}>
                <td className="kinko-cell-time">
                  {/* Date and time each unbroken: one line, or two where the column is narrow. */}
                  <time dateTime={new Date(row.timeStamp * 1000).toISOString()}>
                    <span className="kinko-nowrap">
                      {format.date(row.timeStamp * 1000, { dateStyle: 'medium' })}
                    </span>{' '}
                    <span className="kinko-nowrap">
                      {format.date(row.timeStamp * 1000, { timeStyle: 'short' })}
                    </span>
                  </time>
                </td>
                {showChain && (
                  <td className="kinko-cell-chain">
                    <ChainLogo chain={row.chain} /> {chainName(chains, row.chain)}
                  </td>
                )}
                <td className="kinko-cell-direction">
                  <span className={`kinko-change ${direction.className}`}>
                    <Icon icon={direction.icon} size={12} aria-hidden />
                    {t(`tx.direction.${shownDirection}`)}
                  </span>
                  {row.failed && (
                    <Tag intent={Intent.DANGER} minimal className="kinko-total-tag">
                      {t('tx.failed')}
                    </Tag>
                  )}
                  {row.flags.map((flag) => (
                    <Tag key={flag} intent={Intent.WARNING} minimal className="kinko-total-tag">
                      {t(`tx.flag.${flag}`)}
                    </Tag>
                  ))}
                </td>
                <td className="kinko-numeric kinko-cell-amount" title={row.amount}>
                  <Private>
                    {zero ? '' : direction.sign}
                    {money.amount(row.amount)}
                  </Private>{' '}
                  <span className="kinko-muted">{symbol}</span>
                </td>
                <td className="kinko-cell-counterparty">
                  {other === null ? (
                    <span className="kinko-muted">{t('tx.contractCreation')}</span>
                  ) : other === wallet ? (
                    <span className="kinko-muted">{t('tx.self')}</span>
                  ) : explorer ? (
                    <a
                      href={`${explorer}/address/${other}`}
                      target="_blank"
                      rel="noreferrer noopener"
                      title={other}
                    >
                      <code>{shortAddress(other)}</code>
                    </a>
                  ) : (
                    <code title={other}>{shortAddress(other)}</code>
                  )}
                </td>
                <td className="kinko-numeric kinko-cell-fee">
                  {row.fee === null ? (
                    '—'
                  ) : (
                    <>
                      {money.amount(row.fee)} <span className="kinko-muted">{nativeSymbol}</span>
                      {nativePriceUsd !== null && Number.isFinite(Number(row.fee)) && (
                        <div className="kinko-muted kinko-fee-usd">
                          <Private>{money.usd(Number(row.fee) * nativePriceUsd)}</Private>
                        </div>
                      )}
                    </>
                  )}
                </td>
                <td className="kinko-hash-cell kinko-cell-hash">
                  {/* The whole hash is the link's text (cut in the middle by CSS), so its name holds what it shows. */}
                  <a
                    href={row.explorerUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    aria-label={t('tx.open', { hash: row.hash })}
                  >
                    <MiddleTruncate text={row.hash} /> <Icon icon="share" size={10} aria-hidden />
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
