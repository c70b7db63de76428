// `npm run create-admin`: create the shop's admin account on a Supabase project (hosted, or
// `supabase start`), where no default account exists. The username becomes the account e-mail
// <username>@admin.comanda.local, which is what the login page signs in with.
//
//   SUPABASE_URL=https://xyz.supabase.co SUPABASE_SERVICE_ROLE_KEY=... \
//   ADMIN_USERNAME=admin ADMIN_PASSWORD='a long secret' npm run create-admin
//
// With `--reset <username>` it prints a one-time code for a forgotten password instead
// (password-reset-code.ts).
import { createClient } from '@supabase/supabase-js';
import { ADMIN_EMAIL_DOMAIN } from '../supabase/local/config.ts';
import { printPasswordResetCode } from './password-reset-code.ts';

if (process.argv[2] === '--reset') {
  process.exit(await printPasswordResetCode(process.argv[3] ?? ''));
}

const url = process.env.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
const username = (process.env.ADMIN_USERNAME || 'admin').trim().toLowerCase();
const password = process.env.ADMIN_PASSWORD ?? '';

if (!url || !serviceKey) {
  console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (Project Settings → API).');
  process.exit(1);
}
if (password.length < 8) {
  console.error('Set ADMIN_PASSWORD to a password of at least 8 characters.');
  process.exit(1);
}
if (!/^[a-z0-9._-]{3,40}$/.test(username)) {
  console.error('ADMIN_USERNAME may use letters, digits, dot, dash and underscore (3 to 40).');
  process.exit(1);
}

const supabase = createClient(url, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const { data, error } = await supabase.auth.admin.createUser({
  email: `${username}@${ADMIN_EMAIL_DOMAIN}`,
  password,
  email_confirm: true,
  // This claim, set only with the service role, makes the account an owner (docs/data-model.md).
  app_metadata: { role: 'admin' },
  user_metadata: { username },
});
if (error) {
  console.error(`Could not create the admin: ${error.message}`);
  process.exit(1);
}
console.log(
  `Admin "${username}" created (${data.user?.email}). Sign in at /login with that username.`,
);
