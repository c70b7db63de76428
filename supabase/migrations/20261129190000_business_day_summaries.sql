-- The dashboard's "Hoje" and a driver's "Acerto do dia" count the shop's business day, as the
-- reports do (docs/reports.md): the shop's time zone shifted by day_starts_at, so the orders a
-- pizzeria takes and delivers at 00:30 stay on the night they belong to instead of starting a new
-- day at midnight. Before, both counted the calendar day.

-- The pure day arithmetic the reports use (private.business_day / business_day_start with the zone
-- and the day's start given); get_today_summary runs as its staff caller.
grant execute on function private.business_day(timestamptz, text, interval) to authenticated;
grant execute on function private.business_day_start(date, text, interval) to authenticated;

create or replace function public.get_today_summary()
returns public.today_summary
language plpgsql
stable
set search_path = ''
as $$
declare
  v_tz text;
  v_start interval;
  v_day date;
  v_result public.today_summary;
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe da loja pode ver os números do dia.');
  select coalesce(nullif(pg_catalog.btrim(s.timezone), ''), 'America/Sao_Paulo'), s.day_starts_at::interval
    into v_tz, v_start
    from public.company_settings s
   where s.id = 1;
  v_tz := coalesce(v_tz, 'America/Sao_Paulo');
  v_start := coalesce(v_start, interval '5 hours');
  v_day := private.business_day(pg_catalog.now(), v_tz, v_start);
  select v_day,
         count(*) filter (where o.status not in ('pending', 'cancelled')),
         coalesce(sum(o.total_amount) filter (where o.status not in ('pending', 'cancelled')), 0),
         coalesce(round(avg(o.total_amount) filter (where o.status not in ('pending', 'cancelled')), 2), 0),
         count(*) filter (where o.status = 'pending'),
         count(*) filter (where o.status = 'cancelled')
    into v_result
    from public.orders o
   where o.created_at >= private.business_day_start(v_day, v_tz, v_start)
     and o.created_at < private.business_day_start(v_day + 1, v_tz, v_start);
  return v_result;
end;
$$;

comment on function public.get_today_summary() is 'Staff: the shop''s business day so far (time zone and day_starts_at, as the reports count it): orders accepted or later (never pending or cancelled), their revenue and average ticket, and apart the pending and cancelled ones.';

create or replace function public.get_driver_settlement(driver_id uuid, day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text;
  v_tz text;
  v_start interval;
begin
  v_role := private.require_role(array['owner', 'driver'], 'Apenas a equipe da loja pode ver o acerto.');
  if v_role = 'driver' and get_driver_settlement.driver_id is distinct from auth.uid() then
    raise exception using errcode = '42501', detail = 'forbidden', message = 'Cada entregador vê só o próprio acerto.';
  end if;
  if get_driver_settlement.day is null or get_driver_settlement.day not between current_date - 3660 and current_date + 1 then
    perform private.refuse('invalid_argument', 'Data inválida.');
  end if;
  select coalesce(nullif(pg_catalog.btrim(s.timezone), ''), 'America/Sao_Paulo'), s.day_starts_at::interval
    into v_tz, v_start
    from public.company_settings s
   where s.id = 1;
  v_tz := coalesce(v_tz, 'America/Sao_Paulo');
  v_start := coalesce(v_start, interval '5 hours');
  return (
    select jsonb_build_object(
      'driver_id', get_driver_settlement.driver_id,
      'day', get_driver_settlement.day,
      'deliveries', count(*),
      'fees', coalesce(sum(o.delivery_fee), 0),
      'cash_collected', coalesce(sum(o.total_amount) filter (where o.payment_method = 'cash'), 0),
      'orders', coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'order_number', o.order_number,
                  'total_amount', o.total_amount, 'delivery_fee', o.delivery_fee,
                  'payment_method', o.payment_method, 'delivered_at', e.at) order by e.at), '[]'::jsonb))
      from public.orders o
      join lateral (select max(ev.created_at) as at from public.order_events ev
                     where ev.order_id = o.id and ev.status = 'delivered') e on true
     where o.driver_id = get_driver_settlement.driver_id
       and o.status = 'delivered'
       and e.at >= private.business_day_start(get_driver_settlement.day, v_tz, v_start)
       and e.at < private.business_day_start(get_driver_settlement.day + 1, v_tz, v_start)
  );
end;
$$;

comment on function public.get_driver_settlement(driver_id uuid, day date) is 'Owner (or the driver for themselves): a business day''s deliveries (time zone and day_starts_at, as the reports count it), fees and cash collected by one driver.';
