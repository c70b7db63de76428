-- comanda: remote procedures.
-- the storefront (anon) writes and learns about orders only through these functions:
--   place_order, check_promo_code, get_order_status, default_admin_login_active (security definer).
-- the dashboard's aggregates get_order_stats and get_top_products are security invoker, so the
-- caller's rls applies, and only authenticated may execute them.
-- errors a customer can meet are raised as sqlstate P0001 with a pt-BR message the ui shows as is
-- and a stable machine code in detail (postgrest returns them as message and details).
-- helpers live in schema private, which the api does not expose.

create schema if not exists private;
revoke all on schema private from public;

-- helpers ------------------------------------------------------------------------------------

-- trims every kind of white space (tabs, line breaks, no-break spaces), not only spaces as btrim
create function private.trim_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(value, '^[[:space:]\u00a0]+|[[:space:]\u00a0]+$', '', 'g');
$$;

-- 1234.5 -> '1.234,50' (brazilian grouping, independent of the server's locale)
create function private.format_brl(amount numeric)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.to_char(pg_catalog.round(amount, 2), 'FM999,999,999,990.00'), ',.', '.,');
$$;

-- the order as place_order returns it
create function private.order_json(o public.orders)
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
    'items', o.items,
    'subtotal', o.subtotal,
    'delivery_fee', o.delivery_fee,
    'discount', o.discount,
    'promo_code', o.promo_code,
    'total_amount', o.total_amount,
    'payment_method', o.payment_method,
    'notes', o.notes,
    'status', o.status,
    'created_at', o.created_at
  );
$$;

-- looks a normalised (trimmed, upper-case) code up and says whether it applies to a subtotal.
-- {valid: true, id, code, type, discount, discount_amount} or {valid: false, reason, message}.
-- with lock_row the promo row stays locked until the transaction ends, so checking the uses
-- left and consuming one are atomic.
create function private.evaluate_promo(normalized_code text, subtotal numeric, lock_row boolean)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_promo public.promo_codes;
  v_base numeric := greatest(coalesce(evaluate_promo.subtotal, 0), 0);
  v_amount numeric;
begin
  if evaluate_promo.lock_row then
    select p.* into v_promo
      from public.promo_codes p
     where p.code = evaluate_promo.normalized_code
       for update;
  else
    select p.* into v_promo
      from public.promo_codes p
     where p.code = evaluate_promo.normalized_code;
  end if;

  if v_promo.id is null then
    return jsonb_build_object('valid', false, 'reason', 'promo_not_found',
      'message', 'Código promocional inválido.');
  end if;
  if not v_promo.active then
    return jsonb_build_object('valid', false, 'reason', 'promo_inactive',
      'message', 'Este código promocional não está ativo.');
  end if;
  if v_promo.expires_at is not null and v_promo.expires_at <= now() then
    return jsonb_build_object('valid', false, 'reason', 'promo_expired',
      'message', 'Este código promocional expirou.');
  end if;
  if v_promo.max_uses > 0 and v_promo.current_uses >= v_promo.max_uses then
    return jsonb_build_object('valid', false, 'reason', 'promo_used_up',
      'message', 'Este código promocional atingiu o limite de usos.');
  end if;

  v_amount := case v_promo.type
    when 'percentage' then round(v_base * v_promo.discount / 100, 2)
    else v_promo.discount
  end;

  return jsonb_build_object(
    'valid', true,
    'id', v_promo.id,
    'code', v_promo.code,
    'type', v_promo.type,
    'discount', v_promo.discount,
    'discount_amount', round(least(v_amount, v_base), 2)
  );
end;
$$;

revoke execute on all functions in schema private from public;

