import { describe, expect, it } from 'vitest';
import { feeInForce } from './fee-in-force';

describe('the fee in force', () => {
  it("is each bairro's while any zone is active", () => {
    expect(feeInForce(3, 5).title).toBe('Em vigor: a taxa de cada bairro (3 bairros ativos)');
    expect(feeInForce(1, 5).title).toBe('Em vigor: a taxa de cada bairro (1 bairro ativo)');
  });

  it('is the single fee, for any address, without active zones', () => {
    expect(feeInForce(0, 6.5)).toEqual({
      title: 'Em vigor: taxa única de R$\u00a06,50',
      detail:
        'Vale para qualquer endereço. Cadastre bairros para cobrar por bairro e limitar a entrega.',
    });
  });
});
