-- comanda: running the shop from the panel — the week saved at once, zones reordered at once, and
-- the shop's state live on every screen.
-- set_opening_hours replaces the whole week (and the time zone) in one transaction, so a save that
-- fails half-way never leaves the shop without hours (which would mean always open).
-- reorder_delivery_zones numbers the zones in the order given. company_settings, opening_hours and
-- delivery_zones join the realtime publication: a pause tapped on one phone shows on every panel
-- and storefront at once (realtime re-reads each row under the subscriber's rls).

-- set_opening_hours --------------------------------------------------------------------------
create function public.set_opening_hours(intervals jsonb, timezone text default null)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  time_pattern constant text := '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$';
  v_interval jsonb;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff change the opening hours';
  end if;
  if intervals is null or jsonb_typeof(intervals) <> 'array' or jsonb_array_length(intervals) > 70 then
    raise exception using errcode = 'P0001', detail = 'invalid_hours',
      message = 'Os horários de funcionamento são inválidos.';
  end if;
  for v_interval in select e.value from jsonb_array_elements(intervals) e loop
    if jsonb_typeof(v_interval) <> 'object'
       or coalesce(jsonb_typeof(v_interval -> 'weekday'), '') <> 'number'
       or (v_interval ->> 'weekday') !~ '^[0-6]$'
       or coalesce(jsonb_typeof(v_interval -> 'opens_at'), '') <> 'string'
       or coalesce(jsonb_typeof(v_interval -> 'closes_at'), '') <> 'string'
       or (v_interval ->> 'opens_at') !~ time_pattern
       or (v_interval ->> 'closes_at') !~ time_pattern then
      raise exception using errcode = 'P0001', detail = 'invalid_hours',
        message = 'Os horários de funcionamento são inválidos.';
    end if;
  end loop;

  if set_opening_hours.timezone is not null then
    if not exists (select 1 from pg_catalog.pg_timezone_names t where t.name = set_opening_hours.timezone) then
      raise exception using errcode = 'P0001', detail = 'invalid_timezone',
        message = 'Fuso horário desconhecido.';
    end if;
    update public.company_settings s set timezone = set_opening_hours.timezone where s.id = 1;
  end if;

  delete from public.opening_hours h where h.id is not null;
  insert into public.opening_hours (weekday, opens_at, closes_at)
  select (e.value ->> 'weekday')::smallint, (e.value ->> 'opens_at')::time, (e.value ->> 'closes_at')::time
    from jsonb_array_elements(intervals) e;
end;
$$;

comment on function public.set_opening_hours(jsonb, text) is
  'Staff: replaces the week''s opening hours ([{weekday, opens_at, closes_at}], an empty list: always open) '
  'and, when given, the shop''s time zone, in one transaction.';

revoke execute on function public.set_opening_hours(jsonb, text) from public;
grant execute on function public.set_opening_hours(jsonb, text) to authenticated, service_role;

-- reorder_delivery_zones ---------------------------------------------------------------------
create function public.reorder_delivery_zones(ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff reorder the delivery zones';
  end if;
  update public.delivery_zones z
     set sort_order = o.position::integer
    from unnest(reorder_delivery_zones.ids) with ordinality as o(id, position)
   where z.id = o.id
     and z.sort_order is distinct from o.position::integer;
end;
$$;

comment on function public.reorder_delivery_zones(uuid[]) is
  'Staff: the zones in this order (sort_order 1, 2, …); zones not listed keep theirs.';

revoke execute on function public.reorder_delivery_zones(uuid[]) from public;
grant execute on function public.reorder_delivery_zones(uuid[]) to authenticated, service_role;

-- realtime -----------------------------------------------------------------------------------
alter publication supabase_realtime add table public.company_settings;
alter publication supabase_realtime add table public.opening_hours;
alter publication supabase_realtime add table public.delivery_zones;
