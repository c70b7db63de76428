import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey placeholder block pulsing where content is loading; decorative, so hidden from readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
