-- one bairro per delivery: the zone an order is charged for must be its address's bairro.
--
-- the checkout used to ask the bairro twice (a free text and the zone list), and the fee followed the
-- list: an address in itaim bibi went through at bela vista's fee. the checkout now asks once (the
-- zone is the bairro), and the server refuses an order whose structured address names a bairro other
-- than its zone's (`zone_mismatch`), comparing without accents, case or extra spaces. an address
-- given only as one line, or without a bairro, has nothing to compare and is not refused.
--
-- the rule is a trigger on orders, so every way an order is written or its address changed
-- (place_order, place_staff_order, an edited address) keeps it; private.delivery_terms is unchanged.
-- see docs/ordering-rules.md, "Bairro e zona".

create or replace function private.fold_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.translate(
    value,
    'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ',
    'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY')), '[[:space:]\u00a0]+', ' ', 'g'));
$$;

comment on function private.fold_text(text) is
  'Lower case without accents or extra spaces: "São  José" and "sao jose" fold alike (the checkout''s foldText).';

revoke all on function private.fold_text(text) from public;

create or replace function private.check_zone_neighborhood(delivery_zone_id uuid, address jsonb)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_bairro text;
  v_zone public.delivery_zones;
  v_named public.delivery_zones;
  v_pickup boolean;
begin
  if check_zone_neighborhood.delivery_zone_id is null
     or check_zone_neighborhood.address is null
     or jsonb_typeof(check_zone_neighborhood.address) <> 'object'
     or jsonb_typeof(check_zone_neighborhood.address -> 'neighborhood') is distinct from 'string' then
    return;
  end if;
  v_bairro := nullif(private.trim_text(check_zone_neighborhood.address ->> 'neighborhood'), '');
  select z.* into v_zone from public.delivery_zones z where z.id = check_zone_neighborhood.delivery_zone_id;
  if v_bairro is null or v_zone.id is null
     or private.fold_text(v_zone.name) = private.fold_text(v_bairro) then
    return;
  end if;
  select z.* into v_named from public.delivery_zones z
   where z.is_active and private.fold_text(z.name) = private.fold_text(v_bairro)
   order by z.sort_order, z.name
   limit 1;
  if v_named.id is not null then
    perform private.refuse('zone_mismatch', format(
      'Esse endereço fica em %s, não em %s. Escolha %s na lista de bairros para ver a taxa certa.',
      v_bairro, v_zone.name, v_named.name));
  end if;
  select s.accepts_pickup into v_pickup from public.company_settings s where s.id = 1;
  perform private.refuse('zone_mismatch', format('Não entregamos em %s. %s', v_bairro,
    case when coalesce(v_pickup, false)
      then 'Você pode retirar o pedido na loja ou falar com a loja pelo WhatsApp.'
      else 'Fale com a loja pelo WhatsApp.' end));
end;
$$;

comment on function private.check_zone_neighborhood(uuid, jsonb) is
  'Refuses (zone_mismatch) a delivery whose structured address names a bairro other than its zone''s; nothing to compare, nothing refused.';

revoke all on function private.check_zone_neighborhood(uuid, jsonb) from public;

create or replace function private.orders_zone_matches_address()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.fulfillment is distinct from 'delivery' then
    return new;
  end if;
  if tg_op = 'UPDATE'
     and new.delivery_zone_id is not distinct from old.delivery_zone_id
     and new.address is not distinct from old.address then
    return new;
  end if;
  perform private.check_zone_neighborhood(new.delivery_zone_id, new.address);
  return new;
end;
$$;

revoke all on function private.orders_zone_matches_address() from public;

create trigger orders_zone_matches_address
  before insert or update of delivery_zone_id, address on public.orders
  for each row execute function private.orders_zone_matches_address();
