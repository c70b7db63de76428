import { useId } from 'react';
import { KeyRound, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { fieldA11y } from '@/lib/field-a11y';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/features/auth/password-input';
import {
  changePasswordSchema,
  MIN_PASSWORD_LENGTH,
  type ChangePasswordValues,
} from '@/features/auth/security-schemas';
import { useSecurityForm } from '@/features/auth/use-security-form';

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
            <PasswordInput
              {...fieldA11y('password-current-password', errors.currentPassword?.message)}
              {...register('currentPassword')}
              autoComplete="current-password"
            />
          </FormField>
          <FormField id="new-password" label="Nova senha" error={errors.newPassword?.message}>
            <PasswordInput
              {...fieldA11y('new-password', errors.newPassword?.message)}
              {...register('newPassword')}
              autoComplete="new-password"
            />
          </FormField>
          <FormField
            id="confirm-password"
            label="Confirmar nova senha"
            error={errors.confirmPassword?.message}
          >
            <PasswordInput
              {...fieldA11y('confirm-password', errors.confirmPassword?.message)}
              {...register('confirmPassword')}
              autoComplete="new-password"
            />
          </FormField>
        </CardContent>
        <CardFooter className="mt-auto">
          <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {isSubmitting ? 'Salvando...' : 'Atualizar senha'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
