import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { menuProductsQuery } from '@/data/products/get-menu-products';
import { useMenuOptions } from '@/data/options/get-menu-options';
import type { StorefrontProduct } from '@/data/products/schema';
import { foldText } from '@/domain/fold-text';
import { formatBRL } from '@/domain/format';
import {
  checkSelection,
  pricedGroup,
  groupRuleText,
  selectionProblemMessage,
  type RuleGroup,
  type Selection,
} from '@/domain/options';
import { makeLine, type StaffLine } from './staff-cart';

const NO_GROUPS: readonly RuleGroup[] = [];

export interface ItemPickerProps {
  lines: StaffLine[];
  onChange: (lines: StaffLine[]) => void;
}

/**
 * The order's items, by keyboard: type a piece of the name, Enter takes the first match (arrows
 * move), a product with complementos opens its groups right there (the same rules as the
 * storefront: min/max, meio a meio, esgotado greyed), Enter adds it.
 */
export function ItemPicker({ lines, onChange }: ItemPickerProps) {
  const products = useQuery(menuProductsQuery());
  const options = useMenuOptions(true);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const [picking, setPicking] = useState<StorefrontProduct | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => {
    const term = foldText(search.trim());
    const list = products.data ?? [];
    return (term ? list.filter((p) => foldText(p.name).includes(term)) : list).slice(0, 8);
  }, [products.data, search]);

  function add(product: StorefrontProduct) {
    if (product.sold_out) return;
    const groups = options.data?.[product.id] ?? NO_GROUPS;
    if (groups.length > 0) {
      setPicking(product);
      return;
    }
    onChange([...lines, makeLine(product, groups, {})]);
    setSearch('');
    searchRef.current?.focus();
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const product = matches[active] ?? matches[0];
      if (product && search.trim()) add(product);
    }
  }

  const update = (key: string, change: Partial<StaffLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor="staff-order-search">Adicionar item</Label>
        <Input
          id="staff-order-search"
          ref={searchRef}
          value={search}
          autoComplete="off"
          placeholder="Digite o nome do produto e Enter"
          role="combobox"
          aria-expanded={Boolean(search.trim())}
          aria-controls="staff-order-matches"
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
          }}
          onKeyDown={onSearchKey}
        />
        {search.trim() && (
          <ul id="staff-order-matches" role="listbox" className="grid gap-1 rounded-md border p-1">
            {matches.length === 0 && (
              <li className="px-2 py-1.5 text-sm text-muted-foreground">
                Nenhum produto encontrado.
              </li>
            )}
            {matches.map((product, index) => (
              <li key={product.id} role="option" aria-selected={index === active}>
                <button
                  type="button"
                  disabled={Boolean(product.sold_out)}
                  onClick={() => add(product)}
                  className="flex min-h-10 w-full items-center justify-between gap-2 rounded px-2 text-left text-sm hover:bg-muted disabled:opacity-50 aria-selected:bg-muted data-[active=true]:bg-muted"
                  data-active={index === active}
                >
                  <span>{product.name}</span>
                  <span className="text-muted-foreground">
                    {product.sold_out ? 'Esgotado' : formatBRL(product.price)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {picking && (
        <OptionsPanel
          product={picking}
          groups={options.data?.[picking.id] ?? NO_GROUPS}
          onCancel={() => {
            setPicking(null);
            searchRef.current?.focus();
          }}
          onAdd={(selection) => {
            onChange([
              ...lines,
              makeLine(picking, options.data?.[picking.id] ?? NO_GROUPS, selection),
            ]);
            setPicking(null);
            setSearch('');
            searchRef.current?.focus();
          }}
        />
      )}

      {lines.length > 0 && (
        <ul aria-label="Itens do pedido" className="grid gap-2">
          {lines.map((line) => (
            <li key={line.key} className="grid gap-2 rounded-md border p-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                {/* a phone's width puts the quantity and the price on the line below */}
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-medium">{line.name}</p>
                  {line.optionsText && (
                    <p className="text-xs text-muted-foreground">{line.optionsText}</p>
                  )}
                </div>
                <div className="flex items-center gap-1">
                  <Button
                    type="button"
                    size="icon"
                    variant="outline"
                    aria-label={`Menos ${line.name}`}
                    disabled={line.quantity <= 1}
                    onClick={() => update(line.key, { quantity: line.quantity - 1 })}
                  >
                    <Minus aria-hidden="true" />
                  </Button>
                  <span className="w-6 text-center tabular-nums" aria-label="Quantidade">
                    {line.quantity}
                  </span>
                  <Button
                    type="button"
                    size="icon"
                    variant="outline"
                    aria-label={`Mais ${line.name}`}
                    onClick={() => update(line.key, { quantity: Math.min(99, line.quantity + 1) })}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                </div>
                <span className="w-20 text-right tabular-nums">
                  {formatBRL(line.unitPrice * line.quantity)}
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Remover ${line.name}`}
                  onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <Input
                aria-label={`Observação de ${line.name}`}
                placeholder="Observação do item (ex.: sem cebola)"
                maxLength={200}
                value={line.notes}
                onChange={(event) => update(line.key, { notes: event.target.value })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface OptionsPanelProps {
  product: StorefrontProduct;
  groups: readonly RuleGroup[];
  onAdd: (selection: Selection) => void;
  onCancel: () => void;
}

/** A product's complementos, inline: a radio per one-choice group, counters otherwise. */
function OptionsPanel({ product, groups, onAdd, onCancel }: OptionsPanelProps) {
  const [selection, setSelection] = useState<Record<string, number>>({});
  const check = checkSelection(product.price, groups, selection);
  const problem = selectionProblemMessage(check, groups);

  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  /** Space ticks, Enter adds once every rule holds, Esc leaves the product. */
  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (check.valid) onAdd(selection);
    }
  }

  function setCount(group: RuleGroup, optionId: string, count: number) {
    setSelection((current) => {
      const next = { ...current };
      if (group.max_select === 1) for (const option of group.options) delete next[option.id];
      if (count > 0) next[optionId] = count;
      else delete next[optionId];
      return next;
    });
  }

  return (
    <section
      aria-label={`Opções de ${product.name}`}
      className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-3"
    >
      <p className="font-medium">{product.name}</p>
      {groups.map((group, groupIndex) => (
        <fieldset key={group.id} className="grid gap-1">
          <legend className="text-sm font-medium">
            {group.name}{' '}
            <span className="font-normal text-muted-foreground">· {groupRuleText(group)}</span>
          </legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {pricedGroup(group, groups, selection).options.map((option, optionIndex) => {
              const count = selection[option.id] ?? 0;
              return (
                <label
                  key={option.id}
                  className="flex min-h-10 items-center gap-2 rounded border bg-background px-2 text-sm has-[:disabled]:opacity-50"
                >
                  <input
                    type="checkbox"
                    ref={groupIndex === 0 && optionIndex === 0 ? first : undefined}
                    onKeyDown={onKey}
                    disabled={!option.is_available}
                    checked={count > 0}
                    onChange={(event) => setCount(group, option.id, event.target.checked ? 1 : 0)}
                  />
                  <span className="flex-1">{option.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {option.is_available
                      ? option.price > 0
                        ? `+ ${formatBRL(option.price)}`
                        : ''
                      : 'Esgotado'}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {problem && Object.keys(selection).length > 0 && (
        <p className="text-sm text-destructive">{problem}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="button" disabled={!check.valid} onClick={() => onAdd(selection)}>
          Adicionar · {formatBRL(check.unitPrice)}
        </Button>
      </div>
    </section>
  );
}
