-- comanda: anonymous rpcs refuse out-of-range arguments instead of running until the timeout.
-- get_shop_status(at => 'infinity') walked days from infinity to infinity (generate_series never
-- ends there) until the 3 s statement timeout, and a few such requests a second held the
-- storefront's api. a time argument must now be finite and within ten years of now
-- (invalid_argument), and private.opening_intervals refuses a window it cannot walk quickly.

-- how far from now a time argument may reach: far beyond any real use (a status now, a scheduled
-- order days ahead), and far inside the dates postgresql can still add days to.
create function private.time_argument_reach()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 years';
$$;

create function private.check_time_argument(p_at timestamptz)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_at is not null
     and (not isfinite(p_at)
          or p_at < now() - private.time_argument_reach()
          or p_at > now() + private.time_argument_reach()) then
    raise exception using errcode = 'P0001', detail = 'invalid_argument',
      message = 'Data fora do intervalo aceito.';
  end if;
end;
$$;

-- opening hours as instants: the shop's intervals that touch [from, to), in order. a window is
-- walked day by day, so it must be finite and at most a few weeks long.
create or replace function private.opening_intervals(tz text, from_at timestamptz, to_at timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not isfinite(from_at) or not isfinite(to_at) or to_at - from_at > interval '31 days' then
    raise exception using errcode = 'P0001', detail = 'invalid_argument',
      message = 'Intervalo de horários fora do aceito.';
  end if;
  return query
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
end;
$$;

revoke execute on function private.time_argument_reach() from public;
revoke execute on function private.check_time_argument(timestamptz) from public;
revoke execute on function private.opening_intervals(text, timestamptz, timestamptz) from public;

-- get_shop_status: as before, with its argument checked first -------------------------------
create or replace function public.get_shop_status(at timestamptz default now())
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
  perform private.check_time_argument(v_at);
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
    -- a pause set further ahead than the hours can be walked is one until reopened by hand.
    if v_paused > now() + private.time_argument_reach() then
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
  'Whether the shop takes orders at a time (default now, within ten years): reason open, paused or '
  'outside_hours, when it closes, and when it next opens (null: paused until reopened by hand, or '
  'no hours in the next week).';

-- check_promo_code: a subtotal an order could have (numeric(10, 2), not NaN or infinite) ---------
create or replace function public.check_promo_code(code text, subtotal numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_code text := nullif(upper(private.trim_text(check_promo_code.code)), '');
begin
  perform private.limit_storefront_call('promo', null, 30, null, interval '10 minutes');
  if check_promo_code.subtotal = 'NaN'::numeric
     or check_promo_code.subtotal not between 0 and 99999999.99 then
    raise exception using errcode = 'P0001', detail = 'invalid_argument',
      message = 'Subtotal inválido.';
  end if;
  if v_code is null or char_length(v_code) > 40 then
    return jsonb_build_object('valid', false, 'reason', 'promo_not_found',
      'message', 'Código promocional inválido.');
  end if;
  return private.evaluate_promo(v_code, round(check_promo_code.subtotal, 2), false) - 'id';
end;
$$;
