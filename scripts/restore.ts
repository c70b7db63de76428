// `npm run restore -- <backup folder or its database file>`: replaces the shop's data with a backup
// made by `npm run backup` (one transaction: all of it or nothing; every session ends), and puts its
// uploaded images back. The file is read as data: it runs no SQL.
// Applies the migrations first, so a backup restores into a new DATA_DIR too.
import fs from 'node:fs';
import path from 'node:path';
import { restoreShop } from '../supabase/local/backup.ts';
import { openShopDatabase } from './shop-database.ts';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run restore -- <backup folder or its database.jsonl>');
  process.exit(2);
}
// A folder holds database.jsonl, or database.sql when an older Comanda made it.
const file =
  fs.existsSync(target) && fs.statSync(target).isDirectory()
    ? (['database.jsonl', 'database.sql']
        .map((name) => path.join(target, name))
        .find((f) => fs.existsSync(f)) ?? path.join(target, 'database.jsonl'))
    : target;
if (!fs.existsSync(file)) {
  console.error(`comanda restore: ${file} does not exist.`);
  process.exit(1);
}
const db = await openShopDatabase({ migrate: true }).catch((error: unknown) => {
  console.error(`comanda restore: ${(error as Error).message}`);
  process.exit(1);
});
try {
  const statements = await restoreShop(db.client, file);
  const storage = path.join(path.dirname(file), 'storage');
  if (fs.existsSync(storage))
    fs.cpSync(storage, path.join(db.config.dataDir, 'storage'), { recursive: true });
  console.log(`Restored ${file} (${statements} batches of rows).`);
} catch (error) {
  console.error(`comanda restore failed, nothing was changed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
