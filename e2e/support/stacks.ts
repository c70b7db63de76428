// The end-to-end stacks: the built SPA plus the API, each on a random port with fresh data. The
// global set-up starts one for each worker, all at once; a worker points its E2E_* variables at
// its own (test.ts). E2E_DIST_DIR serves another build than dist/ (for several people testing at once).
import { freePort } from '../../supabase/local/ports.ts';
import { freshDataDir, removeDir, startStack, type TestStack } from '../../tests/support/stack.ts';

/** What a worker needs of its stack, handed from the global set-up through E2E_STACKS. */
interface StackAddress {
  url: string;
  anonKey: string;
  databaseUrl: string;
}

export function startE2eStack(): Promise<TestStack> {
  const dist = process.env.E2E_DIST_DIR;
  return startStack({ fromTemplate: false, ...(dist ? { env: { DIST_DIR: dist } } : {}) });
}

/** Hands the started stacks to the workers (the environment the global set-up leaves them). */
export function publishStacks(stacks: StackAddress[]): void {
  process.env.E2E_STACKS = JSON.stringify(
    stacks.map(({ url, anonKey, databaseUrl }) => ({ url, anonKey, databaseUrl })),
  );
  useStack(stacks[0]!);
}

/** The stack the global set-up started for worker `index`, if it started one. */
export function publishedStack(index: number): StackAddress | undefined {
  const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]') as StackAddress[];
  return stacks[index];
}

/** Points this process's E2E_* variables (baseURL, the REST helpers) at `stack`. */
export function useStack(stack: StackAddress): void {
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_ANON_KEY = stack.anonKey;
  // For what the owner runs on the server (npm run create-admin -- --reset).
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
}

/**
 * A stack of the journey's own on a fixed port, so it can stop and start again at the same address
 * on the same data (a restart the panel must live through); `remove` stops it and drops its data.
 */
export async function restartableStack() {
  const port = await freePort();
  const dataDir = freshDataDir();
  const dist = process.env.E2E_DIST_DIR;
  const env = { PORT: String(port), ...(dist ? { DIST_DIR: dist } : {}) };
  let stack = await startStack({ dataDir, env });
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: () => stack.anonKey,
    /** Ctrl-C; resolves with the exit code. */
    stop: () => stack.stop(),
    start: async () => {
      stack = await startStack({ dataDir, env });
    },
    remove: async () => {
      await stack.stop();
      removeDir(dataDir);
    },
  };
}
