import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { AdminSearch } from '@/components/layouts/admin-search';
import { AdminUserMenu } from '@/components/layouts/admin-user-menu';
import type { AdminNavItem } from '@/components/layouts/admin-nav-items';
import { cn } from '@/lib/utils';

export interface AdminHeaderProps {
  username: string;
  onSignOut: () => void;
  hasUnread: boolean;
  /** What the app puts before the bell (the shop's open/paused switch). */
  actions?: ReactNode;
  /** The pages the search box finds: those of the signed-in role. */
  navItems?: readonly AdminNavItem[];
  /** The page search; off for roles with one or two pages (kitchen, driver). */
  showSearch?: boolean;
  /** The bell leading to the orders; off for roles that read no orders list (kitchen, driver). */
  showNotifications?: boolean;
}

export function AdminHeader({
  username,
  onSignOut,
  hasUnread,
  actions,
  navItems,
  showSearch = true,
  showNotifications = true,
}: AdminHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/80 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 !h-5" />
      {showSearch ? <AdminSearch className="min-w-0 flex-1 sm:max-w-sm" items={navItems} /> : null}
      {/* The actions arrive with the shop's status, after the first paint: in a box of their own,
          so that they grow into the search's room instead of moving the bell and the avatar. */}
      <div className="-mr-1 ml-auto flex items-center sm:mr-0">{actions}</div>
      <div className="flex items-center gap-1 sm:gap-2">
        {/* New orders are what the admin is notified of, so the bell leads to them. */}
        {showNotifications ? (
          <Link
            to="/orders"
            aria-label="Notificações"
            title="Notificações"
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon' }),
              'relative size-11 md:size-9',
            )}
          >
            <Bell aria-hidden="true" />
            {hasUnread && (
              <span
                data-testid="notification-dot"
                aria-hidden="true"
                className="absolute right-2.5 top-2.5 size-2 rounded-full bg-destructive ring-2 ring-background md:right-2 md:top-2"
              />
            )}
          </Link>
        ) : null}
        <AdminUserMenu username={username} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
