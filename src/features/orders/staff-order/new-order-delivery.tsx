import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatBRL } from '@/domain/format';
import type { NewOrderSectionProps, NewOrderValues } from './new-order-values';
import { ZoneSelect } from './zone-select';

export interface Zone {
  id: string;
  name: string;
  fee: number;
  minimum_order: number | null;
}

type Place = Pick<NewOrderValues, 'address' | 'zoneId'>;

export interface AddressFieldsProps {
  values: Place;
  onChange: (patch: Partial<Place>) => void;
  /** The shop's active zones: none, no Bairro (the flat fee applies). */
  zones: readonly Zone[];
  /** The hint under Bairro for the chosen zone; by default its fee and minimum. */
  zoneHint?: (zone: Zone) => string | undefined;
}

const feeAndMinimum = (zone: Zone) =>
  `Taxa ${formatBRL(zone.fee)}${zone.minimum_order ? ` · mínimo ${formatBRL(zone.minimum_order)}` : ''}`;

/** Endereço and Bairro (with its fee and minimum) of a delivery order. */
export function AddressFields({
  values,
  onChange,
  zones,
  zoneHint = feeAndMinimum,
}: AddressFieldsProps) {
  const zone = zones.find((z) => z.id === values.zoneId);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label="Endereço" required>
        <FormControl>
          <Input
            autoComplete="off"
            value={values.address}
            maxLength={300}
            onChange={(event) => onChange({ address: event.target.value })}
          />
        </FormControl>
      </FormField>
      {zones.length > 0 && (
        <FormField label="Bairro" required hint={zone ? zoneHint(zone) : undefined}>
          <FormControl>
            <ZoneSelect
              zones={zones}
              value={values.zoneId}
              onChange={(zoneId) => onChange({ zoneId })}
            />
          </FormControl>
        </FormField>
      )}
    </div>
  );
}

/** "Alterar a taxa de entrega": starts the typed fee from the one the order takes now. */
export function ChangeFeeButton({
  fee,
  onChange,
}: {
  fee: number;
  onChange: (feeOverride: string) => void;
}) {
  return (
    <Button
      type="button"
      variant="link"
      className="justify-self-start px-0"
      onClick={() => onChange(String(fee).replace('.', ','))}
    >
      Alterar a taxa de entrega
    </Button>
  );
}

export interface FeeOverrideFieldsProps extends NewOrderSectionProps {
  /** The fee the order takes unless changed: where the typed one starts. */
  baseFee: number;
}

/** "Alterar a taxa de entrega": the link, then the fee and why it was changed. */
export function FeeOverrideFields({ values, onChange, baseFee }: FeeOverrideFieldsProps) {
  if (values.feeOverride === null) {
    return <ChangeFeeButton fee={baseFee} onChange={(feeOverride) => onChange({ feeOverride })} />;
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label="Taxa de entrega" required>
        <FormControl>
          <MoneyInput
            value={values.feeOverride}
            onChange={(e) => onChange({ feeOverride: e.target.value })}
          />
        </FormControl>
      </FormField>
      <FormField label="Motivo da taxa alterada" required>
        <FormControl>
          <Input
            value={values.feeReason}
            maxLength={300}
            onChange={(event) => onChange({ feeReason: event.target.value })}
          />
        </FormControl>
      </FormField>
    </div>
  );
}
