import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAuthApiError } from '@supabase/supabase-js';
import { toast } from '@/lib/toast';
import { normalizeUsername, usernameToEmail } from '@/lib/admin-account';
import { supabase } from '@/lib/supabase';
import { FieldError } from '@/features/auth/api/auth-errors';
import { authKeys } from '@/features/auth/api/keys';
import { verifyCurrentPassword } from '@/features/auth/api/verify-password';
import { SECURITY_FORM_DELAY_MS, withMinimumDuration } from '@/features/auth/min-duration';
import type { ChangeUsernameValues } from '@/features/auth/security-schemas';

export interface ChangeUsernameInput extends ChangeUsernameValues {
  /** The signed-in account's e-mail, whose password is checked. */
  currentEmail: string;
}

/** Changes the username, i.e. the account e-mail (DESIGN 5), once the server accepts the password. */
export async function changeUsername({
  currentEmail,
  newUsername,
  currentPassword,
}: ChangeUsernameInput) {
  const username = normalizeUsername(newUsername);
  const email = usernameToEmail(username);
  if (email === currentEmail) {
    throw new FieldError('newUsername', 'Este já é o seu nome de usuário.');
  }
  await verifyCurrentPassword(currentEmail, currentPassword);

  const { data, error } = await supabase.auth.updateUser({ email, data: { username } });
  if (error) {
    if (
      isAuthApiError(error) &&
      (error.code === 'email_exists' || error.code === 'user_already_exists')
    ) {
      throw new FieldError('newUsername', 'Este nome de usuário já está em uso.');
    }
    throw new Error('Não foi possível alterar o nome de usuário. Tente novamente.');
  }
  // A Supabase project that confirms e-mail changes keeps the old address until a link is opened,
  // and no mail reaches @admin.comanda.local: say so instead of reporting a change that did not happen.
  if (data.user.email !== email) {
    throw new Error(
      'O servidor exige confirmação por e-mail para esta mudança. Desative "Secure email change" no projeto Supabase.',
    );
  }
  return username;
}

export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeUsernameInput) =>
      withMinimumDuration(() => changeUsername(input), SECURITY_FORM_DELAY_MS),
    onSuccess: (username) => {
      toast.success('Nome de usuário atualizado', {
        description: `Use "${username}" no seu próximo login.`,
      });
      return queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}
