import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HomeBreadcrumb } from '@/components/home-breadcrumb';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OrdersBoard } from './orders-board';
import { OrdersList } from './orders-list';
import { OrdersSoldOut } from './orders-sold-out';
import { ScheduledOrders } from './scheduled-orders';
import { NewOrderButton } from './staff-order/new-order-button';
import { useOrderDialog } from './use-order-dialog';

type View = 'quadro' | 'lista' | 'agendados';

/**
 * /orders: the board by status for a busy night ("Quadro") or every order, searched and
 * filtered, a page at a time ("Lista"). The view is in the address (?vista=quadro), so a kitchen
 * screen can be left on the board.
 */
export function OrdersPage() {
  const dialog = useOrderDialog();
  const [params, setParams] = useSearchParams();
  const vista = params.get('vista');
  const view: View = vista === 'quadro' || vista === 'agendados' ? vista : 'lista';

  // 'há 5 minutos' keeps counting while the page stays open.
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <HomeBreadcrumb homeTo="/" page="Pedidos" />
      <Tabs
        value={view}
        onValueChange={(next) =>
          setParams(next === 'lista' ? {} : { vista: next }, { replace: true })
        }
        className="grid gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pedidos em Tempo Real</h1>
          <div className="flex flex-wrap items-center gap-2">
            <TabsList aria-label="Visualização">
              <TabsTrigger value="quadro">Quadro</TabsTrigger>
              <TabsTrigger value="lista">Lista</TabsTrigger>
              <TabsTrigger value="agendados">Agendados</TabsTrigger>
            </TabsList>
            <OrdersSoldOut />
            <NewOrderButton />
          </div>
        </div>
        <TabsContent value="quadro">
          <OrdersBoard onOpen={dialog.open} />
        </TabsContent>
        <TabsContent value="agendados">
          <ScheduledOrders onOpen={dialog.open} />
        </TabsContent>
        <TabsContent value="lista">
          <Card className="py-4">
            <CardContent className="px-2 sm:px-4">
              <OrdersList onOpen={dialog.open} initialSearch={params.get('busca') ?? ''} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
