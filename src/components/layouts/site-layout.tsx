import { Link } from 'react-router-dom';
import { PageOutlet } from '@/components/page-outlet';
import { ReceiptText, UtensilsCrossed } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** The public site's frame: brand header, page content, copyright footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="container flex h-16 items-center justify-between gap-4">
          <Link
            to="/"
            className="flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
              <ReceiptText className="size-5" />
            </span>
            Comanda
          </Link>
          <nav aria-label="Principal">
            <Link to="/client" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <UtensilsCrossed />
              Cardápio
            </Link>
          </nav>
        </div>
      </header>
      <main className="flex-1">
        <PageOutlet />
      </main>
      <footer className="border-t bg-card/50">
        <div className="container flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground sm:flex-row sm:justify-between sm:text-left">
          <p>© {new Date().getFullYear()} Sistema de Pedidos. Todos os direitos reservados.</p>
          <p>Feito para o seu delivery</p>
        </div>
      </footer>
    </div>
  );
}
