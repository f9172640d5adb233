import { BlueprintProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Catalog } from '../../client/src/i18n/catalog';
import { I18nProvider } from '../../client/src/i18n/I18nProvider';
import type { Language } from '../../client/src/i18n/languages';
import { catalog as en } from '../../client/src/i18n/locales/en/catalog';
import { ToastProvider } from '../../client/src/shell/toasts/ToastProvider';

export interface ShellTestProvidersProps {
  children: ReactNode;
  language?: Language;
  /** Another locale's catalog, for tests of a translation; English by default. */
  catalog?: Catalog;
}

/**
 * What every shell-aware component needs in a test: Blueprint's providers, the i18n context with
 * the English messages already loaded (so the first render shows text, no waiting), and toasts.
 * Routers and Apollo are left to each test.
 */
export function ShellTestProviders({
  children,
  language = 'en',
  catalog = en,
}: ShellTestProvidersProps) {
  return (
    <BlueprintProvider>
      <I18nProvider language={language} initialCatalog={{ language, catalog }}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </BlueprintProvider>
  );
}
