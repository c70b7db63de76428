import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
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
  const remove = useDeleteMenuItem();
  return (
    <ConfirmDeleteDialog
      open={item !== null}
      title="Confirmar exclusão"
      description={
        <>
          Excluir <strong className="text-foreground">{item?.name}</strong> do cardápio? O produto
          será apagado e esta ação não pode ser desfeita.
        </>
      }
      pending={remove.isPending}
      onConfirm={() => item && remove.mutate(item, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
