import { useSyncExternalStore } from 'react';

// Whether the applied theme is dark (the `dark` class on <html>), for widgets outside Tailwind.
function subscribe(notify: () => void) {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
