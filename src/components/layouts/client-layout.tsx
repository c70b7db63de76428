import { Link, Outlet } from 'react-router-dom';
import { ReceiptText } from 'lucide-react';

/** The storefront's frame (spec 2.16): a header linking to the menu and a copyright footer. */
export function ClientLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="container flex h-16 items-center gap-4">
          <Link
            to="/client"
            className="flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
              <ReceiptText className="size-5" />
            </span>
            Cardápio
          </Link>
        </div>
      </header>
      <main className="container flex-1 py-6">
        <Outlet />
      </main>
      <footer className="border-t">
        <div className="container py-6 text-center text-sm text-muted-foreground">
          © 2025 Sistema de Pedidos. Todos os direitos reservados.
        </div>
      </footer>
    </div>
  );
}
