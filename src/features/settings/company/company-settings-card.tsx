import { Link } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { formatMoneyInput } from '@/domain/money';
import { InputField } from '../input-field';
import { SectionCard } from '../section-card';
import { SettingsForm } from '../settings-form';
import { useSaveSettings } from '../use-save-settings';
import { useSettingsForm } from '../use-settings-form';
import {
  COMPANY_SETTINGS_MESSAGES,
  companySettingsSchema,
  toCompanySettingsPatch,
  type CompanySettingsValues,
} from './company-settings-schema';

function defaultsFrom(settings: CompanySettings | null): CompanySettingsValues {
  return {
    whatsappNumber: settings?.whatsapp_number ?? '',
    minimumOrder: formatMoneyInput(settings?.minimum_order ?? 0),
    pickupMinimumOrder: formatMoneyInput(settings?.pickup_minimum_order ?? 0),
    maxOrderTotal: formatMoneyInput(settings?.max_order_total ?? 3000),
  };
}

/** (a) The WhatsApp that receives orders and the order amounts the checkout enforces. */
export function CompanySettingsCard({ settings }: { settings: CompanySettings | null }) {
  const update = useSaveSettings();
  const form = useSettingsForm(companySettingsSchema, settings, defaultsFrom);

  const submit = form.handleSubmit(async (values) => {
    await update
      .mutateAsync({
        patch: toCompanySettingsPatch(values),
        success: { title: 'Configurações salvas' },
      })
      .catch(() => undefined);
  });

  return (
    <SectionCard
      icon={MessageCircle}
      title="WhatsApp e pedidos"
      description="O número recebe os pedidos; os mínimos e o valor máximo valem no checkout."
    >
      <SettingsForm
        label="WhatsApp e pedidos"
        onSubmit={submit}
        pending={form.formState.isSubmitting}
        submitLabel="Salvar configurações"
        pendingLabel="Salvando..."
        contentClassName="grid gap-5 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <InputField
            form={form}
            name="whatsappNumber"
            id="whatsapp-number"
            label="Número do WhatsApp"
            hint={COMPANY_SETTINGS_MESSAGES.whatsappHint}
            inputMode="numeric"
            autoComplete="tel"
            placeholder="5511999999999"
          />
        </div>
        <InputField
          form={form}
          name="minimumOrder"
          money
          id="minimum-order"
          label="Pedido mínimo (R$)"
        />
        <InputField
          form={form}
          name="pickupMinimumOrder"
          money
          id="pickup-minimum-order"
          label="Pedido mínimo para retirada (R$)"
          hint={COMPANY_SETTINGS_MESSAGES.pickupMinimumHint}
        />
        <InputField
          form={form}
          name="maxOrderTotal"
          money
          id="max-order-total"
          label="Valor máximo de um pedido online (R$)"
          hint={COMPANY_SETTINGS_MESSAGES.ceilingHint}
        />
        <p className="text-sm text-muted-foreground sm:col-span-2">
          A taxa de entrega e o endereço da empresa ficam em{' '}
          <Link
            to="/delivery"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Áreas de Entrega
          </Link>
          .
        </p>
      </SettingsForm>
    </SectionCard>
  );
}
