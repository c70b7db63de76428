import { ArrowDown, ArrowUp } from 'lucide-react';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';

interface ZoneRowProps {
  zone: DeliveryZone;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One bairro: its fee, minimum and time, whether customers can choose it, and its place. */
export function ZoneRow({ zone, first, last, onMove, onToggle, onEdit, onDelete }: ZoneRowProps) {
  const facts = [
    zone.minimum_order === null ? 'Mínimo da loja' : `Mínimo ${formatBRL(zone.minimum_order)}`,
    zone.estimated_time ? `${zone.estimated_time} min` : null,
  ].filter(Boolean);
  return (
    <li className={cn('flex items-center gap-2 py-3 sm:gap-3', !zone.is_active && 'opacity-70')}>
      <div className="flex flex-col">
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          disabled={first}
          aria-label={`Mover ${zone.name} para cima`}
          onClick={() => onMove(-1)}
        >
          <ArrowUp />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          disabled={last}
          aria-label={`Mover ${zone.name} para baixo`}
          onClick={() => onMove(1)}
        >
          <ArrowDown />
        </Button>
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{zone.name}</span>
          {zone.is_active ? null : <Badge variant="secondary">Inativo</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{formatBRL(zone.fee)}</span>
          {facts.map((fact) => ` · ${fact}`).join('')}
        </p>
      </div>
      <Switch
        checked={zone.is_active}
        onCheckedChange={onToggle}
        aria-label={`${zone.name}: ativo`}
      />
      <EditDeleteButtons name={zone.name} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
