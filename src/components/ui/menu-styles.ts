// What the select's list and the dropdown menu share: the floating surface, an item's look
// (focus, disabled, icons) and the separator line.

export const popupSurfaceClass =
  'min-w-[8rem] overflow-y-auto overflow-x-hidden rounded-md border bg-popover text-popover-foreground shadow-md data-[state=closed]:animate-content-out data-[state=open]:animate-content-in';

export const menuItemClass =
  "relative flex cursor-default select-none items-center gap-2 rounded-sm text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";

export const menuSeparatorClass = '-mx-1 my-1 h-px bg-border';
