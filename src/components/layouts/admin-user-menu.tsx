import { Link } from 'react-router-dom';
import { LogOut, Settings, User } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCompanyLogo } from '@/lib/use-company-logo';
import { imageSrcSet } from '@/lib/image-variants';

/** The avatar menu: the company logo or 'ER', and the account's pages and sign-out. */
export function AdminUserMenu({
  username,
  onSignOut,
}: {
  username: string;
  onSignOut: () => void;
}) {
  const logo = useCompanyLogo();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Minha Conta"
        className="grid size-11 place-items-center rounded-full outline-none ring-offset-background transition-shadow hover:ring-2 hover:ring-primary/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:size-auto"
      >
        <Avatar className="size-9 border">
          {logo && (
            <AvatarImage key={logo} src={logo} srcSet={imageSrcSet(logo)} sizes="36px" alt="" />
          )}
          <AvatarFallback className="bg-primary/10 font-semibold text-primary">ER</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
