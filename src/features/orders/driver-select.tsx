import { Bike } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Label } from '@/components/ui/label';
import { fulfillmentOf } from '@/domain/orders/items';
import { useAssignDriver } from '@/data/orders/assign-driver';
import type { Order } from '@/data/orders/schema';
import { useDrivers } from '@/data/staff/get-drivers';
import { cn } from '@/lib/utils';

// A select has no null value: this one stands for "no driver".
const NONE = 'none';

const SELECT_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm md:h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The drivers an open delivery may go to, who has it, and the one way to change it. */
function useDriverChoice(order: Order) {
  const drivers = useDrivers();
  const assign = useAssignDriver();
  const all = drivers.data ?? [];
  const assigned = all.find((driver) => driver.user_id === order.driver_id);
  const assignedName = order.driver_id ? (assigned?.display_name ?? 'Entregador') : null;

  function choose(value: string) {
    const driverId = value === NONE ? null : value;
    assign.mutate(
      { orderId: order.id, driverId },
      {
        onSuccess: () => {
          const name = all.find((driver) => driver.user_id === driverId)?.display_name;
          toast.success(name ? `Entrega com ${name}` : 'Pedido sem entregador');
        },
      },
    );
  }

  const options = (
    <>
      <option value={NONE}>Sem entregador</option>
      {all
        .filter((driver) => driver.is_active || driver.user_id === order.driver_id)
        .map((driver) => (
          <option key={driver.user_id} value={driver.user_id}>
            {driver.display_name}
          </option>
        ))}
      {order.driver_id && !assigned && <option value={order.driver_id}>{assignedName}</option>}
    </>
  );
  return {
    assignedName,
    options,
    choose,
    disabled: assign.isPending || drivers.isPending,
    noActiveDriver: !drivers.isPending && !all.some((driver) => driver.is_active),
  };
}

const isOpen = (order: Order) => order.status !== 'delivered' && order.status !== 'cancelled';

/**
 * 'Entregador' of a delivery: while the order is open, the counter picks one of the active
 * drivers (or none); afterwards the dialog still says who carried it.
 */
export function DriverSelect({ order }: { order: Order }) {
  if (fulfillmentOf(order.fulfillment) !== 'delivery') return null;
  return isOpen(order) ? <OpenDriverSelect order={order} /> : <ClosedDriver order={order} />;
}

function OpenDriverSelect({ order }: { order: Order }) {
  const id = useId();
  const choice = useDriverChoice(order);
  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <Label htmlFor={id} className="font-semibold">
        Entregador
      </Label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={order.driver_id ?? NONE}
        onChange={(event) => choice.choose(event.target.value)}
        disabled={choice.disabled}
      >
        {choice.options}
      </select>
      {choice.noActiveDriver && (
        <p className="text-sm text-muted-foreground">Nenhum entregador ativo na equipe.</p>
      )}
    </div>
  );
}

function ClosedDriver({ order }: { order: Order }) {
  const drivers = useDrivers();
  if (!order.driver_id) return null;
  const name =
    drivers.data?.find((driver) => driver.user_id === order.driver_id)?.display_name ??
    'Entregador';
  return (
    <p className="text-sm">
      <span className="font-semibold">Entregador:</span> {name}
    </p>
  );
}

/** The board card's own driver choice: the same select, small, named after the order. */
export function BoardDriverSelect({ order }: { order: Order }) {
  const choice = useDriverChoice(order);
  return (
    <label className="flex items-center gap-2 text-xs text-muted-foreground">
      <Bike className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">Entregador do pedido #{order.order_number}</span>
      <select
        className={cn(
          SELECT_CLASS,
          'px-2 text-sm md:h-8 md:text-xs',
          order.driver_id ? 'text-foreground' : 'text-muted-foreground',
        )}
        value={order.driver_id ?? NONE}
        onChange={(event) => choice.choose(event.target.value)}
        disabled={choice.disabled}
      >
        {choice.options}
      </select>
    </label>
  );
}
