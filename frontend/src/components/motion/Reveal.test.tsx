import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, vi } from 'vitest';
import { theme } from '../../styles/theme';
import { Reveal, REVEAL_VISIBLE_FRACTION } from './Reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

function stubIntersectionObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

function renderReveal() {
  render(
    <ThemeProvider theme={theme}>
      <Reveal data-testid="block">
        <p>Glassy lines at Pleasure Point</p>
      </Reveal>
    </ThemeProvider>,
  );
  return screen.getByTestId('block');
}

afterEach(() => vi.unstubAllGlobals());

describe('Reveal', () => {
  it('shows its content without any effect until the browser says otherwise', () => {
    const block = renderReveal();
    expect(block).toHaveAttribute('data-reveal', 'static');
    expect(screen.getByText('Glassy lines at Pleasure Point')).toBeVisible();
  });

  it('fades a block that starts off screen in once, when 10% of it is visible', () => {
    stubReducedMotion(false);
    const observers = stubIntersectionObserver();
    const block = renderReveal();
    const [observer] = observers;
    expect(observer.options?.threshold).toBe(REVEAL_VISIBLE_FRACTION);

    act(() => observer.callback([{ isIntersecting: false }]));
    expect(block).toHaveAttribute('data-reveal', 'waiting');
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(block).toHaveAttribute('data-reveal', 'revealed');
    expect(observer.disconnected).toBe(true);
  });

  it('leaves a block that is already on screen at load as it is', () => {
    stubReducedMotion(false);
    const observers = stubIntersectionObserver();
    const block = renderReveal();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(block).toHaveAttribute('data-reveal', 'static');
    expect(observers[0].disconnected).toBe(true);
  });

  it('does not animate at all when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    const observers = stubIntersectionObserver();
    const block = renderReveal();
    expect(observers).toHaveLength(0);
    expect(block).toHaveAttribute('data-reveal', 'static');
  });
});
