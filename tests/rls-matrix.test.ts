// Who may do what, from the outside (docs/data-model.md and the _schema, _rls, _rpcs and _storage
// migrations): every table × {anon, signed-in admin} × {select, insert, update, delete}, the two
// storage buckets, the RPCs, and tokens carrying a role the API must never serve.
// A denial is asserted twice: by the error the client gets, and by re-reading the data as the admin.
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useStack } from './support/fixture.ts';
import type { TestClient } from './support/stack.ts';
import { signJwt } from '../supabase/local/jwt.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/config.ts';

const t = useStack();
/** Bypasses RLS: the oracle for "all rows". */

const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001';
const PORTUGUESA = '5e1d0001-0000-4000-8000-000000000003'; // the unavailable one
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Role = 'anon' | 'admin';
/** allowed; allowed but only for rows anon may see; or denied with this error code. */
type Expected = 'allowed' | 'available rows only' | { denied: string };
type Outcome = { error: { code?: string } | null };

/** One attempt at a write, and how to tell (as the admin) whether it took effect. */
interface Probe {
  run(client: TestClient): PromiseLike<Outcome>;
  tookEffect(): Promise<boolean>;
  cleanup?(): Promise<void>;
}

const client = (role: Role) => (role === 'anon' ? t.anon : t.owner);
const marker = () => crypto.randomUUID().slice(0, 8).toUpperCase();

/** The matrix names tables and functions at run time (some absent on purpose): untyped probes. */
const loose = (client: TestClient) => client as unknown as SupabaseClient;

/** The data of a query that must succeed. */
async function must<T>(query: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await query;
  expect(error).toBeNull();
  expect(data).not.toBeNull();
  return data as NonNullable<T>;
}

async function placeOrder(): Promise<string> {
  const order = await must(
    t.anon.rpc('place_order', {
      customer_name: 'Joana Souza',
      customer_phone: '(21) 99876-5432',
      customer_address: 'Rua do Catete, 100 - Rio de Janeiro',
      items: [{ product_id: MARGHERITA, quantity: 1 }],
      payment_method: 'pix',
    }),
  );
  return (order as { id: string }).id;
}

/** The row as the admin sees it now (null when it is gone). */
async function adminRow(
  table: string,
  column: string,
  value: string | number,
): Promise<Record<string, unknown> | null> {
  const rows = await must(loose(t.owner).from(table).select('*').eq(column, value));
  return (rows as Array<Record<string, unknown>>)[0] ?? null;
}

