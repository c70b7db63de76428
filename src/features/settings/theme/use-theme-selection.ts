import { useState } from 'react';
import { toast } from '@/lib/toast';
import { applyTheme } from '@/lib/apply-theme';
import type { ThemeId } from '@/lib/themes';
import { useSaveSettings } from '../use-save-settings';
import {
  canApplyTheme,
  selectTheme,
  storeThemeId,
  storedThemeId,
  type ThemeSelection,
} from './theme-selection';

/** The theme page's state: paints a theme here, keeps it on this device and on the server. */
export function useThemeSelection() {
  const [state, setState] = useState<ThemeSelection>(() => {
    const applied = storedThemeId();
    return { selected: applied, applied, autoApply: true };
  });
  const update = useSaveSettings();

  function apply(id: ThemeId) {
    const theme = applyTheme(id);
    storeThemeId(id);
    toast.success('Tema aplicado', { description: `${theme.name} agora está ativo.` });
    // The storefront reads the shop's theme from the server; failures get the default toast.
    update.mutate({ patch: { theme: id }, success: null });
  }

  return {
    state,
    canApply: canApplyTheme(state),
    select(id: ThemeId) {
      const next = selectTheme(state, id);
      setState(next.state);
      if (next.apply) apply(next.apply);
    },
    applySelected() {
      if (!canApplyTheme(state)) return;
      setState({ ...state, applied: state.selected });
      apply(state.selected);
    },
    setAutoApply(autoApply: boolean) {
      setState({ ...state, autoApply });
    },
  };
}
