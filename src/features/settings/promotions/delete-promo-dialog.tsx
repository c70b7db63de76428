import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/lib/toast';
import { useDeletePromoCode } from '@/data/promo-codes/delete-promo-code';
import type { PromoCodeRow } from './promo-schema';

/** Asks before deleting a promo code; it closes at once, the toast tells how it went. */
export function DeletePromoDialog({
  target,
  onClose,
}: {
  target: PromoCodeRow | null;
  onClose: () => void;
}) {
  const remove = useDeletePromoCode({
    onSuccess: (_, { code }) =>
      toast.success('Código promocional excluído', { description: `${code} foi removido.` }),
  });
  return (
    <ConfirmDeleteDialog
      open={target !== null}
      title="Excluir código promocional?"
      description={
        <>
          O código <strong>{target?.code}</strong> deixará de funcionar no checkout. Esta ação não
          pode ser desfeita.
        </>
      }
      pending={false}
      onConfirm={() => {
        if (target) remove.mutate({ id: target.id, code: target.code });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
