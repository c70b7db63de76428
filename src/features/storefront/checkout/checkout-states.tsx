import { Link } from 'react-router-dom';
import { ArrowLeft, RotateCw, ShoppingCart } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function CheckoutHeading({ pickup = false }: { pickup?: boolean }) {
  return (
    <div className="grid gap-3">
      <Link
        to="/client"
        className="relative inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground outline-none after:absolute after:-inset-3 after:content-[''] hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar ao cardápio
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Finalizar Pedido</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {pickup ? 'Confira seu pedido e seus dados.' : 'Confira seu pedido e diga onde entregar.'}
        </p>
      </div>
    </div>
  );
}

export function CheckoutSkeleton() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6" role="status">
      <span className="sr-only">Carregando...</span>
      <CheckoutHeading />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Skeleton className="h-[28rem] rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
      <p className="text-lg font-semibold">Não foi possível carregar os dados da loja.</p>
      <p className="text-sm text-muted-foreground">
        Verifique sua conexão e tente novamente. Seu carrinho continua salvo.
      </p>
      <Button onClick={onRetry}>
        <RotateCw />
        Tentar novamente
      </Button>
    </div>
  );
}

/** The cart was emptied while checkout was open (another tab, or its items left the menu). */
export function EmptyCheckout() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-muted text-muted-foreground">
        <ShoppingCart className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">Seu carrinho está vazio</p>
      <p className="text-sm text-muted-foreground">
        Adicione itens ao carrinho antes de finalizar o pedido.
      </p>
      <Link to="/client" className={buttonVariants()}>
        Ver cardápio
      </Link>
    </div>
  );
}
