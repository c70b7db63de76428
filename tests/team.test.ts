// The team, from the outside: the owner, adding members, a deactivated or demoted member still
// holding a token, a forged token, the last owner, password resets and hosted Supabase Auth's
// shape (docs/data-model.md). What each role may reach is in team-rights.test.ts.
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { signJwt } from '../supabase/local/jwt.ts';
import { DEMO_JWT_SECRET } from '../supabase/local/config.ts';
import { serviceClient, type TestClient } from './support/stack.ts';
import { useStack } from './support/fixture.ts';
import { nonStaffClient } from './support/users.ts';
import { PASSWORD, useTeam } from './support/team.ts';

const t = useStack();
const { members, signIn, addMember, placeOrder } = useTeam(t);

describe('the team', () => {
  it("makes the existing admin the shop's owner", async () => {
    const { data } = await t.owner.rpc('staff_role');
    expect(data).toBe('owner');
    const team = await t.owner
      .from('staff')
      .select('display_name, role, is_active')
      .order('created_at');
    expect(team.data![0]).toEqual({ display_name: 'admin', role: 'owner', is_active: true });
    expect(team.data).toHaveLength(5);
  });

  it('lets only the owner add members, with a unique username whatever its case', async () => {
    const add = (client: TestClient, username: string) =>
      client.rpc('create_staff_member', {
        username,
        display_name: 'Nova',
        role: 'attendant',
        password: PASSWORD,
      });
    expect((await add(t.anon, 'anonimo')).error).toMatchObject({ code: '42501' });
    const outsider = await nonStaffClient(t.stack);
    expect((await add(outsider, 'estranho')).error).toMatchObject({ details: 'not_staff' });
    const byAttendant = await add(members.attendant!.client, 'amiga');
    expect(byAttendant.status).toBe(403);
    expect(byAttendant.error).toMatchObject({
      code: '42501',
      details: 'forbidden',
      message: 'Sua função na equipe (Atendente) não permite esta ação.',
    });
    expect((await add(t.owner, 'CAIXA')).error).toMatchObject({ details: 'username_taken' });
    const weak = await t.owner.rpc('create_staff_member', {
      username: 'fraca',
      display_name: 'Fraca',
      role: 'attendant',
      password: '1234567',
    });
    expect(weak.error).toMatchObject({ details: 'weak_password' });
    const badRole = await t.owner.rpc('create_staff_member', {
      username: 'chefe',
      display_name: 'Chefe',
      role: 'admin',
      password: PASSWORD,
    });
    expect(badRole.error).toMatchObject({ details: 'invalid_role' });
    const team = await t.owner.from('staff').select('user_id');
    expect(team.data).toHaveLength(5);
  });

  it('takes the rights of a demoted or deactivated member at their next request, token or not', async () => {
    const id = await addMember('temporario', 'attendant');
    const client = await signIn('temporario');
    const orderId = await placeOrder();
    expect((await client.from('orders').select('id').eq('id', orderId)).data).toHaveLength(1);
    const update = (values: Record<string, unknown>) =>
      t.owner.rpc('update_staff_member', {
        user_id: id,
        display_name: 'Temporário',
        role: 'attendant',
        is_active: true,
        ...values,
      });
    expect((await update({ role: 'kitchen' })).error).toBeNull();
    expect((await client.from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    expect((await update({ role: 'attendant', is_active: false })).error).toBeNull();
    expect((await client.from('orders').select('id').eq('id', orderId)).data).toEqual([]);
    const status = await client.rpc('set_order_status', {
      order_id: orderId,
      status: 'processing',
    });
    expect(status.error).toMatchObject({ details: 'not_staff' });
    // its sessions ended: the refresh token no longer works
    expect((await client.auth.refreshSession()).error).not.toBeNull();
  });

  it('refuses a forged admin claim: the staff row decides, not the token', async () => {
    const orderId = await placeOrder();
    const token = signJwt(
      {
        sub: members.kitchen!.id,
        role: 'authenticated',
        aud: 'authenticated',
        app_metadata: { role: 'admin', provider: 'email' },
        exp: Math.floor(Date.now() / 1000) + 600,
      },
      DEMO_JWT_SECRET,
    );
    const res = await fetch(`${t.stack.url}/rest/v1/orders?id=eq.${orderId}&select=id`, {
      headers: { apikey: t.stack.anonKey, authorization: `Bearer ${token}` },
    });
    expect(await res.json()).toEqual([]);
  });

  it('never leaves the shop without an active owner, even when two owners demote each other at once', async () => {
    const me = (await t.owner.auth.getUser()).data.user!.id;
    const demote = (client: TestClient, userId: string, name: string) =>
      client.rpc('update_staff_member', {
        user_id: userId,
        display_name: name,
        role: 'attendant',
        is_active: true,
      });
    expect((await demote(t.owner, me, 'admin')).error).toMatchObject({ details: 'last_owner' });
    const deactivate = await t.owner.rpc('update_staff_member', {
      user_id: me,
      display_name: 'admin',
      role: 'owner',
      is_active: false,
    });
    expect(deactivate.error).toMatchObject({ details: 'last_owner' });

    const socioId = await addMember('socio', 'owner', 'Sócio');
    const socio = await signIn('socio');
    const results = await Promise.all([
      demote(t.owner, socioId, 'Sócio'),
      demote(socio, me, 'admin'),
    ]);
    // one goes through; the other is refused, as the last owner or as no longer an owner
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(
      results.filter((r) => ['last_owner', 'forbidden'].includes(String(r.error?.details))),
    ).toHaveLength(1);
    const owners = await serviceClient(t.stack)
      .from('staff')
      .select('user_id')
      .eq('role', 'owner')
      .eq('is_active', true);
    expect(owners.data).toHaveLength(1);
    // put the shop back as it was for the other tests: the admin is the only owner
    if (owners.data![0]!.user_id !== me) {
      const db = serviceClient(t.stack);
      await db.from('staff').update({ role: 'owner' }).eq('user_id', me);
    }
  });

  it("resets a member's password: the new one signs in, the old sessions end", async () => {
    const id = await addMember('esquecida', 'attendant');
    const before = await signIn('esquecida');
    const reset = await t.owner.rpc('reset_staff_password', {
      user_id: id,
      password: 'nova-senha-123',
    });
    expect(reset.error).toBeNull();
    expect((await before.auth.refreshSession()).error).not.toBeNull();
    await expect(signIn('esquecida')).rejects.toThrow();
    const after = await signIn('esquecida', 'nova-senha-123');
    expect((await after.rpc('staff_role')).data).toBe('attendant');
    const byAttendant = await members.attendant!.client.rpc('reset_staff_password', {
      user_id: id,
      password: 'outra-senha-123',
    });
    expect(byAttendant.error).toMatchObject({ details: 'forbidden' });
    const history = await t.owner
      .from('staff_events')
      .select('action')
      .eq('user_id', id)
      .order('id');
    expect(history.data!.map((e) => e.action)).toEqual([
      'created',
      'signed_in',
      'password_reset',
      'signed_in',
    ]);
    expect((await members.attendant!.client.from('staff_events').select('id')).data).toEqual([]);
  });

  it('creates members as hosted Supabase Auth expects them (its extra columns and the password identity)', async () => {
    // This database is given the parts of GoTrue's schema the local stack does without.
    const db = new pg.Client({ connectionString: t.stack.databaseUrl });
    await db.connect();
    try {
      await db.query(`
        alter table auth.users add column instance_id uuid, add column confirmation_token varchar(255),
          add column recovery_token varchar(255), add column email_change_token_new varchar(255),
          add column email_change varchar(255);
        create table auth.identities (
          provider_id text not null, user_id uuid not null references auth.users (id) on delete cascade,
          identity_data jsonb not null, provider text not null, last_sign_in_at timestamptz,
          created_at timestamptz, updated_at timestamptz, id uuid primary key default gen_random_uuid(),
          unique (provider_id, provider));`);
      const id = await addMember('hospedado', 'attendant', 'Hospedado');
      const { rows } = await db.query(
        `select u.instance_id, u.confirmation_token, u.recovery_token, u.email_change_token_new,
                u.email_change, u.email_confirmed_at is not null as confirmed,
                i.provider, i.provider_id, i.identity_data ->> 'email' as email
           from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1`,
        [id],
      );
      expect(rows).toEqual([
        {
          instance_id: '00000000-0000-0000-0000-000000000000',
          confirmation_token: '',
          recovery_token: '',
          email_change_token_new: '',
          email_change: '',
          confirmed: true,
          provider: 'email',
          provider_id: id,
          email: 'hospedado@admin.comanda.local',
        },
      ]);
      expect((await (await signIn('hospedado')).rpc('staff_role')).data).toBe('attendant');
    } finally {
      await db.end();
    }
  });
});
