-- comanda: a new order's notification goes away on every staff device once the order is handled
-- (docs/push.md). browsers show a notification for every push (chrome requires it), so the staff
-- devices that were told of a new order get, when it leaves pending (accepted on any device or
-- cancelled), a message with the same tag that the service worker shows in its place, silently:
-- "Pedido #1042 aceito por Bia". decided here, like the other messages, so the local stack's sender
-- and the hosted edge function send the same.

-- the staff notice that a waiting order was handled: number, what happened, who did it (the staff
-- read all of it in the panel anyway), the same tag as the new order's notice
create function private.push_handled_payload(o public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', concat_ws(' ',
      'Pedido #' || o.order_number,
      case when o.status = 'cancelled' then 'cancelado' else 'aceito' end,
      'por ' || (select nullif(btrim(e.actor_name), '')
                   from public.order_events e
                  where e.order_id = o.id and e.status = o.status
                  order by e.created_at desc, e.id desc
                  limit 1)),
    'body', case when o.status = 'cancelled' then coalesce(o.cancel_reason, '') else '' end,
    'tag', 'order-' || o.id,
    'url', '/orders?pedido=' || o.id,
    'order_id', o.id,
    'kind', 'handled',
    'silent', true);
$$;

revoke execute on function private.push_handled_payload(public.orders) from public;

-- as before, plus: an order that leaves pending after its new-order notice replaces that notice
-- on the staff's devices
create or replace function public.push_order_messages(p_order_id uuid)
returns table (endpoint text, p256dh text, auth text, payload jsonb, urgency text, ttl integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  o public.orders;
  v_before text;
begin
  select * into o from public.orders where id = p_order_id;
  if o.id is null then
    return;
  end if;
  select st.notified_status into v_before
    from private.push_order_state st where st.order_id = o.id for update;
  if v_before is not distinct from o.status then
    return;
  end if;
  insert into private.push_order_state as st (order_id, notified_status)
  values (o.id, o.status)
  on conflict (order_id) do update set notified_status = excluded.notified_status;
  if o.status = 'pending' then
    return query
      select t.endpoint, t.p256dh, t.auth, private.push_new_order_payload(o), 'high', 300
        from private.push_staff_targets() t;
    return;
  end if;
  if v_before = 'pending' then
    return query
      select t.endpoint, t.p256dh, t.auth, private.push_handled_payload(o), 'high', 600
        from private.push_staff_targets() t;
  end if;
  if o.status in ('delivered', 'cancelled') then
    return query
      with gone as (
        delete from public.push_subscriptions p where p.order_id = o.id
        returning p.endpoint, p.p256dh, p.auth)
      select g.endpoint, g.p256dh, g.auth, private.push_status_payload(o), 'normal', 3600 from gone g;
  else
    return query
      select p.endpoint, p.p256dh, p.auth, private.push_status_payload(o), 'high', 1800
        from public.push_subscriptions p
       where p.order_id = o.id;
  end if;
end;
$$;

comment on function public.push_order_messages(uuid) is
  'Service role: the Web Push messages an order''s current status calls for, once per status (new order → staff devices; leaving pending → a silent replacement on the staff devices; status change → that order''s devices).';
