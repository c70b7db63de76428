import { describe, expect, it } from 'vitest';
import { googleMapsLink } from './maps-link';

const query = (url: string | null) => (url ? new URL(url).searchParams.get('query') : null);

describe('Google Maps link', () => {
  it('searches the structured address, without complement and reference', () => {
    const url = googleMapsLink(
      {
        street: 'Avenida Paulista',
        number: '1578',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        cep: '01310-200',
      },
      'Avenida Paulista, 1578 - Apto 42 - … (Referência: museu)',
    );
    expect(url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(query(url)).toBe(
      'Avenida Paulista, 1578, Bela Vista, São Paulo - SP, 01310-200, Brasil',
    );
  });

  it('falls back to the one-line address; none for a pickup', () => {
    expect(query(googleMapsLink(null, 'Rua das Flores, 10 & fundos'))).toBe(
      'Rua das Flores, 10 & fundos',
    );
    expect(googleMapsLink(null, '')).toBeNull();
    expect(googleMapsLink({}, null)).toBeNull();
  });
});
