import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';

/** The empty state of the pages that list the products (Produtos, Cardápio), with what to do next. */
export function NoProducts({ children }: { children: ReactNode }) {
  return (
    <div className="grid place-items-center gap-2 rounded-xl border border-dashed py-16 text-center">
      <PackageOpen className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Nenhum produto cadastrado</p>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
