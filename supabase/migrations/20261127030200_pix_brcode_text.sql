-- comanda: what a pix br code can carry. the code's fields (merchant name 59, city 60, the key in
-- 26) are emv text: the central bank's manual limits them to its alphanumeric-special set, and
-- readers count each field's length in bytes. an e-mail key with an accent gave a code whose
-- lengths were wrong, and a name of emojis left nothing to put in field 59, so the storefront
-- showed no pix code at all. now name and city must be printable ascii once accents are folded
-- (the code carries the folded form: "São Paulo" → "Sao Paulo"), and an e-mail key ascii only.

-- the text as the code carries it: accents taken off (nfkd splits "ã" into "a" and a mark).
create function private.pix_text(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(normalize(p_value, nfkd), '[\u0300-\u036f]', '', 'g');
$$;

-- a name or city a code can carry: 1 to max characters, printable ascii once accents are folded.
create function private.valid_pix_text(p_value text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select char_length(p_value) between 1 and p_max
     and btrim(p_value) <> ''
     and private.pix_text(p_value) ~ '^[ -~]+$';
$$;

-- as before, with an e-mail key in printable ascii (no space) only.
create or replace function private.valid_pix_key(key_type text, key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case key_type
    when 'cpf' then key ~ '^[0-9]{11}$' and private.valid_cpf(key)
    when 'cnpj' then key ~ '^[0-9]{14}$' and private.valid_cnpj(key)
    when 'email' then char_length(key) <= 77 and key ~ '^[!-~]+$' and key ~ '^[^@]+@[^@]+\.[^@]+$'
    when 'phone' then key ~ '^\+55[1-9][0-9](9[0-9]{8}|[2-8][0-9]{7})$'
    when 'random' then key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    else false
  end;
$$;

revoke execute on function private.pix_text(text), private.valid_pix_text(text, integer) from public;
-- check constraints run their functions as the user who writes the row (staff, service role).
grant execute on function private.pix_text(text), private.valid_pix_text(text, integer)
  to authenticated, service_role;

-- settings saved before: an e-mail key outside ascii made a code no bank app reads, so it goes
-- (the owner sees no key and types it again); a name or city keeps what the code already carried.
update public.company_settings
   set pix_key = null, pix_key_type = null
 where pix_key_type = 'email' and not private.valid_pix_key(pix_key_type, pix_key);

update public.company_settings
   set pix_merchant_name = nullif(btrim(regexp_replace(private.pix_text(pix_merchant_name), '[^ -~]', '', 'g')), '')
 where pix_merchant_name is not null and not private.valid_pix_text(pix_merchant_name, 25);

update public.company_settings
   set pix_merchant_city = nullif(btrim(regexp_replace(private.pix_text(pix_merchant_city), '[^ -~]', '', 'g')), '')
 where pix_merchant_city is not null and not private.valid_pix_text(pix_merchant_city, 15);

-- the same constraint names, which the panel maps to its fields.
alter table public.company_settings
  drop constraint company_settings_pix_merchant_name_check,
  drop constraint company_settings_pix_merchant_city_check,
  add constraint company_settings_pix_merchant_name_check
    check (pix_merchant_name is null or private.valid_pix_text(pix_merchant_name, 25)),
  add constraint company_settings_pix_merchant_city_check
    check (pix_merchant_city is null or private.valid_pix_text(pix_merchant_city, 15));
