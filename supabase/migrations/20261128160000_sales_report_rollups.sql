-- comanda: the reports read rollups kept exact by triggers (docs/reports.md, docs/performance.md).
-- a busy year (150,000 orders) took seconds to aggregate on every call; the same answers now come
-- from per-business-day tables (a few hundred rows a day at most), a per-customer table and one
-- timing row per counted order. the triggers are statement-level with transition tables (one
-- upsert per rollup per statement, so a bulk import costs one pass too) and fire always, even
-- under session_replication_role = replica (imports and test fixtures that bypass other triggers).
-- adding an order adds to the rollups; taking one out (cancelled after it was accepted, a changed
-- total, a deleted order) subtracts it (a changed order: out, then in again). changing the time zone or
-- day_starts_at rebuilds everything (the business day of every order moves).

-- the tables ---------------------------------------------------------------------------------------
create table private.report_days (
  day date primary key,
  orders bigint not null default 0,
  revenue numeric not null default 0,
  discounts numeric not null default 0,
  delivery_fees numeric not null default 0,
  cancelled_orders bigint not null default 0,
  cancelled_amount numeric not null default 0
);
create table private.report_day_hours (
  day date not null,
  hour integer not null,
  orders bigint not null,
  revenue numeric not null,
  primary key (day, hour)
);
-- kind: payment, channel, fulfillment or zone (delivery orders only); key '' stands for null.
create table private.report_day_mix (
  day date not null,
  kind text not null,
  key text not null,
  orders bigint not null,
  revenue numeric not null,
  delivery_fees numeric not null,
  primary key (day, kind, key)
);
create table private.report_day_cancellations (
  day date not null,
  reason text not null,
  orders bigint not null,
  amount numeric not null,
  primary key (day, reason)
);
-- name: as in the day's latest order (last_at); revenue unrounded (rounded once per report).
create table private.report_day_products (
  day date not null,
  product text not null,
  name text,
  last_at timestamptz not null,
  quantity numeric not null,
  revenue numeric not null,
  lines bigint not null,
  lookup boolean not null default false,
  primary key (day, product)
);
create table private.report_day_options (
  day date not null,
  option text not null,
  group_name text not null,
  name text,
  last_at timestamptz not null,
  quantity numeric not null,
  revenue numeric not null,
  lines bigint not null,
  lookup boolean not null default false,
  primary key (day, option, group_name)
);
-- who bought on which day (new vs returning customers of a period counts distinct digits here).
create table private.report_day_customers (
  day date not null,
  digits text not null,
  orders bigint not null,
  primary key (day, digits)
);
-- one row per customer (the phone's digits) with an order accepted or later; name and phone as in
-- the latest such order.
create table private.report_customers (
  digits text primary key,
  name text,
  phone text,
  orders bigint not null,
  total_spent numeric not null,
  first_order_at timestamptz not null,
  last_order_at timestamptz not null
);
create index report_customers_last_order_at_idx on private.report_customers (last_order_at desc, digits);
create index report_customers_first_order_at_idx on private.report_customers (first_order_at);
-- minutes per step of each counted order (median and p90 need every value), as the double
-- precision percentile_cont sorts.
create table private.report_order_steps (
  order_id uuid primary key,
  day date not null,
  accepted double precision,
  ready double precision,
  delivered double precision,
  total double precision
);
create index report_order_steps_day_idx on private.report_order_steps (day);

-- the shop's clock for the triggers: null when no time zone (the rollups stay empty until one is
-- set, which rebuilds them).
create function private.report_trigger_clock(out tz text, out day_start interval)
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(s.timezone), ''), s.day_starts_at::interval
    from public.company_settings s where s.id = 1;
$$;
revoke all on function private.report_trigger_clock() from public;

