-- comanda: storage buckets for product images and the company logo.
-- both buckets are public (anyone may download an object by its url), accept only images up to
-- 5 mb, and only authenticated staff may upload, replace or delete objects in them.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('product-images', 'product-images', true, 5242880,
    '{image/png,image/jpeg,image/webp,image/gif,image/svg+xml}'),
  ('company-assets', 'company-assets', true, 5242880,
    '{image/png,image/jpeg,image/webp,image/gif,image/svg+xml}')
on conflict do nothing;

create policy "anon can read shop images"
  on storage.objects for select
  to anon
  using (bucket_id in ('product-images', 'company-assets'));

create policy "authenticated can read shop images"
  on storage.objects for select
  to authenticated
  using (bucket_id in ('product-images', 'company-assets'));

create policy "authenticated can upload shop images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('product-images', 'company-assets'));

create policy "authenticated can update shop images"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('product-images', 'company-assets'))
  with check (bucket_id in ('product-images', 'company-assets'));

create policy "authenticated can delete shop images"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('product-images', 'company-assets'));
