-- comanda: place_order with complementos, opening hours, pickup and delivery zones.
-- the one way a customer creates an order. besides the first version's rules (server prices,
-- minimum order, promo codes, idempotency) it now refuses an order while the shop is closed or
-- paused (shop_closed), for a fulfilment the shop does not offer (fulfillment_unavailable), for a
-- zone it does not deliver to (outside_delivery_area), below the zone's minimum (below_minimum),
-- and any selection of complementos that breaks a group's rules (option_required, option_limit,
-- option_invalid, option_unavailable). each item stores what was chosen, as priced then.

-- the order as the rpcs return it ------------------------------------------------------------
create or replace function private.order_json(o public.orders)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', o.id,
    'order_number', o.order_number,
    'customer_name', o.customer_name,
    'customer_phone', o.customer_phone,
    'customer_address', o.customer_address,
    'address', o.address,
    'fulfillment', o.fulfillment,
    'delivery_zone_id', o.delivery_zone_id,
    'items', o.items,
    'subtotal', o.subtotal,
    'delivery_fee', o.delivery_fee,
    'discount', o.discount,
    'promo_code', o.promo_code,
    'total_amount', o.total_amount,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'paid_at', o.paid_at,
    'notes', o.notes,
    'status', o.status,
    'cancel_reason', o.cancel_reason,
    'created_at', o.created_at
  );
$$;

