import { toast } from '@/lib/toast';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { customerStatusMessage } from '@/lib/customer-messages';
import { orderTrackingUrl } from '@/lib/order-messages';
import { orderStatusLabel, orderStatusToastTitle, type OrderStatus } from '@/lib/order-status';
import { playSound, STATUS_VOLUME, type SoundKind } from '@/lib/sounds';
import { whatsAppLink } from '@/lib/whatsapp';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useUpdateOrder } from '@/data/orders/update-order';
import { discardWindow, openPendingWindow, sendWindowTo } from './pending-window';

const SOUNDS: Partial<Record<OrderStatus, SoundKind>> = {
  processing: 'processing',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** The chat message a status change sends the customer, with the link to follow the order. */
export function handOffMessage(order: Order, status: OrderStatus, reason?: string): string | null {
  return customerStatusMessage({ ...order, cancel_reason: reason ?? order.cancel_reason }, status, {
    trackingUrl: orderTrackingUrl(window.location.origin, order.id),
  });
}

/**
 * Changes an order's status (spec 4): on success the status sound at 0.5, the toast, then the
 * WhatsApp hand-off to the customer. On failure only the default error toast shows.
 */
export function useChangeStatus() {
  const update = useUpdateOrder();
  const { data: settings } = useCompanySettings();

  function changeStatus(
    order: Order,
    status: OrderStatus,
    onChanged?: (order: Order) => void,
    reason?: string,
  ) {
    const message = handOffMessage(order, status, reason);
    const handOff = Boolean(message && order.customer_phone && settings?.whatsapp_number);
    // Opened now, inside the click, or popup blockers stop it.
    const win = handOff ? openPendingWindow() : null;
    update.mutate(
      { id: order.id, change: { status, ...(reason ? { reason } : {}) } },
      {
        onSuccess: (updated) => {
          const sound = SOUNDS[status];
          if (sound) playSound(sound, STATUS_VOLUME);
          toast.success(orderStatusToastTitle(status), {
            description: `O pedido ${orderLabel(updated)} foi alterado para ${orderStatusLabel(status)}`,
          });
          if (handOff && message) sendWindowTo(win, whatsAppLink(order.customer_phone, message));
          onChanged?.(updated);
        },
        onError: () => discardWindow(win),
      },
    );
  }

  return { changeStatus, isPending: update.isPending };
}
