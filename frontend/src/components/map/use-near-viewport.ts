import { useEffect, useState, type RefObject } from 'react';
import { NEAR_VIEWPORT_MARGIN } from '../../lib/page-markup';
/** Longest wait for an idle moment once the map is near: it never waits behind a busy page for long. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * True once the element comes within NEAR_VIEWPORT_MARGIN of the viewport and the browser then has
 * an idle moment: heavy widgets below the fold cost nothing while the page loads and hydrates.
 * Without IntersectionObserver (old browsers, jsdom) it turns true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const show = () => setNear(true);
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(show, 0);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ref]);
  return near;
}
