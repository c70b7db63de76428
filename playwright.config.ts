import { defineConfig } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './e2e/support/chromium.ts';

// The stacks (one a worker, on random ports with fresh data) are started at once by
// e2e/support/global-setup.ts; tests get their worker's URL through the baseURL fixture
// (e2e/support/test.ts).
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  // Two workers, each with a stack of its own (e2e/support/stacks.ts): journeys spend much of their
  // time waiting on the stack or a poll, so two at once on two cores take far less than twice one.
  workers: 2,
  // One retry: a journey that fails once on a loaded 2-core machine and passes again is reported
  // as flaky by name at the end of `npm test` (scripts/test.ts), never hidden; a real failure fails
  // twice.
  retries: 1,
  // Generous: a 2-core machine under load takes a journey from 12 s to over 30 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
