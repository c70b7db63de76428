-- comanda: the customer list in bulk is the owner's (DESIGN.md section 11: the owner has the
-- customers' export, the attendant reads the customers). get_customers answers a screen's page (at
-- most 50 rows, for every role that may call it); export_customers (owner) gives the whole list,
-- filtered and sorted as the screen, as one json array (one value: PostgREST's row cap on hosted
-- Supabase does not cut it).

-- the matching customers, sorted; p_limit null: all of them.
create function private.customer_rows(
  p_search text,
  p_order text,
  p_inactive_days integer,
  p_limit integer,
  p_offset integer
)
returns table (
  phone_digits text,
  name text,
  phone text,
  orders bigint,
  total_spent numeric,
  average_ticket numeric,
  first_order_at timestamptz,
  last_order_at timestamptz,
  total_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_search text := nullif(pg_catalog.btrim(coalesce(p_search, '')), '');
  v_digits text;
  v_order text := coalesce(p_order, 'recent');
begin
  if v_order not in ('recent', 'frequent', 'value') then
    perform private.refuse('invalid_order', 'Ordem de clientes desconhecida.');
  end if;
  if pg_catalog.char_length(v_search) > 100 then
    perform private.refuse('search_too_long', 'A busca pode ter até 100 caracteres.');
  end if;
  v_digits := nullif(pg_catalog.regexp_replace(coalesce(v_search, ''), '\D', '', 'g'), '');
  return query
  with matching as (
    select c.* from private.report_customers c
     where (v_search is null
            or c.name ilike '%' || replace(replace(replace(v_search, '\', '\\'), '%', '\%'), '_', '\_') || '%'
            or (v_digits is not null and c.digits like '%' || v_digits || '%'))
       and (p_inactive_days is null
            or c.last_order_at < pg_catalog.now() - pg_catalog.make_interval(days => p_inactive_days))
  )
  select m.digits, m.name, m.phone, m.orders, m.total_spent, round(m.total_spent / m.orders, 2),
         m.first_order_at, m.last_order_at, count(*) over ()
    from matching m
   order by case when v_order = 'recent' then m.last_order_at end desc nulls last,
            case when v_order = 'frequent' then m.orders end desc nulls last,
            case when v_order = 'value' then m.total_spent end desc nulls last,
            m.last_order_at desc, m.digits
   limit p_limit
  offset least(greatest(coalesce(p_offset, 0), 0), 1000000);
end;
$$;
revoke all on function private.customer_rows(text, text, integer, integer, integer) from public;

-- a page of the screen: at most 50 customers (owner, attendant).
create or replace function public.get_customers(
  p_search text default null,
  p_order text default 'recent',
  p_limit integer default 50,
  p_offset integer default 0,
  p_inactive_days integer default null
)
returns table (
  phone_digits text,
  name text,
  phone text,
  orders bigint,
  total_spent numeric,
  average_ticket numeric,
  first_order_at timestamptz,
  last_order_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe da loja pode ver os clientes.');
  return query
  select * from private.customer_rows(p_search, p_order, p_inactive_days,
                                      least(greatest(coalesce(p_limit, 50), 1), 50), p_offset);
end;
$$;

-- the whole list for the CSV (owner): [{phone_digits, name, phone, orders, total_spent,
-- average_ticket, first_order_at, last_order_at}] in the screen's order.
create function public.export_customers(
  p_search text default null,
  p_order text default 'recent',
  p_inactive_days integer default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode exportar os clientes.');
  return (
    select coalesce(jsonb_agg(to_jsonb(r) - 'total_count' - 'ordinality' order by r.ordinality), '[]'::jsonb)
      from private.customer_rows(p_search, p_order, p_inactive_days, null, 0) with ordinality r
  );
end;
$$;
revoke all on function public.export_customers(text, text, integer) from public, anon;
grant execute on function public.export_customers(text, text, integer) to authenticated, service_role;
