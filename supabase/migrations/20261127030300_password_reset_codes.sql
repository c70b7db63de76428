-- comanda: a forgotten password, without e-mail. the admin accounts' addresses
-- (<username>@admin.comanda.local) receive no mail, so recovery goes through whoever runs the
-- shop's database: `npm run create-admin -- --reset <username>` (or, on hosted supabase,
-- `select private.issue_password_reset('<username>')` in the sql editor) prints a one-time code
-- valid for 15 minutes; /login's "Esqueci minha senha" takes the username, the code and a new
-- password (public.reset_password_with_code). only the code's hash is kept; five wrong codes
-- void it; a reset signs out every session of the account.

create table private.password_reset_codes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now()
);

comment on table private.password_reset_codes is
  'One pending password-reset code per account (sha-256 of the code), valid until expires_at.';

alter table private.password_reset_codes enable row level security;
-- no policies and no grants: only the functions below read or write it.

-- the code as typed: letters and digits only, upper case ("abcd-efgh " → "ABCDEFGH").
create function private.reset_code_digest(p_code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(upper(regexp_replace(coalesce(p_code, ''), '[^A-Za-z0-9]', '', 'g')), 'sha256'), 'hex');
$$;

-- a new code for an admin account (replacing a pending one), for the shop's operator only: it is
-- not granted to any api role. returns the code as the owner types it, e.g. 'K7QM-3XPD'.
create function private.issue_password_reset(p_username text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  -- 32 symbols, without 0/O and 1/I: 8 of them carry 40 bits.
  c_alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  v_user uuid;
  v_bytes bytea := extensions.gen_random_bytes(8);
  v_code text := '';
begin
  select u.id into v_user
    from auth.users u
   where u.email = lower(btrim(p_username)) || '@admin.comanda.local';
  if v_user is null then
    raise exception using errcode = 'P0001', detail = 'unknown_username',
      message = format('Nenhuma conta com o nome de usuário %s.', btrim(p_username));
  end if;
  for i in 0..7 loop
    v_code := v_code || substr(c_alphabet, 1 + get_byte(v_bytes, i) % 32, 1);
  end loop;
  insert into private.password_reset_codes as r (user_id, code_hash, expires_at)
  values (v_user, private.reset_code_digest(v_code), now() + interval '15 minutes')
  on conflict (user_id) do update
     set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
         failed_attempts = 0, created_at = now();
  return substr(v_code, 1, 4) || '-' || substr(v_code, 5, 4);
end;
$$;

-- sets a new password with a pending code. a wrong, expired or used code is an answer, not an
-- error ({ok: false, reason}), so that the failed attempt it counts is kept; the fifth voids the
-- code. calls are also limited per client address, as the storefront's are.
create function public.reset_password_with_code(username text, code text, new_password text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_reset private.password_reset_codes;
begin
  if new_password is null or char_length(new_password) < 8 or octet_length(new_password) > 72 then
    raise exception using errcode = 'P0001', detail = 'invalid_password',
      message = 'A nova senha deve ter de 8 a 72 caracteres.';
  end if;
  if new_password = 'admin123' then
    raise exception using errcode = 'P0001', detail = 'default_password',
      message = 'Escolha uma senha diferente da senha padrão.';
  end if;
  perform private.limit_storefront_call('password_reset', null, 10, null, interval '15 minutes');

  select u.id into v_user
    from auth.users u
   where u.email = lower(btrim(coalesce(reset_password_with_code.username, ''))) || '@admin.comanda.local';
  select r.* into v_reset from private.password_reset_codes r where r.user_id = v_user for update;

  if v_reset.user_id is null or v_reset.expires_at <= now() then
    delete from private.password_reset_codes r where r.user_id = v_user and r.expires_at <= now();
    return jsonb_build_object('ok', false, 'reason', 'invalid_reset_code',
      'message', 'Código inválido ou expirado. Gere um novo código no servidor da loja.');
  end if;
  if v_reset.code_hash <> private.reset_code_digest(reset_password_with_code.code) then
    if v_reset.failed_attempts + 1 >= 5 then
      delete from private.password_reset_codes r where r.user_id = v_user;
    else
      update private.password_reset_codes r
         set failed_attempts = r.failed_attempts + 1
       where r.user_id = v_user;
    end if;
    return jsonb_build_object('ok', false, 'reason', 'invalid_reset_code',
      'message', 'Código inválido ou expirado. Gere um novo código no servidor da loja.');
  end if;

  -- the code works once; the password trigger clears the default-password mark.
  delete from private.password_reset_codes r where r.user_id = v_user;
  update auth.users u
     set encrypted_password = extensions.crypt(new_password, extensions.gen_salt('bf', 10)),
         updated_at = now()
   where u.id = v_user;
  delete from auth.sessions s where s.user_id = v_user;
  return jsonb_build_object('ok', true);
end;
$$;

comment on function public.reset_password_with_code(text, text, text) is
  'Sets a new password with a one-time code from private.issue_password_reset; signs out every session.';

revoke execute on function private.reset_code_digest(text) from public;
revoke execute on function private.issue_password_reset(text) from public;
revoke execute on function public.reset_password_with_code(text, text, text) from public;
grant execute on function public.reset_password_with_code(text, text, text) to anon, authenticated, service_role;
