import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderLines } from './order-lines';

const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

describe('OrderLines', () => {
  it('lists each item with its complementos under it as the cart says them, in the text size', () => {
    render(
      <OrderLines
        items={[
          {
            name: 'Pizza Meio a Meio',
            price: 70.9,
            quantity: 2,
            notes: 'bem assada',
            options: [
              { group: 'Tamanho', pricing: 'sum', name: 'Grande', price: 22, quantity: 1 },
              { group: 'Sabores', pricing: 'max', name: 'Calabresa', price: 3, quantity: 1 },
              { group: 'Sabores', pricing: 'max', name: 'Muçarela', price: 0, quantity: 1 },
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
    const pizzaOptions = within(pizza!).getByText('Tamanho: Grande · ½ Calabresa · ½ Muçarela');
    // Read by the kitchen: not the small grey print of a footnote.
    expect(pizzaOptions.className).not.toMatch(/text-xs|text-muted-foreground/);
    expect(within(pizza!).getByText('R$ 70,90 cada')).toBeTruthy();
    expect(within(pizza!).getByText('Obs.: bem assada')).toBeTruthy();
    expect(within(burger!).getByText('Adicionais: 2x Bacon')).toBeTruthy();
    expect(text(soda!)).toBe('3 x RefrigeranteR$ 19,50');
    expect(within(soda!).queryByRole('list')).toBeNull();
  });
});
