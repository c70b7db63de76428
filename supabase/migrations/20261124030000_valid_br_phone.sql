-- comanda: a customer's phone must be a brazilian number that can exist.
-- place_order took any 10 or 11 digits, so "(00) 00000-0000" made an order. now the phone may
-- hold only digits and the usual separators (spaces, parentheses, hyphens, dots, a leading +),
-- may start with the country code 55 (+55, or 55 before 10 or 11 more digits), and must then be
-- a ddd anatel assigns followed by a landline (8 digits starting 2-5) or a mobile (9 digits
-- starting 9). src/lib/phone.ts (isValidCustomerPhone) applies the same rule in the checkout.
-- place_order below is the body of 20261124010300_place_order_options_zones.sql, unchanged but
-- for that check.

-- the rule ------------------------------------------------------------------------------------
create function public.is_valid_br_phone(phone text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- the 67 ddds of anatel's plano de numeração
  ddd constant text := '(1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])';
  v_digits text;
begin
  if phone is null or phone !~ '^\+?[0-9 ().-]*$' then
    return false;
  end if;
  v_digits := pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g');
  -- the country code: after a +, or in front of a number 2 digits too long
  if left(phone, 1) = '+' or char_length(v_digits) in (12, 13) then
    if v_digits !~ '^55[0-9]{10,11}$' then
      return false;
    end if;
    v_digits := substr(v_digits, 3);
  end if;
  return v_digits ~ ('^' || ddd || '([2-5][0-9]{7}|9[0-9]{8})$');
end;
$$;

comment on function public.is_valid_br_phone(text) is
  'A brazilian phone: digits and spaces, parentheses, hyphens, dots, an optional +55 or 55, then a known DDD and an 8-digit landline starting 2-5 or a 9-digit mobile starting 9.';

revoke execute on function public.is_valid_br_phone(text) from public;
grant execute on function public.is_valid_br_phone(text) to anon, authenticated, service_role;

-- place_order: refuses a phone that is not one (invalid_phone) --------------------------------
create or replace function public.place_order(
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
  if not public.is_valid_br_phone(v_phone) then
    raise exception using errcode = 'P0001', detail = 'invalid_phone',
      message = 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.';
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
