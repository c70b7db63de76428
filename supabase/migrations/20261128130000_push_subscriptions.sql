-- comanda: web push (vapid) notifications that reach people with no page open (docs/push.md).
-- push_subscriptions holds the browsers' push endpoints: a staff member's devices (user_id) for new
-- orders, or a customer's device for one order (order_id: the order's id is the capability).
-- the database decides who gets what: public.push_order_messages and public.push_due_reminders
-- (service_role only) return the messages to send, built here so the local stack's sender and the
-- hosted edge function (supabase/functions/push) send exactly the same ones.

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  user_id uuid references auth.users (id) on delete cascade,
  order_id uuid references public.orders (id) on delete cascade,
  label text constraint push_subscriptions_label_check check (char_length(label) <= 80),
  created_at timestamptz not null default now(),
  constraint push_subscriptions_one_owner check ((user_id is null) <> (order_id is null))
);

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id) where user_id is not null;
create index push_subscriptions_order_id_idx on public.push_subscriptions (order_id) where order_id is not null;

comment on table public.push_subscriptions is
  'Web Push endpoints: a staff member''s device (user_id) for new orders, or a customer''s device for one order (order_id). Written only through subscribe_push / unsubscribe_push.';

alter table public.push_subscriptions enable row level security;
revoke all on public.push_subscriptions from anon, authenticated;
grant select, delete on public.push_subscriptions to authenticated;

create policy "staff read their own devices" on public.push_subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_staff()));

create policy "staff remove their own devices" on public.push_subscriptions
  for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_staff()));

-- how often a new order that still waits is announced again (0 = once)
alter table public.company_settings
  add column push_repeat_minutes integer not null default 2
    constraint company_settings_push_repeat_minutes_check check (push_repeat_minutes between 0 and 60);

comment on column public.company_settings.push_repeat_minutes is
  'Minutes between repeated push notifications of an order still waiting to be accepted; 0 = notify once.';

-- what the senders last announced of each order (private: only the rpcs below read it)
create table private.push_order_state (
  order_id uuid primary key references public.orders (id) on delete cascade,
  notified_status text not null,
  reminded_at timestamptz not null default now()
);

