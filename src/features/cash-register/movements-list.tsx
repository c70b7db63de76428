import { Badge } from '@/components/ui/badge';
import { formatEventTime } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import { MOVEMENT_LABELS, type CashMovement } from '@/domain/cash-register/session';

/** Suprimentos and sangrias, oldest first, with the reason and who made them. */
export function MovementsList({ movements }: { movements: readonly CashMovement[] }) {
  if (movements.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhum suprimento ou sangria.</p>;
  }
  return (
    <ul className="divide-y" aria-label="Movimentações do caixa">
      {movements.map((movement) => (
        <li key={movement.id} className="flex items-start justify-between gap-3 py-2.5">
          <div className="grid min-w-0 gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={movement.kind === 'deposit' ? 'info' : 'warning'}>
                {MOVEMENT_LABELS[movement.kind]}
              </Badge>
              <span className="text-xs text-muted-foreground">
                {formatEventTime(movement.created_at)}
                {movement.created_by_name ? ` · ${movement.created_by_name}` : ''}
              </span>
            </div>
            <p className="break-words text-sm">{movement.reason}</p>
          </div>
          <span className="shrink-0 font-medium tabular-nums">
            {movement.kind === 'withdrawal' ? '−' : '+'}
            {formatBRL(movement.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
