import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { OnDemandMenuProps } from '@/components/menu-on-demand';

/** The loaded menu's trigger: the plain button MenuOnDemand drew, now Radix's. */
function MenuOnDemandTrigger({
  trigger,
  triggerRef,
}: Pick<OnDemandMenuProps, 'trigger' | 'triggerRef'>) {
  return (
    <DropdownMenuTrigger
      ref={triggerRef}
      aria-label={trigger.label}
      className={trigger.className}
      disabled={trigger.disabled}
    >
      {trigger.children}
    </DropdownMenuTrigger>
  );
}

/** A loaded menu: Radix's dropdown on the trigger MenuOnDemand drew, its items aligned to the end. */
export function OnDemandDropdown({
  trigger,
  triggerRef,
  defaultOpen,
  contentClassName,
  children,
}: OnDemandMenuProps & { contentClassName?: string; children: ReactNode }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <MenuOnDemandTrigger trigger={trigger} triggerRef={triggerRef} />
      <DropdownMenuContent align="end" className={contentClassName}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
