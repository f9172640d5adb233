import { useState } from 'react';
import { iconSrc } from '../components/TokenIcon/iconSrc';
import { coinLogo } from '../components/Logo/logos';
import { formatPrice } from '../../../shared/src/formatPrice';
import { NO_VALUE } from '../i18n/format';
import { LANGUAGE_INFO } from '../i18n/languages';
import { useI18n } from '../i18n/useT';
import { TickerChange } from './TickerChange';
import type { TickerItemData } from './tickerItem';

export interface TickerViewProps {
  items: readonly TickerItemData[];
  /** False when the reader prefers reduced motion: one static row (spec §2). */
  animate: boolean;
}

/**
 * The price ticker (spec §2, §9). Moving, the row is rendered twice and the track slides by one
 * copy's width in 40 s (styles.css), so the loop has no seam; the copy is hidden from screen
 * readers. With reduced motion or no items, it is a static row.
 */
export function TickerView({ items, animate }: TickerViewProps) {
  const { t } = useI18n();
  const moving = animate && items.length > 0;
  return (
    <section
      className={`kinko-ticker ${moving ? 'kinko-ticker-moving' : 'kinko-ticker-static'}`}
      aria-label={t('ticker.label')}
    >
      {items.length === 0 ? (
        <span className="kinko-ticker-empty kinko-muted">{t('ticker.empty')}</span>
      ) : (
        <div className="kinko-ticker-track" data-testid="ticker-track">
          <TickerRow items={items} />
          {moving && <TickerRow items={items} copy />}
        </div>
      )}
    </section>
  );
}

function TickerRow({ items, copy = false }: { items: readonly TickerItemData[]; copy?: boolean }) {
  return (
    <ul className="kinko-ticker-row" {...(copy ? { 'aria-hidden': true } : {})}>
      {items.map((item) => (
        <TickerEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}

function TickerEntry({ item }: { item: TickerItemData }) {
  const { language, t } = useI18n();
  const [imageFailed, setImageFailed] = useState(false);
  // The shipped logo; a coin without one (a future ticker entry) through the icon route.
  const logo = coinLogo(item.label) ?? (item.image ? iconSrc(item.image) : undefined);
  const price =
    item.price === null
      ? NO_VALUE
      : formatPrice(item.price, { currency: 'USD', locale: LANGUAGE_INFO[language].tag });
  return (
    // A stale price is the last good one, kept while no source has a current one: shown dimmed.
    <li
      className={`kinko-ticker-item ${item.stale ? 'kinko-ticker-stale' : ''}`}
      {...(item.stale ? { title: t('ticker.stale') } : {})}
    >
      {logo !== undefined && !imageFailed && (
        <img
          className="kinko-ticker-icon"
          src={logo}
          alt=""
          width={16}
          height={16}
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      )}
      <span className="kinko-ticker-label">{item.label}</span>
      <span className="kinko-ticker-price">{price}</span>
      <TickerChange change={item.change24h} />
    </li>
  );
}
