import { formatDateTime } from '@/domain/dates';
import { formatBRL } from '@/domain/format';
import {
  CASH_METHODS,
  CASH_METHOD_LABELS,
  sumAmounts,
  type CashSessionReport,
} from '@/domain/cash-register/session';
import { DifferenceText } from './difference-text';
import { MovementsList } from './movements-list';

const EVENT_LABELS = { opened: 'Aberto', closed: 'Fechado', reopened: 'Reaberto' } as const;

/** A session's closing: expected, counted and difference per method, the movements, the notes. */
export function CashReportView({ report }: { report: CashSessionReport }) {
  const { counted, difference } = report;
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Aberto em {formatDateTime(report.opened_at)}
        {report.opened_by_name ? ` por ${report.opened_by_name}` : ''}
        {report.closed_at
          ? ` · Fechado em ${formatDateTime(report.closed_at)}${report.closed_by_name ? ` por ${report.closed_by_name}` : ''}`
          : ''}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Fechamento por forma de pagamento">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-2 pr-2 font-medium">Forma</th>
              <th className="px-2 py-2 text-right font-medium">Esperado</th>
              <th className="px-2 py-2 text-right font-medium">Contado</th>
              <th className="py-2 pl-2 text-right font-medium">Diferença</th>
            </tr>
          </thead>
          <tbody className="divide-y tabular-nums">
            {CASH_METHODS.map((method) => (
              <tr key={method}>
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  {CASH_METHOD_LABELS[method]}
                </th>
                <td className="px-2 py-2 text-right">{formatBRL(report.expected[method])}</td>
                <td className="px-2 py-2 text-right">
                  {counted ? formatBRL(counted[method]) : '—'}
                </td>
                <td className="py-2 pl-2 text-right">
                  {difference ? <DifferenceText value={difference[method]} /> : '—'}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 font-semibold tabular-nums">
            <tr>
              <th scope="row" className="py-2 pr-2 text-left">
                Total
              </th>
              <td className="px-2 py-2 text-right">{formatBRL(sumAmounts(report.expected))}</td>
              <td className="px-2 py-2 text-right">
                {counted ? formatBRL(sumAmounts(counted)) : '—'}
              </td>
              <td className="py-2 pl-2 text-right">
                {difference ? <DifferenceText value={difference.total} /> : '—'}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        Dinheiro: troco {formatBRL(report.opening_amount)} + vendas{' '}
        {formatBRL(report.payments.cash.amount)} + suprimentos {formatBRL(report.deposits)} −
        sangrias {formatBRL(report.withdrawals)}
      </p>
      {report.notes ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Observações:</span> {report.notes}
        </p>
      ) : null}
      <section className="grid gap-1">
        <h3 className="text-sm font-semibold">Movimentações</h3>
        <MovementsList movements={report.movements} />
      </section>
      {report.events.some((event) => event.action === 'reopened') ? (
        <section className="grid gap-1">
          <h3 className="text-sm font-semibold">Registro</h3>
          <ul className="text-xs text-muted-foreground">
            {report.events.map((event, index) => (
              <li key={index}>
                {EVENT_LABELS[event.action]} em {formatDateTime(event.created_at)}
                {event.actor_name ? ` por ${event.actor_name}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
