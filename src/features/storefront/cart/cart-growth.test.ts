import { describe, expect, it } from 'vitest';
import { addedText } from './cart-growth';

const pizza = { id: 'p1', name: 'Pizza Margherita', price: 49.9, quantity: 1 };
const soda = { id: 'p2', name: 'Refrigerante Lata', price: 6.5, quantity: 1 };
/** Intl puts a no-break space after "R$". */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');

describe('addedText', () => {
  it('names the product added and the cart it makes', () => {
    expect(plain(addedText([soda], [soda, pizza]))).toBe(
      'Item adicionado ao carrinho: Pizza Margherita. Carrinho: 2 itens, R$ 56,40.',
    );
    expect(plain(addedText([], [{ ...soda, quantity: 3 }]))).toBe(
      'Item adicionado ao carrinho: 3x Refrigerante Lata. Carrinho: 3 itens, R$ 19,50.',
    );
  });

  it('says nothing when nothing was added: a line lowered, removed, edited or marked', () => {
    expect(addedText([{ ...soda, quantity: 2 }], [soda])).toBeNull();
    expect(addedText([soda, pizza], [pizza])).toBeNull();
    const edited = { ...pizza, notes: 'sem cebola', optionsText: 'Borda Catupiry', price: 55.9 };
    expect(addedText([pizza], [edited])).toBeNull();
    expect(addedText([soda], [{ ...soda, unavailable: true }])).toBeNull();
    expect(addedText([soda], [soda])).toBeNull();
  });

  it('sums up several products added at once (another tab)', () => {
    expect(plain(addedText([], [soda, pizza]))).toBe(
      'Itens adicionados ao carrinho. Carrinho: 2 itens, R$ 56,40.',
    );
  });
});
