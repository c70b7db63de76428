import { Loader2 } from 'lucide-react';
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
import type { Product } from './api/product';
import { useDeleteProduct } from './use-product-mutations';

interface DeleteProductDialogProps {
  product: Product | null;
  onClose: () => void;
}

/** 'Confirmar exclusão': an alert dialog, so a click outside does not dismiss it (spec 2.6, 9). */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  return (
    <AlertDialog
      open={product !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Confirmar exclusão</AlertDialogTitle>
          <AlertDialogDescription>
            Tem certeza que deseja excluir{' '}
            <strong className="text-foreground">{product?.name}</strong>? Esta ação não pode ser
            desfeita.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              if (!product) return;
              remove.mutate(product, { onSuccess: onClose });
            }}
          >
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Excluir
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
