// The cash register (caixa), from the outside (docs/cash-register.md): who may open, move, close
// and read a session; one open session whatever the race; a movement needs an open session, a
// reason and an amount. The closing's figures and the reopening are in
// cash-register-closing.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import type { TestClient } from './support/stack.ts';
import { must, useCashRegister, type Report } from './support/cash-register.ts';
import type { Database } from '../src/lib/database.types.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
const { world, paidOrder, current } = useCashRegister(t);
let attendant: TestClient;
let attendantId: string;
let kitchen: TestClient;
let driver: TestClient;
beforeAll(() => {
  ({ attendant, attendantId, kitchen, driver } = world);
});

/** A valid row of each table, which only the rpcs may write. */
function rowFor(table: string, sessionId: string): Record<string, unknown> {
  if (table === 'cash_sessions') return { opening_amount: 1 };
  if (table === 'cash_movements')
    return { session_id: sessionId, kind: 'deposit', amount: 1, reason: 'x' };
  return { session_id: sessionId, action: 'opened' };
}

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
});
