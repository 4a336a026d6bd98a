const isPaintTimed = () => typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint') === true;

/**
 * After the page's first contentful paint; where paint timing is unknown, after the next frame.
 * A page that is not shown (a tab opened in the background) has not painted yet.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!isPaintTimed()) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

let painted = false;
let firstPaint: Promise<void> | undefined;

/**
 * Runs `callback` once the page has painted, at once when it has (a tap) or when paint timing is
 * unknown, in the order asked. The counting waits for the paint so that its requests never share
 * the connection with the page's own bytes before the visitor sees anything (bench/lighthouse).
 */
export function whenPainted(callback: () => void): void {
  if (painted || !isPaintTimed()) {
    callback();
    return;
  }
  firstPaint ??= afterFirstPaint().then(() => {
    painted = true;
  });
  void firstPaint.then(callback);
}
