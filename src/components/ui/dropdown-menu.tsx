import type { ComponentProps } from 'react';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { menuItemClass, menuSeparatorClass, popupSurfaceClass } from '@/components/ui/menu-styles';
import { slotPart } from '@/components/ui/slot-part';
import { cn } from '@/lib/utils';

export const DropdownMenu = slotPart(DropdownMenuPrimitive.Root, 'dropdown-menu');

export const DropdownMenuTrigger = slotPart(DropdownMenuPrimitive.Trigger, 'dropdown-menu-trigger');

const DropdownMenuPanel = slotPart(
  DropdownMenuPrimitive.Content,
  'dropdown-menu-content',
  [
    popupSurfaceClass,
    'z-50 max-h-[--radix-dropdown-menu-content-available-height] origin-[--radix-dropdown-menu-content-transform-origin] p-1',
  ],
  { sideOffset: 4 },
);

export function DropdownMenuContent(props: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPanel {...props} />
    </DropdownMenuPrimitive.Portal>
  );
}

export const DropdownMenuGroup = slotPart(DropdownMenuPrimitive.Group, 'dropdown-menu-group');

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(
        menuItemClass,
        "px-2 py-1.5 [&_svg:not([class*='text-'])]:text-muted-foreground",
        'data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-destructive/10 data-[variant=destructive]:focus:text-destructive data-[variant=destructive]:[&_svg]:!text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuLabel = slotPart(
  DropdownMenuPrimitive.Label,
  'dropdown-menu-label',
  'px-2 py-1.5 text-sm font-medium',
);

export const DropdownMenuSeparator = slotPart(
  DropdownMenuPrimitive.Separator,
  'dropdown-menu-separator',
  menuSeparatorClass,
);
