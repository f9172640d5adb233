import { useCallback } from 'react';
import { shortAddress } from '../../../shared/src/addresses';
import { useT } from '../i18n/useT';
import { useWallets } from './useWallets';
import { walletLabel } from './walletList';

/** Names a wallet as the menu does (spec §2): "0x...abcd - Name", "Unnamed" without one; unsaved ones by short address. */
export function useWalletLabel(): (address: string) => string {
  const { wallets } = useWallets();
  const t = useT();
  return useCallback(
    (address: string) => {
      const saved = wallets.find((wallet) => wallet.address === address.toLowerCase());
      return saved ? walletLabel(saved, t('wallets.unnamed')) : shortAddress(address);
    },
    [wallets, t],
  );
}
