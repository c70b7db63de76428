import { useState } from 'react';
import { UtensilsCrossed } from 'lucide-react';
import { cn } from '@/lib/utils';

interface ProductImageProps {
  src: string | null;
  className?: string;
  /** With no image, or one that fails to load: nothing (the menu, spec 8) or a placeholder (the catalogue). */
  fallback: 'hide' | 'placeholder';
}

/** A product's photo. The name sits next to it, so the image itself is decorative. */
export function ProductImage({ src, className, fallback }: ProductImageProps) {
  // Remembering which address failed resets the state by itself when the address changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    if (fallback === 'hide') return null;
    return (
      <div
        data-testid="product-image-placeholder"
        className={cn(
          'grid place-items-center bg-gradient-to-br from-secondary to-accent text-primary/60',
          className,
        )}
      >
        <UtensilsCrossed aria-hidden="true" className="size-1/4" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
