import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ReorderButtonsProps {
  /** What moves, as the buttons say it: "categoria Bebidas", "Coca-Cola". */
  label: string;
  /** Where it stands now (0-based) and among how many. */
  position: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}

/** Up and down, for the keyboard as for the mouse: the pressed button keeps focus as the item moves. */
export function ReorderButtons({ label, position, count, onMove }: ReorderButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);

  // The item's row is moved in the page, which drops focus; at an end its button is disabled.
  useEffect(() => {
    if (pressed.current === null) return;
    const first = pressed.current === -1 ? up.current : down.current;
    const other = pressed.current === -1 ? down.current : up.current;
    (first && !first.disabled ? first : other)?.focus();
    pressed.current = null;
  }, [position]);

  const move = (step: -1 | 1) => {
    pressed.current = step;
    onMove(step);
  };

  return (
    <div className="flex items-center gap-1">
      <Button
        ref={up}
        type="button"
        variant="outline"
        size="icon"
        disabled={position === 0}
        aria-label={`Mover ${label} para cima`}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        ref={down}
        type="button"
        variant="outline"
        size="icon"
        disabled={position >= count - 1}
        aria-label={`Mover ${label} para baixo`}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
