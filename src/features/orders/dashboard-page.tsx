import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useOrders } from '@/data/orders/get-orders';
import { DashboardStats } from './dashboard-stats';
import { DeliveriesCard } from './deliveries-card';
import { NotificationsButton } from './notifications-button';
import { OrdersTable } from './orders-table';
import { PushDevicesCard } from './push-devices-card';
import { SoundToggle } from './sound-toggle';
import { TodayStats } from './today-stats';
import { TopProductsCard } from './top-products-card';
import { useOrderDialog } from './use-order-dialog';
import { NewOrderButton } from './staff-order/new-order-button';

const RECENT = 5;

/** /dashboard: live figures, the newest orders, best sellers and deliveries. */
export function DashboardPage() {
  const recent = useOrders({ page: 0, pageSize: RECENT });
  const dialog = useOrderDialog();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard - Tempo Real</h1>
        <div className="flex flex-wrap items-center gap-2">
          <NotificationsButton />
          <SoundToggle />
          <NewOrderButton />
        </div>
      </div>

      <TodayStats />

      <DashboardStats />

      <Card>
        <CardHeader>
          <CardTitle>Pedidos Recentes - Tempo Real</CardTitle>
          <CardAction>
            <Link to="/orders" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Ver todos
            </Link>
          </CardAction>
        </CardHeader>
        <CardContent className="px-2 sm:px-4">
          <OrdersTable
            dense
            orders={recent.data?.orders}
            columns={['number', 'customer', 'phone', 'address', 'status', 'total', 'date', 'items']}
            loading={recent.isPending}
            loadingText="Carregando pedidos..."
            emptyText="Nenhum pedido encontrado"
            onOpen={dialog.open}
          />
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <TopProductsCard />
        <DeliveriesCard onOpen={dialog.open} />
      </div>

      <PushDevicesCard />
    </div>
  );
}
