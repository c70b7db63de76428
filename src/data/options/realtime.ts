import { useQueryClient } from '@tanstack/react-query';
import { useTableChanges, type Audience } from '../realtime';
import type { AdminOptionGroup } from './get-option-groups';
import { patchMenuOptions, patchOption } from './patch';
import type { MenuOptions } from './get-menu-options';
import { productKeys } from '../products/keys';
import { optionKeys } from './keys';
import { optionSchema } from './schema';

/**
 * Keeps cached complementos live: an option marked esgotado (or back, or repriced) changes in every
 * view at once — an open product sheet greys it out — then the queries refetch (new options,
 * removed ones). The admin layout mounts it for staff; the storefront once it has the menu's options.
 */
export function useOptionsRealtime(audience: Audience, enabled = true) {
  const queryClient = useQueryClient();
  useTableChanges('options', audience, {
    enabled,
    onChange: (change) => {
      const parsed = optionSchema.safeParse(change.new);
      if (change.eventType === 'UPDATE' && parsed.success) {
        queryClient.setQueryData<MenuOptions>(optionKeys.menu(), (menu) =>
          menu ? patchMenuOptions(menu, parsed.data) : menu,
        );
        queryClient.setQueryData<AdminOptionGroup[]>(optionKeys.groups(), (groups) =>
          groups ? patchOption(groups, parsed.data) : groups,
        );
      }
      void queryClient.invalidateQueries({ queryKey: optionKeys.all });
      // A product whose required group has nothing left is sold out: the server says again.
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
    catchUp: [optionKeys.all],
  });
}
