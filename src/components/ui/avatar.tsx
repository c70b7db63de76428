import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { slotPart } from '@/components/ui/slot-part';

export const Avatar = slotPart(
  AvatarPrimitive.Root,
  'avatar',
  'relative flex size-9 shrink-0 overflow-hidden rounded-full',
);

export const AvatarImage = slotPart(
  AvatarPrimitive.Image,
  'avatar-image',
  'aspect-square size-full object-cover',
);

export const AvatarFallback = slotPart(
  AvatarPrimitive.Fallback,
  'avatar-fallback',
  'flex size-full items-center justify-center rounded-full bg-muted text-sm font-medium',
);
