import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { themeBootScript } from './src/lib/themes.ts';

// `npm run dev`: Vite serves the SPA with HMR and forwards the Supabase API paths to the local stack.
const stackUrl = process.env.STACK_URL ?? 'http://127.0.0.1:54321';
const proxyToStack = { target: stackUrl, changeOrigin: true };

/** Inlines the theme boot script into index.html, so the palettes are defined only in themes.ts. */
function themeBoot(): Plugin {
  return {
    name: 'comanda-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript(), injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [react(), themeBoot()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/rest/': proxyToStack,
      '/auth/': proxyToStack,
      '/storage/': proxyToStack,
      '/realtime/': { ...proxyToStack, ws: true },
    },
  },
});
