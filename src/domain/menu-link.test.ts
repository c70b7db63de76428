import { describe, expect, it } from 'vitest';
import { isPrivateLink, menuLink } from '@/domain/menu-link';

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

describe('isPrivateLink', () => {
  it('flags addresses customers’ phones cannot open', () => {
    for (const link of [
      'http://localhost:54321/client',
      'http://127.0.0.1:54321/client',
      'http://[::1]:54321/client',
      'http://192.168.0.10:54321/client',
      'http://10.1.2.3/client',
      'http://172.20.0.5/client',
      'http://pizzaria.local/client',
    ]) {
      expect(isPrivateLink(link), link).toBe(true);
    }
  });

  it('leaves public addresses alone', () => {
    for (const link of [
      'https://pizzaria.com.br/cardapio',
      'http://172.32.0.1/client',
      'https://203.0.113.7/client',
      'não é um link',
    ]) {
      expect(isPrivateLink(link), link).toBe(false);
    }
  });
});
