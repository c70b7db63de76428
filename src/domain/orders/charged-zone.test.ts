import { describe, expect, it } from 'vitest';
import { chargedZoneText } from './charged-zone';

const ZONES = [
  { id: 'z-bela', name: 'Bela Vista' },
  { id: 'z-sj', name: 'São José' },
];
const order = (over: Record<string, unknown> = {}) => ({
  fulfillment: 'delivery',
  delivery_zone_id: 'z-bela',
  delivery_fee: 5,
  address: { neighborhood: 'Bela Vista' },
  ...over,
});

describe('Zona cobrada', () => {
  it('names the zone and its fee', () => {
    expect(chargedZoneText(order(), ZONES)).toEqual({
      text: 'Bela Vista · R$\u00a05,00',
      warning: null,
    });
  });

  it('warns when the address names another bairro (accents and case aside)', () => {
    expect(chargedZoneText(order({ address: { neighborhood: 'Itaim Bibi' } }), ZONES)).toEqual({
      text: 'Bela Vista · R$\u00a05,00',
      warning: 'O endereço é em Itaim Bibi: confira a taxa antes de sair.',
    });
    expect(
      chargedZoneText(
        order({ delivery_zone_id: 'z-sj', address: { neighborhood: 'SAO JOSE' } }),
        ZONES,
      )?.warning,
    ).toBeNull();
  });

  it('a flat fee, a deleted zone, a pickup', () => {
    expect(chargedZoneText(order({ delivery_zone_id: null }), ZONES)?.text).toBe(
      'Taxa única · R$\u00a05,00',
    );
    expect(chargedZoneText(order({ delivery_zone_id: 'gone' }), ZONES)?.text).toBe(
      'Bairro excluído · R$\u00a05,00',
    );
    expect(chargedZoneText(order({ fulfillment: 'pickup' }), ZONES)).toBeNull();
  });
});
