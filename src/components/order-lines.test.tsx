import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines } from './order-lines';

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

describe('OrderLines', () => {
  it('lists each item with its complementos indented under it, with quantities and prices', () => {
    render(
      <OrderLines
        items={[
          {
            name: 'Pizza Meio a Meio',
            price: 70.9,
            quantity: 2,
            notes: 'bem assada',
            options: [
              { group: 'Tamanho', name: 'Grande', price: 22, quantity: 1 },
              { group: 'Sabores', name: 'Calabresa', price: 3, quantity: 1 },
              { group: 'Sabores', name: 'Muçarela', price: 0, quantity: 1 },
            ],
          },
          {
            name: 'X-Burger',
            price: 42.9,
            quantity: 1,
            options: [{ group: 'Adicionais', name: 'Bacon', price: 5, quantity: 2 }],
          },
          { name: 'Refrigerante', price: 6.5, quantity: 3, options: [] },
        ]}
      />,
    );
    const [pizza, burger, soda] = screen
      .getAllByRole('listitem')
      .filter((li) => li.parentElement!.parentElement === document.body.firstElementChild);
    expect(within(pizza!).getByText('2 x Pizza Meio a Meio')).toBeTruthy();
    expect(text(pizza!)).toContain('R$ 141,80');
    const pizzaOptions = within(pizza!).getByRole('list', {
      name: 'Complementos de Pizza Meio a Meio',
    });
    expect(within(pizzaOptions).getAllByRole('listitem').map(text)).toEqual([
      'Tamanho: GrandeR$ 22,00',
      'Sabores: CalabresaR$ 3,00',
      'Sabores: Muçarela',
    ]);
    expect(within(pizza!).getByText('R$ 70,90 cada')).toBeTruthy();
    expect(within(pizza!).getByText('Obs.: bem assada')).toBeTruthy();
    const burgerOptions = within(burger!).getByRole('list', { name: 'Complementos de X-Burger' });
    expect(text(burgerOptions)).toBe('Adicionais: 2x BaconR$ 10,00');
    expect(text(soda!)).toBe('3 x RefrigeranteR$ 19,50');
    expect(within(soda!).queryByRole('list')).toBeNull();
  });
});
