import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadPages, SiteRoutes } from './app/routes';
import { makeStore } from './lib/store';
import { measureWebVitalsWhenIdle } from './lib/web-vitals';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

async function start(): Promise<void> {
  const prerendered = container!.hasChildNodes();
  // The page arrives prerendered: its chunks are fetched before hydrating, so the first render matches the HTML at once.
  if (prerendered) await preloadPages(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders store={makeStore()}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container!, app);
  else createRoot(container!).render(app);
  measureWebVitalsWhenIdle();
}

void start();
