// The owner's team list (get_team): the only way a client reads the members' usernames, so only
// the owner gets it; the other roles, accounts outside the team and anon are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminClient, anonClient, removeDir, startStack, type TestStack } from './support/stack.ts';
import { nonStaffClient } from './support/users.ts';

let stack: TestStack;
let owner: SupabaseClient;
let attendant: SupabaseClient;
const PASSWORD = 'senha-da-equipe-1';

beforeAll(async () => {
  stack = await startStack();
  owner = await adminClient(stack);
  const { error } = await owner.rpc('create_staff_member', {
    username: 'caixa',
    display_name: 'Bia do Caixa',
    role: 'attendant',
    password: PASSWORD,
  });
  if (error) throw new Error(`create_staff_member: ${error.message}`);
  attendant = await adminClient(stack, PASSWORD, 'caixa@admin.comanda.local');
});

afterAll(async () => {
  await stack?.stop();
  if (stack) removeDir(stack.dataDir);
});

describe('get_team', () => {
  it('answers the owner the members with their usernames, oldest first', async () => {
    const { data, error } = await owner.rpc('get_team');
    expect(error).toBeNull();
    const team = data as Array<Record<string, unknown>>;
    expect(team.map((m) => [m.username, m.display_name, m.role, m.is_active])).toEqual([
      ['admin', 'admin', 'owner', true],
      ['caixa', 'Bia do Caixa', 'attendant', true],
    ]);
    expect(team[1]!.user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an attendant with forbidden (403)', async () => {
    const res = await attendant.rpc('get_team');
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ code: '42501', details: 'forbidden' });
    expect(res.data).toBeNull();
  });

  it('refuses an account outside the team and anon', async () => {
    const outsider = await nonStaffClient(stack);
    expect((await outsider.rpc('get_team')).error).toMatchObject({ details: 'not_staff' });
    expect((await anonClient(stack).rpc('get_team')).error).toMatchObject({ code: '42501' });
  });
});
