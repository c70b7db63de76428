// Who may do what beyond the tables, from the outside (docs/data-model.md and the _rls, _rpcs and
// _storage migrations): the two storage buckets, the RPCs, tokens carrying a role the API must
// never serve, and the privileges the API roles hold. The table matrix is in rls-matrix.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { signJwt } from '../supabase/local/jwt.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/config.ts';
import { useStack } from './support/fixture.ts';
import type { TestClient } from './support/stack.ts';
import {
  DENIED,
  MARGHERITA,
  PNG,
  loose,
  useRls,
  type Expected,
  type Probe,
  type Role,
} from './support/rls.ts';

const t = useStack();
const { client, marker, must, placeOrder, adminRow } = useRls(t);

describe('storage buckets', () => {
  const BUCKETS = ['product-images', 'company-assets'] as const;
  const publicUrl = (bucket: string, path: string) =>
    `${t.stack.url}/storage/v1/object/public/${bucket}/${path}`;
  const exists = async (bucket: string, path: string) =>
    (await fetch(publicUrl(bucket, path))).status === 200;
  const upload = (c: TestClient, bucket: string, path: string) =>
    c.storage.from(bucket).upload(path, new Blob([PNG], { type: 'image/png' }));

  const probes: Record<string, (bucket: string) => Promise<Probe>> = {
    upload: async (bucket) => {
      const path = `matriz/${marker()}.png`;
      return {
        run: async (c) => {
          const { error } = await upload(c, bucket, path);
          return {
            error: error ? { code: String((error as { statusCode?: string }).statusCode) } : null,
          };
        },
        tookEffect: () => exists(bucket, path),
        cleanup: async () => void (await t.owner.storage.from(bucket).remove([path])),
      };
    },
    delete: async (bucket) => {
      const path = `matriz/${marker()}.png`;
      expect((await upload(t.owner, bucket, path)).error).toBeNull();
      return {
        run: async (c) => {
          const { data, error } = await c.storage.from(bucket).remove([path]);
          if (error)
            return { error: { code: String((error as { statusCode?: string }).statusCode) } };
          return { error: data.length === 0 ? { code: 'nothing removed' } : null };
        },
        tookEffect: async () => !(await exists(bucket, path)),
        cleanup: async () => void (await t.owner.storage.from(bucket).remove([path])),
      };
    },
  };

  const STORAGE_MATRIX: Array<[bucket: string, role: Role, operation: string, expected: Expected]> =
    BUCKETS.flatMap((bucket) => [
      [bucket, 'anon', 'upload', { denied: '403' }],
      [bucket, 'anon', 'delete', { denied: 'nothing removed' }],
      [bucket, 'admin', 'upload', 'allowed'],
      [bucket, 'admin', 'delete', 'allowed'],
    ]);

  it.each(STORAGE_MATRIX)('%s: %s %s → %j', async (bucket, role, operation, expected) => {
    const probe = await probes[operation]!(bucket);
    try {
      const { error } = await probe.run(client(role));
      if (expected === 'allowed') {
        expect(error).toBeNull();
        expect(await probe.tookEffect()).toBe(true);
      } else {
        expect(error?.code).toBe(typeof expected === 'object' ? expected.denied : 'unexpected');
        expect(await probe.tookEffect()).toBe(false);
      }
    } finally {
      await probe.cleanup?.();
    }
  });

  it.each(BUCKETS)(
    '%s: anyone can read a public object by its URL, with no key at all',
    async (bucket) => {
      const path = `publico/${marker()}.png`;
      expect((await upload(t.owner, bucket, path)).error).toBeNull();
      for (const headers of [{}, { apikey: t.stack.anonKey }] as Array<Record<string, string>>) {
        const res = await fetch(publicUrl(bucket, path), { headers });
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      }
      // The authenticated endpoint goes through RLS, and only staff have a select policy: nobody
      // else can read — or list — object names (public URLs need no policy, as on Supabase).
      const viaAnon = await t.anon.storage.from(bucket).download(path);
      expect(viaAnon.error).not.toBeNull();
      const { data: listed } = await t.anon.storage.from(bucket).list('publico');
      expect(listed ?? []).toEqual([]);
      const viaStaff = await t.owner.storage.from(bucket).download(path);
      expect(Buffer.from(await viaStaff.data!.arrayBuffer()).equals(PNG)).toBe(true);
    },
  );
});

