import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatBRL } from '@/domain/format';
import type { NewOrderSectionProps } from './new-order-values';
import { ZoneSelect } from './zone-select';

interface Zone {
  id: string;
  name: string;
  fee: number;
  minimum_order: number | null;
}

export interface AddressFieldsProps extends NewOrderSectionProps {
  /** The shop's active zones: none, no Bairro (the flat fee applies). */
  zones: readonly Zone[];
}

/** Endereço and Bairro (with its fee and minimum) of a new delivery order. */
export function AddressFields({ values, onChange, zones }: AddressFieldsProps) {
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
        <FormField
          label="Bairro"
          required
          hint={
            zone
              ? `Taxa ${formatBRL(zone.fee)}${zone.minimum_order ? ` · mínimo ${formatBRL(zone.minimum_order)}` : ''}`
              : undefined
          }
        >
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

export interface FeeOverrideFieldsProps extends NewOrderSectionProps {
  /** The fee the order takes unless changed: where the typed one starts. */
  baseFee: number;
}

/** "Alterar a taxa de entrega": the link, then the fee and why it was changed. */
export function FeeOverrideFields({ values, onChange, baseFee }: FeeOverrideFieldsProps) {
  if (values.feeOverride === null) {
    return (
      <Button
        type="button"
        variant="link"
        className="justify-self-start px-0"
        onClick={() => onChange({ feeOverride: String(baseFee).replace('.', ',') })}
      >
        Alterar a taxa de entrega
      </Button>
    );
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
