import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { LocalFlag } from '@/lib/local-flag';
import { toast } from '@/lib/toast';

interface SwitchRowProps {
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One on/off setting: its name, what it does, and the switch (named by the label). */
export function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}

interface FormSwitchRowProps<Values extends FieldValues> extends Omit<
  SwitchRowProps,
  'checked' | 'onCheckedChange'
> {
  control: Control<Values>;
  /** A boolean value of the form. */
  name: Path<Values>;
}

/** A SwitchRow that turns a boolean value of a form on and off. */
export function FormSwitchRow<Values extends FieldValues>({
  control,
  name,
  ...row
}: FormSwitchRowProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchRow {...row} checked={field.value as boolean} onCheckedChange={field.onChange} />
      )}
    />
  );
}

interface FlagSwitchRowProps extends Omit<SwitchRowProps, 'checked' | 'onCheckedChange'> {
  /** A preference of this device (kept in localStorage), saved as soon as it is switched. */
  flag: LocalFlag;
  /** The toast that confirms the change: its title, and a description if there is one. */
  saved: (on: boolean) => { title: string; description?: string };
}

/** A SwitchRow that turns a preference of this device on and off, and says so in a toast. */
export function FlagSwitchRow({ flag, saved, ...row }: FlagSwitchRowProps) {
  const on = flag.use();
  return (
    <SwitchRow
      {...row}
      checked={on}
      onCheckedChange={(next) => {
        flag.set(next);
        const { title, description } = saved(next);
        if (description) toast.success(title, { description });
        else toast.success(title);
      }}
    />
  );
}
