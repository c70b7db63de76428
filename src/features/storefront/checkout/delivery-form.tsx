import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MapPin, Wallet } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { PaymentMethod } from '@/lib/payment-methods';
import { maskPhone, phoneDigits } from '@/lib/phone';
import { FormField } from '@/components/form-field';
import { FIELD_LIMITS, type CheckoutValues } from './checkout-schema';
import { fieldProps } from './field-props';
import { PaymentMethodField } from './payment-method-field';

interface DeliveryFormProps {
  id: string;
  form: UseFormReturn<CheckoutValues>;
  paymentMethods: readonly PaymentMethod[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A pasted +55 number loses its country code before the mask keeps 11 digits. */
function maskTypedPhone(value: string): string {
  const digits = phoneDigits(value);
  return maskPhone(digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : value);
}

/** 'Dados para Entrega' and the payment choice (spec 2.16). */
export function DeliveryForm({ id, form, paymentMethods, onSubmit }: DeliveryFormProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const phone = register('customerPhone');

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
            <h2>Dados para Entrega</h2>
          </CardTitle>
          <CardDescription>Campos com * são obrigatórios.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField
            id="customer-name"
            label="Nome Completo"
            required
            error={errors.customerName?.message}
          >
            <Input
              {...fieldProps('customer-name', errors.customerName?.message)}
              {...register('customerName')}
              autoComplete="name"
              maxLength={FIELD_LIMITS.customerName}
              placeholder="Seu nome e sobrenome"
            />
          </FormField>
          <FormField
            id="customer-phone"
            label="Telefone"
            required
            error={errors.customerPhone?.message}
            hint="Com DDD. Usamos para confirmar o pedido pelo WhatsApp."
          >
            <Input
              {...fieldProps('customer-phone', errors.customerPhone?.message, true)}
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
          </FormField>
          <FormField
            id="customer-address"
            label="Endereço Completo"
            required
            error={errors.customerAddress?.message}
          >
            <Textarea
              {...fieldProps('customer-address', errors.customerAddress?.message)}
              {...register('customerAddress')}
              autoComplete="street-address"
              maxLength={FIELD_LIMITS.customerAddress}
              rows={2}
              className="min-h-16"
              placeholder="Rua, número, bairro e complemento"
            />
          </FormField>
          <FormField id="order-notes" label="Observações" error={errors.notes?.message}>
            <Textarea
              {...fieldProps('order-notes', errors.notes?.message)}
              {...register('notes')}
              maxLength={FIELD_LIMITS.notes}
              rows={2}
              className="min-h-16"
              placeholder="Ex.: sem cebola, troco para R$ 50, ponto de referência"
            />
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
            O pagamento é feito na entrega ou combinado pelo WhatsApp.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PaymentMethodField
            methods={paymentMethods}
            registration={register('paymentMethod')}
            error={errors.paymentMethod?.message}
          />
        </CardContent>
      </Card>
    </form>
  );
}
