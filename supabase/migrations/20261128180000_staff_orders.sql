-- Every channel (issue 30, parts 1 and 2; docs/staff-orders.md): orders the team types in for
-- WhatsApp, phone and counter customers, and editing an order already placed.
--
-- place_staff_order prices with the very helpers place_order uses (the client's prices are never
-- read), starts accepted with the author on its first event, and may be split across payment
-- methods (orders.payments). update_order_items re-prices an order's lines, records an 'edited'
-- event with the difference and the author, and bumps orders.revision. Stock follows both through
-- the triggers of 20261128100000 (insert) and, for an edit, by giving back and taking again here.

alter table public.orders
  add column source text not null default 'online'
    constraint orders_source_check check (source in ('online', 'whatsapp', 'phone', 'counter')),
  add column created_by uuid references auth.users (id) on delete set null,
  add column revision integer not null default 0 constraint orders_revision_check check (revision >= 0),
  add column payments jsonb
    constraint orders_payments_check check (payments is null or jsonb_typeof(payments) = 'array');

comment on column public.orders.source is
  'Where the order came from: online (the storefront, place_order) or typed by the team for whatsapp, phone or counter.';
comment on column public.orders.created_by is 'The member who typed a staff order in; null for the storefront.';
comment on column public.orders.revision is 'How many times the team edited the items (update_order_items); 0 = as placed.';
comment on column public.orders.payments is
  '[{method, amount}] adding up to total_amount when the payment is split (staff orders); null = all of it by payment_method.';

-- order_events also records what is not a status: an edit ('edited') and a staff override
-- ('override': shop closed, delivery fee), with what changed in details.
alter table public.order_events drop constraint order_events_status_check;
alter table public.order_events add constraint order_events_status_check check (status in (
  'pending', 'processing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled', 'edited', 'override'));
alter table public.order_events add column details jsonb;
comment on column public.order_events.details is
  'For edited: {revision, added, removed, changed, subtotal: {from, to}, total: {from, to}}; for override: {kind, ...}.';

-- ---------------------------------------------------------------------------------------------
-- The payments of an order: the split when there is one, else one payment of the whole total.

create function private.order_payments(o public.orders)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(o.payments, jsonb_build_array(jsonb_build_object('method', o.payment_method, 'amount', o.total_amount)));
$$;
revoke all on function private.order_payments(public.orders) from public;

-- Checks a split against the total: 1 to 4 payments, methods the shop takes, positive amounts
-- adding up to the total. Returns them cleaned ([{method, amount}]), or null when none were sent.
create function private.clean_payments(settings public.company_settings, payments jsonb, total numeric)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_payment jsonb;
  v_amount numeric;
  v_sum numeric := 0;
  v_clean jsonb := '[]'::jsonb;
begin
  if payments is null or payments = 'null'::jsonb then
    return null;
  end if;
  if jsonb_typeof(payments) <> 'array' or jsonb_array_length(payments) not between 1 and 4 then
    perform private.refuse('invalid_payments', 'Informe de uma a quatro formas de pagamento.');
  end if;
  for v_payment in select p.value from jsonb_array_elements(payments) p loop
    if jsonb_typeof(v_payment) <> 'object' or jsonb_typeof(v_payment -> 'amount') <> 'number' then
      perform private.refuse('invalid_payments', 'Cada pagamento precisa de uma forma e de um valor.');
    end if;
    v_amount := round((v_payment ->> 'amount')::numeric, 2);
    if v_amount <= 0 or v_amount >= 100000000 then
      perform private.refuse('invalid_payments', 'Cada pagamento precisa de um valor maior que zero.');
    end if;
    v_clean := v_clean || jsonb_build_array(jsonb_build_object(
      'method', private.check_payment_method(settings, v_payment ->> 'method'), 'amount', v_amount));
    v_sum := v_sum + v_amount;
  end loop;
  if v_sum <> total then
    perform private.refuse('payments_mismatch', format(
      'A soma dos pagamentos (R$ %s) precisa ser igual ao total do pedido (R$ %s).',
      private.format_brl(v_sum), private.format_brl(total)));
  end if;
  return v_clean;
end;
$$;
revoke all on function private.clean_payments(public.company_settings, jsonb, numeric) from public;

-- Troco is for the cash part: none without cash, never below what is paid in cash.
create function private.check_split_change_for(payments jsonb, change_for numeric)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_cash numeric;
begin
  if change_for is null then
    return;
  end if;
  select sum((p.value ->> 'amount')::numeric) into v_cash
    from jsonb_array_elements(payments) p where p.value ->> 'method' = 'cash';
  perform private.check_change_for(case when v_cash is null then 'pix' else 'cash' end, change_for, v_cash);
