import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { fieldA11y } from '@/lib/field-a11y';
import { FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { formatMoneyInput } from '@/domain/money';
import { SectionCard } from '../section-card';
import { useSaveSettings } from '../use-save-settings';
import {
  COMPANY_SETTINGS_MESSAGES,
  companySettingsSchema,
  toCompanySettingsPatch,
  type CompanySettingsValues,
} from './company-settings-schema';

function defaultsFrom(settings: CompanySettings | null): CompanySettingsValues {
  return {
    whatsappNumber: settings?.whatsapp_number ?? '',
    companyName: settings?.company_name ?? '',
    companyAddress: settings?.company_address ?? '',
    deliveryFee: formatMoneyInput(settings?.delivery_fee ?? 0),
    minimumOrder: formatMoneyInput(settings?.minimum_order ?? 0),
  };
}

/** (a) WhatsApp and company settings: what the storefront and checkout read from the server. */
export function CompanySettingsCard({ settings }: { settings: CompanySettings | null }) {
  const update = useSaveSettings();
  const values = useMemo(() => defaultsFrom(settings), [settings]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompanySettingsValues>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: values,
    // Another section may save the same row: follow it, keeping what the owner is typing.
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (values) => {
    await update
      .mutateAsync({
        patch: toCompanySettingsPatch(values),
        success: { title: 'Configurações salvas' },
      })
      .catch(() => undefined);
  });

  const e = errors;
  return (
    <SectionCard
      icon={MessageCircle}
      title="WhatsApp e Empresa"
      description="O número recebe os pedidos; a taxa de entrega e o pedido mínimo valem no checkout."
    >
      <form
        noValidate
        onSubmit={submit}
        aria-label="WhatsApp e Empresa"
        className="flex flex-col gap-6"
      >
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField
              id="whatsapp-number"
              label="Número do WhatsApp"
              error={e.whatsappNumber?.message}
              hint={COMPANY_SETTINGS_MESSAGES.whatsappHint}
            >
              <Input
                {...fieldA11y('whatsapp-number', e.whatsappNumber?.message, true)}
                {...register('whatsappNumber')}
                inputMode="numeric"
                autoComplete="tel"
                placeholder="5511999999999"
              />
            </FormField>
          </div>
          <FormField id="company-name" label="Nome da empresa" error={e.companyName?.message}>
            <Input
              {...fieldA11y('company-name', e.companyName?.message)}
              {...register('companyName')}
              autoComplete="organization"
            />
          </FormField>
          <FormField
            id="company-address"
            label="Endereço da empresa"
            error={e.companyAddress?.message}
          >
            <Input
              {...fieldA11y('company-address', e.companyAddress?.message)}
              {...register('companyAddress')}
              autoComplete="street-address"
            />
          </FormField>
          <FormField id="delivery-fee" label="Taxa de entrega (R$)" error={e.deliveryFee?.message}>
            <MoneyInput
              {...fieldA11y('delivery-fee', e.deliveryFee?.message)}
              {...register('deliveryFee')}
            />
          </FormField>
          <FormField id="minimum-order" label="Pedido mínimo (R$)" error={e.minimumOrder?.message}>
            <MoneyInput
              {...fieldA11y('minimum-order', e.minimumOrder?.message)}
              {...register('minimumOrder')}
            />
          </FormField>
        </CardContent>
        <CardFooter>
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? 'Salvando...' : 'Salvar configurações'}
          </Button>
        </CardFooter>
      </form>
    </SectionCard>
  );
}
