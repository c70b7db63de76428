import { AdminLayout } from '@/components/layouts/admin-layout';
import { useSignOut } from '@/features/auth/use-sign-out';
import { OrderDialog } from '@/features/orders/order-dialog';
import { useNewOrderAlerts } from '@/features/orders/use-new-order-alerts';
import { emailToUsername } from '@/lib/admin-account';
import { useSession } from '@/data/account/use-session';
import { useProductsRealtime } from '@/data/products/realtime';

/**
 * The admin frame wired to the session (username, 'Sair') and to the data: one realtime
 * subscription per table (orders through the new-order alerts, products here), the bell's unread
 * dot and the dialog an alert opens.
 */
export function AdminLayoutRoute() {
  const { session } = useSession();
  const signOut = useSignOut();
  const { hasUnread, dialog } = useNewOrderAlerts();
  useProductsRealtime('staff');
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
