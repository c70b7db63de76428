import { differenceText } from '@/domain/cash-register/report';
import { differenceTone } from '@/domain/cash-register/session';
import { cn } from '@/lib/utils';

const TONE_CLASSES = {
  even: 'text-success-foreground',
  over: 'text-info-foreground',
  short: 'text-destructive',
} as const;

/** 'Confere', 'Sobra R$ 1,00' or 'Falta R$ 2,00', coloured by what it means for the shop. */
export function DifferenceText({ value, className }: { value: number; className?: string }) {
  return (
    <span
      className={cn('font-medium tabular-nums', TONE_CLASSES[differenceTone(value)], className)}
    >
      {differenceText(value)}
    </span>
  );
}
