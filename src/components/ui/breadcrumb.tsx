import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { ChevronRight } from 'lucide-react';
import { slotPart } from '@/components/ui/slot-part';
import { cn } from '@/lib/utils';

export const Breadcrumb = slotPart('nav', 'breadcrumb', undefined, {
  'aria-label': 'Trilha de navegação',
});

export const BreadcrumbList = slotPart(
  'ol',
  'breadcrumb-list',
  'flex flex-wrap items-center gap-1.5 break-words text-sm text-muted-foreground sm:gap-2.5',
);

export const BreadcrumbItem = slotPart('li', 'breadcrumb-item', 'inline-flex items-center gap-1.5');

/** A crumb that links somewhere; pass asChild to render a router <Link>. */
export function BreadcrumbLink({
  asChild,
  className,
  ...props
}: ComponentProps<'a'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn(
        "relative rounded-sm transition-colors after:absolute after:-inset-3 after:content-[''] hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:after:hidden",
        className,
      )}
      {...props}
    />
  );
}

export const BreadcrumbPage = slotPart('span', 'breadcrumb-page', 'font-normal text-foreground', {
  'aria-current': 'page',
});

export function BreadcrumbSeparator({ children, className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('[&>svg]:size-3.5', className)}
      {...props}
    >
      {children ?? <ChevronRight />}
    </li>
  );
}
