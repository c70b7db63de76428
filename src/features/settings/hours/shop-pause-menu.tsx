import { Link } from 'react-router-dom';
import { Clock, PauseCircle, Play } from 'lucide-react';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import type { OnDemandMenuProps } from '@/components/menu-on-demand';
import { OnDemandDropdown } from '@/components/menu-on-demand-trigger';
import type { PauseLength } from '@/data/settings/pause-orders';

const PAUSES: ReadonlyArray<{ length: PauseLength; label: string }> = [
  { length: 15, label: '15 minutos' },
  { length: 30, label: '30 minutos' },
  { length: 60, label: '1 hora' },
  { length: 'until-reopened', label: 'Até eu reabrir' },
];

export interface ShopPauseMenuProps {
  paused: boolean;
  pending: boolean;
  /** A pause's length, or null to reopen. */
  onPause: (length: PauseLength | null) => void;
}

/** The open/paused switch's menu (ShopPauseControl), loaded when the owner reaches for it. */
export function ShopPauseMenu({
  paused,
  pending,
  onPause,
  trigger,
  triggerRef,
  defaultOpen,
}: ShopPauseMenuProps & OnDemandMenuProps) {
  return (
    <OnDemandDropdown
      trigger={trigger}
      triggerRef={triggerRef}
      defaultOpen={defaultOpen}
      contentClassName="w-60"
    >
      <DropdownMenuLabel>Pausar novos pedidos</DropdownMenuLabel>
      {PAUSES.map((option) => (
        <DropdownMenuItem
          key={option.label}
          disabled={pending}
          onSelect={() => onPause(option.length)}
        >
          <PauseCircle aria-hidden="true" />
          {option.label}
        </DropdownMenuItem>
      ))}
      {paused ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={pending} onSelect={() => onPause(null)}>
            <Play aria-hidden="true" />
            Reabrir agora
          </DropdownMenuItem>
        </>
      ) : null}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/hours">
          <Clock aria-hidden="true" />
          Horário de funcionamento
        </Link>
      </DropdownMenuItem>
    </OnDemandDropdown>
  );
}
