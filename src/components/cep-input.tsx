import { Loader2 } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormControl } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { useCepLookup } from '@/components/use-cep-lookup';
import { formatCep } from '@/lib/lookup-cep';

interface CepInputProps {
  /** The form's registration of the CEP field. */
  field: UseFormRegisterReturn;
  lookup: ReturnType<typeof useCepLookup>;
}

/** A FormField's CEP control: formats as it is typed, looks the CEP up, spins while it does. */
export function CepInput({ field, lookup }: CepInputProps) {
  return (
    <div className="relative">
      <FormControl>
        <Input
          {...field}
          onChange={(event) => {
            event.target.value = formatCep(event.target.value);
            void field.onChange(event);
            void lookup.lookup(event.target.value);
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
        />
      </FormControl>
      {lookup.state === 'loading' ? (
        <Loader2
          className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
}
