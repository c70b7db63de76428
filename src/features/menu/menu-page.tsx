import { useMemo, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { NoProducts } from '@/components/no-products';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { menuLink } from '@/domain/menu-link';
import { moveItem, sortCategories } from '@/domain/menu-order';
import { groupByCategory, type Product } from '@/data/products/schema';
import { useMenuOrder, useSetItemAvailability, useSetItemFeatured } from './use-menu-mutations';
import { DeleteMenuItemDialog } from './delete-menu-item-dialog';
import { MenuCategoryCard } from './menu-category-card';
import { OptionAvailabilityCard } from './option-availability-card';
import { ShareMenuDialog } from './share-menu-dialog';
import { SoldOutNowCard } from './sold-out-now-card';
import { useSoldOutNow } from './use-sold-out-now';
import { useMenuItems } from './use-menu-items';

/** /menu, 'Cardápio Online'. */
export function MenuPage() {
  const { data: items, isPending } = useMenuItems();
  const { data: settings } = useCompanySettings();
  const setAvailability = useSetItemAvailability();
  const setFeatured = useSetItemFeatured();
  const order = useMenuOrder();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const soldOutNow = useSoldOutNow(items);
  const [moved, setMoved] = useState('');
  const categoryOrder = settings?.category_order;
  const groups = useMemo(
    () => sortCategories(groupByCategory(items ?? []), (g) => g.category, categoryOrder ?? []),
    [items, categoryOrder],
  );

  // The whole list is saved each time: categories no product uses any more drop out of it.
  const moveCategory = (category: string, step: -1 | 1) => {
    const names = groups.map((g) => g.category);
    const next = moveItem(names, names.indexOf(category), step);
    order.categories.mutate(next);
    setMoved(`${category}: posição ${next.indexOf(category) + 1} de ${next.length}`);
  };
  const moveProduct = (category: string, product: Product, step: -1 | 1) => {
    const ids = groups.find((g) => g.category === category)?.products.map((p) => p.id) ?? [];
    const next = moveItem(ids, ids.indexOf(product.id), step);
    order.products.mutate(next);
    setMoved(`${product.name}: posição ${next.indexOf(product.id) + 1} de ${next.length}`);
  };
  const link = menuLink(window.location.origin, settings?.public_menu_url);
  const availableCount = items?.filter((item) => item.is_available).length ?? 0;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cardápio Online</h1>
          <p className="text-muted-foreground" data-testid="available-count">
            {isPending
              ? 'Carregando cardápio...'
              : `${availableCount === 1 ? '1 item disponível' : `${availableCount} itens disponíveis`} no cardápio`}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            As setas definem a ordem do cardápio; a estrela põe o item em Destaques, no topo.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={link}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium hover:bg-accent md:h-10"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Ver cardápio
          </a>
          <ShareMenuDialog link={link} />
        </div>
      </div>

      <SoldOutNowCard items={soldOutNow} />

      {isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando cardápio...
        </p>
      ) : !items?.length ? (
        <NoProducts>Cadastre produtos na página Produtos para montar o cardápio.</NoProducts>
      ) : (
        groups.map((group, index) => (
          <MenuCategoryCard
            key={group.category}
            category={group.category}
            products={group.products}
            position={index}
            count={groups.length}
            onMoveCategory={moveCategory}
            onMoveProduct={moveProduct}
            onFeature={(target, isFeatured) => setFeatured.mutate({ id: target.id, isFeatured })}
            onToggle={(target, isAvailable) =>
              setAvailability.mutate({ id: target.id, isAvailable })
            }
            onDelete={setDeleting}
          />
        ))
      )}

      {/* After the products have come: it sits below them, and would otherwise jump down when they do. */}
      {!isPending && <OptionAvailabilityCard />}

      <p role="status" className="sr-only">
        {moved}
      </p>
      <DeleteMenuItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
