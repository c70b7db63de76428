import { ConfirmRowDeleteDialog } from '@/components/confirm-delete-dialog';
import type { Product } from '@/data/products/schema';
import { useDeleteMenuItem } from './use-menu-mutations';

/** Deleting from the menu deletes the product: confirmed first. */
export function DeleteMenuItemDialog({
  item,
  onClose,
}: {
  item: Product | null;
  onClose: () => void;
}) {
  return (
    <ConfirmRowDeleteDialog
      row={item}
      remove={useDeleteMenuItem()}
      description={
        <>
          Excluir <strong className="text-foreground">{item?.name}</strong> do cardápio? O produto
          será apagado e esta ação não pode ser desfeita.
        </>
      }
      onClose={onClose}
    />
  );
}