// Write probes per table and operation. Each builds its own target row where it needs one.
const writes: Record<string, Record<string, () => Promise<Probe>>> = {
  products: {
    insert: async () => {
      const name = `Produto ${marker()}`;
      return {
        run: (c) => c.from('products').insert({ name, price: 9.9, category: 'Teste' }),
        tookEffect: async () => (await adminRow('products', 'name', name)) !== null,
        cleanup: async () => void (await t.owner.from('products').delete().eq('name', name)),
      };
    },
    update: async () => ({
      run: (c) => c.from('products').update({ price: 0.5 }).eq('id', MARGHERITA),
      tookEffect: async () => (await adminRow('products', 'id', MARGHERITA))!.price === 0.5,
      cleanup: async () =>
        void (await t.owner.from('products').update({ price: 49.9 }).eq('id', MARGHERITA)),
    }),
    delete: async () => {
      const { id } = await must(
        t.owner
          .from('products')
          .insert({ name: `Apagar ${marker()}`, price: 1 })
          .select('id')
          .single(),
      );
      return {
        run: (c) => c.from('products').delete().eq('id', id),
        tookEffect: async () => (await adminRow('products', 'id', id as string)) === null,
        cleanup: async () => void (await t.owner.from('products').delete().eq('id', id)),
      };
    },
  },
  orders: {
    insert: async () => {
      const name = `Cliente ${marker()}`;
      return {
        run: (c) =>
          c.from('orders').insert({
            customer_name: name,
            customer_phone: '11987654321',
            customer_address: 'Rua Falsa, 1',
            items: [{ product_id: MARGHERITA, name: 'Pizza Margherita', price: 0.01, quantity: 1 }],
            total_amount: 0.01,
          }),
        tookEffect: async () => (await adminRow('orders', 'customer_name', name)) !== null,
      };
    },
    // The status changes only through set_order_status (which records the event).
    'update status': async () => {
      const id = await placeOrder();
      return {
        run: (c) => c.from('orders').update({ status: 'processing' }).eq('id', id),
        tookEffect: async () => (await adminRow('orders', 'id', id))!.status === 'processing',
      };
    },
    'update payment_method, payment_status': async () => {
      const id = await placeOrder();
      return {
        run: (c) =>
          c.from('orders').update({ payment_method: 'debit', payment_status: 'paid' }).eq('id', id),
        tookEffect: async () => {
          const row = (await adminRow('orders', 'id', id))!;
          return row.payment_method === 'debit' && row.payment_status === 'paid';
        },
      };
    },
    'update total_amount': async () => {
      const id = await placeOrder();
      return {
        run: (c) => c.from('orders').update({ total_amount: 0.01 }).eq('id', id),
        tookEffect: async () => (await adminRow('orders', 'id', id))!.total_amount !== 54.9,
      };
    },
    'update customer_name': async () => {
      const id = await placeOrder();
      return {
        run: (c) => c.from('orders').update({ customer_name: 'Outra Pessoa' }).eq('id', id),
        tookEffect: async () =>
          (await adminRow('orders', 'id', id))!.customer_name !== 'Joana Souza',
      };
    },
    delete: async () => {
      const id = await placeOrder();
      return {
        run: (c) => c.from('orders').delete().eq('id', id),
        tookEffect: async () => (await adminRow('orders', 'id', id)) === null,
      };
    },
  },
  company_settings: {
    insert: async () => {
      const name = `Outra Loja ${marker()}`;
      return {
        run: (c) =>
          c
            .from('company_settings')
            .insert({ whatsapp_number: '5511888888888', company_name: name }),
        tookEffect: async () =>
          (await must(t.service.from('company_settings').select('company_name'))).length !== 1,
      };
    },
    update: async () => {
      const name = `Loja ${marker()}`;
      return {
        run: (c) => c.from('company_settings').update({ company_name: name }).eq('id', 1),
        tookEffect: async () =>
          (await adminRow('company_settings', 'id', 1))!.company_name === name,
        cleanup: async () =>
          void (await t.owner
            .from('company_settings')
            .update({ company_name: 'Delivery Rápido' })
            .eq('id', 1)),
      };
    },
    delete: async () => ({
      run: (c) => c.from('company_settings').delete().eq('id', 1),
      tookEffect: async () => (await adminRow('company_settings', 'id', 1)) === null,
    }),
  },
  promo_codes: {
    insert: async () => {
      const code = `NOVO${marker()}`;
      return {
        run: (c) => c.from('promo_codes').insert({ code, discount: 5, type: 'fixed' }),
        tookEffect: async () => (await adminRow('promo_codes', 'code', code)) !== null,
        cleanup: async () => void (await t.owner.from('promo_codes').delete().eq('code', code)),
      };
    },
    update: async () => ({
      run: (c) => c.from('promo_codes').update({ discount: 50 }).eq('code', 'BEMVINDO10'),
      tookEffect: async () =>
        (await adminRow('promo_codes', 'code', 'BEMVINDO10'))!.discount === 50,
      cleanup: async () =>
        void (await t.owner.from('promo_codes').update({ discount: 10 }).eq('code', 'BEMVINDO10')),
    }),
    delete: async () => {
      const code = `APAGAR${marker()}`;
      expect(
        (await t.owner.from('promo_codes').insert({ code, discount: 5, type: 'fixed' })).error,
      ).toBeNull();
      return {
        run: (c) => c.from('promo_codes').delete().eq('code', code),
        tookEffect: async () => (await adminRow('promo_codes', 'code', code)) === null,
        cleanup: async () => void (await t.owner.from('promo_codes').delete().eq('code', code)),
      };
    },
  },
};

