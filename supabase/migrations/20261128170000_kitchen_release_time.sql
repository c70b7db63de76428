-- comanda: the kitchen holds a scheduled order back until its release time, as the panel does
-- (docs/ordering-rules.md, "Pedidos agendados"). A scheduled order accepted early — from Agendados,
-- or by the shop's automatic acceptance, which still accepts it — reaches get_kitchen_queue only
-- from its slot's start minus the preparation time, and takes its place in the queue at that
-- moment (or at its acceptance, when accepted later). The rule has one SQL definition here and one
-- TypeScript definition in src/domain/schedule.ts (preparationMinutes, releaseAt): keep both in sync.

-- the largest number in the shop's estimated time ('30-45' → 45, '40 min' → 40; numbers above a
-- day are ignored), 30 minutes when it names none.
create function private.preparation_minutes(p_estimated_time text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    (select max(m[1]::numeric)::integer
       from regexp_matches(coalesce(p_estimated_time, ''), '\d+', 'g') m
      where m[1]::numeric between 1 and 1440),
    30);
$$;
comment on function private.preparation_minutes(text) is
  'Minutes a scheduled order needs before its slot: the largest number in the estimated time, 30 when none. Same rule as preparationMinutes in src/domain/schedule.ts.';
revoke all on function private.preparation_minutes(text) from public;

-- when a scheduled order must start: its slot's start minus the preparation time of
-- company_settings.estimated_time; null for an order as soon as possible.
create function private.order_release_at(p_order public.orders)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select p_order.scheduled_for - make_interval(mins => private.preparation_minutes(
           (select s.estimated_time from public.company_settings s where s.id = 1)));
$$;
comment on function private.order_release_at(public.orders) is
  'A scheduled order''s release time (scheduled_for minus the preparation time); null when not scheduled. Same rule as releaseAt in src/domain/schedule.ts.';
revoke all on function private.order_release_at(public.orders) from public;

-- the queue gains scheduled_for (the cook sees a ticket is due at a set time) and queued_at (when it
-- joined the kitchen's queue: accepted, and released when scheduled), its order and its clock.
drop function public.get_kitchen_queue();

create function public.get_kitchen_queue()
 returns table(id uuid, order_number text, fulfillment text, notes text, items jsonb,
               created_at timestamp with time zone, accepted_at timestamp with time zone,
               scheduled_for timestamp with time zone, queued_at timestamp with time zone)
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
begin
  perform private.require_role(array['owner', 'attendant', 'kitchen'], 'Apenas a equipe da loja pode ver a fila da cozinha.');
  return query
    select q.id, q.order_number, q.fulfillment, q.notes, q.items, q.created_at, q.accepted_at,
           q.scheduled_for, greatest(q.accepted_at, q.release_at)
      from (select o.id, o.order_number, o.fulfillment, o.notes,
                   coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                               'name', l.value ->> 'name', 'quantity', (l.value ->> 'quantity')::integer,
                               'notes', l.value ->> 'notes',
                               'options', coalesce((select jsonb_agg(jsonb_build_object('group', op.value ->> 'group',
                                                      'name', op.value ->> 'name', 'quantity', (op.value ->> 'quantity')::integer))
                                                    from jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) op), '[]'::jsonb)))
                               order by l.position)
                               from jsonb_array_elements(o.items) with ordinality l(value, position)), '[]'::jsonb) as items,
                   o.created_at,
                   (select max(e.created_at) from public.order_events e
                     where e.order_id = o.id and e.status = 'processing') as accepted_at,
                   o.scheduled_for,
                   private.order_release_at(o) as release_at
              from public.orders o
             where o.status = 'processing' and o.prepared_at is null) q
     where q.release_at is null or q.release_at <= now()
     order by 9 nulls last, q.created_at;
end;
$function$;

comment on function public.get_kitchen_queue() is 'Kitchen, attendant, owner: accepted orders not yet prepared, a scheduled one only from its release time, in the order they joined the queue; items, complementos and notes; no customer data, no amounts.';

revoke all on function public.get_kitchen_queue() from public;
grant execute on function public.get_kitchen_queue() to authenticated, service_role;
