import { Controller, useWatch, type Control } from 'react-hook-form';
import { Bike, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { useSaveSettings } from '../use-save-settings';
import { InputField } from '../input-field';
import { SectionCard } from '../section-card';
import { SettingsForm } from '../settings-form';
import {
  FULFILLMENT_MESSAGES as M,
  fulfillmentSchema,
  toFulfillmentPatch,
  type FulfillmentValues,
} from './fulfillment-schema';
import { useZodForm } from '@/components/use-zod-form';

/** 'Entrega e retirada': what the shop offers at checkout, and how long a pickup takes. */
export function FulfillmentCard({ settings }: { settings: CompanySettings | null }) {
  const update = useSaveSettings();
  const form = useZodForm(fulfillmentSchema, {
    defaultValues: {
      acceptsDelivery: settings?.accepts_delivery ?? true,
      acceptsPickup: settings?.accepts_pickup ?? false,
      pickupEstimatedTime: settings?.pickup_estimated_time ?? '',
    },
  });
  const {
    control,
    formState: { errors, isSubmitting },
  } = form;
  const pickup = useWatch({ control, name: 'acceptsPickup' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        patch: toFulfillmentPatch(values),
        success: {
          title: M.savedTitle,
          description: M.savedDescription(values.acceptsDelivery, values.acceptsPickup),
        },
      });
    } catch {
      // the default error toast has reported it
    }
  });

  return (
    <SectionCard
      icon={Truck}
      title="Entrega e retirada"
      description="O que o cliente pode escolher no checkout."
    >
      <SettingsForm
        label="Entrega e retirada"
        onSubmit={(event) => void submit(event)}
        pending={isSubmitting}
        submitLabel="Salvar entrega e retirada"
        contentClassName="grid gap-3"
      >
        <Option
          control={control}
          name="acceptsDelivery"
          invalid={Boolean(errors.acceptsDelivery)}
          icon={<Bike className="size-5" aria-hidden="true" />}
          title="Entrega"
          text="O pedido vai até o endereço do cliente, com a taxa do bairro ou a taxa única."
        />
        <Option
          control={control}
          name="acceptsPickup"
          icon={<Store className="size-5" aria-hidden="true" />}
          title="Retirada no local"
          text="O cliente busca o pedido na loja: sem endereço e sem taxa de entrega."
        />
        {errors.acceptsDelivery ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.acceptsDelivery.message}
          </p>
        ) : null}
        {pickup ? (
          <div className="sm:max-w-xs">
            <InputField
              form={form}
              name="pickupEstimatedTime"
              id="pickup-time"
              label="Tempo para retirada (min)"
              hint="Mostrado ao cliente que escolhe retirar."
              placeholder="20-30"
            />
          </div>
        ) : null}
      </SettingsForm>
    </SectionCard>
  );
}

/** One way to fulfil an order: its icon, name and what it means, and the switch (named by the name). */
function Option({
  control,
  name,
  invalid = false,
  icon,
  title,
  text,
}: {
  control: Control<FulfillmentValues>;
  name: 'acceptsDelivery' | 'acceptsPickup';
  invalid?: boolean;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg border p-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{title}</p>
        <p className="text-xs text-muted-foreground">{text}</p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            checked={field.value}
            onCheckedChange={field.onChange}
            aria-label={title}
            aria-invalid={invalid ? true : undefined}
          />
        )}
      />
    </div>
  );
}
