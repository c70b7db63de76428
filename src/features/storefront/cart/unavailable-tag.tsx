import { Ban } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export const UNAVAILABLE_LABEL = 'Indisponível';
export const UNAVAILABLE_NOTE = 'Saiu do cardápio. Remova o item para finalizar o pedido.';

/** The mark of a cart line whose product is no longer on sale (spec's admin word, Indisponível). */
export function UnavailableTag() {
  return (
    <Badge variant="destructive" className="align-middle">
      <Ban aria-hidden="true" />
      {UNAVAILABLE_LABEL}
    </Badge>
  );
}
