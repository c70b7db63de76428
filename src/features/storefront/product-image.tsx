import { useState } from 'react';
import { UtensilsCrossed } from 'lucide-react';
import { imageSrcSet } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import type { ImagePriority } from './image-priority';

interface ProductImageProps {
  src: string | null;
  /** A box of fixed size or aspect ratio: nothing moves when the photo arrives. */
  className?: string;
  /** The `sizes` of the slot, so the browser picks the stored width that fits it. */
  sizes: string;
  priority?: ImagePriority;
  /** With no image, or one that fails to load: nothing (the menu) or a placeholder (the catalogue). */
  fallback: 'hide' | 'placeholder';
}

/** A product's photo. The name sits next to it, so the image itself is decorative. */
export function ProductImage({
  src,
  className,
  sizes,
  priority = 'lazy',
  fallback,
}: ProductImageProps) {
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
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={400}
      height={400}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'first' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
