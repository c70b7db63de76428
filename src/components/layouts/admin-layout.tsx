import type { ReactNode } from 'react';
import { PageOutlet } from '@/components/page-outlet';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AdminHeader } from '@/components/layouts/admin-header';
import { AdminSidebar } from '@/components/layouts/admin-sidebar';
import type { AdminNavItem } from '@/components/layouts/admin-nav-items';

export interface AdminLayoutProps {
  /** The signed-in admin's username, shown in the account menu. */
  username: string;
  onSignOut: () => void;
  /** Whether the bell shows its dot; on until the orders work reports real unread state. */
  hasUnread?: boolean;
  /** Controls the app puts in the header (the shop's open/paused switch). */
  headerActions?: ReactNode;
  /** Under the header, on every page: what must not wait (the pause on phones). */
  banner?: ReactNode;
  /**
   * Pinned to the foot of the screen, after the page, on every page: what arrives at any moment
   * (orders waiting). Below the page, it never moves what the owner is about to tap.
   */
  dock?: ReactNode;
  /** The menu's pages: those the signed-in role may open (every page by default). */
  navItems?: readonly AdminNavItem[];
  /** The header's page search and bell: off for the kitchen's and the drivers' accounts. */
  showSearch?: boolean;
  showNotifications?: boolean;
}

/** The admin panel's frame: collapsible sidebar, header, and the page in its outlet. */
export function AdminLayout({
  username,
  onSignOut,
  hasUnread = true,
  headerActions,
  banner,
  dock,
  navItems,
  showSearch = true,
  showNotifications = true,
}: AdminLayoutProps) {
  return (
    <SidebarProvider>
      <AdminSidebar items={navItems} />
      <SidebarInset>
        <AdminHeader
          username={username}
          onSignOut={onSignOut}
          hasUnread={hasUnread}
          actions={headerActions}
          navItems={navItems}
          showSearch={showSearch}
          showNotifications={showNotifications}
        />
        {banner}
        <main className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6 lg:p-8">
          <PageOutlet />
        </main>
        {dock}
      </SidebarInset>
    </SidebarProvider>
  );
}
