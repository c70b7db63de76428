import type { ReactNode } from 'react';
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

interface ConfirmRowDeleteDialogProps<Row> {
  /** The row asked about; null while closed. */
  row: Row | null;
  /** The deleting mutation: the dialog closes once it succeeds. */
  remove: { isPending: boolean; mutate: (row: Row, options: { onSuccess: () => void }) => void };
  description: ReactNode;
  onClose: () => void;
}

/** 'Confirmar exclusão' of one row: deletes it with `remove`, then closes. */
export function ConfirmRowDeleteDialog<Row>({
  row,
  remove,
  description,
  onClose,
}: ConfirmRowDeleteDialogProps<Row>) {
  return (
    <ConfirmDeleteDialog
      open={row !== null}
      title="Confirmar exclusão"
      description={description}
      pending={remove.isPending}
      onConfirm={() => row !== null && remove.mutate(row, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
