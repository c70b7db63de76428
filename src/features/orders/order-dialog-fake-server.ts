// Test double of '@/lib/supabase' for the order dialog's tests: the server, as far as the dialog
// talks to it (set_order_status, the order's row, its events, the shop's settings). Each test file
// installs it with `vi.mock('@/lib/supabase', () => import('./order-dialog-fake-server'))`.

export const server = {
  row: null as unknown as Record<string, unknown>,
  events: [] as Array<Record<string, unknown>>,
  rpc: [] as Array<{ fn: string; args: Record<string, unknown> }>,
  updates: [] as Array<Record<string, unknown>>,
  settings: null as Record<string, unknown> | null,
};

const query = (table: string) => {
  const builder = {
    select: () => builder,
    eq: () => builder,
    order: () => builder,
    update: (patch: Record<string, unknown>) => {
      server.updates.push(patch);
      server.row = {
        ...server.row,
        ...patch,
        ...(patch.payment_status === 'paid' ? { paid_at: '2026-11-24T22:40:00.000Z' } : {}),
      };
      return builder;
    },
    maybeSingle: () =>
      Promise.resolve({
        data: table === 'company_settings' ? server.settings : server.row,
        error: null,
      }),
    then: (resolve: (value: unknown) => void) =>
      resolve({ data: table === 'order_events' ? server.events : [server.row], error: null }),
  };
  return builder;
};

export const supabase = {
  from: query,
  rpc: (fn: string, args: Record<string, unknown>) => {
    server.rpc.push({ fn, args });
    if (fn === 'set_order_status') {
      server.row = {
        ...server.row,
        status: args.status,
        cancel_reason: args.reason ?? null,
        updated_at: '2026-11-24T22:30:00.000Z',
      };
    }
    return Promise.resolve({ data: server.row, error: null });
  },
};
