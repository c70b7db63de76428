-- pizza prices per size ---------------------------------------------------------------------------
-- a pizzeria prices each flavour per size: Quatro Queijos adds R$ 8,00 on a broto and R$ 14,00 on
-- a grande. a group may now take its prices from the chosen option of another group of the same
-- product (`option_groups.depends_on_group_id`, e.g. "Sabores" depends on "Tamanho"), with one
-- price per option and per option of that group (`option_prices`); an option without a price for
-- the chosen one keeps its own `price`. and "average of the halves" (`pricing = 'average'`) joins
-- "sum" and "max" (the dearest half) as the other rule pizzerias use for meio a meio.
-- see docs/ordering-rules.md ("Preço por tamanho").

alter table public.option_groups
  add column depends_on_group_id uuid references public.option_groups (id) on delete set null,
  add constraint option_groups_depends_not_self check (depends_on_group_id <> id);

comment on column public.option_groups.depends_on_group_id is
  'The group whose chosen option sets this group''s prices (option_prices), e.g. flavours priced by size; null = each option''s own price.';

alter table public.option_groups drop constraint option_groups_pricing_check;
alter table public.option_groups
  add constraint option_groups_pricing_check check (pricing in ('sum', 'max', 'average'));

comment on table public.option_groups is
  'Complementos groups: customers choose between min_select and max_select units; pricing sum, max (meio a meio by the dearest half) or average (meio a meio by the average of the halves).';

create index option_groups_depends_on_idx on public.option_groups (depends_on_group_id);

-- one price per (option, option of the group it depends on) ---------------------------------------
create table public.option_prices (
  option_id uuid not null references public.options (id) on delete cascade,
  depends_on_option_id uuid not null references public.options (id) on delete cascade,
  price numeric(10, 2) not null check (price >= 0 and price < 100000),
  constraint option_prices_pkey primary key (option_id, depends_on_option_id)
);

comment on table public.option_prices is
  'An option''s price when the line has chosen depends_on_option_id (an option of its group''s depends_on_group_id): a flavour''s price per size.';

create index option_prices_depends_on_option_idx on public.option_prices (depends_on_option_id);

alter table public.option_prices enable row level security;

create policy "anyone can read option prices" on public.option_prices
  for select to anon using (true);
create policy "authenticated can read option prices" on public.option_prices
  for select to authenticated using (true);
create policy "owner can add option prices" on public.option_prices
  for insert to authenticated with check ((select public.staff_role()) = 'owner');
create policy "owner can change option prices" on public.option_prices
  for update to authenticated
  using ((select public.staff_role()) = 'owner') with check ((select public.staff_role()) = 'owner');
create policy "owner can remove option prices" on public.option_prices
  for delete to authenticated using ((select public.staff_role()) = 'owner');

-- only what the api roles use (not the default privileges' all, which includes maintain).
revoke all on public.option_prices from anon, authenticated;
grant select on public.option_prices to anon;
grant select, insert, update, delete on public.option_prices to authenticated;
grant select, insert, update, delete on public.option_prices to service_role;

-- a price is only for an option of the group its option's group depends on (never a size of some
-- other product's group), whoever writes it.
create or replace function private.check_option_price()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1
      from public.options o
      join public.option_groups g on g.id = o.group_id
      join public.options d on d.id = new.depends_on_option_id
     where o.id = new.option_id and d.group_id = g.depends_on_group_id
  ) then
    -- raise rather than private.refuse: a trigger runs as the caller, who may not call it.
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'Um preço por tamanho aponta para uma opção que não está no grupo de que este grupo depende.';
  end if;
  return new;
end;
$$;

revoke all on function private.check_option_price() from public;

create trigger option_prices_check before insert or update on public.option_prices
  for each row execute function private.check_option_price();

-- a group that stops depending on a group (or depends on another) drops the prices it had.
create or replace function private.drop_stale_option_prices()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.option_prices p
   using public.options o
   where o.id = p.option_id and o.group_id = new.id;
  return new;
end;
$$;

revoke all on function private.drop_stale_option_prices() from public;

create trigger option_groups_drop_stale_prices
  after update of depends_on_group_id on public.option_groups
  for each row when (old.depends_on_group_id is distinct from new.depends_on_group_id)
  execute function private.drop_stale_option_prices();

