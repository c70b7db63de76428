import { useSyncExternalStore } from 'react';

/** localStorage key of the company logo (the earlier app's name): a data URL or a web address. */
export const COMPANY_LOGO_KEY = 'companyLogo';
/** Fired on window when this tab changes the logo; other tabs hear the `storage` event instead. */
export const COMPANY_LOGO_EVENT = 'companyLogoUpdated';

/**
 * Only image data URLs and web addresses are shown. http: is allowed too because the local stack
 * serves uploaded images from http://127.0.0.1.
 */
function isDisplayableLogo(value: string): boolean {
  return /^data:image\//i.test(value) || /^https?:\/\//i.test(value);
}

function readLogo(): string | null {
  let value: string | null = null;
  try {
    value = localStorage.getItem(COMPANY_LOGO_KEY);
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
  return value && isDisplayableLogo(value) ? value : null;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === COMPANY_LOGO_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(COMPANY_LOGO_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(COMPANY_LOGO_EVENT, onChange);
  };
}

/** The company logo to show, or null for none; follows changes from this tab and from others. */
export function useCompanyLogo(): string | null {
  return useSyncExternalStore(subscribe, readLogo, () => null);
}

/** Stores (or, with null, removes) the company logo and tells this tab's listeners. */
export function setCompanyLogo(value: string | null): void {
  try {
    if (value) localStorage.setItem(COMPANY_LOGO_KEY, value);
    else localStorage.removeItem(COMPANY_LOGO_KEY);
  } finally {
    window.dispatchEvent(new Event(COMPANY_LOGO_EVENT));
  }
}
