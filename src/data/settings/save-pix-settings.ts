import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { PixKeyType } from '@/domain/pix-key';
import { FieldError } from '../errors';
import { settingsKeys } from './keys';
import { updateCompanySettings } from './update-company-settings';

/** The shop's Pix receiver; all null removes Pix from the storefront. */
export interface PixSettings {
  keyType: PixKeyType | null;
  /** As the DICT stores it (normalisePixKey). */
  key: string | null;
  merchantName: string | null;
  merchantCity: string | null;
}

export type PixField = 'keyType' | 'key' | 'merchantName' | 'merchantCity';

/**
 * The check constraints of company_settings' Pix columns (migration 20261124010100), each with
 * the field it blames and what the owner reads.
 */
const PIX_CHECKS: Record<string, { field: PixField; message: string }> = {
  company_settings_pix_key_valid: {
    field: 'key',
    message: 'O servidor recusou a chave: ela não é válida para o tipo escolhido.',
  },
  company_settings_pix_key_type_check: { field: 'keyType', message: 'Escolha o tipo da chave.' },
  company_settings_pix_merchant_name_check: {
    field: 'merchantName',
    message: 'O nome deve ter de 1 a 25 caracteres, sem emojis.',
  },
  company_settings_pix_merchant_city_check: {
    field: 'merchantCity',
    message: 'A cidade deve ter de 1 a 15 caracteres, sem emojis.',
  },
};

/** The constraint a 23514 (check_violation) from PostgREST names in its message, or ''. */
function violatedCheck(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== '23514' || typeof message !== 'string') return '';
  return /check constraint "([^"]+)"/.exec(message)?.[1] ?? '';
}

/** Saves the Pix receiver; a refusal of the server's checks lands on the field it concerns. */
export async function savePixSettings(pix: PixSettings): Promise<void> {
  try {
    await updateCompanySettings({
      pix_key_type: pix.keyType,
      pix_key: pix.key,
      pix_merchant_name: pix.merchantName,
      pix_merchant_city: pix.merchantCity,
    });
  } catch (error) {
    const check = PIX_CHECKS[violatedCheck(error instanceof Error ? error.cause : error)];
    if (check) throw new FieldError<PixField>(check.field, check.message);
    throw error;
  }
}

/** The Pix card's save; a field's refusal is the form's to show, anything else the default toast. */
export function useSavePixSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePixSettings,
    onSuccess: (_, pix) => {
      toast.success(pix.key ? 'Pix salvo' : 'Pix removido', {
        description: pix.key
          ? 'Os clientes que pagarem com Pix verão o QR Code com o valor do pedido.'
          : 'Os pedidos pagos com Pix não mostram mais o QR Code.',
      });
      return queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
