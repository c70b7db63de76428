import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusToastTitle,
  orderStatusVariant,
} from '@/domain/orders/status';

describe('order statuses', () => {
  it('word each status one way everywhere', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Aguardando',
      'Em preparo',
      'Saiu para entrega',
      'Pronto para retirada',
      'Entregue',
      'Cancelado',
    ]);
    expect(ORDER_STATUSES.map(orderStatusToastTitle)).toEqual([
      'Pedido Aguardando',
      'Pedido em Preparação',
      'Pedido Saiu para Entrega',
      'Pedido Pronto para Retirada',
      'Pedido Entregue',
      'Pedido Cancelado',
    ]);
  });

  it('style the badges: pending default, in progress secondary, delivered outline, cancelled destructive', () => {
    expect(ORDER_STATUSES.map(orderStatusVariant)).toEqual([
      'default',
      'secondary',
      'secondary',
      'secondary',
      'outline',
      'destructive',
    ]);
  });

  it('show an unknown status raw, in an outline badge', () => {
    expect(orderStatusLabel('archived')).toBe('archived');
    expect(orderStatusLabel('constructor')).toBe('constructor');
    expect(orderStatusVariant('archived')).toBe('outline');
    expect(orderStatusToastTitle('archived')).toBe('Pedido archived');
  });
});
