import { useEffect, useState } from 'react';
import { useOrders } from '@/data/orders/get-orders';
import type { Order } from '@/data/orders/schema';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { NO_FILTERS, type OrderFilterValues } from './order-filter-values';
import { OrderFilters } from './order-filters';
import { OrdersTable } from './orders-table';
import { Pager } from './pager';
import { clearUnread } from './unread-orders';

export const ORDERS_PAGE_SIZE = 20;

/** Every order, a page of 20 at a time, newest first; searched and filtered by the server. */
export function OrdersList({
  onOpen,
  initialSearch = '',
}: {
  onOpen: (order: Order) => void;
  /** A search to open with (/orders?busca=11987654321: a customer's orders, from /clientes). */
  initialSearch?: string;
}) {
  const [filters, setFilters] = useState<OrderFilterValues>({
    ...NO_FILTERS,
    search: initialSearch,
  });
  const [page, setPage] = useState(0);
  // Typing "maria" asks the server once, not five times.
  const search = useDebouncedValue(filters.search, 300);
  const { data, isPending, isError } = useOrders({
    page,
    pageSize: ORDERS_PAGE_SIZE,
    search: search.trim() || undefined,
    statuses: filters.status ? [filters.status] : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  // Looking at the orders is what the bell asks for.
  useEffect(() => {
    clearUnread();
  }, [data]);
  const filtered = Object.values(filters).some((v) => v !== '');

  return (
    <>
      <OrderFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {filtered && data && (
        <p role="status" className="px-2 pb-2 text-sm text-muted-foreground">
          {data.total === 1 ? '1 pedido encontrado' : `${data.total} pedidos encontrados`}
        </p>
      )}
      <OrdersTable
        orders={data?.orders}
        columns={['number', 'customer', 'phone', 'status', 'total', 'relative', 'address']}
        loading={isPending}
        loadingText="Carregando pedidos..."
        emptyText={
          isError
            ? 'Não foi possível carregar os pedidos.'
            : filtered
              ? 'Nenhum pedido encontrado para esta busca'
              : 'Nenhum pedido encontrado'
        }
        onOpen={onOpen}
      />
      <Pager page={page} total={data?.total ?? 0} pageSize={ORDERS_PAGE_SIZE} onPage={setPage} />
    </>
  );
}
