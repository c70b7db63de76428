import { describe, expect, it } from 'vitest';
import {
  adminNavItems,
  isNavItemActive,
  searchNavItems,
} from '@/components/layouts/admin-nav-items';

const item = (to: string) => adminNavItems.find((entry) => entry.to === to)!;
const activeAt = (pathname: string) =>
  adminNavItems.filter((entry) => isNavItemActive(entry, pathname)).map((entry) => entry.label);

describe('admin navigation', () => {
  it('lists the pages in order, the cash register after the orders, the opening hours after the delivery areas, reports and customers after the history', () => {
    expect(adminNavItems.map((entry) => [entry.label, entry.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Pedidos', '/orders'],
      ['Caixa', '/caixa'],
      ['Produtos', '/products'],
      ['Áreas de Entrega', '/delivery'],
      ['Horário de Funcionamento', '/hours'],
      ['Formas de pagamento', '/payment'],
      ['Códigos Promocionais', '/promotions'],
      ['Cardápio Online', '/menu'],
      ['Histórico', '/history'],
      ['Relatórios', '/relatorios'],
      ['Clientes', '/clientes'],
      ['Configurações', '/settings'],
      ['Tema', '/settings/theme'],
      ['Segurança', '/security'],
      ['Equipe', '/equipe'],
      ['Cozinha', '/cozinha'],
      ['Entregas', '/entregas'],
    ]);
  });

  it('marks exactly one item active, /settings only on itself', () => {
    expect(activeAt('/orders')).toEqual(['Pedidos']);
    expect(activeAt('/orders/123')).toEqual(['Pedidos']);
    expect(activeAt('/settings')).toEqual(['Configurações']);
    expect(activeAt('/settings/')).toEqual(['Configurações']);
    expect(activeAt('/settings/theme')).toEqual(['Tema']);
    expect(activeAt('/ordersx')).toEqual([]);
    expect(isNavItemActive(item('/dashboard'), '/')).toBe(false);
  });

  it('finds pages ignoring case and accents, best matches first', () => {
    expect(searchNavItems('historico').map((entry) => entry.label)).toEqual(['Histórico']);
    expect(searchNavItems('  PEDIDOS ').map((entry) => entry.label)).toEqual(['Pedidos']);
    // Labels starting with 'co' come before 'Histórico', which only contains it.
    expect(searchNavItems('co').map((entry) => entry.label)).toEqual([
      'Códigos Promocionais',
      'Configurações',
      'Cozinha',
      'Histórico',
    ]);
    // Only among the pages the signed-in role may open.
    const counter = adminNavItems.filter((entry) => ['/orders', '/history'].includes(entry.to));
    expect(searchNavItems('co', counter).map((entry) => entry.label)).toEqual(['Histórico']);
    expect(searchNavItems('pag').map((entry) => entry.label)).toEqual(['Formas de pagamento']);
    expect(searchNavItems('')).toEqual([]);
    expect(searchNavItems('xyz')).toEqual([]);
  });
});
