import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '@/domain/orders/status';
import { NO_FILTERS, type OrderFilterValues } from './order-filter-values';

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm md:h-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Search by number, name or phone; status; a range of days. The server does the finding. */
export function OrderFilters({
  value,
  onChange,
}: {
  value: OrderFilterValues;
  onChange: (value: OrderFilterValues) => void;
}) {
  const id = useId();
  const set = (changes: Partial<OrderFilterValues>) => onChange({ ...value, ...changes });
  const filtered = Object.values(value).some((v) => v !== '');
  return (
    <div
      role="search"
      aria-label="Filtrar pedidos"
      className="grid grid-cols-2 gap-3 pb-4 sm:grid-cols-[minmax(12rem,2fr)_1fr_1fr_1fr_auto] sm:items-end"
    >
      <div className="col-span-2 grid gap-1 sm:col-span-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Buscar
        </label>
        <span className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={value.search}
            maxLength={100}
            placeholder="Número, nome ou telefone"
            className="pl-9"
            onChange={(event) => set({ search: event.target.value })}
          />
        </span>
      </div>
      <div className="col-span-2 grid gap-1 sm:col-span-1">
        <label htmlFor={`${id}-status`} className="text-sm font-medium">
          Status
        </label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={value.status}
          onChange={(event) => set({ status: event.target.value as OrderStatus | '' })}
        >
          <option value="">Todos</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS[status].label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium">
          De
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-to`} className="text-sm font-medium">
          Até
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </div>
      {filtered && (
        <Button
          variant="ghost"
          className="col-span-2 sm:col-span-1"
          onClick={() => onChange(NO_FILTERS)}
        >
          <X aria-hidden="true" />
          Limpar filtros
        </Button>
      )}
    </div>
  );
}
