import { useState } from 'react';
import { ExternalLink, PackageOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { menuLink } from '@/domain/menu-link';
import { groupByCategory, type Product } from '@/data/products/schema';
import { useSetItemAvailability } from './use-menu-mutations';
import { DeleteMenuItemDialog } from './delete-menu-item-dialog';
import { MenuItemRow } from './menu-item-row';
import { OptionAvailabilityCard } from './option-availability-card';
import { ShareMenuDialog } from './share-menu-dialog';
import { useMenuItems } from './use-menu-items';

/** /menu, 'Cardápio Online' (spec 2.12). */
export function MenuPage() {
  const { data: items, isPending } = useMenuItems();
  const { data: settings } = useCompanySettings();
  const setAvailability = useSetItemAvailability();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const link = menuLink(window.location.origin, settings?.public_menu_url);
  const availableCount = items?.filter((item) => item.is_available).length ?? 0;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cardápio Online</h1>
          <p className="text-muted-foreground" data-testid="available-count">
            {isPending
              ? 'Carregando cardápio...'
              : `${availableCount === 1 ? '1 item disponível' : `${availableCount} itens disponíveis`} no cardápio`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={link}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium hover:bg-accent md:h-10"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Ver cardápio
          </a>
          <ShareMenuDialog link={link} />
        </div>
      </div>

      {isPending ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando cardápio...
        </p>
      ) : !items?.length ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed py-16 text-center">
          <PackageOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Nenhum produto cadastrado</p>
          <p className="text-sm text-muted-foreground">
            Cadastre produtos na página Produtos para montar o cardápio.
          </p>
        </div>
      ) : (
        groupByCategory(items).map((group) => (
          <Card key={group.category} className="gap-0">
            <CardHeader className="pb-0">
              <CardTitle className="flex items-center gap-2">
                {group.category}
                <Badge variant="secondary">{group.products.length}</Badge>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">
                {group.products.map((item) => (
                  <MenuItemRow
                    key={item.id}
                    item={item}
                    onToggle={(target, isAvailable) =>
                      setAvailability.mutate({ id: target.id, isAvailable })
                    }
                    onDelete={setDeleting}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
        ))
      )}

      {/* After the products have come: it sits below them, and would otherwise jump down when they do. */}
      {!isPending && <OptionAvailabilityCard />}

      <DeleteMenuItemDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
