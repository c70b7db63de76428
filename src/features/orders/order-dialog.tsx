import { useState } from 'react';
import { Ban, CheckCircle2, ChefHat, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import type { OrderStatus } from '@/lib/order-status';
import { usePrinterSettings } from '@/lib/printer-settings';
import { orderLabel, type Order } from '@/data/orders/schema';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ContactCard } from './contact-card';
import { OrderDetails } from './order-details';
import { PaymentMethodCard } from './payment-method-card';
import { printOrder } from './print-order';
import { StatusBadge } from './status-badge';
import type { OrderSurface } from './status-text';
import { useChangeStatus } from './use-change-status';

const STATUS_ACTIONS: ReadonlyArray<{ status: OrderStatus; label: string; icon: typeof ChefHat }> =
  [
    { status: 'processing', label: 'Em preparo', icon: ChefHat },
    { status: 'delivered', label: 'Entregue', icon: CheckCircle2 },
    { status: 'cancelled', label: 'Cancelado', icon: Ban },
  ];

export interface OrderDialogProps {
  order: Order | null;
  surface: OrderSurface;
  onClose: () => void;
  /** The order as the server now has it, after a change made here. */
  onChanged: (order: Order) => void;
}

/** The order detail dialog (spec 2.5). */
export function OrderDialog({ order, surface, onClose, onChanged }: OrderDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      {order && (
        <DialogContent className="max-w-2xl">
          <OrderDialogBody order={order} surface={surface} onChanged={onChanged} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function OrderDialogBody({
  order,
  surface,
  onChanged,
}: Omit<OrderDialogProps, 'onClose' | 'order'> & { order: Order }) {
  const printer = usePrinterSettings();
  const { changeStatus, isPending } = useChangeStatus(surface);
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <DialogHeader className="text-left">
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {orderLabel(order)}
          <StatusBadge status={order.status} surface={surface} />
        </DialogTitle>
        <DialogDescription>
          {order.customer_name} · {formatDateTime(order.created_at)}
        </DialogDescription>
      </DialogHeader>

      <OrderDetails order={order} surface={surface} />

      <div className="flex flex-wrap gap-2">
        {STATUS_ACTIONS.filter((action) => action.status !== order.status).map(
          ({ status, label, icon: Icon }) => (
            <Button
              key={status}
              size="sm"
              variant={
                status === 'cancelled'
                  ? 'destructive'
                  : status === 'delivered'
                    ? 'default'
                    : 'secondary'
              }
              disabled={isPending}
              onClick={() =>
                status === 'cancelled'
                  ? setCancelling(true)
                  : changeStatus(order, status, onChanged)
              }
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ),
        )}
        <Button size="sm" variant="outline" onClick={() => printOrder(order, printer)}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
      </div>

      <CancelOrderDialog
        orderLabel={orderLabel(order)}
        open={cancelling}
        pending={isPending}
        onOpenChange={setCancelling}
        onConfirm={(reason) =>
          changeStatus(
            order,
            'cancelled',
            (changed) => {
              setCancelling(false);
              onChanged(changed);
            },
            reason,
          )
        }
      />

      <PaymentMethodCard
        key={`${order.id}-${order.payment_method}`}
        order={order}
        onSaved={onChanged}
      />
      <ContactCard key={order.id} order={order} />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Fechar</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
