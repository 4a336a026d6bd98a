import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackEvent } from '../../lib/analytics';

/** Records a page_view for the first page and for every client-side route change after it. */
export function RouteChangeTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackEvent({ event: 'page_view', category: 'navigation', label: pathname });
  }, [pathname]);
  return null;
}
