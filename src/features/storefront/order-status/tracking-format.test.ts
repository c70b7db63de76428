import { describe, expect, it } from 'vitest';
import {
  estimateWindow,
  formatEventTime,
  formatWindow,
  paymentStatusLine,
} from './tracking-format';

// The tests run in the machine's zone: build the dates in local time.
const local = (day: number, hour: number, minute: number) =>
  new Date(2026, 10, day, hour, minute).toISOString();

describe('tracking page times', () => {
  it('shows the clock for today and the day too for another day', () => {
    const now = new Date(2026, 10, 24, 20, 0);
    expect(formatEventTime(local(24, 19, 5), now)).toBe('19:05');
    expect(formatEventTime(local(23, 9, 30), now)).toBe('23/11 às 09:30');
    expect(formatEventTime('not a date', now)).toBe('');
  });

  it("reads the shop's clock when its time zone is given, whatever the device's zone", () => {
    const now = new Date('2026-11-24T23:30:00Z'); // 20:30 in São Paulo, 24/11
    expect(formatEventTime('2026-11-24T22:05:00Z', now, 'America/Sao_Paulo')).toBe('19:05');
    // 01:10 UTC on the 25th is still the 24th in São Paulo: today, not another day.
    expect(formatEventTime('2026-11-25T01:10:00Z', now, 'America/Sao_Paulo')).toBe('22:10');
    expect(formatEventTime('2026-11-23T12:30:00Z', now, 'America/Sao_Paulo')).toBe(
      '23/11 às 09:30',
    );
    const window = estimateWindow('2026-11-24T22:05:00Z', '30-45')!;
    expect(formatWindow(window, 'America/Manaus')).toBe('18:35 – 18:50');
    expect(formatEventTime('2026-11-24T22:05:00Z', now, 'Not/AZone')).toBe(
      formatEventTime('2026-11-24T22:05:00Z', now),
    );
  });

  it("adds the shop's estimate to the order's time", () => {
    const placed = local(24, 19, 5);
    expect(formatWindow(estimateWindow(placed, '30-45')!)).toBe('19:35 – 19:50');
    expect(formatWindow(estimateWindow(placed, '30 a 45 min')!)).toBe('19:35 – 19:50');
    expect(formatWindow(estimateWindow(placed, '40')!)).toBe('19:45');
    expect(formatWindow(estimateWindow(placed, '50 minutos')!)).toBe('19:55');
    expect(estimateWindow(placed, 'uma hora')).toBeNull();
    expect(estimateWindow(placed, '45-30')).toBeNull();
    expect(estimateWindow(null, '30-45')).toBeNull();
    expect(estimateWindow(placed, null)).toBeNull();
  });
});

describe('payment line', () => {
  const order = {
    paid: false,
    status: 'processing',
    fulfillment: 'delivery' as const,
    pixDue: false,
  };

  it('says Pago once paid, whatever else', () => {
    expect(paymentStatusLine({ ...order, paid: true, status: 'cancelled' })).toEqual({
      label: 'Pago',
      tone: 'success',
    });
  });

  it('says where an unpaid order is paid', () => {
    expect(paymentStatusLine(order)?.label).toBe('A pagar na entrega');
    expect(paymentStatusLine({ ...order, fulfillment: 'pickup' })?.label).toBe(
      'A pagar na retirada',
    );
    expect(paymentStatusLine({ ...order, pixDue: true })).toEqual({
      label: 'Aguardando pagamento',
      tone: 'warning',
    });
  });

  it('has nothing to say of an unpaid order that is over', () => {
    expect(paymentStatusLine({ ...order, status: 'cancelled', pixDue: true })).toBeNull();
    expect(paymentStatusLine({ ...order, status: 'delivered' })).toBeNull();
  });
});
