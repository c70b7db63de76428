import { Clock, PauseCircle } from 'lucide-react';
import type { ShopStatus } from '@/data/shop-status/schema';
import { closedText, statusLine } from '@/domain/shop-status';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';

interface ShopStatusBannerProps {
  status: ShopStatus | undefined;
  /** When the status was fetched: the clock ticks every 15 s, a fresh answer is as recent. */
  updatedAt: number;
  /** The shop's time zone: "abre hoje às 18:00" is 18:00 where the shop is. */
  timezone: string | undefined;
  /** What the customer can do meanwhile (the menu and the checkout say it differently). */
  note: string;
  className?: string;
}

/** "Fechado agora · abre hoje às 18:00" or "Pausado · voltamos em 25 min"; nothing while open. */
export function ShopStatusBanner({
  status,
  updatedAt,
  timezone,
  note,
  className,
}: ShopStatusBannerProps) {
  const now = Math.max(useNow(15_000), updatedAt);
  const text = status ? closedText(status, now, timezone ?? 'America/Sao_Paulo') : null;
  if (!status || !text) return null;
  const Icon = status.reason === 'paused' ? PauseCircle : Clock;
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-2xl border border-warning/50 bg-warning/10 p-4 text-warning-foreground',
        className,
      )}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-warning/20">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold" data-testid="shop-status-banner">
          {statusLine(text)}
        </p>
        <p className="text-sm opacity-90">{note}</p>
      </div>
    </div>
  );
}
