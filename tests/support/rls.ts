// The RLS test files' shared ground (tests/rls-*.test.ts): the expected access of each role to
// each table and operation (MATRIX), the write probes that check it, and helpers bound to a file's
// stack that place an order and read rows as the admin.
import { beforeAll, expect } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { StackFile } from './fixture.ts';
import type { TestClient } from './stack.ts';

export const MARGHERITA = '5e1d0001-0000-4000-8000-000000000001';
export const PORTUGUESA = '5e1d0001-0000-4000-8000-000000000003'; // the unavailable one
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export type Role = 'anon' | 'admin';
/** allowed; allowed but only for rows anon may see; or denied with this error code. */
export type Expected = 'allowed' | 'available rows only' | { denied: string };
type Outcome = { error: { code?: string } | null };

/** One attempt at a write, and how to tell (as the admin) whether it took effect. */
export interface Probe {
  run(client: TestClient): PromiseLike<Outcome>;
  tookEffect(): Promise<boolean>;
  cleanup?(): Promise<void>;
}

/** The matrix names tables and functions at run time (some absent on purpose): untyped probes. */
export const loose = (client: TestClient) => client as unknown as SupabaseClient;

export const DENIED = { denied: '42501' }; // permission denied: the role has no privilege or policy
export const MATRIX: Array<[table: string, role: Role, operation: string, expected: Expected]> = [
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

/** Registers the file's set-up (an order, so that "orders" has a row to read or to hide) and
 * gives its helpers, bound to the file's stack `t`. */
export function useRls(t: StackFile) {
  const client = (role: Role) => (role === 'anon' ? t.anon : t.owner);
  const marker = () => crypto.randomUUID().slice(0, 8).toUpperCase();

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
              items: [
                { product_id: MARGHERITA, name: 'Pizza Margherita', price: 0.01, quantity: 1 },
              ],
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
            c
              .from('orders')
              .update({ payment_method: 'debit', payment_status: 'paid' })
              .eq('id', id),
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
          void (await t.owner
            .from('promo_codes')
            .update({ discount: 10 })
            .eq('code', 'BEMVINDO10')),
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

  beforeAll(async () => {
    await placeOrder(); // so that "orders" has a row to read or to hide
  });

  return { client, marker, must, placeOrder, adminRow, writes };
}