-- the subscription a browser gives (PushSubscription.toJSON()), checked strictly: an https
-- endpoint, p256dh an uncompressed p-256 point (65 bytes) and auth 16 bytes, both base64url.
create function private.clean_push_subscription(subscription jsonb)
returns table (endpoint text, p256dh text, auth text, label text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_endpoint text;
  v_p256dh text;
  v_auth text;
  v_label text;
begin
  if subscription is null or jsonb_typeof(subscription) <> 'object'
     or jsonb_typeof(subscription -> 'keys') is distinct from 'object' then
    perform private.refuse('invalid_subscription', 'Esta inscrição de notificações não é válida.');
  end if;
  v_endpoint := subscription ->> 'endpoint';
  v_p256dh := rtrim(subscription -> 'keys' ->> 'p256dh', '=');
  v_auth := rtrim(subscription -> 'keys' ->> 'auth', '=');
  v_label := nullif(btrim(left(subscription ->> 'label', 80)), '');
  if v_endpoint is null or char_length(v_endpoint) > 1024
     or v_endpoint !~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?/[!-~]*$'
     or v_p256dh is null or v_p256dh !~ '^[A-Za-z0-9_-]{86}[AEIMQUYcgkosw048]$'
     or left(v_p256dh, 2) not in ('BA', 'BB', 'BC', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BK', 'BL', 'BM', 'BN', 'BO', 'BP')
     or v_auth is null or v_auth !~ '^[A-Za-z0-9_-]{21}[AQgw]$' then
    perform private.refuse('invalid_subscription', 'Esta inscrição de notificações não é válida.');
  end if;
  return query select v_endpoint, v_p256dh, v_auth, v_label;
end;
$$;

-- subscribe this device: staff (owner, attendant) for new orders; anyone with an order's id for
-- that order's status changes while it is open. the same endpoint subscribed again moves to the
-- new owner (a browser has one endpoint per worker).
create function public.subscribe_push(subscription jsonb, p_order_id uuid default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_sub record;
  v_status text;
  v_user uuid := null;
  v_id uuid;
begin
  if p_order_id is null then
    if auth.uid() is null then
      perform private.refuse('order_required', 'Informe o pedido para receber avisos.');
    end if;
    perform private.require_role(array['owner', 'attendant'],
      'Somente a equipe recebe avisos de novos pedidos.');
    v_user := auth.uid();
  else
    select o.status into v_status from public.orders o where o.id = p_order_id;
    if v_status is null then
      perform private.refuse('order_not_found', 'Pedido não encontrado.');
    end if;
    if v_status in ('delivered', 'cancelled') then
      perform private.refuse('order_closed', 'Este pedido já foi encerrado.');
    end if;
  end if;
  select * into v_sub from private.clean_push_subscription(subscription);
  insert into public.push_subscriptions as s (endpoint, p256dh, auth, user_id, order_id, label)
  values (v_sub.endpoint, v_sub.p256dh, v_sub.auth, v_user, p_order_id, v_sub.label)
  on conflict (endpoint) do update
    set p256dh = excluded.p256dh, auth = excluded.auth, user_id = excluded.user_id,
        order_id = excluded.order_id, label = coalesce(excluded.label, s.label), created_at = now()
  returning s.id into v_id;
  return v_id;
end;
$$;

comment on function public.subscribe_push(jsonb, uuid) is
  'Subscribes a browser for Web Push: owner/attendant for new orders (no order id), or anyone holding an open order''s id for that order.';

-- unsubscribe by endpoint: the endpoint is known only to the browser that holds it. staff remove
-- their own devices (also through the table's delete policy); a customer's is removed by anyone
-- who knows its endpoint.
create function public.unsubscribe_push(p_endpoint text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.push_subscriptions s
     where s.endpoint = p_endpoint
       and (s.order_id is not null or s.user_id = auth.uid())
    returning 1)
  select exists (select 1 from gone);
$$;

comment on function public.unsubscribe_push(text) is
  'Removes the push subscription with this endpoint (a customer''s, or the caller''s own device).';

-- the staff notice of a new order: number, total, fulfilment, bairro (what owners and attendants
-- read anyway), and the panel's address of the order
create function private.push_new_order_payload(o public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', 'Novo pedido',
    'body', concat_ws(' · ',
      'Pedido #' || o.order_number,
      'R$ ' || private.format_brl(o.total_amount),
      case o.fulfillment when 'pickup' then 'Retirada' else 'Entrega' end,
      case when o.fulfillment = 'delivery' then
        coalesce(nullif(btrim(o.address ->> 'neighborhood'), ''),
                 (select z.name from public.delivery_zones z where z.id = o.delivery_zone_id)) end),
    'tag', 'order-' || o.id,
    'url', '/orders?pedido=' || o.id,
    'order_id', o.id,
    'kind', 'new_order');
$$;

-- when an accepted order should arrive (or be ready): its time plus the upper end of the shop's
-- estimate ("30-45", "40 min"), as the tracking page reads it, in the shop's time zone; null when
-- the estimate is not minutes or that time has passed
create function private.push_estimate(o public.orders)
returns text
language sql
stable
set search_path = ''
as $$
  with est as (
    select s.timezone,
           regexp_match(
             case when o.fulfillment = 'pickup' then s.pickup_estimated_time
                  else coalesce(z.estimated_time, s.estimated_time) end,
             '^\s*(\d{1,3})\s*(?:(?:-|–|a|até)\s*(\d{1,3}))?\s*(?:min(?:utos)?\.?)?\s*$', 'i') as m
      from public.company_settings s
      left join public.delivery_zones z on z.id = o.delivery_zone_id
     where s.id = 1)
  select to_char((o.created_at + make_interval(mins => coalesce(m[2], m[1])::int)) at time zone timezone, 'HH24:MI')
    from est
   where m is not null
     and o.created_at + make_interval(mins => coalesce(m[2], m[1])::int) > now();
$$;

-- the customer's notice of a status change: what the tracking page shows, nothing more
create function private.push_status_payload(o public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', 'Pedido #' || o.order_number,
    'body', concat_ws(' · ',
      case o.status
        when 'processing' then 'Seu pedido foi aceito e está em preparo'
        when 'out_for_delivery' then 'Seu pedido saiu para entrega'
        when 'ready_for_pickup' then 'Seu pedido está pronto para retirada'
        when 'delivered' then 'Seu pedido foi entregue'
        when 'cancelled' then 'Seu pedido foi cancelado: ' || coalesce(o.cancel_reason, '')
        else 'Seu pedido foi atualizado' end,
      case when o.status in ('processing', 'out_for_delivery') then
        'previsão ' || private.push_estimate(o) end),
    'tag', 'order-' || o.id,
    'url', '/client/pedido/' || o.id,
    'order_id', o.id,
    'kind', 'status');
$$;

-- every active owner's and attendant's device
create function private.push_staff_targets()
returns table (endpoint text, p256dh text, auth text)
language sql
stable
set search_path = ''
as $$
  select p.endpoint, p.p256dh, p.auth
    from public.push_subscriptions p
    join public.staff s on s.user_id = p.user_id
   where s.is_active and s.role in ('owner', 'attendant');
$$;

-- the messages one order's change calls for, once per status (a sender that sees the same change
-- twice, or a webhook retried, sends nothing more): a new order to the staff's devices, a status
-- change to that order's devices; a delivered or cancelled order's devices are then forgotten.
create function public.push_order_messages(p_order_id uuid)
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
  elsif o.status in ('delivered', 'cancelled') then
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
  'Service role: the Web Push messages an order''s current status calls for, once per status (new order → staff devices; status change → that order''s devices).';

-- orders still waiting whose last notice is older than the shop's interval, announced again
create function public.push_due_reminders()
returns table (endpoint text, p256dh text, auth text, payload jsonb, urgency text, ttl integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_minutes integer := coalesce((select s.push_repeat_minutes from public.company_settings s where s.id = 1), 0);
  o public.orders;
begin
  if v_minutes <= 0 then
    return;
  end if;
  for o in
    with due as (
      update private.push_order_state st set reminded_at = now()
        from public.orders x
       where x.id = st.order_id and x.status = 'pending'
         and st.notified_status = 'pending'
         and st.reminded_at <= now() - make_interval(mins => v_minutes)
      returning st.order_id)
    select x.* from public.orders x join due on due.order_id = x.id
  loop
    return query
      select t.endpoint, t.p256dh, t.auth, private.push_new_order_payload(o), 'high', 300
        from private.push_staff_targets() t;
  end loop;
  delete from private.push_order_state st
   where st.notified_status in ('delivered', 'cancelled');
end;
$$;

comment on function public.push_due_reminders() is
  'Service role: new orders still pending after the shop''s push_repeat_minutes, announced again to the staff''s devices.';

-- a subscription the push service says is gone (404/410), removed by the sender
create function public.forget_push_subscription(p_endpoint text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.push_subscriptions where endpoint = p_endpoint;
$$;

revoke execute on function private.clean_push_subscription(jsonb) from public;
revoke execute on function private.push_new_order_payload(public.orders) from public;
revoke execute on function private.push_status_payload(public.orders) from public;
revoke execute on function private.push_estimate(public.orders) from public;
revoke execute on function private.push_staff_targets() from public;
revoke execute on function public.subscribe_push(jsonb, uuid) from public;
grant execute on function public.subscribe_push(jsonb, uuid) to anon, authenticated;
revoke execute on function public.unsubscribe_push(text) from public;
grant execute on function public.unsubscribe_push(text) to anon, authenticated;
revoke execute on function public.push_order_messages(uuid) from public, anon, authenticated;
grant execute on function public.push_order_messages(uuid) to service_role;
revoke execute on function public.push_due_reminders() from public, anon, authenticated;
grant execute on function public.push_due_reminders() to service_role;
revoke execute on function public.forget_push_subscription(text) from public, anon, authenticated;
grant execute on function public.forget_push_subscription(text) to service_role;
