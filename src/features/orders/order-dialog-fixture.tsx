// What the order dialog's tests share: the dialog opened on one order, the browser's popups, and
// a clean slate between tests. The fake server is in order-dialog-fake-server.ts.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { orderKeys } from '@/data/orders/keys';
import type { Order } from '@/data/orders/schema';
import { settingsKeys } from '@/data/settings/keys';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { OrderDialog } from './order-dialog';
import { server } from './order-dialog-fake-server';
import { makeOrder, renderTree } from './test-orders';

export const ID = '0b7c9a3e-5d1f-4c2a-9e8b-1f2a3b4c5d6e';
export const SETTINGS = {
  whatsapp_number: '5511999999999',
  delivery_fee: 5,
  minimum_order: 0,
  pickup_minimum_order: 0,
  max_order_total: 2000,
  delivery_radius_km: 0,
} as CompanySettings;

export function renderDialog(over: Partial<Order> = {}, { settingsLoaded = true } = {}) {
  const order = makeOrder({ id: ID, ...over });
  server.row = order as unknown as Record<string, unknown>;
  const { tree, client } = renderTree(
    <OrderDialog />,
    (c) => {
      c.setQueryData(orderKeys.detail(order.id), order);
      if (settingsLoaded) c.setQueryData(settingsKeys.admin(), SETTINGS);
      else c.removeQueries({ queryKey: settingsKeys.admin() });
    },
    `/dashboard?pedido=${order.id}`,
  );
  render(tree);
  return { dialog: screen.getByRole('dialog'), client };
}

/**
 * Popups as a browser keeps them: by name, so a second open of the same name returns the same
 * window. The hand-off steers it to wa.me once the change is saved.
 */
export function fakePopups() {
  const popups: Array<{ location: { href: string }; closed: boolean }> = [];
  const byName = new Map<string, (typeof popups)[number]>();
  const open = vi.spyOn(window, 'open').mockImplementation((_url, target) => {
    const name = String(target ?? '_blank');
    const known = byName.get(name);
    if (known && !known.closed) return known as unknown as Window;
    const win = { location: { href: 'about:blank' }, closed: false, close: vi.fn() };
    popups.push(win);
    if (name !== '_blank') byName.set(name, win);
    return win as unknown as Window;
  });
  return { open, popups };
}

export const button = (within_: HTMLElement, name: string | RegExp) =>
  within(within_).getByRole('button', { name });

/** Registers the clean slate every test of the dialog starts from. */
export function resetBetweenTests() {
  beforeEach(() => {
    localStorage.clear();
    server.events = [];
    server.rpc = [];
    server.updates = [];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  });
}
