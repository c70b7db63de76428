import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  orderStatusLabel,
  orderStatusToastTitle,
  orderStatusVariant,
} from '@/domain/orders/status';

describe('order statuses', () => {
  /** Each status with its label, toast title and badge, in the order of ORDER_STATUSES. */
  const statuses = [
    ['pending', 'Aguardando', 'Pedido Aguardando', 'default'],
    ['processing', 'Em preparo', 'Pedido em Preparação', 'secondary'],
    ['out_for_delivery', 'Saiu para entrega', 'Pedido Saiu para Entrega', 'secondary'],
    ['ready_for_pickup', 'Pronto para retirada', 'Pedido Pronto para Retirada', 'secondary'],
    ['delivered', 'Entregue', 'Pedido Entregue', 'outline'],
    ['cancelled', 'Cancelado', 'Pedido Cancelado', 'destructive'],
  ] as const;

  it('are these six, in this order', () => {
    expect(ORDER_STATUSES).toEqual(statuses.map(([status]) => status));
  });

  it.each(statuses)('word %s one way everywhere', (status, label, toastTitle) => {
    expect(orderStatusLabel(status)).toBe(label);
    expect(orderStatusToastTitle(status)).toBe(toastTitle);
  });

  it.each(statuses)(
    'style the %s badge (pending default, in progress secondary, delivered outline, cancelled destructive)',
    (status, _label, _toastTitle, variant) => {
      expect(orderStatusVariant(status)).toBe(variant);
    },
  );

  it('show an unknown status raw, in an outline badge', () => {
    expect(orderStatusLabel('archived')).toBe('archived');
    expect(orderStatusLabel('constructor')).toBe('constructor');
    expect(orderStatusVariant('archived')).toBe('outline');
    expect(orderStatusToastTitle('archived')).toBe('Pedido archived');
  });
});
