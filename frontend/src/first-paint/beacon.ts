import { whenPainted } from './paint';

/**
 * Fire-and-forget POSTs for tracking and analytics, sent from the page's first paint on:
 * `keepalive` lets the request finish while the browser leaves for a store page, and a failure is
 * only logged (docs/first-paint.md), never thrown.
 */
export function sendBeacon(path: string, body: object): void {
  whenPainted(() => post(path, body));
}

function post(path: string, body: object): void {
  try {
    void fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
      keepalive: true,
    })
      .then((response) => {
        if (!response.ok) console.warn(`Tracking call ${path} failed: ${response.status}`);
      })
      .catch((error: unknown) => console.warn(`Tracking call ${path} failed`, error));
  } catch (error) {
    console.warn(`Tracking call ${path} failed`, error);
  }
}
