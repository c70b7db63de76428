import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface MoveButtonsProps {
  /** What moves, as the buttons say it: "Subir Adicionais", "Descer opção 2". */
  name: string;
  /** Where it stands (0-based) among how many. */
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** Both off, e.g. while a save is under way. */
  disabled?: boolean;
  /** The buttons' size class ("size-8"). */
  className?: string;
}

/** Subir and Descer: small ghost arrows that move an item of a list one place (off at its ends). */
export function MoveButtons({ name, index, count, onMove, disabled, className }: MoveButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={`Subir ${name}`}
        disabled={index === 0 || disabled}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={`Descer ${name}`}
        disabled={index === count - 1 || disabled}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
