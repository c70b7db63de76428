import { useState } from 'react';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

const NEW_CATEGORY = '__nova__';

interface CategoryFieldProps {
  id: string;
  value: string;
  categories: readonly string[];
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

/** A select of the known categories, with "Nova categoria…" turning it into a text box. */
export function CategoryField({
  id,
  value,
  categories,
  invalid,
  describedBy,
  onChange,
}: CategoryFieldProps) {
  const [typing, setTyping] = useState(() => value !== '' && !categories.includes(value));

  if (typing) {
    return (
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          placeholder="Nome da nova categoria"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
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
    <Select
      value={value}
      onValueChange={(next) => {
        if (next === NEW_CATEGORY) {
          setTyping(true);
          onChange('');
        } else onChange(next);
      }}
    >
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder="Selecione uma categoria" />
      </SelectTrigger>
      <SelectContent>
        {categories.map((category) => (
          <SelectItem key={category} value={category}>
            {category}
          </SelectItem>
        ))}
        <SelectItem value={NEW_CATEGORY}>+ Nova categoria…</SelectItem>
      </SelectContent>
    </Select>
  );
}
