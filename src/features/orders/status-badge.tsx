import { Badge } from '@/components/ui/badge';
import { statusText, statusVariant, type OrderSurface } from './status-text';

export function StatusBadge({ status, surface }: { status: string; surface: OrderSurface }) {
  return <Badge variant={statusVariant(status)}>{statusText(status, surface)}</Badge>;
}
