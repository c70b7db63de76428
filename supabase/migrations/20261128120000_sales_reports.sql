-- comanda: reports and customers (docs/reports.md). the business day is the shop's time zone
-- shifted by day_starts_at: with 05:00 an order at 00:30 belongs to the day before. revenue counts
-- orders accepted or later, never pending or cancelled; cancellations are reported apart. names and
-- prices come from each order's own snapshot (orders.items), so renaming or deleting a product or
-- changing a price never changes the past. get_sales_report is the owner's; get_customers the
-- counter's (owner, attendant). both aggregate in sql, as definer after the role check (like
-- search_orders: under row level security the indexes below would not serve every filter).

alter table public.company_settings
  add column if not exists day_starts_at time not null default '05:00';
comment on column public.company_settings.day_starts_at is
  'When the shop''s business day starts, in its time zone: orders before it count for the day before (reports).';

-- a customer is the digits of the phone (place_order stores one normalised format). this index
-- answers "the customer's earlier orders" (new vs returning) and the customer list.
create index if not exists orders_customer_digits_created_at_idx
  on public.orders ((pg_catalog.regexp_replace(customer_phone, '\D', '', 'g')), created_at)
  where status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered');

-- the shop's clock ----------------------------------------------------------------------------
-- the time zone and the day's start; no time zone is an explicit refusal, never a silent utc.
create function private.report_clock(out tz text, out day_start interval)
language plpgsql
stable
set search_path = ''
as $$
begin
  select nullif(pg_catalog.btrim(s.timezone), ''), s.day_starts_at::interval
    into tz, day_start
    from public.company_settings s
   where s.id = 1;
  if tz is null then
    perform private.refuse('timezone_missing',
      'Configure o fuso horário da loja em Configurações para ver relatórios.');
  end if;
end;
$$;
revoke all on function private.report_clock() from public;

-- the first instant of a business day.
create function private.business_day_start(day date, tz text, day_start interval)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select (business_day_start.day + business_day_start.day_start) at time zone business_day_start.tz;
$$;
revoke all on function private.business_day_start(date, text, interval) from public;

-- the business day an instant belongs to.
create function private.business_day(at timestamptz, tz text, day_start interval)
returns date
language sql
immutable
set search_path = ''
as $$
  select ((business_day.at at time zone business_day.tz) - business_day.day_start)::date;
$$;
revoke all on function private.business_day(timestamptz, text, interval) from public;

-- an order's sales channel. orders.source does not exist yet: when it lands, this body becomes
-- `select o.source` (the one line to change; every report reads the channel from here).
create function private.order_channel(o public.orders)
returns text
language sql
stable
set search_path = ''
as $$
  select 'online'::text;
$$;
revoke all on function private.order_channel(public.orders) from public;

-- revenue: accepted or later.
create function private.counts_as_revenue(status text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select counts_as_revenue.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered');
$$;
revoke all on function private.counts_as_revenue(text) from public;

-- the summary of [p_start, p_end) ------------------------------------------------------------
create function private.sales_summary(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with period as (
    select o.status, o.total_amount, o.discount, o.delivery_fee, o.customer_phone
      from public.orders o
     where o.created_at >= p_start and o.created_at < p_end
  ), customers as (
    -- the phone's digits of each distinct phone as typed (regexp once per phone, not per order);
    -- new: no order accepted or later before the period.
    select c.customer,
           not exists (
             select 1 from public.orders e
              where pg_catalog.regexp_replace(e.customer_phone, '\D', '', 'g') = c.customer
                and e.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered')
                and e.created_at < p_start) as is_new
      from (select distinct pg_catalog.regexp_replace(x.customer_phone, '\D', '', 'g') as customer
              from (select distinct p.customer_phone from period p
                     where private.counts_as_revenue(p.status)) x) c
  )
  select jsonb_build_object(
    'orders', count(*) filter (where private.counts_as_revenue(p.status)),
    'revenue', coalesce(sum(p.total_amount) filter (where private.counts_as_revenue(p.status)), 0),
    'average_ticket', coalesce(round(avg(p.total_amount) filter (where private.counts_as_revenue(p.status)), 2), 0),
    'discounts', coalesce(sum(p.discount) filter (where private.counts_as_revenue(p.status)), 0),
    'delivery_fees', coalesce(sum(p.delivery_fee) filter (where private.counts_as_revenue(p.status)), 0),
    'cancelled_orders', count(*) filter (where p.status = 'cancelled'),
    'cancelled_amount', coalesce(sum(p.total_amount) filter (where p.status = 'cancelled'), 0),
    'new_customers', (select count(*) from customers c where c.is_new),
    'returning_customers', (select count(*) from customers c where not c.is_new))
  from period p;
$$;
revoke all on function private.sales_summary(timestamptz, timestamptz) from public;

-- every business day of the range, zeros included, and the weekday × hour grid ----------------
create function private.sales_by_day(p_from date, p_to date, tz text, day_start interval)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with per_day as (
    select private.business_day(o.created_at, tz, day_start) as day,
           count(*) as orders, sum(o.total_amount) as revenue
      from public.orders o
     where o.created_at >= private.business_day_start(p_from, tz, day_start)
       and o.created_at < private.business_day_start(p_to + 1, tz, day_start)
       and private.counts_as_revenue(o.status)
     group by 1
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'day', d.day::date, 'orders', coalesce(p.orders, 0), 'revenue', coalesce(p.revenue, 0))
           order by d.day), '[]'::jsonb)
    from pg_catalog.generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') d(day)
    left join per_day p on p.day = d.day::date;
