import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * What a page that failed to render or to load shows (a bug, or a chunk gone after a deploy): not
 * the 404 page, which says the address is wrong. "Tentar novamente" loads the page again.
 */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="grid min-h-svh place-items-center bg-background px-6 py-16 text-center">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-3">
        <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight">Algo deu errado nesta página</h1>
        <p className="text-muted-foreground">
          Não foi possível mostrar esta página agora. Verifique sua conexão e tente novamente.
        </p>
        <Button size="lg" className="mt-4" onClick={onRetry}>
          <RotateCw />
          Tentar novamente
        </Button>
      </div>
    </main>
  );
}
