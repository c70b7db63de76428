import { MessageCircle } from 'lucide-react';
import { PixPayment } from '@/components/pix-payment';
import { Button, buttonVariants } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { customerConfirmationMessage } from '@/domain/orders/customer-messages';
import { formatBRL } from '@/domain/format';
import { orderTrackingUrl } from '@/domain/orders/messages';
import { orderPixCode } from '@/domain/orders/pix';
import { phoneDigits } from '@/domain/phone';
import { whatsAppLink } from '@/domain/whatsapp';

export interface PlacedOrderProps {
  order: Order;
  /** The Pix part to collect now (0: no Pix code). */
  pixAmount: number;
  onClose: () => void;
}

/** The order went in: its number, and the tracking link by WhatsApp for a customer with a phone. */
export function PlacedOrder({ order, pixAmount, onClose }: PlacedOrderProps) {
  const store = useStoreSettings();
  const pixCode =
    pixAmount > 0
      ? orderPixCode(store.data?.pix, { orderNumber: order.order_number, total: pixAmount })
      : null;
  const trackingUrl = orderTrackingUrl(window.location.origin, order.id);
  const message = customerConfirmationMessage(order, null, { trackingUrl });
  return (
    <div className="grid gap-4">
      <DialogHeader className="text-left">
        <DialogTitle>Pedido {orderLabel(order)} lançado</DialogTitle>
        <DialogDescription>
          Total {formatBRL(order.total_amount)} · já em preparo, em todos os painéis.
        </DialogDescription>
      </DialogHeader>
      {pixCode && <PixPayment code={pixCode} amount={pixAmount} className="max-w-none" />}
      <div className="flex flex-wrap justify-end gap-2">
        {phoneDigits(order.customer_phone) && (
          <a
            className={buttonVariants({ variant: 'outline' })}
            href={whatsAppLink(order.customer_phone, message)}
            target="_blank"
            rel="noreferrer"
          >
            <MessageCircle aria-hidden="true" />
            Enviar acompanhamento no WhatsApp
          </a>
        )}
        <Button type="button" onClick={onClose}>
          Concluir
        </Button>
      </div>
    </div>
  );
}
