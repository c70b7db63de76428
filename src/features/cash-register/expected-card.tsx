import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBRL } from '@/domain/format';
import {
  CASH_METHODS,
  CASH_METHOD_LABELS,
  ordersCount,
  sumAmounts,
  type CashSessionReport,
} from '@/domain/cash-register/session';

/** What each method should hold now, the drawer's cash worked out from the float and movements. */
export function ExpectedCard({ report }: { report: CashSessionReport }) {
  const cash = report.payments.cash;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Esperado no caixa</h2>
        </CardTitle>
        <CardDescription>Pagamentos marcados como pagos desde a abertura.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {CASH_METHODS.map((method) => (
            <div key={method} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-2.5">
              <dt className="font-medium">{CASH_METHOD_LABELS[method]}</dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatBRL(report.expected[method])}
              </dd>
              <dd className="col-span-2 text-xs text-muted-foreground">
                {method === 'cash'
                  ? `Troco ${formatBRL(report.opening_amount)} + vendas ${formatBRL(cash.amount)} (${ordersCount(cash.orders)}) + suprimentos ${formatBRL(report.deposits)} − sangrias ${formatBRL(report.withdrawals)}`
                  : ordersCount(report.payments[method].orders)}
              </dd>
            </div>
          ))}
          <div className="grid grid-cols-[1fr_auto] gap-4 pt-3">
            <dt className="font-semibold">Total</dt>
            <dd className="text-right text-lg font-bold tabular-nums">
              {formatBRL(sumAmounts(report.expected))}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
