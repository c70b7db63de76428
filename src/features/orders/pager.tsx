import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Anterior' · 'Página X de Y' · 'Próxima', for a server-paginated list. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label="Paginação" className="flex items-center justify-between gap-2 pt-4">
      <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Página {Math.min(page + 1, pages)} de {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
