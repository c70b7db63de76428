-- comanda: changing the shop's time zone or day start no longer rebuilds everything inside the
-- owner's save (docs/performance.md). the first rebuild went a month at a time through
-- private.report_add (the orders copied into an array, then unnested), called a function per row
-- (business_day, counts_as_revenue, order_channel: a function with its own search_path is never
-- inlined) and recomputed every order's step minutes from the timelines: 11–14 s on a busy year of
-- 150,000 orders, over hosted Supabase's 8 s statement timeout for the owner's save.
-- now:
-- - the step minutes are kept by instant (the order's created_at), not by business day: they do
--   not depend on the clock, so a new clock leaves them alone (and they are kept with no time zone
--   set too); the report reads those of [start of the first day, start of the day after the last).
-- - the per-day rollups are filled from the orders in one set-based statement, each order's business
--   day and hour computed once, inline.
-- the rules are the same as private.report_add's (the incremental path the triggers take);
-- tests/report-rollups.test.ts checks that the rollups the triggers keep equal this rebuild, table
-- by table, after each kind of change.

-- the step minutes by instant ---------------------------------------------------------------------
drop function private.rollup_step_minutes(date, date);
drop index private.report_order_steps_day_idx;
truncate private.report_order_steps; -- filled again at the end (report_rebuild)
alter table private.report_order_steps drop column day;
alter table private.report_order_steps add column received_at timestamptz not null;
create index report_order_steps_received_at_idx on private.report_order_steps (received_at);

-- recompute the step minutes of some orders from their timelines (tz and day_start: unused, kept
-- for the callers).
create or replace function private.report_recompute_steps(p_ids uuid[], tz text, day_start interval)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_ids), 0) = 0 then
    return;
  end if;
  delete from private.report_order_steps where order_id = any (p_ids);
  insert into private.report_order_steps (order_id, received_at, accepted, ready, delivered, total)
  select t.id, t.received_at,
         (case when t.waited then extract(epoch from t.accepted_at - t.received_at) / 60 end)::double precision,
         (extract(epoch from t.ready_at - t.accepted_at) / 60)::double precision,
         (extract(epoch from t.delivered_at - t.ready_at) / 60)::double precision,
         (extract(epoch from t.delivered_at - t.received_at) / 60)::double precision
    from (select o.id, o.created_at as received_at,
                 bool_or(e.status = 'pending') as waited,
                 min(e.created_at) filter (where e.status = 'processing') as accepted_at,
                 min(e.created_at) filter (where e.status in ('out_for_delivery', 'ready_for_pickup')) as ready_at,
                 min(e.created_at) filter (where e.status = 'delivered') as delivered_at
            from public.orders o
            join public.order_events e on e.order_id = o.id
           where o.id = any (p_ids) and private.counts_as_revenue(o.status)
           group by o.id, o.created_at) t;
end;
$$;

-- the trigger on orders as before, but the step minutes are recomputed with or without a clock.
create or replace function private.report_orders_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tz text;
  v_day_start interval;
  v_remove public.orders[];
  v_add public.orders[];
  v_digits text[];
  v_steps uuid[];
  v_old public.orders[];
  v_new public.orders[];
