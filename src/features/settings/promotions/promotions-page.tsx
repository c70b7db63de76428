import { useState } from 'react';
import { Plus, Search, TicketPercent } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { QueryCard } from '@/components/query-card';
import { PageHeader } from '../page-header';
import { usePromoCodes } from '@/data/promo-codes/get-promo-codes';
import { DeletePromoDialog } from './delete-promo-dialog';
import { PromoDialog } from './promo-dialog';
import { filterPromoCodes } from './promo-format';
import type { PromoCodeRow } from './promo-schema';
import { PromoTable } from './promo-table';

/** /promotions: the shop's promo codes, searchable, created and edited in a dialog. */
export function PromotionsPage() {
  const codes = usePromoCodes();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ open: boolean; editing: PromoCodeRow | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<PromoCodeRow | null>(null);
  const rows = filterPromoCodes(codes.data ?? [], search);

  return (
    <section className="space-y-6">
      <PageHeader
        title="Códigos Promocionais"
        description="Crie descontos que seus clientes aplicam no checkout."
      >
        <Button onClick={() => setDialog({ open: true, editing: null })}>
          <Plus aria-hidden="true" />
          Novo Código
        </Button>
      </PageHeader>
      <div className="relative max-w-sm">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Buscar código promocional"
          placeholder="Buscar código..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <QueryCard
        query={codes}
        errorText="Não foi possível carregar os códigos promocionais. Recarregue a página."
      >
        {() =>
          rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
              <TicketPercent className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">
                {search.trim()
                  ? 'Nenhum código encontrado'
                  : 'Nenhum código promocional cadastrado'}
              </p>
              <p className="text-sm text-muted-foreground">
                {search.trim()
                  ? 'Tente buscar por outro código.'
                  : 'Clique em "Novo Código" para criar o primeiro.'}
              </p>
            </div>
          ) : (
            <PromoTable
              rows={rows}
              onEdit={(row) => setDialog({ open: true, editing: row })}
              onDelete={setDeleting}
            />
          )
        }
      </QueryCard>
      <PromoDialog
        open={dialog.open}
        editing={dialog.editing}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <DeletePromoDialog target={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
