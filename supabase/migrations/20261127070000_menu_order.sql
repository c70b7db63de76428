-- comanda: the owner sets the menu's order.
-- categories have no table of their own (a category exists because products use it), so their
-- order is a list of names in company_settings.category_order, public like the rest of that row;
-- categories not listed follow in alphabetical order. products keep their place inside a category
-- in sort_order. is_featured puts a product in the storefront's "destaques" at the top of the menu.
-- both reorder rpcs are staff only and run as the caller, so the tables' policies apply as well.

alter table public.company_settings
  add column category_order text[] not null default '{}'
    constraint company_settings_category_order_size check (cardinality(category_order) <= 200);

comment on column public.company_settings.category_order is
  'The menu''s categories in the owner''s order; categories not listed follow alphabetically.';

alter table public.products
  add column is_featured boolean not null default false;

comment on column public.products.is_featured is
  'Shown again in the storefront''s "Destaques" section at the top of the menu.';

-- reorder_categories -------------------------------------------------------------------------
create function public.reorder_categories(names text[])
returns text[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_names text[];
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff reorder the menu';
  end if;
  -- trimmed, blanks dropped, each name once (the first place it is given wins).
  select coalesce(array_agg(n.name order by n.position), '{}')
    into v_names
    from (
      select distinct on (pg_catalog.lower(pg_catalog.btrim(u.name)))
             pg_catalog.btrim(u.name) as name, u.position
        from unnest(reorder_categories.names) with ordinality as u(name, position)
       where pg_catalog.btrim(coalesce(u.name, '')) <> ''
       order by pg_catalog.lower(pg_catalog.btrim(u.name)), u.position
    ) n;
  if cardinality(v_names) > 200 or exists (select 1 from unnest(v_names) n where pg_catalog.char_length(n) > 60) then
    raise exception using errcode = 'P0001', message = 'Lista de categorias inválida.',
      detail = 'invalid_category_order';
  end if;
  update public.company_settings s set category_order = v_names where s.id = 1;
  return v_names;
end;
$$;

comment on function public.reorder_categories(text[]) is
  'Staff: the menu''s categories in this order (names trimmed, each once); returns the list saved.';

revoke execute on function public.reorder_categories(text[]) from public;
grant execute on function public.reorder_categories(text[]) to authenticated, service_role;

-- reorder_products ---------------------------------------------------------------------------
create function public.reorder_products(ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff reorder the menu';
  end if;
  update public.products p
     set sort_order = o.position::integer
    from unnest(reorder_products.ids) with ordinality as o(id, position)
   where p.id = o.id
     and p.sort_order is distinct from o.position::integer;
end;
$$;

comment on function public.reorder_products(uuid[]) is
  'Staff: these products in this order (sort_order 1, 2, …); products not listed keep theirs.';

revoke execute on function public.reorder_products(uuid[]) from public;
grant execute on function public.reorder_products(uuid[]) to authenticated, service_role;