begin
  select c.tz, c.day_start into v_tz, v_day_start from private.report_trigger_clock() c;
  if tg_op = 'INSERT' then
    select array_agg(n::public.orders) filter (where private.report_counts(n.status)),
           array_agg(distinct pg_catalog.regexp_replace(n.customer_phone, '\D', '', 'g'))
             filter (where private.counts_as_revenue(n.status)),
           array_agg(n.id) filter (where private.counts_as_revenue(n.status))
      into v_add, v_digits, v_steps
      from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o::public.orders) filter (where private.report_counts(o.status)),
           array_agg(distinct pg_catalog.regexp_replace(o.customer_phone, '\D', '', 'g'))
             filter (where private.counts_as_revenue(o.status))
      into v_remove, v_digits
      from old_rows o;
    delete from private.report_order_steps s using old_rows o where s.order_id = o.id;
  else
    -- only rows whose part in the reports changed (e.g. out_for_delivery → delivered changes none).
    select array_agg(o::public.orders), array_agg(n::public.orders) into v_old, v_new
      from old_rows o join new_rows n on n.id = o.id
     where (private.counts_as_revenue(o.status), o.status = 'cancelled', o.created_at, o.total_amount, o.discount,
            o.delivery_fee, o.items, o.payment_method, o.fulfillment, o.delivery_zone_id, o.cancel_reason,
            o.customer_phone, o.customer_name)
           is distinct from
           (private.counts_as_revenue(n.status), n.status = 'cancelled', n.created_at, n.total_amount, n.discount,
            n.delivery_fee, n.items, n.payment_method, n.fulfillment, n.delivery_zone_id, n.cancel_reason,
            n.customer_phone, n.customer_name);
    if v_old is null then
      return null;
    end if;
    select array_agg(o) into v_remove from unnest(v_old) o where private.report_counts(o.status);
    select array_agg(n) into v_add from unnest(v_new) n where private.report_counts(n.status);
    select array_agg(distinct pg_catalog.regexp_replace(r.customer_phone, '\D', '', 'g')) into v_digits
      from (select * from unnest(v_old) union all select * from unnest(v_new)) r
     where private.counts_as_revenue(r.status);
    select array_agg(n.id) into v_steps
      from unnest(v_old) o join unnest(v_new) n on n.id = o.id
     where private.counts_as_revenue(o.status) is distinct from private.counts_as_revenue(n.status)
        or o.created_at is distinct from n.created_at;
  end if;
  if v_digits is null and v_remove is null and v_add is null and v_steps is null then
    return null;
  end if;
  -- one writer of the rollups at a time (the day's row serialises them anyway; this keeps a
  -- cancellation's recompute and an acceptance's upserts from locking rows in opposite orders).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('comanda.report_rollups'));
  perform private.report_recompute_customers(v_digits);
  perform private.report_recompute_steps(v_steps, v_tz, v_day_start);
  if v_tz is null then
    return null;
  end if;
  if v_remove is not null then
    perform private.report_add(v_remove, v_tz, v_day_start, -1);
  end if;
  if v_add is not null then
    perform private.report_add(v_add, v_tz, v_day_start);
  end if;
  return null;
end;
$$;

