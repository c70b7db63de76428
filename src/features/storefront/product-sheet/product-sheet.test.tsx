import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { MenuOptions } from '@/data/options/get-menu-options';
import { optionKeys } from '@/data/options/keys';
import type { OptionGroup, OptionRow } from '@/data/options/schema';
import type { MenuProduct } from '@/data/products/schema';
import type { CartLine } from '../cart/cart-math';
import { ProductSheet } from './product-sheet';
import { renderApp } from '@/test/render-app';

const option = (
  group: string,
  id: string,
  name: string,
  price: number,
  extra: Partial<OptionRow> = {},
): OptionRow => ({
  id,
  group_id: group,
  name,
  price,
  max_quantity: 1,
  is_available: true,
  sort_order: 0,
  ...extra,
});

const group = (
  id: string,
  name: string,
  min: number,
  max: number,
  pricing: 'sum' | 'max',
  options: OptionRow[],
): OptionGroup => ({ id, name, min_select: min, max_select: max, pricing, sort_order: 0, options });

const pizza: MenuProduct = {
  id: 'pizza',
  name: 'Pizza Meio a Meio',
  description: 'Monte do seu jeito.',
  price: 34.9,
  image_url: null,
  category: 'Pizzas',
  has_options: true,
};
const burger: MenuProduct = { ...pizza, id: 'burger', name: 'X-Burger', price: 32.9 };
const soda: MenuProduct = {
  ...pizza,
  id: 'soda',
  name: 'Refrigerante',
  price: 6.5,
  has_options: false,
};

const menu: MenuOptions = {
  pizza: [
    group('tamanho', 'Tamanho', 1, 1, 'sum', [
      option('tamanho', 'broto', 'Broto', 0),
      option('tamanho', 'grande', 'Grande', 22),
    ]),
    group('sabores', 'Sabores', 1, 2, 'max', [
      option('sabores', 'calabresa', 'Calabresa', 3),
      option('sabores', 'portuguesa', 'Portuguesa', 6),
      option('sabores', 'frango', 'Frango', 5),
      option('sabores', 'camarao', 'Camarão', 15, { is_available: false }),
    ]),
    group('borda', 'Borda', 0, 1, 'sum', [option('borda', 'catupiry', 'Catupiry', 8)]),
  ],
  burger: [
    group('adicionais', 'Adicionais', 0, 3, 'sum', [
      option('adicionais', 'bacon', 'Bacon', 5, { max_quantity: 2 }),
      option('adicionais', 'ovo', 'Ovo', 2.5),
      option('adicionais', 'cheddar', 'Cheddar', 4),
    ]),
  ],
};

function renderSheet(product: MenuProduct, line?: CartLine) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(optionKeys.menu(), menu);
  const onSubmit = vi.fn();
  renderApp(
    <ProductSheet product={product} line={line} open onOpenChange={() => {}} onSubmit={onSubmit} />,
    { queryClient: client },
  );
  const dialog = screen.getByRole('dialog', { name: product.name });
  const add = () => within(dialog).getByRole('button', { name: /^(Adicionar|Atualizar) · / });
  const section = (name: string) => within(dialog).getByRole('region', { name });
  return { dialog, add, section, onSubmit };
}

/** Text as a reader gets it: Intl puts a no-break space after "R$". */
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ');

