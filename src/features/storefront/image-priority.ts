// When a product photo loads: the first cards on a phone's first screen at once, the rest lazily.
/** How soon a photo loads: the first cards on screen at once (the very first ahead of the rest). */
export type ImagePriority = 'first' | 'eager' | 'lazy';

/** Cards on the first screen of a phone: their photos are not left to lazy loading. */
const EAGER_CARDS = 4;

export function imagePriorityAt(index: number): ImagePriority {
  if (index === 0) return 'first';
  return index < EAGER_CARDS ? 'eager' : 'lazy';
}
