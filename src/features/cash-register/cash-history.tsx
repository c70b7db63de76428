import { PageNav } from '@/components/page-nav';
import { useState } from 'react';
import { ChevronRight, History } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { IconCardHeader } from '@/components/icon-card-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import { cashDifference, sumAmounts } from '@/domain/cash-register/session';
import { useClosedCashSessions } from '@/data/cash-register/get-cash-sessions';
import { DifferenceText } from './difference-text';

export const HISTORY_PAGE_SIZE = 10;

/** The closed sessions the caller may see (the owner all of them), newest first; one opens. */
export function CashHistory({
  isOwner,
  onOpen,
}: {
  isOwner: boolean;
  onOpen: (id: string) => void;
}) {
  const [page, setPage] = useState(0);
  const history = useClosedCashSessions(page, HISTORY_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  return (
    <Card>
      <IconCardHeader
        icon={History}
        title="Caixas fechados"
        titleClassName="text-lg"
        description={
          isOwner ? 'Todos os fechamentos da loja.' : 'Os caixas que você abriu ou fechou.'
        }
      />
      <CardContent>
        {history.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível carregar os caixas fechados.
          </p>
        ) : history.data.sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum caixa fechado ainda.</p>
        ) : (
          <ul className="divide-y" aria-label="Caixas fechados">
            {history.data.sessions.map((session) => {
              const difference = cashDifference(session.expected, session.counted).total;
              return (
                <li key={session.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(session.id)}
                    className="flex w-full items-center gap-3 rounded-md px-2 py-3 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="font-medium">
                        Fechado em {formatDateTime(session.closed_at)}
                      </span>
                      <span className="truncate text-xs text-muted-foreground">
                        Aberto em {formatDateTime(session.opened_at)}
                        {session.closed_by_name ? ` · ${session.closed_by_name}` : ''}
                      </span>
                    </span>
                    <span className="grid shrink-0 justify-items-end gap-0.5 text-sm">
                      <span className="tabular-nums">{formatBRL(sumAmounts(session.counted))}</span>
                      <DifferenceText value={difference} className="text-xs" />
                    </span>
                    <ChevronRight
                      className="size-4 shrink-0 text-muted-foreground"
                      aria-hidden="true"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {pages > 1 ? (
          <PageNav
            label="Paginação"
            className="flex items-center justify-between gap-2 pt-4"
            page={page}
            hasNext={page + 1 < pages}
            onPage={setPage}
          >
            Página {page + 1} de {pages}
          </PageNav>
        ) : null}
      </CardContent>
    </Card>
  );
}
