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
import type { MenuItem } from './api/get-menu-items';
import { useDeleteMenuItem } from './api/delete-menu-item';

/** Deleting from the menu deletes the product: confirmed first, not dismissed by an outside click. */
export function DeleteMenuItemDialog({
  item,
  onClose,
}: {
  item: MenuItem | null;
  onClose: () => void;
}) {
  const remove = useDeleteMenuItem();
  return (
    <AlertDialog
      open={item !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirmar exclusão</AlertDialogTitle>
          <AlertDialogDescription>
            Excluir <strong className="text-foreground">{item?.name}</strong> do cardápio? O produto
            será apagado e esta ação não pode ser desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (item) remove.mutate(item, { onSuccess: onClose });
            }}
          >
            Excluir
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
