import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { OrderStatus } from '@/domain/orders/status';
import { orderStatusToastTitle } from '@/domain/orders/status';
import { useSession } from '@/data/account/use-session';
import { useBusinessDay } from '@/data/settings/use-business-day';
import { useMyDeliveries } from '@/data/deliveries/get-my-deliveries';
import { deliveryKeys } from '@/data/deliveries/keys';
import { orderLabel, type Order } from '@/data/orders/schema';
import { useUpdateOrder } from '@/data/orders/update-order';
import { DeliveryCard } from './delivery-card';

/**
 * 'Minhas entregas': the courier's phone screen, their open deliveries first and today's delivered
 * ones folded below. It polls every 10 s while visible (see useMyDeliveries).
 */
export function DeliveriesPage() {
  const session = useSession();
  // delivered ones shown since the shop's business day started (a night's run stays together)
  const businessDay = useBusinessDay();
  const deliveries = useMyDeliveries(
    businessDay ? (session.session?.user.id ?? null) : null,
    businessDay?.startedAt ?? '',
  );
  const update = useUpdateOrder();
  const queryClient = useQueryClient();

  function advance(order: Order, status: OrderStatus) {
    // A refusal gets the app's default error toast, with the server's sentence.
    update.mutate(
      { id: order.id, change: { status } },
      {
        onSuccess: (updated) =>
          toast.success(orderStatusToastTitle(status), { description: orderLabel(updated) }),
        // A refusal often means the card is stale (taken back, moved at the counter): ask again.
        onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
      },
    );
  }

  const orders = deliveries.data ?? [];
  const open = orders.filter((order) => order.status !== 'delivered');
  const delivered = orders.filter((order) => order.status === 'delivered');
  const pendingId = update.isPending ? update.variables?.id : undefined;

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-xl gap-4">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Minhas entregas</h1>
        <Link to="/entregas/acerto" className="text-sm text-primary underline underline-offset-2">
          Acerto do dia
        </Link>
      </div>
      {deliveries.isPending ? (
        <p className="text-muted-foreground">Carregando entregas...</p>
      ) : deliveries.isError ? (
        <p className="text-destructive">
          Não foi possível carregar as entregas. Verifique sua conexão.
        </p>
      ) : open.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          Nenhuma entrega para você agora.
        </p>
      ) : (
        open.map((order) => (
          <DeliveryCard
            key={order.id}
            order={order}
            onAdvance={advance}
            pending={pendingId === order.id}
          />
        ))
      )}
      {delivered.length > 0 && (
        <details className="rounded-lg border p-3">
          <summary className="cursor-pointer font-semibold">
            Entregues hoje ({delivered.length})
          </summary>
          <ul className="mt-2 grid gap-1 text-sm">
            {delivered.map((order) => (
              <li key={order.id} className="flex justify-between gap-2">
                <span>
                  {orderLabel(order)} · {order.customer_name}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
