import type { ComponentProps, ElementType, JSX } from 'react';
import type { ClassValue } from 'clsx';
import { cn } from '@/lib/utils';

/**
 * A part of a primitive that is only an element (or a Radix part) marked with its `data-slot` and
 * given its classes, as shadcn/ui writes them one function each: the caller's props pass through,
 * and the caller's `className` is merged after the part's own, so it wins a conflict. With no
 * classes, the caller's `className` passes through untouched (a Radix root renders no element).
 * `attributes` are fixed ones a part always carries (`aria-current`, `aria-hidden`…); the
 * caller's props still override them.
 */
export function slotPart<T extends ElementType>(
  element: T,
  slot: string,
  classes?: ClassValue,
  attributes?: Partial<ComponentProps<T>>,
): (props: ComponentProps<T>) => JSX.Element {
  const Element: ElementType = element;
  function Part({ className, ...props }: ComponentProps<T>) {
    const merged = classes === undefined ? className : cn(classes, className);
    return <Element data-slot={slot} {...attributes} className={merged} {...props} />;
  }
  Part.displayName = slot.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return Part;
}
