// A shop's backup: every row of the shop's schemas (public, auth, storage) read in one consistent
// snapshot, written as data, not SQL: JSON lines (a header, then the rows of one table per line in
// batches, then the sequences). Sign-in sessions and refresh tokens are left out: a backup copied
// off the machine must not let anyone sign in, and a restore ends every session.
// Restoring runs no statement from the file: it checks every table and sequence named in it against
// the database's own schema, then inserts the rows as query parameters, in one transaction.
// (pg_dump would do the same, but no pg_dump for PostgreSQL 17 can be installed from npm or Debian
// here; this needs nothing but the server.)
import fs from 'node:fs';
import type pg from 'pg';
import { readLegacyBackup } from './backup-legacy.ts';

export const BACKUP_SCHEMAS = ['public', 'auth', 'storage'];
export const BACKUP_FORMAT = 'comanda-backup';
/** Secrets that let someone in: never written to a backup. */
export const SECRET_TABLES = new Set(['auth.sessions', 'auth.refresh_tokens']);
const ROWS_PER_LINE = 500;

interface Table {
  /** Schema-qualified and quoted as PostgreSQL prints it (safe to put in a statement). */
  name: string;
  /** Column names, unquoted, without generated columns. */
  columns: string[];
}

export type BackupLine =
  | { table: string; rows: Record<string, unknown>[] }
  | { sequence: string; value: string; called: boolean };

export class BackupError extends Error {}

async function shopTables(client: pg.ClientBase): Promise<Map<string, Table>> {
  const { rows } = await client.query<Table>(
    `select c.oid::regclass::text as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and n.nspname = any ($1)
      group by c.oid, n.nspname, c.relname
      order by n.nspname, c.relname`,
    [BACKUP_SCHEMAS],
  );
  return new Map(rows.map((t) => [t.name, t]));
}

async function shopSequences(client: pg.ClientBase): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = any ($1)`,
    [BACKUP_SCHEMAS],
  );
  return new Set(rows.map((r) => r.name));
}

/** Writes the backup to `file`; returns the number of rows per table. */
export async function dumpShop(
  client: pg.ClientBase,
  file: string,
): Promise<Record<string, number>> {
  const out = fs.openSync(file, 'w', 0o600);
  const write = (line: object) => fs.writeSync(out, JSON.stringify(line) + '\n');
  const counts: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: migrations } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    write({
      format: BACKUP_FORMAT,
      version: 2,
      created: new Date().toISOString(),
      migrations: migrations.map((m) => m.version),
    });
    for (const table of (await shopTables(client)).values()) {
      if (SECRET_TABLES.has(table.name)) continue;
      await client.query(
        `declare rows_cursor no scroll cursor for select to_jsonb(t) as row from ${table.name} t`,
      );
      counts[table.name] = 0;
      for (;;) {
        const { rows } = await client.query<{ row: Record<string, unknown> }>(
          `fetch ${ROWS_PER_LINE} from rows_cursor`,
        );
        if (rows.length === 0) break;
        counts[table.name] += rows.length;
        write({ table: table.name, rows: rows.map((r) => r.row) });
      }
      await client.query('close rows_cursor');
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
         from pg_sequences where schemaname = any ($1)`,
      [BACKUP_SCHEMAS],
    );
    for (const s of sequences) {
      if (s.value !== null) write({ sequence: s.name, value: s.value, called: true });
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    fs.closeSync(out);
  }
  return counts;
}

/** The backup's data lines; throws BackupError when the file is not a backup. */
export function readBackup(file: string): BackupLine[] {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  let header: unknown;
  try {
    header = JSON.parse(lines[0] ?? '');
  } catch {
    // An older backup (plain SQL) is read as data too, or refused.
    const legacy = readLegacyBackup(lines);
    if (legacy) return legacy;
    throw new BackupError(`${file} is not a Comanda backup`);
  }
  if ((header as { format?: unknown } | null)?.format !== BACKUP_FORMAT)
    throw new BackupError(`${file} is not a Comanda backup`);
  return lines.slice(1).map((line, i) => {
    let parsed: Partial<Record<string, unknown>> | null = null;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      // refused below
    }
    const ok =
      typeof parsed?.table === 'string'
        ? Array.isArray(parsed.rows)
        : typeof parsed?.sequence === 'string' && /^\d+$/.test(String(parsed.value));
    if (!ok)
      throw new BackupError(
        `${file}, line ${i + 2}: not a table's rows or a sequence (restore runs no SQL)`,
      );
    return parsed as BackupLine;
  });
}

/**
 * Replaces the shop's rows with the backup's, in one transaction (all or nothing). Every table and
 * sequence must exist in this database; sessions end (they are not in the backup).
 */
export async function restoreShop(client: pg.ClientBase, file: string): Promise<number> {
  const lines = readBackup(file);
  const tables = await shopTables(client);
  const sequences = await shopSequences(client);
  for (const line of lines) {
    const known = 'table' in line ? tables.has(line.table) : sequences.has(line.sequence);
    const name = 'table' in line ? line.table : line.sequence;
    if (!known || ('table' in line && SECRET_TABLES.has(name)))
      throw new BackupError(`the backup names ${JSON.stringify(name)}, which is not a shop table`);
  }
  await client.query('begin');
  try {
    // Rows go in as they were: no triggers, no foreign-key order to respect.
    await client.query('set local session_replication_role = replica');
    await client.query(`truncate ${[...tables.keys()].join(', ')} cascade`);
    let batches = 0;
    for (const line of lines) {
      if ('sequence' in line) {
        await client.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
          line.sequence,
          line.value,
          line.called !== false,
        ]);
        continue;
      }
      const table = tables.get(line.table)!;
      const present = new Set(line.rows.flatMap((row) => Object.keys(row)));
      const cols = table.columns
        .filter((c) => present.has(c))
        .map((c) => `"${c.replace(/"/g, '""')}"`)
        .join(', ');
      if (!cols) continue;
      await client.query(
        `insert into ${table.name} (${cols}) overriding system value
         select ${cols} from jsonb_populate_recordset(null::${table.name}, $1::jsonb)`,
        [JSON.stringify(line.rows)],
      );
      batches++;
    }
    // Rows went in with triggers off: an account restored with the default password is marked
    // again (it has no staff rights until it changes it).
    await client.query('select private.refresh_default_password_accounts()');
    await client.query('commit');
    return batches;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
