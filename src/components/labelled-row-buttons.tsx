import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface LabelledRowButtonProps {
  /** What the row is called: the button reads 'Editar <name>' or 'Excluir <name>' to a screen reader. */
  name: string;
  onClick: () => void;
}

/** A small outlined 'Editar' button with its pencil, for a card or a row. */
export function LabelledEditButton({ name, onClick }: LabelledRowButtonProps) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={`Editar ${name}`}>
      <Pencil aria-hidden="true" />
      Editar
    </Button>
  );
}

/** A small outlined 'Excluir' button in the destructive colour, for a card or a row. */
export function LabelledDeleteButton({ name, onClick }: LabelledRowButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      onClick={onClick}
      aria-label={`Excluir ${name}`}
    >
      <Trash2 aria-hidden="true" />
      Excluir
    </Button>
  );
}