describe('RPCs', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await placeOrder();
  });

  const CALLS: Record<string, () => Record<string, unknown>> = {
    check_promo_code: () => ({ code: 'BEMVINDO10', subtotal: 50 }),
    get_order_status: () => ({ order_id: orderId }),
    default_admin_login_active: () => ({}),
    get_order_stats: () => ({}),
    get_top_products: () => ({}),
  };
  const RPC_MATRIX: Array<[fn: string, role: Role, expected: Expected]> = [
    ['check_promo_code', 'anon', 'allowed'],
    ['check_promo_code', 'admin', 'allowed'],
    ['get_order_status', 'anon', 'allowed'],
    ['get_order_status', 'admin', 'allowed'],
    ['default_admin_login_active', 'anon', 'allowed'],
    ['default_admin_login_active', 'admin', 'allowed'],
    ['get_order_stats', 'anon', DENIED],
    ['get_order_stats', 'admin', 'allowed'],
    ['get_top_products', 'anon', DENIED],
    ['get_top_products', 'admin', 'allowed'],
  ];

  it.each(RPC_MATRIX)('%s as %s → %j', async (fn, role, expected) => {
    const { data, error } = await loose(client(role)).rpc(fn, CALLS[fn]!());
    if (expected === 'allowed') {
      expect(error).toBeNull();
      expect(data).not.toBeNull();
    } else {
      expect(data).toBeNull();
      expect(error?.code).toBe(typeof expected === 'object' ? expected.denied : 'unexpected');
    }
  });

  it('lets anon place an order and the admin too (place_order is the only way in)', async () => {
    const before = (await must(t.owner.from('orders').select('id'))).length;
    await placeOrder();
    const { error } = await t.owner.rpc('place_order', {
      customer_name: 'Balcão',
      customer_phone: '11987654321',
      customer_address: 'Retirada na loja',
      items: [{ product_id: MARGHERITA, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(error).toBeNull();
    expect((await must(t.owner.from('orders').select('id'))).length).toBe(before + 2);
  });

  it('does not expose the private helpers', async () => {
    const { data, error } = await loose(t.anon).rpc('evaluate_promo', {
      normalized_code: 'BEMVINDO10',
      subtotal: 50,
      lock_row: false,
    });
    expect(data).toBeNull();
    expect(error?.code).toBe('PGRST202');
    const asAdmin = await loose(t.owner).rpc('format_brl', { amount: 1 });
    expect(asAdmin.error?.code).toBe('PGRST202');
  });
});

describe('tokens with a role the API does not serve', () => {
  const exp = () => Math.floor(Date.now() / 1000) + 600;

  it.each(['postgres', 'supabase_admin', 'authenticator'])(
    'refuses role %s signed with the right secret, with 401',
    async (role) => {
      const token = signJwt({ role, exp: exp() }, DEMO_JWT_SECRET);
      const bearer = {
        apikey: t.stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      };
      const reads = await Promise.all(
        ['orders', 'promo_codes', 'products'].map((table) =>
          fetch(`${t.stack.url}/rest/v1/${table}?select=*`, { headers: bearer }),
        ),
      );
      expect(reads.map((r) => r.status)).toEqual([401, 401, 401]);
      const stats = await fetch(`${t.stack.url}/rest/v1/rpc/get_order_stats`, {
        method: 'POST',
        headers: bearer,
        body: '{}',
      });
      expect(stats.status).toBe(401);
      const write = await fetch(`${t.stack.url}/rest/v1/company_settings?id=eq.1`, {
        method: 'PATCH',
        headers: bearer,
        body: JSON.stringify({ company_name: 'Tomada' }),
      });
      expect(write.status).toBe(401);
      expect((await adminRow('company_settings', 'id', 1))!.company_name).toBe('Delivery Rápido');
      // Nor as the API key itself.
      expect(
        (await fetch(`${t.stack.url}/rest/v1/orders?select=id`, { headers: { apikey: token } }))
          .status,
      ).toBe(401);
    },
  );

  it('refuses an admin-looking token signed with another secret', async () => {
    const forged = signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: exp() },
      'x'.repeat(40),
    );
    const res = await fetch(`${t.stack.url}/rest/v1/orders?select=id`, {
      headers: { apikey: t.stack.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
  });
});

describe('the policies ask for staff once per query', () => {
  it('wraps every is_staff() of a policy in a subquery, never a call per row', async () => {
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ policy: string; expression: string }>(
        `select format('%s on %I.%I', policyname, schemaname, tablename) as policy, e.expression
           from pg_policies, unnest(array[qual, with_check]) as e(expression)
          where e.expression ~ '(is_staff|staff_role)\\(\\)'`,
      );
      expect(rows.length).toBeGreaterThan(20);
      // pg_policies shows the wrapped form as "( SELECT is_staff() AS is_staff)".
      const perRow = rows.filter(({ expression }) =>
        expression
          .replace(/\(\s*SELECT (is_staff|staff_role)\(\) AS (is_staff|staff_role)\)/g, '')
          .match(/is_staff\(\)|staff_role\(\)/),
      );
      expect(perRow.map((row) => `${row.policy}: ${row.expression}`)).toEqual([]);
    } finally {
      await db.end();
    }
  });
});

describe('the API roles hold only the table privileges they use', () => {
  it('gives anon and authenticated no maintain (vacuum, reindex, lock table) on any table', async () => {
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ grant: string }>(
        `select format('%s on %s', r.role, c.oid::regclass) as grant
           from pg_class c
           join pg_namespace n on n.oid = c.relnamespace,
                unnest(array['anon', 'authenticated']) as r(role)
          where n.nspname = 'public' and c.relkind = 'r'
            and has_table_privilege(r.role, c.oid, 'MAINTAIN')`,
      );
      expect(rows.map((row) => row.grant)).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
