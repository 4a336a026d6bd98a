import { afterEach, beforeEach, vi } from 'vitest';

type Report = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser with paint timing, whose first contentful paint the test decides. */
function stubPaintTiming(): { paint: () => void } {
  const observers: Report[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly report: Report) {}
    observe() {
      observers.push(this.report);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.report), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  const entries = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []) };
  return { paint: () => [...observers].forEach((report) => report(entries)) };
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what waits for the first paint', () => {
  it('runs once the page has painted, in the order asked, and at once after that', async () => {
    const { paint } = stubPaintTiming();
    const { whenPainted } = await import('./paint');
    const ran: string[] = [];
    whenPainted(() => ran.push('page view'));
    whenPainted(() => ran.push('visit'));
    await Promise.resolve();
    expect(ran).toEqual([]);

    paint();
    await vi.waitFor(() => expect(ran).toEqual(['page view', 'visit']));
    whenPainted(() => ran.push('tap'));
    expect(ran).toEqual(['page view', 'visit', 'tap']);
  });

  it('runs at once where paint timing is unknown', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { whenPainted } = await import('./paint');
    const ran: string[] = [];
    whenPainted(() => ran.push('page view'));
    expect(ran).toEqual(['page view']);
  });
});
