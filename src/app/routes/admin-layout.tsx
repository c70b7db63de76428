import { AdminLayout } from '@/components/layouts/admin-layout';
import { useSignOut } from '@/features/auth/use-sign-out';
import { OrderAlarmBar } from '@/features/orders/order-alarm-bar';
import { OrderDialog } from '@/features/orders/order-dialog';
import { useNewOrderAlerts } from '@/features/orders/use-new-order-alerts';
import { emailToUsername } from '@/lib/admin-account';
import { useInstallablePanel } from '@/lib/installable-panel';
import { useWakeLock } from '@/lib/use-wake-lock';
import { useSession } from '@/data/account/use-session';
import { useProductsRealtime } from '@/data/products/realtime';

/**
 * The admin frame wired to the session (username, 'Sair') and to the data: one realtime
 * subscription per table (orders through the new-order alerts, products here), the bell's unread
 * dot, the alarm of waiting orders under the header and the dialog an alert opens. While it is
 * open the screen stays on, and the panel can be installed as an app.
 */
export function AdminLayoutRoute() {
  const { session } = useSession();
  const signOut = useSignOut();
  const { hasUnread } = useNewOrderAlerts();
  useProductsRealtime('staff');
  useWakeLock();
  useInstallablePanel();
  return (
    <>
      <AdminLayout
        username={emailToUsername(session?.user.email)}
        onSignOut={() => void signOut()}
        hasUnread={hasUnread}
        banner={<OrderAlarmBar />}
      />
      <OrderDialog />
    </>
  );
}
