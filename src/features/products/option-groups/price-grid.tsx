import { useId } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { MoneyInput } from '@/components/money-input';
import type { AdminOptionGroup } from '@/data/options/get-option-groups';
import type { OptionGroupFormValues } from './option-group-schema';

interface PriceGridProps {
  control: Control<OptionGroupFormValues>;
  register: UseFormRegister<OptionGroupFormValues>;
  /** The groups these prices may depend on (every group but this one). */
  candidates: readonly AdminOptionGroup[];
}

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 md:h-10 md:text-sm';

/** "Tamanho (Broto, Média, Grande)": two groups may share a name (the pizza's and the açaí's). */
export function candidateLabel(group: AdminOptionGroup): string {
  const names = group.options.map((option) => option.name);
  const shown = names.slice(0, 4).join(', ') + (names.length > 4 ? '…' : '');
  return `${group.name} (${shown})`;
}

/**
 * "Preço por tamanho": the group these prices depend on, then a table of each option's price for
 * each of its options (a flavour per size). A blank cell keeps the option's own price.
 */
export function PriceGrid({ control, register, candidates }: PriceGridProps) {
  const id = useId();
  const dependsOnId = useWatch({ control, name: 'depends_on_group_id' });
  const options = useWatch({ control, name: 'options' });
  const dependsOn = candidates.find((group) => group.id === dependsOnId);

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Preço por tamanho</legend>
      <div className="grid gap-1">
        <label htmlFor={`${id}-depends`} className="text-sm">
          Os preços destas opções dependem de
        </label>
        <select id={`${id}-depends`} className={selectClass} {...register('depends_on_group_id')}>
          <option value="">Nada: cada opção tem um preço só</option>
          {candidates.map((group) => (
            <option key={group.id} value={group.id}>
              {candidateLabel(group)}
            </option>
          ))}
        </select>
        <p className="text-xs text-muted-foreground">
          Para pizzas: um preço de cada sabor em cada tamanho. Em branco, vale o preço da opção.
        </p>
      </div>
      {dependsOn && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-max border-separate border-spacing-x-2 border-spacing-y-1.5 text-sm">
            <caption className="sr-only">Preço de cada opção em cada {dependsOn.name}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium text-muted-foreground">
                  Opção
                </th>
                {dependsOn.options.map((size) => (
                  <th
                    key={size.id}
                    scope="col"
                    className="max-w-32 text-left font-medium text-muted-foreground"
                  >
                    {size.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {options.map((option, index) => {
                const name = option.name.trim() || `Opção ${index + 1}`;
                return (
                  <tr key={option.option_id || `nova-${index}`}>
                    <th scope="row" className="max-w-40 truncate text-left font-medium">
                      {name}
                    </th>
                    {dependsOn.options.map((size) => (
                      <td key={size.id} className="w-32 min-w-28">
                        <MoneyInput
                          aria-label={`${name} — ${size.name}`}
                          placeholder={option.price.trim() || '0,00'}
                          {...register(`options.${index}.prices.${size.id}`)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}
