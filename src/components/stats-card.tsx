import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useId } from 'react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface StatsCardProps {
  title: string;
  value: ReactNode;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Percentage change since yesterday, shown signed: +12% green, −5% red. */
  change?: number;
  /** What the change compares with (default 'desde ontem'). */
  changeLabel?: string;
  /** A line under the value that says more about it. */
  detail?: string;
  /**
   * Keeps the detail's room (two lines on a phone, one wider) while there is none, so the cards
   * below do not move when it comes with the figures.
   */
  reserveDetail?: boolean;
  /** Draws attention to the card: 'warning' (yellow) or 'info' (blue). */
  highlight?: 'warning' | 'info';
  className?: string;
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '+12%', '−5,5%' (a true minus sign), '0%'. */
function formatChange(change: number): string {
  const magnitude = `${percent.format(Math.abs(change))}%`;
  if (change > 0) return `+${magnitude}`;
  if (change < 0) return `\u2212${magnitude}`;
  return magnitude;
}

const tones = {
  warning: {
    card: 'border-warning/60 bg-warning/10',
    icon: 'bg-warning/20 text-warning-foreground',
  },
  info: { card: 'border-info/50 bg-info/10', icon: 'bg-info/15 text-info-foreground' },
} as const;

/** A dashboard figure: title, value, icon and, optionally, the change since yesterday. */
export function StatsCard({
  title,
  value,
  icon: Icon,
  change,
  changeLabel = 'desde ontem',
  detail,
  reserveDetail = false,
  highlight,
  className,
}: StatsCardProps) {
  const titleId = useId();
  const tone = highlight ? tones[highlight] : undefined;
  const Trend = change !== undefined && change < 0 ? TrendingDown : TrendingUp;

  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-slot="stats-card"
      data-highlight={highlight}
      className={cn('gap-3 py-5 transition-colors', tone?.card, className)}
    >
      <div className="flex items-start justify-between gap-3 px-5">
        <p id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </p>
        <span
          aria-hidden="true"
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary',
            tone?.icon,
          )}
        >
          <Icon className="size-[18px]" />
        </span>
      </div>
      <div className="px-5">
        <p className="text-3xl font-bold tabular-nums tracking-tight">{value}</p>
        {(detail || reserveDetail) && (
          <p
            className={cn(
              'mt-1 text-xs text-muted-foreground',
              reserveDetail && 'min-h-8 sm:min-h-4',
            )}
          >
            {detail}
          </p>
        )}
        {change !== undefined && (
          <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
            <span
              className={cn(
                'inline-flex items-center gap-0.5 font-semibold',
                change > 0 && 'text-success-foreground',
                change < 0 && 'text-destructive',
              )}
            >
              {change !== 0 && <Trend aria-hidden="true" className="size-3.5" />}
              {formatChange(change)}
            </span>
            {changeLabel}
          </p>
        )}
      </div>
    </Card>
  );
}
