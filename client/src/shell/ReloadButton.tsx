import { Button } from '@blueprintjs/core';
import { useT } from '../i18n/useT';

/** The error pages' one way out: load the app again from the server. */
export function ReloadButton() {
  const t = useT();
  return (
    <Button
      icon="refresh"
      intent="primary"
      text={t('error.reload')}
      onClick={() => window.location.reload()}
    />
  );
}
