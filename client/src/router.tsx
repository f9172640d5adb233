import { createBrowserRouter } from 'react-router';
import { AppShell } from './components/AppShell/AppShell';
import { HomePage } from './routes/home/HomePage';
import { NotFoundPage } from './routes/notFound/NotFoundPage';
import { WalletPage } from './routes/wallet/WalletPage';

/** Product routes of spec §2 as they are built; anything else is not found. */
export function createRouter() {
  return createBrowserRouter([
    {
      Component: AppShell,
      children: [
        { index: true, Component: HomePage },
        { path: 'landing', Component: HomePage },
        { path: 'wallet/:address', Component: WalletPage },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
}
