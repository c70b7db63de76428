import { Link } from 'react-router-dom';
import { LayoutDashboard, LogIn, Sparkles, UtensilsCrossed } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { OrderPreview } from '@/features/landing/order-preview';

export function LandingHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,hsl(var(--primary)/0.14),transparent_60%)]"
      />
      <div className="container grid grid-cols-1 items-center gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">
            <Sparkles className="size-3.5 text-primary" />
            Cardápio digital e painel de pedidos
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Sistema de <span className="text-primary">Pedidos</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground sm:text-xl">
            Sistema completo de pedidos online para seu delivery
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {signedIn ? (
              <Link to="/dashboard" className={buttonVariants({ size: 'lg' })}>
                <LayoutDashboard />
                Acessar Dashboard
              </Link>
            ) : (
              <Link to="/login" className={buttonVariants({ size: 'lg' })}>
                <LogIn />
                Acessar Sistema
              </Link>
            )}
            <Link to="/client" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              <UtensilsCrossed />
              Ver Cardápio
            </Link>
          </div>
        </div>
        <OrderPreview />
      </div>
    </section>
  );
}
