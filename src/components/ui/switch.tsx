import type { ComponentProps } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '@/lib/utils';

/**
 * The track is 44 × 24; the button around it is 44 × 44 (WCAG 2.5.5's tap target) and gives the
 * extra height back with negative margins, so rows keep their height.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'group peer relative -my-2.5 inline-flex h-11 w-11 shrink-0 items-center rounded-full outline-none disabled:cursor-not-allowed disabled:opacity-50',
        "before:absolute before:inset-x-0 before:top-2.5 before:h-6 before:rounded-full before:shadow-sm before:transition-colors before:content-['']",
        'data-[state=checked]:before:bg-primary data-[state=unchecked]:before:bg-input',
        'focus-visible:before:ring-2 focus-visible:before:ring-ring focus-visible:before:ring-offset-2 focus-visible:before:ring-offset-background',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none relative ml-0.5 block size-5 rounded-full bg-background shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </SwitchPrimitive.Root>
  );
}
