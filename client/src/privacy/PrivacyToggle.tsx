import { Button, Tooltip } from '@blueprintjs/core';
import { useT } from '../i18n/useT';
import { usePrivacy } from './usePrivacy';

/** The header's privacy switch (spec §1 "a privacy blur toggle"). */
export function PrivacyToggle() {
  const { enabled, toggle } = usePrivacy();
  const t = useT();
  const label = enabled ? t('privacy.show') : t('privacy.hide');
  return (
    <Tooltip content={label} placement="bottom">
      <Button
        variant="minimal"
        icon={enabled ? 'eye-off' : 'eye-open'}
        aria-label={label}
        aria-pressed={enabled}
        active={enabled}
        onClick={toggle}
      />
    </Tooltip>
  );
}
