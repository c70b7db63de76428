import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { formatBRL } from '@/domain/format';
import { ChoiceGroup } from './choice-group';
import { AddressFields, ChangeFeeButton, type Zone } from './new-order-delivery';
import type { Destination } from './destination';

const minimumHint = (zone: Zone) =>
  zone.minimum_order ? `Pedido mínimo ${formatBRL(zone.minimum_order)}` : undefined;

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
        <AddressFields values={value} onChange={set} zones={zones} zoneHint={minimumHint} />
      )}
      {value.fulfillment === 'delivery' &&
        (value.feeOverride === null ? (
          <ChangeFeeButton fee={fee} onChange={(feeOverride) => set({ feeOverride })} />
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
