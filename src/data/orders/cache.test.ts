import { describe, expect, it } from 'vitest';
import type { Order } from './schema';
import { insertInPage, replaceInPages, updatePending } from './cache';

const order = (id: string, status = 'pending') => ({ id, status }) as Order;

describe('cached order lists', () => {
  it('puts a new order at the top of the first page, keeping its size', () => {
    const page = { orders: [order('b'), order('c')], total: 7 };
    expect(insertInPage(page, order('a'), { page: 0, pageSize: 2 })).toEqual({
      orders: [order('a'), order('b')],
      total: 8,
    });
  });

  it('counts it on later pages without showing it there', () => {
    const page = { orders: [order('c')], total: 7 };
    expect(insertInPage(page, order('a'), { page: 1, pageSize: 2 })).toEqual({
      orders: [order('c')],
      total: 8,
    });
  });

  it('leaves lists of other statuses, pages already showing it and uncached lists alone', () => {
    const page = { orders: [order('a')], total: 1 };
    const filters = { statuses: ['delivered' as const], page: 0, pageSize: 5 };
    expect(insertInPage(page, order('b'), filters)).toBe(page);
    expect(insertInPage(page, order('a'), { page: 0, pageSize: 5 })).toBe(page);
    expect(insertInPage(undefined, order('a'), { page: 0, pageSize: 5 })).toBeUndefined();
  });

  it('replaces a changed order where it is shown', () => {
    const page = { orders: [order('a'), order('b')], total: 2 };
    expect(replaceInPages(page, order('b', 'delivered'))?.orders[1]?.status).toBe('delivered');
    expect(replaceInPages(page, order('z'))).toBe(page);
  });
});

describe('the cached waiting orders', () => {
  const pending = { orders: [order('a'), order('b')], total: 3 };

  it('take a new waiting order at the end (the newest) and count it', () => {
    expect(updatePending(pending, order('c'))).toEqual({
      orders: [order('a'), order('b'), order('c')],
      total: 4,
    });
  });

  it('let an accepted or cancelled order go', () => {
    expect(updatePending(pending, order('a', 'processing'))).toEqual({
      orders: [order('b')],
      total: 2,
    });
    expect(updatePending(pending, order('z', 'cancelled'))).toBe(pending);
    expect(updatePending(undefined, order('a'))).toBeUndefined();
  });
});
