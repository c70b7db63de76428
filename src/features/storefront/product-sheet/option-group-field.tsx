import { Check, CircleAlert, Minus, Plus } from 'lucide-react';
import { formatBRL } from '@/domain/format';
import { groupPricingNote, groupRuleText, type RuleGroup, type RuleOption } from '@/domain/options';
import { cn } from '@/lib/utils';
import { groupElementId } from './use-sheet-state';

interface OptionGroupFieldProps {
  group: RuleGroup;
  /** Option id → how many (only offered, available options). */
  selection: Readonly<Record<string, number>>;
  units: number;
  /** Shown once the customer tried to add without this group's choice. */
  error: string | null;
  /** A group priced by another group's choice: which prices these are. */
  priceNote?: string | null;
  /** Single choice: this option instead of the group's other one. */
  onChoose: (optionId: string) => void;
  /** Single choice, optional group: none. */
  onClear: () => void;
  onCount: (optionId: string, count: number) => void;
}

/**
 * One group of complementos: its rule in words, a radio per option when one is
 * chosen, checkboxes (or − n + for options taken more than once) when several are; esgotado options
 * greyed out and not selectable.
 */
export function OptionGroupField({
  group,
  selection,
  units,
  error,
  priceNote = null,
  onChoose,
  onClear,
  onCount,
}: OptionGroupFieldProps) {
  const titleId = `${groupElementId(group.id)}-titulo`;
  const ruleId = `${groupElementId(group.id)}-regra`;
  const required = group.min_select > 0;
  const done = units >= group.min_select && (required || units > 0);
  const full = units >= group.max_select;
  const single = group.max_select === 1;
  const note = [groupPricingNote(group), priceNote].filter(Boolean).join(' · ');

  return (
    <section
      id={groupElementId(group.id)}
      aria-labelledby={titleId}
      className="scroll-mt-2 border-t first:border-t-0"
    >
      {/* Right padding: the sheet's close button floats over the top right corner. */}
      {/* Opaque: the options scrolling under it must not show through. */}
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 bg-muted py-2.5 pl-4 pr-16 sm:pl-5">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold leading-snug">
            {group.name}
          </h3>
          <p id={ruleId} className="text-xs text-muted-foreground">
            {groupRuleText(group)}
            {group.max_select > 1 && units > 0 ? ` · ${units} de ${group.max_select}` : ''}
          </p>
        </div>
        {required ? (
          done ? (
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-success text-success-foreground">
              <Check aria-hidden="true" className="size-4" />
              <span className="sr-only">Escolha feita</span>
            </span>
          ) : (
            <span
              className={cn(
                'shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold',
                error
                  ? 'bg-destructive text-destructive-foreground'
                  : 'bg-foreground text-background',
              )}
            >
              Obrigatório
            </span>
          )
        ) : (
          <span className="shrink-0 rounded-md bg-background px-2 py-0.5 text-xs font-medium text-muted-foreground">
            Opcional
          </span>
        )}
      </div>
      {note && (
        <p className="mx-4 mt-3 rounded-lg bg-info/10 px-3 py-2 text-xs font-medium text-info-foreground sm:mx-5">
          {note}
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="mx-4 mt-3 flex items-center gap-1.5 text-sm font-medium text-destructive sm:mx-5"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
      <ul
        role={single ? 'radiogroup' : 'group'}
        aria-labelledby={titleId}
        aria-describedby={ruleId}
        aria-required={single && required ? true : undefined}
        className="divide-y"
      >
        {group.options.map((option) => {
          const count = selection[option.id] ?? 0;
          const soldOut = !option.is_available;
          if (!single && option.max_quantity > 1) {
            return (
              <OptionStepperRow
                key={option.id}
                option={option}
                count={count}
                canAdd={!soldOut && !full && count < option.max_quantity}
                onCount={(next) => onCount(option.id, next)}
              />
            );
          }
          const checked = count > 0;
          return (
            <li key={option.id}>
              <label
                className={cn(
                  'flex min-h-14 items-center gap-3 px-4 py-2.5 sm:px-5',
                  soldOut || (!single && full && !checked)
                    ? 'cursor-not-allowed opacity-50'
                    : 'cursor-pointer hover:bg-muted/50',
                )}
              >
                <OptionText option={option} />
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? group.id : undefined}
                  className="size-5 shrink-0 accent-primary"
                  checked={checked}
                  disabled={soldOut || (!single && full && !checked)}
                  // A radio already chosen in an optional group is unchosen by tapping it again.
                  onClick={single && checked && !required ? onClear : undefined}
                  onChange={() =>
                    single ? onChoose(option.id) : onCount(option.id, checked ? 0 : 1)
                  }
                />
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OptionText({ option }: { option: RuleOption }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block text-sm font-medium leading-snug">{option.name}</span>
      {!option.is_available ? (
        <span className="text-xs font-medium text-muted-foreground"> Esgotado</span>
      ) : option.price > 0 ? (
        <span className="text-xs tabular-nums text-muted-foreground">
          {' '}
          + {formatBRL(option.price)}
        </span>
      ) : null}
    </span>
  );
}

function OptionStepperRow({
  option,
  count,
  canAdd,
  onCount,
}: {
  option: RuleOption;
  count: number;
  canAdd: boolean;
  onCount: (count: number) => void;
}) {
  const button =
    'grid size-11 place-items-center rounded-full text-primary outline-none transition-colors hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';
  return (
    <li
      className={cn(
        'flex min-h-14 items-center gap-3 px-4 py-2.5 sm:px-5',
        !option.is_available && 'opacity-50',
      )}
    >
      <OptionText option={option} />
      <div
        role="group"
        aria-label={`Quantidade de ${option.name}`}
        className={cn('flex shrink-0 items-center rounded-full', count > 0 && 'border')}
      >
        {count > 0 && (
          <>
            <button
              type="button"
              className={button}
              aria-label={`Tirar um ${option.name}`}
              onClick={() => onCount(count - 1)}
            >
              <Minus aria-hidden="true" />
            </button>
            <span
              aria-live="polite"
              className="min-w-5 text-center text-sm font-semibold tabular-nums"
            >
              {count}
            </span>
          </>
        )}
        <button
          type="button"
          className={cn(button, count === 0 && 'border border-primary/40')}
          aria-label={count > 0 ? `Mais um ${option.name}` : `Adicionar ${option.name}`}
          disabled={!canAdd}
          onClick={() => onCount(count + 1)}
        >
          <Plus aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