create function private.rollup_step_minutes(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  -- one pass, one sort per step (median and p90 from the same sort).
  with p as (
    select count(s.accepted) as accepted_n, percentile_cont(array[0.5, 0.9]) within group (order by s.accepted) as accepted_p,
           count(s.ready) as ready_n, percentile_cont(array[0.5, 0.9]) within group (order by s.ready) as ready_p,
           count(s.delivered) as delivered_n, percentile_cont(array[0.5, 0.9]) within group (order by s.delivered) as delivered_p,
           count(s.total) as total_n, percentile_cont(array[0.5, 0.9]) within group (order by s.total) as total_p
      from private.report_order_steps s
     where s.received_at >= p_start and s.received_at < p_end
  )
  select coalesce(jsonb_agg(jsonb_build_object('step', x.step, 'orders', x.orders,
                                               'median', round(x.pct[1]::numeric, 1),
                                               'p90', round(x.pct[2]::numeric, 1)) order by x.position), '[]'::jsonb)
    from p
   cross join lateral (values ('accepted', 1, p.accepted_n, p.accepted_p), ('ready', 2, p.ready_n, p.ready_p),
                              ('delivered', 3, p.delivered_n, p.delivered_p), ('total', 4, p.total_n, p.total_p))
         x(step, position, orders, pct)
   where x.orders > 0;
$$;
revoke all on function private.rollup_step_minutes(timestamptz, timestamptz) from public;

create or replace function public.get_sales_report(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_tz text;
  v_day_start interval;
  v_days integer;
  v_start timestamptz;
  v_end timestamptz;
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode ver os relatórios.');
  if p_from is null or p_to is null or p_from > p_to then
    perform private.refuse('invalid_period', 'Escolha um período com início antes do fim.');
  end if;
  select c.tz, c.day_start into v_tz, v_day_start from private.report_clock() c;
  v_days := p_to - p_from + 1;
  v_start := private.business_day_start(p_from, v_tz, v_day_start);
  v_end := private.business_day_start(p_to + 1, v_tz, v_day_start);
  return jsonb_build_object(
    'from', p_from, 'to', p_to, 'timezone', v_tz, 'starts_at', v_start, 'ends_at', v_end,
    'day_starts_at', pg_catalog.to_char(v_day_start, 'HH24:MI'),
    'previous_from', p_from - v_days, 'previous_to', p_from - 1,
    'summary', private.rollup_summary(p_from, p_to, v_start, v_end),
    'previous', private.rollup_summary(p_from - v_days, p_from - 1,
      private.business_day_start(p_from - v_days, v_tz, v_day_start), v_start),
    'by_day', private.rollup_by_day(p_from, p_to),
    'by_weekday_hour', private.rollup_by_weekday_hour(p_from, p_to),
    'products', private.rollup_products(p_from, p_to),
    'options', private.rollup_options(p_from, p_to),
    'cancellations', private.rollup_cancellations(p_from, p_to),
    'step_minutes', private.rollup_step_minutes(v_start, v_end))
    || private.rollup_mix(p_from, p_to);
end;
$$;


-- the per-day rollups from the orders, in one statement (the rollups emptied before). every sort
-- and hash fits in memory (work_mem), each big group-by first groups what the next one regroups
-- (a few thousand rows), and the rows go in in their key's order (appending to each index).
create function private.report_fill_days(tz text, day_start interval)
returns void
language plpgsql
set search_path = ''
set work_mem = '64MB'
as $$
begin
  with o as materialized (
    -- the orders the per-day rollups count, each one's business day and local hour computed once
    -- (the expressions of private.business_day, private.counts_as_revenue and private.order_channel,
    -- inline: a function with its own search_path is never inlined, and a call per row costs).
    select x.id, x.created_at, x.customer_phone, x.total_amount, x.discount, x.delivery_fee,
           x.payment_method, x.source as channel, x.fulfillment, x.delivery_zone_id, x.cancel_reason,
           x.status <> 'cancelled' as counted,
           ((x.created_at at time zone tz) - day_start)::date as day,
           extract(hour from x.created_at at time zone tz)::int as hour
      from public.orders x
     where x.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled')
  ), days as (
    insert into private.report_days (day, orders, revenue, discounts, delivery_fees, cancelled_orders, cancelled_amount)
    select o.day,
           count(*) filter (where o.counted),
           coalesce(sum(o.total_amount) filter (where o.counted), 0),
           coalesce(sum(o.discount) filter (where o.counted), 0),
           coalesce(sum(o.delivery_fee) filter (where o.counted), 0),
           count(*) filter (where not o.counted),
           coalesce(sum(o.total_amount) filter (where not o.counted), 0)
      from o group by o.day order by o.day
  ), cancellations as (
    insert into private.report_day_cancellations (day, reason, orders, amount)
    select o.day, coalesce(nullif(pg_catalog.btrim(o.cancel_reason), ''), 'Sem motivo'), count(*), sum(o.total_amount)
      from o where not o.counted group by 1, 2 order by 1, 2
  ), hours as (
    insert into private.report_day_hours (day, hour, orders, revenue)
    select o.day, o.hour, count(*), sum(o.total_amount) from o where o.counted group by 1, 2 order by 1, 2
  ), mix as (
    -- grouped by day and all four keys first, then each key's rows regrouped.
    insert into private.report_day_mix (day, kind, key, orders, revenue, delivery_fees)
    select g.day, k.kind, coalesce(k.key, ''), sum(g.orders), sum(g.revenue), sum(g.delivery_fees)
      from (select o.day, o.payment_method, o.channel, o.fulfillment, o.delivery_zone_id,
                   count(*) as orders, sum(o.total_amount) as revenue, sum(o.delivery_fee) as delivery_fees
              from o where o.counted group by 1, 2, 3, 4, 5) g
     cross join lateral (values
       ('payment', g.payment_method),
       ('channel', g.channel),
       ('fulfillment', g.fulfillment),
       ('zone', case when g.fulfillment = 'delivery' then coalesce(g.delivery_zone_id::text, '') end)) k(kind, key)
     where k.kind <> 'zone' or g.fulfillment = 'delivery'
     group by 1, 2, 3 order by 1, 2, 3
  ), phones as (
    -- the digits once per phone as typed, not once per order.
    select p.phone, pg_catalog.regexp_replace(p.phone, '\D', '', 'g') as digits
      from (select distinct o.customer_phone as phone from o where o.counted) p
  ), customers as (
    insert into private.report_day_customers (day, digits, orders)
    select o.day, p.digits, count(*)
      from o join phones p on p.phone = o.customer_phone
     where o.counted group by 1, 2 order by 1, 2
  ), order_lines as materialized (
    -- each line's own columns, and its complementos when it has some.
    -- (the orders read again: their items would make o too big to keep in memory)
    select x.id, i.ordinality as line, ((x.created_at at time zone tz) - day_start)::date as day, x.created_at,
           coalesce(i.value ->> 'product_id', i.value ->> 'name') as product, i.value ->> 'name' as name,
           (i.value ->> 'quantity')::numeric as quantity, (i.value ->> 'price')::numeric as price,
           case when jsonb_typeof(i.value -> 'options') = 'array' and i.value -> 'options' <> '[]'::jsonb
                then i.value -> 'options' end as options
      from public.orders x
     cross join lateral jsonb_array_elements(x.items) with ordinality i(value, ordinality)
     where x.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered')
  ), products as (
    -- by day, product and name, then the name of the day's latest order per product.
    insert into private.report_day_products (day, product, name, last_at, quantity, revenue, lines)
    select n.day, n.product, (array_agg(n.name order by n.last_at desc))[1], max(n.last_at),
           sum(n.quantity), sum(n.revenue), sum(n.lines)
      from (select l.day, l.product, l.name, max(l.created_at) as last_at, sum(l.quantity) as quantity,
                   sum(l.price * l.quantity) as revenue, count(*) as lines
              from order_lines l where l.product is not null group by 1, 2, 3) n
     group by 1, 2 order by 1, 2
  )
  -- complementos: the same shares as docs/reports.md ('max' groups share the line).
  insert into private.report_day_options (day, option, group_name, name, last_at, quantity, revenue, lines)
  select n.day, n.option, n.group_name, (array_agg(n.name order by n.last_at desc))[1], max(n.last_at),
         sum(n.units), sum(n.revenue), sum(n.lines)
    from (select sh.day, sh.option, sh.group_name, sh.name, max(sh.created_at) as last_at,
                 sum(sh.units) as units, sum(sh.revenue) as revenue, count(*) as lines
            from (select ch.day, ch.option, coalesce(ch.group_name, '') as group_name, ch.name, ch.created_at,
                         case when ch.pricing = 'max'
                              then ch.quantity / sum(ch.quantity) over w * ch.line_quantity
                              else ch.quantity * ch.line_quantity end as units,
                         case when ch.pricing = 'max'
                              then max(ch.price) over w * ch.quantity / sum(ch.quantity) over w * ch.line_quantity
                              else ch.price * ch.quantity * ch.line_quantity end as revenue
                    from (select l.id as order_id, l.line, l.created_at, l.day, l.quantity as line_quantity,
                                 coalesce(c.value ->> 'option_id', c.value ->> 'name') as option,
                                 c.value ->> 'name' as name, c.value ->> 'group' as group_name,
                                 coalesce(c.value ->> 'pricing', 'sum') as pricing,
                                 (c.value ->> 'price')::numeric as price,
                                 coalesce((c.value ->> 'quantity')::numeric, 1) as quantity
                            from order_lines l
                           cross join lateral jsonb_array_elements(l.options) c
                           where l.options is not null) ch
                  window w as (partition by ch.order_id, ch.line, ch.group_name)) sh
           where sh.option is not null
           group by 1, 2, 3, 4) n
   group by 1, 2, 3 order by 1, 2, 3;
end;
$$;
revoke all on function private.report_fill_days(text, interval) from public;

-- rebuild everything (the migration's backfill, a bulk import, a repair); p_customers false leaves
-- the customers (no caller left does).
create or replace function private.report_rebuild(p_customers boolean default true)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_tz text;
  v_day_start interval;
begin
  -- one writer of the rollups at a time (as in the triggers).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('comanda.report_rollups'));
  truncate private.report_days, private.report_day_hours, private.report_day_mix,
           private.report_day_cancellations, private.report_day_products, private.report_day_options,
           private.report_day_customers;
  if p_customers then
    truncate private.report_customers;
    insert into private.report_customers (digits, name, phone, orders, total_spent, first_order_at, last_order_at)
    select x.digits, (array_agg(x.name order by x.last_at desc))[1], (array_agg(x.phone order by x.last_at desc))[1],
           sum(x.orders), sum(x.total_spent), min(x.first_at), max(x.last_at)
      from (select pg_catalog.regexp_replace(p.phone, '\D', '', 'g') as digits, p.*
              from (select o.customer_phone as phone,
                           (array_agg(o.customer_name order by o.created_at desc))[1] as name,
                           count(*) as orders, sum(o.total_amount) as total_spent,
                           min(o.created_at) as first_at, max(o.created_at) as last_at
                      from public.orders o
                     where o.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered')
                     group by o.customer_phone) p) x
     group by x.digits;
  end if;
  select c.tz, c.day_start into v_tz, v_day_start from private.report_trigger_clock() c;
  if v_tz is not null then
    perform private.report_fill_days(v_tz, v_day_start);
  end if;
  truncate private.report_order_steps;
  insert into private.report_order_steps (order_id, received_at, accepted, ready, delivered, total)
  select t.id, t.received_at,
         (case when t.waited then extract(epoch from t.accepted_at - t.received_at) / 60 end)::double precision,
         (extract(epoch from t.ready_at - t.accepted_at) / 60)::double precision,
         (extract(epoch from t.delivered_at - t.ready_at) / 60)::double precision,
         (extract(epoch from t.delivered_at - t.received_at) / 60)::double precision
    from (select o.id, o.created_at as received_at,
                 bool_or(e.status = 'pending') as waited,
                 min(e.created_at) filter (where e.status = 'processing') as accepted_at,
                 min(e.created_at) filter (where e.status in ('out_for_delivery', 'ready_for_pickup')) as ready_at,
                 min(e.created_at) filter (where e.status = 'delivered') as delivered_at
            from public.orders o
            join public.order_events e on e.order_id = o.id
           where o.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered')
           group by o.id, o.created_at) t;
end;
$$;

-- a new time zone or day start moves every order's business day: the per-day rollups are filled
-- again (the customers and the step minutes have no business day).
create or replace function private.report_settings_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tz text := nullif(pg_catalog.btrim(new.timezone), '');
begin
  if new.timezone is distinct from old.timezone or new.day_starts_at is distinct from old.day_starts_at then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('comanda.report_rollups'));
    truncate private.report_days, private.report_day_hours, private.report_day_mix,
             private.report_day_cancellations, private.report_day_products, private.report_day_options,
             private.report_day_customers;
    if v_tz is not null then
      perform private.report_fill_days(v_tz, new.day_starts_at::interval);
    end if;
  end if;
  return null;
end;
$$;

select private.report_rebuild();
