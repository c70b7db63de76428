import { useState } from 'react';
import { MapPin, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { SectionCard } from '../section-card';
import { useSaveSettings } from '../use-save-settings';
import { AddressForm } from './address-form';
import { ADDRESS_MESSAGES, toBusinessAddress, type AddressValues } from './address-schema';
import { formatAddressLine, mirrorBusinessAddress, type BusinessAddress } from './business-address';

/** 'Endereço da Empresa': read mode when a street exists, else (or after 'Editar') the form. */
export function AddressCard({
  address,
  onSaved,
}: {
  address: BusinessAddress | null;
  onSaved?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const update = useSaveSettings();
  const showForm = editing || !address;

  async function save(values: AddressValues) {
    const next = toBusinessAddress(values);
    try {
      await update.mutateAsync({
        patch: {
          business_address: { ...next },
          company_address: formatAddressLine(next),
          // The old coordinates belong to the old address: the map locates the new one.
          latitude: null,
          longitude: null,
        },
        success: {
          title: ADDRESS_MESSAGES.savedTitle,
          description: ADDRESS_MESSAGES.savedDescription,
        },
      });
      mirrorBusinessAddress(next);
      setEditing(false);
      onSaved?.();
    } catch {
      // the default error toast has reported it
    }
  }

  return (
    <SectionCard
      icon={MapPin}
      title="Endereço da Empresa"
      description="De onde saem as entregas e onde o cliente retira o pedido. É o endereço que aparece no cardápio e nos recibos."
      action={
        address && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Editar endereço
          </Button>
        ) : null
      }
    >
      <CardContent>
        {showForm ? (
          <AddressForm
            address={address}
            onSubmit={save}
            onCancel={address ? () => setEditing(false) : undefined}
          />
        ) : (
          <div className="rounded-lg border bg-muted/40 p-4">
            <p className="font-medium">
              {address.street}, {address.number}
              {address.complement ? ` - ${address.complement}` : ''}
            </p>
            <p className="text-sm text-muted-foreground">
              {[address.neighborhood, `${address.city} - ${address.state}`]
                .filter(Boolean)
                .join(', ')}
            </p>
            {address.postal_code ? (
              <p className="text-sm text-muted-foreground">CEP {address.postal_code}</p>
            ) : null}
          </div>
        )}
      </CardContent>
    </SectionCard>
  );
}
