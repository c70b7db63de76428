import { Link } from 'react-router-dom';
import { House } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The 404 page, for unknown paths (in pt-BR like every screen). */
export function NotFoundRoute() {
  return (
    <main className="relative grid min-h-svh place-items-center overflow-hidden bg-background px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute left-1/2 top-1/3 -z-0 size-[36rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative flex flex-col items-center">
        <p className="bg-gradient-to-b from-primary to-primary/50 bg-clip-text text-[7rem] font-black leading-none tracking-tighter text-transparent sm:text-[10rem]">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          Ops! Página não encontrada
        </h1>
        <p className="mt-3 max-w-sm text-muted-foreground">
          A página que você procura não existe ou foi movida.
        </p>
        <Link to="/" className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
          <House />
          Voltar ao início
        </Link>
      </div>
    </main>
  );
}
