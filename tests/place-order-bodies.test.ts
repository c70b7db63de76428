// place_order against malformed and deeply nested bodies, as a hostile client sends them.
import { describe, expect, it } from 'vitest';
import { useStack } from './support/fixture.ts';
import { MARGHERITA, placeOrderKit, type Order } from './support/place-order.ts';

const t = useStack();
const { orderArgs, snapshot } = placeOrderKit(t);

describe('place_order: malformed bodies', () => {
  // mulberry32: a small seeded generator, so a failure can be replayed.
  function random(seed: number): () => number {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const rnd = random(20261121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const STRINGS = [
    '',
    '   ',
    'x',
    'pix',
    "'; drop table public.orders; --",
    '😀'.repeat(50),
    '11987654321',
    MARGHERITA,
  ];
  const HUGE = 'a'.repeat(200_000);

  function garbage(depth = 0): unknown {
    const kind =
      depth > 4
        ? pick(['null', 'bool', 'number', 'string'])
        : pick(['null', 'bool', 'number', 'string', 'array', 'object']);
    switch (kind) {
      case 'null':
        return null;
      case 'bool':
        return rnd() < 0.5;
      case 'number':
        return pick([0, -1, 1.5, 1e308, -1e-308, 99, 100, 2 ** 53 + 1]);
      case 'string':
        return pick(STRINGS);
      case 'array':
        return Array.from({ length: Math.floor(rnd() * 4) }, () => garbage(depth + 1));
      default:
        return Object.fromEntries(
          Array.from({ length: Math.floor(rnd() * 4) }, () => [
            pick(['product_id', 'quantity', 'price', 'name', 'notes', 'x']),
            garbage(depth + 1),
          ]),
        );
    }
  }

  /** Items that can never form a valid order: no element carries a known product with a valid quantity. */
  function garbageItems(): unknown {
    return pick([
      () => garbage(),
      () => [{ product_id: pick(STRINGS), quantity: garbage() }],
      () => [{ product_id: MARGHERITA, quantity: pick([0, 100, 1.5, '1', null, [], {}]) }],
      () => [{ product_id: crypto.randomUUID(), quantity: 1 }],
      () => [[[[[[[[[[{ product_id: MARGHERITA, quantity: 1 }]]]]]]]]]],
    ])();
  }

  function malformedBody(): unknown {
    if (rnd() < 0.1) return garbage();
    const body: Record<string, unknown> = { items: garbageItems() };
    for (const name of [
      'customer_name',
      'customer_phone',
      'customer_address',
      'payment_method',
      'notes',
      'promo_code',
    ]) {
      const roll = rnd();
      if (roll < 0.05) continue; // left out: PostgREST finds no function with these arguments
      body[name] =
        roll < 0.35
          ? ((orderArgs() as Record<string, unknown>)[name] ?? garbage())
          : roll < 0.45
            ? HUGE
            : roll < 0.48
              ? 'nul \u0000'
              : garbage();
    }
    const roll = rnd();
    if (roll < 0.5) body.idempotency_key = crypto.randomUUID();
    else if (roll < 0.8) body.idempotency_key = garbage();
    return body;
  }

  // Every message place_order raises (the UI shows them as is).
  const MESSAGES =
    /^(Por favor, preencha|O campo .+ é longo demais\.|Telefone inválido|Adicione itens|Os itens do pedido são inválidos|O pedido pode ter|A quantidade de cada item|Forma de pagamento inválida|Esta forma de pagamento|Um dos produtos|O produto ".*" não está disponível|O valor mínimo|Código promocional inválido|Este código promocional)/;

  it('answers 30 malformed bodies with a client error and writes nothing', async () => {
    const before = await snapshot();
    const answers: Array<{ status: number; body: { code?: string; message?: string } }> = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${t.stack.url}/rest/v1/rpc/place_order`, {
        method: 'POST',
        headers: { apikey: t.stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(malformedBody()),
      });
      answers.push({
        status: res.status,
        body: (await res.json()) as { code?: string; message?: string },
      });
    }
    for (const { status, body } of answers) {
      expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
      expect(body.message).toBeTruthy();
      if (body.code === 'P0001') expect(body.message).toMatch(MESSAGES);
      else expect(body.code).toMatch(/^(PGRST\d+|22\w{3})$/);
    }
    // The loop must reach place_order's own validation, not only PostgREST's argument checks.
    expect(answers.filter((a) => a.body.code === 'P0001').length).toBeGreaterThan(10);
    expect(await snapshot()).toEqual(before);
  });
});

describe('place_order: a deeply nested body', () => {
  // Items nested thousands deep would only meet PostgreSQL's max_stack_depth (a 500). The gateway
  // refuses bodies nested more than 32 levels, which no real request needs, before they reach the
  // database.
  it('answers with a client error and keeps serving', async () => {
    const depth = 7000;
    const body = JSON.stringify(orderArgs({ items: null })).replace(
      '"items":null',
      `"items":${'['.repeat(depth)}${']'.repeat(depth)}`,
    );
    const headers = { apikey: t.stack.anonKey, 'content-type': 'application/json' };
    const res = await fetch(`${t.stack.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(5000),
    });
    expect(await res.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Request body nested too deeply',
    });
    expect(res.status).toBe(400);
    const after = await fetch(`${t.stack.url}/rest/v1/rpc/place_order`, {
      method: 'POST',
      headers,
      body: JSON.stringify(orderArgs()),
      signal: AbortSignal.timeout(5000),
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Order).status).toBe('pending');
  });
});
