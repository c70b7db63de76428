-- comanda: the owner edits complementos in one step each.
-- save_option_group writes a group and its whole list of options at once (new ones added, the
-- ones left out removed, in the order sent); set_product_option_groups sets which groups a product
-- offers, in order. each is one transaction, so an open menu never sees a half-saved group. both
-- run as the caller (security invoker): the tables' staff-only policies still apply, and anyone
-- else is refused first with a clear message.

create function public.save_option_group(
  name text,
  min_select integer,
  max_select integer,
  pricing text,
  options jsonb,
  group_id uuid default null
)
returns uuid
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_group_id uuid := save_option_group.group_id;
  v_name text := btrim(save_option_group.name);
  v_option jsonb;
  v_position bigint;
  v_option_id uuid;
  v_kept uuid[] := '{}';
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', detail = 'not_staff',
      message = 'Apenas a equipe da loja pode alterar os complementos.';
  end if;
  if coalesce(v_name, '') = '' then
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'Informe o nome do grupo.';
  end if;
  if coalesce(save_option_group.min_select, -1) < 0
     or coalesce(save_option_group.max_select, 0) < greatest(1, save_option_group.min_select) then
    raise exception using errcode = 'P0001', detail = 'invalid_option_group',
      message = 'O máximo de escolhas deve ser pelo menos 1 e não menor que o mínimo.';
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
       or (jsonb_typeof(v_option -> 'id') = 'string' and (v_option ->> 'id') !~ uuid_pattern) then
      raise exception using errcode = 'P0001', detail = 'invalid_option_group',
        message = 'As opções do grupo são inválidas.';
    end if;
  end loop;

  if v_group_id is null then
    insert into public.option_groups (name, min_select, max_select, pricing, sort_order)
    values (v_name, save_option_group.min_select, save_option_group.max_select, save_option_group.pricing,
            (select coalesce(max(g.sort_order), 0) + 1 from public.option_groups g))
    returning id into v_group_id;
  else
    update public.option_groups g
       set name = v_name,
           min_select = save_option_group.min_select,
           max_select = save_option_group.max_select,
           pricing = save_option_group.pricing
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
  end loop;

  delete from public.options o where o.group_id = v_group_id and o.id <> all (v_kept);
  return v_group_id;
end;
$$;

comment on function public.save_option_group(text, integer, integer, text, jsonb, uuid) is
  'Staff: creates (group_id null) or changes an option group and replaces its options, in order, in one transaction; returns the group id.';

create function public.set_product_option_groups(product_id uuid, group_ids uuid[])
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_ids uuid[] := coalesce(set_product_option_groups.group_ids, '{}');
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', detail = 'not_staff',
      message = 'Apenas a equipe da loja pode alterar os complementos.';
  end if;
  if not exists (select 1 from public.products p where p.id = set_product_option_groups.product_id) then
    raise exception using errcode = 'P0001', detail = 'not_found',
      message = 'Produto não encontrado. Atualize a página.';
  end if;
  if (select count(*) from public.option_groups g where g.id = any (v_ids))
     <> (select count(distinct u.id) from unnest(v_ids) as u(id)) then
    raise exception using errcode = 'P0001', detail = 'not_found',
      message = 'Um dos grupos de complementos não existe mais. Atualize a página.';
  end if;

  delete from public.product_option_groups l
   where l.product_id = set_product_option_groups.product_id
     and l.group_id <> all (v_ids);
  insert into public.product_option_groups (product_id, group_id, sort_order)
  select set_product_option_groups.product_id, u.id, min(u.position)
    from unnest(v_ids) with ordinality as u(id, position)
   group by u.id
  on conflict on constraint product_option_groups_pkey
  do update set sort_order = excluded.sort_order;
end;
$$;

comment on function public.set_product_option_groups(uuid, uuid[]) is
  'Staff: the option groups a product offers, in order (groups left out are unlinked), in one transaction.';

revoke execute on function public.save_option_group(text, integer, integer, text, jsonb, uuid) from public;
revoke execute on function public.set_product_option_groups(uuid, uuid[]) from public;
grant execute on function public.save_option_group(text, integer, integer, text, jsonb, uuid)
  to authenticated, service_role;
grant execute on function public.set_product_option_groups(uuid, uuid[]) to authenticated, service_role;
