import { PackageOpen } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import type { MenuProduct } from '@/data/products/schema';
import { imagePriorityAt } from '../image-priority';
import { CatalogProductCard } from './catalog-product-card';

export interface CatalogGridProps {
  status: 'pending' | 'error' | 'success';
  products: readonly MenuProduct[];
  quantities: ReadonlyMap<string, number>;
  onAdd: (product: MenuProduct) => void;
  onDecrement: (id: string) => void;
  onOpen: (product: MenuProduct) => void;
}

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** The catalogue: every product on sale in one simple grid. */
export function CatalogGrid({
  status,
  products,
  quantities,
  onAdd,
  onDecrement,
  onOpen,
}: CatalogGridProps) {
  if (status === 'pending') {
    return (
      <div role="status" className={gridClass}>
        <span className="sr-only">Carregando produtos...</span>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} aria-hidden="true" className="overflow-hidden rounded-2xl border bg-card">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-2 p-3 sm:p-4">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-11 w-full rounded-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary">
          <PackageOpen aria-hidden="true" className="size-7" />
        </span>
        <p className="font-medium text-muted-foreground">
          {status === 'error'
            ? 'Não foi possível carregar os produtos. Tente novamente em instantes.'
            : 'Nenhum produto disponível no momento'}
        </p>
      </div>
    );
  }
  return (
    <div className={gridClass}>
      {products.map((product, index) => (
        <CatalogProductCard
          key={product.id}
          product={product}
          quantity={quantities.get(product.id) ?? 0}
          onAdd={onAdd}
          onDecrement={onDecrement}
          onOpen={onOpen}
          imagePriority={imagePriorityAt(index)}
        />
      ))}
    </div>
  );
}
