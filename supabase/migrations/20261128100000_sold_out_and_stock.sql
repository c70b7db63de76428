-- Sold out ("Esgotado") and stock (docs/ordering-rules.md, "Esgotado e estoque").
--
-- A product or an option can be sold out for a while (unavailable_until: null = on sale,
-- 'infinity' = until someone switches it back, a time = back by itself) or counted
-- (stock_quantity: null = not counted). Every order takes its counted units in its own
-- transaction, through a trigger on orders, so every path that writes an order (place_order,
-- the staff's orders) takes stock the same way; a cancellation gives them back exactly once, a
-- reopening takes them again or is refused. is_available = false still hides a product.

alter table public.products
  add column unavailable_until timestamptz,
  add column stock_quantity integer,
  add column allow_oversell boolean not null default false,
  add constraint products_stock_quantity_check check (stock_quantity <= 99999);
alter table public.options
  add column unavailable_until timestamptz,
  add column stock_quantity integer,
  add column allow_oversell boolean not null default false,
  add constraint options_stock_quantity_check check (stock_quantity <= 99999);

comment on column public.products.unavailable_until is
  'Esgotado until this instant (''infinity'' = until switched back); null = on sale.';
comment on column public.products.stock_quantity is
  'Units left, taken by each order and given back on cancel; null = not counted. Below zero only with allow_oversell.';
comment on column public.products.allow_oversell is
  '"Permitir vender sem estoque": orders go on when the count reaches zero (a delivery not yet counted).';
comment on column public.options.unavailable_until is
  'Esgotado until this instant (''infinity'' = until switched back); null = on sale.';
comment on column public.options.stock_quantity is
  'Units left, taken by each order and given back on cancel; null = not counted. Below zero only with allow_oversell.';
comment on column public.options.allow_oversell is
  '"Permitir vender sem estoque": orders go on when the count reaches zero (a delivery not yet counted).';

-- The business day starts here in the shop's time zone (reports use it too).
alter table public.company_settings add column if not exists day_starts_at time not null default '05:00';

-- ---------------------------------------------------------------------------------------------
-- The one rule of "can this be ordered at that instant" (place_order's stock and the menu's read).

create function private.orderable(unavailable_until timestamptz, stock_quantity integer,
                                  allow_oversell boolean, at timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (orderable.unavailable_until is null or orderable.unavailable_until <= orderable.at)
     and (orderable.stock_quantity is null or orderable.allow_oversell or orderable.stock_quantity > 0);
$$;
revoke all on function private.orderable(timestamptz, integer, boolean, timestamptz) from public;

-- How many units of a group's options can still be chosen: a required group that can no longer
-- reach its minimum makes its products sold out.
create function private.product_orderable(product_id uuid, at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select private.orderable(p.unavailable_until, p.stock_quantity, p.allow_oversell, product_orderable.at)
           and not exists (
             select 1
               from public.product_option_groups pog
               join public.option_groups g on g.id = pog.group_id
              where pog.product_id = p.id
                and g.min_select > 0
                and coalesce((
                  select sum(case when o.stock_quantity is null or o.allow_oversell then o.max_quantity
                                  else least(o.max_quantity, o.stock_quantity) end)
                    from public.options o
                   where o.group_id = g.id
                     and o.is_available
                     and private.orderable(o.unavailable_until, o.stock_quantity, o.allow_oversell,
                                           product_orderable.at)), 0) < g.min_select)
      from public.products p
     where p.id = product_orderable.product_id), false);
$$;
revoke all on function private.product_orderable(uuid, timestamptz) from public;

-- Computed fields the menu reads (`select=…,sold_out`): the same rule, now.
create function public.sold_out(public.products)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not private.product_orderable($1.id, now());
$$;
comment on function public.sold_out(public.products) is
  'Esgotado now: marked sold out, no stock left, or a required group with nothing left to choose.';
revoke all on function public.sold_out(public.products) from public;
grant execute on function public.sold_out(public.products) to anon, authenticated, service_role;

create function public.sold_out(public.options)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not ($1.is_available
              and private.orderable($1.unavailable_until, $1.stock_quantity, $1.allow_oversell, now()));
$$;
comment on function public.sold_out(public.options) is
  'Esgotado now: switched off, marked sold out or no stock left.';
revoke all on function public.sold_out(public.options) from public;
grant execute on function public.sold_out(public.options) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Taking and giving back stock.

create table private.order_stock (
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null check (kind in ('product', 'option')),
  item_id uuid not null,
  quantity integer not null check (quantity > 0),
  primary key (order_id, kind, item_id)
);
comment on table private.order_stock is
  'The units an order took from counted stock: given back (and the rows removed) when it is cancelled.';
alter table private.order_stock enable row level security;
revoke all on table private.order_stock from public, anon, authenticated;

-- What an order's lines (the snapshot: product_id, quantity, options[{option_id, quantity}]) ask for.
create function private.stock_wanted(lines jsonb)
returns table (kind text, item_id uuid, quantity integer)
language sql
immutable
set search_path = ''
as $$
  select 'product', (l.value ->> 'product_id')::uuid, sum((l.value ->> 'quantity')::integer)::integer
    from jsonb_array_elements(coalesce(stock_wanted.lines, '[]'::jsonb)) l
   where l.value ->> 'product_id' is not null
   group by 2
  union all
  select 'option', (o.value ->> 'option_id')::uuid,
         sum((l.value ->> 'quantity')::integer * coalesce((o.value ->> 'quantity')::integer, 1))::integer
    from jsonb_array_elements(coalesce(stock_wanted.lines, '[]'::jsonb)) l,
         jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) o
   where o.value ->> 'option_id' is not null
   group by 2;
