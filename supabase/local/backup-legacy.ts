// Backups made before the data format were plain SQL scripts of a fixed shape. They are still
// restorable, as data: each line must be one of the shapes the old backup wrote, from which only
// the table name, the rows (JSON) and the sequence values are taken; any other line refuses the file.
import type { BackupLine } from './backup.ts';

const INSERT =
  /^insert into (\S+) \(.*\) overriding system value select .* from jsonb_populate_recordset\(null::\1, (\$comanda_[0-9a-f]+\$)(.*)\2\);$/;
const SETVAL = /^select setval\('([^']+)', (\d+), (true|false)\);$/;
const IGNORED = /^(set session_replication_role = (replica|origin)|truncate [^;]+);$/;

/** The data of an old SQL backup, or undefined when `lines` are not one. */
export function readLegacyBackup(lines: string[]): BackupLine[] | undefined {
  if (!lines[0]?.startsWith('-- Comanda backup')) return undefined;
  const data: BackupLine[] = [];
  lines.forEach((line, i) => {
    if (line.startsWith('--') || IGNORED.test(line)) return;
    const insert = INSERT.exec(line);
    const setval = SETVAL.exec(line);
    let rows: unknown;
    try {
      rows = insert ? JSON.parse(insert[3]!) : undefined;
    } catch {
      rows = undefined;
    }
    if (insert && Array.isArray(rows)) {
      data.push({ table: insert[1]!, rows: rows as Record<string, unknown>[] });
    } else if (setval) {
      data.push({ sequence: setval[1]!, value: setval[2]!, called: setval[3] === 'true' });
    } else {
      throw new Error(
        `line ${i + 1} is not data from a Comanda backup: refused, restore runs no SQL`,
      );
    }
  });
  return data;
}
