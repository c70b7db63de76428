import { Clock, WifiOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isOrderStatus, orderStatusVariant } from '@/domain/orders/status';
import type { OrderStatusInfo } from '@/data/orders/get-order-status';
import { useStoreSettings } from '@/data/settings/get-store-settings';
import { orderScheduleText } from '@/domain/schedule';
import { StatusSteps } from './status-steps';
import { statusDescription, statusTimeline } from './status-timeline';
import { estimateWindow, formatWindow } from './tracking-format';

interface StatusCardProps {
  order: OrderStatusInfo;
  /** Delivered or cancelled: no estimate, no live line. */
  final: boolean;
  /** The last poll failed (the phone is offline): the page says it keeps trying. */
  offline: boolean;
}

/** The order's number, status, expected time and timeline. */
export function StatusCard({ order, final, offline }: StatusCardProps) {
  const { orderNumber, status, fulfillment } = order;
  const timeline = statusTimeline(status, fulfillment, order.events);
  const timezone = useStoreSettings().data?.timezone;
  const scheduled = orderScheduleText(
    { scheduled_for: order.scheduledFor },
    timezone,
    order.slotMinutes,
  );
  // a scheduled order's time is its slot, not the usual estimate from when it was placed
  const estimate = final || scheduled ? null : estimateWindow(order.createdAt, order.estimatedTime);
  return (
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
        {scheduled && !final ? (
          <p className="mt-1 flex items-center gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm font-medium">
            <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {scheduled}
          </p>
        ) : null}
        {estimate ? (
          <p className="mt-1 flex items-center gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm">
            <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {fulfillment === 'pickup' ? 'Previsão para retirada' : 'Previsão de entrega'}:{' '}
              <strong className="tabular-nums">{formatWindow(estimate, timezone)}</strong>
            </span>
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        <StatusSteps steps={timeline.steps} cancelReason={order.cancelReason} timeZone={timezone} />
        {final ? null : offline ? (
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
  );
}
