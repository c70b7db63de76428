import type { ComponentProps } from 'react';
import { formatBRL } from '@/domain/format';

interface ZoneChoice {
  id: string;
  name: string;
  fee: number;
}

type ZoneSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  zones: readonly ZoneChoice[];
  value: string;
  onChange: (zoneId: string) => void;
};

/** The bairro a staff order is delivered to, with its fee ("Centro · R$ 5,00"). */
export function ZoneSelect({ zones, value, onChange, ...props }: ZoneSelectProps) {
  return (
    <select
      {...props}
      className="h-10 rounded-md border bg-background px-3 text-sm"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Escolha o bairro</option>
      {zones.map((z) => (
        <option key={z.id} value={z.id}>
          {z.name} · {formatBRL(z.fee)}
        </option>
      ))}
    </select>
  );
}
