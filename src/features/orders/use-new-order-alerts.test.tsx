import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { handOffMessage } from './use-change-status';
import { autoPrintFlag } from '@/lib/printer-settings';
import { announceNewOrder, NEW_ORDER_TOASTS_SHOWN, reprintEdited } from './use-new-order-alerts';
import { clearUnread, useHasUnread } from './unread-orders';
import { makeOrder } from './test-orders';

afterEach(() => {
  // Unmounted before the next test, so no toast's timer fires once the file's window is gone.
  cleanup();
  clearUnread();
  vi.restoreAllMocks();
});

describe('announceNewOrder', () => {
  it('toasts the order, lights the bell and offers the customer’s confirmation, not a chat with the shop itself', async () => {
    render(<Toaster />);
    const bell = renderHook(() => useHasUnread());
    const open = vi.fn();
    const chat = { location: { href: 'about:blank' }, closed: false };
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(chat as unknown as Window);
    const settings = {
      whatsapp_number: '5511999999999',
      estimated_time: '40-50',
    } as CompanySettings;
    act(() => announceNewOrder(makeOrder(), settings, open));
    expect(bell.result.current).toBe(true);

    const alert = (await screen.findByText('Novo pedido!')).closest(
      '[data-sonner-toast]',
    ) as HTMLElement;
    expect(alert.textContent).toContain('#1042 · Ana Souza');
    fireEvent.click(within(alert).getByRole('button', { name: 'Confirmar com cliente' }));
    expect(openWindow).toHaveBeenCalledWith('', 'comanda-whatsapp');
    const url = new URL(chat.location.href);
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toContain('Tempo estimado de entrega: 40-50 minutos.');
    expect(within(alert).queryByRole('button', { name: 'Avisar loja' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Abrir pedido' }));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: 'o-1042' }));
  });

  it('keeps the newest three new-order toasts on screen in a rush', async () => {
    render(<Toaster />);
    const settings = { whatsapp_number: '5511999999999' } as CompanySettings;
    act(() => {
      for (let n = 1; n <= 5; n++)
        announceNewOrder(
          makeOrder({ id: `o-rush-${n}`, order_number: String(2000 + n) }),
          settings,
          () => {},
        );
    });
    await waitFor(() => {
      const shown = screen
        .getAllByText('Novo pedido!')
        .map((title) => title.closest('[data-sonner-toast]')!)
        .filter((toast) => toast.getAttribute('data-removed') !== 'true');
      expect(shown.map((toast) => /#(\d+)/.exec(toast.textContent ?? '')?.[1])).toEqual([
        '2005',
        '2004',
        '2003',
      ]);
    });
    expect(NEW_ORDER_TOASTS_SHOWN).toBe(3);
  });
});

describe('reprintEdited', () => {
  const shop = { settings: null, zones: [] };
  const frames = () => document.querySelectorAll('iframe[title="Impressão"]');

  it('prints the edited order once per revision, marked ALTERADO, where this device prints', async () => {
    render(<Toaster />);
    autoPrintFlag.set(true);
    const edited = makeOrder({
      id: 'o-edited',
      status: 'processing',
      revision: 1,
      edited_at: new Date().toISOString(),
    });
    // the edit as realtime brings it, twice (two events of the same revision, a second tab)
    await Promise.all([reprintEdited(edited, shop), reprintEdited(edited, shop)]);
    expect(frames()).toHaveLength(1);
    const receipt = (frames()[0] as HTMLIFrameElement).contentDocument!.body.textContent;
    expect(receipt).toContain('ALTERADO');
    expect(receipt).toContain('VIA DO CLIENTE');
    // its next status change prints nothing; the next edit prints again
    await reprintEdited({ ...edited, status: 'out_for_delivery' }, shop);
    expect(frames()).toHaveLength(1);
    await reprintEdited({ ...edited, revision: 2 }, shop);
    expect(frames()).toHaveLength(2);
    // a device that does not print automatically never does
    autoPrintFlag.set(false);
    await reprintEdited({ ...edited, revision: 3 }, shop);
    expect(frames()).toHaveLength(2);
    frames().forEach((frame) => frame.remove());
  });
});

describe('handOffMessage', () => {
  const order = makeOrder();
  it('tells the customer each change in its own words, with the link to follow the order', () => {
    expect(handOffMessage(order, 'processing')).toBe(
      `Olá Ana Souza! Seu pedido #1042 está sendo preparado.\n\nAcompanhe seu pedido: ${window.location.origin}/client/pedido/o-1042`,
    );
    expect(handOffMessage(order, 'out_for_delivery')).toContain('saiu para entrega!');
    expect(handOffMessage(order, 'delivered')).toContain('foi entregue.');
  });
  it('gives the reason of a cancellation, and says nothing on a return to pending', () => {
    expect(handOffMessage(order, 'cancelled', 'Produto esgotado')).toContain(
      'foi cancelado. Motivo: Produto esgotado.',
    );
    expect(handOffMessage(order, 'pending')).toBeNull();
  });
});
