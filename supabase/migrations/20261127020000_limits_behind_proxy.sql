-- comanda: rate limits that hold behind a proxy.
-- loopback addresses were exempt from the storefront's limits, so behind a reverse proxy on the same
-- machine (or with a client-sent x-forwarded-for naming loopback) nobody was limited. no address is
-- exempt any more: the local stack turns the limits off for its test and bench runs (RATE_LIMITS=off,
-- refused on a public address) by writing a row into private.rate_limits_off at start-up, a table
-- no api role can reach. the caller's address is now the one the platform vouches for: cloudflare's
-- cf-connecting-ip when present (hosted supabase; the local gateway strips a client-sent one), else
-- the last x-forwarded-for entry, the one the nearest proxy added (the local gateway writes exactly
-- one: the client's address under its own trust rules).

create table private.rate_limits_off (
  only_row boolean primary key default true check (only_row)
);

alter table private.rate_limits_off enable row level security;

create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with h as (
    select nullif(current_setting('request.headers', true), '')::json as headers
  )
  select coalesce(
    nullif(pg_catalog.btrim(h.headers ->> 'cf-connecting-ip'), ''),
    nullif(pg_catalog.btrim((pg_catalog.string_to_array(h.headers ->> 'x-forwarded-for', ','))[
      pg_catalog.cardinality(pg_catalog.string_to_array(h.headers ->> 'x-forwarded-for', ','))]), ''))
  from h;
$$;

create or replace function private.limit_storefront_call(bucket text, phone text, per_address integer, per_phone integer, time_window interval)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_address text := private.client_address();
begin
  -- only calls through the api are limited; sql run on the database itself is the operator's.
  if nullif(current_setting('request.headers', true), '') is null then
    return;
  end if;
  if exists (select 1 from private.rate_limits_off) then
    return;
  end if;
  perform private.take_rate_limit(bucket || ':address', coalesce(v_address, 'unknown'), per_address, time_window);
  if phone is not null then
    perform private.take_rate_limit(bucket || ':phone', private.digits(phone), per_phone, time_window);
  end if;
  -- old windows go, a few at a time
  delete from private.rate_limits r
   where r.key in (select k.key from private.rate_limits k
                    where k.window_started_at < now() - interval '1 day' limit 20);
end;
$$;

drop table private.rate_limit_exempt;

revoke execute on function private.client_address() from public;
revoke execute on function private.limit_storefront_call(text, text, integer, integer, interval) from public;
