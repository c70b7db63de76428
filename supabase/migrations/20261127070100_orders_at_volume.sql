-- comanda: finding an order among thousands, and today's figures.
-- search_orders answers the panel's search (order number, a piece of the name, digits of the phone)
-- and filters (statuses, a date range in the shop's time zone) one page at a time with the number
-- of matches: never every order. trigram indexes (pg_trgm, in schema extensions as on hosted
-- supabase) keep "maria" or "9876" fast on tens of thousands of orders. get_today_summary gives the
-- dashboard today's orders and revenue: orders accepted or later, never pending or cancelled.
-- search_orders runs as its owner (see there why) and lets only staff in.

create extension if not exists pg_trgm with schema extensions;

create index orders_customer_name_trgm_idx
  on public.orders using gin (customer_name extensions.gin_trgm_ops);
create index orders_customer_phone_digits_trgm_idx
  on public.orders using gin ((pg_catalog.regexp_replace(customer_phone, '\D', '', 'g')) extensions.gin_trgm_ops);

-- search_orders ------------------------------------------------------------------------------
create function public.search_orders(
  p_query text default null,
  p_statuses text[] default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 20,
  p_offset integer default 0
)
returns jsonb
language plpgsql
stable
-- definer, with the staff check below: under row level security postgresql may not use an index
-- for ilike / like (operators that are not leakproof are applied after the policy), so a search
-- as the caller read all 20,000 rows; as the owner the trigram indexes answer it.
security definer
set search_path = ''
as $$
declare
  v_query text := nullif(pg_catalog.btrim(coalesce(p_query, '')), '');
  v_digits text;
  v_pattern text;
  -- days of the shop's calendar: a night past midnight in são paulo is not utc's next day.
  v_tz text := coalesce(
    (select s.timezone from public.company_settings s where s.id = 1), 'America/Sao_Paulo');
  v_from timestamptz := p_from::timestamp at time zone v_tz;
  v_to timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_limit integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 100000);
  -- one definition of a match, for the count and for the page ($1 … $6 below).
  v_where constant text := '
    ($1 is null or o.status = any ($1))
    and ($2 is null or o.created_at >= $2)
    and ($3 is null or o.created_at < $3)
    and ($4 is null or o.customer_name ilike $4)
    and ($5 is null or o.order_number = $5
         or pg_catalog.regexp_replace(o.customer_phone, ''\D'', '''', ''g'') like $6)';
  v_total bigint;
  v_orders jsonb;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff search orders';
  end if;
  if pg_catalog.char_length(v_query) > 100 then
    raise exception using errcode = 'P0001', message = 'A busca pode ter até 100 caracteres.',
      detail = 'invalid_search';
  end if;
  if v_query ~ '^[0-9\s().+#-]+$' then
    -- a number: the order's, or digits anywhere in the customer's phone.
    v_digits := pg_catalog.regexp_replace(v_query, '\D', '', 'g');
  elsif v_query is not null then
    -- a name: like's wildcards typed by someone are searched for as themselves.
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  execute 'select count(*) from public.orders o where ' || v_where
     into v_total
    using p_statuses, v_from, v_to, v_pattern, v_digits, '%' || v_digits || '%';

  execute 'select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id), ''[]'')
             from (select o.* from public.orders o where ' || v_where || '
                    order by o.created_at desc, o.id limit $7 offset $8) p'
     into v_orders
    using p_statuses, v_from, v_to, v_pattern, v_digits, '%' || v_digits || '%', v_limit, v_offset;

  return jsonb_build_object('total', v_total, 'orders', v_orders);
end;
$$;

comment on function public.search_orders(text, text[], date, date, integer, integer) is
  'Staff: a page of orders (newest first, at most 100) matching a number, a name or phone digits, '
  'statuses and a date range (days of the shop''s time zone), with the number of matches: {total, orders}.';

revoke execute on function public.search_orders(text, text[], date, date, integer, integer) from public, anon;
grant execute on function public.search_orders(text, text[], date, date, integer, integer) to authenticated, service_role;

-- get_today_summary --------------------------------------------------------------------------
create type public.today_summary as (
  day date,
  orders bigint,
  revenue numeric,
  average_ticket numeric,
  pending bigint,
  cancelled bigint
);

create function public.get_today_summary()
returns public.today_summary
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_tz text := coalesce(
    (select s.timezone from public.company_settings s where s.id = 1), 'America/Sao_Paulo');
  v_day date := (pg_catalog.now() at time zone v_tz)::date;
  v_result public.today_summary;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff read the day''s figures';
  end if;
  select v_day,
         count(*) filter (where o.status not in ('pending', 'cancelled')),
         coalesce(sum(o.total_amount) filter (where o.status not in ('pending', 'cancelled')), 0),
         coalesce(round(avg(o.total_amount) filter (where o.status not in ('pending', 'cancelled')), 2), 0),
         count(*) filter (where o.status = 'pending'),
         count(*) filter (where o.status = 'cancelled')
    into v_result
    from public.orders o
   where o.created_at >= v_day::timestamp at time zone v_tz
     and o.created_at < (v_day + 1)::timestamp at time zone v_tz;
  return v_result;
end;
$$;

comment on function public.get_today_summary() is
  'Staff: today in the shop''s time zone: orders accepted or later (never pending or cancelled), '
  'their revenue and average ticket, and apart the pending and cancelled ones.';

revoke execute on function public.get_today_summary() from public, anon;
grant execute on function public.get_today_summary() to authenticated, service_role;
