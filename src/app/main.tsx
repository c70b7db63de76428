import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { preloadRoute, prefetchRouteData } from '@/app/route-modules';
import { AppRoutes } from '@/app/router';
import { finishTakeOver } from '@/app/take-over';
import { createQueryClient } from '@/lib/query-client';
import { hasBootData } from '@/lib/boot-data';
import { PAGE_SHOWN_EVENT } from '@/lib/page-markers';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const { pathname } = window.location;

// The first page's modules are already downloading (index.html): render once they are in. A page the
// server rendered (its HTML already shows the menu) carries its data: the first render waits for it
// too, so it draws the same page instead of a skeleton.
void Promise.all([
  preloadRoute(pathname),
  hasBootData() ? prefetchRouteData(pathname, queryClient) : undefined,
]).then(() => {
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>
  );
  // A page the server rendered (src/app/storefront-ssr.tsx, the same tree) is hydrated: its DOM
  // stays. Either way the first render is a transition: it yields to the browser every few
  // milliseconds instead of holding the main thread (a phone answers the first tap at once).
  window.addEventListener(PAGE_SHOWN_EVENT, () => finishTakeOver(container), { once: true });
  startTransition(() => {
    if (hasBootData() && container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
