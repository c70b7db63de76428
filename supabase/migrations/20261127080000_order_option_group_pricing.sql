-- order snapshots say how each option's group is charged ---------------------------------------
-- a kitchen reads "½ muçarela · ½ frango" only when it knows the two flavours share one pizza:
-- every option in an order's snapshot now carries its group's `pricing` ('max' = charged by the
-- dearest choice, as a half-and-half is), so receipts, messages and the order dialog can tell
-- halves from extras. the rest of price_line_options is unchanged.

-- complementos of one line -------------------------------------------------------------------
-- `chosen` is the item's options array as sent ([{option_id, quantity?}], validated for shape
-- by place_order). returns {extra: what the options add to the unit price, options: the
-- snapshot [{option_id, group, pricing, name, price, quantity}]} or raises the contract's error.
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
    select c.option_id, c.quantity, o.id as found_id, o.name, o.price, o.max_quantity, o.is_available,
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
      raise exception using errcode = 'P0001', detail = 'option_invalid',
        message = format('Um dos complementos escolhidos para %s não existe mais. Atualize o cardápio e tente novamente.',
                         price_line_options.product_name);
    end if;
    if not v_choice.is_available then
      raise exception using errcode = 'P0001', detail = 'option_unavailable',
        message = format('O complemento "%s" está esgotado no momento.', v_choice.name);
    end if;
    if v_choice.quantity > v_choice.max_quantity then
      raise exception using errcode = 'P0001', detail = 'option_limit',
        message = format('"%s" pode ser escolhido no máximo %s %s.', v_choice.name, v_choice.max_quantity,
                         case when v_choice.max_quantity = 1 then 'vez' else 'vezes' end);
    end if;
  end loop;

  -- every group the product offers: units within its bounds, priced by its rule.
  for v_group in
    select g.id, g.name, g.min_select, g.max_select, g.pricing,
           coalesce(sum(c.quantity) filter (where o.id is not null), 0)::integer as units,
           coalesce(case g.pricing when 'max' then max(o.price) else sum(o.price * c.quantity) end, 0) as price,
           coalesce(jsonb_agg(jsonb_build_object('option_id', o.id, 'group', g.name, 'pricing', g.pricing,
                                                 'name', o.name, 'price', o.price, 'quantity', c.quantity)
                              order by o.sort_order, o.name) filter (where o.id is not null), '[]'::jsonb) as snapshot
      from public.product_option_groups pog
      join public.option_groups g on g.id = pog.group_id
      left join (select (e.value ->> 'option_id')::uuid as option_id,
                        sum(coalesce((e.value ->> 'quantity')::numeric::integer, 1))::integer as quantity
                   from jsonb_array_elements(coalesce(price_line_options.chosen, '[]'::jsonb)) e
                  group by 1) c on true
      left join public.options o on o.id = c.option_id and o.group_id = g.id
     where pog.product_id = price_line_options.product_id
     group by g.id, g.name, g.min_select, g.max_select, g.pricing, pog.sort_order
     order by pog.sort_order, g.name
  loop
    if v_group.units < v_group.min_select then
      raise exception using errcode = 'P0001', detail = 'option_required',
        message = format('Escolha %s em "%s" para %s.',
                         case when v_group.min_select = 1 then 'uma opção' else v_group.min_select || ' opções' end,
                         v_group.name, price_line_options.product_name);
    end if;
    if v_group.units > v_group.max_select then
      raise exception using errcode = 'P0001', detail = 'option_limit',
        message = format('Em "%s" escolha no máximo %s %s.', v_group.name, v_group.max_select,
                         case when v_group.max_select = 1 then 'opção' else 'opções' end);
    end if;
    v_extra := v_extra + v_group.price;
    v_snapshot := v_snapshot || v_group.snapshot;
  end loop;

  return jsonb_build_object('extra', v_extra, 'options', v_snapshot);
end;
$$;
