import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useCompanySettings, type CompanySettings } from '@/data/settings/get-company-settings';
import { customerConfirmationMessage } from '@/lib/customer-messages';
import { formatBRL } from '@/lib/format';
import { newOrderMessage, orderTrackingUrl } from '@/lib/order-messages';
import { playSound, STATUS_VOLUME } from '@/lib/sounds';
import { whatsAppLink } from '@/lib/whatsapp';
import { orderLabel, type Order } from '@/data/orders/schema';
import { alertOnce } from './new-order-alert';
import { NewOrderToast } from './new-order-toast';
import { clearUnread, markUnread, useHasUnread } from './unread-orders';
import { useOrderDialog } from './use-order-dialog';
import { useOrdersRealtime } from '@/data/orders/realtime';

const TOAST_MS = 20_000;

function openChat(phone: string, text: string) {
  window.open(whatsAppLink(phone, text), '_blank', 'noopener,noreferrer');
}

function showBrowserNotification(order: Order, onClick: () => void) {
  if (document.visibilityState !== 'hidden') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notification = new Notification('Novo pedido!', {
    body: `${orderLabel(order)} · ${order.customer_name} · ${formatBRL(order.total_amount)}`,
    tag: `order-${order.id}`,
  });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}

/** Announces a new order (spec 4, DESIGN.md 6): sound, toast, and a browser notification when hidden. */
export function announceNewOrder(
  order: Order,
  settings: CompanySettings | null | undefined,
  open: (order: Order) => void,
) {
  markUnread(order.id);
  playSound('new-order', STATUS_VOLUME);
  const business = settings?.whatsapp_number;
  // Without a click no window may open, so the spec's WhatsApp messages become the toast's buttons.
  if (!business) console.warn('WhatsApp Business number not configured');
  const trackingUrl = orderTrackingUrl(window.location.origin, order.id);
  toast('Novo pedido!', {
    id: `new-order-${order.id}`,
    duration: TOAST_MS,
    description: (
      <NewOrderToast
        order={order}
        onNotifyShop={
          business ? () => openChat(business, newOrderMessage(order, { trackingUrl })) : undefined
        }
        onConfirmCustomer={
          business && order.customer_phone
            ? () =>
                openChat(
                  order.customer_phone,
                  customerConfirmationMessage(order, settings?.estimated_time, { trackingUrl }),
                )
            : undefined
        }
      />
    ),
    action: { label: 'Abrir pedido', onClick: () => open(order) },
  });
  showBrowserNotification(order, () => open(order));
}

/**
 * The admin layout's one realtime subscription and its new-order alerts: each fresh order is
 * announced once across tabs; the bell shows until the admin opens /orders or the order.
 */
export function useNewOrderAlerts() {
  const { data: settings } = useCompanySettings();
  const dialog = useOrderDialog();
  const latest = useRef({ settings, open: dialog.open });
  useEffect(() => {
    latest.current = { settings, open: dialog.open };
  });

  const onInsert = useCallback((order: Order) => {
    void alertOnce(order, () =>
      announceNewOrder(order, latest.current.settings, (o) => latest.current.open(o)),
    );
  }, []);
  useOrdersRealtime({ onInsert });

  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '/orders') clearUnread();
  }, [pathname]);

  return { hasUnread: useHasUnread() };
}
