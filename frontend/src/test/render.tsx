import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { SiteRoutes } from '../app/routes';
import { makeStore } from '../lib/store';

/** Renders one element inside the app's providers and a router at `path`. */
export function renderWithProviders(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const store = makeStore();
  return {
    store,
    ...render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </AppProviders>,
    ),
  };
}

/** Renders the whole site at `path`, with its real routes and layouts. */
export function renderRoute(path: string) {
  const store = makeStore();
  return {
    store,
    ...render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[path]}>
          <SiteRoutes />
        </MemoryRouter>
      </AppProviders>,
    ),
  };
}
