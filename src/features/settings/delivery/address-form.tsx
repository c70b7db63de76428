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

/** The address's text fields after the CEP: their width on the 6-column grid and browser hints. */
const ADDRESS_FIELDS = [
  { name: 'street', label: 'Rua *', span: 'sm:col-span-4', autoComplete: 'address-line1' },
  { name: 'number', label: 'Número *', span: 'sm:col-span-2' },
  { name: 'neighborhood', label: 'Bairro', span: 'sm:col-span-4' },
  { name: 'city', label: 'Cidade *', span: 'sm:col-span-4', autoComplete: 'address-level2' },
  {
    name: 'state',
    label: 'Estado *',
    span: 'sm:col-span-2',
    autoComplete: 'address-level1',
    placeholder: 'SP',
  },
  {
    name: 'complement',
    label: 'Complemento',
    span: 'sm:col-span-6',
    autoComplete: 'address-line2',
  },
] as const;

export function AddressForm({ address, onSubmit, onCancel }: AddressFormProps) {
  const form = useZodForm(addressSchema, {
    defaultValues: toAddressValues(address),
  });

  const submit = form.handleSubmit(onSubmit, (errors) => {
    if (errors.street || errors.number || errors.city || errors.state) {
      toast.error(ADDRESS_MESSAGES.requiredTitle, {
        description: ADDRESS_MESSAGES.requiredDescription,
      });
    }
  });

  // The CEP fills what the service knows; typing stays possible whatever it answers.
  const lookup = useCepLookup((found) => {
    const fill = (name: 'street' | 'neighborhood' | 'city' | 'state', value: string) => {
      if (value)
        form.setValue(name, value, { shouldValidate: Boolean(form.formState.errors[name]) });
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
            error={form.formState.errors.postalCode?.message}
            hint={
              cepNotice
                ? undefined
                : lookup.state === 'loading'
                  ? CEP_LOOKUP_TEXT.loading
                  : 'Preenche o endereço automaticamente.'
            }
          >
            <CepInput field={form.register('postalCode')} lookup={lookup} />
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
        {ADDRESS_FIELDS.map(({ span, ...field }) => (
          <div key={field.name} className={span}>
            <InputField form={form} id={`address-${field.name}`} {...field} />
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
        <SubmitButton pending={form.formState.isSubmitting} type="submit">
          Salvar endereço
        </SubmitButton>
      </div>
    </form>
  );
}
