import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MessageCircle, RotateCw, SearchX, UtensilsCrossed } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { orderQuestionMessage } from '@/lib/customer-messages';
import { isOrderStatus, orderStatusVariant } from '@/lib/order-status';
import { cn } from '@/lib/utils';
import { whatsAppLink } from '@/lib/whatsapp';
import { useOrderStatus } from '@/data/orders/get-order-status';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { StatusSteps } from './status-steps';
import { statusDescription, statusTimeline } from './status-timeline';

/** /client/pedido/:id (DESIGN.md section 7): the order's number and status, kept up to date. */
export function OrderStatusPage({ orderId }: { orderId: string }) {
  const order = useOrderStatus(orderId);
  const settings = useStoreSettings();

  if (order.isPending) return <StatusSkeleton />;
  if (order.isError) {
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
  if (!order.data) {
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

  const { orderNumber, status, fulfillment, cancelReason } = order.data;
  const timeline = statusTimeline(status, fulfillment);
  const whatsappNumber = settings.data?.whatsappNumber;
  const final = status === 'delivered' || status === 'cancelled';

  return (
    <section className="mx-auto grid max-w-lg gap-6">
      <Card className="gap-5">
        <CardHeader className="gap-2">
          <CardDescription>Acompanhe seu pedido</CardDescription>
          <CardTitle className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold tracking-tight">Pedido #{orderNumber}</h1>
            <Badge variant={orderStatusVariant(status)} className="px-2.5 py-1 text-sm">
              {timeline.label}
            </Badge>
          </CardTitle>
          {isOrderStatus(status) ? null : (
            <p className="text-sm text-muted-foreground">{statusDescription(status)}</p>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          {timeline.cancelled ? (
            <p className="rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
              {statusDescription(status)}
              {cancelReason ? (
                <>
                  <br />
                  <strong>Motivo:</strong> {cancelReason}
                </>
              ) : null}
            </p>
          ) : (
            <StatusSteps steps={timeline.steps} />
          )}
          {!final ? (
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <span className="size-2 animate-pulse rounded-full bg-success" aria-hidden="true" />
              Esta página se atualiza sozinha.
            </p>
          ) : null}
        </CardContent>
      </Card>
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
      <Skeleton className="h-12 rounded-lg" />
    </div>
  );
}
