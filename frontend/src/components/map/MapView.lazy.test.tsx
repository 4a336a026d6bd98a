import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MapView } from './MapView';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** An IntersectionObserver the test drives, and a requestIdleCallback that runs when told. */
function stubBrowserScheduling() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; observed: Element[] }[] = [];
  const idleCallbacks: (() => void)[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, observed: [] };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return { observers, idleCallbacks };
}

// Unmount first: the map's cleanup cancels its idle callback through the stubs.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MapView below the fold', () => {
  it('keeps its placeholder box, without loading Leaflet, until it nears the viewport and the browser is idle', async () => {
    const { observers, idleCallbacks } = stubBrowserScheduling();
    renderWithProviders(
      <MapView center={{ latitude: 36.95, longitude: -122.02 }} markers={[{ latitude: 36.95, longitude: -122.02, popup: 'The Point' }]} label="Map of the breaks" />,
    );

    const placeholder = screen.getByTestId('map-placeholder');
    expect(observers).toHaveLength(1);
    expect(observers[0].observed).toEqual([placeholder]);
    expect(observers[0].options?.rootMargin).toMatch(/^\d+px/);

    act(() => observers[0].callback([{ isIntersecting: false, target: placeholder }]));
    expect(idleCallbacks).toHaveLength(0);
    act(() => observers[0].callback([{ isIntersecting: true, target: placeholder }]));
    expect(screen.getByTestId('map-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();

    act(() => idleCallbacks.forEach((callback) => callback()));
    expect(await screen.findByRole('button', { name: 'The Point' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of the breaks' })).toHaveStyle({ height: '400px' });
  });
});
