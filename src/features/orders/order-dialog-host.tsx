import { lazy, Suspense, useState } from 'react';
import { useOrderDialog } from './use-order-dialog';

// The order dialog's code (details, actions, driver choice, item editing, receipt) loads the first
// time an order is opened, not with every panel page (docs/performance.md).
const OrderDialog = lazy(() => import('./order-dialog').then((m) => ({ default: m.OrderDialog })));

/** The admin layout's one order dialog, loaded once an order is named in the URL (?pedido=…). */
export function OrderDialogHost() {
  const { openId } = useOrderDialog();
  // Kept once loaded, so that closing plays the dialog's own exit instead of unmounting it.
  const [wanted, setWanted] = useState(false);
  if (openId !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OrderDialog />
    </Suspense>
  );
}
