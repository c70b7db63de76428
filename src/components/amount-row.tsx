import { cn } from '@/lib/utils';

/** One line of a list of sums (inside a `<dl>`): the label, then the amount in even-width figures. */
export function AmountRow({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  /** Alignment, spacing and emphasis of this line. */
  className?: string;
}) {
  return (
    <div className={cn('flex justify-between', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
