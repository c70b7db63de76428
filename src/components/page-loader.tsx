import { cn } from '@/lib/utils';

/** Shown while a lazy route's code loads: the whole screen, or (inline) a page inside its layout. */
export function PageLoader({ inline = false }: { inline?: boolean }) {
  return (
    <div
      role="status"
      className={cn(
        'grid animate-fade-in-late place-items-center',
        inline ? 'min-h-[50svh]' : 'min-h-svh',
      )}
    >
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
