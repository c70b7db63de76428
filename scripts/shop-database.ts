// The shop's database for the command-line tools (backup, restore): DATABASE_URL, or the embedded
// server of DATA_DIR — the running one when the shop is up (its port is in postmaster.pid), else one
// started for the command and stopped after it.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig, type StackConfig } from '../supabase/local/config.ts';
import { startPostgresServer } from '../supabase/local/postgres-server.ts';
import { migrate } from '../supabase/local/migrate.ts';

export interface ShopDatabase {
  config: StackConfig;
  client: pg.Client;
  close(): Promise<void>;
}

export async function openShopDatabase(options: { migrate?: boolean } = {}): Promise<ShopDatabase> {
  const config = readConfig();
  let url = config.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const clusterDir = path.join(config.dataDir, 'postgres');
    const password = readPassword(path.join(config.dataDir, 'postgres-password'));
    const port = runningPort(clusterDir);
    if (port) {
      url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    } else {
      if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION')) && !options.migrate) {
        throw new Error(`No shop database in ${config.dataDir} (set DATA_DIR or DATABASE_URL).`);
      }
      const server = await startPostgresServer({
        clusterDir,
        passwordFile: path.join(config.dataDir, 'postgres-password'),
      });
      url = server.url;
      stopServer = () => server.stop();
    }
  }
  if (options.migrate) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await migrate(pool, config.supabaseDir);
    } finally {
      await pool.end();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    config,
    client,
    async close() {
      await client.end().catch(() => {});
      await stopServer();
    },
  };
}

function readPassword(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The port of the server running on `clusterDir`, from its postmaster.pid (line 4), if it runs. */
function runningPort(clusterDir: string): number | undefined {
  try {
    const lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return undefined;
    return Number(lines[3]) || undefined;
  } catch {
    return undefined;
  }
}
