// The cash-register test files' shared ground (tests/cash-register*.test.ts): an attendant, the
// kitchen and a driver, filled in before the tests in `world`, the session as get_cash_session
// reads it, and helpers bound to a file's stack that place paid orders and read the open session.
import { beforeAll, expect } from 'vitest';
import type { StackFile } from './fixture.ts';
import { hireOrderCrew, type OrderCrew } from './order-crew.ts';

export interface Report {
  id: string;
  status: 'open' | 'closed';
  opening_amount: number;
  opened_by_name: string | null;
  closed_by_name: string | null;
  expected: Record<string, number>;
  counted: Record<string, number> | null;
  difference: Record<string, number> | null;
  payments: Record<string, { orders: number; amount: number }>;
  deposits: number;
  withdrawals: number;
  notes: string | null;
  movements: Array<{ kind: string; amount: number; reason: string; created_by_name: string }>;
  events: Array<{ action: string; actor_name: string }>;
}

export async function must<T>(
  query: PromiseLike<{ data: T; error: unknown }>,
): Promise<NonNullable<T>> {
  const { data, error } = await query;
  if (error) throw new Error(JSON.stringify(error));
  return data as NonNullable<T>;
}

/** What the tests act with, filled in before them. */
export type CashRegisterWorld = OrderCrew;

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t`. */
export function useCashRegister(t: StackFile) {
  const world = {} as CashRegisterWorld;

  /** An order placed online, accepted, and (unless told otherwise) marked paid by the attendant. */
  async function paidOrder(
    payment_method: string,
    paid = true,
  ): Promise<{ id: string; total: number }> {
    const order = await must(
      t.anon.rpc('place_order', {
        customer_name: 'Cliente do Caixa',
        customer_phone: '(11) 98765-4321',
        customer_address: 'Rua das Flores, 10',
        items: world.items,
        payment_method,
      }),
    );
    const { id, total_amount } = order as { id: string; total_amount: number };
    await must(t.owner.rpc('set_order_status', { order_id: id, status: 'processing' }));
    if (paid) await markPaid(id, 'paid');
    return { id, total: Number(total_amount) };
  }

  async function markPaid(id: string, status: 'paid' | 'pending', client = world.attendant) {
    const rows = await must(
      client.from('orders').update({ payment_status: status }).eq('id', id).select('id'),
    );
    expect(rows).toHaveLength(1);
  }

  async function current(client = t.owner): Promise<Report | null> {
    const { data, error } = await client.rpc('get_cash_session');
    if (error) throw new Error(JSON.stringify(error));
    return data as Report | null;
  }

  beforeAll(async () => {
    Object.assign(
      world,
      await hireOrderCrew(t, { username: 'caixa', displayName: 'Bia do Caixa' }),
    );
  });

  return { world, paidOrder, markPaid, current };
}
