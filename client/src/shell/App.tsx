import { BlueprintProvider, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { I18nProvider } from '../i18n/I18nProvider';
import { createRouter } from '../router';
import { useAppearance } from '../settings/useAppearance';
import { useDocumentSettings } from '../settings/useDocumentSettings';
import { LoadingBar } from './LoadingBar';
import { ToastProvider } from './toasts/ToastProvider';

/**
 * Providers every page shares. The theme class reaches overlays (drawers, popovers, toasts)
 * through Blueprint's portal class; the page regions carry their own class (DashboardLayout).
 */
export function App() {
  useDocumentSettings();
  const { dark, settings } = useAppearance();
  const [router] = useState(createRouter);
  return (
    <BlueprintProvider {...(dark ? { portalClassName: Classes.DARK } : {})}>
      <I18nProvider language={settings.language} fallback={<LoadingBar active />}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nProvider>
    </BlueprintProvider>
  );
}
