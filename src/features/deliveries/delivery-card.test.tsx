import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/features/orders/test-orders';
import { DeliveryCard } from './delivery-card';

const cash = makeOrder({
  status: 'processing',
  total_amount: 76.9,
  payment_method: 'cash',
  change_for: 100,
  customer_phone: '(11) 98765-4321',
  customer_address: 'Rua das Flores, 123 - Centro',
  address: { street: 'Rua das Flores', number: '123', neighborhood: 'Centro', city: 'São Paulo' },
});

describe('DeliveryCard', () => {
  it('shows what to collect, the change to carry and the links to the address and customer', () => {
    render(<DeliveryCard order={cash} onAdvance={() => {}} pending={false} />);
    expect(screen.getByText('Cobrar R$ 76,90 em dinheiro')).toBeTruthy();
    expect(screen.getByText('Troco para R$ 100,00 — levar R$ 23,10')).toBeTruthy();
    const address = screen.getByRole('link', { name: /Rua das Flores, 123/ });
    expect(address.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Rua%20das%20Flores/,
    );
    expect(screen.getByRole('link', { name: 'Ligar' }).getAttribute('href')).toBe(
      'tel:+5511987654321',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      '5511987654321',
    );
  });

  it('says Pago for a paid order, without troco', () => {
    render(
      <DeliveryCard
        order={makeOrder({ status: 'out_for_delivery', payment_status: 'paid' })}
        onAdvance={() => {}}
        pending={false}
      />,
    );
    expect(screen.getByText('Pago')).toBeTruthy();
    expect(screen.queryByText(/Troco/)).toBeNull();
  });

  it('offers the next step only: Saiu para entrega, then Entregue', () => {
    const onAdvance = vi.fn();
    const { rerender } = render(
      <DeliveryCard order={cash} onAdvance={onAdvance} pending={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Entregue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Saiu para entrega' }));
    expect(onAdvance).toHaveBeenCalledWith(cash, 'out_for_delivery');

    const out = { ...cash, status: 'out_for_delivery' };
    rerender(<DeliveryCard order={out} onAdvance={onAdvance} pending={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Entregue' }));
    expect(onAdvance).toHaveBeenLastCalledWith(out, 'delivered');
  });

  it('holds the button while the change is on its way', () => {
    render(<DeliveryCard order={cash} onAdvance={() => {}} pending />);
    expect(
      (screen.getByRole('button', { name: 'Saiu para entrega' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
