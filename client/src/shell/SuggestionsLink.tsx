import { AnchorButton } from '@blueprintjs/core';
import { useT } from '../i18n/useT';
import { SUGGESTIONS_EMAIL } from './contact';

/** The footer's suggestions mail link (spec §1). */
export function SuggestionsLink() {
  const t = useT();
  const href = `mailto:${SUGGESTIONS_EMAIL}?subject=${encodeURIComponent(t('footer.suggestionSubject'))}`;
  return <AnchorButton variant="minimal" size="small" icon="envelope" text={t('footer.suggestions')} href={href} />;
}
