import { PackageX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CheckoutNotice } from './checkout-notice';
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
    <CheckoutNotice
      role="alert"
      tone="destructive"
      icon={PackageX}
      className="mb-4"
      textClassName="font-medium"
      text={
        <>
          {refusal.message}{' '}
          <span className="font-normal text-muted-foreground">
            Remova do carrinho para finalizar com o resto do pedido.
          </span>
        </>
      }
    >
      {count > 0 && (
        <Button type="button" variant="destructive" className="h-11 md:h-10" onClick={onRemove}>
          {count === 1 ? 'Remover item esgotado' : `Remover ${count} itens esgotados`}
        </Button>
      )}
    </CheckoutNotice>
  );
}
