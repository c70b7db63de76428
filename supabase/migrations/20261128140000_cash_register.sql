-- comanda: the cash register (caixa). a session is opened with a float, takes deposits
-- (suprimento) and withdrawals (sangria) with a reason, and is closed by counting each payment
-- method; what was expected is worked out by the server, per method, from the payments marked paid
-- while the session was open. one session is open at a time (a partial unique index, so two
-- concurrent opens cannot both win). owner and attendant open, move and close; only the owner
-- reopens a closed session; kitchen, driver and anon get nothing. rules in docs/cash-register.md.

create table public.cash_sessions (
  id uuid primary key default gen_random_uuid(),
  opened_at timestamptz not null default now(),
  opened_by uuid references auth.users (id) on delete set null,
  opened_by_name text,
  opening_amount numeric(10,2) not null constraint cash_sessions_opening_amount_check check (opening_amount >= 0),
  closed_at timestamptz,
  closed_by uuid references auth.users (id) on delete set null,
  closed_by_name text,
  -- per payment method, fixed at closing: {cash, pix, credit, debit}
  expected jsonb,
  counted jsonb,
  -- the payments behind expected, fixed at closing: {cash: {orders, amount}, pix: …}
  payments jsonb,
  notes text constraint cash_sessions_notes_check check (char_length(notes) <= 500),
  constraint cash_sessions_closed_check check ((closed_at is null) = (expected is null)
                                               and (closed_at is null) = (counted is null)
                                               and (closed_at is null) = (payments is null))
);

comment on table public.cash_sessions is
  'Cash register sessions: opened with a float, closed with the count per payment method. Written only by the cash RPCs.';
comment on column public.cash_sessions.expected is 'At closing: what each method should hold, {cash, pix, credit, debit}; cash includes the float and the movements.';
comment on column public.cash_sessions.counted is 'At closing: what was counted per method, {cash, pix, credit, debit}.';
comment on column public.cash_sessions.payments is 'At closing: the orders paid in the session per method, {method: {orders, amount}}.';

-- one open session at a time, whatever the race
create unique index cash_sessions_one_open_idx on public.cash_sessions ((closed_at is null)) where closed_at is null;
create index cash_sessions_opened_at_idx on public.cash_sessions (opened_at desc);

create table public.cash_movements (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.cash_sessions (id) on delete cascade,
  kind text not null constraint cash_movements_kind_check check (kind in ('withdrawal', 'deposit')),
  amount numeric(10,2) not null constraint cash_movements_amount_check check (amount > 0),
  reason text not null constraint cash_movements_reason_check check (char_length(btrim(reason)) between 1 and 200),
  created_by uuid references auth.users (id) on delete set null,
  created_by_name text,
  created_at timestamptz not null default now()
);

comment on table public.cash_movements is
  'Money put into (deposit, suprimento) or taken out of (withdrawal, sangria) the open cash session, with a reason.';

create index cash_movements_session_id_idx on public.cash_movements (session_id, created_at);

create table public.cash_session_events (
  id bigint generated always as identity primary key,
  session_id uuid not null references public.cash_sessions (id) on delete cascade,
  action text not null constraint cash_session_events_action_check check (action in ('opened', 'closed', 'reopened')),
  details jsonb not null default '{}'::jsonb,
  actor_id uuid references auth.users (id) on delete set null,
  actor_name text,
  created_at timestamptz not null default now()
);

comment on table public.cash_session_events is
  'Who opened, closed and reopened each cash session, and what a reopening undid.';

create index cash_session_events_session_id_idx on public.cash_session_events (session_id, created_at);

-- the session an order's payment counts in: set when it is marked paid while a session is open
alter table public.orders add column cash_session_id uuid references public.cash_sessions (id) on delete set null;
comment on column public.orders.cash_session_id is
  'The cash session the payment counts in: the one open when it was marked paid. Set by a trigger, never by the api.';
create index orders_cash_session_id_idx on public.orders (cash_session_id) where cash_session_id is not null;

