-- comanda: scheduled orders (docs/ordering-rules.md, "Pedidos agendados").
-- the owner turns scheduling on and sets how far ahead, the slot length, the lead time, how many
-- orders a slot takes and whether scheduled orders are taken while the shop is closed; blocked
-- dates close whole days. private.schedule_slots is the one definition of a slot: get_schedule_slots
-- offers its rows and place_order accepts nothing else (slot_invalid), counting the slot's orders
-- under a lock held until commit (slot_full). an order is never moved to another slot.

alter table public.company_settings
  add column scheduling_enabled boolean not null default false,
  add column scheduling_days_ahead smallint not null default 2
    constraint company_settings_scheduling_days_ahead_check
      check (scheduling_days_ahead between 0 and 14),
  add column scheduling_slot_minutes smallint not null default 30
    constraint company_settings_scheduling_slot_minutes_check
      check (scheduling_slot_minutes in (15, 30, 60)),
  add column scheduling_lead_minutes integer not null default 60
    constraint company_settings_scheduling_lead_minutes_check
      check (scheduling_lead_minutes between 0 and 10080),
  add column scheduling_slot_capacity integer
    constraint company_settings_scheduling_slot_capacity_check
      check (scheduling_slot_capacity is null or scheduling_slot_capacity between 1 and 10000),
  add column scheduling_when_closed boolean not null default false;

comment on column public.company_settings.scheduling_enabled is
  'Customers may schedule an order for a slot (get_schedule_slots).';
comment on column public.company_settings.scheduling_days_ahead is
  'How many days after today a slot may fall on (0: today only).';
comment on column public.company_settings.scheduling_slot_minutes is
  'Length of a slot; slots start at each opening and step by this length.';
comment on column public.company_settings.scheduling_lead_minutes is
  'A slot must start at least this many minutes after the order is placed.';
comment on column public.company_settings.scheduling_slot_capacity is
  'Orders a slot takes (cancelled ones excluded); null: no limit.';
comment on column public.company_settings.scheduling_when_closed is
  'Scheduled orders are taken while the shop is closed or paused.';

create table public.blocked_dates (
  date date primary key,
  reason text not null default '' constraint blocked_dates_reason_check check (char_length(reason) <= 120),
  created_at timestamptz not null default now()
);

comment on table public.blocked_dates is
  'Days (in the shop''s time zone) with no scheduling slots, e.g. a holiday; the reason is public.';

alter table public.blocked_dates enable row level security;

create policy "anyone can read blocked dates" on public.blocked_dates
  for select to anon using (true);
create policy "authenticated can read blocked dates" on public.blocked_dates
  for select to authenticated using (true);
create policy "owner can add blocked dates" on public.blocked_dates
  for insert to authenticated with check ((select public.staff_role()) = 'owner');
create policy "owner can change blocked dates" on public.blocked_dates
  for update to authenticated
  using ((select public.staff_role()) = 'owner') with check ((select public.staff_role()) = 'owner');
create policy "owner can remove blocked dates" on public.blocked_dates
  for delete to authenticated using ((select public.staff_role()) = 'owner');

revoke all on public.blocked_dates from anon, authenticated;
grant select on public.blocked_dates to anon;
grant select, insert, update, delete on public.blocked_dates to authenticated;

alter table public.orders
  add column scheduled_for timestamptz;

comment on column public.orders.scheduled_for is
  'The start of the slot the customer chose (null: as soon as possible); never changed by the server.';

create index orders_scheduled_for_idx on public.orders (scheduled_for) where scheduled_for is not null;

-- the slots ---------------------------------------------------------------------------------
-- every slot from p_now's day (or p_from) for p_days days, within today … today + days_ahead in the
-- shop's time zone: inside an opening interval (aligned to its start, nights past midnight
-- included), starting at least the lead time after p_now, not on a blocked date (the slot's own
-- date). no opening hours at all means always open: one interval per day from midnight.
create function private.schedule_slots(p_now timestamptz, p_from date default null, p_days integer default null)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_settings public.company_settings := private.shop_settings();
  v_tz text := v_settings.timezone;
  v_today date := (p_now at time zone v_settings.timezone)::date;
  v_first date;
  v_last date;
  v_step interval := make_interval(mins => v_settings.scheduling_slot_minutes);
begin
  if not v_settings.scheduling_enabled then
    return;
  end if;
  v_last := v_today + v_settings.scheduling_days_ahead;
  v_first := greatest(v_today, coalesce(p_from, v_today));
  if v_first > v_last then
    return;  -- also keeps a far-off p_from from overflowing the date arithmetic below
  end if;
  v_last := least(v_last, v_first + least(greatest(coalesce(p_days, 15), 1), 15) - 1);
  if v_first > v_last then
    return;
  end if;
  return query
  with intervals as (
    select i.starts_at, i.ends_at
      from private.opening_intervals(v_tz, v_first::timestamp at time zone v_tz,
                                     (v_last + 1)::timestamp at time zone v_tz) i
     where exists (select 1 from public.opening_hours)
    union all
    select d.day at time zone v_tz, (d.day + interval '1 day') at time zone v_tz
      from generate_series(v_first::timestamp, v_last::timestamp, interval '1 day') as d(day)
     where not exists (select 1 from public.opening_hours)
  )
  select distinct s.slot_start, s.slot_start + v_step
    from intervals i
    cross join lateral generate_series(i.starts_at, i.ends_at - v_step, v_step) as s(slot_start)
   where (s.slot_start at time zone v_tz)::date between v_first and v_last
     and s.slot_start >= p_now + make_interval(mins => v_settings.scheduling_lead_minutes)
     and not exists (
       select 1 from public.blocked_dates b where b.date = (s.slot_start at time zone v_tz)::date)
   order by 1;
