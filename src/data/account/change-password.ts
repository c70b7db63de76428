import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAuthApiError } from '@supabase/supabase-js';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { FieldError, RATE_LIMIT_MESSAGE, UserFacingError } from '../errors';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './auth-errors';
import { authKeys } from './keys';
import { SECURITY_FORM_DELAY_MS, withMinimumDuration } from '@/lib/min-duration';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** The signed-in account's e-mail, whose current password is checked. */
  currentEmail: string;
}

/**
 * Sets a new password. The server checks the current one (GoTrue's current_password), refuses one
 * under 8 characters and signs out every other session.
 */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  const { error } = await supabase.auth.updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  if (!error) return;
  const code = isAuthApiError(error) ? error.code : undefined;
  if (code === 'current_password_mismatch' || code === 'current_password_required') {
    throw new FieldError('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  if (code === 'same_password')
    throw new FieldError('newPassword', 'A nova senha deve ser diferente da atual.');
  if (code === 'weak_password') {
    throw new FieldError(
      'newPassword',
      'O servidor recusou esta senha por ser fraca. Escolha outra, mais longa.',
    );
  }
  if (isAuthApiError(error) && error.status === 429) throw new UserFacingError(RATE_LIMIT_MESSAGE);
  throw new UserFacingError('Não foi possível alterar a senha. Tente novamente.');
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      withMinimumDuration(() => changePassword(input), SECURITY_FORM_DELAY_MS),
    onSuccess: () => {
      toast.success('Senha atualizada', {
        description: 'Use a nova senha no seu próximo login. Outros aparelhos foram desconectados.',
      });
      // The login hint and the default-password notice depend on it.
      return queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}
