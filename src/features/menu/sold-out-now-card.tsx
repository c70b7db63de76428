import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SoldOutItem } from './sold-out-control';
import { soldOutLabel } from './sold-out-label';
import { useReactivateAll, useSoldOutToggle } from './use-sold-out-actions';

interface SoldOutNowCardProps {
  items: readonly SoldOutItem[];
  now?: Date;
}

/** "Esgotados agora": everything customers see as esgotado, each with Reativar, and Reativar todos. */
export function SoldOutNowCard({ items, now = new Date() }: SoldOutNowCardProps) {
  const toggle = useSoldOutToggle();
  const reactivateAll = useReactivateAll();
  const marked = items.filter((item) => item.unavailable_until);
  if (items.length === 0) return null;

  return (
    <Card className="gap-0 border-destructive/30" aria-labelledby="esgotados-agora">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 pb-0">
        <div className="grid gap-1">
          <CardTitle>
            <h2 id="esgotados-agora">Esgotados agora</h2>
          </CardTitle>
          <CardDescription>
            Aparecem como esgotados no cardápio. "Até amanhã" volta sozinho no início do próximo
            dia.
          </CardDescription>
        </div>
        {marked.length > 0 && (
          <Button
            variant="outline"
            className="h-11 md:h-10"
            disabled={reactivateAll.isPending}
            onClick={() => reactivateAll.mutate()}
          >
            <RotateCcw aria-hidden="true" />
            Reativar todos
          </Button>
        )}
      </CardHeader>
      <CardContent className="pt-4">
        <ul className="divide-y rounded-lg border">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{item.name}</span>
                <span className="text-xs text-muted-foreground">
                  {item.kind === 'option' ? 'Complemento · ' : ''}
                  {soldOutLabel(item, now)}
                </span>
              </span>
              {item.unavailable_until ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11 md:h-9"
                  disabled={toggle.isPending}
                  aria-label={`Reativar ${item.name}`}
                  onClick={() =>
                    toggle.mutate({ kind: item.kind, id: item.id, until: null, name: item.name })
                  }
                >
                  Reativar
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
