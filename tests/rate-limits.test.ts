// Rate limits on the storefront's calls, from the outside, with the limits on (RATE_LIMITS=on) and
// a real reverse proxy in front (support/proxy.ts appends the connecting address to
// X-Forwarded-For as nginx and Caddy do). Each test client connects from its own loopback address
// (127.0.0.N), so each is its own customer; what a client writes in X-Forwarded-For is never
// believed, and loopback is never exempt.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  demoItems,
  removeDir,
  spawnStack,
  startStack,
  type TestStack,
} from './support/stack.ts';
import { request, startProxy, type TestProxy } from './support/proxy.ts';

let stack: TestStack;
let proxy: TestProxy;
/** The same limits, reached directly and through a proxy it was not told to trust. */
let untrusting: TestStack;
let untrustedProxy: TestProxy;
let items: Array<{ product_id: string; quantity: number }>;

beforeAll(async () => {
  [stack, untrusting] = await Promise.all([
    startStack({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } }),
    startStack({ env: { RATE_LIMITS: 'on' } }),
  ]);
  proxy = await startProxy(stack);
  untrustedProxy = await startProxy(untrusting);
  items = await demoItems(anonClient(stack));
});

afterAll(async () => {
  await proxy.close();
  await untrustedProxy.close();
  for (const s of [stack, untrusting]) {
    await s.stop();
    removeDir(s.dataDir);
  }
});

function call(
  fn: string,
  body: Record<string, unknown>,
  from: string,
  via: { url: string; anonKey?: string } = proxy,
  sentForwardedFor?: string,
) {
  return request(`${via.url}/rest/v1/rpc/${fn}`, {
    from,
    body,
    headers: {
      apikey: stack.anonKey,
      // What a client may claim: an address before the proxy's, and Cloudflare's header.
      ...(sentForwardedFor
        ? { 'x-forwarded-for': sentForwardedFor, 'cf-connecting-ip': sentForwardedFor }
        : {}),
    },
  });
}

const order = (phone: string, from: string, sentForwardedFor?: string, orderItems = items) =>
  call(
    'place_order',
    {
      customer_name: 'Cliente',
      customer_phone: phone,
      customer_address: 'Rua A, 1',
      items: orderItems,
      payment_method: 'pix',
    },
    from,
    proxy,
    sentForwardedFor,
  );

const RATE_LIMITED = {
  status: 429,
  body: {
    code: 'PT429',
    details: 'rate_limited',
    message: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  },
};

describe('check_promo_code', () => {
  it('answers 30 checks an address every 10 minutes, then 429; other addresses go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await call('check_promo_code', { code: `CHUTE${i}`, subtotal: 50 }, '127.0.0.10')).status,
      );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(
      await call('check_promo_code', { code: 'BEMVINDO10', subtotal: 50 }, '127.0.0.10'),
    ).toMatchObject(RATE_LIMITED);
    expect(
      (await call('check_promo_code', { code: 'BEMVINDO10', subtotal: 50 }, '127.0.0.11')).status,
    ).toBe(200);
  });
});

