// Once per integration run: one PostgreSQL server for every test file (TEST_POSTGRES_URL, or the
// embedded server started here on a throwaway cluster), and on it a migrated, seeded template
// database that each test's stack copies with CREATE DATABASE … TEMPLATE.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgresServer } from '../../supabase/local/postgres-server.ts';
import { TEMPLATE_DATABASE_ENV, startStack } from './stack.ts';

export default async function setup(): Promise<() => Promise<void>> {
  let stopServer = async () => {};
  if (!process.env.TEST_POSTGRES_URL) {
    // In the system's temporary folder: as root the server runs as another user, who may not
    // enter the checkout (a private folder, as `mktemp -d` makes).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-test-postgres-'));
    // Throwaway data: no fsync. Each stack holds about 25 connections.
    const server = await startPostgresServer({
      clusterDir: path.join(dir, 'cluster'),
      passwordFile: path.join(dir, 'password'),
      maxConnections: 400,
      durable: false,
    });
    process.env.TEST_POSTGRES_URL = server.url;
    stopServer = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `comanda_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const url = new URL(process.env.TEST_POSTGRES_URL!);
  url.pathname = `/${template}`;
  const stack = await startStack({ embedded: true, env: { DATABASE_URL: url.toString() } });
  const code = await stack.stop();
  fs.rmSync(stack.dataDir, { recursive: true, force: true });
  if (code !== 0)
    throw new Error(`template stack did not stop cleanly (${code}):\n${stack.output()}`);
  process.env[TEMPLATE_DATABASE_ENV] = template;

  return async () => {
    await stopServer();
  };
}
