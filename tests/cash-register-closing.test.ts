// The cash register's closing, from the outside (docs/cash-register.md): the expected figures equal
// what was paid in the session (each order once, even when marked paid while the session closes)
// plus the float and the movements, and only the owner reopens the latest closed session.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import type { TestClient } from './support/stack.ts';
import { must, useCashRegister, type Report } from './support/cash-register.ts';

const t = useStack();
const { world, paidOrder, markPaid, current } = useCashRegister(t);
let attendant: TestClient;
let attendantId: string;
beforeAll(() => {
  ({ attendant, attendantId } = world);
});

const cents = (value: number) => Math.round(value * 100) / 100;

describe('the cash register', () => {
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
