import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface EditDeleteButtonsProps {
  /** What the row is called: the buttons read 'Editar <name>' and 'Excluir <name>'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The buttons' size, e.g. larger for a finger on a phone. */
  className?: string;
  /** Shows 'Editar' and 'Excluir' on hover as well. */
  withTitles?: boolean;
}

/** A row's two icon buttons: edit, then delete in the destructive colour. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  className = 'size-9',
  withTitles = false,
}: EditDeleteButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={`Editar ${name}`}
        title={withTitles ? 'Editar' : undefined}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn(className, 'text-destructive hover:text-destructive')}
        aria-label={`Excluir ${name}`}
        title={withTitles ? 'Excluir' : undefined}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
