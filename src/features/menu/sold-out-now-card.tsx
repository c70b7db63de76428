import { Card, CardContent, CardDescription } from '@/components/ui/card';
import type { SoldOutItem } from '@/components/sold-out/sold-out-control';
import { SoldOutNowList } from '@/components/sold-out/sold-out-now-list';
import { useReactivateAll, useSoldOutToggle } from './use-sold-out-actions';

interface SoldOutNowCardProps {
  items: readonly SoldOutItem[];
  now?: Date;
}

/** "Esgotados agora" on /menu: the shared list in a card, absent when nothing is sold out. */
export function SoldOutNowCard({ items, now = new Date() }: SoldOutNowCardProps) {
  const toggle = useSoldOutToggle();
  const reactivateAll = useReactivateAll();
  if (items.length === 0) return null;

  return (
    <Card className="gap-0 border-destructive/30" aria-labelledby="esgotados-agora">
      <CardContent className="grid gap-2">
        <SoldOutNowList
          headingId="esgotados-agora"
          items={items}
          now={now}
          busy={toggle.isPending || reactivateAll.isPending}
          onReactivate={(item) =>
            toggle.mutate({ kind: item.kind, id: item.id, until: null, name: item.name })
          }
          onReactivateAll={() => reactivateAll.mutate()}
        />
        <CardDescription>
          Aparecem como esgotados no cardápio. "Até amanhã" volta sozinho no início do próximo dia.
        </CardDescription>
      </CardContent>
    </Card>
  );
}
