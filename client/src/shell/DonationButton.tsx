import { Button, Intent } from '@blueprintjs/core';
import { useT } from '../i18n/useT';
import { useToast } from './toasts/ToastContext';

/**
 * Copies the donation address (spec §1 footer). Spec §8: success says "Donation address copied
 * to clipboard!"; a failure (clipboard blocked, insecure origin) is only logged.
 */
export function DonationButton({ address }: { address: string }) {
  const t = useT();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ message: t('footer.donationCopied'), intent: Intent.SUCCESS, icon: 'tick' });
    } catch (error) {
      console.error('Could not copy the donation address', error);
    }
  };
  return (
    // A native title rather than a Blueprint Tooltip: the landing page then loads no popover code.
    <Button
      variant="minimal"
      size="small"
      icon="heart"
      text={t('footer.donate')}
      title={address}
      onClick={() => void copy()}
    />
  );
}
