import { formatBRL } from '@/domain/format';

export interface NewOrderTotalsProps {
  subtotal: number;
  /** The delivery fee; null for a pickup (no line). */
  fee: number | null;
  total: number;
}

/** Subtotal, Taxa de entrega and Total of the order being taken, as the screen estimates them. */
export function NewOrderTotals({ subtotal, fee, total }: NewOrderTotalsProps) {
  return (
    <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
      <div className="flex justify-between">
        <span>Subtotal</span>
        <span className="tabular-nums">{formatBRL(subtotal)}</span>
      </div>
      {fee !== null && (
        <div className="flex justify-between">
          <span>Taxa de entrega</span>
          <span className="tabular-nums">{formatBRL(fee)}</span>
        </div>
      )}
      <div className="flex justify-between font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatBRL(total)}</span>
      </div>
    </div>
  );
}
