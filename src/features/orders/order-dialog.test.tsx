import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderKeys } from '@/data/orders/keys';
import { notifyCustomerFlag } from '@/lib/local-flag';
import { server } from './order-dialog-fake-server';
import { ID, button, renderDialog, resetBetweenTests } from './order-dialog-fixture';
import { makeOrder } from './test-orders';

// The order dialog: its title, the status steps it offers, cancelling, reopening, the payment,
// the timeline and what it shows of the order. The customer's hand-off: order-dialog-hand-off.test.tsx.
vi.mock('@/lib/supabase', () => import('./order-dialog-fake-server'));

resetBetweenTests();

describe('OrderDialog', () => {
  it('titles the order by its number and status, and dates it dd/MM/yyyy às HH:mm', () => {
    const { dialog } = renderDialog();
    const title = within(dialog).getByRole('heading', { level: 2 }).textContent;
    expect(title).toContain('#1042');
    expect(title).toContain('Aguardando');
    expect(dialog.textContent).toMatch(/Ana Souza · 21\/11\/2026 às \d\d:05 · Entrega/);
    expect(within(dialog).getByText('2 x Pizza Margherita')).toBeTruthy();
  });

  it.each([
    ['pending', 'delivery', 'Aceitar pedido', ['Saiu para entrega', 'Entregue']],
    ['pending', 'pickup', 'Aceitar pedido', ['Pronto para retirada', 'Entregue']],
    ['processing', 'delivery', 'Saiu para entrega', ['Entregue']],
    ['processing', 'pickup', 'Pronto para retirada', ['Entregue']],
    ['out_for_delivery', 'delivery', 'Entregue', ['Em preparo']],
    ['ready_for_pickup', 'pickup', 'Entregue', ['Em preparo']],
  ])('offers a %s %s order "%s" first and %j behind it', (status, fulfillment, next, others) => {
    const { dialog } = renderDialog({ status, fulfillment });
    const actions = within(dialog).getAllByRole('button');
    // The primary step comes before every other action.
    expect(
      actions.find((b) => /Aceitar|Saiu|Pronto|Entregue/.test(b.textContent ?? ''))?.textContent,
    ).toBe(next);
    const more = button(dialog, 'Outros status');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const group = within(dialog).getByRole('group', { name: 'Outros status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(others);
    expect(button(dialog, 'Cancelar')).toBeTruthy();
  });

  it('offers no next step for a delivered order, and no Cancelar for a cancelled one', () => {
    const delivered = renderDialog({ status: 'delivered' }).dialog;
    expect(within(delivered).queryByRole('button', { name: 'Aceitar pedido' })).toBeNull();
    expect(button(delivered, 'Cancelar')).toBeTruthy();
    fireEvent.click(button(delivered, 'Outros status'));
    expect(
      within(within(delivered).getByRole('group', { name: 'Outros status' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Em preparo', 'Saiu para entrega']);
    cleanup();
    const cancelled = renderDialog({ status: 'cancelled' }).dialog;
    expect(within(cancelled).queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('cancels with the reason chosen', async () => {
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Cancelar'));
    const reasons = screen.getByRole('dialog', { name: /Cancelar o pedido #1042/ });
    fireEvent.click(within(reasons).getByRole('radio', { name: 'Produto esgotado' }));
    fireEvent.click(within(reasons).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'cancelled', reason: 'Produto esgotado' },
      }),
    );
  });

  it('moves the order to another allowed status from "Outros status"', async () => {
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog({ status: 'processing' });
    fireEvent.click(button(dialog, 'Outros status'));
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Outros status' })).getByRole('button', {
        name: 'Entregue',
      }),
    );
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'delivered' },
      }),
    );
  });

  it('reopens a cancelled order only once the owner confirms it', async () => {
    notifyCustomerFlag.set(false);
    const { dialog } = renderDialog({ status: 'cancelled', cancel_reason: 'Cliente desistiu' });
    fireEvent.click(button(dialog, 'Outros status'));
    fireEvent.click(
      within(within(dialog).getByRole('group', { name: 'Outros status' })).getByRole('button', {
        name: 'Em preparo',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: /Reabrir o pedido #1042/ });
    expect(confirm.textContent).toContain('O pedido volta para Em preparo');
    expect(server.rpc).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reabrir pedido' }));
    await waitFor(() =>
      expect(server.rpc).toContainEqual({
        fn: 'set_order_status',
        args: { order_id: ID, status: 'processing' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('records the payment: Marcar como pago, then Pago with the time', async () => {
    const { dialog } = renderDialog();
    fireEvent.click(button(dialog, 'Marcar como pago'));
    await waitFor(() => expect(within(dialog).getByText(/^Pago · \d\d/)).toBeTruthy());
    expect(server.updates).toContainEqual({ payment_status: 'paid' });
    fireEvent.click(button(dialog, 'Desfazer pagamento'));
    await waitFor(() => expect(button(dialog, 'Marcar como pago')).toBeTruthy());
    expect(server.updates).toContainEqual({ payment_status: 'pending' });
  });

  it("shows the order's timeline with the time of each step, and follows it", async () => {
    server.events = [
      {
        id: 1,
        status: 'pending',
        reason: null,
        created_at: '2026-11-21T22:05:00.000Z',
        actor_name: null,
      },
      {
        id: 2,
        status: 'processing',
        reason: null,
        created_at: '2026-11-21T22:07:00.000Z',
        actor_name: 'Bia',
      },
    ];
    const { dialog, client } = renderDialog();
    const timeline = within(dialog).getByRole('region', { name: 'Andamento do pedido' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps[0]).toMatch(/^Pedido recebido21\/11 às \d\d:05$/);
    // Who in the team made the change, from the event the server wrote with it.
    expect(steps[1]).toMatch(/^Em preparo por Bia21\/11 às \d\d:07$/);

    // Another device cancels it: the orders realtime invalidates every orders query.
    server.events.push({
      id: 3,
      status: 'cancelled',
      reason: 'Cliente desistiu',
      created_at: '2026-11-21T22:09:00.000Z',
      actor_name: 'Carla',
    });
    await act(() => client.invalidateQueries({ queryKey: orderKeys.all }));
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(3));
    expect(within(timeline).getByText('Motivo: Cliente desistiu')).toBeTruthy();
  });

  it('shows no sample items for an order without items', () => {
    const { dialog } = renderDialog({ items: [] });
    expect(within(dialog).getByText('Nenhum item neste pedido.')).toBeTruthy();
    expect(within(dialog).queryByText(/\d+ x /)).toBeNull();
  });

  it('renders a malicious customer name as text', () => {
    const name = '<img src=x onerror=alert(1)>';
    const { dialog } = renderDialog({ customer_name: name, notes: '<b>oi</b>' });
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getAllByText(name).length).toBeGreaterThan(0);
  });

  it('starts the payment card on the order method, cash when absent', () => {
    expect(
      (within(renderDialog().dialog).getByRole('radio', { name: 'Pix' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('starts on cash without a method', () => {
    const { dialog } = renderDialog({ payment_method: '' });
    expect(
      (within(dialog).getByRole('radio', { name: 'Dinheiro' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('adds the items up as the receipt does: subtotal, fee, discount with its code, total', () => {
    const { dialog } = renderDialog(
      makeOrder({
        subtotal: 82.8,
        delivery_fee: 5,
        discount: 16.56,
        promo_code: 'BEMVINDO20',
        total_amount: 71.24,
      }),
    );
    const sums = within(dialog).getByText('Subtotal').closest('dl')!;
    expect(sums.textContent).toMatch(/Subtotal\s*R\$\s82,80/);
    expect(sums.textContent).toMatch(/Taxa de entrega\s*R\$\s5,00/);
    expect(sums.textContent).toMatch(/Desconto \(BEMVINDO20\)\s*-R\$\s16,56/);
    expect(sums.textContent).toMatch(/Total\s*R\$\s71,24/);
  });
});
