// `npm run gen:schema`: write supabase/schema/, the current definition of every database object our
// migrations create, read back from a freshly migrated database: one file per table (columns,
// constraints, indexes, triggers, row level security, policies, grants, comments), per function (all
// its overloads, grants and comment), per view and per type. Migrations are the history; this folder
// is what a reader opens. `--check` fails when the committed folder is stale (npm test runs it).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, removeDir, startStack } from '../tests/support/stack.ts';
import { readSchema } from './schema/read-schema.ts';

const target = path.join(ROOT, 'supabase/schema');
const check = process.argv.includes('--check');

const stack = await startStack({ fromTemplate: false });
let files: Map<string, string>;
try {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    // Every name the catalogs print comes schema-qualified.
    await client.query("set search_path = ''");
    files = await readSchema(client);
  } finally {
    await client.end();
  }
} finally {
  await stack.stop();
  removeDir(stack.dataDir);
}

function committedFiles(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, full), fs.readFileSync(full, 'utf8'));
  }
  return found;
}

if (check) {
  const current = committedFiles(target);
  const stale = [
    ...[...files].filter(([name, text]) => current.get(name) !== text).map(([name]) => name),
    ...[...current.keys()].filter((name) => !files.has(name)),
  ];
  if (stale.length) {
    console.error(
      `supabase/schema is stale (${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}): run \`npm run gen:schema\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log('The schema snapshot is up to date.');
} else {
  fs.rmSync(target, { recursive: true, force: true });
  for (const [name, text] of files) {
    fs.mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    fs.writeFileSync(path.join(target, name), text);
  }
  console.log(`Wrote ${files.size} files in ${path.relative(ROOT, target)}.`);
}
