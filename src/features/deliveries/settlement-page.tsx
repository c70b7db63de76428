import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatEventTime } from '@/domain/dates';
import { money } from '@/domain/orders/items';
import { paymentMethodLabel } from '@/domain/orders/payment-methods';
import { useSession } from '@/data/account/use-session';
import { useSettlement, type Settlement } from '@/data/deliveries/get-settlement';
import { useDrivers } from '@/data/staff/get-drivers';
import { useBusinessDay } from '@/data/settings/use-business-day';

const SELECT_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm md:h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * 'Acerto do dia': a driver's deliveries on a day, the fees the shop owes them and the cash they
 * hand back. The owner picks the driver; a driver opening it sees their own.
 */
export function SettlementPage() {
  const ids = { driver: useId(), day: useId() };
  const session = useSession();
  const drivers = useDrivers();
  const me = session.session?.user.id;
  const [picked, setPicked] = useState<string | null>(null);
  // the shop's business day (a night's deliveries after midnight stay on that night), unless picked
  const businessDay = useBusinessDay();
  const [pickedDay, setDay] = useState<string | null>(null);
  const day = pickedDay ?? businessDay?.today ?? null;
  const driverId = picked ?? drivers.data?.find((driver) => driver.user_id === me)?.user_id ?? null;
  const settlement = useSettlement(driverId, day ?? '');

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-2xl gap-4">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Acerto do dia</h1>
        <Link to="/entregas" className="text-sm text-primary underline underline-offset-2">
          Entregas
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.driver}>Entregador</Label>
          <select
            id={ids.driver}
            className={SELECT_CLASS}
            value={driverId ?? ''}
            onChange={(event) => setPicked(event.target.value || null)}
          >
            <option value="">Escolha o entregador</option>
            {(drivers.data ?? []).map((driver) => (
              <option key={driver.user_id} value={driver.user_id}>
                {driver.display_name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.day}>Dia</Label>
          <Input
            id={ids.day}
            type="date"
            value={day ?? ''}
            max={businessDay?.today}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
      </div>
      {!driverId ? (
        <p className="text-muted-foreground">Escolha um entregador para ver o acerto.</p>
      ) : settlement.isPending ? (
        <p className="text-muted-foreground">Carregando acerto...</p>
      ) : settlement.isError ? (
        <p className="text-destructive">Não foi possível carregar o acerto deste dia.</p>
      ) : (
        <SettlementSummary settlement={settlement.data} />
      )}
    </div>
  );
}

function SettlementSummary({ settlement }: { settlement: Settlement }) {
  const figures = [
    { label: 'Entregas', value: String(settlement.deliveries) },
    { label: 'Taxas do entregador', value: money(settlement.fees) },
    { label: 'Dinheiro a devolver', value: money(settlement.cash_collected) },
  ];
  return (
    <>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-lg font-bold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <Card className="py-4">
        <CardHeader className="px-4">
          <CardTitle>Pedidos entregues</CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          {settlement.orders.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma entrega neste dia.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {settlement.orders.map((order) => (
                <li key={order.id} className="flex justify-between gap-3">
                  <span>
                    <span className="font-medium">#{order.order_number}</span> ·{' '}
                    {formatEventTime(order.delivered_at)} ·{' '}
                    {paymentMethodLabel(order.payment_method)}
                  </span>
                  <span className="shrink-0 text-right tabular-nums">
                    {money(order.total_amount)}
                    <span className="block text-xs text-muted-foreground">
                      taxa {money(order.delivery_fee)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
