-- comanda: a team instead of one shared password. every account of the shop is a row of
-- public.staff with a role: owner (everything; the only one who manages the team, settings,
-- prices and promo codes), attendant (orders and their status), kitchen (the kitchen queue) and
-- driver (only the orders assigned to them). an active row is the authority: deactivating or
-- demoting takes effect on the caller's next request, whatever its token says. the admin accounts
-- of existing shops (app_metadata.role = admin) become owners, and an account created later with
-- that claim (npm run create-admin, the local seed) becomes an owner too.
-- a role's missing right is 42501 (http 403) with detail 'forbidden'; a caller who is not staff at
-- all keeps 'not_staff'.

create table public.staff (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null constraint staff_display_name_check check (char_length(btrim(display_name)) between 1 and 60),
  role text not null constraint staff_role_check check (role in ('owner', 'attendant', 'kitchen', 'driver')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null
);

comment on table public.staff is
  'The shop''s team: one row per account, its role and whether it is active. Changed only through the team RPCs (owner).';

alter table public.staff enable row level security;
revoke all on public.staff from anon, authenticated;
grant select on public.staff to authenticated;

-- the caller's role, or null: no active row, or an account still on the default password
create function public.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.role
    from public.staff s
   where s.user_id = auth.uid() and s.is_active and not private.has_default_password();
$$;

comment on function public.staff_role() is
  'The caller''s role in the shop''s team (owner, attendant, kitchen, driver), or null when the caller is not active staff.';

create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.staff_role() is not null;
$$;

comment on function public.is_staff() is
  'Whether the caller is active staff of any role (and not on the default password).';

revoke execute on function public.staff_role() from public;
grant execute on function public.staff_role() to anon, authenticated, service_role;

create policy "staff can read the team" on public.staff
  for select to authenticated
  using ((select public.is_staff()));

-- pt-br names of the roles, for messages
create function private.role_label(role text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case role when 'owner' then 'Dono' when 'attendant' then 'Atendente'
                   when 'kitchen' then 'Cozinha' when 'driver' then 'Entregador' else role end;
$$;

-- refuses a caller whose role is not one of roles: not_staff for anyone outside the team (with the
-- rpc's own message), forbidden for a member whose role lacks the right
create function private.require_role(roles text[], not_staff_message text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text := public.staff_role();
begin
  if v_role is null then
    raise exception using errcode = '42501', detail = 'not_staff', message = not_staff_message;
  end if;
  if not (v_role = any (roles)) then
    raise exception using errcode = '42501', detail = 'forbidden',
      message = format('Sua função na equipe (%s) não permite esta ação.', private.role_label(v_role));
  end if;
  return v_role;
end;
$$;

-- owners from the admin claim: today's admins, and any account given the claim later
insert into public.staff (user_id, display_name, role)
select u.id, coalesce(nullif(u.raw_user_meta_data ->> 'username', ''), split_part(u.email, '@', 1), 'Dono'), 'owner'
  from auth.users u
 where u.raw_app_meta_data ->> 'role' = 'admin'
on conflict do nothing;

create function private.admin_claim_makes_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.raw_app_meta_data ->> 'role' = 'admin' then
    insert into public.staff (user_id, display_name, role)
    values (new.id, coalesce(nullif(new.raw_user_meta_data ->> 'username', ''), split_part(new.email, '@', 1), 'Dono'), 'owner')
    on conflict do nothing;
  end if;
  return null;
end;
$$;

create trigger admin_claim_makes_owner
  after insert or update of raw_app_meta_data on auth.users
  for each row execute function private.admin_claim_makes_owner();

revoke execute on function private.role_label(text) from public;
revoke execute on function private.require_role(text[], text) from public;
-- the owner's older rpcs run as their caller (security invoker) and ask it too
grant execute on function private.require_role(text[], text) to authenticated;
revoke execute on function private.admin_claim_makes_owner() from public;

-- who may do what on the tables ---------------------------------------------------------------
-- public.company_settings: the owner changes it
drop policy "staff can create company settings" on public.company_settings;
create policy "staff can create company settings" on public.company_settings
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can update company settings" on public.company_settings;
create policy "staff can update company settings" on public.company_settings
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

-- public.delivery_zones: the owner changes it
drop policy "staff can add delivery zones" on public.delivery_zones;
create policy "staff can add delivery zones" on public.delivery_zones
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can change delivery zones" on public.delivery_zones;
create policy "staff can change delivery zones" on public.delivery_zones
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can remove delivery zones" on public.delivery_zones;
create policy "staff can remove delivery zones" on public.delivery_zones
  for delete to authenticated
  using ((select public.staff_role()) = 'owner');

-- public.opening_hours: the owner changes it
drop policy "staff can add opening hours" on public.opening_hours;
create policy "staff can add opening hours" on public.opening_hours
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can change opening hours" on public.opening_hours;
create policy "staff can change opening hours" on public.opening_hours
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can remove opening hours" on public.opening_hours;
create policy "staff can remove opening hours" on public.opening_hours
  for delete to authenticated
  using ((select public.staff_role()) = 'owner');

-- public.option_groups: the owner changes it
drop policy "staff can add option groups" on public.option_groups;
create policy "staff can add option groups" on public.option_groups
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can change option groups" on public.option_groups;
create policy "staff can change option groups" on public.option_groups
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can remove option groups" on public.option_groups;
create policy "staff can remove option groups" on public.option_groups
  for delete to authenticated
  using ((select public.staff_role()) = 'owner');

-- public.options: the owner changes it
drop policy "staff can add options" on public.options;
create policy "staff can add options" on public.options
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can change options" on public.options;
create policy "staff can change options" on public.options
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can remove options" on public.options;
create policy "staff can remove options" on public.options
  for delete to authenticated
  using ((select public.staff_role()) = 'owner');

-- public.product_option_groups: the owner changes it
drop policy "staff can link option groups" on public.product_option_groups;
create policy "staff can link option groups" on public.product_option_groups
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can reorder option groups" on public.product_option_groups;
create policy "staff can reorder option groups" on public.product_option_groups
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can unlink option groups" on public.product_option_groups;
create policy "staff can unlink option groups" on public.product_option_groups
  for delete to authenticated
  using ((select public.staff_role()) = 'owner');

-- public.products: the owner changes it
drop policy "staff can create products" on public.products;
create policy "staff can create products" on public.products
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can delete products" on public.products;
create policy "staff can delete products" on public.products
  for delete to authenticated
  using ((select public.staff_role()) = 'owner');

drop policy "staff can update products" on public.products;
create policy "staff can update products" on public.products
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

-- public.promo_codes: the owner changes it
drop policy "staff can create promo codes" on public.promo_codes;
create policy "staff can create promo codes" on public.promo_codes
  for insert to authenticated
  with check ((select public.staff_role()) = 'owner');

drop policy "staff can delete promo codes" on public.promo_codes;
create policy "staff can delete promo codes" on public.promo_codes
  for delete to authenticated
  using ((select public.staff_role()) = 'owner');

drop policy "staff can read promo codes" on public.promo_codes;
create policy "staff can read promo codes" on public.promo_codes
  for select to authenticated
  using ((select public.staff_role()) = 'owner');

drop policy "staff can update promo codes" on public.promo_codes;
create policy "staff can update promo codes" on public.promo_codes
  for update to authenticated
  using ((select public.staff_role()) = 'owner')
  with check ((select public.staff_role()) = 'owner');

-- orders: the counter (owner, attendant) reads and updates every order; a driver reads the
-- orders assigned to them; the kitchen reads none (get_kitchen_queue gives it what it needs)
alter table public.orders add column driver_id uuid references auth.users (id) on delete set null;

create index orders_driver_id_idx on public.orders (driver_id, created_at desc) where driver_id is not null;

drop policy "staff can read orders" on public.orders;
create policy "staff can read orders" on public.orders
  for select to authenticated
  using ((select public.staff_role()) = any (array['owner', 'attendant']) or (driver_id = (select auth.uid()) and (select public.staff_role()) = 'driver'));

drop policy "staff can update orders" on public.orders;
create policy "staff can update orders" on public.orders
  for update to authenticated
  using ((select public.staff_role()) = any (array['owner', 'attendant']))
  with check ((select public.staff_role()) = any (array['owner', 'attendant']));

drop policy "staff can read order events" on public.order_events;
create policy "staff can read order events" on public.order_events
  for select to authenticated
  using ((select public.staff_role()) = any (array['owner', 'attendant']) or exists (select 1 from public.orders o where o.id = order_id and o.driver_id = (select auth.uid()) and (select public.staff_role()) = 'driver'));

-- storage: the owner changes the shop's images; every member reads them
drop policy "staff can delete shop images" on storage.objects;
create policy "staff can delete shop images" on storage.objects
  for delete to authenticated
  using (bucket_id = any (array['product-images', 'company-assets']) and (select public.staff_role()) = 'owner');

drop policy "staff can update shop images" on storage.objects;
create policy "staff can update shop images" on storage.objects
  for update to authenticated
  using (bucket_id = any (array['product-images', 'company-assets']) and (select public.staff_role()) = 'owner')
  with check (bucket_id = any (array['product-images', 'company-assets']) and (select public.staff_role()) = 'owner');

drop policy "staff can upload shop images" on storage.objects;
create policy "staff can upload shop images" on storage.objects
  for insert to authenticated
  with check (bucket_id = any (array['product-images', 'company-assets']) and (select public.staff_role()) = 'owner');

-- the owner's rpcs -------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION public.reorder_delivery_zones(ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode reordenar as zonas de entrega.');
  update public.delivery_zones z
     set sort_order = o.position::integer
    from unnest(reorder_delivery_zones.ids) with ordinality as o(id, position)
   where z.id = o.id
     and z.sort_order is distinct from o.position::integer;
end;
$function$;

CREATE OR REPLACE FUNCTION public.save_option_group(name text, min_select integer, max_select integer, pricing text, options jsonb, group_id uuid DEFAULT NULL::uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_group_id uuid := save_option_group.group_id;
  v_name text := btrim(save_option_group.name);
  v_option jsonb;
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
$function$;

CREATE OR REPLACE FUNCTION public.set_opening_hours(intervals jsonb, timezone text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  time_pattern constant text := '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$';
  v_interval jsonb;
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode mudar o horário de funcionamento.');
  if intervals is null or jsonb_typeof(intervals) <> 'array' or jsonb_array_length(intervals) > 70 then
    raise exception using errcode = 'P0001', detail = 'invalid_hours',
      message = 'Os horários de funcionamento são inválidos.';
  end if;
  for v_interval in select e.value from jsonb_array_elements(intervals) e loop
    if jsonb_typeof(v_interval) <> 'object'
       or coalesce(jsonb_typeof(v_interval -> 'weekday'), '') <> 'number'
       or (v_interval ->> 'weekday') !~ '^[0-6]$'
       or coalesce(jsonb_typeof(v_interval -> 'opens_at'), '') <> 'string'
       or coalesce(jsonb_typeof(v_interval -> 'closes_at'), '') <> 'string'
       or (v_interval ->> 'opens_at') !~ time_pattern
       or (v_interval ->> 'closes_at') !~ time_pattern then
      raise exception using errcode = 'P0001', detail = 'invalid_hours',
        message = 'Os horários de funcionamento são inválidos.';
    end if;
  end loop;

  if set_opening_hours.timezone is not null then
    if not exists (select 1 from pg_catalog.pg_timezone_names t where t.name = set_opening_hours.timezone) then
      raise exception using errcode = 'P0001', detail = 'invalid_timezone',
        message = 'Fuso horário desconhecido.';
    end if;
    update public.company_settings s set timezone = set_opening_hours.timezone where s.id = 1;
  end if;

  delete from public.opening_hours h where h.id is not null;
  insert into public.opening_hours (weekday, opens_at, closes_at)
  select (e.value ->> 'weekday')::smallint, (e.value ->> 'opens_at')::time, (e.value ->> 'closes_at')::time
    from jsonb_array_elements(intervals) e;
end;
$function$;

CREATE OR REPLACE FUNCTION public.set_product_option_groups(product_id uuid, group_ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_ids uuid[] := coalesce(set_product_option_groups.group_ids, '{}');
begin
  perform private.require_role(array['owner'], 'Apenas a equipe da loja pode alterar os complementos.');
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
$function$;
-- who did it ----------------------------------------------------------------------------------
-- every change of an order names its author: the account and its name at that moment
alter table public.order_events rename column actor to actor_id;
alter table public.order_events add column actor_name text;

comment on column public.order_events.actor_id is 'The account that made the change; null for the customer or the shop''s automation.';
comment on column public.order_events.actor_name is 'The author''s display name when the change was made (a snapshot: renaming a member keeps the history).';

update public.order_events e
   set actor_name = s.display_name
  from public.staff s
 where s.user_id = e.actor_id and e.actor_name is null;

create function private.staff_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.display_name from public.staff s where s.user_id = auth.uid();
$$;

revoke execute on function private.staff_name() from public;

-- the team's own history: who added, changed, deactivated or reset whom
create table public.staff_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  action text not null constraint staff_events_action_check check (action in ('created', 'updated', 'password_reset')),
  details jsonb not null default '{}'::jsonb,
  actor_id uuid references auth.users (id) on delete set null,
  actor_name text,
  created_at timestamptz not null default now()
);

comment on table public.staff_events is 'Changes to the team: who created, changed or reset which account, and when.';

create index staff_events_user_id_idx on public.staff_events (user_id, created_at desc);

alter table public.staff_events enable row level security;
revoke all on public.staff_events from anon, authenticated;
grant select on public.staff_events to authenticated;

create policy "the owner reads the team's history" on public.staff_events
  for select to authenticated
  using ((select public.staff_role()) = 'owner');

create function private.record_staff_event(user_id uuid, action text, details jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.staff_events (user_id, action, details, actor_id, actor_name)
  values (record_staff_event.user_id, record_staff_event.action, record_staff_event.details,
          auth.uid(), private.staff_name());
$$;

revoke execute on function private.record_staff_event(uuid, text, jsonb) from public;

-- the team's rpcs (owner) -------------------------------------------------------------------------
create function private.check_staff_fields(display_name text, role text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(char_length(private.trim_text(display_name)), 0) not between 1 and 60 then
    perform private.refuse('invalid_display_name', 'Informe o nome da pessoa (até 60 caracteres).');
  end if;
  if role is null or role not in ('owner', 'attendant', 'kitchen', 'driver') then
    perform private.refuse('invalid_role', 'Função inválida. Escolha Dono, Atendente, Cozinha ou Entregador.');
  end if;
end;
$$;

create function private.check_new_password(password text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if password is null or char_length(password) < 8 then
    perform private.refuse('weak_password', 'A senha deve ter pelo menos 8 caracteres.');
  end if;
  if char_length(password) > 72 then
    perform private.refuse('weak_password', 'A senha pode ter no máximo 72 caracteres.');
  end if;
end;
$$;

-- ends every session of an account (refresh tokens die with them), on the local stack and hosted
create function private.end_sessions(user_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from auth.sessions s where s.user_id = end_sessions.user_id;
end;
$$;

-- a new account: the same e-mail shape the panel signs in with (<username>@admin.comanda.local),
-- a bcrypt hash as supabase auth keeps it; on hosted supabase also the columns and the password
-- identity gotrue reads (absent on the local stack, which needs only auth.users)
create function private.create_auth_user(username text, password text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := gen_random_uuid();
  v_email text := username || '@admin.comanda.local';
begin
  insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
  values (v_id, 'authenticated', 'authenticated', v_email,
          extensions.crypt(password, extensions.gen_salt('bf', 10)), now(),
          '{"provider": "email", "providers": ["email"]}', jsonb_build_object('username', username), now(), now());
  if exists (select 1 from information_schema.columns c
              where c.table_schema = 'auth' and c.table_name = 'users' and c.column_name = 'confirmation_token') then
    -- gotrue reads these as strings: empty, never null
    execute 'update auth.users set instance_id = ''00000000-0000-0000-0000-000000000000'', confirmation_token = '''',
             recovery_token = '''', email_change_token_new = '''', email_change = '''' where id = $1' using v_id;
  end if;
  if to_regclass('auth.identities') is not null then
    execute 'insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
             values ($1::text, $1, jsonb_build_object(''sub'', $1::text, ''email'', $2::text, ''email_verified'', true), ''email'', now(), now(), now())'
      using v_id, v_email;
  end if;
  return v_id;
end;
$$;

revoke execute on function private.check_staff_fields(text, text) from public;
revoke execute on function private.check_new_password(text) from public;
revoke execute on function private.end_sessions(uuid) from public;
revoke execute on function private.create_auth_user(text, text) from public;

create function public.create_staff_member(username text, display_name text, role text, password text)
returns public.staff
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_username text := lower(private.trim_text(create_staff_member.username));
  v_member public.staff;
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode cadastrar a equipe.');
  if v_username is null or v_username !~ '^[a-z0-9._-]{3,40}$' then
    perform private.refuse('invalid_username', 'Use de 3 a 40 letras minúsculas, números, ponto, hífen ou sublinhado.');
  end if;
  perform private.check_staff_fields(create_staff_member.display_name, create_staff_member.role);
  perform private.check_new_password(create_staff_member.password);
  -- usernames are unique whatever their case: the e-mail is stored lower-case
  perform pg_advisory_xact_lock(hashtextextended('staff:username:' || v_username, 0));
  if exists (select 1 from auth.users u where lower(u.email) = v_username || '@admin.comanda.local') then
    perform private.refuse('username_taken', 'Este nome de usuário já está em uso.');
  end if;
  insert into public.staff (user_id, display_name, role, created_by)
  values (private.create_auth_user(v_username, create_staff_member.password),
          private.trim_text(create_staff_member.display_name), create_staff_member.role, auth.uid())
  returning * into v_member;
  perform private.record_staff_event(v_member.user_id, 'created',
    jsonb_build_object('username', v_username, 'display_name', v_member.display_name, 'role', v_member.role));
  return v_member;
end;
$$;

create function public.update_staff_member(user_id uuid, display_name text, role text, is_active boolean)
returns public.staff
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before public.staff;
  v_member public.staff;
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode alterar a equipe.');
  perform private.check_staff_fields(update_staff_member.display_name, update_staff_member.role);
  if update_staff_member.is_active is null then
    perform private.refuse('invalid_argument', 'Informe se a conta está ativa.');
  end if;
  -- one change of the owners at a time, so two owners demoting each other leave one
  perform pg_advisory_xact_lock(hashtextextended('staff:owners', 0));
  select s.* into v_before from public.staff s where s.user_id = update_staff_member.user_id for update;
  if v_before.user_id is null then
    perform private.refuse('staff_not_found', 'Pessoa não encontrada na equipe.');
  end if;
  if v_before.role = 'owner' and v_before.is_active
     and (update_staff_member.role <> 'owner' or not update_staff_member.is_active)
     and not exists (select 1 from public.staff s
                      where s.role = 'owner' and s.is_active and s.user_id <> v_before.user_id) then
    perform private.refuse('last_owner', 'A loja precisa de pelo menos um dono ativo. Cadastre outro dono antes.');
  end if;
  update public.staff s
     set display_name = private.trim_text(update_staff_member.display_name),
         role = update_staff_member.role,
         is_active = update_staff_member.is_active
   where s.user_id = v_before.user_id
  returning * into v_member;
  if v_before.is_active and not v_member.is_active then
    perform private.end_sessions(v_member.user_id);
  end if;
  perform private.record_staff_event(v_member.user_id, 'updated', jsonb_build_object(
    'before', jsonb_build_object('display_name', v_before.display_name, 'role', v_before.role, 'is_active', v_before.is_active),
    'after', jsonb_build_object('display_name', v_member.display_name, 'role', v_member.role, 'is_active', v_member.is_active)));
  return v_member;
end;
$$;

create function public.reset_staff_password(user_id uuid, password text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode redefinir senhas.');
  perform private.check_new_password(reset_staff_password.password);
  if not exists (select 1 from public.staff s where s.user_id = reset_staff_password.user_id) then
    perform private.refuse('staff_not_found', 'Pessoa não encontrada na equipe.');
  end if;
  update auth.users u
     set encrypted_password = extensions.crypt(reset_staff_password.password, extensions.gen_salt('bf', 10)),
         updated_at = now()
   where u.id = reset_staff_password.user_id;
  perform private.end_sessions(reset_staff_password.user_id);
  perform private.record_staff_event(reset_staff_password.user_id, 'password_reset', '{}'::jsonb);
end;
$$;

comment on function public.create_staff_member(text, text, text, text) is 'Owner: adds a member of the team with a username, a name, a role and an initial password.';
comment on function public.update_staff_member(uuid, text, text, boolean) is 'Owner: renames, changes the role of, deactivates or reactivates a member; the last active owner stays (last_owner).';
comment on function public.reset_staff_password(uuid, text) is 'Owner: gives a member a new password and ends their sessions.';

revoke execute on function public.create_staff_member(text, text, text, text) from public, anon;
revoke execute on function public.update_staff_member(uuid, text, text, boolean) from public, anon;
revoke execute on function public.reset_staff_password(uuid, text) from public, anon;
grant execute on function public.create_staff_member(text, text, text, text) to authenticated, service_role;
grant execute on function public.update_staff_member(uuid, text, text, boolean) to authenticated, service_role;
grant execute on function public.reset_staff_password(uuid, text) to authenticated, service_role;

-- orders by role ------------------------------------------------------------------------------
-- the counter moves any order; a driver only takes their own orders out and delivers them
create or replace function public.set_order_status(order_id uuid, status text, reason text default null)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_role text;
  v_status text := lower(private.trim_text(set_order_status.status));
  v_reason text := nullif(private.trim_text(set_order_status.reason), '');
begin
  v_role := private.require_role(array['owner', 'attendant', 'driver'],
    'Apenas a equipe da loja pode mudar o status de um pedido.');
  if v_status is null or v_status not in ('processing', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'cancelled') then
    perform private.refuse('invalid_status', case when v_status = 'pending' then 'Um pedido não pode voltar para Aguardando.'
                                                  else 'Status de pedido inválido.' end);
  end if;
  if char_length(v_reason) > 300 then
    perform private.refuse('text_too_long', 'O motivo é longo demais.');
  end if;
  if v_status = 'cancelled' and v_reason is null then
    perform private.refuse('reason_required', 'Informe o motivo do cancelamento.');
  end if;

  select o.* into v_order from public.orders o where o.id = set_order_status.order_id for update;
  if v_order.id is null or (v_role = 'driver' and v_order.driver_id is distinct from auth.uid()) then
    perform private.refuse('order_not_found', 'Pedido não encontrado.');
  end if;
  if v_role = 'driver' and v_status not in ('out_for_delivery', 'delivered') then
    raise exception using errcode = '42501', detail = 'forbidden',
      message = 'Entregadores só marcam a saída e a entrega dos seus pedidos.';
  end if;
  if v_order.status = v_status then
    perform private.refuse('status_unchanged', 'O pedido já está com este status.');
  end if;
  if (v_status = 'out_for_delivery' and v_order.fulfillment = 'pickup')
     or (v_status = 'ready_for_pickup' and v_order.fulfillment = 'delivery') then
    perform private.refuse('status_not_allowed', case when v_status = 'out_for_delivery' then 'Um pedido para retirada não sai para entrega.'
                                                      else 'Um pedido para entrega não fica pronto para retirada.' end);
  end if;

  update public.orders o
     set status = v_status,
         cancel_reason = case when v_status = 'cancelled' then v_reason end
   where o.id = v_order.id
  returning * into v_order;
  insert into public.order_events (order_id, status, reason, actor_id, actor_name)
  values (v_order.id, v_status, v_reason, auth.uid(), private.staff_name());
  return v_order;
end;
$$;

-- the counter gives a delivery to a driver (or takes it back with null)
create function public.assign_driver(order_id uuid, driver_id uuid)
returns public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe da loja pode escolher o entregador.');
  if assign_driver.driver_id is not null and not exists (
       select 1 from public.staff s where s.user_id = assign_driver.driver_id and s.role = 'driver' and s.is_active) then
    perform private.refuse('invalid_driver', 'Escolha um entregador ativo da equipe.');
  end if;
  select o.* into v_order from public.orders o where o.id = assign_driver.order_id for update;
  if v_order.id is null then
    perform private.refuse('order_not_found', 'Pedido não encontrado.');
  end if;
  if v_order.fulfillment <> 'delivery' then
    perform private.refuse('status_not_allowed', 'Só pedidos para entrega têm entregador.');
  end if;
  if v_order.status in ('delivered', 'cancelled') then
    perform private.refuse('order_closed', 'Este pedido já foi encerrado.');
  end if;
  update public.orders o set driver_id = assign_driver.driver_id where o.id = v_order.id returning * into v_order;
  return v_order;
end;
$$;

-- what a driver owes and is owed for one business day: deliveries, their fees, the cash collected
create function public.get_driver_settlement(driver_id uuid, day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text;
  v_tz text;
begin
  v_role := private.require_role(array['owner', 'driver'], 'Apenas a equipe da loja pode ver o acerto.');
  if v_role = 'driver' and get_driver_settlement.driver_id is distinct from auth.uid() then
    raise exception using errcode = '42501', detail = 'forbidden', message = 'Cada entregador vê só o próprio acerto.';
  end if;
  if get_driver_settlement.day is null or get_driver_settlement.day not between current_date - 3660 and current_date + 1 then
    perform private.refuse('invalid_argument', 'Data inválida.');
  end if;
  select coalesce(s.timezone, 'America/Sao_Paulo') into v_tz from public.company_settings s where s.id = 1;
  return (
    select jsonb_build_object(
      'driver_id', get_driver_settlement.driver_id,
      'day', get_driver_settlement.day,
      'deliveries', count(*),
      'fees', coalesce(sum(o.delivery_fee), 0),
      'cash_collected', coalesce(sum(o.total_amount) filter (where o.payment_method = 'cash'), 0),
      'orders', coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'order_number', o.order_number,
                  'total_amount', o.total_amount, 'delivery_fee', o.delivery_fee,
                  'payment_method', o.payment_method, 'delivered_at', e.at) order by e.at), '[]'::jsonb))
      from public.orders o
      join lateral (select max(ev.created_at) as at from public.order_events ev
                     where ev.order_id = o.id and ev.status = 'delivered') e on true
     where o.driver_id = get_driver_settlement.driver_id
       and o.status = 'delivered'
       and (e.at at time zone v_tz)::date = get_driver_settlement.day
  );
end;
$$;

-- the kitchen's queue: accepted orders with what to cook, never who or where or how much
create function public.get_kitchen_queue()
returns table (id uuid, order_number text, fulfillment text, notes text, items jsonb, created_at timestamptz, accepted_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(array['owner', 'attendant', 'kitchen'], 'Apenas a equipe da loja pode ver a fila da cozinha.');
  return query
    select o.id, o.order_number, o.fulfillment, o.notes,
           coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                       'name', l.value ->> 'name', 'quantity', (l.value ->> 'quantity')::integer,
                       'notes', l.value ->> 'notes',
                       'options', coalesce((select jsonb_agg(jsonb_build_object('group', op.value ->> 'group',
                                              'name', op.value ->> 'name', 'quantity', (op.value ->> 'quantity')::integer))
                                            from jsonb_array_elements(coalesce(l.value -> 'options', '[]'::jsonb)) op), '[]'::jsonb)))
                       order by l.position)
                       from jsonb_array_elements(o.items) with ordinality l(value, position)), '[]'::jsonb),
           o.created_at,
           (select max(e.created_at) from public.order_events e where e.order_id = o.id and e.status = 'processing')
      from public.orders o
     where o.status = 'processing'
     order by 7 nulls last, o.created_at;
end;
$$;

comment on function public.assign_driver(uuid, uuid) is 'Owner or attendant: gives a delivery to an active driver (null takes it back).';
comment on function public.get_driver_settlement(uuid, date) is 'Owner (or the driver for themselves): a business day''s deliveries, fees and cash collected by one driver.';
comment on function public.get_kitchen_queue() is 'Kitchen, attendant, owner: accepted orders with items, complementos and notes; no customer data, no amounts.';

revoke execute on function public.assign_driver(uuid, uuid) from public, anon;
revoke execute on function public.get_driver_settlement(uuid, date) from public, anon;
revoke execute on function public.get_kitchen_queue() from public, anon;
grant execute on function public.assign_driver(uuid, uuid) to authenticated, service_role;
grant execute on function public.get_driver_settlement(uuid, date) to authenticated, service_role;
grant execute on function public.get_kitchen_queue() to authenticated, service_role;
