import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { OrderStatus } from '@/domain/orders/status';
import { useOrders } from '@/data/orders/get-orders';
import { useOrderStats, type OrderStats } from '@/data/orders/get-order-stats';
import type { Order } from '@/data/orders/schema';
import { OrdersTable } from './orders-table';
import { Pager } from './pager';
import { useOrderDialog } from './use-order-dialog';

export const HISTORY_PAGE_SIZE = 20;

interface HistoryTabInfo {
  value: string;
  label: string;
  statuses: OrderStatus[];
  count: (stats: OrderStats) => number;
}

// Pending orders belong to no tab. 'Em Preparo' holds every accepted order not yet
// delivered: in the kitchen, out for delivery or ready for pickup, each with its own badge.
const TABS: readonly HistoryTabInfo[] = [
  { value: 'delivered', label: 'Entregues', statuses: ['delivered'], count: (s) => s.delivered },
  {
    value: 'processing',
    label: 'Em Preparo',
    statuses: ['processing', 'out_for_delivery', 'ready_for_pickup'],
    count: (s) => s.processing + s.outForDelivery + s.readyForPickup,
  },
  { value: 'cancelled', label: 'Cancelados', statuses: ['cancelled'], count: (s) => s.cancelled },
];

function HistoryTab({
  statuses,
  onOpen,
}: {
  statuses: OrderStatus[];
  onOpen: (order: Order) => void;
}) {
  const [page, setPage] = useState(0);
  const { data, isPending } = useOrders({ statuses, page, pageSize: HISTORY_PAGE_SIZE });
  return (
    <Card className="py-4">
      <CardContent className="px-2 sm:px-4">
        <OrdersTable
          orders={data?.orders}
          columns={['number', 'customer', 'status', 'total', 'date', 'items', 'address']}
          loading={isPending}
          loadingText="Carregando histórico..."
          emptyText="Nenhum pedido encontrado nesta categoria"
          onOpen={onOpen}
        />
        <Pager page={page} total={data?.total ?? 0} pageSize={HISTORY_PAGE_SIZE} onPage={setPage} />
      </CardContent>
    </Card>
  );
}

/** /history: delivered, in progress and cancelled orders, each tab paginated. */
export function HistoryPage() {
  const stats = useOrderStats();
  const dialog = useOrderDialog();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Histórico de Pedidos</h1>
      <Tabs defaultValue="delivered">
        <TabsList className="w-full justify-start sm:w-fit">
          {TABS.map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="gap-1 px-1.5 text-[13px] sm:gap-1.5 sm:px-3 sm:text-sm"
            >
              {tab.label}
              <Badge variant="secondary" className="px-1.5 tabular-nums">
                {stats.data ? tab.count(stats.data) : '—'}
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <HistoryTab statuses={tab.statuses} onOpen={dialog.open} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
