// Who may do what to the tables, from the outside (docs/data-model.md and the _schema and _rls
// migrations): every table × {anon, signed-in admin} × {select, insert, update, delete}.
// A denial is asserted twice: by the error the client gets, and by re-reading the data as the admin.
// Storage, the RPCs, tokens and privileges are in rls-access.test.ts.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { MATRIX, PORTUGUESA, loose, useRls } from './support/rls.ts';

const t = useStack();
const { client, must, writes } = useRls(t);

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
