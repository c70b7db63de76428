import { Badge } from '@/components/ui/badge';
import { orderStatusLabel, orderStatusVariant } from '@/domain/orders/status';

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={orderStatusVariant(status)}>{orderStatusLabel(status)}</Badge>;
}
