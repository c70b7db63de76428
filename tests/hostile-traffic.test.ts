// Hostile traffic from the outside, with no key or only the public anon key: each request that
// once took the whole shop down (or froze it, or grew it without bound) is sent to a running
// stack, which must answer it with an error and go on serving the storefront and the dashboard.
// Malformed HTTP, expensive queries, static files and a crash mid-burst; realtime is in
// hostile-traffic-realtime.test.ts.
import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  anonClient,
  demoItems,
  removeDir,
  serviceClient,
  startStack,
  type TestClient,
} from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { hostileTrafficKit } from './support/hostile-traffic.ts';

const t = useStack();
const { shopStillServes } = hostileTrafficKit(t);

/** Sends raw bytes on a new connection; resolves with what came back before the server closed or `ms` passed. */
function raw(bytes: string | Buffer, ms = 2000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(t.stack.port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, ms);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

function rssBytes(): number {
  const status = fs.readFileSync(`/proc/${t.stack.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

describe('malformed HTTP', () => {
  it('answers a websocket upgrade with a malformed target with 400 and lives on', async () => {
    for (const target of ['//[', 'http://[', '//[::1', '/realtime/v1/websocket/%', '*']) {
      const answer = await raw(
        `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      expect(answer, target).toMatch(/^HTTP\/1\.1 (400|404)/);
    }
    await shopStillServes();
  });

  it('answers malformed targets, encodings, bodies and headers with a 4xx', async () => {
    const cases: Array<[string, RegExp]> = [
      ['GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 400/],
      ['GET /assets/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 200/],
      ['GET /%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', /^HTTP\/1\.1 200/],
      ['GARBAGE\r\n\r\n', /^HTTP\/1\.1 400/],
      [
        `GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        /^HTTP\/1\.1 431/,
      ],
      [
        `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\napikey: ${t.stack.anonKey}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 9\r\nConnection: close\r\n\r\n{"email":',
        /^HTTP\/1\.1 400/,
      ],
      [
        `GET /storage/v1/object/product-images/%E0%A4%A HTTP/1.1\r\nHost: x\r\napikey: ${t.stack.anonKey}\r\nConnection: close\r\n\r\n`,
        /^HTTP\/1\.1 4\d\d/,
      ],
    ];
    for (const [request, expected] of cases) {
      expect(await raw(request), request.slice(0, 60)).toMatch(expected);
    }
    await shopStillServes();
  });

  it('keeps serving while 200 clients hold slow, unfinished requests open', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 200 }, () => {
        return new Promise<net.Socket>((resolve) => {
          const socket = net.connect(t.stack.port, '127.0.0.1', () => {
            socket.write(
              `POST /rest/v1/rpc/place_order HTTP/1.1\r\nHost: x\r\napikey: ${t.stack.anonKey}\r\nContent-Length: 100000\r\n\r\n{`,
            );
            resolve(socket);
          });
          socket.on('error', () => {});
        });
      }),
    );
    try {
      await shopStillServes();
    } finally {
      sockets.forEach((s) => s.destroy());
    }
  });
});

describe('expensive queries', () => {
  it('cancels a catastrophic regular expression from anon within the 3 s timeout while the shop serves', async () => {
    const service = serviceClient(t.stack);
    const { data: product } = await service
      .from('products')
      .select('id')
      .eq('is_available', true)
      .limit(1)
      .single();
    const { error } = await service
      .from('products')
      .update({ description: `${'abcxdefgh '.repeat(99)}z` })
      .eq('id', product!.id);
    expect(error).toBeNull();
    const anon = anonClient(t.stack);
    const started = Date.now();
    const attack = anon
      .from('products')
      .select('id')
      .match({})
      .filter('description', 'match', '(.*).*\\1.*\\1.*\\1.*\\1\\1\\1z$');
    // While it runs, the storefront answers.
    await new Promise((r) => setTimeout(r, 300));
    await shopStillServes();
    const result = await attack;
    expect(result.error?.code).toBe('57014'); // canceling statement due to statement timeout
    expect(Date.now() - started).toBeLessThan(8000);
    await service
      .from('products')
      .update({ description: 'Descrição normal' })
      .eq('id', product!.id);
    await shopStillServes();
  });
});

describe('static files', () => {
  it('keeps memory bounded under a flood of distinct spellings of the same paths', async () => {
    const assets = fs.readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
    const spell = (i: number) => {
      const file = assets[i % assets.length]!;
      const slashes = '/'.repeat(1 + (i % 7));
      const dots = './'.repeat(Math.floor(i / 7) % 20);
      return `/assets${slashes}${dots}${file}?v=${i}`;
    };
    const get = async (i: number) => {
      const res = await fetch(`${t.stack.url}${spell(i)}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      await res.arrayBuffer();
      return res.status;
    };
    // Warm: every file read once.
    for (let i = 0; i < assets.length; i++) await get(i);
    const before = rssBytes();
    for (let batch = 0; batch < 20; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, j) => get(assets.length + batch * 100 + j)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    // 2,000 spellings: the cache holds one entry per file, not per spelling (it once grew 326 MB
    // for 1,000). The bound leaves room for the garbage collector's slack.
    expect(rssBytes() - before).toBeLessThan(48 * 1024 * 1024);
    await shopStillServes();
  });
});

describe('crash during a burst', () => {
  it('kill -9 during a burst of orders loses none that were acknowledged', async () => {
    const own = await startStack({ embedded: true });
    const items = await demoItems(anonClient(own));
    const acknowledged: string[] = [];
    let stop = false;
    const client = (): TestClient => anonClient(own);
    const worker = async (w: number) => {
      const anon = client();
      for (let i = 0; !stop; i++) {
        const { data, error } = await anon.rpc('place_order', {
          customer_name: `Rajada ${w}-${i}`,
          customer_phone: '11987654321',
          customer_address: 'Rua A, 1',
          items,
          payment_method: 'cash',
        });
        if (error || !data) return;
        acknowledged.push((data as { id: string }).id);
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 20));
    await own.kill();
    stop = true;
    await Promise.all(workers);
    const restarted = await startStack({ dataDir: own.dataDir, embedded: true });
    try {
      const service = serviceClient(restarted);
      const found = new Set<string>();
      for (let i = 0; i < acknowledged.length; i += 200) {
        const { data, error } = await service
          .from('orders')
          .select('id')
          .in('id', acknowledged.slice(i, i + 200));
        expect(error).toBeNull();
        data!.forEach((row) => found.add(row.id as string));
      }
      expect(acknowledged.filter((id) => !found.has(id))).toEqual([]);
    } finally {
      await restarted.stop();
      removeDir(own.dataDir);
    }
  }, 60_000);
});
