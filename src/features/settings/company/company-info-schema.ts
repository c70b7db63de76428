import { z } from 'zod';
import type { Database } from '@/lib/database.types';

type CompanySettingsPatch = Database['public']['Tables']['company_settings']['Update'];

export const COMPANY_INFO_MESSAGES = {
  nameRequired: 'Informe o nome da empresa',
  phoneInvalid: 'Telefone inválido. Informe o DDD e o número.',
} as const;

export const companyInfoSchema = z.object({
  companyName: z.string().trim().min(1, COMPANY_INFO_MESSAGES.nameRequired).max(120),
  companyPhone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return value === '' || (digits >= 10 && digits <= 13);
    }, COMPANY_INFO_MESSAGES.phoneInvalid),
});

export type CompanyInfoValues = z.infer<typeof companyInfoSchema>;

export function toCompanyInfoPatch(values: CompanyInfoValues): CompanySettingsPatch {
  return {
    company_name: values.companyName,
    company_phone: values.companyPhone || null,
  };
}

/**
 * The local mirrors of the company information (docs/screens.md). The address
 * is edited on /delivery only (one place per fact), which mirrors it there.
 */
export const COMPANY_INFO_KEYS = {
  name: 'companyName',
  phone: 'companyPhone',
} as const;

export function mirrorCompanyInfo(values: CompanyInfoValues, storage: Storage = localStorage) {
  try {
    storage.setItem(COMPANY_INFO_KEYS.name, values.companyName);
    storage.setItem(COMPANY_INFO_KEYS.phone, values.companyPhone);
  } catch (error) {
    console.error('Could not store the company information locally', error);
  }
}
