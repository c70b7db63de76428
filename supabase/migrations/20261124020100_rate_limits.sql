-- comanda: rate limits on what anyone may call.
-- promo codes could be guessed at ~200/s and orders spammed without limit. counters live in the
-- database, so the limits hold on hosted supabase too: per client address (the first entry of
-- x-forwarded-for, which the api gateway sets) and per customer phone. over a limit the call
-- fails with http 429 (sqlstate PT429, which postgrest maps to that status) and a pt-BR message.
-- addresses in private.rate_limit_exempt (the local stack's loopback, for its own tests and
-- tools) skip the limits.

create table private.rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

create table private.rate_limit_exempt (
  address text primary key,
  note text
);

alter table private.rate_limits enable row level security;
alter table private.rate_limit_exempt enable row level security;

-- the caller's address as the api gateway forwarded it, or null outside an http request
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(pg_catalog.split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), '');
$$;

-- counts one hit of `subject` in `bucket`; raises PT429 once more than max_hits fall in the window.
-- the hit is kept when the caller's transaction commits (a refused call rolls back, so a blocked
-- client stays blocked until the window ends, and no further).
create function private.take_rate_limit(bucket text, subject text, max_hits integer, time_window interval)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hits integer;
begin
  if subject is null or subject = '' then
    return;
  end if;
  insert into private.rate_limits as r (key, window_started_at, hits)
  values (bucket || ':' || subject, now(), 1)
  on conflict (key) do update
     set window_started_at = case when r.window_started_at <= now() - time_window then now() else r.window_started_at end,
         hits = case when r.window_started_at <= now() - time_window then 1 else r.hits + 1 end
  returning hits into v_hits;
  if v_hits > max_hits then
    raise exception using errcode = 'PT429', detail = 'rate_limited',
      message = 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.';
  end if;
end;
$$;

-- the limits of a storefront call: per address, and per phone when given. exempt addresses skip.
create function private.limit_storefront_call(bucket text, phone text, per_address integer, per_phone integer, time_window interval)
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
  if v_address is not null and exists (select 1 from private.rate_limit_exempt e where e.address = v_address) then
    return;
  end if;
  perform private.take_rate_limit(bucket || ':address', v_address, per_address, time_window);
  if phone is not null then
    perform private.take_rate_limit(bucket || ':phone', private.digits(phone), per_phone, time_window);
  end if;
  -- old windows go, a few at a time
  delete from private.rate_limits r
   where r.key in (select k.key from private.rate_limits k
                    where k.window_started_at < now() - interval '1 day' limit 20);
end;
$$;

revoke execute on all functions in schema private from public;

-- check_promo_code: 30 checks per address every 10 minutes ----------------------------------
create or replace function public.check_promo_code(code text, subtotal numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text := nullif(upper(private.trim_text(check_promo_code.code)), '');
begin
  perform private.limit_storefront_call('promo', null, 30, null, interval '10 minutes');
  if v_code is null or char_length(v_code) > 40 then
    return jsonb_build_object('valid', false, 'reason', 'promo_not_found',
      'message', 'Código promocional inválido.');
  end if;
  return private.evaluate_promo(v_code, round(check_promo_code.subtotal, 2), false) - 'id';
end;
$$;

-- place_order: 20 orders per address and 8 per phone every hour -------------------------------
-- a family ordering twice in an evening is far below; a script placing orders is not. the check
-- runs after every validation, so only orders that would be stored count.
create function private.limit_orders()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.limit_storefront_call('order', new.customer_phone, 20, 8, interval '1 hour');
  return new;
end;
$$;

revoke execute on function private.limit_orders() from public;

create trigger orders_rate_limit
  before insert on public.orders
  for each row execute function private.limit_orders();
