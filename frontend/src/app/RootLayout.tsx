import { Outlet } from 'react-router-dom';
import { HydrationMarker } from '../components/layout/HydrationMarker';
import { ScrollOnNavigate } from '../components/layout/ScrollOnNavigate';
import { Toaster } from '../components/toast/Toaster';

/**
 * What every route shares, whatever its frame: the toasts, where a new page scrolls to and the
 * hydration mark (inside the routes' Suspense boundary, so it waits for the page). Page views are
 * the first-paint script's (src/first-paint).
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollOnNavigate />
      <HydrationMarker />
    </>
  );
}
