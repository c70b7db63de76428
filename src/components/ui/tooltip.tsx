import type { ComponentProps } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { slotPart } from '@/components/ui/slot-part';

export const TooltipProvider = slotPart(TooltipPrimitive.Provider, 'tooltip-provider', undefined, {
  delayDuration: 0,
});

/** Works on its own; inside a TooltipProvider (the admin layout has one) it shares that delay. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

export const TooltipTrigger = slotPart(TooltipPrimitive.Trigger, 'tooltip-trigger');

const TooltipBubble = slotPart(
  TooltipPrimitive.Content,
  'tooltip-content',
  'z-50 w-fit max-w-xs animate-content-in rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md data-[state=closed]:animate-content-out',
  { sideOffset: 4 },
);

export function TooltipContent({
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipBubble {...props}>
        {children}
        <TooltipPrimitive.Arrow className="fill-foreground" />
      </TooltipBubble>
    </TooltipPrimitive.Portal>
  );
}
