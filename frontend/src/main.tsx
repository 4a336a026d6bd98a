import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadPages, SiteRoutes } from './app/routes';
import { makeStore } from './lib/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

async function start(): Promise<void> {
  const prerendered = container!.hasChildNodes();
  // Evaluating the entry's modules is one long task already; matching the route and preloading its chunks waits for the next.
  await new Promise((resolve) => setTimeout(resolve));
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
  // Hydration outside a transition runs at a blocking lane, in one task; in a transition React yields to the browser every 5 ms between components (react-dom's performWorkOnRoot, shouldTimeSlice).
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container!, app);
    });
  } else createRoot(container!).render(app);
}

void start();
