import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated the page (`<html data-hydrated>`): until then a tap
 * on a prerendered button reaches no handler. The end-to-end tests wait for it after each navigation.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
