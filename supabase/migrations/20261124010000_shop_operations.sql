-- comanda: running the shop — opening hours, pause, pickup and delivery zones.
-- opening_hours holds intervals per weekday in the shop's time zone (closes_at <= opens_at ends the
-- next day); no intervals at all means always open. company_settings.paused_until stops new
-- orders until then ('infinity': until reopened by hand). delivery_zones price delivery by area
-- (usually a bairro). public.get_shop_status says whether the shop takes orders now and when that
-- changes; place_order enforces all of it.

-- staff --------------------------------------------------------------------------------------
-- staff is a signed-in user whose app_metadata says role admin (set only with the service role).
-- being authenticated is not enough: an anonymous sign-in or any other account is not staff.
create or replace function public.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin';
$$;

comment on function public.is_staff() is 'Whether the caller is the shop''s staff (app_metadata.role = admin).';

-- the shop's admin accounts made before staff was a claim (usernames map to this domain).
update auth.users
   set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role": "admin"}'::jsonb
 where email like '%@admin.comanda.local'
   and coalesce(raw_app_meta_data ->> 'role', '') <> 'admin';

revoke execute on function public.is_staff() from public;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- settings: pause and fulfilment -------------------------------------------------------------
alter table public.company_settings
  add column paused_until timestamptz,
  add column accepts_delivery boolean not null default true,
  add column accepts_pickup boolean not null default false,
  add column pickup_estimated_time text check (char_length(pickup_estimated_time) <= 30),
  add constraint company_settings_some_fulfillment check (accepts_delivery or accepts_pickup);

comment on column public.company_settings.paused_until is
  'New orders are refused until then; ''infinity'' until reopened by hand; null or past: not paused.';

-- opening_hours ------------------------------------------------------------------------------
create table public.opening_hours (
  id uuid primary key default gen_random_uuid(),
  weekday smallint not null check (weekday between 0 and 6),
  opens_at time not null,
  closes_at time not null,
  created_at timestamptz not null default now()
);

comment on table public.opening_hours is
  'When the shop takes orders: weekday 0 = domingo … 6 = sábado, in company_settings.timezone; '
  'closes_at <= opens_at ends the next day. No rows: always open.';

create index opening_hours_weekday_idx on public.opening_hours (weekday, opens_at);

alter table public.opening_hours enable row level security;
revoke all on public.opening_hours from anon, authenticated;
grant select on public.opening_hours to anon, authenticated;
grant insert, update, delete on public.opening_hours to authenticated;

create policy "anyone can read opening hours"
  on public.opening_hours for select
  to anon
  using (true);

create policy "authenticated can read opening hours"
  on public.opening_hours for select
  to authenticated
  using (true);

create policy "staff can add opening hours"
  on public.opening_hours for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can change opening hours"
  on public.opening_hours for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "staff can remove opening hours"
  on public.opening_hours for delete
  to authenticated
  using (public.is_staff());

