import { ConfirmDialog } from '@/components/confirm-dialog';
import { orderStatusLabel, type OrderStatus } from '@/domain/orders/status';

interface ReopenOrderDialogProps {
  orderLabel: string;
  /** The status the cancelled order would go back to; null keeps the dialog closed. */
  status: OrderStatus | null;
  pending: boolean;
  onConfirm: (status: OrderStatus) => void;
  onClose: () => void;
}

/**
 * A cancelled order goes back into the kitchen's flow only when the owner says so: one stray tap
 * on 'Outros status' must not revive an order the customer was told is cancelled.
 */
export function ReopenOrderDialog({
  orderLabel,
  status,
  pending,
  onConfirm,
  onClose,
}: ReopenOrderDialogProps) {
  return (
    <ConfirmDialog
      open={status !== null}
      title={`Reabrir o pedido ${orderLabel}, que foi cancelado?`}
      description={
        status
          ? `O pedido volta para ${orderStatusLabel(status)} e o cliente passa a ver esse status na página de acompanhamento, no lugar do cancelamento.`
          : null
      }
      confirmLabel="Reabrir pedido"
      cancelLabel="Voltar"
      pending={pending}
      onConfirm={() => {
        if (status) onConfirm(status);
      }}
      onClose={onClose}
    />
  );
}
