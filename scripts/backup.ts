// `npm run backup`: a consistent copy of the shop — every order, product, setting, account and
// uploaded image, but no sign-in session — into DATA_DIR/backups/comanda-<date>/ (database.jsonl
// and storage/). Works while the shop is running. Restore with `npm run restore -- <that folder>`.
import fs from 'node:fs';
import path from 'node:path';
import { dumpShop } from '../supabase/local/backup.ts';
import { openShopDatabase } from './shop-database.ts';

const db = await openShopDatabase().catch((error: unknown) => {
  console.error(`comanda backup: ${(error as Error).message}`);
  process.exit(1);
});
try {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const folder = path.join(db.config.dataDir, 'backups', `comanda-${stamp}`);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const counts = await dumpShop(db.client, path.join(folder, 'database.jsonl'));
  const storage = path.join(db.config.dataDir, 'storage');
  if (fs.existsSync(storage)) fs.cpSync(storage, path.join(folder, 'storage'), { recursive: true });
  const orders = counts['orders'] ?? 0;
  const products = counts['products'] ?? 0;
  console.log(`Backup written to ${folder} (${orders} orders, ${products} products).`);
  console.log(`Restore it with: npm run restore -- ${folder}`);
} catch (error) {
  console.error(`comanda backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
