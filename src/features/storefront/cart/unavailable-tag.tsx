import { Ban } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export const UNAVAILABLE_LABEL = 'Indisponível';
export const UNAVAILABLE_NOTE = 'Saiu do cardápio. Remova o item para finalizar o pedido.';
export const SOLD_OUT_LABEL = 'Esgotado';
export const SOLD_OUT_NOTE = 'Esgotou. Remova o item para finalizar o pedido.';

/**
 * The mark of a cart line whose product is no longer on sale (the panel's word, Indisponível), or
 * is on the menu but esgotado.
 */
export function UnavailableTag({ soldOut = false }: { soldOut?: boolean }) {
  return (
    <Badge variant="destructive" className="align-middle">
      <Ban aria-hidden="true" />
      {soldOut ? SOLD_OUT_LABEL : UNAVAILABLE_LABEL}
    </Badge>
  );
}
