// The hostile-traffic test files' shared ground (tests/hostile-traffic*.test.ts): after each
// attack, the check that the shop still serves the storefront and the dashboard.
import { expect } from 'vitest';
import type { StackFile } from './fixture.ts';
import { adminClient, anonClient } from './stack.ts';

/** Helpers bound to the file's stack `t`. */
export function hostileTrafficKit(t: StackFile) {
  /** The storefront's first request and the dashboard's, both answered as usual. */
  async function shopStillServes(): Promise<void> {
    const anon = anonClient(t.stack);
    const menu = await anon.from('products').select('id').eq('is_available', true).limit(5);
    expect(menu.error).toBeNull();
    expect(menu.data!.length).toBeGreaterThan(0);
    const page = await fetch(`${t.stack.url}/client`);
    expect(page.status).toBe(200);
    const admin = await adminClient(t.stack);
    const orders = await admin.from('orders').select('id').limit(1);
    expect(orders.error).toBeNull();
  }

  return { shopStillServes };
}
