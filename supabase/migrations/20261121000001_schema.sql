-- comanda: tables of the public schema.
-- products (the menu), orders (written only through public.place_order), company_settings (one
-- row of public shop facts) and promo_codes. row level security is enabled here on every table;
-- the policies live in the _rls migration. privileges are narrowed explicitly because supabase's
-- default privileges grant everything on new public tables to anon and authenticated.

-- updated_at ---------------------------------------------------------------------------------
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

comment on function public.set_updated_at() is 'Trigger: keeps updated_at at the time of the last change.';

revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- products -----------------------------------------------------------------------------------
create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 3 and 120),
  description text check (char_length(description) <= 1000),
  price numeric(10, 2) not null check (price > 0),
  image_url text check (char_length(image_url) <= 2048),
  category text not null default 'Geral' check (char_length(btrim(category)) between 2 and 60),
  is_available boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.products is 'The shop''s products. Customers see only the available ones.';

create index products_category_sort_order_idx on public.products (category, sort_order, name);

create trigger products_set_updated_at
  before update on public.products
  for each row execute function public.set_updated_at();

alter table public.products enable row level security;

revoke truncate, references, trigger on public.products from anon, authenticated;
revoke insert, update, delete on public.products from anon;

-- orders -------------------------------------------------------------------------------------
create sequence public.order_number_seq as bigint start with 1001 minvalue 1001;

revoke all on sequence public.order_number_seq from anon, authenticated;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null
    default (nextval('public.order_number_seq'))::text
    constraint orders_order_number_key unique
    check (order_number ~ '^[0-9]+$'),
  customer_name text not null check (char_length(customer_name) <= 120),
  customer_phone text not null check (char_length(customer_phone) <= 30),
  customer_address text not null check (char_length(customer_address) <= 300),
  items jsonb not null default '[]'::jsonb
    check (jsonb_typeof(items) = 'array')
    constraint orders_items_are_objects
    check (not jsonb_path_exists(items, 'strict $[*] ? (@.type() != "object")', '{}', true)),
  subtotal numeric(10, 2) not null default 0 check (subtotal >= 0),
  delivery_fee numeric(10, 2) not null default 0 check (delivery_fee >= 0),
  discount numeric(10, 2) not null default 0 check (discount >= 0),
  total_amount numeric(10, 2) not null default 0 check (total_amount >= 0),
  payment_method text not null default 'cash'
    check (payment_method in ('pix', 'cash', 'credit', 'debit')),
  notes text check (char_length(notes) <= 500),
  promo_code text check (char_length(promo_code) <= 40),
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'delivered', 'cancelled')),
  idempotency_key uuid constraint orders_idempotency_key_key unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.orders is
  'Customer orders. Created only by public.place_order; staff read them and change status and payment method.';
comment on column public.orders.items is
  'Array of {product_id, name, price, quantity, notes?}; name and price copied from products when ordered.';

alter sequence public.order_number_seq owned by public.orders.order_number;

create index orders_created_at_idx on public.orders (created_at desc);
create index orders_status_created_at_idx on public.orders (status, created_at desc);

create trigger orders_set_updated_at
  before update on public.orders
  for each row execute function public.set_updated_at();

alter table public.orders enable row level security;

-- customers never touch orders directly: they place them and read their status through rpcs.
revoke all on public.orders from anon;
revoke all on public.orders from authenticated;
grant select on public.orders to authenticated;
grant update (status, payment_method) on public.orders to authenticated;

-- company_settings ---------------------------------------------------------------------------
create table public.company_settings (
  id smallint primary key default 1 check (id = 1),
  whatsapp_number text not null check (char_length(whatsapp_number) <= 30),
  company_name text not null default 'Delivery Rápido' check (char_length(company_name) <= 120),
  company_address text check (char_length(company_address) <= 300),
  company_phone text check (char_length(company_phone) <= 30),
  logo_url text check (char_length(logo_url) <= 2048),
  delivery_fee numeric(10, 2) not null default 0 check (delivery_fee >= 0),
  minimum_order numeric(10, 2) not null default 0 check (minimum_order >= 0),
  business_address jsonb check (business_address is null or jsonb_typeof(business_address) = 'object'),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  delivery_radius_km numeric(6, 2) not null default 5 check (delivery_radius_km >= 0),
  estimated_time text not null default '30-45' check (char_length(estimated_time) <= 30),
  accepted_payment_methods text[] not null default '{pix,cash,credit,debit}'
    check (
      cardinality(accepted_payment_methods) >= 1
      and accepted_payment_methods <@ array['pix', 'cash', 'credit', 'debit']
    ),
  default_payment_method text not null default 'cash'
    check (default_payment_method in ('pix', 'cash', 'credit', 'debit')),
  theme text not null default 'purple'
    check (theme in ('purple', 'blue', 'green', 'red', 'orange', 'teal', 'pink', 'dark')),
  public_menu_url text check (char_length(public_menu_url) <= 2048),
  timezone text not null default 'America/Sao_Paulo',
  updated_at timestamptz not null default now()
);

comment on table public.company_settings is
  'The single row of shop settings. Everything here is public: the storefront reads it anonymously.';
comment on column public.company_settings.business_address is
  '{street, number, neighborhood, city, state, postal_code, complement}';

-- an unknown time zone would break the dashboard's "today": refuse it when it is saved.
create function public.validate_company_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.now() at time zone new.timezone;
  return new;
end;
$$;

comment on function public.validate_company_settings() is 'Trigger: rejects an unknown time zone name.';

revoke execute on function public.validate_company_settings() from public, anon, authenticated;

create trigger company_settings_validate
  before insert or update of timezone on public.company_settings
  for each row execute function public.validate_company_settings();

create trigger company_settings_set_updated_at
  before update on public.company_settings
  for each row execute function public.set_updated_at();

alter table public.company_settings enable row level security;

revoke truncate, references, trigger on public.company_settings from anon, authenticated;
revoke insert, update, delete on public.company_settings from anon;
revoke delete on public.company_settings from authenticated;

-- promo_codes --------------------------------------------------------------------------------
create table public.promo_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint promo_codes_code_key unique
    check (
      char_length(code) between 1 and 40
      and code = upper(code)
      and code = btrim(code)
    ),
  discount numeric(10, 2) not null check (discount > 0),
  type text not null check (type in ('percentage', 'fixed')),
  expires_at timestamptz,
  max_uses integer not null default 0 check (max_uses >= 0),
  current_uses integer not null default 0 check (current_uses >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint promo_codes_percentage_range check (type <> 'percentage' or discount between 1 and 100)
);

comment on table public.promo_codes is
  'Promo codes. max_uses 0 means unlimited. Customers check and use them only through rpcs.';

create trigger promo_codes_set_updated_at
  before update on public.promo_codes
  for each row execute function public.set_updated_at();

alter table public.promo_codes enable row level security;

revoke all on public.promo_codes from anon;
revoke truncate, references, trigger on public.promo_codes from authenticated;
