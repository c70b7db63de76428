import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface IconCardHeaderProps {
  icon: LucideIcon;
  /** The card's h2, which names it for screen readers. */
  title: ReactNode;
  titleId?: string;
  /** The h2's size; the card title's own by default. */
  titleClassName?: string;
  description?: ReactNode;
  className?: string;
}

/** A card's header: its icon and h2 title, and the line that says what the card is for. */
export function IconCardHeader({
  icon: Icon,
  title,
  titleId,
  titleClassName,
  description,
  className,
}: IconCardHeaderProps) {
  return (
    <CardHeader className={className}>
      <CardTitle className="flex items-center gap-2">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
      </CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </CardHeader>
  );
}
