import { ConfirmRowDeleteDialog } from '@/components/confirm-delete-dialog';
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
  return (
    <ConfirmRowDeleteDialog
      row={product}
      remove={useDeleteProductWithToasts()}
      description={
        <>
          Tem certeza que deseja excluir{' '}
          <strong className="text-foreground">{product?.name}</strong>? Esta ação não pode ser
          desfeita.
        </>
      }
      onClose={onClose}
    />
  );
}
