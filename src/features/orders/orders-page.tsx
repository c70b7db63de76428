import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { useOrders } from '@/data/orders/get-orders';
import { OrdersTable } from './orders-table';
import { Pager } from './pager';
import { clearUnread } from './unread-orders';
import { useOrderDialog } from './use-order-dialog';

export const ORDERS_PAGE_SIZE = 20;

/** /orders (spec 2.5): every order, a page of 20 at a time, newest first. */
export function OrdersPage() {
  const [page, setPage] = useState(0);
  const { data, isPending } = useOrders({ page, pageSize: ORDERS_PAGE_SIZE });
  const dialog = useOrderDialog();

  // 'há 5 minutos' keeps counting while the page stays open.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);

  // Looking at the orders is what the bell asks for.
  useEffect(() => {
    clearUnread();
  }, [data]);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link to="/">Início</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>Pedidos</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pedidos em Tempo Real</h1>

      <Card className="py-4">
        <CardContent className="px-2 sm:px-4">
          <OrdersTable
            orders={data?.orders}
            columns={['number', 'customer', 'phone', 'status', 'total', 'relative', 'address']}
            loading={isPending}
            loadingText="Carregando pedidos..."
            emptyText="Nenhum pedido encontrado"
            onOpen={dialog.open}
          />
          <Pager
            page={page}
            total={data?.total ?? 0}
            pageSize={ORDERS_PAGE_SIZE}
            onPage={setPage}
          />
        </CardContent>
      </Card>
    </div>
  );
}
