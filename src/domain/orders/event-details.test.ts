import { describe, expect, it } from 'vitest';
import { formatBRL } from '@/domain/format';
import { teamEventLabel, teamEventSummary } from './event-details';

describe('the team events in words', () => {
  it('labels an edit and an override, not a status', () => {
    expect(teamEventLabel('edited')).toBe('Itens alterados');
    expect(teamEventLabel('override')).toBe('Exceção registrada');
    expect(teamEventLabel('processing')).toBeNull();
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
