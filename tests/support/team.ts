// The team test files' shared ground (tests/team*.test.ts): an attendant, the kitchen and two
// drivers in `members` (by role, drivers by username), created before the tests with one
// password, and helpers bound to a file's stack that add and sign in members and place an order.
import { beforeAll } from 'vitest';
import type { StackFile } from './fixture.ts';
import { adminClient, demoItems, type TestClient } from './stack.ts';
import { createStaff } from './staff.ts';

export const PASSWORD = 'senha-da-equipe-1';

/** Registers the file's set-up and gives its helpers, bound to the file's stack `t`. */
export function useTeam(t: StackFile) {
  let items: Array<{ product_id: string; quantity: number }>;
  const members: Record<string, { id: string; client: TestClient }> = {};

  function emailOf(username: string): string {
    return `${username}@admin.comanda.local`;
  }

  async function signIn(username: string, password = PASSWORD): Promise<TestClient> {
    return adminClient(t.stack, password, emailOf(username));
  }

  const addMember = (username: string, role: string, name = username) =>
    createStaff(t.owner, username, role, name, PASSWORD);

  async function placeOrder(payment_method = 'cash'): Promise<string> {
    const { data, error } = await t.anon.rpc('place_order', {
      customer_name: 'Cliente da Equipe',
      customer_phone: '(11) 98765-4321',
      customer_address: 'Rua das Flores, 10',
      items,
      payment_method,
    });
    if (error) throw new Error(`place_order: ${error.message}`);
    return (data as { id: string }).id;
  }

  beforeAll(async () => {
    items = await demoItems(t.anon);
    for (const [username, role] of [
      ['caixa', 'attendant'],
      ['cozinha', 'kitchen'],
      ['moto1', 'driver'],
      ['moto2', 'driver'],
    ] as const) {
      const id = await addMember(username, role, username === 'caixa' ? 'Bia do Caixa' : username);
      members[role === 'driver' ? username : role] = { id, client: await signIn(username) };
    }
  });

  return { members, signIn, addMember, placeOrder };
}
