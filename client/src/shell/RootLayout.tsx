import { Outlet } from 'react-router';
import { RouteProgress } from './RouteProgress';
import { ScrollToTop } from './ScrollToTop';

/** Above every page, the landing one included: scroll-to-top and the loading bar (spec §2). */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <RouteProgress />
      <Outlet />
    </>
  );
}
