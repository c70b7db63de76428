import { describe, expect, it } from 'vitest';
import { productSchema } from './product-schema';

const valid = {
  name: 'Pizza Margherita',
  description: 'Molho, muçarela e manjericão',
  price: '49,90',
  category: 'Pizzas',
  is_available: true,
};

function messages(values: Record<string, unknown>): string[] {
  const result = productSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('productSchema', () => {
  it('accepts a complete product', () => {
    expect(productSchema.safeParse(valid).success).toBe(true);
  });

  it('uses the pt-BR messages word for word', () => {
    expect(messages({ name: 'Pi' })).toEqual(['Nome deve ter pelo menos 3 caracteres']);
    expect(messages({ name: '  P  ' })).toEqual(['Nome deve ter pelo menos 3 caracteres']);
    expect(messages({ description: 'Boa' })).toEqual([
      'Descrição deve ter pelo menos 5 caracteres',
    ]);
    expect(messages({ category: 'P' })).toEqual(['Categoria deve ter pelo menos 2 caracteres']);
    for (const price of ['0', '-3', 'abc', '']) {
      expect(messages({ price })).toContain('Preço deve ser um valor positivo');
    }
  });
});

describe('productSchema price', () => {
  it('takes Brazilian amounts and refuses what parseMoney refuses', () => {
    for (const price of ['49,90', '1.234,50', '12.5', 'R$ 7,00']) {
      expect(messages({ price }), price).toEqual([]);
    }
    for (const price of ['1e3', '7,505', '1,2,3']) {
      expect(messages({ price }), price).toEqual(['Preço deve ser um valor positivo']);
    }
    expect(messages({ price: '100.000.000' })).toEqual(['Preço muito alto']);
  });
});
