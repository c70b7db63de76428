import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { OrderPage } from './get-orders';
import { orderKeys } from './keys';
import type { Order } from './schema';
import { cacheOrderChange, insertInPage, replaceInPages, updatePending } from './cache';

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

  it("leaves searched and date-filtered lists to the refetch: whether it matches is the server's call", () => {
    const page = { orders: [order('b')], total: 1 };
    expect(insertInPage(page, order('a'), { page: 0, pageSize: 5, search: 'maria' })).toBe(page);
    expect(insertInPage(page, order('a'), { page: 0, pageSize: 5, from: '2026-11-27' })).toBe(page);
    // blanks are no search
    expect(insertInPage(page, order('a'), { page: 0, pageSize: 5, search: ' ' })?.total).toBe(2);
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

describe('a realtime change arriving while the lists refetch', () => {
  it('stays in the list when the refetch, read before it, comes back', async () => {
    const queryClient = new QueryClient();
    const key = orderKeys.list({ page: 0, pageSize: 5 });
    // The server's answers, in turn: the list before the new order was placed, twice.
    let answer!: (page: OrderPage) => void;
    const queryFn = () => new Promise<OrderPage>((resolve) => (answer = resolve));
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    answer({ orders: [order('b')], total: 1 });
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toBeDefined());

    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    const stale = answer;
    const applied = cacheOrderChange(queryClient, order('a'), 'INSERT');
    stale({ orders: [order('b')], total: 1 });
    await applied;
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(queryClient.getQueryData<OrderPage>(key)?.orders.map((o) => o.id)).toEqual(['a', 'b']);
    unsubscribe();
    queryClient.clear();
  });
});
