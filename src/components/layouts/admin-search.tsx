import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import {
  adminNavItems,
  searchNavItems,
  type AdminNavItem,
} from '@/components/layouts/admin-nav-items';
import { cn } from '@/lib/utils';

/**
 * The header's 'Buscar...' box: a quick page finder over the sidebar's pages (a combobox). Typing
 * lists the matching pages; arrows move, Enter or a click opens one, Escape closes the list.
 */
export function AdminSearch({
  className,
  items = adminNavItems,
}: {
  className?: string;
  /** The pages the signed-in role may open. */
  items?: readonly AdminNavItem[];
}) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const results = searchNavItems(query, items);
  const expanded = open && query.trim() !== '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(item: AdminNavItem, input?: HTMLInputElement) {
    navigate(item.to);
    setQuery('');
    setOpen(false);
    input?.blur();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const item = results[activeIndex] ?? results[0];
      if (item) {
        event.preventDefault();
        go(item, event.currentTarget);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  }

  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        role="combobox"
        aria-label="Buscar página"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && results.length > 0 ? optionId(activeIndex) : undefined}
        placeholder="Buscar..."
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-11 bg-muted/50 pl-9 md:h-9 [&::-webkit-search-cancel-button]:hidden"
      />
      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1.5 min-w-56 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-lg',
          !expanded && 'hidden',
        )}
      >
        <ul id={listId} role="listbox" aria-label="Páginas">
          {results.map((item, index) => (
            // Keyboard users choose from the box itself (arrows + Enter, aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={item.to}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the box; the click then opens the page.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item)}
              onMouseMove={() => setActiveIndex(index)}
              className="flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-3 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground md:py-1.5"
            >
              <item.icon aria-hidden="true" className="size-4 text-muted-foreground" />
              {item.label}
            </li>
          ))}
        </ul>
        {results.length === 0 && (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">Nenhuma página encontrada.</p>
        )}
      </div>
    </div>
  );
}
