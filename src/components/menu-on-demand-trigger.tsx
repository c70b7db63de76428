import { DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { OnDemandMenuProps } from '@/components/menu-on-demand';

/** The loaded menu's trigger: the plain button MenuOnDemand drew, now Radix's. */
export function MenuOnDemandTrigger({
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
