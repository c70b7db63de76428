import { AdminLayout } from '@/components/layouts/admin-layout';
import { useSignOut } from '@/features/auth/use-sign-out';
import { OrderDialog } from '@/features/orders/order-dialog';
import { useNewOrderAlerts } from '@/features/orders/use-new-order-alerts';
import { emailToUsername } from '@/lib/admin-account';
import { useEffect } from 'react';
import { useSession } from '@/data/account/use-session';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { setCompanyLogo } from '@/lib/use-company-logo';
import { useProductsRealtime } from '@/data/products/realtime';

/**
 * The admin frame wired to the session (username, 'Sair') and to the data: one realtime
 * subscription per table (orders through the new-order alerts, products here), the bell's unread
 * dot and the dialog an alert opens.
 */
export function AdminLayoutRoute() {
  const { session } = useSession();
  const signOut = useSignOut();
  const { hasUnread } = useNewOrderAlerts();
  useProductsRealtime('staff');
  useServerLogo();
  return (
    <>
      <AdminLayout
        username={emailToUsername(session?.user.email)}
        onSignOut={() => void signOut()}
        hasUnread={hasUnread}
      />
      <OrderDialog />
    </>
  );
}

/**
 * The avatar reads the logo from localStorage (spec 2.3); the shop's uploaded logo is on the server,
 * so every browser the owner signs in on shows it, not only the one that uploaded it.
 */
function useServerLogo() {
  const logoUrl = useCompanySettings().data?.logo_url;
  useEffect(() => {
    if (logoUrl) setCompanyLogo(logoUrl);
  }, [logoUrl]);
}
