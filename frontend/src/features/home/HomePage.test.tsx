import { screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stubFetch } from '../../test/fetch';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

/** The first render loads the lazily imported page and its icon set, slow on a cold, busy test run. */
const COLD_RENDER_MS = 15_000;

describe('the home page', () => {
  it(
    'shows the sections of the spec in order, with the hero, join-beta and features anchors',
    async () => {
      stubFetch({ status: 204 });
      const { container } = renderRoute('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Ride Perfect Waves, Every Time' }, { timeout: 10_000 })).toBeInTheDocument();

      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings).toEqual([
        'Be in the water before everyone else',
        'A forecast that knows your break like a local',
        'Built for the breaks of Northern California',
        'Less time guessing, more time surfing',
        'Three waves are lining up at once',
        'Everything you check before a session, in one place',
        'Your next best session is already on the way',
      ]);
      const anchors = [...container.querySelectorAll('main [id]')].map((element) => element.id).filter((id) => ['hero', 'join-beta', 'features'].includes(id));
      expect(anchors).toEqual(['hero', 'join-beta', 'features']);
      expect(screen.getByText('What is Lineup?')).toBeInTheDocument();
      expect(screen.getByText('35%')).toBeInTheDocument();
      for (const title of ['Recommendations', 'Live Surf Conditions', 'Core Group Knowledge', 'AI Surf Companion']) {
        expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      }
    },
    COLD_RENDER_MS,
  );

  it(
    'offers the beta signup twice, once after the hero and once in the features section',
    async () => {
      stubFetch({ status: 204 });
      const { container } = renderRoute('/');
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(screen.getAllByLabelText('Email address')).toHaveLength(2);
      expect(container.querySelector('#join-beta form')).not.toBeNull();
      expect(container.querySelector('#features form')).not.toBeNull();
    },
    COLD_RENDER_MS,
  );

  it(
    'keeps the previous landing page at /old_home, out of search engines',
    async () => {
      stubFetch({ status: 204 });
      renderRoute('/old_home');
      expect(await screen.findByRole('heading', { level: 1, name: 'Know Before You Go' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    },
    COLD_RENDER_MS,
  );
});
