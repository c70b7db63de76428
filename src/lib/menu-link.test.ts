import { describe, expect, it } from 'vitest';
import { menuLink } from '@/lib/menu-link';

describe('menuLink', () => {
  it('is the site origin plus /client by default', () => {
    expect(menuLink('https://loja.example.com')).toBe('https://loja.example.com/client');
    expect(menuLink('http://localhost:54321/', null)).toBe('http://localhost:54321/client');
  });

  it('prefers the shop’s configured public menu URL', () => {
    expect(menuLink('http://localhost:54321', ' https://pizzaria.com.br/cardapio ')).toBe(
      'https://pizzaria.com.br/cardapio',
    );
    expect(menuLink('http://localhost:54321', '   ')).toBe('http://localhost:54321/client');
  });
});
