// Accounts other than the shop's admin: a signed-in user who is not staff (as an anonymous sign-in,
// an OAuth user or a sign-up would be on hosted Supabase) must read and change nothing of the shop.
import { randomUUID } from 'node:crypto';
import { anonClient, serviceClient, type TestStack, type TestClient } from './stack.ts';

export async function nonStaffClient(stack: TestStack): Promise<TestClient> {
  const email = `cliente-${randomUUID()}@example.com`;
  const password = 'uma-senha-qualquer-123';
  const created = await serviceClient(stack).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const client = anonClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}
