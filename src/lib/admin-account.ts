// The shop has one admin account in Supabase Auth. The login form asks for a username,
// which is stored as the account's e-mail <username>@admin.comanda.local (docs/data-model.md).
// Shared by the app and the local stack, which creates the default account.

export const ADMIN_EMAIL_DOMAIN = 'admin.comanda.local';
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'admin123';

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function usernameToEmail(username: string): string {
  return `${normalizeUsername(username)}@${ADMIN_EMAIL_DOMAIN}`;
}

/** The username of an account e-mail; other e-mails (an admin created elsewhere) show whole. */
export function emailToUsername(email: string | undefined | null): string {
  if (!email) return '';
  const suffix = `@${ADMIN_EMAIL_DOMAIN}`;
  return email.endsWith(suffix) ? email.slice(0, -suffix.length) : email;
}
