// Pure cache patches for an option's new values, shared by the esgotado switch and realtime: kept
// apart from the mutations so the storefront's live menu does not pull in the signed-in client.
import type { MenuOptions } from './get-menu-options';
import { soldOutAt } from '@/domain/availability';
import type { OptionRow } from './schema';

export type OptionPatch = Pick<OptionRow, 'id'> & Partial<OptionRow>;

/** An option's new values, wherever the cache shows it (the admin's groups, the menu's sheets). */
export function patchOption<T extends { options: OptionRow[] }>(
  groups: readonly T[],
  patch: OptionPatch,
): T[] {
  return groups.map((group) =>
    group.options.some((option) => option.id === patch.id)
      ? {
          ...group,
          options: group.options.map((option) =>
            option.id === patch.id ? { ...option, ...patch } : option,
          ),
        }
      : group,
  );
}

export function patchMenuOptions(menu: MenuOptions, patch: OptionPatch): MenuOptions {
  // The menu reads one flag: a row sold out now (marked, or out of stock) is not available.
  if (patch.is_available && soldOutAt(patch, new Date())) patch = { ...patch, is_available: false };
  return Object.fromEntries(
    Object.entries(menu).map(([productId, groups]) => [productId, patchOption(groups, patch)]),
  );
}
