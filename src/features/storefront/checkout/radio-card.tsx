import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface RadioCardProps {
  value: string;
  registration: UseFormRegisterReturn;
  icon: LucideIcon;
  /** The card's layout and corners. */
  className: string;
  /** The icon tile's corners. */
  iconClassName: string;
  /** What the choice says, beside its icon. */
  children: ReactNode;
}

/** One choice of a checkout question (Entrega or Retirada, a payment method): a tappable card. */
export function RadioCard({
  value,
  registration,
  icon: Icon,
  className,
  iconClassName,
  children,
}: RadioCardProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer border bg-background p-3 transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:checked]:ring-1 has-[:focus-visible]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-ring',
        className,
      )}
    >
      <input type="radio" value={value} className="peer sr-only" {...registration} />
      <span
        className={cn(
          'grid size-10 shrink-0 place-items-center bg-muted text-muted-foreground transition-colors peer-checked:bg-primary peer-checked:text-primary-foreground',
          iconClassName,
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {children}
    </label>
  );
}
