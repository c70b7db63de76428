import { AdminLayout } from '@/components/layouts/admin-layout';
import { useSignOut } from '@/features/auth/use-sign-out';
import { OrderDialog } from '@/features/orders/order-dialog';
import { useNewOrderAlerts } from '@/features/orders/use-new-order-alerts';
import { emailToUsername } from '@/lib/admin-account';
import { useSession } from '@/lib/use-session';

/**
 * The admin frame wired to the session (username, 'Sair') and to the orders: the one realtime
 * subscription, the new-order alerts, the bell's unread dot and the dialog an alert opens.
 */
export function AdminLayoutRoute() {
  const { session } = useSession();
  const signOut = useSignOut();
  const { hasUnread, dialog } = useNewOrderAlerts();
  return (
    <>
      <AdminLayout
        username={emailToUsername(session?.user.email)}
        onSignOut={() => void signOut()}
        hasUnread={hasUnread}
      />
      <OrderDialog order={dialog.order} onClose={dialog.close} onChanged={dialog.update} />
    </>
  );
}
