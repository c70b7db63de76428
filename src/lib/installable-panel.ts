// The admin panel as an installed app (manifest + service worker), for the panel only: a customer
// opening the menu is never offered to install 'Comanda — Painel', and no worker is registered on
// their phone. The worker (public/sw.js) keeps the app shell so the installed panel opens at once.
import { useEffect } from 'react';

const LINKS: ReadonlyArray<[rel: string, href: string]> = [
  ['manifest', '/manifest.webmanifest'],
  ['apple-touch-icon', '/icons/apple-touch-icon.png'],
];

export function useInstallablePanel(): void {
  useEffect(() => {
    const added = LINKS.filter(([rel]) => !document.head.querySelector(`link[rel="${rel}"]`)).map(
      ([rel, href]) => {
        const link = document.createElement('link');
        link.rel = rel;
        link.href = href;
        document.head.appendChild(link);
        return link;
      },
    );
    // Only the built app: in development a worker would serve stale modules to Vite.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker not registered', error);
      });
    }
    return () => added.forEach((link) => link.remove());
  }, []);
}
