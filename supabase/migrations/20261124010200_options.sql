-- comanda: complementos — option groups, their options, and which products use them.
-- a group (e.g. "Adicionais", "Tamanho", "Sabores") can serve many products. min_select and
-- max_select bound the units a customer chooses in it; pricing 'sum' adds each chosen option's
-- price × quantity, 'max' charges only the dearest (pizza meio a meio). the menu reads everything,
-- unavailable options included (shown as esgotado); only staff write. place_order enforces and
-- prices the choices.

create table public.option_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  min_select integer not null default 0 check (min_select between 0 and 50),
  max_select integer not null default 1 check (max_select between 1 and 50),
  pricing text not null default 'sum' check (pricing in ('sum', 'max')),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint option_groups_max_covers_min check (max_select >= min_select)
);

comment on table public.option_groups is
  'Complementos groups: customers choose between min_select and max_select units; pricing sum or max (meio a meio).';

create table public.options (
  id uuid primary key default gen_random_uuid(),
  group_id uuid not null references public.option_groups (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  price numeric(10, 2) not null default 0 check (price >= 0),
  max_quantity integer not null default 1 check (max_quantity between 1 and 50),
  is_available boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.options is 'The choices of an option group, each with its price and how many of it one item may take.';

create index options_group_id_idx on public.options (group_id, sort_order);

create table public.product_option_groups (
  product_id uuid not null references public.products (id) on delete cascade,
  group_id uuid not null references public.option_groups (id) on delete cascade,
  sort_order integer not null default 0,
  primary key (product_id, group_id)
);

comment on table public.product_option_groups is 'Which option groups a product offers, in order.';

create index product_option_groups_group_id_idx on public.product_option_groups (group_id);

create trigger option_groups_set_updated_at
  before update on public.option_groups
  for each row execute function public.set_updated_at();

create trigger options_set_updated_at
  before update on public.options
  for each row execute function public.set_updated_at();

-- privileges and policies: anon and staff read, staff write ----------------------------------
alter table public.option_groups enable row level security;
alter table public.options enable row level security;
alter table public.product_option_groups enable row level security;

revoke all on public.option_groups, public.options, public.product_option_groups from anon, authenticated;
grant select on public.option_groups, public.options, public.product_option_groups to anon, authenticated;
grant insert, update, delete on public.option_groups, public.options, public.product_option_groups to authenticated;

create policy "anyone can read option groups"
  on public.option_groups for select
  to anon
  using (true);

create policy "authenticated can read option groups"
  on public.option_groups for select
  to authenticated
  using (true);

create policy "staff can add option groups"
  on public.option_groups for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can change option groups"
  on public.option_groups for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "staff can remove option groups"
  on public.option_groups for delete
  to authenticated
  using (public.is_staff());

create policy "anyone can read options"
  on public.options for select
  to anon
  using (true);

create policy "authenticated can read options"
  on public.options for select
  to authenticated
  using (true);

create policy "staff can add options"
  on public.options for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can change options"
  on public.options for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "staff can remove options"
  on public.options for delete
  to authenticated
  using (public.is_staff());

create policy "anyone can read product option groups"
  on public.product_option_groups for select
  to anon
  using (true);

create policy "authenticated can read product option groups"
  on public.product_option_groups for select
  to authenticated
  using (true);

create policy "staff can link option groups"
  on public.product_option_groups for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can reorder option groups"
  on public.product_option_groups for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "staff can unlink option groups"
  on public.product_option_groups for delete
  to authenticated
  using (public.is_staff());

-- realtime: an option marked esgotado greys out on open menus at once ------------------------
alter publication supabase_realtime add table public.options;
