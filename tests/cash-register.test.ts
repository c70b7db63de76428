// The cash register (caixa), from the outside (docs/cash-register.md): who may open, move, close,
// read and reopen a session; one open session whatever the race; and the closing's expected figures
// equal what was paid in the session (each order once) plus the float and the movements.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoItems } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import type { Database } from '../src/lib/database.types.ts';
import type { TestClient } from './support/stack.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
let attendant: TestClient;
let attendantId: string;
let kitchen: TestClient;
let driver: TestClient;
let items: Array<{ product_id: string; quantity: number }>;

interface Report {
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

async function must<T>(query: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await query;
  if (error) throw new Error(JSON.stringify(error));
  return data as NonNullable<T>;
}

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
      items,
      payment_method,
    }),
  );
  const { id, total_amount } = order as { id: string; total_amount: number };
  await must(t.owner.rpc('set_order_status', { order_id: id, status: 'processing' }));
  if (paid) await markPaid(id, 'paid');
  return { id, total: Number(total_amount) };
}

async function markPaid(id: string, status: 'paid' | 'pending', client = attendant) {
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

/** A valid row of each table, which only the rpcs may write. */
function rowFor(table: string, sessionId: string): Record<string, unknown> {
  if (table === 'cash_sessions') return { opening_amount: 1 };
  if (table === 'cash_movements')
    return { session_id: sessionId, kind: 'deposit', amount: 1, reason: 'x' };
  return { session_id: sessionId, action: 'opened' };
}

const cents = (value: number) => Math.round(value * 100) / 100;

beforeAll(async () => {
  items = await demoItems(t.anon);
  const member = await t.addStaff('caixa', 'attendant', 'Bia do Caixa');
  attendant = member.client;
  attendantId = member.id;
  kitchen = (await t.addStaff('cozinha', 'kitchen', 'Cozinha')).client;
  driver = (await t.addStaff('moto', 'driver', 'Moto')).client;
});

describe('the cash register', () => {
  it('refuses anon, the kitchen, the driver and strangers on every rpc and table', async () => {
    const outsider: TestClient = await nonStaffClient(t.stack);
    // a session to hide from them
    const report = (await must(
      t.owner.rpc('open_cash_session', { opening_amount: 50 }),
    )) as unknown as Report;
    await must(t.owner.rpc('add_cash_movement', { kind: 'deposit', amount: 5, reason: 'Troco' }));
    const calls = (client: TestClient) => [
      client.rpc('open_cash_session', { opening_amount: 10 }),
      client.rpc('add_cash_movement', { kind: 'withdrawal', amount: 1, reason: 'x' }),
      client.rpc('close_cash_session', { counted: { cash: 0 } }),
      client.rpc('reopen_cash_session', { session_id: crypto.randomUUID() }),
      client.rpc('get_cash_session'),
    ];
    for (const [name, client, details] of [
      ['anon', t.anon, null],
      ['outsider', outsider, 'not_staff'],
      ['kitchen', kitchen, 'forbidden'],
      ['driver', driver, 'forbidden'],
    ] as const) {
      for (const call of calls(client)) {
        const { error } = await call;
        expect(error, name).toMatchObject({ code: '42501' });
        if (details) expect(error?.details, name).toBe(details);
      }
      for (const table of ['cash_sessions', 'cash_movements', 'cash_session_events'] as const) {
        const read = await client.from(table).select('*');
        if (name === 'anon')
          expect(read.error, `${name} ${table}`).toMatchObject({ code: '42501' });
        else expect(read.data, `${name} ${table}`).toEqual([]);
        const insert = await client.from(table).insert(rowFor(table, report.id) as never);
        expect(insert.error, `${name} ${table} insert`).toMatchObject({ code: '42501' });
      }
    }
    // nor may the counter write the tables, or choose an order's session
    for (const [table, change] of [
      ['cash_sessions', { notes: 'x' }],
      ['cash_movements', { reason: 'x' }],
    ] as const) {
      const update = await attendant
        .from(table)
        .update(change as never)
        .neq('id', crypto.randomUUID());
      expect(update.error, table).toMatchObject({ code: '42501' });
      const remove = await t.owner.from(table).delete().neq('id', crypto.randomUUID());
      expect(remove.error, table).toMatchObject({ code: '42501' });
    }
    const order = await paidOrder('cash', false);
    const forged = await attendant
      .from('orders')
      .update({ cash_session_id: crypto.randomUUID() })
      .eq('id', order.id);
    expect(forged.error).toMatchObject({ code: '42501' });
    expect((await current())!.movements).toHaveLength(1);
    await must(t.owner.rpc('close_cash_session', { counted: { cash: 55 } }));
    expect(await current()).toBeNull();
  });

  it('keeps one session open at a time, even against 5 concurrent opens', async () => {
    const opens = await Promise.all(
      [t.owner, attendant, t.owner, attendant, t.owner].map((client, i) =>
        client.rpc('open_cash_session', { opening_amount: 10 + i }),
      ),
    );
    const won = opens.filter((result) => !result.error);
    expect(won).toHaveLength(1);
    for (const lost of opens.filter((result) => result.error)) {
      expect(lost.error).toMatchObject({ code: 'P0001', details: 'cash_session_open' });
      expect(lost.error?.message).toMatch(/já existe um caixa aberto/i);
    }
    const open = await must(
      t.service.from('cash_sessions').select('id, opening_amount').is('closed_at', null),
    );
    expect(open).toHaveLength(1);
    expect((await current())!.id).toBe((won[0]!.data as unknown as Report).id);
    const again = await attendant.rpc('open_cash_session', { opening_amount: 0 });
    expect(again.error).toMatchObject({ details: 'cash_session_open' });
    await must(attendant.rpc('close_cash_session', { counted: {} }));
  });

  it('needs an open session, a reason and a positive amount for a movement', async () => {
    const closed = await attendant.rpc('add_cash_movement', {
      kind: 'withdrawal',
      amount: 10,
      reason: 'Pagamento do gás',
    });
    expect(closed.error).toMatchObject({ code: 'P0001', details: 'no_open_cash_session' });
    const closing = await attendant.rpc('close_cash_session', { counted: { cash: 0 } });
    expect(closing.error).toMatchObject({ details: 'no_open_cash_session' });

    const opening = await attendant.rpc('open_cash_session', { opening_amount: -1 });
    expect(opening.error).toMatchObject({ details: 'invalid_amount' });
    await must(attendant.rpc('open_cash_session', { opening_amount: 100 }));
    for (const [args, code] of [
      [{ kind: 'withdrawal', amount: 10, reason: '   ' }, 'reason_required'],
      [{ kind: 'withdrawal', amount: 10, reason: null }, 'reason_required'],
      [{ kind: 'withdrawal', amount: 0, reason: 'Gás' }, 'invalid_amount'],
      [{ kind: 'deposit', amount: -5, reason: 'Troco' }, 'invalid_amount'],
      [{ kind: 'deposit', amount: 1.005, reason: 'Troco' }, 'invalid_amount'],
      [{ kind: 'refund', amount: 5, reason: 'Troco' }, 'invalid_movement'],
      [{ kind: 'deposit', amount: 5, reason: 'x'.repeat(201) }, 'text_too_long'],
    ] as const) {
      const { error } = await attendant.rpc(
        'add_cash_movement',
        // deliberately bad: a null reason, an unknown kind
        args as Database['public']['Functions']['add_cash_movement']['Args'],
      );
      expect(error, JSON.stringify(args)).toMatchObject({ code: 'P0001', details: code });
    }
    const movement = await must(
      attendant.rpc('add_cash_movement', { kind: 'withdrawal', amount: 10, reason: ' Gás ' }),
    );
    expect(movement).toMatchObject({
      kind: 'withdrawal',
      amount: 10,
      reason: 'Gás',
      created_by: attendantId,
      created_by_name: 'Bia do Caixa',
    });
    for (const counted of [[1], { cash: -1 }, { cash: '10' }, { boleto: 10 }]) {
      const { error } = await attendant.rpc('close_cash_session', { counted });
      expect(error, JSON.stringify(counted)).toMatchObject({ details: 'invalid_count' });
    }
    await must(attendant.rpc('close_cash_session', { counted: { cash: 90 } }));
  });

  it('expects the float, the movements and each payment of the session once, per method', async () => {
    // paid before the session opens: never counted
    const paidBefore = await paidOrder('cash');
    const before = await paidOrder('cash');
    const unpaidBefore = await paidOrder('pix', false);

    const opened = (await must(
      t.owner.rpc('open_cash_session', { opening_amount: 150 }),
    )) as unknown as Report;
    expect(opened).toMatchObject({ status: 'open', opening_amount: 150, opened_by_name: 'admin' });
    expect(opened.expected).toEqual({ cash: 150, pix: 0, credit: 0, debit: 0 });

    const cash1 = await paidOrder('cash');
    const cash2 = await paidOrder('cash');
    const pix = await paidOrder('pix');
    const credit = await paidOrder('credit');
    const debit = await paidOrder('debit');
    // placed before, paid now: counts
    await markPaid(unpaidBefore.id, 'paid');
    // marked paid, unmarked and marked again: once
    await markPaid(pix.id, 'pending');
    await markPaid(pix.id, 'paid');
    // marked paid and then unmarked: not at all
    const unmarked = await paidOrder('debit');
    await markPaid(unmarked.id, 'pending');
    // paid and then cancelled: not a sale
    const cancelled = await paidOrder('credit');
    await must(
      t.owner.rpc('set_order_status', {
        order_id: cancelled.id,
        status: 'cancelled',
        reason: 'Cliente desistiu',
      }),
    );
    // still unpaid: not counted
    await paidOrder('cash', false);
    // an order paid before the session, unmarked and re-marked now: it was not paid in any
    // session before, so it is now (once)
    await markPaid(before.id, 'pending');
    await markPaid(before.id, 'paid');

    await must(
      attendant.rpc('add_cash_movement', { kind: 'deposit', amount: 20, reason: 'Troco' }),
    );
    await must(
      t.owner.rpc('add_cash_movement', { kind: 'withdrawal', amount: 35.5, reason: 'Gás' }),
    );

    const cashSales = cash1.total + cash2.total + before.total;
    const pixSales = pix.total + unpaidBefore.total;
    const expected = {
      cash: cents(150 + cashSales + 20 - 35.5),
      pix: cents(pixSales),
      credit: cents(credit.total),
      debit: cents(debit.total),
    };
    const running = (await current(attendant))!;
    expect(running.expected).toEqual(expected);
    expect(running.payments).toEqual({
      cash: { orders: 3, amount: cents(cashSales) },
      pix: { orders: 2, amount: cents(pixSales) },
      credit: { orders: 1, amount: credit.total },
      debit: { orders: 1, amount: debit.total },
    });
    expect(running).toMatchObject({ deposits: 20, withdrawals: 35.5 });
    const untouched = await must(
      t.service.from('orders').select('payment_status, cash_session_id').eq('id', paidBefore.id),
    );
    expect(untouched).toEqual([{ payment_status: 'paid', cash_session_id: null }]);
    expect(running.movements.map((m) => [m.kind, m.created_by_name])).toEqual([
      ['deposit', 'Bia do Caixa'],
      ['withdrawal', 'admin'],
    ]);

    // the attendant counts: R$ 2,00 missing in cash, R$ 1,00 over in pix
    const counted = {
      cash: cents(expected.cash - 2),
      pix: cents(expected.pix + 1),
      credit: expected.credit,
      debit: expected.debit,
    };
    const closed = (await must(
      attendant.rpc('close_cash_session', { counted, notes: '  Faltou troco  ' }),
    )) as unknown as Report;
    expect(closed).toMatchObject({
      status: 'closed',
      expected,
      counted,
      notes: 'Faltou troco',
      closed_by_name: 'Bia do Caixa',
    });
    expect(closed.difference).toEqual({ cash: -2, pix: 1, credit: 0, debit: 0, total: -1 });
    const row = await must(
      t.owner
        .from('cash_sessions')
        .select('expected, counted, closed_by')
        .eq('id', closed.id)
        .single(),
    );
    expect(row).toEqual({ expected, counted, closed_by: attendantId });

    // after closing, changes to its orders leave the closed figures alone, and an order of the
    // closed session unmarked and re-marked in the next one is not counted again
    await markPaid(cash1.id, 'pending');
    await must(t.owner.rpc('open_cash_session', { opening_amount: 0 }));
    await markPaid(cash1.id, 'paid');
    const next = (await current())!;
    expect(next.expected).toEqual({ cash: 0, pix: 0, credit: 0, debit: 0 });
    const kept = (await must(
      t.owner.rpc('get_cash_session', { session_id: closed.id }),
    )) as unknown as Report;
    expect(kept.expected).toEqual(expected);
    await must(t.owner.rpc('close_cash_session', { counted: {} }));
  });

  it('counts a payment marked paid while the session closes either in it or not at all', async () => {
    await must(t.owner.rpc('open_cash_session', { opening_amount: 0 }));
    const orders = await Promise.all([1, 2, 3, 4, 5, 6].map(() => paidOrder('pix', false)));
    const [closing] = await Promise.all([
      attendant.rpc('close_cash_session', { counted: {} }),
      ...orders.map((order) => markPaid(order.id, 'paid', t.owner)),
    ]);
    const closed = closing.data as unknown as Report;
    const attached = await must(
      t.service.from('orders').select('id, total_amount').eq('cash_session_id', closed.id),
    );
    expect(closed.payments.pix.orders).toBe(attached.length);
    expect(closed.expected.pix).toBe(
      cents(attached.reduce((sum, order) => sum + Number(order.total_amount), 0)),
    );
  });

  it('lets only the owner reopen the latest closed session, and records it', async () => {
    const opened = (await must(
      attendant.rpc('open_cash_session', { opening_amount: 30 }),
    )) as unknown as Report;
    const sale = await paidOrder('cash');
    const closed = (await must(
      attendant.rpc('close_cash_session', { counted: { cash: 30 } }),
    )) as unknown as Report;
    expect(closed.difference?.cash).toBe(-sale.total);

    const byAttendant = await attendant.rpc('reopen_cash_session', { session_id: opened.id });
    expect(byAttendant.error).toMatchObject({ code: '42501', details: 'forbidden' });
    const older = await must(
      t.owner.from('cash_sessions').select('id').neq('id', opened.id).limit(1).single(),
    );
    const notLatest = await t.owner.rpc('reopen_cash_session', { session_id: older.id });
    expect(notLatest.error).toMatchObject({ details: 'cash_session_not_latest' });
    const missing = await t.owner.rpc('reopen_cash_session', { session_id: crypto.randomUUID() });
    expect(missing.error).toMatchObject({ details: 'cash_session_not_found' });

    const reopened = (await must(
      t.owner.rpc('reopen_cash_session', { session_id: opened.id }),
    )) as unknown as Report;
    expect(reopened).toMatchObject({ status: 'open', counted: null, difference: null });
    expect(reopened.expected.cash).toBe(cents(30 + sale.total));
    expect(reopened.events.map((event) => [event.action, event.actor_name])).toEqual([
      ['opened', 'Bia do Caixa'],
      ['closed', 'Bia do Caixa'],
      ['reopened', 'admin'],
    ]);
    const twice = await t.owner.rpc('reopen_cash_session', { session_id: opened.id });
    expect(twice.error).toMatchObject({ details: 'cash_session_not_closed' });

    // the owner fixes the count; the attendant sees the session they opened, not others'
    const fixed = (await must(
      t.owner.rpc('close_cash_session', { counted: { cash: cents(30 + sale.total) } }),
    )) as unknown as Report;
    expect(fixed.difference).toMatchObject({ cash: 0, total: 0 });
    const seen = await must(attendant.from('cash_sessions').select('id, opened_by, closed_by'));
    expect(seen.map((s) => s.id)).toContain(opened.id);
    expect(seen.every((s) => s.opened_by === attendantId || s.closed_by === attendantId)).toBe(
      true,
    );
    const all = await must(t.owner.from('cash_sessions').select('id'));
    expect(all.length).toBeGreaterThan(seen.length);
    const others = all.map((s) => s.id).filter((id) => !seen.some((s) => s.id === id));
    const hidden = await attendant.rpc('get_cash_session', { session_id: others[0] });
    expect(hidden.error).toMatchObject({ details: 'cash_session_not_found' });
  });
});
