import {
  Suspense,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type LazyExoticComponent,
  type ReactNode,
  type RefCallback,
} from 'react';
import { useKeptFocus, useWantedOnce } from '@/lib/use-on-demand';

/** How the trigger looks and reads: the same before and after the menu's code has arrived. */
export interface MenuTrigger {
  /** Its accessible name, when its text is not (an avatar). */
  label?: string;
  className: string;
  disabled?: boolean;
  children: ReactNode;
}

/** What the loaded menu gets besides its own props. */
export interface OnDemandMenuProps {
  trigger: MenuTrigger;
  /** Gives the focus back to the trigger when the plain button had it. */
  triggerRef: RefCallback<HTMLButtonElement>;
  /** Open at once: the trigger was pressed before the code arrived. */
  defaultOpen: boolean;
}

/** The keys that open a Radix dropdown menu from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A dropdown menu whose code (Radix's menu and floating-ui, about 20 KB gzip) loads when the
 * user reaches for it (hover, focus, touch) instead of before the page can show anything. Until then
 * the trigger is a plain button that looks and reads the same; a press in the meantime opens the menu
 * as soon as it arrives. `menu` is a React.lazy component defined once, outside the component.
 */
export function MenuOnDemand<P extends object>({
  menu: Menu,
  trigger,
  menuProps,
}: {
  menu: LazyExoticComponent<ComponentType<P & OnDemandMenuProps>>;
  trigger: MenuTrigger;
  menuProps: P;
}) {
  const [reached, setReached] = useState(false);
  const [pressed, setPressed] = useState(false);
  const load = useWantedOnce(reached);
  const { attach, onFocus, onBlur } = useKeptFocus<HTMLButtonElement>();

  const press = () => {
    setPressed(true);
    setReached(true);
  };
  const plain = (
    <button
      ref={attach}
      type="button"
      aria-label={trigger.label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={trigger.className}
      disabled={trigger.disabled}
      onPointerEnter={() => setReached(true)}
      onFocus={() => {
        onFocus();
        setReached(true);
      }}
      onBlur={onBlur}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) press();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        press();
      }}
    >
      {trigger.children}
    </button>
  );
  if (!load) return plain;
  return (
    <Suspense fallback={plain}>
      <Menu {...menuProps} trigger={trigger} triggerRef={attach} defaultOpen={pressed} />
    </Suspense>
  );
}
