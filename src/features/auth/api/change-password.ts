import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAuthApiError } from '@supabase/supabase-js';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { FieldError } from '@/features/auth/api/auth-errors';
import { authKeys } from '@/features/auth/api/keys';
import { verifyCurrentPassword } from '@/features/auth/api/verify-password';
import { SECURITY_FORM_DELAY_MS, withMinimumDuration } from '@/features/auth/min-duration';
import { MESSAGES, type ChangePasswordValues } from '@/features/auth/security-schemas';

export interface ChangePasswordInput extends ChangePasswordValues {
  /** The signed-in account's e-mail, whose current password is checked. */
  currentEmail: string;
}

/** Sets a new password once the server accepts the current one; other devices are signed out. */
export async function changePassword({
  currentEmail,
  currentPassword,
  newPassword,
}: ChangePasswordInput) {
  await verifyCurrentPassword(currentEmail, currentPassword);

  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error) {
    if (isAuthApiError(error) && error.code === 'same_password') {
      throw new FieldError('newPassword', MESSAGES.passwordUnchanged);
    }
    if (isAuthApiError(error) && error.code === 'weak_password') {
      throw new FieldError(
        'newPassword',
        'O servidor recusou esta senha por ser fraca. Escolha outra, mais longa.',
      );
    }
    throw new Error('Não foi possível alterar a senha. Tente novamente.');
  }
  // Whoever knew the old password loses the sessions it opened. This device stays signed in; a
  // failure here does not undo the change, so it is not reported as one.
  await supabase.auth.signOut({ scope: 'others' }).catch(() => undefined);
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
