import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import { isPaymentMethod, type PaymentMethod } from '@/lib/payment-methods';
import { settingsKeys } from './keys';

/** The shop's public facts a customer's phone needs (it has none of the admin's localStorage). */
export interface StoreSettings {
  companyName: string;
  companyPhone: string | null;
  logoUrl: string | null;
  whatsappNumber: string;
  deliveryFee: number;
  minimumOrder: number;
  estimatedTime: string;
  acceptedPaymentMethods: PaymentMethod[];
  theme: string;
}

/** Spec 9: fee and minimum order are 0 when settings are missing. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  companyName: 'Delivery Rápido',
  companyPhone: null,
  logoUrl: null,
  whatsappNumber: '',
  deliveryFee: 0,
  minimumOrder: 0,
  estimatedTime: '30-45',
  acceptedPaymentMethods: ['pix', 'cash', 'credit', 'debit'],
  theme: 'purple',
};

export async function getStoreSettings(): Promise<StoreSettings> {
  const { data, error } = await publicApi
    .from('company_settings')
    .select(
      'company_name, company_phone, logo_url, whatsapp_number, delivery_fee, minimum_order, estimated_time, accepted_payment_methods, theme',
    )
    .maybeSingle();
  if (error) throw error;
  if (!data) return DEFAULT_STORE_SETTINGS;
  return {
    companyName: data.company_name,
    companyPhone: data.company_phone,
    logoUrl: data.logo_url,
    whatsappNumber: data.whatsapp_number,
    deliveryFee: Number(data.delivery_fee),
    minimumOrder: Number(data.minimum_order),
    estimatedTime: data.estimated_time,
    acceptedPaymentMethods: data.accepted_payment_methods.filter(isPaymentMethod),
    theme: data.theme,
  };
}

export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.store(),
    queryFn: getStoreSettings,
    staleTime: 60_000,
  });

export function useStoreSettings() {
  return useQuery(storeSettingsQuery());
}