-- whether an order shows in the per-day rollups at all.
create function private.report_counts(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.counts_as_revenue(report_counts.status) or report_counts.status = 'cancelled';
$$;
revoke all on function private.report_counts(text) from public;

-- add orders to the per-day rollups (p_sign 1), or take them out (p_sign -1: the rows that reach
-- zero go; a product's or complemento's name is looked up again when the order taken out was its
-- day's latest) -----------------------------------------------------------------------------------
create function private.report_add(p_orders public.orders[], tz text, day_start interval, p_sign integer default 1)
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

  insert into private.report_day_customers as t (day, digits, orders)
  select private.business_day(o.created_at, tz, day_start), pg_catalog.regexp_replace(o.customer_phone, '\D', '', 'g'),
         p_sign * count(*)
    from unnest(p_orders) o where private.counts_as_revenue(o.status) group by 1, 2
  on conflict (day, digits) do update set orders = t.orders + excluded.orders;

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
  delete from private.report_day_customers r where r.day = any (v_days) and r.orders = 0;
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

-- recompute customers (by digits) from the orders, through orders_customer_digits_created_at_idx.
create function private.report_recompute_customers(p_digits text[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_digits), 0) = 0 then
    return;
  end if;
  delete from private.report_customers where digits = any (p_digits);
  insert into private.report_customers (digits, name, phone, orders, total_spent, first_order_at, last_order_at)
  select pg_catalog.regexp_replace(o.customer_phone, '\D', '', 'g'),
         (array_agg(o.customer_name order by o.created_at desc))[1],
         (array_agg(o.customer_phone order by o.created_at desc))[1],
         count(*), sum(o.total_amount), min(o.created_at), max(o.created_at)
    from public.orders o
   where pg_catalog.regexp_replace(o.customer_phone, '\D', '', 'g') = any (p_digits)
     and o.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered')
   group by 1;
end;
$$;
revoke all on function private.report_recompute_customers(text[]) from public;

-- recompute the step minutes of some orders from their timelines.
create function private.report_recompute_steps(p_ids uuid[], tz text, day_start interval)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_ids), 0) = 0 then
    return;
  end if;
  delete from private.report_order_steps where order_id = any (p_ids);
  if tz is null then
    return;
  end if;
  insert into private.report_order_steps (order_id, day, accepted, ready, delivered, total)
  select t.id, private.business_day(t.received_at, tz, day_start),
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
revoke all on function private.report_recompute_steps(uuid[], text, interval) from public;

-- rebuild everything (the migration's backfill, a bulk import); a new time zone or day start
-- rebuilds all but the customers (p_customers false: they have no business day). a month at a time.
create function private.report_rebuild(p_customers boolean default true)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_tz text;
  v_day_start interval;
  v_month timestamptz;
  v_last timestamptz;
begin
  truncate private.report_days, private.report_day_hours, private.report_day_mix,
           private.report_day_cancellations, private.report_day_products, private.report_day_options,
           private.report_day_customers, private.report_order_steps;
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
  if v_tz is null then
    return;
  end if;
  select date_trunc('month', min(o.created_at)), max(o.created_at) into v_month, v_last from public.orders o;
  while v_month <= v_last loop
    perform private.report_add(array(
      select o from public.orders o
       where o.created_at >= v_month and o.created_at < v_month + interval '1 month'
         and private.report_counts(o.status)), v_tz, v_day_start);
    v_month := v_month + interval '1 month';
  end loop;
  insert into private.report_order_steps (order_id, day, accepted, ready, delivered, total)
  select t.id, private.business_day(t.received_at, v_tz, v_day_start),
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
           where private.counts_as_revenue(o.status)
           group by o.id, o.created_at) t;
end;
$$;
revoke all on function private.report_rebuild(boolean) from public;

-- the triggers ------------------------------------------------------------------------------------
create function private.report_orders_changed()
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
  if v_tz is null then
    return null;
  end if;
  if v_remove is not null then
    perform private.report_add(v_remove, v_tz, v_day_start, -1);
  end if;
  if v_add is not null then
    perform private.report_add(v_add, v_tz, v_day_start);
  end if;
  perform private.report_recompute_steps(v_steps, v_tz, v_day_start);
  return null;
end;
$$;
revoke all on function private.report_orders_changed() from public;

create trigger orders_report_insert after insert on public.orders
  referencing new table as new_rows for each statement execute function private.report_orders_changed();
create trigger orders_report_update after update on public.orders
  referencing old table as old_rows new table as new_rows for each statement execute function private.report_orders_changed();
create trigger orders_report_delete after delete on public.orders
  referencing old table as old_rows for each statement execute function private.report_orders_changed();
alter table public.orders enable always trigger orders_report_insert;
alter table public.orders enable always trigger orders_report_update;
alter table public.orders enable always trigger orders_report_delete;

create function private.report_events_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tz text;
  v_day_start interval;
  v_ids uuid[];
begin
  select c.tz, c.day_start into v_tz, v_day_start from private.report_trigger_clock() c;
  if tg_op = 'INSERT' then
    select array_agg(distinct n.order_id) into v_ids from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.order_id) into v_ids from old_rows o;
  else
    select array_agg(distinct x.order_id) into v_ids
      from (select order_id from old_rows union select order_id from new_rows) x;
  end if;
  perform private.report_recompute_steps(v_ids, v_tz, v_day_start);
  return null;
end;
$$;
revoke all on function private.report_events_changed() from public;

create trigger order_events_report_insert after insert on public.order_events
  referencing new table as new_rows for each statement execute function private.report_events_changed();
