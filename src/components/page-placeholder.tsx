import { Construction } from 'lucide-react';

/**
 * A route whose screen is not built yet: it shows the page title inside the real layout and says
 * plainly that the screen is coming, instead of pretending to work.
 */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-16 text-center">
        <Construction className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Esta tela ainda está em construção.</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Ela chega em uma das próximas versões do Comanda.
        </p>
      </div>
    </section>
  );
}
