import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Product } from '@/data/products/schema';
import { MenuItemRow } from './menu-item-row';
import { ReorderButtons } from './reorder-buttons';

interface MenuCategoryCardProps {
  category: string;
  products: Product[];
  position: number;
  count: number;
  onMoveCategory: (category: string, step: -1 | 1) => void;
  onMoveProduct: (category: string, product: Product, step: -1 | 1) => void;
  onFeature: (product: Product, isFeatured: boolean) => void;
  onToggle: (product: Product, isAvailable: boolean) => void;
  onDelete: (product: Product) => void;
}

/** One category of the online menu, in the place the owner gave it, with its products in theirs. */
export function MenuCategoryCard({
  category,
  products,
  position,
  count,
  onMoveCategory,
  onMoveProduct,
  ...rowActions
}: MenuCategoryCardProps) {
  return (
    <Card className="gap-0" data-testid="menu-category">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-0">
        <CardTitle className="flex items-center gap-2">
          <h2>{category}</h2>
          <Badge variant="secondary">{products.length}</Badge>
        </CardTitle>
        <ReorderButtons
          label={`categoria ${category}`}
          position={position}
          count={count}
          onMove={(step) => onMoveCategory(category, step)}
        />
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {products.map((item, index) => (
            <MenuItemRow
              key={item.id}
              item={item}
              position={index}
              count={products.length}
              onMove={(product, step) => onMoveProduct(category, product, step)}
              {...rowActions}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
