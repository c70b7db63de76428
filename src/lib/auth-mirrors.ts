// The earlier app kept isAuthenticated and deliveryUsername in localStorage (docs/screens.md).
// Here they only mirror the Supabase session: nothing reads them to decide access, and no
// password is ever stored. Written by the login page (src/login) and by the app (auth-mirror).
export const MIRROR_KEYS = {
  isAuthenticated: 'isAuthenticated',
  username: 'deliveryUsername',
  /** Where the earlier app kept the password in clear text; removed wherever it is found. */
  legacyPassword: 'deliveryPassword',
} as const;

/** Writes the mirrors for a signed-in username, or clears them when `username` is null. */
export function writeMirrors(
  username: string | null,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.removeItem(MIRROR_KEYS.legacyPassword);
    if (username === null) {
      storage.removeItem(MIRROR_KEYS.isAuthenticated);
      storage.removeItem(MIRROR_KEYS.username);
    } else {
      storage.setItem(MIRROR_KEYS.isAuthenticated, 'true');
      storage.setItem(MIRROR_KEYS.username, username);
    }
  } catch {
    // Storage can be unavailable (private mode, quota); the mirrors are optional, the session is not.
  }
}
