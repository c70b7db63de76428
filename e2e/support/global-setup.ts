// The end-to-end run's stacks: one for each worker, started at once (support/stacks.ts), so that no
// worker waits for its own before its first journey.
import type { FullConfig } from '@playwright/test';
import { publishStacks, startE2eStack } from './stacks.ts';

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const stacks = await Promise.all(Array.from({ length: config.workers }, () => startE2eStack()));
  publishStacks(stacks);
  return async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
  };
}
