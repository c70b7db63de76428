import { useEffect } from 'react';
import { applyTheme } from '@/lib/apply-theme';
import { getTheme, THEME_STORAGE_KEY } from '@/lib/themes';

/** This device's own theme (the admin's choice, or the default on a customer's phone). */
function deviceThemeId() {
  try {
    return getTheme(localStorage.getItem(THEME_STORAGE_KEY)).id;
  } catch {
    return getTheme(null).id;
  }
}

/**
 * Dresses the storefront in the shop's theme and name as the server knows them: a customer's phone
 * has none of the admin's localStorage. Nothing is persisted, and leaving the storefront puts this
 * device's own theme back (the owner previewing the menu returns to the panel's colours).
 */
export function useStoreBranding(themeId: string | undefined, companyName: string | undefined) {
  useEffect(() => {
    if (!themeId) return;
    applyTheme(getTheme(themeId).id);
    return () => {
      applyTheme(deviceThemeId());
    };
  }, [themeId]);

  useEffect(() => {
    if (!companyName) return;
    const previous = document.title;
    document.title = `${companyName} · Cardápio`;
    return () => {
      document.title = previous;
    };
  }, [companyName]);
}
