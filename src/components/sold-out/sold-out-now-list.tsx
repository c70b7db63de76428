import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SoldOutItem } from './sold-out-control';
import { soldOutLabel } from './sold-out-label';

interface SoldOutNowListProps {
  items: readonly SoldOutItem[];
  now: Date;
  busy?: boolean;
  onReactivate: (item: SoldOutItem) => void;
  onReactivateAll: () => void;
  /** The heading's id, for the region that holds the list. */
  headingId: string;
}

/**
 * "Esgotados agora": everything customers see as esgotado, each marked one with Reativar, and
 * "Reativar todos". An item out of stock needs its count, not a tap, so it has no Reativar.
 */
export function SoldOutNowList({
  items,
  now,
  busy = false,
  onReactivate,
  onReactivateAll,
  headingId,
}: SoldOutNowListProps) {
  const marked = items.filter((item) => item.unavailable_until);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold leading-none">
          Esgotados agora
        </h2>
        {marked.length > 0 && (
          <Button
            variant="outline"
            className="h-11 md:h-10"
            disabled={busy}
            onClick={onReactivateAll}
          >
            <RotateCcw aria-hidden="true" />
            Reativar todos
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nada esgotado agora.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{item.name}</span>
                <span className="text-xs text-muted-foreground">
                  {item.kind === 'option' ? 'Complemento · ' : ''}
                  {soldOutLabel(item, now)}
                </span>
              </span>
              {item.unavailable_until ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11 md:h-9"
                  disabled={busy}
                  aria-label={`Reativar ${item.name}`}
                  onClick={() => onReactivate(item)}
                >
                  Reativar
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
