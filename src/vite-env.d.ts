/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase API base URL. Unset: the page's own origin (the local stack serves both). */
  readonly VITE_SUPABASE_URL?: string;
  /** Public anon key. Unset: the Supabase CLI's demo anon key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
