import { useSyncExternalStore } from 'react';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOrderNotices, useOrderNoticesOn } from '@/data/push/order-notices';
import { userMessage } from '@/lib/error-messages';
import { pushAvailability, type PushAvailability } from '@/lib/web-push';

const noChanges = () => () => {};
/** The page the server draws (and the browser's hydration of it) offers the notices. */
const drawnOnServer = (): PushAvailability | 'drawn' => 'drawn';

/** This browser's Web Push, read once the app runs ('drawn' while it hydrates the server's page). */
function usePushAvailability(): PushAvailability | 'drawn' {
  return useSyncExternalStore(noChanges, pushAvailability, drawnOnServer);
}

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
  const availability = usePushAvailability();
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
  // Until this device's answer is known (and in the page the server drew) the offer shows, in the
  // place and size it keeps: most phones can take notices, and nothing below moves.
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
