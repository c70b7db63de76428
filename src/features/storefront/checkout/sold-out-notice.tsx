import { PackageX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SoldOutRefusal } from './sold-out-lines';

interface SoldOutNoticeProps {
  refusal: SoldOutRefusal;
  /** How many lines removing would take out (0: nothing to remove, e.g. already removed). */
  count: number;
  onRemove: () => void;
}

/** Above the summary: what ran out, and the one tap that removes it and keeps the rest. */
export function SoldOutNotice({ refusal, count, onRemove }: SoldOutNoticeProps) {
  return (
    <div
      role="alert"
      className="mb-4 grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-medium">
        <PackageX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span>
          {refusal.message}{' '}
          <span className="font-normal text-muted-foreground">
            Remova do carrinho para finalizar com o resto do pedido.
          </span>
        </span>
      </p>
      {count > 0 && (
        <Button type="button" variant="destructive" className="h-11 md:h-10" onClick={onRemove}>
          {count === 1 ? 'Remover item esgotado' : `Remover ${count} itens esgotados`}
        </Button>
      )}
    </div>
  );
}
