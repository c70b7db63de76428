// The printed closing report of a cash session, for the shop's thermal printer (58/80 mm): the
// same monospace paper as the order receipt (orders/receipt-layout.ts), one copy as long as its
// content on a roll. Every typed string (names, reasons, notes) is escaped.
import { formatDateTime, formatEventTime } from '@/domain/dates';
import { escapeHtml } from '@/domain/escape-html';
import { formatBRL } from '@/domain/format';
import { DEFAULT_PRINTER, type PrinterSettings } from '@/domain/orders/paper';
import { receiptPageSize } from '@/domain/orders/receipt';
import {
  TITLE_SCALE,
  columnsAt,
  receiptMetrics,
  textColumns,
  thermalDocument,
  wrappedLines,
  type ReceiptMetrics,
} from '@/domain/orders/receipt-layout';
import {
  CASH_METHODS,
  CASH_METHOD_LABELS,
  DIFFERENCE_LABELS,
  MOVEMENT_LABELS,
  differenceTone,
  ordersCount,
  sumAmounts,
  type CashSessionReport,
} from './session';

interface Printed {
  html: string;
  height: number;
}

const RULE: Printed = { html: '<hr>', height: 13 };

function pieces(m: ReceiptMetrics) {
  const height = (text: string, scale = 1, reserved = 0) =>
    wrappedLines(text, columnsAt(m, scale, reserved)) * m.linePx * scale;
  const line = (text: string, className = ''): Printed => ({
    html: `<div${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</div>`,
    height: height(text),
  });
  const row = (label: string, amount: string, className = ''): Printed => ({
    html: `<div class="row${className ? ` ${className}` : ''}"><span>${escapeHtml(label)}</span><span>${escapeHtml(amount)}</span></div>`,
    height: height(label, className.includes('total') ? TITLE_SCALE : 1, textColumns(amount) + 2),
  });
  const title = (text: string): Printed => ({
    html: `<h1>${escapeHtml(text)}</h1>`,
    height: height(text, TITLE_SCALE) + 4,
  });
  return { line, row, title };
}

/** "Falta R$ 2,00", "Sobra R$ 1,00", "Confere" */
export function differenceText(difference: number): string {
  const tone = differenceTone(difference);
  return tone === 'even'
    ? DIFFERENCE_LABELS.even
    : `${DIFFERENCE_LABELS[tone]} ${formatBRL(Math.abs(difference))}`;
}

function reportBody(
  report: CashSessionReport,
  shopName: string | null,
  printedAt: Date,
  m: ReceiptMetrics,
): Printed[] {
  const { line, row, title } = pieces(m);
  const counted = report.counted;
  const difference = report.difference;
  const who = (name: string | null) => (name ? ` — ${name}` : '');
  return [
    ...(shopName ? [line(shopName, 'center strong')] : []),
    title(report.status === 'closed' ? 'FECHAMENTO DE CAIXA' : 'CAIXA ABERTO'),
    line(`Abertura: ${formatDateTime(report.opened_at)}${who(report.opened_by_name)}`),
    ...(report.closed_at
      ? [line(`Fechamento: ${formatDateTime(report.closed_at)}${who(report.closed_by_name)}`)]
      : []),
    RULE,
    line('Dinheiro na gaveta', 'strong'),
    row('Troco inicial', formatBRL(report.opening_amount)),
    row(
      `Vendas em dinheiro (${report.payments.cash.orders})`,
      formatBRL(report.payments.cash.amount),
    ),
    row('Suprimentos', `+${formatBRL(report.deposits)}`),
    row('Sangrias', `-${formatBRL(report.withdrawals)}`),
    RULE,
    ...CASH_METHODS.flatMap((method) => [
      line(
        `${CASH_METHOD_LABELS[method]} (${ordersCount(report.payments[method].orders)})`,
        'strong',
      ),
      row('Esperado', formatBRL(report.expected[method])),
      ...(counted && difference
        ? [
            row('Contado', formatBRL(counted[method])),
            row('Diferença', differenceText(difference[method])),
          ]
        : []),
    ]),
    RULE,
    row('Total esperado', formatBRL(sumAmounts(report.expected)), 'strong'),
    ...(counted && difference
      ? [
          row('Total contado', formatBRL(sumAmounts(counted)), 'strong'),
          row('Diferença', differenceText(difference.total), 'strong total'),
        ]
      : []),
    ...(report.movements.length
      ? [
          RULE,
          line('Movimentações', 'strong'),
          ...report.movements.flatMap((movement) => [
            row(
              `${formatEventTime(movement.created_at, printedAt)} ${MOVEMENT_LABELS[movement.kind]}`,
              `${movement.kind === 'withdrawal' ? '-' : '+'}${formatBRL(movement.amount)}`,
            ),
            line(`${movement.reason}${who(movement.created_by_name)}`, 'note'),
          ]),
        ]
      : []),
    ...(report.notes ? [RULE, line(`Observações: ${report.notes}`)] : []),
    RULE,
    { html: '<div class="sign">Conferido por: ____________</div>', height: m.linePx * 3 },
    line(`Impresso em ${formatDateTime(printedAt)}`, 'center small'),
  ];
}

/** The report as one HTML document, ready for printDocument (lib/print.ts). */
export function buildCashReport(
  report: CashSessionReport,
  printer: PrinterSettings = DEFAULT_PRINTER,
  shopName: string | null = null,
  printedAt = new Date(),
): string {
  const metrics = receiptMetrics(printer.width);
  const body = reportBody(report, shopName, printedAt, metrics);
  const height = body.reduce((sum, piece) => sum + piece.height, 0);
  const page = receiptPageSize(printer, height);
  return thermalDocument({
    title: 'Fechamento de caixa',
    page,
    metrics,
    styles: `.note { padding-left: 2ch; font-style: italic; }
.total { font-size: ${TITLE_SCALE}em; }
.sign { padding-top: ${metrics.linePx * 1.5}px; }`,
    body: body.map((piece) => piece.html).join('\n'),
  });
}
