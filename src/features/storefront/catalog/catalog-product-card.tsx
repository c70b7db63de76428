import { ChevronRight, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';
import type { MenuProduct } from '@/data/products/schema';
import { QuantityStepper } from '../cart/quantity-stepper';
import type { ImagePriority } from '../image-priority';
import { ProductImage } from '../product-image';

interface CatalogProductCardProps {
  product: MenuProduct;
  quantity: number;
  onAdd: (product: MenuProduct) => void;
  onDecrement: (id: string) => void;
  /** A product with complementos is chosen in the product sheet. */
  onOpen: (product: MenuProduct) => void;
  /** The first cards on screen load their photo at once; the rest when scrolled near. */
  imagePriority?: ImagePriority;
}

/** A catalogue card: photo (or placeholder), name, description, price, and 'Adicionar ao Pedido' or a stepper. */
export function CatalogProductCard({
  product,
  quantity,
  onAdd,
  onDecrement,
  onOpen,
  imagePriority,
}: CatalogProductCardProps) {
  const titleId = `catalogo-${product.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-sold-out={product.sold_out || undefined}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md',
        product.sold_out && 'opacity-60 grayscale',
      )}
    >
      <ProductImage
        src={product.image_url}
        fallback="placeholder"
        sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
        priority={imagePriority}
        className="aspect-[4/3] w-full"
      />
      <div className="flex flex-1 flex-col p-2.5 sm:p-4">
        <h2 id={titleId} className="font-semibold leading-snug">
          {product.name}
        </h2>
        {product.description && (
          <p className="mt-1 line-clamp-2 text-xs leading-relaxed text-muted-foreground sm:text-sm">
            {product.description}
          </p>
        )}
        <p className="mt-auto pt-3 text-lg font-bold tabular-nums text-primary">
          {formatBRL(product.price)}
        </p>
        <div className="mt-2">
          {product.sold_out ? (
            <p className="grid min-h-11 place-items-center rounded-full bg-muted text-sm font-medium text-muted-foreground">
              Esgotado
            </p>
          ) : product.has_options ? (
            <Button
              variant="outline"
              className="h-auto min-h-11 w-full whitespace-normal rounded-full border-primary/40 px-1.5 py-2 text-xs leading-tight text-primary sm:px-3 sm:text-sm"
              aria-describedby={titleId}
              aria-haspopup="dialog"
              onClick={() => onOpen(product)}
            >
              Escolher opções
              <ChevronRight aria-hidden="true" className="hidden sm:block" />
            </Button>
          ) : quantity > 0 ? (
            <QuantityStepper
              size="lg"
              name={product.name}
              quantity={quantity}
              onDecrement={() => onDecrement(product.id)}
              onIncrement={() => onAdd(product)}
            />
          ) : (
            <Button
              className="h-auto min-h-11 w-full whitespace-normal rounded-full px-1.5 py-2 text-xs leading-tight tracking-tight sm:px-3 sm:text-sm sm:tracking-normal"
              aria-describedby={titleId}
              onClick={() => onAdd(product)}
            >
              {/* Two columns on a phone leave no room for the icon. */}
              <ShoppingCart aria-hidden="true" className="hidden sm:block" />
              Adicionar ao Pedido
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