end;
$$;
revoke all on function private.check_split_change_for(jsonb, numeric) from public;

-- ---------------------------------------------------------------------------------------------
-- Orders typed in by the team.

create function public.place_staff_order(
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
  scheduled_for timestamptz default null,
  source text default 'phone',
  payments jsonb default null,
  override_closed boolean default false,
  delivery_fee_override numeric default null,
  override_reason text default null
)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_settings public.company_settings;
  v_source text := lower(private.trim_text(place_staff_order.source));
  v_status record;
  v_fulfillment text;
  v_customer jsonb;
  v_items jsonb;
  v_payment text;
  v_payments jsonb;
  v_delivery jsonb;
  v_fee numeric;
  v_priced jsonb;
  v_subtotal numeric;
  v_promo jsonb;
  v_total numeric;
  v_reason text := nullif(private.trim_text(place_staff_order.override_reason), '');
  v_name text := private.trim_text(place_staff_order.customer_name);
  v_phone text := private.trim_text(place_staff_order.customer_phone);
  v_anonymous boolean;
begin
  perform private.require_role(array['owner', 'attendant'], 'Entre com uma conta da equipe para lançar pedidos.');
  -- a second Enter on the same form gets the order the first one made
  v_order := private.order_by_idempotency_key(place_staff_order.idempotency_key, true);
  if v_order.id is not null then
    return v_order;
  end if;

  if v_source is null or v_source not in ('whatsapp', 'phone', 'counter') then
    perform private.refuse('invalid_source', 'Escolha o canal do pedido: WhatsApp, Telefone ou Balcão.');
  end if;
  v_settings := private.shop_settings();
  -- closed or paused: the team may still take it, once they confirm (recorded below)
  select st.* into v_status from public.get_shop_status(now()) st;
  if place_staff_order.scheduled_for is not null then
    perform private.check_schedule_slot(place_staff_order.fulfillment, place_staff_order.scheduled_for);
  elsif not v_status.is_open and not coalesce(place_staff_order.override_closed, false) then
    perform private.refuse('shop_closed',
      case when v_status.reason = 'paused'
           then 'A loja está pausada. Confirme para lançar o pedido mesmo assim.'
           else 'A loja está fechada agora. Confirme para lançar o pedido mesmo assim.' end);
  end if;
  -- the team delivers or hands over whatever the storefront offers (a counter sale is a pickup)
  v_fulfillment := lower(coalesce(private.trim_text(place_staff_order.fulfillment), 'delivery'));
  if v_fulfillment not in ('delivery', 'pickup') then
    perform private.refuse('fulfillment_unavailable', 'Escolha entrega ou retirada.');
  end if;
  -- a counter customer without a record ("sem cadastro"): named Balcão, no phone stored
  v_anonymous := v_source = 'counter' and v_fulfillment = 'pickup' and coalesce(v_phone, '') = '';
  if v_anonymous then
    v_name := coalesce(nullif(v_name, ''), 'Balcão');
  end if;
  v_customer := private.clean_customer(v_fulfillment, v_name,
    case when v_anonymous then '(11) 3000-0000' else v_phone end,
    place_staff_order.customer_address, place_staff_order.address, place_staff_order.notes, place_staff_order.promo_code);
  if v_anonymous then
    v_customer := v_customer || jsonb_build_object('phone', '');
  end if;
  v_items := private.parse_order_items(place_staff_order.items);
  v_payment := private.check_payment_method(v_settings, place_staff_order.payment_method);
  v_delivery := private.delivery_terms(v_settings, v_fulfillment, place_staff_order.delivery_zone_id);
  v_fee := (v_delivery ->> 'fee')::numeric;
  if place_staff_order.delivery_fee_override is not null then
    if v_fulfillment <> 'delivery' then
      perform private.refuse('invalid_fee_override', 'Só um pedido para entrega tem taxa de entrega.');
    end if;
    if place_staff_order.delivery_fee_override = 'NaN'::numeric
       or place_staff_order.delivery_fee_override < 0 or place_staff_order.delivery_fee_override >= 100000 then
      perform private.refuse('invalid_fee_override', 'Taxa de entrega inválida.');
    end if;
    if v_reason is null then
      perform private.refuse('override_reason_required', 'Diga por que a taxa de entrega foi alterada.');
    end if;
    v_fee := round(place_staff_order.delivery_fee_override, 2);
  end if;
  perform private.check_length(v_reason, 300, 'motivo');
  v_priced := private.price_order_lines(v_items);
  v_subtotal := (v_priced ->> 'subtotal')::numeric;
  perform private.check_order_amounts(v_settings, v_subtotal, v_fee, (v_delivery ->> 'minimum')::numeric);
  v_promo := private.apply_promo(v_customer ->> 'promo_code', v_subtotal);
  v_total := v_subtotal + v_fee - (v_promo ->> 'discount')::numeric;
  v_payments := private.clean_payments(v_settings, place_staff_order.payments, v_total);
  if v_payments is null then
    v_payments := jsonb_build_array(jsonb_build_object('method', v_payment, 'amount', v_total));
  else
    v_payment := v_payments -> 0 ->> 'method';
  end if;
  perform private.check_split_change_for(v_payments, round(place_staff_order.change_for, 2));

  insert into public.orders (
    customer_name, customer_phone, customer_address, address, fulfillment, delivery_zone_id, items,
    subtotal, delivery_fee, discount, total_amount, payment_method, change_for, notes, promo_code,
    status, idempotency_key, scheduled_for, source, created_by, payments
  )
  values (
    v_customer ->> 'name', v_customer ->> 'phone', v_customer ->> 'address_line', nullif(v_customer -> 'address', 'null'::jsonb),
    v_fulfillment, (v_delivery ->> 'zone_id')::uuid, v_priced -> 'lines',
    v_subtotal, v_fee, (v_promo ->> 'discount')::numeric,
    v_total, v_payment, round(place_staff_order.change_for, 2), v_customer ->> 'notes', v_promo ->> 'code', 'processing',
    place_staff_order.idempotency_key, place_staff_order.scheduled_for, v_source, auth.uid(),
    case when jsonb_array_length(v_payments) > 1 then v_payments end
  )
  on conflict on constraint orders_idempotency_key_key do nothing
  returning * into v_order;

  if v_order.id is null then
    return private.order_by_idempotency_key(place_staff_order.idempotency_key, false);
  end if;
  if v_promo ->> 'id' is not null then
    update public.promo_codes p set current_uses = p.current_uses + 1 where p.id = (v_promo ->> 'id')::uuid;
  end if;
  -- the event the insert wrote (record_order_placed) gets its author and channel
  update public.order_events e
     set actor_id = auth.uid(), actor_name = private.staff_name(), details = jsonb_build_object('source', v_source)
   where e.order_id = v_order.id and e.status = 'processing';
  if place_staff_order.scheduled_for is null and not v_status.is_open then
    insert into public.order_events (order_id, status, reason, actor_id, actor_name, details)
    values (v_order.id, 'override', v_reason, auth.uid(), private.staff_name(),
            jsonb_build_object('kind', 'shop_closed', 'shop', coalesce(v_status.reason, 'closed')));
  end if;
  if place_staff_order.delivery_fee_override is not null then
    insert into public.order_events (order_id, status, reason, actor_id, actor_name, details)
    values (v_order.id, 'override', v_reason, auth.uid(), private.staff_name(),
            jsonb_build_object('kind', 'delivery_fee', 'from', (v_delivery ->> 'fee')::numeric, 'to', v_fee));
  end if;
  return v_order;
