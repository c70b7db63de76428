-- comanda: the admin changes the username on the server.
-- the username is the account e-mail <username>@admin.comanda.local. a user-initiated e-mail change
-- through supabase auth mails a confirmation link on hosted projects, and that address receives no
-- mail, so the change never completed there. this function makes it directly, for staff only, once
-- the current password checks out (the same bcrypt hash supabase auth keeps).

create function public.change_admin_username(new_username text, current_password text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_username text := lower(private.trim_text(change_admin_username.new_username));
  v_email text;
  v_user auth.users;
  v_hash text;
begin
  if not public.is_staff() or auth.uid() is null then
    raise exception using errcode = '42501', detail = 'not_staff',
      message = 'Apenas a equipe da loja pode mudar o nome de usuário.';
  end if;
  if v_username is null or v_username !~ '^[a-z0-9._-]{3,40}$' then
    raise exception using errcode = 'P0001', detail = 'invalid_username',
      message = 'Use de 3 a 40 letras minúsculas, números, ponto, hífen ou sublinhado.';
  end if;
  v_email := v_username || '@admin.comanda.local';

  select u.* into v_user from auth.users u where u.id = auth.uid() for update;
  -- bcrypt's $2b$ and $2y$ hashes are $2a$ hashes under another name (pgcrypto knows only $2a$).
  v_hash := regexp_replace(coalesce(v_user.encrypted_password, ''), '^\$2[by]\$', '$2a$');
  if v_hash = '' or extensions.crypt(coalesce(change_admin_username.current_password, ''), v_hash) <> v_hash then
    raise exception using errcode = 'P0001', detail = 'wrong_password', message = 'Senha atual incorreta.';
  end if;
  if lower(v_user.email) = v_email then
    raise exception using errcode = 'P0001', detail = 'username_unchanged',
      message = 'Este já é o seu nome de usuário.';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = v_email and u.id <> v_user.id) then
    raise exception using errcode = 'P0001', detail = 'username_taken',
      message = 'Este nome de usuário já está em uso.';
  end if;

  update auth.users u
     set email = v_email,
         raw_user_meta_data = coalesce(u.raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('username', v_username),
         updated_at = now()
   where u.id = v_user.id;
  -- hosted supabase also keeps the e-mail in the password identity (absent on the local stack).
  if to_regclass('auth.identities') is not null then
    execute 'update auth.identities set identity_data = identity_data || jsonb_build_object(''email'', $1::text), updated_at = now()
              where user_id = $2 and provider = ''email'''
      using v_email, v_user.id;
  end if;
  return v_username;
end;
$$;

comment on function public.change_admin_username(text, text) is
  'Staff only: changes the username (the account e-mail) once the current password checks out.';

revoke execute on function public.change_admin_username(text, text) from public, anon;
grant execute on function public.change_admin_username(text, text) to authenticated;
