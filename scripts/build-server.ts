// The second half of `npm run build`: the local stack (supabase/local/main.ts and what it imports)
// bundled into plain JavaScript in dist-server/, so that `npm start` runs it with plain node and
// nothing is transpiled at run time (the TypeScript loader and its cache cost the served shop
// hundreds of MB). Packages stay in node_modules; `npm run dev` and the tests run the sources.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist-server');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'supabase/local/main.ts')],
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
// Read beside the code at run time (supabase/local/migrate.ts).
fs.cpSync(path.join(root, 'supabase/local/builtins'), path.join(outDir, 'builtins'), {
  recursive: true,
});
