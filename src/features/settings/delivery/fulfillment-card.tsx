import { Controller, useWatch } from 'react-hook-form';
import { Bike, Store, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { FormControl, FormField } from '@/components/form-field';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { useSaveSettings } from '../use-save-settings';
import { SectionCard } from '../section-card';
import {
  FULFILLMENT_MESSAGES as M,
  fulfillmentSchema,
  toFulfillmentPatch,
} from './fulfillment-schema';
import { SubmitButton } from '@/components/submit-button';
import { useZodForm } from '@/components/use-zod-form';

/** 'Entrega e retirada': what the shop offers at checkout, and how long a pickup takes. */
export function FulfillmentCard({ settings }: { settings: CompanySettings | null }) {
  const update = useSaveSettings();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(fulfillmentSchema, {
    defaultValues: {
      acceptsDelivery: settings?.accepts_delivery ?? true,
      acceptsPickup: settings?.accepts_pickup ?? false,
      pickupEstimatedTime: settings?.pickup_estimated_time ?? '',
    },
  });
  const pickup = useWatch({ control, name: 'acceptsPickup' });

  const submit = handleSubmit(async (values) => {
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
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Entrega e retirada">
        <CardContent className="grid gap-3">
          <Controller
            control={control}
            name="acceptsDelivery"
            render={({ field }) => (
              <Option
                icon={<Bike className="size-5" aria-hidden="true" />}
                title="Entrega"
                text="O pedido vai até o endereço do cliente, com a taxa do bairro ou a taxa única."
              >
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-label="Entrega"
                  aria-invalid={errors.acceptsDelivery ? true : undefined}
                />
              </Option>
            )}
          />
          <Controller
            control={control}
            name="acceptsPickup"
            render={({ field }) => (
              <Option
                icon={<Store className="size-5" aria-hidden="true" />}
                title="Retirada no local"
                text="O cliente busca o pedido na loja: sem endereço e sem taxa de entrega."
              >
                <Switch
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  aria-label="Retirada no local"
                />
              </Option>
            )}
          />
          {errors.acceptsDelivery ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.acceptsDelivery.message}
            </p>
          ) : null}
          {pickup ? (
            <div className="sm:max-w-xs">
              <FormField
                id="pickup-time"
                label="Tempo para retirada (min)"
                error={errors.pickupEstimatedTime?.message}
                hint="Mostrado ao cliente que escolhe retirar."
              >
                <FormControl>
                  <Input {...register('pickupEstimatedTime')} placeholder="20-30" />
                </FormControl>
              </FormField>
            </div>
          ) : null}
        </CardContent>
        <CardFooter className="mt-6">
          <SubmitButton pending={isSubmitting} type="submit" className="w-full sm:w-auto">
            Salvar entrega e retirada
          </SubmitButton>
        </CardFooter>
      </form>
    </SectionCard>
  );
}

function Option({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
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
      {children}
    </div>
  );
}
