import { CircleDot } from 'lucide-react';
import { useShopStatus } from '@/data/shop-status/get-shop-status';
import { closedText, formatClock, statusLine, whenText, zonedParts } from '@/domain/shop-status';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';
import { WEEKDAY_LABELS } from './schedule';

/** "Agora na loja: Segunda-feira, 19:05 · Aberto, fecha hoje às 23:00" — the hours as they apply. */
export function ShopNow({ timezone }: { timezone: string }) {
  const status = useShopStatus();
  const now = useNow();
  if (!status.data) return null;
  const state = status.data;
  const closed = closedText(state, now, timezone);
  const text = closed
    ? statusLine(closed)
    : state.closesAt === null
      ? 'Aberto: recebendo pedidos'
      : `Aberto: fecha ${whenText(state.closesAt, now, timezone)}`;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border bg-card px-4 py-3 text-sm shadow-sm">
      <CircleDot
        aria-hidden="true"
        className={cn(
          'size-4',
          state.isOpen
            ? 'text-success'
            : state.reason === 'paused'
              ? 'text-warning'
              : 'text-muted-foreground',
        )}
      />
      <span className="text-muted-foreground">
        Agora na loja: {WEEKDAY_LABELS[zonedParts(now, timezone).weekday]},{' '}
        {formatClock(now, timezone)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ·
      </span>
      <span className="font-medium" data-testid="shop-now-status">
        {text}
      </span>
    </p>
  );
}