-- place_order --------------------------------------------------------------------------------
create function public.place_order(
  customer_name text,
  customer_phone text,
  customer_address text,
  items jsonb,
  payment_method text,
  notes text default null,
  promo_code text default null,
  idempotency_key uuid default null
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
  v_notes text := nullif(private.trim_text(place_order.notes), '');
  v_promo_code text := nullif(upper(private.trim_text(place_order.promo_code)), '');
  v_payment text := lower(private.trim_text(place_order.payment_method));
  v_existing public.orders;
  v_order public.orders;
  v_settings public.company_settings;
  v_item jsonb;
  v_item_notes text;
  v_product_ids uuid[] := '{}';
  v_quantities integer[] := '{}';
  v_item_notes_list text[] := '{}';
  v_line record;
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

  -- customer fields
  if coalesce(v_name, '') = '' or coalesce(v_phone, '') = '' or coalesce(v_address, '') = '' then
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

  -- items: only product_id, quantity and notes are read; names and prices come from products
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
       or coalesce(jsonb_typeof(v_item -> 'notes'), 'null') not in ('string', 'null') then
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
    v_item_notes := nullif(private.trim_text(v_item ->> 'notes'), '');
    if char_length(v_item_notes) > 200 then
      raise exception using errcode = 'P0001', detail = 'text_too_long',
        message = 'O campo observações é longo demais.';
    end if;
    v_product_ids := v_product_ids || (v_item ->> 'product_id')::uuid;
    v_quantities := v_quantities || (v_item ->> 'quantity')::numeric::integer;
    v_item_notes_list := v_item_notes_list || v_item_notes;
  end loop;

  -- payment method: canonical values, plus the spec's checkout vocabulary as aliases
  v_payment := case v_payment when 'money' then 'cash' when 'card' then 'credit' else v_payment end;
  if v_payment is null or v_payment not in ('pix', 'cash', 'credit', 'debit') then
    raise exception using errcode = 'P0001', detail = 'invalid_payment_method',
      message = 'Forma de pagamento inválida.';
  end if;

  select s.* into v_settings from public.company_settings s where s.id = 1;
  if v_settings.id is null then
    raise exception using errcode = 'P0001', detail = 'settings_missing',
      message = 'A loja ainda não está configurada para receber pedidos.';
  end if;
  if not (v_payment = any (v_settings.accepted_payment_methods)) then
    raise exception using errcode = 'P0001', detail = 'payment_method_not_accepted',
      message = 'Esta forma de pagamento não é aceita pela loja.';
  end if;

  -- lines priced from the catalogue
  for v_line in
    select i.product_id, i.quantity, i.notes, p.id as found_id, p.name, p.price, p.is_available
      from unnest(v_product_ids, v_quantities, v_item_notes_list)
           with ordinality as i(product_id, quantity, notes, position)
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
    v_lines := v_lines || jsonb_build_array(
      jsonb_build_object(
        'product_id', v_line.found_id,
        'name', v_line.name,
        'price', v_line.price,
        'quantity', v_line.quantity
      ) || case when v_line.notes is null then '{}'::jsonb
                else jsonb_build_object('notes', v_line.notes) end
    );
    v_subtotal := v_subtotal + v_line.price * v_line.quantity;
  end loop;

  -- numeric(10,2) columns hold at most 99,999,999.99
  if v_subtotal + v_settings.delivery_fee >= 100000000 then
    raise exception using errcode = 'P0001', detail = 'invalid_items',
      message = 'Os itens do pedido são inválidos.';
  end if;

  if v_subtotal < v_settings.minimum_order then
    raise exception using errcode = 'P0001', detail = 'below_minimum',
      message = 'O valor mínimo para pedidos é R$ ' || private.format_brl(v_settings.minimum_order);
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
    customer_name, customer_phone, customer_address, items, subtotal, delivery_fee, discount,
    total_amount, payment_method, notes, promo_code, status, idempotency_key
  )
  values (
    v_name, v_phone, v_address, v_lines, v_subtotal, v_settings.delivery_fee, v_discount,
    v_subtotal + v_settings.delivery_fee - v_discount, v_payment, v_notes,
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

  return private.order_json(v_order);
end;
$$;

comment on function public.place_order(text, text, text, jsonb, text, text, text, uuid) is
  'Validates and stores a customer order, pricing it from products and company_settings. Idempotent per idempotency_key.';

revoke execute on function public.place_order(text, text, text, jsonb, text, text, text, uuid) from public;
grant execute on function public.place_order(text, text, text, jsonb, text, text, text, uuid)
  to anon, authenticated, service_role;

-- check_promo_code ---------------------------------------------------------------------------
create function public.check_promo_code(code text, subtotal numeric)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := nullif(upper(private.trim_text(check_promo_code.code)), '');
begin
  if v_code is null or char_length(v_code) > 40 then
    return jsonb_build_object('valid', false, 'reason', 'promo_not_found',
      'message', 'Código promocional inválido.');
  end if;
  return private.evaluate_promo(v_code, round(check_promo_code.subtotal, 2), false) - 'id';
end;
$$;

comment on function public.check_promo_code(text, numeric) is
  'Says whether a promo code applies and the discount it would give on a subtotal. Does not use it up.';

revoke execute on function public.check_promo_code(text, numeric) from public;
grant execute on function public.check_promo_code(text, numeric) to anon, authenticated, service_role;

-- get_order_status ---------------------------------------------------------------------------
-- the order id is the customer's capability: it learns the number and status, nothing else.
create function public.get_order_status(order_id uuid)
returns table (order_number text, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.order_number, o.status
    from public.orders o
   where o.id = get_order_status.order_id;
$$;

comment on function public.get_order_status(uuid) is 'Number and status of one order; no rows for an unknown id.';

revoke execute on function public.get_order_status(uuid) from public;
grant execute on function public.get_order_status(uuid) to anon, authenticated, service_role;

-- get_order_stats ----------------------------------------------------------------------------
create function public.get_order_stats()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with shop as (
    select coalesce(
      (select s.timezone from public.company_settings s where s.id = 1),
      'America/Sao_Paulo'
    ) as tz
  ),
  today as (
    select date_trunc('day', now() at time zone shop.tz) at time zone shop.tz as starts_at
      from shop
  )
  select jsonb_build_object(
    'total', count(*),
    'pending', count(*) filter (where o.status = 'pending'),
    'processing', count(*) filter (where o.status = 'processing'),
    'delivered', count(*) filter (where o.status = 'delivered'),
    'cancelled', count(*) filter (where o.status = 'cancelled'),
    'delivered_today', count(*) filter (
      where o.status = 'delivered' and o.created_at >= (select today.starts_at from today)
    )
  )
  from public.orders o;
$$;

comment on function public.get_order_stats() is
  'Dashboard counts by status, and orders delivered that were created today in the shop''s time zone.';

revoke execute on function public.get_order_stats() from public, anon;
grant execute on function public.get_order_stats() to authenticated, service_role;

-- get_top_products ---------------------------------------------------------------------------
create function public.get_top_products(since timestamptz default null, max_rows integer default 5)
returns table (product_id uuid, name text, quantity bigint, revenue numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with shop as (
    select coalesce(
      (select s.timezone from public.company_settings s where s.id = 1),
      'America/Sao_Paulo'
    ) as tz
  ),
  period as (
    -- weeks start on sunday, in the shop's time zone
    select coalesce(
      get_top_products.since,
      (date_trunc('week', (now() at time zone shop.tz) + interval '1 day') - interval '1 day') at time zone shop.tz
    ) as starts_at
      from shop
  ),
  lines as (
    -- jsonb_to_recordset is several times faster than jsonb_array_elements plus per-key access;
    -- every element is an object (orders_items_are_objects), so it cannot fail. casts sit
    -- behind case so a malformed line written by hand is skipped, never an error.
    select x.product_id #>> '{}' as product_id,
           x.name #>> '{}' as name,
           case when jsonb_typeof(x.quantity) = 'number' then x.quantity::numeric end as quantity,
           case when jsonb_typeof(x.price) = 'number' then x.price::numeric end as price
      from public.orders o
      cross join lateral jsonb_to_recordset(o.items)
        as x(product_id jsonb, name jsonb, price jsonb, quantity jsonb)
     where o.created_at >= (select period.starts_at from period)
       and o.status <> 'cancelled'
       and jsonb_typeof(x.product_id) = 'string'
       and jsonb_typeof(x.quantity) = 'number'
       and jsonb_typeof(x.price) = 'number'
  ),
  totals as materialized (
    -- materialized: keeps the key check below from being pushed down to every line
    select l.product_id,
           max(l.name) as name,
           sum(l.quantity) as quantity,
           sum(l.price * l.quantity) as revenue
      from lines l
     group by l.product_id
  ),
  ranked as (
    -- only the few distinct keys are checked and cast
    select case
             when t.product_id ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
             then t.product_id::uuid
           end as product_id,
           t.name, t.quantity, t.revenue
      from totals t
  )
  select r.product_id,
         coalesce(p.name, r.name) as name,
         r.quantity::bigint as quantity,
         r.revenue::numeric(12, 2) as revenue
    from ranked r
    left join public.products p on p.id = r.product_id
   where r.product_id is not null
   order by r.quantity desc, r.revenue desc, 2
   limit greatest(least(coalesce(get_top_products.max_rows, 5), 100), 0);
$$;

comment on function public.get_top_products(timestamptz, integer) is
  'Best-selling products by quantity over non-cancelled orders since a moment (default: start of this week, Sunday, shop time).';

revoke execute on function public.get_top_products(timestamptz, integer) from public, anon;
grant execute on function public.get_top_products(timestamptz, integer) to authenticated, service_role;

-- default_admin_login_active -----------------------------------------------------------------
-- the login page shows the default credentials only while they still work.
create function public.default_admin_login_active()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_hash text;
begin
  select u.encrypted_password into v_hash
    from auth.users u
   where u.email = 'admin@admin.comanda.local'
   order by u.created_at
   limit 1;

  if v_hash is null
     or v_hash !~ '^\$2[abxy]\$(0[4-9]|[12][0-9]|3[01])\$[./A-Za-z0-9]{53}$' then
    return false;
  end if;
  -- pgcrypto knows the $2a$ spelling only; $2b$ and $2y$ hashes are the same algorithm
  if substr(v_hash, 1, 4) in ('$2b$', '$2y$') then
    v_hash := '$2a$' || substr(v_hash, 5);
  end if;
  return extensions.crypt('admin123', v_hash) = v_hash;
end;
$$;

comment on function public.default_admin_login_active() is
  'True while the default admin account still has the default password.';

revoke execute on function public.default_admin_login_active() from public;
grant execute on function public.default_admin_login_active() to anon, authenticated, service_role;
