import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { preloadRoute } from '@/app/route-modules';
import { AppRoutes } from '@/app/router';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's modules are already downloading (index.html): render once they are in.
void preloadRoute(window.location.pathname).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  ),
);
