import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface PageNavProps {
  /** The nav's accessible name ('Paginação'). */
  label: string;
  className?: string;
  /** The current page, from 0. */
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** Where the list is, between the buttons ('Página 2 de 5'). */
  children: ReactNode;
}

/** 'Anterior' · where the list is · 'Próxima', for a list shown a page at a time. */
export function PageNav({ label, className, page, hasNext, onPage, children }: PageNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground">{children}</span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
