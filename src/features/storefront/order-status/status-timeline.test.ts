import { describe, expect, it } from 'vitest';
import { statusDescription, statusTimeline, type TimelineEvent } from './status-timeline';

const states = (status: string, fulfillment: 'delivery' | 'pickup' = 'delivery') =>
  statusTimeline(status, fulfillment).steps.map((step) => `${step.label}:${step.state}`);

const timed = (
  status: string,
  fulfillment: 'delivery' | 'pickup',
  events: readonly TimelineEvent[],
) =>
  statusTimeline(status, fulfillment, events).steps.map(
    (step) => `${step.label}:${step.state}:${step.at ?? '-'}`,
  );

const at = (minute: number) => `2026-11-24T22:${String(minute).padStart(2, '0')}:00Z`;

describe('order status timeline', () => {
  it('labels each status in pt-BR and shows the raw value of an unknown one', () => {
    expect(statusTimeline('pending').label).toBe('Aguardando');
    expect(statusTimeline('processing').label).toBe('Em preparo');
    expect(statusTimeline('delivered').label).toBe('Entregue');
    expect(statusTimeline('cancelled').label).toBe('Cancelado');
    expect(statusTimeline('on_hold').label).toBe('on_hold');
  });

  it('walks Pedido recebido → Em preparo → Saiu para entrega → Entregue', () => {
    expect(states('pending')).toEqual([
      'Pedido recebido:current',
      'Em preparo:upcoming',
      'Saiu para entrega:upcoming',
      'Entregue:upcoming',
    ]);
    expect(states('processing')).toEqual([
      'Pedido recebido:done',
      'Em preparo:current',
      'Saiu para entrega:upcoming',
      'Entregue:upcoming',
    ]);
    expect(states('out_for_delivery')).toEqual([
      'Pedido recebido:done',
      'Em preparo:done',
      'Saiu para entrega:current',
      'Entregue:upcoming',
    ]);
    expect(states('delivered')).toEqual([
      'Pedido recebido:done',
      'Em preparo:done',
      'Saiu para entrega:done',
      'Entregue:done',
    ]);
  });

  it('a pickup order is Pronto para retirada instead', () => {
    expect(states('ready_for_pickup', 'pickup')).toEqual([
      'Pedido recebido:done',
      'Em preparo:done',
      'Pronto para retirada:current',
      'Entregue:upcoming',
    ]);
  });

  it('gives each step reached the time of its event, and none to the steps ahead', () => {
    const events = [
      { status: 'pending', at: at(1) },
      { status: 'processing', at: at(4) },
    ];
    expect(timed('processing', 'delivery', events)).toEqual([
      `Pedido recebido:done:${at(1)}`,
      `Em preparo:current:${at(4)}`,
      'Saiu para entrega:upcoming:-',
      'Entregue:upcoming:-',
    ]);
    expect(
      timed('delivered', 'pickup', [
        ...events,
        { status: 'ready_for_pickup', at: at(20) },
        { status: 'delivered', at: at(31) },
      ]),
    ).toEqual([
      `Pedido recebido:done:${at(1)}`,
      `Em preparo:done:${at(4)}`,
      `Pronto para retirada:done:${at(20)}`,
      `Entregue:done:${at(31)}`,
    ]);
  });

  it('a skipped step is done without a time; a step taken back shows its latest time', () => {
    // Delivered straight from Aguardando.
    expect(
      timed('delivered', 'delivery', [
        { status: 'pending', at: at(1) },
        { status: 'delivered', at: at(9) },
      ]),
    ).toEqual([
      `Pedido recebido:done:${at(1)}`,
      'Em preparo:done:-',
      'Saiu para entrega:done:-',
      `Entregue:done:${at(9)}`,
    ]);
    // Out for delivery, back to preparation, out again.
    expect(
      timed('out_for_delivery', 'delivery', [
        { status: 'pending', at: at(1) },
        { status: 'processing', at: at(2) },
        { status: 'out_for_delivery', at: at(10) },
        { status: 'processing', at: at(12) },
        { status: 'out_for_delivery', at: at(15) },
      ]),
    ).toEqual([
      `Pedido recebido:done:${at(1)}`,
      `Em preparo:done:${at(12)}`,
      `Saiu para entrega:current:${at(15)}`,
      'Entregue:upcoming:-',
    ]);
    // Back in preparation: the earlier departure is not shown as reached.
    expect(
      timed('processing', 'delivery', [
        { status: 'pending', at: at(1) },
        { status: 'out_for_delivery', at: at(10) },
        { status: 'processing', at: at(12) },
      ])[2],
    ).toBe('Saiu para entrega:upcoming:-');
  });

  it('a cancelled order shows the steps it reached, then Cancelado with its time', () => {
    const cancelled = statusTimeline('cancelled', 'delivery', [
      { status: 'pending', at: at(1) },
      { status: 'processing', at: at(3) },
      { status: 'cancelled', at: at(7) },
    ]);
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.steps.map((s) => `${s.label}:${s.state}:${s.at ?? '-'}`)).toEqual([
      `Pedido recebido:done:${at(1)}`,
      `Em preparo:done:${at(3)}`,
      `Cancelado:cancelled:${at(7)}`,
    ]);
    expect(cancelled.steps.at(-1)!.description).toMatch(/cancelado/);
    // Cancelled while waiting: only the placing, then the cancellation.
    expect(
      timed('cancelled', 'pickup', [
        { status: 'pending', at: at(1) },
        { status: 'cancelled', at: at(2) },
      ]),
    ).toEqual([`Pedido recebido:done:${at(1)}`, `Cancelado:cancelled:${at(2)}`]);
    // Ready for pickup, then cancelled.
    expect(
      timed('cancelled', 'pickup', [
        { status: 'pending', at: at(1) },
        { status: 'processing', at: at(2) },
        { status: 'ready_for_pickup', at: at(5) },
        { status: 'cancelled', at: at(40) },
      ]).map((s) => s.split(':')[0]),
    ).toEqual(['Pedido recebido', 'Em preparo', 'Pronto para retirada', 'Cancelado']);
    // No events at all (an older order): it was at least placed.
    expect(states('cancelled')).toEqual(['Pedido recebido:done', 'Cancelado:cancelled']);
    expect(statusTimeline('pending').cancelled).toBe(false);
  });

  it('highlights no step for a status it does not know', () => {
    expect(states('on_hold')).toEqual([
      'Pedido recebido:upcoming',
      'Em preparo:upcoming',
      'Saiu para entrega:upcoming',
      'Entregue:upcoming',
    ]);
    expect(statusDescription('cancelled')).toMatch(/cancelado/);
    expect(statusDescription('on_hold')).toBe('Acompanhe aqui as atualizações do seu pedido.');
  });
});
