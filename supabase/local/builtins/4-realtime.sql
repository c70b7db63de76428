-- the supabase_realtime publication, and the local-only change capture the realtime service
-- listens to (the _local schema holds what only the local stack needs).
-- part of the local stack's supabase built-ins (supabase/local/migrate.ts lists the files in
-- the order they run). idempotent: it runs on every boot.

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

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
