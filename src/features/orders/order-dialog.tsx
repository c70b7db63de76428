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
import { ORDER_STATUS, type OrderStatus } from '@/lib/order-status';
import { usePrinterSettings } from '@/lib/printer-settings';
import { useOrder } from '@/data/orders/get-order';
import { orderLabel, type Order } from '@/data/orders/schema';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ContactCard } from './contact-card';
import { OrderDetails } from './order-details';
import { PaymentMethodCard } from './payment-method-card';
import { printOrder } from './print-order';
import { StatusBadge } from './status-badge';
import { useChangeStatus } from './use-change-status';
import { useOrderDialog } from './use-order-dialog';

const STATUS_ACTIONS: ReadonlyArray<{ status: OrderStatus; icon: typeof ChefHat }> = [
  { status: 'processing', icon: ChefHat },
  { status: 'delivered', icon: CheckCircle2 },
  { status: 'cancelled', icon: Ban },
];

/**
 * The order detail dialog (spec 2.5), one for the whole admin panel: it shows the order named in
 * the URL (?pedido=…) as the server has it now, changed here or on another device.
 */
export function OrderDialog() {
  const { openId, close } = useOrderDialog();
  const order = useOrder(openId);
  return (
    <Dialog open={openId !== null} onOpenChange={(open) => !open && close()}>
      {openId && (
        <DialogContent className="max-w-2xl">
          {order.data ? (
            <OrderDialogBody order={order.data} />
          ) : (
            <DialogHeader className="text-left">
              <DialogTitle>
                {order.isPending ? 'Carregando pedido...' : 'Pedido não encontrado'}
              </DialogTitle>
              <DialogDescription>
                {order.isPending
                  ? 'Buscando os dados do pedido.'
                  : order.isError
                    ? 'Não foi possível carregar o pedido. Verifique sua conexão e tente novamente.'
                    : 'Este pedido não existe ou foi removido.'}
              </DialogDescription>
            </DialogHeader>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function OrderDialogBody({ order }: { order: Order }) {
  const printer = usePrinterSettings();
  const { changeStatus, isPending } = useChangeStatus();
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <DialogHeader className="text-left">
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {orderLabel(order)}
          <StatusBadge status={order.status} />
        </DialogTitle>
        <DialogDescription>
          {order.customer_name} · {formatDateTime(order.created_at)}
        </DialogDescription>
      </DialogHeader>

      <OrderDetails order={order} />

      <div className="flex flex-wrap gap-2">
        {STATUS_ACTIONS.filter((action) => action.status !== order.status).map(
          ({ status, icon: Icon }) => (
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
                status === 'cancelled' ? setCancelling(true) : changeStatus(order, status)
              }
            >
              <Icon aria-hidden="true" />
              {ORDER_STATUS[status].label}
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
        onConfirm={(reason) => changeStatus(order, 'cancelled', () => setCancelling(false), reason)}
      />

      <PaymentMethodCard key={order.id} order={order} />
      <ContactCard key={order.id} order={order} />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Fechar</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
