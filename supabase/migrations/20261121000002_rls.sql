-- comanda: row level security policies.
-- one policy per operation and per role. anon is the customer on the storefront; authenticated
-- is the shop's admin (sign-ups are disabled, so every signed-in user is staff). a role with no
-- policy for an operation is refused it, and the table privileges in the _schema migration
-- refuse most of those before rls is even consulted.

-- products -----------------------------------------------------------------------------------
create policy "anon can read available products"
  on public.products for select
  to anon
  using (is_available);

create policy "authenticated can read products"
  on public.products for select
  to authenticated
  using (true);

create policy "authenticated can create products"
  on public.products for insert
  to authenticated
  with check (true);

create policy "authenticated can update products"
  on public.products for update
  to authenticated
  using (true)
  with check (true);

create policy "authenticated can delete products"
  on public.products for delete
  to authenticated
  using (true);

-- orders -------------------------------------------------------------------------------------
-- anon: no policy at all (orders hold customers' names, phones and addresses).
-- insert happens only inside public.place_order; nobody deletes orders.
create policy "authenticated can read orders"
  on public.orders for select
  to authenticated
  using (true);

create policy "authenticated can update orders"
  on public.orders for update
  to authenticated
  using (true)
  with check (true);

-- company_settings ---------------------------------------------------------------------------
create policy "anon can read company settings"
  on public.company_settings for select
  to anon
  using (true);

create policy "authenticated can read company settings"
  on public.company_settings for select
  to authenticated
  using (true);

create policy "authenticated can create company settings"
  on public.company_settings for insert
  to authenticated
  with check (true);

create policy "authenticated can update company settings"
  on public.company_settings for update
  to authenticated
  using (true)
  with check (true);

-- promo_codes --------------------------------------------------------------------------------
-- anon: no policy; codes are checked and used through public.check_promo_code and place_order.
create policy "authenticated can read promo codes"
  on public.promo_codes for select
  to authenticated
  using (true);

create policy "authenticated can create promo codes"
  on public.promo_codes for insert
  to authenticated
  with check (true);

create policy "authenticated can update promo codes"
  on public.promo_codes for update
  to authenticated
  using (true)
  with check (true);

create policy "authenticated can delete promo codes"
  on public.promo_codes for delete
  to authenticated
  using (true);
