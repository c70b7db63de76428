import { useState } from 'react';
import { UtensilsCrossed } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { LabelledDeleteButton, LabelledEditButton } from '@/components/labelled-row-buttons';
import { Card } from '@/components/ui/card';
import { formatBRL } from '@/domain/format';
import { imageSrcSet } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import type { Product } from '@/data/products/schema';

interface ProductCardProps {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export function ProductCard({ product, onEdit, onDelete }: ProductCardProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = product.image_url && failedSrc !== product.image_url ? product.image_url : null;
  // An unavailable product's picture is dimmed; its badge is not.
  const faded = !product.is_available && 'opacity-60';

  return (
    <Card data-testid="product-card" className="flex flex-col gap-0 overflow-hidden p-0">
      <div className="relative aspect-[16/10] bg-muted sm:aspect-[4/3]">
        {src ? (
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            alt={product.name}
            loading="lazy"
            decoding="async"
            onError={() => setFailedSrc(src)}
            className={cn('absolute inset-0 size-full object-cover', faded)}
          />
        ) : (
          <div
            data-testid="product-image-placeholder"
            className={cn(
              'absolute inset-0 grid size-full place-items-center bg-gradient-to-br from-secondary to-accent text-primary/60',
              faded,
            )}
          >
            <UtensilsCrossed className="size-10" aria-hidden="true" />
          </div>
        )}
        {!product.is_available ? (
          <Badge variant="destructive" className="absolute left-2 top-2">
            Indisponível
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 font-semibold leading-tight">{product.name}</h3>
          <span className="shrink-0 font-semibold text-primary">{formatBRL(product.price)}</span>
        </div>
        <Badge variant="secondary">{product.category}</Badge>
        <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <LabelledEditButton name={product.name} onClick={() => onEdit(product)} />
          <LabelledDeleteButton name={product.name} onClick={() => onDelete(product)} />
        </div>
      </div>
    </Card>
  );
}
