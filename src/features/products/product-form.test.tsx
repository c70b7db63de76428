import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ProductForm } from './product-form';
import { emptyProductValues } from './product-schema';
import { stubResizeObserver } from '@/test/resize-observer';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

beforeEach(() => {
  stubResizeObserver();
  // jsdom has no object URLs: the picker previews through one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.clearAllMocks());

function renderForm(onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <ProductForm
      defaultValues={emptyProductValues}
      categories={['Geral', 'Pizzas']}
      submitLabel="Adicionar Produto"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

function fill() {
  fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Pastel de Carne' } });
  fireEvent.change(screen.getByLabelText('Descrição'), {
    target: { value: 'Carne moída temperada' },
  });
  fireEvent.change(screen.getByLabelText('Preço (R$)'), { target: { value: '9,50' } });
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Imagem'), { target: { files: [file] } });

describe('ProductForm', () => {
  it('shows the spec messages, and adds "Água" with no photo and no description', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Produto' }));
    expect(await screen.findByText('Nome deve ter pelo menos 3 caracteres')).toBeTruthy();
    expect(screen.getByText('Preço deve ser um valor positivo')).toBeTruthy();
    expect(screen.queryByText('Descrição deve ter pelo menos 5 caracteres')).toBeNull();
    expect(screen.queryByText('Imagem obrigatória')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Água' } });
    fireEvent.change(screen.getByLabelText('Preço (R$)'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar Produto' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Água', description: '' }),
      null,
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', () => {
    renderForm();
    chooseFile(new File(['x'], 'menu.pdf', { type: 'application/pdf' }));
    expect(toast.error).toHaveBeenCalledWith('Formato inválido', {
      description: 'Por favor, envie apenas arquivos de imagem.',
    });
    expect(screen.queryByRole('img', { name: 'Pré-visualização da imagem' })).toBeNull();
  });

  it('submits once, with the chosen image, however many times it is clicked', async () => {
    let finish = () => undefined as void;
    const onSubmit = renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    fill();
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'pastel.png', {
      type: 'image/png',
    });
    chooseFile(image);
    expect(screen.getByRole('img', { name: 'Pré-visualização da imagem' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Adicionar Produto' });
    fireEvent.click(submit);
    await screen.findByRole('button', { name: 'Salvando...' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvando...' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Pastel de Carne',
        description: 'Carne moída temperada',
        price: '9,50',
        category: 'Geral',
        is_available: true,
      },
      image,
    );
    finish();
    await screen.findByRole('button', { name: 'Adicionar Produto' });
  });
});
