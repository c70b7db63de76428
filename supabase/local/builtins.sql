-- supabase built-ins for the local stack.
-- creates, before any migration runs, what a hosted supabase project already has and our
-- migrations rely on: the api roles, the auth and storage schemas, the extensions schema with
-- pgcrypto and the supabase_realtime publication. idempotent: it runs on every boot.
-- the _local schema holds what only the local stack needs (realtime capture, migration log).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- auth ---------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz default now(),
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

-- storage ------------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$ select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1] $$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$ select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)] $$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

-- realtime -----------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- migrations log, the same table the supabase cli keeps --------------------------------------
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);

-- local-only: change capture for realtime ----------------------------------------------------
create schema if not exists _local;

-- one notification per changed row: the table, the operation, the primary key and (when small
-- enough) the row itself. the gateway re-reads the row as each subscriber, which is how row level
-- security decides who receives the change. it runs inside every write to a published table, so it
-- stays cheap: json text built once, the key's columns given as trigger arguments (tg_argv).
create or replace function _local.capture_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_data json;
  row_text text;
  key_data json;
  payload text;
begin
  row_data := case when tg_op = 'DELETE' then to_json(old) else to_json(new) end;
  row_text := row_data::text;
  select coalesce(json_object_agg(k, row_data -> k), '{}'::json)
    into key_data
    from unnest(tg_argv) as k;
  payload := json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'pk', key_data
  )::text;
  -- the row as it was at this change, when it fits in a notification (8000 bytes at most);
  -- otherwise the gateway sends the row as it reads it now.
  if tg_op <> 'DELETE' and octet_length(row_text) < 7000 then
    payload := left(payload, -1) || ', "record" : ' || row_text || '}';
  end if;
  perform pg_notify('comanda_realtime', payload);
  return null;
end
$$;

-- one capture trigger per published table, made again after every ddl so its arguments (the
-- primary key's columns) follow the table.
create or replace function _local.sync_realtime_triggers() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel
      from pg_trigger tr
      join pg_class c on c.oid = tr.tgrelid
     where tr.tgname = '_local_realtime'
       and not exists (
         select 1 from pg_publication_tables p
          where p.pubname = 'supabase_realtime'
            and format('%I.%I', p.schemaname, p.tablename)::regclass = c.oid::regclass)
  loop
    execute format('drop trigger _local_realtime on %s', t.rel);
  end loop;

  for t in
    select rel,
           (select string_agg(quote_literal(a.attname), ', ' order by a.attnum)
              from pg_index i
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
             where i.indrelid = rel and i.indisprimary) as key_args
      from (select format('%I.%I', p.schemaname, p.tablename)::regclass as rel
              from pg_publication_tables p
             where p.pubname = 'supabase_realtime') published
  loop
    execute format(
      'create or replace trigger _local_realtime after insert or update or delete on %s '
      'for each row execute function _local.capture_change(%s)', t.rel, coalesce(t.key_args, ''));
  end loop;
end
$$;

create or replace function _local.on_ddl() returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- the triggers this creates are ddl too: do not recurse.
  if current_setting('_local.syncing', true) = 'on' then
    return;
  end if;
  perform set_config('_local.syncing', 'on', true);
  perform _local.sync_realtime_triggers();
  perform set_config('_local.syncing', 'off', true);
  perform pg_notify('comanda_ddl', '');
end
$$;

do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = '_local_on_ddl') then
    create event trigger _local_on_ddl on ddl_command_end execute function _local.on_ddl();
  end if;
end
$$;

select _local.sync_realtime_triggers();
