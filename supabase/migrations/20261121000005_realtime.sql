-- comanda: realtime.
-- the admin panel subscribes to postgres_changes on orders and products. realtime delivers a
-- change only to subscribers allowed to select the row, so anon sees product changes for
-- available products and never sees orders. one table per statement keeps each ddl event small.

alter publication supabase_realtime add table public.orders;
alter publication supabase_realtime add table public.products;
