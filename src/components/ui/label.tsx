import * as LabelPrimitive from '@radix-ui/react-label';
import { slotPart } from '@/components/ui/slot-part';

export const Label = slotPart(
  LabelPrimitive.Root,
  'label',
  'flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50',
);
