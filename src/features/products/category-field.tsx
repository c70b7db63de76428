import { useState } from 'react';
import { FormControl } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/choice-select';

const NEW_CATEGORY = '__nova__';

interface CategoryFieldProps {
  value: string;
  categories: readonly string[];
  onChange: (value: string) => void;
}

/** A select of the known categories, with "Nova categoria…" turning it into a text box. */
export function CategoryField({ value, categories, onChange }: CategoryFieldProps) {
  const [typing, setTyping] = useState(() => value !== '' && !categories.includes(value));

  if (typing) {
    return (
      <div className="flex gap-2">
        <FormControl>
          <Input
            value={value}
            placeholder="Nome da nova categoria"
            onChange={(event) => onChange(event.target.value)}
          />
        </FormControl>
        <button
          type="button"
          className="shrink-0 text-sm text-primary underline-offset-4 hover:underline"
          onClick={() => {
            setTyping(false);
            onChange(categories[0] ?? 'Geral');
          }}
        >
          Escolher da lista
        </button>
      </div>
    );
  }
  return (
    <FormControl>
      <ChoiceSelect
        value={value}
        onValueChange={(next) => {
          if (next === NEW_CATEGORY) {
            setTyping(true);
            onChange('');
          } else onChange(next);
        }}
        placeholder="Selecione uma categoria"
        choices={[
          ...categories.map((category) => ({ value: category, label: category })),
          { value: NEW_CATEGORY, label: '+ Nova categoria…' },
        ]}
      />
    </FormControl>
  );
}
