import { useId } from 'react';
import { KeyRound } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { FormControl, FormField } from '@/components/form-field';
import { PasswordInput } from '@/features/auth/password-input';
import {
  changePasswordSchema,
  MIN_PASSWORD_LENGTH,
  type ChangePasswordValues,
} from '@/features/auth/security-schemas';
import { useSecurityForm } from '@/features/auth/use-security-form';
import { SubmitButton } from '@/components/submit-button';

interface ChangePasswordFormProps {
  /** The account's username, for password managers to file the new password under. */
  username: string;
  /** Saves the change; rejects with a FieldError for a field's problem. */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
}

const defaultValues: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function ChangePasswordForm({ username, onSubmit }: ChangePasswordFormProps) {
  const titleId = useId();
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSecurityForm(
    changePasswordSchema,
    defaultValues,
    ['currentPassword', 'newPassword'],
    onSubmit,
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          <h2 id={titleId}>Alterar senha</h2>
        </CardTitle>
        <CardDescription>Use pelo menos {MIN_PASSWORD_LENGTH} caracteres.</CardDescription>
      </CardHeader>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={submit}
        className="flex flex-1 flex-col gap-6"
      >
        <CardContent className="grid gap-5">
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={username}
            readOnly
            hidden
          />
          <FormField
            id="password-current-password"
            label="Senha atual"
            error={errors.currentPassword?.message}
          >
            <FormControl>
              <PasswordInput {...register('currentPassword')} autoComplete="current-password" />
            </FormControl>
          </FormField>
          <FormField id="new-password" label="Nova senha" error={errors.newPassword?.message}>
            <FormControl>
              <PasswordInput {...register('newPassword')} autoComplete="new-password" />
            </FormControl>
          </FormField>
          <FormField
            id="confirm-password"
            label="Confirmar nova senha"
            error={errors.confirmPassword?.message}
          >
            <FormControl>
              <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
            </FormControl>
          </FormField>
        </CardContent>
        <CardFooter className="mt-auto">
          <SubmitButton
            pending={isSubmitting}
            pendingLabel="Salvando..."
            type="submit"
            className="w-full sm:w-auto"
          >
            Atualizar senha
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
