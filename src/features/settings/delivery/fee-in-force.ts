import { formatBRL } from '@/domain/format';

export interface FeeInForce {
  title: string;
  detail: string;
}

/**
 * Which delivery fee the checkout charges now: each bairro's while any is active, else the single
 * fee for any address (docs/ordering-rules.md, "Taxa de entrega"). Said once, on /delivery.
 */
export function feeInForce(activeZones: number, flatFee: number): FeeInForce {
  if (activeZones > 0) {
    return {
      title: `Em vigor: a taxa de cada bairro (${activeZones} ${activeZones === 1 ? 'bairro ativo' : 'bairros ativos'})`,
      detail:
        'Só entregamos nos bairros da lista. A taxa única abaixo volta a valer se nenhum bairro estiver ativo.',
    };
  }
  return {
    title: `Em vigor: taxa única de ${formatBRL(flatFee)}`,
    detail:
      'Vale para qualquer endereço. Cadastre bairros para cobrar por bairro e limitar a entrega.',
  };
}