create trigger order_events_report_update after update on public.order_events
  referencing old table as old_rows new table as new_rows for each statement execute function private.report_events_changed();
create trigger order_events_report_delete after delete on public.order_events
  referencing old table as old_rows for each statement execute function private.report_events_changed();
alter table public.order_events enable always trigger order_events_report_insert;
alter table public.order_events enable always trigger order_events_report_update;
alter table public.order_events enable always trigger order_events_report_delete;

-- truncate empties the rollups too (no row triggers fire on it).
create function private.report_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'orders' then
    truncate private.report_days, private.report_day_hours, private.report_day_mix,
             private.report_day_cancellations, private.report_day_products, private.report_day_options,
             private.report_day_customers, private.report_customers, private.report_order_steps;
  else
    truncate private.report_order_steps;
  end if;
  return null;
end;
$$;
revoke all on function private.report_truncated() from public;
create trigger orders_report_truncate after truncate on public.orders
  for each statement execute function private.report_truncated();
create trigger order_events_report_truncate after truncate on public.order_events
  for each statement execute function private.report_truncated();
alter table public.orders enable always trigger orders_report_truncate;
alter table public.order_events enable always trigger order_events_report_truncate;

-- a new time zone or day start moves every order's business day: rebuild (seconds on a busy year;
-- it happens when the owner saves those settings, rarely).
create function private.report_settings_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.timezone is distinct from old.timezone or new.day_starts_at is distinct from old.day_starts_at then
    perform private.report_rebuild(false);
  end if;
  return null;
end;
$$;
revoke all on function private.report_settings_changed() from public;
create trigger company_settings_report_clock after update on public.company_settings
  for each row execute function private.report_settings_changed();
alter table public.company_settings enable always trigger company_settings_report_clock;

select private.report_rebuild();

-- the report from the rollups ------------------------------------------------------------------------
-- the summary of the business days p_from..p_to; new customers: their first order accepted or later
-- falls in the period (none before it).
create function private.rollup_summary(p_from date, p_to date, p_start timestamptz, p_end timestamptz)
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
    select (select count(*) from (select c.digits from private.report_day_customers c
                                   where c.day between p_from and p_to group by c.digits) b) as buyers,
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
revoke all on function private.rollup_summary(date, date, timestamptz, timestamptz) from public;

create function private.rollup_by_day(p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'day', g.day::date, 'orders', coalesce(d.orders, 0), 'revenue', coalesce(d.revenue, 0))
           order by g.day), '[]'::jsonb)
    from pg_catalog.generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g(day)
    left join private.report_days d on d.day = g.day::date and d.orders > 0;
$$;
revoke all on function private.rollup_by_day(date, date) from public;

create function private.rollup_by_weekday_hour(p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('weekday', g.weekday, 'hour', g.hour,
                                               'orders', g.orders, 'revenue', g.revenue)
                            order by g.weekday, g.hour), '[]'::jsonb)
    from (select extract(dow from h.day)::int as weekday, h.hour, sum(h.orders) as orders, sum(h.revenue) as revenue
            from private.report_day_hours h where h.day between p_from and p_to
           group by 1, 2) g;
$$;
revoke all on function private.rollup_by_weekday_hour(date, date) from public;

create function private.rollup_products(p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('product_id', p.product, 'name', p.name,
                                               'quantity', p.quantity, 'revenue', p.revenue)
                            order by p.revenue desc, p.name), '[]'::jsonb)
    from (select r.product, (array_agg(r.name order by r.last_at desc))[1] as name,
                 sum(r.quantity) as quantity, round(sum(r.revenue), 2) as revenue
            from private.report_day_products r where r.day between p_from and p_to
           group by r.product) p;
$$;
revoke all on function private.rollup_products(date, date) from public;

create function private.rollup_options(p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('option_id', s.option, 'name', s.name,
                                               'group', nullif(s.group_name, ''),
                                               'quantity', s.quantity, 'revenue', s.revenue)
                            order by s.revenue desc, s.name), '[]'::jsonb)
    from (select r.option, r.group_name, (array_agg(r.name order by r.last_at desc))[1] as name,
                 round(sum(r.quantity), 2) as quantity, round(sum(r.revenue), 2) as revenue
            from private.report_day_options r where r.day between p_from and p_to
           group by r.option, r.group_name) s;
$$;
revoke all on function private.rollup_options(date, date) from public;

