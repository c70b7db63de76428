import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadSonner, toast } from '@/lib/toast';
import { useCompanySettings, type CompanySettings } from '@/data/settings/get-company-settings';
import { customerConfirmationMessage } from '@/domain/orders/customer-messages';
import { formatBRL } from '@/domain/format';
import { notifyWhenHidden } from '@/lib/notifications';
import { orderTrackingUrl } from '@/domain/orders/messages';
import { autoPrintFlag, readPrinterSettings } from '@/lib/printer-settings';
import { playSound, STATUS_VOLUME } from '@/lib/sounds';
import { whatsAppLink } from '@/domain/whatsapp';
import { isAwaitingRelease, orderScheduleText } from '@/domain/schedule';
import { orderLabel, type Order } from '@/data/orders/schema';
import { ALERT_WINDOW_MS, alertOnce, autoAcceptedOnce, editedOnce } from './new-order-alert';
import { NewOrderToast } from './new-order-toast';
import { openWhatsAppChat } from './pending-window';
import { autoPrintOrder, type ReceiptShop } from './print-order';
import { useReceiptShop } from './use-receipt-shop';
import { clearUnread, markUnread, useHasUnread } from './unread-orders';
import { ORDER_PARAM, useOrderDialog } from './use-order-dialog';
import { useOrdersRealtime } from '@/data/orders/realtime';
import { useRecentOrders } from '@/data/orders/get-recent-orders';
import { useLatestOrder } from '@/data/orders/get-latest-order';

const TOAST_MS = 20_000;
/**
 * New-order toasts on screen at once (sonner shows three stacked): in a rush the oldest goes as a
 * new one comes, the waiting orders staying in the alarm's banner, the bell and the lists. Every
 * toast kept mounted is measured again at each new one, so dozens of them made the panel slower
 * to show each next order.
 */
export const NEW_ORDER_TOASTS_SHOWN = 3;
const shownOrderToasts: string[] = [];

function showOnly(id: string) {
  const at = shownOrderToasts.indexOf(id);
  if (at >= 0) shownOrderToasts.splice(at, 1);
  shownOrderToasts.push(id);
  const older = shownOrderToasts.splice(0, shownOrderToasts.length - NEW_ORDER_TOASTS_SHOWN);
  // After the toasts queued while sonner downloads, like them.
  if (older.length)
    void loadSonner()
      .then(({ toast: sonner }) => older.forEach((old) => sonner.dismiss(old)))
      .catch(() => {});
}

function forget(id: string | number) {
  const at = shownOrderToasts.indexOf(String(id));
  if (at >= 0) shownOrderToasts.splice(at, 1);
}

/** How far the server's clock may trail this device's when deciding what arrived after opening. */
const CLOCK_SKEW_MS = 1_000;

/**
 * Announces a new order (docs/order-lifecycle.md): toast, bell and a browser notification when the tab
 * is hidden. Its sound is the alarm's (use-order-alarm), which rings while the order waits.
 */
export function announceNewOrder(
  order: Order,
  settings: CompanySettings | null | undefined,
  open: (order: Order) => void,
) {
  markUnread(order.id);
  // Without a click no window may open, so the customer's confirmation is the toast's button. The
  // shop's own new-order message is not offered here: the panel is the shop.
  const trackingUrl = orderTrackingUrl(window.location.origin, order.id);
  const toastId = `new-order-${order.id}`;
  toast('Novo pedido!', {
    id: toastId,
    duration: TOAST_MS,
    onDismiss: (t) => forget(t.id),
    onAutoClose: (t) => forget(t.id),
    description: (
      <NewOrderToast
        order={order}
        scheduledText={orderScheduleText(
          order,
          settings?.timezone,
          settings?.scheduling_slot_minutes,
        )}
        onConfirmCustomer={
          order.customer_phone
            ? () =>
                openWhatsAppChat(
                  whatsAppLink(
                    order.customer_phone,
                    customerConfirmationMessage(order, settings?.estimated_time, {
                      trackingUrl,
                      scheduledText: orderScheduleText(
                        order,
                        settings?.timezone,
                        settings?.scheduling_slot_minutes,
                      ),
                    }),
                  ),
                )
            : undefined
        }
      />
    ),
    action: { label: 'Abrir pedido', onClick: () => open(order) },
  });
  showOnly(toastId);
  notifyWhenHidden(
    {
      title: 'Novo pedido!',
      body: `${orderLabel(order)} · ${order.customer_name} · ${formatBRL(order.total_amount)}`,
      tag: `order-${order.id}`,
      url: `/orders?${ORDER_PARAM}=${order.id}`,
    },
    () => open(order),
  );
}

/**
 * An order the shop's auto_accept took as it was placed never waits, so the alarm stays silent:
 * it gets the new-order tune once, and its receipt when this device prints automatically.
 */
export function arrivedAccepted(order: Order, shop: ReceiptShop) {
  playSound('new-order', STATUS_VOLUME);
  if (autoPrintFlag.read()) autoPrintOrder(order, readPrinterSettings(), shop);
}

/**
 * An order the team edited (items, address, zone) is printed again, marked ALTERADO, where this
 * device prints automatically: once per revision, whichever device made the edit, never for a
 * later status change (docs/staff-orders.md).
 */
export function reprintEdited(order: Order, shop: ReceiptShop, storage?: Storage) {
  if (!autoPrintFlag.read(storage)) return Promise.resolve(false);
  return editedOnce(
    order,
    () => autoPrintOrder(order, readPrinterSettings(storage), shop),
    storage,
  );
}

/**
 * The admin layout's one realtime subscription and its new-order alerts: each fresh order is
 * announced once across tabs; the bell shows until the admin opens /orders or the order, across
 * reloads (unread-orders).
 */
export function useNewOrderAlerts() {
  const { data: settings } = useCompanySettings();
  const shop = useReceiptShop();
  const dialog = useOrderDialog();
  const latest = useRef({ settings, shop, open: dialog.open });
  useEffect(() => {
    latest.current = { settings, shop, open: dialog.open };
  });

  const onInsert = useCallback((order: Order) => {
    void alertOnce(order, () => {
      announceNewOrder(order, latest.current.settings, (o) => latest.current.open(o));
      // the alarm holds a scheduled order back until its release: it rings once now
      if (isAwaitingRelease(order, latest.current.settings?.estimated_time, new Date())) {
        playSound('new-order', STATUS_VOLUME);
      }
    });
    void autoAcceptedOnce(order, () => arrivedAccepted(order, latest.current.shop));
  }, []);
  // The server accepts an auto_accept order right after inserting it: that change says so.
  const onUpdate = useCallback((order: Order) => {
    void autoAcceptedOnce(order, () => arrivedAccepted(order, latest.current.shop));
    void reprintEdited(order, latest.current.shop);
  }, []);
  useOrdersRealtime({ onInsert, onUpdate });
  // An order that arrived while this panel was open but before the channel joined, or while it was
  // down, is announced once the refetch finds it (alertOnce keeps each order to one announcement
  // across tabs and paths). Orders placed before the panel opened are not announced here.
  const [openedAt] = useState(() => Date.now() - CLOCK_SKEW_MS);
  const recent = useRecentOrders(ALERT_WINDOW_MS).data;
  useEffect(() => {
    for (const order of recent ?? []) {
      if (Date.parse(order.created_at) >= openedAt) onInsert(order);
    }
  }, [recent, onInsert, openedAt]);

  const latestOrder = useLatestOrder().data;
  const hasUnread = useHasUnread(latestOrder);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/orders') clearUnread();
  }, [pathname, latestOrder]);

  return { hasUnread };
}
