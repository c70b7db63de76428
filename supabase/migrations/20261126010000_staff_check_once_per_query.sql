-- comanda: the staff check runs once per query, not once per row.
-- a policy written `using (public.is_staff())` calls the function for every row it looks at, and
-- each call parses the request's jwt claims again: counting 20,000 orders for the orders page's
-- pager took 80 ms of the database's time where 2 ms will do. wrapped in a scalar subquery,
-- `(select public.is_staff())`, postgresql evaluates it once per statement (an initplan) and the
-- rows are only filtered by its answer. same rules, same policies: only their expressions change.
-- new policies that ask for staff are written this way too (tests/rls-matrix.test.ts checks).

-- public.company_settings
alter policy "staff can create company settings" on public.company_settings
  with check ((select public.is_staff()));
alter policy "staff can update company settings" on public.company_settings
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- public.delivery_zones
alter policy "authenticated can read delivery zones" on public.delivery_zones
  using (is_active or (select public.is_staff()));
alter policy "staff can add delivery zones" on public.delivery_zones
  with check ((select public.is_staff()));
alter policy "staff can change delivery zones" on public.delivery_zones
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff can remove delivery zones" on public.delivery_zones
  using ((select public.is_staff()));

-- public.opening_hours
alter policy "staff can add opening hours" on public.opening_hours
  with check ((select public.is_staff()));
alter policy "staff can change opening hours" on public.opening_hours
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff can remove opening hours" on public.opening_hours
  using ((select public.is_staff()));

-- public.option_groups
alter policy "staff can add option groups" on public.option_groups
  with check ((select public.is_staff()));
alter policy "staff can change option groups" on public.option_groups
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff can remove option groups" on public.option_groups
  using ((select public.is_staff()));

-- public.options
alter policy "staff can add options" on public.options
  with check ((select public.is_staff()));
alter policy "staff can change options" on public.options
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff can remove options" on public.options
  using ((select public.is_staff()));

-- public.order_events
alter policy "staff can read order events" on public.order_events
  using ((select public.is_staff()));

-- public.orders
alter policy "staff can read orders" on public.orders
  using ((select public.is_staff()));
alter policy "staff can update orders" on public.orders
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- public.product_option_groups
alter policy "staff can link option groups" on public.product_option_groups
  with check ((select public.is_staff()));
alter policy "staff can reorder option groups" on public.product_option_groups
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
alter policy "staff can unlink option groups" on public.product_option_groups
  using ((select public.is_staff()));

-- public.products
alter policy "authenticated can read available products, staff all" on public.products
  using (is_available or (select public.is_staff()));
alter policy "staff can create products" on public.products
  with check ((select public.is_staff()));
alter policy "staff can delete products" on public.products
  using ((select public.is_staff()));
alter policy "staff can update products" on public.products
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- public.promo_codes
alter policy "staff can create promo codes" on public.promo_codes
  with check ((select public.is_staff()));
alter policy "staff can delete promo codes" on public.promo_codes
  using ((select public.is_staff()));
alter policy "staff can read promo codes" on public.promo_codes
  using ((select public.is_staff()));
alter policy "staff can update promo codes" on public.promo_codes
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- storage.objects
alter policy "staff can delete shop images" on storage.objects
  using ((bucket_id = any (array['product-images', 'company-assets'])) and (select public.is_staff()));
alter policy "staff can read shop images" on storage.objects
  using ((bucket_id = any (array['product-images', 'company-assets'])) and (select public.is_staff()));
alter policy "staff can update shop images" on storage.objects
  using ((bucket_id = any (array['product-images', 'company-assets'])) and (select public.is_staff()))
  with check ((bucket_id = any (array['product-images', 'company-assets'])) and (select public.is_staff()));
alter policy "staff can upload shop images" on storage.objects
  with check ((bucket_id = any (array['product-images', 'company-assets'])) and (select public.is_staff()));
