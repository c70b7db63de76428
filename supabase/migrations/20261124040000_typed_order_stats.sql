-- comanda: get_order_stats returns a composite type instead of jsonb, so the generated database
-- types describe it. postgrest answers a function returning one composite value with one json
-- object, so the response keeps its shape: {total, pending, …, delivered_today}.

create type public.order_stats as (
  total bigint,
  pending bigint,
  processing bigint,
  out_for_delivery bigint,
  ready_for_pickup bigint,
  delivered bigint,
  cancelled bigint,
  delivered_today bigint
);

drop function public.get_order_stats();

create function public.get_order_stats()
returns public.order_stats
language sql
stable
security invoker
set search_path = ''
as $$
  with shop as (
    select coalesce(
      (select s.timezone from public.company_settings s where s.id = 1),
      'America/Sao_Paulo'
    ) as tz
  ),
  today as (
    select date_trunc('day', now() at time zone shop.tz) at time zone shop.tz as starts_at
      from shop
  )
  select
    count(*),
    count(*) filter (where o.status = 'pending'),
    count(*) filter (where o.status = 'processing'),
    count(*) filter (where o.status = 'out_for_delivery'),
    count(*) filter (where o.status = 'ready_for_pickup'),
    count(*) filter (where o.status = 'delivered'),
    count(*) filter (where o.status = 'cancelled'),
    count(*) filter (
      where o.status = 'delivered' and o.created_at >= (select today.starts_at from today)
    )
  from public.orders o;
$$;

comment on function public.get_order_stats() is
  'Order counts by status for the dashboard (rows the caller may read; delivered today in the shop''s time zone).';

revoke execute on function public.get_order_stats() from public, anon;
grant execute on function public.get_order_stats() to authenticated, service_role;
