import { describe, expect, it } from 'vitest';
import { alarmState, alarmTitle, badgeText, waitingText } from './alarm';

const order = (id: string, minute: number) => ({
  id,
  created_at: `2026-11-24T19:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('the alarm of waiting orders', () => {
  it('stays silent before the list is loaded and when nothing waits', () => {
    expect(alarmState(undefined)).toEqual({ active: false, count: 0, oldest: null });
    expect(alarmState({ orders: [], total: 0 })).toEqual({ active: false, count: 0, oldest: null });
  });

  it('rings for the waiting orders, the oldest first in line', () => {
    const state = alarmState({ orders: [order('b', 12), order('a', 5), order('c', 30)], total: 3 });
    expect(state.active).toBe(true);
    expect(state.count).toBe(3);
    expect(state.oldest?.id).toBe('a');
  });

  it('counts the waiting orders the server did not list', () => {
    expect(alarmState({ orders: [order('a', 1)], total: 25 }).count).toBe(25);
    // A count that lags behind the list (a realtime insert before the refetch) never hides one.
    expect(alarmState({ orders: [order('a', 1), order('b', 2)], total: 1 }).count).toBe(2);
  });

  it('the same list gives the same alarm, however often it is seen (reload, tabs)', () => {
    const list = { orders: [order('a', 1), order('b', 2)], total: 2 };
    expect(alarmState(list)).toEqual(alarmState({ ...list, orders: [...list.orders] }));
  });

  it('words the banner in the singular and the plural', () => {
    expect(waitingText(1)).toBe('1 pedido aguardando aceite');
    expect(waitingText(2)).toBe('2 pedidos aguardando aceite');
  });

  it('flashes the title with the count, and gives the page its title back', () => {
    expect(alarmTitle(2, 'Comanda · Sistema de Pedidos', true)).toBe('(2) Novo pedido!');
    expect(alarmTitle(2, 'Comanda · Sistema de Pedidos', false)).toBe(
      '(2) Comanda · Sistema de Pedidos',
    );
    expect(alarmTitle(0, 'Comanda · Sistema de Pedidos', true)).toBe(
      'Comanda · Sistema de Pedidos',
    );
  });

  it('badges the icon with the count, 9+ beyond nine', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(12)).toBe('9+');
  });
});
