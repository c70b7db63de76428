import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import { signOutHere, type SignOutAuth } from '@/data/account/sign-out';
import { writeMirrors } from '@/lib/auth-mirrors';

/**
 * 'Sair' in the admin layout: ends this device's session on the server (other devices stay
 * signed in), clears the mirrors and every cached query (nothing of the admin's data is left for
 * the next visitor), and goes to /login.
 */
export function useSignOut(auth?: SignOutAuth): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await signOutHere(auth);
    } catch (error) {
      toast.error('Não foi possível sair', { description: userMessage(error) });
      return;
    }
    writeMirrors(null);
    await navigate('/login', { replace: true });
    queryClient.clear();
  }, [auth, navigate, queryClient]);
}
