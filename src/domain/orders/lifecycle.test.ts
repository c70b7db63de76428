import { describe, expect, it } from 'vitest';
import { allowedStatuses, canCancel, isAcceptance, nextStep, otherSteps } from './lifecycle';

const delivery = (status: string) => ({ status, fulfillment: 'delivery' });
const pickup = (status: string) => ({ status, fulfillment: 'pickup' });

describe('order lifecycle', () => {
  it.each([
    [delivery('pending'), 'processing', 'Aceitar pedido'],
    [pickup('pending'), 'processing', 'Aceitar pedido'],
    [delivery('processing'), 'out_for_delivery', 'Saiu para entrega'],
    [pickup('processing'), 'ready_for_pickup', 'Pronto para retirada'],
    [delivery('out_for_delivery'), 'delivered', 'Entregue'],
    [pickup('ready_for_pickup'), 'delivered', 'Entregue'],
  ])('offers %j the next step %s (%s)', (order, status, label) => {
    expect(nextStep(order)).toEqual({ status, label });
  });

  it('offers no next step once delivered or cancelled, or for an unknown status', () => {
    expect(nextStep(delivery('delivered'))).toBeNull();
    expect(nextStep(pickup('cancelled'))).toBeNull();
    expect(nextStep(delivery('lost'))).toBeNull();
  });

  it('treats an order without fulfillment as delivery', () => {
    expect(nextStep({ status: 'processing' })?.status).toBe('out_for_delivery');
    expect(nextStep({ status: 'processing', fulfillment: null })?.status).toBe('out_for_delivery');
  });

  it('never allows going back to pending, nor the other fulfillment’s step', () => {
    expect(allowedStatuses(delivery('processing'))).toEqual([
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
    expect(allowedStatuses(pickup('processing'))).toEqual([
      'ready_for_pickup',
      'delivered',
      'cancelled',
    ]);
    expect(allowedStatuses(delivery('cancelled'))).toEqual([
      'processing',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('puts every other allowed status but cancelling behind the primary button', () => {
    expect(otherSteps(delivery('pending'))).toEqual(['out_for_delivery', 'delivered']);
    expect(otherSteps(pickup('pending'))).toEqual(['ready_for_pickup', 'delivered']);
    expect(otherSteps(delivery('processing'))).toEqual(['delivered']);
    expect(otherSteps(delivery('out_for_delivery'))).toEqual(['processing']);
    expect(otherSteps(pickup('delivered'))).toEqual(['processing', 'ready_for_pickup']);
    expect(otherSteps(delivery('cancelled'))).toEqual([
      'processing',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('cancels anything not cancelled yet, and knows an acceptance', () => {
    expect(canCancel(delivery('delivered'))).toBe(true);
    expect(canCancel(delivery('cancelled'))).toBe(false);
    expect(isAcceptance('pending', 'processing')).toBe(true);
    expect(isAcceptance('cancelled', 'processing')).toBe(false);
  });
});