-- complementos of one line -------------------------------------------------------------------
-- as before (validation unchanged), with each chosen option priced by the line's choice in the
-- group its group depends on when a price for it exists, and the 'average' rule. `chosen` is the
-- item's options array as sent ([{option_id, quantity?}], validated for shape by place_order).
-- returns {extra, options: [{option_id, group, pricing, name, price, quantity}]}.
create or replace function private.price_line_options(product_id uuid, product_name text, chosen jsonb)
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
    select c.option_id, c.quantity, o.id as found_id, o.name, o.max_quantity, o.is_available,
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
      perform private.refuse('option_invalid',
        format('Um dos complementos escolhidos para %s não existe mais. Atualize o cardápio e tente novamente.',
               price_line_options.product_name));
    end if;
    if not v_choice.is_available then
      perform private.refuse('option_unavailable',
        format('O complemento "%s" está esgotado no momento.', v_choice.name));
    end if;
    if v_choice.quantity > v_choice.max_quantity then
      perform private.refuse('option_limit',
        format('"%s" pode ser escolhido no máximo %s %s.', v_choice.name, v_choice.max_quantity,
               case when v_choice.max_quantity = 1 then 'vez' else 'vezes' end));
    end if;
  end loop;

  -- every group the product offers: units within its bounds, priced by its rule.
  for v_group in
    with c as (
      select (e.value ->> 'option_id')::uuid as option_id,
             sum(coalesce((e.value ->> 'quantity')::numeric::integer, 1))::integer as quantity
        from jsonb_array_elements(coalesce(price_line_options.chosen, '[]'::jsonb)) e
       group by 1
    ), priced as (
      -- the price for the first chosen option (menu order) of the group this one depends on
      select c.quantity, o.id, o.group_id, o.name, o.sort_order,
             coalesce((select p.price
                         from public.option_prices p
                         join public.options d on d.id = p.depends_on_option_id
                         join c as cd on cd.option_id = d.id
                        where p.option_id = o.id and d.group_id = og.depends_on_group_id
                        order by d.sort_order, d.name
                        limit 1), o.price) as price
        from c
        join public.options o on o.id = c.option_id
        join public.option_groups og on og.id = o.group_id
    )
    select g.id, g.name, g.min_select, g.max_select, g.pricing,
           coalesce(sum(o.quantity), 0)::integer as units,
           coalesce(case g.pricing
                      when 'max' then max(o.price)
                      when 'average' then round(sum(o.price * o.quantity) / nullif(sum(o.quantity), 0), 2)
                      else sum(o.price * o.quantity) end, 0) as price,
           coalesce(jsonb_agg(jsonb_build_object('option_id', o.id, 'group', g.name, 'pricing', g.pricing,
                                                 'name', o.name, 'price', o.price, 'quantity', o.quantity)
                              order by o.sort_order, o.name) filter (where o.id is not null), '[]'::jsonb) as snapshot
      from public.product_option_groups pog
      join public.option_groups g on g.id = pog.group_id
      left join priced o on o.group_id = g.id
     where pog.product_id = price_line_options.product_id
     group by g.id, g.name, g.min_select, g.max_select, g.pricing, pog.sort_order
     order by pog.sort_order, g.name
  loop
    if v_group.units < v_group.min_select then
      perform private.refuse('option_required',
        format('Escolha %s em "%s" para %s.',
               case when v_group.min_select = 1 then 'uma opção' else v_group.min_select || ' opções' end,
               v_group.name, price_line_options.product_name));
    end if;
    if v_group.units > v_group.max_select then
      perform private.refuse('option_limit',
        format('Em "%s" escolha no máximo %s %s.', v_group.name, v_group.max_select,
               case when v_group.max_select = 1 then 'opção' else 'opções' end));
    end if;
    v_extra := v_extra + v_group.price;
    v_snapshot := v_snapshot || v_group.snapshot;
  end loop;

  return jsonb_build_object('extra', v_extra, 'options', v_snapshot);
end;
$$;

revoke all on function private.price_line_options(product_id uuid, product_name text, chosen jsonb) from public;

