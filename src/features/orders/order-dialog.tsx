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
import { formatDateTime } from '@/domain/dates';
import { fulfillmentOf } from '@/domain/orders/items';
import { useOrder } from '@/data/orders/get-order';
import { orderLabel, type Order } from '@/data/orders/schema';
import { ContactCard } from './contact-card';
import { DriverSelect } from './driver-select';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { OrderTimeline } from './order-timeline';
import { PaymentMethodCard } from './payment-method-card';
import { StatusBadge } from './status-badge';
import { useOrderDialog } from './use-order-dialog';

/**
 * The order detail dialog, one for the whole admin panel: it shows the order named in
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
  return (
    <>
      <DialogHeader className="pr-6 text-left">
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {orderLabel(order)}
          <StatusBadge status={order.status} />
        </DialogTitle>
        <DialogDescription>
          {order.customer_name} · {formatDateTime(order.created_at)} ·{' '}
          {fulfillmentOf(order.fulfillment) === 'pickup' ? 'Retirada' : 'Entrega'}
        </DialogDescription>
      </DialogHeader>

      <OrderActions order={order} />
      <DriverSelect order={order} />
      <OrderDetails order={order} />
      <OrderTimeline orderId={order.id} />
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
