// A shop's backup: every row of the shop's schemas (public, auth, storage) read in one consistent
// snapshot, written as a plain SQL script (one INSERT per line, through jsonb_populate_recordset),
// plus the uploaded files. The script restores with `npm run restore` or with psql into a database
// that has the migrations applied. (pg_dump would do the same, but no pg_dump for PostgreSQL 17 can
// be installed from npm or Debian here; this needs nothing but the server.)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type pg from 'pg';

export const BACKUP_SCHEMAS = ['public', 'auth', 'storage'];
const ROWS_PER_STATEMENT = 500;

interface Table {
  name: string;
  columns: string[];
}

async function shopTables(client: pg.ClientBase): Promise<Table[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.oid::regclass::text as name,
            array_agg(quote_ident(a.attname) order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and n.nspname = any ($1)
      group by c.oid, n.nspname, c.relname
      order by n.nspname, c.relname`,
    [BACKUP_SCHEMAS],
  );
  return rows;
}

/** Writes the backup script to `file`; returns the number of rows per table. */
export async function dumpShop(
  client: pg.ClientBase,
  file: string,
): Promise<Record<string, number>> {
  const tag = `$comanda_${randomBytes(6).toString('hex')}$`;
  const out = fs.openSync(file, 'w', 0o600);
  const write = (line: string) => fs.writeSync(out, line + '\n');
  const counts: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: migrations } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    const tables = await shopTables(client);
    write(`-- Comanda backup, ${new Date().toISOString()}`);
    write(`-- migrations: ${migrations.map((m) => m.version).join(' ')}`);
    write(
      '-- Restore: npm run restore -- <this file> (or psql -1 -f <this file> on a database with the migrations applied).',
    );
    write('set session_replication_role = replica;');
    write(`truncate ${tables.map((t) => t.name).join(', ')} cascade;`);
    for (const table of tables) {
      const cols = table.columns.join(', ');
      await client.query(
        `declare rows_cursor no scroll cursor for select to_jsonb(t)::text as row from ${table.name} t`,
      );
      counts[table.name] = 0;
      for (;;) {
        const { rows } = await client.query<{ row: string }>(
          `fetch ${ROWS_PER_STATEMENT} from rows_cursor`,
        );
        if (rows.length === 0) break;
        counts[table.name] += rows.length;
        write(
          `insert into ${table.name} (${cols}) overriding system value select ${cols} from jsonb_populate_recordset(null::${table.name}, ` +
            `${tag}[${rows.map((r) => r.row).join(',')}]${tag});`,
        );
      }
      await client.query('close rows_cursor');
    }
    const { rows: sequences } = await client.query<{
      name: string;
      value: string | null;
      called: boolean;
    }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value, last_value is not null as called
         from pg_sequences where schemaname = any ($1)`,
      [BACKUP_SCHEMAS],
    );
    for (const s of sequences) {
      if (s.value !== null) write(`select setval('${s.name}', ${s.value}, ${s.called});`);
    }
    write('set session_replication_role = origin;');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    fs.closeSync(out);
  }
  return counts;
}

/** Replaces the shop's rows with the backup's, in one transaction (all or nothing). */
export async function restoreShop(client: pg.ClientBase, file: string): Promise<number> {
  const statements = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('--'));
  if (!statements.some((s) => s.startsWith('truncate ')))
    throw new Error(`${file} is not a Comanda backup`);
  await client.query('begin');
  try {
    for (const statement of statements) await client.query(statement);
    // Rows went in with triggers off: an account restored with the default password is marked
    // again (it has no staff rights until it changes it).
    await client.query('select private.refresh_default_password_accounts()');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  return statements.filter((s) => s.startsWith('insert ')).length;
}
