import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyCustomerFlag } from '@/lib/local-flag';
import { autoPrintFlag } from '@/lib/printer-settings';
import { server } from './order-dialog-fake-server';
import {
  ID,
  SETTINGS,
  button,
  fakePopups,
  renderDialog,
  resetBetweenTests,
} from './order-dialog-fixture';

// What a status change sends out from the order dialog: the WhatsApp message in the one chat
// window, the receipt on automatic printing; and the contact card's call, chat and message buttons.
vi.mock('@/lib/supabase', () => import('./order-dialog-fake-server'));

resetBetweenTests();

describe('OrderDialog hand-off to the customer', () => {
  it('accepts the order through set_order_status and tells the customer on WhatsApp', async () => {
    const { popups } = fakePopups();
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'processing' },
      }),
    );
    await waitFor(() =>
      expect(popups[0]?.location.href).toMatch(/^https:\/\/wa\.me\/5511987654321/),
    );
    expect(decodeURIComponent(popups[0]!.location.href)).toContain('está sendo preparado.');
    // The dialog follows the order: now in preparation, next it goes out.
    await waitFor(() => expect(button(dialog, 'Saiu para entrega')).toBeTruthy());
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toContain('Em preparo');
  });

  it("tells the customer when accepted before the shop's settings have loaded", async () => {
    server.settings = { ...SETTINGS };
    const { popups } = fakePopups();
    const { dialog } = renderDialog({}, { settingsLoaded: false });
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() =>
      expect(popups[0]?.location.href).toMatch(/^https:\/\/wa\.me\/5511987654321/),
    );
  });

  it('closes the blank window when the shop turns out to have no WhatsApp number', async () => {
    server.settings = { ...SETTINGS, whatsapp_number: '' };
    const { popups } = fakePopups();
    const { dialog } = renderDialog({}, { settingsLoaded: false });
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(server.rpc.map((call) => call.fn)).toContain('set_order_status'));
    await waitFor(() => expect(popups[0]?.location.href).toBe('about:blank'));
    await waitFor(() =>
      expect((popups[0] as unknown as { close: () => void }).close).toHaveBeenCalled(),
    );
  });

  it('tells each customer in the one WhatsApp window, never a new tab per change', async () => {
    const { open, popups } = fakePopups();
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(popups[0]?.location.href).toContain('sendo%20preparado'));
    fireEvent.click(button(dialog, 'Saiu para entrega'));
    await waitFor(() => expect(popups[0]?.location.href).toContain('saiu%20para%20entrega'));
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Chegando' },
    });
    fireEvent.click(button(dialog, 'WhatsApp'));
    expect(decodeURIComponent(popups[0]!.location.href)).toContain('Chegando');
    expect(popups).toHaveLength(1);
    expect(open.mock.calls.map(([, target]) => target)).toEqual([
      'comanda-whatsapp',
      'comanda-whatsapp',
      'comanda-whatsapp',
    ]);
  });

  it('with "Avisar cliente" off, opens no chat on a change; the button opens it', async () => {
    notifyCustomerFlag.set(false);
    const { open, popups } = fakePopups();
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole('button', { name: 'Avisar cliente' })).toBeNull();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(button(dialog, 'Saiu para entrega')).toBeTruthy());
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(button(dialog, 'Avisar cliente'));
    const url = new URL(popups[0]!.location.href);
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toContain('Seu pedido #1042 está sendo preparado.');
  });

  it('prints both copies when this device prints automatically and accepts the order', async () => {
    autoPrintFlag.set(true);
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Aceitar pedido'));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    const receipt = document.querySelector('iframe')!.contentDocument!.body.textContent;
    expect(receipt).toContain('VIA DO CLIENTE');
    expect(receipt).toContain('VIA DO ENTREGADOR');
  });

  it('prints nothing by itself on other changes, or with automatic printing off', async () => {
    autoPrintFlag.set(true);
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog({ status: 'processing' });
    fireEvent.click(button(dialog, 'Saiu para entrega'));
    await waitFor(() => expect(button(dialog, 'Entregue')).toBeTruthy());
    expect(document.querySelector('iframe')).toBeNull();
    cleanup();

    autoPrintFlag.set(false);
    const pending = renderDialog().dialog;
    fireEvent.click(button(pending, 'Aceitar pedido'));
    await waitFor(() => expect(button(pending, 'Saiu para entrega')).toBeTruthy());
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("makes the customer's phone a call link and a WhatsApp chat in the panel's window", () => {
    const { dialog } = renderDialog();
    const call = within(dialog).getByRole('link', { name: '(11) 98765-4321' });
    expect(call.getAttribute('href')).toBe('tel:+5511987654321');
    const chat = within(dialog).getByRole('link', { name: 'WhatsApp de (11) 98765-4321' });
    expect(chat.getAttribute('href')).toBe('https://wa.me/5511987654321');
    expect(chat.getAttribute('target')).toBe('comanda-whatsapp');
  });

  it('enables the contact buttons only with a message and a phone', () => {
    const { dialog } = renderDialog();
    const whatsapp = button(dialog, 'WhatsApp') as HTMLButtonElement;
    const sms = button(dialog, 'SMS') as HTMLButtonElement;
    expect(whatsapp.disabled && sms.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Oi' },
    });
    expect(whatsapp.disabled || sms.disabled).toBe(false);
  });

  it('opens WhatsApp with the status text', () => {
    const { popups } = fakePopups();
    const { dialog } = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Chega em 10 min' },
    });
    fireEvent.click(button(dialog, 'WhatsApp'));
    const url = new URL(popups[0]!.location.href);
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toBe(
      'Olá Ana Souza, sobre seu pedido #1042: Chega em 10 min',
    );
  });

  it('keeps the contact buttons off for an order without phone', () => {
    const { dialog } = renderDialog({ customer_phone: '', status: 'processing' });
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Oi' },
    });
    expect((button(dialog, 'WhatsApp') as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByText('Telefone')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Avisar cliente' })).toBeNull();
  });
});
