import { describe, expect, it } from 'vitest';
import {
  isAwaitingRelease,
  orderScheduleText,
  releasedPending,
  preparationMinutes,
  releaseAt,
  scheduledForText,
  scheduleHeading,
  scheduleSlotText,
  slotEnd,
} from './schedule';

const SP = 'America/Sao_Paulo';

/** Ana's order #1042 of R$ 50,00, no items listed: what the texts and the receipt below print. */
const anasOrder = {
  order_number: '1042',
  customer_name: 'Ana',
  items: [],
  subtotal: 50,
  delivery_fee: 0,
  discount: 0,
  total_amount: 50,
  notes: null,
};

describe('scheduledForText', () => {
  it('says the slot in the shop’s time zone with the pt-BR weekday', () => {
    // 2025-11-28 was a Friday; 19:00 in São Paulo is 22:00 UTC
    expect(scheduledForText('2025-11-28T22:00:00Z', '2025-11-28T22:30:00Z', SP)).toBe(
      'Agendado para sex 28/11, 19:00–19:30',
    );
    expect(scheduledForText('2025-11-28T22:00:00Z', '2025-11-28T22:30:00Z', 'America/Manaus')).toBe(
      'Agendado para sex 28/11, 18:00–18:30',
    );
  });

  it('names every weekday and crosses midnight', () => {
    const days = [23, 24, 25, 26, 27, 28, 29].map((d) =>
      scheduleSlotText(`2026-11-${d}T15:00:00Z`, `2026-11-${d}T16:00:00Z`, SP).slice(0, 3),
    );
    expect(days).toEqual(['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom']);
    expect(scheduleSlotText('2026-11-28T02:30:00Z', slotEnd('2026-11-28T02:30:00Z', 30), SP)).toBe(
      'sex 27/11, 23:30–00:00',
    );
  });
});

describe('scheduleHeading', () => {
  const now = new Date('2026-11-27T23:30:00-03:00');
  it('is Hoje, Amanhã or the day, by the shop’s calendar', () => {
    expect(scheduleHeading('2026-11-27T23:45:00-03:00', SP, now)).toBe('Hoje');
    expect(scheduleHeading('2026-11-28T00:15:00-03:00', SP, now)).toBe('Amanhã');
    expect(scheduleHeading('2026-11-29T12:00:00-03:00', SP, now)).toBe('dom 29/11');
    expect(
      scheduleHeading('2026-12-01T12:00:00-03:00', SP, new Date('2026-11-30T12:00:00-03:00')),
    ).toBe('Amanhã');
  });
});

describe('release time', () => {
  it('takes the largest number of the estimated time, 30 minutes when none', () => {
    expect(preparationMinutes('30-45')).toBe(45);
    expect(preparationMinutes('40 min')).toBe(40);
    expect(preparationMinutes('')).toBe(30);
    expect(preparationMinutes(null)).toBe(30);
    expect(releaseAt('2026-11-28T22:00:00Z', '30-45').toISOString()).toBe(
      '2026-11-28T21:15:00.000Z',
    );
  });

  it('keeps a scheduled order out of the queue until then', () => {
    const order = { scheduled_for: '2026-11-28T22:00:00Z' };
    expect(isAwaitingRelease(order, '30', new Date('2026-11-28T21:29:59Z'))).toBe(true);
    expect(isAwaitingRelease(order, '30', new Date('2026-11-28T21:30:00Z'))).toBe(false);
    expect(isAwaitingRelease({ scheduled_for: null }, '30', new Date(0))).toBe(false);
  });
});

describe('releasedPending', () => {
  it('holds a scheduled order back from the alarm until its release time', () => {
    const pending = {
      orders: [
        { id: 'a', scheduled_for: null },
        { id: 'b', scheduled_for: '2026-11-28T22:00:00Z' },
      ],
      total: 3,
    };
    const before = releasedPending(pending, '30-45', new Date('2026-11-28T21:14:00Z'))!;
    expect(before.orders.map((o) => o.id)).toEqual(['a']);
    expect(before.total).toBe(2);
    const after = releasedPending(pending, '30-45', new Date('2026-11-28T21:15:00Z'))!;
    expect(after.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(after.total).toBe(3);
    expect(releasedPending(undefined, null, new Date())).toBeUndefined();
  });
});

describe('the order texts', () => {
  it('say when a scheduled order is due, and nothing for one as soon as possible', async () => {
    const { newOrderMessage } = await import('./orders/messages');
    const { customerConfirmationMessage } = await import('./orders/customer-messages');
    const order = { ...anasOrder, fulfillment: 'delivery', scheduled_for: '2025-11-28T22:00:00Z' };
    const text = orderScheduleText(order, SP, 30);
    expect(text).toBe('Agendado para sex 28/11, 19:00–19:30');
    expect(newOrderMessage(order, { scheduledText: text })).toContain(
      '*Agendado para sex 28/11, 19:00–19:30*',
    );
    expect(customerConfirmationMessage(order, '30-45', { scheduledText: text })).toBe(
      'Olá Ana! Recebemos seu pedido #1042. Agendado para sex 28/11, 19:00–19:30. Obrigado pela preferência!',
    );
    expect(orderScheduleText({ scheduled_for: null }, SP, 30)).toBeNull();
  });
});

describe('the receipt', () => {
  it('prints the slot of a scheduled order on both copies', async () => {
    const { buildReceipt } = await import('./orders/receipt');
    const html = buildReceipt({
      ...anasOrder,
      payment_method: 'pix',
      created_at: '2025-11-28T12:00:00Z',
      scheduled_text: 'Agendado para sex 28/11, 19:00–19:30',
    });
    expect(html.match(/Agendado para sex 28\/11, 19:00–19:30/g)).toHaveLength(2);
  });
});
