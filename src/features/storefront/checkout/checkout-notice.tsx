import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const TONES = {
  warning: { box: 'border-warning/40 bg-warning/10', icon: 'text-warning-foreground' },
  destructive: { box: 'border-destructive/40 bg-destructive/5', icon: 'text-destructive' },
} as const;

interface CheckoutNoticeProps {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  /** 'alert' when the order was refused; 'status' when the form only warns. */
  role: 'alert' | 'status';
  /** What happened and what to do, beside the icon. */
  text: ReactNode;
  /** The ways out, under the text. */
  children?: ReactNode;
  className?: string;
  textClassName?: string;
}

/** A boxed notice in the checkout: an icon and its text, then the buttons that fix it. */
export function CheckoutNotice({
  tone,
  icon: Icon,
  role,
  text,
  children,
  className,
  textClassName,
}: CheckoutNoticeProps) {
  return (
    <div
      role={role}
      className={cn('grid gap-3 rounded-xl border p-4 text-sm', TONES[tone].box, className)}
    >
      <p className={cn('flex items-start gap-2', textClassName)}>
        <Icon className={cn('mt-0.5 size-4 shrink-0', TONES[tone].icon)} aria-hidden="true" />
        <span>{text}</span>
      </p>
      {children}
    </div>
  );
}
