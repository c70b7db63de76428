import { useId, useState } from 'react';
import {
  Ban,
  Bike,
  Check,
  CheckCircle2,
  ChevronDown,
  MessageCircle,
  PackageCheck,
  Printer,
  type LucideIcon,
  Pencil,
} from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { canCancel, nextStep, otherSteps } from '@/domain/orders/lifecycle';
import { isOrderStatus, ORDER_STATUS, type OrderStatus } from '@/domain/orders/status';
import { usePrinterSettings } from '@/lib/printer-settings';
import { whatsAppLink } from '@/domain/whatsapp';
import { orderLabel, type Order } from '@/data/orders/schema';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PaymentStatus } from './payment-status';
import { openWhatsAppChat } from './pending-window';
import { printOrder } from './print-order';
import { ReopenOrderDialog } from './reopen-order-dialog';
import { useReceiptShop } from './use-receipt-shop';
import { handOffMessage, useChangeStatus } from './use-change-status';
import { EditItemsDialog } from './staff-order/edit-items-dialog';
import { canEditItems } from './staff-order/staff-cart';

const STEP_ICONS: Partial<Record<OrderStatus, LucideIcon>> = {
  processing: Check,
  out_for_delivery: Bike,
  ready_for_pickup: PackageCheck,
  delivered: CheckCircle2,
};

/** 'Avisar cliente': the customer's chat with the message of the order's current status. */
function NotifyCustomerButton({ order }: { order: Order }) {
  const message = isOrderStatus(order.status) ? handOffMessage(order, order.status) : null;
  if (!message || !order.customer_phone) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => {
        openWhatsAppChat(whatsAppLink(order.customer_phone, message));
        toast.success('WhatsApp aberto', { description: 'Mensagem preparada para envio' });
      }}
    >
      <MessageCircle aria-hidden="true" />
      Avisar cliente
    </Button>
  );
}

/**
 * What the shop does with an order: the usual next step first (accept, send out or ready for
 * pickup, delivered), the other allowed statuses behind 'Outros status', cancelling with a reason;
 * then print, tell the customer, and record the payment.
 */
export function OrderActions({ order }: { order: Order }) {
  const printer = usePrinterSettings();
  const shop = useReceiptShop();
  const { changeStatus, isPending } = useChangeStatus();
  const [cancelling, setCancelling] = useState(false);
  const [showOthers, setShowOthers] = useState(false);
  const [reopening, setReopening] = useState<OrderStatus | null>(null);
  const [editing, setEditing] = useState(false);
  const othersId = useId();
  const next = nextStep(order);
  const others = otherSteps(order);
  const NextIcon = next ? (STEP_ICONS[next.status] ?? Check) : Check;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {next && (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={isPending}
            onClick={() => changeStatus(order, next.status)}
          >
            <NextIcon aria-hidden="true" />
            {next.label}
          </Button>
        )}
        {/* On a phone the two secondary actions share the row under the primary one. */}
        <div className="flex w-full gap-2 sm:w-auto">
          {others.length > 0 && (
            <Button
              size="lg"
              variant="outline"
              className="min-w-0 flex-1 px-3 text-sm sm:flex-none sm:px-4 sm:text-base"
              aria-expanded={showOthers}
              aria-controls={othersId}
              onClick={() => setShowOthers((open) => !open)}
            >
              Outros status
              <ChevronDown
                aria-hidden="true"
                className={showOthers ? 'rotate-180 transition-transform' : 'transition-transform'}
              />
            </Button>
          )}
          {canCancel(order) && (
            <Button
              size="lg"
              variant="outline"
              className="min-w-0 flex-1 border-destructive/40 px-3 text-sm text-destructive hover:bg-destructive/10 hover:text-destructive sm:flex-none sm:px-4 sm:text-base"
              disabled={isPending}
              onClick={() => setCancelling(true)}
            >
              <Ban aria-hidden="true" />
              Cancelar
            </Button>
          )}
        </div>
      </div>

      {showOthers && others.length > 0 && (
        <div
          id={othersId}
          role="group"
          aria-label="Outros status"
          className="flex flex-wrap gap-2 rounded-lg border border-dashed p-2"
        >
          {others.map((status) => (
            <Button
              key={status}
              size="sm"
              variant="secondary"
              disabled={isPending}
              onClick={() =>
                order.status === 'cancelled'
                  ? setReopening(status)
                  : changeStatus(order, status, () => setShowOthers(false))
              }
            >
              {ORDER_STATUS[status].label}
            </Button>
          ))}
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => printOrder(order, printer, shop)}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
        {canEditItems(order) && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Editar pedido
          </Button>
        )}
        <NotifyCustomerButton order={order} />
        <PaymentStatus order={order} />
      </div>
      {editing && <EditItemsDialog order={order} open={editing} onOpenChange={setEditing} />}

      <CancelOrderDialog
        orderLabel={orderLabel(order)}
        delivered={order.status === 'delivered'}
        open={cancelling}
        pending={isPending}
        onOpenChange={setCancelling}
        onConfirm={(reason) => changeStatus(order, 'cancelled', () => setCancelling(false), reason)}
      />
      <ReopenOrderDialog
        orderLabel={orderLabel(order)}
        status={reopening}
        pending={isPending}
        onClose={() => setReopening(null)}
        onConfirm={(status) =>
          changeStatus(order, status, () => {
            setReopening(null);
            setShowOthers(false);
          })
        }
      />
    </div>
  );
}
