import { memo, useId } from 'react';
import { ChevronRight, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';
import { SoldOutBadge } from '../sold-out-badge';
import type { MenuProduct } from '@/data/products/schema';
import type { ImagePriority } from '../image-priority';
import { ProductImage } from '../product-image';

interface MenuProductCardProps {
  product: MenuProduct;
  /** How many are in the cart already. */
  quantity: number;
  /** "A partir de": the cheapest it comes with its required choices, once they are known. */
  fromPrice?: number;
  onAdd: (product: MenuProduct) => void;
  /** Opens the product sheet (full description, large photo, complementos). */
  onOpen: (product: MenuProduct) => void;
  /** The first cards on screen load their photo at once; the rest when scrolled near. */
  imagePriority?: ImagePriority;
}

/**
 * One dish on the menu: name, description, price badge and its photo on the side. A tap anywhere
 * opens the product sheet; a product without complementos keeps its one-tap 'Adicionar'. Drawn again
 * only when its own props change: an add, or the saved cart arriving after a server-drawn page
 * hydrates, redraws the cards whose quantity changed, not a whole menu of 80.
 */
export const MenuProductCard = memo(function MenuProductCard({
  product,
  quantity,
  fromPrice,
  onAdd,
  onOpen,
  imagePriority,
}: MenuProductCardProps) {
  // A featured product is drawn twice (in Destaques and in its category): ids must differ.
  const titleId = useId();
  const withOptions = Boolean(product.has_options);
  const soldOut = Boolean(product.sold_out);
  return (
    <article
      aria-labelledby={titleId}
      data-sold-out={soldOut || undefined}
      className={cn(
        'relative flex gap-3 rounded-2xl border bg-card p-3 shadow-sm transition-shadow hover:shadow-md sm:gap-4 sm:p-4',
        soldOut && 'bg-muted/40 shadow-none hover:shadow-none',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <h3
          id={titleId}
          className={cn('font-semibold leading-snug', soldOut && 'text-muted-foreground')}
        >
          {/* Stretched over the card: the whole card opens the sheet. */}
          <button
            type="button"
            className="text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring"
            aria-haspopup="dialog"
            onClick={() => onOpen(product)}
          >
            {product.name}
          </button>
        </h3>
        {quantity > 0 && (
          <span className="absolute right-2 top-2 z-10 grid h-6 min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground shadow ring-2 ring-card">
            {quantity}
            <span className="sr-only"> no carrinho</span>
          </span>
        )}
        {product.description && (
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted-foreground">
            {product.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3">
          <span className="flex flex-col items-start">
            {withOptions && <span className="px-1 text-xs text-muted-foreground">a partir de</span>}
            <span className="inline-flex items-center rounded-full bg-secondary px-2.5 py-1 text-sm font-bold tabular-nums text-secondary-foreground">
              {formatBRL(fromPrice ?? product.price)}
            </span>
          </span>
          {soldOut ? (
            <SoldOutBadge />
          ) : withOptions ? (
            <Button
              size="sm"
              variant="outline"
              className="relative z-10 h-11 rounded-full border-primary/40 px-4 text-primary hover:bg-primary/10 hover:text-primary md:h-10"
              aria-label={`Escolher opções de ${product.name}`}
              aria-haspopup="dialog"
              onClick={() => onOpen(product)}
            >
              Escolher
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : (
            <Button
              size="sm"
              className="relative z-10 h-11 rounded-full px-4 md:h-10"
              aria-label={`Adicionar ${product.name} ao carrinho`}
              onClick={() => onAdd(product)}
            >
              <Plus aria-hidden="true" />
              Adicionar
            </Button>
          )}
        </div>
      </div>
      <ProductImage
        src={product.image_url}
        fallback="initial"
        name={product.name}
        sizes="(min-width: 640px) 112px, 96px"
        priority={imagePriority}
        className={cn(
          'size-24 shrink-0 self-start rounded-xl sm:size-28',
          soldOut && 'opacity-50 grayscale',
        )}
      />
    </article>
  );
});
