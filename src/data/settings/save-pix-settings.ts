import type { PixKeyType } from '@/domain/pix-key';
import { FieldError, type ErrorCode } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
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

/** The check constraints of company_settings' Pix columns, each with the field it blames. */
const PIX_CHECKS: Record<string, { field: PixField; code: ErrorCode }> = {
  company_settings_pix_key_valid: { field: 'key', code: 'pix_key_invalid' },
  company_settings_pix_key_type_check: { field: 'keyType', code: 'pix_key_type_missing' },
  company_settings_pix_merchant_name_check: {
    field: 'merchantName',
    code: 'pix_merchant_name_invalid',
  },
  company_settings_pix_merchant_city_check: {
    field: 'merchantCity',
    code: 'pix_merchant_city_invalid',
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
    if (check) throw new FieldError<PixField>(check.field, check.code);
    throw error;
  }
}

/** The Pix card's save; a field's refusal is the form's to show. */
export function useSavePixSettings(options: MutationOptions<void, PixSettings> = {}) {
  return useCacheMutation(savePixSettings, options, { invalidates: [settingsKeys.all] });
}
