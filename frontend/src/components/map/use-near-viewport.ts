import { useEffect, useState, type RefObject } from 'react';
import { whenNearViewport } from '../../lib/near-viewport';

/** Longest wait for an idle moment once the map is near: it never waits behind a busy page for long. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * True once the element comes near the viewport and the browser then has an idle moment: heavy
 * widgets below the fold cost nothing while the page loads and hydrates.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      setNear(true);
      return;
    }
    return whenNearViewport([element], IDLE_TIMEOUT_MS, () => setNear(true));
  }, [ref]);
  return near;
}
