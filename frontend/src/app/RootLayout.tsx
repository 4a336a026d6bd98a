import { Outlet } from 'react-router-dom';
import { RouteChangeTracker } from '../components/analytics/RouteChangeTracker';
import { HydrationMarker } from '../components/layout/HydrationMarker';
import { ScrollOnNavigate } from '../components/layout/ScrollOnNavigate';
import { Toaster } from '../components/toast/Toaster';

/**
 * What every route shares, whatever its frame: the toasts, where a new page scrolls to, the page-view
 * tracker, and the hydration mark (inside the routes' Suspense boundary, so it waits for the page).
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollOnNavigate />
      <RouteChangeTracker />
      <HydrationMarker />
    </>
  );
}
