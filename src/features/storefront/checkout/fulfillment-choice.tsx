import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioCard } from './radio-card';
import { Bike, Store, type LucideIcon } from 'lucide-react';

interface FulfillmentChoiceProps {
  registration: UseFormRegisterReturn<'fulfillment'>;
  /** Under "Entrega": the fee ("Taxa conforme o bairro", "Taxa R$ 5,00"). */
  deliveryText: string;
  /** Under "Retirada": "Sem taxa · pronto em 15-20 min". */
  pickupText: string;
}

const OPTIONS: Array<{ value: 'delivery' | 'pickup'; label: string; icon: LucideIcon }> = [
  { value: 'delivery', label: 'Entrega', icon: Bike },
  { value: 'pickup', label: 'Retirada', icon: Store },
];

/** "Entrega" or "Retirada", when the shop offers both: the first thing the checkout asks. */
export function FulfillmentChoice({
  registration,
  deliveryText,
  pickupText,
}: FulfillmentChoiceProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Como você quer receber?</legend>
      <div className="grid grid-cols-2 gap-3">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <RadioCard
            key={value}
            value={value}
            registration={registration}
            icon={Icon}
            className="flex-col gap-2 rounded-xl sm:flex-row sm:items-center sm:gap-3"
            iconClassName="rounded-lg"
          >
            <span className="min-w-0">
              <span className="block font-semibold">{label}</span>
              <span className="block text-xs text-muted-foreground">
                {value === 'delivery' ? deliveryText : pickupText}
              </span>
            </span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}
