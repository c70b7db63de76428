import { useRef, useState } from 'react';
import { lookupCepResult, type CepAddress } from '@/lib/lookup-cep';

export type CepState = 'idle' | 'loading' | 'found' | 'not-found' | 'failed';

/** What a CEP field says while it looks up, and when the lookup filled nothing. */
export const CEP_LOOKUP_TEXT = {
  loading: 'Buscando endereço...',
  'not-found': 'CEP não encontrado. Preencha o endereço abaixo.',
  failed: 'Não foi possível consultar o CEP agora. Preencha o endereço abaixo.',
} as const satisfies Partial<Record<CepState, string>>;

/**
 * Looks a typed CEP up (ViaCEP) and hands the address to `onFound`; a later CEP wins over an
 * earlier answer. Typing the address stays possible whatever happens. The checkout and the shop's
 * address both use it.
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
