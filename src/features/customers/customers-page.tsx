import { PageNav } from '@/components/page-nav';
import { useState } from 'react';
import { Download, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useStaffRole } from '@/data/account/get-staff-role';
import { useSession } from '@/data/account/use-session';
import {
  exportCustomers,
  useCustomers,
  type CustomerFilters,
  type CustomerOrder,
} from '@/data/customers/get-customers';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { downloadFile } from '@/lib/download-file';
import { userMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { customersCsv } from './customers-csv';
import { CustomersTable } from './customers-table';

export const CUSTOMERS_PAGE_SIZE = 50;
const INACTIVE_DAYS = 30;

const ORDERS: ReadonlyArray<{ value: CustomerOrder; label: string }> = [
  { value: 'recent', label: 'Mais recentes' },
  { value: 'frequent', label: 'Mais pedidos' },
  { value: 'value', label: 'Maior valor' },
];

/**
 * /clientes (owner; attendants read): every customer by phone, from the orders they placed. The
 * CSV of the whole list is the owner's (the server refuses the export to anyone else).
 */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<CustomerOrder>('recent');
  const [inactive, setInactive] = useState(false);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const debounced = useDebouncedValue(search, 300);
  const settings = useCompanySettings();
  const { session } = useSession();
  const isOwner = useStaffRole(session?.user.id).data === 'owner';
  const filters: CustomerFilters = {
    search: debounced.trim() || undefined,
    order,
    inactiveDays: inactive ? INACTIVE_DAYS : undefined,
    page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
  const { data, isPending, isError, error } = useCustomers(filters);
  const total = data?.total ?? 0;

  async function exportAll() {
    setExporting(true);
    try {
      const all = await exportCustomers(filters);
      downloadFile(
        inactive ? 'clientes-sumidos.csv' : 'clientes.csv',
        customersCsv(all, settings.data?.timezone ?? 'America/Sao_Paulo'),
      );
    } catch (failure) {
      toast.error(userMessage(failure));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Clientes</h1>
        {isOwner && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportAll()}
            disabled={exporting || !total}
          >
            <Download aria-hidden="true" />
            {exporting ? 'Exportando...' : 'Exportar CSV'}
          </Button>
        )}
      </div>
      <div className="grid gap-3 md:flex md:flex-wrap md:items-center">
        <div className="relative md:w-80">
          <Search
            aria-hidden="true"
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Buscar por nome ou telefone"
            placeholder="Buscar por nome ou telefone"
            className="pl-9"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <div role="group" aria-label="Ordenar por" className="flex flex-wrap gap-2">
          {ORDERS.map((o) => (
            <Button
              key={o.value}
              size="sm"
              variant={order === o.value ? 'default' : 'outline'}
              aria-pressed={order === o.value}
              onClick={() => {
                setOrder(o.value);
                setPage(0);
              }}
            >
              {o.label}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id="customers-inactive"
            checked={inactive}
            onCheckedChange={(checked) => {
              setInactive(checked);
              setPage(0);
            }}
          />
          <Label htmlFor="customers-inactive">Sumidos há {INACTIVE_DAYS} dias</Label>
        </div>
      </div>
      <Card className="py-4">
        <CardContent className="grid gap-3 px-2 sm:px-4">
          {isError ? (
            <p role="alert" className="px-2 text-sm text-destructive">
              {userMessage(error)}
            </p>
          ) : isPending ? (
            <p className="px-2 text-sm text-muted-foreground">Carregando clientes...</p>
          ) : total === 0 ? (
            <p className="px-2 text-sm text-muted-foreground">
              {inactive || filters.search
                ? 'Nenhum cliente encontrado.'
                : 'Os clientes aparecem aqui depois do primeiro pedido aceito.'}
            </p>
          ) : (
            <>
              <p role="status" className="px-2 text-sm text-muted-foreground">
                {total === 1 ? '1 cliente' : `${total} clientes`}
                {inactive ? ` sem pedir há mais de ${INACTIVE_DAYS} dias` : ''}
              </p>
              <CustomersTable customers={data.customers} />
              {total > CUSTOMERS_PAGE_SIZE && (
                <PageNav
                  label="Páginas"
                  className="flex items-center justify-between gap-2 px-2"
                  page={page}
                  hasNext={(page + 1) * CUSTOMERS_PAGE_SIZE < total}
                  onPage={setPage}
                >
                  {page * CUSTOMERS_PAGE_SIZE + 1}–
                  {Math.min(total, (page + 1) * CUSTOMERS_PAGE_SIZE)} de {total}
                </PageNav>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
