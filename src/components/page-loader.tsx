/** Shown while a lazy route's code loads. */
export function PageLoader() {
  return (
    <div role="status" className="grid min-h-svh animate-fade-in-late place-items-center">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}
