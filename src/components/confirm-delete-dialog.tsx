import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';

type ConfirmDeleteDialogProps = Omit<
  ConfirmDialogProps,
  'confirmLabel' | 'cancelLabel' | 'title'
> & {
  title: string;
};

/** Asks before deleting: the confirm dialog with 'Excluir'. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} confirmLabel="Excluir" />;
}
