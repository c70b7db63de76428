// The stock test files' shared ground (tests/stock*.test.ts): a member of each role in `staff`,
// no minimum order, and helpers bound to a file's stack that write products and option groups
// straight in SQL, place orders with the anon key and read what is left in stock.
import { beforeAll } from 'vitest';
import type { StackFile } from './fixture.ts';
import type { TestClient } from './stack.ts';

type Line = { product_id: string; quantity: number; options?: Array<{ option_id: string }> };

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t` (with db). */
export function useStock(t: StackFile) {
  const staff: Record<string, TestClient> = {};
  let phone = 0;

  async function product(name: string, extra: Record<string, unknown> = {}): Promise<string> {
    const columns = ['name', 'price', 'category', ...Object.keys(extra)];
    const values = [name, 30, 'Estoque', ...Object.values(extra)];
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.products (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      values,
    );
    return rows[0]!.id;
  }

  /** A group linked to the product, with its options (name → id). */
  async function group(
    productId: string,
    name: string,
    minSelect: number,
    options: string[],
  ): Promise<Record<string, string>> {
    const g = await t.db.query<{ id: string }>(
      `insert into public.option_groups (name, min_select, max_select) values ($1, $2, $3) returning id`,
      [name, minSelect, Math.max(1, minSelect)],
    );
    const groupId = g.rows[0]!.id;
    await t.db.query(
      `insert into public.product_option_groups (product_id, group_id) values ($1, $2)`,
      [productId, groupId],
    );
    const ids: Record<string, string> = {};
    for (const option of options) {
      const o = await t.db.query<{ id: string }>(
        `insert into public.options (group_id, name) values ($1, $2) returning id`,
        [groupId, option],
      );
      ids[option] = o.rows[0]!.id;
    }
    return ids;
  }

  function order(items: Line[], name = 'Cliente Estoque') {
    phone += 1;
    return t.anon.rpc('place_order', {
      customer_name: name,
      customer_phone: `(11) 9${String(80000000 + phone)}`,
      customer_address: 'Rua das Flores, 10',
      items,
      payment_method: 'cash',
    });
  }

  async function stockOf(table: 'products' | 'options', id: string): Promise<number | null> {
    const { rows } = await t.db.query<{ stock_quantity: number | null }>(
      `select stock_quantity from public.${table} where id = $1`,
      [id],
    );
    return rows[0]!.stock_quantity;
  }

  const setStatus = (orderId: string, status: string, reason?: string) =>
    t.owner.rpc('set_order_status', { order_id: orderId, status, ...(reason ? { reason } : {}) });

  beforeAll(async () => {
    await t.db.query(`update public.company_settings set minimum_order = 0 where id = 1`);
    Object.assign(staff, await t.addTeam());
  });

  return { staff, product, group, order, stockOf, setStatus };
}
