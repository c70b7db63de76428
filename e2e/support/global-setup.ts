// One stack for the end-to-end run: the built SPA plus the API, on a random port, fresh data.
import { startStack } from '../../tests/support/stack.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({ fromTemplate: false });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_ANON_KEY = stack.anonKey;
  return async () => {
    await stack.stop();
  };
}
