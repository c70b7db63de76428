import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Clock, MessageCircle, RotateCw, SearchX, UtensilsCrossed, WifiOff } from 'lucide-react';
import { PixPayment } from '@/components/pix-payment';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { orderQuestionMessage } from '@/lib/customer-messages';
import { orderPixCode } from '@/lib/order-pix';
import { isOrderStatus, orderStatusVariant } from '@/lib/order-status';
import { cn } from '@/lib/utils';
import { whatsAppLink } from '@/lib/whatsapp';
import { isFinalStatus, useOrderStatus } from '@/data/orders/get-order-status';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { FulfillmentCard } from './fulfillment-card';
import { OrderItemsCard } from './order-items-card';
import { StatusSteps } from './status-steps';
import { statusDescription, statusTimeline } from './status-timeline';
import { estimateWindow, formatWindow, paymentStatusLine } from './tracking-format';

/**
 * /client/pedido/:id (DESIGN.md section 7): the order's timeline, kept up to date by polling while
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
  const { orderNumber, status, fulfillment } = info;
  const timeline = statusTimeline(status, fulfillment, info.events);
  const final = isFinalStatus(status);
  const pixCode =
    info.paymentMethod === 'pix' && !info.paid && status !== 'cancelled'
      ? orderPixCode(settings.data?.pix, { orderNumber, total: info.total })
      : null;
  const estimate = final ? null : estimateWindow(info.createdAt, info.estimatedTime);
  const whatsappNumber = settings.data?.whatsappNumber;

  return (
    <section className="mx-auto grid max-w-lg gap-4 sm:gap-6">
      <Card className="gap-5">
        <CardHeader className="gap-2">
          <CardDescription>Acompanhe seu pedido</CardDescription>
          <CardTitle className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold tracking-tight">Pedido #{orderNumber}</h1>
            <Badge
              variant={orderStatusVariant(status)}
              className="px-2.5 py-1 text-sm"
              aria-live="polite"
            >
              {timeline.label}
            </Badge>
          </CardTitle>
          {isOrderStatus(status) ? null : (
            <p className="text-sm text-muted-foreground">{statusDescription(status)}</p>
          )}
          {estimate ? (
            <p className="mt-1 flex items-center gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm">
              <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {fulfillment === 'pickup' ? 'Previsão para retirada' : 'Previsão de entrega'}:{' '}
                <strong className="tabular-nums">{formatWindow(estimate)}</strong>
              </span>
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-5">
          <StatusSteps steps={timeline.steps} cancelReason={info.cancelReason} />
          {final ? null : order.isRefetchError ? (
            <p className="flex items-center gap-2 text-xs text-warning-foreground">
              <WifiOff className="size-3.5" aria-hidden="true" />
              Sem conexão no momento. Tentando de novo…
            </p>
          ) : (
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <span className="size-2 animate-pulse rounded-full bg-success" aria-hidden="true" />
              Esta página se atualiza sozinha.
            </p>
          )}
        </CardContent>
      </Card>

      {pixCode ? <PixPayment code={pixCode} amount={info.total} /> : null}

      <FulfillmentCard
        fulfillment={fulfillment}
        deliveryZone={info.deliveryZone}
        shopAddress={settings.data?.companyAddress ?? null}
      />

      <OrderItemsCard
        order={info}
        payment={paymentStatusLine({
          paid: info.paid,
          status,
          fulfillment,
          pixDue: pixCode !== null,
        })}
      />

      <div className="grid gap-3 min-[400px]:grid-cols-2">
        {whatsappNumber ? (
          <a
            href={whatsAppLink(whatsappNumber, orderQuestionMessage(orderNumber))}
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
