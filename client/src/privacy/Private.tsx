import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { PRIVACY_MASK, usePrivacy } from './usePrivacy';

export interface PrivateProps {
  children: ReactNode;
  /**
   * "text" (default): an amount or balance, masked with a fixed-width run of dots.
   * "icon": a token icon, replaced by a plain disc of the same size (an icon tells which tokens
   * a wallet holds).
   */
  kind?: 'text' | 'icon';
  /** Icon size in pixels, for kind "icon". */
  size?: number;
}

/**
 * Wrap any money amount, balance or token icon. While privacy mode is on the value is not
 * rendered at all (not blurred, not hidden with CSS), so neither a screenshot nor the page's DOM
 * reveals it; the mask has the same width whatever it replaces.
 */
export function Private({ children, kind = 'text', size = 20 }: PrivateProps) {
  const { enabled } = usePrivacy();
  const t = useT();
  if (!enabled) return <>{children}</>;
  if (kind === 'icon') {
    return (
      <span
        className="kinko-private-icon"
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
    );
  }
  return (
    <span className="kinko-private-mask" role="img" aria-label={t('privacy.hiddenValue')}>
      {PRIVACY_MASK}
    </span>
  );
}
