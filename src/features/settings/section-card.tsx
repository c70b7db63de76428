import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface SectionCardProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Right side of the header (a button such as 'Editar endereço'). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled section of a settings screen; its h2 names the section for screen readers. */
export function SectionCard({
  icon: Icon,
  title,
  description,
  action,
  className,
  children,
}: SectionCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <h2 className="text-lg">{title}</h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      {children}
    </Card>
  );
}
