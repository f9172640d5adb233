import { Link } from 'react-router';
import { useSettings } from '../settings/useSettings';
import { useT } from '../i18n/useT';

/** The Kinko mark with the spec §1 caption under it (when the caption setting is on); links to /. */
export function Logo({ caption = true }: { caption?: boolean }) {
  const t = useT();
  const { settings } = useSettings();
  return (
    // Named by what it shows (a label that differs from the visible text fails WCAG 2.5.3); the title says where it goes.
    <Link to="/" className="kinko-logo" title={t('shell.home')}>
      <svg
        className="kinko-logo-mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
      >
        <rect width="32" height="32" rx="8" />
        <path d="M11 8v16M21 8l-8 8 8 8" />
      </svg>
      <span className="kinko-logo-text">
        <span className="kinko-logo-name">Kinko</span>
        {caption && settings.showCaption && (
          <span className="kinko-caption">{t('shell.caption')}</span>
        )}
      </span>
    </Link>
  );
}
