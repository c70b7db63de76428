// Where the SPA finds Supabase. The local stack injects window.__COMANDA_CONFIG__ into index.html when
// it serves it, so a custom JWT secret (and so a different anon key) works without rebuilding the SPA;
// a build for hosted Supabase uses VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY instead.

import { DEMO_ANON_KEY } from '@/lib/demo-keys';

export { DEMO_ANON_KEY };

export interface RuntimeConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /** The VAPID public key Web Push subscriptions are made with (docs/push.md). */
  vapidPublicKey?: string;
}

declare global {
  interface Window {
    __COMANDA_CONFIG__?: RuntimeConfig;
  }
}

export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Empty when the server sends no Web Push (then the panel offers none). */
  vapidPublicKey: string;
}

interface BuildEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_VAPID_PUBLIC_KEY?: string;
}

/** Run-time config wins over build-time env; empty values count as unset. */
export function resolveConfig(
  runtime: RuntimeConfig | undefined,
  env: BuildEnv,
  origin: string,
): AppConfig {
  return {
    supabaseUrl: runtime?.supabaseUrl || env.VITE_SUPABASE_URL || origin,
    supabaseAnonKey: runtime?.supabaseAnonKey || env.VITE_SUPABASE_ANON_KEY || DEMO_ANON_KEY,
    vapidPublicKey: runtime?.vapidPublicKey || env.VITE_VAPID_PUBLIC_KEY || '',
  };
}

// The stack also renders the storefront's first page on the server (src/app/storefront-ssr.tsx),
// where there is no window: its API calls go through the server's own fetch (src/lib/boot-data.ts).
const browser = typeof window !== 'undefined';

export const config: AppConfig = resolveConfig(
  browser ? window.__COMANDA_CONFIG__ : undefined,
  import.meta.env,
  browser ? window.location.origin : 'http://localhost',
);
