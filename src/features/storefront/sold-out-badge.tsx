import { Badge } from '@/components/ui/badge';

/** "Esgotado": a product or option that cannot be ordered now (marked, or out of stock). */
export function SoldOutBadge() {
  return (
    <Badge
      variant="secondary"
      className="h-11 rounded-full px-4 text-sm text-muted-foreground md:h-10"
    >
      Esgotado
    </Badge>
  );
}
