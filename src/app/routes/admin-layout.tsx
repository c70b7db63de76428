import { AdminLayout } from '@/components/layouts/admin-layout';
import { useSignOut } from '@/features/auth/use-sign-out';
import { emailToUsername } from '@/lib/admin-account';
import { useSession } from '@/lib/use-session';

/** The admin frame wired to the session: its username in the account menu, 'Sair' signing out. */
export function AdminLayoutRoute() {
  const { session } = useSession();
  const signOut = useSignOut();
  return (
    <AdminLayout username={emailToUsername(session?.user.email)} onSignOut={() => void signOut()} />
  );
}