end;
$$;

revoke all on function private.schedule_slots(timestamptz, date, integer) from public;

-- whether a scheduled order may be taken now at all (enabled; open, or taken while closed)
create function private.scheduling_open(p_settings public.company_settings)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_settings.scheduling_enabled
     and (p_settings.scheduling_when_closed or (select st.is_open from public.get_shop_status(now()) st));
$$;

revoke all on function private.scheduling_open(public.company_settings) from public;

create function public.get_schedule_slots(p_fulfillment text, p_from date default null, p_days integer default null)
returns table (starts_at timestamptz, ends_at timestamptz, remaining integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_settings public.company_settings := private.shop_settings();
begin
  perform private.check_fulfillment(v_settings, p_fulfillment);
  if p_days is not null and (p_days < 1 or p_days > 15) then
    perform private.refuse('invalid_argument', 'Intervalo de dias fora do aceito.');
  end if;
  if not private.scheduling_open(v_settings) then
    return;
  end if;
  return query
  select s.starts_at, s.ends_at,
         case when v_settings.scheduling_slot_capacity is null then null
              else greatest(v_settings.scheduling_slot_capacity - coalesce(c.taken, 0), 0)::integer end
    from private.schedule_slots(now(), p_from, p_days) s
    left join lateral (
      select count(*) as taken
        from public.orders o
       where o.scheduled_for = s.starts_at and o.status <> 'cancelled'
    ) c on true
   order by s.starts_at;
end;
$$;

comment on function public.get_schedule_slots(text, date, integer) is
  'The slots a customer may schedule an order for, with the places left (null: no limit); empty when scheduling is off, or the shop is closed and takes no scheduled orders while closed.';

revoke all on function public.get_schedule_slots(text, date, integer) from public;
grant execute on function public.get_schedule_slots(text, date, integer) to anon, authenticated, service_role;

-- place_order's one call: "agora" needs the shop open (as before); a slot must be one
-- get_schedule_slots offers, and one with a place left, counted under a per-slot lock that the
-- transaction holds until it commits, so concurrent orders for the last place queue here.
create function private.check_schedule_slot(p_fulfillment text, p_scheduled_for timestamptz)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_settings public.company_settings;
  v_taken integer;
begin
  if p_scheduled_for is null then
    perform private.check_shop_open();
    return;
  end if;
  v_settings := private.shop_settings();
  if not v_settings.scheduling_enabled then
    perform private.refuse('slot_invalid', 'A loja não está aceitando pedidos agendados.');
  end if;
  if not private.scheduling_open(v_settings) then
    perform private.check_shop_open();
  end if;
  if not isfinite(p_scheduled_for) or not exists (
    select 1 from private.schedule_slots(now()) s where s.starts_at = p_scheduled_for
  ) then
    perform private.refuse('slot_invalid',
      'Este horário não está disponível para agendamento. Escolha outro horário.');
  end if;
  if v_settings.scheduling_slot_capacity is not null then
    perform pg_advisory_xact_lock(hashtext('comanda.schedule_slot'),
                                  hashtext(extract(epoch from p_scheduled_for)::text));
    select count(*) into v_taken
      from public.orders o
     where o.scheduled_for = p_scheduled_for and o.status <> 'cancelled';
    if v_taken >= v_settings.scheduling_slot_capacity then
      perform private.refuse('slot_full', 'Este horário acabou de lotar. Escolha outro horário.');
    end if;
  end if;
end;
$$;

revoke all on function private.check_schedule_slot(text, timestamptz) from public;

-- place_order gains scheduled_for: the old signature is dropped so that one function answers.
drop function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric);

create function public.place_order(
  customer_name text,
  customer_phone text,
  customer_address text,
  items jsonb,
  payment_method text,
  notes text default null,
  promo_code text default null,
  idempotency_key uuid default null,
  fulfillment text default 'delivery',
  delivery_zone_id uuid default null,
  address jsonb default null,
  change_for numeric default null,
  scheduled_for timestamptz default null
)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_settings public.company_settings;
  v_fulfillment text;
  v_customer jsonb;
  v_items jsonb;
  v_payment text;
  v_delivery jsonb;
  v_priced jsonb;
  v_subtotal numeric;
  v_promo jsonb;
  v_total numeric;
