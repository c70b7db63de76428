import { describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, resolveConfig } from '@/lib/config';

const origin = 'http://localhost:54321';

describe('resolveConfig', () => {
  it('defaults to the page origin and the demo anon key', () => {
    expect(resolveConfig(undefined, {}, origin)).toEqual({
      supabaseUrl: origin,
      supabaseAnonKey: DEMO_ANON_KEY,
      vapidPublicKey: '',
    });
  });

  it('uses the build-time env when no run-time config is injected', () => {
    const env = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'env-key' };
    expect(resolveConfig(undefined, env, origin)).toEqual({
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: 'env-key',
      vapidPublicKey: '',
    });
  });

  it('prefers the config the local stack injects at run time', () => {
    const runtime = {
      supabaseUrl: 'http://127.0.0.1:9999',
      supabaseAnonKey: 'runtime-key',
      vapidPublicKey: 'BPub',
    };
    const env = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'env-key' };
    expect(resolveConfig(runtime, env, origin)).toEqual(runtime);
  });

  it('treats empty values as unset', () => {
    const config = resolveConfig({ supabaseUrl: '' }, { VITE_SUPABASE_ANON_KEY: '' }, origin);
    expect(config).toEqual({
      supabaseUrl: origin,
      supabaseAnonKey: DEMO_ANON_KEY,
      vapidPublicKey: '',
    });
  });
});
