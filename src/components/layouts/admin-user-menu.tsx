import { lazy } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { MenuOnDemand } from '@/components/menu-on-demand';
import { useCompanyLogo } from '@/lib/use-company-logo';
import { imageSrcSet } from '@/lib/image-variants';
import type { AccountMenuProps } from '@/components/layouts/account-menu';

const AccountMenu = lazy(() =>
  import('@/components/layouts/account-menu').then((m) => ({ default: m.AccountMenu })),
);

/** The avatar menu: the company logo or 'ER', and the account's pages and sign-out. */
export function AdminUserMenu({ username, onSignOut }: AccountMenuProps) {
  const logo = useCompanyLogo();

  return (
    <MenuOnDemand
      menu={AccountMenu}
      menuProps={{ username, onSignOut }}
      trigger={{
        label: 'Minha Conta',
        className:
          'grid size-11 place-items-center rounded-full outline-none ring-offset-background transition-shadow hover:ring-2 hover:ring-primary/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:size-auto',
        children: (
          <Avatar className="size-9 border">
            {logo && (
              <AvatarImage key={logo} src={logo} srcSet={imageSrcSet(logo)} sizes="36px" alt="" />
            )}
            <AvatarFallback className="bg-primary/10 font-semibold text-primary">ER</AvatarFallback>
          </Avatar>
        ),
      }}
    />
  );
}