-- who may read: the owner every session; an attendant the open one and those they opened or closed;
-- kitchen, driver and anyone else nothing. nobody writes but the rpcs.
alter table public.cash_sessions enable row level security;
alter table public.cash_movements enable row level security;
alter table public.cash_session_events enable row level security;
revoke all on public.cash_sessions, public.cash_movements, public.cash_session_events from anon, authenticated;
grant select on public.cash_sessions, public.cash_movements, public.cash_session_events to authenticated;
grant all on public.cash_sessions, public.cash_movements, public.cash_session_events to service_role;

create policy "the counter reads cash sessions" on public.cash_sessions
  for select to authenticated
  using ((select public.staff_role()) = 'owner'
         or ((select public.staff_role()) = 'attendant'
             and (closed_at is null or opened_by = (select auth.uid()) or closed_by = (select auth.uid()))));

create policy "the counter reads cash movements" on public.cash_movements
  for select to authenticated
  using ((select public.staff_role()) = any (array['owner', 'attendant'])
         and exists (select 1 from public.cash_sessions s where s.id = session_id));

create policy "the counter reads cash session events" on public.cash_session_events
  for select to authenticated
  using ((select public.staff_role()) = any (array['owner', 'attendant'])
         and exists (select 1 from public.cash_sessions s where s.id = session_id));

-- helpers -----------------------------------------------------------------------------------------
-- an amount of money typed at the register: present, not negative (or positive), whole cents
create function private.check_cash_amount(amount numeric, positive boolean, message text)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
begin
  if amount is null or amount < 0 or (positive and amount = 0)
     or amount <> round(amount, 2) or amount > 9999999.99 then
    perform private.refuse('invalid_amount', message);
  end if;
  return amount;
end;
$$;

-- the open session, locked so that it cannot close under a payment or a movement being recorded
-- (close_cash_session locks it for update: a payment either commits first and is counted, or
-- finds the session closed and is not)
create function private.open_cash_session_id()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select s.id into v_id from public.cash_sessions s where s.closed_at is null for share;
  return v_id;
end;
$$;