$$;
revoke all on function private.sales_by_day(date, date, text, interval) from public;

-- weekday of the business day (0 = domingo) × the clock's hour: a saturday 00:30 with the day
-- starting at 05:00 is friday's night, hour 0.
create function private.sales_by_weekday_hour(p_start timestamptz, p_end timestamptz, tz text, day_start interval)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('weekday', g.weekday, 'hour', g.hour,
                                               'orders', g.orders, 'revenue', g.revenue)
                            order by g.weekday, g.hour), '[]'::jsonb)
    from (select extract(dow from private.business_day(o.created_at, tz, day_start))::int as weekday,
                 extract(hour from o.created_at at time zone tz)::int as hour,
                 count(*) as orders, sum(o.total_amount) as revenue
            from public.orders o
           where o.created_at >= p_start and o.created_at < p_end
             and private.counts_as_revenue(o.status)
           group by 1, 2) g;
$$;
revoke all on function private.sales_by_weekday_hour(timestamptz, timestamptz, text, interval) from public;

-- products and complementos from the snapshots --------------------------------------------------
-- a product is its product_id (a deleted product keeps its lines), named as in its latest order;
-- revenue is the line's total (unit price with complementos × quantity), before discounts and fees.
create function private.sales_by_product(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with lines as (
    select coalesce(i.value ->> 'product_id', i.value ->> 'name') as product,
           i.value ->> 'name' as name, o.created_at,
           (i.value ->> 'quantity')::numeric as quantity,
           (i.value ->> 'price')::numeric * (i.value ->> 'quantity')::numeric as revenue
      from public.orders o
     cross join lateral jsonb_array_elements(o.items) i
     where o.created_at >= p_start and o.created_at < p_end
       and private.counts_as_revenue(o.status)
  )
  select coalesce(jsonb_agg(jsonb_build_object('product_id', p.product, 'name', p.name,
                                               'quantity', p.quantity, 'revenue', p.revenue)
                            order by p.revenue desc, p.name), '[]'::jsonb)
    from (select l.product, (array_agg(l.name order by l.created_at desc))[1] as name,
                 sum(l.quantity) as quantity, round(sum(l.revenue), 2) as revenue
            from lines l group by l.product) p;
$$;
revoke all on function private.sales_by_product(timestamptz, timestamptz) from public;

-- complementos. in a 'sum' group an option counts its quantity × the line's quantity and its price
-- × that. in a 'max' group (meio a meio: the dearest flavour prices the pizza) the chosen flavours
-- share the line: each counts its part of the group's units (a half = 0.5) × the line's quantity,
-- and that same part of the group's price (the dearest flavour's) × the line's quantity.
create function private.sales_by_option(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with chosen as (
    select o.id as order_id, i.ordinality as line, o.created_at,
           (i.value ->> 'quantity')::numeric as line_quantity,
           coalesce(c.value ->> 'option_id', c.value ->> 'name') as option,
           c.value ->> 'name' as name, c.value ->> 'group' as group_name,
           coalesce(c.value ->> 'pricing', 'sum') as pricing,
           (c.value ->> 'price')::numeric as price,
           coalesce((c.value ->> 'quantity')::numeric, 1) as quantity
      from public.orders o
     cross join lateral jsonb_array_elements(o.items) with ordinality i(value, ordinality)
     cross join lateral jsonb_array_elements(coalesce(i.value -> 'options', '[]'::jsonb)) c
     where o.created_at >= p_start and o.created_at < p_end
       and private.counts_as_revenue(o.status)
       and jsonb_typeof(i.value -> 'options') = 'array'
  ), shared as (
    select ch.*,
           case when ch.pricing = 'max'
                then ch.quantity / sum(ch.quantity) over w * ch.line_quantity
                else ch.quantity * ch.line_quantity end as units,
           case when ch.pricing = 'max'
                then max(ch.price) over w * ch.quantity / sum(ch.quantity) over w * ch.line_quantity
                else ch.price * ch.quantity * ch.line_quantity end as revenue
      from chosen ch
    window w as (partition by ch.order_id, ch.line, ch.group_name)
  )
  select coalesce(jsonb_agg(jsonb_build_object('option_id', s.option, 'name', s.name, 'group', s.group_name,
                                               'quantity', s.quantity, 'revenue', s.revenue)
                            order by s.revenue desc, s.name), '[]'::jsonb)
    from (select sh.option, sh.group_name, (array_agg(sh.name order by sh.created_at desc))[1] as name,
                 round(sum(sh.units), 2) as quantity, round(sum(sh.revenue), 2) as revenue
            from shared sh group by sh.option, sh.group_name) s;
$$;
revoke all on function private.sales_by_option(timestamptz, timestamptz) from public;

-- payments, channels, fulfilment, zones, cancellations -------------------------------------------
create function private.sales_mix(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with sold as (
    select o.payment_method, private.order_channel(o) as channel, o.fulfillment, o.delivery_zone_id,
           o.total_amount, o.delivery_fee
      from public.orders o
     where o.created_at >= p_start and o.created_at < p_end
       and private.counts_as_revenue(o.status)
  )
  select jsonb_build_object(
    'payments', (select coalesce(jsonb_agg(jsonb_build_object('method', x.payment_method, 'orders', x.orders,
                                                              'revenue', x.revenue) order by x.revenue desc), '[]')
                   from (select s.payment_method, count(*) as orders, sum(s.total_amount) as revenue
                           from sold s group by 1) x),
    'channels', (select coalesce(jsonb_agg(jsonb_build_object('channel', x.channel, 'orders', x.orders,
                                                              'revenue', x.revenue) order by x.revenue desc), '[]')
                   from (select s.channel, count(*) as orders, sum(s.total_amount) as revenue
                           from sold s group by 1) x),
    'fulfillment', (select coalesce(jsonb_agg(jsonb_build_object('fulfillment', x.fulfillment, 'orders', x.orders,
                                                                 'revenue', x.revenue, 'delivery_fees', x.fees)
                                              order by x.fulfillment), '[]')
                      from (select s.fulfillment, count(*) as orders, sum(s.total_amount) as revenue,
                                   sum(s.delivery_fee) as fees
                              from sold s group by 1) x),
    'zones', (select coalesce(jsonb_agg(jsonb_build_object('zone_id', x.delivery_zone_id, 'name', z.name,
                                                           'orders', x.orders, 'revenue', x.revenue,
                                                           'delivery_fees', x.fees)
                                        order by x.orders desc, z.name), '[]')
                from (select s.delivery_zone_id, count(*) as orders, sum(s.total_amount) as revenue,
                             sum(s.delivery_fee) as fees
                        from sold s where s.fulfillment = 'delivery' group by 1) x
                left join public.delivery_zones z on z.id = x.delivery_zone_id));
$$;
revoke all on function private.sales_mix(timestamptz, timestamptz) from public;

create function private.sales_cancellations(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('reason', x.reason, 'orders', x.orders, 'amount', x.amount)
                            order by x.orders desc, x.reason), '[]'::jsonb)
    from (select coalesce(nullif(pg_catalog.btrim(o.cancel_reason), ''), 'Sem motivo') as reason,
                 count(*) as orders, sum(o.total_amount) as amount
            from public.orders o
           where o.created_at >= p_start and o.created_at < p_end and o.status = 'cancelled'
           group by 1) x;
$$;
revoke all on function private.sales_cancellations(timestamptz, timestamptz) from public;

-- minutes per step from the timeline: received → accepted (only orders that waited as pending;
-- an auto-accepted order has no such step), accepted → ready or out, ready or out → delivered, and
-- received → delivered; median and p90.
create function private.sales_step_minutes(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with timeline as (
    select o.created_at as received_at,
           bool_or(e.status = 'pending') as waited,
           min(e.created_at) filter (where e.status = 'processing') as accepted_at,
           min(e.created_at) filter (where e.status in ('out_for_delivery', 'ready_for_pickup')) as ready_at,
           min(e.created_at) filter (where e.status = 'delivered') as delivered_at
      from public.orders o
      join public.order_events e on e.order_id = o.id
     where o.created_at >= p_start and o.created_at < p_end
       and private.counts_as_revenue(o.status)
     group by o.id, o.created_at
  ), steps as (
    select 'accepted' as step, 1 as position,
           extract(epoch from t.accepted_at - t.received_at) / 60 as minutes
      from timeline t where t.waited and t.accepted_at is not null
    union all
    select 'ready', 2, extract(epoch from t.ready_at - t.accepted_at) / 60
      from timeline t where t.accepted_at is not null and t.ready_at is not null
    union all
    select 'delivered', 3, extract(epoch from t.delivered_at - t.ready_at) / 60
      from timeline t where t.ready_at is not null and t.delivered_at is not null
    union all
    select 'total', 4, extract(epoch from t.delivered_at - t.received_at) / 60
      from timeline t where t.delivered_at is not null
  )
  select coalesce(jsonb_agg(jsonb_build_object('step', x.step, 'orders', x.orders,
                                               'median', x.median, 'p90', x.p90) order by x.position), '[]'::jsonb)
    from (select s.step, s.position, count(*) as orders,
                 round(percentile_cont(0.5) within group (order by s.minutes)::numeric, 1) as median,
                 round(percentile_cont(0.9) within group (order by s.minutes)::numeric, 1) as p90
            from steps s group by s.step, s.position) x;
$$;
revoke all on function private.sales_step_minutes(timestamptz, timestamptz) from public;

-- the report ------------------------------------------------------------------------------------
create function public.get_sales_report(p_from date, p_to date)
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
    'summary', private.sales_summary(v_start, v_end),
    'previous', private.sales_summary(
      private.business_day_start(p_from - v_days, v_tz, v_day_start), v_start),
    'by_day', private.sales_by_day(p_from, p_to, v_tz, v_day_start),
    'by_weekday_hour', private.sales_by_weekday_hour(v_start, v_end, v_tz, v_day_start),
    'products', private.sales_by_product(v_start, v_end),
    'options', private.sales_by_option(v_start, v_end),
    'cancellations', private.sales_cancellations(v_start, v_end),
    'step_minutes', private.sales_step_minutes(v_start, v_end))
    || private.sales_mix(v_start, v_end);
end;
$$;
comment on function public.get_sales_report(date, date) is
  'Owner: sales of the business days p_from..p_to (docs/reports.md) and of the equal period before.';
revoke all on function public.get_sales_report(date, date) from public;
grant execute on function public.get_sales_report(date, date) to authenticated, service_role;

-- customers -------------------------------------------------------------------------------------
-- every customer (the phone's digits) with an order accepted or later. p_order: 'recent' (last
-- order first, the default), 'frequent' (most orders) or 'value' (most spent). p_inactive_days:
-- only customers whose last order is at least that many days old ("sumidos há 30 dias" = 30).
create function public.get_customers(
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
  -- two steps: by the phone as typed (cheap), then by its digits (one regexp per phone).
  with per_phone as (
    select o.customer_phone as phone,
           (array_agg(o.customer_name order by o.created_at desc))[1] as name,
           count(*) as orders, sum(o.total_amount) as total_spent,
           min(o.created_at) as first_order_at, max(o.created_at) as last_order_at
      from public.orders o
     where o.status in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered')
     group by o.customer_phone
  ), per_customer as (
    select pg_catalog.regexp_replace(p.phone, '\D', '', 'g') as digits,
           (array_agg(p.name order by p.last_order_at desc))[1] as name,
           (array_agg(p.phone order by p.last_order_at desc))[1] as phone,
           sum(p.orders)::bigint as orders, sum(p.total_spent) as total_spent,
           min(p.first_order_at) as first_order_at, max(p.last_order_at) as last_order_at
      from per_phone p
     group by 1
  ), matching as (
    select c.* from per_customer c
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
comment on function public.get_customers(text, text, integer, integer, integer) is
  'Owner, attendant: customers (the phone''s digits) with orders accepted or later, searched, sorted and paged; p_inactive_days keeps those gone that long.';
revoke all on function public.get_customers(text, text, integer, integer, integer) from public;
grant execute on function public.get_customers(text, text, integer, integer, integer) to authenticated, service_role;
