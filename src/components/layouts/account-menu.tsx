import { Link } from 'react-router-dom';
import { LogOut, Settings, User } from 'lucide-react';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import type { OnDemandMenuProps } from '@/components/menu-on-demand';
import { OnDemandDropdown } from '@/components/menu-on-demand-trigger';

export interface AccountMenuProps {
  username: string;
  onSignOut: () => void;
}

/** The avatar's menu, loaded when the admin reaches for it (AdminUserMenu). */
export function AccountMenu({
  username,
  onSignOut,
  trigger,
  triggerRef,
  defaultOpen,
}: AccountMenuProps & OnDemandMenuProps) {
  return (
    <OnDemandDropdown
      trigger={trigger}
      triggerRef={triggerRef}
      defaultOpen={defaultOpen}
      contentClassName="w-56"
    >
      <DropdownMenuLabel className="flex flex-col gap-0.5">
        <span>Minha Conta</span>
        {username && (
          <span className="truncate text-xs font-normal text-muted-foreground">
            Conectado como <span className="font-medium text-foreground">{username}</span>
          </span>
        )}
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to="/security">
          <User aria-hidden="true" />
          Perfil
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/settings">
          <Settings aria-hidden="true" />
          Configurações
        </Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
        <LogOut aria-hidden="true" />
        Sair
      </DropdownMenuItem>
    </OnDemandDropdown>
  );
}
