import { textFieldStateClasses } from '@/components/ui/field-styles';
import { slotPart } from '@/components/ui/slot-part';

export const Input = slotPart(
  'input',
  'input',
  [
    'flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:h-10 md:text-sm',
    'file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
    textFieldStateClasses,
  ],
  { type: 'text' },
);
