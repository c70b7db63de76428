import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { companySettingsQuery, useCompanySettings } from '@/data/settings/get-company-settings';
import { customerStatusMessage } from '@/domain/orders/customer-messages';
import { notifyCustomerFlag } from '@/lib/local-flag';
import { isAcceptance } from '@/domain/orders/lifecycle';
import { orderTrackingUrl } from '@/domain/orders/messages';
import { orderStatusLabel, orderStatusToastTitle, type OrderStatus } from '@/domain/orders/status';
import { autoPrintFlag, usePrinterSettings } from '@/lib/printer-settings';
import { playSound, STATUS_VOLUME, type SoundKind } from '@/lib/sounds';
import { whatsAppLink } from '@/domain/whatsapp';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useUpdateOrder } from '@/data/orders/update-order';
import { discardWindow, openPendingWindow, sendWindowTo } from './pending-window';
import { autoPrintOrder } from './print-order';
import { useReceiptShop } from './use-receipt-shop';

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
 * Changes an order's status: on success the status sound at 0.5, the toast, then — when
 * this device tells customers ('Avisar cliente pelo WhatsApp ao mudar o status', on by default) —
 * the WhatsApp hand-off, and for an accepted order the receipt when 'Impressão automática' is on.
 * On failure only the default error toast shows.
 */
export function useChangeStatus() {
  const update = useUpdateOrder();
  const { data: settings } = useCompanySettings();
  const queryClient = useQueryClient();
  const notifyCustomer = notifyCustomerFlag.use();
  const autoPrint = autoPrintFlag.use();
  const printer = usePrinterSettings();
  const shop = useReceiptShop();

  function changeStatus(
    order: Order,
    status: OrderStatus,
    onChanged?: (order: Order) => void,
    reason?: string,
  ) {
    const message = handOffMessage(order, status, reason);
    // A click made before the shop's settings have loaded (a slow phone, a busy night) still
    // tells the customer: the window opens now and the shop's number is checked once saved.
    const mayHandOff =
      notifyCustomer &&
      Boolean(message && order.customer_phone) &&
      (settings === undefined || Boolean(settings?.whatsapp_number));
    const tellCustomer = async () => {
      const shopSettings = await queryClient
        .ensureQueryData(companySettingsQuery())
        .catch(() => null);
      if (message && shopSettings?.whatsapp_number)
        sendWindowTo(win, whatsAppLink(order.customer_phone, message));
      else discardWindow(win);
    };
    // Opened now, inside the click, or popup blockers stop it.
    const win = mayHandOff ? openPendingWindow() : null;
    update.mutate(
      { id: order.id, change: { status, ...(reason ? { reason } : {}) } },
      {
        onSuccess: (updated) => {
          const sound = SOUNDS[status];
          if (sound) playSound(sound, STATUS_VOLUME);
          toast.success(orderStatusToastTitle(status), {
            description: `O pedido ${orderLabel(updated)} foi alterado para ${orderStatusLabel(status)}`,
          });
          if (mayHandOff) void tellCustomer();
          if (autoPrint && isAcceptance(order.status, status))
            autoPrintOrder(updated, printer, shop);
          onChanged?.(updated);
        },
        onError: () => discardWindow(win),
      },
    );
  }

  return { changeStatus, isPending: update.isPending };
}
