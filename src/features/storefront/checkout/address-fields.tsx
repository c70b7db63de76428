import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { CepInput } from '@/components/cep-input';
import { FormControl, FormField } from '@/components/form-field';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import { formatBRL } from '@/domain/format';
import { CEP_LOOKUP_TEXT, useCepLookup, type CepState } from '@/components/use-cep-lookup';
import type { CepAddress } from '@/lib/lookup-cep';
import { cn } from '@/lib/utils';
import { zoneForNeighborhood } from '../delivery-terms';
import { ADDRESS_LIMITS, OUTSIDE_ZONE, type CheckoutValues } from './checkout-schema';
import { OutsideZoneNotice } from './outside-zone-notice';

interface AddressFieldsProps {
  form: UseFormReturn<CheckoutValues>;
  /** The shop's active zones; none: any address, the flat fee. */
  zones: readonly DeliveryZone[];
  /** The shop also offers pickup: said to a customer whose bairro is not on the list. */
  pickupOffered: boolean;
  /** The shop's WhatsApp, offered when it does not deliver to the customer's bairro. */
  whatsappNumber: string;
}

/** What the CEP field says under it. */
const CEP_HINTS: Record<CepState, string> = {
  idle: 'Preenche a rua, o bairro e a cidade.',
  found: 'Endereço encontrado. Confira e complete com o número.',
  ...CEP_LOOKUP_TEXT,
};

const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-[invalid=true]:border-destructive md:h-10 md:text-sm';

/**
 * A Brazilian address: CEP (filled by ViaCEP when it answers), rua, número, bairro. With zones, the
 * bairro IS the zone list (one control, whose choice sets the fee); the CEP's bairro preselects its
 * zone, or says the shop does not deliver there (docs/ordering-rules.md, "Bairro e zona").
 */
