import * as SeparatorPrimitive from '@radix-ui/react-separator';
import { slotPart } from '@/components/ui/slot-part';

export const Separator = slotPart(
  SeparatorPrimitive.Root,
  'separator',
  'shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=vertical]:h-full data-[orientation=horizontal]:w-full data-[orientation=vertical]:w-px',
  { decorative: true, orientation: 'horizontal' },
);
