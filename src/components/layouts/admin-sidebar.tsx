import { Link, useLocation } from 'react-router-dom';
import { ReceiptText } from 'lucide-react';
import {
  Sidebar,
  SidebarContent,
  SidebarHeader,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/use-sidebar';
import {
  adminNavItems,
  isNavItemActive,
  type AdminNavItem,
} from '@/components/layouts/admin-nav-items';
import { cn } from '@/lib/utils';

/** The panel's menu: `items` are the pages of the signed-in role (all of them by default). */
export function AdminSidebar({ items = adminNavItems }: { items?: readonly AdminNavItem[] }) {
  const { pathname } = useLocation();
  const { state, isMobile, setOpenMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;

  return (
    <Sidebar>
      <SidebarHeader className="h-16 justify-center border-b border-sidebar-border">
        <div className={cn('flex items-center gap-2.5', collapsed && 'flex-col gap-1')}>
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground shadow-sm"
          >
            <ReceiptText className="size-[18px]" />
          </span>
          <p
            className={cn(
              'truncate font-bold tracking-tight',
              collapsed ? 'text-[9px] leading-none text-sidebar-foreground/70' : 'text-base',
            )}
          >
            {collapsed ? 'Delivery' : 'Painel Delivery'}
          </p>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Menu do painel">
          <SidebarMenu>
            {items.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <SidebarMenuItem key={item.to}>
                  <SidebarMenuButton asChild isActive={active} tooltip={item.label}>
                    <Link
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => {
                        if (isMobile) setOpenMobile(false);
                      }}
                    >
                      <item.icon aria-hidden="true" />
                      <SidebarLabel>{item.label}</SidebarLabel>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              );
            })}
          </SidebarMenu>
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}
