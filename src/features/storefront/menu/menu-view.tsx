import { useMemo, type ReactNode } from 'react';
import { RefreshCw, UtensilsCrossed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { groupByCategory, type MenuProduct } from '@/data/products/schema';
import { FEATURED_SECTION, sortCategories } from '@/domain/menu-order';
import { CategoryNav } from './category-nav';
import { categorySectionId } from './category-slug';
import { MenuProductCard } from './menu-product-card';
import { MenuSkeleton } from './menu-skeleton';
import { imagePriorityAt } from '../image-priority';

interface MenuSection {
  category: string;
  products: MenuProduct[];
  /** Where the section starts in the whole menu. */
  start: number;
}

export interface MenuViewProps {
  status: 'pending' | 'error' | 'success';
  products: readonly MenuProduct[];
  /** Quantity in the cart by product id. */
  quantities: ReadonlyMap<string, number>;
  /** "A partir de" prices of products with complementos, once these are loaded. */
  fromPrices?: ReadonlyMap<string, number>;
  /** The owner's order of the categories (company_settings.category_order). */
  categoryOrder?: readonly string[];
  onAdd: (product: MenuProduct) => void;
  onOpen: (product: MenuProduct) => void;
  onRetry: () => void;
}

/** The online menu: available products under their category headings. */
export function MenuView({
  status,
  products,
  quantities,
  fromPrices,
  categoryOrder = NO_ORDER,
  onAdd,
  onOpen,
  onRetry,
}: MenuViewProps) {
  const groups = useMemo(
    () =>
      // Where each section starts in the whole menu: the first cards' photos load at once.
      menuSections(products, categoryOrder).reduce<MenuSection[]>((all, group) => {
        const last = all.at(-1);
        return [...all, { ...group, start: last ? last.start + last.products.length : 0 }];
      }, []),
    [products, categoryOrder],
  );
  const categories = useMemo(() => groups.map((group) => group.category), [groups]);

  if (status === 'pending') return <MenuSkeleton />;
  if (status === 'error' && products.length === 0) {
    return (
      <MenuMessage
        title="Não foi possível carregar o cardápio"
        text="Verifique sua conexão e tente de novo."
      >
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </MenuMessage>
    );
  }
  if (groups.length === 0) {
    return (
      <MenuMessage
        title="Cardápio em atualização"
        text="Volte em instantes para ver nossas delícias."
      />
    );
  }
  return (
    <>
      {categories.length > 1 && <CategoryNav categories={categories} />}
      <div className="space-y-8">
        {groups.map(({ category, products: items, start }) => {
          const id = categorySectionId(category);
          return (
            <section
              key={category}
              id={id}
              data-category={category}
              aria-labelledby={`${id}-titulo`}
              className="scroll-mt-36"
            >
              <h2 id={`${id}-titulo`} className="mb-3 text-xl font-bold tracking-tight">
                {category}
              </h2>
              <div className="grid gap-3 sm:grid-cols-2">
                {items.map((product, index) => (
                  <MenuProductCard
                    key={product.id}
                    product={product}
                    quantity={quantities.get(product.id) ?? 0}
                    fromPrice={fromPrices?.get(product.id)}
                    onAdd={onAdd}
                    onOpen={onOpen}
                    imagePriority={imagePriorityAt(start + index)}
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}

const NO_ORDER: readonly string[] = [];

/** "Destaques" (the featured products) first, then the categories in the owner's order. */
function menuSections(products: readonly MenuProduct[], categoryOrder: readonly string[]) {
  const sections = sortCategories(groupByCategory(products), (g) => g.category, categoryOrder);
  const featured = products.filter((product) => product.is_featured);
  // A category the owner named "Destaques" already is that section.
  const taken = sections.some(
    (g) => categorySectionId(g.category) === categorySectionId(FEATURED_SECTION),
  );
  if (featured.length === 0 || taken) return sections;
  return [{ category: FEATURED_SECTION, products: featured }, ...sections];
}

function MenuMessage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="mb-2 grid size-16 place-items-center rounded-full bg-secondary text-primary">
        <UtensilsCrossed aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-xs text-sm text-muted-foreground">{text}</p>
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
