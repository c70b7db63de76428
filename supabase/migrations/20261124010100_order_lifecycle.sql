-- comanda: the order lifecycle and pix.
-- statuses pending → processing → out_for_delivery | ready_for_pickup → delivered, or cancelled
-- (with a reason the customer sees). public.set_order_status is the one way a status changes: it
-- records every change in order_events in the same transaction. payment_status says whether the
-- order is paid. the shop's pix key (type-checked: cpf and cnpj with their check digits) lets the
-- storefront build the pix copia-e-cola code for the exact total.

-- orders: new statuses, cancel reason, payment status ---------------------------------------
alter table public.orders drop constraint orders_status_check;
alter table public.orders add constraint orders_status_check
  check (status in ('pending', 'processing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled'));

alter table public.orders
  add column cancel_reason text check (char_length(cancel_reason) <= 300),
  add column payment_status text not null default 'pending' check (payment_status in ('pending', 'paid')),
  add column paid_at timestamptz;

comment on column public.orders.cancel_reason is 'Why the shop cancelled the order; the customer sees it.';

-- paid_at follows payment_status.
create function public.set_order_paid_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.payment_status is distinct from old.payment_status then
    new.paid_at := case when new.payment_status = 'paid' then pg_catalog.now() end;
  end if;
  return new;
end;
$$;

revoke execute on function public.set_order_paid_at() from public, anon, authenticated;

create trigger orders_set_paid_at
  before update of payment_status on public.orders
  for each row execute function public.set_order_paid_at();

-- staff change the status only through set_order_status; they mark an order paid directly.
revoke update (status) on public.orders from authenticated;
grant update (payment_status) on public.orders to authenticated;

-- order_events -------------------------------------------------------------------------------
create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  status text not null
    check (status in ('pending', 'processing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled')),
  reason text check (char_length(reason) <= 300),
  actor uuid,
  created_at timestamptz not null default now()
);

comment on table public.order_events is
  'Every status an order took, when and by whom; written with the change, in the same transaction.';

create index order_events_order_id_idx on public.order_events (order_id, created_at);

alter table public.order_events enable row level security;
revoke all on public.order_events from anon, authenticated;
grant select on public.order_events to authenticated;

create policy "staff can read order events"
  on public.order_events for select
  to authenticated
  using (public.is_staff());

-- the first event: the order as it was placed.
create function public.record_order_placed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.order_events (order_id, status, created_at) values (new.id, new.status, new.created_at);
  return null;
end;
$$;

revoke execute on function public.record_order_placed() from public, anon, authenticated;

create trigger orders_record_placed
  after insert on public.orders
  for each row execute function public.record_order_placed();

