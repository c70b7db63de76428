import { AlertCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CepInput } from '@/components/cep-input';
import { FormField } from '@/components/form-field';
import { CEP_LOOKUP_TEXT, useCepLookup } from '@/components/use-cep-lookup';
import {
  ADDRESS_MESSAGES,
  addressSchema,
  toAddressValues,
  type AddressValues,
} from './address-schema';
import type { BusinessAddress } from './business-address';
import { InputField } from '../input-field';
import { SubmitButton } from '@/components/submit-button';
import { useZodForm } from '@/components/use-zod-form';

interface AddressFormProps {
  address: BusinessAddress | null;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel?: () => void;
}

export function AddressForm({ address, onSubmit, onCancel }: AddressFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors: e, isSubmitting },
  } = useZodForm(addressSchema, {
    defaultValues: toAddressValues(address),
  });

  const submit = handleSubmit(onSubmit, (errors) => {
    if (errors.street || errors.number || errors.city || errors.state) {
      toast.error(ADDRESS_MESSAGES.requiredTitle, {
        description: ADDRESS_MESSAGES.requiredDescription,
      });
    }
  });

  // The CEP fills what the service knows; typing stays possible whatever it answers.
  const lookup = useCepLookup((found) => {
    const fill = (name: 'street' | 'neighborhood' | 'city' | 'state', value: string) => {
      if (value) setValue(name, value, { shouldValidate: Boolean(e[name]) });
    };
    fill('street', found.street);
    fill('neighborhood', found.neighborhood);
    fill('city', found.city);
    fill('state', found.state);
  });
  const cepNotice =
    lookup.state === 'not-found' || lookup.state === 'failed'
      ? CEP_LOOKUP_TEXT[lookup.state]
      : null;

  return (
    <form noValidate onSubmit={submit} aria-label="Endereço da Empresa" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-6">
        <div className="sm:col-span-2">
          <FormField
            id="address-cep"
            label="CEP"
            error={e.postalCode?.message}
            hint={
              cepNotice
                ? undefined
                : lookup.state === 'loading'
                  ? CEP_LOOKUP_TEXT.loading
                  : 'Preenche o endereço automaticamente.'
            }
          >
            <CepInput field={register('postalCode')} lookup={lookup} />
            {cepNotice ? (
              <p
                id="address-cep-notice"
                role="status"
                className="flex items-start gap-1.5 text-sm text-foreground"
              >
                <AlertCircle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
                {cepNotice}
              </p>
            ) : null}
          </FormField>
        </div>
        <div className="sm:col-span-4">
          <InputField
            id="address-street"
            label="Rua *"
            error={e.street?.message}
            {...register('street')}
            autoComplete="address-line1"
          />
        </div>
        <div className="sm:col-span-2">
          <InputField
            id="address-number"
            label="Número *"
            error={e.number?.message}
            {...register('number')}
          />
        </div>
        <div className="sm:col-span-4">
          <InputField
            id="address-neighborhood"
            label="Bairro"
            error={e.neighborhood?.message}
            {...register('neighborhood')}
          />
        </div>
        <div className="sm:col-span-4">
          <InputField
            id="address-city"
            label="Cidade *"
            error={e.city?.message}
            {...register('city')}
            autoComplete="address-level2"
          />
        </div>
        <div className="sm:col-span-2">
          <InputField
            id="address-state"
            label="Estado *"
            error={e.state?.message}
            {...register('state')}
            autoComplete="address-level1"
            placeholder="SP"
          />
        </div>
        <div className="sm:col-span-6">
          <InputField
            id="address-complement"
            label="Complemento"
            error={e.complement?.message}
            {...register('complement')}
            autoComplete="address-line2"
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <SubmitButton pending={isSubmitting} type="submit">
          Salvar endereço
        </SubmitButton>
      </div>
    </form>
  );
}
