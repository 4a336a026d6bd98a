/** Sends the browser to another address: the app's custom scheme or a store listing. One seam for tests. */
export function goTo(url: string): void {
  window.location.href = url;
}
