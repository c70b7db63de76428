import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderKeys } from '@/data/orders/keys';
import type { TopProduct } from '@/data/orders/get-top-products';
import { renderTree } from './test-orders';
import { TopProductsCard } from './top-products-card';

const product = (name: string, quantity: number): TopProduct => ({
  productId: name,
  name,
  quantity,
  revenue: quantity * 10,
});

describe('TopProductsCard', () => {
  it('counts one sale in the singular and more in the plural', () => {
    const { tree } = renderTree(<TopProductsCard />, (client) =>
      client.setQueryData(orderKeys.topProducts(), [
        product('Monte seu Açaí', 2),
        product('Pudim de Leite', 1),
      ]),
    );
    render(tree);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first!.textContent).toContain('2 vendidos');
    expect(second!.textContent).toContain('1 vendido');
    expect(second!.textContent).not.toContain('1 vendidos');
  });
});
