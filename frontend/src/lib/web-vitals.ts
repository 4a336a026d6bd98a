/**
 * Starts measuring the page load's Web Vitals after hydration, in an idle moment
 * (docs/analytics.md, "Speed"): the web-vitals library is a chunk of its own, outside the first
 * load's budget (bench/bundle: these lines are all the home page pays), and reads the paints and
 * shifts the browser has buffered.
 */
export function measureWebVitalsWhenIdle(): void {
  // Safari has no requestIdleCallback.
  (window.requestIdleCallback ?? setTimeout)(() => {
    import('./web-vitals-beacon').then(
      (beacon) => beacon.reportWebVitalsWhenHidden(),
      () => {},
    );
  });
}
