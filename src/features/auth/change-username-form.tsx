import { useId } from 'react';
import { UserRound } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormControl, FormField } from '@/components/form-field';
import { PasswordInput } from '@/features/auth/password-input';
import { changeUsernameSchema, type ChangeUsernameValues } from '@/features/auth/security-schemas';
import { useSecurityForm } from '@/features/auth/use-security-form';
import { SubmitButton } from '@/components/submit-button';

interface ChangeUsernameFormProps {
  /** Saves the change; rejects with a FieldError for a field's problem. */
  onSubmit: (values: ChangeUsernameValues) => Promise<unknown>;
}

const defaultValues: ChangeUsernameValues = { newUsername: '', currentPassword: '' };

export function ChangeUsernameForm({ onSubmit }: ChangeUsernameFormProps) {
  const titleId = useId();
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSecurityForm(
    changeUsernameSchema,
    defaultValues,
    ['newUsername', 'currentPassword'],
    onSubmit,
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          <h2 id={titleId}>Alterar nome de usuário</h2>
        </CardTitle>
        <CardDescription>O novo nome passa a valer no próximo login.</CardDescription>
      </CardHeader>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={submit}
        className="flex flex-1 flex-col gap-6"
      >
        <CardContent className="grid gap-5">
          <FormField
            id="new-username"
            label="Novo nome de usuário"
            error={errors.newUsername?.message}
          >
            <FormControl>
              <Input
                {...register('newUsername')}
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
              />
            </FormControl>
          </FormField>
          <FormField
            id="username-current-password"
            label="Senha atual"
            error={errors.currentPassword?.message}
          >
            <FormControl>
              <PasswordInput {...register('currentPassword')} autoComplete="current-password" />
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
            Atualizar nome de usuário
          </SubmitButton>
        </CardFooter>
      </form>
    </Card>
  );
}
