import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/data/orders/keys';
import { OrderDialog } from './order-dialog';
import { makeOrder, renderTree } from './test-orders';

function renderDialog(order = makeOrder()) {
  // The admin layout's dialog shows the order the URL names, as the cache holds it.
  const { tree } = renderTree(
    <OrderDialog />,
    (client) => client.setQueryData(orderKeys.detail(order.id), order),
    `/dashboard?pedido=${order.id}`,
  );
  render(tree);
  return screen.getByRole('dialog');
}

const statusButtons = (dialog: HTMLElement) =>
  ['Em preparo', 'Entregue', 'Cancelado'].filter((name) =>
    within(dialog).queryByRole('button', { name }),
  );

describe('OrderDialog', () => {
  it('titles the order by its number and status, and dates it dd/MM/yyyy às HH:mm', () => {
    const dialog = renderDialog();
    const title = within(dialog).getByRole('heading', { level: 2 }).textContent;
    expect(title).toContain('#1042');
    expect(title).toContain('Aguardando');
    expect(dialog.textContent).toMatch(/Ana Souza · 21\/11\/2026 às \d\d:05/);
    expect(within(dialog).getByText('2 x Pizza Margherita')).toBeTruthy();
  });

  it('hides the button of the status the order already has', () => {
    expect(statusButtons(renderDialog(makeOrder({ status: 'pending' })))).toEqual([
      'Em preparo',
      'Entregue',
      'Cancelado',
    ]);
  });

  it.each([
    ['processing', ['Entregue', 'Cancelado']],
    ['delivered', ['Em preparo', 'Cancelado']],
    ['cancelled', ['Em preparo', 'Entregue']],
  ] as const)('for a %s order shows %j', (status, expected) => {
    expect(statusButtons(renderDialog(makeOrder({ status })))).toEqual(expected);
  });

  it('enables the contact buttons only with a message and a phone', () => {
    const dialog = renderDialog();
    const whatsapp = within(dialog).getByRole('button', { name: 'WhatsApp' }) as HTMLButtonElement;
    const sms = within(dialog).getByRole('button', { name: 'SMS' }) as HTMLButtonElement;
    expect(whatsapp.disabled && sms.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Oi' },
    });
    expect(whatsapp.disabled || sms.disabled).toBe(false);
  });

  it('opens WhatsApp with the spec text', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const dialog = renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Chega em 10 min' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'WhatsApp' }));
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.pathname).toBe('/5511987654321');
    expect(url.searchParams.get('text')).toBe(
      'Olá Ana Souza, sobre seu pedido #1042: Chega em 10 min',
    );
    open.mockRestore();
  });

  it('keeps the contact buttons off for an order without phone', () => {
    const dialog = renderDialog(makeOrder({ customer_phone: '' }));
    fireEvent.change(within(dialog).getByLabelText('Mensagem para o cliente'), {
      target: { value: 'Oi' },
    });
    expect(
      (within(dialog).getByRole('button', { name: 'WhatsApp' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(dialog).queryByText('Telefone')).toBeNull();
  });

  it('shows no sample items for an order without items', () => {
    const dialog = renderDialog(makeOrder({ items: [] }));
    expect(within(dialog).getByText('Nenhum item neste pedido.')).toBeTruthy();
    expect(within(dialog).queryByText(/\d+ x /)).toBeNull();
  });

  it('renders a malicious customer name as text', () => {
    const name = '<img src=x onerror=alert(1)>';
    const dialog = renderDialog(makeOrder({ customer_name: name, notes: '<b>oi</b>' }));
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getAllByText(name).length).toBeGreaterThan(0);
  });

  it('starts the payment card on the order method, cash when absent', () => {
    expect(
      (within(renderDialog()).getByRole('radio', { name: 'Pix' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('starts on cash without a method', () => {
    const dialog = renderDialog(makeOrder({ payment_method: '' }));
    expect(
      (within(dialog).getByRole('radio', { name: 'Dinheiro' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
