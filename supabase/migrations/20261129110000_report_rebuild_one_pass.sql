-- comanda: changing the shop's time zone or day start no longer rebuilds everything inside the
-- owner's save (docs/performance.md). the first rebuild went a month at a time through
-- private.report_add (the orders copied into an array, then unnested), called a function per row
-- (business_day, counts_as_revenue, order_channel: a function with its own search_path is never
-- inlined) and recomputed every order's step minutes from the timelines: 11–14 s on a busy year of
-- 150,000 orders, over hosted Supabase's 8 s statement timeout for the owner's save.
-- now:
-- - the step minutes and who bought when (report_order_customers, replacing report_day_customers)
--   are kept by instant (the order's created_at), not by business day: they do not depend on the
--   clock, so a new clock leaves them alone (and they are kept with no time zone set too); the
--   report reads those of [start of the first day, start of the day after the last).
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

-- who bought when, by instant ---------------------------------------------------------------------
-- one row per order accepted or later with its customer's digits: a period's distinct customers
-- (new vs returning) read those between its first day's start and its end. it replaces
-- report_day_customers (who bought on which business day), which a new clock had to refill.
drop table private.report_day_customers;
create table private.report_order_customers (
  order_id uuid primary key,
  received_at timestamptz not null,
  digits text not null
);
create index report_order_customers_received_at_idx on private.report_order_customers (received_at, digits);

-- the per-day rollups as before, without the customers.
create or replace function private.report_add(p_orders public.orders[], tz text, day_start interval, p_sign integer default 1)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_days date[];
begin
  if coalesce(cardinality(p_orders), 0) = 0 then
    return;
  end if;

  insert into private.report_days as t (day, orders, revenue, discounts, delivery_fees, cancelled_orders, cancelled_amount)
  select private.business_day(o.created_at, tz, day_start),
         p_sign * count(*) filter (where o.status <> 'cancelled'),
         p_sign * coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0),
         p_sign * coalesce(sum(o.discount) filter (where o.status <> 'cancelled'), 0),
         p_sign * coalesce(sum(o.delivery_fee) filter (where o.status <> 'cancelled'), 0),
         p_sign * count(*) filter (where o.status = 'cancelled'),
         p_sign * coalesce(sum(o.total_amount) filter (where o.status = 'cancelled'), 0)
    from unnest(p_orders) o where private.report_counts(o.status) group by 1
  on conflict (day) do update set
    orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue,
    discounts = t.discounts + excluded.discounts, delivery_fees = t.delivery_fees + excluded.delivery_fees,
    cancelled_orders = t.cancelled_orders + excluded.cancelled_orders,
    cancelled_amount = t.cancelled_amount + excluded.cancelled_amount;

  insert into private.report_day_cancellations as t (day, reason, orders, amount)
  select private.business_day(o.created_at, tz, day_start),
         coalesce(nullif(pg_catalog.btrim(o.cancel_reason), ''), 'Sem motivo'), p_sign * count(*), p_sign * sum(o.total_amount)
    from unnest(p_orders) o where o.status = 'cancelled' group by 1, 2
  on conflict (day, reason) do update set orders = t.orders + excluded.orders, amount = t.amount + excluded.amount;

  insert into private.report_day_hours as t (day, hour, orders, revenue)
  select private.business_day(o.created_at, tz, day_start), extract(hour from o.created_at at time zone tz)::int,
         p_sign * count(*), p_sign * sum(o.total_amount)
    from unnest(p_orders) o where private.counts_as_revenue(o.status) group by 1, 2
  on conflict (day, hour) do update set orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue;

  insert into private.report_day_mix as t (day, kind, key, orders, revenue, delivery_fees)
  select x.day, x.kind, x.key, p_sign * count(*), p_sign * sum(x.total_amount), p_sign * sum(x.delivery_fee)
    from (select private.business_day(o.created_at, tz, day_start) as day, k.kind, coalesce(k.key, '') as key,
                 o.total_amount, o.delivery_fee
            from unnest(p_orders) o
           cross join lateral (values
             ('payment', o.payment_method),
             ('channel', private.order_channel(o)),
             ('fulfillment', o.fulfillment),
             ('zone', case when o.fulfillment = 'delivery' then coalesce(o.delivery_zone_id::text, '') end)) k(kind, key)
           where private.counts_as_revenue(o.status) and (k.kind <> 'zone' or o.fulfillment = 'delivery')) x
   group by 1, 2, 3
  on conflict (day, kind, key) do update set
    orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue,
    delivery_fees = t.delivery_fees + excluded.delivery_fees;

  insert into private.report_day_products as t (day, product, name, last_at, quantity, revenue, lines)
  select l.day, l.product, (array_agg(l.name order by l.created_at desc))[1], max(l.created_at),
         p_sign * sum(l.quantity), p_sign * sum(l.revenue), p_sign * count(*)
    from (select private.business_day(o.created_at, tz, day_start) as day,
                 coalesce(i.value ->> 'product_id', i.value ->> 'name') as product,
                 i.value ->> 'name' as name, o.created_at,
                 (i.value ->> 'quantity')::numeric as quantity,
                 (i.value ->> 'price')::numeric * (i.value ->> 'quantity')::numeric as revenue
            from unnest(p_orders) o
           cross join lateral jsonb_array_elements(o.items) i
           where private.counts_as_revenue(o.status)) l
   where l.product is not null
   group by 1, 2
  on conflict (day, product) do update set
    name = case when p_sign > 0 and excluded.last_at >= t.last_at then excluded.name else t.name end,
    last_at = case when p_sign > 0 then greatest(t.last_at, excluded.last_at) else t.last_at end,
    quantity = t.quantity + excluded.quantity, revenue = t.revenue + excluded.revenue, lines = t.lines + excluded.lines,
    -- marks a name to look up again (the order taken out was the latest of its day)
    lookup = p_sign < 0 and excluded.last_at >= t.last_at;

  -- complementos: the same shares as docs/reports.md ('max' groups share the line).
  insert into private.report_day_options as t (day, option, group_name, name, last_at, quantity, revenue, lines)
  select sh.day, sh.option, sh.group_name, (array_agg(sh.name order by sh.created_at desc))[1], max(sh.created_at),
         p_sign * sum(sh.units), p_sign * sum(sh.revenue), p_sign * count(*)
    from (select ch.day, ch.option, coalesce(ch.group_name, '') as group_name, ch.name, ch.created_at,
                 case when ch.pricing = 'max'
                      then ch.quantity / sum(ch.quantity) over w * ch.line_quantity
                      else ch.quantity * ch.line_quantity end as units,
                 case when ch.pricing = 'max'
                      then max(ch.price) over w * ch.quantity / sum(ch.quantity) over w * ch.line_quantity
                      else ch.price * ch.quantity * ch.line_quantity end as revenue
            from (select o.id as order_id, i.ordinality as line, o.created_at,
                         private.business_day(o.created_at, tz, day_start) as day,
                         (i.value ->> 'quantity')::numeric as line_quantity,
                         coalesce(c.value ->> 'option_id', c.value ->> 'name') as option,
                         c.value ->> 'name' as name, c.value ->> 'group' as group_name,
                         coalesce(c.value ->> 'pricing', 'sum') as pricing,
                         (c.value ->> 'price')::numeric as price,
                         coalesce((c.value ->> 'quantity')::numeric, 1) as quantity
                    from unnest(p_orders) o
                   cross join lateral jsonb_array_elements(o.items) with ordinality i(value, ordinality)
                   cross join lateral jsonb_array_elements(coalesce(i.value -> 'options', '[]'::jsonb)) c
                   where private.counts_as_revenue(o.status)
                     and jsonb_typeof(i.value -> 'options') = 'array') ch
          window w as (partition by ch.order_id, ch.line, ch.group_name)) sh
   where sh.option is not null
   group by 1, 2, 3
  on conflict (day, option, group_name) do update set
    name = case when p_sign > 0 and excluded.last_at >= t.last_at then excluded.name else t.name end,
    last_at = case when p_sign > 0 then greatest(t.last_at, excluded.last_at) else t.last_at end,
    quantity = t.quantity + excluded.quantity, revenue = t.revenue + excluded.revenue, lines = t.lines + excluded.lines,
    -- marks a name to look up again (the order taken out was the latest of its day)
    lookup = p_sign < 0 and excluded.last_at >= t.last_at;

  if p_sign > 0 then
    return;
  end if;
  v_days := array(select distinct private.business_day(o.created_at, tz, day_start) from unnest(p_orders) o);
  delete from private.report_day_hours r where r.day = any (v_days) and r.orders = 0;
  delete from private.report_day_mix r where r.day = any (v_days) and r.orders = 0;
  delete from private.report_day_cancellations r where r.day = any (v_days) and r.orders = 0;
  delete from private.report_day_products r where r.day = any (v_days) and r.lines = 0;
  delete from private.report_day_options r where r.day = any (v_days) and r.lines = 0;
  -- the name as in the day's latest order still counted (the newest orders first, through
  -- orders_created_at_idx; it stops at the first that has the product).
  update private.report_day_products r
     set name = x.name, last_at = x.created_at, lookup = false
    from (select r2.day, r2.product, l.name, l.created_at
            from private.report_day_products r2
           cross join lateral (
             select i.value ->> 'name' as name, o.created_at
               from public.orders o
              cross join lateral jsonb_array_elements(o.items) i
              where o.created_at >= private.business_day_start(r2.day, tz, day_start)
                and o.created_at < private.business_day_start(r2.day + 1, tz, day_start)
                and private.counts_as_revenue(o.status)
                and coalesce(i.value ->> 'product_id', i.value ->> 'name') = r2.product
              order by o.created_at desc
              limit 1) l
           where r2.day = any (v_days) and r2.lookup) x
   where r.day = x.day and r.product = x.product;
  update private.report_day_options r
     set name = x.name, last_at = x.created_at, lookup = false
    from (select r2.day, r2.option, r2.group_name, l.name, l.created_at
            from private.report_day_options r2
           cross join lateral (
             select c.value ->> 'name' as name, o.created_at
               from public.orders o
              cross join lateral jsonb_array_elements(o.items) i
              cross join lateral jsonb_array_elements(
                case when jsonb_typeof(i.value -> 'options') = 'array' then i.value -> 'options' else '[]'::jsonb end) c
              where o.created_at >= private.business_day_start(r2.day, tz, day_start)
                and o.created_at < private.business_day_start(r2.day + 1, tz, day_start)
                and private.counts_as_revenue(o.status)
                and coalesce(c.value ->> 'option_id', c.value ->> 'name') = r2.option
                and coalesce(c.value ->> 'group', '') = r2.group_name
              order by o.created_at desc
              limit 1) l
           where r2.day = any (v_days) and r2.lookup) x
   where r.day = x.day and r.option = x.option and r.group_name = x.group_name;