-- set_order_status ---------------------------------------------------------------------------
create function public.set_order_status(order_id uuid, status text, reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_status text := lower(private.trim_text(set_order_status.status));
  v_reason text := nullif(private.trim_text(set_order_status.reason), '');
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', detail = 'not_staff',
      message = 'Apenas a equipe da loja pode mudar o status de um pedido.';
  end if;
  if v_status is null or v_status not in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled') then
    raise exception using errcode = 'P0001', detail = 'invalid_status',
      message = case when v_status = 'pending' then 'Um pedido não pode voltar para Aguardando.'
                     else 'Status de pedido inválido.' end;
  end if;
  if char_length(v_reason) > 300 then
    raise exception using errcode = 'P0001', detail = 'text_too_long',
      message = 'O motivo é longo demais.';
  end if;
  if v_status = 'cancelled' and v_reason is null then
    raise exception using errcode = 'P0001', detail = 'reason_required',
      message = 'Informe o motivo do cancelamento.';
  end if;

  select o.* into v_order from public.orders o where o.id = set_order_status.order_id for update;
  if v_order.id is null then
    raise exception using errcode = 'P0001', detail = 'order_not_found',
      message = 'Pedido não encontrado.';
  end if;
  if v_order.status = v_status then
    raise exception using errcode = 'P0001', detail = 'status_unchanged',
      message = 'O pedido já está com este status.';
  end if;
  if (v_status = 'out_for_delivery' and v_order.fulfillment = 'pickup')
     or (v_status = 'ready_for_pickup' and v_order.fulfillment = 'delivery') then
    raise exception using errcode = 'P0001', detail = 'status_not_allowed',
      message = case when v_status = 'out_for_delivery' then 'Um pedido para retirada não sai para entrega.'
                     else 'Um pedido para entrega não fica pronto para retirada.' end;
  end if;

  update public.orders o
     set status = v_status,
         cancel_reason = case when v_status = 'cancelled' then v_reason end
   where o.id = v_order.id
  returning * into v_order;
  insert into public.order_events (order_id, status, reason, actor)
  values (v_order.id, v_status, v_reason, auth.uid());
  return private.order_json(v_order);
end;
$$;

comment on function public.set_order_status(uuid, text, text) is
  'Staff only: moves an order to another status (never back to pending; cancelling needs a reason) and records the event.';

revoke execute on function public.set_order_status(uuid, text, text) from public, anon;
grant execute on function public.set_order_status(uuid, text, text) to authenticated, service_role;

-- pix ----------------------------------------------------------------------------------------
create function private.digits(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g');
$$;

-- cpf: 11 digits, two check digits (mod 11), not all the same digit
create function private.valid_cpf(value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  d text := private.digits(value);
  s integer;
  c integer;
begin
  if char_length(d) <> 11 or d ~ '^(\d)\1{10}$' then
    return false;
  end if;
  for k in 9..10 loop
    s := 0;
    for i in 1..k loop
      s := s + substr(d, i, 1)::integer * (k + 2 - i);
    end loop;
    c := (s * 10) % 11 % 10;
    if c <> substr(d, k + 1, 1)::integer then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- cnpj: 14 digits, two check digits (weights 5..2,9..2 and 6..2,9..2), not all the same digit
create function private.valid_cnpj(value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  d text := private.digits(value);
  weights integer[];
  s integer;
  c integer;
begin
  if char_length(d) <> 14 or d ~ '^(\d)\1{13}$' then
    return false;
  end if;
  for k in 12..13 loop
    weights := case k when 12 then array[5,4,3,2,9,8,7,6,5,4,3,2] else array[6,5,4,3,2,9,8,7,6,5,4,3,2] end;
    s := 0;
    for i in 1..k loop
      s := s + substr(d, i, 1)::integer * weights[i];
    end loop;
    c := case when s % 11 < 2 then 0 else 11 - s % 11 end;
    if c <> substr(d, k + 1, 1)::integer then
      return false;
    end if;
  end loop;
  return true;
end;
$$;

-- a pix key as the central bank's dict stores it: cpf/cnpj digits only, e-mail, +55 phone, or
-- an evp (random key, a uuid).
create function private.valid_pix_key(key_type text, key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case key_type
    when 'cpf' then key ~ '^[0-9]{11}$' and private.valid_cpf(key)
    when 'cnpj' then key ~ '^[0-9]{14}$' and private.valid_cnpj(key)
    when 'email' then char_length(key) <= 77 and key ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
    when 'phone' then key ~ '^\+55[1-9][0-9](9[0-9]{8}|[2-8][0-9]{7})$'
    when 'random' then key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    else false
  end;
$$;

revoke execute on all functions in schema private from public;
-- a check constraint runs its functions as the user who writes the row: staff (and the service
-- role) may run these validators, and nothing else of the private schema.
grant usage on schema private to authenticated, service_role;
grant execute on function private.digits(text), private.valid_cpf(text), private.valid_cnpj(text),
  private.valid_pix_key(text, text) to authenticated, service_role;

alter table public.company_settings
  add column pix_key text,
  add column pix_key_type text check (pix_key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
  add column pix_merchant_name text check (char_length(pix_merchant_name) between 1 and 25),
  add column pix_merchant_city text check (char_length(pix_merchant_city) between 1 and 15),
  add column auto_accept boolean not null default false,
  add constraint company_settings_pix_key_valid
    check (pix_key is null or (pix_key_type is not null and private.valid_pix_key(pix_key_type, pix_key)));

comment on column public.company_settings.pix_key is
  'The shop''s pix key as stored in the dict (cpf/cnpj digits, e-mail, +55 phone, random uuid); public by nature.';
comment on column public.company_settings.auto_accept is 'New orders go straight to processing (Em preparo).';

-- the order as the customer follows it -------------------------------------------------------
-- the id is the capability: everything the customer's own order page shows, never the name,
-- phone or address. the timeline is every status with its time.
drop function public.get_order_status(uuid);

create function public.get_order_status(order_id uuid)
returns table (
  order_number text,
  status text,
  cancel_reason text,
  fulfillment text,
  delivery_zone text,
  estimated_time text,
  items jsonb,
  subtotal numeric,
  delivery_fee numeric,
  discount numeric,
  total_amount numeric,
  payment_method text,
  payment_status text,
  created_at timestamptz,
  events jsonb
)
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
             where e.order_id = o.id),
           '[]'::jsonb)
    from public.orders o
    left join public.delivery_zones z on z.id = o.delivery_zone_id
    left join public.company_settings s on s.id = 1
   where o.id = get_order_status.order_id;
$$;

comment on function public.get_order_status(uuid) is
  'The customer''s view of one order (no name, phone or address) with its timeline; no rows for an unknown id.';

revoke execute on function public.get_order_status(uuid) from public;
grant execute on function public.get_order_status(uuid) to anon, authenticated, service_role;

-- dashboard counts: every status ---------------------------------------------------------------
create or replace function public.get_order_stats()
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
    'out_for_delivery', count(*) filter (where o.status = 'out_for_delivery'),
    'ready_for_pickup', count(*) filter (where o.status = 'ready_for_pickup'),
    'delivered', count(*) filter (where o.status = 'delivered'),
    'cancelled', count(*) filter (where o.status = 'cancelled'),
    'delivered_today', count(*) filter (
      where o.status = 'delivered' and o.created_at >= (select today.starts_at from today)
    )
  )
  from public.orders o;
$$;
