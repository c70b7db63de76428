import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import { lineKey, lineTotal, type CartLine } from '../cart/cart-math';
import { SOLD_OUT_NOTE, UNAVAILABLE_NOTE, UnavailableTag } from '../cart/unavailable-tag';
import { REMOVE_LINE_ATTRIBUTE } from './focus-remover';

/**
 * One line of the order summary. A line that cannot be ordered as it is (its product left the menu,
 * or a choice did) says why and offers Remover right here, so the customer never has to go back.
 */
export function SummaryLine({
  line,
  onRemove,
}: {
  line: CartLine;
  onRemove: (key: string) => void;
}) {
  const gone = line.unavailable === true;
  const blocked = gone || Boolean(line.problem);
  return (
    <li
      className="flex items-start gap-3 text-sm"
      data-problem={blocked || undefined}
      data-unavailable={gone || undefined}
    >
      <span className="grid h-6 min-w-8 place-items-center rounded-md bg-secondary px-1.5 text-xs font-semibold text-secondary-foreground">
        {line.quantity}x
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={
            gone ? 'block font-medium leading-6 opacity-60' : 'block font-medium leading-6'
          }
        >
          {line.name}
        </span>
        {line.optionsText ? (
          <span className="block text-xs text-muted-foreground">{line.optionsText}</span>
        ) : null}
        {gone ? (
          <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium text-destructive">
            <UnavailableTag soldOut={line.soldOut === true} />
            {line.soldOut ? SOLD_OUT_NOTE : UNAVAILABLE_NOTE}
          </span>
        ) : line.problem ? (
          <span className="block text-xs font-medium text-destructive">{line.problem}</span>
        ) : null}
        {line.notes ? (
          <span className="block text-xs text-muted-foreground">Obs.: {line.notes}</span>
        ) : null}
        {blocked ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2 border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={`Remover ${line.name}`}
            {...{ [REMOVE_LINE_ATTRIBUTE]: true }}
            onClick={() => onRemove(lineKey(line))}
          >
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        ) : null}
      </span>
      <span
        className={
          gone
            ? 'whitespace-nowrap tabular-nums leading-6 text-muted-foreground line-through'
            : 'whitespace-nowrap tabular-nums leading-6'
        }
      >
        {formatBRL(lineTotal(line))}
      </span>
    </li>
  );
}
