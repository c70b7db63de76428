import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/toaster';
import { createQueryClient } from '@/lib/query-client';
import { useDarkMode } from '@/lib/use-dark-mode';

export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** The app's client when main.tsx filled it before the first render. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const dark = useDarkMode();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Top centre: clear of the header's account menu and of the cart button on phones. */}
      <Toaster
        richColors
        position="top-center"
        theme={dark ? 'dark' : 'light'}
        closeButton
        // The close cross is drawn small; its tap area is 44 px (WCAG 2.5.5).
        toastOptions={{
          classNames: { closeButton: "after:absolute after:-inset-3 after:content-['']" },
        }}
      />
    </QueryClientProvider>
  );
}
