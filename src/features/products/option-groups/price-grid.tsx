import { useId, type CSSProperties } from 'react';
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
function candidateLabel(group: AdminOptionGroup): string {
  const names = group.options.map((option) => option.name);
  const shown = names.slice(0, 4).join(', ') + (names.length > 4 ? '…' : '');
  return `${group.name} (${shown})`;
}

/** The option's name, then one column per option of the group the prices depend on. */
const columns = (count: number) => `minmax(8rem, 1.2fr) repeat(${count}, minmax(6.5rem, 1fr))`;

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
        // A table's layout from sm up; on a phone, one card per option with its sizes side by side.
        <div
          role="group"
          aria-label={`Preço de cada opção em cada ${dependsOn.name}`}
          className="grid gap-2 sm:overflow-x-auto sm:pb-1"
          style={{ '--price-columns': columns(dependsOn.options.length) } as CSSProperties}
        >
          <div
            aria-hidden="true"
            className="hidden gap-2 text-xs font-medium text-muted-foreground sm:grid sm:[grid-template-columns:var(--price-columns)]"
          >
            <span>Opção</span>
            {dependsOn.options.map((size) => (
              <span key={size.id} className="truncate">
                {size.name}
              </span>
            ))}
          </div>
          {options.map((option, index) => {
            const name = option.name.trim() || `Opção ${index + 1}`;
            return (
              <div
                key={option.option_id || `nova-${index}`}
                className="grid gap-2 rounded-lg border p-2 sm:items-center sm:border-0 sm:p-0 sm:[grid-template-columns:var(--price-columns)]"
              >
                <span className="truncate text-sm font-medium">{name}</span>
                <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2 sm:contents">
                  {dependsOn.options.map((size) => (
                    <div key={size.id} className="grid gap-1">
                      <span
                        aria-hidden="true"
                        className="truncate text-xs text-muted-foreground sm:hidden"
                      >
                        {size.name}
                      </span>
                      <MoneyInput
                        aria-label={`${name} — ${size.name}`}
                        placeholder={option.price.trim() || '0,00'}
                        {...register(`options.${index}.prices.${size.id}`)}
                      />
                    </div>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
