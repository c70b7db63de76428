import { Badge } from '@/components/ui/badge';
import { orderStatusLabel, orderStatusVariant } from '@/lib/order-status';

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={orderStatusVariant(status)}>{orderStatusLabel(status)}</Badge>;
}