const DENIED = { denied: '42501' }; // permission denied: the role has no privilege or policy
const MATRIX: Array<[table: string, role: Role, operation: string, expected: Expected]> = [
  ['products', 'anon', 'select', 'available rows only'],
  ['products', 'anon', 'insert', DENIED],
  ['products', 'anon', 'update', DENIED],
  ['products', 'anon', 'delete', DENIED],
  ['products', 'admin', 'select', 'allowed'],
  ['products', 'admin', 'insert', 'allowed'],
  ['products', 'admin', 'update', 'allowed'],
  ['products', 'admin', 'delete', 'allowed'],

  ['orders', 'anon', 'select', DENIED],
  ['orders', 'anon', 'insert', DENIED],
  ['orders', 'anon', 'update status', DENIED],
  ['orders', 'anon', 'update payment_method, payment_status', DENIED],
  ['orders', 'anon', 'delete', DENIED],
  ['orders', 'admin', 'select', 'allowed'],
  ['orders', 'admin', 'insert', DENIED],
  ['orders', 'admin', 'update status', DENIED],
  ['orders', 'admin', 'update payment_method, payment_status', 'allowed'],
  ['orders', 'admin', 'update total_amount', DENIED],
  ['orders', 'admin', 'update customer_name', DENIED],
  ['orders', 'admin', 'delete', DENIED],

  ['company_settings', 'anon', 'select', 'allowed'],
  ['company_settings', 'anon', 'insert', DENIED],
  ['company_settings', 'anon', 'update', DENIED],
  ['company_settings', 'anon', 'delete', DENIED],
  ['company_settings', 'admin', 'select', 'allowed'],
  // allowed by privilege and policy, refused by the single-row primary key (id defaults to 1)
  ['company_settings', 'admin', 'insert', { denied: '23505' }],
  ['company_settings', 'admin', 'update', 'allowed'],
  ['company_settings', 'admin', 'delete', DENIED],

  ['promo_codes', 'anon', 'select', DENIED],
  ['promo_codes', 'anon', 'insert', DENIED],
  ['promo_codes', 'anon', 'update', DENIED],
  ['promo_codes', 'anon', 'delete', DENIED],
  ['promo_codes', 'admin', 'select', 'allowed'],
  ['promo_codes', 'admin', 'insert', 'allowed'],
  ['promo_codes', 'admin', 'update', 'allowed'],
  ['promo_codes', 'admin', 'delete', 'allowed'],
];

beforeAll(async () => {
  await placeOrder(); // so that "orders" has a row to read or to hide
});

describe('table access matrix', () => {
  it('covers every table × role × operation', () => {
    for (const table of Object.keys(writes)) {
      for (const role of ['anon', 'admin']) {
        const ops = MATRIX.filter(([t, r]) => t === table && r === role).map(
          ([, , op]) => op.split(' ')[0],
        );
        expect(new Set(ops), `${table} × ${role}`).toEqual(
          new Set(['select', 'insert', 'update', 'delete']),
        );
      }
    }
  });

  it.each(MATRIX.filter(([, , op]) => op === 'select'))(
    '%s: %s %s → %j',
    async (table, role, _op, expected) => {
      const everything = (await must(loose(t.service).from(table).select('*'))) as Array<
        Record<string, unknown>
      >;
      expect(everything.length).toBeGreaterThan(0);
      const { data, error } = await loose(client(role)).from(table).select('*');
      if (expected === 'allowed') {
        expect(error).toBeNull();
        expect(data).toHaveLength(everything.length);
      } else if (expected === 'available rows only') {
        expect(error).toBeNull();
        const available = everything.filter((row) => row.is_available);
        expect(available.length).toBeLessThan(everything.length);
        expect(new Set(data!.map((row) => row.id))).toEqual(
          new Set(available.map((row) => row.id)),
        );
        expect(data!.some((row) => row.id === PORTUGUESA)).toBe(false);
        const direct = await loose(client(role)).from(table).select('id').eq('id', PORTUGUESA);
        expect(direct).toMatchObject({ error: null, data: [] });
      } else {
        expect(data).toBeNull();
        expect(error?.code).toBe(expected.denied);
      }
    },
  );

  it.each(MATRIX.filter(([, , op]) => op !== 'select'))(
    '%s: %s %s → %j',
    async (table, role, operation, expected) => {
      const probe = await writes[table]![operation]!();
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
    },
  );

  it('keeps order rows, including what the admin could not change, exactly as placed', async () => {
    // A denied write that slipped through would show here even if it raised no error.
    const rows = (await must(
      t.owner.from('orders').select('customer_name, total_amount, subtotal, delivery_fee'),
    )) as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toEqual({
        customer_name: 'Joana Souza',
        total_amount: 54.9,
        subtotal: 49.9,
        delivery_fee: 5,
      });
  });
});

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