end;
$$;

comment on function public.place_staff_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric, timestamptz, text, jsonb, boolean, numeric, text) is
  'An order the team types in (owner, attendant) for whatsapp, phone or counter: priced like place_order, started accepted, split payments adding up to the total; while closed only with override_closed; a fee override needs a reason. Idempotent per idempotency_key.';
revoke all on function public.place_staff_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric, timestamptz, text, jsonb, boolean, numeric, text) from public;
grant execute on function public.place_staff_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric, timestamptz, text, jsonb, boolean, numeric, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Editing an order's items.

-- What changed between two line lists, keyed by product, complementos and notes:
-- {added: [{name, quantity}], removed: [...], changed: [{name, from, to}]}.
create function private.order_lines_diff(old_lines jsonb, new_lines jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with keyed as (
    select 'old' as side, l.value ->> 'name' as name,
           concat_ws('|', l.value ->> 'product_id', l.value ->> 'notes',
                     (select string_agg(concat(o.value ->> 'option_id', 'x', coalesce(o.value ->> 'quantity', '1')), ',' order by o.value ->> 'option_id')
                        from jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) o)) as key,
           (l.value ->> 'quantity')::integer as quantity
      from jsonb_array_elements(coalesce(old_lines, '[]'::jsonb)) l
    union all
    select 'new', l.value ->> 'name',
           concat_ws('|', l.value ->> 'product_id', l.value ->> 'notes',
                     (select string_agg(concat(o.value ->> 'option_id', 'x', coalesce(o.value ->> 'quantity', '1')), ',' order by o.value ->> 'option_id')
                        from jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) o)),
           (l.value ->> 'quantity')::integer
      from jsonb_array_elements(coalesce(new_lines, '[]'::jsonb)) l
  ), totals as (
    select k.key, min(k.name) as name,
           coalesce(sum(k.quantity) filter (where k.side = 'old'), 0) as old_qty,
           coalesce(sum(k.quantity) filter (where k.side = 'new'), 0) as new_qty
      from keyed k group by k.key
  )
  select jsonb_build_object(
    'added', coalesce(jsonb_agg(jsonb_build_object('name', t.name, 'quantity', t.new_qty) order by t.name)
                        filter (where t.old_qty = 0), '[]'::jsonb),
    'removed', coalesce(jsonb_agg(jsonb_build_object('name', t.name, 'quantity', t.old_qty) order by t.name)
                          filter (where t.new_qty = 0), '[]'::jsonb),
    'changed', coalesce(jsonb_agg(jsonb_build_object('name', t.name, 'from', t.old_qty, 'to', t.new_qty) order by t.name)
                          filter (where t.old_qty > 0 and t.new_qty > 0 and t.old_qty <> t.new_qty), '[]'::jsonb))
    from totals t;
