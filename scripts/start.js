// `npm start`: build the app and the stack when missing or older than their sources, then run the
// stack in this same process from its built JavaScript (dist-server/), with plain node: nothing is
// transpiled at run time, and no wrapper process stays beside the stack. Plain JavaScript itself,
// because it must run before anything is built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
/** What each build makes, and what it is made from. */
const builds = [
  {
    name: 'the app',
    outputs: ['dist/index.html', 'dist-ssr/storefront-ssr.js'],
    sources: [
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'tailwind.config.ts',
      'postcss.config.js',
      'package-lock.json',
    ],
    command: ['npx', 'vite', 'build', '--logLevel', 'warn'],
  },
  {
    name: 'the stack',
    outputs: ['dist-server/main.js'],
    sources: ['supabase/local', 'src/lib', 'scripts/build-server.ts', 'package-lock.json'],
    command: [process.execPath, '--import', 'tsx', 'scripts/build-server.ts'],
  },
];

/** Modification time of `entry` (the newest file under it for a folder); 0 when missing. */
function newest(entry) {
  const full = path.join(root, entry);
  let stat;
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

for (const { name, outputs, sources, command } of builds) {
  const builtAt = Math.min(...outputs.map(newest));
  if (builtAt > 0 && !sources.some((entry) => newest(entry) > builtAt)) continue;
  console.log(
    builtAt === 0 ? `Building ${name}…` : `${name} changed since the last build: rebuilding…`,
  );
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`comanda: ${name} did not build (see above).`);
    process.exit(1);
  }
}

await import(pathToFileURL(path.join(root, 'dist-server', 'main.js')).href);
