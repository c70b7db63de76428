import { slotPart } from '@/components/ui/slot-part';

/** A grey placeholder block pulsing where content is loading; decorative, so hidden from readers. */
export const Skeleton = slotPart('div', 'skeleton', 'animate-pulse rounded-md bg-muted', {
  'aria-hidden': 'true',
});
