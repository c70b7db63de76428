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
import { useDeletePromoCode } from '../api/delete-promo-code';
import type { PromoCodeRow } from './promo-schema';

/** Asks before deleting; an outside click does not dismiss it (spec 9). */
export function DeletePromoDialog({
  target,
  onClose,
}: {
  target: PromoCodeRow | null;
  onClose: () => void;
}) {
  const remove = useDeletePromoCode();
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir código promocional?</AlertDialogTitle>
          <AlertDialogDescription>
            O código <strong>{target?.code}</strong> deixará de funcionar no checkout. Esta ação não
            pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={() => target && remove.mutate({ id: target.id, code: target.code })}
          >
            Excluir
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