begin
  -- a retry of an order already placed gets that order back, whatever it sends this time
  v_order := private.order_by_idempotency_key(place_order.idempotency_key, true);
  if v_order.id is not null then
    return v_order;
  end if;

  v_settings := private.shop_settings();
  perform private.check_schedule_slot(place_order.fulfillment, place_order.scheduled_for);
  v_fulfillment := private.check_fulfillment(v_settings, place_order.fulfillment);
  v_customer := private.clean_customer(v_fulfillment, place_order.customer_name, place_order.customer_phone,
    place_order.customer_address, place_order.address, place_order.notes, place_order.promo_code);
  v_items := private.parse_order_items(place_order.items);
  v_payment := private.check_payment_method(v_settings, place_order.payment_method);
  v_delivery := private.delivery_terms(v_settings, v_fulfillment, place_order.delivery_zone_id);
  v_priced := private.price_order_lines(v_items);
  v_subtotal := (v_priced ->> 'subtotal')::numeric;
  perform private.check_order_amounts(v_settings, v_subtotal, (v_delivery ->> 'fee')::numeric,
    (v_delivery ->> 'minimum')::numeric);
  v_promo := private.apply_promo(v_customer ->> 'promo_code', v_subtotal);
  v_total := v_subtotal + (v_delivery ->> 'fee')::numeric - (v_promo ->> 'discount')::numeric;
  perform private.check_change_for(v_payment, round(place_order.change_for, 2), v_total);

  insert into public.orders (
    customer_name, customer_phone, customer_address, address, fulfillment, delivery_zone_id, items,
    subtotal, delivery_fee, discount, total_amount, payment_method, change_for, notes, promo_code,
    status, idempotency_key, scheduled_for
  )
  values (
    v_customer ->> 'name', v_customer ->> 'phone', v_customer ->> 'address_line', nullif(v_customer -> 'address', 'null'::jsonb),
    v_fulfillment, (v_delivery ->> 'zone_id')::uuid, v_priced -> 'lines',
    v_subtotal, (v_delivery ->> 'fee')::numeric, (v_promo ->> 'discount')::numeric,
    v_total, v_payment, round(place_order.change_for, 2), v_customer ->> 'notes', v_promo ->> 'code', 'pending',
    place_order.idempotency_key, place_order.scheduled_for
  )
  on conflict on constraint orders_idempotency_key_key do nothing
  returning * into v_order;

  if v_order.id is null then
    -- lost a race with a concurrent call carrying the same key: hand back the winner's order
    return private.order_by_idempotency_key(place_order.idempotency_key, false);
  end if;
  if v_promo ->> 'id' is not null then
    update public.promo_codes p set current_uses = p.current_uses + 1 where p.id = (v_promo ->> 'id')::uuid;
  end if;
  -- a shop that accepts every order: straight to Em preparo, recorded like a staff change
  if v_settings.auto_accept then
    update public.orders o set status = 'processing' where o.id = v_order.id returning * into v_order;
    insert into public.order_events (order_id, status) values (v_order.id, 'processing');
  end if;
  return v_order;
end;
$$;

comment on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric, timestamptz) is
  'Validates and stores a customer order, pricing it (complementos, zone fee, promo code) on the server; refuses it while the shop is closed unless it is scheduled for a slot get_schedule_slots offers. Idempotent per idempotency_key.';

revoke all on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric, timestamptz) from public;
grant execute on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric, timestamptz)
  to anon, authenticated, service_role;

-- the tracking page says when a scheduled order is due
drop function public.get_order_status(uuid);

create function public.get_order_status(order_id uuid)
returns table (order_number text, status text, cancel_reason text, fulfillment text, delivery_zone text,
               estimated_time text, items jsonb, subtotal numeric, delivery_fee numeric, discount numeric,
               total_amount numeric, payment_method text, payment_status text, created_at timestamptz,
               events jsonb, scheduled_for timestamptz, slot_minutes smallint)
language sql
stable
security definer
set search_path = ''
as $$
  select o.order_number, o.status, o.cancel_reason, o.fulfillment, z.name,
         case when o.fulfillment = 'pickup' then s.pickup_estimated_time
              else coalesce(z.estimated_time, s.estimated_time) end,
         o.items, o.subtotal, o.delivery_fee, o.discount, o.total_amount, o.payment_method,
         o.payment_status, o.created_at,
         coalesce(
           (select jsonb_agg(jsonb_build_object('status', e.status, 'at', e.created_at) order by e.created_at, e.id)
              from public.order_events e
             where e.order_id = o.id),
           '[]'::jsonb),
         o.scheduled_for, s.scheduling_slot_minutes
    from public.orders o
    left join public.delivery_zones z on z.id = o.delivery_zone_id
    left join public.company_settings s on s.id = 1
   where o.id = get_order_status.order_id;
$$;

comment on function public.get_order_status(uuid) is
  'The customer''s view of one order (no name, phone or address) with its timeline and, when scheduled, its slot; no rows for an unknown id.';

revoke all on function public.get_order_status(uuid) from public;
grant execute on function public.get_order_status(uuid) to anon, authenticated, service_role;