-- the payments of a session per method: orders paid in it, not cancelled, each counted once
-- (an order belongs to one session through orders.cash_session_id). split payments, when orders
-- carry them, are split here.
create function private.cash_session_payments(session_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_object_agg(m.method, jsonb_build_object('orders', coalesce(p.orders, 0), 'amount', coalesce(p.amount, 0)))
    from unnest(array['cash', 'pix', 'credit', 'debit']) m(method)
    left join (select o.payment_method, count(*) as orders, sum(o.total_amount) as amount
                 from public.orders o
                where o.cash_session_id = cash_session_payments.session_id
                  and o.payment_status = 'paid' and o.status <> 'cancelled'
                group by o.payment_method) p on p.payment_method = m.method;
$$;

-- what each method should hold: the payments, and in cash the float plus deposits minus withdrawals
create function private.cash_session_expected(session public.cash_sessions, payments jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'cash', session.opening_amount + (payments -> 'cash' ->> 'amount')::numeric
            + coalesce((select sum(case mv.kind when 'deposit' then mv.amount else -mv.amount end)
                          from public.cash_movements mv where mv.session_id = session.id), 0),
    'pix', (payments -> 'pix' ->> 'amount')::numeric,
    'credit', (payments -> 'credit' ->> 'amount')::numeric,
    'debit', (payments -> 'debit' ->> 'amount')::numeric);
$$;

-- a count as typed: an object of the four methods (a missing one counts zero), amounts >= 0
create function private.parse_cash_count(counted jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_key text;
  v_value jsonb;
  v_amount numeric;
  v_result jsonb := '{"cash": 0, "pix": 0, "credit": 0, "debit": 0}'::jsonb;
begin
  if counted is null or jsonb_typeof(counted) <> 'object' then
    perform private.refuse('invalid_count', 'Informe o valor contado de cada forma de pagamento.');
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(counted) e loop
    if v_key not in ('cash', 'pix', 'credit', 'debit') then
      perform private.refuse('invalid_count', 'Forma de pagamento desconhecida na contagem.');
    end if;
    if jsonb_typeof(v_value) = 'null' then
      continue;
    end if;
    if jsonb_typeof(v_value) <> 'number' then
      perform private.refuse('invalid_count', 'Os valores contados devem ser números.');
    end if;
    v_amount := (v_value #>> '{}')::numeric;
    if v_amount < 0 or v_amount <> round(v_amount, 2) or v_amount > 9999999.99 then
      perform private.refuse('invalid_count', 'Os valores contados devem ser zero ou mais, em reais e centavos.');
    end if;
    v_result := v_result || jsonb_build_object(v_key, v_amount);
  end loop;
  return v_result;
end;
$$;

-- counted minus expected per method, and in total (positive: more than expected; negative: missing)
create function private.cash_difference(expected jsonb, counted jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when expected is null or counted is null then null else
    jsonb_object_agg(m.method, coalesce((counted ->> m.method)::numeric, 0) - coalesce((expected ->> m.method)::numeric, 0))
    || jsonb_build_object('total',
         (select coalesce(sum(c.value::numeric), 0) from jsonb_each_text(counted) c)
         - (select coalesce(sum(e.value::numeric), 0) from jsonb_each_text(expected) e))
  end
    from unnest(array['cash', 'pix', 'credit', 'debit']) m(method);
$$;

-- everything the register screen and the closing report show of one session
create function private.cash_session_report(session_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_session public.cash_sessions;
  v_payments jsonb;
  v_expected jsonb;
begin
  select s.* into v_session from public.cash_sessions s where s.id = cash_session_report.session_id;
  if v_session.id is null then
    return null;
  end if;
  v_payments := coalesce(v_session.payments, private.cash_session_payments(v_session.id));
  v_expected := coalesce(v_session.expected, private.cash_session_expected(v_session, v_payments));
  return jsonb_build_object(
    'id', v_session.id,
    'status', case when v_session.closed_at is null then 'open' else 'closed' end,
    'opened_at', v_session.opened_at,
    'opened_by', v_session.opened_by,
    'opened_by_name', v_session.opened_by_name,
    'opening_amount', v_session.opening_amount,
    'closed_at', v_session.closed_at,
    'closed_by', v_session.closed_by,
    'closed_by_name', v_session.closed_by_name,
    'notes', v_session.notes,
    'payments', v_payments,
    'deposits', coalesce((select sum(mv.amount) from public.cash_movements mv
                           where mv.session_id = v_session.id and mv.kind = 'deposit'), 0),
    'withdrawals', coalesce((select sum(mv.amount) from public.cash_movements mv
                              where mv.session_id = v_session.id and mv.kind = 'withdrawal'), 0),
    'expected', v_expected,
    'counted', v_session.counted,
    'difference', private.cash_difference(v_session.expected, v_session.counted),
    'movements', coalesce((select jsonb_agg(jsonb_build_object('id', mv.id, 'kind', mv.kind, 'amount', mv.amount,
                                 'reason', mv.reason, 'created_by_name', mv.created_by_name, 'created_at', mv.created_at)
                                 order by mv.created_at, mv.id)
                             from public.cash_movements mv where mv.session_id = v_session.id), '[]'::jsonb),
    'events', coalesce((select jsonb_agg(jsonb_build_object('action', ev.action, 'actor_name', ev.actor_name,
                              'created_at', ev.created_at, 'details', ev.details) order by ev.id)
                          from public.cash_session_events ev where ev.session_id = v_session.id), '[]'::jsonb));
end;
$$;

create function private.record_cash_event(session_id uuid, action text, details jsonb default '{}'::jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.cash_session_events (session_id, action, details, actor_id, actor_name)
  values (record_cash_event.session_id, record_cash_event.action, coalesce(record_cash_event.details, '{}'::jsonb),
          auth.uid(), private.staff_name());
$$;

-- an order's payment joins the open session when it is marked paid (or placed already paid);
-- marked unpaid while that session is still open, it leaves it. once its session is closed the
-- payment stays there: marking it unpaid and paid again later never counts it a second time.
create function private.count_payment_in_cash_session()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_status = 'paid' then
    if new.cash_session_id is null then
      new.cash_session_id := private.open_cash_session_id();
    end if;
  elsif new.cash_session_id is not null
        and exists (select 1 from public.cash_sessions s where s.id = new.cash_session_id and s.closed_at is null) then
    new.cash_session_id := null;
  end if;
  return new;
end;
$$;

create trigger orders_count_payment_placed before insert on public.orders
  for each row when (new.payment_status = 'paid')
  execute function private.count_payment_in_cash_session();

create trigger orders_count_payment_changed before update of payment_status on public.orders
  for each row when (old.payment_status is distinct from new.payment_status)
  execute function private.count_payment_in_cash_session();

revoke execute on function private.check_cash_amount(numeric, boolean, text) from public;
revoke execute on function private.open_cash_session_id() from public;
revoke execute on function private.cash_session_payments(uuid) from public;
revoke execute on function private.cash_session_expected(public.cash_sessions, jsonb) from public;
revoke execute on function private.parse_cash_count(jsonb) from public;
revoke execute on function private.cash_difference(jsonb, jsonb) from public;
revoke execute on function private.cash_session_report(uuid) from public;
revoke execute on function private.record_cash_event(uuid, text, jsonb) from public;
revoke execute on function private.count_payment_in_cash_session() from public;

-- the rpcs ----------------------------------------------------------------------------------------
create function public.open_cash_session(opening_amount numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe do caixa pode abrir o caixa.');
  perform private.check_cash_amount(open_cash_session.opening_amount, false,
    'Informe o valor inicial do caixa (zero ou mais, em reais e centavos).');
  begin
    insert into public.cash_sessions (opening_amount, opened_by, opened_by_name)
    values (open_cash_session.opening_amount, auth.uid(), private.staff_name())
    returning id into v_id;
  exception when unique_violation then
    perform private.refuse('cash_session_open', 'Já existe um caixa aberto. Feche-o antes de abrir outro.');
  end;
  perform private.record_cash_event(v_id, 'opened', jsonb_build_object('opening_amount', open_cash_session.opening_amount));
  return private.cash_session_report(v_id);
end;
$$;

create function public.add_cash_movement(kind text, amount numeric, reason text)
returns public.cash_movements
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_session_id uuid;
  v_reason text := private.trim_text(add_cash_movement.reason);
  v_movement public.cash_movements;
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe do caixa pode registrar suprimentos e sangrias.');
  if add_cash_movement.kind is null or add_cash_movement.kind not in ('withdrawal', 'deposit') then
    perform private.refuse('invalid_movement', 'Escolha entre suprimento e sangria.');
  end if;
  perform private.check_cash_amount(add_cash_movement.amount, true, 'Informe um valor maior que zero, em reais e centavos.');
  if coalesce(v_reason, '') = '' then
    perform private.refuse('reason_required', 'Informe o motivo.');
  end if;
  if char_length(v_reason) > 200 then
    perform private.refuse('text_too_long', 'O motivo pode ter no máximo 200 caracteres.');
  end if;
  v_session_id := private.open_cash_session_id();
  if v_session_id is null then
    perform private.refuse('no_open_cash_session', 'O caixa está fechado. Abra o caixa primeiro.');
  end if;
  insert into public.cash_movements (session_id, kind, amount, reason, created_by, created_by_name)
  values (v_session_id, add_cash_movement.kind, add_cash_movement.amount, v_reason, auth.uid(), private.staff_name())
  returning * into v_movement;
  return v_movement;
end;
$$;

create function public.close_cash_session(counted jsonb, notes text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_session public.cash_sessions;
  v_counted jsonb;
  v_notes text := nullif(private.trim_text(close_cash_session.notes), '');
  v_payments jsonb;
begin
  perform private.require_role(array['owner', 'attendant'], 'Apenas a equipe do caixa pode fechar o caixa.');
  v_counted := private.parse_cash_count(close_cash_session.counted);
  if char_length(v_notes) > 500 then
    perform private.refuse('text_too_long', 'As observações podem ter no máximo 500 caracteres.');
  end if;
  -- waits for payments and movements being recorded in this session, so they are all counted
  select s.* into v_session from public.cash_sessions s where s.closed_at is null for update;
  if v_session.id is null then
    perform private.refuse('no_open_cash_session', 'O caixa já está fechado.');
  end if;
  v_payments := private.cash_session_payments(v_session.id);
  update public.cash_sessions s
     set closed_at = now(),
         closed_by = auth.uid(),
         closed_by_name = private.staff_name(),
         payments = v_payments,
         expected = private.cash_session_expected(v_session, v_payments),
         counted = v_counted,
         notes = coalesce(v_notes, s.notes)
   where s.id = v_session.id;
  perform private.record_cash_event(v_session.id, 'closed', jsonb_build_object('counted', v_counted));
  return private.cash_session_report(v_session.id);
end;
$$;

create function public.reopen_cash_session(session_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_session public.cash_sessions;
begin
  perform private.require_role(array['owner'], 'Apenas o dono da loja pode reabrir um caixa fechado.');
  select s.* into v_session from public.cash_sessions s where s.id = reopen_cash_session.session_id for update;
  if v_session.id is null then
    perform private.refuse('cash_session_not_found', 'Caixa não encontrado.');
  end if;
  if v_session.closed_at is null then
    perform private.refuse('cash_session_not_closed', 'Este caixa já está aberto.');
  end if;
  -- a later session took over the payments since: reopening an older one would mix two nights
  if exists (select 1 from public.cash_sessions s where s.opened_at > v_session.opened_at) then
    perform private.refuse('cash_session_not_latest', 'Só o caixa mais recente pode ser reaberto.');
  end if;
  begin
    update public.cash_sessions s
       set closed_at = null, closed_by = null, closed_by_name = null,
           expected = null, counted = null, payments = null
     where s.id = v_session.id;
  exception when unique_violation then
    perform private.refuse('cash_session_open', 'Já existe um caixa aberto. Feche-o antes de reabrir outro.');
  end;
  perform private.record_cash_event(v_session.id, 'reopened', jsonb_build_object(
    'closed_at', v_session.closed_at, 'closed_by_name', v_session.closed_by_name,
    'expected', v_session.expected, 'counted', v_session.counted, 'notes', v_session.notes));
  return private.cash_session_report(v_session.id);
end;
$$;

-- the open session (no argument) or one session, as the register screen and the report show it;
-- null when no session is open. an attendant reads the sessions row level security lets them read.
create function public.get_cash_session(session_id uuid default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text;
  v_session public.cash_sessions;
begin
  v_role := private.require_role(array['owner', 'attendant'], 'Apenas a equipe do caixa pode ver o caixa.');
  if get_cash_session.session_id is null then
    select s.* into v_session from public.cash_sessions s where s.closed_at is null;
    return private.cash_session_report(v_session.id);
  end if;
  select s.* into v_session from public.cash_sessions s where s.id = get_cash_session.session_id;
  if v_session.id is null
     or (v_role = 'attendant' and v_session.closed_at is not null
         and v_session.opened_by is distinct from auth.uid() and v_session.closed_by is distinct from auth.uid()) then
    perform private.refuse('cash_session_not_found', 'Caixa não encontrado.');
  end if;
  return private.cash_session_report(v_session.id);
end;
$$;

comment on function public.open_cash_session(numeric) is 'Owner or attendant: opens the cash register with a float; one open at a time (cash_session_open).';
comment on function public.add_cash_movement(text, numeric, text) is 'Owner or attendant: a deposit (suprimento) or withdrawal (sangria) with a reason in the open session (no_open_cash_session).';
comment on function public.close_cash_session(jsonb, text) is 'Owner or attendant: closes the open session with the count per method; answers expected, counted and the difference.';
comment on function public.reopen_cash_session(uuid) is 'Owner: reopens the latest closed session (recorded), to fix movements or the count.';
comment on function public.get_cash_session(uuid) is 'Owner or attendant: the open session (or one session) with its payments, movements, expected and counted figures.';

revoke execute on function public.open_cash_session(numeric) from public, anon;
revoke execute on function public.add_cash_movement(text, numeric, text) from public, anon;
revoke execute on function public.close_cash_session(jsonb, text) from public, anon;
revoke execute on function public.reopen_cash_session(uuid) from public, anon;
revoke execute on function public.get_cash_session(uuid) from public, anon;
grant execute on function public.open_cash_session(numeric) to authenticated, service_role;
grant execute on function public.add_cash_movement(text, numeric, text) to authenticated, service_role;
grant execute on function public.close_cash_session(jsonb, text) to authenticated, service_role;
grant execute on function public.reopen_cash_session(uuid) to authenticated, service_role;
grant execute on function public.get_cash_session(uuid) to authenticated, service_role;
