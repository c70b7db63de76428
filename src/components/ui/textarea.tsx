import { textFieldStateClasses } from '@/components/ui/field-styles';
import { slotPart } from '@/components/ui/slot-part';

export const Textarea = slotPart('textarea', 'textarea', [
  'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:text-sm',
  textFieldStateClasses,
]);
