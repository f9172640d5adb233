import { DonationButton } from './DonationButton';
import { SuggestionsLink } from './SuggestionsLink';
import { useContact } from './useContact';
import { useT } from '../i18n/useT';

/** The dashboard footer (spec §1): the donation-address copy button and the suggestions link. */
export function Footer() {
  const t = useT();
  const { donationAddress, suggestionsEmail } = useContact();
  return (
    <footer className="kinko-footer">
      <span className="kinko-muted">{t('footer.readOnly')}</span>
      <span className="kinko-footer-actions">
        {donationAddress !== null && <DonationButton address={donationAddress} />}
        {suggestionsEmail !== null && <SuggestionsLink email={suggestionsEmail} />}
      </span>
    </footer>
  );
}
