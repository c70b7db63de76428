import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { PIX_KEY_TYPES } from '@/domain/pix-key';
import { PIX_KEY_TYPE_LABELS } from './pix-schema';

/** The key types as a native select: the phone's own picker, styled as the other fields. */
export function PixKeyTypeSelect(props: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        {...props}
        className="flex h-11 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base shadow-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-[invalid=true]:border-destructive md:h-10 md:text-sm"
      >
        <option value="" disabled>
          Escolha…
        </option>
        {PIX_KEY_TYPES.map((type) => (
          <option key={type} value={type}>
            {PIX_KEY_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50"
        aria-hidden="true"
      />
    </div>
  );
}
