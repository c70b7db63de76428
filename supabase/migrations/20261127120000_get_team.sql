-- comanda: the owner's list of the team. a member's username is the prefix of its e-mail in
-- auth.users (<username>@admin.comanda.local), which no client may read for other accounts, so
-- the owner gets it through this function; every other caller is refused like the other team rpcs.

create function public.get_team()
returns table (
  user_id uuid,
  username text,
  display_name text,
  role text,
  is_active boolean,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode ver a equipe.');
  return query
    select s.user_id, split_part(u.email, '@', 1), s.display_name, s.role, s.is_active, s.created_at
      from public.staff s
      join auth.users u on u.id = s.user_id
     order by s.created_at, s.user_id;
end;
$$;

comment on function public.get_team() is
  'The shop''s team with each member''s username, for the owner; forbidden for the other roles.';

revoke execute on function public.get_team() from public, anon;
grant execute on function public.get_team() to authenticated, service_role;
