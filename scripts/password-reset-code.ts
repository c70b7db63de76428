// `npm run create-admin -- --reset <username>`: a one-time code for /login's "Esqueci minha
// senha", made on the shop's own database (DATA_DIR, or DATABASE_URL), so only whoever runs the
// shop can recover an account. The code is valid for 15 minutes and works once.
import { openShopDatabase } from './shop-database.ts';

export async function printPasswordResetCode(username: string): Promise<number> {
  if (!username) {
    console.error('Usage: npm run create-admin -- --reset <username>');
    return 1;
  }
  let shop;
  try {
    shop = await openShopDatabase();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    const { rows } = await shop.client.query<{ code: string }>(
      'select private.issue_password_reset($1) as code',
      [username],
    );
    console.log(`One-time code for "${username.trim().toLowerCase()}": ${rows[0]!.code}`);
    console.log(
      'Valid for 15 minutes, once. On /login choose "Esqueci minha senha" and type it with a new password.',
    );
    return 0;
  } catch (error) {
    console.error(`Could not make a code: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await shop.close();
  }
}
