import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveryZoneKeys } from '@/data/delivery-zones/keys';
import { OrderDetails } from './order-details';
import { makeOrder, renderTree } from './test-orders';

describe('the order dialog details', () => {
  it('says the troco under a cash payment: the note and the change to carry', () => {
    const order = makeOrder({ payment_method: 'cash', total_amount: 76.9, change_for: 100 });
    render(renderTree(<OrderDetails order={order} />).tree);
    expect(screen.getByText('Dinheiro')).toBeTruthy();
    expect(screen.getByText('Troco para R$ 100,00 — levar R$ 23,10')).toBeTruthy();
  });

  it('says nothing of troco without one', () => {
    render(renderTree(<OrderDetails order={makeOrder({ payment_method: 'cash' })} />).tree);
    expect(screen.queryByText(/Troco/)).toBeNull();
  });

  it('says the zone charged, and warns when the address names another bairro', () => {
    const order = makeOrder({
      delivery_zone_id: 'z-bela',
      address: { street: 'Rua Joaquim Floriano', number: '100', neighborhood: 'Itaim Bibi' },
    });
    const zones = [{ id: 'z-bela', name: 'Bela Vista', fee: 5 }];
    render(
      renderTree(<OrderDetails order={order} />, (client) =>
        client.setQueryData(deliveryZoneKeys.list('admin'), zones),
      ).tree,
    );
    expect(screen.getByText('Zona cobrada')).toBeTruthy();
    expect(screen.getByText(/^Bela Vista · R\$\s5,00$/)).toBeTruthy();
    expect(
      screen.getByText('O endereço é em Itaim Bibi: confira a taxa antes de sair.'),
    ).toBeTruthy();
  });
});
