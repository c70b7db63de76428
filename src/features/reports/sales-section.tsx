import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SalesReport } from '@/data/reports/get-sales-report';
import { longDay, WEEKDAYS, WEEKDAYS_SHORT } from './report-labels';
import { ReportTable } from './report-table';
import { ordersColumn, revenueColumn } from './report-columns';

// Chart.js (most of the report's code) arrives after the figures and tables: the page reads at once.
const DayChart = lazy(() => import('./day-chart').then((m) => ({ default: m.DayChart })));

/** Vendas: revenue per business day (chart and table) and the weekday × hour heat map. */
export function SalesSection({ report }: { report: SalesReport }) {
  return (
    <div className="grid grid-cols-1 gap-4 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>Faturamento por dia</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 [&>*]:min-w-0">
          {/* The chart's own height while it loads: nothing below it moves. */}
          <Suspense fallback={<div className="h-64 w-full" aria-hidden="true" />}>
            <DayChart days={report.by_day} />
          </Suspense>
          <details>
            <summary className="cursor-pointer py-3 text-sm text-muted-foreground md:py-1">
              Ver em tabela
            </summary>
            <ReportTable
              caption="Faturamento por dia"
              hideCaption
              rows={report.by_day}
              columns={[
                { header: 'Dia', cell: (row) => longDay(row.day) },
                ordersColumn(),
                revenueColumn(),
              ]}
            />
          </details>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pedidos por dia da semana e hora</CardTitle>
        </CardHeader>
        <CardContent>
          <HeatMap cells={report.by_weekday_hour} />
        </CardContent>
      </Card>
    </div>
  );
}

function HeatMap({ cells }: { cells: SalesReport['by_weekday_hour'] }) {
  if (cells.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhum pedido no período.</p>;
  }
  const hours = cells.map((c) => c.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const columns = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const most = Math.max(...cells.map((c) => c.orders));
  const count = (weekday: number, hour: number) =>
    cells.find((c) => c.weekday === weekday && c.hour === hour)?.orders ?? 0;
  return (
    <div className="overflow-x-auto">
      <table className="border-separate border-spacing-0.5 text-xs">
        <caption className="sr-only">
          Pedidos por dia da semana (linhas) e hora do dia (colunas)
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((hour) => (
              <th key={hour} scope="col" className="px-1 font-normal text-muted-foreground">
                {hour}h
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((weekday, index) => (
            <tr key={weekday}>
              <th scope="row" className="pr-2 text-left font-medium">
                <abbr title={weekday} className="no-underline">
                  {WEEKDAYS_SHORT[index]}
                </abbr>
              </th>
              {columns.map((hour) => {
                const orders = count(index, hour);
                return (
                  <td
                    key={hour}
                    className="size-8 min-w-8 rounded text-center tabular-nums"
                    style={{
                      backgroundColor: orders
                        ? `hsl(var(--primary) / ${(0.15 + (0.85 * orders) / most).toFixed(2)})`
                        : undefined,
                      color: orders / most > 0.5 ? 'hsl(var(--primary-foreground))' : undefined,
                    }}
                  >
                    {orders || <span className="text-muted-foreground/50">·</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
