import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { formatBRL } from '@/domain/format';
import { cn } from '@/lib/utils';
import { useOptionGroups } from '@/data/options/get-option-groups';
import { SoldOutControl } from './sold-out-control';
import { soldOutLabel, stockLabel } from '@/components/sold-out/sold-out-label';
import { useSetOptionAvailabilityWithToasts } from './use-menu-mutations';

/**
 * Complementos on the online menu: one tap marks an option esgotado (or back), and every open
 * storefront greys it out at once.
 */
export function OptionAvailabilityCard() {
  const { data: groups } = useOptionGroups();
  const setAvailability = useSetOptionAvailabilityWithToasts();
  if (!groups?.length) return null;
  const now = new Date();
  const soldOut = groups
    .flatMap((group) => group.options)
    .filter((o) => !o.is_available || o.sold_out).length;

  return (
    <Card className="gap-0">
      <CardHeader className="pb-0">
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>Complementos</h2>
          {soldOut > 0 && (
            <Badge variant="destructive">
              {soldOut === 1 ? '1 esgotado' : `${soldOut} esgotados`}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          Marque uma opção como esgotada quando acabar: ela aparece esgotada no cardápio na hora e,
          "até amanhã", volta sozinha no início do próximo dia.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 pt-4 sm:grid-cols-2 xl:grid-cols-3">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`disp-${group.id}`} className="min-w-0">
            <h3 id={`disp-${group.id}`} className="mb-1 text-sm font-semibold">
              {group.name}
              <span className="ml-1.5 font-normal text-muted-foreground">
                ({group.links.length === 1 ? '1 produto' : `${group.links.length} produtos`})
              </span>
            </h3>
            <ul className="divide-y rounded-lg border">
              {group.options.map((option) => {
                const soldOut = !option.is_available ? 'Desligado' : soldOutLabel(option, now);
                const stock = stockLabel(option);
                return (
                  <li key={option.id} className="flex items-center gap-3 px-3 py-2">
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          'block truncate text-sm',
                          soldOut && 'text-muted-foreground line-through',
                        )}
                      >
                        {option.name}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {soldOut ??
                          (option.price > 0 ? `+ ${formatBRL(option.price)}` : 'Sem custo')}
                        {stock ? ` · ${stock}` : ''}
                      </span>
                    </span>
                    {option.is_available ? (
                      <SoldOutControl item={{ ...option, kind: 'option', label: group.name }} />
                    ) : (
                      <Switch
                        checked={false}
                        aria-label={`Disponível: ${option.name} (${group.name})`}
                        onCheckedChange={(checked) =>
                          setAvailability.mutate({ id: option.id, isAvailable: checked })
                        }
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
