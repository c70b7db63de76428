import { describe, expect, it } from 'vitest';
import { statusDescription, statusTimeline } from './status-timeline';

const states = (status: string, fulfillment: 'delivery' | 'pickup' = 'delivery') =>
  statusTimeline(status, fulfillment).steps.map((step) => `${step.label}:${step.state}`);

describe('order status timeline', () => {
  it('labels each status in pt-BR and shows the raw value of an unknown one', () => {
    expect(statusTimeline('pending').label).toBe('Aguardando');
    expect(statusTimeline('processing').label).toBe('Em preparo');
    expect(statusTimeline('delivered').label).toBe('Entregue');
    expect(statusTimeline('cancelled').label).toBe('Cancelado');
    expect(statusTimeline('on_hold').label).toBe('on_hold');
  });

  it('walks Aguardando → Em preparo → Saiu para entrega → Entregue', () => {
    expect(states('pending')).toEqual([
      'Aguardando:current',
      'Em preparo:upcoming',
      'Saiu para entrega:upcoming',
      'Entregue:upcoming',
    ]);
    expect(states('processing')).toEqual([
      'Aguardando:done',
      'Em preparo:current',
      'Saiu para entrega:upcoming',
      'Entregue:upcoming',
    ]);
    expect(states('out_for_delivery')).toEqual([
      'Aguardando:done',
      'Em preparo:done',
      'Saiu para entrega:current',
      'Entregue:upcoming',
    ]);
    expect(states('delivered')).toEqual([
      'Aguardando:done',
      'Em preparo:done',
      'Saiu para entrega:done',
      'Entregue:done',
    ]);
  });

  it('a pickup order is Pronto para retirada instead', () => {
    expect(states('ready_for_pickup', 'pickup')).toEqual([
      'Aguardando:done',
      'Em preparo:done',
      'Pronto para retirada:current',
      'Entregue:upcoming',
    ]);
  });

  it('marks a cancelled order and highlights no step for a status it does not know', () => {
    expect(statusTimeline('cancelled').cancelled).toBe(true);
    expect(statusTimeline('pending').cancelled).toBe(false);
    expect(states('on_hold')).toEqual([
      'Aguardando:upcoming',
      'Em preparo:upcoming',
      'Saiu para entrega:upcoming',
      'Entregue:upcoming',
    ]);
    expect(statusDescription('cancelled')).toMatch(/cancelado/);
    expect(statusDescription('on_hold')).toBe('Acompanhe aqui as atualizações do seu pedido.');
  });
});
