import { FormControl, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { maskPhone } from '@/domain/phone';

export interface CustomerFieldsProps {
  /** The phone field's id: the dialog focuses it first. */
  phoneId: string;
  phone: string;
  onPhoneChange: (phone: string) => void;
  name: string;
  onNameChange: (name: string) => void;
  /** False for a counter order without a customer. */
  required: boolean;
  phoneHint?: string;
  namePlaceholder?: string;
}

/** Telefone (masked as typed) and Nome of a staff order's customer. */
export function CustomerFields({
  phoneId,
  phone,
  onPhoneChange,
  name,
  onNameChange,
  required,
  phoneHint,
  namePlaceholder,
}: CustomerFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField id={phoneId} label="Telefone" required={required} hint={phoneHint}>
        <FormControl>
          <Input
            inputMode="tel"
            autoComplete="off"
            value={phone}
            placeholder="(11) 98765-4321"
            onChange={(event) => onPhoneChange(maskPhone(event.target.value))}
          />
        </FormControl>
      </FormField>
      <FormField label="Nome" required={required}>
        <FormControl>
          <Input
            autoComplete="off"
            value={name}
            maxLength={120}
            placeholder={namePlaceholder}
            onChange={(event) => onNameChange(event.target.value)}
          />
        </FormControl>
      </FormField>
    </div>
  );
}
