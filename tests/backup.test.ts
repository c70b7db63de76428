// npm run backup / npm run restore, as a shop owner runs them: a backup of a running shop, restored
// into another data dir, gives back every order, the admin account and the order numbering.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD,
  ROOT,
  adminClient,
  anonClient,
  demoItems,
  removeDir,
  startStack,
  type TestStack,
} from './support/stack.ts';

const stacks: TestStack[] = [];
afterAll(async () => {
  for (const stack of stacks) {
    await stack.stop();
    removeDir(stack.dataDir);
  }
});

function npmRun(script: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, `scripts/${script}.ts`), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

async function placeOrder(
  stack: TestStack,
  name: string,
): Promise<{ id: string; order_number: string }> {
  const anon = anonClient(stack);
  const { data, error } = await anon.rpc('place_order', {
    customer_name: name,
    customer_phone: '11987654321',
    customer_address: 'Rua A, 1',
    items: await demoItems(anon),
    payment_method: 'cash',
  });
  if (error) throw error;
  return data as { id: string; order_number: string };
}

describe('backup and restore', () => {
  it('backs up a running embedded shop and restores it into a new data dir', async () => {
    const shop = await startStack({ embedded: true });
    stacks.push(shop);
    const order = await placeOrder(shop, 'Cliente do backup');
    fs.mkdirSync(path.join(shop.dataDir, 'storage', 'x'), { recursive: true });
    fs.writeFileSync(path.join(shop.dataDir, 'storage', 'x', 'logo'), 'image bytes');

    const backup = npmRun('backup', { DATA_DIR: shop.dataDir });
    expect(backup.output).toMatch(
      /^Backup written to .*comanda-\d{8}-\d{6} \(1 orders, \d+ products\)\./m,
    );
    expect(backup.code).toBe(0);
    const folder = /Backup written to (\S+)/.exec(backup.output)![1]!;
    expect(fs.readFileSync(path.join(folder, 'storage', 'x', 'logo'), 'utf8')).toBe('image bytes');

    // A new data dir: restore applies the migrations, then the data.
    const target = fs.mkdtempSync(path.join(path.dirname(shop.dataDir), 'comanda-restore-'));
    const restore = npmRun('restore', { DATA_DIR: target }, folder);
    expect(restore.output).toMatch(/^Restored /m);
    expect(restore.code).toBe(0);
    const restored = await startStack({ dataDir: target, embedded: true });
    stacks.push(restored);
    const admin = await adminClient(restored);
    const { data } = await admin.from('orders').select('id, order_number, customer_name');
    expect(data).toEqual([
      { id: order.id, order_number: order.order_number, customer_name: 'Cliente do backup' },
    ]);
    expect(fs.readFileSync(path.join(target, 'storage', 'x', 'logo'), 'utf8')).toBe('image bytes');
    // Numbering goes on from the backup's last order.
    const next = await placeOrder(restored, 'Depois do restore');
    expect(Number(next.order_number)).toBe(Number(order.order_number) + 1);
  }, 90_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const shop = await startStack();
    stacks.push(shop);
    await placeOrder(shop, 'Fica');
    const bogus = path.join(shop.dataDir, 'bogus.sql');
    fs.writeFileSync(bogus, 'drop table public.orders;\n');
    const result = npmRun(
      'restore',
      { DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl },
      bogus,
    );
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /comanda restore failed, nothing was changed: .* is not a Comanda backup/,
    );
    const { data } = await (await adminClient(shop)).from('orders').select('customer_name');
    expect(data).toEqual([{ customer_name: 'Fica' }]);
  });

  it('keeps sign-in secrets out of the backup, and a restore ends every session', async () => {
    const shop = await startStack();
    stacks.push(shop);
    const admin = await adminClient(shop);
    const { data: signedIn } = await admin.auth.getSession();
    const refreshToken = signedIn.session!.refresh_token;
    const backup = npmRun('backup', { DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl });
    expect(backup.code).toBe(0);
    const folder = /Backup written to (\S+)/.exec(backup.output)![1]!;
    const text = fs.readFileSync(path.join(folder, 'database.jsonl'), 'utf8');
    expect(text).toContain('"auth.users"');
    expect(text).not.toContain(refreshToken);
    expect(text).not.toMatch(/"table":"auth\.(sessions|refresh_tokens)"/);

    const restore = npmRun(
      'restore',
      { DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl },
      folder,
    );
    expect(restore.code).toBe(0);
    const { error } = await anonClient(shop).auth.refreshSession({ refresh_token: refreshToken });
    expect(error).not.toBeNull();
    // The account itself is back: its owner signs in again.
    await adminClient(shop);
  });

  it('runs no SQL from a tampered backup, and changes nothing', async () => {
    const shop = await startStack();
    stacks.push(shop);
    const env = { DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl };
    await placeOrder(shop, 'No backup');
    const backup = npmRun('backup', env);
    const folder = /Backup written to (\S+)/.exec(backup.output)![1]!;
    const good = fs.readFileSync(path.join(folder, 'database.jsonl'), 'utf8').split('\n');
    await placeOrder(shop, 'Depois do backup');
    const marker = path.join(os.tmpdir(), `comanda-pwned-${process.pid}`);
    const attack = `COPY (select 1) TO PROGRAM 'touch ${marker}';`;
    const tampered = (name: string, lines: string[]) => {
      const file = path.join(shop.dataDir, name);
      fs.writeFileSync(file, lines.join('\n'));
      return file;
    };
    const orders = JSON.stringify({ table: 'public.orders', rows: [] });
    const attempts = [
      // A statement among the data lines.
      tampered('statement.jsonl', [good[0]!, attack, ...good.slice(1)]),
      // A statement in a table's name.
      tampered('table.jsonl', [
        ...good,
        orders.replace('public.orders', `public.orders; ${attack} --`),
      ]),
      // A table that is not the shop's.
      tampered('catalog.jsonl', [...good, orders.replace('public.orders', 'pg_catalog.pg_authid')]),
      // The older SQL format, with a statement added.
      tampered('legacy.sql', [
        '-- Comanda backup, 2026-01-01',
        'truncate public.orders cascade;',
        attack,
      ]),
    ];
    for (const file of attempts) {
      const result = npmRun('restore', env, file);
      expect(result.code, result.output).toBe(1);
      expect(result.output).toMatch(/^comanda restore failed, nothing was changed: /m);
    }
    expect(fs.existsSync(marker)).toBe(false);
    const { data } = await (
      await adminClient(shop)
    )
      .from('orders')
      .select('customer_name')
      .order('order_number');
    expect(data).toEqual([{ customer_name: 'No backup' }, { customer_name: 'Depois do backup' }]);
  });

  it('still restores a backup in the older SQL format, as data', async () => {
    const shop = await startStack();
    stacks.push(shop);
    const env = { DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl };
    const order = await placeOrder(shop, 'Do backup antigo');
    const folder = /Backup written to (\S+)/.exec(npmRun('backup', env).output)![1]!;
    // What the older `npm run backup` wrote: one INSERT … jsonb_populate_recordset per batch.
    const tag = '$comanda_0123456789ab$';
    const legacy = [
      '-- Comanda backup, 2026-01-01T00:00:00.000Z',
      'set session_replication_role = replica;',
    ];
    for (const line of fs
      .readFileSync(path.join(folder, 'database.jsonl'), 'utf8')
      .split('\n')
      .slice(1)) {
      if (!line) continue;
      const data = JSON.parse(line) as {
        table?: string;
        rows?: object[];
        sequence?: string;
        value?: string;
      };
      if (data.table) {
        const cols = Object.keys(data.rows![0]!)
          .map((c) => `"${c}"`)
          .join(', ');
        legacy.push(
          `insert into ${data.table} (${cols}) overriding system value select ${cols} from jsonb_populate_recordset(null::${data.table}, ${tag}${JSON.stringify(data.rows)}${tag});`,
        );
      } else legacy.push(`select setval('${data.sequence}', ${data.value}, true);`);
    }
    legacy.push('set session_replication_role = origin;');
    const old = path.join(folder, 'old');
    fs.mkdirSync(old);
    fs.writeFileSync(path.join(old, 'database.sql'), legacy.join('\n') + '\n');
    await placeOrder(shop, 'Some no restore');
    const restore = npmRun('restore', env, old);
    expect(restore.code, restore.output).toBe(0);
    const { data } = await (await adminClient(shop)).from('orders').select('id, customer_name');
    expect(data).toEqual([{ id: order.id, customer_name: 'Do backup antigo' }]);
  });

  it('restores an account that still has the default password without staff rights', async () => {
    const shop = await startStack();
    stacks.push(shop);
    await placeOrder(shop, 'Cliente protegido');
    const db = new pg.Client({ connectionString: shop.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4))
          where email = $1`,
        [ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD],
      );
    } finally {
      await db.end();
    }
    const env = { DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl };
    const backup = npmRun('backup', env);
    expect(backup.code, backup.output).toBe(0);
    const folder = /Backup written to (\S+)/.exec(backup.output)![1]!;
    // Restored rows go in with triggers off: the mark must be derived again.
    const restore = npmRun('restore', env, folder);
    expect(restore.code, restore.output).toBe(0);

    const admin = await adminClient(shop, DEFAULT_ADMIN_PASSWORD);
    expect((await admin.rpc('password_change_required')).data).toBe(true);
    const { data } = await admin.from('orders').select('customer_name');
    expect(data).toEqual([]);
  });
});
