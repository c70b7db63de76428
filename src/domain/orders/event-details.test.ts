import { describe, expect, it } from 'vitest';
import { formatBRL } from '@/domain/format';
import { teamEventLabel, teamEventSummary } from './event-details';

describe('the team events in words', () => {
  it('labels an edit and an override, not a status', () => {
    expect(teamEventLabel('edited')).toBe('Itens alterados');
    expect(teamEventLabel('override')).toBe('Exceção registrada');
    expect(teamEventLabel('processing')).toBeNull();
    const delivery = { from: { fulfillment: 'pickup', fee: 0 }, to: { fulfillment: 'delivery' } };
    expect(teamEventLabel('edited', { added: [], removed: [], changed: [], delivery })).toBe(
      'Entrega alterada',
    );
    expect(teamEventLabel('edited', { added: [{ name: 'Coca', quantity: 1 }], delivery })).toBe(
      'Pedido alterado',
    );
  });

  it('says where the order goes now and the fee it pays', () => {
    expect(
      teamEventSummary('edited', {
        added: [],
        removed: [],
        changed: [],
        total: { from: 50, to: 54.5 },
        delivery: {
          from: { fulfillment: 'delivery', zone: 'Centro', address: 'Rua A, 1', fee: 5 },
          to: { fulfillment: 'delivery', zone: 'Jardins', address: 'Rua B, 2', fee: 9.5 },
        },
      }),
    ).toBe(
      `Entrega: Centro, Rua A, 1 → Jardins, Rua B, 2 · Taxa ${formatBRL(5)} → ${formatBRL(9.5)} · Total ${formatBRL(50)} → ${formatBRL(54.5)}`,
    );
    expect(
      teamEventSummary('edited', {
        delivery: {
          from: { fulfillment: 'delivery', zone: 'Centro', address: 'Rua A, 1', fee: 5 },
          to: { fulfillment: 'pickup', zone: null, address: null, fee: 0 },
        },
      }),
    ).toBe(`Entrega: Centro, Rua A, 1 → Retirada · Taxa ${formatBRL(5)} → ${formatBRL(0)}`);
  });

  it('summarises what an edit changed and the new total', () => {
    expect(
      teamEventSummary('edited', {
        added: [{ name: 'Coca-Cola', quantity: 1 }],
        removed: [{ name: 'Esfiha', quantity: 2 }],
        changed: [{ name: 'Pizza', from: 2, to: 3 }],
        total: { from: 90, to: 60 },
      }),
    ).toBe(
      `+ 1x Coca-Cola · − 2x Esfiha · Pizza: 2 → 3 · Total ${formatBRL(90)} → ${formatBRL(60)}`,
    );
  });

  it('says which override was made', () => {
    expect(teamEventSummary('override', { kind: 'shop_closed', shop: 'paused' })).toBe(
      'Lançado com a loja pausada',
    );
    expect(teamEventSummary('override', { kind: 'delivery_fee', from: 7, to: 0 })).toBe(
      `Taxa de entrega ${formatBRL(7)} → ${formatBRL(0)}`,
    );
    expect(teamEventSummary('override', null)).toBeNull();
  });
});