export function AddressFields({ form, zones, pickupOffered, whatsappNumber }: AddressFieldsProps) {
  const {
    register,
    setValue,
    control,
    formState: { errors: e },
  } = form;
  const zoneId = useWatch({ control, name: 'deliveryZoneId' });
  const zone = zones.find((z) => z.id === zoneId);

  // The CEP's bairro when no zone has its name: offered back if the customer picks "not on the list".
  const [unlisted, setUnlisted] = useState('');
  const outside = zoneId === OUTSIDE_ZONE;
  const validate = { shouldValidate: Boolean(e.deliveryZoneId) };

  /** With zones, the found bairro chooses its zone, or says it is not on the list. */
  function matchZone(found: string) {
    const match = zoneForNeighborhood(zones, found);
    if (match) {
      setValue('deliveryZoneId', match.id, validate);
      setValue('neighborhood', match.name);
    } else {
      setUnlisted(found);
      setValue('deliveryZoneId', OUTSIDE_ZONE, validate);
      setValue('neighborhood', found);
    }
  }

  const cep = useCepLookup((found: CepAddress) => {
    const fill = (name: 'street' | 'neighborhood' | 'city' | 'state', value: string) => {
      if (value) setValue(name, value, { shouldValidate: Boolean(e[name]) });
    };
    fill('street', found.street);
    fill('city', found.city);
    fill('state', found.state);
    if (zones.length === 0) fill('neighborhood', found.neighborhood);
    else if (found.neighborhood) matchZone(found.neighborhood);
  });

  const zoneField = register('deliveryZoneId');

  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <div className="sm:col-span-3">
        <FormField id="address-cep" label="CEP" error={e.cep?.message} hint={CEP_HINTS[cep.state]}>
          <CepInput field={register('cep')} lookup={cep} />
        </FormField>
      </div>
      <div className="sm:col-span-6">
        <FormField id="address-street" label="Rua" required error={e.street?.message}>
          <FormControl>
            <Input
              maxLength={ADDRESS_LIMITS.street}
              {...register('street')}
              autoComplete="address-line1"
              placeholder="Rua, avenida..."
            />
          </FormControl>
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="address-number" label="Número" required error={e.number?.message}>
          <FormControl>
            <Input maxLength={ADDRESS_LIMITS.number} {...register('number')} inputMode="text" />
          </FormControl>
        </FormField>
      </div>
      <div className="sm:col-span-4">
        <FormField id="address-complement" label="Complemento" error={e.complement?.message}>
          <FormControl>
            <Input
              maxLength={ADDRESS_LIMITS.complement}
              {...register('complement')}
              autoComplete="address-line2"
              placeholder="Apto, bloco, casa..."
            />
          </FormControl>
        </FormField>
      </div>
      <div className="sm:col-span-3">
        {zones.length > 0 ? (
          <FormField
            id="delivery-zone"
            label="Bairro"
            required
            error={e.deliveryZoneId?.message}
            hint={
              zone
                ? [
                    `Taxa de entrega ${formatBRL(zone.fee)}`,
                    zone.minimum_order !== null
                      ? `pedido mínimo ${formatBRL(zone.minimum_order)}`
                      : null,
                    zone.estimated_time ? `${zone.estimated_time} min` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : outside
                  ? undefined
                  : 'Os bairros atendidos, com a taxa de cada um.'
            }
          >
            <FormControl>
              <select
                {...zoneField}
                onChange={(event) => {
                  void zoneField.onChange(event);
                  const chosen = zones.find((z) => z.id === event.target.value);
                  setValue('neighborhood', chosen ? chosen.name : unlisted);
                }}
                className={cn(selectClass, !zoneId && 'text-muted-foreground')}
              >
                <option value="">Escolha o bairro</option>
                {zones.map((z) => (
                  <option key={z.id} value={z.id} className="text-foreground">
                    {z.name} — {formatBRL(z.fee)}
                  </option>
                ))}
                <option value={OUTSIDE_ZONE} className="text-foreground">
                  {unlisted ? `${unlisted} (fora da lista)` : 'Meu bairro não está na lista'}
                </option>
              </select>
            </FormControl>
          </FormField>
        ) : (
          <FormField
            id="address-neighborhood"
            label="Bairro"
            required
            error={e.neighborhood?.message}
          >
            <FormControl>
              <Input
                maxLength={ADDRESS_LIMITS.neighborhood}
                {...register('neighborhood')}
                autoComplete="address-level3"
              />
            </FormControl>
          </FormField>
        )}
      </div>
      <div className="sm:col-span-3">
        <FormField id="address-city" label="Cidade" error={e.city?.message}>
          <div className="flex gap-2">
            <FormControl>
              <Input
                maxLength={ADDRESS_LIMITS.city}
                {...register('city')}
                autoComplete="address-level2"
                className="min-w-0 flex-1"
              />
            </FormControl>
            <Input
              {...register('state')}
              id="address-state"
              aria-invalid={e.state?.message ? true : undefined}
              aria-describedby={e.state?.message ? 'address-state-error' : undefined}
              aria-label="UF"
              autoComplete="address-level1"
              maxLength={2}
              placeholder="UF"
              className="w-16 uppercase"
            />
          </div>
        </FormField>
        {e.state?.message ? (
          <p id="address-state-error" className="mt-2 text-sm font-medium text-destructive">
            {e.state.message}
          </p>
        ) : null}
      </div>
      {outside ? (
        <div className="sm:col-span-6">
          <OutsideZoneNotice
            neighborhood={unlisted}
            whatsappNumber={whatsappNumber}
            onPickup={
              pickupOffered
                ? () => setValue('fulfillment', 'pickup', { shouldValidate: false })
                : undefined
            }
          />
        </div>
      ) : null}
      <div className="sm:col-span-6">
        <FormField id="address-reference" label="Ponto de referência" error={e.reference?.message}>
          <FormControl>
            <Input
              maxLength={ADDRESS_LIMITS.reference}
              {...register('reference')}
              placeholder="Ex.: portão azul, perto da padaria"
            />
          </FormControl>
        </FormField>
      </div>
    </div>
  );
}
