// Test double of '@/lib/supabase-public' for a component test that must not depend on the public
// menu: nothing it asks ever answers. Installed with
// `vi.mock('@/lib/supabase-public', () => import('@/test/silent-public-api'))`.
export const publicApi = {
  from: () => new Promise(() => {}),
  rpc: () => new Promise(() => {}),
};
