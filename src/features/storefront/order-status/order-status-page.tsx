import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MessageCircle, RotateCw, SearchX, UtensilsCrossed } from 'lucide-react';
import { PixPayment } from '@/components/pix-payment';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { orderQuestionMessage } from '@/domain/orders/customer-messages';
import { orderPixCode } from '@/domain/orders/pix';
import { cn } from '@/lib/utils';
import { whatsAppLink } from '@/domain/whatsapp';
import { isFinalStatus, useOrderStatus } from '@/data/orders/get-order-status';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { FulfillmentCard } from './fulfillment-card';
import { OrderItemsCard } from './order-items-card';
import { OrderNotices } from './order-notices';
import { StatusCard } from './status-card';
import { paymentStatusLine } from './tracking-format';

/**
 * /client/pedido/:id (docs/order-lifecycle.md): the order's timeline, kept up to date by polling while
 * the page is open, with where it goes, what was ordered, and the Pix code while it is unpaid.
 */
export function OrderStatusPage({ orderId }: { orderId: string }) {
  const order = useOrderStatus(orderId);
  const settings = useStoreSettings();

  if (order.isPending) return <StatusSkeleton />;
  // A failed poll keeps showing the order it has; only a first load that failed is an error page.
  if (order.data === undefined) {
    return (
      <Message
        icon={<RotateCw className="size-7" aria-hidden="true" />}
        title="Não foi possível carregar o pedido."
      >
        <p className="text-sm text-muted-foreground">Verifique sua conexão e tente novamente.</p>
        <Button onClick={() => void order.refetch()}>
          <RotateCw />
          Tentar novamente
        </Button>
      </Message>
    );
  }
  if (order.data === null) {
    return (
      <Message
        icon={<SearchX className="size-7" aria-hidden="true" />}
        title="Não encontramos este pedido."
      >
        <p className="text-sm text-muted-foreground">
          Confira o link que você recebeu ou faça um novo pedido.
        </p>
        <MenuLink />
      </Message>
    );
  }

  const info = order.data;
  const final = isFinalStatus(info.status);
  // The code is there to pay an open order; once over, it is not offered any more.
  const pixCode =
    info.paymentMethod === 'pix' && !info.paid && !final
      ? orderPixCode(settings.data?.pix, { orderNumber: info.orderNumber, total: info.total })
      : null;
  const whatsappNumber = settings.data?.whatsappNumber;

  return (
    <section className="mx-auto grid max-w-lg gap-4 sm:gap-6">
      <StatusCard order={info} final={final} offline={order.isRefetchError} />

      {final ? null : <OrderNotices orderId={orderId} fulfillment={info.fulfillment} />}

      {pixCode ? <PixPayment code={pixCode} amount={info.total} className="max-w-none" /> : null}

      <FulfillmentCard
        fulfillment={info.fulfillment}
        deliveryZone={info.deliveryZone}
        shopAddress={settings.data?.companyAddress ?? null}
      />

      <OrderItemsCard
        order={info}
        payment={paymentStatusLine({
          paid: info.paid,
          status: info.status,
          fulfillment: info.fulfillment,
          pixDue: pixCode !== null,
        })}
      />

      <div className="grid gap-3 min-[400px]:grid-cols-2">
        {whatsappNumber ? (
          <a
            href={whatsAppLink(whatsappNumber, orderQuestionMessage(info.orderNumber))}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
          >
            <MessageCircle />
            Falar com a loja
          </a>
        ) : null}
        <MenuLink className={whatsappNumber ? undefined : 'min-[400px]:col-span-2'} />
      </div>
    </section>
  );
}

function MenuLink({ className }: { className?: string }) {
  return (
    <Link to="/client" className={cn(buttonVariants({ size: 'lg' }), 'w-full', className)}>
      <UtensilsCrossed />
      Voltar ao Cardápio
    </Link>
  );
}

function Message({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-muted text-muted-foreground">
        {icon}
      </span>
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </section>
  );
}

function StatusSkeleton() {
  return (
    <div className="mx-auto grid max-w-lg gap-4" role="status">
      <span className="sr-only">Carregando...</span>
      <Skeleton className="h-72 rounded-xl" />
      <Skeleton className="h-24 rounded-xl" />
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}
