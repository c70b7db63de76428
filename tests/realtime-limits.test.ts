// The realtime socket caps behind a real reverse proxy (support/proxy.ts, TRUST_PROXY=1): they count
// the client's address, not the proxy's, so 250 sockets from one script leave every other customer
// and the owner's panel their place; staff sockets are never counted with the anonymous ones; and a
// socket's channels, bindings and filters are bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { request, startProxy, type TestProxy } from './support/proxy.ts';
import { REALTIME_LIMITS } from '../supabase/local/realtime.ts';

const t = useStack({ env: { TRUST_PROXY: '1' } });
let proxy: TestProxy;
let staffToken: string;
const open: WebSocket[] = [];

beforeAll(async () => {
  proxy = await startProxy(t.stack);
  const session = await request(`${proxy.url}/auth/v1/token?grant_type=password`, {
    from: '127.0.9.1',
    headers: { apikey: t.stack.anonKey },
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  staffToken = String(session.body.access_token);
});

afterAll(async () => {
  for (const ws of open) ws.terminate();
  await proxy.close();
});

/** A websocket through the proxy from loopback address `from`: open, or the refusal's status. */
function connect(from: string, apiKey = t.stack.anonKey): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${proxy.port}/realtime/v1/websocket?apikey=${apiKey}&vsn=2.0.0`,
      { localAddress: from },
    );
    ws.once('open', () => {
      open.push(ws);
      resolve(ws);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', reject);
  });
}

let refs = 0;
function join(ws: WebSocket, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  const ref = String(++refs);
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(data.toString()) as [unknown, string, string, string, never];
      if (frame[1] === ref && frame[3] === 'phx_reply') {
        ws.off('message', onMessage);
        resolve(frame[4]);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify([ref, ref, `realtime:limits-${ref}`, 'phx_join', payload]));
  });
}

const ordersBinding = (filter?: string) => ({
  event: '*',
  schema: 'public',
  table: 'orders',
  ...(filter ? { filter } : {}),
});

describe('realtime socket caps', () => {
  it('count the client behind the proxy: a full address leaves the owner and other customers in', async () => {
    const flood: WebSocket[] = [];
    for (let batch = 0; batch < REALTIME_LIMITS.connectionsPerAddress / 50; batch++) {
      const sockets = await Promise.all(Array.from({ length: 50 }, () => connect('127.0.9.10')));
      for (const ws of sockets) {
        expect(ws).toBeInstanceOf(WebSocket);
        flood.push(ws as WebSocket);
      }
    }
    expect(await connect('127.0.9.10')).toBe(429);
    // Another customer, and the owner's panel signing in on its channel.
    expect(await connect('127.0.9.11')).toBeInstanceOf(WebSocket);
    const panel = (await connect('127.0.9.12')) as WebSocket;
    const joined = await join(panel, {
      access_token: staffToken,
      config: { postgres_changes: [ordersBinding()] },
    });
    expect(joined).toMatchObject({ status: 'ok' });

    // A staff token as the socket's key is not counted with the address's anonymous sockets…
    expect(await connect('127.0.9.10', staffToken)).toBeInstanceOf(WebSocket);
    // …and an anonymous socket that joins as staff gives its place back.
    expect(await join(flood[0]!, { access_token: staffToken, config: {} })).toMatchObject({
      status: 'ok',
    });
    expect(await connect('127.0.9.10')).toBeInstanceOf(WebSocket);
    expect(await connect('127.0.9.10')).toBe(429);
  }, 60_000);

  it('bound what one socket holds: filter length and bindings per connection', async () => {
    const ws = (await connect('127.0.9.20')) as WebSocket;
    const long = `id=eq.${'x'.repeat(REALTIME_LIMITS.filterLength)}`;
    expect(await join(ws, { config: { postgres_changes: [ordersBinding(long)] } })).toMatchObject({
      status: 'error',
    });
    const perChannel = REALTIME_LIMITS.bindingsPerChannel;
    const full = REALTIME_LIMITS.bindingsPerConnection / perChannel;
    const bindings = Array.from({ length: perChannel }, () => ordersBinding('id=eq.1'));
    for (let i = 0; i < full; i++) {
      if (i % 15 === 14) await new Promise((r) => setTimeout(r, 1000)); // joins per second
      expect(await join(ws, { config: { postgres_changes: bindings } })).toMatchObject({
        status: 'ok',
      });
    }
    expect(await join(ws, { config: { postgres_changes: [ordersBinding()] } })).toMatchObject({
      status: 'error',
      response: { reason: expect.stringMatching(/too many/) },
    });
  }, 30_000);
});
