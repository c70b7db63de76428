import { describe, expect, it } from 'vitest';
import { buildCashReport, differenceText } from './report';
import type { CashSessionReport } from './session';
import { SHIFT_TAKINGS } from '@/test/cash-shift';

const closed: CashSessionReport = {
  id: 's1',
  status: 'closed',
  opened_at: '2026-11-21T21:00:00.000Z',
  opened_by_name: 'Bia <b>do Caixa</b>',
  opening_amount: 150,
  closed_at: '2026-11-22T03:00:00.000Z',
  closed_by_name: 'Bia',
  notes: 'Faltou troco </body>',
  ...SHIFT_TAKINGS,
  counted: { cash: 230.8, pix: 90.9, credit: 45, debit: 0 },
  difference: { cash: -2, pix: 1, credit: 0, debit: 0, total: -1 },
  movements: [
    {
      id: 'm1',
      kind: 'withdrawal',
      amount: 35.5,
      reason: 'Gás <script>',
      created_by_name: 'Bia',
      created_at: '2026-11-21T23:00:00.000Z',
    },
  ],
  events: [],
};

const text = (html: string) => html.replace(/\u00a0/g, ' ');

describe('buildCashReport', () => {
  it('prints expected, counted and the difference per method, the movements and the notes', () => {
    const html = text(buildCashReport(closed, { width: 80, height: 'auto' }, 'Delivery Rápido'));
    for (const shown of [
      'FECHAMENTO DE CAIXA',
      'Delivery Rápido',
      'Dinheiro (3 pedidos)',
      'Cartão de Crédito (1 pedido)',
      'Pix (2 pedidos)',
      'Cartão de Crédito',
      'Cartão de Débito',
      '<span>Troco inicial</span><span>R$ 150,00</span>',
      '<span>Sangrias</span><span>-R$ 35,50</span>',
      '<span>Diferença</span><span>Falta R$ 2,00</span>',
      '<span>Diferença</span><span>Sobra R$ 1,00</span>',
      '<span>Total contado</span><span>R$ 366,70</span>',
      'Sangria',
      'Conferido por:',
    ])
      expect(html).toContain(shown);
  });

  it('escapes every typed string', () => {
    const html = buildCashReport(closed);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>do Caixa');
    expect(html).toContain('Gás &lt;script&gt;');
    expect(html.match(/<\/body>/g)).toHaveLength(1);
  });

  it('sizes the page for the printer: 58 mm paper, a roll as long as the report', () => {
    const narrow = buildCashReport(closed, { width: 58, height: 'auto' });
    expect(narrow).toMatch(/@page \{ size: 58mm \d+mm;/);
    const height = Number(/size: 58mm (\d+)mm/.exec(narrow)![1]);
    expect(height).toBeGreaterThan(150);
    expect(buildCashReport(closed, { width: 80, height: 12 })).toContain('size: 80mm 120mm');
  });

  it('leaves the count out of an open session', () => {
    const html = buildCashReport({
      ...closed,
      status: 'open',
      closed_at: null,
      counted: null,
      difference: null,
    });
    expect(html).toContain('CAIXA ABERTO');
    expect(html).not.toContain('Contado');
  });
});

describe('differenceText', () => {
  it('says whether money is missing, over or even', () => {
    expect(text(differenceText(-2))).toBe('Falta R$ 2,00');
    expect(text(differenceText(0.5))).toBe('Sobra R$ 0,50');
    expect(differenceText(0)).toBe('Confere');
  });
});
