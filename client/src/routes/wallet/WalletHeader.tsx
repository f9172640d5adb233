import { Button, H1, Tooltip } from '@blueprintjs/core';
import { ExportMenu, exportHref } from '../../components/ExportMenu/ExportMenu';
import { useState } from 'react';
import { checksumAddress } from '../../../../shared/src/addresses';
import type { ChainKey } from '../../graphql/generated/graphql';
import type { ChainInfo } from '../../data/useChains';
import { useWallets } from '../../wallets/useWallets';
import { useT } from '../../i18n/useT';

export interface WalletHeaderProps {
  address: string;
  chains: ReadonlyMap<ChainKey, ChainInfo>;
  /** Chains the wallet holds something on: the explorer links offered. */
  holdingChains: readonly ChainKey[];
}

/** The wallet's name and full address, a copy button, explorer links, and "add" when it is not saved. */
export function WalletHeader({ address, chains, holdingChains }: WalletHeaderProps) {
  const t = useT();
  const { wallets, add } = useWallets();
  const saved = wallets.find((wallet) => wallet.address === address);
  const [copied, setCopied] = useState(false);
  const display = checksumAddress(address);

  const copy = () => {
    navigator.clipboard?.writeText(display).then(
      () => setCopied(true),
      (error: unknown) => console.warn('Copy failed', error),
    );
  };

  return (
    <header className="kinko-page-header">
      <div>
        <H1>{saved ? saved.name || t('wallets.unnamed') : t('wallet.unsavedTitle')}</H1>
        <div className="kinko-address-line">
          <code className="kinko-address">{display}</code>
          <Tooltip
            content={copied ? t('wallet.copied') : t('wallet.copy')}
            onClosed={() => setCopied(false)}
          >
            <Button
              variant="minimal"
              size="small"
              icon={copied ? 'tick' : 'duplicate'}
              aria-label={t('wallet.copy')}
              onClick={copy}
            />
          </Tooltip>
        </div>
        {holdingChains.length > 0 && (
          <div className="kinko-explorer-links">
            {holdingChains.map((chain) => {
              const info = chains.get(chain);
              return info ? (
                <a
                  key={chain}
                  href={`${info.explorerUrl}/address/${address}`}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {t('wallet.onExplorer', { chain: info.name })}
                </a>
              ) : null;
            })}
          </div>
        )}
      </div>
      {!saved && (
        <Button
          icon="add"
          intent="primary"
          text={t('wallet.addToList')}
          onClick={() => add(address, '')}
        />
      )}
      <ExportMenu
        links={[
          { label: t('export.holdings'), href: exportHref('holdings.csv', [address]) },
          { label: t('export.positions'), href: exportHref('positions.csv', [address]) },
          { label: t('export.history'), href: exportHref('history.csv', [address]) },
          ...holdingChains.map((chain) => ({
            label: t('export.transactions', { chain: chains.get(chain)?.name ?? chain }),
            href: `/api/transactions.csv?${new URLSearchParams({ chain, address }).toString()}`,
          })),
        ]}
      />
      {saved?.hidden && <span className="kinko-muted">{t('wallet.hiddenNote')}</span>}
    </header>
  );
}
