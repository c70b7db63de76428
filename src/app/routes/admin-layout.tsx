import { AdminLayout } from '@/components/layouts/admin-layout';
import { adminNavItems } from '@/components/layouts/admin-nav-items';
import { rolesForPath } from '@/domain/staff-roles';
import { useStaffRole } from '@/data/account/get-staff-role';
import { useSignOut } from '@/features/auth/use-sign-out';
import { OrderAlarmBar } from '@/features/orders/order-alarm-bar';
import { OrderDialogHost } from '@/features/orders/order-dialog-host';
import { useNewOrderAlerts } from '@/features/orders/use-new-order-alerts';
import { ShopPauseControl, ShopPauseStrip } from '@/features/settings/hours/shop-pause-control';
import { emailToUsername } from '@/lib/admin-account';
import { useEffect } from 'react';
import { useInstallablePanel } from '@/lib/installable-panel';
import { useWakeLock } from '@/lib/use-wake-lock';
import { useSession } from '@/data/account/use-session';
import { useDeliveryZonesRealtime } from '@/data/delivery-zones/realtime';
import { useOpeningHoursRealtime } from '@/data/opening-hours/realtime';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { setCompanyLogo } from '@/lib/use-company-logo';
import { useOptionsRealtime } from '@/data/options/realtime';
import { useProductsRealtime } from '@/data/products/realtime';
import { useCompanySettingsRealtime } from '@/data/settings/realtime';

/**
 * The admin frame wired to the session (username, 'Sair') and to the data: one realtime
 * subscription per table (orders through the new-order alerts, the others here), the bell's unread
 * dot, the shop's open/paused switch, the alarm of waiting orders under the header and the dialog an
 * alert opens. While it is open the screen stays on, and the panel can be installed as an app.
 */
export function AdminLayoutRoute() {
  const { session } = useSession();
  const signOut = useSignOut();
  // The guard above has the role already: the menu shows only the pages it may open. An account
  // with no role yet (still on the default password) may open /security alone; a role the server
  // could not be asked for (offline, none remembered) keeps the whole menu, and the server refuses.
  const role = useStaffRole(session?.user.id).data;
  const navItems = adminNavItems.filter((item) => {
    if (role === undefined) return true;
    return role ? rolesForPath(item.to).includes(role) : item.to === '/security';
  });
  // The order alarm, the shop's open/paused switch, the bell and the page search are the
  // counter's: the kitchen and the drivers read no orders and have a page or two, so their
  // screens carry none of them.
  const counter = role === undefined || role === 'owner' || role === 'attendant';
  const { hasUnread } = useNewOrderAlerts();
  useProductsRealtime('staff');
  useCompanySettingsRealtime('staff');
  useOpeningHoursRealtime('staff');
  useDeliveryZonesRealtime('staff');
  useServerLogo();
  useOptionsRealtime('staff');
  useWakeLock();
  useInstallablePanel();
  return (
    <>
      <AdminLayout
        username={emailToUsername(session?.user.email)}
        onSignOut={() => void signOut()}
        hasUnread={hasUnread}
        headerActions={counter ? <ShopPauseControl /> : undefined}
        banner={<ShopPauseStrip />}
        dock={counter ? <OrderAlarmBar /> : undefined}
        navItems={navItems}
        showSearch={counter}
        showNotifications={counter}
      />
      <OrderDialogHost />
    </>
  );
}

/**
 * The avatar reads the logo from localStorage ('companyLogo'); the shop's uploaded logo is on the server,
 * so every browser the owner signs in on shows it, not only the one that uploaded it.
 */
function useServerLogo() {
  const logoUrl = useCompanySettings().data?.logo_url;
  useEffect(() => {
    if (logoUrl) setCompanyLogo(logoUrl);
  }, [logoUrl]);
}
