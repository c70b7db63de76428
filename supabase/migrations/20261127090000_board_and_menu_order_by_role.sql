-- comanda: the menu's order and the orders board by role. reorder_categories and reorder_products
-- (20261127070000) are the owner's, like the rest of the menu; search_orders and
-- get_today_summary (20261127070100) are the counter's (owner, attendant): the search answers
-- customers' names and phones, which the kitchen and the drivers never read. a member whose role
-- lacks the right gets forbidden (42501, http 403); anyone outside the team not_staff.

CREATE OR REPLACE FUNCTION public.reorder_categories(names text[])
 RETURNS text[]
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_names text[];
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode ordenar o cardápio.');
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
$function$;

CREATE OR REPLACE FUNCTION public.reorder_products(ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode ordenar o cardápio.');
  update public.products p
     set sort_order = o.position::integer
    from unnest(reorder_products.ids) with ordinality as o(id, position)
   where p.id = o.id
     and p.sort_order is distinct from o.position::integer;
end;
$function$;

CREATE OR REPLACE FUNCTION public.search_orders(p_query text DEFAULT NULL::text, p_statuses text[] DEFAULT NULL::text[], p_from date DEFAULT NULL::date, p_to date DEFAULT NULL::date, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_query text := nullif(pg_catalog.btrim(coalesce(p_query, '')), '');
  v_digits text;
  v_pattern text;
  -- days of the shop's calendar: a night past midnight in são paulo is not utc's next day.
  v_tz text := coalesce(
    (select s.timezone from public.company_settings s where s.id = 1), 'America/Sao_Paulo');
  v_from timestamptz := p_from::timestamp at time zone v_tz;
  v_to timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_limit integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 100000);
  -- one definition of a match, for the count and for the page ($1 … $6 below).
  v_where constant text := '
    ($1 is null or o.status = any ($1))
    and ($2 is null or o.created_at >= $2)
    and ($3 is null or o.created_at < $3)
    and ($4 is null or o.customer_name ilike $4)
    and ($5 is null or o.order_number = $5
         or pg_catalog.regexp_replace(o.customer_phone, ''\D'', '''', ''g'') like $6)';
  v_total bigint;
  v_orders jsonb;
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe da loja pode buscar pedidos.');
  if pg_catalog.char_length(v_query) > 100 then
    raise exception using errcode = 'P0001', message = 'A busca pode ter até 100 caracteres.',
      detail = 'invalid_search';
  end if;
  if v_query ~ '^[0-9\s().+#-]+$' then
    -- a number: the order's, or digits anywhere in the customer's phone.
    v_digits := pg_catalog.regexp_replace(v_query, '\D', '', 'g');
  elsif v_query is not null then
    -- a name: like's wildcards typed by someone are searched for as themselves.
    v_pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
      v_query, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  execute 'select count(*) from public.orders o where ' || v_where
     into v_total
    using p_statuses, v_from, v_to, v_pattern, v_digits, '%' || v_digits || '%';

  execute 'select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id), ''[]'')
             from (select o.* from public.orders o where ' || v_where || '
                    order by o.created_at desc, o.id limit $7 offset $8) p'
     into v_orders
    using p_statuses, v_from, v_to, v_pattern, v_digits, '%' || v_digits || '%', v_limit, v_offset;

  return jsonb_build_object('total', v_total, 'orders', v_orders);
end;
$function$;

CREATE OR REPLACE FUNCTION public.get_today_summary()
 RETURNS public.today_summary
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_tz text := coalesce(
    (select s.timezone from public.company_settings s where s.id = 1), 'America/Sao_Paulo');
  v_day date := (pg_catalog.now() at time zone v_tz)::date;
  v_result public.today_summary;
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe da loja pode ver os números do dia.');
  select v_day,
         count(*) filter (where o.status not in ('pending', 'cancelled')),
         coalesce(sum(o.total_amount) filter (where o.status not in ('pending', 'cancelled')), 0),
         coalesce(round(avg(o.total_amount) filter (where o.status not in ('pending', 'cancelled')), 2), 0),
         count(*) filter (where o.status = 'pending'),
         count(*) filter (where o.status = 'cancelled')
    into v_result
    from public.orders o
   where o.created_at >= v_day::timestamp at time zone v_tz
     and o.created_at < (v_day + 1)::timestamp at time zone v_tz;
  return v_result;
end;
$function$;