describe('place_order', () => {
  it('takes 8 orders per phone an hour, from any address', async () => {
    for (let i = 0; i < 8; i++)
      expect((await order('11911112222', `127.0.1.${i + 1}`)).status).toBe(200);
    expect(await order('(11) 91111-2222', '127.0.1.50')).toMatchObject({
      status: 429,
      body: { details: 'rate_limited' },
    });
    expect((await order('11933334444', '127.0.1.50')).status).toBe(200);
  });

  it('counts a phone written with +55 as the same phone', async () => {
    for (let i = 0; i < 8; i++)
      expect((await order('(11) 95555-6666', `127.0.2.${i + 1}`)).status).toBe(200);
    for (const phone of ['+55 11 95555-6666', '+5511955556666', '55 11 95555 6666'])
      expect(await order(phone, '127.0.2.50')).toMatchObject({
        status: 429,
        body: { details: 'rate_limited' },
      });
  });

  it('takes 20 orders per address an hour, whatever the phones', async () => {
    for (let i = 0; i < 20; i++)
      expect((await order(`119${String(10000000 + i)}`, '127.0.0.77')).status).toBe(200);
    expect((await order('11988887777', '127.0.0.77')).status).toBe(429);
  });

  it('reads the address the proxy added, never one the client wrote before it', async () => {
    // The client claims a fresh address each time; the proxy appends the real one (the last).
    for (let i = 0; i < 20; i++)
      expect((await order(`119${String(20000000 + i)}`, '127.0.0.78', `10.9.9.${i}`)).status).toBe(
        200,
      );
    expect((await order('11977776666', '127.0.0.78', '10.9.9.99')).status).toBe(429);
  });

  it('counts refused orders too: a script sending failing orders is stopped', async () => {
    // A refused call rolls its own count back in the database; the gateway counts attempts.
    let statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (await order(`119${String(30000000 + i)}`, '127.0.0.79', undefined, [])).status,
      );
    statuses = [...new Set(statuses)];
    expect(statuses).toEqual([400]);
    expect(await order('11966665555', '127.0.0.79')).toMatchObject(RATE_LIMITED);
  });
});

describe("the database's view of the caller's address", () => {
  it('is the platform header when there is one, else the last X-Forwarded-For entry', async () => {
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const addressFor = async (headers: Record<string, string>) => {
        await db.query('begin');
        await db.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
        const { rows } = await db.query<{ a: string | null }>(
          'select private.client_address() as a',
        );
        await db.query('rollback');
        return rows[0]!.a;
      };
      expect(await addressFor({ 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toBe('203.0.113.9');
      expect(
        await addressFor({
          'x-forwarded-for': '127.0.0.1, 172.70.1.1',
          'cf-connecting-ip': '198.51.100.4',
        }),
      ).toBe('198.51.100.4');
      expect(await addressFor({})).toBeNull();
    } finally {
      await db.end();
    }
  });
});

describe('no address is exempt', () => {
  it('limits a client on loopback, whatever X-Forwarded-For it sends', async () => {
    const direct = { url: `http://127.0.0.1:${untrusting.port}` };
    for (let i = 0; i < 30; i++)
      await call('check_promo_code', { code: `X${i}`, subtotal: 1 }, '127.0.0.1', direct);
    expect(
      await call('check_promo_code', { code: 'X', subtotal: 1 }, '127.0.0.1', direct, '127.0.0.1'),
    ).toMatchObject(RATE_LIMITED);
  });

  it('limits every client behind a proxy the stack does not trust as one, and says so once', async () => {
    for (let i = 0; i < 30; i++)
      await call(
        'check_promo_code',
        { code: `Y${i}`, subtotal: 1 },
        `127.0.2.${i}`,
        untrustedProxy,
      );
    // The proxy connects from 127.0.0.1 too: that address has already used its 30 checks.
    expect(
      await call('check_promo_code', { code: 'Y', subtotal: 1 }, '127.0.2.99', untrustedProxy),
    ).toMatchObject(RATE_LIMITED);
    expect(untrusting.output().match(/TRUST_PROXY is not set/g)).toHaveLength(1);
  });

  it('refuses RATE_LIMITS=off on a public address: one line, non-zero exit', async () => {
    const { child, output } = spawnStack({
      HOST: '0.0.0.0',
      JWT_SECRET: 'a-private-secret-of-at-least-thirty-two-characters',
      RATE_LIMITS: 'off',
    });
    // A stack that starts anyway is stopped, not left running.
    const timer = setTimeout(() => child.kill('SIGINT'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    expect(code).not.toBe(0);
    expect(output().trim().split('\n')).toEqual([
      expect.stringMatching(/^comanda: Refusing to listen on 0\.0\.0\.0 with RATE_LIMITS=off/),
    ]);
  });
});
