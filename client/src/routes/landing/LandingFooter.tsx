import { useT } from '../../i18n/useT';
import { DonationButton } from '../../shell/DonationButton';
import { SuggestionsLink } from '../../shell/SuggestionsLink';
import { useContact } from '../../shell/useContact';

/** The landing page's own footer (spec §2), with the same donation and suggestions actions. */
export function LandingFooter() {
  const t = useT();
  const { donationAddress, suggestionsEmail } = useContact();
  return (
    <footer className="kinko-footer kinko-landing-footer">
      <span className="kinko-muted">{t('landing.footer', { year: new Date().getFullYear() })}</span>
      <span className="kinko-footer-actions">
        {donationAddress !== null && <DonationButton address={donationAddress} />}
        {suggestionsEmail !== null && <SuggestionsLink email={suggestionsEmail} />}
      </span>
    </footer>
  );
}
