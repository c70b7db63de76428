-- comanda: place_order rebuilt from small private helpers, so that the next rule (stock, schedule,
-- staff orders) replaces or adds one helper instead of copying a 300-line body. every refusal goes
-- through private.refuse(code, message). behaviour and error codes are those of 20261124040100,
-- in the same order, plus two rules against order spam:
--   * one stored form for a customer's phone, "(11) 98765-4321": "+55 11 98765-4321" and
--     "11987654321" are the same customer (and the same per-phone rate limit);
--   * company_settings.max_order_total, a ceiling on one online order (default r$ 3.000,00):
--     above it the customer is asked to talk to the shop (order_too_large).
-- private.order_json, unused since 20261124040100, is dropped.

drop function private.order_json(public.orders);

alter table public.company_settings
  add column max_order_total numeric(10,2) not null default 3000
    constraint company_settings_max_order_total_check check (max_order_total > 0);

comment on column public.company_settings.max_order_total is
  'The largest total one online order may have; larger orders go through the shop (order_too_large).';

-- refusals -----------------------------------------------------------------------------------
-- a refusal the client can act on: sqlstate p0001, the pt-br message for people, the machine
-- code in detail (postgrest's "details").
create function private.refuse(code text, message text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', detail = refuse.code, message = refuse.message;
end;
$$;

-- text_too_long when value (already trimmed) is longer than max_length; the field as people say it
create function private.check_length(value text, max_length integer, field text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(check_length.value) > check_length.max_length then
    perform private.refuse('text_too_long', format('O campo %s é longo demais.', check_length.field));
  end if;
end;
$$;

-- a brazilian phone in its one stored form, "(11) 98765-4321" / "(21) 3456-7890"; null when it
-- is not a valid one (public.is_valid_br_phone's rule).
create function private.normalize_br_phone(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when public.is_valid_br_phone(phone) then
    (select format('(%s) %s-%s', left(d, 2), substr(d, 3, char_length(d) - 6), right(d, 4))
       from (select case when char_length(all_digits) in (12, 13) then substr(all_digits, 3)
                         else all_digits end as d
               from (select pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g') as all_digits) x) y)
  end;
$$;

-- the shop --------------------------------------------------------------------------------------
create function private.shop_settings()
returns public.company_settings
language plpgsql
stable
set search_path = ''
as $$
declare
  v_settings public.company_settings;
begin
  select s.* into v_settings from public.company_settings s where s.id = 1;
  if v_settings.id is null then
    perform private.refuse('settings_missing', 'A loja ainda não está configurada para receber pedidos.');
  end if;
  return v_settings;
end;
$$;

create function private.check_shop_open()
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_status record;
begin
  select st.* into v_status from public.get_shop_status(now()) st;
  if not v_status.is_open then
    perform private.refuse('shop_closed',
      case when v_status.reason = 'paused'
           then 'A loja pausou os pedidos por alguns minutos. Tente novamente em instantes.'
           else 'A loja está fechada agora e não está recebendo pedidos.' end);
  end if;
end;
$$;

-- 'delivery' or 'pickup', as the shop offers them
create function private.check_fulfillment(settings public.company_settings, fulfillment text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_fulfillment text := lower(coalesce(private.trim_text(check_fulfillment.fulfillment), 'delivery'));
begin
  if v_fulfillment not in ('delivery', 'pickup')
     or (v_fulfillment = 'delivery' and not settings.accepts_delivery)
     or (v_fulfillment = 'pickup' and not settings.accepts_pickup) then
    perform private.refuse('fulfillment_unavailable',
      case when v_fulfillment = 'pickup' then 'Esta loja não oferece retirada no local.'
           else 'Esta loja não faz entregas no momento.' end);
  end if;
  return v_fulfillment;
end;
$$;

-- payment method: canonical values, plus the checkout vocabulary (money, card) as aliases
create function private.check_payment_method(settings public.company_settings, payment_method text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_payment text := lower(private.trim_text(check_payment_method.payment_method));
begin
  v_payment := case v_payment when 'money' then 'cash' when 'card' then 'credit' else v_payment end;
  if v_payment is null or v_payment not in ('pix', 'cash', 'credit', 'debit') then
    perform private.refuse('invalid_payment_method', 'Forma de pagamento inválida.');
  end if;
  if not (v_payment = any (settings.accepted_payment_methods)) then
    perform private.refuse('payment_method_not_accepted', 'Esta forma de pagamento não é aceita pela loja.');
  end if;
  return v_payment;
end;
$$;

-- the customer ----------------------------------------------------------------------------------
-- {name, phone, address_line, address, notes, promo_code}: trimmed, within their lengths, the
-- phone in its stored form; a structured address (delivery) gives the one-line text.
create function private.clean_customer(
  fulfillment text, customer_name text, customer_phone text, customer_address text,
  address jsonb, notes text, promo_code text
)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_name text := private.trim_text(clean_customer.customer_name);
  v_phone text := private.trim_text(clean_customer.customer_phone);
  v_line text := private.trim_text(clean_customer.customer_address);
  v_address jsonb;
  v_notes text := nullif(private.trim_text(clean_customer.notes), '');
  v_promo_code text := nullif(upper(private.trim_text(clean_customer.promo_code)), '');
begin
  if fulfillment = 'delivery' and clean_customer.address is not null and clean_customer.address <> 'null'::jsonb then
    v_address := private.clean_address(clean_customer.address);
    v_line := v_address ->> 'line';
    v_address := v_address -> 'address';
  elsif fulfillment = 'pickup' then
    v_line := coalesce(v_line, '');
  end if;
  if coalesce(v_name, '') = '' or coalesce(v_phone, '') = ''
     or (fulfillment = 'delivery' and coalesce(v_line, '') = '') then
    perform private.refuse('required_fields', 'Por favor, preencha todos os campos obrigatórios.');
  end if;
  perform private.check_length(v_name, 120, 'nome');
  perform private.check_length(v_phone, 30, 'telefone');
  perform private.check_length(v_line, 300, 'endereço');
  perform private.check_length(v_notes, 500, 'observações');
  perform private.check_length(v_promo_code, 40, 'código promocional');
  if not public.is_valid_br_phone(v_phone) then
    perform private.refuse('invalid_phone', 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.');
  end if;
  return jsonb_build_object('name', v_name, 'phone', private.normalize_br_phone(v_phone),
    'address_line', v_line, 'address', v_address, 'notes', v_notes, 'promo_code', v_promo_code);
end;
$$;

-- the cart ----------------------------------------------------------------------------------
-- the items as sent, checked for shape only: [{product_id, quantity, notes, options}], in order.
-- names and prices never come from here.
create function private.parse_order_items(items jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_item jsonb;
  v_options jsonb;
  v_notes text;
  v_parsed jsonb := '[]'::jsonb;
begin
  if items is null or items = 'null'::jsonb then
    perform private.refuse('empty_cart', 'Adicione itens ao carrinho antes de finalizar o pedido.');
  end if;
  if jsonb_typeof(items) <> 'array' then
    perform private.refuse('invalid_items', 'Os itens do pedido são inválidos.');
  end if;
  if jsonb_array_length(items) = 0 then
    perform private.refuse('empty_cart', 'Adicione itens ao carrinho antes de finalizar o pedido.');
  end if;
  if jsonb_array_length(items) > 50 then
    perform private.refuse('too_many_items', 'O pedido pode ter no máximo 50 itens diferentes.');
  end if;
  for v_item in select e.value from jsonb_array_elements(items) with ordinality e(value, position) order by e.position loop
    -- nested tests: each cast runs only once the value is known to have the right shape
    if jsonb_typeof(v_item) <> 'object' then
      perform private.refuse('invalid_items', 'Os itens do pedido são inválidos.');
    end if;
    if coalesce(jsonb_typeof(v_item -> 'product_id'), '') <> 'string'
       or (v_item ->> 'product_id') !~ private.uuid_pattern()
       or coalesce(jsonb_typeof(v_item -> 'notes'), 'null') not in ('string', 'null')
       or coalesce(jsonb_typeof(v_item -> 'options'), 'null') not in ('array', 'null') then
      perform private.refuse('invalid_items', 'Os itens do pedido são inválidos.');
    end if;
    if coalesce(jsonb_typeof(v_item -> 'quantity'), '') <> 'number' then
      perform private.refuse('invalid_quantity', 'A quantidade de cada item deve estar entre 1 e 99.');
    end if;
    if (v_item ->> 'quantity')::numeric not between 1 and 99
       or (v_item ->> 'quantity')::numeric <> trunc((v_item ->> 'quantity')::numeric) then
      perform private.refuse('invalid_quantity', 'A quantidade de cada item deve estar entre 1 e 99.');
    end if;
    v_options := private.parse_item_options(coalesce(nullif(v_item -> 'options', 'null'::jsonb), '[]'::jsonb));
    v_notes := nullif(private.trim_text(v_item ->> 'notes'), '');
    if char_length(v_notes) > 200 then
      perform private.refuse('text_too_long', 'O campo observações é longo demais.');
    end if;
    v_parsed := v_parsed || jsonb_build_array(jsonb_build_object(
      'product_id', v_item ->> 'product_id', 'quantity', (v_item ->> 'quantity')::numeric::integer,
      'notes', v_notes, 'options', v_options));
  end loop;
  return v_parsed;
end;
$$;

create function private.uuid_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
$$;

-- one item's options as sent: [{option_id, quantity?}], at most 30, quantities whole 1–50
create function private.parse_item_options(options jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_option jsonb;
begin
  if jsonb_array_length(options) > 30 then
    perform private.refuse('option_limit', 'Complementos demais em um item.');
  end if;
  for v_option in select e.value from jsonb_array_elements(options) e loop
    if jsonb_typeof(v_option) <> 'object' then
      perform private.refuse('invalid_items', 'Os itens do pedido são inválidos.');
    end if;
    if coalesce(jsonb_typeof(v_option -> 'option_id'), '') <> 'string'
       or (v_option ->> 'option_id') !~ private.uuid_pattern()
       or coalesce(jsonb_typeof(v_option -> 'quantity'), 'null') not in ('number', 'null') then
      perform private.refuse('invalid_items', 'Os itens do pedido são inválidos.');
    end if;
    if v_option ? 'quantity' and v_option -> 'quantity' <> 'null'::jsonb
       and ((v_option ->> 'quantity')::numeric not between 1 and 50
            or (v_option ->> 'quantity')::numeric <> trunc((v_option ->> 'quantity')::numeric)) then
      perform private.refuse('option_limit', 'A quantidade de um complemento deve estar entre 1 e o máximo permitido.');
    end if;
  end loop;
  return options;
end;
$$;

-- delivery --------------------------------------------------------------------------------------
-- {zone_id, fee, minimum}: the zone's fee and minimum while the shop has zones, else its flat fee;
-- pickup pays no fee and keeps the shop's minimum.
create function private.delivery_terms(settings public.company_settings, fulfillment text, delivery_zone_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zone public.delivery_zones;
begin
  if fulfillment <> 'delivery' then
    return jsonb_build_object('zone_id', null, 'fee', 0, 'minimum', settings.minimum_order);
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

-- pricing -------------------------------------------------------------------------------------
-- {lines, subtotal}: each parsed item priced from the menu, complementos included; the lines are
-- the order's snapshot {product_id, name, price (unit), quantity, options, notes?}.
create function private.price_order_lines(items jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_line record;
  v_priced jsonb;
  v_unit numeric;
  v_lines jsonb := '[]'::jsonb;
  v_subtotal numeric := 0;
begin
  for v_line in
    select (i.value ->> 'quantity')::integer as quantity, i.value ->> 'notes' as notes,
           i.value -> 'options' as options, p.id, p.name, p.price, p.is_available
      from jsonb_array_elements(items) with ordinality as i(value, position)
      left join public.products p on p.id = (i.value ->> 'product_id')::uuid
     order by i.position
  loop
    if v_line.id is null then
      perform private.refuse('unknown_product',
        'Um dos produtos do carrinho não existe mais. Atualize o cardápio e tente novamente.');
    end if;
    if not v_line.is_available then
      perform private.refuse('unavailable_product',
        format('O produto "%s" não está disponível no momento.', v_line.name));
    end if;
    v_priced := private.price_line_options(v_line.id, v_line.name, v_line.options);
    v_unit := v_line.price + (v_priced ->> 'extra')::numeric;
    v_lines := v_lines || jsonb_build_array(
      jsonb_build_object('product_id', v_line.id, 'name', v_line.name, 'price', v_unit,
                         'quantity', v_line.quantity, 'options', v_priced -> 'options')
      || case when v_line.notes is null then '{}'::jsonb else jsonb_build_object('notes', v_line.notes) end);
    v_subtotal := v_subtotal + v_unit * v_line.quantity;
  end loop;
  return jsonb_build_object('lines', v_lines, 'subtotal', v_subtotal);
end;
$$;

-- the amounts a shop takes online: what the columns hold, the minimum, the shop's ceiling
create function private.check_order_amounts(settings public.company_settings, subtotal numeric, fee numeric, minimum numeric)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  -- numeric(10,2) columns hold at most 99,999,999.99
  if subtotal + fee >= 100000000 then
    perform private.refuse('invalid_items', 'Os itens do pedido são inválidos.');
  end if;
  if subtotal < minimum then
    perform private.refuse('below_minimum', 'O valor mínimo para pedidos é R$ ' || private.format_brl(minimum));
  end if;
  if subtotal + fee > settings.max_order_total then
    perform private.refuse('order_too_large', format(
      'Pedidos online vão até R$ %s. Para um pedido maior, fale com a loja pelo WhatsApp.',
      private.format_brl(settings.max_order_total)));
  end if;
end;
$$;

-- {id, code, discount}: a valid promo code for this subtotal (its row locked until commit), or
-- nothing when none was given
create function private.apply_promo(promo_code text, subtotal numeric)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_promo jsonb;
begin
  if promo_code is null then
    return jsonb_build_object('id', null, 'code', null, 'discount', 0);
  end if;
  v_promo := private.evaluate_promo(promo_code, subtotal, true);
  if not (v_promo ->> 'valid')::boolean then
    perform private.refuse(v_promo ->> 'reason', v_promo ->> 'message');
  end if;
  return jsonb_build_object('id', v_promo -> 'id', 'code', promo_code, 'discount', v_promo -> 'discount_amount');
end;
$$;

-- idempotency -----------------------------------------------------------------------------------
-- the order already placed with this key, if any; the advisory lock serialises concurrent calls
-- that carry the same key until the end of the transaction.
create function private.order_by_idempotency_key(idempotency_key uuid, take_lock boolean)
returns public.orders
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if idempotency_key is null then
    return null;
  end if;
  if take_lock then
    perform pg_advisory_xact_lock(hashtextextended('place_order:' || idempotency_key::text, 0));
  end if;
  select o.* into v_order from public.orders o where o.idempotency_key = order_by_idempotency_key.idempotency_key;
  return v_order;
end;
$$;

revoke execute on all functions in schema private from public;

-- place_order ---------------------------------------------------------------------------------
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

  insert into public.orders (
    customer_name, customer_phone, customer_address, address, fulfillment, delivery_zone_id, items,
    subtotal, delivery_fee, discount, total_amount, payment_method, notes, promo_code, status,
    idempotency_key
  )
  values (
    v_customer ->> 'name', v_customer ->> 'phone', v_customer ->> 'address_line', nullif(v_customer -> 'address', 'null'::jsonb),
    v_fulfillment, (v_delivery ->> 'zone_id')::uuid, v_priced -> 'lines',
    v_subtotal, (v_delivery ->> 'fee')::numeric, (v_promo ->> 'discount')::numeric,
    v_subtotal + (v_delivery ->> 'fee')::numeric - (v_promo ->> 'discount')::numeric,
    v_payment, v_customer ->> 'notes', v_promo ->> 'code', 'pending', place_order.idempotency_key
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