$$;
revoke all on function private.order_lines_diff(jsonb, jsonb) from public;

create function public.update_order_items(order_id uuid, items jsonb, reason text default null)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_updated public.orders;
  v_settings public.company_settings;
  v_items jsonb;
  v_priced jsonb;
  v_subtotal numeric;
  v_discount numeric := 0;
  v_total numeric;
  v_payments jsonb;
  v_last integer;
  v_change_for numeric;
  v_diff jsonb;
  v_gone text;
  v_reason text := nullif(private.trim_text(update_order_items.reason), '');
begin
  perform private.require_role(array['owner', 'attendant'], 'Entre com uma conta da equipe para alterar pedidos.');
  perform private.check_length(v_reason, 300, 'motivo');
  select o.* into v_order from public.orders o where o.id = update_order_items.order_id for update;
  if v_order.id is null then
    perform private.refuse('order_not_found', 'Pedido não encontrado.');
  end if;
  if v_order.status in ('delivered', 'cancelled') then
    perform private.refuse('order_closed', case when v_order.status = 'delivered'
      then 'Este pedido já foi entregue e não pode mais ser alterado.'
      else 'Este pedido foi cancelado e não pode mais ser alterado.' end);
  end if;
  v_settings := private.shop_settings();
  v_items := private.parse_order_items(update_order_items.items);
  v_priced := private.price_order_lines(v_items);
  v_subtotal := (v_priced ->> 'subtotal')::numeric;
  v_diff := private.order_lines_diff(v_order.items, v_priced -> 'lines');
  if v_diff = jsonb_build_object('added', '[]'::jsonb, 'removed', '[]'::jsonb, 'changed', '[]'::jsonb) then
    perform private.refuse('no_changes', 'Nada mudou nos itens do pedido.');
  end if;
  -- the zone's minimum and the shop's maximum as when it was placed; the fee stays as charged
  perform private.check_order_amounts(v_settings, v_subtotal, v_order.delivery_fee,
    (private.delivery_terms(v_settings, v_order.fulfillment, v_order.delivery_zone_id) ->> 'minimum')::numeric);
  if v_order.promo_code is not null then
    -- the code was valid when the order was placed: only its amount follows the new subtotal
    v_discount := coalesce((private.evaluate_promo(v_order.promo_code, v_subtotal, false) ->> 'discount_amount')::numeric,
                           v_order.discount);
    v_discount := least(v_discount, v_subtotal);
  end if;
  v_total := v_subtotal + v_order.delivery_fee - v_discount;

  -- something new in the order that is sold out now is refused; what it already had may stay
  select string_agg(i.name, ', ') into v_gone
    from (select p.name from public.products p
           where p.id in (select (l.value ->> 'product_id')::uuid from jsonb_array_elements(v_priced -> 'lines') l)
             and p.id not in (select (l.value ->> 'product_id')::uuid from jsonb_array_elements(v_order.items) l
                               where l.value ->> 'product_id' is not null)
             and p.unavailable_until > now()
          union all
          select o.name from public.options o
           where o.id in (select (x.value ->> 'option_id')::uuid from jsonb_array_elements(v_priced -> 'lines') l,
                            jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) x)
             and o.id not in (select (x.value ->> 'option_id')::uuid from jsonb_array_elements(v_order.items) l,
                                jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) x
                               where x.value ->> 'option_id' is not null)
             and o.unavailable_until > now()) i;
  if v_gone is not null then
    perform private.refuse('out_of_stock', v_gone || ' esgotado.');
  end if;
  -- counted stock: give back what the order took and take what it asks now (refused when short)
  if v_order.status <> 'cancelled' then
    perform private.give_back_stock(v_order.id);
    perform private.take_stock(v_order.id, v_priced -> 'lines', now(), false);
  end if;

  -- a split follows the new total on its last payment; when that would not stay above zero, the
  -- whole total goes to the first method
  v_payments := v_order.payments;
  if v_payments is not null then
    v_last := jsonb_array_length(v_payments) - 1;
    if (v_payments -> v_last ->> 'amount')::numeric + (v_total - v_order.total_amount) > 0 then
      v_payments := jsonb_set(v_payments, array[v_last::text, 'amount'],
        to_jsonb((v_payments -> v_last ->> 'amount')::numeric + (v_total - v_order.total_amount)));
    else
      v_payments := null;
    end if;
  end if;
  -- troco no longer enough for the new total is dropped (the event says so)
  v_change_for := v_order.change_for;
  if v_change_for is not null and v_change_for < (
       select coalesce(sum((p.value ->> 'amount')::numeric), v_total)
         from jsonb_array_elements(coalesce(v_payments, jsonb_build_array(jsonb_build_object('method', 'cash', 'amount', v_total)))) p
        where p.value ->> 'method' = 'cash') then
    v_change_for := null;
  end if;

  update public.orders o
     set items = v_priced -> 'lines', subtotal = v_subtotal, discount = v_discount, total_amount = v_total,
         payments = v_payments, change_for = v_change_for, revision = o.revision + 1, updated_at = now()
   where o.id = v_order.id
  returning * into v_updated;

  insert into public.order_events (order_id, status, reason, actor_id, actor_name, details)
  values (v_updated.id, 'edited', v_reason, auth.uid(), private.staff_name(),
          v_diff || jsonb_build_object(
            'revision', v_updated.revision,
            'subtotal', jsonb_build_object('from', v_order.subtotal, 'to', v_updated.subtotal),
            'total', jsonb_build_object('from', v_order.total_amount, 'to', v_updated.total_amount),
            'change_for_dropped', v_order.change_for is not null and v_updated.change_for is null));
  return v_updated;
