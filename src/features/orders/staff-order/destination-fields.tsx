import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatBRL } from '@/domain/format';
import { ChoiceGroup } from './choice-group';
import { ZoneSelect } from './zone-select';
import type { Destination } from './destination';

interface Zone {
  id: string;
  name: string;
  fee: number;
  minimum_order: number | null;
}

export interface DestinationFieldsProps {
  value: Destination;
  onChange: (value: Destination) => void;
  zones: readonly Zone[];
  /** The fee the server will charge, as the screen estimates it. */
  fee: number;
}

/** Entrega (bairro, address, the fee with a reason when changed) or retirada, in the edit form. */
export function DestinationFields({ value, onChange, zones, fee }: DestinationFieldsProps) {
  const set = (patch: Partial<Destination>) => onChange({ ...value, ...patch });
  const zone = zones.find((z) => z.id === value.zoneId);
  return (
    <div className="grid gap-3">
      <ChoiceGroup
        legend="Entrega ou retirada"
        name="edit-fulfillment"
        choices={[
          ['delivery', 'Entrega'],
          ['pickup', 'Retirada'],
        ]}
        value={value.fulfillment}
        onChange={(fulfillment) => set({ fulfillment })}
      />

      {value.fulfillment === 'delivery' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Endereço" required>
            <FormControl>
              <Input
                autoComplete="off"
                value={value.address}
                maxLength={300}
                onChange={(event) => set({ address: event.target.value })}
              />
            </FormControl>
          </FormField>
          {zones.length > 0 && (
            <FormField
              label="Bairro"
              required
              hint={
                zone?.minimum_order ? `Pedido mínimo ${formatBRL(zone.minimum_order)}` : undefined
              }
            >
              <FormControl>
                <ZoneSelect
                  zones={zones}
                  value={value.zoneId}
                  onChange={(zoneId) => set({ zoneId })}
                />
              </FormControl>
            </FormField>
          )}
        </div>
      )}
      {value.fulfillment === 'delivery' &&
        (value.feeOverride === null ? (
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            onClick={() => set({ feeOverride: String(fee).replace('.', ',') })}
          >
            Alterar a taxa de entrega
          </Button>
        ) : (
          <div className="sm:w-1/2">
            <FormField label="Taxa de entrega" required hint="Diga o motivo abaixo.">
              <FormControl>
                <MoneyInput
                  value={value.feeOverride}
                  onChange={(event) => set({ feeOverride: event.target.value })}
                />
              </FormControl>
            </FormField>
          </div>
        ))}
    </div>
  );
}
