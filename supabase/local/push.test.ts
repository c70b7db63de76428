// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushService, loadVapidKeys } from './push.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-push-'));
  dirs.push(dir);
  return dir;
}

describe('loadVapidKeys', () => {
  it('makes the pair once, private to the owner, and keeps it', () => {
    const dir = tempDir();
    const first = loadVapidKeys(dir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(dir)).toEqual(first);
  });
});

describe('PushService', () => {
  it('asks the database about order changes only, one at a time, without waiting on the caller', async () => {
    const query = vi.fn(async () => ({ rows: [] }));
    const service = new PushService(
      { query } as unknown as pg.Pool,
      loadVapidKeys(tempDir()),
      'mailto:teste@example.com',
    );
    const change = (table: string, type = 'INSERT') =>
      JSON.stringify({ schema: 'public', table, type, pk: { id: `${table}-1` } });
    service.onNotification({ channel: 'comanda_realtime', payload: change('products') });
    service.onNotification({ channel: 'comanda_ddl', payload: '' });
    service.onNotification({ channel: 'comanda_realtime', payload: 'not json "orders"' });
    service.onNotification({ channel: 'comanda_realtime', payload: change('orders', 'DELETE') });
    service.onNotification({ channel: 'comanda_realtime', payload: change('orders') });
    service.onNotification({ channel: 'comanda_realtime', payload: change('orders', 'UPDATE') });
    expect(query).not.toHaveBeenCalled(); // queued, not run inside the notification
    await vi.waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(query).toHaveBeenCalledWith('select * from public.push_order_messages($1)', [
      'orders-1',
    ]);
    service.stop();
  });
});
