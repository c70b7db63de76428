import { useEffect, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { NoProducts } from '@/components/no-products';
import { Button } from '@/components/ui/button';
import type { Product } from '@/data/products/schema';
import { mergeCategories, readStoredCategories, writeStoredCategories } from './categories';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductCard } from './product-card';
import { ProductDialog } from './product-dialog';
import { useProducts } from './use-products';

/** /products: the admin's product grid, with add, edit and delete. */
export function ProductsPage() {
  const { data: products, isPending } = useProducts();
  const [formTarget, setFormTarget] = useState<Product | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const categories = useMemo(
    () =>
      mergeCategories(
        readStoredCategories(),
        (products ?? []).map((p) => p.category),
      ),
    [products],
  );
  useEffect(() => writeStoredCategories(categories), [categories]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Produtos</h1>
          <p className="text-muted-foreground">Gerencie os produtos disponíveis para venda.</p>
        </div>
        <Button onClick={() => setFormTarget('new')}>
          <Plus aria-hidden="true" />
          Adicionar Produto
        </Button>
      </div>

      {isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando produtos...
        </p>
      ) : !products?.length ? (
        <NoProducts>Clique em "Adicionar Produto" para cadastrar o primeiro.</NoProducts>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={setFormTarget}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}

      <ProductDialog
        target={formTarget}
        categories={categories}
        onClose={() => setFormTarget(null)}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
