import { useRef, useState } from 'react';
import { lookupCepResult, type CepAddress } from '@/lib/lookup-cep';

export type CepState = 'idle' | 'loading' | 'found' | 'not-found' | 'failed';

/** What the CEP field says under it. */
export const CEP_HINTS: Record<CepState, string> = {
  idle: 'Preenche a rua, o bairro e a cidade.',
  loading: 'Buscando endereço...',
  found: 'Endereço encontrado. Confira e complete com o número.',
  'not-found': 'CEP não encontrado. Preencha o endereço abaixo.',
  failed: 'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
};

/**
 * Looks a typed CEP up (ViaCEP) and hands the address to `onFound`; a later CEP wins over an
 * earlier answer. Typing the address stays possible whatever happens.
 */
export function useCepLookup(onFound: (address: CepAddress) => void) {
  const [state, setState] = useState<CepState>('idle');
  const latest = useRef('');

  async function lookup(cep: string) {
    const digits = cep.replace(/\D/g, '');
    latest.current = digits;
    if (digits.length !== 8) {
      setState('idle');
      return;
    }
    setState('loading');
    const result = await lookupCepResult(digits);
    if (latest.current !== digits) return;
    setState(result.status);
    if (result.status === 'found') onFound(result.address);
  }

  return { state, lookup };
}
