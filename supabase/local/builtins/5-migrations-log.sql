-- the migrations log, the same table the supabase cli keeps.
-- part of the local stack's supabase built-ins (supabase/local/migrate.ts lists the files in
-- the order they run). idempotent: it runs on every boot.

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
