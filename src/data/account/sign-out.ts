import { supabase } from '@/lib/supabase';
import { AppError } from '@/lib/errors';

export type SignOutAuth = Pick<typeof supabase.auth, 'signOut'>;

/** Ends this device's session on the server (other devices stay signed in). */
export async function signOutHere(auth: SignOutAuth = supabase.auth): Promise<void> {
  const { error } = await auth.signOut({ scope: 'local' });
  // The session is still valid on the server: say so rather than pretend to have left.
  if (error) throw new AppError('connection', { cause: error });
}
