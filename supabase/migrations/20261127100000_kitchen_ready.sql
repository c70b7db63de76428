-- comanda: the kitchen's "Pronto". orders.prepared_at records when the kitchen finished an accepted
-- order; mark_order_prepared sets it once (owner, attendant, kitchen) and, for a pickup, moves the
-- order to ready_for_pickup with an event in its timeline (a delivery waits for its courier).
-- get_kitchen_queue leaves prepared orders out. the answer carries no customer data or amounts:
-- the kitchen cannot read the orders table.

alter table public.orders add column prepared_at timestamptz;

create or replace function public.mark_order_prepared(order_id uuid)
 returns jsonb
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_order public.orders;
begin
  perform private.require_role(array['owner', 'attendant', 'kitchen'],
    'Apenas a equipe da loja pode marcar um pedido como pronto.');
  select o.* into v_order from public.orders o where o.id = mark_order_prepared.order_id for update;
  if v_order.id is null then
    perform private.refuse('order_not_found', 'Pedido não encontrado.');
  end if;
  if v_order.prepared_at is not null then
    perform private.refuse('status_unchanged', 'Este pedido já foi marcado como pronto.');
  end if;
  if v_order.status <> 'processing' then
    perform private.refuse('status_not_allowed', 'Só um pedido em preparo pode ser marcado como pronto.');
  end if;

  update public.orders o
     set prepared_at = now(),
         status = case when o.fulfillment = 'pickup' then 'ready_for_pickup' else o.status end
   where o.id = v_order.id
  returning * into v_order;
  if v_order.status = 'ready_for_pickup' then
    insert into public.order_events (order_id, status, actor_id, actor_name)
    values (v_order.id, v_order.status, auth.uid(), private.staff_name());
  end if;
  return jsonb_build_object('id', v_order.id, 'status', v_order.status, 'prepared_at', v_order.prepared_at);
end;
$function$;

comment on function public.mark_order_prepared(order_id uuid) is 'Kitchen, attendant, owner: marks an accepted order as prepared once; a pickup becomes ready_for_pickup.';

revoke all on function public.mark_order_prepared(order_id uuid) from public;
grant execute on function public.mark_order_prepared(order_id uuid) to authenticated, service_role;

create or replace function public.get_kitchen_queue()
 returns table(id uuid, order_number text, fulfillment text, notes text, items jsonb, created_at timestamp with time zone, accepted_at timestamp with time zone)
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
begin
  perform private.require_role(array['owner', 'attendant', 'kitchen'], 'Apenas a equipe da loja pode ver a fila da cozinha.');
  return query
    select o.id, o.order_number, o.fulfillment, o.notes,
           coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                       'name', l.value ->> 'name', 'quantity', (l.value ->> 'quantity')::integer,
                       'notes', l.value ->> 'notes',
                       'options', coalesce((select jsonb_agg(jsonb_build_object('group', op.value ->> 'group',
                                              'name', op.value ->> 'name', 'quantity', (op.value ->> 'quantity')::integer))
                                            from jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) op), '[]'::jsonb)))
                       order by l.position)
                       from jsonb_array_elements(o.items) with ordinality l(value, position)), '[]'::jsonb),
           o.created_at,
           (select max(e.created_at) from public.order_events e where e.order_id = o.id and e.status = 'processing')
      from public.orders o
     where o.status = 'processing' and o.prepared_at is null
     order by 7 nulls last, o.created_at;
end;
$function$;

comment on function public.get_kitchen_queue() is 'Kitchen, attendant, owner: accepted orders not yet prepared, with items, complementos and notes; no customer data, no amounts.';
