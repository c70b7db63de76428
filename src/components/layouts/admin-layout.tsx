import { Outlet } from 'react-router-dom';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { AdminHeader } from '@/components/layouts/admin-header';
import { AdminSidebar } from '@/components/layouts/admin-sidebar';

export interface AdminLayoutProps {
  /** The signed-in admin's username, shown in the account menu. */
  username: string;
  onSignOut: () => void;
  /** Whether the bell shows its dot; on until the orders work reports real unread state. */
  hasUnread?: boolean;
}

/** The admin panel's frame (spec 2.3): collapsible sidebar, header, and the page in <Outlet />. */
export function AdminLayout({ username, onSignOut, hasUnread = true }: AdminLayoutProps) {
  return (
    <SidebarProvider>
      <AdminSidebar />
      <SidebarInset>
        <AdminHeader username={username} onSignOut={onSignOut} hasUnread={hasUnread} />
        <main className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
