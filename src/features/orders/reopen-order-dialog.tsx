import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
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
    <AlertDialog open={status !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reabrir o pedido {orderLabel}, que foi cancelado?</AlertDialogTitle>
          <AlertDialogDescription>
            {status
              ? `O pedido volta para ${orderStatusLabel(status)} e o cliente passa a ver esse status na página de acompanhamento, no lugar do cancelamento.`
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Voltar</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              if (status) onConfirm(status);
            }}
          >
            Reabrir pedido
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
