-- comanda: the api roles keep only the table privileges they use. postgresql 17 added the maintain
-- privilege (vacuum, analyze, reindex, cluster, lock table), and the grants of 20261121000001 were
-- written as revokes from "all", so anon and authenticated kept maintain on products and
-- company_settings, and authenticated on promo_codes. nothing in the api issues those commands,
-- but nothing needs them either. postgresql 15 and 16 (older hosted projects) have no such
-- privilege, hence the version check.
do $$
begin
  if current_setting('server_version_num')::integer >= 170000 then
    execute 'revoke maintain on all tables in schema public from anon, authenticated';
  end if;
end;
$$;
