import { AmountRow } from '@/components/amount-row';
import type { ReactNode } from 'react';
import { MessageCircle, Phone } from 'lucide-react';
import { formatDateTime } from '@/domain/dates';
import { OrderLines } from '@/components/order-lines';
import { formatBRL } from '@/domain/format';
import { googleMapsLink } from '@/domain/maps-link';
import { telLink } from '@/domain/phone';
import { whatsAppChatLink } from '@/domain/whatsapp';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';
import { changeText } from '@/domain/orders/change';
import { itemCount, orderLabel, type Order } from '@/data/orders/schema';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { useDeliveryZones } from '@/data/delivery-zones/get-delivery-zones';
import { chargedZoneText } from '@/domain/orders/charged-zone';
import { orderScheduleText } from '@/domain/schedule';
import { WHATSAPP_WINDOW } from './pending-window';
import { StatusBadge } from './status-badge';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

/** What the dialog says about an order; customer strings are text, never HTML. */
export function OrderDetails({ order }: { order: Order }) {
  const settings = useCompanySettings().data;
  const scheduled = orderScheduleText(order, settings?.timezone, settings?.scheduling_slot_minutes);
  const charged = chargedZoneText(order, useDeliveryZones().data);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3">
        {scheduled && (
          <Field label="Agendamento" wide>
            <strong>{scheduled}</strong>
          </Field>
        )}
        <Field label="Número do pedido">{orderLabel(order)}</Field>
        <Field label="Cliente">{order.customer_name}</Field>
        <Field label="Status">
          <StatusBadge status={order.status} />
        </Field>
        <Field label="Total">{formatBRL(order.total_amount)}</Field>
        <Field label="Data">{formatDateTime(order.created_at)}</Field>
        <Field label="Itens">{itemCount(order)}</Field>
        {order.customer_address && (
          <Field label="Endereço" wide>
            <span className="block">{order.customer_address}</span>
            <MapsLink order={order} />
          </Field>
        )}
        {charged && (
          <Field label="Zona cobrada" wide>
            <span className="block font-medium">{charged.text}</span>
            {charged.warning ? (
              <span className="block text-sm text-destructive">{charged.warning}</span>
            ) : null}
          </Field>
        )}
        {order.customer_phone && (
          <Field label="Telefone">
            <PhoneLinks phone={order.customer_phone} />
          </Field>
        )}
        <Field label="Forma de pagamento">
          <span className="block">{paymentMethodLabel(order.payment_method)}</span>
          {changeText(order) ? (
            <span className="block font-medium">{changeText(order)}</span>
          ) : null}
        </Field>
      </dl>

      <section aria-label="Itens do pedido" className="rounded-lg border">
        <h3 className="border-b px-4 py-2 text-sm font-semibold">Itens do pedido</h3>
        {order.items.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted-foreground">Nenhum item neste pedido.</p>
        ) : (
          <OrderLines items={order.items} />
        )}
        <dl className="grid gap-1 border-t px-4 py-2 text-sm">
          <Amount label="Subtotal" value={formatBRL(order.subtotal)} />
          {order.delivery_fee > 0 && (
            <Amount label="Taxa de entrega" value={formatBRL(order.delivery_fee)} />
          )}
          {order.discount > 0 && (
            <Amount
              label={order.promo_code ? `Desconto (${order.promo_code})` : 'Desconto'}
              value={`-${formatBRL(order.discount)}`}
            />
          )}
          <Amount label="Total" value={formatBRL(order.total_amount)} strong />
        </dl>
      </section>

      {order.notes && (
        <div className="rounded-lg bg-muted/60 px-4 py-3 text-sm">
          <span className="font-semibold">Observações: </span>
          <span className="break-words">{order.notes}</span>
        </div>
      )}
    </div>
  );
}

/** One line of the items' sums: what they add up to, as the receipt prints it. */
function Amount({ strong, ...amount }: { label: string; value: string; strong?: boolean }) {
  return <AmountRow {...amount} className={strong ? 'font-semibold' : 'text-muted-foreground'} />;
}

const LINK =
  'inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline';

/** The customer's phone: a tap calls it, and a chat opens in the panel's WhatsApp window. */
function PhoneLinks({ phone }: { phone: string }) {
  return (
    <span className="flex flex-wrap items-center gap-x-4">
      <a href={telLink(phone)} className={LINK}>
        <Phone aria-hidden="true" className="size-4" />
        {phone}
      </a>
      <a
        href={whatsAppChatLink(phone)}
        target={WHATSAPP_WINDOW}
        className={LINK}
        aria-label={`WhatsApp de ${phone}`}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp
      </a>
    </span>
  );
}

function MapsLink({ order }: { order: Order }) {
  const href = googleMapsLink(order.address, order.customer_address);
  if (!href || order.fulfillment === 'pickup') return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 block w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      Abrir no Google Maps
    </a>
  );
}
