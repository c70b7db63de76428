// `npm start`: build the SPA when it is missing or older than its sources, then run the local stack.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtAt = mtime(path.join(root, 'dist', 'index.html'));
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'package-lock.json',
];

function mtime(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newest(entry: string): number {
  const full = path.join(root, entry);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(full).map((name) => newest(path.join(entry, name))),
  );
}

if (builtAt === 0 || sources.some((entry) => newest(entry) > builtAt)) {
  console.log(
    builtAt === 0 ? 'Building the app…' : 'The app changed since the last build: rebuilding…',
  );
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('comanda: the app did not build (see above).');
    process.exit(1);
  }
}

await import('../supabase/local/main.ts');
