import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT, HYDRATED_MARK } from '../../lib/page-markup';

/**
 * Marks the document once React has hydrated the page (`<html data-hydrated>`, an event and a
 * User Timing mark): the first-paint script then hands held forms to React, the end-to-end tests
 * wait for it, and bench/lighthouse measures it. It sits inside the routes' Suspense boundary, so
 * it waits for the page.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    performance.mark(HYDRATED_MARK);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
