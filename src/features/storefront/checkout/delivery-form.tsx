import type { FormEvent, ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MapPin, Wallet } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import type { StoreSettings } from '@/data/settings/get-store-settings';
import { maskPhone, phoneDigits } from '@/domain/phone';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { AddressFields } from './address-fields';
import { CHECKOUT_MESSAGES, FIELD_LIMITS, type CheckoutValues } from './checkout-schema';
import { FulfillmentChoice } from './fulfillment-choice';
import { PaymentMethodField } from './payment-method-field';
import { PickupInfo } from './pickup-info';

interface DeliveryFormProps {
  id: string;
  form: UseFormReturn<CheckoutValues>;
  settings: StoreSettings;
  zones: readonly DeliveryZone[];
  /** Under "Entrega" in the choice: what it costs. */
  deliveryText: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Below the payment choice ('Lembrar meus dados'). */
  children?: ReactNode;
}

/** A pasted +55 number loses its country code before the mask keeps 11 digits. */
function maskTypedPhone(value: string): string {
  const digits = phoneDigits(value);
  return maskPhone(digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : value);
}

/** 'Dados para Entrega': delivery or pickup, who, where, and the payment choice. */
export function DeliveryForm({
  id,
  form,
  settings,
  zones,
  deliveryText,
  onSubmit,
  children,
}: DeliveryFormProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const phone = register('customerPhone');
  const pickup = useWatch({ control, name: 'fulfillment' }) === 'pickup';
  const cash = useWatch({ control, name: 'paymentMethod' }) === 'cash';
  const both = settings.acceptsDelivery && settings.acceptsPickup;

  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6"
      aria-label="Dados para Entrega"
    >
      <Card className="gap-5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <MapPin className="size-5 text-primary" aria-hidden="true" />
            <h2>{pickup ? 'Dados para Retirada' : 'Dados para Entrega'}</h2>
          </CardTitle>
          <CardDescription>Campos com * são obrigatórios.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {both ? (
            <FulfillmentChoice
              registration={register('fulfillment')}
              deliveryText={deliveryText}
              pickupText={
                settings.pickupEstimatedTime
                  ? `Sem taxa · pronto em ${settings.pickupEstimatedTime} min`
                  : 'Sem taxa de entrega'
              }
            />
          ) : null}
          <FormField
            id="customer-name"
            label="Nome Completo"
            required
            error={errors.customerName?.message}
          >
            <FormControl>
              <Input
                {...register('customerName')}
                autoComplete="name"
                maxLength={FIELD_LIMITS.customerName}
                placeholder="Seu nome e sobrenome"
              />
            </FormControl>
          </FormField>
          <FormField
            id="customer-phone"
            label="Telefone"
            required
            error={errors.customerPhone?.message}
            hint="Com DDD. Usamos para confirmar o pedido pelo WhatsApp."
          >
            <FormControl>
              <Input
                {...phone}
                onChange={(event) => {
                  event.target.value = maskTypedPhone(event.target.value);
                  void phone.onChange(event);
                }}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(99) 99999-9999"
              />
            </FormControl>
          </FormField>
          {pickup ? (
            <PickupInfo address={settings.companyAddress} time={settings.pickupEstimatedTime} />
          ) : (
            <AddressFields
              form={form}
              zones={zones}
              pickupOffered={settings.acceptsPickup}
              whatsappNumber={settings.whatsappNumber}
            />
          )}
          <FormField id="order-notes" label="Observações" error={errors.notes?.message}>
            <FormControl>
              <Textarea
                {...register('notes')}
                maxLength={FIELD_LIMITS.notes}
                rows={2}
                className="min-h-16"
                placeholder={
                  pickup ? 'Ex.: sem cebola, chego às 19h' : 'Ex.: sem cebola, interfone quebrado'
                }
              />
            </FormControl>
          </FormField>
        </CardContent>
      </Card>

      <Card className="gap-5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Wallet className="size-5 text-primary" aria-hidden="true" />
            <h2>Forma de Pagamento</h2>
          </CardTitle>
          <CardDescription>
            {pickup
              ? 'O pagamento é feito na retirada ou combinado pelo WhatsApp.'
              : 'O pagamento é feito na entrega ou combinado pelo WhatsApp.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PaymentMethodField
            methods={settings.acceptedPaymentMethods}
            registration={register('paymentMethod')}
            error={errors.paymentMethod?.message}
            pickup={pickup}
          />
          {cash ? (
            <div className="mt-4">
              <FormField
                id="change-for"
                label="Troco para quanto?"
                error={errors.changeFor?.message}
                hint={CHECKOUT_MESSAGES.changeForHint}
              >
                <FormControl>
                  <MoneyInput {...register('changeFor')} placeholder="100,00" />
                </FormControl>
              </FormField>
            </div>
          ) : null}
        </CardContent>
      </Card>
      {children}
    </form>
  );
}
