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
  /**
   * With no image, or one that fails to load: nothing (the product sheet), an icon placeholder (the
   * catalogue) or a tile with the name's first letter (the menu: a photo is optional, and a card
   * without one keeps its shape beside those with one).
   */
  fallback: 'hide' | 'placeholder' | 'initial';
  /** The product's name, for the 'initial' tile. */
  name?: string;
}

/** "Á" for "Água": the first letter as a reader sees it. */
function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase('pt-BR');
}

/** A product's photo. The name sits next to it, so the image itself is decorative. */
export function ProductImage({
  src,
  className,
  sizes,
  priority = 'lazy',
  fallback,
  name = '',
}: ProductImageProps) {
  // Remembering which address failed resets the state by itself when the address changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    if (fallback === 'hide') return null;
    if (fallback === 'initial') {
      return (
        <div
          data-testid="product-image-initial"
          aria-hidden="true"
          className={cn(
            'grid select-none place-items-center bg-gradient-to-br from-secondary to-accent text-4xl font-bold text-primary/70',
            className,
          )}
        >
          {initialOf(name) || <UtensilsCrossed className="size-1/3" />}
        </div>
      );
    }
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