create function private.rollup_mix(p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with mix as (
    select m.kind, nullif(m.key, '') as key, sum(m.orders) as orders, sum(m.revenue) as revenue,
           sum(m.delivery_fees) as fees
      from private.report_day_mix m where m.day between p_from and p_to
     group by m.kind, m.key
  )
  select jsonb_build_object(
    'payments', (select coalesce(jsonb_agg(jsonb_build_object('method', x.key, 'orders', x.orders,
                                                              'revenue', x.revenue) order by x.revenue desc), '[]')
                   from mix x where x.kind = 'payment'),
    'channels', (select coalesce(jsonb_agg(jsonb_build_object('channel', x.key, 'orders', x.orders,
                                                              'revenue', x.revenue) order by x.revenue desc), '[]')
                   from mix x where x.kind = 'channel'),
    'fulfillment', (select coalesce(jsonb_agg(jsonb_build_object('fulfillment', x.key, 'orders', x.orders,
                                                                 'revenue', x.revenue, 'delivery_fees', x.fees)
                                              order by x.key), '[]')
                      from mix x where x.kind = 'fulfillment'),
    'zones', (select coalesce(jsonb_agg(jsonb_build_object('zone_id', x.key::uuid, 'name', z.name,
                                                           'orders', x.orders, 'revenue', x.revenue,
                                                           'delivery_fees', x.fees)
                                        order by x.orders desc, z.name), '[]')
                from mix x
                left join public.delivery_zones z on z.id = x.key::uuid
               where x.kind = 'zone'));
$$;
revoke all on function private.rollup_mix(date, date) from public;

create function private.rollup_cancellations(p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('reason', x.reason, 'orders', x.orders, 'amount', x.amount)
                            order by x.orders desc, x.reason), '[]'::jsonb)
    from (select c.reason, sum(c.orders) as orders, sum(c.amount) as amount
            from private.report_day_cancellations c where c.day between p_from and p_to
           group by c.reason) x;
$$;
revoke all on function private.rollup_cancellations(date, date) from public;

create function private.rollup_step_minutes(p_from date, p_to date)
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
     where s.day between p_from and p_to
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
revoke all on function private.rollup_step_minutes(date, date) from public;

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
    'step_minutes', private.rollup_step_minutes(p_from, p_to))
    || private.rollup_mix(p_from, p_to);
end;
$$;

create or replace function public.get_customers(
  p_search text default null,
  p_order text default 'recent',
  p_limit integer default 50,
  p_offset integer default 0,
  p_inactive_days integer default null
)
returns table (
  phone_digits text,
  name text,
  phone text,
  orders bigint,
  total_spent numeric,
  average_ticket numeric,
  first_order_at timestamptz,
  last_order_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  v_digits text;
  v_order text := coalesce(p_order, 'recent');
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe da loja pode ver os clientes.');
  if v_order not in ('recent', 'frequent', 'value') then
    perform private.refuse('invalid_order', 'Ordem de clientes desconhecida.');
  end if;
  if pg_catalog.char_length(v_search) > 100 then
    perform private.refuse('search_too_long', 'A busca pode ter até 100 caracteres.');
  end if;
  v_digits := nullif(pg_catalog.regexp_replace(coalesce(v_search, ''), '\D', '', 'g'), '');
  return query
  with matching as (
    select c.* from private.report_customers c
     where (v_search is null
            or c.name ilike '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'
            or (v_digits is not null and c.digits like '%' || v_digits || '%'))
       and (p_inactive_days is null
            or c.last_order_at < pg_catalog.now() - pg_catalog.make_interval(days => p_inactive_days))
  )
  select m.digits, m.name, m.phone, m.orders, m.total_spent, round(m.total_spent / m.orders, 2),
         m.first_order_at, m.last_order_at, count(*) over ()
    from matching m
   order by case when v_order = 'recent' then m.last_order_at end desc nulls last,
            case when v_order = 'frequent' then m.orders end desc nulls last,
            case when v_order = 'value' then m.total_spent end desc nulls last,
            m.last_order_at desc, m.digits
   limit least(greatest(coalesce(p_limit, 50), 1), 500)
  offset least(greatest(coalesce(p_offset, 0), 0), 1000000);
end;
$$;

-- the per-call aggregations the report read before (replaced by the rollup_* functions above).
drop function private.sales_summary(timestamptz, timestamptz);
drop function private.sales_by_day(date, date, text, interval);
drop function private.sales_by_weekday_hour(timestamptz, timestamptz, text, interval);
drop function private.sales_by_product(timestamptz, timestamptz);
drop function private.sales_by_option(timestamptz, timestamptz);
drop function private.sales_mix(timestamptz, timestamptz);
drop function private.sales_cancellations(timestamptz, timestamptz);
drop function private.sales_step_minutes(timestamptz, timestamptz);
