// The owner's team list (get_team): the only way a client reads the members' usernames, so only
// the owner gets it; the other roles, accounts outside the team and anon are refused. Each member's
// last sign-in comes with it, and every sign-in is in the team's history (staff_events).
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, anonClient, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';

const t = useStack();
let attendant: TestClient;
const PASSWORD = 'senha-da-equipe-1';

beforeAll(async () => {
  const { error } = await t.owner.rpc('create_staff_member', {
    username: 'caixa',
    display_name: 'Bia do Caixa',
    role: 'attendant',
    password: PASSWORD,
  });
  if (error) throw new Error(`create_staff_member: ${error.message}`);
  attendant = await adminClient(t.stack, PASSWORD, 'caixa@admin.comanda.local');
});

describe('get_team', () => {
  it('answers the owner the members with their usernames, oldest first', async () => {
    const { data, error } = await t.owner.rpc('get_team');
    expect(error).toBeNull();
    const team = data as Array<Record<string, unknown>>;
    expect(team.map((m) => [m.username, m.display_name, m.role, m.is_active])).toEqual([
      ['admin', 'admin', 'owner', true],
      ['caixa', 'Bia do Caixa', 'attendant', true],
    ]);
    expect(team[1]!.user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records each sign-in in the team's history and shows the owner the last one", async () => {
    const before = (await t.owner.rpc('get_team')).data as Array<Record<string, unknown>>;
    const caixa = before.find((m) => m.username === 'caixa')!;
    // Signed in once in beforeAll; a wrong password is no sign-in.
    await expect(
      adminClient(t.stack, 'senha-errada-123', 'caixa@admin.comanda.local'),
    ).rejects.toThrow();
    const history = await t.owner
      .from('staff_events')
      .select('action, actor_id, actor_name, created_at')
      .eq('user_id', caixa.user_id as string)
      .order('id');
    expect(history.data!.map((e) => [e.action, e.actor_name])).toEqual([
      ['created', 'admin'],
      ['signed_in', 'Bia do Caixa'],
    ]);
    expect(history.data![1]!.actor_id).toBe(caixa.user_id);
    expect(caixa.last_sign_in_at).toBe(history.data![1]!.created_at);

    await adminClient(t.stack, PASSWORD, 'caixa@admin.comanda.local');
    const after = (await t.owner.rpc('get_team')).data as Array<Record<string, unknown>>;
    const lastSignIn = after.find((m) => m.username === 'caixa')!.last_sign_in_at as string;
    expect(Date.parse(lastSignIn)).toBeGreaterThan(Date.parse(caixa.last_sign_in_at as string));
    const signIns = await t.owner
      .from('staff_events')
      .select('id')
      .eq('user_id', caixa.user_id as string)
      .eq('action', 'signed_in');
    expect(signIns.data).toHaveLength(2);
    // A refreshed token is the same session, not a new sign-in.
    await attendant.auth.refreshSession();
    const stillTwo = await t.owner
      .from('staff_events')
      .select('id')
      .eq('user_id', caixa.user_id as string)
      .eq('action', 'signed_in');
    expect(stillTwo.data).toHaveLength(2);
  });

  it('refuses an attendant with forbidden (403)', async () => {
    const res = await attendant.rpc('get_team');
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ code: '42501', details: 'forbidden' });
    expect(res.data).toBeNull();
  });

  it('refuses an account outside the team and anon', async () => {
    const outsider = await nonStaffClient(t.stack);
    expect((await outsider.rpc('get_team')).error).toMatchObject({ details: 'not_staff' });
    expect((await anonClient(t.stack).rpc('get_team')).error).toMatchObject({ code: '42501' });
  });
});
