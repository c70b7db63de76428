import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatBRL } from '@/domain/format';
import { ZoneSelect } from './zone-select';

interface Zone {
  id: string;
  name: string;
  fee: number;
  minimum_order: number | null;
}

export interface AddressFieldsProps {
  address: string;
  onAddressChange: (address: string) => void;
  /** The shop's active zones: none, no Bairro (the flat fee applies). */
  zones: readonly Zone[];
  zoneId: string;
  onZoneChange: (zoneId: string) => void;
}

/** Endereço and Bairro (with its fee and minimum) of a new delivery order. */
export function AddressFields({
  address,
  onAddressChange,
  zones,
  zoneId,
  onZoneChange,
}: AddressFieldsProps) {
  const zone = zones.find((z) => z.id === zoneId);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label="Endereço" required>
        <FormControl>
          <Input
            autoComplete="off"
            value={address}
            maxLength={300}
            onChange={(event) => onAddressChange(event.target.value)}
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
            <ZoneSelect zones={zones} value={zoneId} onChange={onZoneChange} />
          </FormControl>
        </FormField>
      )}
    </div>
  );
}

export interface FeeOverrideFieldsProps {
  /** The fee typed in place of the zone's (null: not changed). */
  feeOverride: string | null;
  onFeeOverrideChange: (fee: string) => void;
  /** The fee the order takes unless changed: where the typed one starts. */
  baseFee: number;
  reason: string;
  onReasonChange: (reason: string) => void;
}

/** "Alterar a taxa de entrega": the link, then the fee and why it was changed. */
export function FeeOverrideFields({
  feeOverride,
  onFeeOverrideChange,
  baseFee,
  reason,
  onReasonChange,
}: FeeOverrideFieldsProps) {
  if (feeOverride === null) {
    return (
      <Button
        type="button"
        variant="link"
        className="justify-self-start px-0"
        onClick={() => onFeeOverrideChange(String(baseFee).replace('.', ','))}
      >
        Alterar a taxa de entrega
      </Button>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label="Taxa de entrega" required>
        <FormControl>
          <MoneyInput value={feeOverride} onChange={(e) => onFeeOverrideChange(e.target.value)} />
        </FormControl>
      </FormField>
      <FormField label="Motivo da taxa alterada" required>
        <FormControl>
          <Input
            value={reason}
            maxLength={300}
            onChange={(event) => onReasonChange(event.target.value)}
          />
        </FormControl>
      </FormField>
    </div>
  );
}
