import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/data/account/use-session';
import { useChangePassword } from '@/data/account/change-password';
import { useChangeUsername } from '@/data/account/change-username';
import { usePasswordChangeRequired } from '@/data/account/get-password-change-required';
import { toast } from '@/lib/toast';
import { AccountCard } from '@/features/auth/account-card';
import { sessionUsername } from '@/features/auth/auth-mirror';
import { ChangePasswordForm } from '@/features/auth/change-password-form';
import { ChangeUsernameForm } from '@/features/auth/change-username-form';
import { DefaultPasswordAlert } from '@/features/auth/default-password-alert';
import type { SecurityRouteState } from '@/features/auth/security-route-state';
import type { ChangePasswordValues, ChangeUsernameValues } from '@/features/auth/security-schemas';

/** /security, inside the admin layout and behind the guard. */
export function SecurityPage() {
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const changeUsername = useChangeUsername({
    onSuccess: (username) =>
      toast.success('Nome de usuário atualizado', {
        description: `Use "${username}" no seu próximo login.`,
      }),
  });
  const changePassword = useChangePassword({
    onSuccess: () =>
      toast.success('Senha atualizada', {
        description: 'Use a nova senha no seu próximo login. Outros aparelhos foram desconectados.',
      }),
  });
  const passwordChange = usePasswordChangeRequired(session?.user.id);

  const email = session?.user.email ?? '';
  const username = session ? sessionUsername(session) : '';
  // The login says so when it used the default password; the server says whether this account
  // still has it (e.g. after a reload), and then grants it nothing but the password change.
  const cameWithDefault = (location.state as SecurityRouteState | null)?.defaultPassword === true;
  const mustChangePassword = passwordChange.data === true;

  const saveUsername = (values: ChangeUsernameValues) =>
    changeUsername.mutateAsync({ ...values, currentEmail: email });

  const savePassword = async (values: ChangePasswordValues) => {
    await changePassword.mutateAsync({ ...values, currentEmail: email });
    // Done here: back to the orders, where the toast says the password changed.
    await navigate('/dashboard', { replace: cameWithDefault });
  };

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Segurança</h1>
        <p className="text-muted-foreground">
          Gerencie o nome de usuário e a senha de acesso ao painel.
        </p>
      </header>
      {cameWithDefault || mustChangePassword ? <DefaultPasswordAlert /> : null}
      <AccountCard username={username} />
      <div className="grid items-stretch gap-6 lg:grid-cols-2">
        {mustChangePassword ? null : <ChangeUsernameForm onSubmit={saveUsername} />}
        <ChangePasswordForm username={username} onSubmit={savePassword} />
      </div>
    </section>
  );
}
