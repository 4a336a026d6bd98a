import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouteChangeTracker } from '../components/analytics/RouteChangeTracker';
import { Toaster } from '../components/toast/Toaster';

/** What every route shares, whatever its frame: the toasts and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
      <RouteChangeTracker />
    </>
  );
}
