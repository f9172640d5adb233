import { H2, HTMLTable, Icon, Intent, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useMoney } from '../../format/useMoney';
import type {
  ChainKey,
  Positions_PositionFragment,
  Positions_SideFragment,
} from '../../graphql/generated/graphql';
import { chainName, type ChainInfo } from '../../data/useChains';
import { useT } from '../../i18n/useT';
import { Private } from '../../privacy/Private';
import { Amount } from '../Amount/Amount';
import { ChainLogo } from '../Logo/ChainLogo';
import { sourceKind } from '../SourceStatusCallout/sourceProblems';
import { TokenIcon } from '../TokenIcon/TokenIcon';

export interface PositionsProps {
  positions: readonly Positions_PositionFragment[];
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  /** The answer's statuses: a chain whose position reads failed is named, never shown as empty. */
  sources: ReadonlyArray<{ chain: ChainKey; source: string; state: string }>;
  /** Names the wallets holding each position (a portfolio); a wallet's own page leaves it out. */
  walletLabel?: (address: string) => string;
  /** The page lists what was filtered out ("Show filtered tokens"): point unvalued pool tokens there. */
  filteredBelow?: boolean;
  /** Nothing at all when there is no position and none failed (the dashboard's glance). */
  hideWhenEmpty?: boolean;
}

/**
 * Pool shares, farms and concentrated-liquidity positions: protocol, pair, share of the pool, the
 * tokens inside, unclaimed rewards and the value, each figure masked in privacy mode. The total
 * already counts them once (their pool tokens are not token rows); a reward no source prices says
 * so rather than showing $0.
 */
