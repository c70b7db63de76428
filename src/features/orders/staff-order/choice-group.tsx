/** One choice among a few, as radio buttons in boxes (Canal, Entrega ou retirada). */
export interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The radios' form name: one per group on the page. */
  name: string;
  choices: ReadonlyArray<readonly [value: T, label: string]>;
  value: T;
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map(([choice, label]) => (
          <label
            key={choice}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
