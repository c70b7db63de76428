import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import type { Product } from '@/data/products/schema';
import { useDeleteProductWithToasts } from './use-product-mutations';

/** 'Confirmar exclusão'. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  const remove = useDeleteProductWithToasts();
  return (
    <ConfirmDeleteDialog
      open={product !== null}
      title="Confirmar exclusão"
      description={
        <>
          Tem certeza que deseja excluir{' '}
          <strong className="text-foreground">{product?.name}</strong>? Esta ação não pode ser
          desfeita.
        </>
      }
      pending={remove.isPending}
      onConfirm={() => product && remove.mutate(product, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
