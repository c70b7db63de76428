import { LogOut, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useKitchenQueue } from '@/data/kitchen/get-kitchen-queue';
import { useMarkOrderPrepared } from '@/data/kitchen/mark-order-prepared';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { userMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { KitchenSoldOut } from './kitchen-sold-out';
import { KitchenTicketCard } from './kitchen-ticket';

/**
 * /cozinha: the accepted orders as large tickets, in the order they joined the queue (a scheduled
 * one at its release time), for a tablet that stays signed in; "Esgotados" marks what ran out;
 * "Trocar de conta" hands it to someone else in one tap.
 */
export function KitchenPage({ onSwitchAccount }: { onSwitchAccount: () => void }) {
  const queue = useKitchenQueue();
  const now = useNow(15_000);
  const timeZone = useCompanySettings().data?.timezone;
  const ready = useMarkOrderPrepared({
    onError: (error) => {
      toast.error('Não foi possível marcar como pronto', { description: userMessage(error) });
    },
  });

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cozinha</h1>
        <div className="flex flex-wrap gap-2">
          <KitchenSoldOut />
          <Button variant="outline" size="lg" onClick={onSwitchAccount}>
            <LogOut aria-hidden />
            Trocar de conta
          </Button>
        </div>
      </div>
      {queue.isPending ? (
        <p className="text-xl text-muted-foreground">Carregando pedidos...</p>
      ) : queue.isError && !queue.data ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-xl text-destructive">{userMessage(queue.error)}</p>
          <Button variant="outline" onClick={() => void queue.refetch()}>
            <RefreshCw aria-hidden />
            Tentar novamente
          </Button>
        </div>
      ) : queue.data.length === 0 ? (
        <p className="py-16 text-center text-2xl text-muted-foreground">
          Nenhum pedido em preparo.
        </p>
      ) : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(20rem,100%),1fr))] gap-4">
          {queue.data.map((ticket) => (
            <KitchenTicketCard
              key={ticket.id}
              ticket={ticket}
              now={now}
              timeZone={timeZone}
              busy={ready.isPending && ready.variables.id === ticket.id}
              onReady={() => ready.mutate({ id: ticket.id })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