-- saving a group (as the caller, as before: errors raised in place, the private helpers are not
-- theirs to call): also which group it depends on, and each option's prices per option of it ----
-- `options` elements may carry `prices: [{depends_on_option_id, price}]` (a blank cell is left out:
-- that size keeps the option's own price). the prices of the group's options are replaced.
drop function public.save_option_group(text, integer, integer, text, jsonb, uuid);

create function public.save_option_group(
  name text, min_select integer, max_select integer, pricing text, options jsonb,
  group_id uuid default null, depends_on_group_id uuid default null)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_group_id uuid := save_option_group.group_id;
  v_name text := btrim(save_option_group.name);
  v_option jsonb;
  v_price jsonb;
  v_position bigint;
  v_option_id uuid;
  v_kept uuid[] := '{}';
begin
  perform private.require_role(array['owner'], 'Apenas a equipe da loja pode alterar os complementos.');
  if coalesce(v_name, '') = '' then
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'Informe o nome do grupo.';
  end if;
  if coalesce(save_option_group.min_select, -1) < 0
     or coalesce(save_option_group.max_select, 0) < greatest(1, save_option_group.min_select) then
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'O máximo de escolhas deve ser pelo menos 1 e não menor que o mínimo.';
  end if;
  if coalesce(save_option_group.pricing, '') not in ('sum', 'max', 'average') then
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'A forma de cobrar o grupo é inválida.';
  end if;
  if save_option_group.options is null or jsonb_typeof(save_option_group.options) <> 'array'
     or jsonb_array_length(save_option_group.options) > 50 then
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'As opções do grupo são inválidas.';
  end if;
  for v_option in select e.value from jsonb_array_elements(save_option_group.options) e loop
    if jsonb_typeof(v_option) <> 'object'
       or coalesce(jsonb_typeof(v_option -> 'name'), '') <> 'string'
       or coalesce(btrim(v_option ->> 'name'), '') = ''
       or coalesce(jsonb_typeof(v_option -> 'price'), '') <> 'number'
       or coalesce(jsonb_typeof(v_option -> 'max_quantity'), 'null') not in ('number', 'null')
       or coalesce(jsonb_typeof(v_option -> 'is_available'), 'null') not in ('boolean', 'null')
       or coalesce(jsonb_typeof(v_option -> 'id'), 'null') not in ('string', 'null')
       or (jsonb_typeof(v_option -> 'id') = 'string' and (v_option ->> 'id') !~ uuid_pattern)
       or coalesce(jsonb_typeof(v_option -> 'prices'), 'null') not in ('array', 'null')
       or jsonb_array_length(coalesce(v_option -> 'prices', '[]'::jsonb)) > 50 then
      raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'As opções do grupo são inválidas.';
    end if;
    for v_price in select e.value from jsonb_array_elements(coalesce(v_option -> 'prices', '[]'::jsonb)) e loop
      if jsonb_typeof(v_price) <> 'object'
         or coalesce(jsonb_typeof(v_price -> 'depends_on_option_id'), '') <> 'string'
         or (v_price ->> 'depends_on_option_id') !~ uuid_pattern
         or coalesce(jsonb_typeof(v_price -> 'price'), '') <> 'number'
         or (v_price ->> 'price')::numeric < 0 or (v_price ->> 'price')::numeric >= 100000 then
        raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'Os preços por tamanho são inválidos.';
      end if;
    end loop;
  end loop;
  if save_option_group.depends_on_group_id is not null
     and (save_option_group.depends_on_group_id = v_group_id
          or not exists (select 1 from public.option_groups g where g.id = save_option_group.depends_on_group_id)) then
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'O grupo de que os preços dependem não existe mais.';
  end if;

  if v_group_id is null then
    insert into public.option_groups (name, min_select, max_select, pricing, depends_on_group_id, sort_order)
    values (v_name, save_option_group.min_select, save_option_group.max_select, save_option_group.pricing,
            save_option_group.depends_on_group_id,
            (select coalesce(max(g.sort_order), 0) + 1 from public.option_groups g))
    returning id into v_group_id;
  else
    update public.option_groups g
       set name = v_name,
           min_select = save_option_group.min_select,
           max_select = save_option_group.max_select,
           pricing = save_option_group.pricing,
           depends_on_group_id = save_option_group.depends_on_group_id
     where g.id = v_group_id;
    if not found then
      raise exception using errcode = 'P0001', detail = 'not_found',
      message = 'Este grupo de complementos não existe mais. Atualize a página.';
    end if;
  end if;

  -- options in the order sent; an id of this group updates that option, anything else is new.
  for v_option, v_position in
    select e.value, e.position
      from jsonb_array_elements(save_option_group.options) with ordinality as e(value, position)
  loop
    v_option_id := null;
    if jsonb_typeof(v_option -> 'id') = 'string' then
      update public.options o
         set name = btrim(v_option ->> 'name'),
             price = (v_option ->> 'price')::numeric,
             max_quantity = coalesce((v_option ->> 'max_quantity')::numeric::integer, 1),
             is_available = coalesce((v_option ->> 'is_available')::boolean, true),
             sort_order = v_position
       where o.id = (v_option ->> 'id')::uuid and o.group_id = v_group_id
      returning o.id into v_option_id;
    end if;
    if v_option_id is null then
      insert into public.options (group_id, name, price, max_quantity, is_available, sort_order)
      values (v_group_id, btrim(v_option ->> 'name'), (v_option ->> 'price')::numeric,
              coalesce((v_option ->> 'max_quantity')::numeric::integer, 1),
              coalesce((v_option ->> 'is_available')::boolean, true), v_position)
      returning id into v_option_id;
    end if;
    v_kept := v_kept || v_option_id;

    -- this option's prices per option of the group it depends on (the trigger refuses any other).
    delete from public.option_prices p where p.option_id = v_option_id;
    if jsonb_array_length(coalesce(v_option -> 'prices', '[]'::jsonb)) > 0 then
      if save_option_group.depends_on_group_id is null then
        raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'Escolha de qual grupo os preços dependem antes de preencher a tabela.';
      end if;
      insert into public.option_prices (option_id, depends_on_option_id, price)
      select v_option_id, (e.value ->> 'depends_on_option_id')::uuid, max((e.value ->> 'price')::numeric)
        from jsonb_array_elements(v_option -> 'prices') e
       group by 2;
    end if;
  end loop;

  delete from public.options o where o.group_id = v_group_id and o.id <> all (v_kept);
  return v_group_id;
end;
$$;

comment on function public.save_option_group(text, integer, integer, text, jsonb, uuid, uuid) is
  'Owner: creates (group_id null) or changes an option group, which group its prices depend on, and replaces its options and their prices per option of that group, in one transaction; returns the group id.';

revoke all on function public.save_option_group(text, integer, integer, text, jsonb, uuid, uuid) from public;
grant execute on function public.save_option_group(text, integer, integer, text, jsonb, uuid, uuid)
  to anon, authenticated, service_role;
