import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { renderApp } from '@/test/render-app';
import { AppError } from '@/lib/errors';
import { PixCard } from './pix-card';

// The card saves through the settings data (save-pix-settings → updateCompanySettings); the row
// update is stood in for here, so what the card sends and how it shows refusals are what is tested.
const updateCompanySettings = vi.fn(async (patch: Record<string, unknown>) => patch);
vi.mock('@/data/settings/update-company-settings', () => ({
  updateCompanySettings: (patch: Record<string, unknown>) => updateCompanySettings(patch),
}));

type PixRow = NonNullable<ComponentProps<typeof PixCard>['settings']>;

const SHOP: PixRow = {
  pix_key: null,
  pix_key_type: null,
  pix_merchant_name: null,
  pix_merchant_city: null,
  company_name: 'Pizzaria do Bairro São João Batista',
  business_address: { city: 'São Paulo' },
};

function renderCard(settings: Partial<PixRow> = {}, pixAccepted = true) {
  renderApp(<PixCard settings={{ ...SHOP, ...settings }} pixAccepted={pixAccepted} />, {
    queryClient: createQueryClient(),
  });
  return screen.getByRole('form', { name: 'Pix' });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar Pix' }));

describe('Pix card', () => {
  beforeEach(() => {
    updateCompanySettings.mockClear();
  });

  it("suggests the shop's name and city, cut to what a Pix code holds", () => {
    renderCard();
    expect(screen.getByText(/Sem chave cadastrada/)).toBeTruthy();
    expect(field('Nome do recebedor').value).toBe('Pizzaria do Bairro São Jo');
    expect(field('Nome do recebedor').value).toHaveLength(25);
    expect(field('Cidade').value).toBe('São Paulo');
    expect(
      screen.getByText(
        'Como aparece no app do banco. Até 25 caracteres, sem emojis; o código Pix leva o nome sem acentos.',
      ),
    ).toBeTruthy();
  });

  it('asks for the type, then checks the key by its type, in pt-BR', async () => {
    renderCard();
    save();
    expect(await screen.findByText('Escolha o tipo da chave.')).toBeTruthy();
    expect(field('Tipo de chave').getAttribute('aria-invalid')).toBe('true');

    type('Tipo de chave', 'cpf');
    save();
    expect(await screen.findByText('Informe a chave Pix.')).toBeTruthy();

    type('Chave Pix', '123.456.789-00');
    save();
    expect(await screen.findByText('CPF inválido. Confira os 11 dígitos.')).toBeTruthy();
    expect(field('Chave Pix').getAttribute('aria-invalid')).toBe('true');

    // Changing the type checks the key again against the new type.
    type('Tipo de chave', 'email');
    expect(await screen.findByText(/E-mail inválido/)).toBeTruthy();
    type('Tipo de chave', 'phone');
    type('Chave Pix', '11 3456');
    save();
    expect(await screen.findByText(/Celular inválido/)).toBeTruthy();
    type('Tipo de chave', 'random');
    save();
    expect(await screen.findByText(/Chave aleatória inválida/)).toBeTruthy();
    expect(updateCompanySettings).not.toHaveBeenCalled();
  });

  it('checks the name (≤ 25) and the city (≤ 15)', async () => {
    renderCard();
    type('Tipo de chave', 'cpf');
    type('Chave Pix', '529.982.247-25');
    type('Nome do recebedor', 'A'.repeat(26));
    type('Cidade', '');
    save();
    expect(await screen.findByText('Use no máximo 25 caracteres.')).toBeTruthy();
    expect(screen.getByText('Informe a cidade.')).toBeTruthy();
    type('Nome do recebedor', 'Pizzaria 🍕');
    type('Cidade', 'Santo Antônio do Pinhal');
    save();
    expect(
      await screen.findByText('Use só letras, números e pontuação comum, sem emojis.'),
    ).toBeTruthy();
    expect(screen.getByText('Use no máximo 15 caracteres.')).toBeTruthy();
    expect(updateCompanySettings).not.toHaveBeenCalled();
  });

  it('saves the key as the bank stores it', async () => {
    renderCard();
    type('Tipo de chave', 'phone');
    type('Chave Pix', '(11) 98765-4321');
    type('Nome do recebedor', 'Pizzaria São João');
    save();
    await waitFor(() => expect(updateCompanySettings).toHaveBeenCalledTimes(1));
    expect(updateCompanySettings).toHaveBeenCalledWith({
      pix_key_type: 'phone',
      pix_key: '+5511987654321',
      pix_merchant_name: 'Pizzaria São João',
      pix_merchant_city: 'São Paulo',
    });

    type('Tipo de chave', 'email');
    type('Chave Pix', '  Pix@Loja.com.BR ');
    save();
    await waitFor(() => expect(updateCompanySettings).toHaveBeenCalledTimes(2));
    expect(updateCompanySettings).toHaveBeenLastCalledWith(
      expect.objectContaining({ pix_key_type: 'email', pix_key: 'pix@loja.com.br' }),
    );
  });

  it("shows the server's refusal (23514) under the field it concerns", async () => {
    updateCompanySettings.mockRejectedValueOnce(
      new AppError('save_settings_failed', {
        cause: {
          code: '23514',
          message:
            'new row for relation "company_settings" violates check constraint "company_settings_pix_key_valid"',
        },
      }),
    );
    renderCard();
    type('Tipo de chave', 'cnpj');
    type('Chave Pix', '11.222.333/0001-81');
    save();
    expect(
      await screen.findByText(
        'O servidor recusou a chave: ela não é válida para o tipo escolhido.',
      ),
    ).toBeTruthy();
    expect(field('Chave Pix').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/violates/)).toBeNull();
  });

  it('shows the saved key as people write it, and removes it after asking', async () => {
    const form = renderCard({
      pix_key: '52998224725',
      pix_key_type: 'cpf',
      pix_merchant_name: 'Pizzaria',
      pix_merchant_city: 'Campinas',
    });
    expect(within(form).getByText('Pix ativo')).toBeTruthy();
    expect(within(form).getByText('CPF: 529.982.247-25')).toBeTruthy();
    expect(field('Chave Pix').value).toBe('529.982.247-25');
    expect(field('Nome do recebedor').value).toBe('Pizzaria');

    fireEvent.click(screen.getByRole('button', { name: 'Remover chave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover a chave Pix?' });
    expect(updateCompanySettings).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(updateCompanySettings).toHaveBeenCalledWith({
        pix_key_type: null,
        pix_key: null,
        pix_merchant_name: null,
        pix_merchant_city: null,
      }),
    );
  });

  it('warns when the checkout does not offer Pix', () => {
    renderCard({ pix_key: '52998224725', pix_key_type: 'cpf' }, false);
    expect(screen.getByText(/Pix está desativado em Formas de pagamento aceitas/)).toBeTruthy();
  });
});
