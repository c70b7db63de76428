-- Editing where a placed order goes (issue 30, part 2; docs/staff-orders.md): update_order_items
-- also changes the address, the zone, or entrega / retirada, in the same edit as the items (one
-- event, one revision, one reprint).
--
-- The new arguments all default to null = "as it is", so the existing calls keep working:
-- fulfillment (given = the delivery is being set again, with delivery_zone_id and the address),
-- items null = the lines stay as charged, delivery_fee_override (with the reason, as in
-- place_staff_order). A new zone or a switch between entrega and retirada re-prices the fee through
-- private.delivery_terms, the helper place_order uses, and checks that zone's minimum; the same
-- zone keeps the fee as charged. orders.edited_at says when the last edit was made, so a panel that
-- prints by itself reprints the kitchen copy for a fresh edit only (never for a later status change).

alter table public.orders add column edited_at timestamptz;
comment on column public.orders.edited_at is
  'When the team last edited the order (update_order_items); null = as placed. Set by the server only.';
comment on column public.orders.revision is
  'How many times the team edited the order (update_order_items: items, address, zone); 0 = as placed.';
comment on column public.order_events.details is
  'For edited: {revision, added, removed, changed, subtotal: {from, to}, total: {from, to}, delivery?: {from, to}}; for override: {kind, ...}.';

-- Where a delivery goes, cleaned as place_order cleans it: the structured address when given (its
-- one-line text is made from it), else the one-line text; nothing for a pickup.
create function private.clean_order_destination(fulfillment text, customer_address text, address jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_line text := nullif(private.trim_text(clean_order_destination.customer_address), '');
  v_clean jsonb;
begin
  if fulfillment <> 'delivery' then
    return jsonb_build_object('line', '', 'address', null);
  end if;
  if clean_order_destination.address is not null and clean_order_destination.address <> 'null'::jsonb then
    v_clean := private.clean_address(clean_order_destination.address);
    return jsonb_build_object('line', v_clean ->> 'line', 'address', v_clean -> 'address');
  end if;
  if v_line is null then
    perform private.refuse('required_fields', 'Informe o endereço de entrega.');
  end if;
  perform private.check_length(v_line, 300, 'endereço');
  return jsonb_build_object('line', v_line, 'address', null);
end;
$$;

revoke all on function private.clean_order_destination(text, text, jsonb) from public;

-- What the timeline says about where the order goes (zone by its name, as it was then).
create function private.order_destination(fulfillment text, delivery_zone_id uuid, customer_address text, fee numeric)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'fulfillment', fulfillment,
    'zone_id', delivery_zone_id,
    'zone', (select z.name from public.delivery_zones z where z.id = order_destination.delivery_zone_id),
    'address', nullif(customer_address, ''),
    'fee', fee);
$$;

revoke all on function private.order_destination(text, uuid, text, numeric) from public;

drop function public.update_order_items(uuid, jsonb, text);

