import type { ComponentProps } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { menuItemClass, menuSeparatorClass, popupSurfaceClass } from '@/components/ui/menu-styles';
import { slotPart } from '@/components/ui/slot-part';
import { cn } from '@/lib/utils';

export const Select = slotPart(SelectPrimitive.Root, 'select');

export const SelectGroup = slotPart(SelectPrimitive.Group, 'select-group');

export const SelectValue = slotPart(SelectPrimitive.Value, 'select-value');

const SelectTriggerBox = slotPart(
  SelectPrimitive.Trigger,
  'select-trigger',
  "flex h-11 w-full items-center justify-between gap-2 whitespace-nowrap rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive data-[placeholder]:text-muted-foreground md:h-10 [&>span]:line-clamp-1 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
);

/** The closed select: the chosen value and a chevron. */
export function SelectTrigger({
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectTriggerBox {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="opacity-50" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectTriggerBox>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          popupSurfaceClass,
          'relative z-50 max-h-[--radix-select-content-available-height] origin-[--radix-select-content-transform-origin]',
          position === 'popper' &&
            'data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex cursor-default items-center justify-center py-1">
          <ChevronUp className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport
          className={cn(
            'p-1',
            position === 'popper' &&
              'h-[--radix-select-trigger-height] w-full min-w-[--radix-select-trigger-width] scroll-my-1',
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex cursor-default items-center justify-center py-1">
          <ChevronDown className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export const SelectLabel = slotPart(
  SelectPrimitive.Label,
  'select-label',
  'px-2 py-1.5 text-xs text-muted-foreground',
);

const SelectItemRow = slotPart(SelectPrimitive.Item, 'select-item', [
  menuItemClass,
  'w-full py-3 pl-2 pr-8 md:py-1.5',
]);

/** An option: its text, and a check at the right when it is the chosen one. */
export function SelectItem({ children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectItemRow {...props}>
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectItemRow>
  );
}

export const SelectSeparator = slotPart(SelectPrimitive.Separator, 'select-separator', [
  'pointer-events-none',
  menuSeparatorClass,
]);
