// One stack for the end-to-end run: the built SPA plus the API, on a random port, fresh data.
// E2E_DIST_DIR serves another build than dist/ (for several people testing at once).
import { startStack } from '../../tests/support/stack.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = process.env.E2E_DIST_DIR;
  const stack = await startStack({
    fromTemplate: false,
    ...(dist ? { env: { DIST_DIR: dist } } : {}),
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_ANON_KEY = stack.anonKey;
  // For what the owner runs on the server (npm run create-admin -- --reset).
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  return async () => {
    await stack.stop();
  };
}
