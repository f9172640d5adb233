import { useState } from 'react';
import { Private } from '../../privacy/Private';
import { iconSrc } from './iconSrc';

export interface TokenIconProps {
  symbol: string;
  iconUrl: string | null;
  size?: number;
}

/**
 * A token's logo, or its initials on a neutral disc when it has none or the image fails (many
 * PulseChain tokens have no logo). Decorative: the symbol is always written beside it. Private,
 * since the icons alone tell which tokens a wallet holds.
 */
export function TokenIcon({ symbol, iconUrl, size = 20 }: TokenIconProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Private kind="icon" size={size}>
      {iconUrl && !failed ? (
        <img
          className="kinko-token-icon"
          src={iconSrc(iconUrl)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        <span
          className="kinko-token-icon kinko-token-initials"
          style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
          aria-hidden="true"
        >
          {symbol
            .replace(/[^\p{L}\p{N}]/gu, '')
            .slice(0, 2)
            .toUpperCase() || '?'}
        </span>
      )}
    </Private>
  );
}
