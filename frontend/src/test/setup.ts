import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/** Node's Request does not resolve "/api/..." against the page the way a browser does; jsdom's location is the base. */
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.href) : input, init);
  }
};

/** jsdom lacks pointer capture, which Radix's swipeable toasts call on every press. */
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;

/** jsdom lacks the popover API (the drawer hides itself when a link in it is followed); Playwright tests it in Chromium. */
HTMLElement.prototype.hidePopover ??= () => undefined;

/**
 * Component tests never reach a network: a test that reads the API stubs it (test/fetch.ts);
 * anything else, such as the fire-and-forget analytics beacons, gets an empty 204.
 */
globalThis.fetch = () => Promise.resolve(new Response(null, { status: 204 }));
