import { onTestFinished } from 'vitest';
import { watchPageVisits } from '../first-paint/page-visits';
import { recordTrackedClicks } from '../first-paint/tracked-clicks';

/**
 * Runs the first-paint script's counting (src/first-paint) at `url`, as on a visitor's landing
 * there: the page views are sent at once, and clicks on the rendered markup are recorded.
 * Stopped at the end of the test.
 */
export function runFirstPaintScriptAt(url: string): void {
  window.history.replaceState(null, '', url);
  const stops = [recordTrackedClicks(), watchPageVisits()];
  onTestFinished(() => {
    stops.forEach((stop) => stop());
    window.history.replaceState(null, '', '/');
  });
}
