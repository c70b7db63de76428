import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Label } from '@/components/ui/label';
import { fulfillmentOf } from '@/domain/orders/items';
import { useAssignDriver } from '@/data/orders/assign-driver';
import type { Order } from '@/data/orders/schema';
import { useDrivers } from '@/data/staff/get-drivers';

// A select has no null value: this one stands for "no driver".
const NONE = 'none';

const SELECT_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm md:h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * 'Entregador' of a delivery: while the order is open, the counter picks one of the active
 * drivers (or none); afterwards the dialog still says who carried it.
 */
export function DriverSelect({ order }: { order: Order }) {
  const id = useId();
  const drivers = useDrivers();
  const assign = useAssignDriver();
  if (fulfillmentOf(order.fulfillment) !== 'delivery') return null;

  const all = drivers.data ?? [];
  const assigned = all.find((driver) => driver.user_id === order.driver_id);
  const open = order.status !== 'delivered' && order.status !== 'cancelled';
  const assignedName = order.driver_id ? (assigned?.display_name ?? 'Entregador') : null;

  if (!open) {
    return assignedName ? (
      <p className="text-sm">
        <span className="font-semibold">Entregador:</span> {assignedName}
      </p>
    ) : null;
  }

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

  const choices = all.filter((driver) => driver.is_active || driver.user_id === order.driver_id);
  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <Label htmlFor={id} className="font-semibold">
        Entregador
      </Label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={order.driver_id ?? NONE}
        onChange={(event) => choose(event.target.value)}
        disabled={assign.isPending || drivers.isPending}
      >
        <option value={NONE}>Sem entregador</option>
        {choices.map((driver) => (
          <option key={driver.user_id} value={driver.user_id}>
            {driver.display_name}
          </option>
        ))}
        {order.driver_id && !assigned && <option value={order.driver_id}>{assignedName}</option>}
      </select>
      {!all.some((driver) => driver.is_active) && !drivers.isPending && (
        <p className="text-sm text-muted-foreground">Nenhum entregador ativo na equipe.</p>
      )}
    </div>
  );
}
