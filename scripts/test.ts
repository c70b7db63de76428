// `npm test`: every check the project has, with one closing line that sums them all: the static ones
// (typechecks, generated files, lint, formatting, build; several at once), unit + integration tests
// (vitest; the integration stacks share one embedded PostgreSQL server, or TEST_POSTGRES_URL's), and
// the end-to-end tests in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'reports');
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];
// The tests that failed, named again at the end: CI keeps only the tail of what this prints.
const failedTests: string[] = [];

function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/**
 * Checks that do not depend on each other, run at once (their output printed whole, one after the
 * other): the static checks keep both cores busy instead of one each in turn.
 */
async function checksAtOnce(list: Array<[label: string, command: string, args: string[]]>) {
  const runs = list.map(
    ([label, command, args]) =>
      new Promise<{ label: string; ok: boolean; output: string; ms: number }>((resolve) => {
        const started = Date.now();
        const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', (error) => (output += String(error)));
        child.on('close', (code) =>
          resolve({ label, ok: code === 0, output, ms: Date.now() - started }),
        );
      }),
  );
  for (const result of await Promise.all(runs)) {
    console.log(`\n▶ ${result.label} (${Math.round(result.ms / 1000)} s)`);
    process.stdout.write(result.output);
    if (result.ok) passed++;
    else {
      failed++;
      failures.push(result.label);
    }
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Each failed test as "file › name: first line of its error", for the closing lines. */
function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  );
}

function firstLine(message = ''): string {
  return message.split('\n', 1)[0].slice(0, 300);
}

function vitest(label: string, projects: string[], env: Record<string, string> = {}): void {
  const output = path.join(reports, `vitest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(output, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const ok = run(label, 'npx', args, env);
  const report = readJson<VitestReport>(output);
  if (!report) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) {
    failures.push(`${label}: ${report.numFailedTests} failed`);
    failedTests.push(...vitestFailures(report));
  } else if (!ok) {
    failed++;
    failures.push(`${label}: runner failed`);
  }
}

interface PlaywrightSpec {
  title: string;
  ok: boolean;
  file: string;
  line: number;
  tests?: { status: string }[];
}

interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

/** The specs of a report that `keep` picks, as "e2e/file:line › title". */
function playwrightSpecs(
  suites: PlaywrightSuite[],
  keep: (spec: PlaywrightSpec) => boolean,
): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter(keep)
      .map((spec) => `e2e/${spec.file}:${spec.line} › ${spec.title}`),
    ...playwrightSpecs(suite.suites ?? [], keep),
  ]);
}

const failedSpec = (spec: PlaywrightSpec) => !spec.ok;
const flakySpec = (spec: PlaywrightSpec) => spec.tests?.some((t) => t.status === 'flaky') ?? false;

// Journeys that passed only on their retry: named at the end, to be looked into.
const flakyTests: string[] = [];

function playwright(): void {
  const output = path.join(reports, 'playwright.json');
  fs.rmSync(output, { force: true });
  const ok = run(
    'end-to-end tests (Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  const report = readJson<PlaywrightReport>(output);
  if (!report) {
    failed++;
    failures.push('end-to-end (no report)');
    return;
  }
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  flakyTests.push(...playwrightSpecs(report.suites ?? [], flakySpec));
  if (report.stats.unexpected > 0) {
    failures.push(`end-to-end: ${report.stats.unexpected} failed`);
    failedTests.push(...playwrightSpecs(report.suites ?? [], failedSpec));
  } else if (!ok) {
    failed++;
    failures.push('end-to-end: runner failed');
  }
}

const tsx = (script: string): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', script, '--check'],
];
await checksAtOnce([
  ['typecheck (app)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck (stack, scripts, tests)', 'npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']],
  ['database types match the migrations', ...tsx('scripts/gen-types.ts')],
  ['schema snapshot matches the migrations', ...tsx('scripts/gen-schema.ts')],
]);
await checksAtOnce([
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
]);
vitest('unit and integration tests', ['unit', 'integration']);
playwright();

console.log('');
for (const test of flakyTests) console.log(`~ flaky (passed on its retry): ${test}`);
for (const test of failedTests) console.log(`✗ ${test}`);
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