create function public.update_order_items(
  order_id uuid,
  items jsonb,
  reason text default null,
  fulfillment text default null,
  delivery_zone_id uuid default null,
  customer_address text default null,
  address jsonb default null,
  delivery_fee_override numeric default null
)
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
  v_lines jsonb;
  v_subtotal numeric;
  v_discount numeric := 0;
  v_total numeric;
  v_payments jsonb;
  v_last integer;
  v_change_for numeric;
  v_diff jsonb := jsonb_build_object('added', '[]'::jsonb, 'removed', '[]'::jsonb, 'changed', '[]'::jsonb);
  v_gone text;
  v_reason text := nullif(private.trim_text(update_order_items.reason), '');
  v_fulfillment text;
  v_zone_id uuid;
  v_line text;
  v_address jsonb;
  v_terms jsonb;
  v_fee numeric;
  v_base_fee numeric;
  v_where_changed boolean;
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

  -- where it goes: as it is, or set again (a new zone or entrega/retirada re-prices the fee)
  v_fulfillment := v_order.fulfillment;
  v_zone_id := v_order.delivery_zone_id;
  v_line := v_order.customer_address;
  v_address := v_order.address;
  v_fee := v_order.delivery_fee;
  if update_order_items.fulfillment is not null then
    v_fulfillment := lower(private.trim_text(update_order_items.fulfillment));
    if v_fulfillment not in ('delivery', 'pickup') then
      perform private.refuse('fulfillment_unavailable', 'Escolha entrega ou retirada.');
    end if;
    if v_fulfillment <> v_order.fulfillment and v_order.status in ('out_for_delivery', 'ready_for_pickup') then
      perform private.refuse('fulfillment_locked', case when v_order.status = 'out_for_delivery'
        then 'O pedido já saiu para entrega. Volte o status para Em preparo antes de trocar para retirada.'
        else 'O pedido já está pronto para retirada. Volte o status para Em preparo antes de trocar para entrega.' end);
    end if;
    v_terms := private.delivery_terms(v_settings, v_fulfillment,
      case when v_fulfillment = 'delivery' then update_order_items.delivery_zone_id end);
    v_zone_id := (v_terms ->> 'zone_id')::uuid;
    if v_fulfillment <> v_order.fulfillment or v_zone_id is distinct from v_order.delivery_zone_id then
      v_fee := (v_terms ->> 'fee')::numeric;
    end if;
    v_address := private.clean_order_destination(v_fulfillment, update_order_items.customer_address, update_order_items.address);
    v_line := v_address ->> 'line';
    v_address := nullif(v_address -> 'address', 'null'::jsonb);
  else
    -- the zone's minimum as when it was placed
    v_terms := private.delivery_terms(v_settings, v_order.fulfillment, v_order.delivery_zone_id);
  end if;
  v_base_fee := v_fee;
  if update_order_items.delivery_fee_override is not null then
    if v_fulfillment <> 'delivery' then
      perform private.refuse('invalid_fee_override', 'Só um pedido para entrega tem taxa de entrega.');
    end if;
    if update_order_items.delivery_fee_override = 'NaN'::numeric
       or update_order_items.delivery_fee_override < 0 or update_order_items.delivery_fee_override >= 100000 then
      perform private.refuse('invalid_fee_override', 'Taxa de entrega inválida.');
    end if;
    if v_reason is null then
      perform private.refuse('override_reason_required', 'Diga por que a taxa de entrega foi alterada.');
    end if;
    v_fee := round(update_order_items.delivery_fee_override, 2);
  end if;
  v_where_changed := v_fulfillment <> v_order.fulfillment or v_zone_id is distinct from v_order.delivery_zone_id
    or v_line is distinct from v_order.customer_address or v_fee <> v_order.delivery_fee;

  -- the lines: as charged, or re-priced
  if update_order_items.items is null then
    v_lines := v_order.items;
    v_subtotal := v_order.subtotal;
  else
    v_items := private.parse_order_items(update_order_items.items);
    v_priced := private.price_order_lines(v_items);
    v_lines := v_priced -> 'lines';
    v_subtotal := (v_priced ->> 'subtotal')::numeric;
    v_diff := private.order_lines_diff(v_order.items, v_lines);
  end if;
  if v_diff = jsonb_build_object('added', '[]'::jsonb, 'removed', '[]'::jsonb, 'changed', '[]'::jsonb)
     and not v_where_changed then
    perform private.refuse('no_changes', 'Nada mudou no pedido.');
  end if;
  -- the zone's minimum and the shop's maximum
  perform private.check_order_amounts(v_settings, v_subtotal, v_fee, (v_terms ->> 'minimum')::numeric);
  v_discount := v_order.discount;
  if v_order.promo_code is not null then
    -- the code was valid when the order was placed: only its amount follows the new subtotal
    v_discount := coalesce((private.evaluate_promo(v_order.promo_code, v_subtotal, false) ->> 'discount_amount')::numeric,
                           v_order.discount);
    v_discount := least(v_discount, v_subtotal);
  end if;
  v_total := v_subtotal + v_fee - v_discount;

  if update_order_items.items is not null then
    -- something new in the order that is sold out now is refused; what it already had may stay
    select string_agg(i.name, ', ') into v_gone
      from (select p.name from public.products p
             where p.id in (select (l.value ->> 'product_id')::uuid from jsonb_array_elements(v_lines) l)
               and p.id not in (select (l.value ->> 'product_id')::uuid from jsonb_array_elements(v_order.items) l
                                 where l.value ->> 'product_id' is not null)
               and p.unavailable_until > now()
            union all
            select o.name from public.options o
             where o.id in (select (x.value ->> 'option_id')::uuid from jsonb_array_elements(v_lines) l,
                              jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) x)
               and o.id not in (select (x.value ->> 'option_id')::uuid from jsonb_array_elements(v_order.items) l,
                                  jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) x
                                 where x.value ->> 'option_id' is not null)
               and o.unavailable_until > now()) i;
    if v_gone is not null then
      perform private.refuse('out_of_stock', v_gone || ' esgotado.');
    end if;
    -- counted stock: give back what the order took and take what it asks now (refused when short)
    perform private.give_back_stock(v_order.id);
    perform private.take_stock(v_order.id, v_lines, now(), false);
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
     set items = v_lines, subtotal = v_subtotal, discount = v_discount, total_amount = v_total,
         payments = v_payments, change_for = v_change_for, revision = o.revision + 1,
         fulfillment = v_fulfillment, delivery_zone_id = v_zone_id, delivery_fee = v_fee,
         customer_address = v_line, address = v_address,
         -- a pickup has no courier
         driver_id = case when v_fulfillment = 'pickup' then null else o.driver_id end,
         edited_at = now(), updated_at = now()
   where o.id = v_order.id
  returning * into v_updated;

  insert into public.order_events (order_id, status, reason, actor_id, actor_name, details)
  values (v_updated.id, 'edited', v_reason, auth.uid(), private.staff_name(),
          v_diff || jsonb_build_object(
            'revision', v_updated.revision,
            'subtotal', jsonb_build_object('from', v_order.subtotal, 'to', v_updated.subtotal),
            'total', jsonb_build_object('from', v_order.total_amount, 'to', v_updated.total_amount),
            'change_for_dropped', v_order.change_for is not null and v_updated.change_for is null)
          || case when v_where_changed then jsonb_build_object('delivery', jsonb_build_object(
               'from', private.order_destination(v_order.fulfillment, v_order.delivery_zone_id, v_order.customer_address, v_order.delivery_fee),
               'to', private.order_destination(v_updated.fulfillment, v_updated.delivery_zone_id, v_updated.customer_address, v_updated.delivery_fee)))
             else '{}'::jsonb end);
  if update_order_items.delivery_fee_override is not null then
    insert into public.order_events (order_id, status, reason, actor_id, actor_name, details)
    values (v_updated.id, 'override', v_reason, auth.uid(), private.staff_name(),
            jsonb_build_object('kind', 'delivery_fee', 'from', v_base_fee, 'to', v_fee));
  end if;
  return v_updated;
end;
$$;

comment on function public.update_order_items(uuid, jsonb, text, text, uuid, text, jsonb, numeric) is
  'Edits an open order (owner, attendant): its items (null = as they are) re-priced on the server with stock given back and taken again; with fulfillment, where it goes (a new zone or entrega/retirada re-prices the fee, the zone''s minimum applies; a fee override needs the reason). An edited event with the difference and the author, revision + 1; refused once delivered or cancelled (order_closed).';

revoke all on function public.update_order_items(uuid, jsonb, text, text, uuid, text, jsonb, numeric) from public;
grant execute on function public.update_order_items(uuid, jsonb, text, text, uuid, text, jsonb, numeric) to authenticated, service_role;
