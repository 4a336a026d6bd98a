// What `make start`'s supervisor (src/supervisor.ts) and the API it runs (src/main.ts) share: the API
// tells it over the IPC channel of fork() once it serves, and the start-up summary states its limits.

/** Sent once the API listens: from then on an exit is a crash to restart; before, a start that failed and says why. */
export const SERVING_MESSAGE = 'lineup:serving';

/** Five crashes within a minute is a crash loop that restarting again would not end. */
export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;

/** Run by the supervisor: forked with an IPC channel. */
export function isSupervised(): boolean {
  return typeof process.send === 'function';
}

export function tellSupervisorServing(): void {
  process.send?.(SERVING_MESSAGE);
}