end;
$$;
revoke all on function private.report_add(public.orders[], text, interval, integer) from public;

create or replace function private.report_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'orders' then
    truncate private.report_days, private.report_day_hours, private.report_day_mix,
             private.report_day_cancellations, private.report_day_products, private.report_day_options,
             private.report_order_customers, private.report_customers, private.report_order_steps;
  else
    truncate private.report_order_steps;
  end if;
  return null;
end;
$$;

create or replace function private.rollup_summary(p_from date, p_to date, p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with days as (
    select coalesce(sum(d.orders), 0) as orders, coalesce(sum(d.revenue), 0) as revenue,
           coalesce(sum(d.discounts), 0) as discounts, coalesce(sum(d.delivery_fees), 0) as delivery_fees,
           coalesce(sum(d.cancelled_orders), 0) as cancelled_orders,
           coalesce(sum(d.cancelled_amount), 0) as cancelled_amount
      from private.report_days d where d.day between p_from and p_to
  ), customers as (
    select (select count(*) from (select c.digits from private.report_order_customers c
                                   where c.received_at >= p_start and c.received_at < p_end
                                   group by c.digits) b) as buyers,
           (select count(*) from private.report_customers c
             where c.first_order_at >= p_start and c.first_order_at < p_end) as new_customers
  )
  select jsonb_build_object(
    'orders', d.orders, 'revenue', d.revenue,
    'average_ticket', case when d.orders = 0 then 0 else round(d.revenue / d.orders, 2) end,
    'discounts', d.discounts, 'delivery_fees', d.delivery_fees,
    'cancelled_orders', d.cancelled_orders, 'cancelled_amount', d.cancelled_amount,
    'new_customers', c.new_customers, 'returning_customers', c.buyers - c.new_customers)
  from days d cross join customers c;
$$;

-- the trigger on orders as before, but the step minutes and who bought when are kept
-- with or without a clock, and the clock is read once the rollups' lock is held.
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
  -- the clock once the lock is held: a save of a new time zone or day start holds it while it
  -- refills the rollups, and an order that waited for it must land on the new clock's day.
  select c.tz, c.day_start into v_tz, v_day_start from private.report_trigger_clock() c;
  perform private.report_recompute_customers(v_digits);
  perform private.report_recompute_steps(v_steps, v_tz, v_day_start);
  if tg_op = 'DELETE' then
    delete from private.report_order_customers c using old_rows o where c.order_id = o.id;
  elsif v_old is not null then
    delete from private.report_order_customers c using unnest(v_old) o where c.order_id = o.id;
  end if;
  insert into private.report_order_customers (order_id, received_at, digits)
  select n.id, n.created_at, pg_catalog.regexp_replace(n.customer_phone, '\D', '', 'g')
    from unnest(v_add) n where private.counts_as_revenue(n.status);
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
    select x.id, x.created_at, x.total_amount, x.discount, x.delivery_fee,
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
           private.report_day_cancellations, private.report_day_products, private.report_day_options;
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
  truncate private.report_order_customers;
  insert into private.report_order_customers (order_id, received_at, digits)
  select o.id, o.created_at, pg_catalog.regexp_replace(o.customer_phone, '\D', '', 'g')
    from public.orders o
   where o.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered');
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
             private.report_day_cancellations, private.report_day_products, private.report_day_options;
    if v_tz is not null then
      perform private.report_fill_days(v_tz, new.day_starts_at::interval);
    end if;
  end if;
  return null;
end;
$$;

select private.report_rebuild();
