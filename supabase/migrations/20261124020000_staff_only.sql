-- comanda: staff is a claim, not a sign-in.
-- the first version let every authenticated user act as staff ("sign-ups are disabled"). on
-- hosted supabase, anonymous sign-ins, an oauth provider or sign-ups would then give any visitor
-- the panel's rights. now every staff policy asks public.is_staff() (app_metadata.role = admin,
-- set only with the service role); any other signed-in user sees what a customer sees.

-- products: others read what anon reads ------------------------------------------------------
drop policy "authenticated can read products" on public.products;
drop policy "authenticated can create products" on public.products;
drop policy "authenticated can update products" on public.products;
drop policy "authenticated can delete products" on public.products;

create policy "authenticated can read available products, staff all"
  on public.products for select
  to authenticated
  using (is_available or public.is_staff());

create policy "staff can create products"
  on public.products for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can update products"
  on public.products for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "staff can delete products"
  on public.products for delete
  to authenticated
  using (public.is_staff());

-- orders: customers' names, phones and addresses are staff's only ----------------------------
drop policy "authenticated can read orders" on public.orders;
drop policy "authenticated can update orders" on public.orders;

create policy "staff can read orders"
  on public.orders for select
  to authenticated
  using (public.is_staff());

create policy "staff can update orders"
  on public.orders for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- company_settings: public facts, written by staff ------------------------------------------
drop policy "authenticated can create company settings" on public.company_settings;
drop policy "authenticated can update company settings" on public.company_settings;

create policy "staff can create company settings"
  on public.company_settings for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can update company settings"
  on public.company_settings for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- promo_codes: staff only ---------------------------------------------------------------------
drop policy "authenticated can read promo codes" on public.promo_codes;
drop policy "authenticated can create promo codes" on public.promo_codes;
drop policy "authenticated can update promo codes" on public.promo_codes;
drop policy "authenticated can delete promo codes" on public.promo_codes;

create policy "staff can read promo codes"
  on public.promo_codes for select
  to authenticated
  using (public.is_staff());

create policy "staff can create promo codes"
  on public.promo_codes for insert
  to authenticated
  with check (public.is_staff());

create policy "staff can update promo codes"
  on public.promo_codes for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "staff can delete promo codes"
  on public.promo_codes for delete
  to authenticated
  using (public.is_staff());

-- storage: public buckets serve downloads without any policy; nobody but staff lists or writes -
drop policy "anon can read shop images" on storage.objects;
drop policy "authenticated can read shop images" on storage.objects;
drop policy "authenticated can upload shop images" on storage.objects;
drop policy "authenticated can update shop images" on storage.objects;
drop policy "authenticated can delete shop images" on storage.objects;

create policy "staff can read shop images"
  on storage.objects for select
  to authenticated
  using (bucket_id in ('product-images', 'company-assets') and public.is_staff());

create policy "staff can upload shop images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('product-images', 'company-assets') and public.is_staff());

create policy "staff can update shop images"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('product-images', 'company-assets') and public.is_staff())
  with check (bucket_id in ('product-images', 'company-assets') and public.is_staff());

create policy "staff can delete shop images"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('product-images', 'company-assets') and public.is_staff());