-- complementos of one line -------------------------------------------------------------------
-- `chosen` is the item's options array as sent ([{option_id, quantity?}], validated for shape
-- by place_order). returns {extra: what the options add to the unit price, options: the
-- snapshot [{option_id, group, name, price, quantity}]} or raises the contract's error.
create function private.price_line_options(product_id uuid, product_name text, chosen jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_choice record;
  v_group record;
  v_extra numeric := 0;
  v_snapshot jsonb := '[]'::jsonb;
begin
  -- every chosen option: it exists, belongs to a group this product offers, is available and
  -- is not taken more often than it may be.
  for v_choice in
    select c.option_id, c.quantity, o.id as found_id, o.name, o.price, o.max_quantity, o.is_available,
           pog.group_id as linked_group
      from (select (e.value ->> 'option_id')::uuid as option_id,
                   sum(coalesce((e.value ->> 'quantity')::numeric::integer, 1))::integer as quantity
              from jsonb_array_elements(coalesce(price_line_options.chosen, '[]'::jsonb)) e
             group by 1) c
      left join public.options o on o.id = c.option_id
      left join public.product_option_groups pog
        on pog.group_id = o.group_id and pog.product_id = price_line_options.product_id
  loop
    if v_choice.found_id is null or v_choice.linked_group is null then
      raise exception using errcode = 'P0001', detail = 'option_invalid',
        message = format('Um dos complementos escolhidos para %s não existe mais. Atualize o cardápio e tente novamente.',
                         price_line_options.product_name);
    end if;
    if not v_choice.is_available then
      raise exception using errcode = 'P0001', detail = 'option_unavailable',
        message = format('O complemento "%s" está esgotado no momento.', v_choice.name);
    end if;
    if v_choice.quantity > v_choice.max_quantity then
      raise exception using errcode = 'P0001', detail = 'option_limit',
        message = format('"%s" pode ser escolhido no máximo %s %s.', v_choice.name, v_choice.max_quantity,
                         case when v_choice.max_quantity = 1 then 'vez' else 'vezes' end);
    end if;
  end loop;

  -- every group the product offers: units within its bounds, priced by its rule.
  for v_group in
    select g.id, g.name, g.min_select, g.max_select, g.pricing,
           coalesce(sum(c.quantity) filter (where o.id is not null), 0)::integer as units,
           coalesce(case g.pricing when 'max' then max(o.price) else sum(o.price * c.quantity) end, 0) as price,
           coalesce(jsonb_agg(jsonb_build_object('option_id', o.id, 'group', g.name, 'name', o.name,
                                                 'price', o.price, 'quantity', c.quantity)
                              order by o.sort_order, o.name) filter (where o.id is not null), '[]'::jsonb) as snapshot
      from public.product_option_groups pog
      join public.option_groups g on g.id = pog.group_id
      left join (select (e.value ->> 'option_id')::uuid as option_id,
                        sum(coalesce((e.value ->> 'quantity')::numeric::integer, 1))::integer as quantity
                   from jsonb_array_elements(coalesce(price_line_options.chosen, '[]'::jsonb)) e
                  group by 1) c on true
      left join public.options o on o.id = c.option_id and o.group_id = g.id
     where pog.product_id = price_line_options.product_id
     group by g.id, g.name, g.min_select, g.max_select, g.pricing, pog.sort_order
     order by pog.sort_order, g.name
  loop
    if v_group.units < v_group.min_select then
      raise exception using errcode = 'P0001', detail = 'option_required',
        message = format('Escolha %s em "%s" para %s.',
                         case when v_group.min_select = 1 then 'uma opção' else v_group.min_select || ' opções' end,
                         v_group.name, price_line_options.product_name);
    end if;
    if v_group.units > v_group.max_select then
      raise exception using errcode = 'P0001', detail = 'option_limit',
        message = format('Em "%s" escolha no máximo %s %s.', v_group.name, v_group.max_select,
                         case when v_group.max_select = 1 then 'opção' else 'opções' end);
    end if;
    v_extra := v_extra + v_group.price;
    v_snapshot := v_snapshot || v_group.snapshot;
  end loop;

  return jsonb_build_object('extra', v_extra, 'options', v_snapshot);
end;
$$;

-- a structured address: the fields a brazilian delivery needs, as text, trimmed ---------------
-- returns {address: the cleaned object, line: its one-line text} or raises invalid_address.
create function private.clean_address(address jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  limits constant jsonb := '{"cep": 9, "street": 120, "number": 20, "complement": 80, "neighborhood": 80, "city": 80, "state": 2, "reference": 120}';
  v_key text;
  v_value text;
  v_clean jsonb := '{}'::jsonb;
  v_cep text;
begin
  if jsonb_typeof(clean_address.address) <> 'object' then
    raise exception using errcode = 'P0001', detail = 'invalid_address', message = 'O endereço é inválido.';
  end if;
  for v_key in select jsonb_object_keys(limits) loop
    if coalesce(jsonb_typeof(clean_address.address -> v_key), 'null') not in ('string', 'null') then
      raise exception using errcode = 'P0001', detail = 'invalid_address', message = 'O endereço é inválido.';
    end if;
    v_value := nullif(private.trim_text(clean_address.address ->> v_key), '');
    if char_length(v_value) > (limits ->> v_key)::integer then
      raise exception using errcode = 'P0001', detail = 'text_too_long',
        message = 'Um dos campos do endereço é longo demais.';
    end if;
    v_clean := v_clean || jsonb_build_object(v_key, v_value);
  end loop;
  if v_clean ->> 'street' is null or v_clean ->> 'number' is null or v_clean ->> 'neighborhood' is null then
    raise exception using errcode = 'P0001', detail = 'required_fields',
      message = 'Por favor, preencha todos os campos obrigatórios.';
  end if;
  v_cep := private.digits(v_clean ->> 'cep');
  if v_clean ->> 'cep' is not null and char_length(v_cep) <> 8 then
    raise exception using errcode = 'P0001', detail = 'invalid_address', message = 'CEP inválido.';
  end if;
  if v_cep <> '' then
    v_clean := v_clean || jsonb_build_object('cep', substr(v_cep, 1, 5) || '-' || substr(v_cep, 6));
  end if;
  v_clean := v_clean || jsonb_build_object('state', upper(v_clean ->> 'state'));
  return jsonb_build_object(
    'address', v_clean,
    'line', concat_ws(' - ',
      (v_clean ->> 'street') || ', ' || (v_clean ->> 'number'),
      v_clean ->> 'complement',
      v_clean ->> 'neighborhood',
      nullif(concat_ws('/', v_clean ->> 'city', v_clean ->> 'state'), ''),
      case when v_clean ->> 'cep' is not null then 'CEP ' || (v_clean ->> 'cep') end)
      || coalesce(' (Referência: ' || (v_clean ->> 'reference') || ')', '')
  );
end;
$$;

revoke execute on all functions in schema private from public;

-- place_order --------------------------------------------------------------------------------
drop function public.place_order(text, text, text, jsonb, text, text, text, uuid);

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
  address jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_name text := private.trim_text(place_order.customer_name);
  v_phone text := private.trim_text(place_order.customer_phone);
  v_address text := private.trim_text(place_order.customer_address);
  v_address_json jsonb;
  v_notes text := nullif(private.trim_text(place_order.notes), '');
  v_promo_code text := nullif(upper(private.trim_text(place_order.promo_code)), '');
  v_payment text := lower(private.trim_text(place_order.payment_method));
  v_fulfillment text := lower(coalesce(private.trim_text(place_order.fulfillment), 'delivery'));
  v_existing public.orders;
  v_order public.orders;
  v_settings public.company_settings;
  v_status record;
  v_zone public.delivery_zones;
  v_has_zones boolean;
  v_fee numeric := 0;
  v_minimum numeric;
  v_item jsonb;
  v_option jsonb;
  v_item_notes text;
  v_product_ids uuid[] := '{}';
  v_quantities integer[] := '{}';
  v_item_notes_list text[] := '{}';
  v_item_options jsonb[] := '{}';
  v_line record;
  v_priced jsonb;
  v_unit numeric;
  v_lines jsonb := '[]'::jsonb;
  v_subtotal numeric := 0;
  v_discount numeric := 0;
  v_promo jsonb;
  v_promo_id uuid;
begin
  -- a retry of an order already placed gets that order back, whatever it sends this time.
  -- the advisory lock serialises concurrent calls with the same key.
  if place_order.idempotency_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('place_order:' || place_order.idempotency_key::text, 0));
    select o.* into v_existing
      from public.orders o
     where o.idempotency_key = place_order.idempotency_key;
    if v_existing.id is not null then
      return private.order_json(v_existing);
    end if;
  end if;

  -- the shop takes orders now, in the way asked
  select s.* into v_settings from public.company_settings s where s.id = 1;
  if v_settings.id is null then
    raise exception using errcode = 'P0001', detail = 'settings_missing',
      message = 'A loja ainda não está configurada para receber pedidos.';
  end if;
  select st.* into v_status from public.get_shop_status(now()) st;
  if not v_status.is_open then
    raise exception using errcode = 'P0001', detail = 'shop_closed',
      message = case when v_status.reason = 'paused'
                     then 'A loja pausou os pedidos por alguns minutos. Tente novamente em instantes.'
                     else 'A loja está fechada agora e não está recebendo pedidos.' end;
  end if;
  if v_fulfillment not in ('delivery', 'pickup')
     or (v_fulfillment = 'delivery' and not v_settings.accepts_delivery)
     or (v_fulfillment = 'pickup' and not v_settings.accepts_pickup) then
    raise exception using errcode = 'P0001', detail = 'fulfillment_unavailable',
      message = case when v_fulfillment = 'pickup' then 'Esta loja não oferece retirada no local.'
                     else 'Esta loja não faz entregas no momento.' end;
  end if;

  -- customer fields (a structured address, when sent, gives the one-line text)
  if v_fulfillment = 'delivery' and place_order.address is not null and place_order.address <> 'null'::jsonb then
    v_address_json := private.clean_address(place_order.address);
    v_address := v_address_json ->> 'line';
    v_address_json := v_address_json -> 'address';
  elsif v_fulfillment = 'pickup' then
    v_address := coalesce(v_address, '');
  end if;
  if coalesce(v_name, '') = '' or coalesce(v_phone, '') = ''
     or (v_fulfillment = 'delivery' and coalesce(v_address, '') = '') then
    raise exception using errcode = 'P0001', detail = 'required_fields',
      message = 'Por favor, preencha todos os campos obrigatórios.';
  end if;
  if char_length(v_name) > 120 then
    raise exception using errcode = 'P0001', detail = 'text_too_long',
      message = 'O campo nome é longo demais.';
  end if;
  if char_length(v_phone) > 30 then
    raise exception using errcode = 'P0001', detail = 'text_too_long',
      message = 'O campo telefone é longo demais.';
  end if;
  if char_length(v_address) > 300 then
    raise exception using errcode = 'P0001', detail = 'text_too_long',
      message = 'O campo endereço é longo demais.';
  end if;
  if char_length(v_notes) > 500 then
    raise exception using errcode = 'P0001', detail = 'text_too_long',
      message = 'O campo observações é longo demais.';
  end if;
  if char_length(v_promo_code) > 40 then
    raise exception using errcode = 'P0001', detail = 'text_too_long',
      message = 'O campo código promocional é longo demais.';
  end if;
  if char_length(regexp_replace(v_phone, '[^0-9]', '', 'g')) not in (10, 11) then
    raise exception using errcode = 'P0001', detail = 'invalid_phone',
      message = 'Telefone inválido. Informe o DDD e o número, com 10 ou 11 dígitos.';
  end if;

  -- items: product_id, quantity, notes and options are read; names and prices come from the menu
  if place_order.items is null or place_order.items = 'null'::jsonb then
    raise exception using errcode = 'P0001', detail = 'empty_cart',
      message = 'Adicione itens ao carrinho antes de finalizar o pedido.';
  end if;
  if jsonb_typeof(place_order.items) <> 'array' then
    raise exception using errcode = 'P0001', detail = 'invalid_items',
      message = 'Os itens do pedido são inválidos.';
  end if;
  if jsonb_array_length(place_order.items) = 0 then
    raise exception using errcode = 'P0001', detail = 'empty_cart',
      message = 'Adicione itens ao carrinho antes de finalizar o pedido.';
  end if;
  if jsonb_array_length(place_order.items) > 50 then
    raise exception using errcode = 'P0001', detail = 'too_many_items',
      message = 'O pedido pode ter no máximo 50 itens diferentes.';
  end if;

  for v_item in
    select e.value from jsonb_array_elements(place_order.items) with ordinality as e(value, position)
     order by e.position
  loop
    -- nested tests: each cast runs only once the value is known to have the right shape
    if jsonb_typeof(v_item) <> 'object' then
      raise exception using errcode = 'P0001', detail = 'invalid_items',
        message = 'Os itens do pedido são inválidos.';
    end if;
    if coalesce(jsonb_typeof(v_item -> 'product_id'), '') <> 'string'
       or (v_item ->> 'product_id') !~ uuid_pattern
       or coalesce(jsonb_typeof(v_item -> 'notes'), 'null') not in ('string', 'null')
       or coalesce(jsonb_typeof(v_item -> 'options'), 'null') not in ('array', 'null') then
      raise exception using errcode = 'P0001', detail = 'invalid_items',
        message = 'Os itens do pedido são inválidos.';
    end if;
    if coalesce(jsonb_typeof(v_item -> 'quantity'), '') <> 'number' then
      raise exception using errcode = 'P0001', detail = 'invalid_quantity',
        message = 'A quantidade de cada item deve estar entre 1 e 99.';
    end if;
    if (v_item ->> 'quantity')::numeric not between 1 and 99
       or (v_item ->> 'quantity')::numeric <> trunc((v_item ->> 'quantity')::numeric) then
      raise exception using errcode = 'P0001', detail = 'invalid_quantity',
        message = 'A quantidade de cada item deve estar entre 1 e 99.';
    end if;
    if jsonb_array_length(coalesce(nullif(v_item -> 'options', 'null'::jsonb), '[]'::jsonb)) > 30 then
      raise exception using errcode = 'P0001', detail = 'option_limit',
        message = 'Complementos demais em um item.';
    end if;
    for v_option in select e.value from jsonb_array_elements(coalesce(nullif(v_item -> 'options', 'null'::jsonb), '[]'::jsonb)) e loop
      if jsonb_typeof(v_option) <> 'object'
         or coalesce(jsonb_typeof(v_option -> 'option_id'), '') <> 'string'
         or (v_option ->> 'option_id') !~ uuid_pattern
         or coalesce(jsonb_typeof(v_option -> 'quantity'), 'null') not in ('number', 'null') then
        raise exception using errcode = 'P0001', detail = 'invalid_items',
          message = 'Os itens do pedido são inválidos.';
      end if;
      if v_option ? 'quantity' and v_option -> 'quantity' <> 'null'::jsonb
         and ((v_option ->> 'quantity')::numeric not between 1 and 50
              or (v_option ->> 'quantity')::numeric <> trunc((v_option ->> 'quantity')::numeric)) then
        raise exception using errcode = 'P0001', detail = 'option_limit',
          message = 'A quantidade de um complemento deve estar entre 1 e o máximo permitido.';
      end if;
    end loop;
    v_item_notes := nullif(private.trim_text(v_item ->> 'notes'), '');
    if char_length(v_item_notes) > 200 then
      raise exception using errcode = 'P0001', detail = 'text_too_long',
        message = 'O campo observações é longo demais.';
    end if;
    v_product_ids := v_product_ids || (v_item ->> 'product_id')::uuid;
    v_quantities := v_quantities || (v_item ->> 'quantity')::numeric::integer;
    v_item_notes_list := v_item_notes_list || v_item_notes;
    v_item_options := v_item_options || coalesce(nullif(v_item -> 'options', 'null'::jsonb), '[]'::jsonb);
  end loop;

  -- payment method: canonical values, plus the spec's checkout vocabulary as aliases
  v_payment := case v_payment when 'money' then 'cash' when 'card' then 'credit' else v_payment end;
  if v_payment is null or v_payment not in ('pix', 'cash', 'credit', 'debit') then
    raise exception using errcode = 'P0001', detail = 'invalid_payment_method',
      message = 'Forma de pagamento inválida.';
  end if;
  if not (v_payment = any (v_settings.accepted_payment_methods)) then
    raise exception using errcode = 'P0001', detail = 'payment_method_not_accepted',
      message = 'Esta forma de pagamento não é aceita pela loja.';
  end if;

  -- delivery: the zone's fee and minimum while the shop has zones, else its flat fee
  v_minimum := v_settings.minimum_order;
  if v_fulfillment = 'delivery' then
    select exists (select 1 from public.delivery_zones z where z.is_active) into v_has_zones;
    if place_order.delivery_zone_id is not null or v_has_zones then
      select z.* into v_zone from public.delivery_zones z
       where z.id = place_order.delivery_zone_id and z.is_active;
      if v_zone.id is null then
        raise exception using errcode = 'P0001', detail = 'outside_delivery_area',
          message = 'Não entregamos nesse endereço. Escolha um dos bairros atendidos ou a retirada no local.';
      end if;
      v_fee := v_zone.fee;
      v_minimum := coalesce(v_zone.minimum_order, v_settings.minimum_order);
    else
      v_fee := v_settings.delivery_fee;
    end if;
  end if;

  -- lines priced from the catalogue, complementos included
  for v_line in
    select i.product_id, i.quantity, i.notes, i.options, p.id as found_id, p.name, p.price, p.is_available
      from unnest(v_product_ids, v_quantities, v_item_notes_list, v_item_options)
           with ordinality as i(product_id, quantity, notes, options, position)
      left join public.products p on p.id = i.product_id
     order by i.position
  loop
    if v_line.found_id is null then
      raise exception using errcode = 'P0001', detail = 'unknown_product',
        message = 'Um dos produtos do carrinho não existe mais. Atualize o cardápio e tente novamente.';
    end if;
    if not v_line.is_available then
      raise exception using errcode = 'P0001', detail = 'unavailable_product',
        message = format('O produto "%s" não está disponível no momento.', v_line.name);
    end if;
    v_priced := private.price_line_options(v_line.found_id, v_line.name, v_line.options);
    v_unit := v_line.price + (v_priced ->> 'extra')::numeric;
    v_lines := v_lines || jsonb_build_array(
      jsonb_build_object(
        'product_id', v_line.found_id,
        'name', v_line.name,
        'price', v_unit,
        'quantity', v_line.quantity,
        'options', v_priced -> 'options'
      ) || case when v_line.notes is null then '{}'::jsonb
                else jsonb_build_object('notes', v_line.notes) end
    );
    v_subtotal := v_subtotal + v_unit * v_line.quantity;
  end loop;

  -- numeric(10,2) columns hold at most 99,999,999.99
  if v_subtotal + v_fee >= 100000000 then
    raise exception using errcode = 'P0001', detail = 'invalid_items',
      message = 'Os itens do pedido são inválidos.';
  end if;

  if v_subtotal < v_minimum then
    raise exception using errcode = 'P0001', detail = 'below_minimum',
      message = 'O valor mínimo para pedidos é R$ ' || private.format_brl(v_minimum);
  end if;

  if v_promo_code is not null then
    v_promo := private.evaluate_promo(v_promo_code, v_subtotal, true);
    if not (v_promo ->> 'valid')::boolean then
      raise exception using errcode = 'P0001', detail = v_promo ->> 'reason',
        message = v_promo ->> 'message';
    end if;
    v_discount := (v_promo ->> 'discount_amount')::numeric;
    v_promo_id := (v_promo ->> 'id')::uuid;
  end if;

  insert into public.orders (
    customer_name, customer_phone, customer_address, address, fulfillment, delivery_zone_id, items,
    subtotal, delivery_fee, discount, total_amount, payment_method, notes, promo_code, status,
    idempotency_key
  )
  values (
    v_name, v_phone, v_address, v_address_json, v_fulfillment, v_zone.id, v_lines,
    v_subtotal, v_fee, v_discount, v_subtotal + v_fee - v_discount, v_payment, v_notes,
    case when v_promo_id is null then null else v_promo_code end,
    'pending', place_order.idempotency_key
  )
  on conflict on constraint orders_idempotency_key_key do nothing
  returning * into v_order;

  if v_order.id is null then
    -- lost a race with a concurrent call carrying the same key: hand back the winner's order
    select o.* into v_existing
      from public.orders o
     where o.idempotency_key = place_order.idempotency_key;
    return private.order_json(v_existing);
  end if;

  if v_promo_id is not null then
    update public.promo_codes p
       set current_uses = p.current_uses + 1
     where p.id = v_promo_id;
  end if;

  -- a shop that accepts every order: straight to Em preparo, recorded like a staff change.
  if v_settings.auto_accept then
    update public.orders o set status = 'processing' where o.id = v_order.id returning * into v_order;
    insert into public.order_events (order_id, status) values (v_order.id, 'processing');
  end if;

  return private.order_json(v_order);
end;
$$;

comment on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb) is
  'Validates and stores a customer order, pricing it (complementos, zone fee, promo code) on the server; refuses it while the shop is closed. Idempotent per idempotency_key.';

revoke execute on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb) from public;
grant execute on function public.place_order(text, text, text, jsonb, text, text, text, uuid, text, uuid, jsonb)
  to anon, authenticated, service_role;
