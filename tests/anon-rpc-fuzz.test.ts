// Every function anon may execute, called with hostile values for each argument: each call answers
// with a client error or a result — never a server error, never the statement timeout — and the
// stack keeps serving. The list comes from the database, so a new anonymous RPC is fuzzed too.
// (place_order's own refusals are in place-order-fuzz-*.test.ts; here it only must not break.)
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';

interface AnonFunction {
  name: string;
  args: Array<{ name: string; type: string }>;
}

const t = useStack();
let functions: AnonFunction[];

beforeAll(async () => {
  const db = new pg.Client({ connectionString: t.stack.databaseUrl });
  await db.connect();
  try {
    // Opening hours make get_shop_status walk intervals (the loop an infinite date once hung).
    await db.query(
      `insert into public.opening_hours (weekday, opens_at, closes_at)
       select d, '18:00', '02:00' from generate_series(0, 6) d`,
    );
    const { rows } = await db.query<{ name: string; names: string[] | null; types: string[] }>(
      `select p.proname as name, p.proargnames as names,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and p.prokind = 'f'
          and p.prorettype <> 'trigger'::regtype
          and has_function_privilege('anon', p.oid, 'execute')
        order by p.proname`,
    );
    functions = rows.map((r) => ({
      name: r.name,
      args: r.types.map((type, i) => ({ name: r.names?.[i] ?? `arg${i}`, type })),
    }));
  } finally {
    await db.end();
  }
});

const LONG = 'x'.repeat(1_000_000);
const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const many = Array.from({ length: 10_000 }, (_, i) => i);

/** A plausible value of each type: the other arguments keep it while one is hostile. */
function plausible(type: string): unknown {
  if (type.endsWith('[]')) return [];
  if (/timestamp|date/.test(type)) return new Date().toISOString();
  if (/numeric|integer|bigint|smallint|double|real/.test(type)) return 50;
  if (type === 'uuid') return randomUUID();
  if (/json/.test(type)) return [];
  if (type === 'boolean') return true;
  return '11987654321';
}

function hostile(type: string): unknown[] {
  const common = [null, LONG, many, { a: 1 }];
  if (type.endsWith('[]')) return [...common, [LONG], many.map(String), nested(30)];
  if (/timestamp|date/.test(type)) {
    return [
      ...common,
      'infinity',
      '-infinity',
      '294276-12-31T23:59:59Z',
      '4713-01-01 BC',
      '0001-01-01',
      'ontem',
      1e308,
    ];
  }
  if (/numeric|integer|bigint|smallint|double|real/.test(type)) {
    return [...common, 'NaN', 'Infinity', '-Infinity', 1e308, -1e308, '9'.repeat(1000), 'dez'];
  }
  if (/json/.test(type)) return [...common, nested(30), nested(1000), 'texto', 1e308, true];
  if (type === 'uuid') return [...common, 'nao-e-uuid', '00000000-0000-0000-0000-000000000000'];
  return [...common, '', '\u0000', '💥'.repeat(1000), '%_\\', 1e308, true];
}

async function call(name: string, body: Record<string, unknown>) {
  const res = await fetch(`${t.stack.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: t.stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe('every anonymous RPC, with hostile arguments', () => {
  it('finds the anonymous RPCs in the database', () => {
    const names = functions.map((f) => f.name);
    for (const name of ['get_shop_status', 'check_promo_code', 'get_order_status', 'place_order']) {
      expect(names).toContain(name);
    }
  });

  it('answers each call with a result or a client error, within the timeout', async () => {
    const failures: string[] = [];
    for (const fn of functions) {
      const base = Object.fromEntries(fn.args.map((a) => [a.name, plausible(a.type)]));
      for (const arg of fn.args) {
        for (const value of hostile(arg.type)) {
          const { status, text } = await call(fn.name, { ...base, [arg.name]: value });
          if (status >= 500 || text.includes('57014')) {
            const shown = JSON.stringify(value)?.slice(0, 40);
            failures.push(`${fn.name}(${arg.name} = ${shown}) → ${status} ${text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a time or an amount out of range with a pt-BR message and a code', async () => {
    for (const at of ['infinity', '-infinity', '294276-12-31T23:59:59Z', '1900-01-01']) {
      const { status, text } = await call('get_shop_status', { at });
      expect(status, at).toBe(400);
      expect(JSON.parse(text)).toMatchObject({
        details: 'invalid_argument',
        message: 'Data fora do intervalo aceito.',
      });
    }
    for (const subtotal of ['NaN', 'Infinity', -1, 1e12]) {
      const { status, text } = await call('check_promo_code', { code: 'X', subtotal });
      expect(status, String(subtotal)).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ details: 'invalid_argument' });
    }
  });

  it('keeps serving afterwards', async () => {
    const { status, text } = await call('get_shop_status', {});
    expect(status).toBe(200);
    expect(text).toContain('is_open');
  });
});
