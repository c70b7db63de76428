import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/supabase-public';
import type { PixReceiver } from '@/domain/orders/pix';
import { isPaymentMethod, type PaymentMethod } from '@/domain/orders/payment-methods';
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
  /** The method the checkout preselects ("Forma de pagamento padrão"). */
  defaultPaymentMethod: PaymentMethod;
  theme: string;
  /** The shop's own address: where a pickup order is collected. */
  companyAddress: string | null;
  /** Who receives the storefront's Pix payments; null when the shop has no Pix key. */
  pix: PixReceiver | null;
  acceptsDelivery: boolean;
  acceptsPickup: boolean;
  pickupEstimatedTime: string | null;
  /** The smallest subtotal of a pickup order (0: none); deliveries keep minimumOrder or their zone's. */
  pickupMinimumOrder: number;
  /** The IANA time zone the opening hours are in. */
  timezone: string;
  /** The menu's categories in the owner's order (the ones not listed follow alphabetically). */
  categoryOrder: string[];
  /** Customers may schedule an order for a slot ("Agendar"). */
  schedulingEnabled: boolean;
  /** Scheduled orders are taken while the shop is closed. */
  schedulingWhenClosed: boolean;
  /** A slot's length in minutes. */
  schedulingSlotMinutes: number;
}

/** Fee and minimum order are 0 when settings are missing. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  // eslint-disable-next-line no-restricted-syntax -- the shop's name before it has settings: data, not a message
  companyName: 'Delivery Rápido',
  companyPhone: null,
  logoUrl: null,
  whatsappNumber: '',
  deliveryFee: 0,
  minimumOrder: 0,
  estimatedTime: '30-45',
  acceptedPaymentMethods: ['pix', 'cash', 'credit', 'debit'],
  defaultPaymentMethod: 'pix',
  theme: 'purple',
  companyAddress: null,
  pix: null,
  acceptsDelivery: true,
  acceptsPickup: false,
  pickupEstimatedTime: null,
  pickupMinimumOrder: 0,
  timezone: 'America/Sao_Paulo',
  categoryOrder: [],
  schedulingEnabled: false,
  schedulingWhenClosed: false,
  schedulingSlotMinutes: 30,
};

export async function getStoreSettings(): Promise<StoreSettings> {
  const { data, error } = await publicApi
    .from('company_settings')
    .select(
      'company_name, company_phone, logo_url, whatsapp_number, delivery_fee, minimum_order, estimated_time, accepted_payment_methods, default_payment_method, theme, company_address, business_address, pix_key, pix_merchant_name, pix_merchant_city, accepts_delivery, accepts_pickup, pickup_estimated_time, pickup_minimum_order, timezone, category_order, scheduling_enabled, scheduling_when_closed, scheduling_slot_minutes',
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
    defaultPaymentMethod: isPaymentMethod(data.default_payment_method)
      ? data.default_payment_method
      : DEFAULT_STORE_SETTINGS.defaultPaymentMethod,
    theme: data.theme,
    companyAddress: data.company_address,
    acceptsDelivery: data.accepts_delivery,
    acceptsPickup: data.accepts_pickup,
    pickupEstimatedTime: data.pickup_estimated_time,
    pickupMinimumOrder: Number(data.pickup_minimum_order),
    timezone: data.timezone,
    categoryOrder: data.category_order,
    schedulingEnabled: data.scheduling_enabled,
    schedulingWhenClosed: data.scheduling_when_closed,
    schedulingSlotMinutes: data.scheduling_slot_minutes,
    pix: pixReceiver(data),
  };
}

/** The key is public by nature; the name and city default to the shop's own. */
function pixReceiver(row: {
  pix_key: string | null;
  pix_merchant_name: string | null;
  pix_merchant_city: string | null;
  company_name: string;
  business_address: unknown;
}): PixReceiver | null {
  if (!row.pix_key) return null;
  const address = row.business_address as { city?: unknown } | null;
  return {
    key: row.pix_key,
    merchantName: row.pix_merchant_name ?? row.company_name,
    merchantCity: row.pix_merchant_city ?? (typeof address?.city === 'string' ? address.city : ''),
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
