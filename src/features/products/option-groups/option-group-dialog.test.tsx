import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOptionGroup } from '@/data/options/get-option-groups';
import { optionKeys } from '@/data/options/keys';
import { OptionGroupDialog } from './option-group-dialog';
import { stubResizeObserver } from '@/test/resize-observer';

const saveOptionGroup = vi.hoisted(() => vi.fn());
vi.mock('@/data/options/save-option-group', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSaveOptionGroup: () => useMutation({ mutationFn: saveOptionGroup }) };
});
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  saveOptionGroup.mockReset().mockResolvedValue('new-id');
  stubResizeObserver();
});

const sabores: AdminOptionGroup = {
  id: 'g1',
  name: 'Sabores',
  min_select: 1,
  max_select: 2,
  pricing: 'max',
  sort_order: 1,
  links: [
    { product_id: 'p1', sort_order: 1 },
    { product_id: 'p2', sort_order: 1 },
  ],
  options: [
    {
      id: 'o1',
      group_id: 'g1',
      name: 'Calabresa',
      price: 3,
      max_quantity: 1,
      is_available: true,
      sort_order: 1,
    },
    {
      id: 'o2',
      group_id: 'g1',
      name: 'Camarão',
      price: 15,
      max_quantity: 1,
      is_available: false,
      sort_order: 2,
    },
  ],
};

const tamanho: AdminOptionGroup = {
  id: 'g2',
  name: 'Tamanho',
  min_select: 1,
  max_select: 1,
  pricing: 'sum',
  sort_order: 2,
  links: [{ product_id: 'p1', sort_order: 0 }],
  options: [
    {
      id: 's1',
      group_id: 'g2',
      name: 'Broto',
      price: 0,
      max_quantity: 1,
      is_available: true,
      sort_order: 1,
    },
    {
      id: 's2',
      group_id: 'g2',
      name: 'Grande',
      price: 22,
      max_quantity: 1,
      is_available: true,
      sort_order: 2,
    },
  ],
};

function renderDialog(group: AdminOptionGroup | null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient();
  client.setQueryData(optionKeys.groups(), [sabores, tamanho]);
  render(
    <QueryClientProvider client={client}>
      <OptionGroupDialog group={group} open onClose={onClose} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved, onClose, dialog: screen.getByRole('dialog') };
}

/** Presses 'Salvar grupo' and gives back what was sent to the server. */
async function saveGroup(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar grupo' }));
  await waitFor(() => expect(saveOptionGroup).toHaveBeenCalled());
  return saveOptionGroup.mock.calls[0]![0];
}

describe('OptionGroupDialog', () => {
  it('creates a group: name, Obrigatório with its minimum, maximum, pricing and options', async () => {
    const { dialog, onSaved } = renderDialog(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar grupo' }));
    expect(await within(dialog).findByText('Informe o nome do grupo')).toBeTruthy();
    expect(within(dialog).getByText('Informe o nome da opção')).toBeTruthy();
    expect(saveOptionGroup).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Nome do grupo'), {
      target: { value: 'Tamanho' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Obrigatório' }));
    fireEvent.change(within(dialog).getByLabelText('Nome da opção 1'), {
      target: { value: 'Broto' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar opção' }));
    fireEvent.change(within(dialog).getByLabelText('Nome da opção 2'), {
      target: { value: 'Grande' },
    });
    fireEvent.change(within(dialog).getByLabelText('Preço da opção 2'), {
      target: { value: '22,5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subir opção 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar grupo' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('new-id'));
    expect(saveOptionGroup.mock.calls[0]![0]).toEqual({
      name: 'Tamanho',
      min_select: 1,
      max_select: 1,
      pricing: 'sum',
      depends_on_group_id: null,
      options: [
        { name: 'Grande', price: 22.5, max_quantity: 1, is_available: true, prices: [] },
        { name: 'Broto', price: 0, max_quantity: 1, is_available: true, prices: [] },
      ],
    });
  });

  it('refuses a maximum below the minimum, and a minimum the options cannot reach', async () => {
    const { dialog } = renderDialog(null);
    fireEvent.change(within(dialog).getByLabelText('Nome do grupo'), {
      target: { value: 'Sabores' },
    });
    fireEvent.change(within(dialog).getByLabelText('Nome da opção 1'), {
      target: { value: 'Calabresa' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Obrigatório' }));
    fireEvent.change(within(dialog).getByLabelText('Mínimo'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar grupo' }));
    expect(
      await within(dialog).findByText('O máximo não pode ser menor que o mínimo'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Não há opções suficientes para esse mínimo')).toBeTruthy();
    expect(saveOptionGroup).not.toHaveBeenCalled();
  });

  it('edits a group: keeps option ids, switches to meio a meio, says who else uses it', async () => {
    const { dialog } = renderDialog(sabores);
    expect(
      within(dialog).getByText('Usado em 2 produtos: as mudanças valem para todos.'),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('radio', { name: /Cobrar a mais cara/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      within(dialog)
        .getByRole('switch', { name: 'Disponível: opção 2' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Disponível: opção 2' }));
    fireEvent.change(within(dialog).getByLabelText('Máximo de escolhas'), {
      target: { value: '3' },
    });
    expect(await saveGroup(dialog)).toEqual({
      id: 'g1',
      name: 'Sabores',
      min_select: 1,
      max_select: 3,
      pricing: 'max',
      depends_on_group_id: null,
      options: [
        { id: 'o1', name: 'Calabresa', price: 3, max_quantity: 1, is_available: true, prices: [] },
        { id: 'o2', name: 'Camarão', price: 15, max_quantity: 1, is_available: true, prices: [] },
      ],
    });
  });

  it('prices each flavour per size, and charges the average of the halves', async () => {
    const { dialog } = renderDialog(sabores);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Cobrar a média/ }));
    const dependsOn = within(dialog).getByLabelText('Os preços destas opções dependem de');
    // Tamanho shares a product with Sabores: it comes first, named with its options.
    expect(
      within(dependsOn)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nada: cada opção tem um preço só', 'Tamanho (Broto, Grande)']);
    fireEvent.change(dependsOn, { target: { value: 'g2' } });
    const grid = await within(dialog).findByRole('group', {
      name: 'Preço de cada opção em cada Tamanho',
    });
    // A blank cell shows the option's own price, which it keeps.
    expect(within(grid).getByLabelText('Calabresa — Broto').getAttribute('placeholder')).toBe(
      '3,00',
    );
    fireEvent.change(within(grid).getByLabelText('Calabresa — Grande'), {
      target: { value: '9,5' },
    });
    fireEvent.change(within(grid).getByLabelText('Camarão — Broto'), {
      target: { value: '12' },
    });
    expect(await saveGroup(dialog)).toMatchObject({
      pricing: 'average',
      depends_on_group_id: 'g2',
      options: [
        { id: 'o1', prices: [{ depends_on_option_id: 's2', price: 9.5 }] },
        { id: 'o2', prices: [{ depends_on_option_id: 's1', price: 12 }] },
      ],
    });
  }, 20_000);
});
