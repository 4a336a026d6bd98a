/** How far below the fold an element counts as near (IntersectionObserver's rootMargin): one scroll flick on a phone. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/** Runs `callback` in an idle moment, or after `timeoutMs` at the latest; returns a function that cancels it. */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

/**
 * Calls `callback` once, in an idle moment (within `idleTimeoutMs`) after one of `elements` comes
 * within NEAR_VIEWPORT_MARGIN of the viewport; without IntersectionObserver (old browsers, jsdom)
 * at once, and never without elements. Returns a function that cancels it.
 */
export function whenNearViewport(elements: readonly Element[], idleTimeoutMs: number, callback: () => void): () => void {
  if (elements.length === 0) return () => {};
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  let cancelIdle = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(callback, idleTimeoutMs);
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const element of elements) observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}
