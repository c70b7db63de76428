import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MoveButtons } from '@/components/move-buttons';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { emptyOption, type OptionGroupFormValues } from './option-group-schema';

interface OptionRowsProps {
  control: Control<OptionGroupFormValues>;
  register: UseFormRegister<OptionGroupFormValues>;
  errors: FieldErrors<OptionGroupFormValues>['options'];
}

/** The group's options: name, price (MoneyInput), how many of it one item may take, available, order. */
export function OptionRows({ control, register, errors }: OptionRowsProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options' });
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Opções</legend>
      <div
        aria-hidden="true"
        className="hidden grid-cols-[3.5rem_minmax(0,1fr)_7.5rem_4.5rem_5.5rem_2.5rem] gap-2 px-2 text-xs font-medium text-muted-foreground sm:grid"
      >
        <span />
        <span>Nome</span>
        <span>Preço</span>
        <span>Máx. por item</span>
        <span>Disponível</span>
        <span />
      </div>
      <ol className="grid gap-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const error = errors?.[index];
          return (
            <li
              key={field.id}
              className="grid grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-start gap-2 rounded-lg border bg-card p-2 sm:grid-cols-[3.5rem_minmax(0,1fr)_7.5rem_4.5rem_5.5rem_2.5rem] sm:items-center"
            >
              <div className="row-span-2 flex flex-col sm:row-span-1 sm:flex-row">
                <MoveButtons
                  name={`opção ${n}`}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  className="size-7"
                />
              </div>
              <div className="grid gap-1">
                <Input
                  aria-label={`Nome da opção ${n}`}
                  aria-invalid={error?.name ? true : undefined}
                  placeholder="Ex.: Calabresa"
                  {...register(`options.${index}.name`)}
                />
                {error?.name && <p className="text-xs text-destructive">{error.name.message}</p>}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive sm:order-last"
                aria-label={`Remover opção ${n}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              <div className="col-start-2 col-end-4 flex flex-wrap items-center gap-2 sm:contents">
                <div className="grid w-28 gap-1 sm:w-auto">
                  <span aria-hidden="true" className="text-xs text-muted-foreground sm:hidden">
                    Preço
                  </span>
                  <MoneyInput
                    aria-label={`Preço da opção ${n}`}
                    aria-invalid={error?.price ? true : undefined}
                    {...register(`options.${index}.price`)}
                  />
                  {error?.price && (
                    <p className="text-xs text-destructive">{error.price.message}</p>
                  )}
                </div>
                <div className="grid w-20 gap-1 sm:w-auto">
                  <span aria-hidden="true" className="text-xs text-muted-foreground sm:hidden">
                    Máx. por item
                  </span>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={50}
                    aria-label={`Máximo por item da opção ${n}`}
                    aria-invalid={error?.max_quantity ? true : undefined}
                    {...register(`options.${index}.max_quantity`, { valueAsNumber: true })}
                  />
                  {error?.max_quantity && (
                    <p className="text-xs text-destructive">{error.max_quantity.message}</p>
                  )}
                </div>
                <Controller
                  control={control}
                  name={`options.${index}.is_available`}
                  render={({ field: available }) => (
                    <label className="flex items-center gap-2 self-end pb-2 text-xs text-muted-foreground sm:self-auto sm:pb-0">
                      <Switch
                        aria-label={`Disponível: opção ${n}`}
                        checked={available.value}
                        onCheckedChange={available.onChange}
                      />
                      <span className={cn('sm:hidden', !available.value && 'text-destructive')}>
                        {available.value ? 'Disponível' : 'Esgotado'}
                      </span>
                    </label>
                  )}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm font-medium text-destructive">{listError}</p>}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append(emptyOption())}
        disabled={fields.length >= 50}
      >
        <Plus aria-hidden="true" />
        Adicionar opção
      </Button>
    </fieldset>
  );
}