end;
$$;

comment on function public.update_order_items(uuid, jsonb, text) is
  'Replaces an open order''s items (owner, attendant): re-priced on the server, stock given back and taken again, an edited event with the difference and the author, revision + 1; refused once delivered or cancelled (order_closed).';
revoke all on function public.update_order_items(uuid, jsonb, text) from public;
grant execute on function public.update_order_items(uuid, jsonb, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reports count every channel; the cash register counts each part of a split payment.

create or replace function private.order_channel(o public.orders)
returns text
language sql
stable
set search_path = ''
as $$
  select o.source;
$$;

create or replace function private.cash_session_payments(session_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_object_agg(m.method, jsonb_build_object('orders', coalesce(p.orders, 0), 'amount', coalesce(p.amount, 0)))
    from unnest(array['cash', 'pix', 'credit', 'debit']) m(method)
    left join (select x.value ->> 'method' as payment_method, count(distinct o.id) as orders,
                      sum((x.value ->> 'amount')::numeric) as amount
                 from public.orders o, jsonb_array_elements(private.order_payments(o)) x
                where o.cash_session_id = cash_session_payments.session_id
                  and o.payment_status = 'paid' and o.status <> 'cancelled'
                group by 1) p on p.payment_method = m.method;
$$;

-- The customer's timeline shows the statuses only (edits and overrides are the team's).
create or replace function public.get_order_status(order_id uuid)
returns table(order_number text, status text, cancel_reason text, fulfillment text, delivery_zone text,
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
             where e.order_id = o.id and e.status not in ('edited', 'override')),
           '[]'::jsonb),
         o.scheduled_for, s.scheduling_slot_minutes
    from public.orders o
    left join public.delivery_zones z on z.id = o.delivery_zone_id
    left join public.company_settings s on s.id = 1
   where o.id = get_order_status.order_id;
$$;