describe('ProductSheet', () => {
  it('says each rule in words, and that meio a meio charges the dearest flavour', () => {
    const { section } = renderSheet(pizza);
    expect(text(section('Tamanho'))).toContain('Escolha 1');
    expect(text(section('Tamanho'))).toContain('Obrigatório');
    expect(text(section('Sabores'))).toContain('Escolha de 1 a 2');
    expect(text(section('Sabores'))).toContain('Meio a meio: cobra o sabor mais caro');
    expect(text(section('Borda'))).toContain('Opcional');
    expect(text(section('Tamanho'))).not.toContain('Meio a meio');
    // One choice: radios; several: checkboxes.
    expect(within(section('Tamanho')).getAllByRole('radio')).toHaveLength(2);
    expect(within(section('Sabores')).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('greys out an esgotado option: it cannot be chosen', () => {
    const { section } = renderSheet(pizza);
    const camarao = within(section('Sabores')).getByRole('checkbox', { name: /Camarão/ });
    expect(text(camarao.closest('label')!)).toContain('Esgotado');
    expect((camarao as HTMLInputElement).disabled).toBe(true);
    expect(
      (within(section('Sabores')).getByRole('checkbox', { name: /Calabresa/ }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
  });

  it('keeps "Adicionar" disabled until every rule holds, says what is missing, then adds at the running price', () => {
    const { dialog, add, section, onSubmit } = renderSheet(pizza);
    expect(text(add())).toBe('Adicionar · R$ 34,90');
    expect(add().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(section('Tamanho')).getByRole('alert').textContent).toBe(
      'Escolha uma opção em Tamanho',
    );
    expect(within(section('Sabores')).getByRole('alert').textContent).toBe(
      'Escolha uma opção em Sabores',
    );

    fireEvent.click(within(section('Tamanho')).getByRole('radio', { name: /Grande/ }));
    expect(within(section('Tamanho')).queryByRole('alert')).toBeNull();
    fireEvent.click(within(section('Sabores')).getByRole('checkbox', { name: /Calabresa/ }));
    fireEvent.click(within(section('Sabores')).getByRole('checkbox', { name: /Portuguesa/ }));
    // Two flavours is the most: the third cannot be ticked.
    expect(
      (within(section('Sabores')).getByRole('checkbox', { name: /Frango/ }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(section('Borda')).getByRole('radio', { name: /Catupiry/ }));
    // 34,90 + 22 (Grande) + 6 (the dearer half) + 8 (Catupiry)
    expect(text(add())).toBe('Adicionar · R$ 70,90');
    expect(add().getAttribute('aria-disabled')).toBeNull();

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Aumentar quantidade de Pizza Meio a Meio' }),
    );
    expect(text(add())).toBe('Adicionar · R$ 141,80');
    fireEvent.change(within(dialog).getByLabelText('Alguma observação?'), {
      target: { value: '  bem assada ' },
    });
    fireEvent.click(add());
    expect(onSubmit).toHaveBeenCalledWith(
      {
        id: 'pizza',
        name: 'Pizza Meio a Meio',
        price: 70.9,
        notes: 'bem assada',
        options: [
          { id: 'grande', group: 'Tamanho', name: 'Grande', price: 22, quantity: 1 },
          { id: 'calabresa', group: 'Sabores', name: 'Calabresa', price: 3, quantity: 1 },
          { id: 'portuguesa', group: 'Sabores', name: 'Portuguesa', price: 6, quantity: 1 },
          { id: 'catupiry', group: 'Borda', name: 'Catupiry', price: 8, quantity: 1 },
        ],
        optionsText: 'Tamanho: Grande · ½\u00a0Calabresa · ½\u00a0Portuguesa · Borda: Catupiry',
      },
      2,
    );
  });

  it('an optional single choice can be undone by tapping it again; a required one cannot', () => {
    const { add, section } = renderSheet(pizza);
    const catupiry = within(section('Borda')).getByRole('radio', { name: /Catupiry/ });
    fireEvent.click(catupiry);
    expect((catupiry as HTMLInputElement).checked).toBe(true);
    fireEvent.click(catupiry);
    expect((catupiry as HTMLInputElement).checked).toBe(false);
    const broto = within(section('Tamanho')).getByRole('radio', { name: /Broto/ });
    fireEvent.click(broto);
    fireEvent.click(broto);
    expect((broto as HTMLInputElement).checked).toBe(true);
    expect(text(add())).toBe('Adicionar · R$ 34,90');
  });

  it('counts extras taken twice with − n +, up to their maximum and the group maximum', () => {
    const { dialog, add, section } = renderSheet(burger);
    const adicionais = section('Adicionais');
    fireEvent.click(within(adicionais).getByRole('button', { name: 'Adicionar Bacon' }));
    fireEvent.click(within(adicionais).getByRole('button', { name: 'Mais um Bacon' }));
    expect(
      (within(adicionais).getByRole('button', { name: 'Mais um Bacon' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(text(within(adicionais).getByRole('group', { name: 'Quantidade de Bacon' }))).toBe('2');
    fireEvent.click(within(adicionais).getByRole('checkbox', { name: /Ovo/ }));
    // Three units is the group's most: Cheddar waits.
    expect(
      (within(adicionais).getByRole('checkbox', { name: /Cheddar/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(text(add())).toBe('Adicionar · R$ 45,40');
    fireEvent.click(within(adicionais).getByRole('button', { name: 'Tirar um Bacon' }));
    expect(text(add())).toBe('Adicionar · R$ 40,40');
    expect(within(dialog).getByText('Escolha até 3 · 2 de 3')).toBeTruthy();
  });

  it('shows a product without complementos whole, with quantity and note', () => {
    const { dialog, add, onSubmit } = renderSheet(soda);
    expect(within(dialog).getByText('Monte do seu jeito.')).toBeTruthy();
    expect(within(dialog).queryByRole('region')).toBeNull();
    fireEvent.click(add());
    expect(onSubmit).toHaveBeenCalledWith({ id: 'soda', name: 'Refrigerante', price: 6.5 }, 1);
  });

  it('edits a cart line: its choices, quantity and note come back, esgotado ones left out', () => {
    const line: CartLine = {
      id: 'pizza',
      name: 'Pizza Meio a Meio',
      price: 51.9,
      quantity: 3,
      notes: 'sem cebola',
      options: [
        { id: 'broto', group: 'Tamanho', name: 'Broto', price: 0, quantity: 1 },
        { id: 'camarao', group: 'Sabores', name: 'Camarão', price: 15, quantity: 1 },
        { id: 'frango', group: 'Sabores', name: 'Frango', price: 5, quantity: 1 },
      ],
    };
    const { dialog, add, section } = renderSheet(pizza, line);
    expect(
      (within(section('Tamanho')).getByRole('radio', { name: /Broto/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (within(section('Sabores')).getByRole('checkbox', { name: /Frango/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (within(section('Sabores')).getByRole('checkbox', { name: /Camarão/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect((within(dialog).getByLabelText('Alguma observação?') as HTMLTextAreaElement).value).toBe(
      'sem cebola',
    );
    // 3 × (34,90 + 5)
    expect(text(add())).toBe('Atualizar · R$ 119,70');
  });
});
