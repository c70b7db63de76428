import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { CONNECTION_MESSAGE } from '@/features/auth/api/auth-errors';
import { writeMirrors } from '@/features/auth/auth-mirror';

type SignOutAuth = Pick<typeof supabase.auth, 'signOut'>;

/**
 * 'Sair' in the admin layout: ends this device's session on the server (other devices stay
 * signed in), clears the mirrors and every cached query (nothing of the admin's data is left for
 * the next visitor), and goes to /login.
 */
export function useSignOut(auth: SignOutAuth = supabase.auth): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    const { error } = await auth.signOut({ scope: 'local' });
    if (error) {
      // The session is still valid on the server: say so rather than pretend to have left.
      toast.error('Não foi possível sair', { description: CONNECTION_MESSAGE });
      return;
    }
    writeMirrors(null);
    await navigate('/login', { replace: true });
    queryClient.clear();
  }, [auth, navigate, queryClient]);
}
