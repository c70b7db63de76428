import { FormControl, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { maskPhone } from '@/domain/phone';
import { isAnonymousCounter, type NewOrderSectionProps } from './new-order-values';

export interface CustomerFieldsProps extends NewOrderSectionProps {
  /** The phone field's id: the dialog focuses it first. */
  phoneId: string;
  /** The name of the customer the phone belongs to, once found. */
  knownName: string | undefined;
}

/** Telefone (masked as typed) and Nome of a new order's customer; neither at the counter. */
export function CustomerFields({ values, onChange, phoneId, knownName }: CustomerFieldsProps) {
  const anonymous = isAnonymousCounter(values);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField
        id={phoneId}
        label="Telefone"
        required={!anonymous}
        hint={
          knownName
            ? `Cliente conhecido: ${knownName}`
            : values.source === 'counter'
              ? 'Em branco no balcão: pedido sem cadastro.'
              : undefined
        }
      >
        <FormControl>
          <Input
            inputMode="tel"
            autoComplete="off"
            value={values.phone}
            placeholder="(11) 98765-4321"
            onChange={(event) => onChange({ phone: maskPhone(event.target.value) })}
          />
        </FormControl>
      </FormField>
      <FormField label="Nome" required={!anonymous}>
        <FormControl>
          <Input
            autoComplete="off"
            value={values.name}
            maxLength={120}
            placeholder={anonymous ? 'Balcão' : undefined}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </FormControl>
      </FormField>
    </div>
  );
}
