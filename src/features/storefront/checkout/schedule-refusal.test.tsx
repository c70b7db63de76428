import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCheckoutForm } from './test-checkout-form';

// The server stood in for at the client's boundary: place_order refuses as it does when the shop
// closed between the page's last look and the tap; get_schedule_slots offers what it would.
const rpc = vi.fn();
vi.mock('@/lib/supabase-public', () => ({
  publicApi: { rpc: (...args: unknown[]) => rpc(...args) },
}));

const SLOT = {
  starts_at: '2026-11-28T15:00:00.000Z',
  ends_at: '2026-11-28T15:30:00.000Z',
  remaining: null,
};

afterEach(() => {
  cleanup();
  rpc.mockReset();
  localStorage.clear();
});

/** get_schedule_slots offers SLOT; place_order refuses with this code and message. */
function placeOrderRefuses(details: string, message: string) {
  rpc.mockImplementation((name: string) =>
    Promise.resolve(
      name === 'get_schedule_slots'
        ? { data: [SLOT], error: null }
        : { data: null, error: { code: 'P0001', details, message } },
    ),
  );
}

function fill(id: string, value: string) {
  fireEvent.change(document.getElementById(id)!, { target: { value } });
}

function renderCheckout() {
  renderCheckoutForm({ settings: { schedulingEnabled: true } });
  fill('customer-name', 'Ana Souza');
  fill('customer-phone', '(11) 98765-4321');
  fill('address-street', 'Rua das Flores');
  fill('address-number', '12');
  fill('address-neighborhood', 'Centro');
}

describe('"Agora" refused at submit', () => {
  it('because the shop just closed: the checkout offers the next slots, sending nothing else', async () => {
    placeOrderRefuses('shop_closed', 'A loja está fechada agora e não está recebendo pedidos.');
    renderCheckout();
    expect((screen.getByRole('radio', { name: /Agora/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.submit(document.getElementById('checkout-form')!);

    expect(await screen.findByText(/A loja acabou de fechar/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Agendar/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: '12:00–12:30' })).toBeTruthy();
    // one attempt only: nothing was placed for a slot the customer did not choose
    await waitFor(() =>
      expect(rpc.mock.calls.filter(([name]) => name === 'place_order')).toHaveLength(1),
    );
    expect(rpc.mock.calls.find(([name]) => name === 'place_order')![1]).not.toHaveProperty(
      'scheduled_for',
    );
  });

  it('a full slot: the choice is cleared and the reason shown', async () => {
    placeOrderRefuses('slot_full', 'Este horário acabou de lotar. Escolha outro horário.');
    renderCheckout();
    fireEvent.click(screen.getByRole('radio', { name: /Agendar/ }));
    const slot = await screen.findByRole('radio', { name: '12:00–12:30' });
    fireEvent.click(slot);
    fireEvent.submit(document.getElementById('checkout-form')!);
    expect((await screen.findByRole('alert')).textContent).toContain('acabou de lotar');
    expect(rpc.mock.calls.find(([name]) => name === 'place_order')![1]).toMatchObject({
      scheduled_for: SLOT.starts_at,
    });
    expect((screen.getByRole('radio', { name: '12:00–12:30' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
