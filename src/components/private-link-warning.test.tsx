import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivateLinkWarning } from './private-link-warning';

describe('PrivateLinkWarning', () => {
  it('warns under a link only this computer opens', () => {
    render(<PrivateLinkWarning link="http://localhost:54321/client" />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Os celulares dos clientes não abrem este endereço.',
    );
  });

  it('says nothing under a public address', () => {
    render(<PrivateLinkWarning link="https://pizzaria.com.br/cardapio" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
