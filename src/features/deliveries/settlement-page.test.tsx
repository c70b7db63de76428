import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryKeys } from '@/data/deliveries/keys';
import type { Settlement } from '@/data/deliveries/get-settlement';
import { staffKeys } from '@/data/staff/keys';
import { renderTree } from '@/features/orders/test-orders';
import { SettlementPage } from './settlement-page';

vi.mock('@/data/account/use-session', () => import('@/test/signed-in-session'));

const DAY = '2026-11-25';
const DAY_OF_JOAO: Settlement = {
  deliveries: 2,
  fees: 10,
  cash_collected: 76.9,
  orders: [
    {
      id: 'a',
      order_number: '1001',
      total_amount: 76.9,
      delivery_fee: 5,
      payment_method: 'cash',
      delivered_at: '2026-11-25T21:10:00.000Z',
    },
    {
      id: 'b',
      order_number: '1002',
      total_amount: 40,
      delivery_fee: 5,
      payment_method: 'pix',
      delivered_at: '2026-11-25T21:40:00.000Z',
    },
  ],
};

describe('SettlementPage', () => {
  it("shows the picked driver's deliveries, fees owed and cash to return", () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00'), toFake: ['Date'] });
    const { tree } = renderTree(<SettlementPage />, (client) => {
      client.setQueryData(staffKeys.drivers(), [
        { user_id: 'd-1', display_name: 'João Moto', is_active: true },
      ]);
      client.setQueryData(deliveryKeys.settlement('d-1', DAY), DAY_OF_JOAO);
    });
    render(tree);
    vi.useRealTimers();
    expect(screen.getByText('Escolha um entregador para ver o acerto.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entregador'), { target: { value: 'd-1' } });
    expect((screen.getByLabelText('Dia') as HTMLInputElement).value).toBe(DAY);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Entregas',
      'Taxas do entregador',
      'Dinheiro a devolver',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '2',
      'R$ 10,00',
      'R$ 76,90',
    ]);
    expect(screen.getByText('#1001')).toBeTruthy();
    expect(screen.getByText('Pix', { exact: false })).toBeTruthy();
  });
});