export function Positions({
  positions,
  chains,
  sources,
  walletLabel,
  filteredBelow = false,
  hideWhenEmpty = false,
}: PositionsProps) {
  const t = useT();
  const money = useMoney();
  const unread = useMemo(
    () => [
      ...new Set(
        sources
          .filter(
            (status) => status.state === 'FAILED' && sourceKind(status.source) === 'positions',
          )
          .map((status) => status.chain),
      ),
    ],
    [sources],
  );
  if (hideWhenEmpty && positions.length === 0 && unread.length === 0) return null;
  const total = positions.reduce((sum, position) => sum + position.valueUsd, 0);

  return (
    <section className="kinko-section kinko-positions" aria-label={t('positions.title')}>
      <div className="kinko-positions-header">
        <H2>{t('positions.title')}</H2>
        {positions.length > 0 && (
          <span className="kinko-muted">
            {t('positions.total')} <Private>{money.usd(total)}</Private>
          </span>
        )}
      </div>
      <p className="kinko-muted">{t('positions.hint')}</p>
      {unread.length > 0 && (
        <p className="kinko-positions-unread" role="status">
          <Icon icon="warning-sign" intent={Intent.WARNING} aria-hidden />
          {t('positions.unread', {
            chains: unread.map((chain) => chainName(chains, chain)).join(', '),
          })}
        </p>
      )}
      {positions.length === 0 ? (
        unread.length === 0 && <p className="kinko-muted">{t('positions.none')}</p>
      ) : (
        <div className="kinko-table-scroll">
          <HTMLTable
            compact
            striped
            aria-label={t('positions.title')}
            className="kinko-table kinko-position-table"
          >
            <thead>
              <tr>
                <th>{t('positions.column.position')}</th>
                <th>{t('table.chain')}</th>
                <th className="kinko-numeric">{t('positions.column.share')}</th>
                <th>{t('positions.column.underlying')}</th>
                <th>{t('positions.column.rewards')}</th>
                <th className="kinko-numeric">{t('table.value')}</th>
              </tr>
            </thead>
            <tbody>
              {positions.map((position) => (
                <PositionRow
                  key={`${position.kind}:${position.chain}:${position.token.address ?? position.token.symbol}:${position.wallets.join(',')}`}
                  position={position}
                  chains={chains}
                  {...(walletLabel ? { walletLabel } : {})}
                />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {filteredBelow && (
        <p className="kinko-muted kinko-positions-note">{t('positions.unpricedHint')}</p>
      )}
    </section>
  );
}

function PositionRow({
  position,
  chains,
  walletLabel,
}: {
  position: Positions_PositionFragment;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  walletLabel?: (address: string) => string;
}) {
  const t = useT();
  const money = useMoney();
  const pair = position.underlying.map((side) => side.token.symbol).join(' / ');
  return (
    <tr>
      <td className="kinko-position-cell">
        <span className="kinko-token-cell">
          <span className="kinko-position-icons">
            {position.underlying.map((side) => (
              <TokenIcon
                key={side.token.address ?? side.token.symbol}
                symbol={side.token.symbol}
                iconUrl={side.token.iconUrl}
              />
            ))}
          </span>
          <strong>{pair}</strong>
        </span>
        <span className="kinko-position-meta">
          <Tag minimal>{t(`positions.kind.${position.kind}`)}</Tag>
          <span>{position.protocol}</span>
          {/* A concentrated position is one NFT: its id tells two positions of one pool apart. */}
          {position.kind === 'CONCENTRATED' && (
            <span className="kinko-muted">{position.token.symbol}</span>
          )}
          {position.inRange !== null && <RangeTag inRange={position.inRange} />}
        </span>
        {walletLabel && (
          <span className="kinko-muted kinko-position-wallets">
            {t('positions.wallets', { wallets: position.wallets.map(walletLabel).join(', ') })}
          </span>
        )}
      </td>
      <td className="kinko-cell-chain" data-label={t('table.chain')}>
        <ChainLogo chain={position.chain} /> {chainName(chains, position.chain)}
      </td>
      <td className="kinko-numeric" data-label={t('positions.column.share')}>
        {/* A share of a known pool tells what is held as surely as an amount does. */}
        <Private>
          {/* "<0.1%" would read "0.1%<" in a mirrored cell. */}
          <span dir="ltr">{money.share(position.shareOfPool)}</span>
        </Private>
      </td>
      <td data-label={t('positions.column.underlying')}>
        <SideList sides={position.underlying} />
      </td>
      <td data-label={t('positions.column.rewards')}>
        {position.rewards.length === 0 ? (
          <span className="kinko-muted">—</span>
        ) : (
          <SideList sides={position.rewards} />
        )}
      </td>
      <td className="kinko-numeric kinko-position-value" data-label={t('table.value')}>
        <Private>{money.usd(position.valueUsd)}</Private>
      </td>
    </tr>
  );
}

/** Tokens with their amount and value; one no source prices says so, never "$0.00". */
function SideList({ sides }: { sides: readonly Positions_SideFragment[] }) {
  const t = useT();
  const money = useMoney();
  return (
    <ul className="kinko-position-sides">
      {sides.map((side) => (
        <li key={side.token.address ?? side.token.symbol}>
          {/* "10,000,000 WPLS $300.00" is one phrase written left to right: a mirrored page
              places it at the start of the cell without reordering its parts. */}
          <span dir="ltr">
            <Amount value={side.amount} /> <span>{side.token.symbol}</span>{' '}
            {side.valueUsd === null ? (
              <Tag minimal intent={Intent.WARNING} title={t('positions.noPriceHint')}>
                {t('positions.noPrice')}
              </Tag>
            ) : (
              <span className="kinko-muted">
                <Private>{money.usd(side.valueUsd)}</Private>
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RangeTag({ inRange }: { inRange: boolean }) {
  const t = useT();
  return (
    <Tag
      minimal
      intent={inRange ? Intent.SUCCESS : Intent.WARNING}
      title={t(inRange ? 'positions.inRangeHint' : 'positions.outOfRangeHint')}
    >
      {t(inRange ? 'positions.inRange' : 'positions.outOfRange')}
    </Tag>
  );
}
