import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOrderNotices, useOrderNoticesOn } from '@/data/push/order-notices';
import { userMessage } from '@/lib/error-messages';
import { pushAvailability } from '@/lib/web-push';

/**
 * 'Avisar quando o pedido sair': the customer's phone is told of each status change with the page
 * closed (docs/push.md). The browser asks for permission only after this click; an iPhone without
 * the installed app cannot receive them, and is told that this page is the way.
 */
export function OrderNotices({
  orderId,
  fulfillment,
}: {
  orderId: string;
  fulfillment: 'delivery' | 'pickup';
}) {
  const availability = pushAvailability();
  const on = useOrderNoticesOn(orderId, availability === 'available');
  const change = useOrderNotices(orderId, { onError: () => undefined });

  if (availability === 'unsupported') return null;
  if (availability === 'ios-needs-install') {
    return (
      <p className="flex items-start gap-2 rounded-xl border bg-card p-4 text-sm text-muted-foreground">
        <Smartphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        No iPhone, o navegador só envia avisos para apps instalados. Deixe esta página aberta: ela
        mostra cada mudança do pedido na hora.
      </p>
    );
  }
  if (on.isPending) return null;
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4">
      {on.data ? (
        <>
          <p className="flex items-center gap-2 text-sm">
            <BellRing aria-hidden="true" className="size-4 text-primary" />
            Você será avisado neste aparelho a cada mudança do pedido.
          </p>
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => change.mutate(false)}
          >
            <BellOff />
            Desativar avisos
          </Button>
        </>
      ) : (
        <Button size="lg" disabled={change.isPending} onClick={() => change.mutate(true)}>
          <BellRing />
          {fulfillment === 'pickup'
            ? 'Avisar quando o pedido ficar pronto'
            : 'Avisar quando o pedido sair'}
        </Button>
      )}
      {change.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {userMessage(change.error)}
        </p>
      ) : null}
    </div>
  );
}
