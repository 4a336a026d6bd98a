import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The page arrives prerendered. Its route's code is loaded before hydrating, so the first
 * client render matches the server's HTML instead of flashing an empty lazy route.
 */
async function loadInitialRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const prerendered = container!.hasChildNodes();
  if (prerendered) await loadInitialRoutes();
  const app = (
    <StrictMode>
      <AppProviders store={makeStore()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container!, app);
  else createRoot(container!).render(app);
}

void start();
