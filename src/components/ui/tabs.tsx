import * as TabsPrimitive from '@radix-ui/react-tabs';
import { slotPart } from '@/components/ui/slot-part';

export const Tabs = slotPart(TabsPrimitive.Root, 'tabs', 'flex flex-col gap-4');

export const TabsList = slotPart(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex h-12 w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-0.5 text-muted-foreground md:h-10 md:p-1',
);

export const TabsTrigger = slotPart(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1 text-sm font-medium outline-none transition-all hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
);

export const TabsContent = slotPart(
  TabsPrimitive.Content,
  'tabs-content',
  'flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
);