-- delivery_zones -----------------------------------------------------------------------------
create table public.delivery_zones (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  fee numeric(10, 2) not null default 0 check (fee >= 0),
  minimum_order numeric(10, 2) check (minimum_order >= 0),
  estimated_time text check (char_length(estimated_time) <= 30),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.delivery_zones is
  'Delivery areas (usually bairros) with their fee; minimum_order null means the shop''s. '
  'While any zone is active, a delivery order must name one.';

create unique index delivery_zones_name_key on public.delivery_zones (lower(btrim(name)));
create index delivery_zones_sort_idx on public.delivery_zones (sort_order, name);

create trigger delivery_zones_set_updated_at
  before update on public.delivery_zones
  for each row execute function public.set_updated_at();

alter table public.delivery_zones enable row level security;
revoke all on public.delivery_zones from anon, authenticated;
grant select on public.delivery_zones to anon, authenticated;
grant insert, update, delete on public.delivery_zones to authenticated;

create policy "anyone can read active delivery zones"
  on public.delivery_zones for select
  to anon
  using (is_active);

create policy "authenticated can read delivery zones"
  on public.delivery_zones for select
  to authenticated
  using (is_active or public.is_staff());

create policy "staff can add delivery zones"
  on public.delivery_zones for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can change delivery zones"
  on public.delivery_zones for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "staff can remove delivery zones"
  on public.delivery_zones for delete
  to authenticated
  using (public.is_staff());

-- orders: fulfilment, zone, structured address -----------------------------------------------
alter table public.orders
  add column fulfillment text not null default 'delivery' check (fulfillment in ('delivery', 'pickup')),
  add column delivery_zone_id uuid references public.delivery_zones (id) on delete set null,
  add column address jsonb check (address is null or jsonb_typeof(address) = 'object');

comment on column public.orders.address is
  '{cep, street, number, complement, neighborhood, city, state, reference}; customer_address is its one-line text.';

-- opening hours as instants ------------------------------------------------------------------
-- the shop's intervals that touch [from, to), as instants in its time zone, in order.
create function private.opening_intervals(tz text, from_at timestamptz, to_at timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select i.starts_at, i.ends_at
    from generate_series(
           ((from_at at time zone tz)::date - 1)::timestamp,
           ((to_at at time zone tz)::date)::timestamp,
           interval '1 day') as d(day)
    join public.opening_hours h on h.weekday = extract(dow from d.day)
    cross join lateral (
      select (d.day + h.opens_at) at time zone tz as starts_at,
             (d.day + h.closes_at + case when h.closes_at <= h.opens_at then interval '1 day' else interval '0' end)
               at time zone tz as ends_at
    ) i
   where i.ends_at > from_at and i.starts_at < to_at
   order by i.starts_at, i.ends_at;
$$;

revoke execute on function private.opening_intervals(text, timestamptz, timestamptz) from public;

-- get_shop_status ----------------------------------------------------------------------------
create function public.get_shop_status(at timestamptz default now())
returns table (
  is_open boolean,
  reason text,
  paused_until timestamptz,
  next_open_at timestamptz,
  closes_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_at timestamptz := coalesce(get_shop_status.at, now());
  v_tz text;
  v_paused timestamptz;
  v_has_hours boolean;
  v_open boolean := false;
  v_closes timestamptz;
  v_next timestamptz;
  v_interval record;
begin
  select s.timezone, s.paused_until into v_tz, v_paused from public.company_settings s where s.id = 1;
  v_tz := coalesce(v_tz, 'America/Sao_Paulo');
  select exists (select 1 from public.opening_hours) into v_has_hours;

  if v_has_hours then
    -- open when an interval holds `at`; it closes at the end of the run of intervals that
    -- touch or overlap (18:00–00:00 then 00:00–02:00 closes at 02:00).
    for v_interval in select * from private.opening_intervals(v_tz, v_at - interval '1 day', v_at + interval '8 days') loop
      if not v_open and v_interval.starts_at <= v_at and v_interval.ends_at > v_at then
        v_open := true;
        v_closes := v_interval.ends_at;
      elsif v_open and v_interval.starts_at <= v_closes and v_interval.ends_at > v_closes then
        v_closes := v_interval.ends_at;
      elsif v_next is null and v_interval.starts_at > v_at and (not v_open or v_interval.starts_at > v_closes) then
        v_next := v_interval.starts_at;
      end if;
    end loop;
  else
    v_open := true;
  end if;

  if v_paused is not null and v_paused > v_at then
    -- paused: it opens again when the pause ends, if the hours allow it then.
    if v_paused = 'infinity' then
      v_next := null;
    elsif v_has_hours and not exists (
      select 1 from private.opening_intervals(v_tz, v_paused, v_paused + interval '1 second')
       where starts_at <= v_paused and ends_at > v_paused
    ) then
      select min(i.starts_at) into v_next
        from private.opening_intervals(v_tz, v_paused, v_paused + interval '8 days') i
       where i.starts_at > v_paused;
    else
      v_next := v_paused;
    end if;
    return query select false, 'paused'::text, v_paused, v_next, null::timestamptz;
    return;
  end if;

  if v_open then
    return query select true, 'open'::text, null::timestamptz, null::timestamptz, v_closes;
  else
    return query select false, 'outside_hours'::text, null::timestamptz, v_next, null::timestamptz;
  end if;
end;
$$;

comment on function public.get_shop_status(timestamptz) is
  'Whether the shop takes orders at a time (default now): reason open, paused or outside_hours, '
  'when it closes, and when it next opens (null: paused until reopened by hand, or no hours in the next week).';

revoke execute on function public.get_shop_status(timestamptz) from public;
grant execute on function public.get_shop_status(timestamptz) to anon, authenticated, service_role;
