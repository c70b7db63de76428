import type { ReactNode } from 'react';
import { PackageX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { SoldOutControl, type SoldOutChoice, type SoldOutItem } from './sold-out-control';
import { soldOutLabel } from './sold-out-label';
import { soldOutNow } from './sold-out-now';
import { SoldOutNowList } from './sold-out-now-list';

type Listed = Omit<SoldOutItem, 'kind' | 'label'> & { is_available: boolean };

export interface SoldOutSheetProps {
  /** The products (hidden ones are left out: they are not on the menu). */
  products: ReadonlyArray<Listed & { category: string }> | undefined;
  groups: ReadonlyArray<{ id: string; name: string; options: readonly Listed[] }> | undefined;
  loading?: boolean;
  busy?: boolean;
  onSet: (item: SoldOutItem, until: SoldOutChoice) => void;
  onReactivateAll: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  now?: Date;
  /** The trigger's size: large on the kitchen's tablet. */
  size?: 'default' | 'lg';
}

/**
 * "Esgotados" at hand where orders are worked (the kitchen, the order board): a button opening a
 * side sheet with "Esgotados agora" and every product and complemento with the Esgotado control.
 * The feature passes the menu and the mutations; this renders them.
 */
export function SoldOutSheet({
  products,
  groups,
  loading = false,
  busy = false,
  onSet,
  onReactivateAll,
  open,
  onOpenChange,
  now = new Date(),
  size = 'default',
}: SoldOutSheetProps) {
  const shown = (products ?? []).filter((product) => product.is_available);
  const current = soldOutNow(shown, groups);
  const categories = [...new Set(shown.map((product) => product.category))];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline" size={size}>
          <PackageX aria-hidden="true" />
          Esgotados
          {current.length > 0 ? (
            <span className="rounded-full bg-destructive px-2 text-xs font-bold text-white">
              {current.length}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-0 sm:max-w-lg">
        <SheetHeader className="border-b pr-14">
          <SheetTitle className="text-xl">Esgotados</SheetTitle>
          <SheetDescription>
            O que acabou aparece como esgotado no cardápio na hora. "Até amanhã" volta sozinho no
            início do próximo dia.
          </SheetDescription>
        </SheetHeader>
        <div className="grid flex-1 grid-cols-[minmax(0,1fr)] content-start gap-6 overflow-y-auto p-4">
          {loading ? (
            <p role="status" className="text-muted-foreground">
              Carregando cardápio...
            </p>
          ) : (
            <>
              <section aria-labelledby="sheet-esgotados-agora">
                <SoldOutNowList
                  headingId="sheet-esgotados-agora"
                  items={current}
                  now={now}
                  busy={busy}
                  onReactivate={(item) => onSet(item, null)}
                  onReactivateAll={onReactivateAll}
                />
              </section>
              <TitledSection id="sheet-produtos" title="Produtos">
                {categories.map((category) => (
                  <ItemList
                    key={category}
                    title={category}
                    items={shown
                      .filter((product) => product.category === category)
                      .map((product) => ({ ...product, kind: 'product' as const }))}
                    now={now}
                    busy={busy}
                    onSet={onSet}
                  />
                ))}
              </TitledSection>
              {groups?.length ? (
                <TitledSection id="sheet-complementos" title="Complementos">
                  {groups.map((group) => (
                    <ItemList
                      key={group.id}
                      title={group.name}
                      items={group.options
                        .filter((option) => option.is_available)
                        .map((option) => ({
                          ...option,
                          kind: 'option' as const,
                          label: group.name,
                        }))}
                      now={now}
                      busy={busy}
                      onSet={onSet}
                    />
                  ))}
                </TitledSection>
              ) : null}
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** A section of the sheet under its heading (Produtos, Complementos). */
function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold leading-none">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ItemListProps {
  title: string;
  items: SoldOutItem[];
  now: Date;
  busy: boolean;
  onSet: (item: SoldOutItem, until: SoldOutChoice) => void;
}

function ItemList({ title, items, now, busy, onSet }: ItemListProps) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      <ul className="divide-y rounded-lg border">
        {items.map((item) => {
          const label = soldOutLabel(item, now);
          return (
            <li key={item.id} className="flex items-center gap-3 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className={cn('block truncate', label && 'text-muted-foreground')}>
                  {item.name}
                </span>
                {label ? <span className="text-xs text-destructive">{label}</span> : null}
              </span>
              <SoldOutControl item={item} busy={busy} onSet={(until) => onSet(item, until)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
