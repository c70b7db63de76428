-- comanda: the published default password opens nothing but its own change.
-- an account whose password is still the default one (admin123, printed by `npm start` and the
-- readme) is listed in private.default_password_accounts; public.is_staff() is false for it, so
-- every staff policy and rpc refuses it until the password changes. a trigger on auth.users keeps
-- the list in step with the password, whoever writes it (the local stack's auth or hosted gotrue).

-- the mark ---------------------------------------------------------------------------------------
create table private.default_password_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  marked_at timestamptz not null default now()
);

comment on table private.default_password_accounts is
  'Accounts whose password is still the published default: no staff rights until it changes.';

alter table private.default_password_accounts enable row level security;
-- no policies and no grants: only the security definer functions below read or write it.

-- whether a bcrypt hash is the one of the default password. pgcrypto knows the $2a$ spelling
-- only; $2b$ and $2y$ hashes are the same algorithm.
create function private.is_default_password_hash(p_hash text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_hash is null
     or p_hash !~ '^\$2[abxy]\$(0[4-9]|[12][0-9]|3[01])\$[./A-Za-z0-9]{53}$' then
    return false;
  end if;
  if substr(p_hash, 1, 4) in ('$2b$', '$2y$') then
    p_hash := '$2a$' || substr(p_hash, 5);
  end if;
  return extensions.crypt('admin123', p_hash) = p_hash;
end;
$$;

-- whether the caller signed in to an account that still has the default password. kept apart
-- from is_staff() so that a new definition of staff only has to call it again.
create function private.has_default_password()
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from private.default_password_accounts d where d.user_id = auth.uid()
  );
$$;

-- marks an account when its password is (again) the default one, and clears the mark when it
-- changes to anything else. one bcrypt check per insert or password change.
create function private.track_default_password()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.encrypted_password is not distinct from old.encrypted_password then
    return null;
  end if;
  if private.is_default_password_hash(new.encrypted_password) then
    insert into private.default_password_accounts (user_id) values (new.id) on conflict do nothing;
  else
    delete from private.default_password_accounts where user_id = new.id;
  end if;
  return null;
end;
$$;

create trigger track_default_password
  after insert or update of encrypted_password on auth.users
  for each row execute function private.track_default_password();

-- the marks derived again from the hashes: for rows written with triggers off (a restored backup
-- inserts auth.users as a replica) and for shops that already run with the default password.
create function private.refresh_default_password_accounts()
returns void
language sql
volatile
set search_path = ''
as $$
  delete from private.default_password_accounts;
  insert into private.default_password_accounts (user_id)
  select u.id from auth.users u where private.is_default_password_hash(u.encrypted_password);
$$;

select private.refresh_default_password_accounts();

revoke execute on function private.refresh_default_password_accounts() from public;
revoke execute on function private.is_default_password_hash(text) from public;
revoke execute on function private.has_default_password() from public;
revoke execute on function private.track_default_password() from public;

-- staff -----------------------------------------------------------------------------------------
-- security definer: it reads the private mark for callers (anon included) who may not.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
     and not private.has_default_password();
$$;

comment on function public.is_staff() is
  'Whether the caller is the shop''s staff: app_metadata.role = admin and a password other than the default.';

-- the panel's guard: this session may only change its password -----------------------------------
create function public.password_change_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_default_password();
$$;

comment on function public.password_change_required() is
  'True while the signed-in account still has the default password (it may only change it).';

revoke execute on function public.password_change_required() from public, anon;
grant execute on function public.password_change_required() to authenticated, service_role;

-- the login hint: read the mark rather than run bcrypt for every anonymous visitor -------------
create or replace function public.default_admin_login_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from private.default_password_accounts d
      join auth.users u on u.id = d.user_id
     where u.email = 'admin@admin.comanda.local'
  );
$$;
