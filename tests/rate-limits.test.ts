// Rate limits on the storefront's calls, from the outside: promo codes cannot be guessed in bulk
// and orders cannot be spammed — per client address and per phone — with HTTP 429 and a pt-BR
// message. The stack runs as behind a reverse proxy (TRUST_PROXY=1), so each test address is
// its own client; a client-sent X-Forwarded-For is never believed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, demoItems, removeDir, startStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
let items: Array<{ product_id: string; quantity: number }>;

beforeAll(async () => {
  stack = await startStack({ env: { TRUST_PROXY: '1' } });
  items = await demoItems(anonClient(stack));
});

afterAll(async () => {
  await stack.stop();
  removeDir(stack.dataDir);
});

async function call(fn: string, body: Record<string, unknown>, address: string) {
  const res = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const order = (phone: string, address: string) =>
  call(
    'place_order',
    {
      customer_name: 'Cliente',
      customer_phone: phone,
      customer_address: 'Rua A, 1',
      items,
      payment_method: 'pix',
    },
    address,
  );

describe('check_promo_code', () => {
  it('answers 30 checks an address every 10 minutes, then 429; other addresses go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await call('check_promo_code', { code: `CHUTE${i}`, subtotal: 50 }, '203.0.113.10'))
          .status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await call(
      'check_promo_code',
      { code: 'BEMVINDO10', subtotal: 50 },
      '203.0.113.10',
    );
    expect(refused).toMatchObject({
      status: 429,
      body: {
        details: 'rate_limited',
        message: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
      },
    });
    expect(
      (await call('check_promo_code', { code: 'BEMVINDO10', subtotal: 50 }, '203.0.113.11')).status,
    ).toBe(200);
  });
});

describe('place_order', () => {
  it('takes 8 orders per phone an hour, from any address', async () => {
    for (let i = 0; i < 8; i++)
      expect((await order('11911112222', `198.51.100.${i + 1}`)).status).toBe(200);
    expect(await order('(11) 91111-2222', '198.51.100.50')).toMatchObject({
      status: 429,
      body: { details: 'rate_limited' },
    });
    expect((await order('11933334444', '198.51.100.50')).status).toBe(200);
  });

  it('counts a phone written with +55 as the same phone', async () => {
    for (let i = 0; i < 8; i++)
      expect((await order('(11) 95555-6666', `198.51.100.${i + 100}`)).status).toBe(200);
    for (const phone of ['+55 11 95555-6666', '+5511955556666', '55 11 95555 6666'])
      expect(await order(phone, '198.51.100.150')).toMatchObject({
        status: 429,
        body: { details: 'rate_limited' },
      });
  });

  it('takes 20 orders per address an hour, whatever the phones', async () => {
    for (let i = 0; i < 20; i++)
      expect((await order(`119${String(10000000 + i)}`, '192.0.2.77')).status).toBe(200);
    expect((await order('11988887777', '192.0.2.77')).status).toBe(429);
  });

  it('reads the address the proxy added, never one the client wrote before it', async () => {
    // The client claims a fresh address each time; the proxy appends the real one (the last).
    for (let i = 0; i < 20; i++)
      expect((await order(`119${String(20000000 + i)}`, `10.9.9.${i}, 192.0.2.200`)).status).toBe(
        200,
      );
    expect((await order('11977776666', '10.9.9.99, 192.0.2.200')).status).toBe(429);
  });
});

describe("the exemption of the stack's own loopback", () => {
  it("cannot be claimed by a client: a loopback address written before the proxy's entry is not believed", async () => {
    for (let i = 0; i < 30; i++)
      await call('check_promo_code', { code: `X${i}`, subtotal: 1 }, '127.0.0.1, 192.0.2.201');
    expect(
      (await call('check_promo_code', { code: 'X', subtotal: 1 }, '127.0.0.1, 192.0.2.201')).status,
    ).toBe(429);
  });
});
