// An access token is good while its session lasts, as GoTrue's sessions: after logout, a password
// change (which signs the other sessions out) or a refresh token used again after its grace period
// (someone holds a copy: the whole session ends), the session's access tokens are refused at
// /rest/v1 and /storage/v1 at once, not an hour later when they expire.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminClient,
  anonClient,
  demoItems,
  type TestClient,
} from './support/stack.ts';
import { useStack } from './support/fixture.ts';

const t = useStack();

async function post(path: string, body: unknown, token?: string, method = 'POST') {
  const res = await fetch(`${t.stack.url}${path}`, {
    method,
    headers: {
      apikey: t.stack.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function signIn(password = ADMIN_PASSWORD) {
  const res = await post('/auth/v1/token?grant_type=password', {
    email: ADMIN_EMAIL,
    password,
  });
  expect(res.status).toBe(200);
  return { access: String(res.body.access_token), refresh: String(res.body.refresh_token) };
}

/** A staff-only read: 200 while the token's session lasts. */
async function ordersStatus(token: string): Promise<number> {
  const res = await fetch(`${t.stack.url}/rest/v1/orders?select=id&limit=1`, {
    headers: { apikey: t.stack.anonKey, authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  return res.status;
}

describe('access tokens end with their session', () => {
  it('logout: the token is refused at /rest/v1 and /storage/v1 at once', async () => {
    const session = await signIn();
    expect(await ordersStatus(session.access)).toBe(200);
    expect((await post('/auth/v1/logout?scope=local', {}, session.access)).status).toBe(204);
    expect(await ordersStatus(session.access)).toBe(401);
    const upload = await fetch(
      `${t.stack.url}/storage/v1/object/product-images/depois-do-logout.txt`,
      {
        method: 'POST',
        headers: {
          apikey: t.stack.anonKey,
          authorization: `Bearer ${session.access}`,
          'content-type': 'text/plain',
        },
        body: 'x',
      },
    );
    expect(upload.status).toBe(401);
    expect(await upload.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('a password change ends the other sessions, never the one that made it', async () => {
    const stolen = await signIn();
    const own = await signIn();
    const changed = await post(
      '/auth/v1/user',
      { password: 'outra-senha-123', current_password: ADMIN_PASSWORD },
      own.access,
      'PUT',
    );
    try {
      expect(changed.status).toBe(200);
      expect(await ordersStatus(stolen.access)).toBe(401);
      expect(await ordersStatus(own.access)).toBe(200);
    } finally {
      const back = await post(
        '/auth/v1/user',
        { password: ADMIN_PASSWORD, current_password: 'outra-senha-123' },
        own.access,
        'PUT',
      );
      expect(back.status).toBe(200);
    }
  });

  it('a refresh token used again after its grace period ends the whole session', async () => {
    const session = await signIn();
    const rotated = await post('/auth/v1/token?grant_type=refresh_token', {
      refresh_token: session.refresh,
    });
    expect(rotated.status).toBe(200);
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      // The used token's 10-second grace is over (as if replayed later by whoever copied it).
      await db.query(
        "update auth.refresh_tokens set revoked_at = now() - interval '1 minute' where token = $1",
        [session.refresh],
      );
    } finally {
      await db.end();
    }
    const replayed = await post('/auth/v1/token?grant_type=refresh_token', {
      refresh_token: session.refresh,
    });
    expect(replayed).toMatchObject({
      status: 400,
      body: { error_code: 'refresh_token_already_used' },
    });
    // Neither the thief's nor the owner's copy of the family works any more.
    const newest = await post('/auth/v1/token?grant_type=refresh_token', {
      refresh_token: rotated.body.refresh_token,
    });
    expect(newest.status).toBe(400);
    expect(await ordersStatus(String(rotated.body.access_token))).toBe(401);
    expect(await ordersStatus(session.access)).toBe(401);
  });

  it('realtime: a signed-out session hears no more order changes', async () => {
    const listen = async (client: TestClient) => {
      const heard: unknown[] = [];
      await new Promise<void>((resolve, reject) => {
        client
          .channel(`orders-${Math.random()}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'orders' }, (c) =>
            heard.push(c),
          )
          .subscribe((status, error) => {
            if (status === 'SUBSCRIBED') resolve();
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
              reject(error ?? new Error(status));
          });
      });
      return heard;
    };
    const [leaving, staying] = [await adminClient(t.stack), await adminClient(t.stack)];
    try {
      const [leftHeard, stayedHeard] = [await listen(leaving), await listen(staying)];
      const token = (await leaving.auth.getSession()).data.session!.access_token;
      // Logged out elsewhere (or by whoever changed the password): this client's socket stays open.
      expect((await post('/auth/v1/logout?scope=local', {}, token)).status).toBe(204);
      const anon = anonClient(t.stack);
      const placed = await anon.rpc('place_order', {
        customer_name: 'Depois do Logout',
        customer_phone: '11955554444',
        customer_address: 'Rua B, 2',
        items: await demoItems(anon),
        payment_method: 'pix',
      });
      expect(placed.error).toBeNull();
      const deadline = Date.now() + 5000;
      while (stayedHeard.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(stayedHeard).toHaveLength(1);
      // Both channels are served in the same pass; give the other one's frame time to arrive.
      await new Promise((r) => setTimeout(r, 500));
      expect(leftHeard).toHaveLength(0);
    } finally {
      await leaving.removeAllChannels();
      await staying.removeAllChannels();
    }
  });
});
