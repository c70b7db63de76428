-- comanda: "troco para quanto?" and a pickup minimum of its own.
--   * orders.change_for: with cash, the note the customer will pay with, so the courier carries the
--     change. place_order takes it (change_for, after the other arguments); it must cover the
--     total (invalid_change) and is refused with any other payment method.
--   * company_settings.pickup_minimum_order: pickup orders used the delivery minimum; they now have
--     their own, 0 (the default) meaning none.

alter table public.orders
  add column change_for numeric(10,2)
    constraint orders_change_for_check check (change_for > 0);

comment on column public.orders.change_for is
  'Cash only: the amount the customer pays with ("troco para"); the change to carry is change_for - total_amount.';

alter table public.company_settings
  add column pickup_minimum_order numeric(10,2) not null default 0
    constraint company_settings_pickup_minimum_order_check check (pickup_minimum_order >= 0);

comment on column public.company_settings.pickup_minimum_order is
  'The smallest subtotal of a pickup order; 0 means none. Deliveries keep minimum_order or their zone''s.';

-- troco: only with cash, a real amount that covers the total
create function private.check_change_for(payment_method text, change_for numeric, total numeric)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if change_for is null then
    return;
  end if;
  if payment_method <> 'cash' then
    perform private.refuse('invalid_change', 'Troco só vale para pagamento em dinheiro.');
  end if;
  if change_for = 'NaN'::numeric or change_for >= 100000 then
    perform private.refuse('invalid_change', 'Valor de troco inválido.');
  end if;
  if change_for < total then
    perform private.refuse('invalid_change', format(
      'O troco deve ser para um valor igual ou maior que o total do pedido (R$ %s).', private.format_brl(total)));
  end if;
end;
$$;

revoke execute on function private.check_change_for(text, numeric, numeric) from public;

-- pickup keeps no fee and takes its own minimum
create or replace function private.delivery_terms(settings public.company_settings, fulfillment text, delivery_zone_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zone public.delivery_zones;
begin
  if fulfillment <> 'delivery' then
    return jsonb_build_object('zone_id', null, 'fee', 0, 'minimum', settings.pickup_minimum_order);
  end if;
  if delivery_terms.delivery_zone_id is null
     and not exists (select 1 from public.delivery_zones z where z.is_active) then
    return jsonb_build_object('zone_id', null, 'fee', settings.delivery_fee, 'minimum', settings.minimum_order);
  end if;
  select z.* into v_zone from public.delivery_zones z
   where z.id = delivery_terms.delivery_zone_id and z.is_active;
  if v_zone.id is null then
    perform private.refuse('outside_delivery_area',
      'Não entregamos nesse endereço. Escolha um dos bairros atendidos ou a retirada no local.');
  end if;
  return jsonb_build_object('zone_id', v_zone.id, 'fee', v_zone.fee,
    'minimum', coalesce(v_zone.minimum_order, settings.minimum_order));
end;
$$;

-- place_order: one more argument, so a new signature -------------------------------------------
drop function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb);

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
  change_for numeric default null
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
  perform private.check_shop_open();
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
    status, idempotency_key
  )
  values (
    v_customer ->> 'name', v_customer ->> 'phone', v_customer ->> 'address_line', nullif(v_customer -> 'address', 'null'::jsonb),
    v_fulfillment, (v_delivery ->> 'zone_id')::uuid, v_priced -> 'lines',
    v_subtotal, (v_delivery ->> 'fee')::numeric, (v_promo ->> 'discount')::numeric,
    v_total, v_payment, round(place_order.change_for, 2), v_customer ->> 'notes', v_promo ->> 'code', 'pending',
    place_order.idempotency_key
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

comment on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric) is
  'Validates and stores a customer order, pricing it (complementos, zone fee, promo code) on the server; refuses it while the shop is closed. Idempotent per idempotency_key.';

revoke execute on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric) from public;
grant execute on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb, numeric)
  to anon, authenticated, service_role;
