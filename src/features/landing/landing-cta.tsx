import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

export function LandingCta() {
  return (
    <section className="py-16 sm:py-24">
      <div className="container">
        <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-16 -top-16 size-64 rounded-full bg-white/10 blur-2xl"
          />
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Veja o pedido pelos olhos do cliente
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85 sm:text-lg">
            Abra o cardápio online, monte o carrinho e finalize o pedido em poucos toques.
          </p>
          <Link
            to="/client"
            className={buttonVariants({ size: 'lg', variant: 'secondary', className: 'mt-8' })}
          >
            Experimentar Cardápio
            <ArrowRight />
          </Link>
        </div>
      </div>
    </section>
  );
}
