import type { ComponentProps, ReactNode } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

/** One option of a ChoiceSelect: the stored value and what the user reads. */
export interface Choice<Value extends string = string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

interface ChoiceSelectProps<Value extends string> extends Omit<
  ComponentProps<typeof SelectTrigger>,
  'value' | 'onChange' | 'disabled'
> {
  value: Value;
  onValueChange: (value: Value) => void;
  choices: readonly Choice<Value>[];
  disabled?: boolean;
  /** Shown while no choice is picked (value ''). */
  placeholder?: ReactNode;
}

/**
 * A select over a fixed list of choices. The other props (id, aria-label, className…) go to the
 * trigger, the element a label points at, so it also works inside FormControl.
 */
export function ChoiceSelect<Value extends string>({
  value,
  onValueChange,
  choices,
  disabled,
  placeholder,
  ...triggerProps
}: ChoiceSelectProps<Value>) {
  return (
    <Select
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      disabled={disabled}
    >
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
