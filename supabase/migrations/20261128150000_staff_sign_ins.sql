-- comanda: sign-ins join the team's history, and the owner's list of the team shows each member's
-- last one ("último acesso"). recorded by a trigger on auth.users: both the local stack's auth and
-- hosted gotrue set last_sign_in_at when a password sign-in succeeds (a token refresh does not), so
-- the record needs no call from the browser and no browser can forge or skip one.

alter table public.staff_events drop constraint staff_events_action_check;
alter table public.staff_events add constraint staff_events_action_check
  check (action in ('created', 'updated', 'password_reset', 'signed_in'));

comment on table public.staff_events is
  'The team''s history: who created, changed or reset which account, and each sign-in, with when.';

create function private.record_staff_sign_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.last_sign_in_at is null or new.last_sign_in_at is not distinct from old.last_sign_in_at then
    return null;
  end if;
  -- the account signs itself in: it is the actor, under its own name. accounts outside the team
  -- (none today) leave no trace.
  insert into public.staff_events (user_id, action, details, actor_id, actor_name, created_at)
  select s.user_id, 'signed_in', jsonb_build_object('is_active', s.is_active), s.user_id,
         s.display_name, new.last_sign_in_at
    from public.staff s
   where s.user_id = new.id;
  return null;
end;
$$;

revoke execute on function private.record_staff_sign_in() from public;

create trigger record_staff_sign_in
  after update of last_sign_in_at on auth.users
  for each row execute function private.record_staff_sign_in();

-- get_team gains the last sign-in (a new column changes the result type: drop and create again)
drop function public.get_team();

create function public.get_team()
returns table (
  user_id uuid,
  username text,
  display_name text,
  role text,
  is_active boolean,
  created_at timestamptz,
  last_sign_in_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode ver a equipe.');
  return query
    select s.user_id, split_part(u.email, '@', 1), s.display_name, s.role, s.is_active, s.created_at,
           u.last_sign_in_at
      from public.staff s
      join auth.users u on u.id = s.user_id
     order by s.created_at, s.user_id;
end;
$$;

comment on function public.get_team() is
  'The shop''s team with each member''s username and last sign-in, for the owner; forbidden for the other roles.';

revoke execute on function public.get_team() from public, anon;
grant execute on function public.get_team() to authenticated, service_role;
