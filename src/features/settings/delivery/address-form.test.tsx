import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from './address-form';

// ViaCEP, stood in for at its HTTP endpoint: one known CEP, any other unknown.
function stubViaCep() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('/01310100/')
        ? Response.json({
            logradouro: 'Avenida Paulista',
            bairro: 'Bela Vista',
            localidade: 'São Paulo',
            uf: 'SP',
          })
        : Response.json({ erro: true }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

function typeCep(value: string) {
  fireEvent.change(screen.getByLabelText('CEP'), { target: { value } });
}

describe("the shop's address form", () => {
  it('fills the address from a known CEP, formatted as it is typed', async () => {
    stubViaCep();
    render(<AddressForm address={null} onSubmit={async () => undefined} />);
    typeCep('01310100');
    expect(screen.getByLabelText('CEP')).toHaveProperty('value', '01310-100');
    expect(await screen.findByDisplayValue('Avenida Paulista')).toBeTruthy();
    expect(screen.getByDisplayValue('Bela Vista')).toBeTruthy();
    expect(screen.getByDisplayValue('São Paulo')).toBeTruthy();
  });

  it('says when the CEP is unknown, and forgets it once the CEP changes', async () => {
    stubViaCep();
    render(<AddressForm address={null} onSubmit={async () => undefined} />);
    typeCep('99999999');
    expect(await screen.findByText('CEP não encontrado. Preencha o endereço abaixo.')).toBeTruthy();
    typeCep('9999');
    expect(screen.queryByText('CEP não encontrado. Preencha o endereço abaixo.')).toBeNull();
    expect(screen.getByText('Preenche o endereço automaticamente.')).toBeTruthy();
  });
});
