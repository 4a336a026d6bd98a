import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';

/** Renders one element inside the app's providers and a router at `path`. */
export function renderWithProviders(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const store = makeStore();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return { store, ...render(<AppProviders store={store}><RouterProvider router={router} /></AppProviders>) };
}

/** Renders the whole site at `path`, with its real routes and layouts. */
export function renderRoute(path: string) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { store, router, ...render(<AppProviders store={store}><RouterProvider router={router} /></AppProviders>) };
}