$$;
revoke all on function private.stock_wanted(jsonb) from public;

-- Takes an order's counted units, or refuses out_of_stock naming what ran out (ids in the hint,
-- for the checkout to offer removing them). Counted rows are locked in one stable order (products,
-- then options, by id), so concurrent orders queue for the last units instead of both taking them.
-- check_sold_out: a new order also refuses what is marked sold out at `at` (its time, or the
-- scheduled time); a reopened order only needs the units.
create function private.take_stock(order_id uuid, lines jsonb, at timestamptz, check_sold_out boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_wanted jsonb;
  v_short jsonb;
  v_gone text;
  v_few text;
begin
  select coalesce(jsonb_agg(to_jsonb(w)), '[]'::jsonb) into v_wanted
    from private.stock_wanted(take_stock.lines) w;
  -- the usual order: nothing in it is counted or marked, so there is nothing to lock or take
  if not exists (
    select 1
      from jsonb_to_recordset(v_wanted) w(kind text, item_id uuid)
      left join public.products p on w.kind = 'product' and p.id = w.item_id
      left join public.options o on w.kind = 'option' and o.id = w.item_id
     where coalesce(p.stock_quantity, o.stock_quantity) is not null
        or coalesce(p.unavailable_until, o.unavailable_until) is not null) then
    return;
  end if;

  perform 1 from public.products p
   where p.id in (select w.item_id from jsonb_to_recordset(v_wanted) w(kind text, item_id uuid) where w.kind = 'product')
     and p.stock_quantity is not null
   order by p.id
     for update;
  perform 1 from public.options o
   where o.id in (select w.item_id from jsonb_to_recordset(v_wanted) w(kind text, item_id uuid) where w.kind = 'option')
     and o.stock_quantity is not null
   order by o.id
     for update;

  select jsonb_agg(jsonb_build_object('kind', s.kind, 'id', s.item_id, 'name', s.name,
                                      'left', case when s.sold then 0 else greatest(s.stock_quantity, 0) end)
                   order by s.kind desc, s.name)
    into v_short
    from (select w.kind, w.item_id, w.quantity, i.name, i.stock_quantity,
                 coalesce(take_stock.check_sold_out and i.unavailable_until > take_stock.at, false) as sold,
                 i.allow_oversell
            from jsonb_to_recordset(v_wanted) w(kind text, item_id uuid, quantity integer)
            join lateral (
              select p.name, p.unavailable_until, p.stock_quantity, p.allow_oversell
                from public.products p where w.kind = 'product' and p.id = w.item_id
              union all
              select o.name, o.unavailable_until, o.stock_quantity, o.allow_oversell
                from public.options o where w.kind = 'option' and o.id = w.item_id
            ) i on true) s
   where s.sold or (s.stock_quantity is not null and not s.allow_oversell and s.stock_quantity < s.quantity);

  if v_short is not null then
    select string_agg(e ->> 'name', ', ') filter (where (e ->> 'left')::integer <= 0),
           string_agg(format('%s %s de %s', case when e ->> 'left' = '1' then 'resta' else 'restam' end,
                             e ->> 'left', e ->> 'name'), ', ')
             filter (where (e ->> 'left')::integer > 0)
      into v_gone, v_few
      from jsonb_array_elements(v_short) e;
    raise exception using errcode = 'P0001', detail = 'out_of_stock', hint = v_short::text,
      message = concat_ws(' ',
        case when v_gone is null then null
             when position(', ' in v_gone) = 0 then v_gone || ' esgotou.'
             else regexp_replace(v_gone, ', ([^,]*)$', ' e \1') || ' esgotaram.' end,
        case when v_few is null then null else 'Só ' || v_few || '.' end);
  end if;

  with taken_products as (
    update public.products p set stock_quantity = p.stock_quantity - w.quantity
      from jsonb_to_recordset(v_wanted) w(kind text, item_id uuid, quantity integer)
     where w.kind = 'product' and p.id = w.item_id and p.stock_quantity is not null and w.quantity > 0
    returning 'product'::text as kind, p.id, w.quantity
  ), taken_options as (
    update public.options o set stock_quantity = o.stock_quantity - w.quantity
      from jsonb_to_recordset(v_wanted) w(kind text, item_id uuid, quantity integer)
     where w.kind = 'option' and o.id = w.item_id and o.stock_quantity is not null and w.quantity > 0
    returning 'option'::text as kind, o.id, w.quantity
  )
  insert into private.order_stock (order_id, kind, item_id, quantity)
  select take_stock.order_id, t.kind, t.id, t.quantity
    from (select * from taken_products union all select * from taken_options) t;
end;
$$;
revoke all on function private.take_stock(uuid, jsonb, timestamptz, boolean) from public;

-- Gives back what an order took, once: the record of it is removed in the same statement.
create function private.give_back_stock(order_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.products p
   where p.id in (select s.item_id from private.order_stock s
                   where s.order_id = give_back_stock.order_id and s.kind = 'product')
   order by p.id
     for update;
  perform 1 from public.options o
   where o.id in (select s.item_id from private.order_stock s
                   where s.order_id = give_back_stock.order_id and s.kind = 'option')
   order by o.id
     for update;
  with returned as (
    delete from private.order_stock s where s.order_id = give_back_stock.order_id returning s.*
  ), products as (
    update public.products p set stock_quantity = p.stock_quantity + r.quantity
      from returned r
     where r.kind = 'product' and p.id = r.item_id and p.stock_quantity is not null
  )
  update public.options o set stock_quantity = o.stock_quantity + r.quantity
    from returned r
   where r.kind = 'option' and o.id = r.item_id and o.stock_quantity is not null;
end;
$$;
revoke all on function private.give_back_stock(uuid) from public;

-- Every order written takes its stock (a scheduled order is checked for sold out at its time:
-- scheduled_for, when that column exists). AFTER INSERT, so a row the idempotency key's
-- "on conflict do nothing" skipped takes nothing.
create function private.take_order_stock()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.take_stock(new.id, new.items,
    greatest(now(), coalesce((to_jsonb(new) ->> 'scheduled_for')::timestamptz, now())), true);
  return null;
end;
$$;
revoke all on function private.take_order_stock() from public;

create trigger orders_take_stock
  after insert on public.orders
  for each row execute function private.take_order_stock();

-- Cancelling gives the units back; reopening a cancelled order takes them again (refused with
-- out_of_stock when they are gone).
create function private.order_stock_on_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    perform private.give_back_stock(new.id);
  elsif old.status = 'cancelled' and new.status <> 'cancelled' then
    perform private.take_stock(new.id, new.items, now(), false);
  end if;
  return null;
end;
$$;
revoke all on function private.order_stock_on_status() from public;

create trigger orders_stock_on_status
  after update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function private.order_stock_on_status();

-- ---------------------------------------------------------------------------------------------
-- The team's one-tap switches (owner, attendant, kitchen).

-- The start of the business day after the one `at` falls in, in the shop's time zone.
create function private.next_business_day_start(at timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select ((((next_business_day_start.at at time zone s.timezone) - s.day_starts_at)::date + 1)
          + s.day_starts_at) at time zone s.timezone
    from public.company_settings s
   where s.id = 1;
$$;
revoke all on function private.next_business_day_start(timestamptz) from public;

create function private.check_stock_item(kind text, id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if check_stock_item.kind is null or check_stock_item.kind not in ('product', 'option') then
    perform private.refuse('invalid_kind', 'Tipo de item inválido.');
  end if;
  if (check_stock_item.kind = 'product' and not exists (select 1 from public.products p where p.id = check_stock_item.id))
     or (check_stock_item.kind = 'option' and not exists (select 1 from public.options o where o.id = check_stock_item.id)) then
    perform private.refuse('item_not_found', 'Item não encontrado. Atualize a página e tente novamente.');
  end if;
end;
$$;
revoke all on function private.check_stock_item(text, uuid) from public;

create function public.set_availability(p_kind text, p_id uuid, p_until text default null)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_until timestamptz;
begin
  perform private.require_role(array['owner', 'attendant', 'kitchen'],
    'Apenas a equipe da loja pode marcar itens como esgotados.');
  perform private.check_stock_item(p_kind, p_id);
  if p_until is not null and p_until not in ('tomorrow', 'manual') then
    perform private.refuse('invalid_until', 'Escolha até quando o item fica esgotado.');
  end if;
  v_until := case p_until when 'tomorrow' then private.next_business_day_start(now())
                          when 'manual' then 'infinity'::timestamptz end;
  if p_kind = 'product' then
    update public.products p set unavailable_until = v_until where p.id = p_id;
  else
    update public.options o set unavailable_until = v_until where o.id = p_id;
  end if;
  return v_until;
end;
$$;
comment on function public.set_availability(text, uuid, text) is
  'Owner, attendant, kitchen: marks a product or option esgotado until the next business day (''tomorrow''), until switched back (''manual''), or back on sale (null).';
revoke all on function public.set_availability(text, uuid, text) from public;
grant execute on function public.set_availability(text, uuid, text) to authenticated, service_role;

create function public.set_stock(p_kind text, p_id uuid, p_quantity integer, p_allow_oversell boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_role(array['owner', 'attendant', 'kitchen'],
    'Apenas a equipe da loja pode mudar o estoque.');
  perform private.check_stock_item(p_kind, p_id);
  if p_quantity is not null and (p_quantity < 0 or p_quantity > 99999) then
    perform private.refuse('invalid_stock', 'O estoque deve ser um número inteiro de 0 a 99.999.');
  end if;
  if p_kind = 'product' then
    update public.products p
       set stock_quantity = p_quantity, allow_oversell = coalesce(p_allow_oversell, false)
     where p.id = p_id;
  else
    update public.options o
       set stock_quantity = p_quantity, allow_oversell = coalesce(p_allow_oversell, false)
     where o.id = p_id;
  end if;
end;
$$;
comment on function public.set_stock(text, uuid, integer, boolean) is
  'Owner, attendant, kitchen: counts a product''s or option''s stock (null = not counted) and whether it may sell below zero.';
revoke all on function public.set_stock(text, uuid, integer, boolean) from public;
grant execute on function public.set_stock(text, uuid, integer, boolean) to authenticated, service_role;

-- "Reativar todos": everything marked sold out is back on sale (counted stock stays as counted).
create function public.clear_sold_out()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_products integer;
  v_options integer;
begin
  perform private.require_role(array['owner', 'attendant', 'kitchen'],
    'Apenas a equipe da loja pode reativar itens.');
  update public.products p set unavailable_until = null where p.unavailable_until > now();
  get diagnostics v_products = row_count;
  update public.options o set unavailable_until = null where o.unavailable_until > now();
  get diagnostics v_options = row_count;
  return v_products + v_options;
end;
$$;
comment on function public.clear_sold_out() is
  'Owner, attendant, kitchen: "reativar todos" — every product and option marked esgotado goes back on sale.';
revoke all on function public.clear_sold_out() from public;
grant execute on function public.clear_sold_out() to authenticated, service_role;
