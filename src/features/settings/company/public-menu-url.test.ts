import { describe, expect, it } from 'vitest';
import { PUBLIC_MENU_URL_INVALID, parsePublicMenuUrl } from './public-menu-url';

describe('public menu URL', () => {
  it('stores empty as null and full http(s) addresses as they are', () => {
    expect(parsePublicMenuUrl('  ')).toEqual({ value: null });
    expect(parsePublicMenuUrl(' https://pedidos.minhaloja.com.br/client ')).toEqual({
      value: 'https://pedidos.minhaloja.com.br/client',
    });
  });

  it('refuses anything else with a pt-BR message', () => {
    expect(parsePublicMenuUrl('minhaloja.com.br')).toEqual({ error: PUBLIC_MENU_URL_INVALID });
    expect(parsePublicMenuUrl('javascript:alert(1)')).toEqual({ error: PUBLIC_MENU_URL_INVALID });
  });
});
