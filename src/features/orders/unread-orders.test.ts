import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Unread = typeof import('./unread-orders');

/** The module as a fresh page load finds it (its memory gone, localStorage kept). */
async function reload(): Promise<Unread> {
  vi.resetModules();
  return import('./unread-orders');
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

beforeEach(() => localStorage.clear());

describe('the bell across reloads', () => {
  it('keeps an announced order unread until /orders is opened, then stays clear', async () => {
    let unread = await reload();
    act(() => unread.markUnread('o-1'));
    unread = await reload();
    expect(renderHook(() => unread.useHasUnread(null)).result.current).toBe(true);
    act(() => unread.clearUnread());
    unread = await reload();
    expect(renderHook(() => unread.useHasUnread(null)).result.current).toBe(false);
  });

  it('lights for an order newer than the last look, though no panel announced it', async () => {
    let unread = await reload();
    renderHook(() => unread.useHasUnread(null)); // this device looks now
    localStorage.setItem(
      unread.UNREAD_KEY,
      JSON.stringify({ seenAt: Date.parse(minutesAgo(10)), ids: [] }),
    );
    unread = await reload();
    const latest = { id: 'o-2', created_at: minutesAgo(2) };
    const bell = renderHook(() => unread.useHasUnread(latest));
    expect(bell.result.current).toBe(true);

    act(() => unread.markSeen('o-2', latest.created_at));
    bell.rerender();
    expect(bell.result.current).toBe(false);
    unread = await reload();
    expect(renderHook(() => unread.useHasUnread(latest)).result.current).toBe(false);
  });

  it('does not light on a first visit for the orders placed before it', async () => {
    const unread = await reload();
    const latest = { id: 'o-3', created_at: minutesAgo(60) };
    expect(renderHook(() => unread.useHasUnread(latest)).result.current).toBe(false);
  });

  it('opening one of two announced orders keeps the other unread', async () => {
    let unread = await reload();
    act(() => {
      unread.markUnread('o-4');
      unread.markUnread('o-5');
      unread.markSeen('o-4');
    });
    unread = await reload();
    expect(renderHook(() => unread.useHasUnread(null)).result.current).toBe(true);
  });

  it('starts over on unreadable storage', async () => {
    localStorage.setItem('unreadOrders', '{oops');
    const unread = await reload();
    expect(renderHook(() => unread.useHasUnread(null)).result.current).toBe(false);
  });
});
