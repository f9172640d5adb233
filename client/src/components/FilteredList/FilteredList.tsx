import { HTMLTable, Tag } from '@blueprintjs/core';
import { Amount } from '../Amount/Amount';
import { useMoney } from '../../format/useMoney';
import type { ChainKey } from '../../graphql/generated/graphql';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import type { PlainKey } from '../../i18n/catalog';
import { Private } from '../../privacy/Private';

export interface FilteredItem {
  key: string;
  chain: ChainKey;
  symbol: string;
  name: string;
  amount: string;
  valueUsd: number | null;
  /** blocklisted, flagged, spam, dust, no-price, … (schema: FilteredToken.reason). */
  reason: string;
  detail: string;
  wallet: string | null;
}

const REASONS: Record<string, PlainKey> = {
  blocklisted: 'filtered.reason.blocklisted',
  flagged: 'filtered.reason.flagged',
  spam: 'filtered.reason.spam',
  dust: 'filtered.reason.dust',
  'no-price': 'filtered.reason.noPrice',
  'no-price-no-identity': 'filtered.reason.noIdentity',
  'no-address': 'filtered.reason.noAddress',
  'zero-balance': 'filtered.reason.zeroBalance',
  'below-display-floor': 'filtered.reason.belowFloor',
  'pool-unknown-dex': 'filtered.reason.poolUnknownDex',
  'pool-unpriced': 'filtered.reason.poolUnpriced',
};

export interface FilteredListProps {
  items: readonly FilteredItem[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  walletLabel?: (address: string) => string;
  label: string;
}

/** What the spec's rules (§5 "Token filtering") left out, each with why; never counted in totals. */
export function FilteredList({ items, chains, walletLabel, label }: FilteredListProps) {
  const t = useT();
  const money = useMoney();
  if (items.length === 0) return <p className="kinko-muted">{t('filtered.none')}</p>;
  return (
    <div className="kinko-table-scroll">
      <HTMLTable compact striped className="kinko-table" aria-label={label}>
        <thead>
          <tr>
            <th>{t('table.token')}</th>
            <th>{t('table.chain')}</th>
            {walletLabel && <th>{t('table.wallet')}</th>}
            <th className="kinko-numeric">{t('table.amount')}</th>
            <th className="kinko-numeric">{t('table.value')}</th>
            <th>{t('filtered.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key}>
              <td>
                <strong>{item.symbol}</strong> <span className="kinko-muted">{item.name}</span>
              </td>
              <td>{chainName(chains, item.chain)}</td>
              {walletLabel && <td>{item.wallet ? walletLabel(item.wallet) : '—'}</td>}
              <td className="kinko-numeric">
                <Amount value={item.amount} />
              </td>
              <td className="kinko-numeric">
                <Private>{money.usd(item.valueUsd)}</Private>
              </td>
              <td>
                <Tag minimal>
                  {REASONS[item.reason] ? t(REASONS[item.reason] as PlainKey) : item.reason}
                </Tag>{' '}
                <span className="kinko-muted">{item.detail}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
