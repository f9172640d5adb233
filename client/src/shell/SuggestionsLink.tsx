import { AnchorButton } from '@blueprintjs/core';
import { useT } from '../i18n/useT';

/** The footer's suggestions mail link (spec §1). */
export function SuggestionsLink({ email }: { email: string }) {
  const t = useT();
  const href = `mailto:${email}?subject=${encodeURIComponent(t('footer.suggestionSubject'))}`;
  return (
    <AnchorButton
      variant="minimal"
      size="small"
      icon="envelope"
      text={t('footer.suggestions')}
      href={href}
    />
  );
}
