import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOptionGroup } from '@/data/options/get-option-groups';
import { OptionGroupDialog } from './option-group-dialog';
import { renderApp } from '@/test/render-app';

const saveOptionGroup = vi.hoisted(() => vi.fn());
vi.mock('@/data/options/save-option-group', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { useSaveOptionGroup: () => useMutation({ mutationFn: saveOptionGroup }) };
});
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  saveOptionGroup.mockReset().mockResolvedValue('new-id');
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
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

function renderDialog(group: AdminOptionGroup | null) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderApp(<OptionGroupDialog group={group} open onClose={onClose} onSaved={onSaved} />, {
    queryClient: new QueryClient(),
  });
  return { onSaved, onClose, dialog: screen.getByRole('dialog') };
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
      options: [
        { name: 'Grande', price: 22.5, max_quantity: 1, is_available: true },
        { name: 'Broto', price: 0, max_quantity: 1, is_available: true },
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
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar grupo' }));
    await waitFor(() => expect(saveOptionGroup).toHaveBeenCalled());
    expect(saveOptionGroup.mock.calls[0]![0]).toEqual({
      id: 'g1',
      name: 'Sabores',
      min_select: 1,
      max_select: 3,
      pricing: 'max',
      options: [
        { id: 'o1', name: 'Calabresa', price: 3, max_quantity: 1, is_available: true },
        { id: 'o2', name: 'Camarão', price: 15, max_quantity: 1, is_available: true },
      ],
    });
  });
});
